"""`python -m stb pig`: optimal Pig and Piglet, the spec's answers, the policy as a table or
picture, and the optimal player's chances against a rule of thumb."""

import argparse

from stb.cli import ArgumentParser, shown, usage_errors, whole_number
from stb.errors import UsageError
from stb.strategies import parse_strategy
from stb.pig import GOALS, SIDES, STRATEGIES, Pig, State, evaluate_policy, optimal, solution, solve
from stb.pig.picture import describe, policy_svg

PROG = "pig"

EPILOG = f"""output:
  --state      one line: the win probability of the player to move (6 decimals) and the
               optimal action, e.g. "0.530593 roll"; a turn total reaching the goal has won
  --policy     CSV: a header row "i\\j,0,1,...", then for each score i of the player to move
               one row of the smallest turn totals at which to hold, for each opponent score j
  --answers    the spec's questions 2 (exact fractions) and 4
  --picture    writes the policy as SVG to FILE and prints a description in words
  --versus     three lines (6 decimals): the optimal player's chance of winning against the
               strategy when it moves first, when the strategy moves first, and their average;
               the strategies: hold-at:N (hold once the turn total reaches N, {GOALS[0]}-{GOALS[-1]}) and
               keep-pace (Neller and Presser's keep pace and end race, Pig to 100 with a d6 only)

ranges: --goal {GOALS[0]}-{GOALS[-1]} (--answers: 4 and up); --die {SIDES[0]}-{SIDES[-1]} sides; --state I and J from 0
to the goal - 1, K from 0 to the goal"""


def parser() -> ArgumentParser:
    parser = ArgumentParser(prog=PROG, epilog=EPILOG,
                            formatter_class=argparse.RawDescriptionHelpFormatter,
                            description="Pig (first to the goal; a 1 busts) and Piglet (a coin: "
                                        "tails busts, heads adds 1), solved exactly.")
    parser.add_argument("--goal", metavar="G", help=f"points to win, {GOALS[0]}-{GOALS[-1]} (default 100, Piglet 10)")
    dice = parser.add_mutually_exclusive_group()
    dice.add_argument("--die", metavar="D", help=f"sides of the die, {SIDES[0]}-{SIDES[-1]} (default 6)")
    dice.add_argument("--coin", action="store_true", help="play Piglet with a coin")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--state", nargs=3, metavar=("I", "J", "K"),
                      help="my score, the opponent's score and my turn total")
    mode.add_argument("--policy", action="store_true", help="print the hold thresholds as CSV")
    mode.add_argument("--answers", action="store_true", help="answer the spec's questions 2 and 4")
    mode.add_argument("--versus", metavar="STRATEGY",
                      help="the optimal player against a rule of thumb: hold-at:N or keep-pace")
    parser.add_argument("--picture", metavar="FILE",
                        help="write the policy as SVG (marking --state I J if given)")
    return parser


def main(argv) -> int:
    args = parser().parse_args(argv)
    if not (args.state or args.policy or args.answers or args.picture is not None
            or args.versus is not None):
        raise UsageError("say what to do: --state I J K, --policy, --answers, --picture FILE or "
                         "--versus STRATEGY")
    if args.versus is not None and args.picture is not None:
        raise UsageError("argument --picture: not allowed with argument --versus")
    goal = (10 if args.coin else 100) if args.goal is None else whole_number(args.goal, GOALS, "--goal")
    pig = Pig.piglet(goal) if args.coin else Pig(goal, 6 if args.die is None else whole_number(args.die, SIDES, "--die"))
    state = args.state and state_of(args.state, goal)
    if args.answers and goal < 4:
        raise UsageError(f"--answers needs a goal of at least 4, not {goal}")
    if state:
        print(position_line(pig, state))
    if args.policy:
        print(policy_csv(pig))
    if args.answers:
        print(answers(pig))
    if args.versus is not None:
        print(versus(pig, args.versus))
    if args.picture is not None:
        mark = state and (state.me, state.you)
        write(args.picture, policy_svg(solution(pig), mark))
        print(describe(solution(pig)))
    return 0


def state_of(words: list[str], goal: int) -> State:
    """--state I J K: my score and the opponent's below the goal; a turn total of the goal or more
    than it has won, so it is read up to the goal."""
    i, j = (whole_number(text, range(goal), name) for text, name in zip(words, "IJ"))
    return State(i, j, whole_number(words[2], range(goal + 1), "K"))


def write(path: str, text: str) -> None:
    """Write `text` to the file at `path`; a path that cannot take it is a UsageError."""
    try:
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
    except (OSError, ValueError) as error:  # ValueError: a NUL in the path
        raise UsageError(f"cannot write --picture {shown(path)}: {getattr(error, 'strerror', None) or error}") from None


def versus(pig: Pig, name: str) -> str:
    """The optimal player's chance of winning against the strategy when it moves first, when the
    strategy moves first, and their average, a line each."""
    with usage_errors():
        rule, _ = parse_strategy(name, STRATEGIES)
        strategy = [evaluate_policy(pig, rule, seat, optimal).value for seat in (0, 1)]
    chances = [1 - strategy[1], 1 - strategy[0]]  # the optimal player's, moving first, moving second
    return "\n".join(f"{chance:.6f}" for chance in chances + [sum(chances) / 2])


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
