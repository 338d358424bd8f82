// One view for every game. It keeps the game as the bridge reads it (rules, opponent, start, every
// move and its dice), asks Python (stb.bridge) for each view, play and review, and draws what
// Python answers: the controls, the state of play, the board (drawn by the game's own module:
// shutbox.js, pig.js, nim.js, chopsticks.js), the advice, the record and the review.
//
// Plays wait in a queue: one made before Python is up (or while it thinks) is sent when the play
// before it has been answered, and Python checks it then.

import { ask, ready } from "./bridge.js";
import { el, press, throwDice } from "./dom.js";
import { keepMistake } from "./practice.js";
import { Review } from "./review.js";
import { save } from "./store.js";

const COMPUTER_PAUSE = 450;  // ms between the computer's moves, so each can be seen
let pythonUp = false;
ready.then(() => { pythonUp = true; }, () => {});

/** The focus is gone: on the page itself, or on a control just disabled or hidden (the browser
 *  moves it to the page only later). */
function focusLost(node) {
  return !node || node === document.body || node.disabled || !node.checkVisibility();
}

export class GameView {
  /**
   * root: the game's section; panel: the shared AdvicePanel; Board: the game's board class;
   * shown: a view to draw at once (a start view shipped with the site, or the saved last view);
   * random: the page's dice; onTitle(text): the page's heading.
   */
  constructor({ root, panel, Board, shown = null, random, onTitle }) {
    Object.assign(this, { root, panel, random, onTitle });
    this.moves = [];          // the record: {move, faces | total, by}, as game_review replays it
    this.records = [];        // Python's records of those moves (words, values, costs, luck)
    this.reviewed = null;     // Python's last review (totals, chart, the saved game)
    this.viewing = null;      // walking through the review: {index, view, played}
    this.waiting = false;     // the computer is to move, but the position was just opened: wait
    this.pending = 0;         // plays sent and not yet answered
    this.queue = Promise.resolve();
    this.error = "";
    this.build(Board);
    if (shown) this.show(shown);
  }

  // ---- the game --------------------------------------------------------------------------------

  /** Open a game: a request ({game, rules, opponent, state}), and the moves already played from `start`. */
  open(request, { moves = [], start = null, waiting = true } = {}) {
    return this.enqueue(async () => {
      this.request = { game: request.game, rules: request.rules ?? {}, opponent: request.opponent ?? {}, state: request.state ?? null };
      this.start = start ?? this.request.state;
      this.moves = [...moves];
      this.records = [];
      this.viewing = null;
      if (this.moves.length && !(await this.replay())) return;
      await this.refresh({ waiting });
    });
  }

  /** Ask Python to replay the moves from the start: the records, the totals and the position reached. */
  async replay() {
    const answer = await ask("game_review", { ...this.request, start: this.start, moves: this.moves });
    if (!answer.ok) {
      this.fail(`The game could not be replayed (${answer.error}).`);
      return false;
    }
    this.reviewed = answer;
    this.records = answer.records;
    this.request.state = answer.state;
    return true;
  }

  async refresh({ waiting = false } = {}) {
    const answer = await ask("game_view", { ...this.request, figure: this.needsFigure() });
    if (!answer.ok) return this.fail(answer.error);
    this.show(answer, { waiting });
  }

  newGame(rules = this.request.rules, opponent = this.request.opponent) {
    return this.open({ ...this.request, rules, opponent, state: null }, { waiting: false });
  }

  /** Play a move of the view's list; dice it throws are thrown here (chance, not a rule). */
  play(fields) {
    if (this.viewing || !this.live || this.live.phase !== "move") return;
    const move = this.live.position?.moves.find((m) => m.move === fields.move);
    if (move?.throw && fields.faces === undefined && fields.total === undefined) {
      fields = { ...fields, faces: throwDice(move.throw, this.random) };
    }
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
    this.pending += 1;
    this.error = "";
    this.draw();
    this.enqueue(async () => {
      let answer;
      try {
        answer = await ask("game_play", { ...this.request, ...fields });
      } finally {  // each play releases its own count, whatever happens to the others in line
        this.pending -= 1;
        this.thrown = null;
      }
      if (!answer.ok) return this.fail(answer.error);
      if (fields.faces || fields.total) requestAnimationFrame(() => performance.measure("stb:roll-to-advice", "stb:roll"));
      this.moves.push(answer.saved);
      this.records.push(answer.record);
      keepMistake(answer.record, this.request);
      this.show(answer.view);
      this.updateReview();
    });
  }

  /** Take back the person's last move, and the computer's replies after it. */
  undo() {
    if (!this.moves.length || this.pending) return;
    let keep = this.moves.length - 1;
    while (keep > 0 && this.moves[keep].by === "computer") keep -= 1;
    const position = this.records[keep]?.position;
    if (position === undefined) return;
    this.moves = this.moves.slice(0, keep);
    this.records = this.records.slice(0, keep);
    this.request.state = position;
    this.enqueue(async () => {
      await this.refresh({ waiting: true });
      this.updateReview();
    });
  }

  enqueue(task) {
    this.queue = this.queue.then(task).catch((error) => this.fail(`Something went wrong: ${error?.message ?? error}`));
    return this.queue;
  }

  // ---- walking through the review ---------------------------------------------------------------

  /** Show, read-only, the position after `index` moves (0: the start), with the move then played. */
  walk(index) {
    if (!this.records.length) return;
    index = Math.max(0, Math.min(index, this.records.length));
    const state = index === 0 ? this.start : this.records[index - 1].state;
    this.enqueue(async () => {
      const answer = await ask("game_view", { ...this.request, state, figure: this.needsFigure() });
      if (!answer.ok) return this.fail(answer.error);
      this.viewing = { index, view: answer, played: this.records[index] ?? null };
      this.draw();
      this.walkBar.querySelector(".walk-here").focus();
    });
  }

  stopWalking() {
    this.viewing = null;
    this.draw();
  }

  /** The keys (listed in the page's Keys dialog): the arrows step through the review and Escape
   *  leaves it; U takes back, B plays the best move; the board has its own (R, H, tiles, Enter). */
  key(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.("input, select, textarea, dialog")) return;
    if (this.viewing) {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
      if (step) this.walk(this.viewing.index + step);
      else if (event.key === "Escape") this.stopWalking();
      else return;
    } else if (event.key === "u" || event.key === "U") {
      press(this.undoButton);
    } else if ((event.key === "b" || event.key === "B") && !this.blind && this.live?.position && !this.live.computer_to_move) {
      this.play({ move: this.live.position.moves[0].move });
    } else if (!this.board.key?.(event)) {
      return;
    }
    event.preventDefault();
  }

  /** A new game from the position being reviewed, with the same rules and opponent. */
  playFromHere() {
    const state = this.viewing.view.state;
    this.viewing = null;
    this.open({ ...this.request, state }, { waiting: true });
  }

  // ---- controls ---------------------------------------------------------------------------------

  /** The form's values by group, as the request holds them. */
  readControls() {
    const values = { rules: {}, opponent: {} };
    for (const field of this.controlsForm.elements) {
      if (!field.name || !field.dataset.group) continue;
      values[field.dataset.group][field.name] = field.type === "checkbox" ? field.checked : field.value.trim();
    }
    return values;
  }

  changeControls() {
    const { rules, opponent } = this.readControls();
    if (JSON.stringify(rules) !== JSON.stringify(this.drawnControls.rules)) return this.newGame(rules, opponent);
    this.request.opponent = opponent;
    this.enqueue(() => this.refresh({ waiting: false }));
  }

  setBlind(blind) {
    this.blind = blind;
    this.draw();
  }

  // ---- drawing ----------------------------------------------------------------------------------

  build(Board) {
    this.controlsForm = el("form", { class: "settings", "aria-label": "Rules and opponent",
      onchange: () => this.changeControls(), onsubmit: (e) => { e.preventDefault(); this.changeControls(); } });
    this.root.replaceChildren(
      el("details", { class: "settings-fold", open: matchMedia("(min-width: 700px)").matches },
        el("summary", {}, "Rules and players"), this.controlsForm),
      (this.statusLine = el("p", { class: "status", role: "status", tabindex: "-1" })),
      (this.eventLine = el("p", { class: "event" })),
      (this.summaryLine = el("p", { class: "summary", "aria-hidden": "true" })),
      (this.waitButton = el("button", { type: "button", class: "primary", hidden: true, "data-key": "wait",
        onclick: () => this.computerMove() },
        "Let the computer move")),
      (this.walkBar = el("div", { class: "walk", role: "group", "aria-label": "Reviewing a position", hidden: true, "data-key": "walk" },
        el("p", { class: "walk-here", tabindex: "-1" }),
        el("button", { type: "button", onclick: () => this.walk(this.viewing.index - 1) }, "◀ Previous"),
        el("button", { type: "button", onclick: () => this.walk(this.viewing.index + 1) }, "Next ▶"),
        el("button", { type: "button", class: "primary", onclick: () => this.stopWalking() }, "Back to the game"),
        el("button", { type: "button", onclick: () => this.playFromHere() }, "Play from here"))),
      (this.boardArea = el("div", { class: "board" })),
      el("div", { class: "actions" },
        (this.undoButton = el("button", { type: "button", "data-key": "take-back", "aria-keyshortcuts": "U",
          onclick: () => this.undo() }, "Take back")),
        el("button", { type: "button", "data-key": "copy-link", onclick: () => this.copyLink() }, "Copy link"),
        (this.saveButton = el("button", { type: "button", "data-key": "save", onclick: () => this.download() }, "Save game")),
        el("label", { class: "button" }, "Load game",
          el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden",
            onchange: (e) => this.upload(e.target) }))),
      (this.errorLine = el("p", { class: "error", role: "alert" })),
      (this.review = new Review(el("section", { class: "review", "aria-label": "Review" }), (i) => this.walk(i))).root,
    );
    this.board = new Board(this.boardArea, {
      play: (fields) => this.play(fields),
      undo: () => this.undo(),
      fail: (message) => this.fail(message),
      chosen: () => this.draw(),  // the tiles selected changed: redraw, the focus kept
    });
  }

  show(view, { waiting = false } = {}) {
    if (this.detached) return;
    if (view.figure) this.figure = { rules: JSON.stringify(view.rules), svg: view.figure };
    this.live = view;
    this.request = { game: view.game, rules: view.rules, opponent: view.opponent, state: view.state };
    this.start ??= view.state;
    this.waiting = waiting && view.computer_to_move;
    this.draw();
    this.keep();
    if (view.computer_to_move && !this.waiting && view.phase === "move") {
      setTimeout(() => { if (this.live === view && !this.pending && !this.viewing) this.computerMove(); }, COMPUTER_PAUSE);
    }
  }

  /** Pig's policy map comes once per rules: ask for it when the rules have none drawn. */
  needsFigure() {
    return this.request?.game === "pig" && this.figure?.rules !== JSON.stringify(this.request.rules);
  }

  draw() {
    const view = this.viewing?.view ?? this.live;
    if (!view) return;
    this.rememberFocus();
    const readOnly = Boolean(this.viewing) || view.phase === "game-over";
    this.onTitle(view.title);
    Object.assign(this.root.dataset, { game: view.game, phase: this.pending ? "pending" : view.phase,
      state: this.live.state, toMove: String(this.live.to_move) });
    this.drawControls(this.live);
    this.statusLine.textContent = this.thrown && !this.viewing
      ? `Rolled ${this.thrown.faces?.join(" + ") ?? this.thrown.total}. ${pythonUp ? ""
        : "Python is still starting: choose your move already, it is checked as soon as Python is ready."}`
      : view.message;
    const last = this.records.at(-1);
    this.eventLine.textContent = this.viewing ? "" : last ? last.event + (last.note ? ` (${last.note})` : "") : "";
    this.waitButton.hidden = !(this.waiting && !this.viewing);
    this.walkBar.hidden = !this.viewing;
    if (this.viewing) {
      const { index, played } = this.viewing;
      this.walkBar.querySelector(".walk-here").textContent = `Position after ${index} of ${this.records.length} moves`
        + (played ? `; then move ${index + 1}: ${played.event}` : ": the end of the game.");
    }
    this.board.draw(view, { busy: this.pending > 0, readOnly, advice: !this.blind || view.phase === "game-over",
      thrown: this.thrown, last: this.viewing ? null : last, figure: this.figure?.svg });
    this.undoButton.disabled = !this.moves.length || Boolean(this.viewing);
    this.saveButton.disabled = !this.reviewed;
    this.errorLine.textContent = this.error;
    this.drawAdvice();
    this.restoreFocus();
  }

  /** The control that has the focus (by its data-key), kept while redrawing disables or replaces it. */
  rememberFocus() {
    const active = document.activeElement;
    const key = active?.closest?.("[data-key]")?.dataset.key;
    if (key && (this.root.contains(active) || this.panel.root.contains(active))) this.focusKey = key;
    else if (active && active !== document.body) this.focusKey = null;
  }

  /** Focus back on the control that acted, or, where it is gone or disabled, the board's next action. */
  restoreFocus() {
    if (!this.focusKey || !focusLost(document.activeElement)) return;
    const roots = [this.root, this.panel.root];
    const same = roots.map((r) => r.querySelector(`[data-key="${CSS.escape(this.focusKey)}"]`)).find(Boolean);
    const next = same && !focusLost(same) ? same
      : this.boardArea.querySelector("button.primary:not([disabled])") ?? this.boardArea.querySelector("button:not([disabled])");
    (next ?? this.statusLine).focus();
  }

  drawControls(view) {
    const key = JSON.stringify(view.controls);
    if (this.controlsKey === key) return;
    this.controlsKey = key;
    this.drawnControls = { rules: {}, opponent: {} };
    this.controlsForm.replaceChildren(...view.controls.map((c) => {
      const common = { name: c.name, "data-group": c.group };
      let field;
      if (c.kind === "select") {
        field = el("select", common, ...c.options.map(([value, words]) => el("option", { value }, words)));
        field.value = c.value;
      } else if (c.kind === "checkbox") {
        field = el("input", { ...common, type: "checkbox", checked: c.value });
      } else {
        field = el("input", { ...common, type: "number", inputmode: "numeric", min: String(c.min), max: String(c.max),
          value: String(c.value) });
      }
      this.drawnControls[c.group][c.name] = c.kind === "checkbox" ? c.value : String(c.value);
      return el("label", { hidden: c.hidden, class: c.kind === "checkbox" ? "check" : "" },
        c.kind === "checkbox" ? field : `${c.label} `, c.kind === "checkbox" ? ` ${c.label}` : field);
    }));
  }

  drawAdvice() {
    const view = this.viewing?.view ?? this.live;
    const over = view.phase === "game-over";
    const hidden = this.blind && !over;
    const mine = !this.viewing && !over && !view.computer_to_move && !this.pending;
    this.panel.show({
      position: view.position,
      positionNote: view.position ? `${view.names[view.to_move]} to move, both sides playing perfectly` : null,
      hidden,
      played: this.viewing?.played?.move ?? null,
      chosen: this.viewing ? null : this.board.chosen?.(view) ?? null,
      onPick: mine ? (move) => this.play({ move }) : null,
      note: over ? `${view.message} Every move played, with what it cost against the best:` : "",
    });
    this.panel.record(this.records, { reveal: !hidden, current: this.viewing?.index ?? null, onOpen: (i) => this.walk(i) });
    const best = view.position?.moves[0];
    this.summaryLine.replaceChildren(...(hidden || !view.position ? [] : [`${view.position.value_label}: `,
      el("span", { class: "summary-value" }, view.position.value_text), best ? ` · best: ${best.words}` : ""]));
  }

  async updateReview() {
    if (!this.moves.length) {
      this.reviewed = null;
      this.review.clear();
      return this.draw();
    }
    const moves = this.moves.length;
    const answer = await ask("game_review", { ...this.request, start: this.start, moves: this.moves });
    if (moves !== this.moves.length) return;  // a newer move will bring a newer review
    if (!answer.ok) return this.fail(`No review: ${answer.error}`);
    this.reviewed = answer;
    // a replay cannot know how the computer chose its moves: keep the notes the plays gave
    this.records = answer.records.map((r, i) => ({ ...r, note: this.records[i]?.note || r.note }));
    this.review.draw(answer, { hidden: this.blind && this.live.phase !== "game-over", current: this.viewing?.index ?? null });
    this.draw();
  }

  fail(message) {
    this.error = message;
    if (this.live) this.draw();
    else this.errorLine.textContent = message;
  }

  // ---- keeping and sharing ------------------------------------------------------------------------

  /** The permalink in the address bar, and the game in localStorage so a reload keeps it. */
  keep() {
    if (this.detached) return;
    if (location.hash.slice(1) !== this.live.link) history.replaceState(null, "", `${location.pathname}${location.search}#${this.live.link}`);
    save(this.live.game, { link: this.live.link, request: { game: this.live.game, rules: this.live.rules, opponent: this.live.opponent },
      start: this.start, moves: this.moves, view: this.live });
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      this.eventLine.textContent = "Link copied: it opens this position, with these rules and players.";
    } catch {
      this.eventLine.textContent = `Link to this position: ${location.href}`;
    }
  }

  /** The game's record as a JSON file (rules, opponent, start, every move and its dice). */
  download() {
    const blob = new Blob([JSON.stringify(this.reviewed.saved, null, 1)], { type: "application/json" });
    const link = el("a", { href: URL.createObjectURL(blob), download: `${this.live.game}-game.json` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  /** A saved game loads back into the review; Python checks every move of it. */
  async upload(input) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    let saved;
    try {
      saved = JSON.parse(await file.text());
    } catch {
      return this.fail(`${file.name} is not a saved game (it is not JSON).`);
    }
    if (!saved || typeof saved !== "object" || saved.game !== this.live.game) {
      return this.fail(`${file.name} is not a saved game of ${this.live.title}.`);
    }
    const answer = await ask("game_review", saved);
    if (!answer.ok) return this.fail(`${file.name} could not be loaded: ${answer.error}`);
    await this.open({ game: saved.game, rules: saved.rules, opponent: saved.opponent, state: answer.start },
      { moves: answer.saved.moves, start: answer.start });
    await this.updateReview();
    this.walk(0);
  }

  detach() { this.detached = true; }
}

