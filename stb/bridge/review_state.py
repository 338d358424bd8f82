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
from stb.i18n import _, number as said_number
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
                      "skill": 0.0, "lost": [], "luck": 0.0, "rolls": False} for _seat in range(players)],
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
    # Translators: a field, as a refusal names it ("{what} must be ...").
    played = 0 if request.get("played") is None else whole(request["played"], _("the count of moves played"), 0, MOST_MOVES)
    if played == MOST_MOVES:
        # Translators: a game as long as the review goes ({count} moves); "New game" is the page's button.
        raise BadRequest(_("this game has reached {count} moves, the longest game the page reviews: New game starts "
                           "another").format(count=said_number(MOST_MOVES)))
    kept, here = request.get("review"), game.state_text(at)
    try:
        start = here if request.get("start") is None else position_read(page, game, request["start"], _("the game's start"))
        # Translators: a field, as a refusal names it ("{what} must be ...").
        digest = None if request.get("digest") is None else text(request["digest"], _("the moves' digest"))
        if kept is None:
            if played or start != here or digest is not None:
                # Translators: why the review's state is out of step: {moves} "3 moves", {start} a position's text.
                raise BadRequest(_("there is none, and {moves} played from {start}").format(
                    moves=counted(played, "move"), start=repr(start)))
            return begin(page, game, at, opponent)
        # Translators: a field, as a refusal names it ("{what} must be ...").
        kept = mapping(kept, _("the review's state"))
        state = _read(page, game, opponent, kept)
        if state["start"] != start or state["moves"] != played or state["history"] != digest:
            # Translators: why the review's state is out of step: {moves} "3 moves", {start} a position's text.
            raise BadRequest(_("it is not of the {moves} played from {start}").format(moves=counted(played, "move"),
                                                                                    start=repr(start)))
        if state["at"] != here:
            # Translators: why the review's state is out of step: {reached} and {here} positions' texts.
            raise BadRequest(_("it has reached {reached}, not {here}").format(reached=repr(state["at"]), here=repr(here)))
        _consistent(page, state)
        if kept.get("seal") != sealed(state)["seal"]:
            raise BadRequest(_("it is not as this page wrote it"))
    except (ValueError, KeyError, TypeError, IndexError) as error:
        why = error if isinstance(error, ValueError) else _("it is not of the form this page writes")
        # Translators: the review's state the page kept does not fit the game; {why} says why.
        raise OutOfStep(_("the review's state is out of step with the game ({why}): replay the game").format(why=why)) from None
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
        # Translators: why the review's state is out of step: {kept} and {game} games' names in requests.
        raise BadRequest(_("it is a review of {kept}, not of {game}").format(kept=shown(kept["game"]), game=repr(page.name)))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    if mapping(kept["rules"], _("its rules")) != page.rules_of(game):
        raise BadRequest(_("it is a review under other rules"))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    if mapping(kept["opponent"], _("its players")) != opponent:
        raise BadRequest(_("it is a review of other players"))
    players = len(seat_names(page, game, opponent))
    return {"game": page.name, "rules": page.rules_of(game), "opponent": opponent,
            "start": position_read(page, game, kept["start"], _("its start")),
            "at": position_read(page, game, kept["at"], _("its position")),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "moves": whole(kept["moves"], _("its count of moves"), 1, MOST_MOVES - 1),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "history": text(kept["history"], _("its moves' digest")),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "others": whole(kept["others"], _("its count of other seats' moves"), 0, MOST_MOVES),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "low": number(kept["low"], _("its lowest value"), -LARGEST, LARGEST),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "high": number(kept["high"], _("its highest value"), -LARGEST, LARGEST),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "rolls": _yes_no(kept["rolls"], _("whether it has rolls")),
            # Translators: a field, as a refusal names it ("{what} must be ..."); the second ends with a comma.
            "sums": [_sums(mapping(s, _("a player's sums"))) for s in _exactly(kept["sums"], players, _("its sums, one per player,"))],
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "turn": None if kept["turn"] is None else _turn(page, game, mapping(kept["turn"], _("its turn"))),
            "person": None if kept["person"] is None else _person(kept["person"], players)}


def _sums(s) -> dict:
    # Translators: a field, as a refusal names it ("{what} must be ...").
    counts = mapping(s["counts"], _("a player's judgements"))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return {"moves": whole(s["moves"], _("a player's moves"), 0, MOST_MOVES),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "decisions": whole(s["decisions"], _("a player's decisions"), 0, MOST_MOVES),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "forced": whole(s["forced"], _("a player's forced moves"), 0, MOST_MOVES),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "counts": {j: whole(counts[j], _("a count of judgements"), 0, MOST_MOVES) for j in JUDGEMENTS},
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "accuracy": number(s["accuracy"], _("an accuracy summed"), 0, 100 * MOST_MOVES),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "skill": number(s["skill"], _("a skill lost"), 0, LARGEST),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "lost": [number(cost, _("a cost"), 0, LARGEST) for cost in listing(s["lost"], _("a player's costs"), MOST_MOVES)],
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "luck": number(s["luck"], _("a luck"), -LARGEST, LARGEST), "rolls": _yes_no(s["rolls"], _("whether a player rolled"))}


def _turn(page, game, turn) -> dict:
    # Translators: a field, as a refusal names it ("{what} must be ...").
    records = listing(turn["records"], _("its turn's records"), MOST_MOVES)
    if not records:
        raise BadRequest(_("its turn has no records"))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return {"first": whole(turn["first"], _("its turn's first move"), 0, MOST_MOVES - 1),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "number": whole(turn["number"], _("its turn's number"), 1, MOST_MOVES),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "records": [turn_record(page, game, mapping(r, _("a record"))) for r in records]}


def turn_record(page, game, r) -> dict:
    """What a turn's words read of a record, checked, its positions as the game writes them."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return {"player": whole(r["player"], _("a player"), 0, len(page.seats(game)) - 1), "move": text(r["move"], _("a move")),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "total": None if r["total"] is None else whole(r["total"], _("a roll"), 0, 10 ** 9),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "cost": number(r["cost"], _("a cost"), 0, LARGEST), "judgement": choice(r["judgement"], _("a judgement"), JUDGEMENTS),
            "position": position_read(page, game, r["position"], _("a position")),
            "state": position_read(page, game, r["state"], _("a position")),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "best_words": text(r["best_words"], _("a move's words"))}


def _person(person, players) -> list:
    """The last move made at the screen: [its index, its player, its words]."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    person = _exactly(person, 3, _("its last move at the screen"))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return [whole(person[0], _("the index of its last move at the screen"), 0, MOST_MOVES - 1),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            whole(person[1], _("a player"), 0, players - 1), text(person[2], _("a move's words"))]


def position_read(page, game, value, what: str) -> str:
    """A position's text read as a request's (the game's `parse_state`, with the rules' own checks), as the game writes it."""
    return game.state_text(state_named(page, game, text(value, what)))


def _consistent(page, state):
    """Its sums agree with each other and with its moves; else a ValueError names what does not."""
    sums, turn, person = state["sums"], state["turn"], state["person"]
    if sum(s["moves"] for s in sums) + state["others"] != state["moves"]:
        raise BadRequest(_("its players' moves do not add up to its moves"))
    for player, s in enumerate(sums, start=1):
        if sum(s["counts"].values()) != s["decisions"]:
            raise BadRequest(_("player {player}'s judgements do not add up to their decisions").format(player=player))
        if s["decisions"] + s["forced"] > s["moves"]:
            raise BadRequest(_("player {player} has more decisions and forced moves than moves").format(player=player))
        if s["accuracy"] > 100 * s["decisions"] + 1e-6 or not s["decisions"] and (s["accuracy"] or s["skill"]):
            raise BadRequest(_("player {player}'s accuracy or skill lost is more than their decisions hold").format(
                player=player))
        if len(s["lost"]) != s["decisions"] - s["counts"]["best"]:
            raise BadRequest(_("player {player}'s costs are not one for each costly decision").format(player=player))
        if s["luck"] and not s["rolls"] or s["rolls"] and not state["rolls"]:
            raise BadRequest(_("player {player}'s luck is not of rolls it holds").format(player=player))
    if state["low"] > state["high"]:
        raise BadRequest(_("its lowest value is above its highest"))
    if (turn is None) != (page.turn is None):
        raise BadRequest(_("its turn is not one of this game's"))
    if turn is not None:
        records = turn["records"]
        if turn["first"] + len(records) != state["moves"] or turn["number"] > turn["first"] + 1:
            raise BadRequest(_("its turn does not end at its last move"))
        if len({r["player"] for r in records}) != 1:
            raise BadRequest(_("its turn is more than one player's"))
        if [r["position"] for r in records[1:]] + [state["at"]] != [r["state"] for r in records]:
            raise BadRequest(_("its turn's moves do not lead one to the next and to its position"))
    if person is not None and person[0] >= state["moves"]:
        raise BadRequest(_("its last move at the screen is past its moves"))


def _exactly(value, count: int, what: str) -> list:
    entries = listing(value, what, count)
    if len(entries) != count:
        # Translators: why the review's state is out of step: {what} a field, {count} and {given} counts of entries.
        raise BadRequest(_("{what} must be a list of {count} entries, not {given}").format(what=what, count=count,
                                                                                        given=len(entries)))
    return entries


def _yes_no(value, what: str) -> bool:
    if not isinstance(value, bool):
        # Translators: why the review's state is out of step: {what} a field, {value} what it holds.
        raise BadRequest(_("{what} is true or false, not {value}").format(what=what, value=shown(value)))
    return value
