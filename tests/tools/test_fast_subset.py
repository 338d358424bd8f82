"""The fast subset (README: Tests), `python3 -m pytest -m "not slow and not browser"`, which
`build.py test --fast` runs: every game keeps a test of its solver, its command line, the bridge
and its words in it, and the README names the command."""

import subprocess
import sys

import build
from conftest import ROOT
from helpers import SLOW
from stb.games import GAMES

COMMAND = 'python3 -m pytest -m "not slow and not browser"'

def kept(name: str, info) -> dict[str, str]:
    """What the fast subset keeps of every game of stb.games: a test of its own (its rules, solver and
    command line), its declaration, one shape of the bridge's answer, and its words."""
    return {"its own tests": f"tests/games/test_{name}.py::",
            "declaration": "tests/games/test_declaration.py::test_each_declaration_has_every_required_hook_in_its_shape"
                           f"[{info.page}]",
            "bridge": f"tests/bridge/test_bridge.py::test_every_game_answers_one_shape[{name}]",
            "words": f"tests/bridge/test_words.py::test_every_cost_luck_and_skill_says_its_direction[{name}-{{}}-{{}}]"}


MORE_KEPT = {  # per game, per layer: a test (any of its cases) that must stay in the fast subset too
    "Shut the Box": {
        "solver": "tests/games/test_shutbox.py::test_published_probabilities_of_shutting",
        "command line": "tests/games/test_shutbox.py::test_spec_runs_byte_exact[",
        "bridge": "tests/bridge/test_bridge.py::test_every_game_answers_one_shape[shutbox]",
        "words": "tests/bridge/test_words.py::test_every_cost_luck_and_skill_says_its_direction[shutbox-{}-{}]",
    },
    "a table of N": {
        "solver": "tests/games/test_table.py::test_small_tables_equal_plain_recursion[",
        "command line": "tests/games/test_table.py::test_shutter_players_prints_each_seats_chance",
        "bridge": "tests/games/test_table.py::test_the_page_values_every_move_as_your_chance_to_win_the_table",
        "words": 'tests/bridge/test_words.py::test_every_cost_luck_and_skill_says_its_direction[shutbox-{"players": 3}-{}]',
    },
    "Pig": {
        "solver": "tests/games/test_pig.py::test_pig_to_100_published_figures",
        "command line": "tests/games/test_pig.py::test_cli[",
        "bridge": "tests/bridge/test_bridge.py::test_pig_values_are_the_solvers",
        "words": "tests/bridge/test_words.py::test_every_cost_luck_and_skill_says_its_direction[pig-{}-{}]",
    },
    "Red-Blue Nim": {
        "solver": "tests/games/test_nim.py::test_exact_values[",
        "command line": "tests/games/test_nim.py::test_analyze[",
        "bridge": "tests/bridge/test_bridge.py::test_nim_values_and_the_spec_computer",
        "words": "tests/bridge/test_words.py::test_every_cost_luck_and_skill_says_its_direction[nim-{}-{}]",
    },
    "Chopsticks": {
        "solver": "tests/games/test_chopsticks.py::test_start_values_by_depth",
        "command line": "tests/games/test_chopsticks.py::test_the_command_line_takes_the_variants",
        "bridge": "tests/bridge/test_bridge.py::test_chopsticks_costs_count_plies",
        "words": "tests/bridge/test_words.py::test_every_cost_luck_and_skill_says_its_direction[chopsticks-{}-{}]",
    },
}


KEPT = {**{info.title: kept(name, info) for name, info in GAMES.items()},
        **{f"{game}, more": layers for game, layers in MORE_KEPT.items()}}
"""Per game, per layer: a test (any of its cases) that must stay in the fast subset."""


def collected(*marks: str) -> list[str]:
    """The ids of the tests pytest selects with these arguments, without running them."""
    listing = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *marks],
                             cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert listing.returncode == 0, listing.stdout[-2000:] + listing.stderr[-2000:]
    return [line for line in listing.stdout.splitlines() if "::" in line]


@SLOW  # it collects the suite afresh; the full suite runs it
def test_the_fast_subset_keeps_every_game_in_every_layer():
    fast = collected(*build.FAST)
    missing = [f"{game}, {layer}: {test}" for game, layers in KEPT.items() for layer, test in layers.items()
               if not any(name == test or test.endswith(("[", "::")) and name.startswith(test) for name in fast)]
    assert missing == []
    assert not any(name.startswith("tests/web/test_web") for name in fast)  # the browser's tests are not in it


def test_build_test_fast_runs_the_fast_subset_the_readme_names(monkeypatch):
    """`build.py test --fast ARGS` runs pytest on FAST with ARGS, after installing and building as
    `build.py test` does; the README gives the same command."""
    ran = []
    monkeypatch.setattr(build, "install_test_requirements", lambda: ran.append("install"))
    monkeypatch.setattr(build, "build", lambda: ran.append("build"))
    monkeypatch.setattr(build.subprocess, "run",
                        lambda command, **options: ran.append((command, options["env"]["STB_SITE"]))
                        or subprocess.CompletedProcess(command, 0))
    assert build.main(["test", "--fast", "-x"]) == 0
    assert ran == ["install", "build", ([sys.executable, "-m", "pytest", *build.FAST, "-x"], str(build.SITE))]
    assert build.FAST == ["-m", "not slow and not browser"]
    assert [lane[:2] for lane in build.FAST_LANES] == [build.FAST] * 2  # without ARGS: the subset split in two
    assert {lane[2] for lane in build.FAST_LANES} == {"tests/bridge", "--ignore=tests/bridge"}
    assert COMMAND in (ROOT / "README.md").read_text()
