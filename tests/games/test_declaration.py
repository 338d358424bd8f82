"""Every game is held to its declaration (stb.game.Page): each game's page module builds one `PAGE`,
stb.games names where it is and its algorithm panel, every hook has the shape the declaration gives
it, and a page module exposes nothing it does not declare: the public names it defines itself are
`PAGE` and its hooks, each the very function its `PAGE` holds (helpers are private, or live in the
game's other modules)."""

import ast
import dataclasses
import importlib
import inspect
import types
import typing
from pathlib import Path

import pytest

from stb.game import Page
from stb.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
HOOKS = {field.name: field for field in dataclasses.fields(Page)}
PAGE_MODULES = sorted(".".join(path.relative_to(ROOT).with_suffix("").parts) for path in (ROOT / "stb").rglob("*.py")
                      if any(isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "PAGE" for t in node.targets)
                             for node in ast.parse(path.read_text()).body))
"""Every module of stb/ that builds a declaration: each game's, and the pages a game's `for_rules` names."""


def shape(field) -> tuple[type | None, int | None, bool]:
    """What a hook must be: a type (None: a function), the arguments a function takes, and whether None is allowed."""
    union = typing.get_origin(field.type) in (typing.Union, types.UnionType)
    kinds = typing.get_args(field.type) if union else (field.type,)
    optional = type(None) in kinds
    kind = next(k for k in kinds if k is not type(None))
    if typing.get_origin(kind) is not None and typing.get_origin(kind).__name__ == "Callable":
        return None, len(typing.get_args(kind)[0]), optional
    return typing.get_origin(kind) or kind, None, optional


def problems(page) -> list[str]:
    """What a declaration gets wrong: a hook missing, or not of its shape (a function taking the
    declared arguments, or a value of the declared type)."""
    found = []
    for name, field in HOOKS.items():
        hook, (kind, arguments, optional) = getattr(page, name), shape(field)
        if hook is None:
            if not optional or field.default is dataclasses.MISSING:
                found.append(f"{name}: missing")
        elif kind is not None:
            if not isinstance(hook, kind):
                found.append(f"{name}: a {type(hook).__name__}, not a {kind.__name__}")
        elif not callable(hook):
            found.append(f"{name}: not a function")
        else:
            try:
                inspect.signature(hook).bind(*range(arguments))
            except TypeError:
                found.append(f"{name}: does not take {arguments} arguments {inspect.signature(hook)}")
    return found


def exposed(module) -> list[str]:
    """The public names a page module defines itself that are not its declaration's hooks (each
    such hook must be the very function `PAGE` holds)."""
    tree = ast.parse(Path(module.__file__).read_text())
    defined = [node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))]
    defined += [target.id for node in tree.body if isinstance(node, (ast.Assign, ast.AnnAssign))
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target]) if isinstance(target, ast.Name)]
    return [name for name in defined if not name.startswith("_") and name != "PAGE"
            and not (name in HOOKS and getattr(module.PAGE, name) is getattr(module, name))]


def test_every_game_names_its_declaration_and_its_panel():
    for info in GAMES.values():
        page = importlib.import_module(info.page).PAGE
        assert isinstance(page, Page) and page.name == info.name
        assert info.page in PAGE_MODULES
        assert (page.figure is not Page.figure) == info.figure, f"{info.name}: the figure hook and GameInfo.figure disagree"
        assert (page.dice is not Page.dice) == info.chance, f"{info.name}: dice and GameInfo.chance disagree"
        trace = importlib.import_module(info.panel).trace
        inspect.signature(trace).bind(*range(5))  # (page, game, state, opponent, asked)


@pytest.mark.parametrize("name", PAGE_MODULES)
def test_each_declaration_has_every_required_hook_in_its_shape(name):
    module = importlib.import_module(name)
    assert isinstance(module.PAGE, Page) and module.PAGE.name in GAMES
    assert problems(module.PAGE) == []


@pytest.mark.parametrize("name", PAGE_MODULES)
def test_a_page_module_exposes_only_what_it_declares(name):
    assert exposed(importlib.import_module(name)) == []


def test_the_declarations_are_reached_from_the_games():
    """Each page module's declaration is its game's, or one its game's `for_rules` names (a table)."""
    from stb.shutbox import table_page
    named = {importlib.import_module(info.page).PAGE for info in GAMES.values()}
    assert {importlib.import_module(name).PAGE for name in PAGE_MODULES} == named | {table_page.PAGE}
    assert GAMES["shutbox"].page != table_page.__name__
    assert importlib.import_module(GAMES["shutbox"].page).PAGE.for_rules({"players": 3}) is table_page.PAGE


# ---- the checks catch what they are for -----------------------------------------------------------

def test_a_missing_or_misshapen_hook_is_caught():
    pig = importlib.import_module(GAMES["pig"].page).PAGE
    required = {name: getattr(pig, name) for name, field in HOOKS.items() if field.default is dataclasses.MISSING}
    with pytest.raises(TypeError, match="advise"):
        Page(**{name: hook for name, hook in required.items() if name != "advise"})
    assert problems(dataclasses.replace(pig, advise=None)) == ["advise: missing"]
    assert problems(dataclasses.replace(pig, value=lambda game: 0))[0].startswith("value: does not take 2 arguments")
    assert problems(dataclasses.replace(pig, name=7)) == ["name: a int, not a str"]
    assert problems(dataclasses.replace(pig, opponent_fields=["depth"])) == ["opponent_fields: a list, not a tuple"]


def test_an_undeclared_public_name_is_caught(tmp_path, monkeypatch):
    (tmp_path / "made_up_page.py").write_text(
        "from stb.pig.page import PAGE as PIG\nimport dataclasses\n\n\n"
        "def helper(game):\n    return 1\n\n\n"
        "def title(game):\n    return 'Made up'\n\n\n"
        "def value(game, state):\n    return 0.0\n\n\n"
        "LIMIT = 3\n_PRIVATE = 4\nPAGE = dataclasses.replace(PIG, title=title)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    assert exposed(importlib.import_module("made_up_page")) == ["helper", "value", "LIMIT"]
