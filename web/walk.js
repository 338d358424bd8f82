// Walking through a game: any position of the record shown read-only, with its full advice, the
// move then played marked and what it was worth, stepped with buttons or the arrow keys; Back to
// the game returns, Play from here starts a new game there.

import { el } from "./dom.js";

export class ReviewWalk {
  /** view: the GameView whose record is walked. */
  constructor(view) {
    this.view = view;
    this.viewing = null;  // {index, view, played}: the position after `index` moves, and the move played from it
    this.loaded = "";     // a saved game just loaded: said on the bar
    this.bar = el("div", { class: "walk", role: "group", "aria-label": "Reviewing a position", hidden: true, "data-key": "walk" },
      (this.here = el("p", { class: "walk-here", tabindex: "-1" })),
      (this.note = el("p", { class: "walk-note" })),
      el("div", { class: "walk-buttons" },
        el("button", { type: "button", onclick: () => this.open(this.viewing.index - 1) }, "◀ Previous"),
        el("button", { type: "button", onclick: () => this.open(this.viewing.index + 1) }, "Next ▶"),
        el("button", { type: "button", class: "primary", onclick: () => this.stop() }, "Back to the game"),
        el("button", { type: "button", onclick: () => this.playFromHere() }, "Play from here")));
  }

  /** Show, read-only, the position after `index` moves (0: the start), with the move then played. */
  open(index) {
    const { view } = this;
    if (!view.records.length) return;
    index = Math.max(0, Math.min(index, view.records.length));
    const state = index === 0 ? view.start : view.records[index - 1].state;
    view.plays.then(async () => {
      const answer = await view.plays.ask("game_view", { ...view.request, state, figure: view.needsFigure() });
      if (!answer.ok) return view.fail(answer.error);
      this.viewing = { index, view: answer, played: view.records[index] ?? null };
      view.draw();
      this.here.focus();
    });
  }

  stop() {
    this.viewing = null;
    this.loaded = "";
    this.view.show(this.view.live, { waiting: this.view.waiting });  // the computer, if it was to move, moves on
  }

  /** A new game from the position being reviewed, with the same rules and opponent. */
  playFromHere() {
    const state = this.viewing.view.state;
    this.viewing = null;
    this.loaded = "";
    this.view.open({ ...this.view.request, state }, { waiting: true });
  }

  /** The arrows step, Escape leaves; true when the key was the walk's. */
  key(event) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step) this.open(this.viewing.index + step);
    else if (event.key === "Escape") this.stop();
    else return false;
    return true;
  }

  draw(moves) {
    this.bar.hidden = !this.viewing;
    if (!this.viewing) return;
    const { index, played } = this.viewing;
    this.here.textContent = `Position after ${index} of ${moves} moves`
      + (played ? `; then move ${index + 1}.` : ": the end of the game.");
    this.note.textContent = this.loaded;
    this.note.hidden = !this.loaded;
  }
}
