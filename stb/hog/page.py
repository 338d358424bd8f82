"""HOG as the page plays it (`PAGE`, its stb.game.Page): the rules from a request, the board, the
dice a roll throws and the score they make, and the lab; its words are stb.hog.words. Values are
the player to move's chance to win; a roll's luck is the roller's chance after the dice minus the
chance of rolling them before."""

from stb.advice import CHANCE_POINTS
from stb.controls import number_field, select
from stb.fields import BadRequest, shown, whole
from stb.game import Page
from stb.hog.lab import RULES, evaluate_policy, optimal
from stb.hog.optimal import advise, solution
from stb.hog.rules import DICE, GOALS, SIDES, Hog
from stb.hog.words import (dice_label, event, how_to_play, message, move_facts, move_words, title, value_words, where,
                           why)
from stb.i18n import N_, _, n_, number
from stb.words import die_name

_PAGE_DICE = (4, 6, 8, 10, 12)
"""The dice the page's menu offers; a link may name any die of `stb.hog.SIDES`."""
_SEATS = (N_("Player 1"), N_("Player 2"))
_KEYS = "1234567890"
"""The keys that roll 1 to 10 dice (0 rolls 10)."""


# ---- the rules and the seats --------------------------------------------------------------------

def make(rules) -> Hog:
    return Hog(whole(rules.get("goal", 100), _("the goal"), GOALS[0], GOALS[-1]),
               whole(rules.get("dice", 10), _("the most dice a turn rolls"), DICE[0], DICE[-1]),
               whole(rules.get("sides", 6), _("the dice's sides"), SIDES[0], SIDES[-1]))


def rules_of(hog) -> dict:
    return {"goal": hog.goal, "dice": hog.dice, "sides": hog.sides}


def controls(hog) -> list[dict]:
    dice = sorted({*_PAGE_DICE, hog.sides})
    # Translators: labels of HOG's rules: the points to win, the most dice a turn may roll, the dice
    return [number_field("goal", _("Goal"), hog.goal, GOALS[0], GOALS[-1]),
            number_field("dice", _("Most dice"), hog.dice, DICE[0], DICE[-1]),
            select("sides", _("Dice"), str(hog.sides), [(sides, die_name(sides)) for sides in dice])]


def seats(hog) -> tuple[str, ...]:
    return _SEATS


def unit(hog):
    return CHANCE_POINTS


# ---- positions and moves ------------------------------------------------------------------------

def chance_named(hog, state):
    # Translators: an error: a link or request named a position of HOG with its dice in the air
    raise BadRequest(_("a position is named before the dice are rolled (without 'rolling')"))


def move_text(hog, state, dice) -> str:
    return str(dice)


def dice(hog, state) -> dict:
    return {"dice": state.rolling, "sides": hog.sides}


def read_throw(hog, state, throw, rng) -> dict:
    """The roll of the dice in the air (`throw`, a stb.bridge.dice.Throw): their faces, given (each
    checked) or thrown by `rng`, or the turn's score given ("total") or typed ("entered"); its
    total is the turn's score, 0 if any die shows 1."""
    count, sides = state.rolling, hog.sides
    if throw.total is not None or throw.entered is not None:
        score = throw.total if throw.entered is None else _typed_score(throw.entered)
        if score != 0 and not 2 * count <= score <= sides * count:
            # Translators: an error; {count} dice of {sides} sides score 0 or {low} to {high}
            raise BadRequest(n_("{count} die of {sides} sides scores 0 or {low} to {high}, not {score}",
                                "{count} dice of {sides} sides score 0 or {low} to {high}, not {score}", count).format(
                count=number(count), sides=number(sides), low=number(2 * count), high=number(sides * count),
                score=number(score)))
        return {"faces": None, "total": score}
    if throw.faces is None:
        if rng is None:
            raise BadRequest(_("a roll needs its faces or its score"))
        faces = [rng.randint(1, sides) for _die in range(count)]
    else:
        faces = list(throw.faces)
        if len(faces) != count:
            raise BadRequest(n_("this roll throws {count} die, not {given}", "this roll throws {count} dice, not {given}",
                                count).format(count=number(count), given=number(len(faces))))
        wrong = next((face for face in faces if face > sides), None)
        if wrong is not None:
            raise BadRequest(_("a face must be 1 to {sides}, not {face}").format(sides=number(sides), face=number(wrong)))
    return {"faces": faces, "total": 0 if 1 in faces else sum(faces)}


def _typed_score(words: str) -> int:
    if not (words.isascii() and words.isdigit() and len(words) <= 9):
        raise BadRequest(_("Enter the turn's score as a number, not {words}.").format(words=shown(words)))
    return int(words)


def value(hog, state) -> float:
    """Player 1's chance to win, at any state (before a roll, with the dice in the air, at the end)."""
    if hog.is_terminal(state):
        mine = 1.0
    else:
        best = solution(hog)
        mine = best.roll(state.me, state.you, state.rolling) if state.rolling else best.P(state.me, state.you)
    return float(mine if state.player == 0 else 1 - mine)


def board(hog, state) -> dict:
    """Both scores against the goal, and a button for each number of dice (keys 1 to 9, and 0 for 10)."""
    scores = [state.me, state.you] if state.player == 0 else [state.you, state.me]
    return {"scores": scores, "goal": hog.goal, "sides": hog.sides,
            # Translators: under a player's score on HOG's board, as "45 of 100"
            "of_goal": _("of {goal}").format(goal=number(hog.goal)),
            # Translators: the label of HOG's buttons, one per number of dice
            "choose": _("Dice to roll"),
            # Translators: the label of the dice last rolled on HOG's board
            "rolled": _("The last roll"),
            "moves": [{"move": str(count), "words": move_words(hog, state, count), "label": dice_label(count),
                       "key": _KEYS[count - 1] if count <= len(_KEYS) else None} for count in hog.actions(state)]}


def winner(hog, state):
    return state.player


# ---- the lab ------------------------------------------------------------------------------------

def strategies(hog) -> list[dict]:
    """Always 5 dice, always 6, the most points a turn, and more dice when behind, where the rules
    allow them, each in either seat."""
    return [{"name": name, "seat": seat, "title": rule.title(hog)}
            for name, rule in RULES.items() if rule.offered(hog) for seat in (0, 1)]


def policy(hog, name):
    rule = RULES.get(name)
    if rule is None or not rule.offered(hog):
        raise ValueError(_("the lab has no rule of thumb {name} here").format(name=shown(name)))
    return rule.policy, rule.about(hog)


PAGE = Page(
    name="hog", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    move_text=move_text, value=value, board=board, winner=winner, title=title, how_to_play=how_to_play,
    value_words=value_words, move_words=move_words, where=where, message=message, event=event,
    chance_named=chance_named, dice=dice, read_throw=read_throw, move_facts=move_facts, why=why,
    strategies=strategies, policy=policy, perfect=optimal, evaluate_policy=evaluate_policy)
"""HOG, as the bridge and the page reach it."""
