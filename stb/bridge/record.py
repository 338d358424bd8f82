"""The record of a move: one decision and the chance event it may start (Pig's roll, Shut the Box's
dice), valued, judged and told. A request names the move and, for a throw, its "faces", or its
"total" (a roll entered by hand), or neither (Python throws the dice)."""

import random

from stb.advice import TIE
from stb.bridge.fields import BadRequest, flag, shown
from stb.bridge.position import names as seat_names, viewer
from stb.bridge.words import luck_words, verdict
from stb.game import CHANCE


def step(adapter, game, state, opponent, choice_fields, rng):
    """One decision and the chance event it starts: its record, and the state after it.
    Without `rng` (a replay) a throw must come with its faces."""
    if game.is_terminal(state):
        raise BadRequest("the game is over: start a new one")
    advice = adapter.advise(game, state)
    by_computer = flag(choice_fields.get("computer", False), "computer")
    if by_computer and not adapter.computer_may_move(game, state, opponent):
        raise BadRequest("the computer plays only as an opponent in a game of two, or the other seats at a table")
    if by_computer:
        move, note = adapter.computer(game, state, advice, opponent, rng or random.Random())
    else:
        move, note = adapter.chosen_move(game, state, choice_fields), ""
    played = next((m for m in advice.moves if m.move == move), None)
    if played is None:
        raise BadRequest(f"{shown(move)} is not a legal move here (legal: {', '.join(m.move for m in advice.moves)})")
    unit, mover = adapter.unit(game), game.to_move(state)
    after = adapter.result(game, state, move)
    thrown = luck = before = None
    if game.to_move(after) == CHANCE:
        before = adapter.chart(game, after)
        thrown = adapter.outcome(game, after, choice_fields, rng)
        after = adapter.throw(game, after, thrown["total"])
        luck = (adapter.chart(game, after) - before) * (1 if mover == 0 else -1) * unit.sign
    names = seat_names(adapter, game, opponent)
    mine = mover == viewer(adapter, game, opponent, mover)
    others = adapter.others_turn(game, state)
    best = advice.best
    record = {"player": mover, "by": "computer" if by_computer else "player", "position": game.state_text(state),
              "move": move, "words": adapter.words(game, state, move), "value": played.value, "cost": played.cost,
              "cost_text": unit.cost_text(played.cost, best.value) if mine else unit.gain_text(played.cost, best.value),
              "judgement": unit.judge(played.cost), "forced": len(advice.moves) == 1,
              "best": best.move, "best_words": adapter.words(game, state, best.move), **(thrown or {"faces": None, "total": None}),
              "luck": luck, "luck_text": luck_words(unit, luck, mine, others), "note": note, "others": others,
              "why": adapter.why(game, state, advice, move, names) if played.cost >= TIE else "",
              "event": adapter.event(game, state, move, thrown, after, names),
              "state": game.state_text(after), "decided": before, "chart": adapter.chart(game, after)}
    return {**record, "verdict": verdict(record, mine)}, after


def saved_move(record) -> dict:
    """A move as a saved game keeps it: the move, its dice (faces, or a total entered by hand), who moved."""
    dice = {"faces": record["faces"]} if record["faces"] else {} if record["total"] is None else {"total": record["total"]}
    return {"move": record["move"], **dice, "by": record["by"]}
