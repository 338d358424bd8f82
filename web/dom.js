// Small helpers to build the page: el("button", {class: "x", onclick: f}, "text", child…), the
// same for SVG, a label with elements in its placeholders, a link to download a text, and the pictures of dice.

import { judgementOf, label } from "./registry.js";

const SVG = "http://www.w3.org/2000/svg";

export function el(tag, attributes = {}, ...children) {
  return fill(document.createElement(tag), attributes, children);
}

export function svg(tag, attributes = {}, ...children) {
  return fill(document.createElementNS(SVG, tag), attributes, children);
}

function fill(node, attributes, children) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") node.addEventListener(name.slice(2), value);
    else if (value === true) node.setAttribute(name, "");
    else node.setAttribute(name, value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

/** A label's text (web/registry.js `label`) with elements in its `{placeholders}`, as children: the
 *  label's words in their order, each `{name}` the element `nodes[name]`. */
export function placed(text, nodes) {
  return text.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? nodes[part] ?? `{${part}}` : part)).filter((part) => part !== "");
}

/** A link that downloads `text` as it is (a store, a game kept in this browser) as the file `file`. */
export function downloadLink(text, file, words, attributes = {}) {
  return el("a", { href: URL.createObjectURL(new Blob([text], { type: "application/json" })), download: file, ...attributes }, words);
}

/** Set `node`'s attributes to `values` (null: none), writing only those that change: an attribute
 *  written again, even unchanged, can restyle what a stylesheet reads of it. */
export function setAttributes(node, values) {
  for (const [name, value] of Object.entries(values)) {
    if (node.getAttribute(name) === value) continue;
    if (value === null) node.removeAttribute(name);
    else node.setAttribute(name, value);
  }
}

/** `parent`'s children made `nodes` (elements), inserting only those not already in their place: a
 *  long list that gains an entry at its end changes by that entry, not by all of them again. */
export function placeChildren(parent, nodes) {
  nodes.forEach((node, i) => {
    const there = parent.children[i] ?? null;
    if (there !== node) parent.insertBefore(node, there);
  });
  while (parent.children.length > nodes.length) parent.lastElementChild.remove();
}

/** A "?" that opens, where a figure stands, the one sentence Python gives on what it means. */
export function explain(term, sentence) {
  return el("details", { class: "explain" },
    el("summary", { "aria-label": label("dom.explain", { term }), title: label("dom.explain", { term }) }, "?"),
    el("p", {}, sentence));
}

/** Who sits in a seat: "You · Player 1", or the seat's name alone where a player the game names sits there
 *  (a view kept by an earlier version, drawn until Python has replayed its game, may have no roles). */
export function seated(view, seat) {
  return view.roles?.[seat] === "player" ? view.seats[seat] : `${view.names[seat]} · ${view.seats[seat]}`;
}

/** A judgement (best, inaccuracy, mistake, blunder, by its name) as a badge of its word, never of colour alone. */
export function judgement(name) {
  return el("span", { class: `judgement ${name}` }, judgementOf(name)?.word ?? name);
}

const PIPS = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] };

/** A die (pips up to six sides, the number beyond), a coin (1 tails, 2 heads), or a blank. */
export function die(value, { sides = 6, coin = false } = {}) {
  if (value === null || value === undefined) return el("span", { class: "die blank", "aria-hidden": "true" });
  if (coin) {
    return el("span", { class: "coin", role: "img", "aria-label": value === 1 ? label("dom.tails") : label("dom.heads") },
      value === 1 ? label("dom.tailsMark") : label("dom.headsMark"));
  }
  const name = label("dom.die", { face: value });
  if (sides > 6 || !PIPS[value]) return el("span", { class: "die number", role: "img", "aria-label": name }, String(value));
  return el("span", { class: "die", role: "img", "aria-label": name },
    ...Array.from({ length: 9 }, (_, i) => el("span", { class: PIPS[value].includes(i + 1) ? "pip" : "" })));
}

/** Press a button from the keyboard's shortcut for it: the focus goes to it, as to a button clicked. */
export function press(button) {
  if (!button || button.disabled) return;
  button.focus();
  button.click();
}

/** Throw the dice Python described ({dice, sides}) with the page's randomness: chance, not a rule. */
export function throwDice({ dice, sides }, random) {
  return Array.from({ length: dice }, () => 1 + Math.floor(random() * sides));
}
