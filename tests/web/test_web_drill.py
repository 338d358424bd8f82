"""The drill in a real browser: your costly decisions kept on a schedule (stb.drill) in this browser's
storage, each person's in their own store; nothing ever lost (a store the page cannot read, whatever
it holds, is still there byte for byte after the page has run, read-only with a link to download it;
an older one migrates forward; Clear asks and Undo brings the cards and the charts back; a position
deleted comes back with Undo); a list of your positions with when each comes back; the count of
positions due on the header's Practice button, across games and live; a move taken back is not a
mistake you made, and a finished game joins the chart once."""

import json
import time

import pytest

from helpers import board_button, ok, settle, wait_for_state

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="
PIG20 = {"goal": 20, "sides": 6, "coin": False}
PEOPLE = {"mode": "people", "side": 0, "strength": "1"}
YOURS, PLAYER_1, PLAYER_2 = "stb:mistakes:pig", "stb:mistakes:pig:Player 1", "stb:mistakes:pig:Player 2"


def now() -> int:
    return int(time.time() * 1000)


def forget(page):
    """Nothing saved by other tests' games."""
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:')).forEach((k) => localStorage.removeItem(k))")


def kept(page, key=YOURS):
    return page.evaluate("(key) => localStorage.getItem(key)", key)


def keep(page, text, key=YOURS):
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [key, text])


def store_of(game="pig", rules=PIG20, due=(), later=(), finished=()):
    """A store's text as Python writes it: the positions `due` now, those `later` ({state: ms from now}), the accuracies finished."""
    answer = ok("game_drill", {"game": game, "now": now(), "missed": [{"rules": rules, "opponent": PEOPLE, "state": s} for s in
                                                                      [*due, *later]]})
    store = json.loads(answer["store"])
    for card in store["cards"]:
        card["due"] = now() + later.get(card["state"], 0) if later else card["due"]
    store["games"] = [[now() - 1000 * n, accuracy, n] for n, accuracy in enumerate(finished)]
    return json.dumps(store)


def practise(page):
    page.get_by_role("button", name="Practice", exact=True).click()
    page.wait_for_selector("#game[data-phase='question']")


def next_position(page):
    page.click("#game [data-key=next]")  # "Skip this position" before an answer, "Next position" after
    page.wait_for_selector("#game[data-phase='question']")


def later(page, minutes, key=YOURS):
    """The store as it will be `minutes` from now: every card's time due that much sooner."""
    page.evaluate("""([key, ms]) => {
        const store = JSON.parse(localStorage.getItem(key));
        for (const card of store.cards) card.due = Math.max(0, card.due - ms);
        localStorage.setItem(key, JSON.stringify(store));
    }""", [key, minutes * 60_000])


def drill_line(page) -> str:
    return page.inner_text("[data-testid='drill']")


YOUR_TURN = """() => { const game = document.querySelector('#game').dataset;
  return game.phase === 'game-over' || (game.phase === 'move' && game.toMove === '0' && game.computer === ''); }"""


def your_turn(page):
    """Wait until the person (seat 0, against the computer) is to move, or the game is over."""
    page.wait_for_function(YOUR_TURN)


def best_to_the_end(page):
    """The best move (B) at each of the person's turns, the computer's in between, to the game's end."""
    your_turn(page)
    while page.get_attribute("#game", "data-phase") != "game-over":
        before = page.get_attribute("#game", "data-state")
        page.keyboard.press("b")
        page.wait_for_function("(s) => document.querySelector('#game').dataset.state !== s", arg=before)
        your_turn(page)


def test_each_players_mistakes_go_to_their_own_store(open_page):
    """Two people at one screen: Player 1's blunder in Player 1's store, Player 2's in Player 2's,
    none in yours; Practice opens the store of whoever is to play, and its menu the other's."""
    page = open_page("?seed=5" + GOAL20 + "0+0+3&mode=people")  # the dice: 5 first
    wait_for_state(page, "0 0 3")
    forget(page)
    board_button(page, "Hold").click()
    wait_for_state(page, "0 3 0 p1")
    page.keyboard.press("r")  # a turn starts with a roll
    wait_for_state(page, "0 3 5 p1")
    board_button(page, "Hold").click()
    wait_for_state(page, "3 5 0")
    page.wait_for_function("(key) => localStorage.getItem(key) !== null", arg=PLAYER_2)
    assert [[c["state"] for c in json.loads(kept(page, key))["cards"]] for key in (PLAYER_1, PLAYER_2)] == [["0 0 3"], ["0 3 5 p1"]]
    assert kept(page, YOURS) is None
    practise(page)
    assert page.get_attribute("#game", "data-state") == "0 0 3" and "One of Player 1's costly decisions" in page.inner_text("#game")
    assert drill_line(page).startswith("Player 1's mistakes (1): 1 due now of 1 kept")
    page.get_by_label("Whose mistakes").select_option("Player 2")
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 3 5 p1'")
    assert drill_line(page).startswith("Player 2's mistakes (1)") and "Player 2's costly decisions" in page.inner_text("#game")


def test_saved_mistakes_are_due_after_a_reload_and_a_missed_one_comes_back_first(open_page):
    page = open_page(GOAL20 + "0+0+0")
    wait_for_state(page, "0 0 0")
    forget(page)
    keep(page, store_of(due=["0 0 3", "0 0 3 p1"]))
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    practise(page)
    assert drill_line(page).startswith("Your mistakes (2): 2 due now of 2 kept")
    assert page.get_attribute("#game", "data-state") == "0 0 3" and "your costly decisions" in page.inner_text("#game")
    page.keyboard.press("r")  # right: it comes back later
    page.wait_for_selector("#game[data-phase='answered']")
    next_position(page)
    assert page.get_attribute("#game", "data-state") == "0 0 3 p1"
    board_button(page, "Hold").click()  # wrong: it comes back sooner (of two moves, the answer is shown at once)
    page.wait_for_selector("#game[data-phase='answered']")
    page.wait_for_function("() => document.querySelector(\"[data-testid='drill']\").textContent.includes('1 answered right')")
    next_position(page)
    assert "A close decision" in page.inner_text("#game") and "Your mistakes (0)" in drill_line(page)
    later(page, 2)  # the missed one (a minute's wait) is due, the solved one (ten minutes) not yet
    next_position(page)
    assert page.get_attribute("#game", "data-state") == "0 0 3 p1" and drill_line(page).startswith("Your mistakes (1): 1 due now of 2 kept")
    later(page, 10)
    next_position(page)  # both due: the one just left unanswered was skipped, the other comes
    assert page.get_attribute("#game", "data-state") == "0 0 3" and "Your mistakes (2)" in drill_line(page)
    assert page.locator(".progress-chart").count() == 1  # the answers so far, charted


def same_text(page, original, key=YOURS) -> bool:
    """Whether the store's text is `original`, byte for byte (compared in the page: a text of 10 MB stays there)."""
    page.evaluate("(text) => { window.stbOriginal = text; }", original)
    return page.evaluate("(key) => localStorage.getItem(key) === window.stbOriginal", key)


VALID = json.dumps({"format": "stb-drill", "version": 2, "game": "pig", "games": [[5, 60.0, 3]], "answers": [[5, 1]],
                    "cards": [{"rules": PIG20, "opponent": PEOPLE, "state": f"0 {n} 3", "box": 1, "due": 5, "right": 1, "wrong": 1,
                               "last": True} for n in range(8)]})
BIGGEST = 5 * 2 ** 20 - 1000
"""The longest text this browser keeps (its storage holds 5 Mi characters, 10 MB as UTF-16), a little
left for the page's own keys."""
UNREADABLE = {  # a text the page cannot read, and why, as its message says
    "truncated": (VALID[:len(VALID) // 2], "it is not JSON"),
    "foreign JSON": (json.dumps({"playlist": ["a", "b"], "volume": 7}), "it is not a list of positions this page keeps"),
    "another game's": (VALID.replace('"game": "pig"', '"game": "nim"'), "it holds the positions of another game, 'nim'"),
    "version 99": (VALID.replace('"version": 2', '"version": 99'), "a newer version of this page wrote it"),
    "10 MB": (VALID[:-1] + ', "padding": "' + "é" * (BIGGEST - len(VALID) - 15) + '"}', "it is longer than the 500,000 characters read"),
}


@pytest.mark.beside
@pytest.mark.parametrize("kind", list(UNREADABLE))
def test_a_store_the_page_cannot_read_is_still_there_byte_for_byte_after_the_page_has_run(open_page, kind):
    """Plays (a blunder among them), a take back, the tutor's catch, Practice's questions, an import
    and a game played to its end: the text is never written over, Practice says why it is kept and
    offers it to download as it is; Clear asks, and Undo puts it back byte for byte."""
    original, why = UNREADABLE[kind]
    page = open_page(GOAL20 + "0+0+3")
    wait_for_state(page, "0 0 3")
    forget(page)
    keep(page, original)
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    wait_for_state(page, "0 0 3")
    board_button(page, "Hold").click()  # a blunder: nothing is saved beside the store
    page.wait_for_function("() => document.querySelector('#game').dataset.state !== '0 0 3'")
    your_turn(page)
    page.keyboard.press("u")  # taken back
    wait_for_state(page, "0 0 3")
    page.get_by_label("Tutor").select_option("mistake")
    board_button(page, "Hold").click()  # caught by the tutor
    page.get_by_test_id("tutor").wait_for()
    page.get_by_role("button", name="Choose again").click()
    page.get_by_label("Tutor").select_option("")
    practise(page)
    assert page.inner_text(".drill-note").startswith(f"Your saved mistakes could not be read ({why}): they are kept as they were, "
                                                     "and new ones are not saved beside them.")
    link = page.locator(".drill-note a[data-key='download']")
    assert page.evaluate("async (href) => (await (await fetch(href)).text()) === localStorage.getItem('stb:mistakes:pig')",
                         link.get_attribute("href"))
    assert page.locator("[data-key='export']").is_hidden()  # read-only: no export of what Python could not read
    page.keyboard.press("h")
    page.wait_for_selector("#game[data-phase='missed'], #game[data-phase='answered']")
    page.get_by_role("button", name="Clear mistakes").click()
    page.get_by_role("button", name="Keep them").click()
    assert same_text(page, original)
    if kind != "10 MB":  # the browser's storage is full: a store this big is not cleared here, only kept
        page.get_by_role("button", name="Clear mistakes").click()
        page.get_by_role("button", name="Clear them").click()
        page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Cleared')")
        assert json.loads(kept(page))["cards"] == []
        page.locator(".drill-note [data-key='undo']").click()
        page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Undone')")
    page.get_by_role("button", name="Back to the game").click()
    best_to_the_end(page)  # a game to its end: its accuracy is kept nowhere
    assert same_text(page, original)


def test_an_older_store_migrates_forward(open_page):
    page = open_page(GOAL20 + "0+0+0")
    wait_for_state(page, "0 0 0")
    forget(page)
    first = json.dumps([{"rules": PIG20, "opponent": PEOPLE, "state": "0 7 3"}])  # the page's first store: a list
    keep(page, first)
    practise(page)
    assert page.get_attribute("#game", "data-state") == "0 7 3" and kept(page) == first  # read, not written yet
    version1 = json.loads(VALID)
    version1.update(version=1, games=[[5, 60.0]], cards=version1["cards"][:1])
    keep(page, json.dumps(version1))
    page.get_by_role("button", name="Back to the game").click()
    practise(page)
    assert page.get_attribute("#game", "data-state") == "0 0 3" and "Your accuracy, game by game (last 1)" in page.inner_text(".drill")
    page.keyboard.press("r")
    page.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).version === 2", arg=YOURS)
    store = json.loads(kept(page))
    assert [c["state"] for c in store["cards"]] == ["0 0 3"] and store["cards"][0]["box"] == 2 and store["games"] == [[5, 60.0, None]]


def test_clear_asks_and_undo_brings_back_the_cards_and_the_charts(open_page):
    page = open_page(GOAL20 + "0+0+0")
    wait_for_state(page, "0 0 0")
    forget(page)
    before = store_of(due=["0 0 3"], later={"0 5 2": 86_400_000}, finished=[50.0, 75.0])
    keep(page, before)
    practise(page)
    assert page.locator(".progress-chart").count() == 1 and "(last 2)" in page.inner_text(".drill")
    page.get_by_role("button", name="Clear mistakes").click()
    assert "Clear the 2 positions kept and both charts? Undo brings them back." in page.inner_text(".drill-confirm")
    assert kept(page) == before  # asked, not done
    page.get_by_role("button", name="Clear them").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Cleared your saved mistakes')")
    assert json.loads(kept(page))["cards"] == [] and "no game finished yet" in page.inner_text(".drill")
    page.locator(".drill-note [data-key='undo']").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Undone')")
    assert kept(page) == before and "(last 2)" in page.inner_text(".drill") and "of 2 kept" in drill_line(page)


def test_your_positions_listed_with_when_each_comes_back_deleted_with_undo_and_skipped(open_page):
    page = open_page(GOAL20 + "0+0+0")
    wait_for_state(page, "0 0 0")
    forget(page)
    keep(page, store_of(due=["0 0 3"], later={"0 5 2": 3 * 86_400_000 + 60_000}))
    practise(page)
    page.locator(".drill-list summary").click()
    items = page.locator(".drill-list li")
    assert items.count() == 2
    assert items.nth(0).inner_text().startswith("Pig to 20: at 0 to 0, turn total 3\ndue now · right 0, missed 1")
    assert "comes back in 3 days" in items.nth(1).inner_text()
    next_position(page)  # the question not answered: skipped, and still due
    assert "A close decision" in page.inner_text("#game") and drill_line(page).startswith("Your mistakes (1): 1 due now")
    items.nth(1).get_by_role("button", name="Ask it now").click()
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 5 2' "
                           "&& document.querySelector('#game').dataset.phase === 'question'")
    items.nth(0).get_by_role("button", name="Delete").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Deleted: Pig to 20: at 0 to 0')")
    assert [c["state"] for c in json.loads(kept(page))["cards"]] == ["0 5 2"] and items.count() == 1
    page.locator(".drill-note [data-key='undo']").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent === 'Brought back 1 position.'")
    assert sorted(c["state"] for c in json.loads(kept(page))["cards"]) == ["0 0 3", "0 5 2"] and items.count() == 2


def badge(page) -> str:
    return page.evaluate("(() => { const b = document.querySelector('#practice .due-count'); "
                         "return b.classList.contains('shown') ? b.textContent : ''; })()")


def test_the_header_counts_what_is_due_across_games_live(open_page):
    """Pig's and Nim's stores: the count on Practice is theirs together; it rises when a position comes
    due with no action, falls when one is answered, and the drill's "comes back in" follows the clock."""
    page = open_page(GOAL20 + "0+0+0", wait_for_python=False)
    page.clock.install()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    forget(page)
    keep(page, store_of(due=["0 0 3"], later={"0 5 2": 150_000}))
    keep(page, store_of("nim", {"red": 7, "blue": 7}, due=["4 3 0"]), "stb:mistakes:nim")
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    page.wait_for_function("() => document.querySelector('#practice .due-count').textContent === '2'")
    assert page.get_attribute("#practice", "aria-describedby") == "practice-due"
    assert page.inner_text("#practice-due") == "Saved positions due: 2 (Pig 1, Red-Blue Nim 1)."  # a count in a label, no agreement
    assert page.get_by_role("button", name="Practice", exact=True).count() == 1  # its name stays "Practice"
    practise(page)
    page.keyboard.press("r")
    page.wait_for_selector("#game[data-phase='answered']")
    page.wait_for_function("() => document.querySelector('#practice .due-count').textContent === '1'")
    assert drill_line(page).endswith("The next comes back in 3 minutes.")
    page.clock.run_for(60_000)
    page.wait_for_function("() => document.querySelector(\"[data-testid='drill']\").textContent.endsWith('comes back in 2 minutes.')")
    assert badge(page) == "1"
    page.clock.run_for(100_000)  # the second position comes due, nothing done
    page.wait_for_function("() => document.querySelector('#practice .due-count').textContent === '2'")
    page.wait_for_function("() => document.querySelector(\"[data-testid='drill']\").textContent.startsWith('Your mistakes (1): 1 due now')")
    assert "Due in other games: Red-Blue Nim (1)" in page.inner_text(".drill")
    page.get_by_role("button", name="Red-Blue Nim (1)").click()  # that game's practice, its position due first
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '4 3 0' "
                           "&& document.querySelector('#game').dataset.phase === 'question'")
    assert page.inner_text("#title").startswith("Practice: Red-Blue Nim") and page.input_value("#game-select") == "nim"


def test_a_move_taken_back_is_not_a_mistake_and_a_finished_game_joins_the_chart_once(open_page):
    page = open_page("#game=nim&red=4&blue=3&state=4+3+0")
    wait_for_state(page, "4 3 0")
    forget(page)
    page.locator("#game .board button", has_text="Take 2 red").click()  # a blunder, kept at once
    page.wait_for_function("(key) => localStorage.getItem(key) !== null", arg="stb:mistakes:nim")
    assert [c["state"] for c in json.loads(kept(page, "stb:mistakes:nim"))["cards"]] == ["4 3 0"]
    your_turn(page)
    page.keyboard.press("u")  # taken back, with the computer's reply: not a mistake you made
    wait_for_state(page, "4 3 0")
    page.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).cards.length === 0", arg="stb:mistakes:nim")
    for _ in range(2):  # the game to its end, taken back, and to its end again: its accuracy charted once
        best_to_the_end(page)
        page.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).games.length > 0", arg="stb:mistakes:nim")
        assert [g[1] for g in json.loads(kept(page, "stb:mistakes:nim"))["games"]] == [100.0]
        page.keyboard.press("u")
        your_turn(page)


BROKEN_CARD = '{"rules": {"goal": 20, "sides": 6, "coin": false}, "opponent": {}, "state": "0 1 3", "box": 99, "due": 5}'
NEWER_CARD = ('{"rules":{"goal":20,"sides":6,"coin":false},"opponent":{},"state":"0 2 3","box":1,"due":5,"right":1,"wrong":1,'
              '"last":true,"seen":"\u00e9t\u00e9"}')
"""Two cards the page cannot read: one with its box out of range, one with a field a newer page writes."""


def with_cards_unread(text: str) -> str:
    """A store's text (json.dumps's spacing) with BROKEN_CARD and NEWER_CARD first among its cards."""
    return text.replace('"cards": [', f'"cards": [{BROKEN_CARD},  {NEWER_CARD}, ', 1)


def both_as_kept(text) -> bool:
    return text is not None and text.count(BROKEN_CARD) == 1 and text.count(NEWER_CARD) == 1


def downloaded(page, key) -> str:
    with page.expect_download() as download:
        page.locator(f".drill [data-key='{key}']").click()
    return open(download.value.path(), encoding="utf-8").read()


def test_cards_the_page_cannot_read_stay_byte_for_byte_and_are_offered_as_kept(open_page):
    """A store with a broken card and a newer page's: a game played, a card answered, a file
    imported, the store cleared and the clear undone; both cards stay in the store byte for byte at
    every step, and Practice offers them to download as they were kept."""
    page = open_page(GOAL20 + "0+0+2")
    wait_for_state(page, "0 0 2")
    forget(page)
    keep(page, with_cards_unread(store_of(due=["0 0 3"])))
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    wait_for_state(page, "0 0 2")
    board_button(page, "Hold").click()  # a blunder: the store is written
    page.wait_for_function("(key) => localStorage.getItem(key).includes('\"0 0 2\"')", arg=YOURS)
    assert both_as_kept(kept(page))
    practise(page)
    assert page.inner_text(".drill-unread") == ("2 saved positions could not be read by this version of the page: they are kept "
                                                "as they were. Download them as they were kept")
    assert both_as_kept(downloaded(page, "download-unread"))
    assert page.get_attribute("#game", "data-state") == "0 0 3"
    page.keyboard.press("r")  # right: the card moves on
    page.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).cards.some((c) => c.state === '0 0 3' && c.box === 1)",
                           arg=YOURS)
    assert both_as_kept(kept(page))
    page.locator(".drill input[type='file']").set_input_files(
        {"name": "mistakes.json", "mimeType": "application/json", "buffer": store_of(due=["0 4 2"]).encode()})
    page.wait_for_function("() => document.querySelector('.drill-note').textContent === 'Imported 1 new position.'")
    assert both_as_kept(kept(page))
    before = kept(page)
    page.get_by_role("button", name="Clear mistakes").click()
    assert page.inner_text(".drill-confirm").startswith("Clear the 3 positions kept and both charts? Undo brings them back. "
                                                        "The positions this version of the page cannot read stay as they were.")
    page.get_by_role("button", name="Clear them").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Cleared')")
    assert both_as_kept(kept(page)) and [c.get("box") for c in json.loads(kept(page))["cards"]] == [99, 1]  # only those two
    page.locator(".drill-note [data-key='undo']").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Undone')")
    assert kept(page) == before and both_as_kept(downloaded(page, "download-unread"))


def test_a_drill_message_is_a_sentence_with_nothing_after_it(open_page):
    """An import's message, and what reading a store left out, end where their sentence ends."""
    page = open_page(GOAL20 + "0+0+2")
    wait_for_state(page, "0 0 2")
    forget(page)
    store = store_of(due=["0 0 3"])
    keep(page, store.replace('"cards": [', f'"cards": [{store[store.index("[{") + 1:store.index("}]") + 1]}, ', 1))  # one card twice
    practise(page)
    assert page.inner_text(".drill-note") == "1 position saved twice was kept once."
    page.locator(".drill input[type='file']").set_input_files(
        {"name": "mistakes.json", "mimeType": "application/json", "buffer": store.encode()})
    page.wait_for_function("() => document.querySelector('.drill-note').textContent !== '1 position saved twice was kept once.'")
    assert page.inner_text(".drill-note") == "1 position saved twice was kept once. Imported 0 new positions (1 you already had)."


BUSY = """(goal) => { import(new URL('web/bridge.js', document.baseURI))
  .then(({ ask }) => ask('game_view', { game: 'pig', rules: { goal }, opponent: { mode: 'people' }, state: null })); }"""
"""Keep a page's Python busy for a few seconds (Pig to `goal` solved): what the page asks next waits
its turn, after it has read the store."""


def test_two_tabs_answering_at_once_keep_both_answers(open_page):
    """Two pages of one browser answer a saved position together, each on the store as it read it
    (the first tab's Python kept busy, so that it writes last): both answers are kept; and a blunder
    played in one tab while the other answers is kept too."""
    first = open_page(GOAL20 + "0+0+2")
    wait_for_state(first, "0 0 2")
    forget(first)
    keep(first, store_of(due=["0 0 3", "0 5 2"]))
    second = open_page(GOAL20 + "0+0+2")
    for page in (first, second):
        practise(page)
        assert page.get_attribute("#game", "data-state") == "0 0 3"
    first.evaluate(BUSY, 200)
    first.keyboard.press("r")
    second.keyboard.press("r")
    for page in (first, second):
        page.wait_for_selector("#game[data-phase='answered']")
    first.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).answers.length === 2", arg=YOURS)
    card = next(c for c in json.loads(kept(first))["cards"] if c["state"] == "0 0 3")
    assert (card["right"], card["box"]) == (2, 2)
    first.get_by_role("button", name="Back to the game").click()
    wait_for_state(first, "0 0 2")
    next_position(second)
    assert second.get_attribute("#game", "data-state") == "0 5 2"
    first.evaluate(BUSY, 199)
    board_button(first, "Hold").click()  # a blunder: a new card
    second.keyboard.press("r")
    second.wait_for_selector("#game[data-phase='answered']")
    first.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).cards.length === 3", arg=YOURS)
    second.wait_for_function("(key) => JSON.parse(localStorage.getItem(key)).answers.length === 3", arg=YOURS)
    cards = {c["state"]: c for c in json.loads(kept(first))["cards"]}
    assert cards["0 5 2"]["right"] == 1 and cards["0 0 2"]["wrong"] == 1


HOUR = 3_600_000


def test_the_headers_count_follows_a_clock_that_jumps(open_page):
    """A computer waking from sleep: its clock jumps, its timers held. The count on Practice follows
    when the page is focused, shown again, or at the next tick."""
    page = open_page(GOAL20 + "0+0+2", wait_for_python=False)
    page.clock.install()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    forget(page)
    keep(page, store_of(later={"0 0 3": 2 * HOUR, "0 5 2": 4 * HOUR, "0 7 2": 6 * HOUR}))
    page.reload()
    page.wait_for_selector("#practice[data-counted='true']", timeout=90_000)
    assert badge(page) == ""
    start = page.evaluate("Date.now()")
    try:
        for hours, wake, count in ((3, "window.dispatchEvent(new Event('focus'))", "1"),
                                   (5, "document.dispatchEvent(new Event('visibilitychange'))", "2"), (7, None, "3")):
            page.clock.set_system_time((start + hours * HOUR) / 1000)  # in seconds; no timer runs meanwhile
            page.evaluate(wake) if wake else page.clock.run_for(15_000)
            page.wait_for_function("(count) => document.querySelector('#practice .due-count').textContent === count", arg=count)
    finally:
        page.clock.set_system_time(time.time())  # the clock is the browser's: its other tests' pages keep the true time


def test_a_clock_past_the_times_the_drill_keeps_is_said_and_the_game_goes_on(open_page):
    page = open_page(GOAL20 + "0+0+2", wait_for_python=False)
    page.clock.install()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    forget(page)
    wait_for_state(page, "0 0 2")
    words = ("This device's clock reads after the year 5138, outside the times the drill keeps: your saved mistakes stay as "
             "they are, and come back once the clock is set right")
    page.clock.set_system_time((10 ** 14 + 86_400_000) / 1000)  # the year 5138, in seconds
    try:
        board_button(page, "Hold").click()  # a blunder: played, and the drill says why it keeps nothing
        page.wait_for_function("(words) => document.body.innerText.includes(words)", arg=words)
        assert kept(page) is None and "the time must be" not in page.inner_text("body")
        page.wait_for_function("() => document.querySelector('#game').dataset.state !== '0 0 2'")
        practise(page)
        assert page.inner_text(".drill-note") == words and "the time must be" not in page.inner_text("body")
    finally:
        page.clock.set_system_time(time.time())  # the clock is the browser's: its other tests' pages keep the true time
