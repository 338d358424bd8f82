"""The web page's one bridge to Python: JSON string in, JSON string out, no rule left to JavaScript.

Every game goes through the same four entry points, which web/worker.py exports to the page:
`game_view` (what the page draws: board, state of play, every legal move with its value and cost,
the permalink), `game_play` (play one move: its record and the next view), `game_review` (a
played game's records summed per player, and its value history) and `game_open` (a permalink as
a request). The request's "game" picks the adapter: `shutbox` (its own request shape, see
stb.bridge.shutbox), or Pig, Nim and Chopsticks (one shape, stb.bridge.common.TurnGame).
A bad request answers {"ok": false, "error": "one line"}; the page shows it and carries on.
"""

import json
from urllib.parse import parse_qsl

from stb.bridge import shutbox
from stb.bridge.chopsticks import Chopsticks
from stb.bridge.common import BadRequest
from stb.bridge.nim import Nim
from stb.bridge.pig import Pig

GAMES = {"shutbox": shutbox, **{kind.name: kind for kind in (Pig(), Nim(), Chopsticks())}}
"""Game name -> its adapter: anything with view, play, review (of a request) and open_link (of a
permalink's fields)."""


def game_view(request_json: str) -> str:
    """The page's picture of a position of any game: board, state of play, advice, permalink."""
    return _answer(lambda request: _adapter(request).view(request), request_json)


def game_play(request_json: str) -> str:
    """Play a move and answer with its record (value, cost, luck) and the view that follows."""
    return _answer(lambda request: _adapter(request).play(request), request_json)


def game_review(request_json: str) -> str:
    """A played game's records summed per player (skill lost, luck) and its value history."""
    return _answer(lambda request: _adapter(request).review(request), request_json)


def game_open(request_json: str) -> str:
    """A permalink ({"link": "game=pig&goal=100&..."}) as a request; a bad link opens the start
    position with a message saying why."""
    return _answer(_open, request_json)


def _answer(handler, request_json) -> str:
    """Run a handler on a JSON request; a bad request becomes {"ok": false, "error": reason}."""
    try:
        request = json.loads(request_json) if isinstance(request_json, str) else dict(request_json)
        if not isinstance(request, dict):
            raise BadRequest("a request is a JSON object")
        return json.dumps({"ok": True, **handler(request)})
    except (ValueError, TypeError) as error:  # BadRequest, and the game's own one-line ValueErrors
        return json.dumps({"ok": False, "error": str(error)})


def _adapter(request):
    name = request.get("game")
    if name not in GAMES:
        raise BadRequest(f"unknown game {name!r} (choose from {', '.join(GAMES)})")
    return GAMES[name]


def _open(request):
    link = str(request.get("link") or "").lstrip("#?")
    fields = dict(parse_qsl(link, keep_blank_values=True))
    name = fields.pop("game", "shutbox")
    if name not in GAMES:
        return {**shutbox.open_link({}), "message": f"This link names no game we know ({name!r}): "
                                                    "the start of Shut the Box is shown instead."}
    return GAMES[name].open_link(fields)
