"""What several test files share: asking the bridge and running the command lines as a user would,
reading the page."""

import json
import os
import re
import subprocess
import sys

import pytest

from stb import bridge
from stb.bridge.games import page_of
from stb.games import GAMES, examples


FUZZ_SCALE = int(os.environ.get("STB_FUZZ_SCALE", "1"))
"""How many times its usual number of examples each property test runs (CI: 1; a fresh, longer
run of the generators: STB_FUZZ_SCALE=20, say)."""


def fuzz_examples(count: int) -> int:
    """`count` examples, times FUZZ_SCALE."""
    return count * FUZZ_SCALE


def tiles_named(text: str) -> list[int] | None:
    """The tiles a row of Shut the Box names, read here as README says (None: not a row): digits,
    a tile each, or commas between tiles (a comma after the last allowed); '10' and '11' alone,
    that tile; '-' none."""
    if text == "-":
        return []
    if text in ("10", "11"):
        return [int(text)]
    parts = text.removesuffix(",").split(",") if "," in text else list(text)
    return [int(part) for part in parts] if all(part.isascii() and part.isdigit() for part in parts) else None


def row_forms(tiles) -> list[str]:
    """The ways a row of Shut the Box with these tiles standing may be written: digits (a tile each),
    commas, a comma after the last; the page's own form among them."""
    values = sorted(tiles)
    if not values:
        return ["-"]
    commas = ",".join(map(str, values))
    return ["".join(map(str, values)), commas, commas + ","]


SLOW = pytest.mark.slow
"""A long loop, left out of the fast subset (`pytest -m "not slow and not browser"`, run before a
commit) and run by the full suite; a faster case or test keeps its game and layer in the subset."""


def slow_unless(fast, cases) -> list:
    """`cases` to parametrize a test with, each marked SLOW but those `fast(case)` keeps (a tuple
    case gives one value per argument)."""
    return [case if fast(case) else slow_case(case) for case in cases]


def slow_but_every(step: int, cases) -> list:
    """`cases` to parametrize a test with, every `step`-th (the first among them) in the fast subset
    and the others marked SLOW: a sample of a long list of alike cases."""
    return [case if n % step == 0 else slow_case(case) for n, case in enumerate(cases)]


def slow_case(case):
    """One case of a parametrized test, marked SLOW (a tuple gives one value per argument)."""
    return pytest.param(*(case if isinstance(case, tuple) else (case,)), marks=SLOW)


# ---- the bridge, asked as the page asks it ------------------------------------------------------

def call(entry: str, request) -> dict:
    """The bridge's entry point named `entry` (game_view, game_play...) asked `request` as the page
    asks it, JSON both ways (a play the tests name by its move's text, by the move's index: `indexed`);
    its answer must be strict JSON."""
    answer = getattr(bridge, entry)(json.dumps(indexed(request) if entry == "game_play" else request))
    return json.loads(answer, parse_constant=lambda name: pytest.fail(f"{name} in {answer[:200]}"))


def ok(entry: str, request) -> dict:
    """call(), answered (not refused)."""
    answer = call(entry, request)
    assert answer["ok"], (request, answer)
    return answer


def indexed(request: dict) -> dict:
    """A play the tests name by its move's text, named as the page names it: by the move's index in
    the list of moves of a fresh view of its position (a text that is not listed stays as it is)."""
    move = request.get("move")
    if not isinstance(move, str):
        return request
    asked = {key: request[key] for key in ("game", "rules", "opponent", "state") if key in request}
    view = json.loads(bridge.game_view(json.dumps(asked)))
    listed = [m["move"] for m in (view.get("position") or {}).get("moves", [])] if view["ok"] else []
    return {**request, "move": listed.index(move)} if move in listed else request


def refused(entry: str, request, *words) -> str:
    """call(), refused in one line that names each of `words`; that line."""
    answer = call(entry, request)
    assert answer["ok"] is False and "\n" not in answer["error"], answer
    for word in words:
        assert word in answer["error"], answer["error"]
    return answer["error"]


DATA = {"store", "figure", "state", "position", "start", "link", "move", "best", "rules", "saved", "opponent", "svg"}
"""Fields that hold data the page reads (positions, moves, the drill's store, a figure's SVG), not sentences."""


def sentences(answer, key=""):
    """Every text of an answer a person may read: strings with words in them, the data fields and
    the controls that do not apply (hidden) left out."""
    if isinstance(answer, str):
        if any(word.isalpha() and len(word) > 2 for word in answer.split()) and not answer.lstrip().startswith(("<", "{")):
            yield answer
    elif isinstance(answer, dict) and answer.get("hidden") is not True:
        for name, value in answer.items():
            if name not in DATA:
                yield from sentences(value, name)
    elif isinstance(answer, list):
        for value in answer:
            yield from sentences(value, key)


# ---- the command lines, run as a user runs them ---------------------------------------------------

def run_cli(*args, stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess:
    """`python -m stb ARGS` in a fresh process, as text."""
    return subprocess.run([sys.executable, "-m", "stb", *args], input=stdin, capture_output=True,
                          text=True, timeout=timeout)


def assert_usage_error(result: subprocess.CompletedProcess, *words: str) -> None:
    """Exit status 2, exactly one line on stderr naming the problem, and no traceback."""
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for word in words:
        assert word in lines[0], lines[0]


# ---- the page, as the browser tests read it -------------------------------------------------------

def open_the_start(page, site_url):
    """The site's bare address at the first game's start. The bare address resumes the first game
    as this browser kept it, and the tests' pages share one browser: the games kept are forgotten
    first, from a file of the site's own origin."""
    page.goto(site_url + "sw.js")
    page.evaluate("Object.keys(localStorage).filter((k) => /^stb:(game|drawing):/.test(k)).forEach((k) => localStorage.removeItem(k))")
    page.goto(site_url)


def settle(page):
    """Wait until the page has Python's answer to the last action, drawn whole (the verdict's scroll
    and the game kept come a frame after the rest: `data-later`)."""
    page.wait_for_selector("#game:not([data-phase='pending']):not([data-later])")


def phase(page) -> str:
    return page.get_attribute("#game", "data-phase")


def state(page) -> str:
    """The live position's text form (the bridge's state), as the page holds it."""
    return page.get_attribute("#game", "data-state")


def shown_value(page) -> float:
    return float(page.get_attribute("[data-testid='position-value'] .value-number", "data-value"))


def shown_moves(page) -> list[tuple[str, float, float, str]]:
    """(move, value, cost, judgement) of each row of the advice table, best first."""
    rows = page.locator("table.moves tbody tr")
    return [(rows.nth(i).get_attribute("data-move"), float(rows.nth(i).get_attribute("data-value")),
             float(rows.nth(i).get_attribute("data-cost")), rows.nth(i).locator(".judgement").inner_text())
            for i in range(rows.count())]


def play_listed(page, move):
    """Play a move from the advice table (its row's button) and wait for Python's answer."""
    page.locator(f"table.moves tr[data-move='{move}'] button").click()
    settle(page)


def wait_for_state(page, text):
    page.wait_for_function("s => document.querySelector('#game')?.dataset.state === s", arg=text)
    settle(page)


def people(page):
    """Two people at this screen: no computer moves."""
    page.get_by_label("Play against").select_option("people")
    settle(page)


def board_button(page, words):
    """A move button on the board, by the words it starts with (its judgement may follow)."""
    return page.locator("#game .board button", has_text=re.compile(rf"^{words}( (best|inaccuracy|mistake|blunder))?$"))


# ---- negative checks: wait for the event that would have made the change -------------------------

AFTER_PYTHON_ANSWERS = """(window.stbAnswered = false, import(new URL('web/bridge.js', document.baseURI))
  .then(({ ask }) => ask('game_view', { game: 'nim', rules: { red: 2, blue: 1 }, opponent: { mode: 'people' }, state: null }))
  .then(() => { window.stbAnswered = true; }), true)"""
"""Sets window.stbAnswered once Python has answered a question of the test's own, asked now: its
worker answers in turn, so every question the page asked before has had its answer by then."""


def after_python_answers(page):
    """Wait until Python has answered every question the page asked so far."""
    page.evaluate(AFTER_PYTHON_ANSWERS)
    page.wait_for_function("window.stbAnswered")


TIMERS = """() => {  // every pause the page sets from now on (at most 10 s: not the Practice count's wait for
  // the next card to come due), until it runs or is cleared: window.timersDue
  const due = (window.timersDue = new Set()), set = window.setTimeout, clear = window.clearTimeout;
  window.setTimeout = (run, ms, ...args) => {
    const id = set((...given) => { due.delete(id); run(...given); }, ms, ...args);
    if (!(ms > 10_000)) due.add(id);
    return id;
  };
  window.clearTimeout = (id) => { due.delete(id); clear(id); };
}"""


def watch_timers(page):
    """From now on, know the page's pauses (the computer's before each of its moves among them)."""
    page.evaluate(TIMERS)


def after_timers(page):
    """Wait until every timer the page has set so far has run or been cleared."""
    page.wait_for_function("(due) => due.every((id) => !timersDue.has(id))", arg=page.evaluate("[...timersDue]"))


def rules_played(name: str) -> list[dict]:
    """The game `name`'s short game, then the rules of each of its examples' variants (stb.games), each once."""
    played = [GAMES[name].short]
    for rules, _ in examples(name).variants:
        if rules not in played:
            played.append(rules)
    return played


def short_game(name: str, **fields) -> tuple[str, str]:
    """A link to the start of the game `name`'s short game (stb.games: `GameInfo.short`), with more
    of a link's fields (the opponent's), and the start's text."""
    from urllib.parse import urlencode
    rules = GAMES[name].short
    game = page_of(name, rules).make(rules)
    start = game.state_text(game.initial_state())
    return "#" + urlencode({"game": name, **rules, **fields, "state": start}), start


AGAINST_THE_COMPUTER = {name: short_game(name)[0] for name in GAMES}
"""A short game of each, as a link: the person first, the computer second."""
