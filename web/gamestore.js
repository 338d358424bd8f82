// The game on the page, as a small store with change events: its request (game, rules, opponent,
// position), its start, the moves as a saved game keeps them and their digest, Python's records of
// them, the review kept from each play's changes, the live view, the position being reviewed, and the
// game's id (the drill's: a miss taken back, a game ended again, is known by it). Its actions each ask
// the bridge once: a play is one game_play (the computer's moves follow as their own), and the edges
// (a game resumed or loaded, Take back, Undo roll, new players, a replaced game brought back) one
// game_review; opening a position, a new game in place of this one (`replace`: new rules, another
// seat, Play from here) and each step of the review walk one game_view.
// Views subscribe (addEventListener) and draw; none reaches into another. Events: "change" (redraw),
// "shown" (a new live view: keep it), "played" (a play answered), "told" (the last turn of a game that
// ended is drawn: its end may be said), "walked" (a position of the review opened), "said" (a note on
// an action), "failed" (a message).

import { drillFields, keepPlayed, ownerOf } from "./drillstore.js";
import { throwDice } from "./dom.js";
import { Plays } from "./plays.js";
import { advanced, played, replayed } from "./reviewed.js";
import { gameInfo, label } from "./registry.js";

const COMPUTER_PAUSE = 450;  // ms between the computer's moves, so each can be seen (and each step of one told step by step)

/** Whether a request's view must bring the game's figure: it has one, and none is held for these rules. */
function figureNeeded(figure, request) {
  return gameInfo(request.game).figure && figure?.rules !== JSON.stringify(request.rules);
}

/** A new game's id: the time it began (µs), unique on this page. */
function newId() {
  return Date.now() * 1000 + Math.floor(Math.random() * 1000);
}

export class GameStore extends EventTarget {
  /** random: the page's dice (chance, not a rule: the page throws what Python says is thrown). */
  constructor({ random }) {
    super();
    this.random = random;
    this.plays = new Plays((message) => this.fail(message));  // the requests in line, one answered at a time
    this.request = null;   // {game, rules, opponent, state}: the live position, as the bridge reads it
    this.id = null;        // the game's id, the same while its moves are replayed, taken back or brought back
    this.start = null;     // the position the moves start from
    this.moves = [];       // the moves as a saved game keeps them: {move, faces | total, by}
    this.digest = null;    // the moves' digest, as Python's answer that played or replayed them gave it (null: no moves)
    this.records = [];     // Python's records of those moves (words, values, costs, verdicts, luck)
    this.review = null;    // {state, totals, result, chart, turns, take_back}, or null before the first move
    this.live = null;      // the live view
    this.viewing = null;   // {index, view, played, note}: a position of the review, after `index` moves
    this.walks = 0;        // the walks through the review asked so far
    this.figure = null;    // {rules, svg}: the game's figure, asked once per rules
    this.waiting = false;  // the computer is to move, but the position was just opened: it waits to be asked
    this.settingUp = "";   // a new game's rules are being solved, said ("New rules: …"): no board until Python has them
    this.replaced = null;  // the game a new one replaced, until your next move: {request, start, moves, id, said}
    this.thrown = null;    // the dice of a play on its way to Python: {faces, entered}
    this.telling = false;  // the game has ended on another seat's turn, still drawn roll by roll: its end not said yet
    this.error = "";
  }

  get pending() { return this.plays.pending; }

  /** The turn is the person's at the screen: a live position (not a review, not new rules being
   *  solved) that the computer is not to move. Every control of the game acts only then. */
  get yours() {
    return Boolean(this.live) && !this.live.computer_to_move && !this.viewing && !this.settingUp;
  }

  /** Undo roll applies: the last move threw the dice for the side to move (its own roll, not another
   *  seat's turn), and nothing was played since. */
  get undoable() {
    const last = this.records.at(-1);
    return this.yours && !this.pending && this.live.phase === "move" && last?.state === this.live.state
      && last.player === this.live.to_move && last.total !== null && !last.others;
  }

  /** Open a position ({game, rules, opponent, state}), or, with `moves` played from `start`, a game
   *  replayed (`notes`: the records whose notes the replay keeps; `id`: the game's, if known); `shown`:
   *  a view to draw meanwhile, with the `records` and `review` drawn with it, until Python has rebuilt
   *  them from the moves. */
  open(request, { moves = [], start = null, waiting = true, shown = null, notes = [], records = [], review = null,
    id = null } = {}) {
    this.id = moves.length ? id ?? this.id ?? newId() : newId();
    if (shown) {  // kept as it is meanwhile: the moves, not yet replayed (no digest yet), stay in the saved game
      Object.assign(this, { start, moves: [...moves], digest: null, records: moves.length ? records : [], review: moves.length ? review : null });
      this.show(shown, { waiting: true });
    }
    const asked = { game: request.game, rules: request.rules ?? {}, opponent: request.opponent ?? {}, state: request.state ?? null };
    return this.plays.then(async () => {
      this.viewing = null;
      if (moves.length) return this.replay({ ...asked, state: start }, moves, { waiting, notes });
      const answer = await this.plays.ask("game_view", { ...asked, figure: figureNeeded(this.figure, asked) });
      if (!answer.ok) return this.fail(answer.error);
      Object.assign(this, { start: answer.state, moves: [], digest: null, records: [], review: null });
      this.show(answer, { waiting });
    });
  }

  /** A saved game (the JSON of the file `name`) replayed and checked by Python, shown from its first
   *  position with Python's word on what was loaded; resolves to whether it loaded. */
  load(saved, name) {
    let loaded = false;
    return this.plays.then(async () => {
      const request = { game: saved.game, rules: saved.rules, opponent: saved.opponent, state: saved.start };
      this.id = newId();
      const answer = await this.replay(request, saved.moves, { extra: { start_view: true, file: name },
        failed: (error) => label("gamestore.notLoaded", { file: name, error }) });
      if (!answer) return;
      loaded = true;
      this.walk(0, { view: answer.start_view, note: answer.loaded });
    }).then(() => loaded);
  }

  /** Play a move: its index in the view's list ({move}), or the tiles selected ({tiles}), with a
   *  roll entered by hand ({entered}); dice the move throws are thrown here. */
  play(fields) {
    if (!this.yours || this.live.phase !== "move") return;
    const move = Number.isInteger(fields.move) ? this.live.position?.moves[fields.move] : null;
    if (move?.throw && fields.entered === undefined) fields = { ...fields, faces: throwDice(move.throw, this.random) };
    if (move?.seeded && fields.entered === undefined) fields = { ...fields, seed: Math.floor(this.random() * 2 ** 31) };
    this.thrown = fields.faces || fields.entered !== undefined ? { faces: fields.faces ?? null, entered: fields.entered ?? null } : null;
    if (this.thrown) performance.mark("stb:roll");  // to its advice on screen: "stb:roll-to-advice" (bench-web)
    this.waiting = false;
    this.send(fields);
  }

  computerMove() {
    this.waiting = false;
    this.send({ computer: true, seed: Math.floor(this.random() * 2 ** 31) });
  }

  /** Take back what Python says (the last move made at the screen, with the computer's after it), or
   *  (`roll`: Undo roll) the roll the side to move has just made, no tile shut for it yet: the drill of
   *  its player forgets what the moves taken back missed. */
  takeBack({ roll = false } = {}) {
    const back = roll ? this.undoable && { move: this.moves.length - 1, note: "" } : this.review?.take_back;
    if (!this.yours || this.pending || !back) return;
    this.plays.then(async () => {
      if (await this.replay({ ...this.request, state: this.start }, this.moves.slice(0, back.move), { notes: this.records,
        drill: this.records[back.move].player }) && back.note) {
        this.emit("said", back.note);
      }
    });
  }

  newGame() {
    this.replaced = null;
    return this.open({ ...this.request, state: null }, { waiting: false });
  }

  /** A change of rules or players: one that starts a new game (`newGame`, said: new rules, another seat)
   *  does so once Python has it; other players carry the game on. */
  changeControls({ rules, opponent }, newGame) {
    if (!newGame) {
      return this.open({ ...this.request, opponent, state: this.start }, { moves: this.moves, start: this.start, waiting: false,
        notes: this.records });
    }
    this.replace({ ...this.request, rules, opponent, state: null }, newGame, { solving: true });
  }

  /** A new game from `asked` in place of this one, once Python has it (`solving`: new rules, no board
   *  meanwhile): the game replaced can be had back until your next move (`said`: what replaced it);
   *  a request Python refuses leaves the game as it was. */
  replace(asked, said, { solving = false, waiting = false }) {
    const replaced = { request: { ...this.request }, start: this.start, moves: [...this.moves], id: this.id, said };
    Object.assign(this, { settingUp: solving ? said : "", error: "" });
    this.emit("change");
    this.plays.then(async () => {
      const answer = await this.plays.ask("game_view", { ...asked, figure: figureNeeded(this.figure, asked) });
      this.settingUp = "";
      if (!answer.ok) return this.fail(answer.error);
      Object.assign(this, { start: answer.state, moves: [], digest: null, records: [], review: null, id: newId(), viewing: null,
        replaced: replaced.moves.length ? replaced : null });
      this.show(answer, { waiting });
    });
  }

  /** Back to the game a new one replaced, with its rules, players and every move. */
  bringBack() {
    const { request, start, moves, id } = this.replaced;
    this.replaced = null;
    this.open({ ...request, state: start }, { moves, start, id });
  }

  /** Show, read-only, the position after `index` moves (0: the start), with the move then played;
   *  null: back to the game (the computer, if it was to move, moves on). Asked while a game shown
   *  again is being rebuilt, it waits for the records. */
  walk(index, { view = null, note = this.viewing?.note ?? "" } = {}) {
    const ticket = ++this.walks;  // the last walk asked wins over those on their way (quick clicks, Back to the game)
    if (index === null) {
      this.viewing = null;
      return this.show(this.live, { waiting: this.waiting });
    }
    this.plays.then(async () => {
      if (!this.records.length || ticket !== this.walks) return;
      index = Math.max(0, Math.min(index, this.records.length));
      const state = index === 0 ? this.start : this.records[index - 1].state;
      const answer = view ?? await this.plays.ask("game_view", { ...this.request, state, figure: figureNeeded(this.figure, this.request) });
      if (ticket !== this.walks) return;
      if (!answer.ok && !view) return this.fail(answer.error);
      this.viewing = { index, view: answer, played: this.records[index] ?? null, note };
      this.emit("change");
      this.emit("walked");
    });
  }

  /** The store is left (another game, practice, the lab): answers still on their way are dropped. */
  leave() { this.plays.leave(); }

  /** A play sent to Python (`caught`: the tutor caught it first, and the drill has it already). */
  send({ caught = false, ...fields }) {
    const plays = this.plays;
    plays.pending += 1;
    if (!fields.computer) this.error = "";  // the person acts: what was said about their last action is done with
    this.emit("waiting");
    plays.then(async () => {
      const passed = !fields.computer && this.live.computer_to_move;  // while this play waited in line
      const drill = await drillFields(this.request.game, ownerOf(this.live, this.live.to_move), this.id, caught ? { caught } : {});
      let answer;
      try {
        answer = passed ? null : await played(this, fields, drill);
      } finally {  // each play releases its own count, whatever happens to the others in line
        plays.pending -= 1;
        this.thrown = null;
      }
      if (!fields.computer) this.emit("said", "");  // with the answer, so that a click itself changes nothing on screen
      if (passed) {
        this.fail(label("gamestore.passed"));
        return this.show(this.live);  // the computer's move, held back while this play waited
      }
      if (!answer) return;  // the game could not be replayed: said
      if (!answer.ok) return this.fail(answer.error);
      if (fields.faces || fields.entered !== undefined) requestAnimationFrame(() => performance.measure("stb:roll-to-advice", "stb:roll"));
      this.moves.push(answer.saved);
      this.records.push(answer.record);
      Object.assign(this, { digest: answer.digest, review: advanced(this.review, answer.review),
                            replaced: fields.computer ? this.replaced : null });
      keepPlayed(this.request, answer, drill, this.moves.length - 1).then((message) => message && !plays.left && this.emit("said", message));
      const telling = COMPUTER_PAUSE * (answer.record.steps?.length ?? 0);  // another seat's turn, drawn roll by roll
      this.show(answer.view, { pause: COMPUTER_PAUSE + telling, telling });
      this.emit("played");
    });
  }

  /** Replay `moves` from `request.state` (one game_review): the records, the review, the view reached;
   *  `drill`: the seat whose moves are taken back, their drill's misses undone. Resolves to Python's
   *  answer, or null when it refused the game (said as `failed` words). */
  async replay(request, moves, { waiting = true, notes = [], extra = {}, drill = null,
    failed = (error) => label("gamestore.notReplayed", { error }) } = {}) {
    const taken = drill === null ? null : await drillFields(request.game, ownerOf(this.live, drill), this.id);
    const answer = await this.plays.ask("game_review", { game: request.game, rules: request.rules, opponent: request.opponent,
      start: request.state, moves, figure: figureNeeded(this.figure, request), ...extra, ...(taken ? { drill: taken } : {}) });
    if (!answer.ok) {
      this.fail(failed(answer.error));
      return null;
    }
    // a replay cannot know how the computer chose its moves: keep the notes the plays gave
    const records = answer.records.map((record, i) => ({ ...record, note: notes[i]?.note || record.note }));
    keepPlayed(request, answer, taken);
    Object.assign(this, { start: answer.start, moves: answer.saved.moves, digest: answer.digest, records, review: moves.length ? replayed(answer) : null });
    this.viewing = null;
    this.show(answer.view, { waiting });
    return answer;
  }

  /** The live view: kept, said, and where the computer is to move, its move asked after `pause` ms; a
   *  game that ends on a turn drawn for `telling` ms is `telling` (its end not said) until it is drawn. */
  show(view, { waiting = false, pause = COMPUTER_PAUSE, telling = 0 } = {}) {
    if (this.plays.left) return;
    this.telling = telling > 0 && view.phase === "game-over";
    if (this.telling) {
      setTimeout(() => {
        if (this.live !== view || !this.telling || this.plays.left) return;
        this.telling = false;
        this.emit("told");
      }, telling);
    }
    if (view.figure) this.figure = { rules: JSON.stringify(view.rules), svg: view.figure };
    this.live = view;
    this.request = { game: view.game, rules: view.rules, opponent: view.opponent, state: view.state };
    this.start ??= view.state;
    this.waiting = waiting && view.computer_to_move;
    ["shown", "change"].forEach((type) => this.emit(type));
    if (view.computer_to_move && !this.waiting && view.phase === "move") {
      setTimeout(() => {
        if (this.live === view && !this.pending && !this.viewing && !this.plays.left) this.computerMove();
      }, pause);
    }
  }

  /** A message where the person acted (the screen places it), the game as it was; "" takes it away. */
  fail(message) {
    if (this.plays.left) return;
    this.error = message;
    this.emit("change");
    this.emit("failed", message);
  }

  emit(type, detail = null) {
    this.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
