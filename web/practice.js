// Practice: positions to decide, each answered against the exact values. First the positions of the
// drill that are due (yours, or a player's: drill.js), then close decisions Python finds by playing on
// from the start (stb.bridge game_view {"practice": seed}), asked of you as the side to move. Each
// question starts clean (nothing selected, nothing said) and shows nothing of its answer before the
// choice, on screen or in the page. An answer is one game_play of the position as a question
// (stb.bridge.play): its first try answers the drill's card; a miss gets its judgement, its cost and a
// clue that names no move, then Try again or See the answer (with one move left untried, the answer:
// trying it would be no question); once right, or shown, every best move and every option's value,
// under the question. Before an answer the next question is a skip (that card stays due). A running
// accuracy and streak of first tries stay in this browser, as numbers: Python grades each answer
// (stb.drill.GRADES) and counts it (stb.bridge.practice.counted): right, one more in the streak;
// close (an inaccuracy), the streak as it was; missed, the streak back to 0. Every sentence is
// Python's: the answer told, the best moves, the running count, the question's source.

import { ask } from "./bridge.js";
import { el, explain } from "./dom.js";
import { DrillPanel } from "./drill.js";
import { drillFields, keepAnswer } from "./drillstore.js";
import { label } from "./registry.js";

const STATS = "stb:practice:";
const cardKey = (card) => JSON.stringify([card.rules, card.state]);

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
  /** request: the game, its rules and opponent; owner: whose drill ("" yours); Board: the game's board;
   *  onBack(): leave practice; onGame(name): practice another game. */
  constructor(options) {
    const { root, panel, Board, request, random, onTitle, onBack } = options;
    Object.assign(this, { root, panel, random, onTitle, request, skipped: new Set() });
    this.stats = { answered: 0, accuracy: 0, streak: 0, best: 0, ...read(STATS + request.game, {}) };
    this.root.replaceChildren(
      el("div", { class: "practice-bar", role: "group", "aria-label": label("practice.name") },
        (this.heading = el("p", { class: "status", tabindex: "-1" })),
        (this.statsLine = el("p", { class: "practice-stats" })),
        el("div", { class: "bar-buttons" },
          (this.nextButton = el("button", { type: "button", "data-key": "next", onclick: () => this.next() })),
          el("button", { type: "button", "data-key": "back", onclick: onBack }, label("practice.back")))),
      (this.verdict = el("p", { class: "event", role: "status" })),
      (this.tries = el("div", { class: "bar-buttons tries", hidden: true },
        el("button", { type: "button", class: "primary", "data-key": "try-again", onclick: () => this.tryAgain() },
          label("practice.tryAgain")),
        el("button", { type: "button", "data-key": "see-answer", onclick: () => this.seeAnswer() }, label("practice.seeAnswer")))),
      (this.boardArea = el("div", { class: "board question" })),
      (this.errorLine = el("p", { class: "error", role: "alert" })),
      (this.drillRoot = el("div", {})));
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

  /** Practice's drill: the store of `owner`, its list and tools under the board. */
  prepare({ owner = "", onGame }) {
    this.owner = owner;
    this.drill?.detach();
    this.drill = new DrillPanel({ game: this.request.game, owner, onGame,
      onAsk: (card) => this.open(this.asked(card, this.drill.answer.panel.asked)),
      onOwner: (chosen) => { this.prepare({ owner: chosen, onGame }); this.next(); } });
    this.drillRoot.replaceChildren(this.drill.root);
  }

  /** The next position, asked at once; a question left unanswered is skipped (it stays due). */
  async next() {
    if (this.asking || this.picking) return;  // an answer, or the next question, on its way
    if (this.card && !this.tried && !this.shown) this.skipped.add(cardKey(this.card));
    this.root.dataset.phase = "pending";
    this.picking = true;
    try {
      const picked = await this.pick();
      if (!this.detached && picked) await this.open(picked);
    } finally {
      this.picking = false;
    }
  }

  /** A drill's card as a question (`source`: where it comes from, Python's sentence). */
  asked(card, source) {
    return { request: { game: this.request.game, rules: card.rules, opponent: card.opponent, state: card.state }, source, card };
  }

  /** The next position's request: the first card due and not skipped, else a close decision Python
   *  finds; the running count said as Python says it, with the store. */
  async pick() {
    const drilled = await this.drill.refresh({ stats: this.stats });
    if (this.detached) return null;
    this.statsSaid = drilled.stats?.said ?? this.statsSaid;
    const card = drilled.ok ? drilled.due.find((due) => !this.skipped.has(cardKey(due))) : null;
    return card ? this.asked(card, drilled.panel.due)
      : { request: { ...this.request, state: null, practice: Math.floor(this.random() * 2 ** 31) }, source: label("practice.close"),
        card: null };
  }

  /** A question ({request, source, card, last: the record whose dice led to it}), clean: nothing selected, nothing said. */
  async open({ request, source, card, last = null }) {
    if (this.asking) return;  // an answer on its way is to this question
    this.root.dataset.phase = "pending";
    const ticket = (this.opening = (this.opening ?? 0) + 1);
    const view = await ask("game_view", { ...request, figure: false });
    if (this.detached || ticket !== this.opening) return;  // another question asked since
    if (!view.ok) {
      this.errorLine.textContent = view.error;
      this.root.dataset.phase = "failed";  // said: the next question may be asked
      return;
    }
    Object.assign(this, { view, source, card, last, tried: 0, first: null, chosenMove: null, shown: false, missed: false,
      untried: new Set(view.position?.moves.map((m) => m.move)) });
    this.board.reset?.();
    this.errorLine.textContent = this.verdict.textContent = "";
    this.tries.hidden = true;
    this.draw();
    this.heading.focus();
  }

  /** What an answer hands Python of the drill: the card's store, answered with the first try; none for a close decision. */
  drillFor() {
    return this.card && !this.tried ? drillFields(this.request.game, this.owner, null, { answer: true, list: true }) : null;
  }

  /** The person's answer (a move of the list, or Shut the Box's tiles), told by Python as a question:
   *  right, or its judgement, cost and clue, then Try again or See the answer. */
  async answer(fields) {
    const moves = this.view?.position?.moves;
    if (!moves || this.asking || this.root.dataset.phase !== "question") return;  // answered, or the next on its way
    const move = Number.isInteger(fields.move) ? moves[fields.move] : null;
    if (!move) {
      this.errorLine.textContent = label("practice.notAMove");
      return;
    }
    this.errorLine.textContent = "";
    this.asking = true;
    const drill = await this.drillFor();
    const { game, rules, opponent, state } = this.view;
    const played = await ask("game_play", { game, rules, opponent, state, move: moves.indexOf(move), seed: 0, question: true,
      try: this.tried + 1, ...(this.tried || !this.stats ? {} : { stats: this.stats }), ...(drill ? { drill } : {}) });
    this.asking = false;
    if (this.detached) return;
    if (!played.ok) return (this.errorLine.textContent = played.error);
    if (drill && played.drill) {
      keepAnswer(game, drill.owner, played.drill, { sent: drill.store }).then((kept) => !this.detached && this.drill?.show(kept, ""));
    }
    const graded = this.tried ? "" : played.record.graded;  // how the first try counts, where Python says it
    if (!this.tried) this.count(played.stats);
    this.chosenMove = move;
    this.untried.delete(move.move);
    if (move.best) {
      this.verdict.textContent = `${played.record.question_verdict}${this.first ? ` ${this.first.why}` : ""}${this.played()}`;
      this.shown = true;
      this.settled(this.tried ? "after" : "first");
    } else {
      this.first ??= played.record;
      this.tried += 1;
      this.missed = true;
      const answerLeft = this.untried.size <= 1;  // the one move left is the answer: no question to try, no clue
      this.verdict.textContent = played.record.question_verdict + (graded ? ` ${graded}` : "")
        + (answerLeft ? "" : ` ${played.record.clue}`);
      if (answerLeft) return this.seeAnswer();
    }
    this.tries.hidden = !this.missed;
    this.draw();
    (this.missed ? this.tries.querySelector("button") : this.nextButton).focus();
  }

  /** What was played in the game here, said once the question is answered: nothing in Practice (Retry's). */
  played() {
    return "";
  }

  /** A first try, in the running accuracy and streak as Python counted it: its numbers kept in this
   *  browser (no words: a language switch keeps them), its sentence shown. */
  count(counted) {
    if (!counted) return;
    const { answered, accuracy, streak, best, said } = counted;
    this.stats = { answered, accuracy, streak, best };
    this.statsSaid = said;
    write(STATS + this.request.game, this.stats);
  }

  /** How a question ended ("first", "after" a try, "shown"): Retry sums them up. */
  settled() {}

  /** Another try: the clue stays, the board is clean. */
  tryAgain() {
    if (!this.missed) return;
    Object.assign(this, { missed: false, chosenMove: null });
    this.tries.hidden = true;
    this.board.reset?.();
    this.draw();
    this.heading.focus();
  }

  /** The answer: every best move, and why the best beats the first move tried. */
  seeAnswer() {
    if (!this.missed) return;
    Object.assign(this, { missed: false, shown: true });
    this.tries.hidden = true;
    this.verdict.textContent += ` ${this.first.best_moves} ${this.first.why}${this.played()}`;
    this.settled("shown");
    this.draw();
    this.nextButton.focus();
  }

  draw() {
    const view = this.view;
    this.onTitle(label("practice.title", { title: view.title }));
    Object.assign(this.root.dataset, { phase: this.asking ? "pending" : this.missed ? "missed" : this.shown ? "answered" : "question",
      state: view.state });
    this.heading.textContent = this.headingText(view);
    this.nextButton.textContent = this.nextWords(this.shown);
    this.nextButton.classList.toggle("primary", this.shown);  // before an answer, a skip: the board's moves come first
    const said = this.statsSaid ?? "";
    if (this.statsLine.dataset.said !== said) {  // redrawn only when it changes: a "?" opened stays open
      this.statsLine.dataset.said = said;
      this.statsLine.replaceChildren(said, this.stats?.answered > 0 && view.explain?.accuracy
        ? explain(label("practice.accuracy"), view.explain.accuracy) : "");
    }
    const readOnly = this.shown || this.missed;
    this.boardArea.classList.toggle("read-only", readOnly);
    this.board.draw(view, { busy: false, readOnly, advice: this.shown, thrown: null, last: this.last, question: true });
    this.drawAdvice();
  }

  /** The question, kept once answered (a second try says so). */
  headingText(view) {
    const tried = this.tried && !this.shown && !this.missed ? `${label("practice.try", { count: this.tried + 1 })} ` : "";
    return `${tried}${view.message} ${this.source}`;
  }

  /** The next question's button: a skip before this one is answered. */
  nextWords(answered) {
    return answered ? label("practice.next") : label("practice.skip");
  }

  drawAdvice() {
    if (!this.view) return;
    this.panel.show({
      position: this.view.position,
      explained: this.view.explain,
      played: this.shown ? this.chosenMove?.move ?? null : null,
      playedWord: label("practice.yours"),
      chosen: this.shown || this.missed ? null : this.board.chosen?.(this.view) ?? null,
      hidden: !this.shown,
      hiddenText: label("practice.hidden"),
      onPick: null,
    });
    this.panel.record(null);
  }

  key(event) {
    if (event.key === "n" || event.key === "N") this.next();
    else if (!this.board.key?.(event)) return;
    event.preventDefault();
  }

  detach() {
    this.detached = true;
    this.drill?.detach();
  }
}
