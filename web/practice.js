// Practice: positions to decide, each answered against the exact values. First the costly
// decisions of your own games that are due (mistakes and blunders, kept in this browser on a
// schedule: drill.js), then close decisions Python finds by playing on from the start
// (stb.bridge game_view {"practice": seed}). You answer on the board; the page shows every
// option's value and the cost of yours, with a running accuracy and streak. Everything stays in
// this browser.

import { ask } from "./bridge.js";
import { el } from "./dom.js";
import { drill, drillTools, drillWords, progress } from "./drill.js";

const STATS = "stb:practice:";

function read(key, empty) {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? "null");
    return value && typeof value === "object" ? value : empty;
  } catch {
    return empty;
  }
}

function write(key, value) {
  try { localStorage.setItem(key, JSON.stringify(value)); } catch { /* not kept */ }
}

export class PracticeView {
  /** game: which game; request: its rules and opponent; Board: the game's board; onBack(): leave practice. */
  constructor(options) {
    const { root, panel, Board, request, random, onTitle, onBack } = options;
    Object.assign(this, { root, panel, random, onTitle, request });
    this.stats = { answered: 0, accuracy: 0, streak: 0, best: 0, ...read(STATS + request.game, {}) };
    this.root.replaceChildren(
      el("div", { class: "practice-bar", role: "group", "aria-label": "Practice" },
        (this.heading = el("p", { class: "status", tabindex: "-1" })),
        (this.statsLine = el("p", { class: "practice-stats" })),
        el("div", { class: "bar-buttons" },
          (this.nextButton = el("button", { type: "button", class: "primary", "data-key": "next", onclick: () => this.next() },
            "Next position")),
          el("button", { type: "button", "data-key": "back", onclick: onBack }, "Back to the game"))),
      (this.verdict = el("p", { class: "event", role: "status" })),
      (this.boardArea = el("div", { class: "board question" })),
      (this.errorLine = el("p", { class: "error", role: "alert" })),
      (this.drillArea = el("section", { class: "drill", "aria-label": "Your saved mistakes" },
        (this.drillNote = el("p", { class: "drill-note", role: "alert" })),
        (this.drillLine = el("p", { class: "drill-line", "data-testid": "drill" })),
        drillTools(request.game, { changed: (answer) => this.showDrill(answer), say: (text) => { this.drillNote.textContent = text; } }),
        (this.progressArea = el("div", {})))));
    this.board = new Board(this.boardArea, {
      play: (fields) => this.answer(fields),
      undo: () => {},
      fail: (message) => { this.errorLine.textContent = message; },
      chosen: () => this.draw(),  // the tiles selected changed: redraw the board and the advice
    });
    this.root.dataset.game = request.game;
    this.prepare(options);
    this.next();
  }

  /** What a kind of practice reads from its options before its first position (nothing, here). */
  prepare() {}

  /** The next position, asked at once. */
  async next() {
    this.root.dataset.phase = "pending";
    const picked = await this.pick();
    if (this.detached || !picked) return;
    const answer = await ask("game_view", { ...picked.request, figure: false });
    if (this.detached) return;
    if (!answer.ok) {
      this.errorLine.textContent = answer.error;
      return;
    }
    this.view = answer;
    this.source = picked.source;
    this.card = picked.card;
    this.answered = null;
    this.errorLine.textContent = "";
    this.verdict.textContent = "";
    this.draw();
    this.heading.focus();
  }

  /** The next position's request: the saved mistake of this game due first, else a close decision
   *  Python finds; where it comes from, in words; and the drill's card it is (or null). */
  async pick() {
    const drilled = await drill(this.request.game);
    if (this.detached) return null;
    this.showDrill(drilled);
    const card = drilled.ok ? drilled.due[0] ?? null : null;
    return card ? { request: { game: this.request.game, rules: card.rules, opponent: card.opponent, state: card.state },
      source: "one of your costly decisions", card }
      : { request: { ...this.request, state: null, practice: Math.floor(this.random() * 2 ** 31) }, source: "a close decision", card: null };
  }

  /** Whether the values of every option are shown: once answered. */
  get revealed() { return Boolean(this.answered); }

  /** The drill's store as Python read it: what is due, the progress chart, and a reset's message. */
  showDrill(answer) {
    if (!answer.ok) {
      this.drillNote.textContent = answer.error;
      return;
    }
    if (answer.message) this.drillNote.textContent = answer.message;
    this.drillLine.textContent = drillWords(answer);
    this.progressArea.replaceChildren(progress(answer));
  }

  /** The move of the list the person chose (by its index); none, and the error line says why, when
   *  the tiles selected (Shut the Box) make no move of this roll. */
  chosenMove(fields) {
    const move = Number.isInteger(fields.move) ? this.view.position.moves[fields.move] : null;
    if (!move) this.errorLine.textContent = "Those tiles are not one of this roll's moves: select tiles adding up to the roll.";
    return move;
  }

  /** The person's answer: a move of the list, or (Shut the Box) the tiles selected. */
  answer(fields) {
    if (this.answered || !this.view?.position) return;
    const move = this.chosenMove(fields);
    if (!move) return;
    this.answered = move;
    const { stats } = this;
    stats.accuracy = (stats.accuracy * stats.answered + move.accuracy) / (stats.answered + 1);
    stats.answered += 1;
    stats.streak = move.best ? stats.streak + 1 : 0;
    stats.best = Math.max(stats.best, stats.streak);
    write(STATS + this.request.game, stats);
    if (this.card) {  // right, it comes back later; missed again, sooner
      const { rules, state } = this.card;
      drill(this.request.game, { answer: { rules, state, right: move.best } })
        .then((drilled) => this.detached || this.showDrill(drilled));
    }
    this.verdict.textContent = move.best ? `${move.words}: ${move.judgement}.`
      : `${move.words}: ${move.judgement}, ${move.cost_text}. Best: ${this.view.position.moves[0].words}.`;
    this.draw();
    this.nextButton.focus();
  }

  draw() {
    const view = this.view;
    this.onTitle(`Practice: ${view.title}`);
    Object.assign(this.root.dataset, { phase: this.answered ? "answered" : "question", state: view.state });
    this.heading.textContent = this.headingText(view);
    const { answered, accuracy, streak, best } = this.stats;
    this.statsLine.textContent = answered
      ? `${answered} answered · accuracy ${accuracy.toFixed(1)} % · streak ${streak} (best ${best})` : "No answers yet.";
    this.boardArea.classList.toggle("read-only", Boolean(this.answered));
    this.board.draw(view, { busy: false, readOnly: Boolean(this.answered), advice: this.revealed, thrown: null, last: null });
    this.drawAdvice();
  }

  headingText(view) {
    return this.answered ? `Practice (${this.source})` : `Your move? (${this.source}) ${view.message}`;
  }

  drawAdvice() {
    if (!this.view) return;
    this.panel.show({
      position: this.view.position,
      explained: this.view.explain,
      played: this.revealed ? this.answered?.move ?? null : null,
      playedWord: "yours",
      chosen: this.answered ? null : this.board.chosen?.(this.view) ?? null,
      hidden: !this.revealed,
      hiddenText: "Answer first: the exact values of every option appear here.",
      onPick: null,
    });
    this.panel.record(null);
  }

  key(event) {
    if (event.key === "n" || event.key === "N") this.next();
    else if (!this.board.key?.(event)) return;
    event.preventDefault();
  }

  detach() { this.detached = true; }
}
