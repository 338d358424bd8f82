"""The page's wake-up: what it downloads, and how it says Python is ready."""

import gzip
import json
import math
import re

import pytest

import build
from conftest import outside_hosts
from helpers import board_button, call, settle, shown_moves, state
from stb.bridge.shipped import request_key, shipped_answers
from stb.games import GAMES
from stb.i18n import LANGUAGES, SOURCE, install
from tools.catalogues import compiled
from tools.locales import LOCALE, unpacked
from tools.server import COMPRESSED


def cold_load(site_dir, language: str) -> int:
    """The bytes a reader in `language` downloads on a first visit, compressed as the server sends them:
    every file of the site (the page loads them all, and its offline copy stores them) but the other
    languages' folders."""
    total = 0
    for path in site_dir.rglob("*"):
        folder = path.relative_to(site_dir).parts[:3]
        if path.is_file() and (folder[:2] != LOCALE.parts or folder[2] == language):
            data = path.read_bytes()
            total += len(gzip.compress(data, compresslevel=6)) if path.suffix in COMPRESSED else len(data)
    return total


def test_a_cold_load_downloads_at_most_5_mb(site_dir):
    assert cold_load(site_dir, SOURCE) <= 5_000_000


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != SOURCE])
def test_another_language_downloads_at_most_60_kb_more(site_dir, language):
    assert cold_load(site_dir, language) - cold_load(site_dir, SOURCE) <= 60_000


@pytest.mark.browser
def test_python_ready_is_marked_and_every_request_succeeds(browser, site_url):
    page = browser.new_page()
    answers = []
    page.on("response", lambda response: answers.append((response.status, response.url)))
    try:
        page.goto(site_url)
        page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
        page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
        assert page.evaluate("performance.getEntriesByName('stb:python-ready').length") == 1
        assert [(status, url) for status, url in answers if status >= 400] == []
        urls = [url for _, url in answers]
        assert not any("/stb/" in url for url in urls)  # stb comes inside Python's archive
        assert outside_hosts(urls) == []
    finally:
        page.close()


def close(a, b) -> bool:
    """Equal JSON, numbers to 12 significant digits (CPython 3.11 and Pyodide's 3.14 sum differently),
    but a review state's seal: a digest of such numbers, it tells them apart in their last bit."""
    if isinstance(a, float) or isinstance(b, float):
        return isinstance(a, (int, float)) and isinstance(b, (int, float)) and math.isclose(a, b, rel_tol=1e-12, abs_tol=1e-12)
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(close(a[k], b[k]) for k in a if k != "seal")
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(map(close, a, b))
    return a == b


@pytest.mark.parametrize("language", LANGUAGES)
def test_shipped_answers_are_current(site_dir, language):
    """Each language's answers.json holds an answer for every question stb.bridge.shipped.shipped_answers
    lists, and each is the bridge's (here in CPython; the browser test below checks Pyodide's, exactly)."""
    shipped = unpacked(json.loads((site_dir / LOCALE / language / "answers.json").read_text(encoding="utf-8")))
    if language != SOURCE:
        install(language, compiled(language))
    here = shipped_answers(language)
    assert len(here) == len(GAMES) + 36 + 6  # the starts, Shut the Box's first throw, Pig's first roll (a turn starts with one)
    assert shipped.keys() == here.keys()
    assert [key for key in here if not close(shipped[key], here[key])] == []


def test_request_keys_are_written_alike_in_python_and_the_page():
    source = (build.ROOT / "web" / "bridge.js").read_text()
    assert "const { drill, ...asked } = request;" in source and "JSON.stringify([name, sorted(asked)])" in source
    key = request_key("game_play", {"state": None, "game": "pig", "rules": {"goal": 100, "die": 6}, "faces": [3],
                                    "drill": {"store": "[]", "now": 5}})
    assert key == '["game_play",{"faces":[3],"game":"pig","rules":{"die":6,"goal":100},"state":null}]'


SEEDED_RANDOM = "{ let state = 12345; Math.random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32; }"
"""The page's dice (Math.random, with no seed in the address) made the same on every run, so that
Pig's first roll below is not a 1: a bust would give the turn to the computer, which needs Python."""


@pytest.mark.browser
def test_first_roll_is_advised_before_python_is_up(fresh_browser, site_url):
    """With Pyodide's WebAssembly held back, the start, Shut the Box's first throw and Pig's first
    turn are advised from the shipped answers; once it arrives, Python takes the next move."""
    held = []
    page = fresh_browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.add_init_script(SEEDED_RANDOM)  # a link's seed would need Python to read it
    try:
        page.goto(site_url)
        page.wait_for_selector("#advice[data-ready='true']", timeout=15_000)
        board_button(page, "Roll").click()  # a throw's faces (a total typed waits for Python)
        settle(page)
        assert re.fullmatch(r"123456789 dice 2 roll \d+", state(page))
        box = call("game_view", {"game": "shutbox", "state": state(page)})
        assert [move for move, *_ in shown_moves(page)] == [m["move"] for m in box["position"]["moves"]]
        page.locator("#game-select").select_option("pig")
        page.wait_for_selector("#game[data-game='pig'][data-phase='move']")
        board_button(page, "Roll").click()
        settle(page)
        assert state(page).startswith("0 0 ") and page.locator("table.moves tbody tr").count() >= 1
        for _ in range(600):  # Pyodide asks for its WebAssembly after the first view's paint: maybe after all this
            if held:
                break
            page.wait_for_timeout(50)
        assert held and page.get_attribute("html", "data-python") is None
    finally:
        for route in held:
            route.continue_()
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    board_button(page, "Roll").click()
    settle(page)
    assert page.locator("#game .error").inner_text() == "" and errors == []
    page.close()


ASK_THE_WORKER = """async () => {
  const { answers, parts } = await fetch("web/locale/en/answers.json").then((r) => r.json());
  const whole = (value) => (Array.isArray(value) ? value.map(whole) : value && typeof value === "object"
    ? (Object.hasOwn(value, "$part") ? parts[value.$part] : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, whole(v)])))
    : value);
  const shipped = whole(answers);
  const worker = await document.querySelector('script[type="py"][name="stb"]').xworker.ready;
  const live = {};
  for (const key of Object.keys(shipped)) {
    const [entry, request] = JSON.parse(key);
    live[key] = JSON.parse(await worker.sync[entry](JSON.stringify(request)));
  }
  return [shipped, live];
}"""


@pytest.mark.browser
def test_shipped_answers_are_what_the_page_python_answers(open_page):
    """Every shipped answer, asked again of the page's own Python once it is up: the same, to the last digit."""
    page = open_page()
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    shipped, live = page.evaluate(ASK_THE_WORKER)
    assert shipped.keys() == shipped_answers().keys() and [key for key in shipped if shipped[key] != live[key]] == []
