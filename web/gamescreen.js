// The game on the screen: how to play, the rules and players, the state of play, what the last move
// was worth (by the board, in view), the board (drawn by the game's own module, web/<board>.js), the
// game's tools (web/gametools.js), the advice, the result at the end, the record and the review. It
// draws what its GameStore holds, on every change the store announces, and hands the store what the
// person does; the tutor may ask before a costly move goes.

import { RulesForm } from "./controls.js";
import { el, placed, setAttributes } from "./dom.js";
import { FocusKeeper, focusLost, inView } from "./focus.js";
import { gameKey } from "./keys.js";
import { ResultCard } from "./resultcard.js";
import { RetryButtons } from "./retry.js";
import { Review } from "./review.js";
import { GameTools } from "./gametools.js";
import { GameKeeper } from "./sharing.js";
import { TutorQuestion } from "./tutor.js";
import { Verdicts, WIDE } from "./verdicts.js";
import { WalkBar } from "./walk.js";
import { ready } from "./bridge.js";
import { label } from "./registry.js";

const WAIT_DRAWN = 100;  // ms a play waits for Python before the board is drawn waiting

let pythonUp = false;
ready.then(() => { pythonUp = true; }, () => {});

export class GameScreen {
  /**
   * store: the GameStore drawn; root: the game's section; toolsRoot and reviewRoot: the sections of
   * the game's tools (the board's figures, Take back, links, files, the tutor) and of its review,
   * after the advice, so that on a phone every option's value comes right after the board;
   * panel: the shared AdvicePanel; Board: the
   * game's board class; onTitle(text): the page's heading (null: the game's name alone);
   * onRetry(records): retry this game's costly decisions; onLoad(saved, name): a saved game of
   * another game, loaded into that game's screen.
   */
  constructor({ store, root, toolsRoot, reviewRoot, panel, Board, onTitle, onRetry, onLoad }) {
    Object.assign(this, { store, root, toolsRoot, reviewRoot, panel, onTitle, onLoad, blind: false });
    this.retry = new RetryButtons((records) => onRetry(records));
    this.walk = new WalkBar(store);
    this.verdicts = new Verdicts();
    this.keeper = new GameKeeper(store);  // the game kept (the address, the browser's store) once drawn
    this.build(Board);
    this.focus = new FocusKeeper([root, toolsRoot, panel.root]);
    this.review = new Review(reviewRoot, (i) => store.walk(i));
    reviewRoot.append(this.retry.buttons[1]);
    reviewRoot.hidden = toolsRoot.hidden = false;
    const on = (type, listener) => store.addEventListener(type, (event) => this.detached || listener(event.detail));
    on("change", () => this.draw());
    on("waiting", () => this.wait());
    on("played", () => { this.justPlayed = true; });  // its verdict scrolled into view once drawn: `drawLater`
    on("told", () => { this.justPlayed = true; this.draw(); });  // the end, once the last turn is drawn, in view
    on("said", (text) => this.tools.say(text));
    on("failed", (message) => this.fail(message));
    this.draw();
  }

  build(Board) {
    const store = this.store;
    this.controls = new RulesForm((values, rulesChanged) => {
      this.controls.key = null;  // drawn again from Python's answer: the new rules, or (refused) those in play
      store.changeControls(values, rulesChanged);
    });
    this.root.replaceChildren(
      el("div", { class: "folds" },
        el("details", { class: "how-to", "data-key": "how-to" },
          el("summary", {}, label("gamescreen.howTo")), (this.howToBody = el("div", { class: "how-to-body" }))),
        el("details", { class: "settings-fold", open: matchMedia(WIDE).matches },
          el("summary", {}, label("gamescreen.rules")), this.controls.form)),
      (this.ruleChange = el("p", { class: "rule-change", role: "status", hidden: true },
        (this.ruleChangeText = el("span", {})), " ",
        el("button", { type: "button", "data-key": "bring-back", onclick: () => store.bringBack() }, label("gamescreen.bringBack")))),
      (this.statusLine = el("p", { class: "status", role: "status", tabindex: "-1" })),
      (this.resultCard = (this.result = new ResultCard(store, this.retry.buttons[0])).root),
      (this.summaryLine = el("p", { class: "summary", "aria-hidden": "true" })),
      (this.waitButton = el("button", { type: "button", class: "primary", hidden: true, "data-key": "wait",
        onclick: () => store.computerMove() }, label("gamescreen.wait"))),
      this.walk.bar,
      this.verdicts.root,
      (this.tutor = new TutorQuestion({ play: (fields) => this.play(fields, { asked: true }), again: () => {
        this.board.reset?.();
        this.draw();
        this.boardArea.querySelector("button:not([disabled])")?.focus();
      } })).root,
      (this.boardArea = el("div", { class: "board" })),
      (this.errorLine = el("p", { class: "error", role: "alert" })));
    this.tools = new GameTools(this.toolsRoot, store, { onLoad: (saved, name) => this.onLoad(saved, name) });
    // An error is said next to what was used last (a form, the board's buttons), not far below it.
    for (const root of [this.root, this.toolsRoot]) {
      root.addEventListener("pointerdown", (e) => { this.usedLast = e.target; }, true);
      root.addEventListener("keydown", (e) => { this.usedLast = e.target; }, true);
    }
    this.board = new Board(this.boardArea, {
      play: (fields) => this.play(fields),
      undo: () => store.takeBack({ roll: true }),
      fail: (message) => store.fail(message),
      chosen: () => {  // the tiles selected changed: the tutor's question and a message on the last choice go; redrawn
        this.tutor.close();
        store.fail("");
      },
    }, this.tools.figures);  // its figures (Shut the Box's odds, Pig's map) after the advice on a phone
  }

  /** A play is on its way to Python: #game says so at once, and the board waits (what it offers
   *  meanwhile, the dice thrown) if the answer takes longer than WAIT_DRAWN ms; a quicker one is drawn
   *  alone, and until either is drawn, the board offers nothing (a board whose throw offers choices,
   *  Shut the Box's tiles for a roll, is drawn waiting at once). */
  wait() {
    if (this.store.thrown && this.board.choosesOnThrow) return this.draw();  // the roll's choices offered at once
    this.root.dataset.phase = "pending";
    this.waitUndrawn = true;
    clearTimeout(this.waitDrawn);
    this.waitDrawn = setTimeout(() => this.detached || this.draw(), WAIT_DRAWN);
  }

  draw() {
    clearTimeout(this.waitDrawn);
    this.waitUndrawn = false;
    const store = this.store;
    if (store.settingUp) return this.drawSettingUp();
    const live = store.live, view = store.viewing?.view ?? live;
    if (!view) return;
    // kept at once (a reload finds the move), before anything is drawn: the address then lays nothing out
    if (!store.pending) this.keeper.flush();
    this.focus.remember();
    const over = view.phase === "game-over" && !store.viewing && !store.telling;
    this.onTitle(view.title);
    this.boardArea.hidden = false;
    // what is being played, for tests and styles; `computer`: to move by itself ("moving") or when asked ("waiting")
    setAttributes(this.root, { "data-game": view.game, "data-phase": store.pending ? "pending" : view.phase,
      "data-state": live.state, "data-to-move": String(live.to_move),
      "data-computer": !live.computer_to_move ? "" : store.waiting ? "waiting" : "moving" });
    this.controls.draw(live.controls);
    this.drawHowTo(view);
    this.ruleChange.hidden = !store.replaced;
    const replacedBy = store.replaced?.said ?? "";  // what started the game in play: new rules, another seat, Play from here
    if (this.ruleChangeText.textContent !== replacedBy) this.ruleChangeText.textContent = replacedBy;
    this.drawStatus(view, over);
    this.result.draw(over ? view : null);
    this.verdicts.draw(store, this.blind && live.phase !== "game-over");
    this.tutor.follow(store.viewing || store.pending ? null : live.state);
    this.waitButton.hidden = !(store.waiting && !store.viewing);
    this.walk.draw();
    const last = store.viewing ? store.records[store.viewing.index - 1] ?? null : store.records.at(-1);
    const readOnly = Boolean(store.viewing) || view.phase === "game-over";
    this.boardArea.classList.toggle("read-only", readOnly);
    const advice = !this.blind || view.phase === "game-over";  // blind: no answer key, Pig's map neither
    this.board.draw(view, { busy: store.pending > 0, readOnly, advice, thrown: store.viewing ? null : store.thrown, last,
      figure: advice ? store.figure?.svg : null, undoable: store.undoable });
    this.tools.draw();
    this.retry.update(store.records);
    this.errorLine.textContent = store.error;
    this.drawAdvice(view);
    const hidden = this.blind && live.phase !== "game-over";
    this.panel.record(store.records, { reveal: !hidden, current: store.viewing?.index ?? null, onOpen: (i) => store.walk(i),
      turns: store.review?.turns.filter((t) => t.last < store.records.length) });
    if (store.pending) return;  // while a play waits for Python, nothing of it has changed
    this.drawLater();
  }

  /** Once what a click changes is on screen (in the frame after; `data-later` marks the wait): the
   *  focus back where it was or on the next action and the verdict scrolled into view (the page is
   *  laid out by then: finding them costs no layout of their own), then the review (its chart redrawn whole). */
  drawLater() {
    this.root.dataset.later = "";
    cancelAnimationFrame(this.later);
    this.later = requestAnimationFrame(() => setTimeout(() => {
      delete this.root.dataset.later;
      if (this.detached || !this.store.live || this.store.settingUp) return;  // new rules: the old game's review is gone
      this.restoreFocus();
      if (this.justPlayed) this.played();
      this.justPlayed = false;
      const { store } = this;
      this.review.draw(store.review, { explained: store.live.explain, hidden: this.blind && store.live.phase !== "game-over",
        current: store.viewing?.index ?? null, moves: store.moves.length });
    }));
  }

  /** While new rules solve: nothing of the old game (no move of it to take back), nothing of the new one yet. */
  drawSettingUp() {
    this.onTitle(null);
    this.root.dataset.phase = "pending";
    for (const node of [this.resultCard, this.waitButton, this.boardArea, this.ruleChange]) node.hidden = true;
    this.tools.draw({ settingUp: true });
    this.statusLine.hidden = false;
    this.statusLine.textContent = label("gamescreen.settingUp", { change: this.store.settingUp });
    this.verdicts.clear();
    this.summaryLine.textContent = this.errorLine.textContent = "";
    this.panel.warming(label("gamescreen.solving"));
    this.review.clear();
    this.retry.update([]);
  }

  drawHowTo(view) {
    const key = JSON.stringify(view.how_to_play);
    if (this.howToKey === key) return;
    this.howToKey = key;
    this.howToBody.replaceChildren(...view.how_to_play.map((text) => el("p", {}, text)));
  }

  /** The state of play as Python says it, or, while a roll waits for Python, what was rolled. */
  drawStatus(view, over) {
    const { thrown, viewing, telling } = this.store;
    this.statusLine.hidden = over || Boolean(viewing) || telling;  // the end said once the last turn is drawn
    this.statusLine.textContent = thrown && !viewing
      ? `${thrown.faces ? label("gamescreen.rolled", { faces: thrown.faces.join(" + ") }) : label("gamescreen.entered", { total: thrown.entered })} ${
        pythonUp ? "" : label("gamescreen.starting")}`
      : view.message;
  }

  drawAdvice(view) {
    const { store } = this;
    const over = view.phase === "game-over";
    const hidden = this.blind && !over;
    const thinking = !store.viewing && !over && view.computer_to_move;
    const mine = !store.viewing && !over && !view.computer_to_move && !store.pending;
    const list = view.position?.moves ?? [];
    this.panel.show({
      position: view.position,
      explained: view.explain,
      hidden,
      instead: !thinking ? "" : store.waiting ? label("gamescreen.waiting") : label("gamescreen.choosing"),
      played: store.viewing?.played?.move ?? null,
      chosen: store.viewing ? null : this.board.chosen?.(view) ?? null,
      onPick: mine ? (move) => this.play({ move: list.findIndex((m) => m.move === move) }) : null,
      onPreview: this.board.preview ? (move) => this.board.preview(move) : null,
      note: over && !store.viewing ? label("gamescreen.over") : "",
      think: { game: view.game, rules: view.rules, opponent: view.opponent, state: view.state },
    });
    const best = view.position?.mine && !thinking ? view.position.best_either : "";  // each of them
    const values = { label: view.position?.value_label, best };
    this.summaryLine.replaceChildren(...(hidden || !view.position ? [] : placed(
      best ? label("gamescreen.summaryBest", values) : label("gamescreen.summary", values),
      { value: el("span", { class: "summary-value" }, view.position.value_text) })));
  }

  /** Focus back on the control that acted, or, where it is gone or disabled, the board's next action. */
  restoreFocus() {
    const usable = (selector) => () => [...this.boardArea.querySelectorAll(selector)].find((button) => !focusLost(button));
    this.focus.restore([usable("button.primary"), usable("button"),
      () => (this.resultCard.hidden ? null : this.resultCard.querySelector("button"))], this.statusLine);
  }

  /** A move of the person's (by its index in the view's list, or Shut the Box's tiles), asked about
   *  first by the tutor when it is on and the move costs as much as its level (a question on another
   *  move is gone: a move played anyway is the one asked about, in the position asked about). */
  play(fields, { asked = false } = {}) {
    const { live } = this.store;
    if (!this.store.yours || this.waitUndrawn || live.phase !== "move" || (asked && this.tutor.state !== live.state)) return;
    const move = Number.isInteger(fields.move) ? live.position?.moves[fields.move] : null;
    if (!asked) this.tutor.close();
    if (!asked && this.tutor.stops(live, move, fields, live.names[live.to_move])) return;
    this.store.play(fields);
  }

  /** After a play: what it was worth, and the next action under it, in view (the result card at the end). */
  played() {
    const action = [...this.boardArea.querySelectorAll(".live-only")].find((node) => node.checkVisibility());
    if (this.store.live.phase === "game-over") inView(this.resultCard);
    else inView(this.verdicts.root, action);
  }

  /** A message where the person acted: after the form or group of buttons used last, in view. */
  fail(message) {
    const near = this.usedLast?.closest?.(".board form, .board .actions, .board [role='group'], .board > div, .actions, .folds");
    (near && (this.root.contains(near) || this.toolsRoot.contains(near)) ? near : this.boardArea).after(this.errorLine);
    this.errorLine.textContent = message;
    if (message) inView(this.errorLine);
  }

  setBlind(blind) {
    this.blind = blind;
    this.draw();
  }

  key(event) {
    if (event.key === "Escape" && this.tutor.open) this.tutor.close({ refocus: true });
    else if (!gameKey(this, event)) return;
    event.preventDefault();
  }

  detach() {
    this.keeper.stop();
    clearTimeout(this.waitDrawn);
    this.detached = true;
    this.store.leave();
    this.reviewRoot.hidden = this.toolsRoot.hidden = true;
    this.review.clear();  // nothing of this game's review stays in the page (a retried position's move)
  }
}
