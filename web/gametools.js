// The game's tools under the board: its figures (drawn by the board), Take back, Copy link, Save and
// Load, the tutor's switch, and a note on what the last of them did.

import { el } from "./dom.js";
import { inView } from "./focus.js";
import { games, label } from "./registry.js";
import { copyLink, download, readSavedGame, savedGame } from "./sharing.js";
import { tutorField } from "./tutor.js";

export class GameTools {
  /** Built in `root` for the GameStore `store`; `onLoad(saved, name)`: a saved game of another game
   *  was chosen, to be opened in that game's screen. */
  constructor(root, store, { onLoad }) {
    Object.assign(this, { store, onLoad });
    root.replaceChildren((this.figures = el("div", { class: "board-figures" })),
      el("div", { class: "actions" },
        (this.takeBackButton = el("button", { type: "button", "data-key": "take-back", "aria-keyshortcuts": "U",
          onclick: () => store.takeBack() }, label("gametools.takeBack"))),
        el("button", { type: "button", "data-key": "copy-link", onclick: () => copyLink((text) => this.say(text)) },
          label("gametools.copyLink")),
        (this.saveButton = el("button", { type: "button", "data-key": "save", onclick: () => download(savedGame(store)) },
          label("gametools.save"))),
        el("label", { class: "button" }, label("gametools.load"),
          el("input", { type: "file", accept: ".json,application/json", class: "visually-hidden",
            onchange: (e) => this.upload(e.target) })),
        tutorField()),
      (this.note = el("p", { class: "action-note", role: "status" })));
  }

  /** Take back (its words Python's, none while new rules solve) and Save, as the game stands. */
  draw({ settingUp = false } = {}) {
    const { store } = this, back = settingUp ? null : store.review?.take_back ?? null;
    this.takeBackButton.disabled = !store.yours || store.pending > 0 || !back;
    this.takeBackButton.textContent = back?.label ?? label("gametools.takeBack");
    this.saveButton.disabled = !store.moves.length;
  }

  /** A saved game loads into the review, at its first position, with a word on what was loaded; a
   *  game of another game opens in that game's screen. */
  async upload(input) {
    const loaded = await readSavedGame(input, (name) => games.some((game) => game.name === name));
    if (!loaded) return;
    if (loaded.error) return this.store.fail(loaded.error);
    if (loaded.saved.game !== this.store.live.game) return this.onLoad(loaded.saved, loaded.name);
    this.store.load(loaded.saved, loaded.name);
  }

  /** A note on an action (a link copied, a move taken back) right under the buttons, announced. */
  say(text) {
    if (this.note.textContent !== text) this.note.textContent = text;
    if (text) inView(this.note);
  }
}
