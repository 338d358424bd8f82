"""The tutor and Retry your mistakes in a real browser: the tutor asks before a costly move (by
click and by key) and leaves the position as it is until you confirm; it never asks about a good
move; its level is remembered. Retry opens this game's costly positions with no judgement shown
and answers a choice with its cost and why."""

import json

import pytest

from stb import bridge
from helpers import board_button, settle, state, wait_for_state

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="


def tutor(page, level):
    """The tutor's level, in the game's rules and players (folded on a phone)."""
    page.get_by_label("Tutor").select_option(level)


def test_the_tutor_asks_before_a_costly_move_and_waits_for_you(open_page):
    page = open_page(GOAL20 + "0+0+0&mode=people")
    wait_for_state(page, "0 0 0")
    tutor(page, "mistake")
    hold = json.loads(bridge.game_view(json.dumps({"game": "pig", "rules": {"goal": 20}, "state": "0 0 0",
                                                   "opponent": {"mode": "people"}})))["position"]["moves"][1]
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
