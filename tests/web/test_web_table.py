"""Shut the Box at a table of N players in a real browser: the seats entered by hand as at a real
table, the computer playing another, and your own turn valued as your chance to win the table,
checked against `python -m stb shutter --players N --scores ... --roll R`."""

import re

import pytest

from helpers import settle, shown_moves, shown_value, state, wait_for_state
from test_web import cli

pytestmark = pytest.mark.browser


def test_a_table_of_three_from_your_seat(open_page):
    page = open_page("?seed=3#game=shutbox&players=3&seat=3&others=hand")
    wait_for_state(page, "/ next")
    assert page.locator(".seats li").all_inner_texts() == ["Seat 1\nplaying", "Seat 2\nto play", "Seat 3 (you)\nto play"]
    page.fill("#roll-total", "47")  # no turn ends there: said by the form, the game kept
    page.click("[data-key='use-roll']")
    settle(page)
    assert "a turn cannot end on 47" in page.inner_text("#game .error")
    assert state(page) == "/ next"
    page.fill("#roll-total", "12")
    page.click("[data-key='use-roll']")
    wait_for_state(page, "12 / next")
    assert page.inner_text("[data-testid='verdict']") == "Seat 1 ends its turn on 12. Lucky for you: 8.7\u00a0% more chance to win."
    page.get_by_role("button", name="Play seat 2's turn").click()  # the computer plays it for seat 2
    page.wait_for_function("document.querySelector('#game').dataset.state.endsWith('/ 123456789')")
    settle(page)
    scores = state(page).split(" / ")[0]
    assert shown_value(page) == pytest.approx(float(cli("shutter", "--players", "3", "--scores", scores.replace(" ", ","))), abs=5e-7)
    page.fill("#roll-total", "8")
    page.click("[data-key='use-roll']")
    wait_for_state(page, f"{scores} / 123456789 dice 2 roll 8")
    valued = [line.rsplit(" ", 1) for line in cli("shutter", "--players", "3", "--scores", scores.replace(" ", ","),
                                                   "--roll", "8").splitlines()]
    shown = shown_moves(page)
    assert [move for move, *_ in shown] == [move for move, _ in valued]
    assert [value for _, value, *_ in shown] == pytest.approx([float(v) for _, v in valued], abs=5e-7)
    assert page.inner_text("[data-testid='position-value']").startswith("Your chance to win")
    assert page.locator(".box .tile.suggested").count() >= 1  # the best move marked on the board


def test_a_box_shut_by_hand_ends_the_table(open_page):
    page = open_page("#game=shutbox&players=3&seat=3&others=hand")
    wait_for_state(page, "/ next")
    page.fill("#roll-total", "0")
    page.click("[data-key='use-roll']")
    wait_for_state(page, "0 / over")
    assert page.locator(".seats li").all_inner_texts() == ["Seat 1\n0 ★ lowest", "Seat 2\ndid not play", "Seat 3 (you)\ndid not play"]


def test_another_seat_is_shown_roll_by_roll(open_page):
    """A seat the computer plays is told roll by roll: each roll's dice and what it shut, appearing
    one after another, as its move's words list them; your box then starts with no dice of theirs."""
    page = open_page("?seed=3#game=shutbox&players=3&seat=3&others=hand")
    wait_for_state(page, "/ next")
    page.get_by_role("button", name="Play seat 1's turn").click()
    page.wait_for_function("document.querySelector('#game').dataset.state.endsWith(' / next')")
    settle(page)
    steps = page.locator("#game .turn-steps li")
    texts = steps.all_inner_texts()
    rolls = [int(re.match(r"Seat 1 rolls (\d+)", text).group(1)) for text in texts]
    assert len(rolls) >= 1 and texts[-1].endswith(("It ends on " + state(page).split()[0] + ".", "the box is shut!"))
    for i in range(len(texts)):
        pips = steps.nth(i).locator(".die").evaluate_all("dice => dice.map((d) => Number(d.getAttribute('aria-label').split(' ').pop()))")
        assert 1 <= len(pips) <= 2 and sum(pips) == rolls[i]
    delays = steps.evaluate_all("items => items.map((li) => parseFloat(getComputedStyle(li).animationDelay))")
    assert delays == sorted(delays) and len(set(delays)) == len(delays)  # one after another
    told = ", ".join(map(str, rolls[:-1])) + f" and {rolls[-1]}" if len(rolls) > 1 else str(rolls[0])
    assert page.inner_text("[data-testid='verdict']").startswith(f"Seat 1 rolls {told} and ")
