"""Seats are told apart by role (stb.words.Seat), never by the words that name them: no code
compares a value with a display name ("You", "The computer"), a seat has no English name of its own,
the games' words take the bridge's seats as they are, and the views tell JavaScript each seat's role
beside its name."""

import ast
import importlib
import json
import re
import subprocess

import pytest

from stb import bridge
from stb.bridge.position import names
from stb.games import GAMES
from stb.words import COMPUTER, PLAYER, YOU, Seat, name
from tools import ROOT

DISPLAY_NAMES = {"You", "you", "The computer", "the computer", "Your", "your", "The ", "the "}
"""A seat's display names, and the start of one ("The computer" told by `startswith("The ")`)."""


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
    """The lines of JavaScript `source` that tell a seat by a display name: a comparison with one, or
    with a view's `names` (JavaScript compares the view's `roles`, "you", "computer" or "player")."""
    return [f"{where}:{n}" for n, line in enumerate(source.splitlines(), start=1)
            if re.search(r"""[=!]==?\s*["'](You|The computer|the computer)["']|["'](You|The computer)["']\s*[=!]==?"""
                         r"""|names\[[^\]]*\]\s*[=!]==?|[=!]==?\s*[\w.]*names\[""", line)]


def test_the_scan_finds_what_the_bridge_compared_before_roles():
    """The scan above is no test that cannot fail: the bridge before its seats took roles (b0ba318)
    compared names in its review, its view and its drill, and the scan finds each."""
    before = {path: subprocess.run(["git", "show", f"b0ba318:{path}"], cwd=ROOT, capture_output=True, text=True).stdout
              for path in ("stb/bridge/review.py", "stb/bridge/view.py", "stb/words.py")}
    if not all(before.values()):
        pytest.skip("the history before roles is not in this checkout")
    found = {path: compared_names(source, path) for path, source in before.items()}
    assert all(found.values()), found


def test_no_code_anywhere_compares_a_display_name():
    python = [place for path in sorted((ROOT / "stb").rglob("*.py"))
              for place in compared_names(path.read_text(), str(path.relative_to(ROOT)))]
    script = [place for path in sorted((ROOT / "web").glob("*.js"))
              for place in compared_in_script(path.read_text(), str(path.relative_to(ROOT)))]
    assert python + script == []


def test_the_scan_finds_the_games_shims_that_read_a_name_as_a_seat():
    """Before the games' words took the bridge's seats as they are (20e2b78), five shims read a
    display name back into a seat ("You" as the person at the screen), and the page told a named
    player by its name; the scans find each."""
    shims = ("stb/chopsticks/page.py", "stb/nim/page.py", "stb/pig/words.py", "stb/hog/words.py", "stb/shutbox/words.py")
    before = {path: subprocess.run(["git", "show", f"20e2b78:{path}"], cwd=ROOT, capture_output=True, text=True).stdout
              for path in (*shims, "web/dom.js")}
    if not all(before.values()):
        pytest.skip("the history before the games took seats is not in this checkout")
    found = {path: compared_names(before[path], path) for path in shims}
    found["web/dom.js"] = compared_in_script(before["web/dom.js"], "web/dom.js")
    assert all(found.values()), found


@pytest.mark.parametrize("seat, english", [(Seat(YOU), "You"), (Seat(COMPUTER), "The computer"),
                                           (Seat(PLAYER, "Player 1"), "Player 1")])
def test_a_seat_is_not_its_english_name(seat, english):
    """A seat has no words of its own: it neither equals nor reads as its English name, so no code
    can tell seats by name through it (which would say them in English in every language)."""
    assert seat != english and english != seat and seat not in [english] and {english: seat}.get(seat) is None
    assert english not in (str(seat), f"{seat}", format(seat))


@pytest.mark.parametrize("info", GAMES.values(), ids=GAMES)
def test_a_games_words_take_seats_never_display_names(info):
    """Every game's words take the seats the bridge builds (stb.bridge.position) and read their roles:
    a list of display names is no list of seats, and no game reads one back into seats."""
    page = importlib.import_module(info.page).PAGE
    game = page.make(info.short)
    state = game.initial_state()
    seats = names(page, game, {"mode": "computer", "side": 0})
    assert page.message(game, state, seats)
    with pytest.raises(AttributeError):
        page.message(game, state, [name(seat) for seat in seats])


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
