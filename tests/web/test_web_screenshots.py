"""The README's pictures, taken as a new player sees the page: each game and a table of 4 at 390 px
(a phone's first screen) and 1280 px, the Shut the Box board with its marks and odds, and a value history. They go
to a temporary folder, or to docs/ with STB_SCREENSHOTS=1 (see conftest.py)."""

import pytest

from helpers import board_button, settle
from screens import open_link

pytestmark = pytest.mark.browser

SCENES = {  # a link, then the buttons pressed (by their data-key), to a moment worth a picture
    "shutbox": ("#game=shutbox&state=123456789", ["roll"]),
    "pig": ("#game=pig&goal=50&state=0+0+0", ["roll", "roll", "hold", "roll", "roll"]),
    "nim": ("#game=nim&red=6&blue=5&state=6+5+0", ["move:1 red", "move:2 blue"]),
    "chopsticks": ("#game=chopsticks&limit=0&state=1+1+1+1+0", ["move:1 1 2 1 1"]),
    "table": ("#game=shutbox&players=4&seat=2&state=26+/+123456789", ["roll"]),  # seat 1 has played
}


def press_when_mine(page, key=None):
    """Once the computer has moved and Python has answered, press a board button (if it is there to press)."""
    page.wait_for_function("document.querySelector('#game').dataset.toMove !== '1' "
                           "|| document.querySelector('#game').dataset.phase === 'game-over'", timeout=60_000)
    settle(page)
    button = page.locator(f"#game .board [data-key='{key}']")
    if key and page.get_attribute("#game", "data-phase") == "move" and button.count() and button.is_enabled():
        button.click()
        settle(page)


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("game", SCENES)
def test_each_game_pictured(screen, screenshots, game, width):
    link, keys = SCENES[game]
    open_link(screen, link)
    for key in keys:
        press_when_mine(screen, key)
    press_when_mine(screen)  # the computer's reply, answered
    screen.wait_for_timeout(300)
    assert screen.inner_text("[data-testid='verdict']")
    screen.evaluate("scrollTo(0, 0)")
    screen.screenshot(path=str(screenshots / f"{game}-{width}.png"))


@pytest.mark.parametrize("width", [1280])
def test_the_board_and_the_history_pictured(screen, screenshots):
    open_link(screen, "#game=shutbox&state=123456789")
    screen.get_by_label("Roll total").fill("9")
    screen.get_by_role("button", name="Use roll").click()
    settle(screen)
    screen.locator("#game .tile[data-bit='3']").click()  # a tile selected: what it adds up to
    screen.locator("#game .board").screenshot(path=str(screenshots / "board-marks.png"))
    open_link(screen, "#game=pig&goal=20&mode=people&state=0+0+0")
    for move in ("Roll", "Roll", "Hold", "Roll", "Hold", "Roll", "Roll", "Roll", "Hold", "Roll", "Roll"):
        if screen.get_attribute("#game", "data-phase") != "move":
            break
        if board_button(screen, move).count():  # a turn starts with a roll: no hold after a bust
            board_button(screen, move).click()
            settle(screen)
    screen.wait_for_selector(".review .chart .mark.decision")
    screen.locator("#review").screenshot(path=str(screenshots / "value-history.png"))


@pytest.mark.parametrize("width", [1280])
def test_the_tutor_and_the_drill_pictured(screen, screenshots):
    open_link(screen, "#game=pig&goal=20&mode=people&state=0+0+3")
    screen.get_by_label("Tutor").select_option("mistake")
    board_button(screen, "Hold").click()
    screen.get_by_role("button", name="Hint").click()  # its first step: why Hold falls short
    screen.wait_for_selector(".tutor-hint:not([hidden])")
    top, bottom = screen.locator("#game .status").bounding_box(), screen.locator("#game .board button", has_text="Hold").bounding_box()
    screen.screenshot(path=str(screenshots / "tutor.png"), full_page=True,  # the game, from its status to its move buttons
                      clip={"x": top["x"] - 16, "y": top["y"] - 16, "width": top["width"] + 32,
                            "height": bottom["y"] + bottom["height"] + 32 - top["y"]})
    screen.get_by_role("button", name="Play it anyway").click()
    settle(screen)
    screen.get_by_label("Tutor").select_option("")  # the tutor off again, for the tests after this one
    while int(screen.get_attribute("#game", "data-state").split()[2]) == 0:  # player 2's turn starts with a roll
        board_button(screen, "Roll").click()
        settle(screen)
    board_button(screen, "Hold").click()  # a blunder, player 1's or player 2's
    settle(screen)
    screen.get_by_role("button", name="Practice", exact=True).click()
    screen.wait_for_selector("#game[data-phase='question']")
    screen.keyboard.press("r")
    screen.wait_for_function("() => document.querySelector(\"[data-testid='drill']\").textContent.includes('1 answered right')")
    screen.locator("#game").screenshot(path=str(screenshots / "drill.png"))
    screen.get_by_role("button", name="Back to the game").click()
    settle(screen)
