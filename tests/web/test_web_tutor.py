"""The tutor and Retry your mistakes in a real browser. The tutor asks before a costly move (by click
and by key), leaves the position as it is until you confirm, and keeps the move it caught for the
drill (not twice when played anyway); its question closes when the choice changes (a move played
anyway is never an old one), on Choose again (the tiles selected cleared) and on Escape (the focus
back where the keyboard was); its hint comes in two steps, why the move falls short, then every best
move. Retry says how costly the move played was, shows the position as it was (its dice as thrown)
with nothing that names the answer (what was played is said once it is answered),
answers a miss (of two moves, with the answer), feeds the drill (a right answer is a review), and ends
with a summary."""

import json

import pytest

from helpers import board_button, call, settle, state, wait_for_state

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="
PLAYER_1, PLAYER_2 = "stb:mistakes:pig:Player 1", "stb:mistakes:pig:Player 2"


def tutor(page, level):
    """The tutor's level, in its menu under the board."""
    page.get_by_label("Tutor").select_option(level)


def cards(page, key) -> dict:
    """The cards of a store kept in the page, by their state."""
    return {card["state"]: card for card in json.loads(page.evaluate("(key) => localStorage.getItem(key) ?? 'null'", key) or
                                                        '{"cards": []}')["cards"]}


def forget(page):
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:mistakes:')).forEach((k) => localStorage.removeItem(k))")


def test_the_tutor_asks_before_a_costly_move_and_keeps_what_it_caught(open_page):
    page = open_page(GOAL20 + "0+0+3&mode=people")
    wait_for_state(page, "0 0 3")
    forget(page)
    tutor(page, "mistake")
    request = {"game": "pig", "rules": {"goal": 20}, "state": "0 0 3", "opponent": {"mode": "people"}}
    hold = call("game_view", request)["position"]["moves"][1]
    assert (hold["move"], hold["judgement"]) == ("hold", "blunder")
    board_button(page, "Hold").click()
    question = page.get_by_test_id("tutor")
    question.wait_for()
    assert question.inner_text().startswith(f"Tutor: Player 1: Hold would be a blunder ({hold['cost_text']}).")
    assert "Roll" not in question.inner_text()  # the best move only when asked
    settle(page)
    assert state(page) == "0 0 3" and page.evaluate("document.activeElement.textContent") == "Choose again"
    page.wait_for_function("(key) => localStorage.getItem(key) !== null", arg=PLAYER_1)
    caught = cards(page, PLAYER_1)["0 0 3"]
    assert (caught["wrong"], "played" in caught) == (1, False)  # caught, not played: kept, and no take back undoes it
    page.get_by_role("button", name="Hint").click()  # first why your move falls short, naming no other move
    clue = call("game_play", {**request, "move": "hold", "seed": 0, "question": True})["record"]["clue"]
    page.wait_for_function("(clue) => document.querySelector('.tutor-hint').textContent === `Hint. ${clue}`", arg=clue)
    page.get_by_role("button", name="Show the best move").click()  # then every best move
    assert page.inner_text(".tutor-hint") == f"Hint. {clue} The best move: Roll."
    page.get_by_role("button", name="Choose again").click()
    assert question.is_hidden() and state(page) == "0 0 3"
    page.keyboard.press("h")  # the keyboard too: caught again
    question.wait_for()
    page.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).cards[0].wrong === 2", arg=PLAYER_1)
    page.get_by_role("button", name="Play it anyway").click()
    wait_for_state(page, "0 3 0 p1")
    assert question.is_hidden() and cards(page, PLAYER_1)["0 0 3"]["wrong"] == 2  # played anyway: not counted again
    page.keyboard.press("r")  # the best move: played at once
    page.wait_for_function("() => document.querySelector('#game').dataset.state !== '0 3 0 p1'")
    assert question.is_hidden()
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    assert page.get_by_label("Tutor").input_value() == "mistake"  # remembered
    tutor(page, "")


def test_the_tutors_question_closes_when_the_choice_changes_on_choose_again_and_on_escape(open_page):
    page = open_page("#game=shutbox&tiles=6&state=123456+roll+7")
    wait_for_state(page, "123456 dice 2 roll 7")
    tutor(page, "inaccuracy")
    tile = lambda n: page.get_by_role("button", name=f"Tile {n}", exact=True)  # noqa: E731
    shut = page.get_by_role("button", name="Shut", exact=True)
    question = page.get_by_test_id("tutor")
    for n in (2, 5):  # an inaccuracy: shutting 1 and 6 is best
        tile(n).click()
    shut.click()
    question.wait_for()
    assert question.inner_text().startswith("Tutor: Shut 2 and 5 would be an inaccuracy (")
    tile(5).click()  # the choice changes: the question on Shut 2 and 5 is gone, and nothing plays it
    assert question.is_hidden() and page.get_by_role("button", name="Play it anyway").is_hidden()
    tile(5).click()
    shut.click()
    question.wait_for()
    page.get_by_role("button", name="Choose again").click()  # the tiles selected are cleared
    assert question.is_hidden() and page.locator("#game .tile.selected").count() == 0 and state(page) == "123456 dice 2 roll 7"
    tile(2).focus()
    page.keyboard.press("Space")
    tile(5).focus()
    page.keyboard.press("Space")
    page.keyboard.press("Enter")  # shut, from the keyboard (the focus moves to Shut, as to any control its key presses)
    question.wait_for()
    assert page.evaluate("document.activeElement.textContent") == "Choose again"
    page.keyboard.press("Escape")  # closed, the focus back where the keyboard was
    assert question.is_hidden() and page.evaluate("document.activeElement.textContent") == "Shut"
    assert page.locator("#game .tile.selected").count() == 2 and state(page) == "123456 dice 2 roll 7"
    shut.click()
    question.wait_for()
    page.get_by_role("button", name="Play it anyway").click()
    wait_for_state(page, "1346")
    tutor(page, "")


def test_retry_names_the_move_played_only_once_answered_and_feeds_the_drill(open_page):
    """Two blunders, one each between two people, retried in order. A question says how costly the
    move played was, never which (of Roll and Hold, that would be the answer); before an answer the
    next question is a skip, not the primary button; a miss of two moves shows the answer at once;
    once answered, what was played in the game; a right answer is a review of the card."""
    page = open_page("?seed=5" + GOAL20 + "0+0+3&mode=people")  # the dice: 5 first
    wait_for_state(page, "0 0 3")
    forget(page)
    tutor(page, "")
    board_button(page, "Hold").click()  # a blunder of each player's: both retried, in order
    wait_for_state(page, "0 3 0 p1")
    page.keyboard.press("r")
    wait_for_state(page, "0 3 5 p1")
    board_button(page, "Hold").click()
    wait_for_state(page, "3 5 0")
    retry = page.locator("#review [data-key='retry']")
    retry.wait_for()
    retry.click()
    page.wait_for_selector("#game[data-phase='question']")
    assert state(page) == "0 0 3" and page.inner_text("#title") == "Retry: Pig to 20"
    heading = page.inner_text("#game .status")
    assert heading == "Mistake 1 of 2 of this game, a blunder in play. Player 1's turn: turn total 3. Roll or hold?"
    assert "played" not in page.inner_text("#game") and page.inner_text("#game .event") == ""  # nothing names the answer
    assert page.locator("#game .judgement, #game .is-best, #game .board button.primary").count() == 0
    assert "Answer first" in page.inner_text("#advice")
    skip = page.locator("#game [data-key=next]")
    assert skip.inner_text() == "Skip this mistake" and "primary" not in (skip.get_attribute("class") or "")
    board_button(page, "Hold").click()  # wrong, and of two moves: the answer at once
    page.wait_for_selector("#game[data-phase='answered']")
    record = call("game_play", {"game": "pig", "rules": {"goal": 20, "sides": 6, "coin": False},
                                "opponent": {"mode": "people"}, "state": "0 0 3", "move": "hold", "question": True})["record"]
    assert page.inner_text("#game .event") == (f"Not the best: Hold is a blunder ({record['cost_text']}). The best move: Roll. "
                                               f"{record['why']} Player 1 played Hold here in the game: a blunder.")
    assert page.inner_text("#game .status") == heading  # the question stays
    assert page.locator("#game [data-key='try-again']:visible").count() == 0 and skip.inner_text() == "Next mistake"
    page.wait_for_function("(key) => localStorage.getItem(key) && JSON.parse(localStorage.getItem(key)).cards[0].wrong === 2",
                           arg=PLAYER_1)  # the first try answers the card, missed again
    assert page.locator("table.moves .mark").inner_text() == "yours"  # the values, now
    skip.click()
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 3 5 p1'")
    assert page.inner_text("#game .status").startswith("Mistake 2 of 2 of this game, a blunder in play. Player 2's turn")
    assert skip.inner_text() == "Skip this mistake"  # the last one, not yet answered: not "How it went"
    page.keyboard.press("r")  # right the first time: a review, one box on
    page.wait_for_selector("#game[data-phase='answered']")
    assert page.inner_text("#game .event") == "Right: Roll is the best move. Player 2 played Hold here in the game: a blunder."
    page.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).cards[0].box === 1", arg=PLAYER_2)
    page.get_by_role("button", name="How it went").click()  # the last question's next is the summary
    page.wait_for_selector("#game[data-phase='done']")
    assert page.inner_text("#game .status") == ("That was the last of 2 costly decisions: 1 right the first time, 0 right after "
                                                "a try, 1 answer shown.")
    page.get_by_role("button", name="Start again").click()
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 0 3' "
                           "&& document.querySelector('#game').dataset.phase === 'question'")
    skip.click()  # skipped, and the last one too: the summary counts both
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 3 5 p1'")
    skip.click()
    page.wait_for_selector("#game[data-phase='done']")
    assert page.inner_text("#game .status").endswith("0 answers shown, 2 skipped.")
    page.get_by_role("button", name="Back to the game").click()
    wait_for_state(page, "3 5 0")
    assert page.inner_text("#title") == "Pig to 20"
    page.locator("#review [data-key='retry']").wait_for()  # the game back with its record, its mistakes still to retry


def test_retry_shows_the_dice_as_they_were_thrown(open_page):
    page = open_page("?seed=4#game=shutbox&state=123456789")
    wait_for_state(page, "123456789")
    tutor(page, "")
    costly = "#advice table.moves tbody tr:has(.judgement.mistake), #advice table.moves tbody tr:has(.judgement.blunder)"
    for _ in range(20):  # a roll with a costly move to make
        page.click("[data-key=roll]")
        page.wait_for_function("() => document.querySelector('#game').dataset.state.includes(' roll ')")
        settle(page)
        if page.locator(costly).count():
            break
        page.click("[data-key=undo-roll]")
        wait_for_state(page, "123456789")
    faces = [page.locator("#game .dice .die").nth(i).get_attribute("aria-label") for i in range(2)]
    page.locator(costly).first.locator("button").click()
    page.locator("#review [data-key='retry']").wait_for()
    page.locator("#review [data-key='retry']").click()
    page.wait_for_selector("#game[data-phase='question']")
    assert [page.locator("#game .dice .die").nth(i).get_attribute("aria-label") for i in range(2)] == faces
    assert "rolled" not in page.inner_text("#game .dice")
