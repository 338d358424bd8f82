"""The review's state: the small JSON object a play's answer hands the page, which the page hands back
with its next play and the game's start, count of moves and their digest (`folded`), so that the
review (stb.bridge.review) folds one record more without replaying the game. The page keeps it (a
browser's store, another tab, another version may have written it), so it is read as a link is:
`read_state` turns what comes back into a checked state of this game, its moves and its position,
or refuses it in one line; what leaves Python is `sealed`."""

import hashlib
import json

from stb.advice import JUDGEMENTS
from stb.fields import BadRequest, OutOfStep, choice, listing, mapping, number, shown, text, whole
from stb.bridge.position import names as seat_names, state_named, viewer as viewer_of
from stb.words import counted

MOST_MOVES = 2000
"""The longest game a review folds or replays: far beyond a real game of these, but Chopsticks
without a limit can go on."""
LARGEST = 10 ** 15
"""Past every value, cost, luck and sum of them a game of MOST_MOVES moves reaches."""
FORM = "stb review state 2"
"""The form of the state this version writes, sealed with it: another version's is not read as this one's."""


def begin(page, game, start, opponent) -> dict:
    """The review's state before the first move from `start`: of this game (its rules and players)
    at `start`, nothing summed yet."""
    value = seen(page, game, page.value(game, start), viewer_of(page, game, opponent, None))
    players = len(seat_names(page, game, opponent))
    return {"game": page.name, "rules": page.rules_of(game), "opponent": opponent, "start": game.state_text(start),
            "at": game.state_text(start), "moves": 0, "history": "", "others": 0, "low": value, "high": value, "rolls": False,
            "sums": [{"moves": 0, "decisions": 0, "forced": 0, "counts": dict.fromkeys(JUDGEMENTS, 0), "accuracy": 0.0,
                      "skill": 0.0, "lost": [], "luck": 0.0, "rolls": False} for _ in range(players)],
            "turn": None, "person": None}


def seen(page, game, value, viewer) -> float:
    """Player 0's value from the viewer's side."""
    return value if viewer == 0 else page.unit(game).other_side(value)


def read_state(page, game, opponent, at, request) -> dict:
    """The review's state a play's request hands back ("review", None before the first move), checked,
    for a play from the position `at` in the game it names: from its "start" (None: `at`), "played"
    moves whose digest (`folded`) is "digest", as the answer that played the last of them or replayed
    them gave it (None before the first move). Every field goes through its reader, its positions
    through the game's `parse_state`; the state must be a fold of that game, its rules and players,
    those moves, up to `at`, its sums consistent, and sealed as this page wrote it. Anything else is
    refused in one line that asks for the game to be replayed (OutOfStep); a game as long as a review
    goes, in a sentence that says so. No move is read: the digest stands for them."""
    played = 0 if request.get("played") is None else whole(request["played"], "the count of moves played", 0, MOST_MOVES)
    if played == MOST_MOVES:
        raise BadRequest(f"this game has reached {MOST_MOVES:,} moves, the longest game the page reviews: "
                         "New game starts another")
    kept, here = request.get("review"), game.state_text(at)
    try:
        start = here if request.get("start") is None else position_read(page, game, request["start"], "the game's start")
        digest = None if request.get("digest") is None else text(request["digest"], "the moves' digest")
        if kept is None:
            if played or start != here or digest is not None:
                raise BadRequest(f"there is none, and {counted(played, 'move')} played from {start!r}")
            return begin(page, game, at, opponent)
        kept = mapping(kept, "the review's state")
        state = _read(page, game, opponent, kept)
        if state["start"] != start or state["moves"] != played or state["history"] != digest:
            raise BadRequest(f"it is not of the {counted(played, 'move')} played from {start!r}")
        if state["at"] != here:
            raise BadRequest(f"it has reached {state['at']!r}, not {here!r}")
        _consistent(page, state)
        if kept.get("seal") != sealed(state)["seal"]:
            raise BadRequest("it is not as this page wrote it")
    except (ValueError, KeyError, TypeError, IndexError) as error:
        why = error if isinstance(error, ValueError) else "it is not of the form this page writes"
        raise OutOfStep(f"the review's state is out of step with the game ({why}): replay the game") from None
    return state


def folded(moves, history: str = "") -> str:
    """The digest of the moves a review has folded (each as a saved game keeps it), after `history`,
    the digest of those before them: a play hashes its one move onto the last answer's digest."""
    for move in moves:
        text_form = json.dumps(_as_carried(move), sort_keys=True, separators=(",", ":"))
        history = hashlib.sha256((history + text_form).encode()).hexdigest()[:32]
    return history


def sealed(state) -> dict:
    """The state as it leaves Python, with its seal: a digest of its form and every field (each number
    as the page's JavaScript carries it), which tells a state this page wrote from one edited by hand
    or another version's. It is no secret (the page holds this code): what keeps a state made up
    anew from doing harm is `read_state`'s reading."""
    fields = {key: value for key, value in state.items() if key != "seal"}
    digest = hashlib.sha256(json.dumps([FORM, _as_carried(fields)], sort_keys=True, separators=(",", ":")).encode())
    return {**fields, "seal": digest.hexdigest()[:32]}


def _as_carried(value):
    """A value as JSON carries it to the page and back: every number a double, and no -0."""
    if isinstance(value, dict):
        return {key: _as_carried(inner) for key, inner in value.items()}
    if isinstance(value, (list, tuple)):
        return [_as_carried(inner) for inner in value]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value) + 0.0
    return value


def _read(page, game, opponent, kept) -> dict:
    """Every field of a state handed back, through its reader; its game, rules and players this play's."""
    if kept["game"] != page.name:
        raise BadRequest(f"it is a review of {shown(kept['game'])}, not of {page.name!r}")
    if mapping(kept["rules"], "its rules") != page.rules_of(game):
        raise BadRequest("it is a review under other rules")
    if mapping(kept["opponent"], "its players") != opponent:
        raise BadRequest("it is a review of other players")
    players = len(seat_names(page, game, opponent))
    return {"game": page.name, "rules": page.rules_of(game), "opponent": opponent,
            "start": position_read(page, game, kept["start"], "its start"),
            "at": position_read(page, game, kept["at"], "its position"),
            "moves": whole(kept["moves"], "its count of moves", 1, MOST_MOVES - 1),
            "history": text(kept["history"], "its moves' digest"),
            "others": whole(kept["others"], "its count of other seats' moves", 0, MOST_MOVES),
            "low": number(kept["low"], "its lowest value", -LARGEST, LARGEST),
            "high": number(kept["high"], "its highest value", -LARGEST, LARGEST),
            "rolls": _yes_no(kept["rolls"], "whether it has rolls"),
            "sums": [_sums(mapping(s, "a player's sums")) for s in _exactly(kept["sums"], players, "its sums, one per player,")],
            "turn": None if kept["turn"] is None else _turn(page, game, mapping(kept["turn"], "its turn")),
            "person": None if kept["person"] is None else _person(kept["person"], players)}


def _sums(s) -> dict:
    counts = mapping(s["counts"], "a player's judgements")
    return {"moves": whole(s["moves"], "a player's moves", 0, MOST_MOVES),
            "decisions": whole(s["decisions"], "a player's decisions", 0, MOST_MOVES),
            "forced": whole(s["forced"], "a player's forced moves", 0, MOST_MOVES),
            "counts": {j: whole(counts[j], "a count of judgements", 0, MOST_MOVES) for j in JUDGEMENTS},
            "accuracy": number(s["accuracy"], "an accuracy summed", 0, 100 * MOST_MOVES),
            "skill": number(s["skill"], "a skill lost", 0, LARGEST),
            "lost": [number(cost, "a cost", 0, LARGEST) for cost in listing(s["lost"], "a player's costs", MOST_MOVES)],
            "luck": number(s["luck"], "a luck", -LARGEST, LARGEST), "rolls": _yes_no(s["rolls"], "whether a player rolled")}


def _turn(page, game, turn) -> dict:
    records = listing(turn["records"], "its turn's records", MOST_MOVES)
    if not records:
        raise BadRequest("its turn has no records")
    return {"first": whole(turn["first"], "its turn's first move", 0, MOST_MOVES - 1),
            "number": whole(turn["number"], "its turn's number", 1, MOST_MOVES),
            "records": [turn_record(page, game, mapping(r, "a record")) for r in records]}


def turn_record(page, game, r) -> dict:
    """What a turn's words read of a record, checked, its positions as the game writes them."""
    return {"player": whole(r["player"], "a player", 0, len(page.seats(game)) - 1), "move": text(r["move"], "a move"),
            "total": None if r["total"] is None else whole(r["total"], "a roll", 0, 10 ** 9),
            "cost": number(r["cost"], "a cost", 0, LARGEST), "judgement": choice(r["judgement"], "a judgement", JUDGEMENTS),
            "position": position_read(page, game, r["position"], "a position"),
            "state": position_read(page, game, r["state"], "a position"),
            "best_words": text(r["best_words"], "a move's words")}


def _person(person, players) -> list:
    """The last move made at the screen: [its index, its player, its words]."""
    person = _exactly(person, 3, "its last move at the screen")
    return [whole(person[0], "the index of its last move at the screen", 0, MOST_MOVES - 1),
            whole(person[1], "a player", 0, players - 1), text(person[2], "a move's words")]


def position_read(page, game, value, what: str) -> str:
    """A position's text read as a request's (the game's `parse_state`, with the rules' own checks), as the game writes it."""
    return game.state_text(state_named(page, game, text(value, what)))


def _consistent(page, state):
    """Its sums agree with each other and with its moves; else a ValueError names what does not."""
    sums, turn, person = state["sums"], state["turn"], state["person"]
    if sum(s["moves"] for s in sums) + state["others"] != state["moves"]:
        raise BadRequest("its players' moves do not add up to its moves")
    for player, s in enumerate(sums, start=1):
        if sum(s["counts"].values()) != s["decisions"]:
            raise BadRequest(f"player {player}'s judgements do not add up to their decisions")
        if s["decisions"] + s["forced"] > s["moves"]:
            raise BadRequest(f"player {player} has more decisions and forced moves than moves")
        if s["accuracy"] > 100 * s["decisions"] + 1e-6 or not s["decisions"] and (s["accuracy"] or s["skill"]):
            raise BadRequest(f"player {player}'s accuracy or skill lost is more than their decisions hold")
        if len(s["lost"]) != s["decisions"] - s["counts"]["best"]:
            raise BadRequest(f"player {player}'s costs are not one for each costly decision")
        if s["luck"] and not s["rolls"] or s["rolls"] and not state["rolls"]:
            raise BadRequest(f"player {player}'s luck is not of rolls it holds")
    if state["low"] > state["high"]:
        raise BadRequest("its lowest value is above its highest")
    if (turn is None) != (page.turn is None):
        raise BadRequest("its turn is not one of this game's")
    if turn is not None:
        records = turn["records"]
        if turn["first"] + len(records) != state["moves"] or turn["number"] > turn["first"] + 1:
            raise BadRequest("its turn does not end at its last move")
        if len({r["player"] for r in records}) != 1:
            raise BadRequest("its turn is more than one player's")
        if [r["position"] for r in records[1:]] + [state["at"]] != [r["state"] for r in records]:
            raise BadRequest("its turn's moves do not lead one to the next and to its position")
    if person is not None and person[0] >= state["moves"]:
        raise BadRequest("its last move at the screen is past its moves")


def _exactly(value, count: int, what: str) -> list:
    entries = listing(value, what, count)
    if len(entries) != count:
        raise BadRequest(f"{what} must be a list of {count} entries, not {len(entries)}")
    return entries


def _yes_no(value, what: str) -> bool:
    if not isinstance(value, bool):
        raise BadRequest(f"{what} is true or false, not {shown(value)}")
    return value
