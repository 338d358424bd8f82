// Retry your mistakes: the costly decisions of the game just played (Python says which: the
// mistakes and blunders of the people at the screen, both sides between two people), in order, as
// questions. Each says how costly the move played there was ("a blunder in play"), never which move it
// was (of two, that would be the answer): that is said once the question is answered ("You played
// Hold here in the game: a blunder"). It shows the position as it was (its dice as thrown) with no
// judgement or value, and is answered as Practice's are (practice.js): a first try answers the drill's
// card of that position in its player's store (a right answer counts as a review); a miss gets its
// cost and a clue, then Try again or See the answer. Before an answer the next question is a skip;
// after the last, a summary: how many were right the first time, right after a try, shown or skipped.
// Python says each question's words and the summary (stb.bridge.practice.retried, how_it_went).

import { ask } from "./bridge.js";
import { el } from "./dom.js";
import { drillFields, ownerOf } from "./drillstore.js";
import { PracticeView } from "./practice.js";
import { label } from "./registry.js";

const SETTLE = 500;  // ms "Start again" takes no click once the summary shows: a double tap on "How it went" is not one

/** "Retry your mistakes" buttons (on the result card and in the review), shown when the game has
 *  costly decisions (Python flags them: each record's `costly`). */
export class RetryButtons {
  /** onRetry(records): open the retry of the costly decisions of these records (a game's, in order). */
  constructor(onRetry) {
    this.records = [];
    const button = () => el("button", { type: "button", hidden: true, "data-key": "retry",
      onclick: () => onRetry(this.records) }, label("retry.button"));
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
   *  whose dice led there); view: the game's view (who sits where, whose store each seat's is). Python
   *  says each question's words, asked at once. */
  prepare({ records, view }) {
    this.questions = records.flatMap((record, i) => (record.costly
      ? [{ record, last: records[i - 1] ?? null, owner: ownerOf(view, record.player) }] : []));
    Object.assign(this, { at: -1, results: [], stats: null });  // Retry's answers are not Practice's: no running count
    this.statsLine.hidden = true;
    const { game, rules, opponent } = this.request;
    this.said = ask("game_drill", { game, rules, opponent, now: Date.now(),
      retry: this.questions.map(({ record: { player, judgement, words } }) => ({ player, judgement, words })) });
  }

  /** The next costly decision of the game, or (after the last) how they went, as Python says it. */
  async pick() {
    this.at += 1;
    if (this.at >= this.questions.length) {
      const count = (result) => this.results.filter((r) => r === result).length;
      const results = { first: count("first"), after: count("after"), shown: count("shown") };
      const summary = await ask("game_drill", { game: this.request.game, now: Date.now(),
        retried: { ...results, skipped: this.questions.length - results.first - results.after - results.shown } });
      if (this.detached) return null;
      this.heading.textContent = summary.ok ? summary.retried : summary.error;
      Object.assign(this, { at: -1, results: [], summarised: performance.now() });
      Object.assign(this.nextButton, { textContent: label("retry.again"), disabled: true });  // for SETTLE ms: seen, not yet clicked
      this.nextButton.classList.add("primary");
      this.root.dataset.phase = "done";
      this.heading.focus();
      setTimeout(() => {
        this.nextButton.disabled = false;
        if (this.root.dataset.phase === "done") this.nextButton.focus();
      }, SETTLE);
      return null;
    }
    const said = await this.said;
    if (this.detached) return null;
    if (!said.ok) {
      this.errorLine.textContent = said.error;
      this.root.dataset.phase = "failed";  // said: the next question may be asked
      return null;
    }
    this.words = said.retry;
    const { record, last } = this.questions[this.at];
    return { request: { ...this.request, state: record.position }, source: this.words[this.at].asked, card: null, last };
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

  /** The question asked (none once they are all asked: the summary stays). */
  draw() {
    if (this.at < 0) return;
    super.draw();
    this.onTitle(label("retry.title", { title: this.view.title }));
  }

  /** How costly the move played here was, never which it was, then the question. */
  headingText(view) {
    return `${this.source} ${this.tried && !this.shown && !this.missed ? `${label("practice.try", { count: this.tried + 1 })} ` : ""}`
      + view.message;
  }

  /** Once answered: what was played here in the game. */
  played() {
    return ` ${this.words[this.at].played}`;
  }

  nextWords(answered) {
    return !answered ? label("retry.skip") : this.at === this.questions.length - 1 ? label("retry.done") : label("retry.next");
  }
}
