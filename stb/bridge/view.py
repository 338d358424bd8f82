"""The view: everything the page draws for a position, every value in it from the viewer's side."""

import importlib

from stb.bridge.fields import flag, mapping
from stb.bridge.lab import strategy
from stb.bridge.links import link
from stb.bridge.practice import practice_position
from stb.bridge.position import names as seat_names, position, rng, viewer as viewer_of
from stb.bridge.words import whose
from stb.strategies import strategy_title


def view(adapter, request) -> dict:
    """The view of the request's position; with {"practice": seed}, of a close decision the seed
    picks instead (stb.bridge.lab.practice_position); with {"figure": true} the game's figure,
    with {"strategy": {...}} a rule of thumb valued by the lab, and with {"thinking": true} (or the
    panel's options, {"thinking": {...}}) how the computer works the position out (stb.bridge.thinking)."""
    game, state, opponent = position(adapter, request)
    if request.get("practice") is not None:
        state = practice_position(adapter, game, opponent, rng({"seed": request["practice"]}))
    figure = {"figure": adapter.figure(game)} if flag(request.get("figure", False), "figure") else {}
    lab = {"strategy": strategy(adapter, game, mapping(request["strategy"], "the strategy"))} \
        if request.get("strategy") is not None else {}
    asked = request.get("thinking", False)
    asked = asked if isinstance(asked, dict) else flag(asked, "thinking")
    thought = {"thinking": importlib.import_module("stb.bridge.thinking").thinking(adapter, game, state, opponent, asked)} \
        if asked is not False else {}
    return {**picture(adapter, game, state, opponent), **figure, **lab, **thought}


def picture(adapter, game, state, opponent) -> dict:
    """Everything the page draws for a position, every value in it from the viewer's side."""
    names = seat_names(adapter, game, opponent)
    over = game.is_terminal(state)
    mover = None if over else game.to_move(state)
    viewer = viewer_of(adapter, game, opponent, mover)
    return {"game": adapter.name, "title": adapter.title(game), "rules": adapter.rules(game),
            "controls": adapter.controls(game) + adapter.opponent_controls(game, opponent),
            "opponent": opponent, "state": game.state_text(state), "link": link(adapter, game, state, opponent),
            "names": names, "seats": list(adapter.seat_names[:adapter.seats(game)]), "to_move": mover, "viewer": viewer,
            "computer_to_move": not over and adapter.computer_to_move(game, state, opponent),
            "phase": "game-over" if over else "move", "message": adapter.message(game, state, names),
            "board": adapter.board(game, state), "winner": adapter.winner(game, state) if over else None,
            "chart": adapter.chart(game, state),
            "position": None if over else advice_dict(adapter, game, state, names, viewer),
            "how_to_play": adapter.how_to_play(game), "explain": explained(adapter, game, state, names, viewer),
            "lab": [{**s, "title": strategy_title(s["name"], adapter.families)} for s in adapter.strategies(game)]}


def explained(adapter, game, state, names, viewer) -> dict[str, str]:
    """One sentence for each figure the page shows, in plain words."""
    return {**adapter.unit(game).explained(),
            "value": adapter.value_explained(game, state).format(whose=whose(names[viewer]))}


def advice_dict(adapter, game, state, names, viewer) -> dict:
    """The position's value and every legal move with its value, cost and judgement, in words; the
    values (and an opponent's costs, as gains) from the viewer's side."""
    advice = adapter.advise(game, state)
    unit = adapter.unit(game)
    mine = game.to_move(state) == viewer
    seen = (lambda value: value) if mine else unit.other_side
    best = advice.best.value
    label = adapter.value_label(game, state).format(whose=whose(names[viewer]))
    return {"position": advice.position, "value": seen(advice.value), "value_text": unit.value_text(seen(advice.value)),
            "value_label": label, "value_note": adapter.value_note(game, names, viewer), "unit": unit.name,
            "moves_label": f"{label} after it", "mine": mine,
            "moves": [{"move": m.move, "words": adapter.words(game, state, m.move), "value": m.value,
                       "value_text": unit.value_text(seen(m.value)), "cost": m.cost,
                       "cost_text": unit.cost_text(m.cost, best, listed=True) if mine else unit.gain_text(m.cost, best),
                       "judgement": unit.judge(m.cost), "accuracy": round(unit.accuracy(m.cost), 1),
                       "extra_text": extra_text(adapter, game, state, m.move, seen),
                       **adapter.move_facts(game, state, m.move), **adapter.throw_of(game, state, m.move)}
                      for m in advice.moves],
            **adapter.notes(game, state, advice)}


def extra_text(adapter, game, state, move, seen) -> str:
    """The move's value under another rule, in words, from the viewer's side (`seen`)."""
    extra = adapter.extra(game, state, move)
    if extra is None:
        return ""
    rules, value, unit = extra
    return f"{rules}: {unit.value_text(seen(value))}"
