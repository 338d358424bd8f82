"""Each game's adapter, the bridge's view of it; stb.games lists the games."""

import importlib

from stb.games import GAMES


def adapter(name: str, rules=None):
    """The adapter of the game `name` (a key of GAMES) for these rules (as a request names them,
    unchecked): a game's module is imported when a request first names it, so the page's Python
    is up before it has loaded every game."""
    return importlib.import_module(f"stb.bridge.{name}").adapter_for(rules)
