// Retry your mistakes: the costly decisions of the game just played (Python says which: the
// mistakes and blunders of the people at the screen, both sides between two people), in order, as
// questions. Each position as it was, its choices without judgements or values; the page says
// whether the choice is the best, and if not its judgement, its cost and why (the record Python
// gives that move, as the verdict by the board does); then Try again, or See the answer.

import { ask } from "./bridge.js";
import { el } from "./dom.js";
import { PracticeView } from "./practice.js";

/** "Retry your mistakes" buttons (on the result card and in the review), shown when the game has
 *  costly decisions (Python flags them: each record's `costly`). */
export class RetryButtons {
  /** onRetry(records): open the retry of these costly decisions. */
  constructor(onRetry) {
    this.found = [];
    const button = () => el("button", { type: "button", hidden: true, "data-key": "retry",
      onclick: () => onRetry(this.found) }, "Retry your mistakes");
    this.buttons = [button(), button()];
  }

  /** The game's records: show the buttons if any is costly. */
  update(records) {
    this.found = records.filter((record) => record.costly);
    for (const button of this.buttons) button.hidden = !this.found.length;
  }
}

export class RetryView extends PracticeView {
  /** records: the costly decisions to retry, in order (the records of the game, with their positions). */
  prepare({ records }) {
    Object.assign(this, { records, at: -1, shown: false });
    this.drillArea.hidden = true;
    this.statsLine.hidden = true;
    this.nextButton.textContent = "Next mistake";
    this.tries = el("div", { class: "bar-buttons", hidden: true },
      el("button", { type: "button", class: "primary", "data-key": "try-again", onclick: () => this.tryAgain() }, "Try again"),
      el("button", { type: "button", "data-key": "see-answer", onclick: () => this.seeAnswer() }, "See the answer"));
    this.verdict.after(this.tries);
  }

  /** The next costly decision of the game, or (after the last) a word that they are done. */
  async pick() {
    this.at += 1;
    if (this.at >= this.records.length) {
      this.at = -1;
      this.heading.textContent = `That was the last of ${this.records.length} costly decision${this.records.length === 1 ? "" : "s"}: `
        + "Next mistake starts again from the first.";
      this.root.dataset.phase = "done";
      this.nextButton.focus();
      return null;
    }
    this.shown = false;
    this.tries.hidden = true;
    return { request: { ...this.request, state: this.records[this.at].position },
      source: `Mistake ${this.at + 1} of ${this.records.length}`, card: null };
  }

  get revealed() { return this.shown; }

  /** The choice: right (the best move), or its judgement, cost and why, with Try again and See the answer. */
  async answer(fields) {
    if (this.answered || !this.view?.position) return;
    const move = this.chosenMove(fields);
    if (!move) return;
    this.answered = move;
    const right = move.best;
    let why = "";
    if (!right) {  // Python's record of that move, as if played: its why (the dice it throws do not matter)
      const played = await ask("game_play", { ...this.request, state: this.view.state, move: this.view.position.moves.indexOf(move),
        seed: 0 });
      if (this.detached || this.answered !== move) return;
      why = played.ok ? played.record.why : "";
    }
    this.shown = right;
    this.verdict.textContent = right ? `Right: ${move.words} is the best move.`
      : `Not the best: ${move.words} is ${/^[aeiou]/.test(move.judgement) ? "an" : "a"} ${move.judgement} (${move.cost_text}). ${why}`.trim();
    this.tries.hidden = right;
    this.draw();
    (right ? this.nextButton : this.tries.querySelector("button")).focus();
  }

  tryAgain() {
    Object.assign(this, { answered: null, shown: false });
    this.tries.hidden = true;
    this.verdict.textContent = "";
    this.draw();
    this.heading.focus();
  }

  seeAnswer() {
    this.shown = true;
    this.tries.hidden = true;
    this.verdict.textContent += ` The best move: ${this.view.position.moves[0].words}.`;
    this.draw();
    this.nextButton.focus();
  }

  draw() {
    super.draw();
    this.onTitle(`Retry: ${this.view.title}`);
  }

  headingText(view) {
    return `${this.source} of this game: ${view.message}`;
  }
}
