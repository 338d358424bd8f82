"""Pig and Piglet as the page plays them (`PAGE`, their stb.game.Page): the rules from a request, the board, and
the game's words. Values are the player to move's chance to win; a roll's luck is the roller's
chance after the face minus the chance of rolling before it."""

from functools import lru_cache

from stb.advice import CHANCE_POINTS, JUDGEMENTS, NBSP, TIE
from stb.controls import checkbox, number_field, select
from stb.fields import BadRequest, flag, whole
from stb.pig.lab import STRATEGIES, evaluate_policy, optimal
from stb.pig.optimal import advise, solution
from stb.pig.picture import RING, mark_circle, policy_svg
from stb.pig.rules import GOALS, SIDES, Pig
from stb.strategies import parse_strategy, strategy_title
from stb.game import Page
from stb.words import agreeing, lowered, percent, theirs, verb, whose

_PAGE_DICE = (4, 6, 8, 10, 12)
"""The dice the page's menu offers; a link may name any die of `stb.pig.SIDES`."""
_SEATS = ("Player 1", "Player 2")


# ---- the rules -----------------------------------------------------------------------------------

def make(rules) -> Pig:
    coin = flag(rules.get("coin", False), "coin")
    goal = whole(rules.get("goal", 10 if coin else 100), "the goal", GOALS[0], GOALS[-1])
    sides = 2 if coin else whole(rules.get("sides", 6), "the die's sides", SIDES[0], SIDES[-1])
    return Pig(goal, sides, coin)


def rules_of(game) -> dict:
    return {"goal": game.goal, "sides": game.sides, "coin": game.coin}


def controls(game) -> list[dict]:
    dice = sorted({*_PAGE_DICE, 6 if game.coin else game.sides})
    return [number_field("goal", "Goal", game.goal, GOALS[0], GOALS[-1]),
            select("sides", "Die", str(6 if game.coin else game.sides), [(d, f"d{d}") for d in dice], hidden=game.coin),
            checkbox("coin", "Piglet (toss a coin)", game.coin, resets=("goal",))]  # Piglet plays to 10, Pig to 100


def seats(game) -> tuple[str, ...]:
    return _SEATS


def unit(game):
    return CHANCE_POINTS


# ---- positions and moves -------------------------------------------------------------------------

def chance_named(game, state):
    raise BadRequest("a position is named before the die is rolled (without 'rolling')")


def move_text(game, state, action) -> str:
    return action


def dice(game, state) -> dict:
    return {"dice": 1, "sides": game.sides, "coin": game.coin}


def throw(game, state, face):
    """The die shows `face` (the coin: 1 tails, 2 heads): the rules' gain for it, 0 busting."""
    return game.result(state, game.faces[face - 1])


def value(game, state) -> float:
    """Player 1's chance to win, at any state (after a roll, before it, at the end)."""
    if game.is_terminal(state):
        mine = 1.0
    else:
        best = solution(game)
        mine = best.roll(*state[:3]) if state.rolling else best.P(*state[:3])
    return float(mine if state.player == 0 else 1 - mine)


def board(game, state) -> dict:
    """The scores, the turn total, Roll and Hold, and where the policy map rings this turn's start
    (the map itself comes with `figure`, once per rules)."""
    banked = state.me + state.pending if game.is_terminal(state) else state.me  # the winner's last turn
    scores = [banked, state.you] if state.player == 0 else [state.you, banked]
    return {"scores": scores, "pending": state.pending, "goal": game.goal, "sides": game.sides,
            "coin": game.coin, "mark": [state.me, state.you],
            "moves": [{"move": move, "words": move_words(game, state, move), "key": move[0].upper()}
                      for move in game.actions(state)],
            "ring": {**mark_circle(game.goal, state[:2]), "strokes": RING}, "entry": _entry(game)}


def _entry(game) -> dict:
    """The words of the form where a throw of a real die or coin is typed in, and the keyboard it wants."""
    if game.coin:
        return {"name": "Coin", "label": "Coin showed", "button": "Toss with this side",
                "hint": "Playing with a real coin? Enter heads or tails.", "inputmode": "text"}
    return {"name": "Die", "label": "Die showed", "button": "Roll with this face",
            "hint": "Playing with a real die? Enter the face it showed.", "inputmode": "numeric"}


def figure(game) -> str:
    """The optimal policy's map, without a ring: the page draws it once per rules."""
    return _policy_map(game)


@lru_cache(maxsize=4)
def _policy_map(game):
    return policy_svg(solution(game))


def winner(game, state):
    return state.player


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """Holding at 20 and at 25, and Neller and Presser's keep pace and end race where it is
    defined (Pig to 100 with a d6), each in either seat."""
    names = ["hold-at:20", "hold-at:25"] + ["keep-pace"] * (game == Pig())
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)} for name in names for seat in (0, 1)]


def policy(game, name):
    return parse_strategy(name, STRATEGIES)


# ---- the words -----------------------------------------------------------------------------------

def title(game) -> str:
    return f"Piglet to {game.goal}" if game.coin else f"Pig to {game.goal}" + (
        f" with a d{game.sides}" if game.sides != 6 else "")


def how_to_play(game) -> list[str]:
    throw_words = ("toss a coin: heads adds 1 to your turn total, tails is a bust" if game.coin else
                   f"roll a {game.sides}-sided die: 2 to {game.sides} add to your turn total, a 1 is a bust")
    return [f"Two players race to {game.goal}{NBSP}points. On your turn, {throw_words}, losing the turn total and "
            "ending your turn. After each throw choose: roll again, or hold to bank the turn total and pass "
            "the turn.",
            "The advice gives each choice's chance to win, if both players choose their best from then on; "
            "a choice's cost is the chance it gives away against the best one. The map shows at which turn "
            "total the best player holds, from every pair of scores."]


def value_words(game, state) -> tuple[str, str]:
    return ("{whose} chance to win", "{whose} chance of reaching the goal first, if both players choose their best, "
                                     "roll or hold, at every turn from here.")


def move_words(game, state, move) -> str:
    return move.capitalize()


def where(game, state) -> str:
    return f"At {state.me} to {state.you}, turn total {state.pending}"


def message(game, state, names) -> str:
    who = names[state.player]
    if game.is_terminal(state):
        return f"{verb(who, 'win')}, {state.me + state.pending} to {theirs(names[1 - state.player])} {state.you}!"
    if who == "The computer":  # its turn, as you watch it
        return f"The computer's turn: turn total {state.pending}; it chooses to roll or hold." if state.pending else \
            "The computer's turn: it starts with a roll."
    return f"{whose(who)} turn: turn total {state.pending}. Roll or hold?" if state.pending else \
        f"{whose(who)} turn: roll to start it."  # "after each roll" the player chooses


def event(game, state, move, thrown, after, names) -> str:
    who = names[state.player]
    if move == "hold":
        return f"{verb(who, 'hold')} and {agreeing(who, 'bank')} {state.pending}: {theirs(who)} score is now " \
               f"{state.me + state.pending}."
    face = thrown["total"]
    threw = f"{verb(who, 'toss')} {_side(face)}" if game.coin else f"{verb(who, 'roll')} {face}"
    if game.faces[face - 1] == 0:
        return f"{threw}: bust, the turn total of {state.pending} is lost."
    if game.is_terminal(after):
        return f"{threw}: turn total {after.pending}, and {state.me + after.pending} wins."
    return f"{threw}: turn total {after.pending}."


def _side(face) -> str:
    """The coin's side that `face` stands for (stb.bridge.dice.COIN: 1 tails, 2 heads)."""
    return "tails" if face == 1 else "heads"


def throw_name(game) -> str:
    """One throw, as the review's chart legend names it."""
    return "a toss of the coin" if game.coin else "a roll of the dice"


def why(game, state, advice, move, names, facts) -> str:
    """Rolling against holding: the chance of busting and the turn total it would lose, against
    the average gain of a roll, and where each choice asked about (`facts`' keys) leaves the chance to win."""
    busts = game.faces.count(0) / len(game.faces)
    gains = [gain for gain in game.faces if gain]
    label = value_words(game, state)[0].format(whose=theirs(names[state.player]))
    values = {m.action: CHANCE_POINTS.value_text(m.value) for m in advice.moves}
    left = [f"{'rolling' if move == 'roll' else 'holding'}{f' leaves {label}' if not n else ''} at {values[move]}"
            for n, move in enumerate(option for option in ("roll", "hold") if option in facts)]
    return (f"Why: {'a toss' if game.coin else 'a roll'} busts {percent(busts)} of the time, losing the turn total of {state.pending}, and "
            f"adds {sum(gains) / len(gains):.1f} on average otherwise; {', '.join(left)}.")


def turn(game, records, first, number, names, viewer) -> dict:
    """A turn, from a turn total of 0 to a hold, a bust or the win: its rolls and how it ended
    (its text), and what its decisions cost together, the costliest named (its verdict); each
    costly record comes with its position's best value (`best_value`)."""
    record = records[-1]
    text = f"Turn {number}: {names[record['player']]} {_turn_throws(game, records)} and {_turn_ending(game, record)}."
    costly = [r for r in records if r["cost"] >= TIE]
    judged = JUDGEMENTS[max((JUDGEMENTS.index(r["judgement"]) for r in costly), default=0)]
    verdict = "Best all turn."
    if costly:
        own = record["player"] == viewer or names[viewer] != "You"
        seen = (lambda value: value) if own else CHANCE_POINTS.other_side
        shown = CHANCE_POINTS.skill_text([CHANCE_POINTS.shown_cost(r["cost"], r["best_value"], seen) for r in costly],
                                         "" if own else "you")  # as each verdict said it
        worst = max(costly, key=lambda r: r["cost"])
        verdict = (f"{judged.capitalize()}: {shown}; at a turn total of "
                   f"{game.parse_state(worst['position']).pending}, {lowered(worst['best_words'])} was best.")
    return {"first": first, "last": first + len(records) - 1, "text": text, "verdict": verdict,
            "player": record["player"], "judgement": judged}


def _turn_throws(game, records) -> str:
    """What a turn threw: "rolled 3, 5" (the die's faces), "tossed heads twice, then tails," (the
    coin's sides, tails only last: it busts), or "rolled nothing" / "tossed nothing"."""
    totals = [r["total"] for r in records if r["move"] == "roll"]
    if not game.coin:
        return f"rolled {', '.join(map(str, totals))}" if totals else "rolled nothing"
    heads = totals.count(2)
    sides = [f"heads{_times(heads)}"] * bool(heads) + ["tails"] * (1 in totals)
    return f"tossed {', then '.join(sides) or 'nothing'}" + "," * (len(sides) == 2)


def _times(count) -> str:
    """How often a side came up, after its name: "" (once), " twice", " 3 times"."""
    return {1: "", 2: " twice"}.get(count, f" {count} times")


def _turn_ending(game, record) -> str:
    """How a turn's last move ended it: a hold (the score before and after), a bust, the win, or
    not yet (the turn goes on)."""
    before, after = game.parse_state(record["position"]), game.parse_state(record["state"])
    if record["move"] == "hold":
        return f"held, banking {before.pending} for a score of {before.me + before.pending}"
    if game.is_terminal(after):
        return f"won with {after.me + after.pending}"
    return "busted" if after.pending == 0 else f"the turn goes on at a turn total of {after.pending}"


PAGE = Page(
    name="pig", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    move_text=move_text, value=value, board=board, winner=winner, strategies=strategies, policy=policy,
    perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words, move_words=move_words, where=where,
    message=message, event=event, dice=dice, throw=throw, chance_named=chance_named, figure=figure, turn=turn, why=why, throw_name=throw_name,
    evaluate_policy=evaluate_policy)
"""Pig and Piglet, as the bridge and the page reach them."""
