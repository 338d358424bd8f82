"""The page's tools in a real browser: permalinks and the saved game, the review (skill lost, luck,
value history), the computer's strength, and the two aims of Shut the Box disagreeing."""

import json
import random

import pytest

from stb import pig
from stb import shutbox as sb
from stb.advice import Advice, MoveValue, choose
from test_web import cli, enter_roll
from helpers import phase, settle
from test_web_games import shown_value, state, two_people

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="


@pytest.mark.browser
def test_permalink_opens_a_position_and_a_reload_keeps_the_game(open_page):
    page = open_page("?seed=11" + GOAL20 + "5+12+3")
    settle(page)
    assert state(page) == "5 12 3"
    assert shown_value(page) == pytest.approx(float(cli("pig", "--goal", "20", "--state", "5", "12", "3").split()[0]), abs=1e-6)
    two_people(page)
    for _ in range(3):
        if phase(page) != "move":
            break
        page.get_by_role("button", name="Roll", exact=True).click()
        settle(page)
    position, played = state(page), page.locator("ol.record li").count()
    assert f"state={position.replace(' ', '+')}" in page.url  # the address names the position
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    page.wait_for_selector("ol.record li")
    settle(page)
    assert state(page) == position and page.locator("ol.record li").count() == played
    assert page.get_by_label("Play against").input_value() == "people"


@pytest.mark.browser
@pytest.mark.parametrize("link, game, start, words", [
    (GOAL20 + "25+0+0", "pig", "0 0 0", "below the goal"),
    ("#game=nim&red=4&blue=five&state=4+5+0", "nim", "7 7 0", "whole number"),
    ("#game=chess&state=e4", "shutbox", None, "no game we know"),
    ("#game=shutbox&layout=double&state=12345", "shutbox", None, "a full box"),
])
def test_a_bad_link_opens_the_start_with_a_message(open_page, link, game, start, words):
    page = open_page(link)
    page.wait_for_selector(f"#game[data-game='{game}']")
    settle(page)
    assert words in page.inner_text("#notice")
    if start:
        assert state(page) == start
    else:
        assert page.get_attribute("#game", "data-board") == "123456789"
    assert page.errors == []


@pytest.mark.browser
def test_shutbox_permalink_and_disagreeing_aims(open_page):
    page = open_page("#game=shutbox&layout=classic&players=1&objective=score&state=12346")
    page.wait_for_selector("#game[data-board='12346']")
    page.get_by_label("Roll total").fill("7")
    page.get_by_role("button", name="Use roll").click()
    page.wait_for_selector("[data-testid='disagree']")
    text = page.inner_text("[data-testid='disagree']")
    assert "least expected score play [3, 4]" in text and "shut the box play [1, 6]" in text
    shut_best = cli("shutter", "--objective", "at-most", "0", "--position", "12346", "--roll", "7")
    score_best = cli("shutter", "--position", "12346", "--roll", "7")
    assert shut_best.splitlines()[0].startswith("[1, 6]") and score_best.splitlines()[0].startswith("[3, 4]")


def luck(goal, before, after, roller):
    """The roller's win chance after the roll minus the chance of rolling, from stb itself."""
    best = pig.solution(pig.Pig(goal))
    i, j, k = before
    words = after.split()
    a = tuple(map(int, words[:3]))
    mover = int("p1" in words)
    mine = 1.0 if a[0] + a[2] >= goal else best.P(*a)
    return (mine if mover == roller else 1 - mine) - best.roll(i, j, k)


@pytest.mark.browser
def test_review_sums_skill_and_luck_and_draws_the_history(open_page):
    page = open_page("?seed=5" + GOAL20 + "0+0+0")
    settle(page)
    two_people(page)
    expected_luck = [0.0, 0.0]
    moves = 0
    while phase(page) == "move" and moves < 10:
        before = state(page)
        roller = int("p1" in before)
        action = "Hold" if moves in (2, 5) else "Roll"  # two holds, probably costly
        page.get_by_role("button", name=action, exact=True).click()
        settle(page)
        if action == "Roll":
            expected_luck[roller] += luck(20, tuple(map(int, before.split()[:3])), state(page), roller)
        moves += 1
    rows = page.locator("table.totals tbody tr")
    page.wait_for_function(f"document.querySelector('.chart svg') && "
                           f"JSON.parse(document.querySelector('.chart svg').dataset.points).length === {moves + 1}")
    for i in range(rows.count()):
        player = int(rows.nth(i).get_attribute("data-player"))
        assert float(rows.nth(i).get_attribute("data-luck")) == pytest.approx(expected_luck[player], abs=1e-9)
    skill = sum(float(rows.nth(i).get_attribute("data-skill")) for i in range(rows.count()))
    assert skill > 0  # holding at a turn total of a few points costs something
    points = json.loads(page.get_attribute(".chart svg", "data-points"))
    assert points[0] == pytest.approx(pig.solution(pig.Pig(20)).P(0, 0))
    assert page.locator(".chart svg path.history").count() == 1


SHUTBOX_GAME = [(9, "[1, 8]"), (7, "[7]"), (12, "[3, 9]"), (2, "[2]"), (3, None)]  # a slip, then stuck on 3


def shutbox_expected(game):
    """Per roll, from stb itself: the cost of the move played, the roll's luck (expected score
    before the roll minus after it: good luck lowers it) and the expected score after the move."""
    rules, board = sb.Rules(), sb.full_board(sb.Rules())
    costs, lucks, points = [], [], [-max(sb.dice_values(rules, "score", board).values())]
    for roll, move in game:
        before = -max(sb.dice_values(rules, "score", board).values())
        advice = sb.advise(rules, "score", board, roll)
        lucks.append(before - advice.value)
        if move is None:
            points.append(sb.score(rules, board))
            break
        costs.append(next(m.cost for m in advice.moves if m.move == move))
        board &= ~sb.parse_move(rules, board, roll, move)
        points.append(sb.advise(rules, "score", board).value)
    return costs, lucks, points


@pytest.mark.browser
def test_shutbox_review_costs_luck_and_history(open_page, screenshots):
    page = open_page()
    for roll, move in SHUTBOX_GAME:
        enter_roll(page, roll)
        if move:
            page.get_by_role("button", name=f"Play {move}", exact=True).click()
            settle(page)
    assert phase(page) == "game-over"
    costs, lucks, points = shutbox_expected(SHUTBOX_GAME)
    page.wait_for_function(f"document.querySelector('#game .chart svg') && JSON.parse("
                           f"document.querySelector('#game .chart svg').dataset.points).length === {len(points)}")
    row = page.locator("#game table.totals tbody tr")
    assert row.count() == 1
    assert float(row.get_attribute("data-skill")) == pytest.approx(sum(costs), abs=1e-9)
    assert float(row.get_attribute("data-luck")) == pytest.approx(sum(lucks), abs=1e-9)
    assert json.loads(page.get_attribute("#game .chart svg", "data-points")) == pytest.approx(points, abs=1e-9)
    assert page.locator("ol.record .rec-luck").all_inner_texts() == [
        f"luck {'+' if x >= 0 else chr(0x2212)}{abs(x):.3f}" for x in lucks]
    assert page.locator("ol.record li.costly").count() == sum(1 for c in costs if c > 0) >= 1
    page.locator("#game .review").screenshot(path=str(screenshots / "shutbox-review.png"))


@pytest.mark.browser
def test_a_weak_computer_plays_a_whole_chopsticks_game(open_page):
    page = open_page("?seed=3#game=chopsticks&moves=4&limit=1&state=1+1+1+1+0")
    settle(page)
    page.get_by_label("Computer strength").select_option("0.3")
    while phase(page) != "game-over":
        page.wait_for_function("document.querySelector('#game').dataset.toMove === '0' || "
                               "document.querySelector('#game').dataset.phase === 'game-over'")
        settle(page)
        if phase(page) == "game-over":
            break
        page.locator(".cs-moves button").first.click()
        settle(page)
    whos = page.locator("ol.record .rec-who").all_inner_texts()
    assert "Computer" in whos and "You" in whos


def test_choose_prefers_small_mistakes():
    advice = Advice("p", "points", 0, (MoveValue("best", 0, 0), MoveValue("slip", -1, 1), MoveValue("blunder", -9, 9)))
    assert choose(advice, 1, random.Random(1)).move == "best"
    rng = random.Random(2)
    picks = [choose(advice, 0.5, rng, scale=2).move for _ in range(2000)]
    assert picks.count("best") > picks.count("slip") > picks.count("blunder")
    with pytest.raises(ValueError):
        choose(Advice("p", "points", 0, ()), 0.5, rng)


@pytest.mark.browser
def test_the_site_works_offline_after_the_first_visit(open_page, browser):
    page = open_page(GOAL20 + "3+4+0")
    settle(page)
    assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    manifest = page.evaluate("fetch('web/manifest.webmanifest').then((r) => r.json())")
    assert manifest["icons"] and manifest["display"] == "standalone"
    browser.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
        settle(page)
        assert state(page) == "3 4 0"
        assert shown_value(page) == pytest.approx(pig.solution(pig.Pig(20)).P(3, 4, 0))
        two_people(page)
        page.get_by_role("button", name="Hold", exact=True).click()  # and it still plays
        settle(page)
        assert state(page) == "4 3 0 p1"
    finally:
        browser.set_offline(False)
