"""Chopsticks solved: the spec's depth-bounded dynamic programme, the loopy game without a bound by
retrograde analysis, and each position's advice from them (results with the moves to the end)."""

from functools import cache, lru_cache

from stb.advice import Advice, rank_moves, remoteness_value
from stb.chopsticks.rules import DEAD, HANDS, SPEC, START, Chopsticks, Rules, ending, moved_hands, next_moves, positions
from stb.set_order import spec_set_order
from stb.solvers.backward import backward_induction
from stb.solvers.graph import reachable
from stb.solvers.retrograde import WIN, LOSS, DRAW, retrograde


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
    def successors(w):
        a, b, h = w
        return [] if h >= depth or DEAD in (a, b) else [(*hands, h + 1) for hands in hands_after(a, b, h % 2, rules)]

    levels = {h: [] for h in range(start[2], max(start[2], depth) + 1)}
    for a, b, h in reachable([start], successors):
        levels[h].append((a, b))
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
        scored.append((child[:2], game.state_text(child),
                       remoteness_value(-child_result, None if child_plies is None else child_plies + 1)))
    return Advice(game.state_text(state), "win / tie / loss with remoteness",
                  remoteness_value(result, plies), rank_moves(scored) if scored else ())
