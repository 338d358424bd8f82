"""The tutor and Retry your mistakes in a real browser: the tutor asks before a costly move (by
click and by key) and leaves the position as it is until you confirm; it never asks about a good
move; its level is remembered. Retry opens this game's costly positions with no judgement shown
and answers a choice with its cost and why."""

import pytest

from helpers import board_button, call, settle, state, wait_for_state

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="


def tutor(page, level):
    """The tutor's level, in its menu under the board."""
    page.get_by_label("Tutor").select_option(level)


def test_the_tutor_asks_before_a_costly_move_and_waits_for_you(open_page):
    page = open_page(GOAL20 + "0+0+0&mode=people")
    wait_for_state(page, "0 0 0")
    tutor(page, "mistake")
    hold = call("game_view", {"game": "pig", "rules": {"goal": 20}, "state": "0 0 0",
                              "opponent": {"mode": "people"}})["position"]["moves"][1]
    assert (hold["move"], hold["judgement"]) == ("hold", "blunder")
    board_button(page, "Hold").click()
    question = page.get_by_test_id("tutor")
    question.wait_for()
    assert question.inner_text().startswith(f"Tutor: Player 1: Hold would be a blunder ({hold['cost_text']}).")
    assert "Roll" not in question.inner_text()  # the best move only when asked
    settle(page)
    assert state(page) == "0 0 0" and page.evaluate("document.activeElement.textContent") == "Choose again"
    page.get_by_role("button", name="Hint").click()
    assert "Hint: the best move is Roll." in question.inner_text()
    page.get_by_role("button", name="Choose again").click()
    assert question.is_hidden() and state(page) == "0 0 0"
    page.keyboard.press("h")  # the keyboard too
    question.wait_for()
    page.get_by_role("button", name="Play it anyway").click()
    wait_for_state(page, "0 0 0 p1")
    assert question.is_hidden()
    page.keyboard.press("r")  # the best move: played at once
    page.wait_for_function("() => document.querySelector('#game').dataset.state !== '0 0 0 p1'")
    assert question.is_hidden()
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    assert page.get_by_label("Tutor").input_value() == "mistake"  # remembered
    tutor(page, "")


def test_retry_opens_this_games_costly_positions_without_judgements_and_answers(open_page):
    page = open_page(GOAL20 + "0+0+0&mode=people")
    wait_for_state(page, "0 0 0")
    board_button(page, "Hold").click()  # a blunder of each player's: both retried, in order
    wait_for_state(page, "0 0 0 p1")
    board_button(page, "Hold").click()
    wait_for_state(page, "0 0 0")
    retry = page.locator("#review [data-key='retry']")
    retry.wait_for()
    retry.click()
    page.wait_for_selector("#game[data-phase='question']")
    assert state(page) == "0 0 0" and page.inner_text("#title") == "Retry: Pig to 20"
    assert "Mistake 1 of 2 of this game: Player 1's turn" in page.inner_text("#game .status")
    assert page.locator("#game .judgement").count() == 0 and "Answer first" in page.inner_text("#advice")
    board_button(page, "Hold").click()
    played = call("game_play", {"game": "pig", "rules": {"goal": 20, "sides": 6, "coin": False},
                                "opponent": {"mode": "people"}, "state": "0 0 0", "move": "hold"})
    record = played["record"]
    verdict = page.locator("#game .event")
    verdict.filter(has_text="Not the best").wait_for()
    assert verdict.inner_text() == f"Not the best: Hold is a blunder ({record['cost_text']}). {record['why']}"
    assert record["why"].startswith("Why:") and "Answer first" in page.inner_text("#advice")
    page.get_by_role("button", name="Try again").click()
    page.wait_for_selector("#game[data-phase='question']")
    page.keyboard.press("r")
    verdict.filter(has_text="Right").wait_for()
    assert verdict.inner_text() == "Right: Roll is the best move."
    assert page.locator("table.moves .mark").inner_text() == "yours"  # the values, now
    page.get_by_role("button", name="Next mistake").click()
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 0 0 p1'")
    assert "Mistake 2 of 2 of this game" in page.inner_text("#game .status")
    board_button(page, "Hold").click()
    page.get_by_role("button", name="See the answer").click()
    assert "The best move: Roll." in verdict.inner_text()
    page.get_by_role("button", name="Back to the game").click()
    wait_for_state(page, "0 0 0")
    assert page.inner_text("#title") == "Pig to 20"
    page.locator("#review [data-key='retry']").wait_for()  # the game back with its record, its mistakes still to retry


def test_the_tutor_asks_about_tiles_selected_and_shut(open_page):
    page = open_page("#game=shutbox&tiles=6&state=123456+roll+7")
    wait_for_state(page, "123456 dice 2 roll 7")
    tutor(page, "inaccuracy")
    for tile in (2, 5):  # an inaccuracy: shutting 1 and 6 is best
        page.get_by_role("button", name=f"Tile {tile}", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    question = page.get_by_test_id("tutor")
    question.wait_for()
    assert question.inner_text().startswith("Tutor: Shut 2 and 5 would be an inaccuracy (")
    assert state(page) == "123456 dice 2 roll 7"
    page.get_by_role("button", name="Play it anyway").click()
    wait_for_state(page, "1346")
    tutor(page, "")
