"""Permalinks: a position as the page's address (after '#'), and an address back as a request."""

from stb.bridge.games import page_of
from stb.fields import EXACT, LONGEST_NUMBER, LONGEST_REQUEST, mapping, shown, text
from stb.bridge.position import position
from stb.bridge.query import query_pairs, query_text
from stb.bridge.opponent import opponent_controls
from stb.games import GAMES
from stb.words import lowered

LONGEST_LINK = 2_000
NAMED_FIELDS = 5
"""A link's note names this many of the fields it could not use, and counts the rest."""


def link(page, game, state, opponent) -> str:
    """The permalink (the page's address after '#'): the game, rules, opponent and position."""
    rules = {k: int(v) if isinstance(v, bool) else v for k, v in page.rules_of(game).items()}
    return query_text({"game": page.name, **rules, **opponent, "state": game.state_text(state)})


def request(page, game, state, opponent) -> dict:
    """The request of a position."""
    return {"game": page.name, "rules": page.rules_of(game), "state": game.state_text(state), "opponent": opponent}


def open_link(page, fields) -> dict:
    """The request a permalink's fields name; for a bad link, the start and a message. Where the
    rules named cannot be played but the game can be without some of its fields (a table the page
    does not offer: its `link_fallback`), the game without them, and why."""
    fallback = page.link_fallback
    if fallback:
        try:
            page.make(fields)
        except ValueError as error:
            kept = {name: value for name, value in fields.items() if name not in (*fallback, "state")}
            opened = open_link(page_of(page.name, kept), kept)
            return {"request": opened["request"], "explained": set(fields) & set(fallback),
                    "message": f"This link's table could not be opened ({error}): the game of one player with its "
                               f"box is shown instead. {opened['message']}".strip()}
    state = fields.pop("state", None)
    opponent = {key: fields.pop(key) for key in ("mode", "side", "strength", *page.opponent_fields)
                if key in fields}
    try:
        game, state, opponent = position(page, {"rules": fields, "state": state, "opponent": opponent})
        note = "" if state == game.initial_state() else \
            "This link opens a game that is over. New game starts from the beginning." if game.is_terminal(state) else \
            f"This link opens a game in progress: {lowered(page.where(game, state))}. New game starts from the beginning."
        return {"request": request(page, game, state, opponent), "message": "", "note": note}
    except ValueError as error:
        reason = str(error)
    try:
        game, state, opponent = position(page, {"rules": fields})
        where = "the start position with these rules"
    except ValueError:
        game, state, opponent = position(page, {})
        where = "the start position of the standard game"
    return {"request": request(page, game, state, opponent),
            "message": f"This link could not be opened ({reason}): {where} is shown instead."}


def link_fields(page, request) -> set[str]:
    """The fields a link to the game of `request` may hold: its controls' names and the state."""
    game, _, opponent = position(page, request)
    return {c["name"] for c in page.controls(game) + opponent_controls(page, game, opponent)} | {"state"}


def open_address(request) -> dict:
    """An address ({"query": "?...", "hash": "#..."}) as a request: query fields first, then the part
    after '#' (which wins): the game, its rules, position and opponent, and the page's dice seed;
    anything unknown is left out, and the message says so. Whatever the address holds is read as
    text (a field's name and value never become code or a template); a part too long to read is
    left out, and the message says so."""
    fields, notes = {}, []
    for part in ("query", "hash"):
        address = text(mapping(request, "the address").get(part, ""), f"the address's {part}", LONGEST_REQUEST)
        if len(address) > LONGEST_LINK:
            notes.append(f"This link is longer than {LONGEST_LINK:,} characters: its {part} was left out.")
        else:
            fields.update(query_pairs(address.lstrip("?#")))
    first = next(iter(GAMES.values()))
    name = fields.pop("game", first.name)
    seed = fields.pop("seed", None)
    if name not in GAMES:
        notes.append(f"This link names no game we know ({shown(name)}): the start of {first.title} is shown instead.")
        name, fields = first.name, {}
    opened = open_link(page_of(name, fields), dict(fields))
    game = page_of(name, opened["request"]["rules"])  # a table's link may open the game of one
    unknown = sorted(set(fields) - link_fields(game, opened["request"]) - opened.get("explained", set()))
    if unknown:
        named = ", ".join(map(shown, unknown[:NAMED_FIELDS]))
        more = f" and {len(unknown) - NAMED_FIELDS} more" if len(unknown) > NAMED_FIELDS else ""
        one = len(unknown) == 1
        notes.append(f"This link's {'field' if one else 'fields'} {named}{more} could not be used "
                     f"and {'was' if one else 'were'} left out.")
    if seed is not None and not (seed.isascii() and seed.isdigit() and len(seed) <= LONGEST_NUMBER and int(seed) <= EXACT):
        notes.append(f"The dice seed {shown(seed)} is not a whole number from 0 to {EXACT}: the dice are random.")
        seed = None
    return {"request": opened["request"], "seed": None if seed is None else int(seed),
            "message": " ".join([opened["message"], *notes]).strip(), "note": opened.get("note", "")}
