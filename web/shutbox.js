// The Shut the Box board: the tiles (one row, or Double Shutter's two), the dice, Roll (or, where the
// rules give the choice, Roll one die and Roll two dice: nothing is chosen for you), a roll entered
// by hand, Shut and Clear; with the advice shown, the best move's tiles marked (or those of the move
// pointed at in the advice), what the tiles selected add up to and are worth, and the chance of every
// total the dice can show, those no move uses marked. A roll's dice stay while its player decides
// after it (Python says: `dice_stay`). At a table of N players, the seats and their scores, another
// seat's turn roll by roll as Python played it (the record's steps, one after another), and in its
// turn a button that lets the computer play it and a field for the score it ended on. Which
// tiles may be shut, how many dice, the score, the chances and whose turn it is are decided in
// Python; this module draws them and sends what the player does: a move of the view's list by its
// index (a roll, the dice chosen, the tiles selected when they make a move), a roll entered by hand
// as typed, or tiles that make no move (Python says why).

import { die, el, press, setAttributes } from "./dom.js";
import { moveButtons } from "./movebuttons.js";
import { label } from "./registry.js";

const PRESSED_BY_ENTER = "button:not(.tile), summary, a[href], [role='button']";  // Enter's own, not Shut

export class Board {
  /** root: the board's place; actions: what the page does with a move; aside: where its odds go
   *  (the game's tools, after the advice on a phone; the board's own place where none is given). */
  constructor(root, actions, aside = root) {
    this.actions = actions;
    this.selected = new Set();
    this.position = null;
    root.replaceChildren(
      (this.seatsLine = el("ol", { class: "seats", "aria-label": label("shutbox.seats") })),
      (this.stepsList = el("ol", { class: "turn-steps", "aria-label": label("shutbox.steps") })),
      (this.scoreLine = el("p", { class: "scoreline" })),
      (this.box = el("div", { class: "box", role: "group", "aria-label": label("shutbox.tiles") })),
      (this.hintLine = el("p", { class: "board-hint", "data-testid": "best-on-board" })),
      el("div", { class: "table-row" },
        el("div", { class: "dice-area" },
          (this.diceFaces = el("div", { class: "dice", role: "group", "aria-label": label("shutbox.dice") })),
          (this.diceChoice = el("div", { class: "dice-choice live-only", role: "group", "aria-label": label("shutbox.dice") })),
          (this.rollButton = el("button", { type: "button", class: "roll primary live-only", "data-key": "roll", "aria-keyshortcuts": "R",
            onclick: () => this.roll() }, label("shutbox.roll"))),
          (this.tileActions = el("div", { class: "actions live-only" },  // after a roll, where Roll was: by the dice
            (this.shutButton = el("button", { type: "button", class: "primary", "data-key": "shut", "aria-keyshortcuts": "Enter",
              onclick: () => this.shut() }, label("shutbox.shut"))),
            (this.clearButton = el("button", { type: "button", "data-key": "clear", onclick: () => this.clear() }, label("shutbox.clear"))),
            (this.undoButton = el("button", { type: "button", class: "game-only", "data-key": "undo-roll", onclick: () => this.undoRoll() },
              label("shutbox.undoRoll"))))),
          (this.diceRule = el("p", { class: "dice-rule live-only" }))),
        (this.handForm = el("form", { class: "hand-roll live-only game-only", onsubmit: (e) => { e.preventDefault(); this.handRoll(); } },
          (this.handLabel = el("label", { for: "roll-total" }, label("shutbox.rollTotal"))),
          (this.handInput = el("input", { id: "roll-total", type: "text", inputmode: "numeric", autocomplete: "off", size: "3",
            "data-key": "roll-total" })),
          (this.handButtons = el("span", { class: "hand-buttons" })),
          (this.handHint = el("p", { class: "hint" }, label("shutbox.handHint")))))),
      (this.selectionLine = el("p", { class: "selection live-only", role: "status" })));
    aside.append((this.odds = el("div", { class: "odds", "data-testid": "roll-odds" })));
  }

  // Each action refuses what its control, disabled, would not offer: a move out of turn, or another side's roll.
  /** Roll, where the dice are not a choice (else each choice is its own button). */
  roll() {
    if (this.canRoll && this.view.board.dice_moves.length === 1) this.actions.play({ move: this.view.board.dice_moves[0].index });
  }

  undoRoll() {
    if (this.canUndo) this.actions.undo();
  }

  /** The roll (or, at a table, another seat's score) as typed, with the dice of the button pressed
   *  (Enter in the field: the only dice there are): Python reads it, and says what is wrong with it. */
  handRoll(move = this.view.board.dice_moves.length === 1 ? this.view.board.dice_moves[0] : null) {
    if (!this.canRoll) return;
    if (!move) return this.actions.fail(label("shutbox.pressDice"));
    this.actions.play({ move: move.index, entered: this.handInput.value.trim() });
  }

  /** R rolls (where the dice are a choice, it goes to the choice); a digit selects the tile with that
   *  number (0: 10; Shift: the back row); Enter shuts, also from a tile (a tile is a toggle: Space selects it). */
  key(event) {
    if (event.key === "r" || event.key === "R") {
      if (this.diceChoice.hidden) press(this.rollButton);
      else this.diceChoice.querySelector("button:not([disabled])")?.focus();
      return true;
    }
    const digit = /^(Digit|Numpad)(\d)$/.exec(event.code)?.[2];
    if (digit !== undefined) {
      const value = Number(digit) || 10;
      const row = event.shiftKey ? "back" : "front";
      const tile = this.view.board.tiles.find((t) => t.value === value && t.row === row);
      const button = tile && this.box.querySelector(`[data-bit="${tile.bit}"]`);
      press(button);
      return Boolean(tile);
    }
    if (event.key === "Enter" && !event.target.closest(PRESSED_BY_ENTER)) {
      press(this.shutButton);
      return true;
    }
    return false;
  }

  toggle(bit) {
    if (!this.canSelect) return;
    if (this.selected.has(bit)) this.selected.delete(bit);
    else this.selected.add(bit);
    this.actions.chosen();
  }

  clear() {
    this.selected.clear();
    this.actions.chosen();
  }

  /** A question starts clean: no tile selected, none marked, no roll typed. */
  reset() {
    this.selected.clear();
    this.previewed = null;
    this.handInput.value = "";
  }

  /** The tiles selected: the move they make, by its index, or (none) the tiles, for Python to say why not. */
  shut() {
    if (!this.canSelect) return;
    const made = this.madeMove(this.view);
    this.actions.play(made ? { move: made.index } : { tiles: [...this.selected].sort((a, b) => a - b) });
  }

  /** Mark the tiles of a move of the advice (null: the best move's again). */
  preview(move) {
    this.previewed = move;
    if (this.view) this.draw(this.view, this.context);
  }

  /** The board's move the selected tiles make, if they make one of the roll's moves. */
  madeMove(view) {
    const key = [...this.selected].sort((a, b) => a - b).join(",");
    return view.board.moves.find((m) => m.tiles.join(",") === key) ?? null;
  }

  /** The move the selected tiles make (marked in the advice), or null. */
  chosen(view) {
    return this.madeMove(view)?.move ?? null;
  }

  /** A roll on its way to Python offers its tiles at once (GameScreen draws it without waiting). */
  get choosesOnThrow() { return true; }

  draw(view, context) {
    this.view = view;
    this.context = context;
    const { busy, readOnly, thrown, last, undoable } = context;
    const advice = context.advice && !view.computer_to_move;  // the person's own decisions, never the computer's
    const board = view.board;
    if (this.position !== view.state) {
      this.position = view.state;
      this.reset();
    }
    const rolling = board.roll === null;
    const rolled = !rolling || Boolean(thrown);  // a roll made, or on its way to Python
    const live = !readOnly && !view.computer_to_move;  // the person at the screen holds the turn
    this.canSelect = rolled && live;

    this.drawSeats(board.table);
    this.drawSteps(last?.steps && last.state === view.state ? last : null);
    this.scoreLine.replaceChildren(...(view.seats.length > 1 ? [el("strong", {}, turnOf(view, board.player)), " · "] : []),
      board.score_words);

    const options = view.position && !rolling ? view.position.moves : [];
    const marked = advice ? options.find((m) => m.move === this.previewed) ?? options[0] : null;
    const markedTiles = new Set(board.moves.find((m) => m.move === marked?.move)?.tiles ?? []);
    this.drawTiles(board, (t) => (markedTiles.has(t.bit) ? (marked === options[0] ? "suggested" : "previewed") : ""));
    this.box.classList.toggle("double", board.rows.length > 1);
    const noBox = Boolean(board.table) && !board.table.your_box;  // another seat's turn, or the table's end
    for (const node of [this.box, this.diceFaces, this.scoreLine, this.hintLine]) node.hidden = noBox;
    for (const node of [this.diceRule, this.handForm]) node.hidden = rolled;  // after a roll, Shut in their place
    this.tileActions.hidden = noBox || !rolled;
    this.hintLine.replaceChildren(...(marked ? [el("span", { class: "star", "aria-hidden": "true" }, marked === options[0] ? "★ " : "☆ "),
      marked.hint_text] : []));
    this.selectionLine.textContent = this.selectionWords(board, options, advice);

    this.drawDice(view, { rolling, rolled, live: live && !busy, advice, thrown, last });
    this.shutButton.disabled = !this.canSelect || this.selected.size === 0;
    this.clearButton.disabled = !this.canSelect || this.selected.size === 0;
    this.canUndo = !rolling && live && !busy && undoable;  // the game store says: the side to move's own roll, nothing shut since
    this.undoButton.disabled = !this.canUndo;
  }

  /** The dice: the roll's faces (a throw on its way, or the last roll while its player decides after
   *  it), Roll, or each choice of dice as its own button, none chosen for you (judged when advised),
   *  the roll entered by hand with the dice of the button pressed, and each choice's odds. */
  drawDice(view, { rolling, rolled, live, advice, thrown, last }) {
    const board = view.board, moves = board.dice_moves, choice = moves.length > 1;
    const theirTurn = Boolean(board.table?.their_turn);
    // the dice as thrown; a roll whose dice were not seen (a total typed, a position opened) as Python draws it
    const seen = last?.dice_stay && last.state === view.state ? last.faces : board.faces;
    const faces = thrown ? thrown.faces : seen?.length ? seen : null;
    const total = faces ? faces.reduce((sum, face) => sum + face, 0) : thrown ? null : board.roll;
    const typed = thrown?.entered ?? total;  // a roll typed is shown as typed until Python has read it
    const shown = faces ? faces.map((f) => die(f)) : rolling && !thrown ? [die(null), die(null)] : [];
    this.diceFaces.replaceChildren(...shown, !faces && typed !== null ? el("span", { class: "entered" }, label("shutbox.entered", { total: typed })) : "");
    this.canRoll = rolling && live && moves.some((m) => m.index !== null);
    this.rollButton.hidden = rolled || choice;
    this.diceChoice.hidden = rolled || !choice;
    this.diceChoice.replaceChildren(...moveButtons(view, moves, { mine: this.canRoll, advice, play: this.actions.play,
      key: (m) => `roll:${m.dice}`, primary: () => true, words: (m) => m.label }));
    this.diceRule.textContent = board.dice_rule;
    this.drawOdds(board, rolling ? moves.map((m) => m.dice) : [board.dice], total);
    this.rollButton.disabled = !this.canRoll || choice;
    const seat = board.table?.seat;
    this.rollButton.textContent = theirTurn ? moves[0].label : label("shutbox.roll");
    this.handLabel.textContent = theirTurn ? label("shutbox.seatScore", { seat }) : label("shutbox.rollTotal");
    const hand = JSON.stringify([moves.map((m) => m.move), theirTurn]);  // made again only for other dice: kept, a message finds it
    if (this.hand !== hand) {
      this.hand = hand;
      this.handButtons.replaceChildren(...moves.map((m) => el("button", { type: choice ? "button" : "submit",
        "data-key": choice ? `use-roll:${m.dice}` : "use-roll", onclick: choice ? () => this.handRoll(m) : null },
      theirTurn ? label("shutbox.useScore") : choice ? m.use_label : label("shutbox.useRoll"))));
    }
    for (const button of this.handButtons.children) button.disabled = !this.canRoll;
    this.handHint.textContent = theirTurn ? label("shutbox.tableHint", { seat }) : label("shutbox.handHint");
    this.handInput.disabled = !this.canRoll;
  }

  /** Another seat's turn as Python played it, roll by roll, each roll shown after the one before
   *  (drawn again only for another turn, so that it is not shown twice). */
  drawSteps(record) {
    this.stepsList.hidden = !record;
    if (this.stepsShown === record) return;
    this.stepsShown = record;
    this.stepsList.replaceChildren(...(record?.steps ?? []).map((step, i) => el("li", { style: `--step: ${i}` },
      el("span", { class: "dice" }, ...step.faces.map((f) => die(f))), el("span", {}, step.text))));
  }

  /** At a table: each seat in order, its score once it has played (or that it never did, when a box
   * shut ended the game), yours and the one to move marked. */
  drawSeats(table) {
    this.seatsLine.hidden = !table;
    if (!table) return;
    this.seatsLine.replaceChildren(...table.seats.map((s) => el("li", {
      class: [s.you ? "you" : "", s.to_move ? "to-move" : "", s.score !== null && s.score === table.lowest ? "lowest" : ""].join(" ").trim(),
      "aria-current": s.to_move ? "step" : null,
    }, el("span", { class: "seat-name" }, s.you ? label("shutbox.yourSeat", { seat: s.seat }) : label("shutbox.seat", { seat: s.seat })),
    el("span", { class: "seat-score" }, s.score !== null ? (s.score === table.lowest ? label("shutbox.lowest", { score: s.score_text }) : s.score_text)
      : s.to_move ? label("shutbox.playing") : table.over ? label("shutbox.notPlayed") : label("shutbox.toPlay")))));
  }

  /** What the tiles selected add up to against the roll, and, once they make a move, what it is worth. */
  selectionWords(board, options, advice) {
    const picked = board.tiles.filter((t) => this.selected.has(t.bit));
    if (!picked.length || board.roll === null) return "";
    const sum = picked.reduce((total, t) => total + t.value, 0);
    const made = options.find((m) => m.move === this.chosen(this.view));
    const values = { tiles: picked.map((t) => t.value).join(" + "), sum, roll: board.roll, worth: made?.worth_text };
    return !made ? label("shutbox.selected", values) : advice ? label("shutbox.selectedWorth", values) : label("shutbox.selectedMakes", values);
  }

  /** The chance of each total each choice of dice (`counts`) can show here, the roll marked, the
   *  totals no move uses marked. */
  drawOdds(board, counts, rolledTotal) {
    const charts = counts.map((count) => board.roll_chances[String(count)]).filter(Boolean);
    this.odds.hidden = !charts.length;
    this.odds.replaceChildren(...charts.map((odds) => {
      const highest = Math.max(...odds.totals.map((t) => t.chance));
      return el("figure", {}, el("figcaption", {}, odds.playable_text),
        el("div", { class: "bars", role: "list" }, ...odds.totals.map((t) => {
          const rolled = t.total === rolledTotal;
          return el("div", { class: `bar${t.playable ? "" : " dead"}${rolled ? " rolled" : ""}`, role: "listitem",
            "data-total": String(t.total), "data-chance": String(t.chance), "data-playable": String(t.playable),
            "aria-label": rolled ? label("shutbox.barRolled", { bar: t.label }) : t.label },
          el("span", { class: "bar-chance", "aria-hidden": "true" }, t.chance_text),
          el("span", { class: "bar-fill", "aria-hidden": "true", style: `--share: ${t.chance / highest}` }),
          el("span", { class: "bar-total", "aria-hidden": "true" }, String(t.total)),
          el("span", { class: "bar-mark", "aria-hidden": "true" }, rolled ? "▲" : t.playable ? "" : "✕"));
        })));
    }), charts.length ? el("p", { class: "hint" }, label("shutbox.oddsKey")) : "");
  }

  /** The box's tiles, each button kept from one draw to the next (made again only when the rows or
   *  tiles change: other rules), so a draw restyles only the tiles that changed. */
  drawTiles(board, mark) {
    const rows = board.rows.map((row) => board.tiles.filter((t) => t.row === row).sort((a, b) => a.column - b.column));
    const shape = JSON.stringify([board.rows, rows.map((tiles) => tiles.map((t) => [t.bit, t.value]))]);
    if (this.tileShape !== shape) {
      this.tileShape = shape;
      this.tileButtons = new Map(board.tiles.map((t) => [t.bit, el("button", { type: "button", "data-bit": String(t.bit),
        "data-key": `tile:${t.bit}`, onclick: () => this.toggle(t.bit) }, el("span", { class: "tile-number" }, String(t.value)))]));
      this.box.replaceChildren(...board.rows.map((row, i) => el("div", { class: `tiles ${row}` },
        ...rows[i].map((t) => this.tileButtons.get(t.bit)))));
    }
    for (const t of board.tiles) {
      const chosen = this.selected.has(t.bit);
      setAttributes(this.tileButtons.get(t.bit), { "aria-label": t.label, "aria-pressed": t.standing ? String(chosen) : null,
        class: ["tile", t.standing ? "up" : "down", chosen ? "selected" : "", t.exposed ? "" : "hidden-behind", mark(t)].join(" ").trim(),
        disabled: !t.standing || !this.canSelect ? "" : null });
    }
  }
}

/** Whose turn the score line names, by the seat's role: "Player 2's turn", "You (player 1)". */
function turnOf(view, seat) {
  const number = seat + 1, role = view.roles?.[seat];  // none in a view kept by an earlier version
  return role === "you" ? label("shutbox.youAre", { number }) : role === "computer" ? label("shutbox.computerIs", { number })
    : label("shutbox.turnOf", { number });
}
