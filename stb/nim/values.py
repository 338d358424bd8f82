"""Red-Blue Nim's exact values, by backward induction over the piles, and the advice they give.

A position's value for the mover, and the size of its game tree, depend only on (red, blue). Every
move shrinks a pile, so backward induction over the positions numbered row by row, r * (blue + 1) + b,
meets each position after all those its moves reach.
"""

from functools import lru_cache

from stb.advice import Advice, rank_moves
from stb.nim.rules import RedBlueNim, State, ending_score, move_text
from stb.solvers.backward import backward_induction

TAKES = (1, 2)


def bottom_up(red: int, blue: int, at_end, combine) -> list[list]:
    """T[r][b] for every r <= red, b <= blue: at_end(r, b) once a pile is empty, else `combine` (as
    `backward_induction` calls it) of T over the positions one move away."""
    width, size = blue + 1, (red + 1) * (blue + 1)

    def moves(position):
        """The positions one move away, none once a pile is empty."""
        r, b = divmod(position, width)
        if r > 1 and b > 1:  # the usual case, first
            return position - width, position - 2 * width, position - 1, position - 2
        if r == 0 or b == 0:
            return ()
        return [position - k * width for k in TAKES if k <= r] + [position - k for k in TAKES if k <= b]

    flat = backward_induction(range(size), moves, lambda i: at_end(*divmod(i, width)), combine, [None] * size)
    return [flat[r * width:(r + 1) * width] for r in range(red + 1)]


def value_table(nim: RedBlueNim, red: int, blue: int) -> list[list[int]]:
    """V[r][b]: signed points for the player to move, who takes the move that is worst for the other."""
    return bottom_up(red, blue, lambda r, b: ending_score(nim, r, b), lambda _, moves, after: -min(after))


def tree_size(red: int, blue: int) -> int:
    """How many nodes plain minimax visits from (red, blue): the whole game tree, counted, not searched."""
    return bottom_up(red, blue, lambda r, b: 1, lambda _, moves, after: 1 + sum(after))[red][blue]


@lru_cache(maxsize=4)
def board_values(nim: RedBlueNim) -> list[list[int]]:
    """The value table of a game's whole board, for a few recent games: every position of a game
    looks its value up here instead of filling a table of its own."""
    return value_table(nim, nim.red, nim.blue)


def exact_value(nim: RedBlueNim, red: int, blue: int) -> int:
    """The value for the player to move at (red, blue) under optimal play, in signed points."""
    return values_for(nim, red, blue)[red][blue]


def values_for(nim: RedBlueNim, red: int, blue: int) -> list[list[int]]:
    """A value table that holds (red, blue): the game's own, when the position is on its board."""
    return board_values(nim) if red <= nim.red and blue <= nim.blue else value_table(nim, red, blue)


def move_values(nim: RedBlueNim, state: State, V) -> list[tuple[tuple[int, str], int]]:
    """Each legal move, in the spec's order, with its value for the player to move from table V."""
    return [(action, -V[after.red][after.blue])
            for action in nim.actions(state) for after in [nim.result(state, action)]]


def advise(nim: RedBlueNim, state: State) -> Advice:
    """Every legal move with its exact value in signed points for the player to move, best first."""
    V = values_for(nim, state.red, state.blue)
    values = move_values(nim, state, V)
    moves = rank_moves((action, move_text(action), points) for action, points in values) if values else ()
    return Advice(nim.state_text(state), "points", V[state.red][state.blue], moves)

