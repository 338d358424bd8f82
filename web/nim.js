// The Red-Blue Nim board: the two piles as marbles and the four moves as buttons ("Take 2 red"),
// each with its judgement when advice is shown. Which moves are legal, their values and the
// computer's alpha-beta search all come from Python.

import { el } from "./dom.js";
import { moveButtons } from "./movebuttons.js";
import { label } from "./registry.js";

export class Board {
  constructor(root, actions) {
    this.actions = actions;
    this.root = root;
  }

  draw(view, { busy, readOnly, advice }) {
    const { board, phase } = view;
    const mine = !readOnly && !busy && !view.computer_to_move && phase === "move";
    const pile = (colour, count, name) => el("div", { class: `pile ${colour}`, "data-testid": `pile-${colour}`, "data-count": String(count) },
      el("span", { class: "pile-name" }, name),
      el("span", { class: "marbles", "aria-hidden": "true" }, ...Array.from({ length: count }, () => el("span", { class: "marble" }))));
    this.root.replaceChildren(
      el("p", { class: "hint" }, board.rule),
      pile("red", board.red, label("nim.red", { count: board.red })), pile("blue", board.blue, label("nim.blue", { count: board.blue })),
      el("div", { class: "nim-moves live-only", role: "group", "aria-label": label("nim.moves") },
        ...moveButtons(view, board.moves, { mine, advice, play: this.actions.play, primary: () => true })));
  }
}
