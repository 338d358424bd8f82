"""A click to its advice on screen (`build.py bench-web --against COMMIT`): this page beside the
page another commit builds, in the same run, in headless Chromium: shutting tiles in Shut the Box,
a roll in Pig, and a roll at the 10th and at the 200th decision of a long Pig game (loaded from a
saved game), where a page that replays the whole game at every move slows down and one that keeps
its review move by move does not. Against bda72f9, the last commit where one click made four
bridge calls (one of them a replay of the whole game), it measures issue 35's bar."""

import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from tools.browser import launch_chromium
from tools.server import server_url, start_server, warm_up
from tools.timing import print_table

CLICKS = 5
"""Clicks timed per task and page; the median is reported."""
LONG_GAME = 200
SHORT_GAME = 10
"""The decisions of the two saved Pig games whose next roll is timed."""

# Clicks `button`, then waits until the game shows a new position with Python's answer drawn
# (`#game` leaves the pending phase with another state), and a frame more: the milliseconds between.
CLICK_TO_ADVICE = """([button]) => new Promise((resolve) => {
  const game = document.querySelector("#game");
  const before = game.dataset.state;
  const start = performance.now();
  const drawn = () => game.dataset.phase !== "pending" && game.dataset.state !== before;
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - start));
  });
  observer.observe(game, { attributes: true });
  button.click();
})"""


def long_pig_game(decisions: int) -> dict:
    """A saved game of Pig to 200 between two people, `decisions` moves long: each player rolls
    once and holds; the dice from the first seed whose game lasts that long."""
    from stb.pig import Pig
    game = Pig(200)
    for seed in range(100):
        rng, moves, state = random.Random(seed), [], game.initial_state()
        while len(moves) < decisions and not game.is_terminal(state):
            move = "hold" if state.pending else "roll"
            state = game.result(state, move)
            if move == "roll":
                face = rng.randint(1, 6)
                state = game.result(state, game.faces[face - 1])
            moves.append({"move": move, **({"faces": [face]} if move == "roll" else {}), "by": "player"})
        if len(moves) == decisions and not game.is_terminal(state):
            return {"stb": 1, "game": "pig", "rules": {"goal": 200, "sides": 6, "coin": False},
                    "opponent": {"mode": "people", "side": 0, "strength": "1"}, "start": "0 0 0", "moves": moves}
    raise ValueError(f"no seed below 100 makes a game of Pig to 200 last {decisions} moves")


def settled(page) -> None:
    page.wait_for_function("() => document.querySelector('#game')?.dataset.phase === 'move'", timeout=120_000)


QUIET = 2.0
"""Seconds of quiet before each timed click, for what the page did after the last one to end."""


def timed_click(page, name: str) -> float:
    button = page.get_by_role("button", name=name, exact=True).element_handle()
    time.sleep(QUIET)
    return page.evaluate(CLICK_TO_ADVICE, [button])


def take_back(page) -> None:
    before = page.get_attribute("#game", "data-state")
    page.keyboard.press("u")
    page.wait_for_function("s => document.querySelector('#game').dataset.state !== s"
                           " && document.querySelector('#game').dataset.phase === 'move'", arg=before, timeout=120_000)


def opened(context, url: str):
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=300_000)
    settled(page)
    return page


def shut_clicks(context, url: str) -> list[float]:
    """Shutting 3 and 5 after a roll of 8, CLICKS times (taken back after each)."""
    page = opened(context, url + "#game=shutbox&state=123456789+dice+2+roll+8")
    times = []
    for _ in range(CLICKS):
        for tile in ("Tile 3", "Tile 5"):
            page.get_by_role("button", name=tile, exact=True).click()
        times.append(timed_click(page, "Shut"))
        take_back(page)
    page.close()
    return times


def roll_clicks(context, url: str, saved: dict | None = None) -> list[float]:
    """Pig's Roll, CLICKS times (taken back after each): from a turn total of 5 at 10 to 20, or at
    the end of a saved game loaded into the page."""
    page = opened(context, url + "?seed=3#game=pig&mode=people&state=10+20+5")
    if saved is not None:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "pig-game.json"
            path.write_text(json.dumps(saved))
            page.locator("input[type=file]").first.set_input_files(str(path))
            page.get_by_role("button", name="Back to the game").click()
        page.wait_for_function("n => document.querySelector('#game').dataset.state !== '10 20 5'", arg=None)
        settled(page)
    times = []
    for _ in range(CLICKS):
        times.append(timed_click(page, "Roll"))
        take_back(page)
    page.close()
    return times


TASKS = {"a Shut the Box move (shut 3 and 5)": lambda context, url: shut_clicks(context, url),
         "a Pig roll": lambda context, url: roll_clicks(context, url),
         f"a Pig roll at decision {SHORT_GAME} of a game": lambda context, url: roll_clicks(context, url, long_pig_game(SHORT_GAME)),
         f"a Pig roll at decision {LONG_GAME} of a game": lambda context, url: roll_clicks(context, url, long_pig_game(LONG_GAME))}


def run(site: Path, before: Path, against: str) -> dict:
    """Each task on this site and on `before` (the site commit `against` builds), one after the other,
    in a browser profile each; prints the medians."""
    from playwright.sync_api import sync_playwright
    sites = {"before": before, "now": site}
    servers = {name: start_server(path) for name, path in sites.items()}
    samples = {}
    try:
        for path in sites.values():
            warm_up(path)
        with sync_playwright() as playwright:
            for name in sites:
                with tempfile.TemporaryDirectory(prefix="stb-click-") as profile:
                    context = launch_chromium(playwright, profile)
                    try:
                        for task, clicks in TASKS.items():
                            samples[name, task] = statistics.median(clicks(context, server_url(servers[name])))
                    finally:
                        context.close()
    finally:
        for server in servers.values():
            server.shutdown()
    print(f"\n## A click to its advice on screen\n\nHeadless Chromium, the median of {CLICKS} clicks each, after "
          f"{QUIET:.0f} s of quiet: from the click to the next position drawn with Python's answer. \"Before\" is the page "
          f"commit {against} builds, in the same run. The Pig games are loaded from saved games of two people.\n")
    print_table(("click", "before", "now", "before / now"),
                [(task, f"{samples['before', task]:.1f} ms", f"{samples['now', task]:.1f} ms",
                  f"{samples['before', task] / samples['now', task]:.1f}x") for task in TASKS])
    long, short = (f"a Pig roll at decision {n} of a game" for n in (LONG_GAME, SHORT_GAME))
    print(f"\nDecision {LONG_GAME} against decision {SHORT_GAME}: {samples['now', long] / samples['now', short]:.2f}x now, "
          f"{samples['before', long] / samples['before', short]:.2f}x before (target: at most 2x).")
    return samples
