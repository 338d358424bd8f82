"""Chopsticks, with the rules of the spec's `next_moves`, its depth-bounded DP, and the loopy game;
and the variants people play (`Rules`: roll-over hits, no transfers, no emptying transfers, swaps).

A state is the spec's `w = ((AL, AR), (BL, BR), level)`: fingers on each hand (0..4) of players A
and B, and the number of moves made; A moves at even levels, B at odd ones. A player whose hands
are both empty has lost; in the spec's game a position at the depth limit is a tie. Values are A's:
1 (A wins), 0 (tie), -1 (B wins).
"""

import re
from dataclasses import dataclass, replace
from functools import cache, lru_cache, partial

from stb.advice import REMOTENESS, Advice, rank_moves, remoteness_value
from stb.errors import shown
from stb.set_order import spec_set_order
from stb.solvers.backward import backward_induction
from stb.solvers.retrograde import WIN, LOSS, DRAW, retrograde
from stb.strategies import POSITIONS, Family, StrategyValue, costliest, parse_strategy, priced

FINGERS = range(5)
DEAD = (0, 0)
START = ((1, 1), (1, 1), 0)
HANDS = [((i, j), (k, l)) for i in FINGERS for j in FINGERS for k in FINGERS for l in FINGERS]
"""Every finger configuration of A's and B's hands: 5^4 = 625."""
DEPTHS = range(1, 101)
"""Bounds in plies the spec's table answers within a few seconds (docs/measured.md)."""
MOVES = range(1, DEPTHS[-1] // 2 + 1)
"""Moves each player may make in the spec's game, whose table goes twice as many plies deep."""
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
        raise ValueError("both players' hands are out, which no game reaches: it ends when one player's are")
    if level is not None and (a, b)[1 - level % 2] == DEAD:
        out, mover = ("A", "B") if level % 2 else ("B", "A")
        raise ValueError(f"{out}'s hands are out with {mover} to move, which no game reaches: hands go out on the "
                         "opponent's move, so the player out is always the one to move")


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
    game without a bound, where only whose turn it is matters and the level is kept modulo 2."""
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

    def parse_state(self, text: str):
        """Inverse of `state_text`; raises ValueError with a one-line reason."""
        if not re.fullmatch(r"\s*-?[0-9]+(\s+-?[0-9]+){4}\s*", text):
            raise ValueError(f"expected 'AL AR BL BR LEVEL' (five whole numbers), got {shown(text)}")
        al, ar, bl, br, level = map(int, text.split())
        if not all(fingers in FINGERS for fingers in (al, ar, bl, br)):
            raise ValueError(f"a hand holds 0 to 4 fingers, not {shown(text.strip())}")
        if level < 0:
            raise ValueError(f"the level cannot be negative, not {level}")
        if self.depth is not None and level > self.depth:
            raise ValueError(f"level {shown(str(level))} is beyond the depth limit {self.depth}")
        check_hands((al, ar), (bl, br), level)
        return (al, ar), (bl, br), level if self.depth is not None else level % 2


# The spec's dynamic programme: results for A, level by level from the bound up, by backward
# induction (a move always leads one level further, and the bound ends the game).

def best_move_dp(depth: int, rules: Rules = SPEC, start=None) -> dict:
    """d[w] = (A's result under optimal play, the best next state, or [] at the end) for every state
    w up to level `depth`, or with `start` every state reachable from it; the mover takes the first
    best state in `next_moves` order (the moves of each hands and mover worked out once, their
    order per level, as `next_moves` lists them, only where several moves are best)."""
    levels = every_level(depth) if start is None else reachable_levels(start, depth, rules)
    order = [(a, b, h) for h in reversed(range(0 if start is None else start[2], depth + 1)) for a, b in levels[h]]

    def moves(w):
        a, b, h = w
        return () if h == depth or a == DEAD or b == DEAD else table_children(w, rules)

    def best_move(w, children, entries):
        return table_entry(w, children, [result for result, _ in entries])

    return backward_induction(order, moves, lambda w: (ending(w[0], w[1]), []), best_move, {})


def table_children(w, rules: Rules = SPEC) -> list:
    """The states one move away from a state with live hands, in the order the spec's `next_moves`
    adds them to its set (it lists the set in `spec_set_order`)."""
    a, b, h = w
    return [(*hands, h + 1) for hands in hands_after(a, b, h % 2, rules)]


def table_entry(w, children: list, results: list) -> tuple:
    """d[w] of the spec's table from its moves' `children` (as `table_children` lists them) and
    their results for A: the mover's best result, and the first child with it in the order the
    spec's `next_moves` lists them."""
    value = max(results) if w[2] % 2 == 0 else min(results)
    if results.count(value) == 1:
        return value, children[results.index(value)]
    tied = dict.fromkeys(child for child, result in zip(children, results) if result == value)
    return value, (next(iter(tied)) if len(tied) == 1 else  # else the spec's pick among equals:
                   next(child for child in spec_set_order(children) if child in tied))


@cache
def hands_after(a, b, mover: int, rules: Rules = SPEC) -> tuple:
    """The hands (A's, B's) after each move of `mover` from live hands, in `next_moves` order."""
    return tuple(moved_hands(a, b, mover, rules))


def every_level(depth: int) -> list:
    """Every hands at every level 0..depth."""
    return [HANDS] * (depth + 1)


def reachable_levels(start, depth: int, rules: Rules) -> dict[int, list]:
    """Level -> the hands reachable at it from `start` (a state at its own level), up to `depth`."""
    a, b, level = start
    levels = {level: [(a, b)]}
    for h in range(level, depth):
        following = {}
        for hands in levels[h]:
            if DEAD not in hands:
                following.update(dict.fromkeys(hands_after(*hands, h % 2, rules)))
        levels[h + 1] = list(following)
    return levels


@cache
def successor_hands(a, b, mover: int, rules: Rules = SPEC) -> tuple:
    """The hands (A's, B's) one move of `mover` (0: A, 1: B) away from live hands, each once, in no set order."""
    return tuple(dict.fromkeys(hands_after(a, b, mover, rules)))


def bounded_values(depth: int, rules: Rules = SPEC, observe=None) -> dict:
    """For every state up to level `depth`: (A's result under perfect play, the plies to the end):
    the values of `best_move_dp`, filled without its move order, which only picks among equal moves;
    the winner ends the game as fast as it can and the loser holds out as long as it can. The table
    is filled level by level from the bound down; `observe(level, table)`, if given, sees each level filled."""

    def moves(w):
        a, b, level = w
        if level == depth or a == DEAD or b == DEAD:
            return ()
        return [(*hands, level + 1) for hands in successor_hands(a, b, level % 2, rules)]

    def fastest(w, children, outcomes):
        mover = w[2] % 2
        results = [result for result, _ in outcomes]
        best = max(results) if mover == 0 else min(results)
        reach = [plies for result, plies in outcomes if result == best]
        return best, 1 + (min(reach) if best == (1 if mover == 0 else -1) else max(reach))

    table = {}
    for level in reversed(range(depth + 1)):
        backward_induction([(a, b, level) for a, b in HANDS], moves, lambda w: (ending(w[0], w[1]), 0), fastest, table)
        if observe is not None:
            observe(level, table)
    return table


def start_values(max_depth: int, rules: Rules = SPEC) -> list[int]:
    """A's result at the start under each depth bound 1..max_depth, from two tables: a state's value
    depends only on its hands, whose turn it is and the levels left, so the start under bound k is
    level max_depth - k (or max_depth - 1 - k) of the table with the same parity."""
    tables = {top: best_move_dp(top, rules) for top in (max_depth, max_depth - 1)}
    tops = [max_depth - (max_depth - k) % 2 for k in range(1, max_depth + 1)]
    return [tables[top][(*START[:2], top - k)][0] for k, top in enumerate(tops, start=1)]


# Values for the player to move, and advice.

SCORES = {WIN: 1, DRAW: 0, LOSS: -1}


@lru_cache(maxsize=4)
def unbounded_outcomes(rules: Rules = SPEC) -> dict:
    """Every position of the game without a move limit (hands, and whose turn it is), solved once."""
    return retrograde(Chopsticks(None, rules), positions())


def unbounded_outcome(state, rules: Rules = SPEC):
    """Win, loss or draw for the player to move without a bound on moves, with the plies to the end."""
    return unbounded_outcomes(rules)[(*state[:2], state[2] % 2)]


bounded_outcomes = lru_cache(maxsize=4)(bounded_values)
"""`bounded_values` for a few recent bounds."""


def outcome(depth: int | None, state, rules: Rules = SPEC) -> tuple[int, int | None]:
    """(1 win, 0 tie or draw, -1 loss) for the player to move, and the plies to the end, under
    the bound `depth` (None: no bound; then the level only says whose turn it is)."""
    if depth is None:
        loopy = unbounded_outcome(state, rules)
        return SCORES[loopy.result], loopy.remoteness
    result, plies = bounded_outcomes(depth, rules)[state]
    return (1 if state[2] % 2 == 0 else -1) * result, plies


def advise(game: Chopsticks, state) -> Advice:
    """Every move with its value for the player to move, best first: a win in n plies is worth
    WIN_VALUE - n, a loss in n plies -(WIN_VALUE - n), a tie or draw 0, so faster wins and slower losses come
    first and a slower win costs its extra plies. The level is kept whole, to count plies."""
    result, plies = outcome(game.depth, state, game.rules)
    scored = []
    for child in [] if game.is_terminal(state) else next_moves(state, game.rules):
        child_result, child_plies = outcome(game.depth, child, game.rules)
        scored.append((game.state_text(child), remoteness_value(-child_result, None if child_plies is None else child_plies + 1)))
    return Advice(game.state_text(state), "win / tie / loss with remoteness",
                  remoteness_value(result, plies), rank_moves(scored) if scored else ())


# ---- the spec's computer without its limit, valued exactly against optimal play -----------------

@cache
def spec_computer(moves: int, rules: Rules = SPEC):
    """The spec's computer for `moves` each, played without the limit: it makes every move as it
    makes its first in the spec's game, from the same row of `best_move_dp(2 * moves)` (level 0 as
    A, looking 2 * moves plies ahead; level 1 as B, one ply fewer), so it never meets the limit."""
    table = best_move_dp(2 * moves, rules)
    first_moves = {(a, b, level): table[a, b, level][1] for a, b in HANDS for level in (0, 1)}

    def move(state):
        a, b, level = state
        return (*first_moves[a, b, level % 2][:2], level + 1)
    return move


STRATEGIES = {
    "limit": Family(spec_computer, "Plans for {}\u00a0moves each", "plays as the computer of the original assignment: "
                    "it plans for a game of {}\u00a0moves each but plays on without the limit, looking as far "
                    "ahead at every move as at its first", MOVES),
}
"""The spec's computer by its number of moves each (the rules' range, MOVES)."""


def optimal_move(state, rules: Rules = SPEC):
    """The optimal player without a limit: the fastest win, else a draw, else the slowest loss;
    among equals the first in `next_moves` order at level 0 or 1 (that order changes with the
    level), so it moves alike whenever the hands and the turn come round again."""
    a, b, level = state
    game, turn = Chopsticks(None, rules), (a, b, level % 2)
    best = advise(game, turn).best.move
    child = next(child for child in next_moves(turn, rules) if game.state_text(child) == best)
    return (*child[:2], level + 1)


def play_optimal(strategy, seat: int, rules: Rules = SPEC):
    """The game from the start with `strategy` in `seat` (0: A) and `optimal_move` in the other:
    the last state (None: a draw, as a position came round again with the same player to move,
    and both play alike from alike positions) and the strategy's moves as `CostlyDecision`s."""
    game, state, seen, decisions = Chopsticks(None, rules), START, set(), []
    while not game.is_terminal(state):
        if (*state[:2], state[2] % 2) in seen:
            return None, decisions
        seen.add((*state[:2], state[2] % 2))
        if state[2] % 2 == seat:
            child = strategy(state)
            decisions.append(priced(advise(game, state), game.state_text(state), game.state_text(child)))
        else:
            child = optimal_move(state, rules)
        state = child
    return state, decisions


def evaluate_strategy(name: str, seat: int, positions: int | None = POSITIONS, rules: Rules = SPEC) -> StrategyValue:
    """The strategy's result and plies from the start in `seat` (0: A, who moves first) against
    the optimal player without a limit, as `remoteness_value` scores them, beside optimal play's;
    and its `positions` costliest moves (None: all)."""
    families = {key: replace(family, make=partial(family.make, rules=rules)) for key, family in STRATEGIES.items()}
    strategy, description = parse_strategy(name, families)
    end, decisions = play_optimal(strategy, seat, rules)
    sign = 1 if seat == 0 else -1
    value = 0 if end is None else remoteness_value(sign * ending(*end[:2]), end[2])
    optimal, plies = outcome(None, START, rules)
    return StrategyValue(name, description, seat, REMOTENESS, value, remoteness_value(sign * optimal, plies),
                         costliest(decisions, positions))
