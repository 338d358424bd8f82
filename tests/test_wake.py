"""The page's wake-up: what it downloads, and how it says Python is ready."""

import gzip

import pytest

import build
from conftest import outside_hosts


def test_a_cold_load_downloads_at_most_5_mb(site_dir):
    """Every file of the site once (the page loads them all, and its offline copy stores them),
    compressed as the server sends it."""
    total = 0
    for path in site_dir.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            total += len(gzip.compress(data, compresslevel=6)) if path.suffix in build.COMPRESSED else len(data)
    assert total <= 5_000_000


@pytest.mark.browser
def test_python_ready_is_marked_and_every_request_succeeds(browser, site_url):
    page = browser.new_page()
    answers = []
    page.on("response", lambda response: answers.append((response.status, response.url)))
    try:
        page.goto(site_url)
        page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
        page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
        assert page.evaluate("performance.getEntriesByName('stb:python-ready').length") == 1
        assert [(status, url) for status, url in answers if status >= 400] == []
        urls = [url for _, url in answers]
        assert not any("/stb/" in url for url in urls)  # stb comes inside Python's archive
        assert outside_hosts(urls) == []
    finally:
        page.close()
