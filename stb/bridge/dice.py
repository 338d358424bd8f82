"""A throw at a chance node, as a request gives it: the faces the page threw, a total entered by
hand (a number, or as a person typed it: "entered"), or neither (Python throws). `throw_of` reads
those fields once, at the edge, into a `Throw`; `outcome` lands it at a chance node. A game whose
chance is not always dice (a table's other seats) reads it itself first (its `read_throw`; None:
dice after all)."""

from typing import NamedTuple

from stb.fields import BadRequest, listing, shown, text, whole
from stb.i18n import _
from stb.words import dice_words

MOST_THROWN = 100
"""The most faces a request may give: more than any turn throws (the longest, a table's other
seat's whole turn, throws two dice a roll, and a roll for each tile and the last)."""
LARGEST = 10 ** 9
"""Past every face, total and score a throw may show."""
COIN = {"t": 1, "tails": 1, "h": 2, "heads": 2}
"""How a coin's side may be entered: 1 is tails, 2 heads."""


class Throw(NamedTuple):
    """A throw as a request gives it, read: the faces thrown, a total, or a total as a person typed
    it (`entered`, stripped); each None where the request gives none."""
    faces: tuple[int, ...] | None = None
    total: int | None = None
    entered: str | None = None


def throw_of(fields) -> Throw:
    """The throw a request's fields give (a play's, or a saved game's move's), read once."""
    faces, total, typed = fields.get("faces"), fields.get("total"), fields.get("entered")
    if faces is not None:
        # Translators: a field, as a refusal names it ("{what} must be ...").
        faces = tuple(whole(face, _("a face"), 1, LARGEST) for face in listing(faces, _("the faces"), MOST_THROWN))
    # Translators: a field, as a refusal names it ("{what} must be ...").
    total = None if total is None else whole(total, _("the roll"), 0, LARGEST)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    typed = None if typed is None else text(typed, _("the roll entered"), 20).strip()
    return Throw(faces, total, typed)


def outcome(page, game, state, throw: Throw, rng) -> dict:
    """{"faces", "total"} of the throw at `state`: from the request's faces (checked against the
    dice), or its total alone (faces None, unless one die shows it), or thrown by `rng`; None and no
    faces is refused in a replay (`rng` None)."""
    read = page.read_throw(game, state, throw, rng)
    if read is not None:
        return read
    dice = page.dice(game, state)
    count, sides = dice["dice"], dice["sides"]
    total = throw.total if throw.entered is None else entered(dice, throw.entered)
    if total is not None:
        if not count <= total <= count * sides:
            # Translators: a refusal: a total ({total}) the dice cannot show; {dice} "two dice", {low} to {high} the totals they can.
            raise BadRequest(_("{total} cannot be rolled with {dice} (totals {low} to {high})").format(
                total=total, dice=dice_words(count), low=count, high=count * sides))
        return {"faces": [total] if count == 1 else None, "total": total}
    if throw.faces is None:
        if rng is None:
            raise BadRequest(_("a roll needs its faces or its total"))
        faces = [rng.randint(1, sides) for _die in range(count)]
    else:
        faces = list(throw.faces)
        if len(faces) != count:
            # Translators: a refusal: {dice} "two dice", {count} how many faces were given.
            raise BadRequest(_("this roll throws {dice}, not {count}").format(dice=dice_words(count), count=len(faces)))
        wrong = next((face for face in faces if face > sides), None)
        if wrong is not None:
            # Translators: a refusal: a die's face past its {sides} sides.
            raise BadRequest(_("a face must be 1 to {sides}, not {face}").format(sides=sides, face=wrong))
    return {"faces": faces, "total": sum(faces)}


def entered(dice: dict, words: str) -> int:
    """The total a roll's field holds, as a person typed it: a whole number, or a coin's side."""
    if dice.get("coin"):
        # Translators: a coin's sides, as a person may type them in the roll's field.
        sides = {**COIN, _("tails").lower(): 1, _("heads").lower(): 2}
        if words.lower() not in sides:
            # Translators: a refusal of what was typed for a coin toss; {heads} and {tails} the sides' names.
            raise BadRequest(_("Enter the coin as {heads} or {tails}, not {typed}.").format(
                heads=_("heads"), tails=_("tails"), typed=shown(words)))
        return sides[words.lower()]
    if not (words.isascii() and words.isdigit() and len(words) <= 9):
        if dice["dice"] == 1:
            # Translators: a refusal of what was typed in the roll's field.
            raise BadRequest(_("Enter the face your die showed as a number, not {typed}.").format(typed=shown(words)))
        # Translators: a refusal of what was typed in the roll's field.
        raise BadRequest(_("Enter the total of your roll as a number, not {typed}.").format(typed=shown(words)))
    return int(words)
