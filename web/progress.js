// The progress of a person's drill, as two small charts: their accuracy game by game (each finished
// game once), and how many of their saved positions they answered right the last time, after each answer;
// their words as Python says them (stb.bridge.drill: the answer's `progress`).

import { el, svg } from "./dom.js";
import { label } from "./registry.js";

/** An SVG line chart of [(time, amount)] in order: `top` the highest amount on its scale, `tickText(amount)` a
 *  tick's words, `name` its accessible name. */
function chart(points, { top, tickText, name }) {
  const [width, height, left, bottom] = [300, 110, 44, 18];
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": name, class: "progress-chart" });
  const y = (amount) => 6 + (height - bottom - 6) * (1 - amount / top);
  const x = (i) => left + (points.length < 2 ? (width - left) / 2 : (i * (width - left - 8)) / (points.length - 1));
  for (const tick of [0, top / 2, top]) {
    picture.append(svg("line", { x1: left, x2: width, y1: y(tick), y2: y(tick), class: "tick" }),
      svg("text", { x: left - 4, y: y(tick) + 4, "text-anchor": "end" }, tickText(Math.round(tick))));
  }
  picture.append(svg("text", { x: left, y: height - 3 }, points.length > 1 ? label("progress.first") : ""),
    svg("text", { x: width, y: height - 3, "text-anchor": "end" }, points.length > 1 ? label("progress.latest") : ""));
  picture.append(svg("polyline", { points: points.map(([, amount], i) => `${x(i)},${y(amount)}`).join(" "), class: "line" }));
  for (const [i, [, amount]] of points.entries()) picture.append(svg("circle", { cx: x(i), cy: y(amount), r: 3 }));
  return picture;
}

/** The progress of a store (a drill's answer, whoever's it is): the accuracy game by game, and how many
 *  saved positions are now answered right. */
export function progress(answer) {
  const { games, answers, progress: words } = answer;
  const most = 2 * Math.ceil(Math.max(1, ...answers.map(([, count]) => count)) / 2);  // an even top: a whole middle tick
  return el("div", { class: "progress" },
    el("figure", {},
      el("figcaption", {}, words.games_caption),
      games.length ? chart(games, { top: 100, tickText: (value) => label("progress.percent", { value }), name: words.games_label }) : ""),
    el("figure", {},
      el("figcaption", {}, words.answers_caption),
      answers.length ? chart(answers, { top: most, tickText: String, name: words.answers_label }) : ""));
}
