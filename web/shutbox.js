// The Shut the Box view (classic box and Double Shutter, one or two players).
// It draws what stb.bridge answers (game_view / game_play, as for every game) and sends the player's
// actions back; every rule (which tiles may be shut, how many dice, scores, when a turn or the game
// ends) is decided in Python.

import { ask } from "./bridge.js";
import { el } from "./dom.js";
import { Review } from "./review.js";
import { save } from "./store.js";

const PIPS = { 1: [5], 2: [1, 9], 3: [1, 5, 9], 4: [1, 3, 7, 9], 5: [1, 3, 5, 7, 9], 6: [1, 3, 4, 6, 7, 9] };

export class ShutBoxView {
  constructor(root, panel, { start, options, random = Math.random, initial = null, record = [], startPosition = null }) {
    this.root = root;
    this.panel = panel;
    this.start = start;          // the first picture of each board, drawn by Python at build time
    this.options = options;      // {layout, tiles, dice_rule, scoring, players, objective, blind}
    this.random = random;        // die faces only: chance, not a rule
    this.selected = new Set();
    this.record = [];
    this.faces = null;
    this.error = "";
    this.token = 0;
    this.firstAdvice = true;
    this.pythonReady = false;
    this.build();
    this.newGame(initial, record, startPosition);
  }

  // ---- actions -------------------------------------------------------------------------------

  /** A new game; or, from a permalink or a reload, the position `initial`, the moves so far and
   *  the position they started from. */
  newGame(initial = null, record = [], startPosition = null) {
    const { layout, tiles, dice_rule, scoring, players, objective } = this.options;
    this.request = { game: "shutbox", layout, tiles, dice_rule, scoring, players, objective, player: 1, board: null, first_score: null, dice: null, roll: null };
    if (initial) {
      Object.assign(this.request, initial);
    }
    const { player, board, first_score } = this.request;
    this.startPosition = startPosition ?? { player, board, first_score };
    this.record = [...record];
    this.view = { ...this.start[layout], request: { ...this.request } };
    this.reset();
    this.refresh();
  }

  /** New options: new rules or players start a new game; the aim keeps the board. */
  setOptions(options) {
    const restart = ["layout", "tiles", "dice_rule", "scoring", "players"].some((k) => options[k] !== this.options[k]);
    this.options = options;
    if (restart) return this.newGame();
    this.request = { ...this.request, objective: options.objective };
    this.refresh();
  }

  rollDice() {
    const dice = this.chosenDice();
    this.faces = Array.from({ length: dice }, () => 1 + Math.floor(this.random() * 6));
    this.roll(this.faces.reduce((a, b) => a + b, 0), dice);
  }

  handRoll(text) {
    this.faces = null;
    if (!/^\s*\d+\s*$/.test(text)) return this.fail(`Enter the total of your roll as a number, not "${text}".`);
    this.roll(Number(text), null);
  }

  roll(total, dice) {
    performance.clearMarks("stb:roll");
    performance.mark("stb:roll");
    this.measureRoll = true;
    this.selected.clear();
    // a roll that leaves no move ends the turn: Python's record of it carries the roll's luck
    this.refresh({ ...this.request, roll: total, dice }, { onError: () => { this.faces = null; },
      onAnswer: (answer) => { if (answer.record) this.record.push(answer.record); } });
  }

  undoRoll() {
    this.faces = null;
    this.selected.clear();
    this.refresh({ ...this.request, roll: null, dice: null });
  }

  toggle(bit) {
    if (this.selected.has(bit)) this.selected.delete(bit);
    else this.selected.add(bit);
    this.error = "";
    this.draw();
    this.drawAdvice();
  }

  clearSelection() {
    this.selected.clear();
    this.draw();
    this.drawAdvice();
  }

  shut() { this.play({ shut: [...this.selected].sort((a, b) => a - b) }); }

  pick(move) { this.play({ move }); }

  async play(choice) {
    const token = ++this.token;
    this.panel.thinking();
    const answer = await ask("game_play", { ...this.request, ...choice });
    if (token !== this.token) return;
    if (!answer.ok) return this.fail(answer.error);
    this.record.push(answer.record);
    this.faces = null;
    this.selected.clear();
    this.show(answer.view);
  }

  next() {
    if (!this.view.next) return this.newGame();
    this.faces = null;
    this.selected.clear();
    this.refresh({ ...this.request, ...this.view.next });
  }

  /** Ask Python for the view of `request`; keep the old request if Python says it is wrong. */
  async refresh(request = this.request, { onError = null, onAnswer = null } = {}) {
    const token = ++this.token;
    this.error = "";
    this.pending = request;
    this.draw();
    if (this.pythonReady) this.panel.thinking();
    const answer = await ask("game_view", request);
    this.pythonReady = true;
    if (token !== this.token) return;
    this.pending = null;
    if (!answer.ok) {
      onError?.();
      return this.fail(answer.error);
    }
    onAnswer?.(answer);
    this.show(answer);
  }

  fail(message) {
    this.error = message;
    this.pending = null;
    this.draw();
    this.drawAdvice();
  }

  show(view) {
    if (this.detached) return;
    this.view = view;
    this.request = { ...view.request };
    this.draw();
    this.drawAdvice();
    this.keep();
    this.updateReview();
  }

  /** The permalink in the address bar, and the game in localStorage so a reload keeps it. */
  keep() {
    if (!this.view.link) return;
    history.replaceState(null, "", `${location.pathname}${location.search}#${this.view.link}`);
    const { layout, tiles, dice_rule, scoring, players, objective, player, board, first_score } = this.request;
    save("shutbox", { link: this.view.link, record: this.record, start: this.startPosition,
      request: { game: "shutbox", layout, tiles, dice_rule, scoring, players, objective, player, board, first_score } });
  }

  detach() { this.detached = true; }

  setBlind(blind) {
    this.options.blind = blind;
    this.drawAdvice();
    this.updateReview();
  }

  /** The review of the game so far (Python sums it), hidden while playing blind until the end. */
  updateReview() {
    const { game, layout, tiles, dice_rule, scoring, players, objective } = this.request;
    this.review.update({ game, layout, tiles, dice_rule, scoring, players, objective, start: this.startPosition,
      records: this.record },
      this.options.blind && this.view.phase !== "game-over");
  }

  chosenDice() {
    const choices = this.view.dice_choices;
    if (choices.length === 1) return choices[0];
    const checked = this.root.querySelector('input[name="dice"]:checked');
    return checked ? Number(checked.value) : choices[choices.length - 1];
  }

  reset() {
    this.selected.clear();
    this.faces = null;
    this.error = "";
  }

  // ---- drawing -------------------------------------------------------------------------------

  build() {
    this.root.replaceChildren(
      (this.statusLine = el("p", { class: "status", role: "status", "aria-live": "polite" })),
      (this.scoreLine = el("p", { class: "scoreline" })),
      (this.box = el("div", { class: "box", role: "group", "aria-label": "Tiles" })),
      el("div", { class: "table-row" },
        el("div", { class: "dice-area" },
          (this.diceFaces = el("div", { class: "dice", "aria-label": "Dice" })),
          (this.diceChoice = el("fieldset", { class: "dice-choice", hidden: true },
            el("legend", {}, "Dice"),
            el("label", {}, el("input", { type: "radio", name: "dice", value: "1" }), " One die"),
            el("label", {}, el("input", { type: "radio", name: "dice", value: "2", checked: true }), " Two dice"))),
          (this.rollButton = el("button", { type: "button", class: "roll primary", onclick: () => this.rollDice() }, "Roll")),
          (this.diceRule = el("p", { class: "dice-rule" }))),
        (this.handForm = el("form", { class: "hand-roll", onsubmit: (e) => { e.preventDefault(); this.handRoll(this.handInput.value); } },
          el("label", { for: "roll-total" }, "Roll total"),
          (this.handInput = el("input", { id: "roll-total", type: "text", inputmode: "numeric", autocomplete: "off", size: "3", placeholder: "8" })),
          el("button", { type: "submit" }, "Use roll"),
          el("p", { class: "hint" }, "Playing with a real box? Enter what you rolled.")))),
      el("div", { class: "actions" },
        (this.shutButton = el("button", { type: "button", class: "primary", onclick: () => this.shut() }, "Shut")),
        (this.clearButton = el("button", { type: "button", onclick: () => this.clearSelection() }, "Clear")),
        (this.undoButton = el("button", { type: "button", onclick: () => this.undoRoll() }, "Undo roll")),
        (this.nextButton = el("button", { type: "button", class: "primary next", hidden: true, onclick: () => this.next() }, "Next"))),
      (this.errorLine = el("p", { class: "error", role: "alert" })),
      (this.review = new Review(el("section", { class: "review", "aria-label": "Review" }))).root,
    );
  }

  draw() {
    const view = this.view;
    const request = this.pending || this.request;
    const rolled = request.roll !== null && request.roll !== undefined;
    const over = view.phase === "game-over" && !this.pending;
    const turnOver = view.phase === "turn-over" && !this.pending;
    document.getElementById("title").textContent = view.title;
    Object.assign(this.root.dataset, { phase: this.pending ? "pending" : view.phase, board: request.board ?? "",
      roll: rolled ? String(request.roll) : "", player: String(view.player) });

    this.statusLine.textContent = this.pending && rolled && !this.pythonReady
      ? `Rolled ${request.roll}. The solver is still starting: pick your tiles, they are checked as soon as it is ready.`
      : this.pending && rolled ? `Rolled ${request.roll}…` : (view.message || "");
    this.scoreLine.replaceChildren(
      view.player_name ? el("strong", {}, view.player_name) : "",
      view.player_name ? " · " : "",
      `Score now ${view.score}`,
      view.first_score !== null && view.first_score !== undefined ? ` · Player one scored ${view.first_score}` : "");

    const rows = view.rows.map((row) => el("div", { class: `tiles ${row}` },
      ...view.tiles.filter((t) => t.row === row)
        .sort((a, b) => a.column - b.column)
        .map((t) => this.tile(t, rolled && !over && !turnOver))));
    this.box.replaceChildren(...rows);
    this.box.classList.toggle("double", view.rows.length > 1);

    this.diceFaces.replaceChildren(...(this.faces || (rolled ? [] : [null, null].slice(0, this.view.dice_choices.at(-1)))).map(face));
    if (rolled && !this.faces) this.diceFaces.append(el("span", { class: "entered" }, `rolled ${request.roll}`));
    this.diceChoice.hidden = view.dice_choices.length < 2;
    this.diceRule.textContent = view.dice_rule;
    this.rollButton.disabled = rolled || over || turnOver;
    this.handForm.querySelector("button").disabled = rolled || over || turnOver;
    this.handInput.disabled = rolled || over || turnOver;
    if (!rolled) this.handInput.value = "";
    this.shutButton.disabled = !rolled || over || turnOver || this.selected.size === 0;
    this.clearButton.disabled = this.selected.size === 0;
    this.undoButton.disabled = !rolled || over || turnOver;
    this.nextButton.hidden = !(over || turnOver);
    this.nextButton.textContent = turnOver ? view.next_label : "New game";
    this.errorLine.textContent = this.error;
  }

  tile(t, selectable) {
    const chosen = this.selected.has(t.bit);
    return el("button", {
      type: "button",
      class: ["tile", t.standing ? "up" : "down", chosen ? "selected" : "", t.exposed ? "" : "hidden-behind"].join(" ").trim(),
      "aria-label": t.label,
      "aria-pressed": t.standing ? String(chosen) : null,
      disabled: !t.standing || !selectable,
      "data-bit": String(t.bit),
      onclick: () => this.toggle(t.bit),
    }, el("span", { class: "tile-number" }, String(t.value)));
  }

  drawAdvice() {
    const view = this.view;
    if (!this.pythonReady) return;
    const over = view.phase === "game-over";
    const chosenTiles = [...this.selected].sort((a, b) => a - b).join(",");
    const chosen = view.advice?.moves.find((m) => m.tiles.join(",") === chosenTiles)?.move ?? null;
    this.panel.show({
      position: view.position,
      advice: view.advice,
      chosen,
      hidden: this.options.blind && !over,
      onPick: view.phase === "move" ? (move) => this.pick(move) : null,
      note: over ? "Game over: every move you played, with what it cost against the best." : "",
    });
    this.panel.record(this.record.map((r) => ({ ...r, player_label: this.options.players === 2 ? `P${r.player}` : "" })),
      { reveal: !this.options.blind || over });
    this.markTimings();
  }

  /** Performance entries read by `python build.py bench-web`: first advice, and roll to advice. */
  markTimings() {
    const roll = this.measureRoll && this.view.advice;
    const first = this.firstAdvice && this.view.position;
    if (!roll && !first) return;
    this.measureRoll = false;
    this.firstAdvice = false;
    requestAnimationFrame(() => {
      if (first) performance.measure("stb:first-advice", { start: 0, end: performance.now() });
      if (roll) performance.measure("stb:roll-to-advice", "stb:roll");
    });
  }
}

export function face(value) {
  if (value === null) return el("span", { class: "die blank", "aria-hidden": "true" });
  const pips = PIPS[value];
  return el("span", { class: "die", role: "img", "aria-label": `Die showing ${value}` },
    ...Array.from({ length: 9 }, (_, i) => el("span", { class: pips.includes(i + 1) ? "pip" : "" })));
}
