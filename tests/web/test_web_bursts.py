"""Quick clicks in a real browser: every control of the review, of Retry and of Practice clicked in
bursts (three clicks with nothing between them, as a double tap gives, and more), each while the
computer plays its turn, in Pig and in Shut the Box against the computer. The page raises no error
(the open_page fixture fails the test on any) and nothing is left half-working: after the bursts the
game still plays, Retry still answers and Practice still asks."""

import json

import pytest

from helpers import call, settle, state

pytestmark = pytest.mark.browser

GAMES = {  # a game against the computer (the person first), and how to make a costly decision in it
    "pig": "?seed=7#game=pig&goal=20&state=0+0+0",
    "shutbox": "?seed=7#game=shutbox&players=2&state=123456789",
}
REQUESTS = {"pig": {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "computer", "side": 0}},
            "shutbox": {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "computer", "side": 0}}}
COSTLY = ("#advice table.moves tbody tr:has(.judgement.mistake) button.move, "
          "#advice table.moves tbody tr:has(.judgement.blunder) button.move")
BURST = """([selector, times]) => {  // every control `selector` finds, each clicked `times` times at once
  const found = [...document.querySelectorAll(selector)].filter((node) => node.checkVisibility() && !node.disabled);
  for (const node of found) {
    for (let i = 0; i < times; i++) node.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  }
  return found.length;
}"""


def burst(page, selector, times=3) -> int:
    """Click every visible, enabled control `selector` finds, `times` times each with nothing between."""
    return page.evaluate(BURST, [selector, times])


def your_turn(page):
    page.wait_for_selector("#game[data-computer='']:not([data-phase='pending']):not([data-later])", timeout=60_000)


def play_again(page):
    """Play again, and its new game drawn (the click starts it a Python answer later: until then the
    page still shows the game over)."""
    page.locator("[data-key='play-again']").click()
    page.wait_for_selector("#game:not([data-phase='game-over']):not([data-phase='pending'])")


def costly_then_the_computer(page):
    """Your moves until one is costly (the computer's turn comes after it), then the computer's turn begun."""
    for _ in range(40):
        your_turn(page)
        if page.get_attribute("#game", "data-phase") == "game-over":
            play_again(page)
            continue
        costly = page.locator(COSTLY)
        if costly.count():
            costly.last.click()
        else:
            page.locator("#advice table.moves tbody tr button.move").first.click()
        settle(page)
        if page.locator("#review [data-key='retry']:visible").count() and page.get_attribute("#game", "data-computer") == "moving":
            return
    raise AssertionError("no costly decision before the computer's turn")


def answer(page, request):
    """Answer the question shown: its first listed move (Shut the Box's by its tiles, then Shut)."""
    if page.locator("#game .board [data-key='shut']").is_visible():
        move = call("game_view", {**request, "state": state(page)})["position"]["moves"][0]["move"]
        if page.locator("#game .board [data-key='clear']").is_enabled():
            page.locator("#game .board [data-key='clear']").click()
        for tile in json.loads(move):
            page.get_by_role("button", name=f"Tile {tile}", exact=True).click()
        page.click("#game .board [data-key='shut']")
    else:
        page.locator("#game .board button:not([disabled])").first.click()
    page.wait_for_selector("#game[data-phase='answered'], #game[data-phase='missed']")


def back_to_a_working_game(page):
    """Back in the game: it plays on (a move of yours is answered; a computer waiting to be asked, as
    after Play from here, asked first)."""
    page.wait_for_selector("#game[data-computer='']:not([data-phase='pending']):not([data-later]), #game[data-computer='waiting']",
                           timeout=60_000)
    if page.get_attribute("#game", "data-computer") == "waiting":
        page.locator("[data-key='wait']").click()
    your_turn(page)
    if page.get_attribute("#game", "data-phase") == "game-over":
        play_again(page)
        your_turn(page)
    before = state(page)
    page.locator("#advice table.moves tbody tr button.move").first.click()
    page.wait_for_function("(s) => document.querySelector('#game').dataset.state !== s", arg=before)


@pytest.mark.parametrize("game", GAMES)
def test_bursts_on_every_control_of_the_review_retry_and_practice_while_the_computer_plays(open_page, game):
    page = open_page(GAMES[game])
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:mistakes:')).forEach((k) => localStorage.removeItem(k))")
    settle(page)

    costly_then_the_computer(page)  # the review: its moves, its chart's marks, its walk bar, each in bursts
    assert burst(page, "#advice .record button.rec-open") > 0
    for selector in ["#game .walk button", "#review .chart .mark", "#game .walk button", "#review [data-key^='turn:']",
                     "#advice .record button.rec-open", "#game .walk button"]:
        burst(page, selector)
        page.wait_for_timeout(60)
    burst(page, "#game .walk button.primary")  # Back to the game, in a burst
    back_to_a_working_game(page)

    costly_then_the_computer(page)  # Retry, opened in a burst while the computer plays: every control in bursts
    assert burst(page, "#review [data-key='retry']") == 1
    page.wait_for_selector("#game[data-phase='question']")
    for _ in range(12):  # each question answered (or skipped) in bursts, to the summary
        page.wait_for_selector("#game:not([data-phase='pending'])")
        if page.get_attribute("#game", "data-phase") == "done":
            break
        for selector in ["#game .board button", "#game .board .tile", "#game [data-key='try-again']", "#game [data-key='see-answer']",
                         "#game .board button", "#game [data-key='next']"]:
            burst(page, selector)
            page.wait_for_timeout(60)
    assert page.get_attribute("#game", "data-phase") == "done"
    burst(page, "#game [data-key='next']")  # at once, a double tap's second tap on "How it went": the summary stays
    assert page.get_attribute("#game", "data-phase") == "done"
    page.wait_for_timeout(600)
    burst(page, "#game [data-key='next']")  # Start again, in a burst: the first question again, once
    page.wait_for_selector("#game[data-phase='question']")
    assert page.inner_text("#game .status").startswith("Mistake 1 of ")
    answer(page, REQUESTS[game])  # it still answers
    burst(page, "#game [data-key='back']")
    back_to_a_working_game(page)

    costly_then_the_computer(page)  # Practice, opened in a burst while the computer plays
    burst(page, "#practice", times=2)
    page.wait_for_selector("#game[data-phase='question']")
    for _ in range(3):
        page.wait_for_selector("#game:not([data-phase='pending'])")
        for selector in ["#game .board button", "#game .board .tile", "#game [data-key='try-again']", "#game [data-key='see-answer']",
                         "#game [data-key='next']", "#game [data-key^='ask:']"]:
            burst(page, selector)
            page.wait_for_timeout(60)
    page.wait_for_selector("#game[data-phase]:not([data-phase='pending'])")
    if page.get_attribute("#game", "data-phase") != "question":
        page.locator("#game [data-key='next']").click()
    page.wait_for_selector("#game[data-phase='question']")
    answer(page, REQUESTS[game])  # it still asks, and answers
    burst(page, "#game [data-key='back']")
    back_to_a_working_game(page)
