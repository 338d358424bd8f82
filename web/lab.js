// The strategy lab: how much a rule of thumb costs against optimal play, exactly. Python values
// each strategy the game names for its rules (stb.bridge game_view {"strategy": {name, seat}}),
// one at a time so the cards fill as they come; each strategy's costliest decisions open on the
// board, read-only, with their full advice and the strategy's move marked.

import { ask } from "./bridge.js";
import { el, explain } from "./dom.js";
import { gameInfo, label } from "./registry.js";

export class LabView {
  /** request: the game and rules in play; Board: the game's board; onBack(): back to the game. */
  constructor({ root, panel, Board, request, onTitle, onBack }) {
    Object.assign(this, { root, panel, request, onTitle });
    this.root.replaceChildren(
      el("div", { class: "practice-bar", role: "group", "aria-label": label("lab.name") },
        (this.heading = el("h2", { class: "status", tabindex: "-1" }, label("lab.heading"))),
        el("div", { class: "bar-buttons" },
          (this.backToTable = el("button", { type: "button", hidden: true, "data-key": "table", onclick: () => this.showTable() },
            label("lab.all"))),
          el("button", { type: "button", "data-key": "back", onclick: onBack }, label("lab.back")))),
      (this.note = el("p", { class: "event" })),
      (this.tableArea = el("div", {})),
      (this.boardArea = el("div", { class: "board read-only", hidden: true })),
      (this.errorLine = el("p", { class: "error", role: "alert" })));
    this.board = new Board(this.boardArea, { play: () => {}, undo: () => {}, fail: () => {}, chosen: () => {} });
    this.root.dataset.game = request.game;
    this.load();
  }

  async load() {
    this.root.dataset.phase = "pending";
    const view = await ask("game_view", this.request);
    if (this.detached) return;
    if (!view.ok) return this.fail(view.error);
    this.onTitle(label("lab.title", { game: view.title }));
    this.note.textContent = view.lab_note;
    this.rows = view.lab.map((s) => ({ ...s, value: null }));
    this.showTable();
    for (const row of this.rows) {
      const answer = await ask("game_view", { ...this.request, strategy: { name: row.name, seat: row.seat } });
      if (this.detached) return;
      if (!answer.ok) return this.fail(answer.error);
      row.value = answer.strategy;
      this.drawTable();
    }
    this.root.dataset.phase = "done";
  }

  showTable() {
    this.boardArea.hidden = true;
    this.backToTable.hidden = true;
    this.tableArea.hidden = false;
    this.panel.show({ position: null, note: label("lab.pick") });
    this.panel.record(null);
    this.drawTable();
  }

  drawTable() {
    const cards = el("ul", { class: "strategies", "aria-label": label("lab.name") }, ...this.rows.map((row) => card(row, this)));
    const shown = this.open;
    const where = shown && label("lab.where", { strategy: shown.title });
    const positions = shown ? el("section", { class: "lab-positions", "aria-label": where }, el("h3", {}, where),
      el("ol", {}, ...shown.value.costly.map((d, i) => el("li", {},
        el("button", { type: "button", "data-key": `costly:${i}`, onclick: () => this.inspect(shown, d) }, d.text))))) : "";
    this.tableArea.replaceChildren(cards, positions);
  }

  showPositions(row) {
    this.open = row;
    this.drawTable();
    this.tableArea.querySelector(".lab-positions h3").scrollIntoView({ block: "nearest" });
  }

  /** One costly decision, on the board and in the advice panel, the strategy's move marked. */
  async inspect(row, decision) {
    const answer = await ask("game_view", { game: this.request.game, rules: row.value.rules, opponent: { mode: "people" },
      state: decision.position, figure: gameInfo(this.request.game).figure });
    if (this.detached) return;
    if (!answer.ok) return this.fail(answer.error);
    this.tableArea.hidden = true;
    this.boardArea.hidden = false;
    this.backToTable.hidden = false;
    this.heading.textContent = decision.heading;
    this.board.draw(answer, { busy: false, readOnly: true, advice: true, thrown: null, last: null, figure: answer.figure });
    this.panel.show({ position: answer.position, explained: answer.explain, played: decision.move, playedWord: row.title,
      note: answer.message });
    this.heading.focus();
  }

  fail(message) {
    this.errorLine.textContent = message;
    this.root.dataset.phase = "error";
  }

  key(event) {
    if (event.key === "Escape" && !this.boardArea.hidden) {
      this.showTable();
      event.preventDefault();
    }
  }

  detach() { this.detached = true; }
}

/** A strategy: its name, its seat, its value beside the best player's, what it costs, and its costliest decisions. */
function card(row, lab) {
  const v = row.value;
  const seat = row.seat === null ? "" : row.seat === 0 ? label("lab.first") : label("lab.second");
  const figure = (term, text, sentence) => [el("dt", {}, term, sentence ? explain(term, sentence) : ""), el("dd", { class: "num" }, text)];
  return el("li", { class: "strategy", "data-strategy": row.name, "data-seat": String(row.seat),
    "data-cost": v ? String(v.cost) : "" },
  el("h3", {}, row.title, el("span", { class: "seat" }, seat && " ", seat)),
  el("p", { class: "hint" }, v ? v.summary : label("lab.valuing")),
  v ? el("dl", {}, ...figure(v.value_label, v.value_text), ...figure(v.optimal_label, v.optimal_text),
    ...figure(label("lab.cost"), v.cost_text, v.explain.cost)) : "",
  v && v.costly.length ? el("button", { type: "button", "data-key": `positions:${row.name}:${row.seat}`,
    onclick: () => lab.showPositions(row) }, v.costly_title)
    : v ? el("p", { class: "hint" }, v.costly_title) : "");
}
