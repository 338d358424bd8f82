"""A click to its advice on screen (`build.py bench-web --against COMMIT`): this page beside the
page another commit builds, in the same run, in headless Chromium: shutting tiles in Shut the Box,
a roll in Pig, and a roll at the 10th and at the 200th decision of a long Pig game (loaded from a
saved game), where a page that replays the whole game at every move slows down and one that keeps
its review move by move does not. Against bda72f9, the last commit where one click made four
bridge calls (one of them a replay of the whole game), it measures issue 35's bar."""

import contextlib
import itertools
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from tools.browser import launch_chromium
from tools.server import server_url, start_server, warm_up
from tools.timing import print_table

CLICKS = 7
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


# The floor of CLICK_TO_ADVICE on this machine, the same way: a click that changes an element at once,
# or once a worker has echoed a message (the bridge's round trip with no Python in it), to the frame after.
FLOOR = """([viaWorker]) => {
  window.echo ??= new Worker(URL.createObjectURL(new Blob(["onmessage = (e) => postMessage(e.data);"], { type: "text/javascript" })));
  return new Promise((resolve) => {
    const target = document.createElement("output");
    const button = document.createElement("button");
    document.body.append(target, button);
    const start = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
      target.remove();
      button.remove();
    });
    observer.observe(target, { attributes: true });
    const draw = () => { target.dataset.state = "drawn"; };
    button.addEventListener("click", () => {
      if (!viaWorker) return draw();
      window.echo.onmessage = draw;
      window.echo.postMessage("click");
    });
    button.click();
  });
}"""
FLOORS = {"a click that changes the page at once": False,
          "a click drawn once a worker has echoed it (the bridge's round trip, no Python in it)": True}


def floors(page) -> dict[str, float]:
    """The median milliseconds of each FLOOR click, after PACES["quiet"] of quiet each."""
    page.evaluate(FLOOR, [True])  # the worker started, not timed
    timed = {}
    for name, via_worker in FLOORS.items():
        times = []
        for _ in range(CLICKS):
            time.sleep(PACES["quiet"])
            times.append(page.evaluate(FLOOR, [via_worker]))
        timed[name] = statistics.median(times)
    return timed


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


PACES = {"quiet": 2.0, "brisk": 0.5}
"""Seconds between the last action and a timed click: enough quiet for whatever the page does after
an action to end (a click's own latency), or a brisk player's pace (what the page still does from
the last action competes with the click)."""


def timed_click(page, name: str, pace: float) -> float:
    button = page.get_by_role("button", name=name, exact=True).element_handle()
    time.sleep(pace)
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


class Task:
    """A click timed again and again on one page: `link` opens its position (and `saved`, a saved
    game loaded there, continues from its end); `prepare` readies the click (selects tiles); the
    click is the button `button`, taken back after each time."""

    def __init__(self, link: str, button: str, prepare=(), saved: dict | None = None):
        self.link, self.button, self.prepare, self.saved = link, button, prepare, saved

    def open(self, context, url: str):
        page = opened(context, url + self.link)
        if self.saved is not None:
            with tempfile.TemporaryDirectory() as folder:
                path = Path(folder) / "saved-game.json"
                path.write_text(json.dumps(self.saved))
                page.locator("input[type=file]").first.set_input_files(str(path))
                page.get_by_role("button", name="Back to the game").click()
            page.wait_for_function("n => document.querySelector('#walk, .walk')?.hidden !== false", arg=None)
            settled(page)
        return page

    def time(self, page, pace: float) -> float:
        for name in self.prepare:
            page.get_by_role("button", name=name, exact=True).click()
        spent = timed_click(page, self.button, pace)
        take_back(page)
        return spent


TASKS = {"a Shut the Box move (shut 3 and 5)": Task("#game=shutbox&state=123456789+dice+2+roll+8", "Shut", ("Tile 3", "Tile 5")),
         "a Pig roll": Task("?seed=3#game=pig&mode=people&state=10+20+5", "Roll"),
         f"a Pig roll at decision {SHORT_GAME} of a game": Task("?seed=3#game=pig&mode=people", "Roll", saved=long_pig_game(SHORT_GAME)),
         f"a Pig roll at decision {LONG_GAME} of a game": Task("?seed=3#game=pig&mode=people", "Roll", saved=long_pig_game(LONG_GAME))}


def run(site: Path, before: Path, against: str) -> dict:
    """Each task on this site and on `before` (the site commit `against` builds), a browser profile
    for each site, the two pages' clicks taken in turn (the first by either in turn); prints the medians."""
    from playwright.sync_api import sync_playwright
    sites = {"before": before, "now": site}
    servers = {name: start_server(path) for name, path in sites.items()}
    samples = {}
    try:
        for path in sites.values():
            warm_up(path)
        with sync_playwright() as playwright, contextlib.ExitStack() as stack:
            contexts = {name: launch_chromium(playwright, stack.enter_context(tempfile.TemporaryDirectory(prefix="stb-click-")))
                        for name in sites}
            for context in contexts.values():
                stack.callback(context.close)
            for (task_name, task), pace in itertools.product(TASKS.items(), PACES):
                pages = {name: task.open(contexts[name], server_url(servers[name])) for name in sites}
                times = {name: [] for name in sites}
                for click in range(CLICKS):
                    for name in list(sites)[::1 if click % 2 == 0 else -1]:
                        times[name].append(task.time(pages[name], PACES[pace]))
                for name, page in pages.items():
                    samples[name, task_name, pace] = statistics.median(times[name])
                    if name == "now" and (task_name, pace) == (next(iter(TASKS)), "quiet"):
                        samples |= {("floor", floor): ms for floor, ms in floors(page).items()}
                    page.close()
    finally:
        for server in servers.values():
            server.shutdown()
    print(f"\n## A click to its advice on screen\n\nHeadless Chromium, the median of {CLICKS} clicks each: from the "
          "click to the next position drawn with Python's answer, the click made after "
          f"{PACES['quiet']:.0f} s of quiet (its own latency) or {PACES['brisk']:.1f} s after the last action, as a brisk "
          f"player clicks (with what the page still does from that action). \"Before\" is the page commit {against} builds, "
          "in the same run, its clicks and this page's taken in turn. The Pig games are loaded from saved games of two "
          "people.\n")
    print_table(("click", *(f"{name}, {pace}" for pace in PACES for name in ("before", "now")),
                 *(f"before / now, {pace}" for pace in PACES)),
                [(task, *(f"{samples[name, task, pace]:.1f} ms" for pace in PACES for name in ("before", "now")),
                  *(f"{samples['before', task, pace] / samples['now', task, pace]:.1f}x" for pace in PACES)) for task in TASKS])
    long, short = (f"a Pig roll at decision {n} of a game" for n in (LONG_GAME, SHORT_GAME))
    for pace in PACES:
        print(f"\nDecision {LONG_GAME} against decision {SHORT_GAME}, {pace}: "
              f"{samples['now', long, pace] / samples['now', short, pace]:.2f}x now, "
              f"{samples['before', long, pace] / samples['before', short, pace]:.2f}x before (target: at most 2x).")
    said = ", ".join(f"{name}, {samples['floor', name]:.1f} ms" for name in FLOORS)
    print(f"\nThe floor of this measure, timed the same way on the same page (the median of {CLICKS} clicks, after "
          f"the same quiet): {said}.")
    return samples

