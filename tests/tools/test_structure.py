"""The layout keeps its promises, read from the code itself: no import circle in stb/, no file there
over 500 lines nor class over 20 methods (counting what it inherits), every solver run by the product, nothing of tests/
imported by the build, the games listed once, and every link of the documents leading somewhere."""

import ast
import importlib
import inspect
import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from stb.games import GAMES, page_registry

ROOT = Path(__file__).resolve().parents[2]
STB = ROOT / "stb"
LONGEST_BUILD = 350
"""build.py's most lines: what it does beside assembling the site and reading the command line is in tools/."""
LONGEST_FILE = 500
MOST_METHODS = 20


def module_name(path: Path) -> str:
    """'stb.bridge' for stb/bridge/__init__.py, 'stb.bridge.view' for stb/bridge/view.py."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(STB.rglob("*.py"))}


def imported(path: Path, known) -> set[str]:
    """The modules of `known` that `path` imports, anywhere in it: `from a import b` names a.b when
    that is a module, else a."""
    names = set()
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[:len(package.split(".")) - node.level + 1] + ([base] if base else []))
            names.update(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names)
    return names & set(known)


GRAPH = {name: imported(path, MODULES) for name, path in MODULES.items()}


def test_the_graph_reads_the_imports():
    """A check of the checker: modules that surely import others are seen to."""
    assert "stb.solvers.staged" in GRAPH["stb.pig.optimal"]
    assert {"stb.bridge.view", "stb.bridge.record", "stb.bridge.position"} <= GRAPH["stb.bridge.play"]
    assert "stb.bridge.games" in GRAPH["stb.bridge.links"]  # from stb.bridge import games


def test_no_import_circle_in_stb():
    state, circles = {}, []

    def visit(name, path):
        state[name] = "open"
        for following in sorted(GRAPH[name]):
            if state.get(following) == "open":
                circles.append(path[path.index(following):] + [following])
            elif following not in state:
                visit(following, path + [following])
        state[name] = "done"

    for name in MODULES:
        if name not in state:
            visit(name, [name])
    assert circles == []


def test_no_file_in_stb_is_over_500_lines():
    lengths = {name: len(path.read_text().splitlines()) for name, path in MODULES.items()}
    assert {name: length for name, length in lengths.items() if length > LONGEST_FILE} == {}


def test_build_py_reads_the_command_line_and_leaves_its_jobs_to_tools():
    """build.py assembles the site and reads the command line; the rest is a module of tools/ a job."""
    assert len((ROOT / "build.py").read_text().splitlines()) <= LONGEST_BUILD


def test_no_class_in_stb_has_over_20_methods_counting_what_it_inherits():
    """Every class of stb/, with the methods it inherits from stb's own classes (a mixin's count);
    the special methods a dataclass writes (__init__, __eq__, ...) left out."""
    large = {}
    for name in MODULES:
        module = importlib.import_module(name)
        for cls in vars(module).values():
            if inspect.isclass(cls) and cls.__module__ == name:
                methods = {method for klass in cls.__mro__ if klass.__module__.startswith("stb")
                           for method, value in vars(klass).items() if not method.startswith("__")
                           and (inspect.isfunction(value) or isinstance(value, (staticmethod, classmethod, property)))}
                if len(methods) > MOST_METHODS:
                    large[f"{name}.{cls.__name__}"] = len(methods)
    assert large == {}


def reachable(roots) -> set[str]:
    seen, frontier = set(), list(roots)
    while frontier:
        name = frontier.pop()
        if name not in seen:
            seen.add(name)
            frontier.extend(GRAPH[name])
    return seen


def test_every_solver_is_run_by_a_command_line_or_the_bridge():
    """From the product's entry points (python -m stb and each command line, and the bridge with
    the modules it imports by name: its jobs, the view's thinking and each game's page module) every
    module of stb/solvers is reached."""
    roots = ["stb.__main__", "stb.bridge", *(name for name in MODULES if name.startswith("stb.cli.")),
             *(f"stb.bridge.{job}" for job in ("view", "play", "review", "links", "thinking")),
             *(info.page for info in GAMES.values()), *(info.panel for info in GAMES.values())]
    run = reachable(roots)
    solvers = {name for name in MODULES if name.startswith("stb.solvers.")}
    assert len(solvers) >= 5 and solvers - run == set()


def test_the_build_imports_nothing_from_tests():
    """build.py and every module of tools/ it imports, followed through: none from tests/."""
    test_modules = {path.stem for path in [*(ROOT / "tests").glob("*.py"), *(ROOT / "tests").glob("*/test_*.py")]} | {
        path.name for path in (ROOT / "tests").iterdir() if (path / "__init__.py").exists()}
    tools = {f"tools.{path.stem}" if path.stem != "__init__" else "tools": path for path in (ROOT / "tools").glob("*.py")}
    seen, frontier, found = set(), [ROOT / "build.py"], {}
    while frontier:
        path = frontier.pop()
        if path in seen:
            continue
        seen.add(path)
        for node in ast.walk(ast.parse(path.read_text())):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)] \
                if isinstance(node, ast.ImportFrom) and node.module else []
            for name in names:
                if name.split(".")[0] in test_modules:
                    found.setdefault(path.name, []).append(name)
                if name in tools:
                    frontier.append(tools[name])
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value == "tests":
                found.setdefault(path.name, []).append("the folder 'tests'")
    assert len(seen) > 3 and found == {}


# ---- the games, listed once ------------------------------------------------------------------------

class MenuReader(HTMLParser):
    """The options of index.html's Game menu, as (value, text)."""

    def __init__(self):
        super().__init__()
        self.options, self.menu, self.value = [], False, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "select":
            self.menu = attrs.get("id") == "game-select"
        elif tag == "option" and self.menu:
            self.value = attrs.get("value")

    def handle_data(self, data):
        if self.value is not None:
            self.options.append((self.value, data.strip()))
            self.value = None

    def handle_endtag(self, tag):
        if tag == "select":
            self.menu = False


def menu(html: str) -> list[tuple[str, str]]:
    reader = MenuReader()
    reader.feed(html)
    return reader.options


def test_the_page_lists_the_games_python_lists(tmp_path):
    """stb.games.GAMES is the one list of the games: index.html names none, and the page build.py
    writes has them in its menu, in the same order, by the same titles, and in its registry."""
    import build
    assert menu((ROOT / "index.html").read_text()) == []
    build.write_page(tmp_path)
    built = (tmp_path / "index.html").read_text()
    assert menu(built) == [(game.name, game.title) for game in GAMES.values()]
    registry = json.loads(re.search(r'<script type="application/json" id="registry">(.*?)</script>', built)[1])
    assert [game["name"] for game in registry["games"]] == list(GAMES)
    assert registry == json.loads(json.dumps(page_registry()))  # the page's boards come from it (tests/web/test_page_shape.py)


# ---- the documents' links ----------------------------------------------------------------------

DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def anchors(path: Path) -> set[str]:
    """The anchors GitHub makes of a Markdown file's headings."""
    headings = re.findall(r"^#+ (.*)$", path.read_text(), re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_every_relative_link_leads_to_a_file_and_its_heading(document):
    broken = []
    for target in LINK.findall(document.read_text()):
        if re.match(r"[a-z]+:", target):
            continue  # http:, https:, mailto:
        file, _, anchor = target.partition("#")
        path = (document.parent / file).resolve() if file else document
        if not path.exists() or anchor and path.suffix == ".md" and anchor not in anchors(path):
            broken.append(target)
    assert broken == []


def test_the_documents_exist_and_the_readme_is_a_front_door():
    assert {path.name for path in DOCUMENTS} >= {"README.md", "cli.md", "web.md", "architecture.md", "measured.md"}
    assert len((ROOT / "README.md").read_text().splitlines()) <= 250
