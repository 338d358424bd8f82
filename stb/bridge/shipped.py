"""The answers the page may need before Python is up, which build.py ships with the site
(web/answers.json), and the key by which the page (web/bridge.js) finds them."""

import json

from stb.bridge import game_play, game_view
from stb.games import GAMES
from stb.i18n import SOURCE, installed

ENTRY_POINTS = {"game_view": game_view, "game_play": game_play}
UNKEYED = "drill"
"""The part of a request its key leaves out: the drill's store and clock, which differ at every
click. An answer shipped without Python changes no store; the page gives Python its costly moves
once it is up."""


def request_key(entry: str, request: dict) -> str:
    """One text per question, the same here and in the page (web/bridge.js): the entry point and
    the request but its drill, keys sorted, no spaces."""
    asked = {key: value for key, value in request.items() if key != UNKEYED}
    return json.dumps([entry, asked], sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def shipped_answers(language: str = SOURCE) -> dict[str, dict]:
    """Answers the page may need before Python is up, as the bridge gives them, by `request_key`:
    each game's start, and the first move of Shut the Box (every pair of faces thrown; a total typed
    waits for Python) and of Pig (each face of the first roll: a turn starts with a roll). In English, or
    in another `language` whose catalogue is installed (stb.i18n.install), each request naming it
    ("lang"), as the page asks in that language."""
    if not installed(language):
        raise ValueError(f"no catalogue installed for {language!r}: its answers would be English")
    spoken = {} if language == SOURCE else {"lang": language}
    asked = [("game_view", {**spoken, "game": name, "rules": {}, "opponent": {}, "state": None, "figure": info.figure})
             for name, info in GAMES.items()]
    starts = {request["game"]: json.loads(game_view(json.dumps(request))) for _, request in asked}
    box, pig = ({**spoken, "game": v["game"], "rules": v["rules"], "opponent": v["opponent"], "state": v["state"], "review": None,
                 "start": v["state"], "played": 0, "digest": None}
                for v in (starts["shutbox"], starts["pig"]))
    asked += [("game_play", {**box, "move": 0, "faces": [a, b]}) for a in range(1, 7) for b in range(1, 7)]
    moves = [m["move"] for m in starts["pig"]["position"]["moves"]]
    asked += [("game_play", {**pig, "move": moves.index("roll"), "faces": [face]}) for face in range(1, 7)]
    return {request_key(entry, request): json.loads(ENTRY_POINTS[entry](json.dumps(request))) for entry, request in asked}
