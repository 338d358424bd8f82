"""The page's tools in a real browser: links and the saved game (reloads, Back and Forward, edited
links), the review (judgements, accuracy, luck, value history) and walking through it, saving and
loading a game, the computer's strength, and the page offline."""

import json
import re
from pathlib import Path

import pytest

from stb import pig
from stb.advice import EXPECTED_SCORE
from helpers import (after_timers, board_button, call, people, phase, settle, shown_moves, shown_value, state, wait_for_state,
                     watch_timers)
from test_web import cli, enter_roll

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="


def reload(page):
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    settle(page)


def test_a_reload_keeps_the_game_and_its_record(open_page):
    page = open_page("?seed=11" + GOAL20 + "5+12+3&mode=people")
    wait_for_state(page, "5 12 3")
    assert shown_value(page) == pytest.approx(pig.solution(pig.Pig(20)).P(5, 12, 3))
    for _ in range(3):
        if phase(page) == "move":
            board_button(page, "Roll").click()
            settle(page)
    position, played = state(page), page.locator("ol.record .rec-event").count()
    assert f"state={position.replace(' ', '+')}" in page.url and "?seed=11" in page.url
    reload(page)
    page.wait_for_function(f"document.querySelectorAll('ol.record .rec-event').length === {played}")
    assert state(page) == position and page.get_by_label("Play against").input_value() == "people"


def test_a_reload_after_a_roll_keeps_the_roll(open_page):
    page = open_page()
    enter_roll(page, 8)
    assert state(page) == "123456789 dice 2 roll 8"
    reload(page)
    assert state(page) == "123456789 dice 2 roll 8"  # no free re-roll
    assert page.get_by_role("button", name="Roll", exact=True).count() == 0  # after a roll, Shut in its place
    assert [m for m, *_ in shown_moves(page)][0] == "[8]"



def test_the_bare_address_resumes_the_first_game_as_kept(open_page, site_url):
    """Back at the site's bare address (a bookmark, a closed tab), the first game resumes as this
    browser kept it, its record with it, before Python is up; New game starts it again."""
    page = open_page()
    enter_roll(page, 8)
    page.locator("#advice table.moves tbody tr").first.locator("button").click()
    settle(page)
    played = state(page)
    again = page.context.new_page()
    try:
        again.route("**/pyscript/core.js", lambda route: route.abort())  # what the browser kept, drawn alone
        again.goto(site_url)
        again.wait_for_function("s => document.querySelector('#game')?.dataset.state === s", arg=played)
        assert again.locator("ol.record .rec-event").count() == 2
    finally:
        again.close()
    page.goto(site_url)
    wait_for_state(page, played)
    page.get_by_role("button", name="New game").click()
    wait_for_state(page, "123456789")


ASIDE = "Object.keys(localStorage).filter((k) => k.startsWith('stb:unreadable:game:pig:')).map((k) => localStorage.getItem(k))"


@pytest.mark.parametrize("broken", ['{"link": "game=pig&goal=30&state=3+5+4", "moves": [{"move"',  # a character cut
                                    '{"stb": 99, "game": "pig", "turns": []}'])  # another version's
def test_a_kept_game_this_page_cannot_read_is_set_aside_as_it_is(open_page, broken):
    """A game kept in this browser that the page cannot read is never written over: it is set aside
    as it was, said, and offered as a download, and the game goes on beside it."""
    page = open_page("?seed=4#game=pig&goal=30&state=3+5+4&mode=people")
    wait_for_state(page, "3 5 4")
    page.evaluate("(text) => localStorage.setItem('stb:game:pig', text)", broken)
    try:
        page.reload()
        page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
        settle(page)
        assert "The Pig game kept in this browser could not be read" in page.inner_text("#notice")
        with page.expect_download() as download:
            page.get_by_role("link", name="Download it as it was kept").click()
        assert Path(download.value.path()).read_text() == broken
        page.click("#game [data-key='roll']")
        settle(page)
        assert page.evaluate(ASIDE) == [broken]
        assert page.evaluate("JSON.parse(localStorage.getItem('stb:game:pig')).moves.length") == 1
    finally:  # the other tests' pages share this store
        page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:unreadable:')).forEach((k) => localStorage.removeItem(k))")

LINKS = [  # (query, fragment): what the page opens and what it says, as the bridge answers
    ("?layout=foo", ""), ("?tiles=99", ""), ("?players=3", ""), ("?objective=x", ""), ("", "#garbage"),
    ("", "#game=chess&state=e4"), ("", GOAL20 + "25+0+0"), ("", "#game=nim&red=4&blue=five&state=4+5+0"),
    ("", "#game=shutbox&layout=double&state=12345"), ("?players=2", ""), ("", "#game=chopsticks&moves=0"),
]


@pytest.mark.parametrize("query, fragment", LINKS)
def test_every_link_opens_what_python_reads_in_it(open_page, query, fragment):
    expected = call("game_open", {"query": query, "hash": fragment})
    page = open_page(query + fragment)
    wait_for_state(page, expected["request"]["state"])
    assert page.get_attribute("#game", "data-game") == expected["request"]["game"]
    assert page.inner_text("#notice") == expected["message"]
    assert "undefined" not in page.inner_text("body")


def test_the_page_follows_an_edited_link_and_back_and_forward(open_page):
    page = open_page(GOAL20 + "3+4+0&mode=people")
    wait_for_state(page, "3 4 0")
    page.evaluate("location.hash = 'game=nim&red=3&blue=4&state=3+4+0&mode=people'")
    wait_for_state(page, "3 4 0")
    assert page.get_attribute("#game", "data-game") == "nim"
    page.evaluate("location.hash = 'game=chopsticks&state=1+1+1+1+0'")
    wait_for_state(page, "1 1 1 1 0")
    page.go_back()
    page.wait_for_selector("#game[data-game='nim']")
    page.go_forward()
    page.wait_for_selector("#game[data-game='chopsticks']")
    page.evaluate("location.hash = 'garbage'")
    page.wait_for_function("document.querySelector('#notice').textContent.includes('garbage')")


def test_a_shared_position_waits_for_the_person(open_page):
    """A link where the computer is to move opens as shown; the computer moves when asked."""
    page = open_page()
    watch_timers(page)
    page.evaluate(f"location.hash = {(GOAL20 + '3+4+0+p1&mode=computer&side=0').lstrip('#')!r}")
    wait_for_state(page, "3 4 0 p1")
    after_timers(page)  # the computer's pause, had it been started, has run out
    assert phase(page) == "move" and state(page) == "3 4 0 p1" and page.locator("ol.record li").count() == 0
    assert page.get_attribute("#game", "data-computer") == "waiting"
    page.get_by_role("button", name="Let the computer move").click()
    page.wait_for_selector("ol.record li")
    assert page.locator("ol.record .rec-event").first.text_content().startswith("The computer")


def luck(goal, before, after, roller):
    """The roller's win chance after the roll minus the chance of rolling, from stb itself."""
    best = pig.solution(pig.Pig(goal))
    i, j, k = before
    words = after.split()
    a = tuple(map(int, words[:3]))
    mine = 1.0 if a[0] + a[2] >= goal else best.P(*a)
    return (mine if int("p1" in words) == roller else 1 - mine) - best.roll(i, j, k)


def test_review_judges_sums_luck_and_walks_through_the_game(open_page):
    page = open_page("?seed=5" + GOAL20 + "0+0+0&mode=people")
    wait_for_state(page, "0 0 0")
    expected_luck, moves, rolls = [0.0, 0.0], 0, 0
    while phase(page) == "move" and moves < 10:
        before = state(page)
        roller = int("p1" in before)
        action = "Hold" if moves in (2, 5) else "Roll"  # two holds at a few points: costly
        board_button(page, action).click()
        settle(page)
        if action == "Roll":
            expected_luck[roller] += luck(20, tuple(map(int, before.split()[:3])), state(page), roller)
            rolls += 1
        moves += 1
    page.wait_for_function(f"document.querySelector('.chart svg') && "  # the start, each decision, and each roll after its decision
                           f"JSON.parse(document.querySelector('.chart svg').dataset.points).length === {1 + moves + rolls}")
    rows = page.locator(".totals .player-total")
    saved = page.evaluate("JSON.parse(localStorage.getItem('stb:game:pig'))")
    answer = call("game_review", {**saved["request"], "start": saved["start"], "moves": saved["moves"]})
    for i in range(rows.count()):
        player = int(rows.nth(i).get_attribute("data-player"))
        assert float(rows.nth(i).get_attribute("data-luck")) == pytest.approx(expected_luck[player], abs=1e-9)
        assert float(rows.nth(i).get_attribute("data-accuracy")) == answer["totals"][player]["accuracy"]
    assert page.locator("ol.record .judgement.mistake, ol.record .judgement.blunder").count() >= 1
    # walk through it: move 1, then the arrows, then back to the game
    live = state(page)
    page.locator("ol.record > li > .rec-open").first.click()  # Pig's first turn opens at its first move
    page.wait_for_selector(".walk:not([hidden])")
    assert "The start, before move 1 of" in page.inner_text(".walk")
    assert page.locator("table.moves .mark").inner_text() == "played"  # the move then played is marked
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('.walk-here').textContent.startsWith('After move 1 of')")
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("document.querySelector('.walk-here').textContent.startsWith('The start, before move 1 of')")
    settle(page)  # the review's chart, drawn again for the step, is the one the keyboard reaches
    page.locator(".chart .mark").nth(3).focus()  # the start, move 1's decision and roll, then move 2's decision
    assert page.inner_text(".chart-readout").startswith("Move 2: Player 1 chose to roll")
    page.keyboard.press("Enter")  # opens the position the decision was made in
    page.wait_for_function("document.querySelector('.walk-here').textContent.startsWith('After move 1 of')")
    page.get_by_role("button", name="Back to the game").click()
    assert page.locator(".walk").is_hidden() and state(page) == live


def test_play_from_a_reviewed_position(open_page):
    page = open_page()
    for roll, move in ((9, "[9]"), (8, "[8]")):
        enter_roll(page, roll)
        page.locator(f"table.moves tr[data-move='{move}'] button").click()
        settle(page)
    page.get_by_role("button", name=re.compile(r"^Move 3 ")).click()  # after the first move: the second roll
    page.get_by_role("button", name="Play from here").click()
    wait_for_state(page, "12345678")
    assert page.locator("ol.record li").count() == 0


def test_a_saved_game_downloads_and_loads_back(open_page, tmp_path):
    page = open_page("#game=chopsticks&moves=4&state=1+1+1+1+0&mode=people")
    wait_for_state(page, "1 1 1 1 0")
    for _ in range(3):
        page.locator(".cs-moves button").first.click()
        settle(page)
    page.wait_for_selector("button:has-text('Save game'):not([disabled])")
    with page.expect_download() as download:
        page.get_by_role("button", name="Save game").click()
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    record = json.loads(saved.read_text())
    assert record["game"] == "chopsticks" and len(record["moves"]) == 3
    page.get_by_role("button", name="New game").click()
    wait_for_state(page, "1 1 1 1 0")
    page.locator("input[type='file']").set_input_files(str(saved))
    page.wait_for_selector(".walk:not([hidden])")
    assert page.locator("ol.record li").count() == 3
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**record, "moves": [{"move": "9 9 9 9 1"}]}))
    page.locator("input[type='file']").set_input_files(str(bad))
    page.wait_for_function("document.querySelector('#tools .error')?.textContent.includes('could not be loaded')")
    assert "move 1" in page.inner_text("#tools .error")  # said by the Load button used


def test_a_weak_computer_plays_a_whole_chopsticks_game(open_page):
    page = open_page("?seed=3#game=chopsticks&moves=4&limit=1&state=1+1+1+1+0&strength=0.3")
    wait_for_state(page, "1 1 1 1 0")
    while phase(page) != "game-over":
        page.wait_for_function("document.querySelector('#game').dataset.toMove === '0' || "
                               "document.querySelector('#game').dataset.phase === 'game-over'")
        settle(page)
        if phase(page) == "game-over":
            break
        page.locator(".cs-moves button").first.click()
        settle(page)
    events = page.locator("ol.record .rec-event").all_inner_texts()
    assert any(e.startswith("The computer:") for e in events) and any(e.startswith("You:") for e in events)


def test_the_site_works_offline_after_the_first_visit(open_page, browser):
    page = open_page(GOAL20 + "3+4+2&mode=people")
    wait_for_state(page, "3 4 2")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    manifest = page.evaluate("fetch('web/manifest.webmanifest').then((r) => r.json())")
    assert manifest["icons"] and manifest["display"] == "standalone"
    browser.set_offline(True)
    try:
        reload(page)
        assert state(page) == "3 4 2"
        assert shown_value(page) == pytest.approx(pig.solution(pig.Pig(20)).P(3, 4, 2))
        people(page)
        board_button(page, "Hold").click()  # and it still plays
        wait_for_state(page, "4 5 0 p1")
    finally:
        browser.set_offline(False)


def test_practice_serves_your_own_blunder_then_close_decisions(open_page):
    page = open_page(GOAL20 + "0+0+3&mode=people")
    wait_for_state(page, "0 0 3")
    page.evaluate("Object.keys(localStorage).filter((k) => /:pig(:|$)/.test(k)).forEach((k) => localStorage.removeItem(k))")  # other tests' mistakes (yours, each player's) and practice
    board_button(page, "Hold").click()  # holding at 3 throws the turn away: a blunder, kept for Player 1's practice
    wait_for_state(page, "0 3 0 p1")
    page.get_by_role("button", name="Practice", exact=True).click()
    page.wait_for_selector("#game[data-phase='question']")  # Player 2's store: nothing due, a close decision
    page.get_by_label("Whose mistakes").select_option("Player 1")
    page.wait_for_function("() => document.querySelector('#game').dataset.state === '0 0 3' "
                           "&& document.querySelector('#game').dataset.phase === 'question'")
    assert "Player 1's costly decisions" in page.inner_text("#game")
    assert "Answer first" in page.inner_text("#advice")  # the values wait for the answer
    page.keyboard.press("r")
    page.wait_for_selector("#game[data-phase='answered']")
    assert page.inner_text("#game .event") == "Right: Roll is the best move."
    assert page.locator("table.moves .mark").inner_text() == "yours"
    assert page.inner_text(".practice-stats").startswith("1 answered · accuracy 100.0\u00a0% · streak 1")  # Python's percent
    page.get_by_role("button", name="Next position").click()
    page.wait_for_selector("#game[data-phase='question']")
    assert "A close decision" in page.inner_text("#game")
    position = page.get_attribute("#game", "data-state")
    answer = call("game_view", {"game": "pig", "rules": {"goal": 20}, "state": position,
                                "opponent": {"mode": "people"}})  # as practice asks
    worst = answer["position"]["moves"][-1]
    board_button(page, worst["words"]).click()
    page.wait_for_selector("#game[data-phase='missed'], #game[data-phase='answered']")  # of two moves, answered at once
    assert worst["cost_text"] in page.inner_text("#game .event")
    assert "streak 0 (best 1)" in page.inner_text(".practice-stats")
    page.get_by_role("button", name="Back to the game").click()
    wait_for_state(page, "0 3 0 p1")


def test_pig_with_a_real_die(open_page):
    page = open_page(GOAL20 + "3+4+2&mode=people")
    wait_for_state(page, "3 4 2")
    page.get_by_label("Die showed").fill("5")
    page.get_by_role("button", name="Roll with this face").click()
    wait_for_state(page, "3 4 7")
    page.get_by_label("Die showed").fill("7")
    page.get_by_role("button", name="Roll with this face").click()
    page.wait_for_function("document.querySelector('#game .error').textContent.includes('1 to 6')")
    assert state(page) == "3 4 7"


def test_piglet_with_a_real_coin(open_page):
    """Piglet's form once asked for "the face" a real die showed: it asks for heads or tails."""
    page = open_page("#game=pig&coin=1&goal=10&state=3+4+2&mode=people")
    wait_for_state(page, "3 4 2")
    assert page.inner_text("#game .hand-roll .hint") == "Playing with a real coin? Enter heads or tails."
    assert page.get_by_role("group", name="Coin").count() == 1
    page.get_by_label("Coin showed").fill("h")
    page.get_by_role("button", name="Toss with this side").click()
    wait_for_state(page, "3 4 3")
    page.get_by_label("Coin showed").fill("5")
    page.get_by_role("button", name="Toss with this side").click()
    page.wait_for_function("document.querySelector('#game .error').textContent.includes('heads or tails')")
    assert state(page) == "3 4 3"


def test_the_strategy_lab_matches_the_command_line(open_page):
    page = open_page()
    page.get_by_role("button", name="Strategies").click()
    page.wait_for_selector("#game[data-phase='done']", timeout=120_000)
    for name in ("highest", "fewest", "most", "lowest"):
        value, optimal = cli("shutter", "--strategy", name).split()
        card = page.locator(f".strategies li[data-strategy='{name}'] dd")
        assert [c.inner_text() for c in card.all()[:2]] == [EXPECTED_SCORE.value_text(float(v)) for v in (value, optimal)]
    page.locator(".strategies li[data-strategy='highest'] button").click()
    page.locator(".lab-positions button").first.click()
    page.wait_for_selector("#game .board:not([hidden]) .tile")
    assert page.locator("#advice table.moves .mark").inner_text() == "Highest tile first"  # the strategy's move, priced
    page.keyboard.press("Escape")
    page.get_by_role("button", name="Back to the game").click()
    wait_for_state(page, "123456789")


def test_practice_answers_shut_the_box_by_its_tiles(open_page):
    page = open_page()  # no saved mistakes of other tests (their rules may differ): a close decision of these rules
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:mistakes:shutbox')).forEach((k) => localStorage.removeItem(k))")
    page.get_by_role("button", name="Practice", exact=True).click()
    page.wait_for_selector("#game[data-phase='question']")
    position = page.get_attribute("#game", "data-state")
    answer = call("game_view", {"game": "shutbox", "state": position})
    best = answer["position"]["moves"][0]
    if "roll" in position:  # a roll's decision: select the best move's tiles, then Shut
        for tile in re.findall(r"b?\d+", best["move"]):
            page.get_by_role("button", name=("Back tile " + tile[1:]) if tile.startswith("b") else f"Tile {tile}", exact=True).click()
        assert page.locator("#game .tile.selected").count() == len(re.findall(r"b?\d+", best["move"]))
        page.get_by_role("button", name="Shut", exact=True).click()
    else:  # the choice of dice
        choice = page.locator("#game .dice-choice button[data-move='%s']" % best["move"])
        (choice if choice.count() else page.get_by_role("button", name="Roll", exact=True)).click()
    page.wait_for_selector("#game[data-phase='answered']")
    assert page.inner_text("#game .event") == f"Right: {best['words']} is the best move."
