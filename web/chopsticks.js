// The Chopsticks view: A's and B's hands (fingers up) and every legal move as a button; each move
// is marked win / tie / loss with its distance to the end, under the move limit and without it.

import { el } from "./dom.js";
import { GameView, number } from "./game.js";

export class ChopsticksView extends GameView {
  get defaultNames() { return ["A", "B"]; }

  rulesFields() {
    const rules = this.request.rules;
    this.movesField = el("input", { type: "number", name: "moves", min: "1", max: "50", size: "3", value: String(rules.moves ?? 10) });
    this.limitField = el("input", { type: "checkbox", name: "limit", checked: rules.limit !== false });
    return [el("label", {}, this.limitField, " Move limit"), el("label", {}, "Moves each ", this.movesField)];
  }

  readRules() {
    return { moves: number(this.movesField), limit: this.limitField.checked };
  }

  drawBoard(busy) {
    const { board, names, to_move: mover, phase } = this.view;
    const mine = phase === "move" && !this.computerToMove() && !busy;
    const hand = (fingers, side) => el("div", { class: `hand${fingers === 0 ? " out" : ""}`, role: "img",
      "aria-label": `${side} hand: ${fingers === 0 ? "out" : `${fingers} finger${fingers === 1 ? "" : "s"}`}` },
      el("span", { class: "fingers", "aria-hidden": "true" }, ...Array.from({ length: 4 }, (_, i) => el("span", { class: i < fingers ? "up" : "" }))),
      el("span", { class: "count" }, String(fingers)));
    this.boardArea.replaceChildren(
      el("p", { class: "hint" }, board.moves_left === null ? `Ply ${board.level}: no move limit.`
        : `Ply ${board.level}: ${board.moves_left} plies left before the game is a tie.`),
      ...[0, 1].map((p) => el("div", { class: `player${p === mover && phase === "move" ? " to-move" : ""}`, "data-testid": `hands-${p}`,
        "data-hands": board.hands[p].join(" ") },
        el("span", { class: "player-name" }, names[p]),
        hand(board.hands[p][0], "Left"), hand(board.hands[p][1], "Right"))),
      el("div", { class: "cs-moves", role: "group", "aria-label": "Moves" },
        ...board.moves.map((m) => el("button", { type: "button", disabled: !mine, "data-move": m.state,
          onclick: () => this.play(m.state) }, m.label))));
  }
}
