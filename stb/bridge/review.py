"""The review of a game, kept up to date move by move: each player's totals, the value history, the
turns (where a turn holds many moves), the result card at the end, and what Take back takes back.

A review is a fold over the game's records: `update` takes the review's state (the small JSON object
the page hands back with its next play, checked by stb.bridge.review_state) and one record, and
answers what changed. `review` replays a whole game (a saved game, a game shown again) through the
same fold.
"""

from stb.advice import TIE
from stb.bridge.advising import advice_of
from stb.bridge.dice import throw_of
from stb.fields import BadRequest, choice, flag, listing, mapping, text
from stb.bridge.position import names as seat_names, position, state_named, viewer as viewer_of
from stb.bridge.record import saved_move, shown_cost, step
from stb.bridge.review_state import MOST_MOVES, begin, folded, seen, sealed, turn_record
from stb.bridge.view import explained, picture
from stb.bridge.drill import taken_back
from stb.bridge.words import value_label
from stb.i18n import _, n_, number as said_number, p_, percent
from stb.words import COMPUTER, YOU, counted, lowered, name as seat_name, said

LONGEST_FILE_NAME = 1_000
"""The longest name of a saved game's file a request may give (file systems allow 255 characters)."""


def review(page, request) -> dict:
    """Replay a game from its start and moves ({"move", "faces" or "total", "by"}): every record,
    per-player totals (judgements, accuracy, skill lost, luck), the value history, the turns, the
    view of the position reached (with the game's figure when asked: {"figure": true}; and with
    {"start_view": true} the start's view too, where a loaded game is first shown), and the review's
    state and the moves' digest (None for no moves) for the plays that follow; with a drill's store
    ({"drill": {"store", "now", "owner", "game_id"}}: a game taken back to these moves), that store
    with the misses of the moves taken back undone; with {"file": its name} (a saved game read from
    that file), what was loaded, said."""
    game, start, opponent = position(page, {**request, "state": request.get("start")})
    state, records, kept, points, turns = start, [], begin(page, game, start, opponent), [], []
    changes = {"totals": totals(page, game, opponent, kept), "chart": {"points": []},
               "result": result(page, game, start, start, [], *seats_of(page, game, opponent)) if game.is_terminal(start)
               else None, "take_back": None}
    # Translators: a field, as a refusal names it ("{what} must be ...").
    for number, entry in enumerate(listing(request.get("moves"), _("the moves"), MOST_MOVES), start=1):
        # Translators: a field, as a refusal names it: a saved game's move, by its number.
        entry = mapping(entry, _("move {number}").format(number=number))
        try:
            if game.is_terminal(state):
                raise BadRequest(_("the game is over: start a new one"))
            # Translators: a field, as a refusal names it ("{what} must be ...").
            by = choice(entry.get("by", "player"), _("who moved"), ("player", "computer"))
            # Translators: a field, as a refusal names it ("{what} must be ...").
            move = text(entry.get("move"), _("a move"))
            legal = {m.move: m.action for m in advice_of(page, game, state).moves}
            if move not in legal:
                # Translators: a refusal of a saved game's move: {move} its text, {legal} the legal moves' texts.
                raise BadRequest(_("{move} is not a legal move here (legal: {legal})").format(
                    move=f"{move!r:.60}", legal=", ".join(legal)))
            record, state = step(page, game, state, opponent, legal[move], by, throw_of(entry), None)
        except BadRequest as error:
            # Translators: a refusal of a saved game's move: {number} which move, {error} why.
            raise BadRequest(_("move {number}: {error}").format(number=number, error=error)) from None
        records.append(record)
        kept, changes = update(page, game, opponent, kept, record)
        points += changes["chart"]["points"]
        if changes["turn"] is not None:
            turns = [turn for turn in turns if turn["first"] != changes["turn"]["first"]] + [changes["turn"]]
    seats = seat_names(page, game, opponent)
    viewer = viewer_of(page, game, opponent, None)
    return {"start": game.state_text(start), "state": game.state_text(state), "records": records,
            "totals": changes["totals"], "result": changes["result"],
            "chart": {**chart(page, game, kept, opponent), "points": points or [start_point(page, game, start, opponent)]},
            "turns": None if page.turn is None else turns,
            "explain": explained(page, game, start, seats, viewer),
            "saved": saved(page, game, start, opponent, records), "digest": kept["history"] if records else None,
            "review": {"state": sealed(kept) if records else None, "take_back": changes["take_back"]},
            "view": {**picture(page, game, state, opponent),
                     # Translators: a field, as a refusal names it ("{what} must be ...").
                     **({"figure": page.figure(game)} if flag(request.get("figure", False), _("figure")) else {})},
            **({"start_view": picture(page, game, start, opponent)}
               # Translators: a field, as a refusal names it ("{what} must be ...").
               if flag(request.get("start_view", False), _("start_view")) else {}),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            **({"drill": taken_back(page, game, opponent, mapping(request["drill"], _("the drill")), len(records))}
               if request.get("drill") is not None else {}),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            **({"loaded": loaded(text(request["file"], _("the file's name"), LONGEST_FILE_NAME), len(records))}
               if request.get("file") is not None else {})}


def loaded(file: str, count: int) -> str:
    """What a saved game read from the file `file` holds, said as it is shown from its first position."""
    # Translators: a saved game loaded from a file: {file} the file's name, {count} how many moves it holds;
    # ◀ ▶ are the buttons that step through the review.
    return n_("Loaded {file}: {count} move, each checked by Python. Step through them with ◀ ▶, or go back to play on "
              "from the end.",
              "Loaded {file}: {count} moves, each checked by Python. Step through them with ◀ ▶, or go back to play on "
              "from the end.", count).format(file=file, count=said_number(count))


# ---- the fold ----------------------------------------------------------------------------------------

def update(page, game, opponent, kept, record) -> tuple[dict, dict]:
    """The review's state (checked: stb.bridge.review_state) after one more record, and what changed:
    the totals, the result (at the end), the chart's new points and axis, the turn the record belongs
    to, and what Take back would take back. The state is as yet unsealed (`sealed`)."""
    first = kept["moves"] == 0
    unit, number = page.unit(game), kept["moves"] + 1
    seats, viewer = seats_of(page, game, opponent)
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
    new = history_points(page, game, record, number, seats, viewer, turn["number"] if turn else number)
    values = [point["value"] for point in new]
    person = [number - 1, record["player"], record["event"]] if record["by"] == "player" else kept["person"]
    kept = {**kept, "moves": number, "history": folded([saved_move(record)], kept["history"]),
            "others": kept["others"] + record["others"], "at": record["state"], "sums": sums,
            "low": min(kept["low"], *values), "high": max(kept["high"], *values),
            "rolls": kept["rolls"] or any(point["kind"] == "roll" for point in new), "turn": turn, "person": person}
    start, end = state_named(page, game, kept["start"]), state_named(page, game, record["state"])
    summed = totals(page, game, opponent, kept)
    changes = {"state": kept, "totals": summed,
               "result": result(page, game, start, end, summed, seats, viewer) if game.is_terminal(end) else None,
               "chart": {**chart(page, game, kept, opponent),
                         "points": [start_point(page, game, start, opponent)] * first + new},
               "turn": None if turn is None else told(page.turn(game, valued(page, game, turn["records"]), turn["first"],
                                                                    turn["number"], seats, viewer)),
               "take_back": take_back(seats, kept)}
    return kept, changes


def seats_of(page, game, opponent) -> tuple[list, int]:
    """Who sits in each seat, and whose side the review's values take."""
    return seat_names(page, game, opponent), viewer_of(page, game, opponent, None)


def totals(page, game, opponent, kept) -> list[dict]:
    """Per player: decisions (forced ones left out), judgement counts, accuracy, skill lost, luck
    (the luck of their own rolls: at a table, not the other seats'), each figure also in words."""
    unit = page.unit(game)
    summed = [{"player": player, "name": seat_name(seat), "role": seat.role, "moves": s["moves"], "decisions": s["decisions"],
               "forced": s["forced"], "counts": s["counts"],
               "accuracy": round(s["accuracy"] / s["decisions"], 1) if s["decisions"] else None,
               "skill_lost": s["skill"], "skill_text": unit.skill_text(s["lost"]),
               "luck": s["luck"] if s["rolls"] else None, "luck_text": unit.luck_text(s["luck"]) if s["rolls"] else ""}
              for (player, seat), s in zip(enumerate(seat_names(page, game, opponent)), kept["sums"])]
    return [{**total, "accuracy_text": accuracy_said(total["accuracy"]),
             "decisions_text": decisions_said(total["decisions"], total["counts"])} for total in summed]


def accuracy_said(accuracy: float | None) -> str:
    """A player's accuracy as the review shows it ("81.2 %"), or (None) that they have made no choice yet."""
    if accuracy is None:
        # Translators: a player's accuracy in the review, before they made any decision with a choice.
        return _("no choices yet")
    return percent(accuracy, 1)


def decisions_said(decisions: int, counts: dict) -> str:
    """A player's decisions in the review: how many, then how many got each judgement ("12: 9 best,
    2 inaccuracies, 1 blunder"), or none with a choice."""
    if not decisions:
        # Translators: a player's decisions in the review, when every move so far was forced (no choice).
        return _("none with a choice")
    # Translators: between the judgements counted in the review ("9 best, 2 inaccuracies, 1 blunder").
    judged = _(", ").join(counted_judgement(name, count) for name, count in counts.items() if count)
    # Translators: a player's decisions in the review: {count} how many, {judged} how many got each judgement
    # ("9 best, 2 inaccuracies, 1 blunder").
    return _("{count}: {judged}").format(count=said_number(decisions), judged=judged)


def counted_judgement(name: str, count: int) -> str:
    """So many decisions judged `name` ("2 inaccuracies"), as the review counts them."""
    # Translators: decisions counted by their judgement in the review ("9 best, 2 inaccuracies"): {count} a number.
    forms = {"best": lambda: n_("{count} best", "{count} best", count),
             "inaccuracy": lambda: n_("{count} inaccuracy", "{count} inaccuracies", count),
             "mistake": lambda: n_("{count} mistake", "{count} mistakes", count),
             "blunder": lambda: n_("{count} blunder", "{count} blunders", count)}
    return forms[name]().format(count=said_number(count))


def told(turn: dict) -> dict:
    """A turn as the moves played list it: with how many moves it holds, said ("Its 3 moves")."""
    count = turn["last"] - turn["first"] + 1
    # Translators: the fold of a turn's moves in the list of moves played (Pig): {count} how many moves the turn holds.
    return {**turn, "moves_text": n_("Its {count} move", "Its {count} moves", count).format(count=said_number(count))}


def result(page, game, start, end, summed, seats, viewer) -> dict:
    """The result card of a finished game: who won and by how much, in the game's words (its title),
    then for each person at the screen their accuracy (with how many decisions were best: it is not
    their share, and `explain` names the sentence that says what it is), and what their decisions cost
    against best play; and the yardstick, best play's value from the start (a position played from, said so)."""
    unit, lines, terms = page.unit(game), [], []
    for total in summed:
        seat = seats[total["player"]]
        if seat.role == COMPUTER or not total["moves"]:
            continue
        if total["decisions"]:
            terms.append(len(lines))  # the accuracy's line, with the sentence that says what accuracy is
        lines += accuracy_lines(seat, total)
    if not game.is_terminal(start):
        advice = advice_of(page, game, start)
        value = advice.value if game.to_move(start) == viewer else unit.other_side(advice.value)
        values = {"label": value_label(page, game, start, seats[viewer]), "value": unit.value_text(value)}
        if start == game.initial_state():
            # Translators: the last line of a game's result card: {label} the values' label ("Your chance to win").
            lines.append(_("{label} at the start, with best play: {value}.").format(**values))
        else:
            # Translators: the last line of a result card, of a game played from a position other than the usual start.
            lines.append(_("{label} where this game began (not the game's usual start), with best play: {value}.").format(**values))
    # Translators: the term a result card's line explains ("Accuracy: what it means").
    term = _("Accuracy")
    return {"title": page.message(game, end, seats), "lines": lines,
            "explain": [[term, "accuracy"] if i in terms else None for i in range(len(lines))]}


def accuracy_lines(seat, total) -> list[str]:
    """A person's lines of the result card (you, or a player the game names): their accuracy over their
    decisions, with how many were best (forced moves, a roll with no choice of dice aside, not counted),
    and what their decisions cost against best play."""
    yours, values = seat.role == YOU, {"player": seat_name(seat)}
    forced, decisions = total["forced"], total["decisions"]
    values.update(forced=counted(forced, "forced move"))
    if not decisions and forced:
        # Translators: a result card's line, for a player who never had a choice; {forced} "3 forced moves".
        return [(_("You had no choice to make: every move was forced ({forced}).") if yours else
                 _("{player} had no choice to make: every move was forced ({forced}).")).format(**values)]
    if not decisions:  # a roll with nothing to choose is no forced move
        # Translators: a result card's line, for a player whose every move was a roll of the dice.
        return [(_("You had no choice to make: every move was a roll.") if yours else
                 _("{player} had no choice to make: every move was a roll.")).format(**values)]
    values.update(accuracy=percent(total["accuracy"], 1), decisions=counted(decisions, "decision"),
                  bests=bests_said(total["counts"]["best"], decisions), lost=total["skill_text"])
    if forced:
        # Translators: a result card's line: {accuracy} a percentage, {decisions} "12 decisions", {bests} how many
        # of them were best ("5 of them best"), {forced} "2 forced moves".
        accuracy = _("Your accuracy: {accuracy} over {decisions}, {bests} ({forced} not counted).") if yours else \
            _("{player}'s accuracy: {accuracy} over {decisions}, {bests} ({forced} not counted).")
    else:
        # Translators: a result card's line: {accuracy} a percentage, {decisions} "12 decisions", {bests} how many
        # of them were best ("5 of them best").
        accuracy = _("Your accuracy: {accuracy} over {decisions}, {bests}.") if yours else \
            _("{player}'s accuracy: {accuracy} over {decisions}, {bests}.")
    if decisions > total["counts"]["best"]:  # a decision costly: what they cost in all
        # Translators: a result card's line: {lost} what the decisions cost in all ("4.8 % less chance to win").
        lost = _("Your decisions against best play: {lost}.") if yours else \
            _("{player}'s decisions against best play: {lost}.")
    else:
        lost = _("You played every decision as best play would.") if yours else \
            _("{player} played every decision as best play would.")
    return [accuracy.format(**values), lost.format(**values)]


def bests_said(best: int, decisions: int) -> str:
    """How many of a player's decisions were best, after their accuracy: it is not their share."""
    if decisions == 1:
        # Translators: after "Your accuracy: 100 % over 1 decision,": the one decision was (or was not) the best move.
        return p_("the one decision was", "the best move") if best else p_("the one decision was", "not the best move")
    if best == decisions:
        # Translators: after "Your accuracy: 100 % over 12 decisions,": every decision was best.
        return _("all of them best")
    if not best:
        # Translators: after "Your accuracy: 31.2 % over 12 decisions,": no decision was best.
        return _("none of them best")
    # Translators: after "Your accuracy: 81.2 % over 12 decisions,": {count} of the decisions were best.
    return n_("{count} of them best", "{count} of them best", best).format(count=said_number(best))


def take_back(seats, kept) -> dict | None:
    """What Take back takes back: the last move made at the screen, with the computer's after it."""
    if kept["person"] is None:
        return None
    index, player, event = kept["person"]
    count = kept["moves"] - 1 - index
    # Translators: the move Take back takes back, as the button names it ("Take back your last move").
    moves = said(seats[player], you=_("your last move"), computer=_("the computer's last move"),
                 player=_("{player}'s last move"))
    if count == 0:
        # Translators: Take back's button: {moves} the moves it takes back ("your last move").
        return {"move": index, "label": _("Take back {moves}").format(moves=moves),
                # Translators: what Take back took back: {event} the move's words, a sentence.
                "note": _("Taken back: {event}").format(event=event)}
    if count == 1:
        # Translators: the computer's move after yours, which Take back takes back too.
        replies = _("the computer's reply")
    else:
        # Translators: the computer's moves after yours, which Take back takes back too.
        replies = n_("the computer's {count} move after it", "the computer's {count} moves after it", count).format(
            count=said_number(count))
    # Translators: Take back's button: {move} the last move made at the screen ("your last move"), {replies} the computer's after it.
    label = _("Take back {move} and {replies}").format(move=moves, replies=replies)
    # Translators: what Take back took back: {event} the move's words (a sentence), {replies} the computer's moves after it.
    return {"move": index, "label": label, "note": _("Taken back: {event} Also {replies}.").format(event=event, replies=replies)}


# ---- the value history -----------------------------------------------------------------------------

def chart(page, game, kept, opponent) -> dict:
    """The history's axes (round ticks around every value so far, the better end at the top; along
    it the turns, or the moves, that its points' `step` counts), its caption, its legend and how to
    read a mark, with a pointer or by touch."""
    seats, viewer = seats_of(page, game, opponent)
    start = state_named(page, game, kept["start"])
    unit = page.unit(game)
    ticks = unit.ticks([kept["low"], kept["high"]])
    label = value_label(page, game, start, seats[viewer])
    lower = unit.sign < 0  # lower is better: drawn with the best, 0, at the top, so that a loss is a fall
    by_move = page.turn is None
    # Translators: the value history's axis, under its numbers: what they count (one short word).
    axis = p_("value history's axis", "move") if by_move else p_("value history's axis", "turn")
    return {"label": label, "low": ticks[0], "high": ticks[-1], "better": "down" if lower else "up", "axis": axis,
            "caption": caption(label, by_move, lower), "legend": legend(page.throw_name(game) if kept["rolls"] else None),
            "hints": {"pointer": _("Point at a mark, or tab to it, to read its move; click it to open the position there."),
                      "touch": _("Tap a mark to read its move and open the position there.")},
            "ticks": [{"value": t, "text": unit.tick_text(t)} for t in ticks]}


def caption(label: str, by_move: bool, lower: bool) -> str:
    """The value history's caption: its values' label, what its axis counts (moves or turns), and where
    a lower value is better, that 0 is at the top."""
    if by_move:
        # Translators: the value history's caption: {label} the values' label ("Your chance to win").
        return _("{label}, after every move (moves numbered below); lower is better, so 0 is at the top.").format(
            label=label) if lower else _("{label}, after every move (moves numbered below).").format(label=label)
    # Translators: the value history's caption: {label} the values' label ("Your chance to win").
    return _("{label}, after every move (turns numbered below); lower is better, so 0 is at the top.").format(
        label=label) if lower else _("{label}, after every move (turns numbered below).").format(label=label)


def legend(thrown: str | None) -> str:
    """The value history's legend: its marks, and where the game threw dice, how a throw (`thrown`, the
    game's words: "a roll of the dice") is drawn."""
    if thrown is None:
        # Translators: the value history's legend: each mark, and its judgement's word beside it.
        return _("● a decision; ▲ blunder, ■ mistake, ○ inaccuracy, each with its word.")
    # Translators: the value history's legend; {throw} one throw ("a roll of the dice"), a diamond after a grey stretch.
    return _("● a decision; ▲ blunder, ■ mistake, ○ inaccuracy, each with its word; ◆ {throw}, after a grey stretch "
             "of the line: its luck.").format(throw=thrown)


def point(page, game, value, kind, opens, said_there, seats, viewer, judgement=None, step=0) -> dict:
    """A point of the history, from the viewer's side: its value, kind, the position it opens (after
    so many moves), its judgement, its words (`said_there`: the move, or the start), and the turn (or
    move) it belongs to (`step`, 0: the start)."""
    shown = seen(page, game, value, viewer)
    label = value_label(page, game, game.initial_state(), seats[viewer], inside=True)
    # Translators: a point of the value history: {move} what happened there, {label} the values' label, {value} the value.
    return {"value": shown, "kind": kind, "open": opens, "judgement": judgement, "step": step,
            "label": _("{move} — {label}: {value}").format(move=said_there, label=label,
                                                          value=page.unit(game).chart_text(shown))}


def start_point(page, game, start, opponent) -> dict:
    seats, viewer = seats_of(page, game, opponent)
    # Translators: the first point of the value history, before any move.
    return point(page, game, page.value(game, start), "start", 0, p_("the value history", "Start"), seats, viewer)


def history_points(page, game, r, number, seats, viewer, step) -> list[dict]:
    """A record's points, in turn (or move) `step`: its decision (with its judgement) and, where it
    threw dice, the roll (its luck)."""
    judged = None if r["forced"] else r["judgement"]
    # Translators: a point of the value history: {number} the move's number, {event} what happened (a sentence).
    happened = _("Move {number}: {event}").format(number=number, event=r["event"].rstrip("."))
    if r["decided"] is None:
        return [point(page, game, r["chart"], "decision", number - 1, happened, seats, viewer, judged, step)]
    values = {"number": number, "move": lowered(r["words"])}
    if r["forced"]:
        # Translators: a point of the value history: a move without a choice ({move}: its words, as a verb's phrase).
        chose = said(seats[r["player"]], you=_("Move {number}: You must {move}"),
                     computer=_("Move {number}: The computer must {move}"), player=_("Move {number}: {player} must {move}"),
                     **values)
    else:
        # Translators: a point of the value history: a choice made ({move}: its words, as a verb's phrase).
        chose = said(seats[r["player"]], you=_("Move {number}: You chose to {move}"),
                     computer=_("Move {number}: The computer chose to {move}"),
                     player=_("Move {number}: {player} chose to {move}"), **values)
    return [point(page, game, r["decided"], "decision", number - 1, chose, seats, viewer, judged, step),
            point(page, game, r["chart"], "roll", number, happened, seats, viewer, step=step)]


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
