"""The strategy lab: a rule of thumb valued against optimal play, with the positions where it loses
most and the rules to open them with."""

from stb.fields import BadRequest, shown, text, whole
from stb.strategies import strategy_value
from stb.words import lowered


def strategy(page, game, fields) -> dict:
    """The rule of thumb `fields` names ({"name", "seat"}), valued under the game's rules (or those
    the game's page plays its lab under, `lab_rules`: Chopsticks' without a move limit)."""
    offered = page.strategies(game)
    seat = fields.get("seat")
    named = {"name": text(fields.get("name"), "the strategy"),
             "seat": None if seat is None else whole(seat, "the strategy's seat", 0, 1)}
    listed = next((s for s in offered if {"name": s["name"], "seat": s["seat"]} == named), None)
    if listed is None:
        choices = ", ".join(f"{s['name']}" + ("" if s["seat"] is None else f" (seat {s['seat']})") for s in offered)
        raise BadRequest(f"the lab values {choices or 'no strategy'} here, not {shown(named['name'])}")
    rules = page.lab_rules(game) if hasattr(page, "lab_rules") else page.rules_of(game)
    there = page.make(rules)
    value = strategy_value(page, there, named["name"], named["seat"]).as_dict()
    title = listed["title"]
    for decision in value["costly"]:
        state = page.parse(there, decision["position"])
        words, best = (page.move_words(there, state, decision[key]) for key in ("move", "best"))
        reach = reach_words(page, decision["reach"])
        decision.update(words=words, best_words=best, reach_text=reach,
                        text=f"{page.where(there, state)}: {lowered(words)} instead of {lowered(best)}, "
                             f"{decision['cost_text']}, {reach}",
                        heading=f"{title}: here it plays {lowered(words)}, {decision['cost_text']}")
    against = "" if named["seat"] is None else " against the best player"
    elsewhere = "" if rules == page.rules_of(game) else f", in {page.title(there)}"
    count = len(value["costly"])
    return {**value, "title": title, "rules": rules, "summary": f"It {value['description']}.",
            "costly_title": "Its costliest decision" if count == 1 else f"Its {count} costliest decisions",
            "value_label": page.value_words(game, there.initial_state())[0].format(whose="Its") + against + elsewhere,
            "optimal_label": f"The best player's, in its place{elsewhere}", "explain": page.unit(game).explained()}


def reach_words(page, reach: float) -> str:
    """How often a game of the lab meets a decision: a chance (1: every game), or, where decisions
    come round again (Pig's busts), its page's words (`reach_words`)."""
    if hasattr(page, "reach_words"):
        return page.reach_words(reach)
    return "met in every game" if reach >= 1 - 1e-9 else f"met in {100 * reach:.2g}\u00a0% of games"
