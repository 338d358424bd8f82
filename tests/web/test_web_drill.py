"""The drill in a real browser: your costly decisions kept on a schedule (stb.drill) in this
browser's storage, due again after a reload, a missed one back before a solved one, a corrupted
store kept as it was with a message, and the store exported, imported and cleared."""

import json

import pytest

from helpers import board_button, wait_for_state

pytestmark = pytest.mark.browser

GOAL20 = "#game=pig&goal=20&sides=6&coin=0&state="
STORE = "stb:mistakes:pig"


def forget(page):
    """Nothing saved by other tests' games."""
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('stb:')).forEach((k) => localStorage.removeItem(k))")


def later(page, minutes):
    """The store as it will be `minutes` from now: every card's time due that much sooner."""
    page.evaluate("""([key, ms]) => {
        const store = JSON.parse(localStorage.getItem(key));
        for (const card of store.cards) card.due = Math.max(0, card.due - ms);
        localStorage.setItem(key, JSON.stringify(store));
    }""", [STORE, minutes * 60_000])


def practise(page):
    page.get_by_role("button", name="Practice", exact=True).click()
    page.wait_for_selector("#game[data-phase='question']")


def next_position(page):
    page.get_by_role("button", name="Next position").click()
    page.wait_for_selector("#game[data-phase='question']")


def two_blunders(page):
    """Both players hold at 0, each a blunder kept for the drill: '0 0 0' and '0 0 0 p1'."""
    wait_for_state(page, "0 0 0")
    forget(page)
    board_button(page, "Hold").click()
    wait_for_state(page, "0 0 0 p1")
    board_button(page, "Hold").click()
    wait_for_state(page, "0 0 0")
    page.wait_for_function("(key) => (JSON.parse(localStorage.getItem(key) ?? 'null')?.cards ?? []).length === 2", arg=STORE)


def test_saved_mistakes_are_due_after_a_reload_and_a_missed_one_comes_back_first(open_page):
    page = open_page(GOAL20 + "0+0+0&mode=people")
    two_blunders(page)
    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    practise(page)
    assert page.inner_text("[data-testid='drill']").startswith("Your mistakes (2): 2 due now of 2 kept")
    assert page.get_attribute("#game", "data-state") == "0 0 0" and "your costly decisions" in page.inner_text("#game")
    page.keyboard.press("r")  # right: it comes back later
    page.wait_for_selector("#game[data-phase='answered']")
    next_position(page)
    assert page.get_attribute("#game", "data-state") == "0 0 0 p1"
    board_button(page, "Hold").click()  # wrong again: it comes back sooner
    page.wait_for_selector("#game[data-phase='answered']")
    page.wait_for_function("() => document.querySelector(\"[data-testid='drill']\").textContent.includes('1 answered right')")
    next_position(page)
    assert "a close decision" in page.inner_text("#game")
    assert "Your mistakes (0)" in page.inner_text("[data-testid='drill']")
    later(page, 2)  # the missed one (a minute's wait) is due, the solved one (ten minutes) not yet
    next_position(page)
    assert page.get_attribute("#game", "data-state") == "0 0 0 p1"
    assert page.inner_text("[data-testid='drill']").startswith("Your mistakes (1): 1 due now of 2 kept")
    later(page, 10)
    next_position(page)
    assert page.get_attribute("#game", "data-state") == "0 0 0 p1" and "Your mistakes (2)" in page.inner_text("[data-testid='drill']")
    assert page.locator(".progress-chart").count() == 1  # the answers so far, charted


def test_a_corrupted_store_is_kept_as_it_was_with_a_message(open_page):
    page = open_page(GOAL20 + "0+0+0&mode=people")
    wait_for_state(page, "0 0 0")
    forget(page)
    corrupted = '{"format": "stb-drill", "cards": ['
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [STORE, corrupted])
    practise(page)
    assert page.inner_text(".drill-note") == ("Your saved mistakes could not be read (it is not JSON): they are kept as "
                                              "they were, and new ones are not saved beside them.")
    assert "a close decision" in page.inner_text("#game")
    assert page.evaluate("(key) => localStorage.getItem(key)", STORE) == corrupted


def test_the_first_stores_list_is_kept_and_the_store_exports_imports_and_clears(open_page, tmp_path):
    page = open_page(GOAL20 + "0+0+0&mode=people")
    wait_for_state(page, "0 0 0")
    forget(page)
    old = [{"rules": {"goal": 20, "sides": 6, "coin": False}, "opponent": {"mode": "people", "side": 0}, "state": "0 7 3"}]
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [STORE, json.dumps(old)])  # as the page kept it before
    practise(page)
    assert page.get_attribute("#game", "data-state") == "0 7 3" and "Your mistakes (1)" in page.inner_text("[data-testid='drill']")
    with page.expect_download() as download:
        page.get_by_role("button", name="Export mistakes").click()
    exported = tmp_path / "mistakes.json"
    download.value.save_as(exported)
    assert [c["state"] for c in json.loads(exported.read_text())["cards"]] == ["0 7 3"]
    page.get_by_role("button", name="Clear mistakes").click()
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.includes('cleared')")
    assert "No saved mistakes yet" in page.inner_text("[data-testid='drill']")
    page.locator(".drill-tools input[type='file']").set_input_files(str(exported))
    page.wait_for_function("() => document.querySelector('.drill-note').textContent === 'Imported 1 new position.'")
    assert "Your mistakes (1)" in page.inner_text("[data-testid='drill']")
    (tmp_path / "other.json").write_text("not a drill")
    page.locator(".drill-tools input[type='file']").set_input_files(str(tmp_path / "other.json"))
    page.wait_for_function("() => document.querySelector('.drill-note').textContent.startsWith('Not imported')")
