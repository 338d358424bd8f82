"""Shut the Box in a real browser: whole games by clicks, every number on screen checked against
the command line (`python -m stb shutter` / `shutbox`), plays made before Python is up, variants.

Rolls are entered by hand ("Roll total"), so every game here is the same game each run.
"""

import re
import subprocess
import sys
from itertools import cycle

import pytest

from conftest import ROOT, outside_hosts
from helpers import people, phase, play_listed, settle, shown_moves, shown_value, state, wait_for_state
from stb.advice import EXPECTED_SCORE

pytestmark = pytest.mark.browser

ROLLS = (8, 6, 9, 4, 11, 7, 3, 10, 5, 12, 2)  # one player: shuts the box with the best moves
TWO_PLAYER_ROLLS = (10, 12, 4, 9, 11, 6)      # player one scores 23; player two gets below it


def cli(*args) -> str:
    done = subprocess.run([sys.executable, "-m", "stb", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def cli_moves(*args) -> list[tuple[str, float]]:
    """`shutter ... --roll R` lines: '[3, 9] 13.156625' -> [('[3, 9]', 13.156625), ...]."""
    return [(line.rsplit(" ", 1)[0], float(line.rsplit(" ", 1)[1])) for line in cli(*args).splitlines() if line.strip()]


def board(page) -> str:
    return state(page).split()[0]


def enter_roll(page, total):
    page.get_by_label("Roll total").fill(str(total))
    page.get_by_role("button", name="Use roll").click()
    settle(page)


def tile_names(move: str) -> list[str]:
    """'[2, b6]' -> ['Tile 2', 'Back tile 6']."""
    return [("Back tile " + t[1:]) if t.startswith("b") else f"Tile {t}" for t in re.findall(r"b?\d+", move)]


def assert_moves_match(page, expected):
    """Same moves as the CLI, same values, best first, each cost against the best, each judged."""
    shown = shown_moves(page)
    assert sorted(m for m, *_ in shown) == sorted(m for m, _ in expected)
    by_move = dict(expected)
    for move, value, cost, judgement in shown:
        assert value == pytest.approx(by_move[move], abs=1e-6), move
        assert cost == pytest.approx(abs(value - shown[0][1]), abs=1e-9)
        assert judgement == ("best" if cost < 1e-9 else "inaccuracy" if cost < 1 else "mistake" if cost < 3 else "blunder")


def shut_by_tiles(page, move):
    """Select a move's tiles on the board (the advice table marks it chosen), then Shut."""
    for name in tile_names(move):
        page.get_by_role("button", name=name, exact=True).click()
    assert "chosen" in page.locator(f"table.moves tr[data-move='{move}']").get_attribute("class")
    page.get_by_role("button", name="Shut", exact=True).click()
    settle(page)


def test_play_starts_before_python_is_ready(open_page):
    """The start and its advice come with the site; a roll and the tiles chosen before Python is
    up wait in line, and Python checks them when it is."""
    page = open_page(wait_for_python=False)
    page.wait_for_selector("#advice[data-ready='true']", timeout=10_000)
    assert page.get_attribute("html", "data-python") != "ready"
    assert shown_value(page) == pytest.approx(float(cli("shutter")), abs=1e-6)
    page.get_by_label("Roll total").fill("9")
    page.get_by_role("button", name="Use roll").click()
    page.get_by_role("button", name="Tile 9", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    wait_for_state(page, "12345678")
    assert page.locator("ol.record li").count() == 2
    assert page.locator("ol.record li .rec-event").all_inner_texts() == ["You roll 9.", "You shut 9: score 36."]


def test_a_bad_roll_made_before_python_is_ready_leaves_the_game_playable(open_page):
    """Both plays in line fail (13 cannot be rolled, so there is no roll to shut tiles for); the
    page says why and waits for the next roll."""
    page = open_page(wait_for_python=False)
    page.wait_for_selector("#advice[data-ready='true']", timeout=10_000)
    page.get_by_label("Roll total").fill("13")
    page.get_by_role("button", name="Use roll").click()
    page.get_by_role("button", name="Tile 9", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    page.wait_for_function("document.querySelector('#game .error').textContent.includes('before shutting tiles')",
                           timeout=90_000)
    assert phase(page) == "move" and state(page) == "123456789"
    enter_roll(page, 9)
    assert state(page) == "123456789 dice 2 roll 9"


def test_one_player_game_by_clicks_matches_cli(open_page):
    page = open_page()
    assert shown_value(page) == pytest.approx(float(cli("shutter")), abs=1e-6)
    rolls = cycle(ROLLS)
    played = 0
    while phase(page) != "game-over":
        position = board(page)
        roll = next(rolls)
        enter_roll(page, roll)
        if phase(page) == "game-over":  # no tiles add up to the roll
            break
        assert_moves_match(page, cli_moves("shutter", "--position", position, "--roll", str(roll)))
        best = shown_moves(page)[0][0]
        if played % 2 == 0:
            shut_by_tiles(page, best)
        else:
            play_listed(page, best)
        played += 1
        if phase(page) == "move" and board(page) != "-":
            assert shown_value(page) == pytest.approx(float(cli("shutter", "--position", board(page))), abs=1e-6)
    final = page.inner_text("#game .status")
    assert "You finish on" in final or "shut the box" in final
    assert page.locator("ol.record li").count() == 2 * played + (board(page) != "-")
    assert set(page.locator("ol.record .judgement").all_inner_texts()) == {"best"}
    page.get_by_role("button", name="New game", exact=True).click()
    wait_for_state(page, "123456789")
    assert page.locator("ol.record li").count() == 0


def test_two_player_game_by_clicks_matches_cli(open_page):
    page = open_page("?players=2")
    wait_for_state(page, "123456789")
    people(page)
    assert shown_value(page) == pytest.approx(float(cli("shutbox", "--one", "--expect", "123456789")), abs=1e-6)
    rolls = cycle(TWO_PLAYER_ROLLS)
    while " vs " not in state(page):  # player one's turn
        enter_roll(page, next(rolls))
        if " vs " in state(page):
            break
        play_listed(page, shown_moves(page)[0][0])
        if " vs " not in state(page):
            assert shown_value(page) == pytest.approx(float(cli("shutbox", "--one", "--expect", board(page))), abs=1e-6)
    first_score = int(state(page).split()[2])
    assert f"Player 1 scores {first_score}; Player 2 must get below it." in page.inner_text("[data-testid='verdict']")
    assert shown_value(page) == pytest.approx(float(cli("shutbox", "--two", "--expect", "123456789", str(first_score))), abs=1e-6)
    assert "Player 2" in page.inner_text("[data-testid='position-value']")  # the new turn's value, not the old one
    rolls = cycle(TWO_PLAYER_ROLLS)
    checked = 0
    while phase(page) == "move":  # player two's turn
        position, roll = board(page), next(rolls)
        enter_roll(page, roll)
        if phase(page) != "move":
            break
        cli_best = cli("shutbox", "--two", "--move", position, str(first_score), str(roll)).strip()
        assert dict((m, c) for m, _, c, _ in shown_moves(page))[cli_best] == 0  # the CLI's move is a best move
        play_listed(page, shown_moves(page)[0][0])
        checked += 1
        if phase(page) == "move":
            assert shown_value(page) == pytest.approx(
                float(cli("shutbox", "--two", "--expect", board(page), str(first_score))), abs=1e-6)
    assert phase(page) == "game-over" and checked >= 1
    assert re.search(r"wins|tie", page.inner_text("[data-testid='result'] h2"))
    assert page.locator("[data-testid='position-value']").count() == 0  # no value left over from the last position


def test_double_shutter_back_row_and_advice(open_page):
    page = open_page("?layout=double")
    wait_for_state(page, "123456789/123456789")
    assert page.get_by_role("button", name="Back tile 3", exact=True).count() == 1
    assert shown_value(page) == pytest.approx(19.427224, abs=1e-6)  # the Double Shutter page's number
    enter_roll(page, 4)
    shut_by_tiles(page, "[4]")  # uncovers back tile 6
    assert board(page) == "12356789/123456789"
    enter_roll(page, 8)
    assert_moves_match(page, cli_moves("shutter", "--rules", "double", "--position", "12356789/123456789", "--roll", "8"))
    shut_by_tiles(page, "[2, b6]")
    assert board(page) == "1356789/12345789"
    assert page.locator("ol.record li.costly").count() == 1  # [2, b6] was not the best move


def test_shut_objective_and_bad_input(open_page):
    page = open_page("?objective=shut")
    wait_for_state(page, "123456789")
    assert shown_value(page) == pytest.approx(float(cli("shutter", "--objective", "at-most", "0")), abs=1e-6)
    enter_roll(page, 13)
    assert "13 cannot be rolled" in page.inner_text("#game .error")
    assert state(page) == "123456789"
    page.get_by_label("Roll total").fill("eight")
    page.get_by_role("button", name="Use roll").click()
    page.locator("#game .error", has_text="as a number").wait_for()  # Python reads what was typed, and says why not
    enter_roll(page, 8)
    assert page.inner_text("#game .error") == ""
    page.get_by_role("button", name="Tile 3", exact=True).click()
    page.get_by_role("button", name="Tile 4", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    page.wait_for_function("document.querySelector('#game .error').textContent.length > 0")
    assert "3 + 4 = 7, not 8" in page.inner_text("#game .error")
    assert state(page) == "123456789 dice 2 roll 8"  # the game goes on
    page.get_by_role("button", name="Tile 3", exact=True).click()  # another choice: the message on the last one goes
    assert page.inner_text("#game .error") == ""
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Undo roll").click()
    wait_for_state(page, "123456789")


def test_blind_play_keeps_costs_for_the_review(open_page):
    page = open_page()
    page.get_by_label("Show advice").uncheck()
    assert "playing blind" in page.inner_text("#advice")
    enter_roll(page, 9)
    assert page.locator("table.moves").count() == 0
    page.get_by_role("button", name="Tile 1", exact=True).click()
    page.get_by_role("button", name="Tile 8", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    wait_for_state(page, "2345679")
    assert page.locator("ol.record .rec-cost").count() == 0  # hidden while playing blind
    page.get_by_label("Show advice").check()
    expected = dict(cli_moves("shutter", "--roll", "9"))
    played, best = expected["[1, 8]"], expected["[9]"]  # a higher expected score is worse
    assert page.locator("ol.record .rec-cost").inner_text() == \
        f"{played - best:.2f}\u00a0points worse ({played:.2f} instead of {best:.2f})"


def test_no_request_leaves_127_0_0_1(open_page, requested_urls):
    open_page("?layout=double")
    assert requested_urls, "the browser made no request at all"
    assert outside_hosts(requested_urls) == []


def test_rule_variants_solved_live_and_in_the_permalink(open_page):
    page = open_page()
    page.locator("#game select[name='tiles']").select_option("6")
    page.locator("#game select[name='dice']").select_option("two")
    wait_for_state(page, "123456")
    expected = float(cli("shutter", "--tiles", "6", "--dice", "two"))
    assert shown_value(page) == pytest.approx(expected, abs=1e-6)
    assert page.inner_text("[data-testid='position-value'] .value-number") == EXPECTED_SCORE.value_text(expected)
    assert "tiles=6&dice=two&scoring=sum" in page.url
    page.locator("#game select[name='players']").select_option("2")
    page.locator("#game select[name='layout']").select_option("double")  # two players: the classic box only
    page.wait_for_function("document.querySelector('#game .error').textContent.length > 0")
    assert "the two-player game is played with the classic box" in page.inner_text("#game .error")


def test_the_one_die_rule_after_789_from_the_dice_menu(open_page):
    page = open_page()
    page.locator("#game select[name='dice']").select_option("forced-789")
    page.wait_for_function("document.querySelector('#game').dataset.phase !== 'pending' && location.hash.includes('dice=forced-789')")
    settle(page)
    assert shown_value(page) == pytest.approx(float(cli("shutter", "--dice", "forced-789")), abs=1e-6)
    assert page.inner_text("#game .dice-rule") == "Roll two dice (one die only once tiles 7, 8 and 9 are shut)"
    page.locator("#game select[name='dice']").select_option("optional-789")
    page.wait_for_function("location.hash.includes('dice=optional-789')")
    settle(page)
    assert shown_value(page) == pytest.approx(11.009209, abs=1e-6)


def test_a_long_solve_shows_its_progress_then_the_advice(open_page):
    page = open_page()  # a cold page: Double Shutter is not solved yet (about 0.6 s in Pyodide here)
    page.evaluate("""() => { const bar = document.getElementById('solving'); window.barShown = false;
      new MutationObserver(() => { window.barShown ||= !bar.hidden; }).observe(bar, { attributes: true }); }""")
    page.locator("#game select[name='layout']").select_option("double")
    wait_for_state(page, "123456789/123456789")
    assert page.evaluate("window.barShown"), "the progress bar never showed during the solve"
    assert shown_value(page) == pytest.approx(19.427224, abs=1e-6)
    assert page.locator("#solving").is_hidden()
