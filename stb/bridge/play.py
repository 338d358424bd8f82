"""A play: one click's whole answer. The person's move (or the computer's) and its dice, recorded;
the view after it; the review's update; and, where the move goes to the drill or ends the game,
the drill's store updated."""

from stb.bridge import drill
from stb.fields import mapping
from stb.bridge.position import position, rng
from stb.bridge.record import chosen, saved_move, step
from stb.bridge.review import update
from stb.bridge.view import picture


def play(page, request) -> dict:
    """Play one move: its index in the view's list ("move"), the tiles selected ("tiles"), or the
    computer's ("computer": true), with its dice. The request hands back the review's state
    ("review", None before the first move) and the drill's store ("drill": {"store", "now"}, or none)."""
    game, state, opponent = position(page, request)
    dice = rng(request)
    move, by, note = chosen(page, game, state, opponent, request, dice)
    record, after = step(page, game, state, opponent, move, by, request, dice, note)
    _, changes = update(page, game, opponent, request.get("review"), record)
    return {"record": record, "saved": saved_move(record), "view": picture(page, game, after, opponent),
            "review": changes, "drill": kept(page, game, opponent, record, changes, mapping(request.get("drill"), "the drill"))}


def kept(page, game, opponent, record, changes, store) -> dict | None:
    """The drill's store after this move, where something changed: a costly decision of the person's
    joins it, and a game's end adds the person's accuracy to the progress chart; None otherwise."""
    if not store:
        return None
    you = next((t for t in changes["totals"] if t["name"] == "You" and t["accuracy"] is not None), None)
    finished = {"finished": you["accuracy"]} if changes["result"] is not None and you else {}
    if not record["costly"] and not finished:
        return None
    played = {"played": [record]} if record["costly"] else {}
    return drill.drill_request({"game": page.NAME, "rules": page.rules_of(game), "opponent": opponent,
                                "store": store.get("store"), "now": store.get("now"), **played, **finished})
