// The search tree of "How the computer thinks" (thinking.js), as far as the step: a small search
// drawn as a tree of positions and branches, a big one as an indented list. Each position shows its
// mover, α and β as they stand (the bound the step changed marked), its value once left (= exact, ≥
// and ≤ bounds), the moves a cut-off left untried (greyed), and the move chosen at each position
// left. Python says which drawing, and every word of the tree and its positions, in the reader's
// language (stb.bridge.thinking.nim): the JavaScript writes none.

import { el, svg } from "./dom.js";

const TREE_INDENT = 10;  // deepest indentation of the list (deeper positions say their depth)
const NODE = { w: 76, h: 40, gap: 8, level: 66, top: 6 };  // the drawn tree: a position's box, the rows apart
const bare = (b, value) => b.bare[value] ?? value;  // a box has no room for the unit its caption names

/** What the tree shows at `step`: the positions entered, left and cut off, the one the step is at,
 *  each position's depth, and its window (α, β and the bound changed) as it stands. */
function progress(b, step) {
  const entered = new Set(), left = new Set(), cut = new Set();
  b.events.slice(0, step + 1).forEach(([kind, n]) => (kind === "enter" ? entered : kind === "leave" ? left : kind === "cut" ? cut : null)?.add(n));
  const [, current] = b.events[Math.min(step, b.events.length - 1)];
  const depthOf = (n) => (b.nodes[n].parent === null ? 0 : depthOf(b.nodes[n].parent) + 1);
  const windowOf = (node) => {
    const [at, alpha, beta, changed] = node.windows.filter(([from]) => from <= step).at(-1) ?? [0, node.alpha, node.beta, ""];
    return { alpha, beta, changed: at === step ? changed : "" };
  };
  return { entered, left, cut, current, depthOf, windowOf };
}

/** α and β, the one changed at this step marked (in a drawn box, without their unit). */
function windowWords(b, window, tag = el) {
  const bound = (name, value) => tag(tag === el ? "span" : "tspan",
    { class: window.changed.includes(name) ? "changed" : null }, `${name} ${tag === el ? value : bare(b, value)}`);
  return [bound("α", window.alpha), tag === el ? ", " : " ", bound("β", window.beta)];
}

export function drawTree(b, step) {
  const seen = progress(b, step);
  const cutShown = b.nodes.reduce((sum, node, n) => sum + (seen.cut.has(n) ? node.cut.skipped.length : 0), 0);
  return el("figure", { class: "think-tree", "data-drawn": b.drawn },
    el("figcaption", {}, b.caption.replace("{drawn}", b.drawn_words[seen.entered.size]).replace("{cut}", b.cut_words[cutShown])),
    b.drawn === "diagram" ? diagram(b, seen) : list(b, seen));
}

/** The tree as an indented list, one line a position. */
function list(b, seen) {
  const indent = (depth) => `--indent: ${Math.min(depth, TREE_INDENT)}`;
  const items = [];
  b.nodes.forEach((node, n) => {
    if (!seen.entered.has(n)) return;
    const depth = seen.depthOf(n), done = seen.left.has(n);
    const chosen = node.chosen && seen.left.has(node.parent);
    items.push(el("li", { class: [done ? "left" : "open", n === seen.current ? "now" : "", node.how, chosen ? "chosen" : ""].join(" "),
      style: indent(depth), "data-node": String(n), "data-known": done ? node.known : null },
    depth > TREE_INDENT ? el("span", { class: "tree-depth" }, `${b.plies[n]} `) : "",
    node.move ? el("span", { class: "tree-move" }, `${node.move} → `) : "",
    el("span", { class: "tree-position" }, node.position),
    el("span", { class: "tree-mover" }, ` ${b.words[node.mover]}`),
    el("span", { class: "tree-window" }, " ", ...windowWords(b, seen.windowOf(node))),
    done ? el("span", { class: "tree-value" }, ` ${node.known} ${node.value}`) : "",
    done && node.note ? el("span", { class: "tree-how" }, ` (${node.note})`) : "",
    chosen ? el("span", { class: "tree-chosen" }, ` ${node.parent === 0 ? b.words.best : b.words.chosen}`) : "",
    node.unkept && done ? el("span", { class: "tree-more" }, ` (${node.unkept_words})`) : ""));
    if (seen.cut.has(n)) {
      node.cut.skipped.forEach((move) => items.push(el("li", { class: "pruned", style: indent(depth + 1) },
        el("span", { class: "tree-move" }, `✂ ${move}`), ` ${b.words.cut}`)));
    }
  });
  return el("ol", { class: "tree", "aria-label": b.words.list, tabindex: "0" }, ...items);  // it scrolls: the keyboard may too
}

/** Where each position and each move cut off sits in the drawn tree: leaves side by side in the order
 *  searched, a position above the middle of its children, a row per ply. */
function layout(b) {
  const children = b.nodes.map(() => []);
  b.nodes.forEach((node, n) => { if (node.parent !== null) children[node.parent].push({ n }); });
  b.nodes.forEach((node, n) => (node.cut?.skipped ?? []).forEach((move, i) => children[n].push({ pruned: move, title: node.cut.titles[i] })));
  const at = new Map(), stubs = [];
  let slot = 0;
  const place = (n, depth) => {
    const xs = children[n].map((child) => {
      if (child.pruned === undefined) return place(child.n, depth + 1);
      stubs.push({ parent: n, title: child.title, x: slot++, depth: depth + 1 });
      return stubs.at(-1).x;
    });
    const x = xs.length ? (xs[0] + xs.at(-1)) / 2 : slot++;
    at.set(n, { x, depth });
    return x;
  };
  place(0, 0);
  return { at, stubs, slots: Math.max(slot, 1), depth: Math.max(...[...at.values(), ...stubs].map((p) => p.depth)) };
}

/** The tree drawn: a box per position (its piles, mover, window or value), a branch per move (its
 *  words on hover), the moves cut off as dashed stubs; it scrolls sideways within its own box. */
function diagram(b, seen) {
  const { at, stubs, slots, depth } = layout(b);
  const cx = (x) => NODE.gap / 2 + x * (NODE.w + NODE.gap) + NODE.w / 2;
  const cy = (d) => NODE.top + d * NODE.level;
  const width = slots * (NODE.w + NODE.gap), height = cy(depth) + NODE.h + NODE.top;
  const parts = [];
  b.nodes.forEach((node, n) => {
    if (!seen.entered.has(n) || node.parent === null) return;
    const from = at.get(node.parent), to = at.get(n);
    const chosen = node.chosen && seen.left.has(node.parent);
    parts.push(svg("line", { class: `branch${chosen ? " chosen" : ""}`, x1: cx(from.x), y1: cy(from.depth) + NODE.h,
      x2: cx(to.x), y2: cy(to.depth) }, svg("title", {}, node.move)));
  });
  stubs.filter((s) => seen.cut.has(s.parent)).forEach((s) => {
    const from = at.get(s.parent);
    parts.push(svg("g", { class: "pruned" },
      svg("line", { x1: cx(from.x), y1: cy(from.depth) + NODE.h, x2: cx(s.x), y2: cy(s.depth) }),
      svg("text", { x: cx(s.x), y: cy(s.depth) + 12, "text-anchor": "middle" }, "✂"),
      svg("title", {}, s.title)));
  });
  b.nodes.forEach((node, n) => {
    if (!seen.entered.has(n)) return;
    const { x, depth: d } = at.get(n), done = seen.left.has(n);
    const chosen = node.chosen && seen.left.has(node.parent);
    const left = cx(x) - NODE.w / 2, top = cy(d);
    const best = chosen && node.parent === 0;
    parts.push(svg("g", { class: ["node", done ? "left" : "open", n === seen.current ? "now" : "", chosen ? "chosen" : "",
      best ? "best-move" : "", node.how].join(" "),
      "data-node": String(n), "data-known": done ? node.known : null },
    svg("title", {}, chosen ? node.titles.chosen : done ? node.titles.left : node.titles.open),
    svg("rect", { x: left, y: top, width: NODE.w, height: NODE.h, rx: 5 }),
    svg("text", { x: cx(x), y: top + 14, "text-anchor": "middle", class: "tree-position" },
      `${node.short} ${node.mover === "max" ? "▲" : "▼"}`),
    done ? svg("text", { x: cx(x), y: top + 31, "text-anchor": "middle", class: "tree-value" },
      `${node.known} ${bare(b, node.value)}${chosen ? " ★" : ""}`)
      : svg("text", { x: cx(x), y: top + 31, "text-anchor": "middle", class: "tree-window" }, ...windowWords(b, seen.windowOf(node), svg))));
  });
  return el("div", { class: "tree tree-drawn", tabindex: "0", role: "group", "aria-label": b.words.diagram },
    svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": b.entered[seen.entered.size] },
      ...parts));
}

/** The tree scrolled, within itself, to show the step's position: the page itself never moves for it. */
export function treeInView(body) {
  const node = body.querySelector(".tree .now");
  const tree = node?.closest(".tree");
  if (!tree) return;
  const box = node.getBoundingClientRect(), view = tree.getBoundingClientRect();
  if (box.top < view.top || box.bottom > view.bottom) tree.scrollTop += box.top - view.top - tree.clientHeight / 3;
  if (box.left < view.left || box.right > view.right) tree.scrollLeft += box.left - view.left - tree.clientWidth / 2 + box.width / 2;
}
