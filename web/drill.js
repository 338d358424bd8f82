// The drill in Practice: one person's saved mistakes of a game (yours, or a player's between two
// people: a menu when there are several), what reading the store said (a store this version cannot
// read is kept as it is, read-only, with a link to download it; so are the cards in it this version
// cannot read, kept as they were, with a link to download them), how many are due and when the next
// comes back (kept up to date by the clock), the list of the positions (each with when it comes
// back: ask it now, or delete it), the store's tools (export, import, clear: asked first), Undo after
// a delete or a clear (the positions and the charts back), the games with positions due elsewhere,
// and the progress charts. Python reads and changes the store (drillstore.js) and says it, whole, for
// its owner as the clock reads then (stb.bridge.drill: the answer's "panel"); this draws it, and asks
// again once its words would read otherwise ("until": a card comes due, "in 3 minutes" is 2).

import { downloadLink, el } from "./dom.js";
import { dueByGame } from "./duecount.js";
import { allStores, drill, keepText, storeText } from "./drillstore.js";
import { progress } from "./progress.js";
import { games, label } from "./registry.js";

const TICK = 15_000;  // ms between redraws of the games with positions due, and looks at the clock against "until"

export class DrillPanel {
  /** game: its name; owner: whose store ("" yours); onOwner(owner): another person's store chosen;
   *  onAsk(card): a position of the list asked now; onGame(name): practice another game with positions due. */
  constructor({ game, owner, onOwner, onAsk, onGame }) {
    Object.assign(this, { game, owner, onAsk, onGame, answer: null, undo: null });
    this.owners = [...new Set(["", ...allStores(games).filter((s) => s.game === game).map((s) => s.owner)])];
    this.root = el("section", { class: "drill", "aria-label": label("drill.name") },
      this.owners.length > 1 ? el("label", { class: "drill-owner" }, label("drill.whose"), " ",
        (this.ownerMenu = el("select", { "data-key": "owner", onchange: (e) => onOwner(e.target.value) },  // named by Python's answer
          ...this.owners.map((name) => el("option", { value: name, selected: name === owner }))))) : "",
      (this.note = el("p", { class: "drill-note", role: "status" })),
      (this.unreadLine = el("p", { class: "drill-unread" })),
      (this.line = el("p", { class: "drill-line", "data-testid": "drill" })),
      (this.elsewhere = el("p", { class: "drill-elsewhere" })),
      (this.list = el("details", { class: "drill-list", hidden: true })),  // the list and the tools: once a store is read
      (this.tools = el("div", { class: "bar-buttons drill-tools", hidden: true },
        (this.exportButton = el("button", { type: "button", "data-key": "export", onclick: () => this.exported() }, label("drill.export"))),
        (this.importLabel = el("label", { class: "button" }, label("drill.import"),
          el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden", onchange: (e) => this.imported(e.target) }))),
        el("button", { type: "button", "data-key": "clear", onclick: () => this.askClear() }, label("drill.clear")))),
      (this.confirm = el("p", { class: "drill-confirm", role: "alert", hidden: true })),
      (this.charts = el("div", {})));
    this.timer = setInterval(() => this.tick(), TICK);
  }

  /** Read the store (and apply `fields`), draw it; resolves to Python's answer. */
  async refresh(fields = {}) {
    const owners = this.ownerMenu ? { owners: this.owners } : {};  // their names, for the menu
    const answer = await drill(this.game, this.owner, { list: true, owner: this.owner, ...owners, ...fields });
    if (!this.detached) this.show(answer);
    return answer;
  }

  /** At each tick: the games with positions due drawn again, and the store read again once its words
   *  would read otherwise by the clock (a computer woken from sleep included). */
  tick() {
    if (!this.answer) return;
    const { until } = this.answer.panel;
    if (until !== null && Date.now() >= until && !this.reading) {
      this.reading = true;
      this.refresh().finally(() => { this.reading = false; });
    } else {
      this.draw();
    }
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
    answer.owner_names?.forEach((name, i) => { this.ownerMenu.options[i].textContent = name; });
    this.charts.replaceChildren(progress(answer, answer.panel.whose));
    this.draw();
  }

  /** The line, the list (as Python said them) and the games elsewhere, as the clock stands now. */
  draw() {
    const { answer } = this;
    this.line.textContent = answer.panel.line;
    const others = dueByGame(Date.now()).filter(({ game }) => game !== this.game);
    this.elsewhere.replaceChildren(...(others.length ? [`${label("drill.elsewhere")} `, ...others.map(({ game, title, count }) =>
      el("button", { type: "button", "data-key": `due:${game}`, onclick: () => this.onGame(game) },
        label("drill.dueGame", { game: title, count })))] : []));
    const open = this.list.open;
    this.list.replaceChildren(el("summary", {}, answer.panel.positions),
      el("ol", {}, ...(answer.cards ?? []).map((card, i) => el("li", { "data-state": card.state },
        el("span", { class: "card-words" }, card.words),
        el("span", { class: "card-when" }, card.when),
        el("span", { class: "card-buttons" },
          el("button", { type: "button", "data-key": `ask:${i}`, onclick: () => this.onAsk(card) }, label("drill.ask")),
          el("button", { type: "button", "data-key": `delete:${i}`, onclick: () => this.remove(card) }, label("drill.delete")))))));
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
      label("drill.download"), { "data-key": "download" });
  }

  /** The cards of the store this version cannot read (Python's `unread`: how many, in words, their
   *  text as kept and the link's words), said with a link to download them; nothing when there are none. */
  showUnread(unread) {
    if (unread?.text === this.unreadText) return;
    this.unreadText = unread?.text;
    this.unreadLine.replaceChildren(...(unread ? [`${unread.message} `, downloadLink(unread.text, `stb-${this.game}-unread-mistakes-as-kept.json`,
      unread.download, { "data-key": "download-unread" })] : []));
  }

  exported() {
    const link = downloadLink(this.answer.store, `stb-${this.game}-mistakes.json`);
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    this.say(this.answer.panel.exported);
  }

  async imported(input) {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const answer = await drill(this.game, this.owner, { merge: await file.text(), list: true });
    if (!answer.ok) return this.say(label("drill.notImported", { error: answer.error }));
    this.show(answer);
  }

  /** Clear asks first: what it clears, and that Undo brings it back (as Python said it). */
  askClear() {
    if (!this.answer) return;
    this.confirm.replaceChildren(this.answer.panel.clear, " ", el("span", { class: "confirm-buttons" },
      el("button", { type: "button", class: "primary", "data-key": "clear-yes", onclick: () => this.clear() }, label("drill.clearYes")),
      el("button", { type: "button", "data-key": "clear-no", onclick: () => { this.confirm.hidden = true; } }, label("drill.clearNo"))));
    this.confirm.hidden = false;
    this.confirm.querySelector("button").focus();
  }

  async clear() {
    this.confirm.hidden = true;
    const before = storeText(this.game, this.owner);
    const answer = await this.refresh({ clear: true });
    if (!answer.ok) return;
    this.undo = { before, after: storeText(this.game, this.owner) };
    this.say(answer.message, this.undoButton());
  }

  async remove(card) {
    const answer = await this.refresh({ delete: { rules: card.rules, state: card.state } });
    if (!answer.ok || !answer.removed) return;
    this.undo = { removed: answer.removed };
    this.say(answer.message, this.undoButton());
  }

  undoButton() {
    return el("button", { type: "button", "data-key": "undo", onclick: () => this.undone() }, label("drill.undo"));
  }

  /** Undo: a deleted position back; a cleared store back as it was, byte for byte (or, changed since,
   *  its positions and charts merged back). */
  async undone() {
    const { before, after, removed } = this.undo ?? {};
    this.undo = null;
    if (removed) return this.refresh({ restore: removed }).then((answer) => answer.ok && this.say(answer.message));
    if (before === undefined) return;
    if (storeText(this.game, this.owner) === after && before !== null && keepText(this.game, this.owner, before)) {
      return this.refresh().then((answer) => answer.ok && this.say(answer.panel.undone));
    }
    if (before !== null) this.refresh({ restore: before }).then((answer) => answer.ok && this.say(answer.message));
  }

  detach() {
    this.detached = true;
    clearInterval(this.timer);
  }
}
