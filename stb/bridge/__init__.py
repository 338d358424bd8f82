"""The web page's one bridge to Python: a JSON string in, a JSON string out, no rule left to JavaScript.

Every game goes through the same four entry points, which web/worker.py exports to the page:
`game_view` (what the page draws: board, state of play, every legal move with its value, cost and
judgement, the controls and the permalink), `game_play` (play one move and its dice: its record
and the next view), `game_review` (replay a game's moves: every record, per-player totals and the
value history) and `game_open` (an address as a request). Requests share one shape, read by
stb.bridge.common.TurnGame through one adapter per game.

Anything a request gets wrong answers {"ok": false, "error": "one line"}; answers are strict JSON.
"""

import functools
import importlib
import json
from urllib.parse import parse_qsl

from stb.bridge.fields import BadRequest, mapping, shown, text

GAMES = {"shutbox": "ShutBox", "pig": "Pig", "nim": "Nim", "chopsticks": "Chopsticks"}
"""Each game's adapter: its class in stb.bridge.<game>, imported when a request first names the
game, so the page's Python is up before it has loaded all four games."""
LONGEST_REQUEST = 1_000_000
LONGEST_LINK = 2_000
NAMED_FIELDS = 5
"""A link's note names this many of the fields it could not use, and counts the rest."""
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


PIG_FIRST_TURN = (0, *range(2, 21))
"""The turn totals of Pig's first turn whose rolls and hold are shipped (the first hold is at 21)."""
ENTRY_POINTS = {"game_view": game_view, "game_play": game_play}


def request_key(entry: str, request: dict) -> str:
    """One text per question, the same here and in the page (web/bridge.js): the entry point and
    the request, keys sorted, no spaces."""
    return json.dumps([entry, request], sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def shipped_answers() -> dict[str, dict]:
    """Answers the page may need before Python is up, as the bridge gives them, by `request_key`:
    each game's start, Shut the Box's first roll (every pair of faces, every total typed) and Pig's
    first turn (its rolls and holds). build.py ships them with the site."""
    asked = [("game_view", {"game": name, "rules": {}, "opponent": {}, "state": None, "figure": name == "pig"})
             for name in GAMES]
    starts = {request["game"]: json.loads(game_view(json.dumps(request))) for _, request in asked}
    box, pig = ({"game": v["game"], "rules": v["rules"], "opponent": v["opponent"], "state": v["state"]}
                for v in (starts["shutbox"], starts["pig"]))
    roll = starts["shutbox"]["position"]["moves"][0]["move"]
    asked += [("game_play", {**box, "move": roll, "faces": [a, b]}) for a in range(1, 7) for b in range(1, 7)]
    asked += [("game_play", {**box, "move": roll, "total": total}) for total in range(2, 13)]
    for total in PIG_FIRST_TURN:
        here = {**pig, "state": f"0 0 {total}"}
        asked += [("game_play", {**here, "move": "roll", "faces": [face]}) for face in range(1, 7)]
        asked += [("game_play", {**here, "move": "hold"})] * (total > 0)
    return {request_key(entry, request): json.loads(ENTRY_POINTS[entry](json.dumps(request))) for entry, request in asked}


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
    return adapter(name).adapter_for(request.get("rules"))


@functools.cache
def adapter(name: str):
    """The adapter of the game `name` (a key of GAMES)."""
    return getattr(importlib.import_module(f"stb.bridge.{name}"), GAMES[name])()


def _open(request):
    """Query fields first, then the part after '#' (which wins): the game, its rules, position and
    opponent, and the page's dice seed; anything unknown is left out, and the message says so.
    Whatever the address holds is read as text (a field's name and value never become code or a
    template); a part too long to read is left out, and the message says so."""
    fields, notes = {}, []
    for part in ("query", "hash"):
        address = text(mapping(request, "the address").get(part, ""), f"the address's {part}", LONGEST_REQUEST)
        if len(address) > LONGEST_LINK:
            notes.append(f"This link is longer than {LONGEST_LINK:,} characters: its {part} was left out.")
        else:
            fields.update(parse_qsl(address.lstrip("?#"), keep_blank_values=True))
    name = fields.pop("game", "shutbox")
    seed = fields.pop("seed", None)
    if name not in GAMES:
        notes.append(f"This link names no game we know ({shown(name)}): the start of Shut the Box is shown instead.")
        name, fields = "shutbox", {}
    opened = adapter(name).adapter_for(fields).open_link(dict(fields))
    game = adapter(name).adapter_for(opened["request"]["rules"])  # a table's link may open the game of one
    unknown = sorted(set(fields) - game.link_fields(opened["request"]) - opened.get("explained", set()))
    if unknown:
        named = ", ".join(map(shown, unknown[:NAMED_FIELDS]))
        more = f" and {len(unknown) - NAMED_FIELDS} more" if len(unknown) > NAMED_FIELDS else ""
        one = len(unknown) == 1
        notes.append(f"This link's {'field' if one else 'fields'} {named}{more} could not be used "
                     f"and {'was' if one else 'were'} left out.")
    if seed is not None and not (seed.isascii() and seed.isdigit() and len(seed) <= 15):
        notes.append(f"The dice seed {shown(seed)} is not a whole number: the dice are random.")
        seed = None
    return {"request": opened["request"], "seed": None if seed is None else int(seed),
            "message": " ".join([opened["message"], *notes]).strip()}
