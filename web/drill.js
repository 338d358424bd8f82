// The drill in Practice: one person's saved mistakes of a game (yours, or a player's between two
// people: a menu when there are several), what reading the store said (a store this version cannot
// read is kept as it is, read-only, with a link to download it; so are the cards in it this version
// cannot read, kept as they were, with a link to download them), how many are due and when the next
// comes back (kept up to date by the clock), the list of the positions (each with when it comes
// back: ask it now, or delete it), the store's tools (export, import, clear: asked first), Undo after
// a delete or a clear (the positions and the charts back), the games with positions due elsewhere,
// and the progress charts. Python reads and changes the store (drillstore.js); this draws it.

import { downloadLink, el } from "./dom.js";
import { dueByGame } from "./duecount.js";
import { allStores, drill, keepText, storeText } from "./drillstore.js";
import { progress } from "./progress.js";
import { games } from "./registry.js";

const TICK = 15_000;  // ms between redraws of "comes back in", and of what has come due

/** "in 1 minute", "in 3 hours", "in 2 days": how long until `time` (ms) from `now`. */
function inWords(time, now) {
  const seconds = Math.max(1, Math.round((time - now) / 1000));
  const [amount, unit] = seconds < 5400 ? [Math.ceil(seconds / 60), "minute"]  // a day's wait reads "in 1 day", not "in 24 hours"
    : seconds < 72000 ? [Math.round(seconds / 3600), "hour"] : [Math.max(1, Math.round(seconds / 86400)), "day"];
  return `in ${amount} ${unit}${amount === 1 ? "" : "s"}`;
}

const plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** Whose store, in words: "Your", or a player's ("Player 1's"); `within` a sentence, "your". */
export function whose(owner, within = false) {
  return owner ? `${owner}'s` : within ? "your" : "Your";
}

export class DrillPanel {
  /** game: its name; owner: whose store ("" yours); onOwner(owner): another person's store chosen;
   *  onAsk(card): a position of the list asked now; onGame(name): practice another game with positions due. */
  constructor({ game, owner, onOwner, onAsk, onGame }) {
    Object.assign(this, { game, owner, onAsk, onGame, answer: null, undo: null });
    const owners = [...new Set(["", ...allStores(games).filter((s) => s.game === game).map((s) => s.owner)])];
    this.root = el("section", { class: "drill", "aria-label": "Your saved mistakes" },
      owners.length > 1 ? el("label", { class: "drill-owner" }, "Whose mistakes ",
        el("select", { "data-key": "owner", onchange: (e) => onOwner(e.target.value) },
          ...owners.map((name) => el("option", { value: name, selected: name === owner }, name ? name : "Yours")))) : "",
      (this.note = el("p", { class: "drill-note", role: "status" })),
      (this.unreadLine = el("p", { class: "drill-unread" })),
      (this.line = el("p", { class: "drill-line", "data-testid": "drill" })),
      (this.elsewhere = el("p", { class: "drill-elsewhere" })),
      (this.list = el("details", { class: "drill-list", hidden: true })),  // the list and the tools: once a store is read
      (this.tools = el("div", { class: "bar-buttons drill-tools", hidden: true },
        (this.exportButton = el("button", { type: "button", "data-key": "export", onclick: () => this.exported() }, "Export mistakes")),
        (this.importLabel = el("label", { class: "button" }, "Import mistakes",
          el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", onchange: (e) => this.imported(e.target) }))),
        el("button", { type: "button", "data-key": "clear", onclick: () => this.askClear() }, "Clear mistakes"))),
      (this.confirm = el("p", { class: "drill-confirm", role: "alert", hidden: true })),
      (this.charts = el("div", {})));
    this.timer = setInterval(() => this.answer && this.draw(), TICK);
  }

  /** Read the store (and apply `fields`), draw it; resolves to Python's answer. */
  async refresh(fields = {}) {
    const answer = await drill(this.game, this.owner, { list: true, ...fields });
    if (!this.detached) this.show(answer);
    return answer;
  }

  /** A store as Python answered it (game_drill's answer, or a play's `drill`); what reading or changing
   *  it left out, said (a store it could not read: with a link to download it as it is kept), and the
   *  cards in it Python could not read, with a link to download them as they were kept. */
  show(answer, said = answer.message) {
    if (answer.ok === false) return this.say(answer.error);
    this.answer = answer;
    if (said || !answer.readable) this.say(said, answer.readable ? null : this.downloadLink());
    this.showUnread(answer.unread);
    this.exportButton.hidden = this.importLabel.hidden = !answer.readable;
    this.tools.hidden = false;
    this.charts.replaceChildren(progress(answer, whose(this.owner)));
    this.draw();
  }

  /** The line, the list and the games elsewhere, as the clock stands now. */
  draw() {
    const { answer } = this, now = Date.now();
    const later = answer.later.filter((time) => time > now);
    const due = answer.due.length + answer.later.length - later.length;
    this.line.textContent = !answer.kept ? "No saved mistakes yet: the mistakes and blunders of your games are kept here."
      : `${whose(this.owner)} mistakes (${due}): ${due} due now of ${answer.kept} kept (at most ${answer.cap}), `
        + `${answer.solved} answered right last time.${!due && later.length ? ` The next comes back ${inWords(later[0], now)}.` : ""}`;
    const others = dueByGame(now).filter(({ game }) => game !== this.game);
    this.elsewhere.replaceChildren(...(others.length ? ["Due in other games: ", ...others.map(({ game, title, count }) =>
      el("button", { type: "button", "data-key": `due:${game}`, onclick: () => this.onGame(game) }, `${title} (${count})`))] : []));
    const open = this.list.open;
    this.list.replaceChildren(el("summary", {}, `${whose(this.owner)} positions (${answer.cards?.length ?? 0})`),
      el("ol", {}, ...(answer.cards ?? []).map((card, i) => el("li", { "data-state": card.state },
        el("span", { class: "card-words" }, card.words),
        el("span", { class: "card-when" }, card.due <= now ? "due now" : `comes back ${inWords(card.due, now)}`,
          ` · right ${card.right}, missed ${card.wrong}`),
        el("span", { class: "card-buttons" },
          el("button", { type: "button", "data-key": `ask:${i}`, onclick: () => this.onAsk(card) }, "Ask it now"),
          el("button", { type: "button", "data-key": `delete:${i}`, onclick: () => this.remove(card) }, "Delete"))))));
    this.list.open = open;
    this.list.hidden = !answer.cards?.length;
  }

  /** A word on what happened, with an Undo (or another action) after it. */
  say(text, action = null) {
    this.note.replaceChildren(text, action ? " " : "", action ?? "");
  }

  /** The store's text as this browser keeps it, to download (it cannot be read here: kept as it is). */
  downloadLink() {
    return downloadLink(storeText(this.game, this.owner) ?? "", `stb-${this.game}-mistakes-as-kept.json`,
      "Download them as they are kept", { "data-key": "download" });
  }

  /** The cards of the store this version cannot read (Python's `unread`: how many, in words, and their
   *  text as kept), said with a link to download them; nothing when there are none. */
  showUnread(unread) {
    if (unread?.text === this.unreadText) return;
    this.unreadText = unread?.text;
    this.unreadLine.replaceChildren(...(unread ? [`${unread.message} `, downloadLink(unread.text, `stb-${this.game}-unread-mistakes-as-kept.json`,
      unread.count === 1 ? "Download it as it was kept" : "Download them as they were kept", { "data-key": "download-unread" })] : []));
  }

  exported() {
    const link = downloadLink(this.answer.store, `stb-${this.game}-mistakes.json`);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    this.say(`Exported ${plural(this.answer.kept, "position")}.`);
  }

  async imported(input) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const answer = await drill(this.game, this.owner, { merge: await file.text(), list: true });
    if (!answer.ok) return this.say(`Not imported: ${answer.error}.`);
    this.show(answer);
  }

  /** Clear asks first: what it clears, and that Undo brings it back. */
  askClear() {
    const kept = this.answer?.readable ? `the ${plural(this.answer.kept, "position")} kept` : "the store that could not be read";
    const staying = this.answer?.unread ? "The positions this version of the page cannot read stay as they were. " : "";
    this.confirm.replaceChildren(`Clear ${kept} and both charts? Undo brings them back. ${staying}`, el("span", { class: "confirm-buttons" },
      el("button", { type: "button", class: "primary", "data-key": "clear-yes", onclick: () => this.clear() }, "Clear them"),
      el("button", { type: "button", "data-key": "clear-no", onclick: () => { this.confirm.hidden = true; } }, "Keep them")));
    this.confirm.hidden = false;
    this.confirm.querySelector("button").focus();
  }

  async clear() {
    this.confirm.hidden = true;
    const before = storeText(this.game, this.owner);
    const answer = await this.refresh({ clear: true });
    if (!answer.ok) return;
    this.undo = { before, after: storeText(this.game, this.owner) };
    this.say(`Cleared ${whose(this.owner, true)} saved mistakes of this game and both charts.`, this.undoButton());
  }

  async remove(card) {
    const answer = await this.refresh({ delete: { rules: card.rules, state: card.state } });
    if (!answer.ok || !answer.removed) return;
    this.undo = { removed: answer.removed };
    this.say(`Deleted: ${card.words}.`, this.undoButton());
  }

  undoButton() {
    return el("button", { type: "button", "data-key": "undo", onclick: () => this.undone() }, "Undo");
  }

  /** Undo: a deleted position back; a cleared store back as it was, byte for byte (or, changed since,
   *  its positions and charts merged back). */
  async undone() {
    const { before, after, removed } = this.undo ?? {};
    this.undo = null;
    if (removed) return this.refresh({ restore: removed }).then((answer) => answer.ok && this.say(answer.message));
    if (before === undefined) return;
    if (storeText(this.game, this.owner) === after && before !== null && keepText(this.game, this.owner, before)) {
      return this.refresh().then((answer) => answer.ok && this.say(`Undone: ${whose(this.owner, true)} saved mistakes are back as they were.`));
    }
    if (before !== null) this.refresh({ restore: before }).then((answer) => answer.ok && this.say(answer.message));
  }

  detach() {
    this.detached = true;
    clearInterval(this.timer);
  }
}
