"""Shut the Box as the page plays it (`PAGE`, its stb.game.Page): the classic box and Double Shutter,
for one player (an aim: the least expected score, or the best chance to shut the box) or two (player
one's score carried into player two's turn); a table of three players or more is
stb.shutbox.table_page's, which `for_rules` names.

Positions are `stb.shutbox.ShutTheBox`'s text forms: "146789" before the roll (the decision is how
many dice to roll), "146789 dice 2 roll 8" after it (the decision is which tiles to shut), and
"123456789 vs 23" for player two's turn against player one's 23.
"""

from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, SHUT_CHANCE, advised
from stb.controls import select
from stb.fields import BadRequest, choice, whole
from stb.i18n import N_, _, number
from stb.shutbox import table as tb, table_page
from stb.shutbox.advice import advise
from stb.shutbox.box_page import (box_controls, box_fields, box_picture, box_rules, chance_refused, dice, move_facts,
                                  move_text, parting_facts, tiles_move)
from stb.shutbox.game import ShutTheBox, aim, display_value
from stb.shutbox.game_words import aims_disagree, event, how_to_play, message, value_words, where
from stb.shutbox.lab import STRATEGIES, WHENEVER_IT_MAY, evaluate_policy, optimal
from stb.shutbox.optimal import dice_values
from stb.shutbox.words import move_words, roll_why, title, value_labels
from stb.game import Page
from stb.strategies import parse_strategy, strategy_title

_TWO_PLAYER_DIGITS_TILES = 9
"""Two players with digits scoring: more tiles than this take minutes to solve (every board's
score is its own, and player two's table has one column per score)."""
_AIMS = {
    # Translators: a menu of the aim of one player alone: the least score on average
    "score": N_("Least expected score"),
    # Translators: a menu of the aim of one player alone: the best chance to shut every tile
    "shut": N_("Best chance to shut the box"),
}
_SEATS = (
    # Translators: the first of two players' seats, a name ("Player 1 rolls 8", "Player 1's chance to win")
    N_("Player 1"),
    # Translators: the second of two players' seats, a name ("Player 2 rolls 8", "Player 2's chance to win")
    N_("Player 2"),
)


def for_rules(rules):
    """The page of a request's rules (unchecked): a table's (stb.shutbox.table_page) for three
    players or more, else this one (whose `make` says what is wrong with rules it cannot play)."""
    players = rules.get("players") if isinstance(rules, dict) else None
    try:
        at_table = players is not None and whole(players, _("the number of players"), 1, tb.PLAYERS[-1]) > 2
    except BadRequest:
        at_table = False
    return table_page.PAGE if at_table else PAGE


# ---- the rules -----------------------------------------------------------------------------------

def make(rules) -> ShutTheBox:
    box = box_rules(rules)
    # Translators: a rule's name in an error ("the number of players must be 1 to 8, not 9")
    players = whole(rules.get("players", 1), _("the number of players"), 1, tb.PLAYERS[-1])
    # Translators: a rule's name in an error ("the aim must be 'score' or 'shut', not 'x'")
    objective = "first" if players == 2 else choice(rules.get("objective", "score"), _("the aim"), tuple(_AIMS))
    if players == 2 and box.layout != "classic":
        # Translators: an error: two players play the classic box (one row), not Double Shutter
        raise BadRequest(_("the two-player game is played with the classic box"))
    if players == 2 and box.scoring == "digits" and box.tiles > _TWO_PLAYER_DIGITS_TILES:
        # Translators: an error: "digits scoring" reads the tiles left standing as one number
        raise BadRequest(_("two players with digits scoring play with at most {tiles} tiles").format(
            tiles=number(_TWO_PLAYER_DIGITS_TILES)))
    return ShutTheBox(box, objective)


def rules_of(game) -> dict:
    aim_field = {} if game.objective == "first" else {"objective": game.objective}
    return {**box_fields(game.rules), "players": len(seats(game)), **aim_field}


def controls(game) -> list[dict]:
    alone = game.objective != "first"
    return [*box_controls(game.rules, len(seats(game))),
            # Translators: a menu's label: what one player alone plays for
            select("objective", _("Aim"), game.objective if alone else "score",
                   [(aim, _(words)) for aim, words in _AIMS.items()], hidden=not alone)]


def seats(game) -> tuple[str, ...]:
    return _SEATS if game.objective == "first" else _SEATS[:1]


def unit(game):
    return {"score": EXPECTED_SCORE, "shut": SHUT_CHANCE}.get(game.objective, CHANCE_POINTS)


# ---- positions -----------------------------------------------------------------------------------

def value(game, state) -> float:
    """At any state: one player's value for the aim, or with two players player one's chance to
    win; at the end, what the game paid."""
    objective, target = aim(game, state)
    if game.is_terminal(state):
        return float(display_value(game.objective, game.utility(state)))
    if state.dice is not None and state.roll is None:  # the dice chosen, not yet rolled
        mine = display_value(objective, dice_values(game.rules, objective, state.board, target)[state.dice])
    else:
        mine = advised(advise, game, state).value
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
    return aims_disagree(game, state, advice, other, advised(advise, ShutTheBox(game.rules, other), state))


def why(game, state, advice, move, seats, facts) -> str:
    """After a roll: the chance the next roll plays, and the value, after the best move and this one."""
    labels = value_labels(game.objective, seats[state.player])
    return roll_why(game, state, advice, parting_facts(game, state, facts), labels, unit(game))


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """The rules of thumb: for one player under its aim, for two as player two against optimal player one."""
    seat = 1 if game.objective == "first" else None
    return [{"name": name, "seat": seat, "title": _(strategy_title(name, STRATEGIES))} for name in STRATEGIES]


def lab_unit(game):
    """The lab's unit: the expected score, else a chance that it words as a chance to win (where
    the page's own unit says "to shut the box")."""
    return EXPECTED_SCORE if game.objective == "score" else CHANCE_POINTS


def policy(game, name):
    """A rule of thumb by name and what it does; under the optional dice rule it rolls one die whenever it may."""
    rule, about = parse_strategy(name, STRATEGIES)
    return rule, _(WHENEVER_IT_MAY[name.strip()] if game.rules.dice.startswith("optional") else about)


PAGE = Page(
    name="shutbox", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise, move_text=move_text, value=value, board=board, winner=winner, strategies=strategies,
    policy=policy, perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words,
    move_words=move_words, where=where, message=message, event=event, for_rules=for_rules, dice=dice,
    chance_named=chance_refused, move_facts=move_facts, why=why, notes=notes, selected_move=tiles_move, lab_unit=lab_unit,
    evaluate_policy=evaluate_policy)
"""Shut the Box for one player or two, as the bridge and the page reach it."""
