// "How the computer thinks": a panel in the advice that shows the computation behind the advice on
// the position shown (live in play and in the review), step by step. Python runs the product's own
// solvers with a tracer and tells every step (game_view with {"thinking": true}, or the panel's
// options, stb.bridge.thinking); this module only draws it: the options Python offers, the steps'
// captions, Step and Back (buttons, and the arrow keys inside the panel), Play, the blocks each
// step fills (tables, a chart, a search tree, counts), and a fold for developers. A table's row
// that names a position (Shut the Box) opens it one level down, with a way back up.

import { ask } from "./bridge.js";
import { el, svg } from "./dom.js";

const NUMBER = /^[−+-]?[\d.,/]+(\u00a0\S+)?$/;  // a cell that is one number with its unit: kept on one line
const SUPERSCRIPT = Object.fromEntries([..."-0123456789"].map((c, i) => [c, "⁻⁰¹²³⁴⁵⁶⁷⁸⁹"[i]]));
const TREE_INDENT = 10;  // deepest indentation of the search tree drawn (deeper positions say their depth)
const CHART = { w: 320, h: 150, left: 46, right: 8, top: 10, bottom: 26 };
const PLAY_SECONDS = 20;  // Play goes through a long trace in about this long (a short one at 0.7 s a step)
const HOW = { evaluated: "evaluated", end: "game over", table: "from the table" };

export class ThinkingPanel {
  constructor(root) {
    this.root = root;
    this.request = null;   // the position the advice shows: {game, rules, opponent, state}
    this.stack = [];       // the panel's positions: [{request, trace, step}], the advice's first, a row's below it
    this.asked = 0;        // the latest question, so that a late answer to an older one is dropped
    this.options = {};     // the panel's options the player chose, by game: {nim: {table: "off"}}
    this.introOpen = true; // "What the algorithm does", open or closed as the player left it
    this.playing = null;   // Play's timer, while it plays
    this.toggle = el("button", { type: "button", class: "think-toggle", "aria-expanded": "false", "data-testid": "think-toggle",
      onclick: () => (this.open ? this.close() : this.show()) }, "How the computer thinks");
    this.body = el("div", { class: "think-body", "data-testid": "thinking", hidden: true,
      onkeydown: (e) => this.key(e) });
    this.root.replaceChildren(this.toggle, this.body);
    this.root.hidden = true;
  }

  get open() { return this.toggle.getAttribute("aria-expanded") === "true"; }

  /** The advice shows `request`'s position (null: none, or advice hidden): follow it when open. */
  follow(request) {
    const key = request && JSON.stringify(request);
    this.root.hidden = !request;
    if (key === this.followed) return;
    this.followed = key;
    this.request = request;
    if (!request) return this.close();
    if (this.open) this.load(request, { fresh: true });
  }

  show() {
    this.toggle.setAttribute("aria-expanded", "true");
    this.body.hidden = false;
    this.load(this.request, { fresh: true, scroll: true });
  }

  close() {
    this.stop();
    this.toggle.setAttribute("aria-expanded", "false");
    this.body.hidden = true;
    this.stack = [];
    this.asked += 1;
  }

  /** Ask Python for a position's trace, with the options chosen for its game; `fresh` starts the
   *  panel's stack at it, `again` redraws the position shown with new options, else it goes one level down. */
  async load(request, { fresh = false, again = false, scroll = false, focus = null } = {}) {
    this.stop();
    const asked = ++this.asked;
    this.body.dataset.ready = "false";
    if (!again) {
      this.body.replaceChildren(el("p", { class: "think-status", role: "status" },
        el("span", { class: "spinner", "aria-hidden": "true" }), " Python is working the position out…"));
    }
    if (scroll) this.toggle.scrollIntoView({ block: "start" });  // the panel fills the screen: nothing else moves when it fills
    const options = this.options[request.game] ?? {};
    let answer;
    try {
      answer = await ask("game_view", { ...request, thinking: Object.keys(options).length ? options : true });
    } catch (error) {
      answer = { ok: false, error: error?.message ?? String(error) };
    }
    if (asked !== this.asked) return;
    if (!answer.ok) {
      this.body.dataset.ready = "true";
      this.body.replaceChildren(el("p", { class: "error", role: "alert" }, answer.error));
      return;
    }
    const entry = { request, trace: answer.thinking, step: answer.thinking.opens_at };
    this.stack = fresh ? [entry] : again ? [...this.stack.slice(0, -1), entry] : [...this.stack, entry];
    this.draw();
    if (focus) this.body.querySelector(focus)?.focus();  // the keyboard stays where it was
    else if (!fresh && !again) this.body.querySelector(".think-up")?.focus();  // and in the panel
  }

  get here() { return this.stack.at(-1); }

  /** Back up to the position the row was opened from, the focus on its first step button. */
  up() {
    this.stop();
    this.stack.pop();
    this.draw();
    (this.body.querySelector(".think-up") ?? this.body.querySelector(".think-steps button:not(:disabled)"))?.focus();
  }

  /** One of the panel's options changed: the position is worked out again with it. */
  choose(key, value) {
    const game = this.here.request.game;
    this.options[game] = { ...this.options[game], [key]: value };
    this.load(this.here.request, { again: true, focus: `[data-option="${key}"]` });
  }

  go(step, { playing = false } = {}) {
    if (!playing) this.stop();
    const { trace } = this.here;
    this.here.step = Math.max(0, Math.min(trace.steps.length - 1, step));
    this.draw();
  }

  /** Play steps on by itself to the last step (from the first, if at the last); Pause stops it. */
  play() {
    if (this.playing) return this.stop(true);
    const last = this.here.trace.steps.length - 1;
    if (this.here.step >= last) this.go(0);
    const every = Math.max(60, Math.min(700, (PLAY_SECONDS * 1000) / (last + 1)));
    this.playing = setInterval(() => {
      if (!this.here || this.here.step >= this.here.trace.steps.length - 1) return this.stop(true);
      this.go(this.here.step + 1, { playing: true });
    }, every);
    this.draw();
  }

  stop(redraw = false) {
    if (!this.playing) return;
    clearInterval(this.playing);
    this.playing = null;
    if (redraw && this.here) this.draw();
  }

  /** The arrow keys step, Home and End go to the first and last steps, inside the panel. */
  key(event) {
    if (event.target.closest("input, select, textarea") || !this.here) return;
    const moves = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if (!(event.key in moves)) return;
    event.preventDefault();
    event.stopPropagation();
    const step = this.here.step;
    this.go(Number.isFinite(moves[event.key]) ? step + moves[event.key] : moves[event.key] < 0 ? 0 : this.here.trace.steps.length - 1);
    this.keepFocus(event.key);
  }

  /** The focus on the step button `key`, or, where the step made it useless (disabled), on the nearest
   *  one that is not (Play keeps it while it plays). */
  keepFocus(key) {
    const buttons = [...this.body.querySelectorAll(`.think-steps button${key === "play" ? "" : ":not(.think-play)"}`)];
    const at = buttons.findIndex((b) => b.dataset.stepKey === key);
    if (at < 0) return;
    const order = buttons.map((b, i) => [Math.abs(i - at), b]).sort((a, b) => a[0] - b[0]).map(([, b]) => b);
    order.find((b) => !b.disabled)?.focus();
  }

  draw() {
    const { trace, step } = this.here;
    const focused = this.body.contains(document.activeElement) ? document.activeElement?.dataset?.stepKey : null;
    const last = trace.steps.length - 1;
    const button = (text, to, key, label) => el("button", { type: "button", "data-step-key": key, "aria-label": label,
      disabled: to < 0 || to > last || to === step, onclick: () => this.go(to) }, text);
    const parent = this.stack.at(-2);
    this.body.dataset.ready = "true";
    this.body.dataset.step = String(step);
    this.body.replaceChildren(
      parent ? el("button", { type: "button", class: "think-up", onclick: () => this.up() },
        `▲ Back up to: ${parent.trace.where}`) : "",
      el("h3", {}, trace.title),
      el("p", { class: "think-where" }, trace.where),
      trace.headline ? el("p", { class: "think-headline", "data-testid": "think-headline", "data-value": String(trace.headline.value) },
        `${trace.headline.label}: `, el("strong", {}, trace.headline.text)) : "",
      trace.options.length ? el("div", { class: "think-options" }, ...trace.options.map((o) => el("label", {},
        `${o.label} `, el("select", { "data-option": o.key, onchange: (e) => this.choose(o.key, e.target.value) },
          ...o.choices.map(([value, words]) => el("option", { value, selected: value === o.value }, words)))))) : "",
      el("details", { class: "think-intro", open: this.introOpen, ontoggle: (e) => { this.introOpen = e.target.open; } },
        el("summary", {}, "What the algorithm does"), ...trace.intro.map((line) => el("p", {}, line))),
      el("div", { class: "think-steps", role: "group", "aria-label": "Steps of the computation" },
        button("« First", 0, "Home", "First step"), button("◀ Back", step - 1, "ArrowLeft", "Back one step"),
        el("span", { class: "think-count" }, `Step ${step + 1} of ${last + 1}`),
        button("Step ▶", step + 1, "ArrowRight", "Step forward"), button("Last »", last, "End", "Last step"),
        el("button", { type: "button", class: "think-play", "data-step-key": "play", "aria-pressed": String(!!this.playing),
          disabled: last === 0, onclick: () => this.play() }, this.playing ? "❚❚ Pause" : "▶ Play")),
      el("p", { class: "think-caption", "aria-live": this.playing ? "off" : "polite", "data-testid": "think-caption" },
        trace.steps[step]),
      el("p", { class: "hint think-keys" }, "Keys inside this panel: ← and → step, Home and End go to the first and last step."),
      ...trace.blocks.filter((b) => step >= b.from && (b.to === null || b.to === undefined || step <= b.to))
        .map((b) => BLOCKS[b.kind](b, step, this)),
      ...trace.notes.map((note) => el("p", { class: "think-note" }, note)),
      trace.developer.length ? el("details", { class: "think-dev" }, el("summary", {}, "For developers: the code and the seeds"),
        ...trace.developer.map((line) => el("p", {}, line))) : "");
    if (focused) this.keepFocus(focused);
    inTree(this.body.querySelector(".tree .now"));
  }
}

/** The search tree scrolled, within itself, to show `node`: the page itself never moves for it. */
function inTree(node) {
  const tree = node?.closest(".tree"), top = tree && node.getBoundingClientRect().top - tree.getBoundingClientRect().top;
  if (tree && (top < 0 || top + node.offsetHeight > tree.clientHeight)) tree.scrollTop += top - tree.clientHeight / 3;
}

const BLOCKS = {
  text: (b) => el("div", { class: "think-text" }, ...b.lines.map((line) => el("p", {}, line))),
  counts: (b) => el("dl", { class: "think-counts" }, ...b.items.flatMap((item) => [
    el("dt", {}, item.label), el("dd", { "data-key": item.key, "data-value": item.value === null ? "" : String(item.value) }, item.text)])),
  table: drawTable,
  chart: drawChart,
  tree: drawTree,
};

/** A table whose rows fill as the steps reach them; a row naming a position opens it one level down;
 *  the row of the move chosen is marked once filled. */
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
    el("th", { scope: "row" }, first), ...cells.slice(1).map((cell) => el("td", { class: NUMBER.test(cell) ? "num" : null }, cell)));
  });
  return el("div", { class: "think-table" },
    el("table", {},
      el("caption", {}, b.caption),
      el("thead", {}, el("tr", {}, ...b.columns.map((c) => el("th", { scope: "col" }, c)))),
      el("tbody", {}, ...body)),
    hiddenRows ? el("p", { class: "hint" }, `${hiddenRows} earlier row${hiddenRows === 1 ? "" : "s"} not shown: Back steps to them.`) : "");
}

/** The largest change of each sweep so far, on a logarithmic scale, with the tolerance dashed. */
function drawChart(b, step) {
  const points = b.points.slice(0, step + 1).map((p) => Math.log10(Math.max(p, 1e-18)));
  const top = 0, bottom = Math.min(Math.floor(Math.log10(b.line)) - 1, ...points);
  const x = (i) => CHART.left + (CHART.w - CHART.left - CHART.right) * (b.points.length > 1 ? i / (b.points.length - 1) : 0);
  const y = (v) => CHART.top + (CHART.h - CHART.top - CHART.bottom) * (top - v) / (top - bottom);
  const ticks = [];
  for (let p = top; p >= bottom; p -= 4) ticks.push(p);
  return el("figure", { class: "think-chart" },
    svg("svg", { viewBox: `0 0 ${CHART.w} ${CHART.h}`, role: "img",
      "aria-label": `${b.y} after each ${b.x}: ${points.length} of ${b.points.length} sweeps drawn` },
    ...ticks.map((p) => svg("g", { class: "tick" },
      svg("line", { x1: CHART.left, x2: CHART.w - CHART.right, y1: y(p), y2: y(p), class: "grid" }),
      svg("text", { x: CHART.left - 4, y: y(p) + 3.5, "text-anchor": "end" }, p === 0 ? "1" : `10${[...String(p)].map((c) => SUPERSCRIPT[c]).join("")}`))),
    svg("line", { x1: CHART.left, x2: CHART.w - CHART.right, y1: y(Math.log10(b.line)), y2: y(Math.log10(b.line)), class: "tolerance" }),
    svg("polyline", { points: points.map((v, i) => `${x(i)},${y(v)}`).join(" "), class: "history" }),
    points.length ? svg("circle", { cx: x(points.length - 1), cy: y(points.at(-1)), r: 3.5, class: "dot" }) : "",
    svg("text", { x: CHART.left, y: CHART.h - 6 }, `${b.x} 1`),
    svg("text", { x: CHART.w - CHART.right, y: CHART.h - 6, "text-anchor": "end" }, `${b.x} ${b.points.length.toLocaleString("en")}`)),
  el("figcaption", {}, `${b.caption} (dashed: the tolerance).`));
}

/** The search tree as far as the step: each position entered, with alpha and beta as it was entered,
 *  its value once left (= exact, ≥ or ≤ a bound), the moves a cut-off left untried (greyed), and the
 *  move chosen at each position left. */
function drawTree(b, step) {
  const entered = new Set(), left = new Set(), cut = new Set();
  b.events.slice(0, step + 1).forEach(([kind, n]) => (kind === "enter" ? entered : kind === "leave" ? left : cut).add(n));
  const [, current] = b.events[Math.min(step, b.events.length - 1)];
  const depthOf = (n) => (b.nodes[n].parent === null ? 0 : depthOf(b.nodes[n].parent) + 1);
  const indent = (depth) => `--indent: ${Math.min(depth, TREE_INDENT)}`;
  const items = [];
  b.nodes.forEach((node, n) => {
    if (!entered.has(n)) return;
    const depth = depthOf(n);
    const chosen = node.chosen && left.has(node.parent);
    items.push(el("li", { class: [left.has(n) ? "left" : "open", n === current ? "now" : "", node.how, chosen ? "chosen" : ""].join(" "),
      style: indent(depth), "data-node": String(n), "data-known": left.has(n) ? node.known : null },
    depth > TREE_INDENT ? el("span", { class: "tree-depth" }, `ply ${depth} `) : "",
    node.move ? el("span", { class: "tree-move" }, `${node.move} → `) : "",
    el("span", { class: "tree-position" }, node.position),
    el("span", { class: "tree-mover" }, node.mover === "max" ? " ▲max" : " ▼min"),
    el("span", { class: "tree-window" }, ` α ${node.alpha}, β ${node.beta}`),
    left.has(n) ? el("span", { class: "tree-value" }, ` ${node.known} ${node.value}`) : "",
    left.has(n) && HOW[node.how] ? el("span", { class: "tree-how" }, ` (${HOW[node.how]}${node.why ? `: ${node.why}` : ""})`) : "",
    chosen ? el("span", { class: "tree-chosen" }, node.parent === 0 ? " ★ the best move" : " ★ chosen") : "",
    node.unkept && left.has(n) ? el("span", { class: "tree-more" }, ` (+${node.unkept.toLocaleString("en")} below, not drawn)`) : ""));
    if (cut.has(n)) {
      node.cut.skipped.forEach((move) => items.push(el("li", { class: "pruned", style: indent(depth + 1) },
        el("span", { class: "tree-move" }, `✂ ${move}`), " not searched: cut off")));
    }
  });
  const cutShown = b.nodes.reduce((sum, node, n) => sum + (cut.has(n) ? node.cut.skipped.length : 0), 0);
  const total = b.total === null ? "" : b.total > b.kept ? ` (the search has ${b.total.toLocaleString("en")})` : "";
  return el("figure", { class: "think-tree" },
    el("figcaption", {}, `${b.caption}: ${entered.size} of ${b.kept}\u00a0positions drawn so far${total}; `
      + `${cutShown}\u00a0move${cutShown === 1 ? "" : "s"} cut off among them (greyed). = is an exact value, ≥ and ≤ bounds.`),
    el("ol", { class: "tree", "aria-label": "Search tree", tabindex: "0" }, ...items));  // it scrolls: the keyboard may too
}
