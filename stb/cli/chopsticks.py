"""`chopsticks`: the spec's game against the computer, and exact values of any position.

    python -m stb chopsticks [--moves N] [RULES]
    python -m stb chopsticks --analyze [--depth D] [RULES]
    python -m stb chopsticks --state AL AR BL BR LEVEL [--moves N | --depth D] [RULES]

RULES: --hits cutoff|rollover, --transfers yes|no, --full-transfers yes|no, --swaps yes|no (the
spec's game: cutoff, yes, yes, no). The game's dialogue is the spec's, line for line; the computer
plays from `best_move_dp(2 N)`.
"""

from stb import chopsticks as cs
from stb.cli import ArgumentParser, console_script, read_line, usage_errors, whole_number
from stb.errors import UsageError
from stb.solvers.retrograde import WIN, LOSS

PROG = "chopsticks"
YES = ["Y", "y", "Yes", "YES", "yes"]
RESULTS = {1: "A wins", 0: "tie", -1: "B wins"}
YES_NO = {"yes": True, "no": False}


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, description="The chopsticks game against the computer.")
    parser.add_argument("--moves", help=f"moves each player may make, {cs.MOVES[0]}-{cs.MOVES[-1]} (default 10)")
    parser.add_argument("--analyze", action="store_true",
                        help="print the start's value under each depth bound 1..D and without a bound")
    parser.add_argument("--state", nargs=5, metavar=("AL", "AR", "BL", "BR", "LEVEL"),
                        help="print the value of this position, with the bound and without; "
                             f"hands hold {cs.FINGERS[0]}-{cs.FINGERS[-1]} fingers, LEVEL is 0 to the bound")
    parser.add_argument("--depth", help=f"the bound in plies, {cs.DEPTHS[0]}-{cs.DEPTHS[-1]} (default: 2 * moves; "
                                        "for --analyze, the plies to the end of the unbounded game, or 20 if it "
                                        "is a draw)")
    variants = parser.add_argument_group("rules", "the variants people play; the defaults are the spec's game")
    variants.add_argument("--hits", choices=cs.HITS, default="cutoff",
                          help="a tapped hand that reaches 5 or more is out (cutoff), or keeps the sum "
                               "modulo 5 (rollover: exactly 5 is out, 6-8 become 1-3)")
    variants.add_argument("--transfers", choices=YES_NO, default="yes",
                          help="moving fingers between your own hands is a move (no: attacks only)")
    variants.add_argument("--full-transfers", choices=YES_NO, default="yes",
                          help="a transfer may empty the giving hand")
    variants.add_argument("--swaps", choices=YES_NO, default="no",
                          help="a transfer that only swaps your two hands is a move")
    return parser


def main(argv) -> int:
    args = parser().parse_args(argv)
    refuse_ignored(args)
    moves = 10 if args.moves is None else whole_number(args.moves, cs.MOVES, "--moves")
    depth = None if args.depth is None else whole_number(args.depth, cs.DEPTHS, "--depth")
    rules = cs.Rules(args.hits, YES_NO[args.transfers], YES_NO[args.full_transfers], YES_NO[args.swaps])
    if args.state:
        game = cs.Chopsticks(depth or 2 * moves, rules)
        return evaluate(game, state_of(args.state, game.depth))
    if args.analyze:
        return analyze(depth, rules)
    print("The chopsticks game.")
    print("The game will end within", moves, "moves.")
    answer = read_line("Do you want to go first?")
    if answer is None:
        print("\nInput ended before the game began.")
        return 1
    return chopsticks_game(moves, 0 if answer in YES else 1, rules)


def refuse_ignored(args) -> None:
    """The game is bounded by --moves, --analyze by --depth, --state by either: any other
    combination would ignore a flag, so it is refused."""
    if args.analyze and args.state:
        raise UsageError("--analyze and --state are separate questions; ask one")
    if args.analyze and args.moves is not None:
        raise UsageError("--analyze bounds the game with --depth; drop --moves")
    if args.state and args.moves is not None and args.depth is not None:
        raise UsageError("--state takes its bound from --moves or --depth, not both")
    if not (args.analyze or args.state) and args.depth is not None:
        raise UsageError("the game is bounded by --moves (twice as many plies); --depth is for --analyze and --state")


def state_of(words: list[str], depth: int):
    """The position AL AR BL BR LEVEL: fingers on each hand, and the plies played (at most `depth`)."""
    al, ar, bl, br = (whole_number(text, cs.FINGERS, name) for text, name in zip(words, ("AL", "AR", "BL", "BR")))
    level = whole_number(words[4], range(depth + 1), "LEVEL")
    with usage_errors():
        cs.check_hands((al, ar), (bl, br), level)
    return (al, ar), (bl, br), level


def chopsticks_game(moves: int, index: int, rules: cs.Rules = cs.SPEC) -> int:
    """The spec's game loop: the human is A if `index` is 0, else B; 1 if input ends first."""
    depth = 2 * moves
    d = cs.best_move_dp(depth, rules, cs.START)
    w = cs.START
    display(w)
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
            all_next_moves = cs.next_moves(w, rules)
            print(moves_left + index, "moves left.")
            print("Choices:")
            for i, choice in enumerate(all_next_moves):
                print(i, ":", choice[:2])
            choice = ask_choice(len(all_next_moves))
            if choice is None:
                print("Input ended before the game did; no result.")
                return 1
            w = all_next_moves[choice]
        display(w)
        turn += 1
    if w[0] != cs.DEAD and w[1] != cs.DEAD and w[2] == depth:
        print("It is a tie.")
    elif w[0] == cs.DEAD:
        print("B wins.")
    else:
        print("A wins.")
    return 0


def display(w) -> None:
    print("***********************")
    print("A:", w[0])
    print("B:", w[1])


def ask_choice(count: int) -> int | None:
    """Read lines until one is a listed choice number; None at the end of input."""
    while True:
        text = read_line()
        if text is None:
            return None
        try:
            return whole_number(text.strip(), range(count), "a choice")
        except UsageError:
            print(f"Please type the number of a choice, 0 to {count - 1}.")


def analyze(max_depth: int | None, rules: cs.Rules = cs.SPEC) -> int:
    """The start's value under each bound 1..max_depth, and without a bound."""
    outcome = cs.unbounded_outcome(cs.START, rules)
    max_depth = max_depth or outcome.remoteness or 2 * 10
    print("The start (A: (1, 1), B: (1, 1), A to move), both sides playing perfectly:")
    for depth, result in enumerate(cs.start_values(max_depth, rules), start=1):
        print(f"depth {depth:2d}: {RESULTS[result]}")
    print(f"no bound: {unbounded_text(cs.START, outcome)}")
    return 0


def evaluate(game: cs.Chopsticks, state) -> int:
    """A position's value under the bound `game.depth`, with the best move (the fastest win, the
    slowest loss) and the spec's computer's where it differs, and its value without a bound."""
    (al, ar), (bl, br), level = state
    print(f"A: {(al, ar)}, B: {(bl, br)}, level {level}, {'AB'[level % 2]} to move")
    result, spec_move = cs.best_move_dp(game.depth, game.rules, state)[state]
    moves = ""
    if spec_move:
        best = cs.advise(game, state).best.move
        spec = game.state_text(spec_move)
        differs = f"; the spec's computer plays {spec}: {bounded_text(game, spec_move, 1)}" if spec != best else ""
        moves = f" (best move: {best}{differs})"
    print(f"depth {game.depth}: {bounded_text(game, state)}{moves}")
    print(f"no bound: {unbounded_text(state, cs.unbounded_outcome(state, game.rules))}")
    return 0


def bounded_text(game: cs.Chopsticks, state, plies_before: int = 0) -> str:
    """'A wins in 3 plies' (counting `plies_before` more), 'B wins', or 'tie' under the bound."""
    result, plies = cs.outcome(game.depth, state, game.rules)
    winner = result if state[2] % 2 == 0 else -result  # A's result
    plies += plies_before
    return RESULTS[winner] + (f" in {plies} pl{'y' if plies == 1 else 'ies'}" if winner and plies else "")


def unbounded_text(state, outcome) -> str:
    """'B wins in 26 plies', 'A wins now' (the loser's hands are empty), or 'a draw'."""
    if outcome.result not in (WIN, LOSS):
        return "a draw: neither side can force a win"
    mover = "AB"[state[2] % 2]
    winner = mover if outcome.result == WIN else "AB".replace(mover, "")
    plies = outcome.remoteness
    return f"{winner} wins" + (f" in {plies} pl{'y' if plies == 1 else 'ies'}" if plies else " (game over)")


entry = console_script(main)
