// What the Pig, Red-Blue Nim and Chopsticks views share: a request kept for Python, the settings
// (rules, opponent, strength), the computer's turns, the record, the review, the permalink and the
// saved game. Each game's view (pig.js, nim.js, chopsticks.js) only draws its board and its rules.
// Every rule, value, cost, luck and computer move comes from stb.bridge (game_view / game_play).

import { ask } from "./bridge.js";
import { el } from "./dom.js";
import { Review } from "./review.js";
import { clearSaved, save } from "./store.js";

/** A number field's value as a number when it is one; anything else goes to Python as typed. */
export function number(field) {
  const text = field.value.trim();
  return /^\d+$/.test(text) ? Number(text) : text;
}

export const STRENGTHS = [["1", "Perfect"], ["0.9", "Strong"], ["0.6", "Fair"], ["0.3", "Weak"]];

export class GameView {
  /** request: {game, rules, state}; saved: {records, settings} from a reload; notice: a message to show. */
  constructor(root, panel, { request, saved = null, notice = "", random = Math.random, onTitle = () => {} }) {
    this.root = root;
    this.panel = panel;
    this.random = random;        // die faces and the computer's seed: chance, not a rule
    this.onTitle = onTitle;
    this.blind = false;
    this.token = 0;
    this.request = { game: request.game, rules: request.rules ?? {}, state: request.state ?? null };
    this.start = saved?.start ?? this.request.state;
    this.records = saved?.records ?? [];
    this.settings = { mode: "computer", side: "0", strength: "1", depth: "", ...(saved?.settings ?? {}) };
    this.view = null;
    this.error = notice;
    this.build();
    this.refresh(this.request);
  }

  // ---- what each game's view provides --------------------------------------------------------

  /** Form fields for the game's rules (label elements), read back by `readRules`. */
  rulesFields() { return []; }

  readRules() { return {}; }

  /** Draw the board from this.view (Python's answer); `busy` while a request is out. */
  drawBoard(_busy) {}

  // ---- actions -------------------------------------------------------------------------------

  names() {
    const base = this.defaultNames;
    if (this.settings.mode !== "computer") return base;
    const you = Number(this.settings.side);
    return base.map((name, i) => (i === you ? `You (${name})` : `Computer (${name})`));
  }

  newGame(rules = this.request.rules) {
    this.records = [];
    this.lastEvent = null;
    this.start = null;
    this.refresh({ game: this.request.game, rules, state: null }, { fresh: true });
  }

  /** Ask Python for a position; keep the game as it was if Python says the request is wrong. */
  async refresh(request, { fresh = false } = {}) {
    const token = ++this.token;
    this.busy(true);
    const answer = await ask("game_view", { ...request, names: this.names() });
    if (token !== this.token) return;
    this.busy(false);
    if (!answer.ok) return this.fail(answer.error);
    if (fresh) this.records = [];
    if (this.start === null || fresh) this.start = answer.state;
    this.show(answer);
  }

  /** Play a move of the player at the screen (text from Python's list), with a die face if any. */
  async play(move) {
    if (!this.view || this.view.phase !== "move" || this.computerToMove()) return;
    await this.send({ move, face: this.face() });
  }

  async computerMove() {
    await this.send({ computer: Number(this.settings.strength), seed: Math.floor(this.random() * 2 ** 31),
      face: this.face(), depth: this.settings.depth || null });
  }

  async send(choice) {
    const token = ++this.token;
    this.busy(true);
    const answer = await ask("game_play", { ...this.request, names: this.names(), ...choice });
    if (token !== this.token) return;
    this.busy(false);
    if (!answer.ok) return this.fail(answer.error);
    this.records.push(answer.record);
    this.lastEvent = answer.record;
    this.show(answer.view);
  }

  face() {
    const faces = this.view?.board?.faces;
    return faces ? 1 + Math.floor(this.random() * faces) : null;
  }

  computerToMove() {
    return this.settings.mode === "computer" && this.view?.phase === "move"
      && this.view.to_move !== Number(this.settings.side);
  }

  setBlind(blind) {
    this.blind = blind;
    this.drawAdvice();
  }

  changeSettings() {
    const before = JSON.stringify(this.request.rules);
    const players = `${this.settings.mode} ${this.settings.side}`;
    Object.assign(this.settings, {
      mode: this.modeField.value, side: this.sideField.value, strength: this.strengthField.value,
      depth: this.depthField?.value.trim() ?? "",
    });
    const rules = this.readRules();
    if (JSON.stringify(rules) !== before) return this.newGame(rules);  // new rules: a new game
    if (`${this.settings.mode} ${this.settings.side}` !== players) this.refresh(this.request);  // new names
    else if (this.computerToMove() && !this.pending) this.computerMove();
  }

  // ---- drawing -------------------------------------------------------------------------------

  build() {
    const field = (label, node) => el("label", {}, label, " ", node);
    this.modeField = el("select", { name: "mode" },
      el("option", { value: "computer" }, "the computer"), el("option", { value: "people" }, "two people at this screen"));
    this.sideField = el("select", { name: "side" },
      el("option", { value: "0" }, "first"), el("option", { value: "1" }, "second"));
    this.strengthField = el("select", { name: "strength" },
      ...STRENGTHS.map(([value, name]) => el("option", { value }, name)));
    this.modeField.value = this.settings.mode;
    this.sideField.value = this.settings.side;
    this.strengthField.value = this.settings.strength;
    this.settingsForm = el("form", { class: "settings", "aria-label": "Rules and opponent",
      onchange: () => this.changeSettings(), onsubmit: (e) => { e.preventDefault(); this.changeSettings(); } },
      ...this.rulesFields(),
      field("Play against", this.modeField),
      (this.sideLabel = field("You play", this.sideField)),
      (this.strengthLabel = field("Computer strength", this.strengthField)));
    this.root.replaceChildren(
      this.settingsForm,
      (this.statusLine = el("p", { class: "status", role: "status", "aria-live": "polite" })),
      (this.eventLine = el("p", { class: "event" })),
      (this.boardArea = el("div", { class: `board ${this.request.game}` })),
      el("div", { class: "actions" },
        (this.undoButton = el("button", { type: "button", onclick: () => this.undo() }, "Take back")),
        (this.linkButton = el("button", { type: "button", onclick: () => this.copyLink() }, "Copy link"))),
      (this.errorLine = el("p", { class: "error", role: "alert" })),
      (this.review = new Review(el("section", { class: "review", "aria-label": "Review" }))).root,
    );
  }

  busy(on) {
    this.pending = on;
    this.root.dataset.phase = on ? "pending" : (this.view?.phase ?? "pending");
    if (on && this.view) this.panel.thinking();
    if (this.view) this.drawBoard(on);
  }

  fail(message) {
    this.error = message;
    this.errorLine.textContent = message;
    this.root.dataset.phase = this.view?.phase ?? "error";
    this.drawAdvice();
  }

  show(view) {
    if (this.detached) return;
    this.view = view;
    this.request = { game: view.game, rules: view.rules, state: view.state };
    this.onTitle(view.title);
    Object.assign(this.root.dataset, { phase: view.phase, state: view.state, toMove: String(view.to_move) });
    this.statusLine.textContent = view.message;
    this.eventLine.textContent = this.lastEvent ? this.lastEvent.event : "";
    this.errorLine.textContent = this.error;
    this.error = "";
    const versus = this.settings.mode === "computer";
    this.sideLabel.hidden = !versus;
    this.strengthLabel.hidden = !versus;
    this.undoButton.disabled = this.records.length === 0;
    this.drawBoard(false);
    this.drawAdvice();
    this.keep();
    this.review.update({ game: view.game, rules: view.rules, start: this.start, names: view.names,
      records: this.records }, this.blind && view.phase !== "game-over");
    if (this.computerToMove()) setTimeout(() => { if (this.computerToMove() && !this.pending) this.computerMove(); }, 250);
  }

  drawAdvice() {
    const view = this.view;
    if (!view) return;
    const over = view.phase === "game-over";
    const mine = !this.computerToMove();
    this.panel.show({
      position: view.position ? { ...view.position, value_label: view.position.value_label } : null,
      positionNote: view.position ? `${view.names[view.to_move]} to move, both sides playing perfectly` : null,
      advice: view.position && view.position.moves.length ? view.position : null,
      caption: "Moves, best first",
      hidden: this.blind && !over,
      onPick: !over && mine ? (move) => this.play(move) : null,
      note: over ? `${view.message} Every move played, with what it cost against the best:` : "",
    });
    this.panel.record(this.records.map((r) => ({ ...r, player_label: view.names[r.player].replace(/ \(.*\)$/, ""),
      position: r.position })), { reveal: !this.blind || over });
  }

  /** Take back the last move (and the computer's reply before it, when playing the computer). */
  undo() {
    if (!this.records.length) return;
    let last = this.records.pop();
    while (this.settings.mode === "computer" && last.by === "computer" && this.records.length) last = this.records.pop();
    this.lastEvent = null;
    this.refresh({ ...this.request, state: last.position });
  }

  /** The permalink in the address bar, and the game in localStorage so a reload keeps it. */
  keep() {
    history.replaceState(null, "", `${location.pathname}${location.search}#${this.view.link}`);
    save(this.request.game, { link: this.view.link, request: this.request, start: this.start, records: this.records,
      settings: this.settings });
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      this.eventLine.textContent = "Link copied: it opens this position with these rules.";
    } catch {
      this.eventLine.textContent = `Link to this position: ${location.href}`;
    }
  }

  forget() { clearSaved(this.request.game); }

  detach() { this.detached = true; }
}
