"""The review of a whole game of each game, in a real browser: every move's judgement and cost and
each player's accuracy are the bridge's own numbers; the game is walked through move by move with
the arrow keys and back; its record is saved to a file and loaded back."""

import json

import pytest

from helpers import call, phase, settle, short_game, shown_moves
from stb.games import GAMES

pytestmark = pytest.mark.browser

PLURALS = {"best": "best", "inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}

CHOICES = (0, 0, 1, 0, 2)
"""The rows of the advice played in turn, round and round: best moves, and some costly ones."""


def play(page, choice):
    """Play the advice table's move in row `choice` (the last row if fewer)."""
    moves = shown_moves(page)
    page.locator(f"table.moves tr[data-move='{moves[min(choice, len(moves) - 1)][0]}'] button").click()
    settle(page)


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_reviewed_walked_through_saved_and_loaded(open_page, game, tmp_path):
    """Each game's short game (stb.games) between two people, played to its end."""
    page = open_page("?seed=9" + short_game(game, mode="people")[0])
    page.wait_for_selector(f"#game[data-game='{game}']")
    settle(page)
    for number in range(200):
        if phase(page) != "move":
            break
        play(page, CHOICES[number % len(CHOICES)])
    played = len(page.evaluate(f"JSON.parse(localStorage.getItem('stb:game:{game}')).moves"))
    page.wait_for_function(f"document.querySelectorAll('ol.record .rec-event').length === {played} && document.querySelector('.totals')")

    saved = page.evaluate(f"JSON.parse(localStorage.getItem('stb:game:{game}'))")
    review = call("game_review", {**saved["request"], "start": saved["start"], "moves": saved["moves"]})
    assert review["ok"]
    items = page.locator("ol.record li:has(> .rec-open > .rec-event)")  # a move's own entry (Pig's inside its turn)
    for n, record in enumerate(review["records"]):
        item = items.nth(n)
        assert item.locator(".rec-event").text_content() == record["event"]
        assert item.get_attribute("data-judgement") == record["judgement"]
        if record["cost"] > 0:
            assert item.locator(".rec-cost").text_content() == record["cost_text"]
    cards = page.locator(".totals .player-total")
    for i in range(cards.count()):
        total = review["totals"][int(cards.nth(i).get_attribute("data-player"))]
        shown = cards.nth(i).get_attribute("data-accuracy")
        assert (None if shown == "" else float(shown)) == total["accuracy"]
        said = cards.nth(i).inner_text()
        for judgement, count in total["counts"].items():  # "2 best, 1 inaccuracy, 3 mistakes"
            assert (f"{count} {judgement if count == 1 else PLURALS[judgement]}" in said) == (count > 0), said

    live = page.get_attribute("#game", "data-state")
    page.locator("ol.record > li > .rec-open").first.click()
    for n, record in enumerate(review["records"]):
        page.wait_for_function("n => document.querySelector('.walk-here')?.textContent.startsWith(n ? `After move ${n} of` : 'The start, before move 1 of')", arg=n)
        settle(page)
        assert page.locator(f"table.moves tr[data-move='{record['move']}'] .mark").inner_text() == "played"
        assert page.get_attribute(f"ol.record [data-key='record:{n}']", "aria-current") == "true"
        page.keyboard.press("ArrowRight")
    page.wait_for_function("n => document.querySelector('.walk-here').textContent.startsWith(n ? `After move ${n} of` : 'The start, before move 1 of')",
                           arg=len(review["records"]))
    page.keyboard.press("Escape")
    assert page.locator(".walk").is_hidden() and page.get_attribute("#game", "data-state") == live

    with page.expect_download() as download:
        page.get_by_role("button", name="Save game").click()
    file = tmp_path / f"{game}.json"
    download.value.save_as(file)
    assert json.loads(file.read_text())["moves"] == review["saved"]["moves"]
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.querySelectorAll('ol.record li').length === 0")
    page.locator("input[type='file']").set_input_files(str(file))
    page.wait_for_selector(".walk:not([hidden])")
    assert page.locator("ol.record .rec-event").all_text_contents() == [r["event"] for r in review["records"]]


REVIEWED = """() => ({ result: document.querySelector('[data-testid=result]').innerText,
  review: document.querySelector('#review .review-body').innerText,
  moves: [...document.querySelectorAll('ol.record .rec-event')].map((e) => e.textContent) })"""


def test_a_finished_game_shown_again_has_its_whole_review_at_once(fresh_browser, site_url):
    """A game is shown again (a reload, its link in another tab, another game and back): its result
    card, its moves and the review's cards are all there at once, Python not yet up, and "Review the
    game" steps through it once Python is; then Python's rebuild from the moves says the same."""
    link = "#game=nim&red=3&blue=2&state=3+2+0"
    page = fresh_browser.new_page()
    page.goto(site_url + link)
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    settle(page)
    while phase(page) != "game-over":
        page.locator("table.moves tbody tr button").first.click()
        page.wait_for_function("() => ['game-over', 'move'].includes(document.querySelector('#game').dataset.phase)"
                               " && !document.querySelector('#game').dataset.computer")
    page.wait_for_selector(".totals .player-total")
    finished = page.evaluate(REVIEWED)
    assert finished["moves"] and "Your accuracy" in finished["result"] and "Accuracy" in finished["review"]
    address = page.evaluate("location.hash")
    page.evaluate("navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))")
    page.close()

    again, held = fresh_browser.new_page(), []
    again.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    try:
        again.goto(site_url + address)
        again.wait_for_selector("#game[data-game='nim'][data-phase='game-over']")
        assert again.evaluate(REVIEWED) == finished and again.get_attribute("html", "data-python") is None
        again.get_by_role("button", name="Review the game").click()
    finally:
        for route in held:
            route.continue_()
    again.wait_for_selector(".walk:not([hidden])", timeout=90_000)
    assert again.inner_text(".walk-here").startswith("The start, before move 1 of")
    again.keyboard.press("Escape")
    again.wait_for_selector("html[data-python='ready']", state="attached")
    settle(again)
    assert again.evaluate(REVIEWED) == finished  # Python's rebuild
    again.locator("#game-select").select_option("pig")
    again.wait_for_selector("#game[data-game='pig']")
    again.locator("#game-select").select_option("nim")
    again.wait_for_selector("#game[data-game='nim'][data-phase='game-over']")
    settle(again)
    assert again.evaluate(REVIEWED) == finished
    again.close()


def test_a_saved_game_of_another_game_opens_as_that_game(open_page, tmp_path):
    """A Pig game loaded while Nim is shown opens as Pig (it was refused); a file naming no game of
    the page is refused in one line, the game kept."""
    moves = [{"move": "roll", "faces": [4]}, {"move": "hold"}]
    pig = tmp_path / "pig-game.json"
    pig.write_text(json.dumps({"stb": 1, "game": "pig", "rules": {"goal": 30}, "opponent": {"mode": "people"},
                               "start": None, "moves": moves}))
    page = open_page("#game=nim&red=3&blue=3&state=3+3+0")
    page.wait_for_selector("#game[data-game='nim']")
    page.locator("input[type='file']").set_input_files(str(pig))
    page.wait_for_selector("#game[data-game='pig'] .walk:not([hidden])")
    assert page.input_value("#game-select") == "pig"
    assert page.inner_text(".walk-note").startswith("Loaded pig-game.json: 2 moves, each checked by Python.")
    assert page.locator("ol.record .rec-event").count() == 2
    chess = tmp_path / "chess.json"
    chess.write_text(json.dumps({"stb": 1, "game": "chess", "moves": []}))
    page.locator("input[type='file']").set_input_files(str(chess))
    page.wait_for_function("document.querySelector('#game .error').textContent.includes('names no game the page has')")
    assert page.get_attribute("#game", "data-game") == "pig"
