"""The view: everything the page draws for a position, every value in it from the viewer's side."""

import importlib

from stb.advice import TIE
from stb.advice_words import JUDGEMENT_WORDS
from stb.bridge import opponent as opponents
from stb.bridge.advising import advice_of
from stb.bridge.drill import owners
from stb.fields import flag, mapping
from stb.bridge.lab import lab_note, strategy
from stb.bridge.links import link
from stb.bridge.practice import asked_of_you, practice_position
from stb.bridge.position import names as seat_names, position, rng, viewer as viewer_of
from stb.bridge.words import best_sentence, either, value_label
from stb.game import CHANCE, no_selection
from stb.games import GAMES
from stb.i18n import _
from stb.words import YOU, lowered, name


def view(page, request) -> dict:
    """The view of the request's position; with {"practice": seed}, of a close decision the seed
    picks instead, asked of you against the computer as the side to move (stb.bridge.practice); with {"figure": true} the game's figure (its page's
    `figure`), with {"strategy": {...}} a rule of thumb valued by the lab, and with {"thinking": true}
    (or the panel's options, {"thinking": {...}}) how the computer works the position out (stb.bridge.thinking)."""
    game, state, opponent = position(page, request)
    if request.get("practice") is not None:
        state = practice_position(page, game, rng({"seed": request["practice"]}))
        opponent = asked_of_you(page, game, state, opponent)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    figure = {"figure": page.figure(game)} if flag(request.get("figure", False), _("figure")) else {}
    # Translators: a field, as a refusal names it ("{what} must be ...").
    lab = {"strategy": strategy(page, game, mapping(request["strategy"], _("the strategy")))} \
        if request.get("strategy") is not None else {}
    asked = request.get("thinking", False)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    asked = asked if isinstance(asked, dict) else flag(asked, _("thinking"))
    thought = {"thinking": importlib.import_module("stb.bridge.thinking").thinking(page, game, state, opponent, asked)} \
        if asked is not False else {}
    return {**picture(page, game, state, opponent), **figure, **lab, **thought}


def picture(page, game, state, opponent) -> dict:
    """Everything the page draws for a position, every value in it from the viewer's side."""
    seats = seat_names(page, game, opponent)
    over = game.is_terminal(state)
    mover = None if over else game.to_move(state)
    viewer = viewer_of(page, game, opponent, mover)
    return {"game": page.name, "title": page.title(game), "rules": page.rules_of(game),
            "controls": page.controls(game) + opponents.opponent_controls(page, game, opponent),
            "opponent": opponent, "state": game.state_text(state), "link": link(page, game, state, opponent),
            "names": [name(seat) for seat in seats], "seats": [_(label) for label in page.seats(game)],
            "roles": [seat.role for seat in seats], "to_move": mover, "viewer": viewer,
            "owners": owners(page, game, opponent),
            "computer_to_move": not over and opponents.computer_to_move(page, game, state, opponent),
            "phase": "game-over" if over else "move", "message": page.message(game, state, seats),
            "board": indexed(page.board(game, state), None if over else advice_of(page, game, state)),
            "winner": page.winner(game, state) if over else None,
            "chart": page.value(game, state),
            "position": None if over else advice_dict(page, game, state, seats, viewer),
            "how_to_play": page.how_to_play(game), "explain": explained(page, game, state, seats, viewer),
            "lab": page.strategies(game), "lab_note": lab_note(page, game)}


def explained(page, game, state, seats, viewer) -> dict[str, str]:
    """One sentence for each figure the page shows, in plain words."""
    return {**page.unit(game).explained(), "value": value_label(page, game, state, seats[viewer], meaning=True)}


def value_note(page, game, seats, viewer) -> str:
    """Under what play the values hold, in words."""
    own = page.value_note(game)
    if own is not None:
        return own
    # Translators: under what play the values hold, after the values' label ("Your chance to win, ...").
    if len(page.seats(game)) == 1:
        return _("with your best play from here")
    if seats[viewer].role == YOU:
        return _("if you and the computer both play your best from here")
    return _("if both players play their best from here")


def advice_dict(page, game, state, seats, viewer) -> dict:
    """The position's value and every legal move with its value, cost and judgement, in words; the
    values (and an opponent's costs, as gains) from the viewer's side."""
    advice = advice_of(page, game, state)
    unit = page.unit(game)
    mine = game.to_move(state) == viewer
    seen = (lambda value: value) if mine else unit.other_side
    best = advice.best.value
    label = value_label(page, game, state, seats[viewer])
    moves = [{"move": m.move, "words": page.move_words(game, state, m.action), "value": m.value,
              "value_text": unit.value_text(seen(m.value)), "cost": m.cost,
              "cost_text": unit.cost_text(m.cost, best, listed=True) if mine else unit.gain_text(m.cost, best),
              "judgement": unit.judge(m.cost), "best": m.cost < TIE, "accuracy": round(unit.accuracy(m.cost), 1),
              "extra_text": extra_text(page, game, state, m.action, seen),
              **page.move_facts(game, state, m.action),
              **thrown(page, game, state, m.action)}
             for m in advice.moves]
    if page.selected_move is not no_selection:
        moves = [{**move, **marked_texts(move, first=i == 0)} for i, move in enumerate(moves)]
    best_words = [move["words"] for move in moves if move["best"]]
    return {"position": advice.position, "value": seen(advice.value), "value_text": unit.value_text(seen(advice.value)),
            "value_label": label, "value_note": value_note(page, game, seats, viewer), "unit": unit.name,
            "mine": mine,
            # Translators: the caption of the table of moves: {label} the values' label inside a sentence ("your chance to win").
            "moves_caption": _("Moves, best first, each with {label} after it").format(
                label=value_label(page, game, state, seats[viewer], inside=True)),
            "best_sentence": best_sentence(best_words), "best_either": either(best_words), "moves": moves,
            **page.notes(game, state, advice)}


def marked_texts(move: dict, first: bool) -> dict:
    """A board that selects pieces (Shut the Box's tiles) marks a move on itself and says what the pieces
    selected make: the move as its mark says it ("Best: shut 9, 7.39 points; next roll ...", the advice's
    first move, "Marked: ..." another) and what the move is worth ("14.76 points, blunder (7.37 points worse)")."""
    values = {"move": lowered(move["words"]), "value": move["value_text"], "cost": move["cost_text"],
              "judgement": _(JUDGEMENT_WORDS[move["judgement"]][0]), "next_roll": move.get("next_roll_text") or ""}
    costly, next_roll = bool(move["cost"]), bool(values["next_roll"])
    if first and not costly:
        # Translators: the board's line on the best move (its tiles marked): {move} its words inside a sentence,
        # {value} its value, {next_roll} the chance its next roll can be played
        hint = _("Best: {move}, {value}; {next_roll}.") if next_roll else _("Best: {move}, {value}.")
    elif not costly:
        # Translators: the board's line on a move pointed at in the advice (its tiles marked), as good as the best
        hint = _("Marked: {move}, {value}; {next_roll}.") if next_roll else _("Marked: {move}, {value}.")
    else:
        # Translators: the board's line on a move pointed at in the advice (its tiles marked): {judgement} a
        # judgement ("mistake"), {cost} what it loses against the best ("2.1 points worse")
        hint = _("Marked: {move}, {value} ({judgement}, {cost}); {next_roll}.") if next_roll \
            else _("Marked: {move}, {value} ({judgement}, {cost}).")
    # Translators: what the tiles selected are worth ("Shut makes it: {worth}"): the move's value and judgement, and
    # what it loses against the best where it does
    worth = _("{value}, {judgement} ({cost})") if costly else _("{value}, {judgement}")
    return {"hint_text": hint.format(**values), "worth_text": worth.format(**values)}


def extra_text(page, game, state, action, seen) -> str:
    """The move's value under another rule (its game's `extra`), in words, from the viewer's side (`seen`)."""
    extra = page.extra(game, state, action)
    if extra is None:
        return ""
    rules, value, unit = extra
    # Translators: a move's value under another rule: {rules} the rule in words, {value} the value.
    return _("{rules}: {value}").format(rules=rules, value=unit.value_text(seen(value)))


def thrown(page, game, state, action) -> dict:
    """For a move that throws dice, what the page throws: {"throw": {"dice", "sides"}}."""
    if not GAMES[page.name].chance:
        return {}
    after = page.play(game, state, action)
    described = page.dice(game, after) if game.to_move(after) == CHANCE else None
    return {} if described is None else {"throw": described}


def indexed(board, advice) -> dict:
    """The board's moves (its lists of them: "moves", "dice_moves"), each with its index in the
    advice's list (None: not a move here), which is how the page names a move it plays."""
    index = {m.move: i for i, m in enumerate(advice.moves)} if advice else {}
    return {**board, **{name: [{**entry, "index": index.get(entry["move"])} for entry in board[name]]
                        for name in ("moves", "dice_moves") if name in board}}
