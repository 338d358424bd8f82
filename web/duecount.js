// How many of your saved positions are due, across every game and every player's store, on the
// header's Practice button, kept live: read once per store when Python is up, then from every answer
// that changes a store (a play, a take back, Practice, Retry, the tutor), again when the next position
// comes due, and when another tab of the page changes a store. Python says when each card is due
// (a store's `due` and `later`); this module only counts those times against the clock, again at
// every tick, and whenever the page is shown or focused, so that a clock that jumps (a computer
// waking from sleep, its timers held meanwhile) is followed as Practice follows it. The count is a
// number in a label ("Saved positions due: 2 (Pig 1, Red-Blue Nim 1)."), never a sentence that
// agrees with it: it changes with the clock, and a click that changes it asks Python nothing more.

import { ready } from "./bridge.js";
import { el } from "./dom.js";
import { allStores, drill, storeKey, stores } from "./drillstore.js";
import { games, label } from "./registry.js";

const counts = new Map();  // store key -> {game, owner, due: number due when answered, later: [times due after]}
const TICK = 15_000;  // ms between counts against the clock, as Practice redraws its own
let timer = null;

/** Positions due now in a store's count, by the clock. */
function dueIn({ due, later }, now = Date.now()) {
  return due + later.filter((time) => time <= now).length;
}

/** Positions due now, per game: [{game, title, count}] with a count, in the menu's order. */
export function dueByGame(now = Date.now()) {
  return games.map(({ name, title }) => ({ game: name, title,
    count: [...counts.values()].filter((entry) => entry.game === name).reduce((sum, entry) => sum + dueIn(entry, now), 0) }))
    .filter(({ count }) => count > 0);
}

/** The button's count, and when it changes next (the next position coming due), drawn again then. */
function draw(button, badge, described) {
  const now = Date.now();
  const byGame = dueByGame(now);
  const total = byGame.reduce((sum, { count }) => sum + count, 0);
  badge.textContent = total > 99 ? "99+" : String(total);
  badge.classList.toggle("shown", total > 0);
  described.textContent = total ? label("duecount.due", { count: total,
    games: byGame.map(({ title, count }) => label("duecount.game", { game: title, count })).join(label("duecount.separator")) }) : "";
  button.title = described.textContent;
  clearTimeout(timer);
  const next = Math.min(...[...counts.values()].flatMap((entry) => entry.later.filter((time) => time > now)));
  if (Number.isFinite(next)) timer = setTimeout(() => draw(button, badge, described), Math.min(next - now + 50, 2 ** 31 - 1));
}

/** Count on `button` (the header's Practice): a badge (its width kept, so that nothing moves when it
 *  appears) and a description read with the button's name. */
export function countDue(button) {
  const badge = el("span", { class: "due-count", "aria-hidden": "true" }, "0");
  const described = el("span", { id: "practice-due", class: "visually-hidden" });
  button.append(badge);
  button.after(described);
  button.setAttribute("aria-describedby", "practice-due");
  const redraw = () => draw(button, badge, described);
  stores.addEventListener("changed", ({ detail: { game, owner, answer } }) => {
    counts.set(storeKey(game, owner), { game, owner, due: answer.due.length, later: answer.later ?? [] });
    redraw();
  });
  setInterval(redraw, TICK);
  window.addEventListener("focus", redraw);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && redraw());
  const readAll = () => Promise.all(allStores(games).map(({ game, owner }) => drill(game, owner)));
  ready.then(readAll).then(() => { button.dataset.counted = "true"; }, () => {});  // every store read once (tests wait for it)
  window.addEventListener("storage", (event) => {  // another tab of the page changed a store
    const changed = allStores(games).find(({ game, owner }) => storeKey(game, owner) === event.key);
    if (changed) drill(changed.game, changed.owner);
  });
}
