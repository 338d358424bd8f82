// The card at a game's end, as Python's review says it (stb.bridge.review.result): who won and by how
// much, then each person's accuracy (with a "?" on what it means) and cost against best play, and the
// start's value with best play; then Play again, Review the game and Retry your mistakes.

import { el, explain } from "./dom.js";
import { label } from "./registry.js";

export class ResultCard {
  /** store: the GameStore whose game ends; retryButton: the card's "Retry your mistakes" (RetryButtons'). */
  constructor(store, retryButton) {
    this.store = store;
    this.root = el("section", { class: "result", "aria-label": label("resultcard.name"), hidden: true, "data-testid": "result" },
      (this.title = el("h2", { tabindex: "-1" })),
      (this.lines = el("ul", { class: "result-lines" })),
      el("div", { class: "result-buttons" },
        el("button", { type: "button", class: "primary", "data-key": "play-again", onclick: () => store.newGame() }, label("resultcard.again")),
        el("button", { type: "button", "data-key": "review", onclick: () => store.walk(0) }, label("resultcard.review")),
        retryButton));
  }

  /** The card for the view at the game's end (null: none); the game's message where there is no card
   *  (a position opened at its end). */
  draw(view) {
    this.root.hidden = !view;
    if (!view) return;
    const result = this.store.review?.result;
    this.title.textContent = result?.title ?? view.message;
    this.lines.replaceChildren(...(result?.lines ?? []).map((line, i) => {
      const [term, key] = result.explain?.[i] ?? [];
      return el("li", {}, line, term && view.explain[key] ? explain(term, view.explain[key]) : "");
    }));
  }
}
