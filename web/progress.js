// The progress of a person's drill, as two small charts: their accuracy game by game (each finished
// game once), and how many of their saved positions they answered right the last time, after each answer.

import { el, svg } from "./dom.js";

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

/** The progress of a store (a drill's answer) of `whose` ("Your", "Player 1's"): the accuracy game by
 *  game, and how many saved positions are now answered right. */
export function progress(answer, whose = "Your") {
  const games = answer.games, answers = answer.answers;
  const most = 2 * Math.ceil(Math.max(1, ...answers.map(([, count]) => count)) / 2);  // an even top: a whole middle tick
  return el("div", { class: "progress" },
    el("figure", {},
      el("figcaption", {}, games.length ? `${whose} accuracy, game by game (last ${games.length})` : `${whose} accuracy: no game finished yet`),
      games.length ? chart(games, { top: 100, unit: " %", label: `${whose} accuracy in the last ${games.length} games: `
        + games.map(([, a]) => `${a.toFixed(1)} %`).join(", ") }) : ""),
    el("figure", {},
      el("figcaption", {}, answers.length ? "Saved mistakes you now answer right, after each answer" : "Saved mistakes answered right: none answered yet"),
      answers.length ? chart(answers, { top: most, unit: "", label: `Saved mistakes answered right: ${answers.at(-1)[1]} now` }) : ""));
}
