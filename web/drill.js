// The drill: your costly decisions, asked again on a schedule. The browser keeps each game's store
// as a text in localStorage ("stb:mistakes:<game>"), nothing leaves it; Python (stb.drill, through
// the bridge's game_drill) reads the text, changes it and says what is due. This module keeps the
// text and the clock, and draws the store's tools (export, import, clear) and the progress chart.

import { ask } from "./bridge.js";
import { el, svg } from "./dom.js";

const KEY = "stb:mistakes:";
let line = Promise.resolve();  // one change of a store at a time: each reads what the last wrote

function readStore(game) {
  try { return localStorage.getItem(KEY + game); } catch { return null; /* storage unavailable: an empty store */ }
}

function writeStore(game, text) {
  try { localStorage.setItem(KEY + game, text); } catch { /* not kept */ }
}

/** Ask Python to read this game's store and apply `fields` (stb.bridge.drill says which); the store
 *  Python answers is kept. Resolves to the answer (what is due, the message of a store reset). */
export function drill(game, fields = {}) {
  const run = line.then(async () => {
    const answer = await ask("game_drill", { game, store: readStore(game), now: Date.now(), ...fields });
    if (answer.ok) writeStore(game, answer.store);
    return answer;
  });
  line = run.catch(() => {});
  return run;
}

/** What a play hands Python of the drill: the game's store as kept, and the clock. */
export function drillFields(game) {
  return { store: readStore(game), now: Date.now() };
}

/** A play's answer kept in the drill: the store Python changed (a costly decision of the person's,
 *  or the person's accuracy at the game's end), or, for an answer that came with the site (it
 *  changed no store), its costly decision given to Python. Resolves to a message ("" for none). */
export async function keepPlayed(request, answer) {
  if (answer.drill) {
    writeStore(request.game, answer.drill.store);
    return answer.drill.message;
  }
  if (!answer.shipped || !answer.record.costly) return "";
  const drilled = await drill(request.game, { rules: request.rules, opponent: request.opponent, played: [answer.record] });
  return drilled.ok ? drilled.message : "";
}

/** "in 1 minute", "in 3 hours", "in 2 days": how long until `time` (ms) from now. */
function inWords(time) {
  const seconds = Math.max(1, Math.round((time - Date.now()) / 1000));
  const [amount, unit] = seconds < 90 ? [Math.ceil(seconds / 60), "minute"] : seconds < 5400 ? [Math.round(seconds / 60), "minute"]
    : seconds < 129600 ? [Math.round(seconds / 3600), "hour"] : [Math.round(seconds / 86400), "day"];
  return `in ${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

/** One line on a store: how many are due now, kept and solved, and when the next comes back. */
export function drillWords(answer) {
  if (!answer.kept) return "No saved mistakes yet: the mistakes and blunders of your games are kept here.";
  const due = answer.due.length;
  return `Your mistakes (${due}): ${due} due now of ${answer.kept} kept (at most ${answer.cap}), `
    + `${answer.solved} answered right last time.${!due && answer.next_due ? ` The next comes back ${inWords(answer.next_due)}.` : ""}`;
}

/** An SVG line chart of [(time, amount)] in order: `top` the highest amount on its scale, `unit` after each tick. */
function chart(points, { top, unit, label }) {
  const [width, height, left, bottom] = [300, 110, 44, 18];
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": label, class: "progress-chart" });
  const y = (amount) => 6 + (height - bottom - 6) * (1 - amount / top);
  const x = (i) => left + (points.length < 2 ? (width - left) / 2 : (i * (width - left - 8)) / (points.length - 1));
  for (const tick of [0, top / 2, top]) {
    picture.append(svg("line", { x1: left, x2: width, y1: y(tick), y2: y(tick), class: "tick" }),
      svg("text", { x: left - 4, y: y(tick) + 4, "text-anchor": "end" }, `${Math.round(tick)}${unit}`));
  }
  picture.append(svg("text", { x: left, y: height - 3 }, points.length > 1 ? "first" : ""),
    svg("text", { x: width, y: height - 3, "text-anchor": "end" }, points.length > 1 ? "latest" : ""));
  picture.append(svg("polyline", { points: points.map(([, amount], i) => `${x(i)},${y(amount)}`).join(" "), class: "line" }));
  for (const [i, [, amount]] of points.entries()) picture.append(svg("circle", { cx: x(i), cy: y(amount), r: 3 }));
  return picture;
}

/** The progress of a game's drill: your accuracy game by game, and how many drilled positions you now answer right. */
export function progress(answer) {
  const games = answer.games, answers = answer.answers;
  const most = 2 * Math.ceil(Math.max(1, ...answers.map(([, count]) => count)) / 2);  // an even top: a whole middle tick
  return el("div", { class: "progress" },
    el("figure", {},
      el("figcaption", {}, games.length ? `Your accuracy, game by game (last ${games.length})` : "Your accuracy: no game finished yet"),
      games.length ? chart(games, { top: 100, unit: " %", label: `Your accuracy in your last ${games.length} games: `
        + games.map(([, a]) => `${a.toFixed(1)} %`).join(", ") }) : ""),
    el("figure", {},
      el("figcaption", {}, answers.length ? "Saved mistakes you now answer right, after each answer" : "Saved mistakes answered right: none answered yet"),
      answers.length ? chart(answers, { top: most, unit: "", label: `Saved mistakes answered right: ${answers.at(-1)[1]} now` }) : ""));
}

/** Export, import and clear a game's store; `changed(answer)` after each, `say(text)` for what happened. */
export function drillTools(game, { changed, say }) {
  const exported = () => drill(game).then((answer) => {
    if (!answer.ok) return say(answer.error);
    const link = el("a", { href: URL.createObjectURL(new Blob([answer.store], { type: "application/json" })),
      download: `stb-${game}-mistakes.json` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    say(`Exported ${answer.kept} position${answer.kept === 1 ? "" : "s"}.`);
  });
  const imported = async (input) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const answer = await drill(game, { merge: await file.text() });
    if (!answer.ok) return say(`Not imported: ${answer.error}.`);
    changed(answer);
    say(answer.message);
  };
  const cleared = async () => {
    const answer = await drill(game, { clear: true });
    if (!answer.ok) return say(answer.error);
    changed(answer);
    say("Your saved mistakes of this game were cleared.");
  };
  return el("div", { class: "bar-buttons drill-tools" },
    el("button", { type: "button", "data-key": "export", onclick: exported }, "Export mistakes"),
    el("label", { class: "button" }, "Import mistakes",
      el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", onchange: (e) => imported(e.target) })),
    el("button", { type: "button", "data-key": "clear", onclick: cleared }, "Clear mistakes"));
}
