// The advice panel every game shares: the position's value, every legal move for the current
// roll with its value and its cost against the best (best first), and the record of the game.
// It shows what Python computed (stb.advice.Advice.as_dict() plus display texts) and decides nothing.

import { el } from "./dom.js";

export class AdvicePanel {
  constructor(root) {
    this.root = root;
    this.root.replaceChildren(
      el("h2", {}, "Advice"),
      (this.status = el("p", { class: "advice-status", role: "status" })),
      (this.body = el("div", { class: "advice-body" })),
      el("h2", {}, "Moves played"),
      (this.recordList = el("ol", { class: "record", "aria-label": "Moves played" })),
      (this.summary = el("p", { class: "record-summary" })),
    );
    this.warming();
  }

  /** Python is still starting: say so, keep the panel's shape. */
  warming() {
    this.root.dataset.ready = "false";
    this.status.replaceChildren(el("span", { class: "spinner", "aria-hidden": "true" }),
      " Solver warming up: Python is starting in the background. You can already play.");
  }

  thinking() {
    this.status.replaceChildren(el("span", { class: "spinner", "aria-hidden": "true" }), " Thinking…");
  }

  /**
   * position: value of the position before the roll; advice: the moves for the roll (or null);
   * chosen: the text of the move the player has selected (marked in the list); hidden: playing
   * blind; onPick(move): play a move from the list.
   */
  show({ position, advice, chosen = null, hidden = false, onPick = null, note = "", positionNote = null, caption = null }) {
    this.root.dataset.ready = "true";
    this.status.textContent = note;
    if (hidden) {
      this.body.replaceChildren(el("p", { class: "blind" },
        "Advice hidden: you are playing blind. The cost of every move is kept for the review at the end."));
      return;
    }
    const parts = [];
    if (position) {
      parts.push(el("div", { class: "value", "data-testid": "position-value" },
        el("span", { class: "value-label" }, position.value_label),
        el("span", { class: "value-number", "data-value": String(position.value) }, position.value_text),
        el("span", { class: "value-note" }, positionNote ?? `position ${position.position}, before the roll, playing on perfectly`)));
      if (!advice && position.moves.length) parts.push(choiceTable("Dice", position.moves));
    }
    if (advice) {
      parts.push(moveTable(advice, chosen, onPick, caption));
      if (advice.disagree) parts.push(el("p", { class: "disagree", "data-testid": "disagree" }, advice.disagree));
    }
    this.body.replaceChildren(...parts);
  }

  /** The record of the game: every move played with its cost; costs shown when `reveal`. */
  record(entries, { reveal = true, totals = null } = {}) {
    this.recordList.replaceChildren(...entries.map((r) => el("li", { class: r.cost > 0 ? "costly" : "" },
      el("span", { class: "rec-who" }, r.player_label || ""),
      el("span", { class: "rec-pos" }, r.position),
      r.roll !== undefined && r.roll !== null ? el("span", { class: "rec-roll" }, `rolled ${r.roll}`) : null,
      el("span", { class: "rec-move" }, r.label ?? r.move),
      reveal ? el("span", { class: "rec-cost", title: `best: ${r.best_label ?? r.best}` }, r.cost_text) : el("span", { class: "rec-cost" }, "·"),
      r.luck_text ? el("span", { class: "rec-luck", title: "luck of the roll" }, `luck ${r.luck_text}`) : null,
    )));
    this.summary.textContent = reveal && totals ? totals : "";
  }
}

function moveTable(advice, chosen, onPick, caption) {
  const extra = advice.moves.some((m) => m.extra_text);
  const rows = advice.moves.map((m, i) => el("tr", { class: [m.cost === 0 ? "best" : "", m.move === chosen ? "chosen" : ""].join(" ").trim(),
    "data-move": m.move, "data-value": String(m.value), "data-cost": String(m.cost) },
    el("td", {}, onPick
      ? el("button", { type: "button", class: "move", "aria-label": `Play ${m.label ?? m.move}`, onclick: () => onPick(m.move) }, m.label ?? m.move)
      : (m.label ?? m.move)),
    el("td", { class: "num" }, m.value_text),
    el("td", { class: "num cost" }, m.cost_text),
    extra ? el("td", { class: "extra" }, m.extra_text) : null,
    el("td", { class: "mark" }, m.move === chosen ? "◀ chosen" : ""),
  ));
  return el("table", { class: "moves", "aria-label": caption ? "Moves" : "Moves for this roll" },
    el("caption", {}, caption ?? `Moves for this roll, best first (${advice.value_label.toLowerCase()})`),
    el("thead", {}, el("tr", {}, el("th", {}, "Move"), el("th", {}, "Value"), el("th", {}, "Cost"),
      extra ? el("th", {}, "Other rule") : null, el("th", {}, ""))),
    el("tbody", {}, ...rows));
}

function choiceTable(title, moves) {
  return el("table", { class: "moves dice-choice", "aria-label": "Dice choice" },
    el("caption", {}, "Before rolling: how many dice"),
    el("tbody", {}, ...moves.map((m, i) => el("tr", { class: i === 0 ? "best" : "" },
      el("td", {}, m.move), el("td", { class: "num" }, m.value_text), el("td", { class: "num cost" }, m.cost_text)))));
}
