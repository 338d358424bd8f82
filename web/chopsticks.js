// The Chopsticks board: A's and B's hands (fingers up), who moves first, and every legal move as a button, each
// with its judgement when advice is shown; the values (a win, tie, draw or loss, with the moves to
// the end, under the move limit and without it) are in the advice panel.

import { el, seated } from "./dom.js";
import { moveButtons } from "./movebuttons.js";
import { label } from "./registry.js";

export class Board {
  constructor(root, actions) {
    this.actions = actions;
    this.root = root;
  }

  draw(view, { busy, readOnly, advice }) {
    const { board, to_move: mover, phase } = view;
    const mine = !readOnly && !busy && !view.computer_to_move && phase === "move";
    const hand = (p, side) => {  // side 0 left, 1 right; named as the moves name them
      const fingers = board.hands[p][side];
      return el("div", { class: `hand${fingers === 0 ? " out" : ""}`, role: "img", "aria-label": board.hand_labels?.[p][side] },
        el("span", { class: "fingers", "aria-hidden": "true" }, ...Array.from({ length: 4 }, (_, i) => el("span", { class: i < fingers ? "up" : "" }))),
        el("span", { class: "count" }, String(fingers)), el("span", { class: "side" }, board.sides?.[side]));  // none in a view kept by an earlier version
    };
    this.root.replaceChildren(
      el("p", { class: "hint" }, board.progress),
      ...[0, 1].map((p) => el("div", { class: `player${p === mover ? " to-move" : ""}`, "data-testid": `hands-${p}`,
        "data-hands": board.hands[p].join(" ") },
        el("span", { class: "player-name" }, seated(view, p), el("span", { class: "seat-note" }, ` · ${board.seat_notes[p]}`)),
        hand(p, 0), hand(p, 1))),
      el("div", { class: "cs-moves live-only", role: "group", "aria-label": label("chopsticks.moves") },
        ...moveButtons(view, board.moves, { mine, advice, play: this.actions.play })));
  }
}
