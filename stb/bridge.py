"""The web page's one bridge to Python: JSON string in, JSON string out, no rule left to JavaScript.

The page (web/shutbox.js) keeps a *request*, the game as the page knows it:

    {"layout": "classic"|"double", "players": 1|2, "objective": "score"|"shut",
     "player": 1|2, "board": "146789" | null (full box), "first_score": int|null,
     "dice": 1|2|null, "roll": int|null}

`shutbox_view(request)` answers with everything the page draws: the tiles, which stand, the dice
rule, the score, what happens next, the position's value and, after a roll, every legal move with
its value and cost. `shutbox_play(request + {"tiles": [...]} or {"move": "[3, 9]"})` plays a move
and answers with the record of the move (its cost against the best) and the view that follows.
A bad request answers {"ok": false, "error": "one line"}; the page shows it and carries on.
"""

import json

from stb import shutbox as sb

PLAYER_NAMES = {1: "Player one", 2: "Player two"}
TITLES = {"classic": "Shut the Box", "double": "Double Shutter"}


def shutbox_view(request_json: str) -> str:
    """The page's picture of a position: tiles, dice rule, score, state of play and advice."""
    return _answer(view, request_json)


def shutbox_play(request_json: str) -> str:
    """Play the selected tiles (or a move from the advice list) for the request's roll."""
    return _answer(play, request_json)


def start_views() -> dict:
    """The first picture of each layout, without advice: build.py ships it so the page draws at once."""
    return {layout: view({"layout": layout}, advice=False) for layout in sb.LAYOUTS}


# ---- requests ----------------------------------------------------------------------------------

class BadRequest(ValueError):
    """Something the player asked for that the game does not allow; the message says why."""


def _answer(handler, request_json) -> str:
    """Run a handler on a JSON request; a bad request becomes {"ok": false, "error": reason}."""
    try:
        request = json.loads(request_json) if isinstance(request_json, str) else dict(request_json)
        if not isinstance(request, dict):
            raise BadRequest("a request is a JSON object")
        return json.dumps({"ok": True, **handler(request)})
    except (ValueError, TypeError) as error:  # BadRequest, and the game's own one-line ValueErrors
        return json.dumps({"ok": False, "error": str(error)})


def _game(request):
    """The rules, the game (for its objective) and the state a request describes."""
    layout = request.get("layout", "classic")
    rules = sb.Rules(layout=layout)
    players = int(request.get("players") or 1)
    if players not in (1, 2):
        raise BadRequest("Shut the Box is played here by one or two players")
    if players == 2 and layout != "classic":
        raise BadRequest("the two-player game is played with the classic box")
    objective = "first" if players == 2 else request.get("objective", "score")
    if objective not in ("score", "shut", "first"):
        raise BadRequest(f"unknown objective {objective!r}")
    game = sb.ShutTheBox(rules, objective)
    board = sb.full_board(rules) if request.get("board") in (None, "") else sb.parse_board(rules, request["board"])
    player = int(request.get("player") or 1)
    first_score = request.get("first_score")
    if player == 2:
        if players != 2 or first_score is None:
            raise BadRequest("player two plays only in the two-player game, after player one's score")
        if int(first_score) not in sb.first_player_scores(rules):
            raise BadRequest(f"player one cannot end a turn with {first_score}")
    state = sb.Turn(player - 1, board, int(first_score) if player == 2 else None)
    return rules, game, state


def _roll(rules, game, state, request):
    """The state after the request's dice and roll (checked), or None before the roll."""
    roll = request.get("roll")
    if roll in (None, ""):
        return None
    try:
        roll = int(roll)
    except (TypeError, ValueError):
        raise BadRequest(f"a roll is a whole number, not {roll!r}") from None
    choices = sb.dice_choices(rules, state.board)
    dice = request.get("dice")
    if dice is None:  # entered by hand: the total says which dice, or either will do
        fits = [d for d in choices if any(t == roll for t, _ in sb.roll_probabilities(d))]
        dice = fits[-1] if fits else choices[-1]
    if dice not in choices:
        raise BadRequest(f"{_dice_words(choices)} here, not {_dice_name(dice)}")
    totals = [t for t, _ in sb.roll_probabilities(dice)]
    if roll not in totals:
        raise BadRequest(f"{roll} cannot be rolled with {_dice_name(dice)} (totals {totals[0]} to {totals[-1]})")
    return state._replace(dice=dice, roll=roll)


def _dice_name(dice):
    return "one die" if dice == 1 else "two dice"


def _dice_words(choices):
    if len(choices) == 2:
        return "Roll one die or two"
    return "Roll one die" if choices == (1,) else "Roll two dice"


def _dice_rule(rules, board):
    choices = sb.dice_choices(rules, board)
    if choices == (2,):
        return f"Roll two dice (the open tiles add up to more than {sb.ONE_DIE_LIMIT})"
    if choices == (1,):
        return f"Roll one die (the open tiles add up to {sb.ONE_DIE_LIMIT} or less)"
    return f"Roll one die or two: your choice (the open tiles add up to {sb.ONE_DIE_LIMIT} or less)"


# ---- view --------------------------------------------------------------------------------------

def view(request, advice=True):
    rules, game, state = _game(request)
    rolled = _roll(rules, game, state, request)
    tiles = sb.tile_layout(rules)
    exposed = set(sb.exposed(rules, state.board))
    answer = {
        "title": TITLES[rules.layout],
        "request": {**request, "board": sb.board_text(rules, state.board),
                    "dice": rolled.dice if rolled else request.get("dice"),
                    "roll": rolled.roll if rolled else None},
        "rows": ["back", "front"] if rules.layout == "double" else ["front"],
        "tiles": [{"bit": i, "row": t.row, "value": t.value, "column": i if t.front is None else t.front,
                   "label": ("Back tile " if t.row == "back" else "Tile ") + str(t.value),
                   "standing": bool(state.board >> i & 1), "exposed": i in exposed}
                  for i, t in enumerate(tiles)],
        "player": state.player + 1,
        "player_name": PLAYER_NAMES[state.player + 1] if game.objective == "first" else "",
        "first_score": state.first_score,
        "score": sb.score(rules, state.board),
        "dice_choices": list(sb.dice_choices(rules, state.board)),
        "dice_rule": _dice_rule(rules, state.board),
        "rolls": sorted(sb.possible_rolls(rules, state.board)),
    }
    answer.update(_progress(rules, game, state, rolled))
    if advice:
        answer.update(_advice(rules, game, state, rolled))
    return answer


def _progress(rules, game, state, rolled):
    """What happens now: roll, move, the turn passing to player two, or the end of the game."""
    who = PLAYER_NAMES[state.player + 1] + ": " if game.objective == "first" else ""
    score = sb.score(rules, state.board)
    if game.is_terminal(state):
        return _game_over(rules, game, state)
    if rolled is None:
        return {"phase": "roll", "message": f"{who}{'r' if who else 'R'}oll the dice, or enter your roll."}
    moves = sb.legal_moves(rules, state.board, rolled.roll)
    if moves:
        return {"phase": "move", "message": f"{who}{'r' if who else 'R'}olled {rolled.roll}: "
                                            f"shut tiles adding up to {rolled.roll}."}
    after = game.result(state._replace(dice=rolled.dice), rolled.roll)
    if after.player != state.player:  # player one's turn is over: player two starts on a full box
        return {"phase": "turn-over",
                "message": f"{who}no tiles add up to {rolled.roll}. Player one scores {score}; "
                           f"player two must beat it.",
                "next": {"player": 2, "board": None, "first_score": after.first_score,
                         "dice": None, "roll": None},
                "next_label": "Player two's turn"}
    return _game_over(rules, game, rolled, f"No tiles add up to {rolled.roll}. ")


def _game_over(rules, game, state, why=""):
    score = sb.score(rules, state.board)
    if game.objective == "first":
        first = game.utility(state)
        if state.player == 0:
            result = "Player one shut the box and wins!"
        elif state.board == 0:
            result = "Player two shut the box and wins!"
        elif first == 1:
            result = f"Player two ends on {score}, more than {state.first_score}: player one wins."
        elif first == 0:
            result = f"Player two is down to {score}, below {state.first_score}: player two wins!"
        else:
            result = f"Player two ends on {score} too: a tie."
        return {"phase": "game-over", "message": why + result, "winner": _winner(first)}
    result = "You shut the box!" if state.board == 0 else f"Final score {score}."
    return {"phase": "game-over", "message": why + result, "final_score": score}


def _winner(first_payoff):
    return 1 if first_payoff == 1 else 2 if first_payoff == 0 else None


# ---- advice ------------------------------------------------------------------------------------

def _objective(game, state):
    """The objective from the chair of the player at the table."""
    if game.objective == "first":
        return "second" if state.player == 1 else "first"
    return game.objective


def _advice(rules, game, state, rolled):
    if game.is_terminal(state):
        return {"position": None, "advice": None}
    objective = _objective(game, state)
    position = sb.advise(rules, objective, state.board, None, state.first_score)
    answer = {"position": _advice_dict(objective, position), "advice": None}
    if rolled is not None and sb.legal_moves(rules, state.board, rolled.roll):
        moves = sb.advise(rules, objective, state.board, rolled.roll, state.first_score)
        by_text = {sb.move_text(rules, m): m for m in sb.legal_moves(rules, state.board, rolled.roll)}
        answer["advice"] = _advice_dict(objective, moves, by_text)
    return answer


def _advice_dict(objective, advice, by_text=None):
    """Advice.as_dict() plus the words the page shows and, per move, the tiles it shuts."""
    answer = advice.as_dict()
    answer["objective"] = objective
    answer["value_label"] = VALUE_LABELS[objective]
    answer["value_text"] = value_text(objective, advice.value)
    for move in answer["moves"]:
        move["value_text"] = value_text(objective, move["value"])
        move["cost_text"] = cost_text(objective, move["cost"])
        if by_text is not None:
            bits = by_text[move["move"]]
            move["tiles"] = [i for i in range(bits.bit_length()) if bits >> i & 1]
    return answer


VALUE_LABELS = {"score": "Expected score", "shut": "Chance to shut the box",
                "first": "Player one's expected wins", "second": "Player two's expected wins"}


def value_text(objective, value):
    return f"{value:.3f}" if objective == "score" else f"{100 * value:.2f} %"


def cost_text(objective, cost):
    if cost == 0:
        return "best"
    return f"+{cost:.3f}" if objective == "score" else f"\u2212{100 * cost:.2f} pts"


# ---- play --------------------------------------------------------------------------------------

def play(request):
    rules, game, state = _game(request)
    rolled = _roll(rules, game, state, request)
    if rolled is None:
        raise BadRequest("roll the dice (or enter your roll) before shutting tiles")
    if game.is_terminal(state):
        raise BadRequest("the game is over: start a new one")
    legal = sb.legal_moves(rules, state.board, rolled.roll)
    if not legal:
        raise BadRequest(f"no tiles add up to {rolled.roll}: the turn is over")
    move = _chosen_move(rules, state.board, rolled.roll, request, legal)
    objective = _objective(game, state)
    advice = sb.advise(rules, objective, state.board, rolled.roll, state.first_score)
    played = next(m for m in advice.moves if m.move == sb.move_text(rules, move))
    after = game.result(rolled, move)
    record = {"player": state.player + 1, "position": sb.board_text(rules, state.board),
              "roll": rolled.roll, "move": played.move, "value": played.value, "cost": played.cost,
              "best": advice.best.move, "value_text": value_text(objective, played.value),
              "cost_text": cost_text(objective, played.cost), "objective": objective}
    next_request = {**request, "board": sb.board_text(rules, after.board), "dice": None, "roll": None}
    next_request.pop("tiles", None)
    next_request.pop("move", None)
    return {"record": record, "view": view(next_request)}


def _chosen_move(rules, board, roll, request, legal):
    """The move named in the request (text from the advice list), or made of the selected tiles."""
    if request.get("move"):
        return sb.parse_move(rules, board, roll, request["move"])
    bits = request.get("tiles") or []
    if not bits:
        raise BadRequest(f"select tiles adding up to {roll} first")
    tiles = sb.tile_layout(rules)
    move = 0
    for bit in bits:
        if not (isinstance(bit, int) and 0 <= bit < len(tiles)) or not board >> bit & 1:
            raise BadRequest("only standing tiles can be shut")
        move |= 1 << bit
    if move in legal:
        return move
    names = " + ".join(str(tiles[b].value) for b in sorted(bits))
    total = sum(tiles[b].value for b in bits)
    if total != roll:
        raise BadRequest(f"{names} = {total}, not {roll}: select tiles adding up to the roll")
    raise BadRequest(f"{sb.move_text(rules, move)} cannot be shut together: a back tile must be "
                     f"shut after, or with, the front tile before it")
