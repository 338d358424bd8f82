"""The page's first second: a first screen that stays still and is painted before Python's downloads
start, nothing moving after a move, a review step or a panel opened, and an app Chromium can install
(the manifest and its icons, read without a browser: tests/tools/test_manifest.py)."""

import tempfile

import pytest

from conftest import outside_hosts
from helpers import open_the_start, settle
from tools.browser import launch_chromium

SHIFTS = """
window.shifts = [];
new PerformanceObserver((list) => window.shifts.push(...list.getEntries().map((e) => ({ value: e.value, input: e.hadRecentInput,
  moved: e.sources.map((s) => `${s.node?.id || s.node?.className || s.node?.nodeName}: ${s.previousRect.y} to ${s.currentRect.y}`) }))))
  .observe({ type: "layout-shift", buffered: true });
window.paints = [];
new PerformanceObserver((list) => window.paints.push(...list.getEntries().map((e) => e.startTime)))
  .observe({ type: "largest-contentful-paint", buffered: true });
"""
"""An init script: every layout shift (its value, whether it followed an input, what moved) and every
largest-paint candidate's time, from the start of the load."""


@pytest.mark.browser
@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_a_cold_load_stays_still_and_paints_before_python_downloads(playwright, site_url, width, height):
    """A new profile: the layout shifts of the whole load, until Python is up and the first advice is
    on screen, add up to at most 0.02 (the issue found 0.32 at 390 px); the largest paint comes before
    any of Pyodide's files is requested (PyScript's small ones come with the first, at a low priority)."""
    with tempfile.TemporaryDirectory(prefix="stb-chromium-cold-") as profile:
        context = launch_chromium(playwright, profile)
        urls = []
        context.on("request", lambda request: urls.append(request.url))
        try:
            page = context.new_page()
            page.set_viewport_size({"width": width, "height": height})
            page.add_init_script(SHIFTS)
            page.goto(site_url)
            page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
            page.wait_for_selector("#advice[data-ready='true']")
            page.wait_for_timeout(500)  # a shift is reported after the frame that made it
            shifts = page.evaluate("shifts")
            assert sum(shift["value"] for shift in shifts) <= 0.02, shifts
            largest = max(page.evaluate("paints"))
            python = page.evaluate("""performance.getEntriesByType("resource")
              .filter((r) => /\\/pyodide\\//.test(r.name)).map((r) => r.startTime)""")
            assert python and min(python) >= largest, f"Pyodide requested at {min(python)} ms, the largest paint at {largest} ms"
        finally:
            context.close()
    assert outside_hosts(urls) == []


WATCH = """() => {
  window.moved = [];
  window.watcher?.disconnect();
  window.watcher = new PerformanceObserver((list) => window.moved.push(...list.getEntries().filter((e) => !e.hadRecentInput)
    .map((e) => ({ value: e.value, moved: e.sources.map((s) => `${s.node?.id || s.node?.className || s.node?.nodeName}: ${s.previousRect.y} to ${s.currentRect.y}`) }))));
  window.watcher.observe({ type: "layout-shift" });
}"""
"""From now on, every layout shift the browser does not count as asked for (one more than 500 ms after
the last input: what a cumulative layout shift adds up)."""


def still_after(page, what, action, answered=None):
    """Do `action`; nothing that is shown moves unasked while Python answers and the page draws the
    answer (or until `answered` is true), nor just after."""
    page.evaluate(WATCH)
    action()
    if answered:
        page.wait_for_selector(answered)
    settle(page)
    page.wait_for_timeout(1000)
    moved = page.evaluate("moved")
    assert moved == [], f"{what}: moved unasked: {moved}"


@pytest.mark.browser
@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_nothing_moves_unasked_after_a_move_a_review_step_or_a_panel_opened(open_page, width, height):
    page = open_page("?seed=4")
    page.set_viewport_size({"width": width, "height": height})
    settle(page)
    still_after(page, "a roll", lambda: page.locator("#game [data-key='roll']").click())
    still_after(page, "a move", lambda: page.locator("table.moves tbody tr button").first.click(), "#review .chart")
    still_after(page, "a review step", lambda: page.locator("ol.record .rec-open").first.click())
    still_after(page, "the next review step", lambda: page.keyboard.press("ArrowRight"))
    still_after(page, "back to the game", lambda: page.keyboard.press("Escape"))
    still_after(page, "How the computer thinks, opened", lambda: page.get_by_test_id("think-toggle").click(),
                "[data-testid='thinking'][data-ready='true']")
    # the watch sees what moves: a line put above the game moves it
    page.evaluate("scrollTo(0, 0)")
    page.evaluate(WATCH)
    page.evaluate("document.querySelector('#game').prepend(Object.assign(document.createElement('p'), { textContent: 'A line' }))")
    page.wait_for_function("moved.length > 0")


@pytest.mark.browser
def test_chromium_finds_the_page_installable(open_page, browser):
    page = open_page()
    cdp = browser.new_cdp_session(page)
    try:
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"].endswith("web/manifest.webmanifest")
    finally:
        cdp.detach()


@pytest.mark.browser
def test_python_that_cannot_load_says_so_and_the_first_view_stays(browser, site_url):
    page = browser.new_page()
    try:
        page.route("**/pyscript/core.js", lambda route: route.abort())
        open_the_start(page, site_url)
        page.get_by_text("Python could not start").wait_for()
        assert page.locator("#game .tile").count() == 9  # the first view, from the shipped answers
    finally:
        page.close()
