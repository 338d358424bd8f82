"""Pig, Red-Blue Nim and Chopsticks in a real browser: one short whole game each, by clicks, with
every value on screen checked against the command line (`python -m stb pig|nim|chopsticks`)."""

import re

import pytest

from helpers import board_button, phase, settle, shown_moves, shown_value, state, wait_for_state
from test_web import cli

pytestmark = pytest.mark.browser

PEOPLE = "&mode=people"


def test_pig_whole_game_matches_cli(open_page):
    page = open_page("?seed=7#game=pig&goal=20&sides=6&coin=0&state=0+0+0" + PEOPLE)
    wait_for_state(page, "0 0 0")
    assert page.inner_text("#title") == "Pig to 20"
    moves = 0
    while phase(page) == "move" and moves < 60:
        i, j, k = map(int, state(page).split()[:3])
        value, action = cli("pig", "--goal", "20", "--state", str(i), str(j), str(k)).split()
        assert shown_value(page) == pytest.approx(float(value), abs=1e-6)
        shown = shown_moves(page)
        assert {m for m, *_ in shown} == ({"roll", "hold"} if k else {"roll"})  # a turn starts with a roll
        best = shown[0][0]
        assert best == action or shown[1][2] == 0 or not k  # the CLI's action is a best one (at 0, rolling: no choice)
        assert page.get_attribute("[data-testid='policy-picture']", "data-mark") == f"{i},{j}"
        button = board_button(page, best.capitalize())
        assert button.inner_text().endswith("best")  # the board's buttons carry their judgement as text
        button.click()
        settle(page)
        moves += 1
    assert phase(page) == "game-over"
    assert re.fullmatch(r"Player (\d) wins, \d+ to Player (?!\1)\d's \d+!", page.inner_text("[data-testid='result'] h2"))
    page.wait_for_function(f"document.querySelectorAll('ol.record .rec-event').length === {moves}")  # in its turns
    events = page.locator("ol.record .rec-event").all_text_contents()  # folded in their turns
    assert all(re.fullmatch(r"Player (\d) (rolls \d: (bust, .*|turn total \d+(, and \d+ wins)?)"
                            r"|holds and banks \d+: Player \1's score is now \d+)\.", e)
               for e in events), events
    assert page.locator("[data-testid='policy-picture'] svg circle.ring").count() == 2


def nim_analyze(red, blue, version="standard") -> int:
    return int(re.search(r"value: ([+-]\d+)", cli("nim", str(red), str(blue), version, "--analyze")).group(1))


def test_nim_against_the_computer_matches_cli(open_page):
    page = open_page("#game=nim&red=5&blue=6&misere=0&depth=3&state=5+6+0")
    wait_for_state(page, "5 6 0")
    buttons = page.locator(".nim-moves button").all()
    assert [b.get_attribute("data-move") for b in buttons] == ["2 red", "2 blue", "1 red", "1 blue"]  # the spec's order
    assert all(b.inner_text().startswith(f"Take {b.get_attribute('data-move')}") for b in buttons)
    computer_moves, notes = 0, set()
    while phase(page) == "move":
        page.wait_for_function("document.querySelector('#game').dataset.toMove === '0' || "
                               "document.querySelector('#game').dataset.phase === 'game-over'")
        settle(page)
        if phase(page) != "move":
            break
        red, blue, _ = map(int, state(page).split())
        assert shown_value(page) == nim_analyze(red, blue)
        for move, value, cost, judgement in shown_moves(page):
            count, pile = move.split()
            after = (red - int(count), blue) if pile == "red" else (red, blue - int(count))
            assert value == -nim_analyze(*after), move  # the opponent's value, negated
        board_button(page, f"Take {shown_moves(page)[0][0]}").click()
        settle(page)
        if phase(page) == "move":
            page.wait_for_function("document.querySelectorAll('ol.record li').length % 2 === 0")
            computer_moves += 1
            verdict = page.inner_text("[data-testid='verdict']")
            notes.add(re.search(r"The computer searched [\d,]+ positions, (.*)\.$", verdict).group(1))
    assert phase(page) == "game-over" and computer_moves >= 1
    assert notes == {"3 moves ahead"}  # every computer move, as the spec's search made it
    assert re.search(r"wins? \d+\xa0points|nobody scores", page.inner_text("[data-testid='result'] h2"))


def test_nim_misere_and_bad_rules(open_page):
    page = open_page("#game=nim&red=4&blue=5&misere=1&state=4+5+0" + PEOPLE)
    wait_for_state(page, "4 5 0")
    assert shown_value(page) == nim_analyze(4, 5, "misere")
    page.locator("#game input[name='red']").fill("99")
    page.locator("#game input[name='red']").dispatch_event("change")
    page.wait_for_function("document.querySelector('#game .error').textContent.length > 0")
    assert "0 to 60" in page.inner_text("#game .error")
    assert state(page) == "4 5 0"  # the game goes on


def chopsticks_cli(position, moves=3):
    out = cli("chopsticks", "--state", *position.split(), "--moves", str(moves))
    return re.search(r"depth \d+: (A wins|B wins|tie)", out).group(1)


def test_chopsticks_whole_game_matches_cli(open_page):
    page = open_page("#game=chopsticks&moves=3&limit=1&state=1+1+1+1+0" + PEOPLE)
    wait_for_state(page, "1 1 1 1 0")
    plies = 0
    while phase(page) == "move":
        mover = "AB"[int(state(page).split()[4]) % 2]
        value = shown_value(page)
        result = "tie" if value == 0 else f"{mover} wins" if value > 0 else f"{'AB'.replace(mover, '')} wins"
        assert result == chopsticks_cli(state(page))
        moves = shown_moves(page)
        assert len(moves) == page.locator(".cs-moves button").count()
        assert all(re.fullmatch(r"Without the move limit: (a win in \d+\xa0moves?|a loss in \d+\xa0moves?|a draw)", t)
                   for t in page.locator("table.moves .extra").all_inner_texts())
        page.locator(f".cs-moves button[data-move='{moves[0][0]}']").click()
        settle(page)
        plies += 1
    assert plies == 6 and "tie" in page.inner_text("[data-testid='result'] h2")
    page.get_by_label("Move limit", exact=True).uncheck()  # a new game without the limit: every move loses
    wait_for_state(page, "1 1 1 1 0")
    assert page.inner_text("[data-testid='position-value'] .value-number") == "a loss in 26\xa0moves"
    assert [(cost, j) for _, _, cost, j in shown_moves(page)] == [(0, "best"), (0, "best"), (10, "mistake"), (10, "mistake")]


def test_chopsticks_variants_from_the_rules_menus(open_page):
    page = open_page("#game=chopsticks&limit=0&state=1+1+1+1+0" + PEOPLE)
    wait_for_state(page, "1 1 1 1 0")
    page.get_by_label("Splits allowed").uncheck()  # attacks only: A loses in 8 moves
    page.wait_for_function("location.hash.includes('&transfers=0')")
    settle(page)
    assert page.inner_text("[data-testid='position-value'] .value-number") == "a loss in 8\xa0moves"
    assert [text.split(":")[0] for text in page.locator(".cs-moves button").all_inner_texts()] == ["Either hand taps left", "Either hand taps right"]
    assert page.get_by_label("A split may empty a hand").is_hidden()
    assert "There are no splits" in page.locator("#game .how-to-body").text_content()
    page.get_by_label("A tapped hand").select_option("rollover")
    page.wait_for_function("location.hash.includes('hits=rollover')")
    settle(page)
    assert page.inner_text("[data-testid='position-value'] .value-number") == "a draw"
    out = cli("chopsticks", "--analyze", "--hits", "rollover", "--transfers", "no")
    assert out.splitlines()[-1] == "no bound: a draw: neither side can force a win"
    page.locator(".cs-moves button").first.click()
    settle(page)
    assert state(page).endswith(" 1")
