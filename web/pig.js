// The Pig board: both scores, the turn total, the die (or coin), Roll and Hold (the board's moves,
// each with its judgement when advice is shown), a throw entered from a real die or coin (the form's
// words from Python, the entry read by Python), and the optimal policy's map (an SVG drawn by
// stb.pig.picture once per rules) with this turn's start ringed where Python says.

import { die, el, placed, press, seated, svg } from "./dom.js";
import { keyedMove, moveButtons } from "./movebuttons.js";
import { label } from "./registry.js";

export class Board {
  /** root: the board's place; actions: what the page does with a move; aside: where the map goes
   *  (the game's tools, after the advice on a phone; the board's own place where none is given). */
  constructor(root, actions, aside = root) {
    this.actions = actions;
    root.replaceChildren(
      (this.scoreRow = el("div", { class: "pig-scores" })),
      el("div", { class: "pig-turn" },
        (this.dieSpot = el("div", { class: "dice", role: "group" })),
        (this.pendingLine = el("p", { class: "pending", "data-testid": "turn-total" })),
        (this.buttons = el("div", { class: "pig-buttons live-only" }))),
      (this.faceForm = el("form", { class: "hand-roll live-only game-only", onsubmit: (e) => { e.preventDefault(); this.enterFace(); } },
        (this.faceLabel = el("label", { for: "pig-face" })),
        (this.faceInput = el("input", { id: "pig-face", type: "text", autocomplete: "off", size: "3" })),
        (this.faceButton = el("button", { type: "submit" })),
        (this.faceHint = el("p", { class: "hint" })))));
    aside.append((this.figureBox = el("figure", { class: "pig-picture", hidden: true },
      (this.picture = el("div", { class: "picture", "data-testid": "policy-picture" })),
      el("figcaption", {}, label("pig.caption")))));
  }

  /** The keys of the board's moves: R rolls, H holds. */
  key(event) {
    const move = this.view && keyedMove(this.view.board.moves, event);
    if (!move) return false;
    press(this.buttons.querySelector(`[data-key="${CSS.escape(move.move)}"]`));
    return true;
  }

  /** The face typed, as the move that throws the die: Python reads it, and says what is wrong with it. */
  enterFace() {
    if (!this.mine) return;  // not the person's turn: the form, disabled, would not offer it
    const moves = this.view.position?.moves ?? [];
    const throwing = this.view.board.moves.find((m) => m.index !== null && moves[m.index].throw);
    if (!throwing) return;
    this.actions.play({ move: throwing.index, entered: this.faceInput.value.trim() });
  }

  /** A question starts clean: no face typed. */
  reset() {
    this.faceInput.value = "";
  }

  draw(view, { busy, readOnly, advice, thrown, last, figure, question = false }) {
    if (this.view?.state !== view.state) this.faceInput.value = "";  // a face typed is for the position it was typed in
    this.view = view;
    const { board, to_move: mover, phase } = view;
    const mine = (this.mine = !readOnly && !busy && !view.computer_to_move && phase === "move");
    this.scoreRow.replaceChildren(...board.scores.map((score, i) => el("div", {
      class: `pig-player${i === mover ? " to-move" : ""}`, "data-testid": `score-${i}` },
      el("span", { class: "pig-name" }, seated(view, i)),
      el("span", { class: "pig-score", "data-score": String(score) }, String(score)),
      el("span", { class: "pig-goal" }, board.of_goal))));
    this.pendingLine.replaceChildren(...placed(label("pig.turnTotal"),
      { total: el("strong", { "data-pending": String(board.pending) }, String(board.pending)) }));
    const face = thrown?.faces ? thrown.faces[0] : last?.dice_stay && last.state === view.state ? last.faces[0] : null;
    this.dieSpot.replaceChildren(die(face, board));
    this.buttons.replaceChildren(...moveButtons(view, board.moves, { mine, advice, play: this.actions.play,
      key: (m) => m.move, primary: (m, i) => i === 0 && !question }));  // a question's moves alike: none looks like the answer
    this.drawEntry(board.entry);
    for (const node of this.faceForm.elements) node.disabled = !mine;
    this.drawPicture(figure, board, advice);
  }

  /** The words of the real die's (or coin's) form, as Python names them. */
  drawEntry({ name, label, button, hint, inputmode }) {
    this.dieSpot.setAttribute("aria-label", name);
    this.faceLabel.textContent = label;
    this.faceInput.setAttribute("inputmode", inputmode);
    this.faceButton.textContent = button;
    this.faceHint.textContent = hint;
  }

  drawPicture(figure, board, advice) {
    const fresh = figure && this.figure !== figure;
    if (fresh) {
      this.figure = figure;
      this.picture.innerHTML = figure;  // Python's own SVG (stb.pig.picture.policy_svg)
    }
    const map = this.picture.querySelector("svg");
    this.figureBox.hidden = !map || !advice;  // in blind play and practice, no map: it would give the answer away
    if (!map || (!fresh && this.picture.dataset.mark === board.mark.join(","))) return;  // the ring stays all turn
    map.querySelectorAll(".ring").forEach((ring) => ring.remove());
    const { cx, cy, r, strokes } = board.ring;
    for (const [colour, width] of strokes) {
      map.append(svg("circle", { class: "ring", cx, cy, r, fill: "none", stroke: colour, "stroke-width": width }));
    }
    this.picture.dataset.mark = board.mark.join(",");
  }
}
