"""The review of a game, kept up to date move by move: each player's totals, the value history, the
turns (where a turn holds many moves), the result card at the end, and what Take back takes back.

A review is a fold over the game's records: `update` takes the review's state (the small JSON object
the page hands back with its next play, checked by stb.bridge.review_state) and one record, and
answers what changed. `review` replays a whole game (a saved game, a game shown again) through the
same fold.
"""

from stb.advice import NBSP, TIE
from stb.bridge.advising import advice_of
from stb.bridge.dice import throw_of
from stb.fields import BadRequest, choice, flag, listing, mapping, text
from stb.bridge.position import names as seat_names, position, state_named, viewer as viewer_of
from stb.bridge.record import saved_move, shown_cost, step
from stb.bridge.review_state import MOST_MOVES, begin, folded, seen, sealed, turn_record
from stb.bridge.view import explained, picture
from stb.bridge.drill import taken_back
from stb.bridge.words import value_label
from stb.words import counted, theirs, whose


def review(page, request) -> dict:
    """Replay a game from its start and moves ({"move", "faces" or "total", "by"}): every record,
    per-player totals (judgements, accuracy, skill lost, luck), the value history, the turns, the
    view of the position reached (with the game's figure when asked: {"figure": true}; and with
    {"start_view": true} the start's view too, where a loaded game is first shown), and the review's
    state and the moves' digest (None for no moves) for the plays that follow; with a drill's store
    ({"drill": {"store", "now", "owner", "game_id"}}: a game taken back to these moves), that store
    with the misses of the moves taken back undone."""
    game, start, opponent = position(page, {**request, "state": request.get("start")})
    state, records, kept, points, turns = start, [], begin(page, game, start, opponent), [], []
    changes = {"totals": totals(page, game, opponent, kept), "chart": {"points": []},
               "result": result(page, game, start, start, [], *seats(page, game, opponent)) if game.is_terminal(start)
               else None, "take_back": None}
    for number, entry in enumerate(listing(request.get("moves"), "the moves", MOST_MOVES), start=1):
        entry = mapping(entry, f"move {number}")
        try:
            if game.is_terminal(state):
                raise BadRequest("the game is over: start a new one")
            by = choice(entry.get("by", "player"), "who moved", ("player", "computer"))
            move = text(entry.get("move"), "a move")
            legal = {m.move: m.action for m in advice_of(page, game, state).moves}
            if move not in legal:
                raise BadRequest(f"{move!r:.60} is not a legal move here (legal: {', '.join(legal)})")
            record, state = step(page, game, state, opponent, legal[move], by, throw_of(entry), None)
        except BadRequest as error:
            raise BadRequest(f"move {number}: {error}") from None
        records.append(record)
        kept, changes = update(page, game, opponent, kept, record)
        points += changes["chart"]["points"]
        if changes["turn"] is not None:
            turns = [turn for turn in turns if turn["first"] != changes["turn"]["first"]] + [changes["turn"]]
    names = seat_names(page, game, opponent)
    viewer = viewer_of(page, game, opponent, None)
    return {"start": game.state_text(start), "state": game.state_text(state), "records": records,
            "totals": changes["totals"], "result": changes["result"],
            "chart": {**chart(page, game, kept, opponent), "points": points or [start_point(page, game, start, opponent)]},
            "turns": None if page.turn is None else turns,
            "explain": explained(page, game, start, names, viewer),
            "saved": saved(page, game, start, opponent, records), "digest": kept["history"] if records else None,
            "review": {"state": sealed(kept) if records else None, "take_back": changes["take_back"]},
            "view": {**picture(page, game, state, opponent),
                     **({"figure": page.figure(game)} if flag(request.get("figure", False), "figure") else {})},
            **({"start_view": picture(page, game, start, opponent)}
               if flag(request.get("start_view", False), "start_view") else {}),
            **({"drill": taken_back(page, game, opponent, mapping(request["drill"], "the drill"), len(records))}
               if request.get("drill") is not None else {})}


# ---- the fold ----------------------------------------------------------------------------------------

def update(page, game, opponent, kept, record) -> tuple[dict, dict]:
    """The review's state (checked: stb.bridge.review_state) after one more record, and what changed:
    the totals, the result (at the end), the chart's new points and axis, the turn the record belongs
    to, and what Take back would take back. The state is as yet unsealed (`sealed`)."""
    first = kept["moves"] == 0
    unit, number = page.unit(game), kept["moves"] + 1
    names, viewer = seats(page, game, opponent)
    sums = kept["sums"]
    if not record["others"]:
        seat = dict(sums[record["player"]])
        seat["moves"] += 1
        if not record["forced"]:
            seat.update(decisions=seat["decisions"] + 1, skill=seat["skill"] + record["cost"],
                        lost=seat["lost"] + [shown_cost(page, game, record)] * (record["cost"] >= TIE),
                        accuracy=seat["accuracy"] + unit.accuracy(record["cost"]),
                        counts={**seat["counts"], record["judgement"]: seat["counts"][record["judgement"]] + 1})
        elif record["total"] is None:  # a move with no choice; a roll with none is no move of the player's
            seat["forced"] += 1
        if record["luck"] is not None:
            seat.update(luck=seat["luck"] + record["luck"], rolls=True)
        sums = [*sums[:record["player"]], seat, *sums[record["player"] + 1:]]
    turn = open_turn(page, game, kept["turn"], record, number - 1)
    new = history_points(page, game, record, number, names, viewer, turn["number"] if turn else number)
    values = [point["value"] for point in new]
    person = [number - 1, record["player"], record["event"]] if record["by"] == "player" else kept["person"]
    kept = {**kept, "moves": number, "history": folded([saved_move(record)], kept["history"]),
            "others": kept["others"] + record["others"], "at": record["state"], "sums": sums,
            "low": min(kept["low"], *values), "high": max(kept["high"], *values),
            "rolls": kept["rolls"] or any(point["kind"] == "roll" for point in new), "turn": turn, "person": person}
    start, end = state_named(page, game, kept["start"]), state_named(page, game, record["state"])
    summed = totals(page, game, opponent, kept)
    changes = {"state": kept, "totals": summed,
               "result": result(page, game, start, end, summed, names, viewer) if game.is_terminal(end) else None,
               "chart": {**chart(page, game, kept, opponent),
                         "points": [start_point(page, game, start, opponent)] * first + new},
               "turn": None if turn is None else page.turn(game, valued(page, game, turn["records"]), turn["first"],
                                                               turn["number"], names, viewer),
               "take_back": take_back(names, kept)}
    return kept, changes


def seats(page, game, opponent) -> tuple[list[str], int]:
    """Who sits in each seat, and whose side the review's values take."""
    return seat_names(page, game, opponent), viewer_of(page, game, opponent, None)


def totals(page, game, opponent, kept) -> list[dict]:
    """Per player: decisions (forced ones left out), judgement counts, accuracy, skill lost, luck
    (the luck of their own rolls: at a table, not the other seats')."""
    unit = page.unit(game)
    return [{"player": seat, "name": name, "moves": s["moves"], "decisions": s["decisions"], "forced": s["forced"],
             "counts": s["counts"],
             "accuracy": round(s["accuracy"] / s["decisions"], 1) if s["decisions"] else None,
             "skill_lost": s["skill"], "skill_text": unit.skill_text(s["lost"]),
             "luck": s["luck"] if s["rolls"] else None, "luck_text": unit.luck_text(s["luck"]) if s["rolls"] else ""}
            for (seat, name), s in zip(enumerate(seat_names(page, game, opponent)), kept["sums"])]


def result(page, game, start, end, summed, names, viewer) -> dict:
    """The result card of a finished game: who won and by how much, in the game's words (its title),
    then for each person at the screen their accuracy (with how many decisions were best: it is not
    their share, and `explain` names the sentence that says what it is), and what their decisions cost
    against best play; and the yardstick, best play's value from the start (a position played from, said so)."""
    unit, lines, terms = page.unit(game), [], []
    for total in summed:
        name = total["name"]
        if name == "The computer" or not total["moves"]:
            continue
        forced = total["forced"]  # a roll with no choice of dice is no move of theirs: not said
        left_out = f" ({counted(forced, 'forced move')} not counted)" if forced else ""
        if total["decisions"]:
            best, decisions = total["counts"]["best"], total["decisions"]
            bests = ("the best move" if best else "not the best move") if decisions == 1 else \
                "all of them best" if best == decisions else f"{best or 'none'} of them best"
            lines.append(f"{whose(name)} accuracy: {total['accuracy']:.1f}{NBSP}% over {counted(decisions, 'decision')}, "
                         f"{bests}{left_out}.")
            terms.append(len(lines) - 1)
            lost = total["skill_text"]
            lines.append(f"{whose(name)} decisions against best play: {lost}." if lost != "nothing" else
                         f"{name} played every decision as best play would.")
        else:  # a roll with nothing to choose is no forced move
            lines.append(f"{name} had no choice to make: "
                         + (f"every move was forced ({counted(forced, 'forced move')})." if forced else "every move was a roll."))
    if not game.is_terminal(start):
        advice = advice_of(page, game, start)
        value = advice.value if game.to_move(start) == viewer else unit.other_side(advice.value)
        label = value_label(page, game, start, names[viewer])
        began = "at the start" if start == game.initial_state() else "where this game began (not the game's usual start)"
        lines.append(f"{label} {began}, with best play: {unit.value_text(value)}.")
    return {"title": page.message(game, end, names), "lines": lines,
            "explain": [["Accuracy", "accuracy"] if i in terms else None for i in range(len(lines))]}


def take_back(names, kept) -> dict | None:
    """What Take back takes back: the last move made at the screen, with the computer's after it."""
    if kept["person"] is None:
        return None
    index, player, event = kept["person"]
    count = kept["moves"] - 1 - index
    replies = "" if count == 0 else "the computer's reply" if count == 1 else f"the computer's {count} moves after it"
    return {"move": index, "label": f"Take back {theirs(names[player])} last move{f' and {replies}' if replies else ''}",
            "note": f"Taken back: {event}{f' Also {replies}.' if replies else ''}"}


# ---- the value history -----------------------------------------------------------------------------

def chart(page, game, kept, opponent) -> dict:
    """The history's axes (round ticks around every value so far, the better end at the top; along
    it the turns, or the moves, that its points' `step` counts), its caption, its legend and how to
    read a mark, with a pointer or by touch."""
    names, viewer = seats(page, game, opponent)
    start = state_named(page, game, kept["start"])
    unit = page.unit(game)
    ticks = unit.ticks([kept["low"], kept["high"]])
    label = value_label(page, game, start, names[viewer])
    lower = unit.sign < 0  # lower is better: drawn with the best, 0, at the top, so that a loss is a fall
    thrown = page.throw_name(game)
    rolls = f"; ◆ {thrown}, after a grey stretch of the line: its luck" if kept["rolls"] else ""
    steps = "move" if page.turn is None else "turn"
    return {"label": label, "low": ticks[0], "high": ticks[-1], "better": "down" if lower else "up", "steps": steps,
            "caption": f"{label}, after every move ({steps}s numbered below)" + (
                "; lower is better, so 0 is at the top." if lower else "."),
            "legend": f"● a decision; ▲ blunder, ■ mistake, ○ inaccuracy, each with its word{rolls}.",
            "hints": {"pointer": "Point at a mark, or tab to it, to read its move; click it to open the position there.",
                      "touch": "Tap a mark to read its move and open the position there."},
            "ticks": [{"value": t, "text": unit.tick_text(t)} for t in ticks]}


def point(page, game, value, kind, opens, said, names, viewer, judgement=None, step=0) -> dict:
    """A point of the history, from the viewer's side: its value, kind, the position it opens (after
    so many moves), its judgement, its words, and the turn (or move) it belongs to (`step`, 0: the start)."""
    shown = seen(page, game, value, viewer)
    label = value_label(page, game, game.initial_state(), names[viewer])
    return {"value": shown, "kind": kind, "open": opens, "judgement": judgement, "step": step,
            "label": f"{said} — {label.lower() if label.startswith('Your') else label}: {page.unit(game).chart_text(shown)}"}


def start_point(page, game, start, opponent) -> dict:
    names, viewer = seats(page, game, opponent)
    return point(page, game, page.value(game, start), "start", 0, "Start", names, viewer)


def history_points(page, game, r, number, names, viewer, step) -> list[dict]:
    """A record's points, in turn (or move) `step`: its decision (with its judgement) and, where it
    threw dice, the roll (its luck)."""
    judged, actor = None if r["forced"] else r["judgement"], names[r["player"]]
    if r["decided"] is None:
        return [point(page, game, r["chart"], "decision", number - 1, f"Move {number}: {r['event'].rstrip('.')}",
                      names, viewer, judged, step)]
    chose = f"Move {number}: {actor} {'must' if r['forced'] else 'chose to'} {r['words'][0].lower()}{r['words'][1:]}"
    return [point(page, game, r["decided"], "decision", number - 1, chose, names, viewer, judged, step),
            point(page, game, r["chart"], "roll", number, f"Move {number}: {r['event'].rstrip('.')}", names, viewer,
                  step=step)]


def open_turn(page, game, turn, record, index) -> dict | None:
    """The turn a record belongs to, where a game's turns hold many moves (its page tells a `turn`):
    the one before goes on while its player is still to move, or a new one begins."""
    if page.turn is None:
        return None
    if turn is not None:
        last = turn["records"][-1]
        after = state_named(page, game, last["state"])
        if not game.is_terminal(after) and game.to_move(after) == last["player"]:
            return {**turn, "records": [*turn["records"], turn_record(page, game, record)]}
    return {"first": index, "number": 1 if turn is None else turn["number"] + 1, "records": [turn_record(page, game, record)]}


def valued(page, game, records) -> list[dict]:
    """A turn's records, each costly one with its position's best value (`best_value`), for the turn's
    words to say each cost as its verdict did: the words call no solver."""
    return [{**r, "best_value": advice_of(page, game, state_named(page, game, r["position"])).best.value if r["cost"] >= TIE else None}
            for r in records]


def saved(page, game, start, opponent, records) -> dict:
    """The game as a file keeps it: rules, opponent, start and every move with its dice."""
    return {"stb": 1, "game": page.name, "rules": page.rules_of(game), "opponent": opponent,
            "start": game.state_text(start), "moves": [saved_move(r) for r in records]}
