// Practice: positions to decide, each answered against the exact values. First the positions of the
// drill that are due (yours, or a player's: drill.js), then close decisions Python finds by playing on
// from the start (stb.bridge game_view {"practice": seed}), asked of you as the side to move. Each
// question starts clean (nothing selected, nothing said) and shows nothing of its answer before the
// choice, on screen or in the page. An answer is one game_play of the position as a question
// (stb.bridge.play): its first try answers the drill's card; a miss gets its judgement, its cost and a
// clue that names no move, then Try again or See the answer (with one move left untried, the answer:
// trying it would be no question); once right, or shown, every best move and every option's value,
// under the question. Before an answer the next question is a skip (that card stays due). A running
// accuracy and streak of first tries stay in this browser: Python grades each answer
// (stb.drill.GRADES): right, one more in the streak; close (an inaccuracy), the streak as it was;
// missed, the streak back to 0.

import { ask } from "./bridge.js";
import { el, explain } from "./dom.js";
import { DrillPanel, whose } from "./drill.js";
import { drillFields, keepAnswer } from "./drillstore.js";

const STATS = "stb:practice:";
const article = (word) => (/^[aeiou]/.test(word) ? "an" : "a");
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
      el("div", { class: "practice-bar", role: "group", "aria-label": "Practice" },
        (this.heading = el("p", { class: "status", tabindex: "-1" })),
        (this.statsLine = el("p", { class: "practice-stats" })),
        el("div", { class: "bar-buttons" },
          (this.nextButton = el("button", { type: "button", "data-key": "next", onclick: () => this.next() })),
          el("button", { type: "button", "data-key": "back", onclick: onBack }, "Back to the game"))),
      (this.verdict = el("p", { class: "event", role: "status" })),
      (this.tries = el("div", { class: "bar-buttons tries", hidden: true },
        el("button", { type: "button", class: "primary", "data-key": "try-again", onclick: () => this.tryAgain() }, "Try again"),
        el("button", { type: "button", "data-key": "see-answer", onclick: () => this.seeAnswer() }, "See the answer"))),
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
    this.drill = new DrillPanel({ game: this.request.game, owner, onAsk: (card) => this.open(this.asked(card, "asked now")), onGame,
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

  /** A drill's card as a question (`how`: where it comes from, in words). */
  asked(card, how) {
    return { request: { game: this.request.game, rules: card.rules, opponent: card.opponent, state: card.state },
      source: `one of ${whose(this.owner, true)} costly decisions, ${how}`, card };
  }

  /** The next position's request: the first card due and not skipped, else a close decision Python finds. */
  async pick() {
    const drilled = await this.drill.refresh();
    if (this.detached) return null;
    const card = drilled.ok ? drilled.due.find((due) => !this.skipped.has(cardKey(due))) : null;
    return card ? this.asked(card, "due now")
      : { request: { ...this.request, state: null, practice: Math.floor(this.random() * 2 ** 31) }, source: "a close decision", card: null };
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
      this.errorLine.textContent = "Those tiles are not one of this roll's moves: select tiles adding up to the roll.";
      return;
    }
    this.errorLine.textContent = "";
    this.asking = true;
    const drill = await this.drillFor();
    const { game, rules, opponent, state } = this.view;
    const played = await ask("game_play", { game, rules, opponent, state, move: moves.indexOf(move), seed: 0, question: true,
      ...(drill ? { drill } : {}) });
    this.asking = false;
    if (this.detached) return;
    if (!played.ok) return (this.errorLine.textContent = played.error);
    if (drill && played.drill) {
      keepAnswer(game, drill.owner, played.drill, { sent: drill.store }).then((kept) => !this.detached && this.drill?.show(kept, ""));
    }
    const graded = this.tried ? "" : played.record.graded;  // how the first try counts, where Python says it
    if (!this.tried) this.count(move, played.record.grade);
    this.chosenMove = move;
    this.untried.delete(move.move);
    const several = moves.filter((m) => m.best).length > 1;
    if (move.best) {
      this.verdict.textContent = `${this.tried ? `Right on try ${this.tried + 1}` : "Right"}: ${move.words} is `
        + `${several ? "one of the best moves" : "the best move"}.${this.first ? ` ${this.first.why}` : ""}${this.played()}`;
      this.shown = true;
      this.settled(this.tried ? "after" : "first");
    } else {
      this.first ??= played.record;
      this.tried += 1;
      this.missed = true;
      const answerLeft = this.untried.size <= 1;  // the one move left is the answer: no question to try, no clue
      this.verdict.textContent = `Not the best: ${move.words} is ${article(move.judgement)} ${move.judgement} (${move.cost_text}).`
        + (graded ? ` ${graded}` : "") + (answerLeft ? "" : ` ${played.record.clue}`);
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

  /** A first try, in the running accuracy and streak (`grade`: how Python counts it). */
  count(move, grade) {
    const { stats } = this;
    stats.accuracy = (stats.accuracy * stats.answered + move.accuracy) / (stats.answered + 1);
    stats.answered += 1;
    stats.streak = grade === "right" ? stats.streak + 1 : grade === "close" ? stats.streak : 0;
    stats.best = Math.max(stats.best, stats.streak);
    write(STATS + this.request.game, stats);
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
    this.verdict.textContent += ` ${this.view.position.best_sentence} ${this.first.why}${this.played()}`;
    this.settled("shown");
    this.draw();
    this.nextButton.focus();
  }

  draw() {
    const view = this.view;
    this.onTitle(`Practice: ${view.title}`);
    Object.assign(this.root.dataset, { phase: this.asking ? "pending" : this.missed ? "missed" : this.shown ? "answered" : "question",
      state: view.state });
    this.heading.textContent = this.headingText(view);
    this.nextButton.textContent = this.nextWords(this.shown);
    this.nextButton.classList.toggle("primary", this.shown);  // before an answer, a skip: the board's moves come first
    const { answered, accuracy, streak, best } = this.stats;
    const stats = answered ? `${answered} answered · accuracy ${accuracy.toFixed(1)} % · streak ${streak} (best ${best})` : "";
    if (this.statsLine.dataset.said !== stats) {  // redrawn only when it changes: a "?" opened stays open
      this.statsLine.dataset.said = stats;
      this.statsLine.replaceChildren(stats || "No answers yet.", stats && view.explain?.accuracy ? explain("Accuracy", view.explain.accuracy) : "");
    }
    const readOnly = this.shown || this.missed;
    this.boardArea.classList.toggle("read-only", readOnly);
    this.board.draw(view, { busy: false, readOnly, advice: this.shown, thrown: null, last: this.last, question: true });
    this.drawAdvice();
  }

  /** The question, kept once answered (a second try says so). */
  headingText(view) {
    const tried = this.tried && !this.shown && !this.missed ? `Try ${this.tried + 1}. ` : "";
    return `${tried}${view.message} ${this.source[0].toUpperCase()}${this.source.slice(1)}.`;
  }

  /** The next question's button: a skip before this one is answered. */
  nextWords(answered) {
    return answered ? "Next position" : "Skip this position";
  }

  drawAdvice() {
    if (!this.view) return;
    this.panel.show({
      position: this.view.position,
      explained: this.view.explain,
      played: this.shown ? this.chosenMove?.move ?? null : null,
      playedWord: "yours",
      chosen: this.shown || this.missed ? null : this.board.chosen?.(this.view) ?? null,
      hidden: !this.shown,
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

  detach() {
    this.detached = true;
    this.drill?.detach();
  }
}
