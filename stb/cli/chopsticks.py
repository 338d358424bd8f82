"""`chopsticks`: the spec's game against the computer, and exact values of any position.

    python -m stb chopsticks [--moves N]
    python -m stb chopsticks --analyze [--depth D]
    python -m stb chopsticks --state AL AR BL BR LEVEL [--moves N | --depth D]

The game's dialogue is the spec's, line for line; the computer plays from `best_move_dp(2 N)`.
"""

from stb import chopsticks as cs
from stb.cli import ArgumentParser, console_script
from stb.errors import UsageError
from stb.solvers.retrograde import WIN, LOSS

PROG = "chopsticks"
YES = ["Y", "y", "Yes", "YES", "yes"]
RESULTS = {1: "A wins", 0: "tie", -1: "B wins"}


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description="The chopsticks game against the computer.")
    parser.add_argument("--moves", type=int, default=10, help="moves each player may make (default 10)")
    parser.add_argument("--analyze", action="store_true",
                        help="print the start's value under each depth bound 1..D and without a bound")
    parser.add_argument("--state", nargs=5, metavar=("AL", "AR", "BL", "BR", "LEVEL"),
                        help="print the value of this position, with the bound and without")
    parser.add_argument("--depth", type=int,
                        help="the bound in plies (default: 2 * moves; for --analyze, the plies "
                             "to the end of the unbounded game)")
    return parser


def main(argv) -> int:
    args = parser().parse_args(argv)
    if args.moves < 1:
        raise UsageError(f"--moves must be at least 1, not {args.moves}")
    if args.depth is not None and args.depth < 1:
        raise UsageError(f"--depth must be at least 1, not {args.depth}")
    if args.analyze and args.state:
        raise UsageError("--analyze and --state are separate questions; ask one")
    depth = args.depth or 2 * args.moves
    if args.state:
        game = cs.Chopsticks(depth)
        try:
            state = game.parse_state(" ".join(args.state))
        except ValueError as error:
            raise UsageError(str(error)) from None
        return evaluate(game, state)
    if args.analyze:
        return analyze(args.depth)
    print("The chopsticks game.")
    print("The game will end within", args.moves, "moves.")
    try:
        answer = input("Do you want to go first?")
    except EOFError:
        print("\nInput ended before the game began.")
        return 1
    return chopsticks_game(args.moves, 0 if answer in YES else 1)


def chopsticks_game(moves: int, index: int) -> int:
    """The spec's game loop: the human is A if `index` is 0, else B; 1 if input ends first."""
    depth = 2 * moves
    d = cs.best_move_dp(depth)
    w = cs.START
    cs.display(w)
    moves_left = moves
    turn = 0
    while w[0] != cs.DEAD and w[1] != cs.DEAD and w[2] < depth:
        if (turn + 1) % 2 == index:  # the computer's turn
            result, v = d[w]
            if (result == 1 and index == 1) or (result == -1 and index == 0):
                print("I will win.")
            else:
                print("I may not win.")
            w = v
            moves_left -= 1
        else:
            all_next_moves = cs.next_moves(w)
            print(moves_left + index, "moves left.")
            print("Choices:")
            for i, choice in enumerate(all_next_moves):
                print(i, ":", choice[:2])
            choice = ask_choice(len(all_next_moves))
            if choice is None:
                print("Input ended before the game did; no result.")
                return 1
            w = all_next_moves[choice]
        cs.display(w)
        turn += 1
    if w[0] != cs.DEAD and w[1] != cs.DEAD and w[2] == depth:
        print("It is a tie.")
    elif w[0] == cs.DEAD:
        print("B wins.")
    else:
        print("A wins.")
    return 0


def ask_choice(count: int) -> int | None:
    """Read lines until one is a listed choice number; None at the end of input."""
    while True:
        try:
            text = input().strip()
        except EOFError:
            return None
        if text.isdecimal() and int(text) < count:
            return int(text)
        print(f"Please type the number of a choice, 0 to {count - 1}.")


def analyze(max_depth: int | None) -> int:
    """The start's value under each bound 1..max_depth, and without a bound."""
    outcome = cs.unbounded_outcome(cs.START)
    max_depth = max_depth or outcome.remoteness
    print("The start (A: (1, 1), B: (1, 1), A to move), both sides playing perfectly:")
    for depth, result in enumerate(cs.start_values(max_depth), start=1):
        print(f"depth {depth:2d}: {RESULTS[result]}")
    print(f"no bound: {unbounded_text(cs.START, outcome)}")
    return 0


def evaluate(game: cs.Chopsticks, state) -> int:
    """A position's value under the bound `game.depth` (with the best move) and without a bound."""
    (al, ar), (bl, br), level = state
    print(f"A: {(al, ar)}, B: {(bl, br)}, level {level}, {'AB'[level % 2]} to move")
    result, best = cs.best_move_dp(game.depth)[state]
    move = f" (best move: {game.state_text(best)})" if best else ""
    print(f"depth {game.depth}: {RESULTS[result]}{move}")
    print(f"no bound: {unbounded_text(state, cs.unbounded_outcome(state))}")
    return 0


def unbounded_text(state, outcome) -> str:
    """'B wins in 26 plies', 'A wins now' (the loser's hands are empty), or 'a draw'."""
    if outcome.result not in (WIN, LOSS):
        return "a draw: neither side can force a win"
    mover = "AB"[state[2] % 2]
    winner = mover if outcome.result == WIN else "AB".replace(mover, "")
    plies = outcome.remoteness
    return f"{winner} wins" + (f" in {plies} pl{'y' if plies == 1 else 'ies'}" if plies else " (game over)")


entry = console_script(main)
