"""Each game's declaration (stb.game.Page), as the bridge reaches it; stb.games lists the games."""

import importlib

from stb.fields import BadRequest, shown
from stb.games import GAMES


def page_of(name, rules=None):
    """The declaration of the game `name` for these rules (as a request names them, unchecked): a
    game that plays some rules elsewhere says where (Shut the Box's tables: its `for_rules`). A
    game's module is imported when a request first names it, so the page's Python is up before it
    has loaded every game."""
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(f"unknown game {shown(name)} (choose from {', '.join(GAMES)})")
    return importlib.import_module(GAMES[name].page).PAGE.for_rules(rules)
