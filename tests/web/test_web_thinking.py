"""How the computer thinks, in a real browser: the panel opens in view from every game's advice,
its numbers are the solvers' (Shut the Box's chances add up to 1 and their values to the headline,
Nim's counts are alpha-beta's own), Step and Back change what is shown, by button and by key, and it
follows the position shown, in play and in the review."""

import pytest

from stb import nim
from stb.solvers.alphabeta import alphabeta
from helpers import settle, shown_value

pytestmark = pytest.mark.browser

LINKS = {
    "shutbox": "#game=shutbox&state=123456789",
    "pig": "#game=pig&state=30+40+12",
    "nim": "#game=nim&red=9&blue=8&depth=3&state=9+8+0",
    "nim-largest": "#game=nim&red=60&blue=60",  # a search too big to draw: its first positions, the rest counted
    "chopsticks": "#game=chopsticks&state=1+1+1+1+0",
    "chopsticks-loopy": "#game=chopsticks&limit=0&state=1+1+1+1+0",
}


def opened(open_page, link):
    """The page at `link` with the panel opened and answered; it is in view."""
    page = open_page(link)
    settle(page)
    page.click("[data-testid='think-toggle']")
    page.wait_for_selector("[data-testid='thinking'][data-ready='true']")
    box = page.evaluate("(() => { const r = document.querySelector('[data-testid=thinking]').getBoundingClientRect();"
                        " return [r.top, innerHeight]; })()")
    assert 0 <= box[0] < box[1], box
    return page


def caption(page) -> str:
    return page.inner_text("[data-testid='think-caption']")


def steps_back_and_forth(page):
    """Back changes the step and its caption; the arrow key inside the panel steps forward again."""
    panel = page.locator("[data-testid='thinking']")
    first, at = caption(page), panel.get_attribute("data-step")
    page.get_by_role("button", name="Back one step").click()
    assert panel.get_attribute("data-step") == str(int(at) - 1) and caption(page) != first
    page.keyboard.press("ArrowRight")
    assert panel.get_attribute("data-step") == at and caption(page) == first


@pytest.mark.parametrize("game", LINKS)
def test_the_panel_opens_in_view_and_steps(open_page, game, screenshots):
    page = opened(open_page, LINKS[game])
    headline = page.locator("[data-testid='think-headline']")
    if game in ("shutbox", "pig"):
        assert float(headline.get_attribute("data-value")) == pytest.approx(shown_value(page), abs=1e-9)
    assert headline.inner_text().strip()
    steps_back_and_forth(page)
    if game == "nim-largest":
        assert "the tree shows the first 120 of its 23,255 positions" in page.inner_text(".think-note")
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: nothing wider than the panel
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate("[...document.querySelectorAll('.think *')].every((e) => e.scrollWidth <= e.clientWidth + 1"
                         " || getComputedStyle(e).overflowX !== 'visible' || e.clientWidth === 0)")
    page.set_viewport_size({"width": 1280, "height": 900})
    if game != "nim-largest":  # docs/web.md's pictures of the panel
        page.locator("section.think").screenshot(path=str(screenshots / f"thinking-{game}.png"))


def test_shutbox_chances_add_up_and_a_row_opens_one_level_down(open_page):
    page = opened(open_page, LINKS["shutbox"])
    rows = page.locator(".think-table tbody tr:not(.total)")
    chances = [float(rows.nth(i).get_attribute("data-chance")) for i in range(rows.count())]
    values = [float(rows.nth(i).get_attribute("data-value")) for i in range(rows.count())]
    headline = float(page.get_attribute("[data-testid='think-headline']", "data-value"))
    assert len(chances) == 11 and sum(chances) == pytest.approx(1)
    assert sum(c * v for c, v in zip(chances, values)) == pytest.approx(headline, abs=1e-9)
    page.get_by_role("button", name="Open the position after 7").focus()  # by the keyboard alone
    page.keyboard.press("Enter")
    page.wait_for_selector(".think-up:focus")
    assert float(page.get_attribute("[data-testid='think-headline']", "data-value")) == pytest.approx(values[5])
    assert "Tiles 1, 2, 3, 4, 5, 6, 8 and 9" in page.inner_text(".think-where")  # the 7 shut, the best move for it
    page.keyboard.press("Enter")
    page.wait_for_selector(".think-steps button:focus")
    assert float(page.get_attribute("[data-testid='think-headline']", "data-value")) == pytest.approx(headline)


def test_nim_counts_are_the_solvers_and_the_review_is_followed(open_page):
    page = opened(open_page, LINKS["nim"])
    game = nim.RedBlueNim(9, 8)
    search = alphabeta(game, game.initial_state(), depth=3, transpositions=True, evaluate=lambda s: nim.evaluate(game, s))
    counts = page.locator(".think-counts dd")
    shown = {counts.nth(i).get_attribute("data-key"): int(counts.nth(i).get_attribute("data-value"))
             for i in range(counts.count())}
    assert (shown["nodes"], shown["pruned"]) == (search.nodes, search.pruned)
    assert shown["minimax"] > search.nodes
    assert page.locator(".think-tree li").count() == min(search.nodes, 120)
    page.get_by_role("button", name="First step").click()
    assert page.locator(".think-tree li").count() == 1
    page.locator("table.moves tbody tr").first.locator("button").click()  # a move: the panel follows the game
    page.wait_for_function("!document.querySelector('.think-where')?.textContent.startsWith('9 red and 8 blue')")
    page.wait_for_selector("[data-testid='thinking'][data-ready='true']")
    page.locator("ol.record .rec-open").first.click()  # the review's first position: the panel follows it
    page.wait_for_function("document.querySelector('.think-where')?.textContent.startsWith('9 red and 8 blue')")
