"""`red_blue_nim`: play Red-Blue Nim against the computer, or analyse a position exactly.

    python -m stb nim NUM_RED NUM_BLUE [standard|misere] [computer|human] [DEPTH]
    python -m stb nim NUM_RED NUM_BLUE [standard|misere] --analyze

The computer searches with minimax and alpha-beta pruning, trying moves in the spec's order; with a
DEPTH it looks only that many plies ahead and scores the frontier with `stb.nim.estimate`.
"""

from decimal import Decimal

from stb import nim
from stb.cli import ArgumentParser, console_script, read_line, shown, usage_errors, whole_number
from stb.errors import UsageError
from stb.solvers.alphabeta import alphabeta

PROG = "red_blue_nim"
PLAIN_SEARCH_LIMIT = 18
"""Plain alpha-beta (no table) grows exponentially; --analyze runs it up to this many marbles."""
PLAYERS = ("computer", "human")
VERSIONS = {"standard": False, "misere": True, "misère": True}


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description="Red-Blue Nim against the computer.")
    parser.add_argument("red", metavar="NUM_RED",
                        help=f"marbles in the red pile, {nim.PILES[0]}-{nim.PILES[-1]}")
    parser.add_argument("blue", metavar="NUM_BLUE",
                        help=f"marbles in the blue pile, {nim.PILES[0]}-{nim.PILES[-1]}")
    parser.add_argument("version", nargs="?", help="standard (default) or misere")
    parser.add_argument("first", nargs="?", help="computer (default) or human")
    parser.add_argument("depth", nargs="?", metavar="DEPTH",
                        help=f"search depth in plies, {nim.DEPTHS[0]}-{nim.DEPTHS[-1]} (default: to the "
                             f"end, for piles of at most {nim.FULL_SEARCH_MARBLES} marbles in all)")
    parser.add_argument("--analyze", action="store_true",
                        help="print the exact value, an optimal move and node counts, and exit")
    return parser


def main(argv) -> int:
    args = parser().parse_args(argv)
    red = whole_number(args.red, nim.PILES, "NUM_RED")
    blue = whole_number(args.blue, nim.PILES, "NUM_BLUE")
    version = "standard" if args.version is None else args.version.lower()
    if version not in VERSIONS:
        raise UsageError(f"version must be standard or misere, not {shown(args.version)}")
    game = nim.RedBlueNim(red, blue, VERSIONS[version])
    if args.analyze:
        if args.first is not None:
            raise UsageError("--analyze plays no game: drop the first player and the depth")
        return analyze(game)
    first = "computer" if args.first is None else args.first.lower()
    if first not in PLAYERS:
        raise UsageError(f"first player must be computer or human, not {shown(args.first)}")
    depth = None if args.depth is None else whole_number(args.depth, nim.DEPTHS, "DEPTH")
    if depth is None:
        with usage_errors():
            nim.check_full_search(game)
    return play(game, computer=PLAYERS.index(first), depth=depth)


def analyze(game: nim.RedBlueNim) -> int:
    """Exact value and an optimal move from the bottom-up table; node counts of the two searches."""
    state = game.initial_state()
    advice = nim.advise(game, state)
    print(f"Red-Blue Nim ({game.name}), {state.red} red and {state.blue} blue, player to move:")
    print(f"value: {advice.value:+d} points for the player to move")
    if not advice.moves:
        print("the game is over: a pile is empty")
        return 0
    print(f"optimal move: {advice.best.move}")
    print(f"nodes without pruning: {count_text(nim.tree_size(state.red, state.blue))} (the whole minimax tree)")
    if state.red + state.blue <= PLAIN_SEARCH_LIMIT:
        nodes = alphabeta(game, state).nodes
        print(f"nodes with alpha-beta: {nodes} (moves tried in the spec's order)")
    else:
        print(f"nodes with alpha-beta: not searched beyond {PLAIN_SEARCH_LIMIT} marbles "
              f"(it grows exponentially; the value comes from the table)")
    return 0


def count_text(count: int) -> str:
    """A count in full while it is readable, in scientific notation past a trillion (as a Decimal:
    the tree of 500 x 500 has 4.685e+434 nodes, beyond a float)."""
    return f"{count:,}" if count < 10 ** 12 else f"{Decimal(count):.3e}"


def play(game: nim.RedBlueNim, computer: int, depth: int | None) -> int:
    """Alternate computer and human moves until a pile is empty; 1 if input ends first."""
    players = {computer: "computer", 1 - computer: "human"}
    state = game.initial_state()
    print(f"Red-Blue Nim ({game.name}): the {players[0]} moves first.")
    show(state)
    while not game.is_terminal(state):
        if state.player == computer:
            action = computer_move(game, state, depth)
            print(f"Computer takes {nim.move_text(action)}.")
        else:
            action = human_move(game, state)
            if action is None:
                print("\nInput ended before the game did; no result.")
                return 1
        state = game.result(state, action)
        show(state)
    announce(game, state, players)
    return 0


def show(state: nim.State) -> None:
    print(f"Board: red {state.red}, blue {state.blue}")


def computer_move(game: nim.RedBlueNim, state: nim.State, depth: int | None):
    """Alpha-beta with a transposition table, to the end or `depth` plies with the evaluation."""
    return alphabeta(game, state, depth=depth, transpositions=True,
                     evaluate=lambda frontier: nim.evaluate(game, frontier)).action


def human_move(game: nim.RedBlueNim, state: nim.State):
    """Ask until the answer is a legal move; None at the end of input."""
    while True:
        text = read_line("Your move (e.g. '2 red'): ")
        if text is None:
            return None
        try:
            action = nim.parse_move(text)
        except ValueError as error:
            print(error)
            continue
        if action in game.actions(state):
            return action
        count, pile = action
        left = nim.pile_size(state, pile)
        print(f"Cannot take {count} {pile}: the {pile} pile has only {left} marble{'s' * (left != 1)}.")


def announce(game: nim.RedBlueNim, state: nim.State, players: dict) -> None:
    """Who faced the empty pile, who won, and the final score."""
    mover, other = players[state.player], players[1 - state.player]
    score = nim.ending_score(game, state.red, state.blue)
    print(f"Game over: the {mover} faces an empty pile with {state.red} red and {state.blue} blue left.")
    if score == 0:
        print("Nobody wins: no marbles are left. Final score: computer 0, human 0.")
        return
    winner, points = (mover, score) if score > 0 else (other, -score)
    print(f"The {winner} wins {points} points.")
    final = {mover: score, other: -score}
    print(f"Final score: computer {final['computer']:+d}, human {final['human']:+d}.")


entry = console_script(main)
