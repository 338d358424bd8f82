"""The record of a move: one decision and the chance event it may start (Pig's roll, Shut the Box's
dice), valued, judged and told."""

from stb.advice import TIE
from stb.bridge import dice, opponent as opponents
from stb.bridge.advising import advice_of
from stb.fields import BadRequest
from stb.bridge.position import names as seat_names, state_named, viewer
from stb.bridge.words import luck_words, replies_why, value_label, verdict
from stb.drill import costly
from stb.game import CHANCE
from stb.i18n import _, number


def step(page, game, state, opponent, action, by, throw, rng, note=""):
    """The decision `action` (a move of the advice's list, by "player" or "computer") and the chance
    event it starts (its `throw`, as the request gave it: stb.bridge.dice.Throw): its record, and the
    state after it. Without `rng` (a replay) a throw must come with its faces or its total. A throw's faces stay on the board (`dice_stay`) for the position it
    leads to when the player who threw decides there next, or the game is over there; a move played
    out roll by roll (a table's other seat) tells its `steps`."""
    advice = advice_of(page, game, state)
    played = advice.move_of(action)
    unit, mover = page.unit(game), game.to_move(state)
    rolled, after, thrown = advance(page, game, state, action, throw, rng)
    luck = before = None
    if thrown is not None:
        before = page.value(game, rolled)
        luck = (page.value(game, after) - before) * (1 if mover == 0 else -1) * unit.sign
    seats = seat_names(page, game, opponent)
    mine = mover == viewer(page, game, opponent, mover)
    others = opponents.others_turn(page, game, state)
    best = advice.best
    record = {"player": mover, "by": by, "position": game.state_text(state),
              "move": played.move, "words": page.move_words(game, state, action), "value": played.value, "cost": played.cost,
              "cost_text": unit.cost_text(played.cost, best.value) if mine else unit.gain_text(played.cost, best.value),
              "judgement": unit.judge(played.cost), "forced": len(advice.moves) == 1,
              "best": best.move, "best_words": page.move_words(game, state, best.action),
              "faces": None, "total": None, "steps": None, **(thrown or {}),
              "dice_stay": thrown is not None and not others and (game.is_terminal(after) or game.to_move(after) == mover),
              "luck": luck, "luck_text": luck_words(unit, luck, mine, others), "note": note, "others": others,
              "why": why(page, game, state, advice, action, seats) if played.cost >= TIE else "",
              "event": page.event(game, state, action, thrown, after, seats),
              "state": game.state_text(after), "decided": before, "chart": page.value(game, after)}
    record["costly"] = costly(record)
    return {**record, "verdict": verdict(record, mine)}, after


def shown_cost(page, game, record) -> float:
    """A record's cost as its verdict says it, from its mover's side (`Unit.shown_cost`): what the
    review sums, so that a decision costs the same in the verdict, the moves list and the totals."""
    best = advice_of(page, game, state_named(page, game, record["position"])).best.value
    return page.unit(game).shown_cost(record["cost"], best)


def advance(page, game, state, action, throw, rng):
    """The decision `action` played and the throw it starts, if any: (the state before the throw, the
    state after it, the throw's {"faces", "total"} or None)."""
    after = page.play(game, state, action)
    if game.to_move(after) != CHANCE:
        return after, after, None
    thrown = dice.outcome(page, game, after, throw, rng)
    return after, page.throw(game, after, thrown["total"]), thrown


def why(page, game, state, advice, action, seats, alone=False) -> str:
    """Why the best move beats `action`: in the game's own words where its page says it (from each
    option's facts, `move_facts`), else from each option's best reply (`replies_why`); `alone`: of
    `action` only."""
    options = dict.fromkeys((action,) if alone else (advice.best.action, action))
    if page.why is not None:
        return page.why(game, state, advice, action, seats, {option: page.move_facts(game, state, option) for option in options})
    for option in options:
        after = page.play(game, state, option)
        decided = not game.is_terminal(after) and game.to_move(after) != CHANCE
        options[option] = after, advice_of(page, game, after) if decided else None
    return replies_why(page, game, state, advice, options, seats)


def clue(page, game, state, action, seats) -> str:
    """For a second try at a question: why `action` falls short, and what the best move keeps, without
    naming the best move."""
    advice = advice_of(page, game, state)
    label = value_label(page, game, state, seats[game.to_move(state)], inside=True)
    best = page.unit(game).value_text(advice.best.value)
    # Translators: after why a move falls short, what the best move keeps: "your chance to win: 57.5 %".
    kept = _("With the best move, {label}: {value}.").format(label=label, value=best)
    return f"{why(page, game, state, advice, action, seats, alone=True)} {kept}"


def chosen(page, game, state, fields):
    """The action a play names and who makes it: the move's index in the view's list ("move"), the
    tiles selected on the board ("tiles"), or the computer ("computer": true; its action None, for
    the play to choose, `opponent.computer_move`)."""
    if game.is_terminal(state):
        raise BadRequest(_("the game is over: start a new one"))
    if fields.get("computer", False) is True:
        if not opponents.computer_may_move(page, game, state):
            raise BadRequest(_("the computer plays only as an opponent in a game of two, or the other seats at a table"))
        return None, "computer"
    if fields.get("computer", False) is not False:
        raise BadRequest(_("'computer' is true or false"))
    selected = None if fields.get("tiles") is None else page.selected_move(game, state, fields["tiles"])
    if selected is not None:
        return selected, "player"
    advice = advice_of(page, game, state)
    index = fields.get("move")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(advice.moves):
        count = len(advice.moves)
        if count == 1:
            # Translators: a refusal: a move is named by its number, and only one move (number 0) is listed.
            raise BadRequest(_("the move is {first}, the one move listed here").format(first=number(0)))
        # Translators: a refusal: {count} moves are listed, and a move is named by its number, {first} to {last}.
        raise BadRequest(_("the move is the number of one of the {count} moves listed here, {first} to {last}").format(
            count=number(count), first=number(0), last=number(count - 1)))
    return advice.moves[index].action, "player"


def saved_move(record) -> dict:
    """A move as a saved game keeps it: the move, its dice (faces, or a total entered by hand), who moved."""
    dice_kept = {"faces": record["faces"]} if record["faces"] else {} if record["total"] is None else {"total": record["total"]}
    return {"move": record["move"], **dice_kept, "by": record["by"]}
