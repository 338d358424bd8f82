"""The benchmark: every game's solver, cold, in CPython and in Pyodide, against a plain peer (most
from tests/reference/, the versions the tests hold the solvers equal to); every command line at
the limits of its ranges; the worker's memory. It prints Markdown, which `python build.py bench`
writes to docs/measured.md with the page's timings; `python -m tools.bench` prints this part.
"""

import json
import os
import resource
import subprocess
import sys
import time

from tools import ROOT
from tools.timing import median_of, print_table

RUNS = 5
PYODIDE_RUNS = 3


class Case:
    """One row: what is solved, the imports (not timed), stb's code, and a peer's (None: no peer)."""

    def __init__(self, game, task, imports, ours, target="", peer=None, peer_name=""):
        self.game, self.task, self.imports, self.ours, self.target = game, task, imports, ours, target
        self.peer, self.peer_name = peer, peer_name


THINKING_LARGEST = [  # the page's largest offered position of each game, for its panel (stb.bridge.thinking)
    ("Double Shutter", "the full box", {"game": "shutbox", "rules": {"layout": "double"}}),
    ("Shut the Box", "12 tiles", {"game": "shutbox", "rules": {"tiles": 12}}),
    ("Pig", "goal 200, d12, at 0 to 0", {"game": "pig", "rules": {"goal": 200, "sides": 12}}),
    ("Red-Blue Nim", "60 x 60, to the end", {"game": "nim", "rules": {"red": 60, "blue": 60}}),
    ("Chopsticks", "50 moves each", {"game": "chopsticks", "rules": {"moves": 50}}),
    ("Chopsticks", "no move limit", {"game": "chopsticks", "rules": {"limit": False}}),
    ("HOG", "goal 200, 20 dice, d12, at 0 to 0", {"game": "hog", "rules": {"goal": 200, "dice": 20, "sides": 12}}),
]
"""One bench row each: opening "How the computer thinks" once the position's view has answered."""

LAB_SETUP = ("from stb.bridge.games import page_of; from stb.solvers.policy import evaluate_policy; "
             "from stb.strategies import costly_decisions, ending_value; page = page_of({name!r}, {rules!r}); "
             "game = page.make({rules!r}); rule = page.policy(game, {strategy!r})[0]; seat = {seat!r}; "
             "pay = ending_value(page, game, seat); page.advise(game, game.initial_state())")
"""A rule of thumb of a game's lab, the game solved first (its view has solved it), not timed."""
LAB_ANSWER = "costly_decisions(page, game, {evaluate}(game, rule, seat, page.perfect, pay).decisions, 10)"
"""What the lab works out (stb.strategies.strategy_value): the value, and the 10 costliest decisions, priced."""
LABS = [  # (game, task, name, rules, strategy, seat, by): by the game's own evaluator ("fast"), beside the generic
    # one where that answers in seconds ("both"), or by the generic one, the game's only ("generic")
    ("Shut the Box", "highest tile first as player two, 9 tiles", "shutbox", {"players": 2}, "highest", 1, "both"),
    ("Double Shutter", "highest tile first, least score", "shutbox", {"layout": "double"}, "highest", None, "both"),
    ("Pig", "hold at 20 moving first, goal 30", "pig", {"goal": 30}, "hold-at:20", 0, "both"),
    ("Pig", "hold at 20 moving first, goal 200, d4 (the page's slowest lab)", "pig", {"goal": 200, "sides": 4},
     "hold-at:20", 0, "fast"),
    ("Red-Blue Nim", "looks 3 moves ahead, 60 x 60", "nim", {"red": 60, "blue": 60}, "depth:3", 0, "generic"),
    ("Chopsticks", "plans for 50 moves each, no move limit", "chopsticks", {"limit": False}, "limit:50", 0, "generic"),
    ("HOG", "always 5 dice moving first, goal 30", "hog", {"goal": 30}, "roll-5", 0, "both"),
    ("HOG", "roll more when behind moving second, goal 200, 20 dice, d12", "hog", {"goal": 200, "dice": 20, "sides": 12},
     "behind", 1, "fast"),
]

CASES = [
    Case("Shut the Box", "two-player table, 512 boards x 46 scores", "from stb import shutbox as s",
         "s.solve(s.Rules(), 'first')", "< 50 ms",
         "r = s.Rules(); [s.table_values(r, s.chance_table(r), 'second', t) for t in range(1, 46)]; s.solve(r, 'first')",
         "one scalar solve per score"),
    Case("Double Shutter", "both objectives, 19,683 boards",
         "from stb import shutbox as s; from reference.shutbox import memoised_double_shutter as m",
         "r = s.Rules(layout='double'); s.solve(r, 'score'); s.solve(r, 'shut')", "< 1 s",
         "m('score'); m('shut')", "memoised recursion"),
    *[Case("Shut the Box", f"a table of 8, every seat's chance, shutting {shut}", "from stb.shutbox import table as tb",
           f"tb.seat_chances(tb.Table(players=8, shut='{shut}'))", "< 2 s, Pyodide < 3 s") for shut in ("wins", "zero")],
    *[Case("Shut the Box", f"the page's first view of its largest {tiles}-tile table ({players} players), from seat {players}",
           "from stb.bridge import game_view",
           f"game_view('{{\"game\": \"shutbox\", \"rules\": {{\"players\": {players}, \"seat\": {players}, "
           f"\"tiles\": {tiles}}}, \"state\": null}}')", "Pyodide < 3 s")
      for tiles, players in ((9, 7), (10, 4))],
    Case("Pig", "goal 100, every P(i, j, 0) and choice to 1e-12", "from stb import pig",
         "pig.solve(pig.Pig())", "< 0.6 s"),
    Case("Pig", "goal 20", "from stb import pig; from reference.pig import value_iteration_solve",
         "pig.solve(pig.Pig(20))", "", "value_iteration_solve(pig.Pig(20))", "the spec's value iteration"),
    *[Case("Pig", f"goal 200 (the page's largest), {die}", "from stb import pig",
           f"pig.solve({rules})", "Pyodide <= 3 s")
      for die, rules in (("d6", "pig.Pig(200)"), ("d8", "pig.Pig(200, 8)"),
                         ("d12", "pig.Pig(200, 12)"), ("coin", "pig.Pig.piglet(200)"))],
    Case("Pig", "policy picture and words, goal 200, d6",
         "from stb import pig; from stb.pig.picture import describe, policy_svg; "
         "s = pig.solve(pig.Pig(200))", "policy_svg(s, (0, 0)); describe(s)",
         "<= 10% of the solve"),
    Case("HOG", "goal 100, 10 dice, d6, every P(i, j) and best number of dice to 1e-12", "from stb import hog",
         "hog.solve(hog.Hog())", "< 0.6 s"),
    Case("HOG", "goal 20, 10 dice, d6", "from stb import hog; from reference.hog import value_iteration_solve",
         "hog.solve(hog.Hog(20))", "", "value_iteration_solve(hog.Hog(20))", "value iteration from the rules"),
    Case("HOG", "goal 200, 20 dice, d20 (the largest)", "from stb import hog", "hog.solve(hog.Hog(200, 20, 20))",
         "Pyodide <= 3 s"),
    Case("Red-Blue Nim", "exact value, 12 red x 12 blue",
         "from stb import nim; from stb.solvers.alphabeta import alphabeta",
         "nim.exact_value(nim.RedBlueNim(12, 12), 12, 12)", "at once",
         "g = nim.RedBlueNim(12, 12); alphabeta(g, g.initial_state())", "plain alpha-beta"),
    Case("Red-Blue Nim", "exact value, 300 red x 300 blue", "from stb import nim",
         "nim.exact_value(nim.RedBlueNim(300, 300), 300, 300)", "at once"),
    *[Case("Chopsticks", f"the spec's table from the start, 10 moves each (depth 20){variant}",
           f"from stb import chopsticks as c; from reference.expectiminimax import expectiminimax; r = c.{rules}",
           "c.best_move_dp(20, r, c.START)", "faster than its peer", "expectiminimax(c.Chopsticks(20, r))(c.START)",
           "memoised recursion")
      for variant, rules in (("", "SPEC"), (", attacks only", "Rules(transfers=False)"),
                             (", roll-over hits, attacks only", "Rules('rollover', transfers=False)"))],
    Case("Chopsticks", "no move limit (retrograde analysis)", "from stb import chopsticks as c",
         "c.unbounded_outcome(c.START)"),
    *[Case(game, f"the lab: {task}, its game solved", LAB_SETUP.format(name=name, rules=rules, strategy=strategy, seat=seat),
           LAB_ANSWER.format(evaluate="evaluate_policy" if by == "generic" else "page.evaluate_policy"), "Pyodide < 3 s",
           *((LAB_ANSWER.format(evaluate="evaluate_policy"), "the generic evaluator") if by == "both" else ()))
      for game, task, name, rules, strategy, seat, by in LABS],
    *[Case(game, f"How the computer thinks: {task}, its view already answered",
           f"from stb.bridge import game_view; import json; r = {request!r}; game_view(json.dumps(r))",
           "game_view(json.dumps({**r, 'thinking': True}))", "Pyodide < 1 s")
      for game, task, request in THINKING_LARGEST],
]


def cpython_seconds(imports: str, code: str) -> float:
    """Run `imports`, then `code`, in a fresh interpreter; how long the code itself took."""
    timer = f"import time; {imports}; t = time.perf_counter(); {code}; print(time.perf_counter() - t)"
    output = subprocess.run([sys.executable, "-c", timer], capture_output=True, text=True, check=True, cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT / "tests")})  # the peers: tests/reference/
    return float(output.stdout.split()[-1])


PYODIDE_PROGRAM = """
import json, statistics, sys, time
def cold(imports, code):
    for name in [m for m in sys.modules if m == "stb" or m.startswith("stb.")]:
        del sys.modules[name]
    names = {}
    exec(imports, names)
    start = time.perf_counter()
    exec(code, names)
    return time.perf_counter() - start
cases = json.loads(CASES)
print(json.dumps([statistics.median(cold(*case) for _ in range(RUNS)) for case in cases]))
"""


def pyodide_seconds(cases: list[tuple[str, str]]) -> list[float]:
    """The median cold time of each (imports, code) inside the site's Pyodide (in Node)."""
    from tools.pyodide import run_in_pyodide
    program = f"CASES = {json.dumps(json.dumps(cases))}\nRUNS = {PYODIDE_RUNS}\n" + PYODIDE_PROGRAM
    return json.loads(run_in_pyodide(program).strip().splitlines()[-1])


def show(seconds: float | None) -> str:
    if seconds is None:
        return ""
    return f"{seconds * 1000:,.1f} ms" if seconds < 0.1 else f"{seconds:,.2f} s"


LIMITS = [  # (the size, the command at its limit, what it types)
    ("`--tiles` 12", "shutter --tiles 12 --p-table", ""),
    ("`--exact`: 20,480 boards", "shutter --tiles 10 --p-table --exact", ""),
    ("`--exact`: 20,480 boards", "shutter --rules double --exact", ""),
    ("`--players` 8", "shutter --players 8", ""),
    ("`--players`: 700,000 boards x scores x pairs of seats", "shutter --players 5 --tiles 10", ""),
    ("`--players`: 700,000, digits scoring", "shutter --players 3 --scoring digits", ""),
    ("none: the slowest answer inside the ranges", "shutter --rules double --p-table", ""),
    ("`--goal` 200", "pig --goal 200 --policy", ""),
    ("`--die` 100", "pig --goal 200 --die 100 --answers", ""),
    ("piles of 500", "nim 500 500 --analyze", ""),
    ("`DEPTH` 60 (the first move)", "nim 500 500 standard computer 60", ""),
    ("no `DEPTH`: 400 marbles (the first move)", "nim 200 200", ""),
    ("`--depth` 100", "chopsticks --analyze --depth 100", ""),
    ("`--depth` 100 (a position)", "chopsticks --state 1 1 1 1 0 --depth 100", ""),
    ("`--moves` 50 (the computer's first move)", "chopsticks --moves 50", "n\n"),
    ("`--goal` 200, `--dice` 20, `--sides` 20", "hog --goal 200 --dice 20 --sides 20 --table", ""),
]
"""The slowest question at the limit of each size a command line accepts (docs/cli.md lists the ranges)."""
LIMIT_RUNS = 3


def cpu_seconds(argv, typed: str) -> float:
    """The CPU time of a whole command (a game the input leaves unfinished ends with status 1)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(argv, input=typed, capture_output=True, text=True, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime


def limit_rows():
    """One row per command of LIMITS: the program, the size, the command and its CPU time."""
    for size, command, typed in LIMITS:
        program, *args = command.split()
        seconds = median_of(cpu_seconds, [sys.executable, "-m", "stb", program, *args], typed, runs=LIMIT_RUNS)
        yield program, size, f"`{command}`", show(seconds)


def process_seconds(argv) -> float:
    """Wall time of a whole command, interpreter start-up included."""
    start = time.perf_counter()
    subprocess.run(argv, capture_output=True, check=True)
    return time.perf_counter() - start


def solver_rows():
    """One row per case: game, task, CPython, Pyodide, peer, peer time, peer/stb, target."""
    in_pyodide = pyodide_seconds([(case.imports, case.ours) for case in CASES])
    for case, pyodide in zip(CASES, in_pyodide):
        ours = median_of(cpython_seconds, case.imports, case.ours, runs=RUNS)
        peer = median_of(cpython_seconds, case.imports, case.peer, runs=3) if case.peer else None
        ratio = f"{peer / ours:,.1f}x" if peer else ""
        yield (case.game, case.task, show(ours), show(pyodide), case.peer_name, show(peer), ratio,
               case.target)
    query = [sys.executable, "-m", "stb", "shutbox", "--one", "--expect", "123456789"]
    bare = [sys.executable, "-c", "pass"]
    yield ("ShutTheBox", "`--one --expect 123456789`, whole process",
           show(median_of(process_seconds, query, runs=RUNS)), "", "`python -c pass`",
           show(median_of(process_seconds, bare, runs=RUNS)), "", "< 0.2 s")


MEMORY_PROGRAM = """
import json
from tools.offered import COSTLIEST, ask_everything, view
print(peak_bytes())
for game in COSTLIEST:
    ask_everything(game, view)
print(peak_bytes())
"""
PEAK_BYTES = {
    "cpython": "import resource\ndef peak_bytes(): return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024\n",
    "pyodide": "import pyodide_js\ndef peak_bytes(): return pyodide_js._module.HEAP8.length  # it only grows\n",
}


def memory_rows():
    """The worker's memory, in a fresh CPython process (its peak resident set) and in Pyodide (its
    WebAssembly heap, which never shrinks): once the bridge is imported, and at its peak over every
    first view and every lab the page offers (tools/offered.py), asked one after the other."""
    from tools.pyodide import run_in_pyodide
    cpython = subprocess.run([sys.executable, "-c", PEAK_BYTES["cpython"] + MEMORY_PROGRAM], capture_output=True,
                             text=True, check=True, cwd=ROOT)
    pyodide = run_in_pyodide(PEAK_BYTES["pyodide"] + MEMORY_PROGRAM, timeout=7200)
    sizes = [[int(line) for line in output.split()[-2:]] for output in (cpython.stdout, pyodide)]
    for label, (ours, theirs) in zip(["`stb.bridge` imported", "peak over every first view and lab the page offers"],
                                     zip(*sizes)):
        yield label, f"{ours / 1e6:,.0f} MB", f"{theirs / 1e6:,.0f} MB"


def main() -> int:
    print(f"## The solvers\n\nCold runs: a fresh interpreter per CPython run, a fresh import of the package per "
          f"Pyodide run (in Node), the solve timed and not the imports; the median of {RUNS} runs in CPython "
          f"{sys.version.split()[0]}, {PYODIDE_RUNS} in Pyodide; the peers (tests/reference/, or a memoised "
          "recursion) in CPython, the median of 3, in the same run.\n")
    print_table(("game", "task", "CPython", "Pyodide", "peer", "peer time", "peer/stb", "target"),
                solver_rows())
    print(f"\n## The command lines at their limits\n\nThe slowest question at the limit of each range "
          f"(docs/cli.md): CPU seconds of the whole command, the median of {LIMIT_RUNS} runs.\n")
    print_table(("program", "size", "command", "CPU"), limit_rows())
    print("\n## The worker's memory\n\nA fresh process imports the bridge, then asks, one after the other, for "
          "the first view of every set of rules tools/offered.py lists (every value of every control, also on "
          "the costliest combinations) and for every strategy of every lab there: CPython's peak resident set, "
          "and Pyodide's WebAssembly heap in Node, which never shrinks, so its size at the end is its peak.\n")
    print_table(("", "CPython", "Pyodide"), memory_rows())
    return 0


if __name__ == "__main__":
    sys.exit(main())
