"""Chopsticks in the page: every move valued as a win, a tie (at the move limit), a draw (endless
play) or a loss with the moves to the end, under the spec's move limit or without one, and the
other rule's result beside it."""

from dataclasses import replace

from stb import chopsticks as cs
from stb.advice import NBSP, REMOTENESS, remoteness_value
from stb.bridge.common import TurnGame, checkbox, number_field, select, verb, whose
from stb.bridge.fields import BadRequest, choice, flag, shown, whole

DEFAULT_MOVES = 10
SWITCH_WORDS = {"transfers": "splits", "full_transfers": "splits that empty a hand", "swaps": "splits that swap the hands"}
"""How an error names each of `cs.SWITCHES`."""
MOST_PLIES = 10 ** 15 - 1
"""The most moves a position without a move limit may count: 15 digits, as every number a request
holds, far beyond any game played and exact in any JSON reader."""
CHART_MOVES = 10
"""The value history draws a win in n moves at CHART_MOVES / (n + CHART_MOVES): a win now at 1, a win
in CHART_MOVES at 1/2, ever closer to a draw's 0 the longer it takes (a loss likewise below 0)."""


class Chopsticks(TurnGame):
    """Chopsticks with the spec's move limit (a tie at the limit) or without (a draw is endless
    play). A state keeps its level (plies played) whole, without a limit too, to count plies."""
    name = "chopsticks"
    value_words = "{whose} result"
    value_meaning = ("{whose} result if both players play their best from here, and in how many moves (each "
                     "player's turn counts as one): the winner hurries, the loser holds out.")
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

    def title(self, game):
        return "Chopsticks" + (f" ({game.depth // 2}{NBSP}moves each)" if game.depth is not None else " (no move limit)")

    def unit(self, game):
        return REMOTENESS if game.depth is None else replace(REMOTENESS, draw="tie", draw_reason=" at the move limit")

    def how_to_play(self, game):
        limit = ("There is no move limit: if neither player can force a win, play goes on forever, a draw."
                 if game.depth is None else
                 f"After {game.depth // 2}{NBSP}moves each ({game.depth} in all) the game is a tie.")
        rules = game.rules
        out = ("a hand that reaches 5 or more is out" if rules.hits == "cutoff" else
               "a hand that reaches exactly 5 is out, and past 5 keeps what is over: 6 becomes 1, 7 becomes 2, 8 becomes 3")
        split = ("There are no splits: every move is a tap." if not rules.transfers else
                 "Or split: move fingers from one of your hands to the other (a hand may hold at most 4"
                 + ("; a split may empty the giving hand" if rules.full_transfers else "; the giving hand keeps at least one finger")
                 + ("; a split may just swap your two hands)." if rules.swaps else "; merely swapping your hands is not a move)."))
        return [f"Each player starts with one finger up on each hand; A moves first. On your turn, tap: add the "
                f"fingers of one of your hands to one of the other player's hands ({out}). {split} "
                "Whoever has both hands out loses.",
                limit,
                "The advice gives each move's result if both players play their best from then on, and in how "
                "many moves (each player's turn counts as one). A move's cost is how much later it wins, or how "
                "much sooner it loses, than the best move; a move that changes the result is a blunder."]

    def chart_ticks(self, game, values):
        return [-1.0, -0.5, 0.0, 0.5, 1.0]

    def chart_text(self, game, value):
        """A point of the value history in words: the result and its distance (see CHART_MOVES)."""
        if abs(value) < 1e-9:
            return self.unit(game).value_text(0)
        moves = round(CHART_MOVES / abs(value)) - CHART_MOVES
        return ("won" if value > 0 else "lost") if moves == 0 else self.unit(game).value_text(
            remoteness_value(1 if value > 0 else -1, moves))

    def tick_text(self, game, value):
        return {1: "won", 0.5: f"win in {CHART_MOVES}", 0: "tie" if game.depth is not None else "draw",
                -0.5: f"loss in {CHART_MOVES}", -1: "lost"}[value]

    def position(self, request):
        """The request's position, its level (the moves played) at most MOST_PLIES: a move from there
        is refused (`result`), so that every position a game reaches is one a request may name."""
        game, state, opponent = super().position(request)
        if state[2] > MOST_PLIES:
            raise BadRequest(f"the level (the moves played) is 0 to {MOST_PLIES:,}, not {shown(str(state[2]))}")
        return game, state, opponent

    def parse(self, game, text):
        a, b, _ = game.parse_state(text)  # fingers and level checked
        return a, b, int(text.split()[-1])  # the level whole: the protocol keeps it modulo 2 without a limit

    def advise(self, game, state):
        return cs.advise(game, state)

    def result(self, game, state, move):
        child = self.parse(game, move)
        if child not in cs.next_moves(state, game.rules):
            raise BadRequest(f"{shown(move)} is not one move from {game.state_text(state)}")
        if child[2] > MOST_PLIES:
            raise BadRequest(f"this game has counted {MOST_PLIES:,} moves, the most a position may count: it can go no further")
        return child

    def throw_of(self, game, state, move):
        return {}  # no dice: a move's result is worked out only when it is played

    def words(self, game, state, move):
        """The move from `state` to the position `move` in words: a tap (which hand on which) or a split
        (how many fingers move which way, and the hands after it)."""
        child = self.parse(game, move)
        mover = state[2] % 2
        mine, theirs = state[mover], state[1 - mover]
        new_mine, new_theirs = child[mover], child[1 - mover]
        if new_mine != mine:
            moved = abs(mine[0] - new_mine[0])
            way = "left to right" if new_mine[0] < mine[0] else "right to left"
            return f"Move {moved} finger{'' if moved == 1 else 's'} {way}: {new_mine[0]} and {new_mine[1]}"
        side = 0 if new_theirs[0] != theirs[0] else 1
        old, new = theirs[side], new_theirs[side]
        hands = [name for name, h in zip(("Left", "Right"), mine) if h > 0 and cs.overflow_sum(h, old, game.rules) == new]
        target = ("left", "right")[side]
        tapper = f"{hands[0]} taps" if len(set(hands)) == 1 and mine[0] != mine[1] else "Tap"
        return f"{tapper} {target}: {old} to {new if new else '0 (out)'}"

    def extra(self, game, state, move):
        """What the move is worth under the other rule (no limit, or the spec's 10 moves)."""
        other = cs.Chopsticks(None if game.depth is not None else 2 * DEFAULT_MOVES, game.rules)
        if other.depth is not None and state[2] >= other.depth:
            return None
        advice = cs.advise(other, state)
        value = next(m.value for m in advice.moves if m.move == move)
        return "Without the move limit" if other.depth is None else f"With {DEFAULT_MOVES}{NBSP}moves each", value, self.unit(other)

    def chart(self, game, state):
        """A's result under perfect play, nearer 0 the more moves it takes (see CHART_MOVES)."""
        if game.is_terminal(state):
            return float(cs.ending(*state[:2]))
        result, moves = cs.outcome(game.depth, state, game.rules)
        return (result if state[2] % 2 == 0 else -result) * CHART_MOVES / ((moves or 0) + CHART_MOVES)

    def board(self, game, state):
        played = state[2]
        return {"hands": [list(state[0]), list(state[1])], "level": played,
                "moves_left": None if game.depth is None else game.depth - played,
                "progress": f"{played:,}{NBSP}move{'' if played == 1 else 's'} played, no move limit." if game.depth is None
                else f"{played:,} of {game.depth:,}{NBSP}moves played: a tie after {game.depth - played:,} more.",
                "moves": [{"move": game.state_text(child), "words": self.words(game, state, game.state_text(child))}
                          for child in ([] if game.is_terminal(state) else cs.next_moves(state, game.rules))]}

    def message(self, game, state, names):
        a, b, level = state
        if a == cs.DEAD:
            return f"{whose(names[0])} hands are both out: {verb(names[1], 'win')}!"
        if b == cs.DEAD:
            return f"{whose(names[1])} hands are both out: {verb(names[0], 'win')}!"
        if level == game.depth:
            return "The move limit is reached: a tie."
        return f"{whose(names[level % 2])} move: tap a hand or split your fingers."

    def winner(self, game, state):
        a, b, _ = state
        return 1 if a == cs.DEAD else 0 if b == cs.DEAD else None

    def event(self, game, state, move, thrown, after, names):
        return f"{names[state[2] % 2]}: {self.words(game, state, move)}."
