"""The drill's requests: the page's store of your costly decisions (its text, as the browser keeps
it) read, changed and written back by stb.drill, and what is due now; also which decisions of a
game's records are costly (the page's "Retry your mistakes")."""

from stb import drill
from stb.fields import BadRequest, flag, listing, mapping, number, shown, text, whole
from stb.bridge.games import page_of
from stb.games import GAMES
from stb.bridge.position import position

LONGEST_STORE = 500_000
"""The longest store's text read (CAP cards of the longest positions, with their histories)."""


def drill_request(request) -> dict:
    """Read the request's store of its game ({"store": text, "now": ms}), apply what it asks
    ("missed": [positions], "played": [records] of its "rules" and "opponent", of which the costly are
    missed, "answer": {rules, state, right}, "finished": accuracy, "merge": text, "clear": true), and answer with the store's text, what is due, and a message when the store
    could not be read; with "records", also which of them are costly (by their index)."""
    name = request.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(f"unknown game {shown(name)} (choose from {', '.join(GAMES)})")
    now = whole(request.get("now"), "the time", 0, drill.LATEST)
    store, trouble = _read(request.get("store"), name, now)
    message = trouble
    if flag(request.get("clear", False), "clear"):
        store = drill.Store(name)
    if request.get("merge") is not None:
        imported, trouble = drill.read(text(request["merge"], "the file", LONGEST_STORE), name, now, lambda card: _valid(name, card))
        if trouble and not imported.cards:
            raise BadRequest(f"that file holds no positions of {GAMES[name].title} this page can read")
        store = drill.merged(store, imported)
        message = f"Imported {len(imported.cards)} position{'' if len(imported.cards) == 1 else 's'}. {trouble}".strip()
    if request.get("missed") is not None:
        missed = listing(request["missed"], "the positions missed", drill.CAP)
        store = drill.missed(store, [_position(name, mapping(p, "a position missed")) for p in missed], now)
    if request.get("played") is not None:  # records of one game, its rules and players the request's
        played = [mapping(r, "a record") for r in listing(request["played"], "the moves played", drill.CAP)]
        store = drill.missed(store, [_position(name, {**request, "state": r.get("position")}) for r in played if drill.costly(r)], now)
    if request.get("answer") is not None:
        answer = mapping(request["answer"], "the answer")
        store = drill.answer(store, mapping(answer.get("rules"), "the rules"), text(answer.get("state"), "a position"),
                             flag(answer.get("right"), "right"), now)
    if request.get("finished") is not None:
        store = drill.finished(store, number(request["finished"], "the accuracy", 0, 100), now)
    return {"store": drill.text(store), "message": message, **summary(store, now), **_costly(request.get("records"))}


def summary(store: drill.Store, now: int) -> dict:
    """What the page shows of a store: the cards due now in order, how many are kept and solved,
    when the next comes due, and the histories for the progress chart."""
    due = drill.due(store, now)
    later = [card.due for card in store.cards if card.due > now]
    return {"due": [{"rules": c.rules, "opponent": c.opponent, "state": c.state, "box": c.box} for c in due],
            "kept": len(store.cards), "solved": drill.solved(store), "next_due": min(later, default=None),
            "games": [list(g) for g in store.games], "answers": [list(a) for a in store.answers], "cap": drill.CAP}


def _costly(records) -> dict:
    if records is None:
        return {}
    records = listing(records, "the records", 10_000)
    return {"costly": [i for i, record in enumerate(records) if isinstance(record, dict) and drill.costly(record)]}


def _read(kept, name, now) -> tuple[drill.Store, str]:
    """A store's text read (see stb.drill.read), its cards only positions the game reads."""
    if kept is not None and (not isinstance(kept, str) or len(kept) > LONGEST_STORE):
        return drill.Store(name), f"Your saved mistakes were reset: they are not a text of at most {LONGEST_STORE:,} characters."
    return drill.read(kept, name, now, lambda card: _valid(name, card))


def _position(name, fields):
    """A position missed, as a card names it (rules, opponent, state), once its game reads it."""
    card = drill.Card(mapping(fields.get("rules"), "the rules"), mapping(fields.get("opponent"), "the opponent"),
                      text(fields.get("state"), "a position"))
    if not _valid(name, card):
        raise BadRequest(f"{card.state!r:.60} is not a position of these rules")
    return card.rules, card.opponent, card.state


def _valid(name, card: drill.Card) -> bool:
    """Whether the game reads the card's rules, players and position."""
    try:
        position(page_of(name, card.rules), {"rules": card.rules, "state": card.state, "opponent": card.opponent})
    except (ValueError, TypeError, KeyError):
        return False
    return True
