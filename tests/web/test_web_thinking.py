"""How the computer thinks, in a real browser: the panel opens in view from every game's advice,
its numbers are the solvers' (Shut the Box's chances add up to 1 and their values to the headline,
Nim's counts are alpha-beta's own), Step, Back and Play change what is shown, by button and by key,
and the keyboard stays in the panel at either end; the panel is wide on a laptop, keeps its fold as
the player left it, redraws with an option chosen, marks bounds, cut-off moves and the best move,
and follows the position shown, in play and in the review."""

import pytest

from stb import nim
from stb.advice import Remoteness
from stb.bridge.games import page_of
from stb.games import GAMES
from stb.solvers.alphabeta import alphabeta
from helpers import call, settle, shown_moves, shown_value
from screens import AXE, AXE_RUN, LAYOUT

pytestmark = pytest.mark.browser

LINKS = {
    **{name: f"#game={name}" for name in GAMES},  # every game's panel at its start (stb.games)
    "pig-under-way": "#game=pig&state=30+40+12",  # Pig's in a game under way
    "nim-largest": "#game=nim&red=60&blue=60",  # a search too big to draw: its first positions, the rest counted
    "chopsticks-loopy": "#game=chopsticks&limit=0&state=1+1+1+1+0",
}
PICTURED = [name for name in LINKS if name != "nim-largest"]
"""The panels docs/web.md pictures, at 1280 and 390 px (thinking-<name>.png, thinking-<name>-390.png)."""
VARIANTS = ["#game=shutbox&layout=double&state=-/123", "#game=pig&coin=1&state=0+0+0"]
"""Panels of other rules, read at both widths too."""
WIDE = 560
"""The panel's least width on a laptop (1280 px): beside the game, not squeezed into a third of the page."""


def results_told(link) -> bool:
    """Whether the values of the game a link opens are results with their moves to the end (Remoteness)."""
    request = call("game_open", {"query": "", "hash": link})["request"]
    page = page_of(request["game"], request["rules"])
    return isinstance(page.unit(page.make(request["rules"])), Remoteness)


def opened(open_page, link, width=1280):
    """The page at `link` with the panel opened and answered; it is in view."""
    page = open_page(link)
    page.set_viewport_size({"width": width, "height": 900})
    settle(page)
    page.click("[data-testid='think-toggle']")
    ready(page)
    box = page.evaluate("(() => { const r = document.querySelector('[data-testid=thinking]').getBoundingClientRect();"
                        " return [r.top, innerHeight]; })()")
    assert 0 <= box[0] < box[1], box
    return page


def ready(page):
    page.wait_for_selector("[data-testid='thinking'][data-ready='true']")


def caption(page) -> str:
    return page.inner_text("[data-testid='think-caption']")


def step_of(page) -> int:
    return int(page.get_attribute("[data-testid='thinking']", "data-step"))


def focus_in_panel(page) -> str:
    """The step button that has the keyboard's focus, inside the panel (a failure if it is anywhere else)."""
    where = page.evaluate("(() => { const e = document.activeElement; return [e.closest('[data-testid=thinking]') !== null,"
                          " e.disabled === true, e.dataset.stepKey ?? e.tagName]; })()")
    assert where[0] and not where[1], where
    return where[2]


def steps_back_and_forth(page):
    """Back changes the step and its caption; the arrow key inside the panel steps forward again."""
    first, at = caption(page), step_of(page)
    page.get_by_role("button", name="Back one step").click()
    assert step_of(page) == at - 1 and caption(page) != first
    page.keyboard.press("ArrowRight")
    assert step_of(page) == at and caption(page) == first


@pytest.mark.parametrize("game", LINKS)
def test_the_panel_opens_in_view_and_steps(open_page, game):
    page = opened(open_page, LINKS[game])
    headline = page.locator("[data-testid='think-headline']")
    if not results_told(LINKS[game]):  # a result is told as the first player's (tests/bridge/test_thinking.py)
        assert float(headline.get_attribute("data-value")) == pytest.approx(shown_value(page), abs=1e-9)
    assert headline.inner_text().strip()
    steps_back_and_forth(page)
    if game == "nim-largest":
        assert "the tree shows the first 120 of its 23,255 positions" in page.inner_text(".think-note")
    width = page.evaluate("document.querySelector('section.think').getBoundingClientRect().width")
    assert width >= WIDE, width  # a laptop: the panel beside the game, wide
    tall = page.evaluate("""[...document.querySelectorAll('.think-table th, .think-table td')].filter((cell) => {
        const style = getComputedStyle(cell), line = parseFloat(style.lineHeight) || 1.25 * parseFloat(style.fontSize);
        return cell.getBoundingClientRect().height > 3.2 * line; }).map((c) => c.textContent)""")
    assert tall == [], tall  # no cell wraps to four lines
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: nothing wider than the panel
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate("[...document.querySelectorAll('.think *')].every((e) => e.scrollWidth <= e.clientWidth + 1"
                         " || getComputedStyle(e).overflowX !== 'visible' || e.clientWidth === 0)")


def test_the_keyboard_stays_in_the_panel_at_either_end(open_page):
    """Home, ←, End and → at the first and last steps disable the buttons they would press: the focus
    moves to the nearest one still enabled, never back to the page."""
    page = opened(open_page, LINKS["nim"])
    page.get_by_role("button", name="Back one step").focus()
    page.keyboard.press("Home")
    assert step_of(page) == 0 and focus_in_panel(page) == "ArrowRight"
    page.keyboard.press("ArrowLeft")
    assert step_of(page) == 0 and focus_in_panel(page)
    assert page.get_by_role("button", name="Back one step").is_disabled()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")  # onto step 1 by the key: the Back button it used is now disabled
    assert step_of(page) == 0 and focus_in_panel(page) == "ArrowRight"
    page.keyboard.press("End")
    last = step_of(page)
    assert last > 200 and focus_in_panel(page) == "ArrowLeft"
    page.keyboard.press("ArrowRight")
    assert step_of(page) == last and focus_in_panel(page)


def test_play_steps_on_by_itself_and_pause_stops_it(open_page):
    page = opened(open_page, LINKS["nim"])
    page.get_by_role("button", name="First step").click()
    play = page.locator(".think-play")
    play.click()
    page.wait_for_function("Number(document.querySelector('[data-testid=thinking]').dataset.step) >= 3")
    assert page.locator(".think-play").get_attribute("aria-pressed") == "true"
    page.locator(".think-play").click()
    stopped = step_of(page)
    page.wait_for_timeout(1500)
    assert step_of(page) == stopped and page.locator(".think-play").get_attribute("aria-pressed") == "false"
    assert focus_in_panel(page) == "play"


def test_the_fold_stays_as_the_player_left_it(open_page):
    page = opened(open_page, LINKS["shutbox"])
    intro = page.locator(".think-intro")
    assert intro.get_attribute("open") is not None
    page.locator(".think-intro summary").click()
    page.get_by_role("button", name="Back one step").click()
    page.keyboard.press("ArrowLeft")
    assert page.locator(".think-intro").get_attribute("open") is None  # closed, step after step
    assert page.locator(".think-dev").get_attribute("open") is None  # paths and seeds folded away
    assert "stb/" not in page.inner_text("[data-testid='thinking']")


def test_shutbox_chances_add_up_and_a_row_opens_one_level_down(open_page):
    page = opened(open_page, LINKS["shutbox"])
    rows = page.locator(".think-table").filter(has=page.locator("tr.total")).first.locator("tbody tr:not(.total)")
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


def test_shutbox_after_a_roll_the_best_move_is_marked_as_the_advices(open_page):
    page = opened(open_page, "#game=shutbox&state=123456789+roll+9")
    best = page.locator(".think-table tr.best")
    assert best.count() == 1 and best.get_attribute("data-move") == shown_moves(page)[0][0]
    assert page.inner_text("[data-testid='think-caption']").startswith("The best move: shut 9")


def test_nim_counts_bounds_and_cut_moves_are_the_solvers_and_the_review_is_followed(open_page):
    page = opened(open_page, "#game=nim&red=9&blue=8&depth=3&state=9+8+0")
    game = nim.RedBlueNim(9, 8)
    search = alphabeta(game, game.initial_state(), depth=3, transpositions=True, evaluate=lambda s: nim.evaluate(game, s))
    alone = alphabeta(game, game.initial_state(), depth=3, evaluate=lambda s: nim.evaluate(game, s))
    counts = page.locator(".think-counts dd")
    shown = {counts.nth(i).get_attribute("data-key"): int(counts.nth(i).get_attribute("data-value"))
             for i in range(counts.count())}
    assert (shown["table"], shown["alphabeta"], shown["pruned"]) == (search.nodes, alone.nodes, search.pruned)
    assert shown["minimax"] > search.nodes
    assert search.nodes <= 40 and page.get_attribute(".think-tree", "data-drawn") == "diagram"  # a small search: a tree
    assert page.locator(".think-tree g.node").count() == search.nodes
    assert page.locator(".think-tree g.pruned").count() == search.pruned  # every move cut off, greyed
    assert page.locator(".think-tree .node[data-known='≥'], .think-tree .node[data-known='≤']").count() > 0
    assert page.locator(".think-tree .node.best-move").count() == 1
    page.get_by_role("button", name="First step").click()
    assert page.locator(".think-tree g.node").count() == 1
    page.get_by_role("button", name="Step forward").click()
    page.get_by_role("button", name="Step forward").click()
    assert page.locator(".think-tree .node.open .tree-window").count() == 3  # the open path, α and β as they stand
    page.locator("table.moves tbody tr").first.locator("button").click()  # a move: the panel follows the game
    page.wait_for_function("!document.querySelector('.think-where')?.textContent.startsWith('9 red and 8 blue')")
    ready(page)
    page.locator("ol.record .rec-open").first.click()  # the review's first position: the panel follows it
    page.wait_for_function("document.querySelector('.think-where')?.textContent.startsWith('9 red and 8 blue')")


def test_an_option_redraws_the_panel_and_keeps_the_keyboard(open_page):
    """Nim without the table: the search drawn is alpha-beta alone, its count the 2,148 of 7 x 7, and
    the focus stays on the option chosen."""
    page = opened(open_page, LINKS["nim"])
    page.locator("[data-option='table']").select_option("off")
    page.wait_for_function("document.querySelector('[data-option=table]')?.value === 'off'"
                           " && document.querySelector('[data-testid=thinking]').dataset.ready === 'true'")
    assert "(drawn below)" in page.locator(".think-counts dt").nth(1).inner_text()
    assert page.get_attribute(".think-counts dd[data-key='alphabeta']", "data-value") == "2148"
    assert page.evaluate("document.activeElement.dataset.option") == "table"
    page.locator("table.moves tbody tr").first.locator("button").click()  # the option holds for the next position
    page.wait_for_function("!document.querySelector('.think-where')?.textContent.startsWith('7 red and 7 blue')")
    ready(page)
    assert page.locator("[data-option='table']").input_value() == "off"


def test_a_touch_screen_is_not_told_of_keys(open_page):
    """A device without a keyboard (touch, no hover): the panel's hint on keys is not shown."""
    page = opened(open_page, LINKS["chopsticks"], width=390)
    assert page.locator(".think-keys").is_visible()
    page.context.new_cdp_session(page).send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    assert page.evaluate("matchMedia('(hover: none) and (pointer: coarse)').matches")
    assert page.locator(".think-keys").is_hidden() and page.locator(".think-steps button").first.is_visible()


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("link", [*(LINKS[name] for name in PICTURED), *VARIANTS])
def test_every_panel_reads_whole_at_a_phones_width_and_a_laptops(open_page, link, width, screenshots):
    """Nothing wider than its box, every number on one line with its unit and grouped, and no
    violation axe-core knows (the tree that scrolls can be scrolled by the keyboard); docs/web.md's
    pictures of the panels taken."""
    page = opened(open_page, link, width)
    page.add_script_tag(path=str(AXE))
    layout = page.evaluate(LAYOUT)
    assert (layout["overflow"], layout["overflowing"], layout["broken"], layout["ungrouped"]) == (0, [], [], [])
    assert page.evaluate(AXE_RUN) == []
    name = next((name for name in PICTURED if LINKS[name] == link), None)
    if name and width == 390:
        if page.locator(".think-intro").get_attribute("open") is not None:  # folded, as a phone opens it
            page.locator(".think-intro summary").click()
        page.locator("section.think").screenshot(path=str(screenshots / f"thinking-{name}-390.png"))
    elif name:
        page.locator("section.think").screenshot(path=str(screenshots / f"thinking-{name}.png"))
