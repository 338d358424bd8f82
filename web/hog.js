// The HOG board: both scores against the goal, the dice of the last roll, and a button for each
// number of dice to roll (keys 1 to 9, and 0 for 10), each with its judgement when advice is shown.
// The words, the legal numbers of dice, their values and the roll's score all come from Python; the
// scores are drawn as Pig's are (its stylesheet's classes), the buttons as every board's.

import { die, el, press, seated } from "./dom.js";
import { keyedMove, moveButtons } from "./movebuttons.js";

export class Board {
  constructor(root, actions) {
    this.actions = actions;
    root.replaceChildren(
      (this.scoreRow = el("div", { class: "pig-scores" })),
      (this.rolled = el("div", { class: "dice hog-rolled", role: "group", "data-testid": "last-roll" })),
      (this.buttons = el("div", { class: "dice-choice live-only", role: "group" })));
  }

  /** A digit rolls that many dice (0: ten), as its button would. */
  key(event) {
    const move = this.view && keyedMove(this.view.board.moves, event);
    if (!move) return false;
    press(this.buttons.querySelector(`[data-move="${CSS.escape(move.move)}"]`));
    return true;
  }

  draw(view, { busy, readOnly, advice, thrown, last }) {
    this.view = view;
    const { board, to_move: mover, phase } = view;
    const mine = !readOnly && !busy && !view.computer_to_move && phase === "move";
    this.scoreRow.replaceChildren(...board.scores.map((score, i) => el("div", {
      class: `pig-player${i === mover ? " to-move" : ""}`, "data-testid": `score-${i}` },
      el("span", { class: "pig-name" }, seated(view, i)),
      el("span", { class: "pig-score", "data-score": String(score) }, String(score)),
      el("span", { class: "pig-goal" }, board.of_goal))));
    const faces = thrown?.faces ?? last?.faces ?? null;
    this.rolled.setAttribute("aria-label", board.rolled);
    this.rolled.replaceChildren(...(faces ? faces.map((face) => die(face, board)) : [die(null)]));
    this.buttons.setAttribute("aria-label", board.choose);
    this.buttons.replaceChildren(...moveButtons(view, board.moves, { mine, advice, play: this.actions.play,
      words: (m) => m.label }));
  }
}
