"""Lighthouse 12.2.3 (pinned in package-lock.json) on the built site, as a phone (its default: a slow
4G line and a CPU 4x slower, simulated) and as a desktop, in Debian's Chromium, offline but for
127.0.0.1: its four scores and the page's timings, for `build.py bench-web`, and its reports for the
tests of the audits that do not move with the machine (accessibility, best practices, SEO)."""

import json
import os
import statistics
import subprocess
import tempfile
from pathlib import Path

from tools import NODE_MODULES
from tools.browser import CHROMIUM
from tools.server import server_url, start_server, warm_up
from tools.timing import print_table

LIGHTHOUSE = NODE_MODULES / "lighthouse" / "cli" / "index.js"
CATEGORIES = {"performance": "Performance", "accessibility": "Accessibility", "best-practices": "Best practices",
              "seo": "SEO"}
FORMS = {"phone": [], "desktop": ["--preset=desktop"]}
CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"']
"""Every host but 127.0.0.1 unreachable: Lighthouse needs no network, and the page uses none."""
TIMINGS = {"first-contentful-paint": "first paint", "largest-contentful-paint": "largest paint",
           "total-blocking-time": "blocking time", "cumulative-layout-shift": "layout shift", "speed-index": "speed index"}


def report(url: str, form: str) -> dict:
    """Lighthouse's report (its JSON) on the page at `url`, as a phone or a desktop."""
    with tempfile.TemporaryDirectory(prefix="stb-lighthouse-") as folder:
        output = Path(folder) / "report.json"
        subprocess.run(["node", str(LIGHTHOUSE), url, "--quiet", f"--chrome-flags={' '.join(CHROME_FLAGS)}",
                        f"--only-categories={','.join(CATEGORIES)}", "--output=json", f"--output-path={output}",
                        *FORMS[form]], env={**os.environ, "CHROME_PATH": CHROMIUM}, check=True,
                       capture_output=True, timeout=600)
        return json.loads(output.read_text())


def scores(lighthouse: dict) -> dict[str, int]:
    """Each category's score, 0-100."""
    return {name: round(lighthouse["categories"][name]["score"] * 100) for name in CATEGORIES}


def failed(lighthouse: dict, category: str) -> list[str]:
    """The audits of a category that count towards its score and did not pass, with what they say."""
    audits = lighthouse["audits"]
    return [f"{ref['id']}: {audits[ref['id']]['title']} ({audits[ref['id']].get('displayValue', '')})"
            for ref in lighthouse["categories"][category]["auditRefs"]
            if ref["weight"] > 0 and audits[ref["id"]]["score"] is not None and audits[ref["id"]]["score"] < 1]


def requested(lighthouse: dict) -> list[str]:
    """Every URL the page requested while Lighthouse watched."""
    return [item["url"] for item in lighthouse["audits"]["network-requests"]["details"]["items"]]


def run(site: Path, runs: int = 3) -> dict:
    """Lighthouse `runs` times as a phone and as a desktop on a served copy of `site`; prints the
    medians of each score and timing."""
    server = start_server(site)
    try:
        warm_up(site)
        reports = {form: [report(server_url(server), form) for _ in range(runs)] for form in FORMS}
    finally:
        server.shutdown()
    print(f"\n## Lighthouse 12.2.3\n\nThe median of {runs} runs of Lighthouse (pinned in package-lock.json) on the site "
          "served from 127.0.0.1, in Debian's Chromium, every other host unreachable: as a phone (its default: a slow "
          "4G line and a CPU 4x slower, simulated from the load it watched) and as a desktop. The page's timings are "
          "the simulated ones its Performance score is made of; the other three scores do not depend on the "
          "machine, and tests/web/test_lighthouse.py requires 100 of them.\n")
    rows = []
    for form, made in reports.items():
        median = {name: statistics.median(scores(r)[name] for r in made) for name in CATEGORIES}
        timings = {audit: statistics.median(r["audits"][audit]["numericValue"] for r in made) for audit in TIMINGS}
        rows.append((form, *(f"{median[name]:.0f}" for name in CATEGORIES),
                     *(f"{value:.3f}" if audit == "cumulative-layout-shift" else f"{value / 1000:.1f} s"
                       for audit, value in timings.items())))
    print_table(("as", *CATEGORIES.values(), *TIMINGS.values()), rows)
    return reports
