"""A question in a real browser names nothing that gives its answer, on screen or in the page's hidden
content (its text, its hidden elements, its accessible names): Retry's position is nowhere in the
page with its best move (the game's list of moves and its review are not kept hidden in the page
meanwhile); in blind play the tutor's hint is not in the page until asked, then comes in two steps,
why your move falls short and then every best move, the equally good ones all; Practice asks a lone
learner's close decisions of them ("Your turn"), keeps its question once answered and says what was
played."""

import json
import re

import pytest

from helpers import board_button, call, settle, state, wait_for_state

pytestmark = pytest.mark.browser

COSTLY = "#advice table.moves tbody tr:has(.judgement.mistake), #advice table.moves tbody tr:has(.judgement.blunder)"
PAGE = """(() => {
  const page = document.documentElement.cloneNode(true);
  for (const script of page.querySelectorAll("script")) script.remove();
  return page.outerHTML;
})()"""
"""The page but its scripts: the registry's JSON holds the page's label templates ("best: {move}"),
the same on every screen, and no position's answer."""


def html(page) -> str:
    """The whole page as it stands, hidden elements and accessible names (aria-label, title) too."""
    return page.evaluate(PAGE)


def test_retrys_position_and_its_best_move_are_nowhere_in_the_page(open_page):
    page = open_page("?seed=4#game=shutbox&state=123456789")
    wait_for_state(page, "123456789")
    for _ in range(30):  # a roll with a costly move to make
        page.click("[data-key=roll]")
        page.wait_for_function("() => document.querySelector('#game').dataset.state.includes(' roll ')")
        settle(page)
        if page.locator(COSTLY).count():
            break
        page.click("[data-key=undo-roll]")
        wait_for_state(page, "123456789")
    asked = state(page)
    best = call("game_view", {"game": "shutbox", "state": asked})["position"]["moves"][0]["words"]
    page.locator(COSTLY).first.locator("button").click()
    settle(page)
    assert f"best: {best}" in html(page)  # in play, the list of moves played says it
    page.locator("#review [data-key='retry']").click()
    page.wait_for_selector("#game[data-phase='question']")
    assert state(page) == asked
    page_now = html(page)
    assert best not in page_now and best.lower() not in page_now and "best:" not in page_now
    assert page.locator("#advice ol.record li").count() == 0 and page.locator("#review .chart, #review .totals").count() == 0
    page.get_by_role("button", name="Back to the game").click()
    page.wait_for_selector("#advice ol.record li")  # the game's record back with the game
    assert f"best: {best}" in html(page)


def test_blind_plays_tutor_hint_is_in_the_page_only_once_asked_then_in_two_steps(open_page):
    """Nim 3 and 3 between two people: two best moves, equally good; Take 2 red a blunder."""
    page = open_page("#game=nim&red=3&blue=3&misere=0&mode=people&state=3+3+0")
    wait_for_state(page, "3 3 0")
    page.get_by_label("Tutor").select_option("mistake")
    page.get_by_label("Show advice").uncheck()
    settle(page)
    request = {"game": "nim", "rules": {"red": 3, "blue": 3}, "opponent": {"mode": "people"}, "state": "3 3 0"}
    view = call("game_view", request)
    best = [m["words"] for m in view["position"]["moves"] if m["best"]]
    clue = call("game_play", {**request, "move": "2 red", "seed": 0, "question": True})["record"]["clue"]
    assert len(best) == 2
    board_button(page, "Take 2 red").click()
    page.get_by_test_id("tutor").wait_for()
    page_now = html(page)
    assert clue not in page_now and "each as good as" not in page_now  # ("Hint. {clue}" is a label of the page's registry)
    assert page.evaluate("document.querySelector('.tutor-hint').textContent") == ""
    page.get_by_role("button", name="Hint").click()
    page.wait_for_function("(clue) => document.querySelector('.tutor-hint').textContent === `Hint. ${clue}`", arg=clue)
    assert "each as good as" not in html(page)  # the first step: why your move falls short, no best move named
    page.get_by_role("button", name="Show the best moves").click()
    assert page.inner_text(".tutor-hint") == f"Hint. {clue} The 2 best moves, each as good as the other: {best[0]}; {best[1]}."
    assert page.locator("[data-key='tutor-hint']").is_hidden()
    page.get_by_role("button", name="Choose again").click()
    assert clue not in html(page)  # gone with its question
    page.get_by_label("Tutor").select_option("")
    page.get_by_label("Show advice").check()


def test_practice_asks_a_lone_learner_as_the_side_to_move_and_keeps_its_question(open_page):
    page = open_page("?seed=3#game=pig&goal=20&state=0+0+0")
    wait_for_state(page, "0 0 0")
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:mistakes:')).forEach((k) => localStorage.removeItem(k))")
    page.get_by_role("button", name="Practice", exact=True).click()
    sides = set()
    for _ in range(8):
        page.wait_for_selector("#game[data-phase='question']")
        heading = page.inner_text("#game .status")
        assert heading.startswith("Your turn: turn total ") and heading.endswith("? A close decision."), heading
        sides.add(state(page).endswith("p1"))
        skip = page.locator("#game [data-key=next]")
        assert skip.inner_text() == "Skip this position" and "primary" not in (skip.get_attribute("class") or "")
        if len(sides) == 2:
            break
        skip.click()
    assert sides == {False, True}  # the second seat's decisions too, asked as yours
    answered = lambda: json.loads(page.evaluate("localStorage.getItem('stb:practice:pig') ?? '{}'")).get("answered", 0)  # noqa: E731
    before = answered()
    board_button(page, "Roll").click()
    page.wait_for_selector("#game[data-phase='answered']")
    assert page.inner_text("#game .status") == heading  # the question stays once answered
    assert re.fullmatch(r"Right: Roll is the best move\.|Not the best: Roll is .+", page.inner_text("#game .event"))
    assert page.locator("table.moves .mark").inner_text() == "yours"  # what you played, marked in the values
    assert page.inner_text("#game [data-key=next]") == "Next position"
    assert answered() == before + 1  # a first try, counted once
