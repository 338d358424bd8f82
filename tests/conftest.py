"""Shared fixtures. The tests folder is on sys.path (for helpers.py), and the repo root (build.py and tools/).

Browser tests get one built site, one local server and one Chromium per session. `python build.py
test` builds site/ and passes it as STB_SITE; run alone, pytest builds its own copy. A browser that
cannot start is an error, never a skip: CI must not pass without the page.
"""

import os
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
sys.path.insert(0, str(TESTS))
sys.path.insert(1, str(ROOT))
import build  # noqa: E402  (the repo's build.py: builds the site)
from tools.browser import launch_chromium  # noqa: E402
from tools.server import server_url, start_server  # noqa: E402
from helpers import open_the_start  # noqa: E402


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory):
    given = os.environ.get("STB_SITE")
    if given and (Path(given) / "index.html").exists():
        return Path(given)
    return build.build(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="session")
def site_url(site_dir):
    server = start_server(site_dir)
    yield server_url(server)
    server.shutdown()


@pytest.fixture(scope="session")
def screenshots(tmp_path_factory) -> Path:
    """Where browser tests save their screenshots: docs/ (the README's pictures) when
    STB_SCREENSHOTS=1 asks for a refresh, else a temporary folder, so a test run leaves git clean."""
    return ROOT / "docs" if os.environ.get("STB_SCREENSHOTS") == "1" else tmp_path_factory.mktemp("screenshots")


@pytest.fixture(scope="session")
def requested_urls():
    """Every URL the browser asked for during the session."""
    return []


@pytest.fixture(scope="session")
def playwright():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright, requested_urls):
    with tempfile.TemporaryDirectory(prefix="stb-chromium-") as profile:
        context = launch_chromium(playwright, profile)  # raises (an error, not a skip) if it cannot start
        context.on("request", lambda request: requested_urls.append(request.url))
        context.set_default_timeout(60_000)
        yield context
        context.close()


@pytest.fixture
def open_page(browser, site_url):
    """open_page('?players=2') -> a page of the site with Python ready; page errors fail the test.
    open_page() opens the bare address at the first game's start (`helpers.open_the_start`)."""
    pages = []

    def opener(query="", wait_for_python=True):
        page = browser.new_page()
        page.errors = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        if query:
            page.goto(site_url + query)
        else:
            open_the_start(page, site_url)
        if wait_for_python:
            page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
        pages.append(page)
        return page

    yield opener
    for page in pages:
        errors = page.errors
        page.close()
        assert errors == [], f"JavaScript errors on the page: {errors}"


@pytest.fixture
def fresh_browser(playwright, requested_urls):
    """A second Chromium with a profile of its own: a first visit, nothing cached, no service worker."""
    with tempfile.TemporaryDirectory(prefix="stb-chromium-fresh-") as profile:
        context = launch_chromium(playwright, profile)
        context.on("request", lambda request: requested_urls.append(request.url))
        context.set_default_timeout(60_000)
        yield context
        context.close()


def outside_hosts(urls):
    """Hosts other than 127.0.0.1 among the URLs (blob: and data: URLs stay inside the page)."""
    return sorted({urlsplit(u).hostname or u for u in urls
                   if urlsplit(u).scheme not in ("blob", "data") and urlsplit(u).hostname != "127.0.0.1"})


SEED = 4
"""The dice of the page the reading tests share."""


@pytest.fixture(scope="module")
def loaded(browser, site_url):
    """One page for a module's tests: its dice seeded, Python up, axe-core on it."""
    from screens import AXE
    page = browser.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(f"{site_url}?seed={SEED}")
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    page.add_script_tag(path=str(AXE))
    yield page
    page.close()


@pytest.fixture
def screen(loaded, width):
    """The shared page at this width (tests take `width` as a parameter); JavaScript errors during the test fail it."""
    from screens import SCREENS
    loaded.set_viewport_size({"width": width, "height": SCREENS[width]})
    yield loaded
    errors, loaded.errors = loaded.errors, []
    assert errors == [], f"JavaScript errors on the page: {errors}"
