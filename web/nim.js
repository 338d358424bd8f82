// The Red-Blue Nim view: the two piles as marbles and the four moves as buttons ("Take 2 red");
// which moves are legal, their values and the computer's alpha-beta search all come from Python.

import { el } from "./dom.js";
import { GameView, number } from "./game.js";

export class NimView extends GameView {
  get defaultNames() { return ["Player 1", "Player 2"]; }

  rulesFields() {
    const rules = this.request.rules;
    this.redField = el("input", { type: "number", name: "red", min: "0", max: "60", size: "3", value: String(rules.red ?? 7) });
    this.blueField = el("input", { type: "number", name: "blue", min: "0", max: "60", size: "3", value: String(rules.blue ?? 7) });
    this.versionField = el("select", { name: "version" },
      el("option", { value: "standard" }, "standard"), el("option", { value: "misere" }, "misère"));
    this.versionField.value = rules.misere ? "misere" : "standard";
    this.depthField = el("input", { type: "text", name: "depth", inputmode: "numeric", size: "3", placeholder: "end",
      value: this.settings.depth ?? "" });
    return [el("label", {}, "Red ", this.redField), el("label", {}, "Blue ", this.blueField),
      el("label", {}, "Version ", this.versionField),
      el("label", { title: "Plies the perfect computer searches with alpha-beta (empty: to the end)" }, "Search depth ", this.depthField)];
  }

  readRules() {
    return { red: number(this.redField), blue: number(this.blueField), misere: this.versionField.value === "misere" };
  }

  drawBoard(busy) {
    const { board, phase } = this.view;
    const mine = phase === "move" && !this.computerToMove() && !busy;
    const pile = (colour, count) => el("div", { class: `pile ${colour}`, "data-testid": `pile-${colour}`, "data-count": String(count) },
      el("span", { class: "pile-name" }, `${colour[0].toUpperCase()}${colour.slice(1)}: ${count}`),
      el("span", { class: "marbles", "aria-hidden": "true" }, ...Array.from({ length: count }, () => el("span", { class: "marble" }))));
    this.boardArea.replaceChildren(
      el("p", { class: "hint" }, board.misere
        ? "Misère: whoever faces an empty pile wins 2 points per red and 3 per blue marble left."
        : "Whoever faces an empty pile loses 2 points per red and 3 per blue marble left."),
      pile("red", board.red), pile("blue", board.blue),
      el("div", { class: "nim-moves", role: "group", "aria-label": "Moves" },
        ...board.moves.map((m) => el("button", { type: "button", class: "primary", disabled: !m.legal || !mine,
          "data-move": m.move, onclick: () => this.play(m.move) }, m.label))));
    if (this.lastEvent?.note) this.eventLine.textContent = `${this.lastEvent.event} (${this.lastEvent.note})`;
  }
}
