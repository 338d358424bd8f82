"""`python -m stb hog`: HOG solved exactly: the chance to win and the best number of dice at any
scores, the expected score of a turn for each number of dice, and the best numbers as a table."""

import argparse

from stb.cli import ArgumentParser, whole_number
from stb.errors import UsageError
from stb.hog import DICE, GOALS, SIDES, Hog, expected_score, solution

PROG = "hog"

EPILOG = f"""output:
  (default)    one line: the chance that the player to move wins with best play (6 decimals)
               and the best number of dice to roll, at the start or at --state, e.g.
               "0.530665 6 dice" at the start of the published game
  --expect     one line per number of dice: the number and the expected score of one turn
               (6 decimals), e.g. "5 8.037551": the figure Feldman and Morgan's "best"
               strategy maximises
  --table      CSV: a header row "i\\j,0,1,...", then for each score i of the player to move
               one row of the best numbers of dice, for each opponent score j

ranges: --goal {GOALS[0]}-{GOALS[-1]} points; --dice {DICE[0]}-{DICE[-1]}; --sides {SIDES[0]}-{SIDES[-1]}; --state MINE and THEIRS from 0
to the goal - 1"""


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter,
                            description="HOG (each turn roll 1 to --dice dice at once: any 1 scores nothing, "
                                        "else the sum; first to the goal wins), solved exactly.")
    parser.add_argument("--goal", metavar="G", help=f"points to win, {GOALS[0]}-{GOALS[-1]} (default 100)")
    parser.add_argument("--dice", metavar="N", help=f"the most dice a turn rolls, {DICE[0]}-{DICE[-1]} (default 10)")
    parser.add_argument("--sides", metavar="S", help=f"sides of each die, {SIDES[0]}-{SIDES[-1]} (default 6)")
    question = parser.add_mutually_exclusive_group()
    question.add_argument("--state", nargs=2, metavar=("MINE", "THEIRS"),
                          help="the score of the player to move and the opponent's (default 0 0)")
    question.add_argument("--expect", action="store_true",
                          help="the expected score of one turn for each number of dice")
    question.add_argument("--table", action="store_true", help="print the best numbers of dice as CSV")
    return parser


def main(argv) -> int:
    args = parser().parse_args(argv)
    if args.expect and args.goal is not None:
        raise UsageError("argument --goal: not allowed with argument --expect (a turn's expected score does not "
                         "depend on the goal)")
    hog = Hog(100 if args.goal is None else whole_number(args.goal, GOALS, "--goal"),
              10 if args.dice is None else whole_number(args.dice, DICE, "--dice"),
              6 if args.sides is None else whole_number(args.sides, SIDES, "--sides"))
    if args.expect:
        print(expectations(hog))
    elif args.table:
        print(table(hog))
    else:
        mine, theirs = (whole_number(text, range(hog.goal), name)
                        for text, name in zip(args.state or ("0", "0"), ("MINE", "THEIRS")))
        print(position_line(hog, mine, theirs))
    return 0


def position_line(hog: Hog, mine: int, theirs: int) -> str:
    """'P N dice': the chance that the player to move wins, and the best number of dice."""
    best = solution(hog)
    dice = best.dice[mine][theirs]
    return f"{best.P(mine, theirs):.6f} {dice} {'die' if dice == 1 else 'dice'}"


def expectations(hog: Hog) -> str:
    """'N E' for each number of dice: what one turn rolling them scores on average."""
    return "\n".join(f"{dice} {float(expected_score(dice, hog.sides)):.6f}" for dice in range(1, hog.dice + 1))


def table(hog: Hog) -> str:
    """The best numbers of dice: a row per score of the player to move, a column per opponent score."""
    header = "i\\j," + ",".join(map(str, range(hog.goal)))
    return "\n".join([header] + [",".join(map(str, [i, *row])) for i, row in enumerate(solution(hog).dice)])
