"""`python -m stb.bench`: time each solver against a plain peer in the same run, cold, median of N."""

import statistics
import subprocess
import sys
import time

RUNS = 5

# (game, what is solved, stb's code, the peer's code, target); each snippet runs in a fresh process.
CASES = [
    ("Shut the Box", "two-player table, 512 boards x 46 scores",
     "from stb import shutbox as s; r = s.Rules(); s.solve(r, 'first')",
     "from stb import shutbox as s; r = s.Rules(); [s.solve(r, 'second', t) for t in range(1, 46)]; "
     "s.solve(r, 'first')",
     "< 50 ms"),
    ("Double Shutter", "both objectives, 19,683 boards",
     "from stb import shutbox as s; r = s.Rules(layout='double'); s.solve(r, 'score'); s.solve(r, 'shut')",
     "from stb.bench import memoised_double_shutter as m; m('score'); m('shut')",
     "< 1 s"),
]
PEERS = {
    "Shut the Box": "one scalar solve per player-one score",
    "Double Shutter": "plain memoised recursion",
}


def memoised_double_shutter(objective):
    """The straightforward peer: recursion with functools.cache over boards, moves found per call."""
    from functools import cache
    from stb import shutbox as s
    rules = s.Rules(layout="double")
    end = (lambda b: -s.score(rules, b)) if objective == "score" else (lambda b: float(s.score(rules, b) == 0))

    @cache
    def value(board):
        return max(sum(float(p) * max((value(board & ~m) for m in s.legal_moves(rules, board, roll)),
                                      default=end(board))
                       for roll, p in s.roll_probabilities(dice))
                   for dice in s.dice_choices(rules, board))

    sys.setrecursionlimit(10_000)
    return value(s.full_board(rules))


def seconds(code: str) -> float:
    """Run `code` in a fresh interpreter and return how long the code itself took."""
    timer = f"import time; t = time.perf_counter(); {code}; print(time.perf_counter() - t)"
    output = subprocess.run([sys.executable, "-c", timer], capture_output=True, text=True, check=True)
    return float(output.stdout.split()[-1])


def process_seconds(argv) -> float:
    """Wall time of a whole command, interpreter start-up included."""
    start = time.perf_counter()
    subprocess.run(argv, capture_output=True, check=True)
    return time.perf_counter() - start


def median(measure, *args, runs=RUNS) -> float:
    return statistics.median(measure(*args) for _ in range(runs))


def show(seconds_: float) -> str:
    return f"{seconds_ * 1000:,.0f} ms" if seconds_ < 10 else f"{seconds_:,.1f} s"


def rows():
    """(game, task, stb time, peer, peer time, ratio, target) per case, measured now."""
    for game, task, ours, peer, target in CASES:
        mine, theirs = median(seconds, ours), median(seconds, peer)
        yield game, task, show(mine), PEERS[game], show(theirs), f"{theirs / mine:,.1f}x", target
    query = [sys.executable, "-m", "stb", "shutbox", "--one", "--expect", "123456789"]
    python_alone = median(process_seconds, [sys.executable, "-c", "pass"])
    yield ("ShutTheBox", "`--one --expect 123456789`, whole process", show(median(process_seconds, query)),
           "`python -c pass`", show(python_alone), "", "< 200 ms")


def main() -> int:
    header = ("game", "task", "stb", "peer", "peer time", "peer/stb", "target")
    print(f"Median of {RUNS} cold runs, CPython {sys.version.split()[0]}.\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows():
        print("| " + " | ".join(row) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
