"""`python -m stb shutter`: one player's Shut the Box or Double Shutter, played optimally."""

import argparse

from stb import shutbox
from stb.shutbox import table
from stb.shutbox.seat import Seat, TableGame
from stb.shutbox.standings import SHUT_RULES
from stb.cli import ArgumentParser, joined, shown, usage_errors, whole_number
from stb.errors import UsageError
from stb.strategies import parse_strategy

PROG = "shutter"
P_TABLE = range(1, 21)
"""The n of the p-table: p(1) to p(20), as Double Shutter's source lists them."""
EXACT_BOARDS = len(P_TABLE) * 2 ** 10
"""--exact is refused past this many boards solved in fractions (boards times solves), what answers
within seconds (docs/measured.md): a p-table of 10 tiles (20 solves of 1,024 boards), one solve of
Double Shutter's 19,683 boards; not a p-table of 11 tiles, nor Double Shutter's distribution."""
EPILOG = f"""\
positions: the standing tiles. One row: increasing digits (146789), commas past 9 (1,2,10,11;
a lone tile past 9 with a comma after it, 12,), '-' for none. Double Shutter: FRONT/BACK, each
row's standing values in increasing order (123456789/123456789 is the full box, -/- the empty
one; back tile 10-i stands behind front tile i).

ranges: --tiles {shutbox.TILES[0]}-{shutbox.TILES[-1]}; --roll {shutbox.ROLLS[0]}-{shutbox.ROLLS[-1]}, a total the dice can show on the position;
at-most T from 0 to the full box's score. --exact solves at most {EXACT_BOARDS:,} boards in fractions
(boards times solves): any single position, --distribution up to 12 tiles, --p-table up to 10
tiles, and neither for Double Shutter (19,683 boards). --players {table.PLAYERS[0]}-{table.PLAYERS[-1]}, where boards x lowest
scores x pairs of seats is at most {table.LARGEST_TABLE:,} (every 9-tile table; 10 tiles up to 5 players,
11 up to 3, 12 up to 2); --scores at most N-1 scores, each one a turn can end with."""


def parser() -> ArgumentParser:
    p = ArgumentParser(prog="python -m stb shutter", epilog=EPILOG,
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       description="Value of a one-player position, or every move for a roll.")
    p.add_argument("--rules", choices=shutbox.LAYOUTS, default="classic",
                   help="classic: one row 1..N; double: Double Shutter's two rows of 1-9")
    p.add_argument("--tiles", default="9",
                   help=f"tiles in a classic row, {shutbox.TILES[0]}-{shutbox.TILES[-1]} (default 9)")
    p.add_argument("--dice", choices=shutbox.DICE_RULES,
                   help="two dice always; one die forced, or optional, once the exposed tiles "
                        "add up to 6 or less, or (the -789 rules) once every tile numbered 7 or more "
                        "is shut (default: forced for classic, optional for double)")
    p.add_argument("--scoring", choices=shutbox.SCORINGS, default="sum",
                   help="sum of the open tiles, or the open tiles read as one number")
    p.add_argument("--objective", nargs="+", metavar="OBJECTIVE",
                   help="'score' (least expected score, the default) or 'at-most T' "
                        "(best chance of a final score <= T; T = 0 is shutting the box)")
    p.add_argument("--position", help="the standing tiles (default: the full box)")
    question = p.add_mutually_exclusive_group()
    question.add_argument("--roll", help="list every legal move for this roll, best first")
    question.add_argument("--p-table", action="store_true",
                          help="p(n), the least chance of NOT finishing with a score <= n, for "
                               "n = 1..20, each n played for on its own, from a full box")
    question.add_argument("--distribution", action="store_true",
                          help="the final score's distribution from a full box, playing for the objective")
    question.add_argument("--strategy", metavar="NAME",
                          help=f"a rule of thumb ({', '.join(shutbox.STRATEGIES)}) from a full box: its "
                               "value under the objective, then the optimal value")
    p.add_argument("--exact", action="store_true", help="exact fractions instead of decimals")
    seats = p.add_argument_group("a table of N players", "each seat plays one turn from a full box, in seat "
                                 "order; the lowest score wins and tied seats share the win")
    seats.add_argument("--players", metavar="N", help=f"{table.PLAYERS[0]}-{table.PLAYERS[-1]} players: "
                       "alone, each seat's chance to win from the start, one line per seat")
    seats.add_argument("--shut", choices=SHUT_RULES, default="wins",
                       help="wins: shutting the box wins at once (default); zero: 0 is just a score")
    seats.add_argument("--scores", metavar="S1,S2,...", help="the scores of the seats that have played, in "
                       "seat order: the chance of the seat to move to win from --position (or, with "
                       "--roll, after each move)")
    return p


def objective_of(words: list[str] | None, rules: shutbox.Rules) -> tuple[str, int | None]:
    """('score', None) or ('at-most', T) from the --objective words."""
    if words in (None, ["score"]):
        return "score", None
    if len(words) == 2 and words[0] == "at-most":
        return "at-most", whole_number(words[1], shutbox.score_range(rules), "T in --objective at-most T")
    raise UsageError(f"--objective takes 'score' or 'at-most T', not {shown(' '.join(words))}")


def refuse_ignored(args) -> None:
    """--p-table, --distribution and --strategy answer for a full box, and --p-table sets its own
    objectives: a flag they would ignore is refused."""
    question = ("--p-table" if args.p_table else "--distribution" if args.distribution
                else "--strategy" if args.strategy is not None else None)
    if question and args.position is not None:
        raise UsageError(f"{question} answers for a full box; drop --position")
    if args.p_table and args.objective is not None:
        raise UsageError("--p-table plays for 'at-most n' for each n; drop --objective")


def refuse_slow_exact(args, rules: shutbox.Rules) -> None:
    """Exact fractions only where they answer within a few seconds (see EXACT_BOARDS)."""
    solves = len(P_TABLE) if args.p_table else 2 if args.distribution or args.strategy is not None else 1
    boards = len(shutbox.all_boards(rules))
    if args.exact and solves * boards > EXACT_BOARDS:
        raise UsageError(f"--exact would solve {solves} x {boards:,} boards in fractions, more than "
                         f"the {EXACT_BOARDS:,} that answer within seconds; drop --exact for decimals")


def table_question(args, rules: shutbox.Rules, board: int, roll: int | None) -> int:
    """--players: each seat's chance from the start, or the seat to move's after --scores."""
    for flag, given in (("--objective", args.objective), ("--p-table", args.p_table or None),
                        ("--distribution", args.distribution or None), ("--strategy", args.strategy),
                        ("--exact", args.exact or None)):
        if given is not None:
            raise UsageError(f"--players answers chances to win in decimals; drop {flag}")
    with usage_errors():
        seats = table.Table(rules, whole_number(args.players, table.PLAYERS, "--players"), args.shut)
        scores = [] if args.scores is None else [
            whole_number(score, shutbox.score_range(rules), "each score in --scores") for score in args.scores.split(",")]
        if args.scores is None and args.position is None and roll is None:
            for chance in table.seat_chances(seats):
                print(show(chance, False))
            return 0
        if roll is not None:
            shutbox.check_roll(rules, board, roll)
        table.standing_of(seats, scores)  # the scores checked before the seat to move is named by them
        advice = shutbox.advise(TableGame(seats, len(scores)), Seat(tuple(scores), board, None, roll))
    if roll is None:
        print(show(advice.value, False))
    elif not advice.moves:
        raise UsageError(f"no legal move for a roll of {roll} from {shutbox.board_text(rules, board)}")
    for move in advice.moves if roll is not None else ():
        print(f"{move.move} {show(move.value, False)}")
    return 0


def show(value, exact: bool) -> str:
    """A fraction, or 6 decimals; never '-0.000000'."""
    return str(value) if exact else f"{value:z.6f}"


def main(argv) -> int:
    args = parser().parse_args(joined(argv, "--position"))
    refuse_ignored(args)
    with usage_errors():
        rules = shutbox.Rules(whole_number(args.tiles, shutbox.TILES, "--tiles"), args.rules, args.dice, args.scoring)
        board = shutbox.full_board(rules) if args.position is None else shutbox.parse_board(rules, args.position)
    objective, target = objective_of(args.objective, rules)
    roll = None if args.roll is None else whole_number(args.roll, shutbox.ROLLS, "--roll")
    if args.players is not None:
        return table_question(args, rules, board, roll)
    if args.scores is not None or args.shut != "wins":
        raise UsageError("--scores and --shut describe a table: give --players N")
    refuse_slow_exact(args, rules)
    if args.p_table:
        for n in P_TABLE:
            chance = 1 - shutbox.solve(rules, "at-most", n, args.exact)[shutbox.full_board(rules)]
            print(f"{n} {show(chance, args.exact)}")
        return 0
    if args.distribution:
        for final, chance in shutbox.score_distribution(rules, objective, target, args.exact).items():
            print(f"{final} {show(chance, args.exact)}")
        return 0
    if args.strategy is not None:
        with usage_errors():
            rule, _ = parse_strategy(args.strategy, shutbox.STRATEGIES)
        game = shutbox.ShutTheBox(rules, objective, target)
        for played in (rule, shutbox.optimal):  # the rule of thumb's value, then optimal play's
            print(show(shutbox.evaluate_policy(game, played, None, shutbox.optimal, exact=args.exact).value, args.exact))
        return 0
    with usage_errors():
        advice = shutbox.advise(shutbox.ShutTheBox(rules, objective, target), shutbox.Turn(0, board, roll=roll),
                                exact=args.exact)
    if roll is None:
        print(show(advice.value, args.exact))
    elif not advice.moves:
        raise UsageError(f"no legal move for a roll of {roll} from {shutbox.board_text(rules, board)}")
    for move in advice.moves if roll is not None else ():
        print(f"{move.move} {show(move.value, args.exact)}")
    return 0
