// The tutor: when on, a move of the person at the screen that Python judges at least as costly as
// the level chosen (an inaccuracy, a mistake, a blunder) is not played at once. The page names the
// judgement and the cost Python gave the move, keeps the position as it is, and offers to play it
// anyway, to choose again, or a hint in two steps: why the move falls short (Python's clue, which
// names no other move), then every best move; nothing of the hint is in the page until asked. The
// move it caught joins the drill (a mistake you made, though not played). Never for the computer's
// moves. The level is a menu with the game's actions (under the board), remembered in this browser.

import { ask } from "./bridge.js";
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
        (this.hintButton = el("button", { type: "button", "data-key": "tutor-hint", onclick: () => this.nextHint() }, "Hint"))));
  }

  get open() { return !this.root.hidden; }

  /** Ask before `move` (a move of `view`'s list, about to be played with `fields`) when the tutor
   *  asks before its judgement; true when it asks (the move waits, and the drill keeps the position). */
  stops(view, move, fields, name) {
    if (!move || !view.position?.mine || !tutorAsks(move.judgement)) return false;
    Object.assign(this, { fields, view, move, hints: 0, state: view.state, from: document.activeElement });
    const who = ownerOf(view, view.to_move) ? `${name}: ` : "";  // a named player is named; you are spoken to
    this.text.textContent = `Tutor: ${who}${move.words} would be ${article(move.judgement)} ${move.judgement} (${move.cost_text}). `
      + "Play it anyway, or choose again?";
    this.hint.textContent = "";  // nothing of it in the page until asked
    this.hint.hidden = true;
    this.hintButton.textContent = "Hint";
    this.hintButton.hidden = false;
    this.root.hidden = false;
    this.again.focus();
    drill(view.game, ownerOf(view, view.to_move), { missed: [{ rules: view.rules, opponent: view.opponent, state: view.state }] });
    return true;
  }

  /** The hint's next step: why the move asked about falls short (one game_play of the position as a
   *  question: its clue), then every best move. */
  async nextHint() {
    const { view, move, state } = this;
    if (!this.open || this.asking) return;
    if (!this.hints) {
      this.asking = true;
      const answer = await ask("game_play", { game: view.game, rules: view.rules, opponent: view.opponent, state,
        move: view.position.moves.indexOf(move), seed: 0, question: true });
      this.asking = false;
      if (!this.open || this.state !== state) return;  // closed, or another question, meanwhile
      this.hint.textContent = answer.ok ? `Hint. ${answer.record.clue}` : answer.error;
      this.hintButton.textContent = view.position.moves.filter((m) => m.best).length > 1 ? "Show the best moves" : "Show the best move";
    } else {
      this.hint.textContent += ` ${view.position.best_sentence}`;
      this.hintButton.hidden = true;
    }
    this.hints += 1;
    this.hint.hidden = false;
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
    if (this.hint.textContent) this.hint.textContent = "";  // the hint goes with the question
  }
}
