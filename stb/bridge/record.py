"""The record of a move: one decision and the chance event it may start (Pig's roll, Shut the Box's
dice), valued, judged and told. A throw's outcome comes from the fields' "faces", or its "total"
(a roll entered by hand), or neither (Python throws the dice)."""

import random

from stb.advice import TIE
from stb.bridge.advising import advice_of
from stb.bridge.fields import BadRequest
from stb.bridge.position import names as seat_names, viewer
from stb.bridge.words import luck_words, verdict
from stb.drill import costly
from stb.game import CHANCE


def step(adapter, game, state, opponent, move, by, fields, rng, note=""):
    """The decision `move` (a move of the advice's list, by "player" or "computer") and the chance
    event it starts: its record, and the state after it. Without `rng` (a replay) a throw must come
    with its faces or its total."""
    advice = advice_of(adapter, game, state)
    played = next(m for m in advice.moves if m.move == move)
    unit, mover = adapter.unit(game), game.to_move(state)
    after = adapter.result(game, state, move)
    thrown = luck = before = None
    if game.to_move(after) == CHANCE:
        before = adapter.chart(game, after)
        thrown = adapter.outcome(game, after, fields, rng)
        after = adapter.throw(game, after, thrown["total"])
        luck = (adapter.chart(game, after) - before) * (1 if mover == 0 else -1) * unit.sign
    names = seat_names(adapter, game, opponent)
    mine = mover == viewer(adapter, game, opponent, mover)
    others = adapter.others_turn(game, state)
    best = advice.best
    record = {"player": mover, "by": by, "position": game.state_text(state),
              "move": move, "words": adapter.words(game, state, move), "value": played.value, "cost": played.cost,
              "cost_text": unit.cost_text(played.cost, best.value) if mine else unit.gain_text(played.cost, best.value),
              "judgement": unit.judge(played.cost), "forced": len(advice.moves) == 1,
              "best": best.move, "best_words": adapter.words(game, state, best.move), **(thrown or {"faces": None, "total": None}),
              "luck": luck, "luck_text": luck_words(unit, luck, mine, others), "note": note, "others": others,
              "why": adapter.why(game, state, advice, move, names) if played.cost >= TIE else "",
              "event": adapter.event(game, state, move, thrown, after, names),
              "state": game.state_text(after), "decided": before, "chart": adapter.chart(game, after)}
    record["costly"] = costly(record)
    return {**record, "verdict": verdict(record, mine)}, after


def chosen(adapter, game, state, opponent, fields, rng):
    """The move a play names, who makes it, and a note on how the computer chose: the move's index in
    the view's list ("move"), the tiles selected on the board ("tiles"), or the computer's choice
    ("computer": true)."""
    if game.is_terminal(state):
        raise BadRequest("the game is over: start a new one")
    advice = advice_of(adapter, game, state)
    if fields.get("computer", False) is True:
        if not adapter.computer_may_move(game, state, opponent):
            raise BadRequest("the computer plays only as an opponent in a game of two, or the other seats at a table")
        move, note = adapter.computer(game, state, advice, opponent, rng or random.Random())
        return move, "computer", note
    if fields.get("computer", False) is not False:
        raise BadRequest("'computer' is true or false")
    if fields.get("tiles") is not None:
        return adapter.chosen_move(game, state, fields), "player", ""
    index = fields.get("move")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(advice.moves):
        raise BadRequest(f"the move is the number of one of the {len(advice.moves)} moves listed here, "
                         f"0 to {len(advice.moves) - 1}")
    return advice.moves[index].move, "player", ""


def saved_move(record) -> dict:
    """A move as a saved game keeps it: the move, its dice (faces, or a total entered by hand), who moved."""
    dice = {"faces": record["faces"]} if record["faces"] else {} if record["total"] is None else {"total": record["total"]}
    return {"move": record["move"], **dice, "by": record["by"]}
