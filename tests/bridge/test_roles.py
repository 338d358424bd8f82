"""Seats are told apart by role (stb.words.Seat), never by the words that name them: no code
compares a value with a display name ("You", "The computer"), and the views tell JavaScript each
seat's role beside its name."""

import ast
import json
import re
import subprocess

import pytest

from stb import bridge
from tools import ROOT

DISPLAY_NAMES = {"You", "you", "The computer", "the computer", "Your", "your", "The ", "the "}
"""A seat's display names, and the start of one ("The computer" told by `startswith("The ")`)."""
THE_BRIDGE = [*sorted((ROOT / "stb").glob("*.py")), *sorted((ROOT / "stb" / "bridge").glob("*.py"))]
"""The bridge and the modules every game shares (the algorithm panels, stb/bridge/thinking/, and the
games' own packages move to roles in their own changes of issue 46)."""


def texts(node) -> set[str]:
    """The string constants a node is, or holds as the items of a tuple, list or set."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    return {item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)}


def compared_names(source: str, where: str) -> list[str]:
    """The places in Python `source` that tell a seat by a display name: a comparison with one
    (`name == "You"`, `name in ("You", ...)`), a text's start tested against one, or a dict keyed by one."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            named = set().union(*map(texts, [node.left, *node.comparators]))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("startswith", "endswith"):
            named = set().union(*map(texts, node.args))
        elif isinstance(node, ast.Dict):
            named = set().union(*(texts(key) for key in node.keys if key is not None)) & {"You", "The computer"}
        else:
            continue
        if named & DISPLAY_NAMES:
            found.append(f"{where}:{node.lineno}")
    return found


def compared_in_script(source: str, where: str) -> list[str]:
    return [f"{where}:{n}" for n, line in enumerate(source.splitlines(), start=1)
            if re.search(r"""[=!]==?\s*["'](You|The computer|you|the computer)["']|["'](You|The computer)["']\s*[=!]==?""", line)]


def test_the_bridge_and_shared_modules_tell_seats_by_role():
    assert [place for path in THE_BRIDGE for place in compared_names(path.read_text(), str(path.relative_to(ROOT)))] == []


def test_the_scan_finds_what_the_bridge_compared_before_roles():
    """The scan above is no test that cannot fail: the bridge before its seats took roles (b0ba318)
    compared names in its review, its view and its drill, and the scan finds each."""
    before = {path: subprocess.run(["git", "show", f"b0ba318:{path}"], cwd=ROOT, capture_output=True, text=True).stdout
              for path in ("stb/bridge/review.py", "stb/bridge/view.py", "stb/words.py")}
    if not all(before.values()):
        pytest.skip("the history before roles is not in this checkout")
    found = {path: compared_names(source, path) for path, source in before.items()}
    assert all(found.values()), found


@pytest.mark.xfail(strict=True, reason="the games' page modules and the algorithm panels move to roles in their "
                                       "own changes of issue 46; then remove this mark, and Seat's English __str__ "
                                       "and __eq__ in stb/words.py")
def test_no_code_anywhere_compares_a_display_name():
    python = [place for path in sorted((ROOT / "stb").rglob("*.py"))
              for place in compared_names(path.read_text(), str(path.relative_to(ROOT)))]
    script = [place for path in sorted((ROOT / "web").glob("*.js"))
              for place in compared_in_script(path.read_text(), str(path.relative_to(ROOT)))]
    assert python + script == []


@pytest.mark.parametrize("request_, roles", [
    ({"game": "shutbox"}, ["you"]),
    ({"game": "pig"}, ["you", "computer"]),
    ({"game": "pig", "opponent": {"mode": "computer", "side": 1}}, ["computer", "you"]),
    ({"game": "nim", "opponent": {"mode": "people"}}, ["player", "player"]),
    ({"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}}, ["player", "player"]),
])
def test_a_view_gives_each_seat_its_role_beside_its_name(request_, roles):
    view = json.loads(bridge.game_view(json.dumps(request_)))
    assert view["roles"] == roles and len(view["names"]) == len(roles)
    review = json.loads(bridge.game_review(json.dumps({**request_, "moves": []})))
    assert [total["role"] for total in review["totals"]] == roles
