"""A few hundred generated links, typed into the address as a user would (the part after '#' in a
page that is open, and whole addresses with a query): each opens the position Python reads in it,
or a start and the message Python gives, and never breaks the page."""

import random
from urllib.parse import quote

import pytest

from helpers import call
from stb.games import GAMES

pytestmark = pytest.mark.browser

VALUES = {
    "game": [*GAMES, "chess", "", "PIG"],
    "layout": ["classic", "double", "foo"], "tiles": ["2", "5", "12", "13", "-1", "²", "9" * 30],
    "dice": ["", "forced", "optional", "two", "three"], "scoring": ["sum", "digits", "x"],
    "players": ["1", "2", "3", "two"], "objective": ["score", "shut", "x"],
    "goal": ["10", "20", "30", "0", "201", "1e3"], "sides": ["4", "6", "8", "1", "x"], "coin": ["0", "1", "maybe"],
    "red": ["0", "3", "7", "61", "-2"], "blue": ["2", "5", "x"], "misere": ["0", "1", "2"],
    "moves": ["1", "3", "10", "51", "0"], "limit": ["0", "1", "no", "x"],
    "mode": ["computer", "people", "robot"], "side": ["0", "1", "7"], "strength": ["1", "0.3", "0.5", "x"],
    "depth": ["0", "3", "300"], "seed": ["7", "x", "-1"],
    "state": ["123456789", "146789 dice 2 roll 9", "146789 roll 9", "12 vs 8", "1 vs 99", "-", "-/-",
              "123456789/123456789", "0 0 0", "5 12 3 p1", "25 0 0", "3 4 0", "0 12 1", "7 7 0", "1 1 1 1 0",
              "1 4 0 2 7", "9 9 9 9 9", "", "roll", "1 1 1 1 -3", "\u00b2 1 1"],
    "garbage": ["", "1"], "%00": ["x"],
}


def links(count: int, seed: int) -> list[str]:
    """Links of a few fields each, drawn from the values above (most sensible, some not)."""
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        keys = rng.sample(sorted(VALUES), rng.randint(0, 5))
        if rng.random() < 0.8:
            keys = ["game", *[k for k in keys if k != "game"]]
        made.append("&".join(f"{quote(k)}={quote(rng.choice(VALUES[k]))}" for k in keys))
    return made


def expected(query: str, fragment: str) -> tuple[dict, str]:
    """What Python opens for an address: the view of its position, and its message (what it could not
    use, or else that the game is under way)."""
    opened = call("game_open", {"query": query, "hash": fragment})
    assert opened["ok"], opened
    view = call("game_view", opened["request"])
    assert view["ok"], (opened, view)
    return view, opened["message"] or opened["note"]


def assert_opened(page, view, message):
    page.wait_for_function("([link, message]) => location.hash.slice(1) === link && "
                           "document.querySelector('#notice').textContent === message && "
                           "document.querySelector('#game:not([data-phase=\"pending\"])')",
                           arg=[view["link"], message], timeout=60_000)
    assert page.get_attribute("#game", "data-state") == view["state"]
    assert page.get_attribute("#game", "data-game") == view["game"]
    shown = page.inner_text("#game") + page.inner_text("#advice")
    assert "undefined" not in shown and "NaN" not in shown


def test_links_typed_after_the_hash(open_page):
    page = open_page()
    for link in links(240, seed=1):
        view, message = expected("", "#" + link)
        page.evaluate("link => { location.hash = link; }", link)
        assert_opened(page, view, message)
    assert page.errors == []


def test_whole_addresses_with_a_query(open_page):
    page = open_page()
    for link in links(12, seed=2):
        query, fragment = ("?" + link, "") if len(link) % 2 else ("?seed=3", "#" + link)
        view, message = expected(query, fragment)
        page.goto(page.url.split("?")[0].split("#")[0] + query + fragment)
        assert_opened(page, view, message)
    assert page.errors == []
