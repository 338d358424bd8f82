"""The drill's requests: the page's store of your costly decisions (its text, as the browser keeps
it) read, changed and written back by stb.drill, and what is due now; also which decisions of a
game's records are costly (the page's "Retry your mistakes"). Every card is kept in its game's own
canonical form (rules with their defaults, the state's text as the game writes it), so that one
position is one card however a request spells it."""

from stb import drill
from stb.fields import BadRequest, flag, listing, mapping, number, shown, text, whole
from stb.bridge.games import page_of
from stb.games import GAMES
from stb.bridge.position import position
from stb.game import CHANCE

LONGEST_STORE = 500_000
"""The longest store's text read (CAP cards of the longest positions, with their histories)."""


def drill_request(request) -> dict:
    """Read the request's store of its game ({"store": text, "now": ms}), apply what it asks
    ("missed": [positions], "played": [records] of its "rules" and "opponent", of which the costly are
    missed, "answer": {rules, state, right}, "finished": accuracy, "merge": text, "clear": true), and
    answer with the store's text, what is due, and what reading or changing the store left out, in
    sentences; with "records", also which of them are costly (by their index). A store this version
    cannot read is answered as it was sent, unchanged ("readable": false), until "clear" asks."""
    name = request.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(f"unknown game {shown(name)} (choose from {', '.join(GAMES)})")
    now = whole(request.get("now"), "the time", 0, drill.LATEST)
    kept = request.get("store")
    if kept is not None and not isinstance(kept, str):
        raise BadRequest(f"the store must be a text, not {shown(kept)}")
    try:
        store, message = (drill.Store(name), "") if flag(request.get("clear", False), "clear") else _read(kept, name, now)
    except drill.Unreadable as why:
        return _kept_as_it_was(request, kept, f"Your saved mistakes could not be read ({why}): they are kept as they were")
    store, notes = _changed(store, request, name, now)
    return {"store": drill.text(store), "message": " ".join(note for note in [message, *notes] if note), "readable": True,
            **summary(store, now), **_costly(request.get("records"))}


def _kept_as_it_was(request, kept, unread: str) -> dict:
    """The answer on a store this version cannot read: its text as sent, nothing due, and nothing
    changed in it (an import refused)."""
    if request.get("merge") is not None:
        raise BadRequest(f"{unread}, and nothing is imported beside them")
    return {"store": kept, "message": f"{unread}, and new ones are not saved beside them.", "readable": False,
            **summary(drill.Store(request["game"]), request["now"]), **_costly(request.get("records"))}


def _changed(store: drill.Store, request, name, now) -> tuple[drill.Store, list[str]]:
    """The store after the changes the request asks, and what they left out, in sentences."""
    notes = []
    if request.get("merge") is not None:
        try:
            imported, trouble = _read(text(request["merge"], "the file", LONGEST_STORE), name, now)
        except drill.Unreadable as why:
            raise BadRequest(f"that file holds no positions of {GAMES[name].title} this page can read ({why})") from None
        store, words = drill.merged(store, imported)
        notes += [words, trouble and f"The file: {trouble}"]
    if request.get("missed") is not None:
        missed = listing(request["missed"], "the positions missed", drill.CAP)
        store, words = drill.missed(store, [_position(name, mapping(p, "a position missed")) for p in missed], now)
        notes.append(words)
    if request.get("played") is not None:  # records of one game, its rules and players the request's
        played = [mapping(r, "a record") for r in listing(request["played"], "the moves played", drill.CAP)]
        store, words = drill.missed(store, [_position(name, {**request, "state": r.get("position")}) for r in played
                                            if drill.costly(r)], now)
        notes.append(words)
    if request.get("answer") is not None:
        answer = mapping(request["answer"], "the answer")
        rules, _, state = _position(name, {"rules": answer.get("rules"), "state": answer.get("state")})
        store = drill.answer(store, rules, state, flag(answer.get("right"), "right"), now)
    if request.get("finished") is not None:
        store = drill.finished(store, number(request["finished"], "the accuracy", 0, 100), now)
    return store, notes


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
    """A store's text read (see stb.drill.read), its cards positions of the game in its own form."""
    if kept is not None and len(kept) > LONGEST_STORE:
        raise drill.Unreadable(f"it is longer than the {LONGEST_STORE:,} characters read")
    return drill.read(kept, name, now, lambda card: _readable(name, card))


def _position(name, fields):
    """A position, as a card names it (rules, opponent, state), in its game's own form."""
    card = _canonical(name, drill.Card(mapping(fields.get("rules"), "the rules"), mapping(fields.get("opponent"), "the opponent"),
                                       text(fields.get("state"), "a position")))
    return card.rules, card.opponent, card.state


def _canonical(name, card: drill.Card) -> drill.Card:
    """The card with its rules, players and position as its game writes them; a ValueError when
    the game does not read them, or they name no choice to drill (the game over, dice to roll, one
    move only)."""
    page = page_of(name, card.rules)
    game, state, opponent = position(page, {"rules": card.rules, "state": card.state, "opponent": card.opponent})
    if game.is_terminal(state) or game.to_move(state) == CHANCE or len(game.actions(state)) < 2:
        raise BadRequest(f"{card.state!r:.60} is not a position with a choice to make")
    return card._replace(rules=page.rules_of(game), opponent=opponent, state=game.state_text(state))


def _readable(name, card: drill.Card) -> drill.Card | None:
    """The card as `_canonical` writes it, or None when it is not one to drill."""
    try:
        return _canonical(name, card)
    except (ValueError, TypeError, KeyError):
        return None
