// The page: picks the game (from the permalink after '#', or the Game menu), mounts its view and
// the shared advice panel, and starts talking to Python (which warms up in its worker while the
// Shut the Box board is already on screen). A permalink is read by Python (stb.bridge.game_open);
// a bad one opens the start position with a message.

import { AdvicePanel } from "./advice.js";
import { ask, ready } from "./bridge.js";
import { ChopsticksView } from "./chopsticks.js";
import { NimView } from "./nim.js";
import { PigView } from "./pig.js";
import { ShutBoxView } from "./shutbox.js";
import { el } from "./dom.js";
import { load } from "./store.js";

const VIEWS = { pig: PigView, nim: NimView, chopsticks: ChopsticksView };
const params = new URLSearchParams(location.search);
const form = document.getElementById("options");
const notice = document.getElementById("notice");
const title = document.getElementById("title");
const fields = {
  game: document.getElementById("game-select"),
  layout: document.getElementById("layout"),
  tiles: document.getElementById("tiles"),
  dice_rule: document.getElementById("dice-rule"),
  scoring: document.getElementById("scoring"),
  players: document.getElementById("players"),
  objective: document.getElementById("objective"),
  advice: document.getElementById("show-advice"),
};
const QUERY = { layout: "layout", tiles: "tiles", dice_rule: "dice", scoring: "scoring", players: "players", objective: "objective" };
for (const [name, key] of Object.entries(QUERY)) {
  if (params.has(key)) fields[name].value = params.get(key);
}

function options() {
  document.getElementById("objective-label").hidden = fields.players.value === "2";
  return {
    layout: fields.layout.value,
    tiles: Number(fields.tiles.value),
    dice_rule: fields.dice_rule.value || null,
    scoring: fields.scoring.value,
    players: Number(fields.players.value),
    objective: fields.objective.value,
    blind: !fields.advice.checked,
  };
}

/** Die faces from a seeded generator when the address says ?seed=N (for repeatable games). */
function dice(seed) {
  if (seed === null) return Math.random;
  let state = Number(seed) >>> 0;
  return () => {  // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const start = await fetch(new URL("./start.json", import.meta.url)).then((r) => r.json());
const panel = new AdvicePanel(document.getElementById("advice"));
const gameRoot = document.getElementById("game");
const random = dice(params.get("seed"));
let view = null;

/** Mount a game's view; `request` is what a permalink (or the saved game) names. */
function mount(name, { request = null, link = null, fresh = false } = {}) {
  view?.detach();
  fields.game.value = name;
  document.getElementById("shutbox-options").hidden = name !== "shutbox";
  gameRoot.dataset.game = name;
  const saved = load(name);
  // A reload (the same link) resumes the saved game with its record; so does coming back to a game.
  const resumed = !fresh && saved && (link === null ? saved.request : saved.link === link) ? saved : null;
  request = request ?? resumed?.request ?? null;
  if (name === "shutbox") {
    if (request?.layout) {
      fields.layout.value = request.layout;
      fields.tiles.value = String(request.tiles ?? 9);
      fields.dice_rule.value = request.dice_rule ?? "";
      fields.scoring.value = request.scoring ?? "sum";
      fields.players.value = String(request.players);
      if (request.objective) fields.objective.value = request.objective;
    }
    view = new ShutBoxView(gameRoot, panel, { start, options: options(), random, initial: request,
      record: resumed?.record ?? [], startPosition: resumed?.start ?? null });
  } else {
    view = new VIEWS[name](gameRoot, panel, { request: request ?? { game: name },
      saved: resumed, random, onTitle: (text) => { title.textContent = text; } });
  }
  view.setBlind(!fields.advice.checked);
}

async function boot() {
  const hash = location.hash.slice(1);
  if (!hash) return mount("shutbox", { fresh: true });
  gameRoot.replaceChildren(el("p", { class: "status" }, "Opening the link… (Python is starting)"));
  const opened = await ask("game_open", { link: hash });
  if (!opened.ok) {
    notice.textContent = `This link could not be opened: ${opened.error}`;
    return mount("shutbox", { fresh: true });
  }
  notice.textContent = opened.message;
  mount(opened.request.game, { request: opened.request, link: hash });
}

form.addEventListener("change", (event) => {
  if (event.target === fields.advice) return view.setBlind(!fields.advice.checked);
  if (event.target === fields.game) {
    notice.textContent = "";
    return mount(fields.game.value, { link: null });
  }
  if (view instanceof ShutBoxView) view.setOptions(options());
});
document.getElementById("new-game").addEventListener("click", () => { notice.textContent = ""; view.newGame(); });
ready.catch((error) => {
  document.getElementById("advice").querySelector(".advice-status").textContent =
    `Python could not start: ${error?.message ?? error}`;
});
boot();

// Offline and installable: the service worker (build.py puts it at the site's root) stores the site,
// once Python is up, so that it never competes with the first load.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  ready.then(() => navigator.serviceWorker.register(new URL("../sw.js", import.meta.url), { scope: new URL("../", import.meta.url).pathname }))
    .catch((error) => console.warn("No offline copy:", error));
}
