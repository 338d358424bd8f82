"""The small pieces every game's sentences share, in the reader's language: who sits in a seat
(`Seat`), told apart by role, never by the words that name them, and the sentence that fits a
seat's role (`said`); lists, percentages, counts, the dice."""

from typing import NamedTuple

from stb.i18n import _, n_, number, percent as percentage

YOU, COMPUTER, PLAYER = "you", "computer", "player"
"""A seat's roles: the person at the screen, the computer, or a player the game names."""


class Seat(NamedTuple):
    """Who sits in a seat, as a sentence tells them apart: by `role` (YOU, COMPUTER or PLAYER),
    and by the name the game gives the seat (`label`, a message of the catalogue, as "Player 1" or
    "A"), which names a PLAYER, said in the reader's language by `name`. A seat has no words of its
    own: it is never a display name, nor equal to one."""
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


def lowered(words: str) -> str:
    """A move's words inside a sentence: "Take 2 red" as "take 2 red"."""
    return words[:1].lower() + words[1:]


def listed(items) -> str:
    """'1', '1 and 4', '1, 4 and 7', in the spoken language."""
    items = [str(item) for item in items]
    said = items[0]
    for at, item in enumerate(items[1:], start=2):
        if at < len(items):
            # Translators: a list of three or more (tiles "1, 4 and 7"): {items} the first ones, {item} the next.
            said = _("{items}, {item}").format(items=said, item=item)
        else:
            # Translators: the end of a list ("1 and 4", "1, 4 and 7"): {items} the ones before, {last} the last.
            said = _("{items} and {last}").format(items=said, last=item)
    return said


def percent(chance) -> str:
    """A chance (a float or an exact Fraction) as a percentage with one decimal."""
    return percentage(100 * float(chance), 1)


def counted(count: int, noun: str) -> str:
    """'1\u00a0move', '1,234\u00a0moves': a count of "move", "decision" or "forced move", which agree, on one line."""
    # Translators: {count} is a number; the space before the noun is a no-break space (keep one there).
    forms = {"move": lambda: n_("{count}\u00a0move", "{count}\u00a0moves", count),
             # Translators: a choice a player made, counted ("over 12 decisions"); a no-break space after {count}.
             "decision": lambda: n_("{count}\u00a0decision", "{count}\u00a0decisions", count),
             # Translators: moves without a choice, counted ("2 forced moves not counted"); a no-break space after {count}.
             "forced move": lambda: n_("{count}\u00a0forced move", "{count}\u00a0forced moves", count)}
    return forms[noun]().format(count=number(count))


def die_name(sides: int) -> str:
    """A die as players write it: "d6"."""
    # Translators: a die of {sides} sides as players write it (d6: a six-sided die), in the dice menus of Pig and HOG
    return _("d{sides}").format(sides=number(sides))


def dice_words(count: int) -> str:
    """'one die', 'two dice': a count of dice in words, never read as a roll's total."""
    if count == 1:
        return _("one die")
    if count == 2:
        return _("two dice")
    return n_("{count} die", "{count} dice", count).format(count=number(count))
