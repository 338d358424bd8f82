"""One click, one answer, in a real browser: each click of the person asks the bridge once (counted
by web/bridge.js, which notes every question asked): a roll, a move, a hold, the tiles shut, a roll
typed are one game_play each, with no game_review or game_drill after them (the play's answer
carries the review's and the drill's changes); the computer's moves that follow are their own
game_play each; Take back, Undo roll, new players, a reload and a saved game loaded are one
game_review (a take back carries the drill's change too); a step of the review one game_view; the
tutor's catch one game_drill; an answer in Practice or Retry one game_play (its drill's card answered
with it)."""

import json

import pytest

from helpers import after_python_answers, board_button, settle, state, wait_for_state

pytestmark = pytest.mark.browser

ASKED = "import(new URL('web/bridge.js', document.baseURI)).then(({ asked }) => asked.map((a) => a.name))"


def calls(page, click, done=None) -> list[str]:
    """The bridge's entry points one click asks, in order: from the click until Python has answered
    every question the page asked after it (the test's own question, asked last, left out), once
    the page has read the drill's stores for the count of positions due (when Python was up)."""
    page.wait_for_selector("#practice[data-counted]", state="attached")
    before = len(page.evaluate(ASKED))
    click()
    (done or (lambda: settle(page)))()
    after_python_answers(page)
    asked = page.evaluate(ASKED)[before:]
    assert asked[-1] == "game_view"  # after_python_answers's own
    return asked[:-1]


def records(page) -> int:
    return page.locator("#advice [data-key^='record:'] .rec-event").count()


def test_shut_the_box_a_roll_the_tiles_and_take_back_are_one_call_each(open_page):
    page = open_page("?seed=4#game=shutbox&state=123456789")
    wait_for_state(page, "123456789")
    assert calls(page, lambda: page.click("[data-key=roll]")) == ["game_play"]
    rolled = state(page)
    assert " roll " in rolled
    assert calls(page, lambda: page.click("[data-key=undo-roll]")) == ["game_review"]
    assert state(page) == "123456789" and records(page) == 0
    assert calls(page, lambda: page.click("[data-key=roll]")) == ["game_play"]
    tiles = page.locator("#game .tile.suggested")  # the best move's tiles: selecting them asks nothing
    assert calls(page, lambda: [tiles.nth(i).click() for i in range(tiles.count())]) == []
    assert calls(page, lambda: page.click("[data-key=shut]")) == ["game_play"]
    assert " roll " not in state(page) and records(page) == 2
    page.fill("#roll-total", "7")
    assert calls(page, lambda: page.click("[data-key=use-roll]")) == ["game_play"]
    assert state(page).endswith("roll 7")
    assert calls(page, lambda: page.locator("#advice table.moves tbody tr").first.locator("button").click()) == ["game_play"]
    assert page.inner_text("#tools [data-key=take-back]") == "Take back your last move"
    assert calls(page, lambda: page.click("#tools [data-key=take-back]")) == ["game_review"]
    assert state(page).endswith("roll 7") and records(page) == 3


def test_pig_a_roll_and_a_costly_hold_are_one_call_each_the_drill_kept_from_the_play(open_page):
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    page.evaluate("localStorage.removeItem('stb:mistakes:pig:Player 1')")
    assert calls(page, lambda: board_button(page, "Hold").click()) == ["game_play"]  # a blunder: kept for the drill
    assert page.locator("ol.record li:has(> .rec-open > .rec-event)[data-judgement='blunder']").count() == 1  # a move's own entry
    store = json.loads(page.evaluate("localStorage.getItem('stb:mistakes:pig:Player 1')"))  # the store of its player
    assert [card["state"] for card in store["cards"]] == ["3 5 4"]
    assert calls(page, lambda: board_button(page, "Roll").click()) == ["game_play"]
    assert calls(page, lambda: page.keyboard.press("r")) == ["game_play"]  # the key, as the button
    label = page.inner_text("#tools [data-key=take-back]")
    assert label == "Take back Player 2's last move"
    assert calls(page, lambda: page.click("#tools [data-key=take-back]")) == ["game_review"]
    assert records(page) == 2


def test_the_computers_moves_follow_as_their_own_calls(open_page):
    page = open_page("?seed=4#game=nim&red=4&blue=3&state=4+3+0&mode=computer&side=0")
    wait_for_state(page, "4 3 0")
    yours_again = "(document.querySelector('#game').dataset.toMove === '0' || document.querySelector('#game').dataset.phase === 'game-over')"
    played = calls(page, lambda: page.locator("#game .board [data-key^='move:']:not([disabled])").first.click(),
                   lambda: (page.wait_for_function(f"{yours_again} && document.querySelector('[data-key=\"record:1\"]')"),
                            settle(page)))
    assert played == ["game_play"] * records(page) and records(page) >= 2  # yours, then each of the computer's
    assert calls(page, lambda: page.locator("select[name=strength]").select_option("0.6")) == ["game_review"]  # new players
    assert records(page) >= 2  # carry the game on


def test_the_review_a_reload_and_a_saved_game_are_one_call_each(open_page, tmp_path):
    page = open_page("?seed=4#game=chopsticks&moves=3&mode=people&state=1+1+1+1+0")
    wait_for_state(page, "1 1 1 1 0")
    for _ in range(3):
        assert calls(page, lambda: page.locator("#advice table.moves tbody tr").first.locator("button").click()) == ["game_play"]
    walked = "document.querySelector('.walk-here')?.textContent.startsWith"
    assert calls(page, lambda: page.click("[data-key='record:0']"),
                 lambda: page.wait_for_function(f"{walked}('The start, before move 1 of')")) == ["game_view"]
    assert calls(page, lambda: page.keyboard.press("ArrowRight"),
                 lambda: page.wait_for_function(f"{walked}('After move 1 of')")) == ["game_view"]
    assert calls(page, lambda: page.keyboard.press("Escape")) == []
    live = state(page)
    page.reload()
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    wait_for_state(page, live)
    page.wait_for_function("document.querySelectorAll('ol.record .rec-event').length === 3")
    page.wait_for_selector("#practice[data-counted]", state="attached")
    after_python_answers(page)
    loaded = [name for name in page.evaluate(ASKED)[:-1] if name != "game_drill"]  # the drill's stores read once, for the count due
    assert sorted(loaded) == ["game_open", "game_review"]  # the address read, the game replayed
    with page.expect_download() as download:
        page.get_by_role("button", name="Save game").click()
    saved = tmp_path / "chopsticks.json"
    download.value.save_as(saved)
    assert calls(page, lambda: page.get_by_role("button", name="New game").click()) == ["game_view"]
    assert calls(page, lambda: page.locator("input[type='file']").set_input_files(str(saved)),
                 lambda: page.wait_for_selector(".walk:not([hidden])")) == ["game_review"]
    assert page.inner_text(".walk-here").startswith("The start, before move 1 of 3.") and records(page) == 3


def test_new_rules_are_one_call_and_the_game_they_replace_one_more(open_page):
    """Rules Python refuses leave the game and the form as they were; new rules start a new game with
    one game_view, and the game they replaced comes back with one game_review."""
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    assert calls(page, lambda: board_button(page, "Roll").click()) == ["game_play"]
    played = state(page)
    if not page.locator("input[name=goal]").is_visible():
        page.click(".settings-fold summary")
    goal = page.locator("input[name=goal]")
    assert calls(page, lambda: (goal.fill("500"), goal.dispatch_event("change")),
                 lambda: page.wait_for_function("document.querySelector('#game .error').textContent !== ''")) == ["game_view"]
    assert state(page) == played and goal.input_value() == "30" and "200" in page.inner_text("#game .error")
    assert calls(page, lambda: (goal.fill("40"), goal.dispatch_event("change"))) == ["game_view"]
    assert state(page) == "0 0 0" and records(page) == 0 and page.locator(".rule-change").is_visible()
    assert calls(page, lambda: page.click("[data-key=bring-back]")) == ["game_review"]
    assert state(page) == played and records(page) == 1 and goal.input_value() == "30"


def test_the_tutors_catch_and_an_answer_in_practice_and_retry_are_one_call_each(open_page):
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    page.get_by_label("Tutor").select_option("mistake")
    assert calls(page, lambda: board_button(page, "Hold").click(),
                 lambda: page.get_by_test_id("tutor").wait_for()) == ["game_drill"]  # the catch kept
    assert calls(page, lambda: page.get_by_role("button", name="Play it anyway").click()) == ["game_play"]
    page.get_by_label("Tutor").select_option("")
    page.locator("#review [data-key='retry']").click()
    page.wait_for_selector("#game[data-phase='question']")
    assert calls(page, lambda: board_button(page, "Hold").click(),
                 lambda: page.wait_for_selector("#game[data-phase='answered']")) == ["game_play"]  # of two moves: answered
    page.get_by_role("button", name="Back to the game").click()
    page.get_by_role("button", name="Practice", exact=True).click()
    page.wait_for_selector("#game[data-phase='question']")
    assert calls(page, lambda: page.keyboard.press("r"),
                 lambda: page.wait_for_selector("#game[data-phase='answered'], #game[data-phase='missed']")) == ["game_play"]


CLICKED_TWICE = """() => {
  const roll = [...document.querySelectorAll("#game .board button")].find((button) => button.textContent.startsWith("Roll"));
  const seen = new MutationObserver(() => {});
  seen.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  roll.click();
  const changed = seen.takeRecords().filter((r) => !(r.target.id === "game" && r.attributeName === "data-phase"));
  roll.click();
  seen.disconnect();
  return changed.map((r) => `${r.type} ${r.target.id || r.target.className || r.target.nodeName} ${r.attributeName ?? ""}`);
}"""
"""Clicks Roll twice in one go; what the first click changed in the page at once, but #game's phase."""


def test_a_click_changes_nothing_until_python_answers_and_a_second_one_meanwhile_plays_nothing(open_page):
    """A click marks #game waiting and nothing else (so that no frame is drawn before Python's quick
    answer, which is drawn alone); a second click while the first waits for Python is not played,
    as when the board's buttons were off meanwhile."""
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    changed = []
    assert calls(page, lambda: changed.extend(page.evaluate(CLICKED_TWICE))) == ["game_play"]
    assert changed == [] and records(page) == 1


# Clicks Roll, and reloads the page in the very task that draws Python's answer, before its next frame.
RELOAD_AS_DRAWN = """() => {
  const game = document.querySelector("#game"), before = game.dataset.state;
  const observer = new MutationObserver(() => {
    if (game.dataset.state === before || game.dataset.phase === "pending") return;
    observer.disconnect();
    location.reload();
  });
  observer.observe(game, { attributes: true });
  document.querySelector("#game [data-key='roll']").click();
}"""


def test_a_reload_as_a_move_is_drawn_keeps_the_move(open_page):
    """The game is kept (the address, the browser's store) as the answer is drawn, not a frame
    later: a reload made before the next frame opens the position the move reached, its record kept."""
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    with page.expect_navigation():
        page.evaluate(RELOAD_AS_DRAWN)
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    settle(page)
    assert state(page) != "3 5 4" and f"state={state(page).replace(' ', '+')}" in page.url
    page.wait_for_function("document.querySelectorAll('ol.record .rec-event').length === 1")


# Fills the browser's store to the last character it takes (a filler key of its own), as a long
# history of saved games and mistakes would.
FILL_STORE = """() => {
  let size = 1 << 20, n = 0;
  while (size >= 1) {
    try { localStorage.setItem(`filler:${n}`, "x".repeat(size)); n += 1; } catch { size = Math.floor(size / 2); }
  }
}"""


def test_a_full_store_keeps_the_move_and_lets_the_drawing_go(open_page):
    """With no room left in the browser's store, a move still keeps the game (its moves): the
    records and review kept apart give way, and a reload replays them from the moves."""
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    for _ in range(2):
        page.click("#game [data-key='roll']")
        settle(page)
    assert page.evaluate("localStorage.getItem('stb:drawing:pig')") is not None
    try:
        page.evaluate(FILL_STORE)
        page.click("#game [data-key='hold']")
        settle(page)
        played = state(page)
        assert page.evaluate("JSON.parse(localStorage.getItem('stb:game:pig')).moves.length") == 3
    finally:  # the other tests' pages share this store
        page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('filler:')).forEach((k) => localStorage.removeItem(k))")
    page.reload()
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    wait_for_state(page, played)
    page.wait_for_function("document.querySelectorAll('ol.record .rec-event').length === 3")
