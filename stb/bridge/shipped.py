"""The answers the page may need before Python is up, which build.py ships with the site
(web/answers.json), and the key by which the page (web/bridge.js) finds them."""

import json

from stb.bridge import game_play, game_view
from stb.bridge.games import GAMES

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
    first turn (its rolls and holds)."""
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
