"""Pig, Red-Blue Nim and Chopsticks in a real browser: one short whole game each, by clicks, with
every value on screen checked against the command line (`python -m stb pig|nim|chopsticks`)."""

import re

import pytest

from helpers import phase, settle
from test_web import cli

pytestmark = pytest.mark.browser


def state(page) -> str:
    return page.get_attribute("#game", "data-state")


def shown_value(page) -> float:
    return float(page.get_attribute("[data-testid='position-value'] .value-number", "data-value"))


def shown_moves(page) -> list[tuple[str, float, float, str]]:
    """(move, value, cost, value text) of each row of the advice list, best first."""
    rows = page.locator("table.moves[aria-label='Moves'] tbody tr")
    return [(rows.nth(i).get_attribute("data-move"), float(rows.nth(i).get_attribute("data-value")),
             float(rows.nth(i).get_attribute("data-cost")), rows.nth(i).locator("td").nth(1).inner_text())
            for i in range(rows.count())]


def two_people(page):
    page.get_by_label("Play against").select_option("people")
    settle(page)


def test_pig_whole_game_matches_cli(open_page, screenshots):
    page = open_page("?seed=7#game=pig&goal=20&sides=6&coin=0&state=0+0+0")
    settle(page)
    two_people(page)
    assert page.inner_text("#title") == "Pig to 20"
    assert page.get_by_role("button", name="Roll", exact=True).is_enabled()
    assert page.get_by_role("button", name="Hold", exact=True).is_enabled()
    moves = 0
    while phase(page) == "move" and moves < 60:
        i, j, k = map(int, state(page).split()[:3])
        value, action = cli("pig", "--goal", "20", "--state", str(i), str(j), str(k)).split()
        assert shown_value(page) == pytest.approx(float(value), abs=1e-6)
        shown = shown_moves(page)
        assert {m for m, *_ in shown} == {"roll", "hold"}
        best = shown[0][0]
        assert best == action or shown[1][2] == 0  # the CLI's action is a best one
        assert shown[0][3].endswith("%")
        assert page.get_attribute("[data-testid='policy-picture']", "data-mark") == f"{i},{j}"
        page.get_by_role("button", name=best.capitalize(), exact=True).click()
        settle(page)
        moves += 1
    assert phase(page) == "game-over"
    assert re.search(r"reaches \d+ and wins", page.inner_text("#game .status"))
    assert page.locator("ol.record li").count() == moves
    assert page.locator("[data-testid='policy-picture'] svg circle").count() == 2  # the mark
    page.set_viewport_size({"width": 1200, "height": 1000})
    page.screenshot(path=str(screenshots / "screenshot-pig.png"))


def nim_analyze(red, blue, version="standard") -> int:
    return int(re.search(r"value: ([+-]\d+)", cli("nim", str(red), str(blue), version, "--analyze")).group(1))


def test_nim_against_the_computer_matches_cli(open_page, screenshots):
    page = open_page("#game=nim&red=5&blue=6&misere=0&state=5+6+0")
    settle(page)
    page.get_by_label("Search depth").fill("3")
    page.get_by_label("Search depth").dispatch_event("change")
    settle(page)
    assert [b.inner_text() for b in page.locator(".nim-moves button").all()] == [
        "Take 2 red", "Take 2 blue", "Take 1 red", "Take 1 blue"]
    computer_moves = 0
    while phase(page) == "move":
        page.wait_for_function("document.querySelector('#game').dataset.toMove === '0' || "
                               "document.querySelector('#game').dataset.phase === 'game-over'")
        settle(page)
        if phase(page) != "move":
            break
        red, blue, _ = map(int, state(page).split())
        assert shown_value(page) == nim_analyze(red, blue)
        for move, value, cost, text in shown_moves(page):
            count, pile = move.split()
            after = (red - int(count), blue) if pile == "red" else (red, blue - int(count))
            assert value == -nim_analyze(*after), move  # the opponent's value, negated
            assert text == (f"wins by {value:g}" if value > 0 else f"loses by {-value:g}" if value < 0 else "breaks even")
        best = shown_moves(page)[0][0]
        page.get_by_role("button", name=f"Take {best}", exact=True).click()
        settle(page)
        if phase(page) == "move":
            page.wait_for_selector("ol.record li:nth-child(2n)")
            computer_moves += 1
    assert phase(page) == "game-over"
    notes = page.locator("ol.record li").count()
    assert notes >= 2 and computer_moves >= 1
    assert re.search(r"wins \d+ points|nobody scores", page.inner_text("#game .status"))
    page.set_viewport_size({"width": 1200, "height": 900})
    page.screenshot(path=str(screenshots / "screenshot-nim.png"))


def test_nim_misere_and_bad_rules(open_page):
    page = open_page("#game=nim&red=4&blue=5&misere=1&state=4+5+0")
    settle(page)
    assert shown_value(page) == nim_analyze(4, 5, "misere")
    page.get_by_label("Red", exact=True).fill("99")
    page.get_by_label("Red", exact=True).dispatch_event("change")
    page.wait_for_function("document.querySelector('#game .error').textContent.length > 0")
    assert "0 to 60" in page.inner_text("#game .error")
    assert state(page) == "4 5 0"  # the game goes on


def chopsticks_cli(position, moves=3):
    out = cli("chopsticks", "--state", *position.split(), "--moves", str(moves))
    bounded = re.search(r"depth \d+: (A wins|B wins|tie)", out).group(1)
    unbounded = re.search(r"no bound: (.*)", out).group(1)
    return bounded, unbounded


def test_chopsticks_whole_game_matches_cli(open_page, screenshots):
    page = open_page("#game=chopsticks&moves=3&limit=1&state=1+1+1+1+0")
    settle(page)
    two_people(page)
    plies = 0
    while phase(page) == "move":
        position = state(page)
        mover = "AB"[int(position.split()[4]) % 2]
        bounded, unbounded = chopsticks_cli(position)
        value = shown_value(page)
        assert {1: f"{mover} wins", 0: "tie", -1: f"{'AB'.replace(mover, '')} wins"}[value] == bounded
        moves = shown_moves(page)
        assert len(moves) == page.locator(".cs-moves button").count()
        for move, v, cost, text in moves:
            assert re.fullmatch(r"(win|loss) in \d+|tie at the move limit", text)
        extra = page.locator("table.moves .extra").all_inner_texts()
        assert all(re.fullmatch(r"no limit: ((win|loss) in \d+|draw \(endless\))", t) for t in extra)
        best = moves[0][0]
        label = page.locator(f".cs-moves button[data-move='{best}']").inner_text()
        page.get_by_role("button", name=label, exact=True).click()
        settle(page)
        plies += 1
    assert plies == 6 and "tie" in page.inner_text("#game .status")
    # the same position without the move limit: the unbounded game's win / loss with remoteness
    page.get_by_label("Move limit").uncheck()
    settle(page)
    assert state(page) == "1 1 1 1 0" and shown_value(page) == -1
    assert chopsticks_cli("1 1 1 1 0")[1] == "B wins in 26 plies"
    texts = [t for *_, t in shown_moves(page)]
    assert texts[0] == "loss in 26"
    page.set_viewport_size({"width": 1200, "height": 820})
    page.screenshot(path=str(screenshots / "screenshot-chopsticks.png"))
