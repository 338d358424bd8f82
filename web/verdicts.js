// Next to the board: what your last move was worth (a decision, or a forced move, not a throw of the
// dice), kept until your next one, and the last move since (the dice, the computer's moves); in the
// review, the move played from the position reviewed. Each line is a record's verdict as Python wrote
// it (its event alone in blind play), its why folded behind "Why?" on a phone.

import { el } from "./dom.js";
import { label } from "./registry.js";

export const WIDE = "(min-width: 700px)";  // narrower, the rules fold and a verdict's why is one tap away

/** A record's verdict on a line (`then`: the move played from a position of the review); a line saying
 *  the same as before is left as it is (its why as opened or closed). */
function tell(line, record, blind, then = false) {
  const text = !record ? "" : blind ? record.event : record.verdict;
  const why = !blind && record?.why && text.endsWith(record.why) ? record.why : "";
  line.dataset.judgement = record && !blind && !record.forced ? record.judgement : "";
  const said = JSON.stringify([then, text, record?.note]);
  if (line.said === said) return;
  line.said = said;
  const verdict = text.slice(0, text.length - why.length).trimEnd();
  line.replaceChildren(...(!record ? [] : [then ? label("verdicts.then", { verdict }) : verdict,
    why ? el("details", { class: "why", open: matchMedia(WIDE).matches }, el("summary", {}, label("verdicts.why")), ` ${folded(why)}`) : "",
    record.note ? ` ${record.note}` : ""]));
}

/** A why as it reads behind "Why?": without the lead its sentence begins with ("Why: after…" as "After…"). */
function folded(why) {
  const lead = label("verdicts.whyLead");
  if (!why.startsWith(lead)) return why;
  const rest = why.slice(lead.length).trimStart();
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export class Verdicts {
  constructor() {
    this.root = el("div", { class: "verdicts", "aria-live": "polite", "data-testid": "verdict" },
      (this.yours = el("div", { class: "verdict", "data-testid": "your-verdict" })),
      (this.since = el("div", { class: "verdict since", "data-testid": "since" })));
  }

  /** The lines for the game store's records, or the position it reviews; `blind`: events only. */
  draw({ records, viewing }, blind) {
    if (viewing) {
      tell(this.yours, viewing.played, blind, true);
      return tell(this.since, null, blind);
    }
    const yours = records.findLastIndex((r) => r.by === "player" && (!r.forced || (r.faces ?? r.total) === null));
    tell(this.yours, records[yours] ?? null, blind);
    tell(this.since, records.length - 1 > yours ? records.at(-1) : null, blind);
  }

  clear() {
    for (const line of [this.yours, this.since]) tell(line, null, false);
  }
}
