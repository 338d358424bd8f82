"""The web page's one bridge to Python: a JSON string in, a JSON string out, no rule left to JavaScript.

Every game goes through the same five entry points, which web/worker.py exports to the page:
`game_view` (what the page draws: board, state of play, every legal move with its value, cost and
judgement, the controls and the permalink; stb.bridge.view), `game_play` (one click: a move and its
dice, with its record, the next view, the review's and the drill's updates; .play, .record),
`game_review` (replay a game's moves: every record, per-player totals, the value history and the
view reached; .review), `game_open` (an address as a request; .links) and `game_drill` (the drill
of your costly decisions kept in the browser; .drill).

A request names a position: {"game", "rules": {...}, "state": text form (None: the start),
"opponent": {"mode": "computer"|"people", "side": 0|1, "strength": ..., game extras}}. Each game
(stb.games lists them) is reached through its declaration (stb.game.Page: all the bridge asks of
it), and a request is read once, at the edge, into checked values (a play's: stb.bridge.play.read).
Anything a request gets wrong answers {"ok": false, "error": "one line"}, with "replay": true where
what the page kept of the game is out of step with it (the page replays the game from its moves,
and asks again); answers are strict JSON.

A request may name its language ("lang": "fr"; absent, English): the answer's words are in it
(stb.i18n.speaking) where its catalogue is installed, else in English, and the answer's "lang" says
which it spoke.
"""

import importlib
import json

from stb.fields import LONGEST_NUMBER, LONGEST_REQUEST, BadRequest, OutOfStep, shown
from stb.bridge.games import page_of
from stb.i18n import LANGUAGES, SOURCE, installed, speaking

INTERNAL = "Internal error"
"""How an answer begins when stb itself failed (a bug), never for a bad request."""


def game_view(request_json: str) -> str:
    """The page's picture of a position of any game."""
    return _answer(lambda request: _job("view").view(_page(request), request), request_json)


def game_play(request_json: str) -> str:
    """One click: play a move and its dice; answer with its record (value, cost, judgement, luck), the
    next view, and what changed in the review and the drill."""
    return _answer(lambda request: _job("play").play(_page(request), request), request_json)


def game_review(request_json: str) -> str:
    """Replay a game from its start and moves: its records, per-player totals, value history and the view reached."""
    return _answer(lambda request: _job("review").review(_page(request), request), request_json)


def game_open(request_json: str) -> str:
    """An address ({"query": "?...", "hash": "#..."}) as a request, the dice seed it names, and a
    message when something in it could not be used."""
    return _answer(lambda request: _job("links").open_address(request), request_json)


def game_drill(request_json: str) -> str:
    """The page's drill of your costly decisions: its store read, changed and written back, and
    what is due now (stb.bridge.drill)."""
    return _answer(lambda request: _job("drill").drill_request(request), request_json)


def _job(name: str):
    """The bridge's module for one job (view, play, review, links), imported when a request first
    asks for it, as each game's declaration is: the page's Python is up before it has loaded them."""
    return importlib.import_module(f"stb.bridge.{name}")


def _answer(handler, request_json) -> str:
    """Run a handler on a JSON request, in the language it names; whatever the request gets wrong
    becomes one line (in English where the request cannot be read far enough to name one)."""
    spoken = {}
    try:
        if not isinstance(request_json, str) or len(request_json) > LONGEST_REQUEST:
            raise BadRequest(f"a request is a JSON text of at most {LONGEST_REQUEST:,} characters")
        request = json.loads(request_json, parse_constant=_no_constant, parse_int=_small_int)
        if not isinstance(request, dict):
            raise BadRequest("a request is a JSON object")
        language = language_of(request)
        spoken = {} if "lang" not in request else {"lang": language}
        with speaking(language):
            answer = {"ok": True, **spoken, **handler(request)}
    except (ValueError, RecursionError) as error:  # BadRequest, the games' own ValueErrors, deep nesting
        answer = {"ok": False, **spoken, "error": one_line(error),
                  **({"replay": True} if isinstance(error, OutOfStep) else {})}
    except Exception as error:  # a bug: the page still gets an answer, and the tests look for this
        answer = {"ok": False, **spoken, "error": f"{INTERNAL}: {type(error).__name__}: {one_line(error)}"}
    return json.dumps(answer, allow_nan=False, separators=(",", ":"))


def language_of(request) -> str:
    """The language an answer is written in: the one the request names ("lang", one of stb.i18n's
    LANGUAGES; absent, English), if its catalogue is installed, else English."""
    asked = request.get("lang", SOURCE)
    if not isinstance(asked, str) or asked not in LANGUAGES:
        raise BadRequest(f"the language is one of {', '.join(LANGUAGES)}, not {shown(asked)}")
    return asked if installed(asked) else SOURCE


def one_line(error) -> str:
    return " ".join(str(error).split())[:500] or type(error).__name__


def _no_constant(name):
    raise BadRequest(f"{name} is not a number a request may hold")


def _small_int(digits: str) -> int:
    """A JSON number read exactly: the reader of its field checks its range and names the field."""
    if len(digits.lstrip("-")) > LONGEST_NUMBER:
        raise BadRequest(f"a number in a request has at most {LONGEST_NUMBER} digits, not {len(digits.lstrip('-')):,}")
    return int(digits)


def _page(request):
    """The declaration of the game the request names, for its rules."""
    return page_of(request.get("game"), request.get("rules"))
