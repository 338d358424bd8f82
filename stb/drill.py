"""The drill: the positions where you went wrong, asked again on a Leitner schedule, and your
accuracy game by game. A position answered right moves up a box and waits longer before it comes
back; one missed drops to the first box and comes back within a minute. Pure functions over
immutable stores: the page keeps a store's text in the browser and gives the clock (milliseconds).
"""

import json
from typing import NamedTuple

WAITS = (60, 600, 86_400, 3 * 86_400, 7 * 86_400, 16 * 86_400, 35 * 86_400)
"""How long a position waits after an answer, in seconds, by its box: a miss puts it in box 0,
each right answer one box on (a minute, 10 minutes, then 1, 3, 7, 16 and 35 days)."""
CAP = 200
"""Positions kept per game; beyond it the best learned leave first (the highest box, then the
latest due)."""
GAMES_KEPT = 100
ANSWERS_KEPT = 200
"""The accuracies of the last games finished and the counts after the last answers, kept for the
progress chart."""
FORMAT, VERSION = "stb-drill", 1
"""What a store's text says it is (the page's first store was a bare list of positions)."""
LATEST = 10 ** 14
"""The latest time a store holds (milliseconds since 1970: the year 5138)."""
LONGEST_TEXT = 200
MOST_RULES = 12
"""A position's text and its rules' fields as a store holds them: more is not a position of these games."""
COSTLY = ("mistake", "blunder")
"""The judgements of a move kept for the drill and offered to retry."""


class Card(NamedTuple):
    """A position to answer again: its rules and players (as a request names them), its text, its
    box, when it is due (ms), the answers so far, and whether the last one was right (None: none yet)."""
    rules: dict
    opponent: dict
    state: str
    box: int = 0
    due: int = 0
    right: int = 0
    wrong: int = 0
    last: bool | None = None

    @property
    def key(self) -> tuple[str, str]:
        return position_key(self.rules, self.state)

    @property
    def wait(self) -> int:
        """How long the card waits after its last answer (ms)."""
        return wait(self.box)


class Store(NamedTuple):
    """One game's drill: its cards, the accuracy of each game finished [(time, %)], and after each
    answer how many cards were last answered right [(time, count)]."""
    game: str
    cards: tuple[Card, ...] = ()
    games: tuple[tuple[int, float], ...] = ()
    answers: tuple[tuple[int, int], ...] = ()


def position_key(rules: dict, state: str) -> tuple[str, str]:
    return json.dumps(rules, sort_keys=True), state


def wait(box: int) -> int:
    return WAITS[box] * 1000


def costly(record: dict) -> bool:
    """Whether a move of a game's record is kept for the drill: a choice of the people at the screen
    judged a mistake or a blunder."""
    return record.get("by") == "player" and not record.get("forced") and record.get("judgement") in COSTLY


# ---- the schedule --------------------------------------------------------------------------------

def answered(card: Card, right: bool, now: int) -> Card:
    """The card after an answer at `now`: right, one box on and a longer wait; wrong, box 0."""
    box = min(card.box + 1, len(WAITS) - 1) if right else 0
    return card._replace(box=box, due=now + wait(box), right=card.right + right, wrong=card.wrong + (not right),
                         last=right)


def due(store: Store, now: int) -> list[Card]:
    """The cards due at `now`, the longest overdue first (of two due together, the lower box)."""
    return sorted((card for card in store.cards if card.due <= now), key=lambda card: (card.due, card.box))


def solved(store: Store) -> int:
    """How many cards were answered right the last time."""
    return sum(card.last is True for card in store.cards)


def missed(store: Store, positions, now: int) -> Store:
    """The store with positions just played wrong ((rules, opponent, state) each) due at once: a
    new card, or one already kept back in box 0."""
    cards = {card.key: card for card in store.cards}
    for rules, opponent, state in positions:
        key = position_key(rules, state)
        card = cards.pop(key, None) or Card(rules, opponent, state)
        cards[key] = card._replace(box=0, due=now, wrong=card.wrong + 1, last=False)
    return store._replace(cards=capped(tuple(cards.values())))


def answer(store: Store, rules: dict, state: str, right: bool, now: int) -> Store:
    """The store after an answer to one of its cards (no card of that position: unchanged)."""
    key = position_key(rules, state)
    if all(card.key != key for card in store.cards):
        return store
    cards = tuple(answered(card, right, now) if card.key == key else card for card in store.cards)
    changed = store._replace(cards=cards)
    return changed._replace(answers=(*store.answers, (now, solved(changed)))[-ANSWERS_KEPT:])


def finished(store: Store, accuracy: float, now: int) -> Store:
    """The store with a game's accuracy (0 to 100) kept for the progress chart."""
    return store._replace(games=(*store.games, (now, accuracy))[-GAMES_KEPT:])


def merged(store: Store, other: Store) -> Store:
    """The store with another's cards it does not hold (its own keep their schedule), and both histories."""
    held = {card.key for card in store.cards}
    cards = store.cards + tuple(card for card in other.cards if card.key not in held)
    return store._replace(cards=capped(cards),
                          games=tuple(sorted(set(store.games + other.games)))[-GAMES_KEPT:],
                          answers=tuple(sorted(set(store.answers + other.answers)))[-ANSWERS_KEPT:])


def capped(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """At most CAP cards, in their order: beyond it the highest box leaves first, then the latest due."""
    if len(cards) <= CAP:
        return cards
    leaving = set(sorted(range(len(cards)), key=lambda i: (-cards[i].box, -cards[i].due, -i))[:len(cards) - CAP])
    return tuple(card for i, card in enumerate(cards) if i not in leaving)


# ---- the store's text ----------------------------------------------------------------------------

def text(store: Store) -> str:
    """The store as the browser keeps it (and as a file exports it)."""
    return json.dumps({"format": FORMAT, "version": VERSION, "game": store.game,
                       "cards": [card._asdict() for card in store.cards],
                       "games": [list(g) for g in store.games], "answers": [list(a) for a in store.answers]},
                      separators=(",", ":"), allow_nan=False)


def read(kept, game: str, now: int, valid=lambda card: True) -> tuple[Store, str]:
    """The store a text holds, and a sentence on what went wrong reading it ("" when nothing did): a
    text that is not a store of `game` gives an empty one, cards that are not positions (or fail
    `valid`) are left out, and the page's first store (a list of positions) becomes cards due at `now`."""
    if kept is None or kept == "":
        return Store(game), ""
    try:
        data = json.loads(kept, parse_constant=_no_constant)
    except (TypeError, ValueError, RecursionError):
        return Store(game), _reset("it is not JSON")
    if isinstance(data, list):  # the first store: [{"rules", "opponent", "state"}], missed once each
        entries = [{"opponent": {}, **entry, "due": now, "wrong": 1, "last": False} if isinstance(entry, dict) else entry
                   for entry in data]
        return _cards(Store(game), entries, valid)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return Store(game), _reset("it is not a list of positions this page keeps")
    if data.get("version") != VERSION:
        return Store(game), _reset("another version of this page wrote it")
    if data.get("game") != game:
        return Store(game), _reset(f"it holds the positions of another game, {_shown(data.get('game'))}")
    store = Store(game, games=_history(data.get("games"), 100, GAMES_KEPT), answers=_history(data.get("answers"), CAP, ANSWERS_KEPT))
    if store.games is None or store.answers is None:
        return Store(game), _reset("its history is not one this page keeps")
    return _cards(store, data.get("cards"), valid)


def _reset(why: str) -> str:
    return f"Your saved mistakes could not be read ({why}): they were reset."


def _cards(store: Store, entries, valid) -> tuple[Store, str]:
    """The store with the cards of `entries` that read as cards of a valid position (the first of a position)."""
    if not isinstance(entries, list):
        return store._replace(games=(), answers=()), _reset("its positions are not a list")
    cards = {}
    for entry in entries:
        card = _card(entry)
        if card is not None and card.key not in cards and valid(card):
            cards[card.key] = card
    left = len(entries) - len(cards)
    note = "" if not left else f"{left} of your {len(entries)} saved mistakes could not be read and {'was' if left == 1 else 'were'} left out."
    return store._replace(cards=capped(tuple(cards.values()))), note


def _card(entry) -> Card | None:
    """A card from what a store's text holds for it, or None when it is not one."""
    if not isinstance(entry, dict) or set(entry) - set(Card._fields):
        return None
    fields = {**Card._field_defaults, **entry}
    checks = (_plain(fields.get("rules")), _plain(fields.get("opponent")),
              isinstance(fields.get("state"), str) and 0 < len(fields["state"]) <= LONGEST_TEXT,
              _whole(fields["box"], len(WAITS) - 1), _whole(fields["due"], LATEST),
              _whole(fields["right"], LATEST), _whole(fields["wrong"], LATEST), fields["last"] in (None, True, False))
    return Card(**fields) if all(checks) else None


def _history(entries, highest, most) -> tuple | None:
    """[(time, amount)] from a store's text, in time order (None: not such a list)."""
    if entries is None:
        return ()
    if not isinstance(entries, list) or len(entries) > most or not all(
            isinstance(e, list) and len(e) == 2 and _whole(e[0], LATEST) and _number(e[1], highest) for e in entries):
        return None
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
