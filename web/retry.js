// Retry your mistakes: the costly decisions of the game just played (Python says which: the
// mistakes and blunders of the people at the screen, both sides between two people), in order, as
// questions. Each says how costly the move played there was ("a blunder in play"), never which move it
// was (of two, that would be the answer): that is said once the question is answered ("You played
// Hold here in the game: a blunder"). It shows the position as it was (its dice as thrown) with no
// judgement or value, and is answered as Practice's are (practice.js): a first try answers the drill's
// card of that position in its player's store (a right answer counts as a review); a miss gets its
// cost and a clue, then Try again or See the answer. Before an answer the next question is a skip;
// after the last, a summary: how many were right the first time, right after a try, shown or skipped.

import { el } from "./dom.js";
import { drillFields, ownerOf } from "./drillstore.js";
import { PracticeView } from "./practice.js";

const article = (word) => (/^[aeiou]/.test(word) ? "an" : "a");
const SETTLE = 500;  // ms "Start again" takes no click once the summary shows: a double tap on "How it went" is not one
const plural = (count, noun) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** "Retry your mistakes" buttons (on the result card and in the review), shown when the game has
 *  costly decisions (Python flags them: each record's `costly`). */
export class RetryButtons {
  /** onRetry(records): open the retry of the costly decisions of these records (a game's, in order). */
  constructor(onRetry) {
    this.records = [];
    const button = () => el("button", { type: "button", hidden: true, "data-key": "retry",
      onclick: () => onRetry(this.records) }, "Retry your mistakes");
    this.buttons = [button(), button()];
  }

  /** The game's records: show the buttons if any is costly. */
  update(records) {
    this.records = records;
    for (const button of this.buttons) button.hidden = !records.some((record) => record.costly);
  }
}

export class RetryView extends PracticeView {
  /** records: the game's records (its costly ones the questions, each with the record before it,
   *  whose dice led there); view: the game's view (who sits where, whose store each seat's is). */
  prepare({ records, view }) {
    this.questions = records.flatMap((record, i) => (record.costly
      ? [{ record, last: records[i - 1] ?? null, owner: ownerOf(view, record.player), who: view.names[record.player] }] : []));
    Object.assign(this, { at: -1, results: [] });
    this.statsLine.hidden = true;
  }

  /** The next costly decision of the game, or (after the last) how they went. */
  async pick() {
    this.at += 1;
    if (this.at >= this.questions.length) {
      const count = (result) => this.results.filter((r) => r === result).length;
      const skipped = this.questions.length - count("first") - count("after") - count("shown");
      this.heading.textContent = `That was the last of ${plural(this.questions.length, "costly decision")}: `
        + `${count("first")} right the first time, ${count("after")} right after a try, ${plural(count("shown"), "answer")} shown`
        + `${skipped ? `, ${skipped} skipped` : ""}.`;
      Object.assign(this, { at: -1, results: [], summarised: performance.now() });
      Object.assign(this.nextButton, { textContent: "Start again", disabled: true });  // for SETTLE ms: seen, not yet clicked
      this.nextButton.classList.add("primary");
      this.root.dataset.phase = "done";
      this.heading.focus();
      setTimeout(() => {
        this.nextButton.disabled = false;
        if (this.root.dataset.phase === "done") this.nextButton.focus();
      }, SETTLE);
      return null;
    }
    const { record, last } = this.questions[this.at];
    return { request: { ...this.request, state: record.position }, source: `Mistake ${this.at + 1} of ${this.questions.length}`,
      card: null, last };
  }

  /** The next question, or after the summary (not at once) the first again. */
  next() {
    if (this.root.dataset.phase === "done" && performance.now() < this.summarised + SETTLE) return;
    return super.next();
  }

  /** Every first try answers the drill's card of that position, in the store of whoever played it. */
  drillFor() {
    return this.tried ? null : drillFields(this.request.game, this.questions[this.at].owner, null, { answer: true });
  }

  settled(result) {
    this.results[this.at] = result;
  }

  /** Retry's answers are not Practice's: its running accuracy and streak are left as they are. */
  count() {}

  /** The question asked (none once they are all asked: the summary stays). */
  draw() {
    if (this.at < 0) return;
    super.draw();
    this.onTitle(`Retry: ${this.view.title}`);
  }

  /** How costly the move played here was, never which it was, then the question. */
  headingText(view) {
    const { judgement } = this.questions[this.at].record;
    return `${this.source} of this game, ${article(judgement)} ${judgement} in play. `
      + `${this.tried && !this.shown && !this.missed ? `Try ${this.tried + 1}. ` : ""}${view.message}`;
  }

  /** Once answered: what was played here in the game. */
  played() {
    const { record, who } = this.questions[this.at];
    return ` ${who} played ${record.words} here in the game: ${article(record.judgement)} ${record.judgement}.`;
  }

  nextWords(answered) {
    return !answered ? "Skip this mistake" : this.at === this.questions.length - 1 ? "How it went" : "Next mistake";
  }
}
