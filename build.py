"""Build, serve, test and time the static web page (standard library only).

    python build.py build                 assemble site/ from the repo and the pinned npm packages
    python build.py serve [--port P]      build, then serve site/ on http://127.0.0.1:P/
    python build.py test [PYTEST ARGS]    install what the tests need, build, run python -m pytest
    python build.py bench                 every solver in CPython and Pyodide against a peer, and the page
    python build.py bench-web [--runs N]  the page's wake-up beside bare Pyodide, its bytes, its rolls

site/ is self-contained: the page, web/, the PyScript files the page loads, Pyodide's core files,
and Pyodide's standard library cut down to what Pyodide, PyScript and stb import, with stb added,
all compiled ahead (pyodide/python_stdlib.zip); nothing is fetched from anywhere else.
"""

import argparse
import ast
import base64
import contextlib
import email.utils
import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
SITE = ROOT / "site"
NODE_MODULES = ROOT / "node_modules"
CACHE = NODE_MODULES / ".cache" / "stb"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYSCRIPT_PACKAGE = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
PYSCRIPT_FILES = ("core.js", "core-*.js", "error-*.js")  # PyScript loads its error plugin even when disabled
PYODIDE_DIR = NODE_MODULES / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
PYTHON_ARCHIVE = "pyodide/python_stdlib.zip"  # where Pyodide looks for its standard library
PRELOADS = "<!-- preloads -->"  # index.html's placeholder for the hints build.py writes
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MIME_TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
              ".json": "application/json", ".py": "text/plain", ".zip": "application/zip",
              ".css": "text/css", ".html": "text/html", ".png": "image/png", ".svg": "image/svg+xml",
              ".webmanifest": "application/manifest+json"}
COMPRESSED = {".wasm", ".mjs", ".js", ".json", ".py", ".css", ".html", ".svg", ".webmanifest"}


# ---- npm ---------------------------------------------------------------------------------------

def node_modules_current() -> bool:
    """True when every package pinned in package-lock.json is installed at its locked version."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for path, entry in lock.get("packages", {}).items():
        if not path or "version" not in entry:
            continue
        installed = ROOT / path / "package.json"
        if not installed.exists() or json.loads(installed.read_text()).get("version") != entry["version"]:
            return False
    return True


def ensure_node_modules() -> None:
    """Run `npm ci` when node_modules is missing or differs from package-lock.json."""
    if NODE_MODULES.exists() and node_modules_current():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm is needed to fetch PyScript and Pyodide (install Node.js 20+)")
    print("build.py: npm ci (PyScript and Pyodide, pinned in package-lock.json)", flush=True)
    quiet(subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT,
                         capture_output=True, text=True), "npm ci")


def quiet(process: subprocess.CompletedProcess, what: str) -> None:
    """Stay silent on success; on failure show what the step printed and stop."""
    if process.returncode != 0:
        sys.stderr.write((process.stdout or "") + (process.stderr or ""))
        sys.exit(f"build.py: {what} failed (exit {process.returncode})")


# ---- Python inside Pyodide, in Node --------------------------------------------------------------

PYODIDE_RUNNER = """
import { loadPyodide } from "%s";
import { readFileSync } from "node:fs";
const { stdlib, path, repo } = JSON.parse(process.env.STB_PYODIDE);
const program = readFileSync(0, "utf8");
const pyodide = await loadPyodide({ stdLibURL: stdlib ?? undefined, stdout: console.log, stderr: console.error });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repo }, "/repo");
pyodide.runPython(`import sys; sys.path[:0] = ${JSON.stringify(path)}`);
try {
  pyodide.runPython(program);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
"""


def run_in_pyodide(program: str, stdlib: Path | None = None, path=("/repo", "/repo/tests"),
                   timeout: float = 900) -> str:
    """What `program` prints when the pinned Pyodide runs it in Node, with the repository at /repo,
    `path` in front of sys.path and, if given, `stdlib` as its standard library archive."""
    if not shutil.which("node"):
        raise RuntimeError("node is needed to run Pyodide outside the browser")
    ensure_node_modules()
    runner = PYODIDE_RUNNER % (PYODIDE_DIR / "pyodide.mjs").as_uri()
    settings = {"stdlib": str(stdlib) if stdlib else None, "path": list(path), "repo": str(ROOT)}
    result = subprocess.run(["node", "--input-type=module", "-e", runner], input=program, text=True,
                            capture_output=True, timeout=timeout,
                            env={**os.environ, "STB_PYODIDE": json.dumps(settings)})
    if result.returncode != 0:
        raise RuntimeError(f"Pyodide failed: {result.stderr.strip()}")
    return result.stdout


# ---- the Python archive: Pyodide's standard library, cut down, with stb, compiled ----------------

# Runs inside Pyodide: imports IMPORTS, then prints every module loaded from the standard library
# archive, and stb, as .pyc files, without line tables (tracebacks say "line None"; the page shows
# none, and stb's cost 65 kB of the download). The standard library drops its docstrings and
# asserts too; stb keeps them (its command lines print docstrings).
COMPILE_PROGRAM = r'''
import base64, importlib, importlib.util, json, marshal, pathlib, sys, types, zipfile

def no_locations(code):
    """The code object with a line table of "no location" entries, each covering 8 code units."""
    units = len(code.co_code) // 2
    table = bytes(0xF8 | (min(8, units - start) - 1) for start in range(0, units, 8))
    consts = tuple(no_locations(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_consts=consts, co_linetable=table)

def pyc(code, source):
    """An unchecked hash-based .pyc: zipimport loads it as it is, without a source beside it."""
    flags = (1).to_bytes(4, "little")
    return importlib.util.MAGIC_NUMBER + flags + importlib.util.source_hash(source) + marshal.dumps(code)

for name in IMPORTS:
    try:
        importlib.import_module(name)
    except ImportError:  # PyScript's MicroPython branch (jsffi), JS modules, names that are no module
        pass
stdlib = next(entry for entry in sys.path if entry.endswith(".zip"))
archive = zipfile.ZipFile(stdlib)
loaded = sorted({module.__spec__.origin[len(stdlib) + 1:] for module in list(sys.modules.values())
                 if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(stdlib + "/")})
members = {}
for name in loaded:
    source = archive.read(name)
    code = compile(source, f"{stdlib}/{name}", "exec", dont_inherit=True, optimize=2)
    members[name + "c"] = pyc(no_locations(code), source)
for path in sorted(pathlib.Path("/repo/stb").rglob("*.py")):
    name = path.relative_to("/repo").as_posix()
    source = path.read_bytes()
    members[name + "c"] = pyc(no_locations(compile(source, f"{stdlib}/{name}", "exec", dont_inherit=True)), source)
print(json.dumps({name: base64.b64encode(data).decode() for name, data in members.items()}))
'''


def python_sources() -> list[Path]:
    """The Python the page and the command lines run besides the standard library."""
    return [*sorted((ROOT / "stb").rglob("*.py")), ROOT / "web" / "worker.py", *sorted(PYSCRIPT_PACKAGE.glob("*.py"))]


def imported_names(path: Path) -> set[str]:
    """Every module an import in `path` may name (`from a import b`: a and a.b), stb's and PyScript's aside."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in names if name.split(".")[0] not in ("stb", "pyscript")}


def cached(kind: str, digest, make) -> bytes:
    """make()'s bytes, made once per digest (a hashlib object of everything they depend on) and kept
    in node_modules/.cache/stb as the only file of its kind."""
    path = CACHE / f"{kind}-{digest.hexdigest()[:16]}"
    if not path.exists():
        data = make()
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob(f"{kind}-*"):
            old.unlink()
        path.write_bytes(data)
    return path.read_bytes()


def python_archive(sources) -> bytes:
    """The archive's bytes: built in Pyodide once for these sources and this Pyodide."""
    digest = hashlib.sha256((PYODIDE_DIR / "python_stdlib.zip").read_bytes() + COMPILE_PROGRAM.encode())
    for path in sources:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())

    def make() -> bytes:
        imports = sorted(set().union(*map(imported_names, sources)))
        members = json.loads(run_in_pyodide(f"IMPORTS = {imports!r}\n" + COMPILE_PROGRAM, path=()))
        return zip_members({name: base64.b64decode(data) for name, data in members.items()})
    return cached("python", digest, make)


def zip_members(members: dict[str, bytes]) -> bytes:
    """A zip of these files, deflated, with fixed dates, so the same files give the same bytes."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(members):
            archive.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), members[name],
                             compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return buffer.getvalue()


# ---- build -------------------------------------------------------------------------------------

def build(site: Path = SITE) -> Path:
    """Assemble the static site in `site` (replaced whole) and return its path."""
    ensure_node_modules()
    archive = python_archive(python_sources())
    if site.exists():
        shutil.rmtree(site)
    site.mkdir(parents=True)
    shutil.copytree(ROOT / "web", site / "web", ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "sw.js"))
    (site / "pyscript").mkdir()
    for pattern in PYSCRIPT_FILES:
        for path in PYSCRIPT_DIST.glob(pattern):
            shutil.copy2(path, site / "pyscript" / path.name)
    (site / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_DIR / name, site / "pyodide" / name)
    (site / PYTHON_ARCHIVE).write_bytes(archive)
    write_page(site)
    write_shipped_answers(site)
    (site / ".nojekyll").write_text("")  # GitHub Pages: serve every file as it is
    write_precache(site)
    return site


def write_page(site: Path) -> None:
    """index.html with its preload hints: every download starts at once, so the Python worker,
    which PyScript starts only once its own module has run, finds its files already fetched."""
    html = (ROOT / "index.html").read_text()
    if PRELOADS not in html:
        raise RuntimeError(f"index.html has no {PRELOADS} line for the preload hints")
    indent = html[:html.index(PRELOADS)].rsplit("\n", 1)[1]
    (site / "index.html").write_text(html.replace(PRELOADS, f"\n{indent}".join(preload_hints(site))))


def preload_hints(site: Path) -> list[str]:
    """<link> tags, the small files first: PyScript's modules, the worker's Python, the page's
    modules and shipped answers, then what Pyodide fetches, but its WebAssembly: fetched by Pyodide
    itself, it comes back on a later visit with the code Chromium compiled from it, which a
    preloaded copy does not bring (measured by bench-web: a second visit ~1 s slower)."""
    modules = [p for p in sorted(site.glob("pyscript/*.js")) if p.name != "core.js"] + sorted(site.glob("web/*.js"))
    fetched = [site / "web" / "worker.py", site / "web" / "answers.json",
               *(site / "pyodide" / name for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide-lock.json")),
               site / PYTHON_ARCHIVE]
    return ([f'<link rel="modulepreload" href="{p.relative_to(site).as_posix()}">' for p in modules]
            + [f'<link rel="preload" href="{p.relative_to(site).as_posix()}" as="fetch" crossorigin>'
               for p in fetched])


def write_precache(site: Path) -> None:
    """The service worker at the site's root (so it controls the whole site) and the list of
    files it stores on the first visit, with a version that changes whenever any file does."""
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*")
                   if p.is_file() and p.name not in (".nojekyll", "sw.js"))
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes())
    version = digest.hexdigest()[:16]
    (site / "web" / "precache.json").write_text(json.dumps(
        {"version": version, "files": ["./", *files]}, indent=0) + "\n")
    # a new site changes sw.js itself, so browsers install the new worker and its new store
    (site / "sw.js").write_text(f"// site version {version}\n" + (ROOT / "web" / "sw.js").read_text())


SHIPPED_PROGRAM = """
import json
from stb.bridge import shipped_answers
print(json.dumps(shipped_answers(), ensure_ascii=False, allow_nan=False, separators=(",", ":")))
"""


def write_shipped_answers(site: Path) -> None:
    """web/answers.json: what the page may ask before Pyodide is up, answered by the bridge in
    Pyodide on the site's archive (its sums may differ from this Python's in the last digit),
    cached with the archive. web/bridge.js finds them by the same request key."""
    archive = site / PYTHON_ARCHIVE
    answers = cached("answers", hashlib.sha256(archive.read_bytes()),
                     lambda: run_in_pyodide(SHIPPED_PROGRAM, stdlib=archive, path=()).splitlines()[-1].encode())
    (site / "web" / "answers.json").write_bytes(answers)


def site_size(site: Path = SITE) -> int:
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file())


# ---- serve -------------------------------------------------------------------------------------

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types a browser insists on (.wasm, .mjs), gzip-compressed when the
    browser accepts it (as GitHub Pages does), revalidated on every use, not logged."""
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def setup(self):
        super().setup()
        self.wfile = CountingWriter(self.wfile, self.server)

    def send_head(self):
        try:
            path = Path(self.translate_path(self.path))
            if self.path.split("?")[0].endswith("/"):
                path = path / "index.html"
            if path.suffix in COMPRESSED and path.is_file() and "gzip" in self.headers.get("Accept-Encoding", ""):
                return self.send_gzip(path)
            return super().send_head()
        except ValueError:  # a path the file system refuses, such as one with a NUL byte
            self.send_error(400, "Bad path")
            return None

    def send_gzip(self, path: Path):
        """The headers of `path` sent gzip-compressed (or 304 Not Modified); returns the body to copy."""
        stat = path.stat()
        if self.unchanged_since_asked(stat.st_mtime):
            self.send_response(304)
            self.end_headers()
            return None
        body = gzipped(str(path), stat.st_mtime_ns, stat.st_size)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.end_headers()
        return io.BytesIO(body)

    def unchanged_since_asked(self, mtime: float) -> bool:
        """True when the browser's If-Modified-Since covers the file's last change."""
        asked = self.headers.get("If-Modified-Since")
        try:
            return asked is not None and int(mtime) <= email.utils.parsedate_to_datetime(asked).timestamp()
        except (TypeError, ValueError):
            return False

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format, *args):
        pass


@functools.lru_cache(maxsize=64)
def gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    """The file's bytes, gzip-compressed once per version of the file."""
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class CountingWriter:
    """A socket's writer that adds every byte it sends (headers and bodies) to `server.bytes_sent`."""

    def __init__(self, writer, server):
        self.writer, self.server = writer, server

    def write(self, data):
        with self.server.count_lock:
            self.server.bytes_sent += len(data)
        return self.writer.write(data)

    def __getattr__(self, name):
        return getattr(self.writer, name)


class SiteServer(http.server.ThreadingHTTPServer):
    """The site on 127.0.0.1, counting the bytes it sends; a browser that drops a connection is no error."""
    daemon_threads = True

    def __init__(self, site: Path, port: int):
        super().__init__(("127.0.0.1", port), functools.partial(SiteHandler, directory=str(site)))
        self.bytes_sent = 0
        self.count_lock = threading.Lock()

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def start_server(site: Path = SITE, port: int = 0) -> SiteServer:
    """Serve `site` on 127.0.0.1 from a daemon thread; port 0 picks a free port."""
    server = SiteServer(site, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def server_url(server) -> str:
    host, port = server.server_address[:2]
    return f"http://{host}:{port}/"


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


# ---- test --------------------------------------------------------------------------------------

def install_test_requirements() -> None:
    """pip install the pinned test requirements and Debian's Chromium, quietly."""
    quiet(subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                          "-r", str(ROOT / "requirements-test.txt")], capture_output=True, text=True),
          "pip install -r requirements-test.txt")
    if not Path(CHROMIUM).exists():
        print("build.py: apt-get install chromium", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        quiet(subprocess.run(["apt-get", "update", "-qq"], capture_output=True, text=True, env=env),
              "apt-get update")
        quiet(subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], capture_output=True,
                             text=True, env=env), "apt-get install chromium")


def test(pytest_args) -> int:
    install_test_requirements()
    build()
    env = {**os.environ, "STB_SITE": str(SITE)}  # tests/conftest.py serves this build, not a new one
    return subprocess.run([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT, env=env).returncode


# ---- bench-web ---------------------------------------------------------------------------------

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
PAGES = {"pinned": "bare-pyodide-pinned/", "archive": "bare-pyodide/", "page": ""}
TITLES = {"pinned": "bare Pyodide, pinned standard library", "archive": "bare Pyodide, the site's archive",
          "page": "the page"}


def write_peers(site: Path) -> None:
    """The two bare-Pyodide pages, in a copy of the site."""
    for name, options in (("archive", ""), ("pinned", '{ stdLibURL: new URL("python_stdlib.zip", import.meta.url).href }')):
        folder = site / PAGES[name]
        folder.mkdir()
        (folder / "index.html").write_text(PEER_PAGE)
        (folder / "worker.mjs").write_text(PEER_WORKER % options)
    shutil.copy2(PYODIDE_DIR / "python_stdlib.zip", site / PAGES["pinned"] / "python_stdlib.zip")


def launch_browser(playwright, profile: str):
    """Debian's Chromium, headless, with the given profile directory."""
    return playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
        viewport={"width": 1200, "height": 900})


class SlowedBrowser:
    """Every process of the browser using `profile` runs one slice in `factor` (SIGSTOP, SIGCONT):
    a CPU `factor` times slower for the page, its workers and the browser alike."""
    SLICE = 0.01  # seconds of each running slice

    def __init__(self, profile: str, factor: float):
        self.flag, self.factor = f"--user-data-dir={profile}".encode(), factor
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def processes(self) -> list[int]:
        found = []
        for entry in Path("/proc").iterdir():
            try:
                # Chromium rewrites its helpers' command lines into one string: split on spaces too
                if entry.name.isdigit() and self.flag in (entry / "cmdline").read_bytes().replace(b"\0", b" ").split():
                    found.append(int(entry.name))
            except OSError:
                continue
        return found

    def signal(self, pids, number) -> None:
        for pid in pids:
            try:
                os.kill(pid, number)
            except ProcessLookupError:
                pass

    def run(self) -> None:
        """Alternate running and stopped slices, keeping the stopped time at factor - 1 times the
        running time however late this thread wakes up."""
        pids, looked, running, stopped = [], 0.0, 0.0, 0.0
        while not self.done.is_set():
            if time.monotonic() - looked > 0.2:  # renderers and workers start during the load
                pids, looked = self.processes(), time.monotonic()
            start = time.monotonic()
            self.signal(pids, signal.SIGCONT)
            time.sleep(self.SLICE)
            self.signal(pids, signal.SIGSTOP)
            middle = time.monotonic()
            running += middle - start
            time.sleep(max(0.0, running * (self.factor - 1) - stopped))
            stopped += time.monotonic() - middle
        self.signal(self.processes(), signal.SIGCONT)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()


def visit(playwright, server, url: str, profile: str, page_kind: bool, rolls=(), slowdown=1) -> dict:
    """One visit in the profile: seconds to Python ready (and to the first advice on the page),
    bytes served until the page is ready and its offline copy stored, ms from each roll to its advice."""
    context = launch_browser(playwright, profile)
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


def bench_web(runs: int = 3) -> dict:
    """The page and the two bare-Pyodide pages, interleaved, `runs` times each; prints the medians."""
    from playwright.sync_api import sync_playwright
    site = build()
    samples = {}
    with tempfile.TemporaryDirectory(prefix="stb-bench-") as folder, sync_playwright() as playwright:
        copy = Path(folder) / "site"
        shutil.copytree(site, copy)
        write_peers(copy)
        server = start_server(copy)
        try:
            warm_up(copy)
            for run in range(runs):
                for name in list(PAGES)[::1 if run % 2 == 0 else -1]:
                    for key, value in measure(playwright, server, server_url(server) + PAGES[name], name == "page").items():
                        samples.setdefault((name, key), []).append(value)
        finally:
            server.shutdown()
    summary = {key: statistics.median(values) for key, values in samples.items()}
    print_bench(summary, runs)
    return summary


def warm_up(site: Path) -> None:
    """Compress every file once before timing, as a static host would have."""
    for path in site.rglob("*"):
        if path.suffix in COMPRESSED and path.is_file():
            stat = path.stat()
            gzipped(str(path), stat.st_mtime_ns, stat.st_size)


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


def print_bench(summary: dict, runs: int) -> None:
    """The README's table, from the medians."""
    def cell(name, key):
        value = summary.get((name, key))
        if value is None:
            return ""
        if key == "bytes":
            return f"{value / 1e6:.2f} MB"
        return f"{value:.1f} ms" if key == "latency" else f"{value:.2f} s"

    rows = [("Python ready, cold", "cold", "<= +0.5 s"), ("Python ready, second visit", "second", "<= +0.5 s"),
            ("Python ready, third visit", "third", ""), ("Python ready, cold, CPU 4x slower", "slow", ""),
            ("first advice on screen, cold", "advice cold", "<= 1.5 s"),
            ("first advice on screen, second visit", "advice second", ""),
            ("first advice on screen, third visit", "advice third", ""),
            ("first advice on screen, cold, CPU 4x slower", "advice slow", ""),
            ("downloaded on a cold load (gzip)", "bytes", "<= 5 MB"),
            ("a roll entered to its advice on screen", "latency", "< 100 ms")]
    print(f"Headless Chromium, median of {runs} runs, interleaved; a new profile for each cold visit, the same"
          " one restarted for the second and third; CPU 4x slower: the whole browser stopped 3/4 of the time")
    print("| what | " + " | ".join(TITLES[name] for name in PAGES) + " | the page - bare (archive) | target |")
    print("|---" * (len(PAGES) + 3) + "|")
    for title, key, target in rows:
        page, peer = summary.get(("page", key)), summary.get(("archive", key))
        overhead = f"{page - peer:+.2f} s" if key in ("cold", "second", "third", "slow") else ""
        print(f"| {title} | " + " | ".join(cell(name, key) for name in PAGES) + f" | {overhead} | {target} |")


def bench() -> int:
    """The README's benchmark: tests/bench.py's solver table, then the page's timings."""
    install_test_requirements()
    solvers = subprocess.run([sys.executable, str(ROOT / "tests" / "bench.py")], cwd=ROOT)
    print("\nThe page, in headless Chromium:\n")
    bench_web()
    return solvers.returncode


# ---- command line ------------------------------------------------------------------------------

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
    commands.add_parser("test", help="install test requirements, build, run pytest (extra args go to pytest)")
    commands.add_parser("bench", help="time every solver (CPython, Pyodide, peers) and the page")
    bench_parser = commands.add_parser("bench-web", help="time the page in Chromium beside bare Pyodide")
    bench_parser.add_argument("--runs", type=whole_number("the number of runs", 1, 20), default=3, help="1-20 (default 3)")
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
        return test(rest)
    if args.command == "bench":
        return bench()
    bench_web(args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
