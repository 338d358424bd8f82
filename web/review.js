// The review of a game: per player, the skill lost (the sum of every move's cost against the best)
// and the luck of the rolls, both summed by Python (stb.bridge.game_review); and the value history,
// a line through the numbers Python returns, drawn as inline SVG.

import { ask } from "./bridge.js";
import { el } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 360, H = 150, PAD = { left: 62, right: 10, top: 10, bottom: 22 };

function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export class Review {
  constructor(root) {
    this.root = root;
    this.token = 0;
    this.root.replaceChildren(el("h2", {}, "Review"),
      (this.body = el("div", { class: "review-body" }, el("p", { class: "hint" }, "No moves yet."))));
  }

  /** Ask Python to sum the records and draw the result; `hidden` while playing blind. */
  async update(request, hidden) {
    const token = ++this.token;
    if (!request.records.length) {
      this.body.replaceChildren(el("p", { class: "hint" }, "No moves yet: the review fills in as you play."));
      return;
    }
    if (hidden) {
      this.body.replaceChildren(el("p", { class: "blind" }, "Hidden while you play blind: shown at the end."));
      return;
    }
    const answer = await ask("game_review", request);
    if (token !== this.token) return;
    if (!answer.ok) {
      this.body.replaceChildren(el("p", { class: "error" }, `No review: ${answer.error}`));
      return;
    }
    this.draw(answer);
  }

  draw({ totals, chart }) {
    const luck = totals.some((t) => t.luck_text);
    const table = el("table", { class: "totals", "aria-label": "Skill and luck" },
      el("thead", {}, el("tr", {}, el("th", {}, "Player"), el("th", {}, "Moves"), el("th", {}, "Mistakes"),
        el("th", {}, "Skill lost"), luck ? el("th", {}, "Luck") : null)),
      el("tbody", {}, ...totals.filter((t) => t.records > 0).map((t) => el("tr", { "data-player": String(t.player),
        "data-skill": String(t.skill_lost), "data-luck": String(t.luck) },
        el("td", {}, t.name), el("td", { class: "num" }, String(t.moves)), el("td", { class: "num" }, String(t.mistakes)),
        el("td", { class: "num" }, t.skill_text), luck ? el("td", { class: "num" }, t.luck_text) : null))));
    this.body.replaceChildren(table, this.chart(chart));
  }

  /** The value after every move: x is the move number, y Python's value between low and high. */
  chart({ label, points, low, high, ticks }) {
    const x = (i) => PAD.left + (W - PAD.left - PAD.right) * (points.length > 1 ? i / (points.length - 1) : 0.5);
    const y = (v) => PAD.top + (H - PAD.top - PAD.bottom) * (high === low ? 0.5 : (high - v) / (high - low));
    const line = points.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join("");
    return el("figure", { class: "chart" },
      svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": `Value history: ${label}`,
        "data-points": JSON.stringify(points) },
        ...ticks.map((t) => svg("g", {},
          svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(t.value), y2: y(t.value), class: "grid" }),
          svg("text", { x: PAD.left - 6, y: y(t.value) + 4, "text-anchor": "end" }, t.text))),
        svg("text", { x: W - PAD.right, y: H - 6, "text-anchor": "end" }, `move ${points.length - 1}`),
        svg("text", { x: PAD.left, y: H - 6 }, "start"),
        svg("path", { d: line, class: "history" }),
        ...points.map((v, i) => svg("circle", { cx: x(i), cy: y(v), r: 2.5, class: "point" }))),
      el("figcaption", {}, label));
  }
}
