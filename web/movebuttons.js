// The boards' moves as buttons, one way for every board (Nim's takes, Chopsticks' taps and splits,
// Pig's roll and hold): each of the board's moves (`board.moves`: its words, and its index in the
// view's list of moves, null where it is not a move here) is a button that plays that index; with
// the advice shown, in the person's own turn, it carries its judgement as a badge of text and the
// best ones are marked, as Python flags them. A board's moves may name a key (Pig's R and H).

import { el, judgement } from "./dom.js";

/** The advice's entry for a board move (its judgement, its `best` flag), where the board judges it:
 *  advice shown, and the person's own move (never the computer's); else null. */
export function judged(view, move, advice) {
  if (!advice || view.computer_to_move || move.index === null) return null;
  return view.position?.moves[move.index] ?? null;
}

/**
 * The board's moves as buttons. mine: the person may play now; advice: judgements shown; play(fields):
 * play a move ({move: index}); key(move): its data-key (default "move:" and its text); primary(move, i):
 * whether it is drawn as a primary action; words(move): its text (default the board's words for it).
 */
export function moveButtons(view, moves, { mine, advice, play, key = (m) => `move:${m.move}`, primary = () => false,
  words = (m) => m.words }) {
  return moves.map((m, i) => {
    const entry = judged(view, m, advice);
    return el("button", { type: "button", class: [primary(m, i) ? "primary" : "", entry?.best ? "is-best" : ""].join(" ").trim() || null,
      disabled: !mine || m.index === null, "data-move": m.move, "data-key": key(m), "aria-keyshortcuts": m.key ?? null,
      onclick: () => play({ move: m.index }) },
    words(m), ...(entry ? [" ", judgement(entry.judgement)] : []));
  });
}

/** The board move a key names (its `key`, as Pig's R and H), pressed as its button would be; null for none. */
export function keyedMove(moves, event) {
  return moves.find((m) => m.key && m.key === event.key.toUpperCase()) ?? null;
}
