// The review as the game store keeps it: rebuilt whole by a replay (game_review), or moved on by
// the changes each play's answer brings (game_play's "review").

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
