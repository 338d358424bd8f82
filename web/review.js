// The review of a game, as Python sums it (stb.bridge.game_review): per player the decisions
// judged best, inaccuracy, mistake or blunder, an accuracy, the skill lost and the luck of the
// rolls; and the value history, a line through Python's numbers in inline SVG whose every point
// (a button for the keyboard, with its move and value on hover and focus) opens that position.

import { scrolling } from "./advice.js";
import { el, svg } from "./dom.js";

const W = 360, H = 150, PAD = { left: 62, right: 10, top: 10, bottom: 22 };

export class Review {
  /** onOpen(index): show the position after `index` moves. */
  constructor(root, onOpen) {
    this.root = root;
    this.onOpen = onOpen;
    this.root.replaceChildren(el("h2", {}, "Review"), (this.body = el("div", { class: "review-body" })));
    this.clear();
  }

  clear() {
    this.body.replaceChildren(el("p", { class: "hint" }, "No moves yet: the review fills in as you play."));
  }

  draw({ totals, chart }, { hidden = false, current = null } = {}) {
    if (hidden) {
      this.body.replaceChildren(el("p", { class: "blind" }, "Hidden while you play blind: shown at the end."));
      return;
    }
    const luck = totals.some((t) => t.luck_text);
    const head = ["Player", "Decisions", "Accuracy", "Best", "Inaccuracies", "Mistakes", "Blunders", "Skill lost", ...(luck ? ["Luck"] : [])];
    const table = el("table", { class: "totals", "aria-label": "Skill and luck" },
      el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, ...totals.filter((t) => t.moves > 0).map((t) => el("tr", { "data-player": String(t.player),
        "data-skill": String(t.skill_lost), "data-luck": String(t.luck ?? ""), "data-accuracy": String(t.accuracy ?? "") },
        el("th", { scope: "row" }, t.name), el("td", { class: "num" }, String(t.decisions)),
        el("td", { class: "num" }, t.accuracy === null ? "–" : `${t.accuracy.toFixed(1)} %`),
        ...["best", "inaccuracy", "mistake", "blunder"].map((j) => el("td", { class: "num" }, String(t.counts[j]))),
        el("td", { class: "num" }, t.skill_text), luck ? el("td", { class: "num" }, t.luck_text) : null))));
    this.body.replaceChildren(scrolling(table), this.chart(chart, current),
      el("p", { class: "hint" }, "Accuracy: the average over a player's decisions of 100 × e^(−cost / s), "
        + "s a fixed cost per game (see the README); forced moves are left out."));
  }

  /** The value after every move: x is the move number, y Python's value between low and high. */
  chart({ label, points, low, high, ticks }, current) {
    const x = (i) => PAD.left + (W - PAD.left - PAD.right) * (points.length > 1 ? i / (points.length - 1) : 0.5);
    const y = (v) => PAD.top + (H - PAD.top - PAD.bottom) * (high === low ? 0.5 : (high - v) / (high - low));
    const line = points.map((p, i) => `${i ? "L" : "M"}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`).join("");
    const readout = el("p", { class: "chart-readout", "aria-live": "polite" }, "Point at the line, or tab to it, to read a move.");
    const point = (p, i) => {
      const name = `${p.label}: ${p.text}`;
      const show = () => { readout.textContent = name; };
      return svg("circle", { cx: x(i), cy: y(p.value), r: 4, class: `point${current === i ? " current" : ""}`, tabindex: "0",
        role: "button", "aria-label": `Open the position: ${name}`, onmouseenter: show, onfocus: show,
        onclick: () => this.onOpen(i), onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); this.onOpen(i); } } },
      svg("title", {}, name));
    };
    return el("figure", { class: "chart" },
      svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "group", "aria-label": `Value history: ${label}`,
        "data-points": JSON.stringify(points.map((p) => p.value)) },
        ...ticks.map((t) => svg("g", {},
          svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(t.value), y2: y(t.value), class: "grid" }),
          svg("text", { x: PAD.left - 6, y: y(t.value) + 4, "text-anchor": "end" }, t.text))),
        svg("text", { x: W - PAD.right, y: H - 6, "text-anchor": "end" }, `move ${points.length - 1}`),
        svg("text", { x: PAD.left, y: H - 6 }, "start"),
        svg("path", { d: line, class: "history" }),
        ...points.map(point)),
      el("figcaption", {}, label), readout);
  }
}
