// The review of a game, as Python sums it (stb.bridge.game_review): per player, the decisions
// judged best, inaccuracy, mistake or blunder, an accuracy, the skill lost and the luck of the
// rolls; and the value history from one side, said in words, the better end at the top (Python
// says which), the turns (or moves) numbered along it. In the history every decision is a mark on
// the line (its judgement by shape and word, never colour alone) and every roll of the dice a
// diamond after a grey stretch (luck, not a decision); every point, a button for the keyboard with
// its move, its judgement and its value in words, opens that position. The costly decisions are
// drawn over the other marks, and their words above the line, never over it.

import { el, explain, svg } from "./dom.js";
import { costlyMark, judgementOf, label } from "./registry.js";

const W = 360, H = 190, PAD = { left: 58, right: 12, top: 34, bottom: 24 };
const STEP_LABELS = 8;
const CROWDED = 0.5;  // marks drawn at less than this of their size: only the costly ones (and the one reviewed) are drawn  // the most turn (or move) numbers along the bottom
const TOUCH = "(hover: none)";  // a screen read by touch: a mark is tapped, not pointed at
const LABEL_WIDTH = 6;  // px per letter of a judgement's word on the chart
const LANES = [11, 24];  // the baselines of the judgement words' rows, above the line

export class Review {
  /** onOpen(index): show the position after `index` moves. */
  constructor(root, onOpen) {
    this.root = root;
    this.onOpen = onOpen;
    this.root.replaceChildren(el("h2", {}, label("review.heading")), (this.body = el("div", { class: "review-body" })));
    this.clear();
  }

  /** No review: none yet, or (`moves` played) one Python is rebuilding from them. */
  clear(moves = 0) {
    if (this.drawn === moves) return;
    this.drawn = moves;
    this.body.replaceChildren(el("p", { class: "hint" }, moves ? replaying(moves) : label("review.empty")));
  }

  /** The review Python keeps (null before the first move, or while a game shown again is rebuilt
   *  from its `moves`), redrawn only when it, or how it is shown, changed. */
  draw(review, { explained, hidden = false, current = null, moves = 0 }) {
    if (!review) return this.clear(moves);
    const drawn = [review, hidden, current];
    if (Array.isArray(this.drawn) && this.drawn.every((part, i) => part === drawn[i])) return;
    this.drawn = drawn;
    const { totals, chart } = review;
    if (hidden) {
      this.body.replaceChildren(el("p", { class: "blind" }, label("review.blind")));
      return;
    }
    this.body.replaceChildren(
      el("ul", { class: "totals", "aria-label": label("review.totals") },
        ...totals.filter((t) => t.moves > 0).map((t) => playerCard(t, explained))),
      this.chart(chart, current));
  }

  /** The value after every decision and roll: x is the order of play, y Python's value on its round ticks. */
  chart({ label: values, points, low, high, ticks, legend, caption = values, better = "up", axis = "", hints = {} }, current) {
    const x = (i) => PAD.left + (W - PAD.left - PAD.right) * (points.length > 1 ? i / (points.length - 1) : 0.5);
    const y = (v) => PAD.top + (H - PAD.top - PAD.bottom) * (high === low ? 0.5 : (better === "down" ? v - low : high - v) / (high - low));
    const size = Math.min(1, (W - PAD.left - PAD.right) / Math.max(points.length - 1, 1) / 9);  // marks shrink as they crowd
    const readout = el("p", { class: "chart-readout", "aria-live": "polite" }, hints[matchMedia(TOUCH).matches ? "touch" : "pointer"] ?? "");
    const segments = points.slice(1).map((p, i) => svg("line", { x1: x(i), y1: y(points[i].value), x2: x(i + 1), y2: y(p.value),
      class: p.kind === "roll" ? "history luck" : "history" }));
    const kinds = (p) => `${p.kind}${p.judgement ? ` ${p.judgement}` : ""}${current === p.open ? " current" : ""}`;
    const crowded = size < CROWDED;  // the line alone carries the plain points: dots that small would speckle it
    const dots = (costly) => points.flatMap((p, i) => (costlyMark(p.judgement) === costly && (costly || !crowded || current === p.open)
      ? [shape(p, x(i), y(p.value), size, kinds(p))] : []));
    const marks = points.map((p, i) => {  // in the order of play, for the keyboard, over the drawn marks
      const sentence = judgementOf(p.judgement)?.sentence;
      const named = sentence ? label("review.judged", { point: p.label, judgement: sentence }) : p.label;
      const read = () => { readout.textContent = named; };
      const open = () => this.onOpen(p.open);
      return svg("g", { class: `mark ${kinds(p)}`,
        tabindex: "0", role: "button", "aria-label": label("review.open", { point: named }), "data-open": String(p.open),
        "data-judgement": p.judgement ?? "", onmouseenter: read, onfocus: read, onclick: open,
        onkeydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(); } } },
      svg("title", {}, named),
      svg("circle", { cx: x(i), cy: y(p.value), r: (costlyMark(p.judgement) ? 7 : 4) * Math.max(size, 0.5) + 2, class: "target" }));
    });
    return el("figure", { class: "chart" },
      svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "group", "aria-label": label("review.history", { label: values }),
        "data-points": JSON.stringify(points.map((p) => p.value)) },
        ...ticks.map((t) => svg("g", { class: "tick" },
          svg("line", { x1: PAD.left, x2: W - PAD.right, y1: y(t.value), y2: y(t.value), class: "grid" }),
          svg("text", { x: PAD.left - 6, y: y(t.value) + 3.5, "text-anchor": "end" }, t.text))),
        ...stepTicks(points, x, axis),
        ...segments, ...labels(points, x, y), ...dots(false), ...dots(true), ...marks),
      el("figcaption", {}, caption),
      el("p", { class: "legend hint" }, legend),
      readout);
  }
}

function playerCard(t, explained) {
  const row = (term, value, sentence) => [el("dt", {}, term, sentence ? explain(term, sentence) : ""), el("dd", {}, value)];
  return el("li", { class: "player-total", "data-player": String(t.player),
    "data-skill": String(t.skill_lost), "data-luck": String(t.luck ?? ""), "data-accuracy": String(t.accuracy ?? "") },
  el("h3", {}, t.name),
  el("dl", {},
    ...row(label("review.accuracy"), t.accuracy_text, explained.accuracy),
    ...row(label("review.decisions"), t.decisions_text),
    ...row(label("review.skill"), t.skill_text, explained.skill),
    ...(t.luck_text ? row(label("review.luck"), t.luck_text, explained.luck) : [])));
}

/** While Python rebuilds the review from `moves` moves: said in the form the reader's language gives
 *  that count (Python is not always up yet, so the page's labels hold the forms). */
function replaying(moves) {
  const forms = { one: () => label("review.replaying.one", { count: moves }), other: () => label("review.replaying.other", { count: moves }) };
  return (forms[new Intl.PluralRules(document.documentElement.lang || "en").select(moves)] ?? forms.other)();
}

/** Along the bottom, where each turn (or move) begins, a tick, numbered at round intervals (at most
 *  STEP_LABELS numbers), the axis named at its left. */
function stepTicks(points, x, name) {
  const starts = points.flatMap((p, i) => (p.step && p.step !== points[i - 1]?.step ? [[p.step, x(i)]] : []));
  const every = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].find((k) => (starts.at(-1)?.[0] ?? 0) / k <= STEP_LABELS) ?? 2000;
  return [svg("text", { x: PAD.left - 6, y: H - 6, "text-anchor": "end" }, name),
    ...starts.flatMap(([step, at]) => [svg("line", { x1: at, x2: at, y1: H - PAD.bottom, y2: H - PAD.bottom + 4, class: "step-tick" }),
      ...(step % every === 0 || (step === 1 && every > 2) ? [svg("text", { x: at, y: H - 6, "text-anchor": "middle" }, String(step))] : [])])];
}

/** A point's mark, `size` times its full size (a costly one at least 0.7): the start and best moves a dot,
 *  a costly decision its judgement's shape (the registry's mark), a roll a diamond. */
function shape(point, cx, cy, size, kinds) {
  const kind = costlyMark(point.judgement) && judgementOf(point.judgement).mark;
  const s = kind ? Math.max(size, 0.7) : size, dot = `dot ${kinds}`;
  if (point.kind === "roll") return svg("path", { d: `M${cx} ${cy - 5 * s}L${cx + 5 * s} ${cy}L${cx} ${cy + 5 * s}L${cx - 5 * s} ${cy}Z`, class: dot });
  if (kind === "square") return svg("rect", { x: cx - 4.5 * s, y: cy - 4.5 * s, width: 9 * s, height: 9 * s, class: dot });
  if (kind === "triangle") return svg("path", { d: `M${cx} ${cy - 6 * s}L${cx + 6 * s} ${cy + 4.5 * s}L${cx - 6 * s} ${cy + 4.5 * s}Z`, class: dot });
  return svg("circle", { cx, cy, r: (kind ? 5 : 3.5) * s, class: dot });
}

/** The words of costly decisions in rows above the line, each over its mark with a thin line down to
 *  it, none over another or over another's line; a word with no room left is left to its shape and
 *  its point's name. */
function labels(points, x, y) {
  const placed = [];  // {lane, left, right, at}: a word's row, its ends, and where its line goes down
  const fits = (lane, left, right, at) => placed.every((w) => (w.lane === lane ? right + 4 < w.left || left > w.right + 4
    : w.lane < lane ? w.at < left - 2 || w.at > right + 2 : at < w.left - 2 || at > w.right + 2));
  return points.flatMap((p, i) => {
    if (!costlyMark(p.judgement)) return [];
    const { word } = judgementOf(p.judgement), width = word.length * LABEL_WIDTH, at = x(i);
    const left = Math.min(Math.max(at - width / 2, PAD.left), W - PAD.right - width);
    const lane = LANES.findIndex((_, k) => fits(k, left, left + width, at));
    if (lane < 0) return [];
    placed.push({ lane, left, right: left + width, at });
    return [svg("line", { x1: at, x2: at, y1: LANES[lane] + 3, y2: Math.max(y(p.value) - 8, LANES[lane] + 3), class: "leader" }),
      svg("text", { x: left, y: LANES[lane], class: `mark-word ${p.judgement}`, "aria-hidden": "true" }, word)];
  });
}
