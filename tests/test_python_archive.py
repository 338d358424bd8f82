"""The site's Python archive (pyodide/python_stdlib.zip): Pyodide's standard library cut down to what
Pyodide, PyScript and stb import, with stb added, all compiled. Every command line runs on it as on
the pinned full library; the browser tests run the page on it."""

import json
import zipfile
from pathlib import Path

import build
from tools.pyodide import PYODIDE_DIR, run_in_pyodide

RUN_ALL = "import json, cli_paths\nprint(json.dumps(cli_paths.run_all()))"


def archive_names(site_dir) -> list[str]:
    return zipfile.ZipFile(site_dir / build.PYTHON_ARCHIVE).namelist()


def test_archive_holds_compiled_modules_of_the_library_and_of_stb(site_dir):
    names = archive_names(site_dir)
    assert names and all(name.endswith(".pyc") for name in names)
    stb = {Path(name).with_suffix(".py").as_posix() for name in names if name.startswith("stb/")}
    assert stb == {p.relative_to(build.ROOT).as_posix() for p in (build.ROOT / "stb").rglob("*.py")}
    for module in ("encodings/__init__.pyc", "json/__init__.pyc", "fractions.pyc", "asyncio/__init__.pyc",
                   "html/__init__.pyc", "argparse.pyc", "urllib/parse.pyc"):
        assert module in names


def test_archive_leaves_out_what_nothing_imports(site_dir):
    names = archive_names(site_dir)
    for package in ("unittest/", "email/", "xml/", "sqlite3/", "multiprocessing/", "_pyrepl/"):
        assert not any(name.startswith(package) for name in names), package
    pinned = zipfile.ZipFile(PYODIDE_DIR / "python_stdlib.zip")
    library = [name for name in names if not name.startswith("stb/")]  # stb's own modules grow with the product
    assert len(library) < len(pinned.namelist()) / 3


def test_every_command_line_path_runs_on_the_archive_as_on_the_full_library(site_dir):
    full = json.loads(run_in_pyodide(RUN_ALL).splitlines()[-1])
    cut = json.loads(run_in_pyodide(RUN_ALL, stdlib=site_dir / build.PYTHON_ARCHIVE,
                                    path=("/repo/tests",)).splitlines()[-1])  # stb from the archive
    assert full["shutbox --one --expect 123456789"] == [0, "0.502810\n", ""]
    assert full["policy.svg"].startswith("<svg")
    assert cut == full
