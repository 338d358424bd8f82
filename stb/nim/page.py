"""Red-Blue Nim as the page plays it (`PAGE`, its stb.game.Page): the rules from a request, the board, the spec's
alpha-beta computer, and the game's words. Values are signed points for the player to move; the
perfect computer searches as the spec's does (moves in the spec's order), to the end or to a depth."""

from stb.advice import NBSP, POINTS
from stb.controls import checkbox, number_field
from stb.fields import flag, whole
from stb.nim.lab import STRATEGIES, optimal
from stb.nim.rules import RedBlueNim, ending_score, move_text as take_text
from stb.nim.search import DEPTHS, Searcher, evaluate
from stb.nim.values import advise, exact_value
from stb.game import Page
from stb.strategies import parse_strategy, strategy_title
from stb.words import agreeing, named, verb, whose

_PAGE_PILES = range(0, 61)
"""The piles the page draws, marble by marble (the command line takes bigger ones)."""
_LAB_DEPTHS = (1, 2, 3)
"""The depths the lab shows (the evaluation function is exact: every depth plays perfectly)."""
_TO_THE_END = 0
"""The search depth that means no depth limit: the perfect computer searches to the end."""
_SEATS = ("Player 1", "Player 2")


# ---- the rules and the seats ----------------------------------------------------------------------

def make(rules) -> RedBlueNim:
    red = whole(rules.get("red", 7), "the red pile", _PAGE_PILES[0], _PAGE_PILES[-1])
    blue = whole(rules.get("blue", 7), "the blue pile", _PAGE_PILES[0], _PAGE_PILES[-1])
    return RedBlueNim(red, blue, flag(rules.get("misere", False), "misère"))


def rules_of(game) -> dict:
    return {"red": game.red, "blue": game.blue, "misere": game.misere}


def controls(game) -> list[dict]:
    return [number_field("red", "Red", game.red, _PAGE_PILES[0], _PAGE_PILES[-1]),
            number_field("blue", "Blue", game.blue, _PAGE_PILES[0], _PAGE_PILES[-1]),
            checkbox("misere", "Misère", game.misere)]


def seats(game) -> tuple[str, ...]:
    return _SEATS


def unit(game):
    return POINTS


def opponent(game, fields, usual) -> dict:
    """Two players (`usual`), and the perfect computer's search depth."""
    return {**usual,
            "depth": whole(fields.get("depth", _TO_THE_END), "the search depth", _TO_THE_END, DEPTHS[-1])}


def opponent_controls(game, opponent, usual) -> list[dict]:
    return [*usual,
            number_field("depth", "Search depth (0: to the end)", opponent["depth"], _TO_THE_END, DEPTHS[-1],
                         hidden=opponent["mode"] != "computer" or opponent["strength"] != "1", group="opponent")]


def computer(game, opponent) -> Searcher | None:
    """The perfect computer: the spec's alpha-beta search, to the end or to the depth with the
    evaluation function, which notes how far it searched; a weaker one (None) picks by cost, as in
    every game."""
    if opponent["strength"] != "1":
        return None
    return Searcher(None if opponent["depth"] == _TO_THE_END else opponent["depth"], evaluate)


# ---- positions and moves -------------------------------------------------------------------------

def move_text(game, state, action) -> str:
    return take_text(action)


def value(game, state) -> float:
    """Player 1's points at the end with best play from here (at the end, the points scored)."""
    if game.is_terminal(state):
        return float(game.utility(state))
    points = exact_value(game, state.red, state.blue)
    return float(points if state.player == 0 else -points)


def board(game, state) -> dict:
    """The piles, the rule of an empty pile, and every move of the spec's order (the illegal ones greyed)."""
    legal = set(game.actions(state))
    return {"red": state.red, "blue": state.blue, "misere": game.misere, "rule": _empty_pile_rule(game),
            "moves": [{"move": take_text(a), "words": move_words(game, state, a), "legal": a in legal}
                      for a in game.move_order]}


def winner(game, state):
    points = game.utility(state)
    return 0 if points > 0 else 1 if points < 0 else None


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """The spec's computer at depths 1-3, with the evaluation function and with a naive one, in either seat."""
    names = [f"{family}:{depth}" for family in ("depth", "naive-depth") for depth in _LAB_DEPTHS]
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)}
            for name in names for seat in (0, 1)]


def policy(game, name):
    return parse_strategy(name, STRATEGIES)


# ---- the words -----------------------------------------------------------------------------------

def title(game) -> str:
    return f"Red-Blue Nim ({game.name})"


def how_to_play(game) -> list[str]:
    paid = ("wins 2 points for each red and 3 for each blue marble left (misère)" if game.misere
            else "pays 2 points for each red and 3 for each blue marble left")
    return [f"Two piles, {game.red} red and {game.blue} blue marbles at the start. On your turn take one or two "
            "marbles from one pile. The game ends when a player finds a pile empty on their turn: that player "
            f"{paid} to the other.",
            "The advice gives each move's points at the end for the player making it, if both play their best "
            "from then on; a move's cost is the points it gives away against the best one."]


def value_words(game, state) -> tuple[str, str]:
    return ("{whose} result", "{whose} points at the end of the game if both players play their best from here: a + is "
                              "won from the other player, a − is paid to them.")


def move_words(game, state, action) -> str:
    return f"Take {take_text(action)}"


def where(game, state) -> str:
    return f"With {state.red} red and {state.blue} blue left"


def message(game, state, names) -> str:
    who = names[state.player]
    if game.is_terminal(state):
        points = ending_score(game, state.red, state.blue)
        other = names[1 - state.player]
        faced = f"{named(who)} {agreeing(who, 'face')} an empty pile with {state.red} red and {state.blue} blue left"
        if points == 0:
            return f"Nobody scores: {faced}."
        winning, losing = (who, other) if points > 0 else (other, who)
        return f"{verb(winning, 'win')} {abs(points)}{NBSP}point{'' if abs(points) == 1 else 's'} from " \
               f"{named(losing)}: {faced}."
    if who == "The computer":  # its turn, as you watch it
        return "The computer's move: it takes one or two marbles from a pile."
    return f"{whose(who)} move: take one or two marbles from a pile."


def event(game, state, action, thrown, after, names) -> str:
    return f"{verb(names[state.player], 'take')} {take_text(action)}: {after.red} red and {after.blue} blue left."


def _empty_pile_rule(game) -> str:
    """The rule the board shows."""
    paid = "wins" if game.misere else "loses"
    return f"Whoever faces an empty pile {paid} 2{NBSP}points per red and 3{NBSP}points per blue marble left."


PAGE = Page(
    name="nim", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    move_text=move_text, value=value, board=board, winner=winner, strategies=strategies, policy=policy,
    perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words, move_words=move_words, where=where,
    message=message, event=event, opponent=opponent, opponent_controls=opponent_controls, opponent_fields=("depth",),
    computer=computer)
"""Red-Blue Nim, as the bridge and the page reach it; a link holds the perfect computer's search depth too."""
