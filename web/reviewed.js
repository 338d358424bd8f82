// The review as the game store keeps it: rebuilt whole by a replay (game_review), or moved on by
// the changes each play's answer brings (game_play's "review"), the game replayed first where Python
// finds the review's state out of step with it.

import { label } from "./registry.js";

/** The review as a replay answers it (game_review): totals, result, the whole chart, the turns,
 *  what Take back takes back, and the state the next play hands back. */
export function replayed(answer) {
  return { state: answer.review.state, totals: answer.totals, result: answer.result, chart: answer.chart,
    turns: answer.turns ?? [], take_back: answer.review.take_back };
}

/** The review after one more play: its changes applied (the chart's new points appended, a turn told
 *  again replacing the one with the same first move). */
export function advanced(review, changes) {
  const turns = (review?.turns ?? []).filter((turn) => turn.first !== changes.turn?.first);
  return { state: changes.state, totals: changes.totals, result: changes.result, take_back: changes.take_back,
    chart: { ...changes.chart, points: [...(review?.chart.points ?? []), ...changes.chart.points] },
    turns: changes.turn ? [...turns, changes.turn] : turns };
}

/** Python's answer to a play of the store's live position (one game_play, with the game's start, its
 *  count of moves and their digest, and the review's state). Where Python finds that state out of step
 *  with them (`replay`: another version's, or edited), the game is replayed from its moves and the
 *  play asked again; null when the game cannot be replayed (the store has said why). */
export async function played(store, fields, drill) {
  const { state } = store.request;
  const ask = () => store.plays.ask("game_play", { ...store.request, ...fields, review: store.review?.state ?? null,
    start: store.start, played: store.moves.length, digest: store.digest, drill });
  const answer = await ask();
  if (answer.ok || !answer.replay) return answer;
  if (!(await store.replay({ ...store.request, state: store.start }, store.moves, { notes: store.records }))) return null;
  return store.request.state === state ? ask()
    : { ok: false, error: label("reviewed.replayed") };
}
