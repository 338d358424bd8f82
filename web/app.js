// The page: opens the game the address names (every part of the address goes through Python's
// stb.bridge.game_open, which says what it could not use), or the game picked in the Game menu,
// and follows the address when it changes (an edited link, Back and Forward). The start of each
// game is answered at once (web/bridge.js has it from build time), and a game in progress resumes
// from its saved last view while Python checks it.

import { AdvicePanel } from "./advice.js";
import { ask, ready, startPythonAfterPaint } from "./bridge.js";
import { downloadLink, el } from "./dom.js";
import { ownerOf } from "./drillstore.js";
import { countDue } from "./duecount.js";
import { GameScreen } from "./gamescreen.js";
import { GameStore } from "./gamestore.js";
import { LabView } from "./lab.js";
import { PracticeView } from "./practice.js";
import { boardOf, games, label, language, languageFiles, speak } from "./registry.js";
import { RetryView } from "./retry.js";
import { load, setAside } from "./store.js";

const gameField = document.getElementById("game-select");
const adviceField = document.getElementById("show-advice");
const notice = document.getElementById("notice");
const title = document.getElementById("title");
const gameRoot = document.getElementById("game");
const reviewRoot = document.getElementById("review");
const toolsRoot = document.getElementById("tools");
const panel = new AdvicePanel(document.getElementById("advice"));
let view = null;      // what the game's section shows: a GameScreen, practice, the lab or a retry
let random = Math.random;
let mounting = 0;     // the latest game mounted: an earlier one whose board loads later is not drawn
let following = false;  // a change of address is being followed (hashchange and popstate both fire)

/** The page's heading: the view's title, or (null) the name of the game chosen; one line at any
 *  length (its size is set by its length, see style.css), so the header's buttons never move. */
function onTitle(text) {
  title.textContent = text ?? gameField.selectedOptions[0].textContent;
  title.style.setProperty("--chars", String(title.textContent.length));
}

/** Die faces from a seeded generator when the address says ?seed=N (for repeatable games). */
function dice(seed) {
  if (seed === null || seed === undefined) return Math.random;
  let state = Number(seed) >>> 0;
  return () => {  // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A game's store and screen, in place of what the section showed; null when another was mounted
 *  while this one's board loaded. */
async function mount(name) {
  const ticket = ++mounting;
  view?.detach();
  view = null;
  gameField.value = name;
  const Board = await boardOf(name);
  if (ticket !== mounting) return null;
  const store = new GameStore({ random: () => random() });
  view = new GameScreen({ store, root: gameRoot, toolsRoot, reviewRoot, panel, Board, onTitle, onRetry: (records) => retry(store, records),
    onLoad: (saved, file) => loadElsewhere(saved, file) });
  view.setBlind(!adviceField.checked);
  return store;
}

/** A saved game of another game than the one shown, in its own game's screen (that game's start, with
 *  Python's word, where it cannot be loaded). */
async function loadElsewhere(saved, file) {
  const store = await mount(saved.game);
  if (store && !(await store.load(saved, file))) store.open({ game: saved.game, rules: {}, opponent: {}, state: null });
}

/** While Python reads a link: no game on the page, and no advice for one. */
function opening() {
  ++mounting;
  view?.detach();
  view = null;
  for (const key of Object.keys(gameRoot.dataset)) delete gameRoot.dataset[key];
  Object.assign(gameRoot.dataset, { phase: "pending", opening: "" });  // its status shown (style.css), nothing else
  gameRoot.replaceChildren(el("p", { class: "status" }, label("app.opening")));
  panel.warming(label("app.readingLink"));
}

/** A game's start, with its default rules and players. */
async function begin(name) {
  (await mount(name))?.open({ game: name, rules: {}, opponent: {}, state: null });
}

/** A game kept in this browser (its moves, and its last view, records and review), drawn at once
 *  and rebuilt by Python from its moves; else its start. Its store, once mounted. */
async function resume(name, saved = load(name)) {
  if (!usable(saved)) return begin(name);
  const moves = Array.isArray(saved.moves) ? saved.moves : [];
  const drawn = [saved, load(name, "drawing")]  // the drawing kept with the game by earlier versions, else apart
    .find((d) => Array.isArray(d?.records) && d.records.length === moves.length && d.link === saved.link) ?? {};
  const store = await mount(name);
  store?.open({ ...saved.request, state: saved.start },
    { moves, start: saved.start, shown: saved.view, records: drawn.records, review: drawn.review, notes: drawn.records,
      id: Number.isSafeInteger(saved.id) ? saved.id : null });
  return store;
}

/** A kept game this page can resume. */
function usable(saved) {
  return Boolean(saved?.view && saved.request);
}

/** The kept games this page cannot read, set aside as they are before anything is kept in their
 *  place, then said, each with a link to download it as it was kept. */
function setAsideUnreadable() {
  const aside = games.map(({ name, title }) => ({ name, title, text: setAside(name, usable) })).filter(({ text }) => text !== null);
  return () => {
    for (const { name, title, text } of aside) {
      const link = downloadLink(text, `stb-${name}-game-as-kept.json`, label("app.download"));
      const [before, after = ""] = label("app.setAside", { game: title }).split("{link}");  // the link in its place
      notice.append(notice.textContent ? " " : "", before, link, after);
      notice.classList.remove("note");
    }
  };
}

/** The game the address names (none: the first game, as this browser kept it); a game kept at this
 *  very address resumes with its moves meanwhile. */
async function openAddress() {
  notice.textContent = "";
  if (!location.search && !location.hash.slice(1)) return resume(games[0].name);
  const link = location.hash.slice(1);
  const saved = games.map(({ name }) => load(name)).find((s) => s?.link === link && usable(s));
  if (saved) await resume(saved.request.game, saved);
  else opening();
  const answer = await ask("game_open", { query: location.search, hash: location.hash });
  if (view && !(view instanceof GameScreen)) return;  // left meanwhile for practice or the lab
  if (!answer.ok) {  // the bridge reads any address; this is a page and Python out of step
    notice.textContent = label("app.linkRefused", { error: answer.error });
    notice.classList.remove("note");
    return begin(games[0].name);
  }
  notice.textContent = answer.message || answer.note;  // what the link could not use, else a game in progress
  notice.classList.toggle("note", !answer.message);
  random = dice(answer.seed);
  const clean = `${location.pathname}${answer.seed === null ? "" : `?seed=${answer.seed}`}${location.hash}`;
  history.replaceState(null, "", clean);
  if (!saved || answer.message) (await mount(answer.request.game))?.open(answer.request, { waiting: true });
}

document.getElementById("options").addEventListener("change", (event) => {
  if (event.target === adviceField) return view?.setBlind?.(!adviceField.checked);
  if (event.target === gameField) {
    notice.textContent = "";
    resume(gameField.value);
  }
});
document.getElementById("new-game").addEventListener("click", async () => {
  notice.textContent = "";
  if (view instanceof GameScreen) return view.store.newGame();
  const saved = load(gameField.value);  // from practice or the lab: a new game of the rules kept
  (await mount(gameField.value))?.open({ ...(saved?.request ?? { game: gameField.value }), state: null }, { waiting: false });
});
/** Practice or the strategy lab for the game on the page (its rules), in place of the game or of the
 *  other one; or practice of another game (`other`: its positions are due), with the rules it was last played by. */
async function aside(View, other = null) {
  if (view?.constructor === View && !other) return resume(gameField.value);
  const playing = !other && view instanceof GameScreen ? view.store.live : null;
  const request = other ? load(other)?.request ?? { game: other, rules: {}, opponent: {} } : playing ?? view?.request;
  if (!request) return;
  const owner = playing ? ownerOf(playing, playing.to_move ?? 0) : "";  // between two people, whoever is to play
  const seats = View === PracticeView && !owner ? "computer" : "people";  // your practice: you play the side asked
  const { game, rules, opponent } = request;
  const ticket = ++mounting;
  view?.detach();
  gameField.value = game;
  const Board = await boardOf(game);
  if (ticket !== mounting) return;
  view = new View({ root: gameRoot, panel, Board, random, onTitle, owner, onGame: (name) => aside(PracticeView, name),
    request: { game, rules, opponent: { ...opponent, mode: opponent.mode && seats } }, onBack: () => resume(game) });
}
/** Retry the costly decisions of the game of `store` (its `records`); back to it after. */
async function retry(store, records) {
  const { game, rules, opponent } = store.live, live = store.live;
  const ticket = ++mounting;
  view.detach();
  const Board = await boardOf(game);
  if (ticket !== mounting) return;
  view = new RetryView({ root: gameRoot, panel, Board, random, onTitle, request: { game, rules, opponent }, records, view: live,
    onBack: () => resume(game) });
}
document.getElementById("practice").addEventListener("click", () => aside(PracticeView));
countDue(document.getElementById("practice"));
document.getElementById("strategies").addEventListener("click", () => aside(LabView));
const keys = document.getElementById("keys");
document.getElementById("keys-button").addEventListener("click", () => keys.showModal());
document.addEventListener("keydown", (event) => {
  if (event.key === "?" && !event.target.closest?.("input, select, textarea, dialog")) {
    event.preventDefault();
    keys.showModal();
  } else {
    view?.key(event);
  }
});
/** The address changed (an edited link, Back, Forward): open it, unless it is the position shown. */
function follow() {
  if (following) return;
  following = true;
  setTimeout(() => {
    following = false;
    if (location.hash.slice(1) !== view?.store?.live?.link) openAddress();
    else notice.textContent = "";
  });
}
window.addEventListener("hashchange", follow);
window.addEventListener("popstate", follow);
ready.catch((error) => {
  document.getElementById("advice").querySelector(".advice-status").textContent =
    label("app.noPython", { error: error?.message ?? error });
});
const sayUnreadable = setAsideUnreadable();
openAddress().finally(() => {
  sayUnreadable();
  startPythonAfterPaint();
});

// The Language menu: the page's words in the language chosen, at once and remembered; the game in
// progress, its review and the drill stay (they keep no words): the game is drawn again from its moves,
// and a review being stepped opens again at the move it showed.
const languageField = document.getElementById("language");
languageField.value = language();
languageField.addEventListener("change", async () => {
  const stepped = view?.store?.viewing?.index;
  if (await speak(languageField.value, { remember: true })) {
    const store = await resume(gameField.value);
    if (Number.isInteger(stepped)) store?.walk(stepped);
  }
  languageField.value = language();
});

// Offline and installable: the service worker (build.py puts it at the site's root) stores the site,
// once Python is up, so that it never competes with the first load; and the reader's language's files
// once it controls the page (fetched before it did, they are fetched again through it, from the cache).
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  const controlled = () => navigator.serviceWorker.controller ? Promise.resolve()
    : new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  ready.then(() => navigator.serviceWorker.register(new URL("../sw.js", import.meta.url), { scope: new URL("../", import.meta.url).pathname }))
    .then(controlled)
    .then(() => Promise.all(languageFiles(language()).map((file) => fetch(file))))
    .catch((error) => console.warn(error));  // no offline copy: the page works on as it is
}
