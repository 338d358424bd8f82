// The blocks a step of "How the computer thinks" (thinking.js) fills, drawn as Python gives them
// (stb.bridge.thinking): sentences, labelled counts, tables whose rows fill step by step (a row that
// names a position opens it one level down), the curve of a turn's values against the turn total,
// and the search tree (thinktree.js). Their words are Python's, in the reader's language, as each
// block brings them.

import { el, svg } from "./dom.js";
import { drawTree, treeInView } from "./thinktree.js";

const NUMBER = /^[−+-]?[\d.,/]+(\u00a0\S+)?$/;  // a cell that is one number with its unit: kept on one line
const NUMBERS = /([−+]?\d(?:[\d.,/\u202f]|\u00a0(?=\d))*(?:\u00a0%)?)/;  // a number inside a cell's words, with its "%"
const CHART = { w: 320, h: 150, left: 46, right: 8, top: 14, bottom: 26 };

export const BLOCKS = {
  text: (b) => el("div", { class: "think-text" }, ...b.lines.map((line) => el("p", {}, line))),
  counts: (b) => el("dl", { class: "think-counts" }, ...b.items.flatMap((item) => [
    el("dt", {}, item.label), el("dd", { "data-key": item.key, "data-value": item.value === null ? "" : String(item.value) }, item.text)])),
  table: drawTable,
  curve: drawCurve,
  tree: drawTree,
};

/** What a drawing scrolls within itself to the step: the tree's position, a long table's rows. */
export function inView(body) {
  treeInView(body);
  body.querySelectorAll(".think-scroll").forEach((box) => {
    const row = box.querySelector("tr.now, tr.here");
    if (!row) return;
    const top = row.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (top < 0 || top + row.offsetHeight > box.clientHeight) box.scrollTop += top - box.clientHeight / 3;
  });
}

/** A table whose rows fill as the steps reach them; a row naming a position opens it one level down;
 *  the row of the move chosen is marked once filled. A long one keeps all its rows in a box that scrolls. */
function drawTable(b, step, panel) {
  const shown = b.rows.filter((r) => !b.grow || r.step <= step);
  const rows = b.window && shown.length > b.window ? shown.slice(-b.window) : shown;
  const hiddenRows = shown.length - rows.length;
  const stepped = new Set(b.rows.map((r) => r.step)).size > 1;  // rows filled one by one: the step's row is marked
  const body = rows.map((r) => {
    const filled = r.step <= step;
    const cells = r.cells.map((cell, i) => (filled || i < b.fixed ? cell : ""));
    const first = r.opens && filled
      ? el("button", { type: "button", class: "think-open", "aria-label": r.label,
        onclick: () => panel.load({ ...panel.here.request, state: r.opens }) }, cells[0], " ▸")
      : cells[0];
    const kind = r.kind === "best" && !filled ? "" : r.kind;
    return el("tr", { class: [kind, stepped && r.step === step ? "now" : "", filled ? "" : "unfilled"].join(" ").trim(),
      ...Object.fromEntries(Object.entries(filled ? r.data : {}).map(([k, v]) => [`data-${k}`, String(v)])) },
    el("th", { scope: "row" }, first), ...cells.slice(1).map((cell) => (NUMBER.test(cell) ? el("td", { class: "num" }, cell) : el("td", {}, ...held(cell)))));
  });
  const head = el("thead", {}, el("tr", {}, ...b.columns.map((c) => el("th", { scope: "col" }, c))));
  const drawn = b.scroll  // its caption above the box that scrolls, its heads held at the box's top
    ? [el("p", { class: "think-table-caption" }, b.caption),
      el("div", { class: "think-scroll", tabindex: "0", role: "group", "aria-label": b.caption },
        el("table", { "aria-label": b.caption }, head, el("tbody", {}, ...body)))]
    : [el("table", {}, el("caption", {}, b.caption), head, el("tbody", {}, ...body))];
  return el("div", { class: "think-table" }, ...drawn,
    hiddenRows ? el("p", { class: "hint" }, b.hidden[hiddenRows]) : "");
}

/** A cell's words, each number in them (with its "%") held on one line: "56,79 % und 56,79 %". */
function held(cell) {
  return String(cell).split(NUMBERS).map((part, i) => (i % 2 ? el("span", { class: "num" }, part) : part));
}

/** A turn's values against the turn total at the step (the last given, once past them): a dot per
 *  turn total, filled where rolling is the better, hollow where holding is, a dashed line where one
 *  gives way to the other, and this position's turn total marked. */
function drawCurve(b, step) {
  const at = Math.min(step, b.values.length - 1), values = b.values[at], choices = b.choices[at];
  const x = (k) => CHART.left + (CHART.w - CHART.left - CHART.right) * (values.length > 1 ? k / (values.length - 1) : 0.5);
  const y = (v) => CHART.top + (CHART.h - CHART.top - CHART.bottom) * (1 - v);
  const turns = [...choices].map((c, k) => [c, k]).filter(([c, k]) => k > 0 && c !== choices[k - 1]).map(([, k]) => k);
  return el("figure", { class: "think-chart think-curve" },
    svg("svg", { viewBox: `0 0 ${CHART.w} ${CHART.h}`, role: "img", "aria-label": b.described[at] },
      ...b.ticks.map(([v, text]) => svg("g", { class: "tick" },
        svg("line", { x1: CHART.left, x2: CHART.w - CHART.right, y1: y(v), y2: y(v), class: "grid" }),
        svg("text", { x: CHART.left - 4, y: y(v) + 3.5, "text-anchor": "end" }, text))),
      ...turns.map((k) => svg("line", { x1: (x(k) + x(k - 1)) / 2, x2: (x(k) + x(k - 1)) / 2, y1: CHART.top, y2: y(0), class: "tolerance" })),
      svg("line", { x1: x(b.here), x2: x(b.here), y1: CHART.top, y2: y(0), class: "here" }),
      svg("polyline", { points: values.map((v, k) => `${x(k)},${y(v)}`).join(" "), class: "history" }),
      ...values.map((v, k) => svg("circle", { cx: x(k), cy: y(v), r: 2.6, class: choices[k] === "h" ? "hold" : "dot" })),
      svg("text", { x: CHART.left, y: CHART.h - 6 }, b.first),
      svg("text", { x: x(b.here), y: CHART.top - 2, class: "here-label",  // at either end, inside the chart
        "text-anchor": b.here === 0 ? "start" : b.here === values.length - 1 ? "end" : "middle" }, b.here_label),
      svg("text", { x: CHART.w - CHART.right, y: CHART.h - 6, "text-anchor": "end" }, b.last)),
    el("figcaption", {}, b.captions[at]));
}
