"""Chopsticks as the page plays it (`PAGE`, its stb.game.Page): the rules from a request, the board,
and the game's words. Every move is valued as a win, a tie (at the move limit), a draw (endless play)
or a loss with the moves to the end, under the spec's move limit or without one, and the other
rule's result beside it. A position keeps its level (the moves played) whole, without a limit too,
to count the moves (stb.chopsticks.rules: `parse_state` and `played`)."""

from dataclasses import replace
from functools import partial

from stb.advice import NBSP, REMOTENESS, advised, remoteness_value
from stb.chopsticks.lab import STRATEGIES, optimal
from stb.chopsticks.rules import DEAD, HITS, MOVES, SPEC, SWITCHES, Chopsticks, Rules, ending, next_moves, overflow_sum
from stb.chopsticks.values import advise, outcome
from stb.controls import checkbox, number_field, select
from stb.fields import choice, flag, whole
from stb.game import Page
from stb.strategies import parse_strategy, strategy_title
from stb.words import counted, theirs, verb, whose

_SEATS = ("A", "B")
_DEFAULT_MOVES = 10
_SWITCH_WORDS = {"transfers": "splits", "full_transfers": "splits that empty a hand", "swaps": "splits that swap the hands"}
"""How an error names each of `SWITCHES`."""


# ---- the rules and the seats ----------------------------------------------------------------------

def make(rules) -> Chopsticks:
    moves = whole(rules.get("moves", _DEFAULT_MOVES), "the moves each", MOVES[0], MOVES[-1])
    variant = Rules(choice(rules.get("hits", SPEC.hits), "the hits rule", HITS),
                    *(flag(rules.get(name, getattr(SPEC, name)), _SWITCH_WORDS[name]) for name in SWITCHES))
    return Chopsticks(2 * moves if flag(rules.get("limit", True), "the move limit") else None, variant)


def rules_of(game) -> dict:
    limited = game.depth is not None
    return {"moves": game.depth // 2 if limited else _DEFAULT_MOVES, "limit": limited, "hits": game.rules.hits,
            **{name: getattr(game.rules, name) for name in SWITCHES}}


def controls(game) -> list[dict]:
    rules = rules_of(game)
    return [checkbox("limit", "Move limit", rules["limit"]),
            number_field("moves", "Moves each", rules["moves"], MOVES[0], MOVES[-1], hidden=not rules["limit"]),
            select("hits", "A tapped hand", rules["hits"], [("cutoff", "is out at 5 or more"), ("rollover", "wraps past 5")]),
            checkbox("transfers", "Splits allowed", rules["transfers"]),
            checkbox("full_transfers", "A split may empty a hand", rules["full_transfers"], hidden=not rules["transfers"]),
            checkbox("swaps", "A split may just swap the hands", rules["swaps"], hidden=not rules["transfers"])]


def seats(game) -> tuple[str, ...]:
    return _SEATS


def unit(game):
    """Moves to the end of a win or a loss; a 0 is a draw (endless play) or, under a limit, a tie."""
    return REMOTENESS if game.depth is None else replace(REMOTENESS, draw="tie", draw_reason=" at the move limit")


# ---- positions and moves -------------------------------------------------------------------------

def move_text(game, state, action) -> str:
    """A move as the advice names it: the position it leads to, one level on."""
    return game.state_text((*action, state[2] + 1))


def extra(game, state, action):
    """What the move is worth under the other rule (no limit, or the spec's 10 moves)."""
    other = Chopsticks(None if game.depth is not None else 2 * _DEFAULT_MOVES, game.rules)
    if other.depth is not None and state[2] >= other.depth:
        return None
    value_there = advised(advise, other, state).move_of(action).value
    return _other_rule(other.depth), value_there, unit(other)


def value(game, state) -> float:
    """A's result under best play, as the value history draws it: nearer 0 the more moves it takes
    (`stb.advice.Remoteness.charted`)."""
    if game.is_terminal(state):
        return float(ending(*state[:2]))
    result, plies = outcome(game.depth, state, game.rules)
    return unit(game).charted(remoteness_value(result if state[2] % 2 == 0 else -result, plies))


def board(game, state) -> dict:
    """The hands, who moves first (`seat_notes`: the seats' names A and B say nothing of it), the moves
    played (and left, under a limit), and every move to another position."""
    played = state[2]
    return {"hands": [list(state[0]), list(state[1])], "level": played, "seat_notes": ["moves first", "moves second"],
            "moves_left": None if game.depth is None else game.depth - played,
            "progress": _progress(game, played, game.is_terminal(state)),
            "moves": [{"move": game.state_text(child), "words": move_words(game, state, child[:2])}
                      for child in ([] if game.is_terminal(state) else next_moves(state, game.rules))]}


def winner(game, state):
    a, b, _ = state
    return 1 if a == DEAD else 0 if b == DEAD else None


# ---- the lab -------------------------------------------------------------------------------------

def strategies(game) -> list[dict]:
    """The spec's computer for these rules' moves each (10 without a limit), played without the limit."""
    name = f"limit:{rules_of(game)['moves']}"
    return [{"name": name, "seat": seat, "title": strategy_title(name, STRATEGIES)} for seat in (0, 1)]


def policy(game, name):
    """The spec's computer for the rules' hits and splits."""
    return parse_strategy(name, {key: replace(family, make=partial(family.make, rules=game.rules))
                                 for key, family in STRATEGIES.items()})


def played_state(game, state, plies):
    """A position of the game without a limit, which keeps only whose turn it is, with the moves
    played before it: the page counts them."""
    return (*state[:2], plies)


def lab_rules(game) -> dict:
    """The lab plays without the move limit."""
    return {**rules_of(game), "limit": False}


# ---- the words -----------------------------------------------------------------------------------

def title(game) -> str:
    return "Chopsticks" + (f" ({counted(game.depth // 2, 'move')} each)" if game.depth is not None else " (no move limit)")


def how_to_play(game) -> list[str]:
    limit = ("There is no move limit: if neither player can force a win, play goes on forever, a draw."
             if game.depth is None else
             f"After {counted(game.depth // 2, 'move')} each ({game.depth} in all) the game is a tie.")
    rules = game.rules
    out = ("a hand that reaches 5 or more is out" if rules.hits == "cutoff" else
           "a hand that reaches exactly 5 is out, and past 5 keeps what is over: 6 becomes 1, 7 becomes 2, 8 becomes 3")
    split = ("There are no splits: every move is a tap." if not rules.transfers else
             "Or split: move fingers from one of your hands to the other (a hand may hold at most 4"
             + ("; a split may empty the giving hand" if rules.full_transfers else "; the giving hand keeps at least one finger")
             + ("; a split may just swap your two hands)." if rules.swaps else "; merely swapping your hands is not a move)."))
    return [f"Two players, A and B, each start with one finger up on each hand; A moves first. On your turn, tap: add the "
            f"fingers of one of your hands to one of the other player's hands ({out}). {split} "
            "Whoever has both hands out loses.",
            limit,
            "The advice gives each move's result if both players play their best from then on, and in how "
            "many moves (each player's turn counts as one). A move's cost is how much later it wins, or how "
            "much sooner it loses, than the best move; a move that changes the result is a blunder."]


def value_words(game, state) -> tuple[str, str]:
    return ("{whose} result", "{whose} result if both players play their best from here, and in how many moves (each "
                              "player's turn counts as one): the winner hurries, the loser holds out.")


def move_words(game, state, action) -> str:
    """The move from `state` to the hands `action` in words: a tap (which hand on which, and whether
    it wraps past 5) or a split (how many fingers move which way, and the hands after it)."""
    mover = state[2] % 2
    mine, others = state[mover], state[1 - mover]
    new_mine, new_others = action[mover], action[1 - mover]
    if new_mine != mine:
        moved = abs(mine[0] - new_mine[0])
        way = "left to right" if new_mine[0] < mine[0] else "right to left"
        return f"Move {moved} finger{'' if moved == 1 else 's'} {way}: {new_mine[0]} and {new_mine[1]}"
    side = 0 if new_others[0] != others[0] else 1
    old, new = others[side], new_others[side]
    hands = [name for name, h in zip(("Left", "Right"), mine) if h > 0 and overflow_sum(h, old, game.rules) == new]
    tapper = hands[0] if len(hands) == 1 else "Either hand"  # both hands make the same move: one move, one name
    wraps = f" ({new + 5} is past 5: it wraps round to {new})" if 0 < new < old else ""  # a tap only adds: a smaller hand went past 5
    return f"{tapper} taps {('left', 'right')[side]}: {old} to {new if new else '0 (out)'}{wraps}"


def where(game, state) -> str:
    mover = state[2] % 2
    (left, right), (their_left, their_right) = state[mover], state[1 - mover]
    return f"After {counted(state[2], 'move')}, the player to move with hands of {left} and {right}, " \
           f"the other with {their_left} and {their_right}"


def message(game, state, names) -> str:
    a, b, level = state
    if DEAD in (a, b):
        loser = 0 if a == DEAD else 1
        return f"{verb(names[1 - loser], 'win')} in {counted(level, 'move')}: both {theirs(names[loser])} hands are out."
    if level == game.depth:
        return f"A tie: the move limit is reached ({counted(level // 2, 'move')} each) with hands on both sides."
    who = names[level % 2]
    splits = any(child[level % 2] != state[level % 2] for child in next_moves(state, game.rules))
    if who == "The computer":  # its turn, as you watch it
        return f"The computer's move: it taps a hand{' or splits its fingers' if splits else ''}."
    return f"{whose(who)} move: tap a hand{' or split your fingers' if splits else ''}."


def event(game, state, move, thrown, after, names) -> str:
    return f"{names[state[2] % 2]}: {move_words(game, state, move)}."


def _progress(game, played: int, over: bool) -> str:
    """How many moves are played, and how many are left before the limit, in words: the count, never
    a result (the headline says the result best play reaches)."""
    if game.depth is None:
        return f"{counted(played, 'move')} played, no move limit."
    left = game.depth - played
    return f"{played:,} of {game.depth:,}{NBSP}moves played" + (
        ": the game is over." if over else f", {left:,} left before the move limit.")


def _other_rule(depth: int | None) -> str:
    """The rule a move's other value holds under: no limit (None), or a limit of `depth` plies."""
    return "Without the move limit" if depth is None else f"With {counted(depth // 2, 'move')} each"


PAGE = Page(
    name="chopsticks", make=make, rules_of=rules_of, controls=controls, seats=seats, unit=unit, advise=advise,
    play=Chopsticks.played, move_text=move_text, value=value, board=board, winner=winner, strategies=strategies,
    policy=policy, perfect=optimal, title=title, how_to_play=how_to_play, value_words=value_words,
    move_words=move_words, where=where, message=message, event=event, extra=extra, lab_rules=lab_rules,
    played_state=played_state)
"""Chopsticks, as the bridge and the page reach it."""
