"""Each game's page module (stb.game.Page), as the bridge reaches it; stb.games lists the games."""

import importlib

from stb.fields import BadRequest, shown
from stb.games import GAMES


def page_of(name, rules=None):
    """The page module of the game `name` for these rules (as a request names them, unchecked): a
    module that plays some rules elsewhere says where (Shut the Box's tables: `for_rules`). A
    game's module is imported when a request first names it, so the page's Python is up before it
    has loaded every game."""
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(f"unknown game {shown(name)} (choose from {', '.join(GAMES)})")
    page = importlib.import_module(GAMES[name].page)
    return page.for_rules(rules) if hasattr(page, "for_rules") else page
