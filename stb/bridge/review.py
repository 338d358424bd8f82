"""The review of a game: every move replayed and recorded, each player's totals, and the value history."""

from statistics import fmean

from stb.advice import JUDGEMENTS, NBSP
from stb.bridge.fields import BadRequest, choice, listing, mapping
from stb.bridge.position import names as seat_names, position, viewer as viewer_of
from stb.bridge.record import saved_move, step
from stb.bridge.view import explained
from stb.bridge.words import whose

MOST_MOVES = 2000
"""The longest game a review replays (far beyond any real game of these)."""


def review(adapter, request) -> dict:
    """Replay a game from its start and moves ({"move", "faces" or "total", "by"}): every record,
    per-player totals (judgements, accuracy, skill lost, luck) and the value history."""
    game, start, opponent = position(adapter, {**request, "state": request.get("start")})
    state, records = start, []
    for number, entry in enumerate(listing(request.get("moves"), "the moves", MOST_MOVES), start=1):
        entry = mapping(entry, f"move {number}")
        try:
            by = choice(entry.get("by", "player"), "who moved", ("player", "computer"))
            move = {key: entry[key] for key in ("move", "faces", "total") if key in entry}
            record, state = step(adapter, game, state, opponent, move, None)
        except BadRequest as error:
            raise BadRequest(f"move {number}: {error}") from None
        records.append({**record, "by": by})
    names = seat_names(adapter, game, opponent)
    viewer = viewer_of(adapter, game, opponent, None)
    summed = totals(adapter, game, records, names)
    return {"start": game.state_text(start), "state": game.state_text(state), "records": records,
            "totals": summed, "result": result(adapter, game, start, state, summed, names, viewer),
            "chart": history(adapter, game, start, records, names, viewer),
            "turns": adapter.turns(game, records, names, viewer),
            "explain": explained(adapter, game, start, names, viewer),
            "saved": saved(adapter, game, start, opponent, records)}


def totals(adapter, game, records, names) -> list[dict]:
    """Per player: decisions (forced ones left out), judgement counts, accuracy, skill lost, luck
    (the luck of their own rolls: at a table, not the other seats')."""
    unit = adapter.unit(game)
    answer = []
    for seat, name in enumerate(names):
        mine = [r for r in records if r["player"] == seat and not r["others"]]
        decisions = [r for r in mine if not r["forced"]]
        skill = sum(r["cost"] for r in decisions)
        luck = sum(r["luck"] for r in mine if r["luck"] is not None)
        rolls = any(r["luck"] is not None for r in mine)
        answer.append({"player": seat, "name": name, "moves": len(mine), "decisions": len(decisions),
                       "counts": {j: sum(r["judgement"] == j for r in decisions) for j in JUDGEMENTS},
                       "accuracy": round(fmean(unit.accuracy(r["cost"]) for r in decisions), 1) if decisions else None,
                       "skill_lost": skill, "skill_text": unit.skill_text(r["cost"] for r in decisions),
                       "luck": luck if rolls else None, "luck_text": unit.luck_text(luck) if rolls else ""})
    return answer


def result(adapter, game, start, state, summed, names, viewer) -> dict | None:
    """The result card of a finished game (None before the end): who won and by how much, in the
    game's words (its title), then for each person at the screen their accuracy, and what their
    decisions cost against best play; and the yardstick, best play's value from the start."""
    if not game.is_terminal(state):
        return None
    unit, lines = adapter.unit(game), []
    for total in summed:
        name = total["name"]
        if name == "The computer" or not total["moves"]:
            continue
        forced = total["moves"] - total["decisions"]
        unforced = f"{total['decisions']} decision{'' if total['decisions'] == 1 else 's'}"
        left_out = f" ({forced} forced move{'' if forced == 1 else 's'} not counted)" if forced else ""
        if total["decisions"]:
            lines.append(f"{whose(name)} accuracy: {total['accuracy']:.1f}{NBSP}% over {unforced}{left_out}.")
            lost = total["skill_text"]
            lines.append(f"{whose(name)} decisions against best play: {lost}." if lost != "nothing" else
                         f"{name} played every decision as best play would.")
        else:
            lines.append(f"{name} had no choice to make: every move was forced.")
    if not game.is_terminal(start):
        advice = adapter.advise(game, start)
        value = advice.value if game.to_move(start) == viewer else unit.other_side(advice.value)
        label = adapter.value_label(game, start).format(whose=whose(names[viewer]))
        lines.append(f"{label} at the start, with best play: {unit.value_text(value)}.")
    return {"title": adapter.message(game, state, names), "lines": lines}


def history(adapter, game, start, records, names, viewer) -> dict:
    """The value history from the viewer's side: the start, then each move's decision (with its
    judgement) and, where it threw dice, the roll (its luck); each point says which position it
    opens (`open`: after so many moves), and the axis has round ticks."""
    unit = adapter.unit(game)
    seen = (lambda value: value) if viewer == 0 else unit.other_side
    label = adapter.value_label(game, start).format(whose=whose(names[viewer]))

    def point(value, kind, opens, said, judgement=None):
        return {"value": seen(value), "kind": kind, "open": opens, "judgement": judgement,
                "label": f"{said} — {label.lower() if label.startswith('Your') else label}: "
                         f"{adapter.chart_text(game, seen(value))}"}

    points = [point(adapter.chart(game, start), "start", 0, "Start")]
    for number, r in enumerate(records, start=1):
        judged = None if r["forced"] else r["judgement"]
        actor = names[r["player"]]
        if r["decided"] is not None:
            points.append(point(r["decided"], "decision", number - 1,
                                f"Move {number}: {actor} {'must' if r['forced'] else 'chose to'} "
                                f"{r['words'][0].lower()}{r['words'][1:]}", judged))
            points.append(point(r["chart"], "roll", number, f"Move {number}: {r['event'].rstrip('.')}"))
        else:
            points.append(point(r["chart"], "decision", number - 1, f"Move {number}: {r['event'].rstrip('.')}", judged))
    ticks = adapter.chart_ticks(game, [p["value"] for p in points])
    rolls = "; ◆ a roll of the dice, after a dashed line: its luck" if any(p["kind"] == "roll" for p in points) else ""
    return {"label": label, "points": points, "low": ticks[0], "high": ticks[-1],
            "legend": f"● a decision; ▲ blunder, ■ mistake, ○ inaccuracy, each with its word{rolls}.",
            "ticks": [{"value": t, "text": adapter.tick_text(game, t)} for t in ticks]}


def saved(adapter, game, start, opponent, records) -> dict:
    """The game as a file keeps it: rules, opponent, start and every move with its dice."""
    return {"stb": 1, "game": adapter.name, "rules": adapter.rules(game), "opponent": opponent,
            "start": game.state_text(start), "moves": [saved_move(r) for r in records]}
