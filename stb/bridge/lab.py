"""The strategy lab: a rule of thumb valued against optimal play, with the positions where it loses
most and the rules to open them with."""

from stb.bridge.fields import BadRequest, shown, text, whole
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
    for decision in value["costly"]:
        state = adapter.parse(there, decision["position"])
        decision.update(words=adapter.words(there, state, decision["move"]),
                        best_words=adapter.words(there, state, decision["best"]),
                        reach_text=adapter.reach_words(decision["reach"]))
    against = "" if named["seat"] is None else " against the best player"
    return {**value, "title": strategy_title(value["name"], adapter.families), "rules": adapter.lab_rules(game),
            "value_label": adapter.value_label(game, there.initial_state()).format(whose="Its") + against,
            "optimal_label": "The best player's, in its place", "explain": adapter.unit(game).explained()}
