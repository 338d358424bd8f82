"""Chopsticks' words in the page: its rules, messages, moves (taps and splits) and results."""

from stb import chopsticks as cs
from stb.advice import NBSP, remoteness_value
from stb.bridge.words import Words, named, theirs, verb, whose

CHART_MOVES = 10
"""The value history draws a win in n moves at CHART_MOVES / (n + CHART_MOVES): a win now at 1, a win
in CHART_MOVES at 1/2, ever closer to a draw's 0 the longer it takes (a loss likewise below 0)."""


class ChopsticksWords(Words):
    value_words = "{whose} result"
    value_meaning = ("{whose} result if both players play their best from here, and in how many moves (each "
                     "player's turn counts as one): the winner hurries, the loser holds out.")

    def title(self, game):
        return "Chopsticks" + (f" ({game.depth // 2}{NBSP}moves each)" if game.depth is not None else " (no move limit)")

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

    def words(self, game, state, move):
        """The move from `state` to the position `move` in words: a tap (which hand on which) or a split
        (how many fingers move which way, and the hands after it)."""
        child = self.move_to(game, move)
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

    def where(self, game, state):
        mover = state[2] % 2
        (left, right), (their_left, their_right) = state[mover], state[1 - mover]
        return f"After {state[2]:,}{NBSP}move{'' if state[2] == 1 else 's'}, the player to move holding {left} and " \
               f"{right} fingers, the other {their_left} and {their_right}"

    def message(self, game, state, names):
        a, b, level = state
        if cs.DEAD in (a, b):
            loser = 0 if a == cs.DEAD else 1
            return f"{verb(names[1 - loser], 'win')} in {level:,}{NBSP}moves: both {theirs(names[loser])} hands are out."
        if level == game.depth:
            each = level // 2
            return f"A tie: the move limit is reached ({each:,}{NBSP}move{'' if each == 1 else 's'} each) with hands on both sides."
        who = names[level % 2]
        if who == "The computer":  # its turn, as you watch it
            return "The computer's move: it taps a hand or splits its fingers."
        return f"{whose(who)} move: tap a hand or split your fingers."

    def event(self, game, state, move, thrown, after, names):
        return f"{names[state[2] % 2]}: {self.words(game, state, move)}."

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


def progress(game, played: int, over: bool) -> str:
    """How many moves are played, and how many are left before the limit, in words."""
    if game.depth is None:
        return f"{played:,}{NBSP}move{'' if played == 1 else 's'} played, no move limit."
    return f"{played:,} of {game.depth:,}{NBSP}moves played" + (
        ": the game is over." if over else f": a tie after {game.depth - played:,} more.")


def other_rule(depth: int | None) -> str:
    """The rule a move's other value holds under: no limit (None), or a limit of `depth` plies."""
    return "Without the move limit" if depth is None else f"With {depth // 2}{NBSP}moves each"
