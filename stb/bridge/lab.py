"""The strategy lab: a rule of thumb valued against optimal play, with the positions where it loses
most and the rules to open them with."""

from stb.advice import TIE, significant
from stb.advice_words import nothing
from stb.fields import BadRequest, shown, text, whole
from stb.i18n import _, n_, number
from stb.strategies import strategy_value
from stb.words import listed as listed_words, lowered


def strategy(page, game, fields) -> dict:
    """The rule of thumb `fields` names ({"name", "seat"}), valued under the game's rules (or those
    the game plays its lab under, `lab_rules`: Chopsticks' without a move limit)."""
    offered = page.strategies(game)
    seat = fields.get("seat")
    # Translators: a field, as a refusal names it ("{what} must be ...").
    named = {"name": text(fields.get("name"), _("the strategy")),
             # Translators: a field, as a refusal names it ("{what} must be ...").
             "seat": None if seat is None else whole(seat, _("the strategy's seat"), 0, 1)}
    listed = next((s for s in offered if {"name": s["name"], "seat": s["seat"]} == named), None)
    if listed is None:
        raise BadRequest(not_offered(offered, named))
    rules = page.lab_rules(game)
    there = page.make(rules)
    valued = strategy_value(page, there, named["name"], named["seat"])
    value, unit = valued.as_dict(), valued.unit
    title = listed["title"]
    chance = any(decision["reach"] < 1 - TIE for decision in value["costly"])  # met in some games, not all
    for decision, met in zip(value["costly"], valued.costly):
        state = met.state
        words, best = (page.move_words(there, state, action) for action in (met.action, met.best_action))
        said = {"where": page.where(there, state), "move": lowered(words), "best": lowered(best),
                "cost": decision["cost_text"], "reach": reach_words(decision["reach"]),
                "average": _(unit.worse).format(amount=unit.small_amount(decision["reach"] * decision["cost"]))}
        if chance:
            # Translators: a costly decision of a rule of thumb, met in some games only: {where} the position, {move} what
            # it plays, {best} the best move, {cost} what it costs each time, {reach} how often, {average} its cost per game.
            text_ = _("{where}: {move} instead of {best}, {cost} each time, {reach}: on average {average} per game")
        else:
            # Translators: a costly decision of a rule of thumb: {where} the position, {move} what it plays, {best} the
            # best move, {cost} what it costs, {reach} "met in every game".
            text_ = _("{where}: {move} instead of {best}, {cost}, {reach}")
        # Translators: a costly decision's heading: {title} the rule of thumb, {move} what it plays, {cost} what it costs.
        heading = _("{title}: here it plays {move}, {cost}").format(title=title, **said)
        decision.update(words=words, best_words=best, reach_text=said["reach"], text=text_.format(**said), heading=heading)
    count = len(value["costly"])
    return {**value, "title": title, "rules": rules,
            # Translators: what a rule of thumb does: {description} its words, a verb's phrase ("holds at 20 points").
            "summary": _("It {description}.").format(description=value["description"]),
            "cost_text": value["cost_text"] if value["cost"] >= TIE else nothing(),
            "costly_title": costly_title(count, chance), **labels(page, game, there, named["seat"], rules != page.rules_of(game)),
            "explain": page.unit(game).explained()}


def not_offered(offered, named) -> str:
    """The refusal of a rule of thumb the lab does not value here (or not in that seat)."""
    if not offered:
        # Translators: a refusal: the lab has no rule of thumb under these rules; {name} the one asked for.
        return _("the lab values no rule of thumb here, not {name}").format(name=shown(named["name"]))
    values = {"titles": listed_words(dict.fromkeys(s["title"] for s in offered)), "name": shown(named["name"])}
    if any(s["name"] == named["name"] for s in offered):
        # Translators: a refusal: {titles} the rules of thumb the lab values here, {name} the one asked for, in another seat.
        return _("the lab values {titles} here, not {name} in that seat").format(**values)
    # Translators: a refusal: {titles} the rules of thumb the lab values here, {name} the one asked for.
    return _("the lab values {titles} here, not {name}").format(**values)


def costly_title(count: int, chance: bool) -> str:
    """The heading of a rule of thumb's costliest decisions."""
    if not count:
        return _("It never decides worse than the best player.")
    if chance and count > 1:
        # Translators: the heading of a list of a rule of thumb's costliest decisions, met in some games only.
        return _("Its {count} costliest decisions, by their average cost per game").format(count=number(count))
    # Translators: the heading of a list of a rule of thumb's costliest decisions ({count} of them).
    return n_("Its costliest decision", "Its {count} costliest decisions", count).format(count=number(count))


def labels(page, game, there, seat, elsewhere: bool) -> dict:
    """The labels of a rule of thumb's value and of the best player's: against the best player where it
    plays a seat, under the lab's rules (`there`) where they are not the page's (`elsewhere`)."""
    label = page.value_words(game, there.initial_state())[0].format(whose=_("Its"))
    values = {"label": label, "rules": page.title(there)}
    if seat is None and not elsewhere:
        own = label
    elif seat is None:
        # Translators: a rule of thumb's values' label ({label}: "Its chance to win"), under other rules ({rules}: a title).
        own = _("{label}, in {rules}").format(**values)
    elif not elsewhere:
        # Translators: a rule of thumb's values' label ({label}: "Its chance to win") playing a seat against the best player.
        own = _("{label} against the best player").format(**values)
    else:
        # Translators: a rule of thumb's values' label ({label}) against the best player, under other rules ({rules}).
        own = _("{label} against the best player, in {rules}").format(**values)
    # Translators: the label of the best player's values beside a rule of thumb's, playing in its place.
    best = _("The best player's, in its place, in {rules}").format(**values) if elsewhere else _("The best player's, in its place")
    return {"value_label": own, "optimal_label": best}


def lab_note(page, game) -> str:
    """What the lab does under these rules, in a sentence or two: against whom its rules of thumb are valued."""
    offered = page.strategies(game)
    if not offered:
        return _("The lab has no rules of thumb to compare under these rules: Practice works here.")
    if offered[0]["seat"] is None:
        return _("Each rule of thumb is valued exactly (no simulation), beside what the best play reaches. Open a "
                 "strategy's costliest decisions to see them on the board.")
    return _("Each rule of thumb is valued exactly (no simulation), against a player who plays their best. Open a "
             "strategy's costliest decisions to see them on the board.")


def reach_words(reach: float) -> str:
    """How often the lab's games meet a decision, in one unit for every game: in every game, or
    (dice) so many times in 100 games, which Pig's busts, bringing scores round again, may make
    more than 100."""
    if abs(reach - 1) < TIE:
        # Translators: how often the lab's games meet a decision.
        return _("met in every game")
    # Translators: how often the lab's games meet a decision: {count} times (a number, maybe a fraction) in 100 games.
    return _("met {count} times in 100 games").format(count=significant(100 * reach))

