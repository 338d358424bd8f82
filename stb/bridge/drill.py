"""The drill's requests: the page's store of your costly decisions (its text, as the browser keeps
it) read, changed and written back by stb.drill, and what is due now; also which decisions of a
game's records are costly (the page's "Retry your mistakes"). Every card is kept in its game's own
canonical form (rules with their defaults, the state's text as the game writes it), so that one
position is one card however a request spells it. A store is one person's: the page keeps one per
game for you and one per named player between two people (`owners`). A store is changed on the
text it was read from: the page writes the answer back only if the store still holds that text, and
otherwise asks again (a play's answer says how: `again`)."""

from datetime import datetime, timezone

from stb import drill
from stb.fields import EXACT, BadRequest, choice, flag, listing, mapping, number, shown, text, whole
from stb.bridge.games import game_title, page_of, unknown_game
from stb.games import GAMES
from stb.bridge.position import names as seat_names, position, state_named
from stb.game import CHANCE
from stb.i18n import _, n_, number as said_number, percent
from stb.words import PLAYER, YOU, lowered


def drill_request(request) -> dict:
    """Read the request's store of its game ({"store": text, "now": ms}), apply what it asks, and answer
    with the store's text, what is due, and what reading or changing the store left out, in sentences.
    The changes: "missed": [positions] (the tutor's catches); "played": [records] of its "rules" and
    "opponent", of which the costly are missed, with "game_id" (the page's id of the game) and "at"
    (each record's move index there), so that "taken_back": {"game_id", "moves"} undoes the misses of
    the moves taken back; "answer": {rules, state, grade: "right", "close" or "missed"}; "finished": an accuracy (with "game_id":
    once per game); "delete": {rules, state} (answered with the card "removed", a store's text, for
    Undo); "merge" or "restore": a store's text (imported, or brought back by Undo); "clear": true
    (every card this version reads, and the charts; the cards it cannot read stay). With "list": true,
    every card with its words and when it is due; with "records", which of them are costly (by their
    index). A store this version cannot read is answered as it was sent, unchanged ("readable":
    false), until "clear" asks; the cards it cannot read are kept as they were (`summary`'s "unread").
    "owner" names whose store it is ("" or none: yours), for the words of its progress charts."""
    name = request.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(unknown_game(name))
    now = clock(request.get("now"))
    kept = request.get("store")
    if kept is not None and not isinstance(kept, str):
        # Translators: a refusal: the drill's store (the text the browser keeps) is not a text; {value} what it is.
        raise BadRequest(_("the store must be a text, not {value}").format(value=shown(kept)))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    clear = flag(request.get("clear", False), _("clear"))
    try:
        store, message = _read(kept, name, now)
    except drill.Unreadable as why:
        if not clear:
            # Translators: the drill's positions saved in the browser could not be read; {why} says why.
            unread = _("Your saved mistakes could not be read ({why}): they are kept as they were").format(why=why)
            return _kept_as_it_was(request, kept, unread)
        store = drill.Store(name)
    if clear:
        store, message = drill.Store(name, unread=store.unread), ""
    store, notes, removed = _changed(store, request, name, now)
    return {"store": drill.text(store), "message": " ".join(note for note in [message, *notes] if note), "readable": True,
            **summary(store, now, owner_of(request)), **_costly(request.get("records")), **_listed(request, store, now),
            **({"removed": removed} if request.get("delete") is not None else {})}


LATEST_YEAR = datetime.fromtimestamp(drill.LATEST // 1000, timezone.utc).year


class ClockOutside(BadRequest):
    """This device's clock is outside the times a store keeps (1970 to LATEST_YEAR)."""


def clock(now) -> int:
    """The page's clock (ms since 1970) as a store keeps times; a clock outside them is said in words."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    moment = whole(now, _("the time"), -EXACT, EXACT)
    if not 0 <= moment <= drill.LATEST:
        if moment < 0:
            # Translators: the device's clock is set before 1970, which the drill's times cannot hold.
            raise ClockOutside(_("This device's clock reads before 1970, outside the times the drill keeps: your saved "
                                 "mistakes stay as they are, and come back once the clock is set right"))
        # Translators: the device's clock is set past the year {year}, which the drill's times cannot hold.
        raise ClockOutside(_("This device's clock reads after the year {year}, outside the times the drill keeps: your "
                             "saved mistakes stay as they are, and come back once the clock is set right").format(year=LATEST_YEAR))
    return moment


def changed(asked: dict, owner: str) -> dict:
    """A person's store changed as `asked` (a game_drill request) for a play or a replay: the answer,
    whose store it is, and `again`, the change to ask of game_drill on the store's text should another
    tab of the page have changed it meanwhile. Where this device's clock is outside the times a store
    keeps, nothing is changed, and the answer says why ({"ok": false, "error"})."""
    try:
        answer = drill_request({**asked, "owner": owner})
    except ClockOutside as why:
        return {"ok": False, "error": str(why), "owner": owner}
    return {**answer, "owner": owner, "again": {field: value for field, value in asked.items() if field not in ("game", "store")}}


def taken_back(page, game, opponent, store: dict, moves: int) -> dict:
    """A person's store ({"store", "now", "owner", "game_id"}) once the game `game_id` is taken back
    to its first `moves` moves: the misses its moves taken back made are undone (stb.drill.taken_back)."""
    back = {"game_id": store.get("game_id"), "moves": moves}
    return changed({"game": page.name, "store": store.get("store"), "now": store.get("now"), "taken_back": back},
                   # Translators: a field, as a refusal names it ("{what} must be ...").
                   text(store.get("owner") or "", _("the drill's owner"), 100))


def _kept_as_it_was(request, kept, unread: str) -> dict:
    """The answer on a store this version cannot read: its text as sent, nothing due, and nothing
    changed in it (an import refused)."""
    if request.get("merge") is not None:
        # Translators: after "Your saved mistakes could not be read (...): they are kept as they were" ({unread}).
        raise BadRequest(_("{unread}, and nothing is imported beside them").format(unread=unread))
    if request.get("restore") is not None or request.get("delete") is not None:
        # Translators: after "Your saved mistakes could not be read (...): they are kept as they were" ({unread}).
        raise BadRequest(_("{unread}, and nothing is changed in them").format(unread=unread))
    # Translators: after "Your saved mistakes could not be read (...): they are kept as they were" ({unread}).
    message = _("{unread}, and new ones are not saved beside them.").format(unread=unread)
    return {"store": kept, "message": message, "readable": False,
            **summary(drill.Store(request["game"]), request["now"], owner_of(request)), **_costly(request.get("records")),
            **_listed(request, drill.Store(request["game"]), request["now"])}


def _changed(store: drill.Store, request, name, now) -> tuple[drill.Store, list[str], str | None]:
    """The store after the changes the request asks, what they left out, in sentences, and the card
    deleted (a store's text of it alone, for Undo; None when none was)."""
    notes, removed = [], None
    for field, restored in (("merge", False), ("restore", True)):
        if request.get(field) is not None:
            store, words = _merged(store, request[field], name, now, restored)
            notes.append(words)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    game_id = None if request.get("game_id") is None else whole(request["game_id"], _("the game's id"), 0, drill.LATEST_GAME)
    if request.get("taken_back") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        back = mapping(request["taken_back"], _("what was taken back"))
        # Translators: a field, as a refusal names it ("{what} must be ...").
        store = drill.taken_back(store, whole(back.get("game_id"), _("the game's id"), 0, drill.LATEST_GAME),
                                 # Translators: a field, as a refusal names it ("{what} must be ...").
                                 whole(back.get("moves"), _("the moves kept"), 0, drill.MOST_MOVES))
    if request.get("missed") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        missed = listing(request["missed"], _("the positions missed"), drill.CAP)
        # Translators: a field, as a refusal names it ("{what} must be ...").
        store, words = drill.missed(store, [_position(name, mapping(p, _("a position missed"))) for p in missed], now)
        notes.append(words)
    if request.get("played") is not None:  # records of one game, its rules and players the request's
        store, words = _played(store, request, name, now, game_id)
        notes.append(words)
    if request.get("answer") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        answer = mapping(request["answer"], _("the answer"))
        rules, _opponent, state = _position(name, {"rules": answer.get("rules"), "state": answer.get("state")})
        # Translators: a field, as a refusal names it ("{what} must be ...").
        store = drill.answer(store, rules, state, choice(answer.get("grade"), _("the grade"), drill.GRADED), now)
    if request.get("finished") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        store = drill.finished(store, number(request["finished"], _("the accuracy"), 0, 100), now, game_id)
    if request.get("delete") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        gone = mapping(request["delete"], _("the position deleted"))
        rules, _opponent, state = _position(name, {"rules": gone.get("rules"), "state": gone.get("state")})
        store, card = drill.deleted(store, rules, state)
        removed = None if card is None else drill.text(drill.Store(name, cards=(card,)))
    return store, notes, removed


def _merged(store: drill.Store, kept, name, now, restored) -> tuple[drill.Store, str]:
    """The store with a file's (or, for Undo, a store's) cards and histories added, and what was added;
    refused where the store's text would grow past what is read."""
    try:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        other, trouble = _read(text(kept, _("the file"), drill.LONGEST_STORE), name, now)
    except drill.Unreadable as why:
        # Translators: a drill's file refused: {game} the game's title, {why} why it could not be read.
        raise BadRequest(_("that file holds no positions of {game} this page can read ({why})").format(
            game=game_title(name), why=why)) from None
    together, words = drill.merged(store, other, restored)
    if len(drill.text(together)) > drill.LONGEST_STORE:
        # Translators: a drill's file refused: the drill and the file together are longer than {count} characters.
        raise BadRequest(_("your saved mistakes and that file together are longer than the {count} characters read").format(
            count=said_number(drill.LONGEST_STORE)))
    # Translators: what reading a drill's file left out ({trouble}: "2 positions saved twice were kept once.").
    return together, " ".join(note for note in [words, trouble and _("The file: {trouble}").format(trouble=trouble)] if note)


def _played(store: drill.Store, request, name, now, game_id) -> tuple[drill.Store, str]:
    """The store with the costly records of a game played missed: with "game_id" and "at" (each
    record's move index), each remembers its move, so that taking it back undoes it."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    played = [mapping(r, _("a record")) for r in listing(request["played"], _("the moves played"), drill.CAP)]
    # Translators: a field, as a refusal names it ("{what} must be ...").
    at = listing(request["at"], _("the moves' indices"), drill.CAP) if game_id is not None else []
    if game_id is not None and len(at) != len(played):
        raise BadRequest(_("the moves' indices name one move for each record played"))
    positions = [(*_position(name, {**request, "state": record.get("position")}),
                  # Translators: a field, as a refusal names it ("{what} must be ...").
                  *([whole(at[i], _("a move's index"), 0, drill.MOST_MOVES)] if game_id is not None else []))
                 for i, record in enumerate(played) if drill.costly(record)]
    return drill.missed(store, positions, now, game_id)


def summary(store: drill.Store, now: int, owner: str = "") -> dict:
    """What the page shows of `owner`'s store: the cards due now in order, how many are kept and
    solved, when the next comes due, the histories for the progress chart (with its words), and the
    cards this version cannot read ("unread": how many, in words, and alone in a store's text, to
    download; None: none)."""
    due = drill.due(store, now)
    later = sorted(card.due for card in store.cards if card.due > now)
    unread = {"count": len(store.unread), "message": drill.unread_words(len(store.unread)), "text": drill.unread_text(store)}
    return {"due": [{"rules": c.rules, "opponent": c.opponent, "state": c.state, "box": c.box} for c in due],
            "kept": len(store.cards), "solved": drill.solved(store), "next_due": min(later, default=None), "later": later,
            "games": [list(g) for g in store.games], "answers": [list(a) for a in store.answers], "cap": drill.CAP,
            "unread": unread if store.unread else None, "progress": progress_words(store, owner)}


def owner_of(request) -> str:
    """Whose store a request reads: "" yours, or a player's (the game's label for the seat, stb.bridge.drill.owners)."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return text(request.get("owner") or "", _("the drill's owner"), 100)


def progress_words(store: drill.Store, owner: str) -> dict:
    """The words of the progress charts of `owner`'s store: each chart's caption and its accessible
    name, with the accuracy of every game charted."""
    games, answers = store.games, store.answers
    values = {"count": said_number(len(games)), "player": _(owner) if owner else "",
              "accuracies": ", ".join(percent(accuracy, 1) for _time, accuracy, _id in games)}
    if not games:
        # Translators: the caption of the chart of accuracy game by game, before any game of yours (a player's) ended
        caption = _("{player}'s accuracy: no game finished yet") if owner else _("Your accuracy: no game finished yet")
    elif owner:
        # Translators: the caption of the chart of a player's accuracy game by game, over the last {count} games
        caption = _("{player}'s accuracy, game by game (last {count})")
    else:
        # Translators: the caption of the chart of your accuracy game by game, over the last {count} games
        caption = _("Your accuracy, game by game (last {count})")
    if owner:
        # Translators: the chart of a player's accuracy game by game, as a screen reader names it: {accuracies} each
        # game's accuracy, apart by commas ("55.0 %, 61.2 %")
        label = n_("{player}'s accuracy in the last {count} game: {accuracies}",
                   "{player}'s accuracy in the last {count} games: {accuracies}", len(games))
    else:
        # Translators: the chart of your accuracy game by game, as a screen reader names it: {accuracies} each game's
        # accuracy, apart by commas ("55.0 %, 61.2 %")
        label = n_("Your accuracy in the last {count} game: {accuracies}",
                   "Your accuracy in the last {count} games: {accuracies}", len(games))
    if not answers:
        # Translators: the caption of the chart of how many saved positions are answered right, before any answer
        answered = {"answers_caption": _("Saved mistakes answered right: none answered yet"), "answers_label": None}
    else:
        # Translators: the caption of the chart of how many saved positions are answered right, after each answer
        answered = {"answers_caption": _("Saved mistakes you now answer right, after each answer"),
                    # Translators: that chart, as a screen reader names it: {count} how many are answered right now
                    "answers_label": _("Saved mistakes answered right: {count} now").format(count=said_number(answers[-1][1]))}
    return {"games_caption": caption.format(**values), "games_label": label.format(**values) if games else None, **answered}


def _listed(request, store: drill.Store, now) -> dict:
    """With "list": true, every card of the store, due first, as the list of your positions shows it:
    its position in words, its box, when it is due, its answers right and wrong."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    if not flag(request.get("list", False), _("list")):
        return {}
    cards = drill.due(store, now) + sorted((c for c in store.cards if c.due > now), key=lambda c: c.due)
    return {"cards": [{"rules": c.rules, "opponent": c.opponent, "state": c.state, "words": card_words(request["game"], c),
                       "box": c.box, "due": c.due, "right": c.right, "wrong": c.wrong} for c in cards]}


def card_words(name, card: drill.Card) -> str:
    """A card's position in words: its game's title (its rules) and where play stands."""
    page = page_of(name, card.rules)
    game = page.make(card.rules)
    # Translators: a drill's position in its list: {game} the game's title (and its rules), {where} where play stands.
    return _("{game}: {where}").format(game=page.title(game), where=lowered(page.where(game, state_named(page, game, card.state))))


def owners(page, game, opponent) -> list[str | None]:
    """Whose store each seat's decisions go to: yours ("") alone or against the computer, a player's
    own (by the game's label for the seat, never translated) between two people at the screen, none
    (None) for the computer's seats."""
    return ["" if seat.role == YOU else seat.label if seat.role == PLAYER else None
            for seat in seat_names(page, game, opponent)]


def _costly(records) -> dict:
    if records is None:
        return {}
    # Translators: a field, as a refusal names it ("{what} must be ...").
    records = listing(records, _("the records"), 10_000)
    return {"costly": [i for i, record in enumerate(records) if isinstance(record, dict) and drill.costly(record)]}


def _read(kept, name, now) -> tuple[drill.Store, str]:
    """A store's text read (see stb.drill.read), its cards positions of the game in its own form."""
    if kept is not None and len(kept) > drill.LONGEST_STORE:
        # Translators: why the drill's positions could not be read: longer than {count} characters.
        raise drill.Unreadable(_("it is longer than the {count} characters read").format(count=said_number(drill.LONGEST_STORE)))
    return drill.read(kept, name, now, lambda card: _readable(name, card))


def _position(name, fields):
    """A position, as a card names it (rules, opponent, state), in its game's own form."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    card = _canonical(name, drill.Card(mapping(fields.get("rules"), _("the rules")), mapping(fields.get("opponent"), _("the opponent")),
                                       # Translators: a field, as a refusal names it ("{what} must be ...").
                                       text(fields.get("state"), _("a position"))))
    return card.rules, card.opponent, card.state


def _canonical(name, card: drill.Card) -> drill.Card:
    """The card with its rules, players and position as its game writes them; a ValueError when
    the game does not read them, or they name no choice to drill (the game over, dice to roll, one
    move only)."""
    page = page_of(name, card.rules)
    game, state, opponent = position(page, {"rules": card.rules, "state": card.state, "opponent": card.opponent})
    if game.is_terminal(state) or game.to_move(state) == CHANCE or len(game.actions(state)) < 2:
        # Translators: a refusal: {position} a position's text, where no choice is to be made.
        raise BadRequest(_("{position} is not a position with a choice to make").format(position=f"{card.state!r:.60}"))
    return card._replace(rules=page.rules_of(game), opponent=opponent, state=game.state_text(state))


def _readable(name, card: drill.Card) -> drill.Card | None:
    """The card as `_canonical` writes it, or None when it is not one to drill."""
    try:
        return _canonical(name, card)
    except (ValueError, TypeError, KeyError):
        return None
