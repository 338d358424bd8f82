"""Chopsticks in the page: every move valued as a win, a tie (at the move limit), a draw (endless
play) or a loss with the moves to the end, under the spec's move limit or without one, and the
other rule's result beside it."""

from dataclasses import replace

from stb import chopsticks as cs
from stb.advice import REMOTENESS
from stb.bridge.protocol import Adapter
from stb.bridge.controls import checkbox, number_field, select
from stb.bridge.fields import BadRequest, choice, flag, shown, whole
from stb.bridge.words.chopsticks import CHART_MOVES, ChopsticksWords, other_rule, progress

DEFAULT_MOVES = 10
SWITCH_WORDS = {"transfers": "splits", "full_transfers": "splits that empty a hand", "swaps": "splits that swap the hands"}
"""How an error names each of `cs.SWITCHES`."""
MOST_PLIES = 10 ** 15 - 1
"""The most moves a position without a move limit may count: 15 digits, far beyond any game played
and exact in any JSON reader."""


class Chopsticks(ChopsticksWords, Adapter):
    """Chopsticks with the spec's move limit (a tie at the limit) or without (a draw is endless
    play). A state keeps its level (plies played) whole, without a limit too, to count plies."""
    name = "chopsticks"
    seat_names = ("A", "B")
    families = cs.STRATEGIES

    def game(self, rules):
        moves = whole(rules.get("moves", DEFAULT_MOVES), "the moves each", cs.MOVES[0], cs.MOVES[-1])
        variant = cs.Rules(choice(rules.get("hits", cs.SPEC.hits), "the hits rule", cs.HITS),
                           *(flag(rules.get(name, getattr(cs.SPEC, name)), SWITCH_WORDS[name]) for name in cs.SWITCHES))
        return cs.Chopsticks(2 * moves if flag(rules.get("limit", True), "the move limit") else None, variant)

    def rules(self, game):
        limited = game.depth is not None
        return {"moves": game.depth // 2 if limited else DEFAULT_MOVES, "limit": limited, "hits": game.rules.hits,
                **{name: getattr(game.rules, name) for name in cs.SWITCHES}}

    def controls(self, game):
        rules = self.rules(game)
        return [checkbox("limit", "Move limit", rules["limit"]),
                number_field("moves", "Moves each", rules["moves"], cs.MOVES[0], cs.MOVES[-1], hidden=not rules["limit"]),
                select("hits", "A tapped hand", rules["hits"], [("cutoff", "is out at 5 or more"), ("rollover", "wraps past 5")]),
                checkbox("transfers", "Splits allowed", rules["transfers"]),
                checkbox("full_transfers", "A split may empty a hand", rules["full_transfers"], hidden=not rules["transfers"]),
                checkbox("swaps", "A split may just swap the hands", rules["swaps"], hidden=not rules["transfers"])]

    def strategies(self, game):
        """The spec's computer for these rules' moves each (10 without a limit), played without the limit."""
        moves = self.rules(game)["moves"]
        return [{"name": f"limit:{moves}", "seat": seat} for seat in (0, 1)]

    def evaluate(self, game, name, seat):
        return cs.evaluate_strategy(name, seat, rules=game.rules)

    def lab_rules(self, game):
        return {**self.rules(game), "limit": False}

    def unit(self, game):
        return REMOTENESS if game.depth is None else replace(REMOTENESS, draw="tie", draw_reason=" at the move limit")

    def parse(self, game, text):
        """A request's position: a `move_to`, its level at most MOST_PLIES, so that every position a
        game reaches is one a request may name (a move from the last level is refused, `result`)."""
        state = self.move_to(game, text)
        if state[2] > MOST_PLIES:
            raise BadRequest(f"the level (the moves played) is 0 to {MOST_PLIES:,}, not {shown(str(state[2]))}")
        return state

    def move_to(self, game, text):
        """The position a move leads to, its level (the moves played) whole: the protocol keeps it
        modulo 2 without a limit."""
        a, b, _ = game.parse_state(text)  # fingers and level checked
        return a, b, int(text.split()[-1])

    def advise(self, game, state):
        return cs.advise(game, state)

    def result(self, game, state, move):
        if state[2] == MOST_PLIES:
            raise BadRequest(f"this game has counted {MOST_PLIES:,} moves, the most a position may count: it can go no further")
        child = self.move_to(game, move)
        if child not in cs.next_moves(state, game.rules):
            raise BadRequest(f"{shown(move)} is not one move from {game.state_text(state)}")
        return child

    def throw_of(self, game, state, move):
        return {}  # no dice: a move's result is worked out only when it is played

    def extra(self, game, state, move):
        """What the move is worth under the other rule (no limit, or the spec's 10 moves)."""
        other = cs.Chopsticks(None if game.depth is not None else 2 * DEFAULT_MOVES, game.rules)
        if other.depth is not None and state[2] >= other.depth:
            return None
        advice = cs.advise(other, state)
        value = next(m.value for m in advice.moves if m.move == move)
        return other_rule(other.depth), value, self.unit(other)

    def chart(self, game, state):
        """A's result under perfect play, nearer 0 the more moves it takes (see CHART_MOVES)."""
        if game.is_terminal(state):
            return float(cs.ending(*state[:2]))
        result, moves = cs.outcome(game.depth, state, game.rules)
        return (result if state[2] % 2 == 0 else -result) * CHART_MOVES / ((moves or 0) + CHART_MOVES)

    def board(self, game, state):
        played = state[2]
        return {"hands": [list(state[0]), list(state[1])], "level": played,
                "moves_left": None if game.depth is None else game.depth - played, "progress": progress(game, played, game.is_terminal(state)),
                "moves": [{"move": game.state_text(child), "words": self.words(game, state, game.state_text(child))}
                          for child in ([] if game.is_terminal(state) else cs.next_moves(state, game.rules))]}

    def winner(self, game, state):
        a, b, _ = state
        return 1 if a == cs.DEAD else 0 if b == cs.DEAD else None


ADAPTER = Chopsticks()


def adapter_for(rules) -> Chopsticks:
    return ADAPTER
