"""The site's Python archive (pyodide/python_stdlib.zip): Pyodide's standard library cut down to what
Pyodide, PyScript and the page's stb import, with that stb added (all but the command lines and the
games' examples), all compiled. The bridge answers on it as on the pinned full library; the browser tests run the page on it."""

import json
import zipfile
from pathlib import Path

import build
from helpers import SLOW
from stb.bridge.shipped import shipped_answers
from stb.i18n import SOURCE
from tools.locales import shipped_program, unpacked
from tools.pyodide import PYODIDE_DIR, run_in_pyodide

ANSWERS = shipped_program({SOURCE: b""})


def archive_names(site_dir) -> list[str]:
    return zipfile.ZipFile(site_dir / build.PYTHON_ARCHIVE).namelist()


def test_archive_holds_compiled_modules_of_the_library_and_of_stb(site_dir):
    names = archive_names(site_dir)
    assert names and all(name.endswith(".pyc") for name in names)
    stb = {Path(name).with_suffix(".py").as_posix() for name in names if name.startswith("stb/")}
    assert stb == {p.relative_to(build.ROOT).as_posix() for p in build.python_sources()
                   if p.is_relative_to(build.ROOT / "stb")}
    assert "stb/bridge/__init__.py" in stb and not any(name.startswith("stb/cli/") for name in stb)
    assert not any(name.endswith("/examples.py") for name in stb)  # the tests' examples of each game
    for module in ("encodings/__init__.pyc", "json/__init__.pyc", "fractions.pyc", "asyncio/__init__.pyc"):
        assert module in names


def test_archive_leaves_out_what_nothing_imports(site_dir):
    names = archive_names(site_dir)
    for package in ("unittest/", "email/", "xml/", "sqlite3/", "multiprocessing/", "_pyrepl/", "html/"):
        assert not any(name.startswith(package) for name in names), package
    pinned = zipfile.ZipFile(PYODIDE_DIR / "python_stdlib.zip")
    library = [name for name in names if not name.startswith("stb/")]  # stb's own modules grow with the product
    assert len(library) < len(pinned.namelist()) / 3


@SLOW
def test_the_bridge_answers_on_the_archive_as_on_the_full_library(site_dir):
    """The answers the site ships were asked of the archive's stb (build.py); asked again of the
    repository's stb on the pinned full library, they are the same, byte for byte."""
    language, full = json.loads(run_in_pyodide(ANSWERS).splitlines()[-1])
    shipped = unpacked(json.loads((site_dir / "web" / "locale" / SOURCE / "answers.json").read_text()))
    assert language == SOURCE and full.keys() == shipped_answers().keys()
    assert shipped == full


def test_pyscript_neither_writes_nor_imports_its_python_package(site_dir):
    """The page's worker uses polyscript's xworker alone: PyScript's bundle no longer holds its Python
    package's sources, writes them into Python's working folder nor imports them as Python starts
    (compiling them anew each time), and the archive has no copy either."""
    (bundle,) = (site_dir / "pyscript").glob("core-*.js")
    text = bundle.read_text()
    assert '(()=>{})(".",{})' in text and '"_pyscript = None"' in text
    assert "import pyscript as _pyscript" not in text and "from polyscript import lazy_py_modules" not in text
    assert not any(name.startswith("pyscript/") for name in archive_names(site_dir))


def test_links_need_neither_urllib_nor_ipaddress(site_dir):
    """stb.bridge.query writes and reads a link's text: the archive holds no urllib.parse (nor the
    ipaddress it imports), and a link opens on the archive alone."""
    names = archive_names(site_dir)
    assert not any(name.startswith(("urllib/", "ipaddress")) for name in names)
    opened = run_in_pyodide("import stb.bridge.links\nprint(stb.bridge.links.open_address({'query': '', 'hash': "
                            "'#game=nim&red=3&blue=4'})['request']['rules'])", stdlib=site_dir / build.PYTHON_ARCHIVE, path=())
    assert "'red': 3" in opened.splitlines()[-1] and "'blue': 4" in opened.splitlines()[-1]


def test_the_archive_leaves_out_the_annotations_nothing_reads(site_dir):
    """stb is compiled without its functions' and modules' annotations (a fifth of its compiled
    size), but with its classes': dataclasses and named tuples are made from them."""
    program = ("import dataclasses, stb.bridge.links, stb.game, stb.i18n, stb.words\n"
               "print(stb.bridge.links.link.__annotations__, stb.i18n.__annotations__)\n"
               "print(stb.words.Seat._fields, [field.name for field in dataclasses.fields(stb.game.Page)][:2])")
    empty, classes = run_in_pyodide(program, stdlib=site_dir / build.PYTHON_ARCHIVE, path=()).splitlines()[-2:]
    assert empty == "{} {}"
    assert classes == "('role', 'label') ['name', 'make']"
