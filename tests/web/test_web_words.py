"""Issue 29's words in a real browser, at a phone's width and a laptop's, through whole games of
every game and mode: while the computer plays, the page says what it does (sampled at every change);
at the end one result card, the same in every game (who won and by how much, your place, each
person's accuracy and cost against best play, and best play's value from the start); Chopsticks'
board and chart say nothing of a limit still ahead or of dice."""

import re

import pytest

from helpers import call, settle, short_game, state
from stb.games import GAMES as INFO
from screens import check_view, open_link

pytestmark = pytest.mark.browser

GAMES = {  # every game's short game (stb.games), the computer moving first; and every other mode: alone, you first, a table
    **{f"{name}-computer-first": short_game(name, side=1)[0] for name in INFO},
    "shutbox-alone": "#game=shutbox&tiles=4&state=1234",
    "double-shutter-alone": "#game=shutbox&layout=double&state=9/1",
    "pig-you-first": "#game=pig&goal=12&state=0+0+0",
    "chopsticks-two-people": "#game=chopsticks&moves=3&mode=people&state=1+1+1+1+0",
    "table-of-three": "#game=shutbox&players=3&tiles=4&others=computer&seat=2",
}
SAMPLE = """() => {
  window.sampled = [];
  const game = document.querySelector('#game');
  const note = () => {
    const status = document.querySelector('#game .status');
    const entry = [game.dataset.state, game.dataset.phase, status?.checkVisibility() ? status.textContent : ''];
    if (JSON.stringify(entry) !== JSON.stringify(sampled.at(-1))) sampled.push(entry);
  };
  new MutationObserver(note).observe(game, { subtree: true, childList: true, characterData: true, attributes: true });
  note();
}"""
CHANGED = "(before) => document.querySelector('#game').dataset.state !== before || document.querySelector('#game').dataset.phase === 'game-over'"


def play_to_the_end(page, request):
    """The best move in the person's turns; the computer plays its own (pressed on where the page waits)."""
    for _ in range(200):
        settle(page)
        if page.get_attribute("#game", "data-phase") == "game-over":
            return
        before = state(page)
        if call("game_view", {**request, "state": before})["computer_to_move"]:
            if page.locator("[data-key=wait]").is_visible():
                page.click("[data-key=wait]")
        else:
            page.locator("#advice table.moves tbody tr").first.locator("button").click()
        page.wait_for_function(CHANGED, arg=before, timeout=60_000)
    raise AssertionError("the game did not end within 200 moves")


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("game", GAMES)
def test_the_computer_told_in_the_third_person_and_one_result_card(screen, game, width):
    request = call("game_open", {"query": "", "hash": GAMES[game]})["request"]
    open_link(screen, GAMES[game])
    screen.evaluate(SAMPLE)
    play_to_the_end(screen, request)

    # while the computer was to move, the page said what it does, never what you should do
    theirs = [(at, words) for at, phase, words in screen.evaluate("sampled")
              if phase == "move" and words and call("game_view", {**request, "state": at})["computer_to_move"]]
    names = call("game_view", request)["names"]
    if "The computer" in names or request["opponent"].get("others") == "computer":
        assert theirs, "the computer's turn was never sampled"
    for at, words in theirs:
        assert re.match(r"(The computer|Seat \d)\b", words), (at, words)
        assert not re.search(r"\?|\byour (turn|move|roll)\b|\b(Roll|Shut|Take|Tap) ", words), (at, words)

    # the result card: Python's review of the game the page kept, drawn as it says
    card = screen.locator("[data-testid='result']")
    screen.wait_for_function("document.querySelectorAll('[data-testid=result] li').length > 0")
    kept = screen.evaluate(f"JSON.parse(localStorage.getItem('stb:game:{request['game']}'))")
    result = call("game_review", {**kept["request"], "start": kept["start"], "moves": kept["moves"]})["result"]
    assert card.locator("h2").inner_text() == result["title"]
    assert card.locator("li").evaluate_all("items => items.map((li) => [...li.childNodes].filter((n) => n.nodeType === 3)"
                                           ".map((n) => n.data).join(''))") == result["lines"]  # each line, its "?" aside
    people = [name for name in names if name != "The computer"]
    for name in people:
        assert any(line.startswith(("Your accuracy: " if name == "You" else f"{name}'s accuracy: ", f"{name} had no"))
                   for line in result["lines"]) or "before your turn" in result["title"], result
    if "You" in people and request["opponent"].get("mode") == "computer" or request["game"] == "shutbox":
        assert re.search(r"\b([Yy]ou|your)\b|tie|Nobody", result["title"]), result
    assert re.search(r" (at the start|where this game began \(not the game's usual start\)), with best play: ", result["lines"][-1]), result
    check_view(screen, f"{game}: the end, at {width} px")

    if request["game"] == "chopsticks":  # over: no limit still ahead, and a chart without dice
        assert "the game is over" in screen.inner_text("#game .board")
        screen.wait_for_selector(".legend")
        assert "dice" not in screen.inner_text(".legend")
