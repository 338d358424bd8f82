"""The small pieces of English every game's sentences share: actors and verbs that agree, lists,
percentages, the dice; and who sits in a seat (`Seat`), told apart by role, never by the words
that name them."""

from typing import NamedTuple

from stb.i18n import _

YOU, COMPUTER, PLAYER = "you", "computer", "player"
"""A seat's roles: the person at the screen, the computer, or a player the game names."""


class Seat(NamedTuple):
    """Who sits in a seat, as a sentence tells them apart: by `role` (YOU, COMPUTER or PLAYER),
    and for a PLAYER by the name the game gives the seat (`label`, a message of the catalogue, as
    "Player 1" or "A"), said in the reader's language by `name`."""
    role: str
    label: str = ""


def name(seat: Seat) -> str:
    """The seat's name in the spoken language, as a sentence begins with it: "You", "The computer", "Player 1"."""
    return {YOU: _("You"), COMPUTER: _("The computer")}.get(seat.role) or _(seat.label)


def said(seat: Seat, *, you: str, computer: str, player: str, **values) -> str:
    """The one of three messages (each already translated) that fits the seat's role, its values put
    in: a sentence about a seat is written once per role, since each language conjugates, agrees and
    declines its words by who is meant; {player} stands for a PLAYER's name."""
    message = {YOU: you, COMPUTER: computer, PLAYER: player}[seat.role]
    return message.format(**values, **({"player": _(seat.label)} if seat.role == PLAYER else {}))


def verb(actor: str, word: str) -> str:
    """'You roll', 'Player 1 rolls', 'The computer reaches': an actor and a verb that agree."""
    return f"{actor} {agreeing(actor, word)}"


def agreeing(actor: str, word: str) -> str:
    """The verb as `actor` takes it: 'win' for You, 'wins' for the computer or Player 1."""
    if actor == "You":
        return word
    return f"{word}{'es' if word.endswith(('ch', 'sh', 's', 'x')) else 's'}"


def whose(actor: str) -> str:
    """'Your', "Player 1's"."""
    return "Your" if actor == "You" else f"{actor}'s"


def theirs(actor: str) -> str:
    """An actor's, inside a sentence: 'your', "the computer's", "Player 1's"."""
    return "your" if actor == "You" else f"{named(actor)}'s"


def named(actor: str) -> str:
    """An actor inside a sentence: 'you', 'the computer', 'Player 1'."""
    return actor.lower() if actor in ("You", "The computer") else actor


def lowered(words: str) -> str:
    """A move's words inside a sentence: "Take 2 red" as "take 2 red"."""
    return words[:1].lower() + words[1:]


def listed(items) -> str:
    """'1', '1 and 4', '1, 4 and 7'."""
    items = [str(item) for item in items]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def percent(chance) -> str:
    """A chance (a float or an exact Fraction) as a percentage with one decimal."""
    return f"{100 * float(chance):.1f}\u00a0%"


def counted(count: int, noun: str) -> str:
    """'1\u00a0move', '1,234\u00a0moves': a count and its noun, which agree, on one line."""
    return f"{count:,}\u00a0{noun}{'' if count == 1 else 's'}"


def dice_words(count: int) -> str:
    """'one die', 'two dice': a count of dice in words, never read as a roll's total."""
    return {1: "one die", 2: "two dice"}.get(count, f"{count} dice")
