"""Minimax with alpha-beta pruning over the game protocol: depth limits, a transposition table, node counts.

Moves are tried in the order `game.actions` gives them, and among equally good moves the first
wins, so a game states its preferred move order by listing its actions in that order.

The search is fail-soft: a position searched with the window (alpha, beta) returns its exact value
when that lies strictly inside the window; at or above beta it returns a lower bound on the exact
value, at or below alpha an upper bound (`known` says which).
"""

from dataclasses import dataclass, field
from math import inf

from stb.game import CHANCE, Action, Game, State


@dataclass(frozen=True)
class Search:
    """Player 0's value of the searched position, the first best move (None if there is no move
    to make), how many positions the search visited, and how many moves its cut-offs left unsearched."""
    value: float
    action: Action | None
    nodes: int
    pruned: int = 0


class SearchLimit(Exception):
    """The search entered more positions than its `limit` allowed, and stopped without an answer."""


EXACT, AT_LEAST, AT_MOST = "exact", "at least", "at most"


def known(value: float, alpha: float, beta: float) -> str:
    """What a fail-soft value found with the window (alpha, beta) says of the exact value: it is
    the value itself inside the window, at least the value at or above beta, at most it at or below alpha."""
    return AT_LEAST if value >= beta else AT_MOST if value <= alpha else EXACT


def alphabeta(game: Game, state: State, *, depth: int | None = None, evaluate=None,
              prune: bool = True, transpositions: bool = False, observe=None, limit: int | None = None) -> Search:
    """Minimax value and move of `state`, looking `depth` plies ahead (all the way if None) and
    scoring the frontier with `evaluate(state)` (player 0's value).

    `prune=False` is plain minimax, for comparison. `transpositions` keeps bounds on the value of
    each (position, plies left) already searched, so a position reached again by another path
    costs one node; the search is still recursive, one call per ply. `observe`, if given (a
    `SearchTrace`), watches the search as it goes. With a `limit`, entering more positions than
    that raises SearchLimit.
    """
    nodes = pruned = 0
    bounds = {}

    def search(state, depth, alpha, beta):
        """(value, first best action); the value is exact inside (alpha, beta), and at or beyond
        the window's edge it is a bound on the exact value in that direction (fail-soft)."""
        nonlocal nodes, pruned
        nodes += 1
        if limit is not None and nodes > limit:
            raise SearchLimit(limit)
        if game.is_terminal(state):
            return game.utility(state), None
        if depth == 0:
            return evaluate(state), None
        left = None if depth is None else depth - 1
        player = game.to_move(state)
        if player == CHANCE:
            return sum(p * search(game.result(state, outcome), left, -inf, inf)[0]
                       for outcome, p in game.chance_outcomes(state)), None
        low, high = bounds.get((state, depth), (-inf, inf))
        if observe is not None and (state, depth) in bounds:
            observe.stored(state, low, high)
        if low == high or low >= beta or high <= alpha:
            return (low if low >= beta or low == high else high), None
        alpha, beta = max(alpha, low), min(beta, high)
        window = alpha, beta
        sign = 1 if player == 0 else -1  # search as the maximiser of sign * value
        best, best_action = -inf, None
        actions = game.actions(state)
        for tried, action in enumerate(actions, start=1):
            value = search(game.result(state, action), left, alpha, beta)[0]
            if sign * value > best:
                best, best_action = sign * value, action
                if prune:
                    alpha, beta = (max(alpha, value), beta) if sign > 0 else (alpha, min(beta, value))
                    if observe is not None:
                        observe.window(state, alpha, beta)
                    if alpha >= beta:
                        pruned += len(actions) - tried
                        if observe is not None:
                            observe.cut(state, alpha, beta, actions[tried:])
                        break
        value = sign * best
        if transpositions:  # inside the window exact, at or beyond an edge a bound that way
            bounds[state, depth] = (value if value > window[0] else low,
                                    value if value < window[1] else high)
        return value, best_action

    if observe is not None:
        search = observe.watching(search, game)
    value, action = search(state, depth, -inf, inf)
    return Search(value, action, nodes, pruned)


@dataclass
class Visit:
    """A position the search entered: its parent's number (None at the root), the plies left (None:
    to the end), alpha and beta as it was entered; once left, its value and first best move, how it
    was valued ("end": the game is over, "evaluated": the depth limit, "table": the transposition
    table, "searched": its moves), what the value says of the exact one (`known`), how many
    positions the search entered under it that the trace does not keep, and the bounds (low, high)
    the table held on its value as it was entered (None: none)."""
    state: State
    parent: int | None
    depth: int | None
    alpha: float
    beta: float
    value: float | None = None
    action: Action | None = None
    how: str = ""
    known: str = ""
    unkept: int = 0
    stored: tuple[float, float] | None = None


@dataclass
class SearchTrace:
    """The search as it went, for `alphabeta(observe=...)`: the first `limit` positions entered
    (`visits`, numbered in the order entered) and, in order, every event among them: ("enter", n),
    ("table", n, alpha, beta) when bounds the table holds narrow n's window as it is entered,
    ("window", n, alpha, beta) when a move's value narrows it, ("cut", n, alpha, beta, skipped) when
    the moves `skipped` (a tuple, in order) are left untried at n, ("leave", n). The positions
    entered beyond the limit are searched as usual and only counted, under the kept one above them."""
    limit: int
    visits: list[Visit] = field(default_factory=list)
    events: list[tuple] = field(default_factory=list)
    path: list[int] = field(default_factory=list)  # the kept positions entered and not yet left
    windows: dict = field(default_factory=dict)  # the window of each position in `path`, as it stands

    def watching(self, search, game: Game):
        """`search` (a position's search, as alphabeta writes it), telling this trace of each position."""
        def watched(state, depth, alpha, beta):
            if self.path:
                self.visits[self.path[-1]].how = "searched"  # a move of it is being searched
            if len(self.visits) >= self.limit:
                if self.path:
                    self.visits[self.path[-1]].unkept += 1
                return search(state, depth, alpha, beta)
            number = len(self.visits)
            visit = Visit(state, self.path[-1] if self.path else None, depth, alpha, beta)
            self.visits.append(visit)
            self.events.append(("enter", number))
            self.path.append(number)
            self.windows[number] = alpha, beta
            value, action = search(state, depth, alpha, beta)
            self.path.pop()
            del self.windows[number]
            visit.value, visit.action = value, action
            visit.how = visit.how or ("end" if game.is_terminal(state) else "evaluated" if depth == 0 else "table")
            exact = visit.how in ("end", "evaluated") or game.to_move(state) == CHANCE
            visit.known = EXACT if exact else known(value, alpha, beta)
            self.events.append(("leave", number))
            return value, action
        return watched

    def here(self, state) -> int | None:
        """The number of the kept position being searched, if it is `state` (else None: not kept)."""
        return self.path[-1] if self.path and self.visits[self.path[-1]].state is state else None

    def stored(self, state, low, high):
        """The table holds the bounds (low, high) on `state`'s value: where they narrow the window
        without settling the position, the search goes on in the narrower one."""
        n = self.here(state)
        if n is None:
            return
        visit = self.visits[n]
        visit.stored = low, high
        alpha, beta = max(visit.alpha, low), min(visit.beta, high)
        if (alpha, beta) != (visit.alpha, visit.beta) and not (low == high or low >= visit.beta or high <= visit.alpha):
            self.events.append(("table", n, alpha, beta))
            self.windows[n] = alpha, beta

    def window(self, state, alpha, beta):
        """A move's value at `state` has set the window to (alpha, beta) (told only if that narrows it)."""
        n = self.here(state)
        if n is not None and self.windows[n] != (alpha, beta):
            self.events.append(("window", n, alpha, beta))
            self.windows[n] = alpha, beta

    def cut(self, state, alpha, beta, skipped):
        """The search at `state` stops trying moves, `skipped` left untried: alpha >= beta."""
        n = self.here(state)
        if n is not None:  # a kept position's own cut-off
            self.events.append(("cut", n, alpha, beta, tuple(skipped)))
