"""The games, in the order the page's menu lists them: one declarative `GameInfo` each, the one
list of them. The command lines (`python -m stb`), the bridge and the page's menu (written into
the page when the site is built) are all made from `GAMES`; a new game is its module and one line here.
"""

from importlib import import_module
from typing import NamedTuple

from stb.i18n import N_, _


class GameInfo(NamedTuple):
    """What a game is, before any of its code is imported: its name (in requests and links), its
    title, the page's board for it (web/<board>.js), its command lines (stb/cli/<command>.py),
    whether its turns throw dice, whether it has a picture of the whole game (Pig's map of the best
    play, drawn once per rules), the module whose `PAGE` is its declaration (stb.game.Page: all the
    bridge asks of it), the module of its algorithm panel (its `trace`: how the computer thinks,
    stb.bridge.thinking), and the rules of a short game between two, over in a few moves, which the
    tests play whole for every game; the module of its examples (`Examples`), if it has any."""
    name: str
    title: str
    board: str
    commands: tuple[str, ...]
    chance: bool
    page: str
    panel: str
    short: dict
    figure: bool = False
    examples: str | None = None


class Examples(NamedTuple):
    """What the tests try of a game beside its short game, kept in its own folder
    (stb/<game>/examples.py, as `EXAMPLES`; the page never loads it), so that the tests over every
    game name none: more variants played move by move, rules whose lab is valued, positions viewed
    by their text, requests refused, requests at the edges, links opened, and its command lines
    with what a person types into them (tests/record.py records them all)."""
    variants: tuple[tuple[dict, dict], ...] = ()
    """(rules, opponent) of games played from the start: each kind of rule and opponent the page offers."""
    labs: tuple[dict, ...] = ()
    """Rules whose lab's every rule of thumb is valued."""
    positions: tuple[tuple[dict, str], ...] = ()
    """(rules, a position's text) viewed outright, a text the game refuses among them."""
    refused: tuple[dict, ...] = ()
    """Requests for a view (without their "game") that the game refuses: rules, strategies, positions."""
    asked: tuple[tuple[str, dict], ...] = ()
    """(entry point, request without its "game") at the edges: a move or a throw no position allows, a review."""
    links: tuple[str, ...] = ()
    """Links (a query and a hash, as the page's address holds them) opened."""
    panels: tuple[dict, ...] = ()
    """Requests for a view (without their "game") whose algorithm panel is read: before and after a
    throw, for each side and seat."""
    command_lines: tuple[tuple[str, ...], ...] = ()
    """The arguments of its command lines (stb/cli/), each run once."""
    dialogues: tuple[tuple[tuple[str, ...], str], ...] = ()
    """(arguments, what a person types) of its interactive command lines."""


# Translators: the games' titles, as the page's menu and headings name them (keep a name its players keep).
GAMES = {info.name: info for info in (
    GameInfo("shutbox", N_("Shut the Box"), "shutbox", ("shutbox", "shutter"), chance=True, page="stb.shutbox.page",
             panel="stb.bridge.thinking.shutbox", short={"players": 2}, examples="stb.shutbox.examples"),
    GameInfo("pig", N_("Pig"), "pig", ("pig",), chance=True, page="stb.pig.page", panel="stb.bridge.thinking.pig",
             short={"goal": 30}, figure=True, examples="stb.pig.examples"),
    GameInfo("nim", N_("Red-Blue Nim"), "nim", ("nim",), chance=False, page="stb.nim.page", panel="stb.bridge.thinking.nim",
             short={"red": 4, "blue": 3}, examples="stb.nim.examples"),
    GameInfo("chopsticks", N_("Chopsticks"), "chopsticks", ("chopsticks",), chance=False, page="stb.chopsticks.page",
             panel="stb.bridge.thinking.chopsticks", short={"moves": 3}, examples="stb.chopsticks.examples"),
    GameInfo("hog", "HOG", "hog", ("hog",), chance=True, page="stb.hog.page", panel="stb.hog.panel",
             short={"goal": 20, "dice": 3}, examples="stb.hog.examples"),
)}


HUGE = "9" * 5000
"""A number of 5,000 digits, for the examples' command lines and requests to refuse."""


def examples(name: str) -> Examples:
    """The game `name`'s examples (the `EXAMPLES` of the module its GameInfo names), or none."""
    module = GAMES[name].examples
    return import_module(module).EXAMPLES if module else Examples()


def page_registry() -> dict:
    """What the page learns of the games when the site is built: the menu, each game's board and
    figure, the judgements a move can get with their words and marks (stb.advice) and the tutor's
    words for each (stb.bridge.practice.tutor_words), the longest drill's store Python reads (a longer
    one is kept, never sent whole: stb.bridge.drill), the words of the algorithm panel before its
    first answer (stb.bridge.thinking), and the page's own labels (stb.bridge.labels); its words in
    the spoken language (stb.i18n.speaking)."""
    from stb.advice_words import judgement_table
    from stb.bridge.labels import labels
    from stb.bridge.practice import tutor_words
    from stb.bridge.thinking.blocks import registry_labels
    from stb.drill import LONGEST_STORE
    return {"games": [{"name": info.name, "title": _(info.title), "board": info.board, "figure": info.figure}
                      for info in GAMES.values()],
            "judgements": [{**judgement, "tutor": tutor_words(judgement["name"])} for judgement in judgement_table()],
            "drill": {"longest": LONGEST_STORE}, "thinking": registry_labels(), "labels": labels()}
