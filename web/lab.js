// The strategy lab: how much a rule of thumb costs against optimal play, exactly. Python values
// each strategy the game names for its rules (stb.bridge game_view {"strategy": {name, seat}}),
// one at a time so the table fills as they come; each strategy's costliest decisions open on the
// board, read-only, with their full advice and the strategy's move marked.

import { ask } from "./bridge.js";
import { el } from "./dom.js";

export class LabView {
  /** request: the game and rules in play; Board: the game's board; onBack(): back to the game. */
  constructor({ root, panel, Board, request, onTitle, onBack }) {
    Object.assign(this, { root, panel, request, onTitle });
    this.root.replaceChildren(
      el("div", { class: "practice-bar", role: "group", "aria-label": "Strategies" },
        (this.heading = el("p", { class: "status", tabindex: "-1" }, "Strategies against optimal play")),
        (this.backToTable = el("button", { type: "button", hidden: true, "data-key": "table", onclick: () => this.showTable() },
          "◀ All strategies")),
        el("button", { type: "button", "data-key": "back", onclick: onBack }, "Back to the game")),
      (this.note = el("p", { class: "event" })),
      (this.tableArea = el("div", {})),
      (this.boardArea = el("div", { class: "board", hidden: true })),
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
    this.onTitle(`Strategies: ${view.title}`);
    this.note.textContent = view.lab.length ? "Each strategy is valued exactly (no simulation), against a player who plays "
      + "optimally. Open a strategy's positions to see where it loses most." : "This game has no strategies to compare yet.";
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
    this.panel.show({ position: null, note: "Pick a strategy's position to see the advice there." });
    this.drawTable();
  }

  drawTable() {
    const seated = this.rows.some((r) => r.seat !== null);
    const table = el("table", { class: "moves lab", "aria-label": "Strategies" },
      el("thead", {}, el("tr", {}, ...["Strategy", ...(seated ? ["Seat"] : []), "Its value", "Optimal", "Cost", "Positions"]
        .map((h) => el("th", { scope: "col" }, h)))),
      el("tbody", {}, ...this.rows.map((row) => {
        const v = row.value;
        return el("tr", { "data-strategy": row.name, "data-seat": String(row.seat), "data-cost": v ? String(v.cost) : "" },
          el("th", { scope: "row" }, el("strong", {}, row.name), v ? el("span", { class: "hint" }, ` ${v.description}`) : ""),
          seated ? el("td", {}, row.seat === 0 ? "first" : "second") : null,
          el("td", { class: "num" }, v ? v.value_text : "…"),
          el("td", { class: "num" }, v ? v.optimal_text : "…"),
          el("td", { class: "num cost" }, v ? v.cost_text : "…"),
          el("td", {}, v && v.costly.length ? el("button", { type: "button", "data-key": `positions:${row.name}:${row.seat}`,
            onclick: () => this.showPositions(row) }, `${v.costly.length} costly`) : v ? "none" : ""));
      })));
    const positions = this.open ? el("section", { class: "lab-positions", "aria-label": `Where ${this.open.name} loses most` },
      el("h3", {}, `Where ${this.open.name} loses most`),
      el("ol", {}, ...this.open.value.costly.map((d, i) => el("li", {},
        el("button", { type: "button", "data-key": `costly:${i}`, onclick: () => this.inspect(this.open, d) },
          `${d.words} (best: ${d.best_words})`),
        ` costs ${d.cost_text}${d.reach < 1 ? `, met with chance ${(100 * d.reach).toFixed(2)} %` : ""}`)))) : "";
    this.tableArea.replaceChildren(el("div", { class: "scroll", tabindex: "0", role: "region", "aria-label": "Strategies" }, table), positions);
  }

  showPositions(row) {
    this.open = row;
    this.drawTable();
  }

  /** One costly decision, on the board and in the advice panel, the strategy's move marked. */
  async inspect(row, decision) {
    const answer = await ask("game_view", { game: this.request.game, rules: row.value.rules, opponent: { mode: "people" },
      state: decision.position });
    if (!answer.ok) return this.fail(answer.error);
    this.tableArea.hidden = true;
    this.boardArea.hidden = false;
    this.backToTable.hidden = false;
    this.heading.textContent = `${row.name}: a position where it loses ${decision.cost_text}`;
    this.board.draw(answer, { busy: false, readOnly: true, advice: true, thrown: null, last: null });
    this.panel.show({ position: answer.position, played: decision.move, playedWord: row.name,
      note: `${answer.message} (${decision.position})` });
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
