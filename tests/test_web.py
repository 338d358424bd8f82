"""The web page in a real browser: whole games by clicks, advice checked against the CLI.

Rolls are entered by hand ("Roll total"), so every game here is the same game each run. The
numbers on screen are compared with `python -m stb shutter` / `python -m stb shutbox`.
"""

import re
import subprocess
import sys
from itertools import cycle

import pytest

from conftest import ROOT, outside_hosts
from helpers import phase, settle

pytestmark = pytest.mark.browser

ROLLS = (8, 6, 9, 4, 11, 7, 3, 10, 5, 12, 2)  # one player: shuts the box with the best moves
TWO_PLAYER_ROLLS = (10, 12, 4, 9, 11, 6)      # player one scores 23; player two gets below it


# ---- the command line's numbers ----------------------------------------------------------------

def cli(*args) -> str:
    done = subprocess.run([sys.executable, "-m", "stb", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def cli_moves(*args) -> list[tuple[str, float]]:
    """`shutter ... --roll R` lines: '[3, 9] 13.156625' -> [('[3, 9]', 13.156625), ...]."""
    return [(line.rsplit(" ", 1)[0], float(line.rsplit(" ", 1)[1]))
            for line in cli(*args).splitlines() if line.strip()]


# ---- what the page shows -----------------------------------------------------------------------

def board(page) -> str:
    return page.get_attribute("#game", "data-board")


def enter_roll(page, total):
    page.get_by_label("Roll total").fill(str(total))
    page.get_by_role("button", name="Use roll").click()
    settle(page)


def shown_value(page) -> float:
    return float(page.get_attribute("[data-testid='position-value'] .value-number", "data-value"))


def shown_value_text(page) -> str:
    return page.inner_text("[data-testid='position-value'] .value-number")


def shown_moves(page) -> list[tuple[str, float, float]]:
    rows = page.locator("table.moves[aria-label='Moves for this roll'] tbody tr")
    return [(rows.nth(i).get_attribute("data-move"), float(rows.nth(i).get_attribute("data-value")),
             float(rows.nth(i).get_attribute("data-cost"))) for i in range(rows.count())]


def tile_names(move: str, layout="classic") -> list[str]:
    """'[2, b6]' -> ['Tile 2', 'Back tile 6']."""
    return [("Back tile " + t[1:]) if t.startswith("b") else f"Tile {t}"
            for t in re.findall(r"b?\d+", move)]


def assert_moves_match(page, expected):
    """Same moves as the CLI, same values, best first, each cost measured against the best."""
    shown = shown_moves(page)
    assert sorted(m for m, _, _ in shown) == sorted(m for m, _ in expected)
    by_move = dict(expected)
    for move, value, cost in shown:
        assert value == pytest.approx(by_move[move], abs=1e-6), move
        assert cost == pytest.approx(abs(value - shown[0][1]), abs=1e-9)
    costs = [cost for _, _, cost in shown]
    assert costs == sorted(costs) and costs[0] == 0


def play_move(page, move, by_tiles):
    """Play a move: select its tiles and press Shut, or click it in the advice list."""
    if by_tiles:
        for name in tile_names(move):
            page.get_by_role("button", name=name, exact=True).click()
        row = page.locator(f"tr[data-move='{move}']")
        assert "chosen" in row.get_attribute("class")  # the advice list marks the selection
        page.get_by_role("button", name="Shut", exact=True).click()
    else:
        page.get_by_role("button", name=f"Play {move}", exact=True).click()
    settle(page)


# ---- tests -------------------------------------------------------------------------------------

def test_board_is_drawn_before_python_is_ready(open_page):
    page = open_page(wait_for_python=False)
    page.get_by_role("button", name="Tile 9", exact=True).wait_for(timeout=10_000)
    assert page.get_attribute("#advice", "data-ready") == "false"
    assert "warming up" in page.inner_text("#advice")
    enter_roll_early = page.get_by_label("Roll total")
    enter_roll_early.fill("9")
    page.get_by_role("button", name="Use roll").click()  # play starts before Python is ready
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    settle(page)
    assert phase(page) == "move"
    assert shown_moves(page)[0][0] == "[9]"


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
        play_move(page, best, by_tiles=played % 2 == 0)
        played += 1
        if board(page) not in ("", "-") and phase(page) == "roll":
            assert shown_value(page) == pytest.approx(float(cli("shutter", "--position", board(page))), abs=1e-6)
    final = page.inner_text(".status")
    assert "Final score" in final or "shut the box" in final
    record = page.locator("ol.record li")
    assert record.count() == played > 3
    assert all(text == "best" for text in page.locator("ol.record .rec-cost").all_inner_texts())
    page.get_by_role("button", name="New game", exact=True).last.click()
    settle(page)
    assert board(page) == "123456789" and page.locator("ol.record li").count() == 0


def test_two_player_game_by_clicks_matches_cli(open_page):
    page = open_page("?players=2")
    assert shown_value(page) == pytest.approx(float(cli("shutbox", "--one", "--expect", "123456789")), abs=1e-6)
    assert "Player one" in shown_value_text(page) or "Player one" in page.inner_text("#advice")
    rolls = cycle(TWO_PLAYER_ROLLS)
    while phase(page) == "roll":  # player one's turn
        enter_roll(page, next(rolls))
        if phase(page) != "move":
            break
        best = shown_moves(page)[0][0]
        play_move(page, best, by_tiles=True)
        if phase(page) == "roll":
            assert shown_value(page) == pytest.approx(
                float(cli("shutbox", "--one", "--expect", board(page))), abs=1e-6)
    assert phase(page) == "turn-over"
    first_score = int(re.search(r"Player one scores (\d+)", page.inner_text(".status")).group(1))
    page.get_by_role("button", name="Player two's turn").click()
    settle(page)
    assert page.get_attribute("#game", "data-player") == "2"
    assert shown_value(page) == pytest.approx(
        float(cli("shutbox", "--two", "--expect", "123456789", str(first_score))), abs=1e-6)
    moves_checked = 0
    rolls = cycle(TWO_PLAYER_ROLLS)
    while phase(page) == "roll":  # player two's turn
        position = board(page)
        roll = next(rolls)
        enter_roll(page, roll)
        if phase(page) != "move":
            break
        best = shown_moves(page)[0][0]
        cli_best = cli("shutbox", "--two", "--move", position, str(first_score), str(roll)).strip()
        assert dict((m, c) for m, _, c in shown_moves(page))[cli_best] == 0  # the CLI's move is a best move
        play_move(page, best, by_tiles=False)
        moves_checked += 1
        if phase(page) == "roll":
            assert shown_value(page) == pytest.approx(
                float(cli("shutbox", "--two", "--expect", board(page), str(first_score))), abs=1e-6)
    assert phase(page) == "game-over"
    assert re.search(r"wins|tie", page.inner_text(".status"))
    assert {"P1", "P2"} <= set(page.locator("ol.record .rec-who").all_inner_texts())
    assert moves_checked >= 1


def test_double_shutter_back_row_and_advice(open_page):
    page = open_page("?layout=double")
    assert page.get_by_role("button", name="Back tile 3", exact=True).count() == 1
    assert shown_value(page) == pytest.approx(19.427224, abs=1e-6)  # the Double Shutter page's number
    enter_roll(page, 4)
    play_move(page, "[4]", by_tiles=True)  # uncovers back tile 6
    position = board(page)
    assert position == "12356789/123456789"
    enter_roll(page, 8)
    expected = cli_moves("shutter", "--rules", "double", "--position", position, "--roll", "8")
    assert_moves_match(page, expected)
    assert "[2, b6]" in [m for m, _, _ in shown_moves(page)]
    play_move(page, "[2, b6]", by_tiles=True)
    assert board(page) == "1356789/12345789"
    assert page.locator("ol.record li.costly").count() == 1  # [2, b6] was not the best move


def test_shut_objective_and_bad_input(open_page):
    page = open_page("?objective=shut")
    assert shown_value(page) == pytest.approx(float(cli("shutter", "--objective", "at-most", "0")), abs=1e-6)
    assert shown_value_text(page).endswith("%")
    enter_roll(page, 13)
    assert "13 cannot be rolled" in page.inner_text(".error")
    assert phase(page) == "roll"
    page.get_by_label("Roll total").fill("eight")
    page.get_by_role("button", name="Use roll").click()
    assert "number" in page.inner_text(".error")
    enter_roll(page, 8)
    assert page.inner_text(".error") == ""
    page.get_by_role("button", name="Tile 3", exact=True).click()
    page.get_by_role("button", name="Tile 4", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    page.wait_for_function("document.querySelector('.error').textContent.length > 0")
    assert "3 + 4 = 7, not 8" in page.inner_text(".error")
    assert phase(page) == "move" and board(page) == "123456789"  # the game goes on
    page.get_by_role("button", name="Clear").click()
    page.get_by_role("button", name="Undo roll").click()
    settle(page)
    assert phase(page) == "roll"


def test_blind_play_keeps_costs_for_the_review(open_page):
    page = open_page()
    page.get_by_label("Show advice").uncheck()
    assert "playing blind" in page.inner_text("#advice")
    enter_roll(page, 9)
    assert page.locator("table.moves").count() == 0
    page.get_by_role("button", name="Tile 1", exact=True).click()
    page.get_by_role("button", name="Tile 8", exact=True).click()
    page.get_by_role("button", name="Shut", exact=True).click()
    settle(page)
    assert page.locator("ol.record .rec-cost").inner_text() == "·"  # hidden while playing blind
    page.get_by_label("Show advice").check()
    cost = page.locator("ol.record .rec-cost").inner_text()
    expected = dict(cli_moves("shutter", "--roll", "9"))
    assert cost == f"+{expected['[1, 8]'] - expected['[9]']:.3f}"


def test_screenshot_for_the_readme(open_page, screenshots):
    page = open_page()
    page.set_viewport_size({"width": 1200, "height": 760})
    enter_roll(page, 7)
    play_move(page, "[7]", by_tiles=False)
    enter_roll(page, 8)
    page.get_by_role("button", name="Tile 2", exact=True).click()
    page.get_by_role("button", name="Tile 6", exact=True).click()
    page.screenshot(path=str(screenshots / "screenshot.png"))


def test_no_request_leaves_127_0_0_1(open_page, requested_urls):
    open_page("?layout=double")
    assert requested_urls, "the browser made no request at all"
    assert outside_hosts(requested_urls) == []


def test_rule_variants_solved_live_and_in_the_permalink(open_page):
    page = open_page()
    page.locator("#tiles").select_option("6")
    page.locator("#dice-rule").select_option("two")
    page.wait_for_selector("#game[data-board='123456']")
    settle(page)
    expected = float(cli("shutter", "--tiles", "6", "--dice", "two"))
    assert shown_value(page) == pytest.approx(expected, abs=1e-6)
    assert shown_value_text(page) == f"{expected:.3f}"
    assert "tiles=6&dice=two&scoring=sum" in page.url
    page.locator("#layout").select_option("double")  # with 6 tiles: Python says no
    page.wait_for_function("document.querySelector('#game .error').textContent.length > 0")
    assert "Double Shutter has two rows of tiles 1-9" in page.inner_text("#game .error")


def test_a_long_solve_shows_its_progress_then_the_advice(open_page):
    page = open_page()  # a cold page: Double Shutter is not solved yet
    page.locator("#layout").select_option("double")
    page.get_by_role("progressbar", name="Solving").wait_for(state="visible", timeout=30_000)
    page.wait_for_selector("#game[data-board='123456789/123456789']:not([data-phase='pending'])")
    assert shown_value(page) == pytest.approx(19.427224, abs=1e-6)
    assert page.locator("#solving").is_hidden()
