"""The drill: the positions where you went wrong, asked again on a Leitner schedule, and your
accuracy game by game. A position answered right moves up a box and waits longer before it comes
back; one missed drops to the first box and comes back within a minute. Pure functions over
immutable stores: the page keeps a store's text in the browser and gives the clock (milliseconds).
A card is one position, whatever the spelling of its rules and text: the caller reads each into the
game's own canonical form (`canonical`, stb.bridge.drill). A miss in play remembers the card as it
was, so that taking the move back undoes it; a finished game's accuracy is kept once per game.
Whatever a change leaves out is said in a sentence; a text this version cannot read raises
Unreadable, and its caller keeps it as it is; a card it cannot read is kept in the store as it was,
byte for byte. An answer is graded by its judgement (`grade`): a best move right, an inaccuracy
close (the card keeps its box), anything worse missed.
"""

import json
import re
from functools import partial
from typing import NamedTuple

from stb.i18n import N_, _, n_, number

WAITS = (60, 600, 86_400, 3 * 86_400, 7 * 86_400, 16 * 86_400, 35 * 86_400)
"""How long a position waits after an answer, in seconds, by its box: a miss puts it in box 0,
each right answer one box on (a minute, 10 minutes, then 1, 3, 7, 16 and 35 days)."""
CAP = 200
"""Positions kept per game; beyond it the best learned leave first (the highest box, then the
latest due), never a position just missed."""
GAMES_KEPT = 100
ANSWERS_KEPT = 200
"""The accuracies of the last games finished and the counts after the last answers, kept for the
progress chart."""
FORMAT, VERSION, READ = "stb-drill", 2, (1, 2)
"""What a store's text says it is. Version 1 (before take-backs undid a miss and a game's accuracy
was kept once) reads forward, as does the page's first store, a bare list of positions."""
LATEST_GAME = 2 ** 53
MOST_MOVES = 2000
"""The page's ids of its games (whole numbers up to 2^53), and the moves of one game a card remembers."""
LATEST = 10 ** 14
"""The latest time a store holds (milliseconds since 1970: the year 5138)."""
LONGEST_STORE = 500_000
"""The longest store's text read (CAP cards of the longest positions, with their histories): a
longer one is kept as it is, never read (the page sends none of it with a play)."""
LONGEST_TEXT = 200
MOST_RULES = 12
"""A position's text and its rules' fields as a store holds them: more is not a position of these games."""
COSTLY = ("mistake", "blunder")
"""The judgements of a move kept for the drill and offered to retry."""
GRADED = ("right", "close", "missed")
GRADES = {"best": "right", "inaccuracy": "close"}
"""How an answer to a question counts, by its move's judgement: a best move is right (its card one
box on), an inaccuracy close (its card stays in its box); any other judgement is "missed" (its card
back to the first box)."""
# Translators: said with an answer to a question (Retry, Practice) that played an inaccuracy.
GRADE_WORDS = {"close": N_("An inaccuracy counts as close, not as a miss: a saved position keeps its place in your drill.")}
"""The rule said with an answer so graded."""


class Played(NamedTuple):
    """Where a card was missed in play: the page's id of the game, the moves of it that missed the
    position (their indices), and the card's schedule before that game first missed it (box, due,
    right, wrong, last; None: the card is new), so that taking those moves back undoes them."""
    game: int
    moves: tuple[int, ...]
    before: tuple | None


class Card(NamedTuple):
    """A position to answer again: its rules and players (as a request names them), its text, its
    box, when it is due (ms), the answers so far, whether the last one was right (None: none yet),
    and where it was last missed in play, until an answer settles it (Played, or None)."""
    rules: dict
    opponent: dict
    state: str
    box: int = 0
    due: int = 0
    right: int = 0
    wrong: int = 0
    last: bool | None = None
    played: Played | None = None

    @property
    def key(self) -> tuple[str, str]:
        return position_key(self.rules, self.state)

    @property
    def wait(self) -> int:
        """How long the card waits after its last answer (ms)."""
        return wait(self.box)


class Unreadable(ValueError):
    """A store's text this version does not read (the message says why): kept as it is, never reset."""


class Store(NamedTuple):
    """One game's drill: its cards, the accuracy of each game finished [(time, %, the page's id of the
    game or None)], after each answer how many cards were last answered right [(time, count)], and
    the cards this version cannot read, each the text it was kept as (written back as it is)."""
    game: str
    cards: tuple[Card, ...] = ()
    games: tuple[tuple[int, float, int | None], ...] = ()
    answers: tuple[tuple[int, int], ...] = ()
    unread: tuple[str, ...] = ()


def position_key(rules: dict, state: str) -> tuple[str, str]:
    return json.dumps(rules, sort_keys=True), state


def wait(box: int) -> int:
    return WAITS[box] * 1000


def costly(record: dict) -> bool:
    """Whether a move of a game's record is kept for the drill: a choice of the people at the screen
    judged a mistake or a blunder."""
    return record.get("by") == "player" and not record.get("forced") and record.get("judgement") in COSTLY


def grade(judgement: str) -> str:
    """How an answer counts, by its move's judgement: "right", "close" or "missed" (see GRADES)."""
    return GRADES.get(judgement, "missed")


# ---- the schedule --------------------------------------------------------------------------------

def answered(card: Card, graded: str, now: int) -> Card:
    """The card after an answer at `now` (`graded`: see GRADES): right, one box on and a longer wait;
    close, its box's wait again, its counts and last answer as they were; missed, box 0 (due at
    LATEST at the latest, so that its store still reads)."""
    if graded == "close":
        return card._replace(due=min(now + wait(card.box), LATEST), played=None)
    right = graded == "right"
    box = min(card.box + 1, len(WAITS) - 1) if right else 0
    return card._replace(box=box, due=min(now + wait(box), LATEST), right=card.right + right, wrong=card.wrong + (not right),
                         last=right, played=None)


def due(store: Store, now: int) -> list[Card]:
    """The cards due at `now`, the longest overdue first (of two due together, the lower box)."""
    return sorted((card for card in store.cards if card.due <= now), key=lambda card: (card.due, card.box))


def solved(store: Store) -> int:
    """How many cards were answered right the last time."""
    return sum(card.last is True for card in store.cards)


def missed(store: Store, positions, now: int, game: int | None = None) -> tuple[Store, str]:
    """The store with positions just played wrong ((rules, opponent, state) each, canonical) due at
    once: a new card, or one already kept back in box 0; and what the cap left out to make room.
    With `game` (the page's id of the game played), each position comes with the index of its move
    there, (rules, opponent, state, move), and its card remembers what it was before (see taken_back);
    without, a miss (the tutor's catch) is settled at once."""
    cards = {card.key: card for card in store.cards}
    for rules, opponent, state, *move in positions:
        key = position_key(rules, state)
        held = cards.pop(key, None)
        card = held or Card(rules, opponent, state)
        cards[key] = card._replace(box=0, due=now, wrong=card.wrong + 1, last=False,
                                   played=None if game is None else _marked(held, game, move[0]))
    kept, over = capped(tuple(cards.values()), {position_key(rules, state) for rules, _, state, *_ in positions})
    return store._replace(cards=kept), capped_words(over)


def _marked(card: Card | None, game: int, move: int) -> Played:
    """Where a card is missed in play: one more move of the game that already missed it, or a first."""
    if card is not None and card.played is not None and card.played.game == game:
        return card.played._replace(moves=(*card.played.moves, move)[-MOST_MOVES:])
    return Played(game, (move,), None if card is None else (card.box, card.due, card.right, card.wrong, card.last))


def taken_back(store: Store, game: int, moves: int) -> Store:
    """The store once game `game` is taken back to its first `moves` moves: a miss made by a move
    taken back is undone (a card it made leaves, a card it sent back to box 0 is as it was)."""
    cards = []
    for card in store.cards:
        played = card.played
        if played is None or played.game != game or max(played.moves) < moves:
            cards.append(card)
            continue
        still = tuple(move for move in played.moves if move < moves)
        if still:
            cards.append(card._replace(wrong=max(card.wrong - (len(played.moves) - len(still)), 0), played=played._replace(moves=still)))
        elif played.before is not None:
            box, due, right, wrong, last = played.before
            cards.append(card._replace(box=box, due=due, right=right, wrong=wrong, last=last, played=None))
    return store._replace(cards=tuple(cards))


def deleted(store: Store, rules: dict, state: str) -> tuple[Store, Card | None]:
    """The store without the card of one position, and that card (None: no such card)."""
    key = position_key(rules, state)
    gone = next((card for card in store.cards if card.key == key), None)
    return store._replace(cards=tuple(card for card in store.cards if card.key != key)), gone


def answer(store: Store, rules: dict, state: str, graded: str, now: int) -> Store:
    """The store after an answer to one of its cards, `graded` "right", "close" or "missed" (no card
    of that position: unchanged)."""
    key = position_key(rules, state)
    if all(card.key != key for card in store.cards):
        return store
    cards = tuple(answered(card, graded, now) if card.key == key else card for card in store.cards)
    changed = store._replace(cards=cards)
    return changed._replace(answers=(*store.answers, (now, solved(changed)))[-ANSWERS_KEPT:])


def finished(store: Store, accuracy: float, now: int, game: int | None = None) -> Store:
    """The store with a game's accuracy (0 to 100) kept for the progress chart, once per game: a game
    finished again (taken back, then ended anew; `game`, the page's id of it) replaces its first end."""
    games = tuple(entry for entry in store.games if game is None or entry[2] != game)
    return store._replace(games=(*games, (now, accuracy, game))[-GAMES_KEPT:])


def merged(store: Store, other: Store, restored: bool = False) -> tuple[Store, str]:
    """The store with another's cards it does not hold (its own keep their schedule; those added forget
    where they were missed in play), and both histories, and the other's cards this version cannot
    read that it does not hold, as they were; and what was added (imported, or `restored`: brought
    back by Undo): the new positions kept, those already held, those kept unread, what the cap left out."""
    held = {card.key for card in store.cards}
    new = tuple(card._replace(played=None) for card in other.cards if card.key not in held)
    unread = tuple(dict.fromkeys(entry for entry in other.unread if entry not in store.unread))
    cards, over = capped(store.cards + new)
    added = len({card.key for card in new} & {card.key for card in cards})
    had = len(other.cards) - len(new)
    if restored and had:
        # Translators: Undo brought back positions of the drill; {had} of them it held already.
        added_words = n_("Brought back {count} position ({had} you already had).",
                         "Brought back {count} positions ({had} you already had).", added)
    elif restored:
        # Translators: Undo brought back the positions of the drill just deleted or cleared.
        added_words = n_("Brought back {count} position.", "Brought back {count} positions.", added)
    elif had:
        # Translators: a file of drill positions imported: how many were new here, and how many ({had}) it held already.
        added_words = n_("Imported {count} new position ({had} you already had).",
                         "Imported {count} new positions ({had} you already had).", added)
    else:
        # Translators: a file of drill positions imported: how many of its positions were new here.
        added_words = n_("Imported {count} new position.", "Imported {count} new positions.", added)
    added_words = added_words.format(count=number(added), had=number(had))
    return (store._replace(cards=cards,
                           games=tuple(sorted(set(store.games + other.games), key=_by_time))[-GAMES_KEPT:],
                           answers=tuple(sorted(set(store.answers + other.answers)))[-ANSWERS_KEPT:],
                           unread=store.unread + unread),
            " ".join(words for words in (added_words, unread_words(len(unread), more=True), capped_words(over)) if words))


def _by_time(entry) -> tuple:
    return entry[0], entry[1], -1 if entry[2] is None else entry[2]


def capped(cards: tuple[Card, ...], staying=frozenset()) -> tuple[tuple[Card, ...], int]:
    """At most CAP cards, in their order, and how many left: beyond CAP the highest box leaves first,
    then the latest due; the positions `staying` (keys) last."""
    over = len(cards) - CAP
    if over <= 0:
        return cards, 0
    order = sorted(range(len(cards)), key=lambda i: (cards[i].key in staying, -cards[i].box, -cards[i].due, -i))
    leaving = set(order[:over])
    return tuple(card for i, card in enumerate(cards) if i not in leaving), over


def unread_words(count: int, more: bool = False) -> str:
    """What is kept of the cards this version cannot read (`more`: of those a file added), in a
    sentence ("" when none)."""
    if not count:
        return ""
    if more:
        # Translators: positions of a drill's file imported that this version of the page cannot read.
        said = n_("{count} more position could not be read by this version of the page: it is kept as it was.",
                  "{count} more positions could not be read by this version of the page: they are kept as they were.",
                  count)
    else:
        # Translators: positions of the drill saved in the browser that this version of the page cannot read.
        said = n_("{count} saved position could not be read by this version of the page: it is kept as it was.",
                  "{count} saved positions could not be read by this version of the page: they are kept as they were.",
                  count)
    return said.format(count=number(count))


def capped_words(over: int) -> str:
    """What the cap left out, in a sentence ("" when nothing)."""
    if not over:
        return ""
    # Translators: the drill keeps at most {cap} positions per game; {count} of the best learned had to leave.
    return n_("The drill keeps {cap} positions per game: the best learned was left out.",
              "The drill keeps {cap} positions per game: the {count} best learned were left out.",
              over).format(cap=number(CAP), count=number(over))


# ---- the store's text ----------------------------------------------------------------------------

_json = partial(json.dumps, separators=(",", ":"), allow_nan=False)
_SPACE = re.compile(r"[ \t\n\r]*")


def text(store: Store) -> str:
    """The store as the browser keeps it (and as a file exports it): its cards, then those this
    version cannot read, each as it was kept."""
    cards = "[" + ",".join([*(_json(card_fields(card)) for card in store.cards), *store.unread]) + "]"
    fields = {"format": _json(FORMAT), "version": _json(VERSION), "game": _json(store.game), "cards": cards,
              "games": _json([list(g) for g in store.games]), "answers": _json([list(a) for a in store.answers])}
    return "{" + ",".join(f"{_json(name)}:{value}" for name, value in fields.items()) + "}"


def unread_text(store: Store) -> str | None:
    """The cards of a store this version cannot read, alone in a store's text, as they were kept
    (to download); None when there are none."""
    return text(Store(store.game, unread=store.unread)) if store.unread else None


def card_fields(card: Card) -> dict:
    """A card as a store's text holds it (where it was missed in play only while that counts)."""
    fields = card._asdict()
    played = fields.pop("played")
    return fields if played is None else {**fields, "played": [played.game, list(played.moves),
                                                                None if played.before is None else list(played.before)]}


def read(kept, game: str, now: int, canonical=lambda card: card) -> tuple[Store, str]:
    """The store a text holds, and what reading it left out, in sentences ("" when nothing): cards
    that repeat a position (kept once), and those beyond the cap. A card that is not a position
    this version reads (`canonical` gives None) is kept unread, as its text was. The page's first
    store (a list of positions) becomes cards due at `now`, and a version 1 store reads forward; a
    text that is not a store of `game` (or a newer version's) raises Unreadable."""
    if kept is None or kept == "":
        return Store(game), ""
    try:
        data = json.loads(kept, parse_constant=_no_constant)
    except (TypeError, ValueError, RecursionError):
        raise Unreadable(_("it is not JSON")) from None
    if isinstance(data, list):  # the first store: [{"rules", "opponent", "state"}], missed once each
        entries = [{"opponent": {}, **entry, "due": now, "wrong": 1, "last": False} if isinstance(entry, dict) else entry
                   for entry in data]
        return _cards(Store(game), entries, _entry_texts(kept), canonical)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise Unreadable(_("it is not a list of positions this page keeps"))
    version = data.get("version")
    if version not in READ or isinstance(version, bool):
        newer = isinstance(version, int) and not isinstance(version, bool) and version > VERSION
        raise Unreadable(_("a newer version of this page wrote it") if newer else _("another version of this page wrote it"))
    if data.get("game") != game:
        # Translators: why the drill's positions could not be read: {game} names the game they are of.
        raise Unreadable(_("it holds the positions of another game, {game}").format(game=_shown(data.get("game"))))
    store = Store(game, games=_history(data.get("games"), 100, GAMES_KEPT, ids=True),
                  answers=_history(data.get("answers"), CAP, ANSWERS_KEPT))
    if store.games is None or store.answers is None:
        raise Unreadable(_("its history is not one this page keeps"))
    if not isinstance(data.get("cards"), list):
        raise Unreadable(_("its positions are not a list"))
    return _cards(store, data["cards"], _entry_texts(kept, "cards"), canonical)


def _cards(store: Store, entries: list, texts: list[str], canonical) -> tuple[Store, str]:
    """The store with the cards of `entries` that read as cards of a position (`canonical`: the
    card in the game's own form, or None), the first of each position; the others' `texts` (each
    entry's, as kept) kept unread; and what was left out."""
    cards, unread, repeated = {}, [], 0
    for entry, kept in zip(entries, texts, strict=True):
        card = _card(entry)
        card = None if card is None else canonical(card)
        if card is None:
            unread.append(kept)
        elif card.key in cards:
            repeated += 1
        else:
            cards[card.key] = card
    kept, over = capped(tuple(cards.values()))
    # Translators: positions the drill held twice (the same position written two ways), kept once.
    twice = n_("{count} position saved twice was kept once.", "{count} positions saved twice were kept once.", repeated)
    notes = [twice.format(count=number(repeated)) if repeated else "", capped_words(over)]
    return store._replace(cards=kept, unread=tuple(unread)), " ".join(note for note in notes if note)


def _entry_texts(kept: str, field: str | None = None) -> list[str]:
    """The text of each item of a JSON array exactly as `kept` writes it: of the array `kept` is, or
    of its object's `field` (the last of that name, as json reads it). `kept` is JSON already read."""
    decode = json.JSONDecoder(parse_constant=_no_constant).raw_decode
    at = _SPACE.match(kept).end()
    if field is None:
        return _items(kept, at, decode)[0]
    texts, at = [], _SPACE.match(kept, at + 1).end()
    while kept[at] != "}":
        name, at = decode(kept, at)
        at = _SPACE.match(kept, _SPACE.match(kept, at).end() + 1).end()  # past the colon
        if name == field and kept[at] == "[":
            texts, at = _items(kept, at, decode)
        else:
            at = decode(kept, at)[1]
        at = _SPACE.match(kept, at).end()
        at = _SPACE.match(kept, at + (kept[at] == ",")).end()
    return texts


def _items(kept: str, at: int, decode) -> tuple[list[str], int]:
    """The texts of the items of the array opening at `at`, and where it ends."""
    texts, at = [], _SPACE.match(kept, at + 1).end()
    while kept[at] != "]":
        end = decode(kept, at)[1]
        texts.append(kept[at:end])
        at = _SPACE.match(kept, end).end()
        at = _SPACE.match(kept, at + (kept[at] == ",")).end()
    return texts, at + 1


def _card(entry) -> Card | None:
    """A card from what a store's text holds for it, or None when it is not one."""
    if not isinstance(entry, dict) or set(entry) - set(Card._fields):
        return None
    fields = {**Card._field_defaults, **entry}
    checks = (_plain(fields.get("rules")), _plain(fields.get("opponent")),
              isinstance(fields.get("state"), str) and 0 < len(fields["state"]) <= LONGEST_TEXT,
              _schedule([fields[name] for name in ("box", "due", "right", "wrong", "last")]))
    played = _played(fields["played"])
    return Card(**{**fields, "played": played}) if all(checks) and played is not False else None


def _schedule(fields) -> bool:
    """A card's box, time due, counts of answers right and wrong, and last answer, as a store holds them."""
    box, due, right, wrong, last = fields
    return _whole(box, len(WAITS) - 1) and _whole(due, LATEST) and _whole(right, LATEST) and _whole(wrong, LATEST) \
        and last in (None, True, False)


def _played(entry) -> Played | None | bool:
    """Where a card was missed in play, from a store's text: Played, None (nowhere), or False (not such an entry)."""
    if entry is None:
        return None
    if not (isinstance(entry, list) and len(entry) == 3 and _whole(entry[0], LATEST_GAME) and isinstance(entry[1], list)
            and 0 < len(entry[1]) <= MOST_MOVES and all(_whole(move, MOST_MOVES) for move in entry[1])
            and (entry[2] is None or isinstance(entry[2], list) and len(entry[2]) == 5 and _schedule(entry[2]))):
        return False
    return Played(entry[0], tuple(entry[1]), None if entry[2] is None else tuple(entry[2]))


def _history(entries, highest, most, ids=False) -> tuple | None:
    """[(time, amount)] from a store's text, in time order, with `ids` [(time, amount, the page's id
    of a game or None)] (version 1 wrote none); None: not such a list."""
    if entries is None:
        return ()
    if not isinstance(entries, list) or len(entries) > most or not all(
            isinstance(e, list) and (len(e) == 2 or ids and len(e) == 3 and (e[2] is None or _whole(e[2], LATEST_GAME)))
            and _whole(e[0], LATEST) and _number(e[1], highest) for e in entries):
        return None
    if ids:
        return tuple(sorted(((time, amount, game) for time, amount, game, *_ in (e + [None] for e in entries)), key=_by_time))
    return tuple(sorted((time, amount) for time, amount in entries))


def _plain(fields) -> bool:
    """Rules or players as a request names them: a few fields of short texts, numbers or yes/no."""
    return isinstance(fields, dict) and len(fields) <= MOST_RULES and all(
        isinstance(k, str) and len(k) <= LONGEST_TEXT and (v is None or isinstance(v, (bool, int, float))
                                                           and abs(v) <= LATEST or isinstance(v, str) and len(v) <= LONGEST_TEXT)
        for k, v in fields.items())


def _whole(value, highest) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= highest


def _number(value, highest) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= highest


def _no_constant(name):
    raise ValueError(f"{name} is not a number a store holds")


def _shown(value) -> str:
    return repr(value)[:40] if isinstance(value, str) else type(value).__name__
