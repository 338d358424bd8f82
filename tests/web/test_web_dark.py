"""The page in the dark: it follows the system's colour scheme, the Colours menu overrides it and is
remembered, and every game reads as well as in the light (screens.check_view: axe-core's contrast
among the rest) at 390 and 1280 px; pictured as docs/GAME-WIDTH-dark.png with STB_SCREENSHOTS=1."""

import pytest

from screens import check_view, open_link
from test_web_screenshots import SCENES, press_when_mine

pytestmark = pytest.mark.browser

PAPER = "getComputedStyle(document.documentElement).backgroundColor"


def brightness(css_colour: str) -> float:
    """0 (black) to 255 (white): the mean of an rgb() colour's channels."""
    channels = css_colour[css_colour.index("(") + 1:css_colour.index(")")].split(",")[:3]
    return sum(float(c) for c in channels) / 3


@pytest.fixture
def dark(screen):
    """The shared page with the system asking for dark colours, and light again after the test."""
    screen.emulate_media(color_scheme="dark")
    yield screen
    screen.emulate_media(color_scheme="light")


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("game", SCENES)
def test_every_game_reads_in_the_dark(dark, screenshots, game, width):
    link, keys = SCENES[game]
    open_link(dark, link)
    for key in keys:
        press_when_mine(dark, key)
    press_when_mine(dark)
    assert brightness(dark.evaluate(PAPER)) < 64
    check_view(dark, f"{game} in the dark")
    dark.wait_for_timeout(300)
    dark.evaluate("scrollTo(0, 0)")
    dark.screenshot(path=str(screenshots / f"{game}-{width}-dark.png"))


@pytest.mark.parametrize("width", [390])
def test_the_pig_map_draws_its_words_and_lines_in_the_pages_ink(dark):
    open_link(dark, "#game=pig&goal=50&state=0+0+0")
    dark.wait_for_selector(".pig-picture svg text")
    ink, fill, stroke = dark.evaluate("""[getComputedStyle(document.body).color,
      getComputedStyle(document.querySelector('.pig-picture svg text')).fill,
      getComputedStyle(document.querySelector('.pig-picture svg [stroke="black"]')).stroke]""")
    assert fill == stroke == ink and brightness(ink) > 192


@pytest.mark.parametrize("width", [390])
def test_the_colours_menu_overrides_the_system_and_is_remembered(dark):
    open_link(dark, "#game=nim&red=6&blue=5&state=6+5+0")
    assert dark.get_by_label("Colours").input_value() == ""
    dark.get_by_label("Colours").select_option("light")
    assert brightness(dark.evaluate(PAPER)) > 192
    dark.reload()
    dark.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    assert dark.get_by_label("Colours").input_value() == "light" and brightness(dark.evaluate(PAPER)) > 192
    dark.get_by_label("Colours").select_option("")  # as the system: dark again
    assert brightness(dark.evaluate(PAPER)) < 64
    dark.emulate_media(color_scheme="light")
    dark.get_by_label("Colours").select_option("dark")
    assert brightness(dark.evaluate(PAPER)) < 64
    dark.get_by_label("Colours").select_option("")
    assert dark.evaluate("localStorage.getItem('stb:scheme')") == ""
