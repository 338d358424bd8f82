// The advice panel every game shares: the position's value from one side, said in words ("Your
// chance to win"), then every legal move with that value after it, its judgement (best,
// inaccuracy, mistake, blunder) and its cost; and the moves played, each a button that opens its
// position in the review. It shows what Python computed (stb.bridge) and decides nothing. Tables
// here never scroll sideways: a long move or verdict wraps inside its cell.

import { el, explain, judgement, placeChildren } from "./dom.js";
import { label, thinkingWords } from "./registry.js";
import { ThinkingPanel } from "./thinking.js";

let adviceShown = false;  // the performance entry "stb:first-advice" (read by bench-web) is made once

export class AdvicePanel {
  constructor(root) {
    this.root = root;
    this.root.replaceChildren(
      el("h2", {}, label("advice.heading")),
      (this.status = el("p", { class: "advice-status", role: "status" })),
      (this.body = el("div", { class: "advice-body" })),
      (this.thinkRoot = el("section", { class: "think", "aria-label": thinkingWords.toggle })),
      (this.recordHeading = el("h2", {}, label("advice.played"))),
      (this.recordList = el("ol", { class: "record", "aria-label": label("advice.played") })),
    );
    this.thinking = new ThinkingPanel(this.thinkRoot);
    this.drawnEntries = new WeakMap();  // the record's entries, by their record or turn: `record`
    this.warming();
  }

  /** No advice yet (Python is starting, reading a link, solving new rules): say why, keep the panel's shape. */
  warming(why = label("advice.warming")) {
    this.root.dataset.ready = "false";
    this.thinking.follow(null);
    this.body.replaceChildren();
    this.recordList.replaceChildren();
    this.status.replaceChildren(el("span", { class: "spinner", "aria-hidden": "true" }), ` ${why}`);
  }

  /**
   * position: the advice of the position shown (null at the end); explained: Python's sentence per
   * figure; played: the move played from it (when reviewing), marked `playedWord`; chosen: the move
   * selected on the board; hidden: playing blind; instead: what the computer is doing, said in place
   * of its moves (they are not yours to pick); onPick(move): play a move from the list; think: the
   * position shown as a request ({game, rules, opponent, state}), for "How the computer thinks".
   */
  show({ position, explained = {}, played = null, playedWord = label("advice.playedMark"), chosen = null, hidden = false,
    instead = "", onPick = null, onPreview = null, note = "", think = null, hiddenText = label("advice.hidden") }) {
    this.root.dataset.ready = "true";
    if (position && !adviceShown) {
      adviceShown = true;
      requestAnimationFrame(() => performance.measure("stb:first-advice", { start: 0, end: performance.now() }));
    }
    this.status.textContent = note;
    this.thinking.follow(hidden || !position ? null : think);
    if (hidden) {
      this.body.replaceChildren(el("p", { class: "blind" }, hiddenText));
      return;
    }
    if (!position) {
      this.body.replaceChildren();
      return;
    }
    this.body.replaceChildren(
      el("div", { class: "value", "data-testid": "position-value" },
        el("span", { class: "value-label" }, position.value_label,
          explained.value ? explain(position.value_label, explained.value) : ""),
        el("span", { class: "value-number", "data-value": String(position.value), style: `--chars: ${position.value_text.length}` },
          position.value_text),
        el("span", { class: "value-note" }, position.value_note)),
      instead ? el("p", { class: "thinking" }, instead)
        : moveTable(position, { played, playedWord, chosen, onPick, onPreview, explained }),
      position.disagree ? el("p", { class: "disagree", "data-testid": "disagree" }, position.disagree) : "");
  }

  /** The moves played, in words, with their judgements and costs; each opens the position it was
   *  played from. Where Python tells them by turns (Pig), one entry per turn, its moves folded in it.
   *  No records (null): a view with no game played (the lab, practice, a retry), no list, not even
   *  hidden (a retried position's best move is not in the page). */
  record(records, { reveal = true, current = null, onOpen, turns = null } = {}) {
    this.recordHeading.hidden = this.recordList.hidden = !records;
    if (!records) return this.recordList.replaceChildren();
    // each entry drawn once: kept by its record (or turn) while it reads the same, so a long game's
    // list takes no longer to redraw than a short one's
    const kept = (item, key, draw) => {
      const seen = this.drawnEntries.get(item);
      if (seen?.key === key) return seen.node;
      const node = draw();
      this.drawnEntries.set(item, { key, node });
      return node;
    };
    const entry = (r, i) => kept(r, `${i} ${reveal} ${current === i}`, () => el("li", {
      class: [r.cost > 0 && reveal ? "costly" : "", current === i ? "current" : ""].join(" ").trim(),
      "data-judgement": reveal ? r.judgement : "" },
      el("button", { type: "button", class: "rec-open", "data-key": `record:${i}`, "aria-current": current === i ? "true" : null,
        onclick: () => onOpen(i) }, el("span", { class: "rec-number" }, label("advice.move", { number: i + 1 })), " ",
        el("span", { class: "rec-event" }, r.event)),
      reveal && !r.forced ? judgement(r.judgement) : "",
      reveal && r.cost > 0 ? el("span", { class: "rec-cost" }, r.cost_text) : "",
      reveal && r.cost > 0 ? el("span", { class: "rec-best" }, label("advice.best", { move: r.best_words })) : "",
      reveal && r.luck_text ? el("span", { class: "rec-luck" }, r.luck_text) : ""));
    const told = turns ?? [];
    const untold = records.slice(told.length ? told.at(-1).last + 1 : 0);  // played since Python last told the turns
    placeChildren(this.recordList, [
      ...told.map((t) => {
        const here = current !== null && current >= t.first && current <= t.last;
        return kept(t, `${reveal} ${here} ${current}`, () => el("li", { class: `turn${here ? " current" : ""}`, "data-judgement": reveal ? t.judgement : "" },
          el("button", { type: "button", class: "rec-open", "data-key": `turn:${t.first}`, onclick: () => onOpen(t.first) }, t.text),
          reveal ? judgement(t.judgement) : "",
          reveal ? el("span", { class: "rec-verdict" }, t.verdict) : "",
          el("details", { class: "turn-moves", open: here },
            el("summary", {}, t.moves_text),
            el("ol", { start: String(t.first + 1) }, ...records.slice(t.first, t.last + 1).map((r, k) => entry(r, t.first + k))))));
      }),
      ...untold.map((r, k) => entry(r, records.length - untold.length + k))]);
  }
}

/** Every move, best first: the move with the value after it (folded into the move's cell, so that no
 *  column can push the table wider than the panel), then its judgement and cost. */
function moveTable(position, { played, playedWord, chosen, onPick, onPreview, explained }) {
  const preview = (move) => onPreview && (() => onPreview(move));
  const mark = (m) => (m.move === played ? playedWord : m.move === chosen ? label("advice.selectedMark") : "");
  const rows = position.moves.map((m) => el("tr", {
    class: [m.best ? "is-best" : "", m.move === chosen || m.move === played ? "chosen" : ""].join(" ").trim(),
    "data-move": m.move, "data-value": String(m.value), "data-cost": String(m.cost),
    onmouseenter: preview(m.move), onmouseleave: preview(null), onfocusin: preview(m.move), onfocusout: preview(null) },
    el("th", { scope: "row" },
      el("span", { class: "move-line" }, onPick
        ? el("button", { type: "button", class: "move", "data-key": `play:${m.move}`, onclick: () => onPick(m.move) }, m.words)
        : el("span", { class: "move" }, m.words),
      el("span", { class: "num after" }, m.value_text),
      mark(m) ? el("span", { class: "mark" }, mark(m)) : ""),
      m.extra_text ? el("span", { class: "extra" }, m.extra_text) : "",
      m.next_roll_text ? el("span", { class: "extra next-roll", "data-chance": String(m.next_roll) }, m.next_roll_text) : ""),
    el("td", { class: "verdict-cell" }, judgement(m.judgement), m.cost === 0 ? "" : el("span", { class: "cost" }, m.cost_text))));
  return el("table", { class: "moves", "aria-label": label("advice.moves") },
    el("caption", {}, position.moves_caption, explained.cost ? explain(label("advice.costTerm"), explained.cost) : ""),
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, label("advice.moveColumn")),
      el("th", { scope: "col" }, label("advice.verdictColumn")))),
    el("tbody", {}, ...rows));
}
