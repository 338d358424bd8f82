"""`python -m stb pig`: optimal Pig and Piglet, the spec's answers, the policy as a table or picture."""

import argparse
from pathlib import Path

from stb.cli import ArgumentParser
from stb.errors import UsageError
from stb.pig import Pig, State, solution, solve
from stb.pig_picture import describe, policy_svg

PROG = "pig"

EPILOG = """output:
  --state      one line: the win probability of the player to move (6 decimals) and the
               optimal action, e.g. "0.530593 roll"; a turn total reaching the goal has won
  --policy     CSV: a header row "i\\j,0,1,...", then for each score i of the player to move
               one row of the smallest turn totals at which to hold, for each opponent score j
  --answers    the spec's questions 2 (exact fractions) and 4
  --picture    writes the policy as SVG to FILE and prints a description in words"""


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, epilog=EPILOG,
                            formatter_class=argparse.RawDescriptionHelpFormatter,
                            description="Pig (first to the goal; a 1 busts) and Piglet (a coin: "
                                        "tails busts, heads adds 1), solved exactly.")
    parser.add_argument("--goal", type=int, help="points to win (default 100, Piglet 10)")
    dice = parser.add_mutually_exclusive_group()
    dice.add_argument("--die", type=int, default=6, metavar="D",
                      help="sides of the die (default 6)")
    dice.add_argument("--coin", action="store_true", help="play Piglet with a coin")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--state", type=int, nargs=3, metavar=("I", "J", "K"),
                      help="my score, the opponent's score and my turn total")
    mode.add_argument("--policy", action="store_true", help="print the hold thresholds as CSV")
    mode.add_argument("--answers", action="store_true", help="answer the spec's questions 2 and 4")
    parser.add_argument("--picture", metavar="FILE", type=Path,
                        help="write the policy as SVG (marking --state I J if given)")
    return parser


def main(argv) -> int:
    args = parser().parse_args(argv)
    if not (args.state or args.policy or args.answers or args.picture):
        raise UsageError("say what to do: --state I J K, --policy, --answers or --picture FILE")
    try:
        goal = args.goal if args.goal is not None else 10 if args.coin else 100
        pig = Pig.piglet(goal) if args.coin else Pig(goal, args.die)
        state = args.state and pig.check(State(*args.state))
    except ValueError as error:
        raise UsageError(error) from None
    if state:
        print(position_line(pig, state))
    if args.policy:
        print(policy_csv(pig))
    if args.answers:
        print(answers(pig))
    if args.picture:
        mark = state and (state.me, state.you)
        args.picture.write_text(policy_svg(solution(pig), mark), encoding="utf-8")
        print(describe(solution(pig)))
    return 0


def position_line(pig: Pig, state: State) -> str:
    """'P action': the chance that the player to move wins, and the optimal action."""
    best = solution(pig)
    if pig.is_terminal(state):
        return "1.000000 hold"
    return f"{best.P(*state[:3]):.6f} {best.action(*state[:3])}"


def policy_csv(pig: Pig) -> str:
    """The hold thresholds: a row per score of the player to move, a column per opponent score."""
    rows = solution(pig).hold_table
    header = "i\\j," + ",".join(map(str, range(pig.goal)))
    return "\n".join([header] + [",".join(map(str, [i, *row])) for i, row in enumerate(rows)])


def answers(pig: Pig) -> str:
    """The spec's questions 2 (exact, from the top scores alone) and 4, for this variant."""
    g = pig.goal
    if g < 4:
        raise UsageError(f"--answers needs a goal of at least 4, not {g}")
    exact = solve(pig, exact=True, lowest=g - 3)
    best = solution(pig)
    q2 = [(g - 1, g - 1, 0), (g - 2, g - 1, 0), (g - 1, g - 2, 0),
          (g - 3, g - 1, 0), (g - 3, g - 1, 2), (g - 1, g - 3, 0)]
    return "\n".join(
        ["Question 2"]
        + [f"  P({i},{j},{k}) = {exact.P(i, j, k)} = {float(exact.P(i, j, k)):.6f}"
           for i, j, k in q2]
        + ["Question 4",
           f"  (a) the first player wins with probability {best.P(0, 0):.6f}",
           f"  (b) on the first turn, hold from a turn total of {best.hold_at(0, 0)}",
           f"  (c) if player 1 banks nothing on the first turn, player 2 starts at 0-0 and wins "
           f"with probability {best.P(0, 0):.6f}, holding from a turn total of {best.hold_at(0, 0)}"])
