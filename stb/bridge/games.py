"""The games the page plays, in the order its menu lists them: the one list of them in Python."""

import importlib
from typing import NamedTuple


class Game(NamedTuple):
    """A game: its name in requests, in links and of its adapter's module (stb.bridge.<name>), and
    its name in the page's menu."""
    name: str
    title: str


GAMES = {game.name: game for game in (Game("shutbox", "Shut the Box"), Game("pig", "Pig"),
                                      Game("nim", "Red-Blue Nim"), Game("chopsticks", "Chopsticks"))}
"""index.html lists the same games in its menu (tests/tools/test_structure.py holds them equal)."""


def adapter(name: str, rules=None):
    """The adapter of the game `name` (a key of GAMES) for these rules (as a request names them,
    unchecked): a game's module is imported when a request first names it, so the page's Python
    is up before it has loaded every game."""
    return importlib.import_module(f"stb.bridge.{name}").adapter_for(rules)
