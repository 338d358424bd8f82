// The Pig board: both scores, the turn total, the die, Roll and Hold (each with its judgement when
// advice is shown), a face entered from a real die, and the optimal policy's map (an SVG drawn by
// stb.pig.picture once per rules) with this turn's start ringed where Python says.

import { die, el, judgement, press, seated, svg } from "./dom.js";

export class PigBoard {
  constructor(root, actions) {
    this.actions = actions;
    root.replaceChildren(
      (this.scoreRow = el("div", { class: "pig-scores" })),
      el("div", { class: "pig-turn" },
        (this.dieSpot = el("div", { class: "dice", role: "group", "aria-label": "Die" })),
        (this.pendingLine = el("p", { class: "pending", "data-testid": "turn-total" })),
        (this.buttons = el("div", { class: "pig-buttons live-only" }))),
      (this.faceForm = el("form", { class: "hand-roll live-only game-only", onsubmit: (e) => { e.preventDefault(); this.enterFace(); } },
        el("label", { for: "pig-face" }, "Die showed"),
        (this.faceInput = el("input", { id: "pig-face", type: "text", inputmode: "numeric", autocomplete: "off", size: "3" })),
        el("button", { type: "submit" }, "Roll with this face"),
        el("p", { class: "hint" }, "Playing with a real die? Enter the face it showed."))),
      (this.figureBox = el("figure", { class: "pig-picture", hidden: true },
        (this.picture = el("div", { class: "picture", "data-testid": "policy-picture" })),
        el("figcaption", {}, "The optimal policy: the turn total at which to hold from each pair of scores at the "
          + "start of a turn. The ring marks the turn start of the player to move."))));
  }

  /** R rolls, H holds. */
  key(event) {
    const name = { r: "roll", h: "hold" }[event.key.toLowerCase()];
    if (!name) return false;
    press(this.buttons.querySelector(`[data-key="${name}"]`));
    return true;
  }

  enterFace() {
    if (!this.mine) return;  // not the person's turn: the form, disabled, would not offer it
    const text = this.faceInput.value.trim();
    const { sides, coin } = this.view.board;
    const face = coin ? { t: 1, tails: 1, h: 2, heads: 2 }[text.toLowerCase()] : /^\d{1,3}$/.test(text) ? Number(text) : null;
    if (!face) return this.actions.fail(coin ? `Enter the coin as heads or tails, not "${text}".`
      : `Enter the face your die showed, 1 to ${sides}, not "${text}".`);
    this.faceInput.value = "";
    this.actions.play({ move: "roll", faces: [face] });
  }

  draw(view, { busy, readOnly, advice, thrown, last, figure }) {
    this.view = view;
    const { board, to_move: mover, phase } = view;
    const mine = (this.mine = !readOnly && !busy && !view.computer_to_move && phase === "move");
    const judged = advice && !view.computer_to_move;  // the person's own decisions, never the computer's
    this.scoreRow.replaceChildren(...board.scores.map((score, i) => el("div", {
      class: `pig-player${i === mover ? " to-move" : ""}`, "data-testid": `score-${i}` },
      el("span", { class: "pig-name" }, seated(view, i)),
      el("span", { class: "pig-score", "data-score": String(score) }, String(score)),
      el("span", { class: "pig-goal" }, `of ${board.goal}`))));
    this.pendingLine.replaceChildren("Turn total ", el("strong", { "data-pending": String(board.pending) }, String(board.pending)));
    const face = thrown ? thrown.faces[0] : last?.faces && last.state === view.state ? last.faces[0] : null;
    this.dieSpot.replaceChildren(die(face, board));
    const moves = view.position?.moves ?? [];
    this.buttons.replaceChildren(...["roll", "hold"].map((name) => {
      const move = moves.find((m) => m.move === name);
      const best = judged && move?.judgement === "best";
      return el("button", { type: "button", class: [name === "roll" ? "primary" : "", best ? "is-best" : ""].join(" ").trim(),
        disabled: !mine || !move,
        "data-key": name, "aria-keyshortcuts": name === "roll" ? "R" : "H", onclick: () => this.actions.play({ move: name }) },
        name === "roll" ? "Roll" : "Hold", ...(judged && move ? [" ", judgement(move.judgement)] : []));
    }));
    for (const node of this.faceForm.elements) node.disabled = !mine;
    this.drawPicture(figure, board);
  }

  drawPicture(figure, board) {
    if (figure && this.figure !== figure) {
      this.figure = figure;
      this.picture.innerHTML = figure;  // Python's own SVG (stb.pig.picture.policy_svg)
    }
    const map = this.picture.querySelector("svg");
    this.figureBox.hidden = !map;  // practice asks for no map: it would give the answer away
    if (!map) return;
    map.querySelectorAll(".ring").forEach((ring) => ring.remove());
    const { cx, cy, r, strokes } = board.ring;
    for (const [colour, width] of strokes) {
      map.append(svg("circle", { class: "ring", cx, cy, r, fill: "none", stroke: colour, "stroke-width": width }));
    }
    this.picture.dataset.mark = board.mark.join(",");
  }
}
