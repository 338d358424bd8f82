"""The strategy lab: a rule of thumb valued against optimal play, with the positions where it loses
most and the rules to open them with."""

from stb.bridge.fields import BadRequest, shown, text, whole
from stb.bridge.words import lowered
from stb.strategies import strategy_title


def strategy(adapter, game, fields) -> dict:
    """The rule of thumb `fields` names ({"name", "seat"}), valued under the game's rules."""
    offered = adapter.strategies(game)
    seat = fields.get("seat")
    named = {"name": text(fields.get("name"), "the strategy"),
             "seat": None if seat is None else whole(seat, "the strategy's seat", 0, 1)}
    if named not in offered:
        choices = ", ".join(f"{s['name']}" + ("" if s["seat"] is None else f" (seat {s['seat']})") for s in offered)
        raise BadRequest(f"the lab values {choices or 'no strategy'} here, not {shown(named['name'])}")
    value = adapter.evaluate(game, named["name"], named["seat"]).as_dict()
    there = adapter.game(adapter.lab_rules(game))
    title = strategy_title(value["name"], adapter.families)
    for decision in value["costly"]:
        state = adapter.parse(there, decision["position"])
        words, best = (adapter.words(there, state, decision[key]) for key in ("move", "best"))
        decision.update(words=words, best_words=best, reach_text=adapter.reach_words(decision["reach"]),
                        text=f"{adapter.where(there, state)}: {lowered(words)} instead of {lowered(best)}, "
                             f"{decision['cost_text']}, {adapter.reach_words(decision['reach'])}",
                        heading=f"{title}: here it plays {lowered(words)}, {decision['cost_text']}")
    against = "" if named["seat"] is None else " against the best player"
    elsewhere = "" if adapter.lab_rules(game) == adapter.rules(game) else f", in {adapter.title(there)}"
    count = len(value["costly"])
    return {**value, "title": title, "rules": adapter.lab_rules(game), "summary": f"It {value['description']}.",
            "costly_title": f"Its costliest decision" if count == 1 else f"Its {count} costliest decisions",
            "value_label": adapter.value_label(game, there.initial_state()).format(whose="Its") + against + elsewhere,
            "optimal_label": f"The best player's, in its place{elsewhere}", "explain": adapter.unit(game).explained()}
