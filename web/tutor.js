// The tutor: when on, a move of the person at the screen that Python judges at least as costly as
// the level chosen (an inaccuracy, a mistake, a blunder) is not played at once. The page names the
// judgement and the cost Python gave the move, keeps the position as it is, and offers to play it
// anyway, to choose again, or a hint (the best move); the move it caught joins the drill (a mistake
// you made, though not played). Never for the computer's moves. The level is a menu with the game's
// actions (under the board), remembered in this browser.

import { el } from "./dom.js";
import { drill, ownerOf } from "./drillstore.js";
import { atLeast, judgements } from "./registry.js";

const KEY = "stb:tutor";
const article = (word) => (/^[aeiou]/.test(word) ? "an" : "a");
const LEVELS = [["", "off"], ...judgements.slice(1).map(({ name }) => [name, `asks at ${article(name)} ${name}`])];  // each level and the judgements worse than it
let level = "";
try { level = localStorage.getItem(KEY) ?? ""; } catch { /* storage unavailable: off */ }
if (!LEVELS.some(([value]) => value === level)) level = "";

/** The tutor's menu (with the game's actions, under the board): its level, remembered in this browser. */
export function tutorField() {
  const select = el("select", { name: "tutor", title: "The tutor asks before a move this costly or worse", onchange: () => {
    level = select.value;
    try { localStorage.setItem(KEY, level); } catch { /* not remembered */ }
  } }, ...LEVELS.map(([value, words]) => el("option", { value, selected: value === level }, words)));
  return el("label", { class: "tutor-field" }, "Tutor ", select);
}

/** Whether the tutor asks before a move Python judged `judgement`. */
export function tutorAsks(judgement) {
  return Boolean(level) && atLeast(judgement, level);
}

/** The tutor's question, by the board: shown for one move of one position, gone when either changes
 *  (another move chosen, tiles selected, the position moved on), on Choose again and on Escape; the
 *  move it caught is kept for the drill at once, as a mistake of the person to move. */
export class TutorQuestion {
  /** play(fields): play the move after all; again(): choose again (the board's selection cleared, its
   *  controls focused). */
  constructor({ play, again }) {
    this.root = el("div", { class: "tutor", role: "alert", hidden: true, "data-testid": "tutor" },
      (this.text = el("p", { class: "tutor-text" })),
      (this.hint = el("p", { class: "tutor-hint", hidden: true })),
      el("div", { class: "bar-buttons" },
        (this.again = el("button", { type: "button", class: "primary", "data-key": "tutor-again",
          onclick: () => { this.close(); again(); } }, "Choose again")),
        el("button", { type: "button", "data-key": "tutor-play", onclick: () => {
          const fields = this.fields;
          this.close();
          if (fields) play({ ...fields, caught: true });
        } }, "Play it anyway"),
        (this.hintButton = el("button", { type: "button", "data-key": "tutor-hint", onclick: () => {
          this.hint.hidden = false;
          this.hintButton.hidden = true;
        } }, "Hint"))));
  }

  get open() { return !this.root.hidden; }

  /** Ask before `move` (a move of `view`'s list, about to be played with `fields`) when the tutor
   *  asks before its judgement; true when it asks (the move waits, and the drill keeps the position). */
  stops(view, move, fields, name) {
    if (!move || !view.position?.mine || !tutorAsks(move.judgement)) return false;
    Object.assign(this, { fields, state: view.state, from: document.activeElement });
    const who = name === "You" ? "" : `${name}: `;
    this.text.textContent = `Tutor: ${who}${move.words} would be ${article(move.judgement)} ${move.judgement} (${move.cost_text}). `
      + "Play it anyway, or choose again?";
    this.hint.textContent = `Hint: the best move is ${view.position.moves[0].words}.`;
    this.hint.hidden = true;
    this.hintButton.hidden = false;
    this.root.hidden = false;
    this.again.focus();
    drill(view.game, ownerOf(view, view.to_move), { missed: [{ rules: view.rules, opponent: view.opponent, state: view.state }] });
    return true;
  }

  /** Gone once the position it asked about is no longer the one to play. */
  follow(state) {
    if (this.open && state !== this.state) this.close();
  }

  /** Close the question; `refocus`: the focus back where the keyboard was when it asked (Escape). */
  close({ refocus = false } = {}) {
    if (refocus && this.open && this.from?.isConnected && !this.from.disabled) this.from.focus();
    if (!this.root.hidden) this.root.hidden = true;  // unchanged, nothing of the page is styled again
    this.fields = null;
  }
}
