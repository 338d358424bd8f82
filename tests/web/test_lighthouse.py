"""Lighthouse 12.2.3 (tools/lighthouse.py) on the built site, as a phone and as a desktop: every audit
of accessibility, best practices and SEO passes, and the page asks nothing of any host but its own.
Its Performance score moves with the machine: build.py bench-web reports it (docs/measured.md)."""

import pytest

from conftest import outside_hosts
from tools import lighthouse

pytestmark = [pytest.mark.browser, pytest.mark.beside]


@pytest.mark.parametrize("form", lighthouse.FORMS)
def test_lighthouse_finds_nothing_to_fix_in_accessibility_best_practices_and_seo(site_url, form):
    report = lighthouse.report(site_url, form)
    for category in ("accessibility", "best-practices", "seo"):
        assert lighthouse.failed(report, category) == [], f"{form}, {category}"
        assert lighthouse.scores(report)[category] == 100
    assert report["lighthouseVersion"] == "12.2.3"
    urls = lighthouse.requested(report)
    assert any(url.endswith("/web/locale/en/answers.json") for url in urls) and outside_hosts(urls) == []
