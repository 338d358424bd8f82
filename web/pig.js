// The Pig view: both scores, the turn total, the die, Roll and Hold, and the optimal policy's map
// (an SVG drawn by stb.pig_picture, with the turn start marked). The die face comes from the page's
// randomness; what it does (bust, turn total, whose turn) is decided by Python.

import { el } from "./dom.js";
import { GameView, number } from "./game.js";
import { face } from "./shutbox.js";

const DICE = [["6", "six-sided die"], ["4", "four-sided die"], ["8", "eight-sided die"],
  ["10", "ten-sided die"], ["12", "twelve-sided die"], ["coin", "coin (Piglet)"]];

export class PigView extends GameView {
  get defaultNames() { return ["Player 1", "Player 2"]; }

  rulesFields() {
    const rules = this.request.rules;
    this.goalField = el("input", { type: "number", name: "goal", min: "1", max: "200", size: "4",
      value: String(rules.goal ?? (rules.coin ? 10 : 100)) });
    this.dieField = el("select", { name: "die" }, ...DICE.map(([value, name]) => el("option", { value }, name)));
    this.dieField.value = rules.coin ? "coin" : String(rules.sides ?? 6);
    return [el("label", {}, "Goal ", this.goalField), el("label", {}, "Roll a ", this.dieField)];
  }

  readRules() {
    const coin = this.dieField.value === "coin";
    return { goal: number(this.goalField), sides: coin ? 2 : Number(this.dieField.value), coin };
  }

  drawBoard(busy) {
    const { board, names, to_move: mover, phase } = this.view;
    this.goalField.value = String(board.goal);
    const last = this.lastEvent?.face;
    const mine = phase === "move" && !this.computerToMove() && !busy;
    if (!this.built) {
      this.built = true;
      this.boardArea.replaceChildren(
        (this.scoreRow = el("div", { class: "pig-scores" })),
        el("div", { class: "pig-turn" },
          (this.dieSpot = el("div", { class: "dice", "aria-label": "Die" })),
          (this.pendingLine = el("p", { class: "pending", "data-testid": "turn-total" })),
          (this.rollButton = el("button", { type: "button", class: "primary", onclick: () => this.play("roll") }, "Roll")),
          (this.holdButton = el("button", { type: "button", onclick: () => this.play("hold") }, "Hold"))),
        el("figure", { class: "pig-picture" },
          (this.picture = el("div", { class: "picture", "data-testid": "policy-picture" })),
          el("figcaption", {}, "The optimal policy: the turn total at which to hold from each pair of scores at the "
            + "start of a turn. The ring marks the turn start of the player to move.")));
    }
    this.scoreRow.replaceChildren(...board.scores.map((score, i) => el("div", {
      class: `pig-player${i === mover && phase === "move" ? " to-move" : ""}`, "data-testid": `score-${i}` },
      el("span", { class: "pig-name" }, names[i]),
      el("span", { class: "pig-score", "data-score": String(score) }, String(score)),
      el("span", { class: "pig-goal" }, `of ${board.goal}`))));
    this.pendingLine.replaceChildren("Turn total ", el("strong", { "data-pending": String(board.pending) }, String(board.pending)));
    this.dieSpot.replaceChildren(last ? this.die(last, board) : el("span", { class: "die blank", "aria-hidden": "true" }));
    this.rollButton.disabled = !mine;
    this.holdButton.disabled = !mine;
    const mark = board.picture_mark.join(",");
    if (this.pictureMark !== mark || this.pictureRules !== this.view.link.split("&state")[0]) {
      this.pictureMark = mark;
      this.pictureRules = this.view.link.split("&state")[0];
      this.picture.innerHTML = board.picture;  // Python's own SVG (stb.pig_picture.policy_svg)
      this.picture.dataset.mark = mark;
    }
  }

  die(value, board) {
    if (board.coin) return el("span", { class: "coin", role: "img", "aria-label": `Coin showing ${value === 1 ? "tails" : "heads"}` },
      value === 1 ? "T" : "H");
    if (board.faces === 6) return face(value);
    return el("span", { class: "die number", role: "img", "aria-label": `Die showing ${value}` }, String(value));
  }
}
