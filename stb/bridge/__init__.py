"""The web page's one bridge to Python: a JSON string in, a JSON string out, no rule left to JavaScript.

Every game goes through the same four entry points, which web/worker.py exports to the page:
`game_view` (what the page draws: board, state of play, every legal move with its value, cost and
judgement, the controls and the permalink), `game_play` (play one move and its dice: its record
and the next view), `game_review` (replay a game's moves: every record, per-player totals and the
value history) and `game_open` (an address as a request). Requests share one shape, read by
stb.bridge.common.TurnGame through one adapter per game.

Anything a request gets wrong answers {"ok": false, "error": "one line"}; answers are strict JSON.
"""

import json
from urllib.parse import parse_qsl

from stb.bridge.chopsticks import Chopsticks
from stb.bridge.fields import BadRequest, mapping, shown, text
from stb.bridge.nim import Nim
from stb.bridge.pig import Pig
from stb.bridge.shutbox import ShutBox

GAMES = {adapter.name: adapter for adapter in (ShutBox(), Pig(), Nim(), Chopsticks())}
LONGEST_REQUEST = 1_000_000
LONGEST_LINK = 2_000
INTERNAL = "Internal error"
"""How an answer begins when stb itself failed (a bug), never for a bad request."""


def game_view(request_json: str) -> str:
    """The page's picture of a position of any game."""
    return _answer(lambda request: _adapter(request).view(request), request_json)


def game_play(request_json: str) -> str:
    """Play a move and its dice; answer with its record (value, cost, judgement, luck) and the next view."""
    return _answer(lambda request: _adapter(request).play(request), request_json)


def game_review(request_json: str) -> str:
    """Replay a game from its start and moves: its records, per-player totals and value history."""
    return _answer(lambda request: _adapter(request).review(request), request_json)


def game_open(request_json: str) -> str:
    """An address ({"query": "?...", "hash": "#..."}) as a request, the dice seed it names, and a
    message when something in it could not be used."""
    return _answer(_open, request_json)


def start_views() -> dict:
    """Each game's start, as game_view answers it (Pig's with its policy map): build.py ships these
    so the page draws and advises before Python is up."""
    return {name: json.loads(game_view(json.dumps({"game": name, "figure": True}))) for name in GAMES}


def _answer(handler, request_json) -> str:
    """Run a handler on a JSON request; whatever the request gets wrong becomes one line."""
    try:
        if not isinstance(request_json, str) or len(request_json) > LONGEST_REQUEST:
            raise BadRequest(f"a request is a JSON text of at most {LONGEST_REQUEST:,} characters")
        request = json.loads(request_json, parse_constant=_no_constant, parse_int=_small_int)
        if not isinstance(request, dict):
            raise BadRequest("a request is a JSON object")
        answer = {"ok": True, **handler(request)}
    except (ValueError, RecursionError) as error:  # BadRequest, the games' own ValueErrors, deep nesting
        answer = {"ok": False, "error": one_line(error)}
    except Exception as error:  # a bug: the page still gets an answer, and the tests look for this
        answer = {"ok": False, "error": f"{INTERNAL}: {type(error).__name__}: {one_line(error)}"}
    return json.dumps(answer, allow_nan=False, separators=(",", ":"))


def one_line(error) -> str:
    return " ".join(str(error).split())[:500] or type(error).__name__


def _no_constant(name):
    raise BadRequest(f"{name} is not a number a request may hold")


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > 15:
        raise BadRequest(f"a number in a request has at most 15 digits, not {len(digits.lstrip('-')):,}")
    return int(digits)


def _adapter(request):
    name = request.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(f"unknown game {shown(name)} (choose from {', '.join(GAMES)})")
    return GAMES[name]


def _open(request):
    """Query fields first, then the part after '#' (which wins): the game, its rules, position and
    opponent, and the page's dice seed; anything unknown is left out, and the message says so."""
    fields = {}
    for part in ("query", "hash"):
        address = text(mapping(request, "the address").get(part) or "", f"the address's {part}", LONGEST_LINK)
        fields.update(parse_qsl(address.lstrip("?#"), keep_blank_values=True))
    name = fields.pop("game", "shutbox")
    seed = fields.pop("seed", None)
    notes = []
    if name not in GAMES:
        notes.append(f"This link names no game we know ({shown(name)}): the start of Shut the Box is shown instead.")
        name, fields = "shutbox", {}
    adapter = GAMES[name]
    opened = adapter.open_link(dict(fields))
    unknown = sorted(set(fields) - adapter.link_fields(opened["request"]))
    if unknown:
        notes.append(f"This link's {'field' if len(unknown) == 1 else 'fields'} {', '.join(map(shown, unknown))} "
                     "could not be used and {} left out.".format("was" if len(unknown) == 1 else "were"))
    if seed is not None and not (seed.isascii() and seed.isdigit() and len(seed) <= 15):
        notes.append(f"The dice seed {shown(seed)} is not a whole number: the dice are random.")
        seed = None
    return {"request": opened["request"], "seed": None if seed is None else int(seed),
            "message": " ".join([opened["message"], *notes]).strip()}
