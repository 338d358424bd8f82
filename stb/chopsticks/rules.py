"""Chopsticks, with the rules of the spec's `next_moves`, with and without its bound on the moves;
and the variants people play (`Rules`: roll-over hits, no transfers, no emptying transfers, swaps).

A state is the spec's `w = ((AL, AR), (BL, BR), level)`: fingers on each hand (0..4) of players A
and B, and the number of moves made; A moves at even levels, B at odd ones. A player whose hands
are both empty has lost; in the spec's game a position at the depth limit is a tie. Values are A's:
1 (A wins), 0 (tie), -1 (B wins).
"""

import re
from dataclasses import dataclass

from stb.errors import shown
from stb.i18n import N_, _, number
from stb.set_order import spec_set_order

# Translators: the names of Chopsticks' two seats, as the game's players call them: A moves first, then B
SEATS = (N_("A"),
         # Translators: as the message above: the same sentence, in another case
         N_("B"))
"""The seats, as the game names them: A moves first."""
FINGERS = range(5)
DEAD = (0, 0)
START = ((1, 1), (1, 1), 0)
HANDS = [((i, j), (k, l)) for i in FINGERS for j in FINGERS for k in FINGERS for l in FINGERS]
"""Every finger configuration of A's and B's hands: 5^4 = 625."""
DEPTHS = range(1, 101)
"""Bounds in plies the spec's table answers within a few seconds (docs/measured.md)."""
MOVES = range(1, DEPTHS[-1] // 2 + 1)
"""Moves each player may make in the spec's game, whose table goes twice as many plies deep."""
MOST_PLIES = 10 ** 15 - 1
"""The most moves a position without a move limit may count: 15 digits, far beyond any game played
and exact in any JSON reader."""
HITS = ("cutoff", "rollover")
SWITCHES = ("transfers", "full_transfers", "swaps")
"""The yes/no rules of `Rules`, in its order."""


@dataclass(frozen=True)
class Rules:
    """A variant; the defaults are the spec's game. `hits`: a tapped hand that reaches 5 or more is
    out (cutoff), or keeps the sum modulo 5 (rollover: exactly 5 is out, 6-8 wrap round to 1-3);
    `transfers`: moving fingers between one's own hands is a move at all; `full_transfers`: a
    transfer may empty the giving hand; `swaps`: a transfer that only swaps the two hands counts."""
    hits: str = "cutoff"
    transfers: bool = True
    full_transfers: bool = True
    swaps: bool = False

    def __post_init__(self):
        if self.hits not in HITS:
            raise ValueError(f"unknown hits rule {self.hits!r} (choose from {', '.join(HITS)})")
        for name in SWITCHES:
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} is yes or no, not {getattr(self, name)!r}")


SPEC = Rules()


def overflow_sum(a: int, b: int, rules: Rules = SPEC) -> int:
    """Fingers on a tapped hand: the sum, or 0 (the hand is out) once it reaches 5; with roll-over
    hits, the sum modulo 5."""
    if rules.hits == "rollover":
        return (a + b) % 5
    return 0 if a + b >= 5 else a + b


def ending(a, b) -> int:
    """The spec's result for A with these hands, were the game to stop here: B out 1, A out -1, else 0."""
    return (b == DEAD) - (a == DEAD)


def check_hands(a, b, level: int | None = None) -> None:
    """A ValueError for hands no game reaches: both players out (a game ends when one player is),
    or, with the level, the player who just moved out (hands go out only on the opponent's move)."""
    if a == DEAD and b == DEAD:
        # Translators: an error: a position of Chopsticks in a link or a saved game that no game reaches
        raise ValueError(_("both players' hands are out, which no game reaches: it ends when one player's are"))
    if level is not None and (a, b)[1 - level % 2] == DEAD:
        out, mover = (SEATS[0], SEATS[1]) if level % 2 else (SEATS[1], SEATS[0])
        # Translators: an error: a position of Chopsticks in a link or a saved game that no game reaches, where the
        # seat {out} ("A" or "B") has both hands out and the other, {mover}, is to move
        raise ValueError(_("{out}'s hands are out with {mover} to move, which no game reaches: hands go out on the "
                           "opponent's move, so the player out is always the one to move").format(out=_(out), mover=_(mover)))


def positions() -> list:
    """Every position of the game without a move limit that a game can reach as far as the hands
    tell: (A's hands, B's hands, whose turn), never both players out nor the player who just moved."""
    return [(a, b, turn) for a, b in HANDS for turn in (0, 1)
            if not (a == DEAD and b == DEAD) and (a, b)[1 - turn] != DEAD]


def next_moves(v, rules: Rules = SPEC) -> list:
    """The states one move away, listed as the spec's `next_moves` lists them (see `spec_set_order`)."""
    a, b, h = v
    if a == DEAD or b == DEAD:
        return []
    return spec_set_order([(*hands, h + 1) for hands in moved_hands(a, b, h % 2, rules)])


def moved_hands(a, b, mover: int, rules: Rules = SPEC) -> list:
    """The hands (A's, B's) after each tap, then each transfer, of `mover` (0: A, 1: B), in the
    order the spec's `next_moves` adds them to its set."""
    mine, theirs = (a, b) if mover == 0 else (b, a)
    return ([(mine, tapped) if mover == 0 else (tapped, mine) for tapped in taps(mine, theirs, rules)]
            + [(moved, theirs) if mover == 0 else (theirs, moved) for moved in transfers(mine, rules)])


def taps(mine, theirs, rules: Rules = SPEC) -> list:
    """The opponent's hands after each tap, in the spec's order: my left on their left, on their
    right, then my right hand likewise; empty hands neither tap nor are tapped."""
    (left, right), (their_left, their_right) = mine, theirs
    return [tapped for hand in (left, right) if hand > 0 for tapped in
            [(overflow_sum(hand, their_left, rules), their_right)] * (their_left > 0)
            + [(their_left, overflow_sum(hand, their_right, rules))] * (their_right > 0)]


def transfers(mine, rules: Rules = SPEC) -> list:
    """My hands after moving 1.. fingers left to right, then right to left: the receiving hand must
    stay below 5; in the spec's game a transfer may empty the giving hand, and merely swapping the
    two hands is not a move (`Rules` says otherwise for the variants)."""
    if not rules.transfers:
        return []
    left, right = mine
    keep = 0 if rules.full_transfers else 1  # fingers the giving hand keeps at least
    moved = [(left - i, right + i) for i in range(1, left + 1 - keep) if right + i < 5]
    moved += [(left + i, right - i) for i in range(1, right + 1 - keep) if left + i < 5]
    return [hands for hands in moved if rules.swaps or hands != (right, left)]


# The game protocol, with and without the spec's bound on the number of moves.

@dataclass(frozen=True)
class Chopsticks:
    """The game ends in a tie at level `depth` (the spec's 2 * moves); `depth=None` is the loopy
    game without a bound, where only whose turn it is matters to its values: the protocol's `result`
    keeps the level modulo 2 there (the solvers' positions), while a position read from text and a
    move `played` count it whole, up to MOST_PLIES."""
    depth: int | None = 20
    rules: Rules = SPEC

    def __post_init__(self):
        if self.depth is not None and self.depth not in DEPTHS:
            raise ValueError(f"the depth is {DEPTHS[0]} to {DEPTHS[-1]} plies, not {self.depth}")

    def initial_state(self):
        return START

    def to_move(self, state) -> int:
        return state[2] % 2

    def actions(self, state) -> tuple:
        """The hands (A's, B's) after each move, in the spec's order."""
        return () if self.is_terminal(state) else tuple(v[:2] for v in next_moves(state, self.rules))

    def result(self, state, action):
        level = state[2] + 1
        return (*action, level if self.depth is not None else level % 2)

    def is_terminal(self, state) -> bool:
        a, b, level = state
        return a == DEAD or b == DEAD or level == self.depth

    def utility(self, state) -> float:
        return ending(*state[:2])

    def state_text(self, state) -> str:
        """'AL AR BL BR LEVEL'."""
        (al, ar), (bl, br), level = state
        return f"{al} {ar} {bl} {br} {level}"

    def played(self, state, action):
        """The position a move (`action`, the hands after it) leads to, its level counted whole."""
        if state[2] == MOST_PLIES:
            # Translators: an error: a game of Chopsticks without a move limit has been played {count} moves long, the
            # most a position may count
            raise ValueError(_("this game has counted {count} moves, the most a position may count: it can go no "
                               "further").format(count=number(MOST_PLIES)))
        return (*action, state[2] + 1)

    def parse_state(self, text: str):
        """Inverse of `state_text`, the level (the moves played) whole: at most the depth limit, or
        MOST_PLIES without one; raises ValueError with a one-line reason."""
        if not re.fullmatch(r"\s*-?[0-9]+(\s+-?[0-9]+){4}\s*", text):
            # Translators: an error: a position of Chopsticks in a link or a saved game that cannot be read; 'AL AR BL
            # BR LEVEL' is its form (kept as it is: the fingers of A's left and right hands, B's, the moves played)
            raise ValueError(_("expected 'AL AR BL BR LEVEL' (five whole numbers), got {text}").format(text=shown(text)))
        al, ar, bl, br, level = map(int, text.split())
        if not all(fingers in FINGERS for fingers in (al, ar, bl, br)):
            # Translators: an error: a position of Chopsticks in a link or a saved game ({position}) with a hand of
            # more than 4 fingers (5 or more: the hand is out, written 0)
            raise ValueError(_("a hand holds 0 to 4 fingers, not {position}").format(position=shown(text.strip())))
        if level < 0:
            # Translators: an error: a position of Chopsticks in a link or a saved game with a negative level (the
            # moves played), {level} as it came
            raise ValueError(_("the level cannot be negative, not {level}").format(level=str(level)))
        if self.depth is not None and level > self.depth:
            # Translators: an error: a position of Chopsticks in a link or a saved game with a level (the moves
            # played, {level} as it came) past the move limit, {limit} moves in all
            raise ValueError(_("level {level} is beyond the depth limit {limit}").format(
                level=shown(str(level)), limit=number(self.depth)))
        check_hands((al, ar), (bl, br), level)
        if level > MOST_PLIES:
            # Translators: an error: a position of Chopsticks in a link or a saved game with a level (the moves
            # played, {level} as it came) past the most a position may count
            raise ValueError(_("the level (the moves played) is 0 to {most}, not {level}").format(
                most=number(MOST_PLIES), level=shown(str(level))))
        return (al, ar), (bl, br), level
