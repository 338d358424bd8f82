"""build.py assembles a self-contained site and serves it: pinned packages, local Pyodide with its
cut-down Python archive, only the PyScript files the page loads, compressed answers, one-line errors."""

import gzip
import hashlib
import json
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path
from urllib.error import HTTPError
from urllib.request import Request, urlopen

import pytest

import build
from stb import i18n
from stb.games import GAMES, page_registry
from helpers import SLOW, assert_usage_error
from tools import NODE_MODULES, pyodide
from tools.install import ensure_node_modules
from tools.locales import unpacked
from tools.server import server_url, start_server

# The build code the site's bytes are held to: the last build that changed the site on purpose (the
# archive holds the page's stb, without docstrings and without the command lines; PyScript's bundle
# neither writes nor imports its Python package; the build's answers from stb.bridge.shipped; the
# first view's preload hints, Pyodide's in a template; the Game menu and the games' registry written
# into the page from stb.games; the page's modules and style bundled and minified by esbuild; stb
# compiled without its functions' and modules' annotations). Move it on only to a commit whose build
# makes the site this one is meant to make.
REFERENCE = "48460a76374b3e799dd519720b56a2ec9829ca10"
BUILD_CODE = ("build.py", "tools/")


@pytest.fixture
def server(site_dir):
    running = start_server(site_dir)
    yield server_url(running)
    running.shutdown()


def test_site_is_self_contained(site_dir):
    for name in (*build.PYODIDE_FILES, "python_stdlib.zip"):
        assert (site_dir / "pyodide" / name).is_file()
    assert sorted(p.name.split("-")[0] for p in (site_dir / "pyscript").iterdir()) == ["core", "core.js", "error"]
    assert not list(site_dir.rglob("*.map")) and not (site_dir / "stb").exists()  # stb is in the archive
    page = (site_dir / "index.html").read_text()
    assert '<script type="py" worker name="stb" src="web/worker.py" config=\'{"interpreter": "pyodide/pyodide.mjs"}\'>' in page
    assert json.loads((site_dir / "pyodide" / "pyodide-lock.json").read_text())["packages"] == {}  # no wheels served
    answers = unpacked(json.loads((site_dir / "web" / "locale" / "en" / "answers.json").read_text()))
    assert {json.loads(key)[1]["game"] for key in answers} == set(GAMES)
    assert all(answer["ok"] for answer in answers.values())


def test_preload_hints_name_the_first_views_files_and_python_s_wait_in_a_template(site_dir):
    """The page's modules start at once (and its shipped answers, in the reader's language, by
    index.html's first script), PyScript's small files at a low priority;
    Pyodide's files wait in <template id="python-files"> until the first view is painted
    (web/bridge.js), so that they never share a slow line with it; Pyodide fetches its WebAssembly itself."""
    page = (site_dir / "index.html").read_text()
    assert build.PRELOADS not in page
    first, python = page.split('<template id="python-files">')
    python = python.split("</template>")[0]
    hinted = re.compile(r'<link rel="(?:module)?preload" href="([^"]+)"')
    low = re.compile(r'<link rel="(?:module)?preload" href="([^"]+)"[^>]* fetchpriority="low">')
    modules = {p.relative_to(site_dir).as_posix() for p in site_dir.glob("web/*.js")}
    pyscript = {p.relative_to(site_dir).as_posix() for p in site_dir.glob("pyscript/*.js")} | {"web/worker.py"}
    assert set(hinted.findall(first)) == {*modules, *pyscript} and set(low.findall(first)) == pyscript
    assert not re.search(r'src="pyscript/|href="pyodide/', first)
    assert {"pyodide/python_stdlib.zip", "pyodide/pyodide.mjs", "pyodide/pyodide-lock.json"} <= set(hinted.findall(python))
    assert all((site_dir / href).is_file() for href in hinted.findall(page))
    assert "pyodide/pyodide.asm.wasm" not in page  # Pyodide fetches it, so later visits reuse its compiled code


def test_the_page_s_javascript_comes_bundled(site_dir):
    """esbuild bundles web/*.js into the page's module, each board's and the bridge's, and shared
    chunks: a few files in place of one per source module, each board still where the registry looks."""
    built = {p.name for p in site_dir.glob("web/*.js")}
    boards = {f"{game['board']}.js" for game in page_registry()["games"]}
    assert {"app.js", "bridge.js", *boards} <= built and len(built) < len(list(build.ROOT.glob("web/*.js"))) / 2
    assert "sw.js" not in built and (site_dir / "sw.js").is_file()
    assert "import(\"./" not in (site_dir / "web" / "app.js").read_text()  # no source module fetched apart


def test_precache_lists_every_file_the_page_needs(site_dir):
    """Every file but the languages' folders, which the service worker stores as the reader's is fetched."""
    listed = set(json.loads((site_dir / "web" / "precache.json").read_text())["files"])
    files = {p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file()
             and build.LOCALE not in p.relative_to(site_dir).parents}
    assert listed == {"./"} | files - {".nojekyll", "sw.js", "web/precache.json"}
    assert {folder.name for folder in (site_dir / build.LOCALE).iterdir()} == set(i18n.LANGUAGES)


def git(*args) -> bytes:
    result = subprocess.run(["git", *args], cwd=build.ROOT, capture_output=True)
    assert result.returncode == 0, f"git {' '.join(args)}: {result.stderr.decode().strip()}"
    return result.stdout


def reference_checkout(folder: Path) -> Path:
    """The working tree's files (tracked or not ignored) with the REFERENCE's build code instead of
    today's, and the installed npm packages without their cache."""
    for name in git("ls-files", "-z", "--cached", "--others", "--exclude-standard").decode().split("\0"):
        if name and not name.startswith(BUILD_CODE) and (build.ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(build.ROOT / name, folder / name)
    for name in git("ls-tree", "-r", "-z", "--name-only", REFERENCE, "--", *BUILD_CODE).decode().split("\0"):
        if name:
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(git("show", f"{REFERENCE}:{name}"))
    (folder / "node_modules").mkdir()
    for entry in NODE_MODULES.iterdir():
        if entry.name != ".cache":
            (folder / "node_modules" / entry.name).symlink_to(entry)
    return folder


def digests(site: Path) -> dict[str, str]:
    return {p.relative_to(site).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in site.rglob("*") if p.is_file()}


@SLOW
def test_the_site_is_byte_for_byte_what_the_reference_build_makes(tmp_path, monkeypatch):
    """Today's build code and the REFERENCE's, run over the same sources, make the same files with
    the same bytes. Each builds with an empty cache of its own: from a shared or a warm cache both
    would get the same Python archive and shipped answers, whichever code had made them."""
    ensure_node_modules()
    reference = reference_checkout(tmp_path / "reference")
    other = subprocess.Popen([sys.executable, "build.py", "build"], cwd=reference, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        monkeypatch.setattr(pyodide, "CACHE", tmp_path / "cache")
        site = build.build(tmp_path / "site")
    finally:
        output = other.communicate(timeout=900)[0]
    assert other.returncode == 0, output
    for cache in (tmp_path / "cache", reference / "node_modules" / ".cache" / "stb"):
        assert sorted(p.name.split("-")[0] for p in cache.iterdir()) == ["answers", "python"]  # made here
    made, expected = digests(site), digests(reference / "site")
    assert len(made) > 20
    assert sorted(name for name in made.keys() | expected if made.get(name) != expected.get(name)) == []


def test_pins_are_exact():
    package = json.loads((build.ROOT / "package.json").read_text())
    assert package["dependencies"] == {"@pyscript/core": "0.7.31", "pyodide": "314.0.2"}
    lock = json.loads((build.ROOT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/pyodide"]["version"] == "314.0.2"
    assert lock["packages"]["node_modules/@pyscript/core"]["version"] == "0.7.31"


def test_server_sends_browser_mime_types(server):
    assert urlopen(server + "pyodide/pyodide.asm.wasm").headers["Content-Type"] == "application/wasm"
    assert urlopen(server + "pyodide/pyodide.mjs").headers["Content-Type"] == "text/javascript"


def test_server_compresses_what_the_browser_accepts(server, site_dir):
    wasm = Request(server + "pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": "gzip, deflate, br"})
    with urlopen(wasm) as answer:
        assert answer.headers["Content-Encoding"] == "gzip" and answer.headers["Vary"] == "Accept-Encoding"
        body = answer.read()
    assert int(answer.headers["Content-Length"]) == len(body) < 0.4 * (site_dir / "pyodide" / "pyodide.asm.wasm").stat().st_size
    assert gzip.decompress(body) == (site_dir / "pyodide" / "pyodide.asm.wasm").read_bytes()
    with urlopen(server + "pyodide/pyodide.mjs") as plain:  # no Accept-Encoding: the file as it is
        assert plain.headers["Content-Encoding"] is None
        assert plain.read() == (site_dir / "pyodide" / "pyodide.mjs").read_bytes()
    with urlopen(Request(server + "pyodide/python_stdlib.zip", headers={"Accept-Encoding": "gzip"})) as archive:
        assert archive.headers["Content-Encoding"] is None  # already compressed


def test_server_answers_not_modified_when_the_browser_has_the_file(server):
    with urlopen(Request(server + "web/app.js", headers={"Accept-Encoding": "gzip"})) as first:
        last_modified = first.headers["Last-Modified"]
    with pytest.raises(HTTPError) as again:
        urlopen(Request(server + "web/app.js", headers={"Accept-Encoding": "gzip", "If-Modified-Since": last_modified}))
    assert again.value.code == 304


def test_server_refuses_a_path_with_a_nul_byte_without_a_traceback(server, capfd):
    with pytest.raises(HTTPError) as refused:
        urlopen(server + "%00")
    assert refused.value.code == 400
    assert capfd.readouterr().err == ""


def serve(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(build.ROOT / "build.py"), "serve", *args], capture_output=True,
                          text=True, timeout=120)


@pytest.mark.parametrize("port", ["70000", "eighty", "-1", "٨٠", "9" * 5000])
def test_serve_refuses_a_bad_port_in_one_line(port):
    assert_usage_error(serve("--port", port), "--port", "whole number 0-65535")


@pytest.mark.parametrize("runs", ["0", "21", "three"])
def test_bench_web_refuses_a_bad_number_of_runs_in_one_line(runs):
    result = subprocess.run([sys.executable, str(build.ROOT / "build.py"), "bench-web", "--runs", runs],
                            capture_output=True, text=True, timeout=60)
    assert_usage_error(result, "--runs", "whole number 1-20")


def test_serve_refuses_a_busy_port_in_one_line_and_leaves_the_site_alone():
    page = build.SITE / "index.html"
    before = page.stat().st_mtime_ns if page.exists() else None
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        result = serve("--port", str(busy.getsockname()[1]))
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "in use" in result.stderr
    assert (page.stat().st_mtime_ns if page.exists() else None) == before
