"""The strategy lab: a rule of thumb valued against optimal play, with the positions where it loses
most and the rules to open them with."""

from stb.advice import TIE, significant
from stb.fields import BadRequest, shown, text, whole
from stb.strategies import strategy_value
from stb.words import listed as listed_words, lowered


def strategy(page, game, fields) -> dict:
    """The rule of thumb `fields` names ({"name", "seat"}), valued under the game's rules (or those
    the game plays its lab under, `lab_rules`: Chopsticks' without a move limit)."""
    offered = page.strategies(game)
    seat = fields.get("seat")
    named = {"name": text(fields.get("name"), "the strategy"),
             "seat": None if seat is None else whole(seat, "the strategy's seat", 0, 1)}
    listed = next((s for s in offered if {"name": s["name"], "seat": s["seat"]} == named), None)
    if listed is None:
        titles = listed_words(dict.fromkeys(s["title"] for s in offered)) if offered else "no rule of thumb"
        seat_words = " in that seat" if any(s["name"] == named["name"] for s in offered) else ""
        raise BadRequest(f"the lab values {titles} here, not {shown(named['name'])}{seat_words}")
    rules = page.lab_rules(game)
    there = page.make(rules)
    valued = strategy_value(page, there, named["name"], named["seat"])
    value, unit = valued.as_dict(), valued.unit
    title = listed["title"]
    chance = any(decision["reach"] < 1 - TIE for decision in value["costly"])  # met in some games, not all
    for decision, met in zip(value["costly"], valued.costly):
        state = met.state
        words, best = (page.move_words(there, state, action) for action in (met.action, met.best_action))
        reach = reach_words(decision["reach"])
        weight = f": on average {unit.small_amount(decision['reach'] * decision['cost'])} {unit.worse} per game" if chance else ""
        decision.update(words=words, best_words=best, reach_text=reach,
                        text=f"{page.where(there, state)}: {lowered(words)} instead of {lowered(best)}, "
                             f"{decision['cost_text']}{' each time' if chance else ''}, {reach}{weight}",
                        heading=f"{title}: here it plays {lowered(words)}, {decision['cost_text']}")
    against = "" if named["seat"] is None else " against the best player"
    elsewhere = "" if rules == page.rules_of(game) else f", in {page.title(there)}"
    count = len(value["costly"])
    order = ", by their average cost per game" if chance and count > 1 else ""
    return {**value, "title": title, "rules": rules, "summary": f"It {value['description']}.",
            "cost_text": value["cost_text"] if value["cost"] >= TIE else "nothing",
            "costly_title": ("It never decides worse than the best player." if not count else "Its costliest decision"
                             if count == 1 else f"Its {count} costliest decisions{order}"),
            "value_label": page.value_words(game, there.initial_state())[0].format(whose="Its") + against + elsewhere,
            "optimal_label": f"The best player's, in its place{elsewhere}", "explain": page.unit(game).explained()}


def lab_note(page, game) -> str:
    """What the lab does under these rules, in a sentence or two: against whom its rules of thumb are valued."""
    offered = page.strategies(game)
    if not offered:
        return "The lab has no rules of thumb to compare under these rules: Practice works here."
    against = "beside what the best play reaches" if offered[0]["seat"] is None else "against a player who plays their best"
    return (f"Each rule of thumb is valued exactly (no simulation), {against}. Open a strategy's costliest decisions "
            "to see them on the board.")


def reach_words(reach: float) -> str:
    """How often the lab's games meet a decision, in one unit for every game: in every game, or
    (dice) so many times in 100 games, which Pig's busts, bringing scores round again, may make
    more than 100."""
    if abs(reach - 1) < TIE:
        return "met in every game"
    return f"met {significant(100 * reach)} times in 100 games"

