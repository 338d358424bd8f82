"""Practice in a real browser, and the answer keys a learner must not see before choosing: each
question starts clean (nothing selected, no message left from the last one); a miss gets its
judgement, its cost and a clue that names no move, then a second try before the answer, and only the
first try answers the drill's card; Shut the Box's roll is drawn as dice in Practice and in the
strategy lab as in play; blind play hides every answer key, Pig's map of when to hold included."""

import json
import re
import time

import pytest

from helpers import board_button, call, ok, settle, wait_for_state

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="
PIG20 = {"goal": 20, "sides": 6, "coin": False}
NIM77 = {"red": 7, "blue": 7, "misere": False}


def practise(page):
    page.get_by_role("button", name="Practice", exact=True).click()
    page.wait_for_selector("#game[data-phase='question']")


def tiles_of(move: str) -> list[str]:
    return re.findall(r"b?\d+", move)


def select(page, tiles):
    for tile in tiles:
        page.get_by_role("button", name=("Back tile " + tile[1:]) if tile.startswith("b") else f"Tile {tile}", exact=True).click()


def test_each_question_starts_clean(open_page):
    """Tiles that make no move get a message; the right tiles then answer with the message gone; the
    next question has no tile selected, no selection's words, no verdict and no message."""
    page = open_page("?seed=11")
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:mistakes:')).forEach((k) => localStorage.removeItem(k))")
    practise(page)
    for _ in range(20):  # a question after a roll (the others choose dice)
        if " roll " in page.get_attribute("#game", "data-state"):
            break
        page.click("#game [data-key=next]")
        page.wait_for_selector("#game[data-phase='question']")
    position = page.get_attribute("#game", "data-state")
    view = call("game_view", {"game": "shutbox", "state": position, "opponent": {"mode": "people"}})
    best, standing = view["position"]["moves"][0], [str(t["value"]) for t in view["board"]["tiles"] if t["standing"]]
    wrong = next(t for t in standing if int(t) != view["board"]["roll"])  # one tile not the roll: no move
    select(page, [wrong])
    page.get_by_role("button", name="Shut", exact=True).click()
    assert page.inner_text("#game .error").startswith("Those tiles are not one of this roll's moves")
    page.get_by_role("button", name="Clear", exact=True).click()
    select(page, tiles_of(best["move"]))
    page.get_by_role("button", name="Shut", exact=True).click()
    page.wait_for_selector("#game[data-phase='answered']")
    assert page.inner_text("#game .error") == "" and page.inner_text("#game .event") == f"Right: {best['words']} is the best move."
    for _ in range(4):  # whatever comes next, even the same position again: clean
        page.click("#game [data-key=next]")
        page.wait_for_selector("#game[data-phase='question']")
        assert page.locator("#game .tile.selected").count() == 0 and page.inner_text("#game .selection") == ""
        assert page.inner_text("#game .event") == "" and page.inner_text("#game .error") == ""
        assert page.locator("#game .judgement, #game .is-best, #game .tile.suggested").count() == 0


def test_a_miss_gets_a_clue_and_a_second_try_before_the_answer(open_page):
    """Of four moves, a miss leaves three: a clue naming none of them, and a second try; of two (Pig's
    Roll and Hold), the one left is the answer, so it is shown at once, with no try to give away."""
    page = open_page("#game=nim&red=7&blue=7&state=4+3+0")
    wait_for_state(page, "4 3 0")
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:')).forEach((k) => localStorage.removeItem(k))")
    store = ok("game_drill", {"game": "nim", "now": int(time.time() * 1000), "missed": [{"rules": NIM77, "state": "4 3 0"}]})["store"]
    page.evaluate("(text) => localStorage.setItem('stb:mistakes:nim', text)", store)
    practise(page)
    assert page.get_attribute("#game", "data-state") == "4 3 0"
    board_button(page, "Take 2 red").click()
    page.wait_for_selector("#game[data-phase='missed']")
    clue = call("game_play", {"game": "nim", "rules": NIM77, "state": "4 3 0", "move": "2 red", "question": True})["record"]["clue"]
    verdict = page.inner_text("#game .event")
    assert verdict.startswith("Not the best: Take 2 red is a blunder (") and verdict.endswith(clue)
    assert "1 red" not in verdict and "Answer first" in page.inner_text("#advice")
    assert page.inner_text(".practice-stats").startswith("1 answered · accuracy")  # the first try counted
    card = lambda: json.loads(page.evaluate("localStorage.getItem('stb:mistakes:nim')"))["cards"][0]  # noqa: E731
    assert (card()["wrong"], card()["box"]) == (2, 0)  # the first try answered the card
    page.get_by_role("button", name="Try again").click()
    page.wait_for_selector("#game[data-phase='question']")
    question = "Your move: take one or two marbles from a pile. One of your costly decisions, due now."
    assert page.inner_text("#game .status") == f"Try 2. {question}" and clue in page.inner_text("#game .event")
    board_button(page, "Take 2 blue").click()  # wrong again: still no answer, two moves left
    page.wait_for_selector("#game[data-phase='missed']")
    page.get_by_role("button", name="See the answer").click()
    page.wait_for_selector("#game[data-phase='answered']")
    assert "The best move: Take 1 red. Why:" in page.inner_text("#game .event") and page.locator("table.moves .mark").inner_text() == "yours"
    assert page.inner_text("#game .status") == question  # the question stays once answered
    assert (card()["wrong"], card()["right"]) == (2, 0) and page.inner_text(".practice-stats").startswith("1 answered")

    page.goto(page.url.split("#")[0] + "#game=pig&goal=20&state=0+0+4")  # two moves: a miss shows the answer at once
    wait_for_state(page, "0 0 4")
    store = ok("game_drill", {"game": "pig", "now": int(time.time() * 1000), "missed": [{"rules": PIG20, "state": "0 0 4"}]})["store"]
    page.evaluate("(text) => localStorage.setItem('stb:mistakes:pig', text)", store)
    practise(page)
    board_button(page, "Hold").click()
    page.wait_for_selector("#game[data-phase='answered']")
    verdict = page.inner_text("#game .event")
    assert re.fullmatch(r"Not the best: Hold is a blunder \(.+\)\. The best move: Roll\. Why: .+", verdict), verdict
    assert page.locator("#game [data-key='try-again']:visible").count() == 0
    assert page.inner_text("[data-key=next]") == "Next position" and "primary" in page.get_attribute("[data-key=next]", "class")


def test_the_roll_is_drawn_as_dice_in_practice_and_the_lab(open_page):
    page = open_page("?seed=11")
    practise(page)
    for _ in range(20):
        if " roll " in page.get_attribute("#game", "data-state"):
            break
        page.click("#game [data-key=next]")
        page.wait_for_selector("#game[data-phase='question']")
    board = call("game_view", {"game": "shutbox", "state": page.get_attribute("#game", "data-state")})["board"]
    dice = page.locator("#game .dice .die")
    assert [dice.nth(i).get_attribute("aria-label") for i in range(dice.count())] == [f"Die showing {f}" for f in board["faces"]]
    assert "rolled" not in page.inner_text("#game .dice")
    page.get_by_role("button", name="Strategies").click()
    page.wait_for_selector("#game[data-phase='done']", timeout=120_000)
    page.locator(".strategies li[data-strategy='highest'] button").click()
    page.locator(".lab-positions button").first.click()
    page.wait_for_selector("#game .board:not([hidden]) .tile")
    assert page.locator("#game .dice .die:not(.blank)").count() >= 1 and "rolled" not in page.inner_text("#game .dice")


def test_blind_play_hides_every_answer_key(open_page):
    """Advice off: no value, no move marked or judged, no verdict on your moves, no review, no thinking
    and no Pig map; back on, they are there."""
    page = open_page("?seed=4#game=pig&goal=20&state=0+0+0")
    wait_for_state(page, "0 0 0")
    picture = page.locator("#tools .pig-picture")
    picture.wait_for()
    page.get_by_label("Show advice").uncheck()
    board_button(page, "Roll").click()
    settle(page)
    assert picture.is_hidden() and page.locator("#game .judgement, #game .is-best").count() == 0
    assert page.inner_text("#game .summary") == "" and "playing blind" in page.inner_text("#advice")
    assert page.locator("#game [data-testid='your-verdict'] .why").count() == 0
    assert not re.search(r"\b(best|inaccuracy|mistake|blunder)\b", page.inner_text("#game [data-testid='verdict']"))
    page.get_by_label("Show advice").check()
    picture.wait_for()
    assert "playing blind" not in page.inner_text("#advice")


def test_an_inaccuracy_is_close_its_card_keeps_its_box_the_streak_stands_and_the_answer_says_so(open_page):
    """Shut the Box with 6 tiles, 7 rolled: shutting 2 and 5 is an inaccuracy (1 and 6 is best)."""
    page = open_page("#game=shutbox&tiles=6&state=123456+roll+7")
    wait_for_state(page, "123456 dice 2 roll 7")
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:')).forEach((k) => localStorage.removeItem(k))")
    store = ok("game_drill", {"game": "shutbox", "now": int(time.time() * 1000),
                              "missed": [{"rules": {"tiles": 6}, "opponent": {"mode": "people"}, "state": "123456 roll 7"}]})["store"]
    learned = json.loads(store)
    learned["cards"][0].update(box=2, right=2, last=True)
    page.evaluate("([store]) => { localStorage.setItem('stb:mistakes:shutbox', store); "
                  "localStorage.setItem('stb:practice:shutbox', JSON.stringify({ answered: 3, accuracy: 100, streak: 3, best: 3 })); }",
                  [json.dumps(learned)])
    practise(page)
    assert page.get_attribute("#game", "data-state") == "123456 dice 2 roll 7"
    select(page, ["2", "5"])
    page.get_by_role("button", name="Shut", exact=True).click()
    page.wait_for_selector("#game[data-phase='missed']")
    assert "is an inaccuracy (0.63\u00a0points worse). An inaccuracy counts as close, not as a miss: a saved position keeps its " \
           "place in your drill. Why:" in page.inner_text("#game .event")
    page.wait_for_function("() => JSON.parse(localStorage.getItem('stb:mistakes:shutbox')).answers.length === 1")
    card = json.loads(page.evaluate("localStorage.getItem('stb:mistakes:shutbox')"))["cards"][0]
    assert (card["box"], card["right"], card["wrong"], card["last"]) == (2, 2, 1, True)
    assert page.inner_text(".practice-stats").startswith("4 answered") and "streak 3 (best 3)" in page.inner_text(".practice-stats")
    kept = json.loads(page.evaluate("localStorage.getItem('stb:practice:shutbox')"))
    assert set(kept) == {"answered", "accuracy", "streak", "best"} and kept["answered"] == 4  # numbers, no words
