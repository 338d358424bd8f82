"""Build, serve, test and time the static web page (standard library only).

    python build.py build                 assemble site/ from the repo and the pinned npm packages
    python build.py serve [--port P]      build, then serve site/ on http://127.0.0.1:P/
    python build.py test [PYTEST ARGS]    install what the tests need, build, run python -m pytest
    python build.py test --fast [ARGS]    the same for the fast subset: pytest -m "not slow and not browser"
    python build.py bench                 every solver, command line and the page, timed: docs/measured.md
    python build.py bench-web [--runs N] [--engine E] [--against COMMIT]
                                          the page's wake-up beside bare Pyodide, its bytes, its rolls
                                          (Chromium; or Python ready and first advice in firefox, webkit),
                                          beside the page COMMIT built (and its clicks to their advice),
                                          and Lighthouse's scores (Chromium)

site/ is self-contained: the page, web/, the PyScript files the page loads, Pyodide's core files,
and Pyodide's standard library cut down to what Pyodide, PyScript and stb import, with stb added,
all compiled ahead (pyodide/python_stdlib.zip); nothing is fetched from anywhere else.

This file assembles the site and reads the command line; the tooling it calls is in tools/:
install.py (npm, pip, Debian), pyodide.py (Python in Pyodide in Node, the archive, the build cache),
pyscript.py (PyScript's bundle, cut), server.py, browser.py, engines.py (Firefox and WebKit) with
firefox.mjs, slowed_browser.py, page_benchmark.py and timing.py (shared with tools/bench.py),
commit_site.py (the site another commit builds), click_benchmark.py, lighthouse.py, measured.py
(`bench`: docs/measured.md), icons.py (the PNG icons in web/, written by `python3 -m tools.icons`).
"""

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from html import escape
from pathlib import Path

from stb.games import page_registry
from stb import i18n
from tools import NODE_MODULES, ROOT, click_benchmark, lighthouse, page_benchmark
from tools.commit_site import site_at
from tools.engines import ENGINES
from tools.install import ensure_node_modules, install_test_requirements, quiet
from tools.locales import LOCALE, write_locales
from tools.measured import bench
from tools.pyscript import write_pyscript_core
from tools.pyodide import PYODIDE_DIR, cached, python_archive, run_in_pyodide
from tools.server import server_url, start_server

SITE = ROOT / "site"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYSCRIPT_FILES = ("core.js", "core-*.js", "error-*.js")  # PyScript loads its error plugin even when disabled
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")  # and its lock, without packages
PYTHON_ARCHIVE = "pyodide/python_stdlib.zip"  # where Pyodide looks for its standard library
PRELOADS = "<!-- preloads -->"  # index.html's placeholders for what build.py writes: the hints, the Game
# menu, the registry, the languages offered and their menu
GAMES = "<!-- games -->"
REGISTRY = "<!-- registry -->"
OFFERED = "<!-- languages -->"
LANGUAGE_MENU = "<!-- language menu -->"


# ---- the site ----------------------------------------------------------------------------------

def build(site: Path = SITE) -> Path:
    """Assemble the static site in `site` (replaced whole) and return its path."""
    ensure_node_modules()
    archive = python_archive(python_sources())
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    shutil.copytree(ROOT / "web", site / "web", ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.js", "*.css"))
    write_modules(site)
    (site / "pyscript").mkdir()
    for pattern in PYSCRIPT_FILES:
        for path in PYSCRIPT_DIST.glob(pattern):
            shutil.copy2(path, site / "pyscript" / path.name)
    write_pyscript_core(site)
    (site / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, site / "pyodide" / name)
    write_package_lock(site)
    (site / PYTHON_ARCHIVE).write_bytes(archive)
    write_page(site)
    write_locales(site, site / PYTHON_ARCHIVE)
    (site / ".nojekyll").write_text("")  # GitHub Pages: serve every file as it is
    write_precache(site)
    return site


def write_modules(site: Path) -> None:
    """The page's JavaScript, bundled and minified by esbuild (pinned in package-lock.json) into a few
    modules: the page (web/app.js), each game's board (loaded by its name, web/registry.js) and the
    bridge (which the tests import too), with the code they share in chunks; and its style, minified."""
    boards = sorted({game["board"] for game in page_registry()["games"]})
    entries = [ROOT / "web" / f"{name}.js" for name in ("app", "bridge", *boards)] + [ROOT / "web" / "style.css"]
    quiet(subprocess.run([str(NODE_MODULES / ".bin" / "esbuild"), *map(str, entries), "--bundle", "--splitting", "--minify",
                          "--format=esm", "--target=es2022", "--chunk-names=chunk-[hash]", "--log-level=warning",
                          "--external:../pyscript/*", f"--outdir={site / 'web'}"], capture_output=True, text=True),
          "esbuild")


def write_page(site: Path) -> None:
    """index.html with its preload hints (preload_hints), the Game menu and the games' registry
    (stb.games), so the page draws its menu without Python, and the languages it offers, with their
    menu (stb.i18n.OFFERED, each named in itself)."""
    html = (ROOT / "index.html").read_text()
    registry = page_registry()
    options = [f'<option value="{game["name"]}">{escape(game["title"])}</option>' for game in registry["games"]]
    data = json.dumps(registry, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    script = [f'<script type="application/json" id="registry">{data}</script>']
    offered = [f'<meta name="stb:languages" content="{" ".join(i18n.OFFERED)}">']
    menu = [f'<option value="{code}" lang="{code}">{escape(i18n.LANGUAGES[code].name)}</option>' for code in i18n.OFFERED]
    for placeholder, lines in ((PRELOADS, preload_hints(site)), (GAMES, options), (REGISTRY, script),
                               (OFFERED, offered), (LANGUAGE_MENU, menu)):
        if placeholder not in html:
            raise RuntimeError(f"index.html has no {placeholder} line")
        indent = html[:html.index(placeholder)].rsplit("\n", 1)[1]
        html = html.replace(placeholder, f"\n{indent}".join(lines))
    (site / "index.html").write_text(html)


def write_package_lock(site: Path) -> None:
    """pyodide-lock.json with its header and no packages: the site serves none of their wheels (its
    Python is the archive), and listing them all would add to every cold load."""
    lock = json.loads((PYODIDE_DIR / "pyodide-lock.json").read_text())
    (site / "pyodide" / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}))


def preload_hints(site: Path) -> list[str]:
    """<link> tags for what the first view needs, the page's modules and its shipped answers; then, at
    a low priority, PyScript's modules and the worker's Python (40 kB: ready when Python starts); then,
    in a <template id="python-files"> that web/bridge.js puts in the page as Python starts (once the
    first view is painted, so that on a slow line the first screen does not share it), those for what
    Pyodide fetches but its WebAssembly (fetched by Pyodide itself, it comes back on a later visit with
    the code Chromium compiled from it, which a preloaded copy does not bring: bench-web measures the
    later visits)."""
    def hint(path: Path, priority: str = "") -> str:
        href, fetched = path.relative_to(site).as_posix(), f' fetchpriority="{priority}"' if priority else ""
        return (f'<link rel="modulepreload" href="{href}"{fetched}>' if path.suffix == ".js"
                else f'<link rel="preload" href="{href}" as="fetch" crossorigin{fetched}>')
    first = sorted(site.glob("web/*.js"))
    pyscript = [*sorted(site.glob("pyscript/*.js")), site / "web" / "worker.py"]
    pyodide = [*(site / "pyodide" / name for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide-lock.json")),
               site / PYTHON_ARCHIVE]
    return [*map(hint, first), *(hint(path, "low") for path in pyscript),
            '<template id="python-files">', *(f"  {hint(path)}" for path in pyodide), "</template>"]


def write_precache(site: Path) -> None:
    """The service worker at the site's root (so it controls the whole site) and the list of
    files it stores on the first visit, with a version that changes whenever any file does; the
    languages' folders are not listed: the worker stores the reader's as the page fetches it."""
    every = sorted(p.relative_to(site) for p in site.rglob("*") if p.is_file() and p.name not in (".nojekyll", "sw.js"))
    digest = hashlib.sha256()
    for path in every:
        digest.update(path.as_posix().encode() + b"\0" + (site / path).read_bytes())
    version = digest.hexdigest()[:16]
    files = [path.as_posix() for path in every if LOCALE not in path.parents]
    (site / "web" / "precache.json").write_text(json.dumps(
        {"version": version, "files": ["./", *files]}, indent=0) + "\n")
    # a new site changes sw.js itself, so browsers install the new worker and its new store
    (site / "sw.js").write_text(f"// site version {version}\n" + (ROOT / "web" / "sw.js").read_text())


def python_sources() -> list[Path]:
    """The Python the page runs besides the standard library: stb but its command lines and the games'
    examples (stb.games.Examples, the tests'), and the worker."""
    stb = [path for path in sorted((ROOT / "stb").rglob("*.py")) if not path.is_relative_to(ROOT / "stb" / "cli")
           and path != ROOT / "stb" / "__main__.py" and path.name != "examples.py"]
    return [*stb, ROOT / "web" / "worker.py"]


def site_size(site: Path = SITE) -> int:
    """The bytes of every file of the site."""
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


# ---- the commands ------------------------------------------------------------------------------

def serve(port: int) -> int:
    """Claim the port first, so that a busy one leaves the existing site as it is; then build and serve."""
    try:
        server = start_server(SITE, port)
    except OSError as error:
        print(f"build.py: cannot serve on 127.0.0.1:{port}: {error.strerror or error}"
              " (choose another with --port, or --port 0 for any free one)", file=sys.stderr)
        return 1
    build()
    print(f"Serving {SITE} at {server_url(server)}  (Ctrl-C to stop)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()
    return 0


LANES = (["-m", "not browser or beside"], ["-m", "browser and not beside"])
"""The whole suite in two lanes, one per core of the 2-core machines it runs on: the Python tests
(with the long browser tests marked `beside`, which have the time there) and the other browser tests."""
FAST = ["-m", "not slow and not browser"]
"""The fast subset, to run before a commit: every game and layer, without the long loops (marked
slow) and the browser (README: Tests)."""
FAST_LANES = ([*FAST, "--ignore=tests/bridge"], [*FAST, "tests/bridge"])
"""The fast subset in two lanes of about the same length: the bridge's tests, and all the others."""


def test(pytest_args, fast: bool = False) -> int:
    """Install what the tests need, build site/, and run pytest on it with these arguments (`fast`:
    on the FAST subset); without any, the whole suite (or the fast subset) in its two lanes side by
    side: the second lane's report as it runs, the first's once both are done."""
    install_test_requirements()
    build()
    env = {**os.environ, "STB_SITE": str(SITE)}  # tests/conftest.py serves this build, not a new one
    pytest = [sys.executable, "-m", "pytest"]
    if pytest_args:
        return subprocess.run([*pytest, *(FAST if fast else []), *pytest_args], cwd=ROOT, env=env).returncode
    first_lane, second_lane = ([*pytest, *lane] for lane in (FAST_LANES if fast else LANES))
    with tempfile.TemporaryFile("w+") as report:
        first = subprocess.Popen(first_lane, cwd=ROOT, env=env, stdout=report, stderr=subprocess.STDOUT, text=True)
        second_status = subprocess.run(second_lane, cwd=ROOT, env=env).returncode
        first_status = first.wait()
        report.seek(0)
        print(f"\nThe other lane (pytest {' '.join(first_lane[3:])}), run beside it:\n{report.read()}", end="", flush=True)
    return second_status or first_status


# ---- the command line --------------------------------------------------------------------------

class OneLineParser(argparse.ArgumentParser):
    """argparse, but a bad command line gets one line on stderr (and exit status 2), not the usage."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message}\n")


def whole_number(what: str, lowest: int, highest: int):
    """An argparse type: a whole number from `lowest` to `highest`, else one line naming `what`."""
    def read(text: str) -> int:
        try:
            number = int(text) if text.isascii() and len(text) <= 10 else None
        except ValueError:
            number = None
        if number is None or not lowest <= number <= highest:
            raise argparse.ArgumentTypeError(f"{what} is a whole number {lowest}-{highest}, not {text!r}")
        return number
    return read


port_number = whole_number("a port (0: any free port)", 0, 65535)


def main(argv=None) -> int:
    parser = OneLineParser(prog="build.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="assemble site/")
    serve_parser = commands.add_parser("serve", help="build and serve site/ on 127.0.0.1")
    serve_parser.add_argument("--port", type=port_number, default=8000)
    test_parser = commands.add_parser("test", help="install test requirements, build, run pytest (extra args go to pytest)")
    test_parser.add_argument("--fast", action="store_true", help="only the fast subset: pytest -m 'not slow and not browser'")
    commands.add_parser("bench", help="time every solver, command line and the page; write docs/measured.md")
    bench_parser = commands.add_parser("bench-web", help="time the page beside bare Pyodide in one browser")
    bench_parser.add_argument("--runs", type=whole_number("the number of runs", 1, 20), default=3, help="1-20 (default 3)")
    bench_parser.add_argument("--engine", choices=("chromium", *ENGINES), default="chromium",
                              help="the browser (default chromium, the only one with bytes, later visits, a slowed CPU and rolls)")
    bench_parser.add_argument("--against", metavar="COMMIT", help="also time the page as this commit builds it (chromium)")
    args, rest = parser.parse_known_args(argv)
    if rest and args.command != "test":
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "build":
        site = build()
        print(f"built {site} ({site_size(site) / 1e6:.1f} MB)")
        return 0
    if args.command == "serve":
        return serve(args.port)
    if args.command == "test":
        return test(rest, args.fast)
    if args.command == "bench":
        return bench(build)
    if args.engine == "chromium":
        with tempfile.TemporaryDirectory(prefix="stb-before-") as folder:
            before = site_at(args.against, Path(folder)) if args.against else None
            site = build()
            page_benchmark.run(site, args.runs, before, args.against or "")
            if before is not None:
                click_benchmark.run(site, before, args.against)
        lighthouse.run(site, args.runs)
    else:
        install_test_requirements()  # the engine and its driver
        page_benchmark.run_engine(build(), args.engine, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
