"""Permalinks: a position as the page's address (after '#'), and an address back as a request."""

from stb.bridge.games import game_title, page_of
from stb.fields import EXACT, LONGEST_NUMBER, LONGEST_REQUEST, mapping, shown, text
from stb.bridge.position import position
from stb.bridge.query import query_pairs, query_text
from stb.bridge.opponent import opponent_controls
from stb.games import GAMES
from stb.i18n import _, n_, number
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
                    "message": f"{table_refused(error)} {opened['message']}".strip()}
    state = fields.pop("state", None)
    opponent = {key: fields.pop(key) for key in ("mode", "side", "strength", *page.opponent_fields)
                if key in fields}
    try:
        game, state, opponent = position(page, {"rules": fields, "state": state, "opponent": opponent})
        note = "" if state == game.initial_state() else \
            _("This link opens a game that is over. New game starts from the beginning.") if game.is_terminal(state) else \
            in_progress(lowered(page.where(game, state)))
        return {"request": request(page, game, state, opponent), "message": "", "note": note}
    except ValueError as error:
        reason = str(error)
    try:
        game, state, opponent = position(page, {"rules": fields})
        # Translators: a link refused; {reason} why (a refusal of its rules or position).
        message = _("This link could not be opened ({reason}): the start position with these rules is shown instead.")
    except ValueError:
        game, state, opponent = position(page, {})
        # Translators: a link refused; {reason} why (a refusal of its rules or position).
        message = _("This link could not be opened ({reason}): the start position of the standard game is shown instead.")
    return {"request": request(page, game, state, opponent), "message": message.format(reason=reason)}


def table_refused(error) -> str:
    """A link to a table the page does not offer, in a sentence: why, and what opens instead."""
    # Translators: a link to a table of players the page does not offer; {error} why.
    return _("This link's table could not be opened ({error}): the game of one player with its box is shown "
             "instead.").format(error=error)


def in_progress(where: str) -> str:
    """The note of a link that opens a game in progress, at `where` (the game's words, inside a sentence)."""
    # Translators: a link opens a game in progress; {where} the position in words ("at 12 to 30, turn total 4").
    return _("This link opens a game in progress: {where}. New game starts from the beginning.").format(where=where)


def link_fields(page, request) -> set[str]:
    """The fields a link to the game of `request` may hold: its controls' names and the state."""
    game, _state, opponent = position(page, request)
    return {c["name"] for c in page.controls(game) + opponent_controls(page, game, opponent)} | {"state"}


def open_address(request) -> dict:
    """An address ({"query": "?...", "hash": "#..."}) as a request: query fields first, then the part
    after '#' (which wins): the game, its rules, position and opponent, and the page's dice seed;
    anything unknown is left out, and the message says so. Whatever the address holds is read as
    text (a field's name and value never become code or a template); a part too long to read is
    left out, and the message says so."""
    fields, notes = {}, []
    for part in ("query", "hash"):
        # Translators: a field, as a refusal names it: the part of an address after "?" (its query), or after "#" (its hash).
        what = _("the address's query") if part == "query" else _("the address's hash")
        # Translators: a field, as a refusal names it ("{what} must be ...").
        address = text(mapping(request, _("the address")).get(part, ""), what, LONGEST_REQUEST)
        if len(address) > LONGEST_LINK:
            notes.append(too_long(part))
        else:
            fields.update(query_pairs(address.lstrip("?#")))
    first = next(iter(GAMES.values()))
    name = fields.pop("game", first.name)
    seed = fields.pop("seed", None)
    if name not in GAMES:
        # Translators: a link names a game the page does not know; {name} what it names, {game} the game shown.
        notes.append(_("This link names no game we know ({name}): the start of {game} is shown instead.").format(
            name=shown(name), game=game_title(first.name)))
        name, fields = first.name, {}
    opened = open_link(page_of(name, fields), dict(fields))
    game = page_of(name, opened["request"]["rules"])  # a table's link may open the game of one
    unknown = sorted(set(fields) - link_fields(game, opened["request"]) - opened.get("explained", set()))
    if unknown:
        notes.append(unused(unknown))
    if seed is not None and not (seed.isascii() and seed.isdigit() and len(seed) <= LONGEST_NUMBER and int(seed) <= EXACT):
        # Translators: a link's dice seed refused; {seed} what it holds, {high} the largest seed.
        notes.append(_("The dice seed {seed} is not a whole number from 0 to {high}: the dice are random.").format(
            seed=shown(seed), high=EXACT))
        seed = None
    return {"request": opened["request"], "seed": None if seed is None else int(seed),
            "message": " ".join([opened["message"], *notes]).strip(), "note": opened.get("note", "")}


def too_long(part: str) -> str:
    """The note of a part of an address too long to read: its query ("?...") or its hash ("#...")."""
    if part == "query":
        # Translators: a link's part after "?" is too long to read; {count} the longest read, in characters.
        return _("This link is longer than {count} characters: its query was left out.").format(count=number(LONGEST_LINK))
    # Translators: a link's part after "#" is too long to read; {count} the longest read, in characters.
    return _("This link is longer than {count} characters: its hash was left out.").format(count=number(LONGEST_LINK))


def unused(fields: list[str]) -> str:
    """The note of a link's fields it could not use: the first NAMED_FIELDS named, the rest counted."""
    named = ", ".join(map(shown, fields[:NAMED_FIELDS]))
    more = len(fields) - NAMED_FIELDS
    if more > 0:
        # Translators: a link's fields the page could not use: {fields} the first ones named, {count} how many more.
        return n_("This link's fields {fields} and {count} more could not be used and were left out.",
                  "This link's fields {fields} and {count} more could not be used and were left out.",
                  more).format(fields=named, count=number(more))
    # Translators: a link's fields the page could not use: {fields} their names.
    return n_("This link's field {fields} could not be used and was left out.",
              "This link's fields {fields} could not be used and were left out.", len(fields)).format(fields=named)
