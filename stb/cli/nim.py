"""`red_blue_nim`: play Red-Blue Nim against the computer, or analyse a position exactly.

    python -m stb nim NUM_RED NUM_BLUE [standard|misere] [computer|human] [DEPTH]
    python -m stb nim NUM_RED NUM_BLUE [standard|misere] --analyze

The computer searches with minimax and alpha-beta pruning, trying moves in the spec's order; with a
DEPTH it looks only that many plies ahead and scores the frontier with `stb.nim.estimate`.
"""

import sys

from stb import nim
from stb.cli import ArgumentParser, console_script
from stb.errors import UsageError
from stb.solvers.alphabeta import alphabeta

PROG = "red_blue_nim"
PLAIN_SEARCH_LIMIT = 18
"""Plain alpha-beta (no table) grows exponentially; --analyze runs it up to this many marbles."""
PLAYERS = ("computer", "human")
VERSIONS = {"standard": False, "misere": True, "misère": True}


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description="Red-Blue Nim against the computer.")
    parser.add_argument("red", help="marbles in the red pile")
    parser.add_argument("blue", help="marbles in the blue pile")
    parser.add_argument("version", nargs="?", default="standard", help="standard (default) or misere")
    parser.add_argument("first", nargs="?", default="computer", help="computer (default) or human")
    parser.add_argument("depth", nargs="?", help="search depth in plies (default: to the end)")
    parser.add_argument("--analyze", action="store_true",
                        help="print the exact value, an optimal move and node counts, and exit")
    return parser


def whole_number(text: str, what: str, least: int) -> int:
    if not text.isdecimal() or int(text) < least:
        raise UsageError(f"{what} must be a whole number of at least {least}, not {text!r}")
    return int(text)


def main(argv) -> int:
    args = parser().parse_args(argv)
    red = whole_number(args.red, "num-red", 0)
    blue = whole_number(args.blue, "num-blue", 0)
    if args.version.lower() not in VERSIONS:
        raise UsageError(f"version must be standard or misere, not {args.version!r}")
    if args.first.lower() not in PLAYERS:
        raise UsageError(f"first player must be computer or human, not {args.first!r}")
    depth = None if args.depth is None else whole_number(args.depth, "depth", 1)
    game = nim.RedBlueNim(red, blue, VERSIONS[args.version.lower()])
    sys.setrecursionlimit(max(sys.getrecursionlimit(), red + blue + 100))  # one call per ply
    if args.analyze:
        return analyze(game)
    return play(game, computer=PLAYERS.index(args.first.lower()), depth=depth)


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
    """A count in full while it is readable, in scientific notation past a trillion."""
    return f"{count:,}" if count < 10 ** 12 else f"{count:.3e}"


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
        try:
            text = input("Your move (e.g. '2 red'): ")
        except EOFError:
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
