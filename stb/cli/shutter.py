"""`python -m stb shutter`: one player's Shut the Box or Double Shutter, played optimally."""

from stb import shutbox
from stb.cli import ArgumentParser
from stb.errors import UsageError

PROG = "shutter"
POSITIONS = """\
positions: the standing tiles. One row: increasing digits (146789), commas past 9 (1,2,10,11),
'-' for none. Double Shutter: FRONT/BACK, each row's standing values in increasing order
(123456789/123456789 is the full box; back tile 10-i stands behind front tile i)."""


def parser() -> ArgumentParser:
    p = ArgumentParser(prog="python -m stb shutter", epilog=POSITIONS,
                       description="Value of a one-player position, or every move for a roll.")
    p.add_argument("--rules", choices=shutbox.LAYOUTS, default="classic",
                   help="classic: one row 1..N; double: Double Shutter's two rows of 1-9")
    p.add_argument("--tiles", type=int, default=9, help="tiles in a classic row, 2-12 (default 9)")
    p.add_argument("--dice", choices=shutbox.DICE_RULES,
                   help="two dice always; one die forced, or optional, once the exposed tiles "
                        "add up to 6 or less (default: forced for classic, optional for double)")
    p.add_argument("--scoring", choices=shutbox.SCORINGS, default="sum",
                   help="sum of the open tiles, or the open tiles read as one number")
    p.add_argument("--objective", nargs="+", default=["score"], metavar="OBJECTIVE",
                   help="'score' (least expected score, the default) or 'at-most T' "
                        "(best chance of a final score <= T; T = 0 is shutting the box)")
    p.add_argument("--position", help="the standing tiles (default: the full box)")
    p.add_argument("--roll", type=int, help="list every legal move for this roll, best first")
    p.add_argument("--exact", action="store_true", help="exact fractions instead of decimals")
    p.add_argument("--p-table", action="store_true",
                   help="p(n), the least chance of NOT finishing with a score <= n, for n = 1..20")
    p.add_argument("--distribution", action="store_true",
                   help="the final score's distribution from a full box, playing for the objective")
    return p


def objective_of(words: list[str]) -> tuple[str, int | None]:
    """('score', None) or ('at-most', T) from the --objective words."""
    if words == ["score"]:
        return "score", None
    if len(words) == 2 and words[0] == "at-most" and words[1].isdigit():
        return "at-most", int(words[1])
    raise UsageError(f"--objective takes 'score' or 'at-most T' with T a whole number, not {' '.join(words)!r}")


def show(value, exact: bool) -> str:
    return str(value) if exact else f"{value:.6f}"


def main(argv) -> int:
    args = parser().parse_args(argv)
    objective, target = objective_of(args.objective)
    try:
        rules = shutbox.Rules(args.tiles, args.rules, args.dice, args.scoring)
        board = shutbox.full_board(rules) if args.position is None else shutbox.parse_board(rules, args.position)
        if args.p_table:
            for n in range(1, 21):
                chance = 1 - shutbox.solve(rules, "at-most", n, args.exact)[shutbox.full_board(rules)]
                print(f"{n} {show(chance, args.exact)}")
            return 0
        if args.distribution:
            for final, chance in shutbox.score_distribution(rules, objective, target, args.exact).items():
                print(f"{final} {show(chance, args.exact)}")
            return 0
        advice = shutbox.advise(rules, objective, board, args.roll, target=target, exact=args.exact)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.roll is None:
        print(show(advice.value, args.exact))
    elif not advice.moves:
        raise UsageError(f"no legal move for a roll of {args.roll} from {shutbox.board_text(rules, board)}")
    for move in advice.moves if args.roll is not None else ():
        print(f"{move.move} {show(move.value, args.exact)}")
    return 0
