"""The page benchmark (`build.py bench-web`): the page beside two bare-Pyodide pages in headless
Chromium, cold, on later visits and with the CPU slowed; Python ready, first advice, bytes, rolls;
in Firefox or WebKit (`--engine`), cold visits beside bare Pyodide, Python ready and first advice."""

import contextlib
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from tools.browser import launch_chromium
from tools.engines import PAGES as ENGINE_PAGES, EnginePage
from tools.pyodide import PYODIDE_DIR
from tools.server import start_server, server_url, warm_up
from tools.slowed_browser import SlowedBrowser
from tools.timing import medians, print_table

# The peers: bare Pyodide, started as its documentation shows, importing json, fractions and
# dataclasses. They run Pyodide in a worker because the page does: the difference is then what the
# page adds (PyScript, stb, the first answer), not where Python runs, and a CPU slowed for the main
# thread alone would slow both alike. One uses the pinned standard library as npm ships it, the other
# the site's own archive; the page's overhead is measured against the second.
PEER_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bare Pyodide</title><link rel="icon" href="data:,"></head>
<body><script type="module">
new Worker("worker.mjs", { type: "module" }).onmessage = () => {
  performance.mark("stb:python-ready");
  document.documentElement.dataset.python = "ready";
};
</script></body></html>
"""
PEER_WORKER = """import { loadPyodide } from "../pyodide/pyodide.mjs";
const pyodide = await loadPyodide(%s);
pyodide.runPython("import json, fractions, dataclasses");
postMessage("ready");
"""
PAGES = {"pinned": "bare-pyodide-pinned/", "archive": "bare-pyodide/", "before": "before/", "at-once": "python-at-once/",
         "page": ""}
TITLES = {"pinned": "bare Pyodide, pinned standard library", "archive": "bare Pyodide, the site's archive",
          "before": "the page before", "at-once": "the page, Python at once", "page": "the page"}
PAGE_KINDS = ("before", "at-once", "page")  # the pages with advice; "before" (another commit's site) only when asked


def write_python_at_once(site: Path) -> None:
    """A copy of the page that starts Python with the page, not once its first view is painted: its
    Python files hinted at once, PyScript loaded in its <head> (what the wait costs on a fast line)."""
    folder = site / PAGES["at-once"]
    for name in ("web", "pyscript", "pyodide"):
        shutil.copytree(site / name, folder / name)
    shutil.copy2(site / "sw.js", folder / "sw.js")
    page = (site / "index.html").read_text()
    start, end = page.index('<template id="python-files">'), page.index("</template>") + len("</template>")
    hints = page[start:end].removeprefix('<template id="python-files">').removesuffix("</template>")
    (folder / "index.html").write_text(page[:start] + hints + '<script type="module" src="pyscript/core.js"></script>' + page[end:])


def write_peers(site: Path) -> None:
    """The two bare-Pyodide pages, in a copy of the site."""
    for name, options in (("archive", ""), ("pinned", '{ stdLibURL: new URL("python_stdlib.zip", import.meta.url).href }')):
        folder = site / PAGES[name]
        folder.mkdir()
        (folder / "index.html").write_text(PEER_PAGE)
        (folder / "worker.mjs").write_text(PEER_WORKER % options)
    shutil.copy2(PYODIDE_DIR / "python_stdlib.zip", site / PAGES["pinned"] / "python_stdlib.zip")


def visit(playwright, server, url: str, profile: str, page_kind: bool, rolls=(), slowdown=1) -> dict:
    """One visit in the profile: seconds to Python ready (and to the first advice on the page),
    bytes served until the page is ready and its offline copy stored, ms from each roll to its advice."""
    context = launch_chromium(playwright, profile)
    try:
        with SlowedBrowser(profile, slowdown) if slowdown > 1 else contextlib.nullcontext():
            page = context.pages[0] if context.pages else context.new_page()
            server.bytes_sent = 0
            page.goto(url)
            page.wait_for_selector("html[data-python='ready']", state="attached", timeout=300_000)
            if page_kind:
                page.wait_for_selector("#advice[data-ready='true']", timeout=300_000)
            result = page.evaluate(TIMINGS)
        if page_kind:
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # the offline copy is stored
        time.sleep(2)  # and whatever else the load started has finished
        result["bytes"] = server.bytes_sent
        if rolls:  # from a position whose rolls Python answers (the start's come with the site)
            page.get_by_label("Roll total").fill("9")
            page.get_by_role("button", name="Use roll").click()
            page.wait_for_selector("#game[data-state='123456789 dice 2 roll 9'][data-phase='move']")  # its tiles drawn
            page.get_by_role("button", name="Tile 9", exact=True).click()
            page.get_by_role("button", name="Shut", exact=True).click()
            page.wait_for_selector("#game[data-state='12345678'][data-phase='move']")
        result["latencies"] = [roll_to_advice(page, total) for total in rolls]
        return result
    finally:
        context.close()


TIMINGS = """({
  python: performance.getEntriesByName('stb:python-ready')[0].startTime / 1000,
  advice: (performance.getEntriesByName('stb:first-advice')[0]?.duration ?? NaN) / 1000,
})"""


def roll_to_advice(page, total: int) -> float:
    """Milliseconds from entering a roll to its advice on screen; then the roll is undone."""
    count = page.evaluate("performance.getEntriesByName('stb:roll-to-advice').length")
    page.get_by_label("Roll total").fill(str(total))
    page.get_by_role("button", name="Use roll").click()
    page.wait_for_function("n => performance.getEntriesByName('stb:roll-to-advice').length > n",
                           arg=count, timeout=30_000)
    latency = page.evaluate("performance.getEntriesByName('stb:roll-to-advice').at(-1).duration")
    page.get_by_role("button", name="Undo roll").click()
    page.get_by_text("oll the dice, or enter your roll").wait_for(timeout=30_000)
    return latency


@contextlib.contextmanager
def served_with_peers(site: Path, before: Path | None = None, first_script: str | None = None):
    """A server of a copy of `site` with the bare-Pyodide pages beside it (and the site `before` in
    before/), every file compressed once; `first_script` put first in every page (tools.server)."""
    with tempfile.TemporaryDirectory(prefix="stb-bench-") as folder:
        copy = Path(folder) / "site"
        shutil.copytree(site, copy)
        write_peers(copy)
        write_python_at_once(copy)
        if before:
            shutil.copytree(before, copy / PAGES["before"])
        server = start_server(copy, first_script=first_script)
        try:
            warm_up(copy)
            yield server
        finally:
            server.shutdown()


def interleaved(runs: int, names) -> list:
    """The names in order, then reversed, `runs` laps: neither side always goes first."""
    return [name for lap in range(runs) for name in list(names)[::1 if lap % 2 == 0 else -1]]


def run(site: Path, runs: int = 3, before: Path | None = None, before_name: str = "") -> dict:
    """The page and the two bare-Pyodide pages of a copy of `site` (and the page of the site `before`,
    built from commit `before_name`), interleaved, `runs` times each; prints the medians."""
    from playwright.sync_api import sync_playwright
    samples = {}
    names = [name for name in PAGES if name != "before" or before]
    with served_with_peers(site, before) as server, sync_playwright() as playwright:
        for name in interleaved(runs, names):
            for key, value in measure(playwright, server, server_url(server) + PAGES[name], name in PAGE_KINDS).items():
                samples.setdefault((name, key), []).append(value)
    summary = medians(samples)
    print_summary(summary, runs, names, before_name)
    return summary


def run_engine(site: Path, engine: str, runs: int = 3) -> dict:
    """Cold visits (a new profile each) to the page and to bare Pyodide (the site's archive) in
    Firefox or WebKit, interleaved, `runs` times each; prints the medians."""
    samples = {}
    with served_with_peers(site, first_script=ENGINE_PAGES[engine].first_script) as server:
        for name in interleaved(runs, ("archive", "page")):
            with EnginePage(engine) as page:
                page.goto(server_url(server) + PAGES[name])
                page.wait_for("document.documentElement.dataset.python === 'ready'", timeout=300)
                if name == "page":
                    page.wait_for("document.querySelector('#advice')?.dataset.ready === 'true'", timeout=300)
                    page.wait_for("performance.getEntriesByName('stb:first-advice').length > 0")
                for key, value in page.evaluate(TIMINGS).items():
                    if value is not None:  # NaN, as JSON: bare Pyodide shows no advice
                        samples.setdefault((name, key), []).append(value)
    summary = medians(samples)
    print(f"\n## The page in {ENGINE_TITLES[engine]}\n\nThe median of {runs} cold visits each, a new profile each, "
          "the page and bare Pyodide on the site's archive interleaved; Playwright cannot drive Debian's builds of "
          "this engine, so there are no later visits, slowed CPU, bytes or rolls (tools/engines.py drives it).\n")
    page_ready, peer_ready = summary[("page", "python")], summary[("archive", "python")]
    print_table(("what", TITLES["archive"], TITLES["page"], "the page - bare (archive)"), [
        ("Python ready, cold", f"{peer_ready:.2f} s", f"{page_ready:.2f} s", f"{page_ready - peer_ready:+.2f} s"),
        ("first advice on screen, cold", "", f"{summary[('page', 'advice')]:.2f} s", "")])
    return summary


ENGINE_TITLES = {"firefox": "Firefox ESR (firefox-esr, headless, over WebDriver BiDi)",
                 "webkit": "WebKitGTK (MiniBrowser on Xvfb, through WebKitWebDriver)"}


def measure(playwright, server, url: str, page_kind: bool) -> dict:
    """A cold visit (new profile), a second and a third visit (the same profile, the browser
    restarted each time), and a cold visit with the whole browser 4x slower."""
    with tempfile.TemporaryDirectory(prefix="stb-profile-") as profile:
        cold = visit(playwright, server, url, profile, page_kind, rolls=(8, 7, 9, 5) if page_kind else ())
        second = visit(playwright, server, url, profile, page_kind)
        third = visit(playwright, server, url, profile, page_kind)
    with tempfile.TemporaryDirectory(prefix="stb-profile-") as profile:
        slow = visit(playwright, server, url, profile, page_kind, slowdown=4)
    visits = {"cold": cold, "second": second, "third": third, "slow": slow}
    result = {kind: seen["python"] for kind, seen in visits.items()} | {"bytes": cold["bytes"]}
    if page_kind:
        result |= {f"advice {kind}": seen["advice"] for kind, seen in visits.items()}
        result["latency"] = statistics.median(cold["latencies"])
    return result


ROWS = [("Python ready, cold", "cold", "<= +0.5 s"), ("Python ready, second visit", "second", "<= +0.5 s"),
        ("Python ready, third visit", "third", ""), ("Python ready, cold, CPU 4x slower", "slow", ""),
        ("first advice on screen, cold", "advice cold", "<= 1.5 s"),
        ("first advice on screen, second visit", "advice second", ""),
        ("first advice on screen, third visit", "advice third", ""),
        ("first advice on screen, cold, CPU 4x slower", "advice slow", ""),
        ("downloaded on a cold load (gzip)", "bytes", "<= 5 MB"),
        ("a roll entered to its advice on screen", "latency", "< 100 ms")]  # title, key, target


def print_summary(summary: dict, runs: int, names=("pinned", "archive", "page"), before_name: str = "") -> None:
    """The table of docs/measured.md, from the medians."""
    def cell(name, key):
        value = summary.get((name, key))
        if value is None:
            return ""
        if key == "bytes":
            return f"{value / 1e6:.2f} MB"
        return f"{value:.1f} ms" if key == "latency" else f"{value:.2f} s"

    pages = [name for name in PAGE_KINDS if name in names]

    def row(title, key, target):
        peer = summary.get(("archive", key))
        overheads = [f"{summary[(name, key)] - peer:+.2f} s" if key in ("cold", "second", "third", "slow") else ""
                     for name in pages]
        return (title, *(cell(name, key) for name in names), *overheads, target)

    before = (f" The page before is the site built by commit {before_name} with its own build.py, served beside, "
              "its visits interleaved with the others'." if "before" in names else "")
    print(f"\n## The page in headless Chromium\n\nThe median of {runs} runs, the page and two bare Pyodide pages "
          "(a worker that loads the site's Pyodide and imports `json, fractions, dataclasses`, on the pinned standard "
          "library and on the site's archive) interleaved; a new profile for each cold visit, the same one, the "
          "browser restarted, for the second and third; \"CPU 4x slower\" stops the whole browser three quarters of "
          "the time, as a slow phone would be. \"Python ready\" is `<html data-python=\"ready\">` (the worker has "
          "imported `stb` and answered); \"first advice\" is the advice panel's first position on screen, which "
          "comes from the shipped answers. Bytes are what the server sent, gzip-compressed, until the page was ready "
          f"and its offline copy stored.{before}\n")
    print_table(("what", *(TITLES[name] for name in names), *(f"{TITLES[name]} - bare (archive)" for name in pages), "target"),
                (row(*line) for line in ROWS))
