"""Shut the Box as the page plays it (stb.game.Page): the classic box and Double Shutter, for one
player (an aim: the least expected score, or the best chance to shut the box) or two (player one's
score carried into player two's turn); a table of three players or more is stb.shutbox.table_page,
which `for_rules` names.

Positions are `stb.shutbox.ShutTheBox`'s text forms: "146789" before the roll (the decision is how
many dice to roll), "146789 dice 2 roll 8" after it (the decision is which tiles to shut), and
"123456789 vs 23" for player two's turn against player one's 23.
"""

import sys

from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, SHUT_CHANCE
from stb.controls import select
from stb.fields import BadRequest, choice, whole
from stb.shutbox import table as tb, table_page
from stb.shutbox.advice import advise
from stb.shutbox.box_page import (box_controls, box_fields, box_picture, box_rules, checked_dice, dice,  # noqa: F401
                                  move_facts, move_text, parting_facts, play, reachable_box, rolled, throw, tiles_move)
from stb.shutbox.game import ShutTheBox, aim, display_value
from stb.shutbox.lab import STRATEGIES, evaluate_policy, optimal as perfect  # noqa: F401 (the lab's)
from stb.shutbox.optimal import dice_values, first_player_scores
from stb.shutbox.words import (aims_disagree, event, how_to_play, message, move_words, roll_why, title,  # noqa: F401
                               value_words, where)
from stb.strategies import parse_strategy, strategy_title
from stb.words import theirs

NAME = "shutbox"
TWO_PLAYER_DIGITS_TILES = 9
"""Two players with digits scoring: more tiles than this take minutes to solve (every board's
score is its own, and player two's table has one column per score)."""
AIMS = {"score": "Least expected score", "shut": "Best chance to shut the box"}
SEATS = ("Player 1", "Player 2")


def for_rules(rules):
    """The page of a request's rules (unchecked): a table's (stb.shutbox.table_page) for three
    players or more, else this one (whose `make` says what is wrong with rules it cannot play)."""
    players = rules.get("players") if isinstance(rules, dict) else None
    try:
        at_table = players is not None and whole(players, "the number of players", 1, tb.PLAYERS[-1]) > 2
    except BadRequest:
        at_table = False
    return table_page if at_table else sys.modules[__name__]


# ---- the rules -----------------------------------------------------------------------------------

def make(rules) -> ShutTheBox:
    box = box_rules(rules)
    players = whole(rules.get("players", 1), "the number of players", 1, tb.PLAYERS[-1])
    objective = "first" if players == 2 else choice(rules.get("objective", "score"), "the aim", tuple(AIMS))
    if players == 2 and box.layout != "classic":
        raise BadRequest("the two-player game is played with the classic box")
    if players == 2 and box.scoring == "digits" and box.tiles > TWO_PLAYER_DIGITS_TILES:
        raise BadRequest(f"two players with digits scoring play with at most {TWO_PLAYER_DIGITS_TILES} tiles")
    return ShutTheBox(box, objective)


def rules_of(game) -> dict:
    aim_field = {} if game.objective == "first" else {"objective": game.objective}
    return {**box_fields(game.rules), "players": len(seats(game)), **aim_field}


def controls(game) -> list[dict]:
    alone = game.objective != "first"
    return [*box_controls(game.rules, len(seats(game))),
            select("objective", "Aim", game.objective if alone else "score", AIMS.items(), hidden=not alone)]


def seats(game) -> tuple[str, ...]:
    return SEATS if game.objective == "first" else SEATS[:1]


def unit(game):
    return {"score": EXPECTED_SCORE, "shut": SHUT_CHANCE}.get(game.objective, CHANCE_POINTS)


# ---- positions -----------------------------------------------------------------------------------

def parse(game, text):
    """A position, checked against the rules: player two's turn only in the game of two, against
    a score player one can end with; the dice one may roll here, and a total they can show (a
    roll without its dice: the dice that can show it); a roll, where it leads. In the game of two
    a box is one a turn from the full box reaches (`reachable_box`)."""
    box = game.rules
    state = game.parse_state(text)
    if game.objective == "first":
        reachable_box(box, state.board)
    if state.first_score is not None:
        if game.objective != "first":
            raise BadRequest("'vs SCORE' names player two's turn, which only the two-player game has")
        if state.first_score not in first_player_scores(box):
            raise BadRequest(f"player one cannot end a turn with {state.first_score}")
    return rolled(game, state._replace(dice=checked_dice(box, state.board, state.dice, state.roll)))


def value(game, state) -> float:
    """At any state: one player's value for the aim, or with two players player one's chance to
    win; at the end, what the game paid."""
    objective, target = aim(game, state)
    if game.is_terminal(state):
        return float(display_value(game.objective, game.utility(state)))
    if state.dice is not None and state.roll is None:  # the dice chosen, not yet rolled
        mine = display_value(objective, dice_values(game.rules, objective, state.board, target)[state.dice])
    else:
        mine = advise(game, state).value
    return float(1 - mine if objective == "second" else mine)


def board(game, state) -> dict:
    return {**box_picture(game.rules, state.board, state.dice, state.roll, game.is_terminal(state)),
            "player": state.player, "first_score": state.first_score}


def winner(game, state):
    if game.objective != "first":
        return None
    first = game.utility(state)
    return 0 if first == 1 else 1 if first == 0 else None


# ---- the advice's words ------------------------------------------------------------------------------

def notes(game, state, advice) -> dict:
    """One player's two aims after a roll: a sentence where no move is best for both."""
    if game.objective == "first" or state.roll is None:
        return {}
    other = "shut" if game.objective == "score" else "score"
    return aims_disagree(game, state, advice, other, advise(ShutTheBox(game.rules, other), state))


def why(game, state, advice, move, names, facts) -> str:
    """After a roll: the chance the next roll plays, and the value, after the best move and this one."""
    label = value_words(game, state)[0].format(whose=theirs(names[state.player]))
    return roll_why(game, state, advice, parting_facts(game, state, facts), label, unit(game))


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """The rules of thumb: for one player under its aim, for two as player two against optimal player one."""
    seat = 1 if game.objective == "first" else None
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)} for name in STRATEGIES]


def lab_unit(game):
    """The lab's unit: the expected score, else a chance that it words as a chance to win (where
    the page's own unit says "to shut the box")."""
    return EXPECTED_SCORE if game.objective == "score" else CHANCE_POINTS


def policy(game, name):
    """A rule of thumb by name and what it does; under the optional dice rule it rolls one die whenever it may."""
    rule, about = parse_strategy(name, STRATEGIES)
    return rule, about + ("; one die whenever it may" if game.rules.dice.startswith("optional") else "")
