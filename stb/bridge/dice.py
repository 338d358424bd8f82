"""A throw at a chance node, as a request gives it: the faces the page threw, a total entered by
hand (a number, or as a person typed it: "entered"), or neither (Python throws). A game whose
chance is not always dice (a table's other seats) reads it itself first (its `read_throw`; None:
dice after all)."""

from stb.fields import BadRequest, listing, shown, text, whole
from stb.words import dice_words

MOST_FACES = 2
COIN = {"t": 1, "tails": 1, "h": 2, "heads": 2}
"""How a coin's side may be entered: 1 is tails, 2 heads."""


def outcome(page, game, state, fields, rng) -> dict:
    """{"faces", "total"} of the throw at `state`: from the request's faces (checked), or its total
    alone (faces None, unless one die shows it), or thrown by `rng`; None and no faces is refused
    in a replay (`rng` None)."""
    read = page.read_throw(game, state, fields, rng)
    if read is not None:
        return read
    dice = page.dice(game, state)
    count, sides = dice["dice"], dice["sides"]
    if fields.get("entered") is not None:
        fields = {**fields, "total": entered(dice, fields["entered"])}
    if fields.get("total") is not None:
        total = whole(fields["total"], "the roll", 0, 10 ** 6)
        if not count <= total <= count * sides:
            raise BadRequest(f"{total} cannot be rolled with {dice_words(count)} (totals {count} to {count * sides})")
        return {"faces": [total] if count == 1 else None, "total": total}
    if fields.get("faces") is None:
        if rng is None:
            raise BadRequest("a roll needs its faces or its total")
        faces = [rng.randint(1, sides) for _ in range(count)]
    else:
        faces = listing(fields["faces"], "the faces", MOST_FACES)
        if len(faces) != count:
            raise BadRequest(f"this roll throws {dice_words(count)}, not {len(faces)}")
        faces = [whole(face, "a face", 1, sides) for face in faces]
    return {"faces": faces, "total": sum(faces)}


def entered(dice: dict, typed) -> int:
    """The total a roll's field holds, as a person typed it: a whole number, or a coin's side."""
    words = text(typed, "the roll entered", 20).strip()
    if dice.get("coin"):
        if words.lower() not in COIN:
            raise BadRequest(f"Enter the coin as heads or tails, not {shown(words)}.")
        return COIN[words.lower()]
    if not (words.isascii() and words.isdigit() and len(words) <= 9):
        what = "the face your die showed" if dice["dice"] == 1 else "the total of your roll"
        raise BadRequest(f"Enter {what} as a number, not {shown(words)}.")
    return int(words)
