// Walking through a game: the bar over a position of the record shown read-only (with its full
// advice, the move then played marked and what it was worth), stepped with its buttons or the arrow
// keys; Back to the game returns, Play from here starts a new game there. The position walked to is
// the game store's (`viewing`); this bar draws it and steps it.

import { el } from "./dom.js";
import { label } from "./registry.js";

export class WalkBar {
  /** store: the GameStore whose record is walked. */
  constructor(store) {
    this.store = store;
    const step = (by) => () => store.walk(store.viewing.index + by);
    this.bar = el("div", { class: "walk", role: "group", "aria-label": label("walk.name"), hidden: true, "data-key": "walk" },
      (this.here = el("p", { class: "walk-here", tabindex: "-1" })),
      (this.note = el("p", { class: "walk-note" })),
      el("div", { class: "walk-buttons" },
        el("button", { type: "button", onclick: step(-1) }, label("walk.previous")),
        el("button", { type: "button", onclick: step(1) }, label("walk.next")),
        el("button", { type: "button", class: "primary", onclick: () => store.walk(null) }, label("walk.back")),
        el("button", { type: "button", onclick: () => this.playFromHere() }, label("walk.playHere"))));
    store.addEventListener("walked", () => this.here.focus());
  }

  /** A new game from the position being reviewed, with the same rules and opponent, in place of the
   *  game (which its Undo brings back). */
  playFromHere() {
    const { viewing, request } = this.store;
    if (viewing) this.store.replace({ ...request, state: viewing.view.state },
      label("walk.replaced"), { waiting: true });
  }

  /** The arrows step, Escape leaves; true when the key was the walk's. */
  key(event) {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step) this.store.walk(this.store.viewing.index + step);
    else if (event.key === "Escape") this.store.walk(null);
    else return false;
    return true;
  }

  draw() {
    const { viewing, records, live } = this.store;
    this.bar.hidden = !viewing;
    if (!viewing) return;
    const { index, note } = viewing, count = records.length;
    this.here.textContent = index === 0 ? label("walk.start", { count }) : index < count ? label("walk.after", { move: index, count })
      : live.phase === "game-over" ? label("walk.end", { count }) : label("walk.inPlay", { count });
    this.note.textContent = note;
    this.note.hidden = !note;
  }
}
