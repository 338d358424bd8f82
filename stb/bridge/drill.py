"""The drill's requests: the page's store of your costly decisions (its text, as the browser keeps
it) read, changed and written back by stb.drill, and what is due now; also which decisions of a
game's records are costly (the page's "Retry your mistakes"). Every card is kept in its game's own
canonical form (rules with their defaults, the state's text as the game writes it), so that one
position is one card however a request spells it. A store is one person's: the page keeps one per
game for you and one per named player between two people (`owners`). A store is changed on the
text it was read from: the page writes the answer back only if the store still holds that text, and
otherwise asks again (a play's answer says how: `again`). With "list", the answer says the store in
the words Practice shows it in, whole, for its owner: yours, or a named player's ("owner"). Retry's
questions and how they went, and Practice's running count, are said here too (stb.bridge.practice)."""

from datetime import datetime, timezone

from stb import drill
from stb.fields import EXACT, BadRequest, choice, flag, listing, mapping, number, shown, text, whole
from stb.bridge import practice
from stb.bridge.games import game_title, page_of, unknown_game
from stb.bridge.words import whose_values
from stb.games import GAMES
from stb.bridge.position import names as seat_names, position, state_named
from stb.game import CHANCE
from stb.i18n import _, n_, number as said_number, percent
from stb.words import PLAYER, YOU, Seat, lowered, name as seat_name


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
    Words only: "retry" (a game's costly records), "retried" (how Retry's questions went) and "stats"
    (Practice's running count), see `_questions`. "owner" names whose store it is ("" or none: yours),
    for the words Practice and its progress charts show it in."""
    name = request.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise BadRequest(unknown_game(name))
    now = clock(request.get("now"))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    owner = text(request.get("owner") or "", _("the drill's owner"), 100)
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
            return _kept_as_it_was(request, kept, unread, owner)
        store = drill.Store(name)
    if clear:
        store, message = drill.Store(name, unread=store.unread), _whose(
            # Translators: said after Clear, with Undo beside it: your saved positions and charts cleared.
            owner, _("Cleared your saved mistakes of this game and both charts."),
            # Translators: said after Clear, with Undo beside it: a named player's ({player}) cleared.
            _("Cleared {player}'s saved mistakes of this game and both charts."))
    store, notes, removed = _changed(store, request, name, now)
    return {"store": drill.text(store), "message": " ".join(note for note in [message, *notes] if note), "readable": True,
            **summary(store, now, owner), **_costly(request.get("records")), **_listed(request, store, now, owner),
            **_questions(request, name), **({"removed": removed} if request.get("delete") is not None else {})}


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
    asked = {**asked, "owner": owner}
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


def _kept_as_it_was(request, kept, unread: str, owner: str) -> dict:
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
            **summary(drill.Store(request["game"]), request["now"], owner), **_costly(request.get("records")),
            **_listed(request, drill.Store(request["game"]), request["now"], owner, readable=False),
            **_questions(request, request["game"])}


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
        if card is not None:
            # Translators: said after a position of the drill is deleted, with Undo beside it; {position} its words.
            notes.append(_("Deleted: {position}.").format(position=card_words(name, card)))
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
    download, with the link's words; None: none)."""
    due = drill.due(store, now)
    later = sorted(card.due for card in store.cards if card.due > now)
    # Translators: the link to download the saved positions this version of the page cannot read, as they were kept.
    download = n_("Download it as it was kept", "Download them as they were kept", len(store.unread))
    unread = {"count": len(store.unread), "message": drill.unread_words(len(store.unread)), "text": drill.unread_text(store),
              "download": download}
    return {"due": [{"rules": c.rules, "opponent": c.opponent, "state": c.state, "box": c.box} for c in due],
            "kept": len(store.cards), "solved": drill.solved(store), "next_due": min(later, default=None), "later": later,
            "games": [list(g) for g in store.games], "answers": [list(a) for a in store.answers], "cap": drill.CAP,
            "unread": unread if store.unread else None, "progress": progress_words(store, owner)}


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


def _listed(request, store: drill.Store, now, owner: str, readable: bool = True) -> dict:
    """With "list": true, every card of the store, due first, as the list of your positions shows it
    (its position in words, its box, when it is due and in words, its answers right and wrong), and
    the words Practice shows the store in for its `owner` ("panel", see `_panel`); with "owners" (the
    stores' owners Practice offers), their names ("owner_names": "Yours", "Player 1")."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    if not flag(request.get("list", False), _("list")):
        return {}
    cards = drill.due(store, now) + sorted((c for c in store.cards if c.due > now), key=lambda c: c.due)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    owners = listing(request.get("owners"), _("the owners"), 100)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    owners = [text(other, _("the drill's owner"), 100) for other in owners]
    return {"cards": [{"rules": c.rules, "opponent": c.opponent, "state": c.state, "words": card_words(request["game"], c),
                       "box": c.box, "due": c.due, "when": _when(c, now), "right": c.right, "wrong": c.wrong} for c in cards],
            "panel": _panel(store, now, owner, readable),
            **({"owner_names": [_owner_name(other) for other in owners]} if owners else {})}


def _panel(store: drill.Store, now: int, owner: str, readable: bool) -> dict:
    """The words Practice shows a store in, whole, for its owner ("" yours, or a named player's), as
    the clock reads `now`: its line (how many are due, kept and solved, and when the next comes back),
    the heading of its list, what Export, Clear and Undo say, the start of its charts' captions
    ("whose"), the heading of a question of its ("due", "asked"); and when the first of them reads
    otherwise ("until", ms; None: never, no card waits)."""
    due, later = len(drill.due(store, now)), sorted(card.due for card in store.cards if card.due > now)
    if not store.cards:
        # Translators: the drill's line in Practice while no position is saved.
        line = _("No saved mistakes yet: the mistakes and blunders of your games are kept here.")
    else:
        # Translators: the drill's line in Practice: {count} and {due} the positions due now, {kept} those kept, {cap}
        # the most kept, {solved} those answered right last time: "Your mistakes (1): 1 due now of 2 kept (at most 200),
        # 0 answered right last time."; each of {due}, {kept} and {solved} a count with its words.
        line = _whose(owner, _("Your mistakes ({count}): {due} of {kept} (at most {cap}), {solved}."),
                      # Translators: as "Your mistakes ({count}): ...", a named player's ({player}).
                      _("{player}'s mistakes ({count}): {due} of {kept} (at most {cap}), {solved}."),
                      count=said_number(due), cap=said_number(drill.CAP),
                      # Translators: in the drill's line, {count} positions due now ("1 due now of 2 kept").
                      due=n_("{count} due now", "{count} due now", due).format(count=said_number(due)),
                      # Translators: in the drill's line, {count} positions kept ("1 due now of 2 kept").
                      kept=n_("{count} kept", "{count} kept", len(store.cards)).format(count=said_number(len(store.cards))),
                      # Translators: in the drill's line, {count} positions whose last answer was right.
                      solved=n_("{count} answered right last time", "{count} answered right last time",
                                drill.solved(store)).format(count=said_number(drill.solved(store))))
        if not due and later:
            # Translators: after the drill's line when nothing is due: {when} how long until the next ("in 3 minutes").
            line += " " + _("The next comes back {when}.").format(when=back_in(later[0], now)[0])
    if readable:
        # Translators: Clear's question: the {count} positions kept and the two progress charts are cleared.
        clear = n_("Clear the {count} position kept and both charts? Undo brings them back.",
                   "Clear the {count} positions kept and both charts? Undo brings them back.",
                   len(store.cards)).format(count=said_number(len(store.cards)))
    else:
        # Translators: Clear's question on saved positions this version of the page could not read.
        clear = _("Clear the store that could not be read and both charts? Undo brings them back.")
    if store.unread:
        # Translators: after Clear's question, on the saved positions this version of the page cannot read.
        clear += " " + _("The positions this version of the page cannot read stay as they were.")
    seat = Seat(PLAYER, owner) if owner else Seat(YOU)
    return {"line": line, "clear": clear, "whose": whose_values(seat),
            # Translators: the heading of the list of your saved positions: {count} of them.
            "positions": _whose(owner, _("Your positions ({count})"),
                                # Translators: the heading of the list of a named player's ({player}) saved positions.
                                _("{player}'s positions ({count})"), count=said_number(len(store.cards))),
            # Translators: said after Export: {count} positions saved to a file.
            "exported": n_("Exported {count} position.", "Exported {count} positions.",
                           len(store.cards)).format(count=said_number(len(store.cards))),
            # Translators: said after Undo of Clear: your saved positions are back.
            "undone": _whose(owner, _("Undone: your saved mistakes are back as they were."),
                             # Translators: said after Undo of Clear: a named player's ({player}) saved positions are back.
                             _("Undone: {player}'s saved mistakes are back as they were.")),
            # Translators: after a question of Practice: it is a saved position of yours, due now.
            "due": _whose(owner, _("One of your costly decisions, due now."),
                          # Translators: after a question of Practice: a saved position of a named player's ({player}), due now.
                          _("One of {player}'s costly decisions, due now.")),
            # Translators: after a question of Practice: a saved position of yours, asked from the list.
            "asked": _whose(owner, _("One of your costly decisions, asked now."),
                            # Translators: after a question of Practice: a named player's ({player}), asked from the list.
                            _("One of {player}'s costly decisions, asked now.")),
            "until": min((back_in(time, now)[1] for time in later), default=None)}


def _whose(owner: str, yours: str, players: str, **values) -> str:
    """The message for a store's owner, its values put in: `yours`, or a named player's ({player} their name)."""
    return players.format(player=seat_name(Seat(PLAYER, owner)), **values) if owner else yours.format(**values)


def _owner_name(owner: str) -> str:
    """Whose store, as Practice's menu names it: "Yours", or a named player ("Player 1")."""
    # Translators: Practice's menu of whose saved mistakes to practise: yours.
    return seat_name(Seat(PLAYER, owner)) if owner else _("Yours")


def _when(card: drill.Card, now: int) -> str:
    """When a card of the list comes back, and its answers so far, in words."""
    if card.due <= now:
        # Translators: a saved position in the list: due now, answered right {right} times and missed {wrong} times.
        return _("due now · right {right}, missed {wrong}").format(right=said_number(card.right), wrong=said_number(card.wrong))
    # Translators: a saved position in the list: {when} how long until it is due ("in 3 days"), its answers so far.
    return _("comes back {when} · right {right}, missed {wrong}").format(when=back_in(card.due, now)[0],
                                                                       right=said_number(card.right), wrong=said_number(card.wrong))


def back_in(time: int, now: int) -> tuple[str, int]:
    """How long until `time` from `now` (ms), in words: "in 1 minute" up to an hour and a half, "in 3
    hours" up to 20, then "in 1 day", "in 2 days"; and the first moment the words read otherwise (ms:
    a unit's count changes, or `time` comes)."""
    seconds = max(1, (time - now + 500) // 1000)  # to the nearest second, half up
    if seconds < 5400:
        count, first = -(-seconds // 60), 60 * (-(-seconds // 60) - 1) + 1  # first: the fewest seconds these words say
        # Translators: how long until a saved position comes back, in minutes.
        words = n_("in {count} minute", "in {count} minutes", count)
    elif seconds < 72_000:
        count = (seconds + 1800) // 3600
        first = max(5400, 3600 * count - 1800)
        # Translators: how long until a saved position comes back, in hours.
        words = n_("in {count} hour", "in {count} hours", count)
    else:
        count = max(1, (seconds + 43_200) // 86_400)
        first = 72_000 if count == 1 else 86_400 * count - 43_200
        # Translators: how long until a saved position comes back, in days.
        words = n_("in {count} day", "in {count} days", count)
    return words.format(count=said_number(count)), time if first == 1 else time - 1000 * first + 501


def _questions(request, name) -> dict:
    """Words a request asks for alone: Retry's questions for a game's costly records ("retry", with its
    "rules" and "opponent": stb.bridge.practice.retried), how Retry's questions went ("retried"), and
    Practice's running accuracy and streak as the browser keeps them ("stats")."""
    said = {}
    if request.get("retry") is not None:
        page = page_of(name, request.get("rules"))
        game, _state, opponent = position(page, {"rules": request.get("rules"), "opponent": request.get("opponent")})
        # Translators: a field, as a refusal names it ("{what} must be ...").
        records = listing(request["retry"], _("the records retried"), drill.MOST_MOVES)
        # Translators: a field, as a refusal names it ("{what} must be ...").
        records = [mapping(record, _("a record")) for record in records]
        said["retry"] = practice.retried(page, game, opponent, records)
    if request.get("retried") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        said["retried"] = practice.how_it_went(mapping(request["retried"], _("how the questions went")))
    if request.get("stats") is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        said["stats"] = practice.counted(mapping(request["stats"], _("the stats")))
    return said


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
