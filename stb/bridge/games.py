"""Each game's declaration (stb.game.Page), as the bridge reaches it; stb.games lists the games."""

import importlib

from stb.fields import BadRequest, shown
from stb.games import GAMES
from stb.i18n import _


def page_of(name, rules=None):
    """The declaration of the game `name` for these rules (as a request names them, unchecked): a
    game that plays some rules elsewhere says where (Shut the Box's tables: its `for_rules`). A
    game's module is imported when a request first names it, so the page's Python is up before it
    has loaded every game."""
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(unknown_game(name))
    return importlib.import_module(GAMES[name].page).PAGE.for_rules(rules)


def unknown_game(name) -> str:
    """The refusal of a game that is not one of stb.games."""
    # Translators: a refusal: {name} is not a game of the page; {games} the games' names in requests (kept as they are).
    return _("unknown game {name} (choose from {games})").format(name=shown(name), games=", ".join(GAMES))


def game_title(name: str) -> str:
    """A game's title (stb.games), in the spoken language."""
    return _(GAMES[name].title)
