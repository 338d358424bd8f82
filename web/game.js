// One view for every game. It keeps the game as the bridge reads it (rules, opponent, start, every
// move and its dice), asks Python (stb.bridge) for each view, play and review, and draws what
// Python answers: how to play, the rules, the state of play, what the last move was worth (by the
// board, in view), the board (drawn by the game's own module: shutbox.js, pig.js, nim.js,
// chopsticks.js), the advice, the result at the end, the record and the review.
//
// Its requests wait in line (plays.js); its rules form is controls.js, the review walk walk.js, its
// keys keys.js, keeping and sharing the game sharing.js.

import { ready } from "./bridge.js";
import { RulesForm } from "./controls.js";
import { el, throwDice } from "./dom.js";
import { keepAccuracy, keepMistakes } from "./drill.js";
import { gameKey } from "./keys.js";
import { Plays } from "./plays.js";
import { RetryButtons } from "./retry.js";
import { Review } from "./review.js";
import { copyLink, download, keep, readSavedGame } from "./sharing.js";
import { TutorQuestion, tutorField } from "./tutor.js";
import { ReviewWalk } from "./walk.js";

const COMPUTER_PAUSE = 450;  // ms between the computer's moves, so each can be seen
const WIDE = "(min-width: 700px)";  // narrower, the rules fold and a verdict's why is one tap away
let pythonUp = false;
ready.then(() => { pythonUp = true; }, () => {});

/** The focus is gone: on the page itself, or on a control just disabled or hidden (the browser
 *  moves it to the page only later). */
function focusLost(node) {
  return !node || node === document.body || node.disabled || !node.checkVisibility();
}

/** Scroll just enough for `node` to be wholly on the screen; then, if they fit on it together, for
 *  `next` (below it) too. */
function inView(node, next = null) {
  const box = node.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) node.scrollIntoView({ block: "nearest" });
  const top = node.getBoundingClientRect().top, bottom = next?.getBoundingClientRect().bottom;
  if (bottom > innerHeight && bottom - top < innerHeight) scrollBy(0, bottom - innerHeight + 8);
}

export class GameView {
  /**
   * root: the game's section; panel: the shared AdvicePanel; Board: the game's board class;
   * shown: a view to draw at once (a start view shipped with the site, or the saved last view);
   * random: the page's dice; onTitle(text): the page's heading (null: the game's name alone);
   * reviewRoot: the review's section (after the advice, so that on a phone the advice comes first).
   */
  constructor({ root, panel, Board, shown = null, random, onTitle, reviewRoot, onRetry }) {
    Object.assign(this, { root, panel, random, onTitle });
    this.retry = new RetryButtons((records) => onRetry(this, records));  // this game's costly decisions, as questions
    this.moves = [];          // the record: {move, faces | total, by}, as game_review replays it
    this.records = [];        // Python's records of those moves (words, values, costs, verdicts, luck)
    this.reviewed = null;     // Python's last review (totals, chart, the saved game)
    this.waiting = false;     // the computer is to move, but the position was just opened: wait
    this.settingUp = false;   // new rules are being solved: no board until Python has them
    this.replaced = null;     // the game a change of rules replaced, until the next move: {request, start, moves}
    this.plays = new Plays((message) => this.fail(message));
    this.walk = new ReviewWalk(this);
    this.error = "";
    this.build(Board);
    this.review = new Review(reviewRoot, (i) => this.walk.open(i));
    reviewRoot.append(this.retry.buttons[1]);
    reviewRoot.hidden = false;
    if (shown) this.show(shown);
  }

  get pending() { return this.plays.pending; }

  get viewing() { return this.walk.viewing; }

  /** The turn is the person's at the screen: a live position (not a review, not new rules being
   *  solved) that the computer is not to move. Every control of the game acts only then. */
  get yours() {
    return Boolean(this.live) && !this.live.computer_to_move && !this.viewing && !this.settingUp;
  }

  // ---- the game --------------------------------------------------------------------------------

  /** Open a game: a request ({game, rules, opponent, state}), and the moves already played from `start`. */
  open(request, { moves = [], start = null, waiting = true } = {}) {
    return this.plays.then(async () => {
      this.request = { game: request.game, rules: request.rules ?? {}, opponent: request.opponent ?? {}, state: request.state ?? null };
      this.start = start ?? this.request.state;
      this.moves = [...moves];
      this.records = [];
      this.walk.viewing = null;
      if (this.moves.length && !(await this.replay())) return;
      if (!this.moves.length) this.clearReview();
      await this.refresh({ waiting });
    });
  }

  /** Ask Python to replay the moves from the start: the records, the totals and the position reached. */
  async replay() {
    const answer = await this.plays.ask("game_review", { ...this.request, start: this.start, moves: this.moves });
    if (!answer.ok) {
      this.fail(`The game could not be replayed (${answer.error}).`);
      return false;
    }
    this.reviewed = answer;
    this.records = answer.records;
    this.request.state = answer.state;
    this.retry.update(this.request.game, this.records);
    return true;
  }

  async refresh({ waiting = false } = {}) {
    const answer = await this.plays.ask("game_view", { ...this.request, figure: this.needsFigure() });
    if (!answer.ok) return this.fail(answer.error);
    this.show(answer, { waiting });
  }

  newGame(rules = this.request.rules, opponent = this.request.opponent) {
    this.replaced = null;
    return this.open({ ...this.request, rules, opponent, state: null }, { waiting: false });
  }

  /** Play a move of the view's list; dice it throws are thrown here (chance, not a rule). */
  play(fields, { asked = false } = {}) {
    if (!this.yours || this.live.phase !== "move") return;
    const move = this.live.position?.moves.find((m) => m.move === fields.move);
    const chosen = move ?? this.live.position?.moves.find((m) => m.move === this.board.chosen?.(this.live));
    if (!asked && this.tutor.stops(this.live, chosen, fields, this.live.names[this.live.to_move])) return;
    if (move?.throw && fields.faces === undefined && fields.total === undefined) {
      fields = { ...fields, faces: throwDice(move.throw, this.random) };
    }
    if (move?.seeded && fields.total === undefined) fields = { ...fields, seed: Math.floor(this.random() * 2 ** 31) };
    this.thrown = fields.faces || fields.total ? { faces: fields.faces ?? null, total: fields.total ?? null } : null;
    if (this.thrown) performance.mark("stb:roll");  // to its advice on screen: "stb:roll-to-advice" (bench-web)
    this.waiting = false;
    this.send(fields);
  }

  computerMove() {
    this.waiting = false;
    this.send({ computer: true, seed: Math.floor(this.random() * 2 ** 31) });
  }

  send(fields) {
    const plays = this.plays;
    plays.pending += 1;
    if (!fields.computer) {  // the person acts: what was said about their last action is done with
      this.error = "";
      this.actionNote.textContent = "";
    }
    this.draw();
    plays.then(async () => {
      const passed = !fields.computer && this.live.computer_to_move;  // while this play waited in line
      let answer;
      try {
        answer = passed ? null : await plays.ask("game_play", { ...this.request, ...fields });
      } finally {  // each play releases its own count, whatever happens to the others in line
        plays.pending -= 1;
        this.thrown = null;
      }
      if (passed) {
        this.fail("Not played: your turn had ended, and the computer plays now.");
        return this.show(this.live);  // the computer's move, held back while this play waited
      }
      if (!answer.ok) return this.fail(answer.error);
      if (fields.faces || fields.total) requestAnimationFrame(() => performance.measure("stb:roll-to-advice", "stb:roll"));
      this.moves.push(answer.saved);
      this.records.push(answer.record);
      this.replaced = null;
      keepMistakes([answer.record], this.request).then((message) => message && this.say(message));
      this.show(answer.view);
      const action = [...this.boardArea.querySelectorAll(".live-only")].find((node) => node.checkVisibility());
      if (answer.view.phase === "game-over") inView(this.resultCard);
      else inView(this.verdicts, action);  // what your move was worth, and your next action under it
      this.updateReview();
    });
  }

  /** Undo roll (Shut the Box): the roll the side to move has just made, no tile shut for it yet;
   *  never a move of the other side's, nor of a turn that has ended. */
  undoRoll() {
    const last = this.records.at(-1);
    if (!this.yours || this.pending || this.live.phase !== "move" || last?.state !== this.live.state
      || last.player !== this.live.to_move || last.total === null) return;
    this.rewind(this.moves.length - 1);
  }

  /** Where Take back goes back to: the last move made at the screen (yours, or between two people the
   *  last move), with the computer's moves after it; null when there is none. */
  takeBackFrom() {
    const from = this.moves.findLastIndex((m) => m.by !== "computer");
    return from < 0 ? null : from;
  }

  /** The computer's moves after move `from`, in words ("" when none). */
  repliesTo(from) {
    const count = this.moves.length - 1 - from;
    return count === 0 ? "" : count === 1 ? "the computer's reply" : `the computer's ${count} moves after it`;
  }

  /** What Take back takes back, in words: whose move, and the computer's after it. */
  takeBackWords(from) {
    const name = this.live.names[this.records[from].player];
    const replies = this.repliesTo(from);
    const whose = name === "You" ? "your" : `${name.replace(/^The /, "the ")}'s`;  // mid-sentence: "the computer's"
    return `Take back ${whose} last move${replies && ` and ${replies}`}`;
  }

  /** Take back what the button says, and say what was taken back. */
  takeBack() {
    const from = this.takeBackFrom();
    if (!this.yours || this.pending || from === null) return;
    const replies = this.repliesTo(from);
    const note = `Taken back: ${this.records[from].event}${replies && ` Also ${replies}.`}`;
    this.rewind(from);
    this.say(note);
  }

  /** Back to the position before move `keep`: the moves from it on leave the record and the review. */
  rewind(keep) {
    this.request.state = this.records[keep].position;
    this.moves = this.moves.slice(0, keep);
    this.records = this.records.slice(0, keep);
    this.plays.then(async () => {
      await this.refresh({ waiting: true });
      this.updateReview();
    });
  }

  /** Pig's policy map comes once per rules: ask for it when the rules have none drawn. */
  needsFigure() {
    return this.request?.game === "pig" && this.figure?.rules !== JSON.stringify(this.request.rules);
  }

  key(event) {
    if (gameKey(this, event)) event.preventDefault();
  }

  // ---- rules and players --------------------------------------------------------------------------

  /** New rules start a new game once Python has them (the game replaced can be had back until the next
   *  move; rules Python refuses leave the game as it was); new players carry on from the position. */
  changeControls({ rules, opponent }, rulesChanged) {
    if (!rulesChanged) {
      this.request.opponent = opponent;
      return this.plays.then(() => this.refresh({ waiting: false }));
    }
    const replaced = { request: { ...this.request }, start: this.start, moves: [...this.moves] };
    this.settingUp = true;
    this.error = "";
    this.draw();
    this.plays.then(async () => {
      const answer = await this.plays.ask("game_view", { ...this.request, rules, opponent, state: null, figure: this.request.game === "pig" });
      this.settingUp = false;
      if (!answer.ok) {
        this.controls.key = null;  // the form shows the rules in play again
        return this.fail(answer.error);
      }
      Object.assign(this, { start: null, moves: [], records: [], replaced: replaced.moves.length ? replaced : null });
      this.clearReview();
      this.show(answer);
    });
  }

  /** Back to the game a change of rules replaced, with its rules and every move. */
  bringBack() {
    const { request, start, moves } = this.replaced;
    this.replaced = null;
    this.open({ ...request, state: start }, { moves, start }).then(() => this.updateReview());
  }

  setBlind(blind) {
    this.blind = blind;
    this.draw();
  }

  // ---- drawing ----------------------------------------------------------------------------------

  build(Board) {
    this.controls = new RulesForm((values, rulesChanged) => this.changeControls(values, rulesChanged));
    this.root.replaceChildren(
      el("div", { class: "folds" },
        (this.howTo = el("details", { class: "how-to", "data-key": "how-to" },
          el("summary", {}, "How to play"), (this.howToBody = el("div", { class: "how-to-body" })))),
        el("details", { class: "settings-fold", open: matchMedia(WIDE).matches },
          el("summary", {}, "Rules and players"), this.controls.form)),
      (this.ruleChange = el("p", { class: "rule-change", role: "status", hidden: true },
        "New rules: a new game started. ",
        el("button", { type: "button", "data-key": "bring-back", onclick: () => this.bringBack() }, "Undo: back to my game"))),
      (this.statusLine = el("p", { class: "status", role: "status", tabindex: "-1" })),
      (this.resultCard = el("section", { class: "result", "aria-label": "Result", hidden: true, "data-testid": "result" },
        (this.resultTitle = el("h2", { tabindex: "-1" })),
        (this.resultDetail = el("ul", { class: "result-lines" })),
        (this.resultButtons = el("div", { class: "result-buttons" },
          el("button", { type: "button", class: "primary", "data-key": "play-again", onclick: () => this.newGame() }, "Play again"),
          el("button", { type: "button", "data-key": "review", onclick: () => this.walk.open(0) }, "Review the game"),
          this.retry.buttons[0])))),
      (this.summaryLine = el("p", { class: "summary", "aria-hidden": "true" })),
      (this.waitButton = el("button", { type: "button", class: "primary", hidden: true, "data-key": "wait",
        onclick: () => this.computerMove() }, "Let the computer move")),
      this.walk.bar,
      (this.verdicts = el("div", { class: "verdicts", "aria-live": "polite", "data-testid": "verdict" },
        (this.verdictLine = el("div", { class: "verdict", "data-testid": "your-verdict" })),
        (this.sinceLine = el("div", { class: "verdict since", "data-testid": "since" })))),
      (this.tutor = new TutorQuestion({ play: (fields) => this.play(fields, { asked: true }),
        focus: () => this.boardArea.querySelector("button:not([disabled])")?.focus() })).root,
      (this.boardArea = el("div", { class: "board" })),
      (this.errorLine = el("p", { class: "error", role: "alert" })),
      el("div", { class: "actions" },
        (this.takeBackButton = el("button", { type: "button", "data-key": "take-back", "aria-keyshortcuts": "U",
          onclick: () => this.takeBack() }, "Take back")),
        el("button", { type: "button", "data-key": "copy-link", onclick: () => copyLink((text) => this.say(text)) }, "Copy link"),
        (this.saveButton = el("button", { type: "button", "data-key": "save", onclick: () => download(this.reviewed.saved) },
          "Save game")),
        el("label", { class: "button" }, "Load game",
          el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden",
            onchange: (e) => this.upload(e.target) })),
        tutorField()),
      (this.actionNote = el("p", { class: "action-note", role: "status" })),
    );
    // An error is said next to what was used last (a form, the board's buttons), not far below it.
    this.root.addEventListener("pointerdown", (e) => { this.usedLast = e.target; }, true);
    this.root.addEventListener("keydown", (e) => { this.usedLast = e.target; }, true);
    this.board = new Board(this.boardArea, {
      play: (fields) => this.play(fields),
      undo: () => this.undoRoll(),
      fail: (message) => this.fail(message),
      chosen: () => this.draw(),  // the tiles selected changed: redraw, the focus kept
    });
  }

  show(view, { waiting = false } = {}) {
    if (this.plays.left) return;
    if (view.figure) this.figure = { rules: JSON.stringify(view.rules), svg: view.figure };
    this.live = view;
    this.request = { game: view.game, rules: view.rules, opponent: view.opponent, state: view.state };
    this.start ??= view.state;
    this.waiting = waiting && view.computer_to_move;
    this.draw();
    keep(this);
    if (view.computer_to_move && !this.waiting && view.phase === "move") {
      setTimeout(() => {
        if (this.live === view && !this.pending && !this.viewing && !this.plays.left) this.computerMove();
      }, COMPUTER_PAUSE);
    }
  }

  draw() {
    if (this.plays.left) return;
    if (this.settingUp) return this.drawSettingUp();
    const view = this.viewing?.view ?? this.live;
    if (!view) return;
    this.rememberFocus();
    const over = view.phase === "game-over" && !this.viewing;
    this.onTitle(view.title);
    this.boardArea.hidden = false;
    // what is being played, for tests and styles; `computer`: to move by itself ("moving") or when asked ("waiting")
    Object.assign(this.root.dataset, { game: view.game, phase: this.pending ? "pending" : view.phase,
      state: this.live.state, toMove: String(this.live.to_move),
      computer: !this.live.computer_to_move ? "" : this.waiting ? "waiting" : "moving" });
    this.controls.draw(this.live.controls);
    this.drawHowTo(view);
    this.ruleChange.hidden = !this.replaced;
    this.statusLine.hidden = over || Boolean(this.viewing);
    this.statusLine.textContent = this.thrown && !this.viewing
      ? `Rolled ${this.thrown.faces?.join(" + ") ?? this.thrown.total}. ${pythonUp ? ""
        : "Python is still starting: choose your move already, it is checked as soon as Python is ready."}`
      : view.message;
    this.drawResult(over ? view : null);
    this.drawVerdict();
    this.tutor.follow(this.viewing || this.pending ? null : this.live.state);
    this.waitButton.hidden = !(this.waiting && !this.viewing);
    this.walk.draw(this.records.length);
    const last = this.viewing ? this.records[this.viewing.index - 1] ?? null : this.records.at(-1);
    const readOnly = Boolean(this.viewing) || view.phase === "game-over";
    this.boardArea.classList.toggle("read-only", readOnly);
    this.board.draw(view, { busy: this.pending > 0, readOnly,
      advice: !this.blind || view.phase === "game-over", thrown: this.viewing ? null : this.thrown, last,
      figure: this.figure?.svg });
    const from = this.takeBackFrom();
    this.takeBackButton.disabled = !this.yours || this.pending > 0 || from === null;
    this.takeBackButton.textContent = from === null ? "Take back" : this.takeBackWords(from);
    this.saveButton.disabled = !this.reviewed;
    this.errorLine.textContent = this.error;
    this.drawAdvice();
    this.restoreFocus();
  }

  /** While new rules solve: nothing of the old game, nothing of the new one yet. */
  drawSettingUp() {
    this.onTitle(null);
    this.root.dataset.phase = "pending";
    for (const node of [this.resultCard, this.waitButton, this.boardArea, this.ruleChange]) node.hidden = true;
    this.statusLine.hidden = false;
    this.statusLine.textContent = "New rules: Python is working out the best play for them…";
    for (const line of [this.verdictLine, this.sinceLine]) this.tell(line, null);
    this.summaryLine.textContent = this.errorLine.textContent = "";
    this.panel.warming("Python is solving the new rules.");
    this.clearReview();
  }

  drawHowTo(view) {
    const key = JSON.stringify(view.how_to_play);
    if (this.howToKey === key) return;
    this.howToKey = key;
    this.howToBody.replaceChildren(...view.how_to_play.map((text) => el("p", {}, text)));
  }

  /** The end, as Python's result card says it (stb.bridge.review.result): who won and by how much,
   *  then each person's accuracy and cost against best play; the game's message until the review
   *  comes. The card's actions are the buttons under it (`resultButtons`). */
  drawResult(view) {
    this.resultCard.hidden = !view;
    if (!view) return;
    const result = this.reviewed?.result;
    this.resultTitle.textContent = result?.title ?? view.message;
    this.resultDetail.replaceChildren(...(result?.lines ?? []).map((line) => el("li", {}, line)));
  }

  /** Next to the board: what your last move was worth (a decision, or a forced move, not a throw of
   *  the dice), kept until your next one, and the last move since (the dice, the computer's moves);
   *  in the review, the move played from the position reviewed. */
  drawVerdict() {
    if (this.viewing) {
      this.tell(this.verdictLine, this.viewing.played, "Then: ");
      return this.tell(this.sinceLine, null);
    }
    const yours = this.records.findLastIndex((r) => r.by === "player" && (!r.forced || (r.faces ?? r.total) === null));
    this.tell(this.verdictLine, this.records[yours] ?? null);
    this.tell(this.sinceLine, this.records.length - 1 > yours ? this.records.at(-1) : null);
  }

  /** A record's verdict on a line (its event alone in blind play), its why folded behind "Why?" on
   *  a phone; a line saying the same as before is left as it is (its why as opened or closed). */
  tell(line, record, before = "") {
    const blind = this.blind && this.live?.phase !== "game-over";
    const text = !record ? "" : blind ? record.event : record.verdict;
    const why = !blind && record?.why && text.endsWith(record.why) ? record.why : "";
    line.dataset.judgement = record && !blind && !record.forced ? record.judgement : "";
    const said = JSON.stringify([before, text, record?.note]);
    if (line.said === said) return;
    line.said = said;
    line.replaceChildren(...(!record ? [] : [`${before}${text.slice(0, text.length - why.length).trimEnd()}`,
      why ? el("details", { class: "why", open: matchMedia(WIDE).matches }, el("summary", {}, "Why?"), ` ${why.replace(/^Why: /, "")}`) : "",
      record.note ? ` ${record.note}` : ""]));
  }

  /** The control that has the focus (by its data-key), kept while redrawing disables or replaces it. */
  rememberFocus() {
    const active = document.activeElement;
    const key = active?.closest?.("[data-key]")?.dataset.key;
    if (key && (this.root.contains(active) || this.panel.root.contains(active))) this.focusKey = key;
    else if (active && active !== document.body) this.focusKey = null;
  }

  /** Focus back on the control that acted, or, where it is gone or disabled, the board's next action;
   *  while a play waits for Python, the controls it disabled wait with it. */
  restoreFocus() {
    if (!this.focusKey || !focusLost(document.activeElement) || this.pending) return;
    const roots = [this.root, this.panel.root];
    const same = roots.map((r) => r.querySelector(`[data-key="${CSS.escape(this.focusKey)}"]`)).find(Boolean);
    const usable = (selector) => [...this.boardArea.querySelectorAll(selector)].find((button) => !focusLost(button));
    const next = same && !focusLost(same) ? same : usable("button.primary") ?? usable("button")
      ?? (this.resultCard.hidden ? null : this.resultCard.querySelector("button"));
    (next ?? this.statusLine).focus();
  }

  drawAdvice() {
    const view = this.viewing?.view ?? this.live;
    const over = view.phase === "game-over";
    const hidden = this.blind && !over;
    const thinking = !this.viewing && !over && view.computer_to_move;
    const mine = !this.viewing && !over && !view.computer_to_move && !this.pending;
    this.panel.show({
      position: view.position,
      explained: view.explain,
      hidden,
      instead: !thinking ? "" : this.waiting ? "The computer is to move: it moves when you press “Let the computer move”."
        : "The computer is choosing its move…",
      played: this.viewing?.played?.move ?? null,
      chosen: this.viewing ? null : this.board.chosen?.(view) ?? null,
      onPick: mine ? (move) => this.play({ move }) : null,
      onPreview: this.board.preview ? (move) => this.board.preview(move) : null,
      note: over && !this.viewing ? "The game is over. Every move played, with what it cost against the best:" : "",
      think: { game: view.game, rules: view.rules, opponent: view.opponent, state: view.state },
    });
    this.panel.record(this.records, { reveal: !hidden, current: this.viewing?.index ?? null, onOpen: (i) => this.walk.open(i),
      turns: this.reviewed?.turns?.filter((t) => t.last < this.records.length) });
    const position = view.position;
    const best = position?.mine && !thinking ? position.moves[0] : null;
    this.summaryLine.replaceChildren(...(hidden || !position ? [] : [`${position.value_label}: `,
      el("span", { class: "summary-value" }, position.value_text), best ? ` · best: ${best.words}` : ""]));
  }

  async updateReview() {
    if (!this.moves.length) {
      this.clearReview();
      return this.draw();
    }
    const moves = this.moves.length;
    const answer = await this.plays.askQuietly("game_review", { ...this.request, start: this.start, moves: this.moves });
    if (!answer || moves !== this.moves.length) return;  // the view was left, or a newer move brings a newer review
    if (!answer.ok) return this.fail(`No review: ${answer.error}`);
    this.reviewed = answer;
    if (this.live.phase === "game-over") keepAccuracy(this.request.game, answer.saved, answer.totals);
    this.retry.update(this.request.game, answer.records);
    // a replay cannot know how the computer chose its moves: keep the notes the plays gave
    this.records = answer.records.map((r, i) => ({ ...r, note: this.records[i]?.note || r.note }));
    this.review.draw(answer, { hidden: this.blind && this.live.phase !== "game-over", current: this.viewing?.index ?? null });
    this.draw();
  }

  clearReview() {
    this.reviewed = null;
    this.review.clear();
    this.retry.update(this.request?.game, []);
  }

  /** A message where the person acted: after the form or group of buttons used last, in view. */
  fail(message) {
    if (this.plays.left) return;
    this.error = message;
    const near = this.usedLast?.closest?.(".board form, .board .actions, .board [role='group'], .board > div, .actions, .folds");
    (near && this.root.contains(near) ? near : this.boardArea).after(this.errorLine);
    if (this.live) this.draw();
    else this.errorLine.textContent = message;
    if (message) inView(this.errorLine);
  }

  /** A note on an action (a link copied) right under the buttons, announced. */
  say(text) {
    this.actionNote.textContent = text;
    inView(this.actionNote);
  }

  /** A saved game loads into the review, at its first position, with a word on what was loaded. */
  async upload(input) {
    const loaded = await readSavedGame(input, this);
    if (!loaded) return;
    if (loaded.error) return this.fail(loaded.error);
    const { name, saved, answer } = loaded;
    await this.open({ game: saved.game, rules: saved.rules, opponent: saved.opponent, state: answer.start },
      { moves: answer.saved.moves, start: answer.start });
    await this.updateReview();
    this.walk.loaded = `Loaded ${name}: ${answer.records.length} move${answer.records.length === 1 ? "" : "s"}, each `
      + "checked by Python. Step through them with ◀ ▶, or go back to play on from the end.";
    this.walk.open(0);
  }

  detach() {
    this.plays.leave();
    this.review.root.hidden = true;
  }
}
