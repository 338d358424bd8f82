"""The record of a move: one decision and the chance event it may start (Pig's roll, Shut the Box's
dice), valued, judged and told."""

import random

from stb.advice import TIE
from stb.bridge import dice, opponent as opponents
from stb.bridge.advising import advice_of
from stb.fields import BadRequest
from stb.bridge.position import names as seat_names, viewer
from stb.bridge.words import luck_words, replies_why, value_label, verdict
from stb.drill import costly
from stb.game import CHANCE
from stb.words import lowered


def step(page, game, state, opponent, move, by, fields, rng, note=""):
    """The decision `move` (a move of the advice's list, by "player" or "computer") and the chance
    event it starts: its record, and the state after it. Without `rng` (a replay) a throw must come
    with its faces or its total. A throw's faces stay on the board (`dice_stay`) for the position it
    leads to when the player who threw decides there next, or the game is over there; a move played
    out roll by roll (a table's other seat) tells its `steps`."""
    advice = advice_of(page, game, state)
    played = next(m for m in advice.moves if m.move == move)
    unit, mover = page.unit(game), game.to_move(state)
    rolled, after, thrown = advance(page, game, state, move, fields, rng)
    luck = before = None
    if thrown is not None:
        before = page.value(game, rolled)
        luck = (page.value(game, after) - before) * (1 if mover == 0 else -1) * unit.sign
    names = seat_names(page, game, opponent)
    mine = mover == viewer(page, game, opponent, mover)
    others = opponents.others_turn(page, game, state)
    best = advice.best
    record = {"player": mover, "by": by, "position": game.state_text(state),
              "move": move, "words": page.move_words(game, state, move), "value": played.value, "cost": played.cost,
              "cost_text": unit.cost_text(played.cost, best.value) if mine else unit.gain_text(played.cost, best.value),
              "judgement": unit.judge(played.cost), "forced": len(advice.moves) == 1,
              "best": best.move, "best_words": page.move_words(game, state, best.move),
              "faces": None, "total": None, "steps": None, **(thrown or {}),
              "dice_stay": thrown is not None and not others and (game.is_terminal(after) or game.to_move(after) == mover),
              "luck": luck, "luck_text": luck_words(unit, luck, mine, others), "note": note, "others": others,
              "why": why(page, game, state, advice, move, names) if played.cost >= TIE else "",
              "event": page.event(game, state, move, thrown, after, names),
              "state": game.state_text(after), "decided": before, "chart": page.value(game, after)}
    record["costly"] = costly(record)
    return {**record, "verdict": verdict(record, mine)}, after


def shown_cost(page, game, record) -> float:
    """A record's cost as its verdict says it, from its mover's side (`Unit.shown_cost`): what the
    review sums, so that a decision costs the same in the verdict, the moves list and the totals."""
    best = advice_of(page, game, page.parse(game, record["position"])).best.value
    return page.unit(game).shown_cost(record["cost"], best)


def advance(page, game, state, move, fields, rng):
    """The decision `move` played and the throw it starts, if any: (the state before the throw, the
    state after it, the throw's {"faces", "total"} or None)."""
    after = page.play(game, state, move)
    if game.to_move(after) != CHANCE:
        return after, after, None
    thrown = dice.outcome(page, game, after, fields, rng)
    return after, page.throw(game, after, thrown["total"]), thrown


def why(page, game, state, advice, move, names, alone=False) -> str:
    """Why the best move beats `move`: in the game's own words where its page says it (from each
    option's facts, `move_facts`), else from each option's best reply; `alone`: of `move` only."""
    options = dict.fromkeys((move,) if alone else (advice.best.move, move))
    if hasattr(page, "why"):
        facts = {option: page.move_facts(game, state, option) if hasattr(page, "move_facts") else {} for option in options}
        return page.why(game, state, advice, move, names, facts)
    for option in options:
        after = page.play(game, state, option)
        decided = not game.is_terminal(after) and game.to_move(after) != CHANCE
        options[option] = after, advice_of(page, game, after) if decided else None
    return replies_why(page, game, state, advice, options, names)


def clue(page, game, state, move, names) -> str:
    """For a second try at a question: why `move` falls short, and what the best move keeps, without
    naming the best move."""
    advice = advice_of(page, game, state)
    label = value_label(page, game, state, names[game.to_move(state)])
    best = page.unit(game).value_text(advice.best.value)
    label = lowered(label) if label.startswith("Your") else label
    return f"{why(page, game, state, advice, move, names, alone=True)} With the best move, {label}: {best}."


def chosen(page, game, state, opponent, fields, rng):
    """The move a play names, who makes it, and a note on how the computer chose: the move's index in
    the view's list ("move"), the tiles selected on the board ("tiles"), or the computer's choice
    ("computer": true)."""
    if game.is_terminal(state):
        raise BadRequest("the game is over: start a new one")
    advice = advice_of(page, game, state)
    if fields.get("computer", False) is True:
        if not opponents.computer_may_move(page, game, state):
            raise BadRequest("the computer plays only as an opponent in a game of two, or the other seats at a table")
        move, note = opponents.computer_move(page, game, state, opponent, rng or random.Random())
        return move, "computer", note
    if fields.get("computer", False) is not False:
        raise BadRequest("'computer' is true or false")
    if fields.get("tiles") is not None and hasattr(page, "tiles_move"):
        return page.tiles_move(game, state, fields["tiles"]), "player", ""
    index = fields.get("move")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(advice.moves):
        count = len(advice.moves)
        raise BadRequest("the move is 0, the one move listed here" if count == 1 else
                         f"the move is the number of one of the {count} moves listed here, 0 to {count - 1}")
    return advice.moves[index].move, "player", ""


def saved_move(record) -> dict:
    """A move as a saved game keeps it: the move, its dice (faces, or a total entered by hand), who moved."""
    dice_kept = {"faces": record["faces"]} if record["faces"] else {} if record["total"] is None else {"total": record["total"]}
    return {"move": record["move"], **dice_kept, "by": record["by"]}
