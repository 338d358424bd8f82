"""Permalinks: a position as the page's address (after '#'), and an address back as a request.
urllib.parse is imported where a link is made or read, not with the bridge: the page's Python is
ready that much sooner (build.py bench-web)."""

from stb.bridge import games
from stb.bridge.fields import LONGEST_REQUEST, mapping, shown, text
from stb.bridge.position import position
from stb.bridge.words import lowered

LONGEST_LINK = 2_000
NAMED_FIELDS = 5
"""A link's note names this many of the fields it could not use, and counts the rest."""


def link(adapter, game, state, opponent) -> str:
    """The permalink (the page's address after '#'): the game, rules, opponent and position."""
    from urllib.parse import urlencode
    rules = {k: int(v) if isinstance(v, bool) else v for k, v in adapter.rules(game).items()}
    return urlencode({"game": adapter.name, **rules, **opponent, "state": game.state_text(state)})


def request(adapter, game, state, opponent) -> dict:
    """The request of a position."""
    return {"game": adapter.name, "rules": adapter.rules(game), "state": game.state_text(state), "opponent": opponent}


def open_link(adapter, fields) -> dict:
    """The request a permalink's fields name; for a bad link, the start and a message."""
    state = fields.pop("state", None)
    opponent = {key: fields.pop(key) for key in ("mode", "side", "strength", *adapter.computer_keys) if key in fields}
    try:
        game, state, opponent = position(adapter, {"rules": fields, "state": state, "opponent": opponent})
        note = "" if state == game.initial_state() else \
            "This link opens a game that is over. New game starts from the beginning." if game.is_terminal(state) else \
            f"This link opens a game in progress: {lowered(adapter.where(game, state))}. New game starts from the beginning."
        return {"request": request(adapter, game, state, opponent), "message": "", "note": note}
    except ValueError as error:
        reason = str(error)
    try:
        game, state, opponent = position(adapter, {"rules": fields})
        where = "the start position with these rules"
    except ValueError:
        game, state, opponent = position(adapter, {})
        where = "the start position of the standard game"
    return {"request": request(adapter, game, state, opponent),
            "message": f"This link could not be opened ({reason}): {where} is shown instead."}


def link_fields(adapter, request) -> set[str]:
    """The fields a link to the game of `request` may hold: its controls' names and the state."""
    game, _, opponent = position(adapter, request)
    return {c["name"] for c in adapter.controls(game) + adapter.opponent_controls(game, opponent)} | {"state"}


def open_address(request) -> dict:
    """An address ({"query": "?...", "hash": "#..."}) as a request: query fields first, then the part
    after '#' (which wins): the game, its rules, position and opponent, and the page's dice seed;
    anything unknown is left out, and the message says so. Whatever the address holds is read as
    text (a field's name and value never become code or a template); a part too long to read is
    left out, and the message says so."""
    from urllib.parse import parse_qsl
    fields, notes = {}, []
    for part in ("query", "hash"):
        address = text(mapping(request, "the address").get(part, ""), f"the address's {part}", LONGEST_REQUEST)
        if len(address) > LONGEST_LINK:
            notes.append(f"This link is longer than {LONGEST_LINK:,} characters: its {part} was left out.")
        else:
            fields.update(parse_qsl(address.lstrip("?#"), keep_blank_values=True))
    name = fields.pop("game", "shutbox")
    seed = fields.pop("seed", None)
    if name not in games.GAMES:
        notes.append(f"This link names no game we know ({shown(name)}): the start of Shut the Box is shown instead.")
        name, fields = "shutbox", {}
    opened = games.adapter(name, fields).open_link(dict(fields))
    game = games.adapter(name, opened["request"]["rules"])  # a table's link may open the game of one
    unknown = sorted(set(fields) - link_fields(game, opened["request"]) - opened.get("explained", set()))
    if unknown:
        named = ", ".join(map(shown, unknown[:NAMED_FIELDS]))
        more = f" and {len(unknown) - NAMED_FIELDS} more" if len(unknown) > NAMED_FIELDS else ""
        one = len(unknown) == 1
        notes.append(f"This link's {'field' if one else 'fields'} {named}{more} could not be used "
                     f"and {'was' if one else 'were'} left out.")
    if seed is not None and not (seed.isascii() and seed.isdigit() and len(seed) <= 15):
        notes.append(f"The dice seed {shown(seed)} is not a whole number: the dice are random.")
        seed = None
    return {"request": opened["request"], "seed": None if seed is None else int(seed),
            "message": " ".join([opened["message"], *notes]).strip(), "note": opened.get("note", "")}
