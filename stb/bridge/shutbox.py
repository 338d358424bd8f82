"""Shut the Box in the page (the classic box and Double Shutter, one player or two).

The page (web/shutbox.js) keeps a request, the game as the page knows it:

    {"game": "shutbox", "layout": "classic"|"double", "tiles": 2-12, "dice_rule": "two"|"forced"|
     "optional"|null (the box's own), "scoring": "sum"|"digits", "players": 1|2, "objective": "score"|"shut",
     "player": 1|2, "board": "146789" | null (full box), "first_score": int|null,
     "dice": 1|2|null, "roll": int|null}

`view` answers with everything the page draws: the tiles, which stand, the dice rule, the score,
what happens next, the position's value and, after a roll, every legal move with its value and
cost. `play` (the request + {"shut": [tile bits]} or {"move": "[3, 9]"}) plays a move and answers with
the record of the move (its cost against the best) and the view that follows.
"""

from urllib.parse import urlencode

from stb import shutbox as sb
from stb.bridge.common import BadRequest, history, percent, records_of, totals, whole

PLAYER_NAMES = {1: "Player one", 2: "Player two"}
TITLES = {"classic": "Shut the Box", "double": "Double Shutter"}


def start_views() -> dict:
    """The first picture of each layout, without advice: build.py ships it so the page draws at once."""
    return {layout: view({"game": "shutbox", "layout": layout}, advice=False) for layout in sb.LAYOUTS}


def _position(request):
    """The rules, the game (for its objective) and the state a request describes."""
    layout = request.get("layout", "classic")
    rules = sb.Rules(whole(request.get("tiles") or 9, "the number of tiles", 2, 12), layout,
                     request.get("dice_rule") or None, request.get("scoring") or "sum")
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
    """The page's picture of a position: tiles, dice rule, score, state of play and advice."""
    rules, game, state = _position(request)
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
        "link": _link(request, rules, state),
    }
    answer.update(_phase(rules, game, state, rolled))
    if advice:
        answer.update(_advice(rules, game, state, rolled))
    if advice and rolled is not None and not sb.legal_moves(rules, state.board, rolled.roll):
        answer["record"] = _stuck_record(rules, game, state, rolled)
    return answer


def _phase(rules, game, state, rolled):
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
        answer["advice"]["disagree"] = _disagreement(rules, objective, state, rolled.roll, moves)
    return answer


OTHER_AIM = {"score": "shut", "shut": "score"}
AIM_WORDS = {"score": "the least expected score", "shut": "the best chance to shut the box"}


def _disagreement(rules, objective, state, roll, moves):
    """One player's two aims: a sentence when no move is best for both, else ""."""
    if objective not in OTHER_AIM:
        return ""
    other = sb.advise(rules, OTHER_AIM[objective], state.board, roll)
    best_here = {m.move for m in moves.moves if m.cost == 0}
    best_there = [m.move for m in other.moves if m.cost == 0]
    if best_here & set(best_there):
        return ""
    return (f"The aims disagree: for {AIM_WORDS[objective]} play {moves.best.move}; "
            f"for {AIM_WORDS[OTHER_AIM[objective]]} play {' or '.join(best_there)}.")


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


# ---- luck and the value history ----------------------------------------------------------------

def _luck(rules, objective, rolled):
    """The roll's luck for the player at the table: the value after the roll (the best move's, or
    the end's) minus the value of rolling those dice, signed so that good luck is positive."""
    before = sb.display_value(objective, sb.dice_values(rules, objective, rolled.board, rolled.first_score
                                                        if objective == "second" else None)[rolled.dice])
    after = sb.advise(rules, objective, rolled.board, rolled.roll, rolled.first_score).value
    luck = before - after if objective == "score" else after - before
    return {"luck": luck, "luck_text": luck_text(objective, luck)}


def luck_text(objective, luck):
    sign = "+" if luck >= 0 else "\u2212"
    return f"{sign}{abs(luck):.3f}" if objective == "score" else f"{sign}{100 * abs(luck):.2f} pts"


def _chart(rules, game, state):
    """A point of the value history: the aim's value (expected score, chance to shut), or with two
    players player one's expected wins; at the end, what the game paid."""
    if game.is_terminal(state):
        return float(sb.display_value(game.objective, game.utility(state)))
    objective = _objective(game, state)
    value = sb.advise(rules, objective, state.board, None, state.first_score).value
    return 1 - value if objective == "second" else value


CHART_LABELS = {"score": "Expected score after every move", "shut": "Chance to shut the box after every move",
                "first": "Player one's expected wins after every move"}


def review(request):
    """Skill lost (the sum of the moves' costs) and luck (the sum of the rolls' luck) per player,
    and the value history: the value at the start and after every move or turn-ending roll."""
    rules, game, start = _position({**request, **(request.get("start") or {})})
    records = records_of(request)
    unit = "score" if game.objective == "score" else "shut"
    players = [(1, PLAYER_NAMES[1]), (2, PLAYER_NAMES[2])] if game.objective == "first" else [(1, "You")]
    points = [_chart(rules, game, start)] + [float(r["chart"]) for r in records]
    bounds = (0.0, max(points + [1.0])) if unit == "score" else (0.0, 1.0)
    tick = (lambda v: f"{v:.1f}") if unit == "score" else percent
    return {"totals": totals(records, players, lambda c: cost_text(unit, c), lambda l: luck_text(unit, l)),
            "chart": history(CHART_LABELS[game.objective], points, bounds, tick)}


# ---- play --------------------------------------------------------------------------------------

def play(request):
    """Play the selected tiles (or a move from the advice list) for the request's roll."""
    rules, game, state = _position(request)
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
              "cost_text": cost_text(objective, played.cost), "objective": objective,
              **_luck(rules, objective, rolled), "chart": _chart(rules, game, after)}
    next_request = {**request, "board": sb.board_text(rules, after.board), "dice": None, "roll": None}
    next_request.pop("shut", None)
    next_request.pop("move", None)
    return {"record": record, "view": view(next_request)}


def _stuck_record(rules, game, state, rolled):
    """The record of a roll that leaves no move: the turn ends, with the roll's luck and no cost."""
    objective = _objective(game, state)
    after = game.result(state._replace(dice=rolled.dice), rolled.roll)
    return {"player": state.player + 1, "position": sb.board_text(rules, state.board), "roll": rolled.roll,
            "move": None, "label": "no move", "value": None, "cost": 0, "cost_text": "", "objective": objective,
            **_luck(rules, objective, rolled), "chart": _chart(rules, game, after)}


def _chosen_move(rules, board, roll, request, legal):
    """The move named in the request (text from the advice list), or made of the selected tiles."""
    if request.get("move"):
        return sb.parse_move(rules, board, roll, request["move"])
    bits = request.get("shut") or []
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


# ---- permalinks ----------------------------------------------------------------------------------

def _link(request, rules, state):
    """Shut the Box's permalink: the rules, players, aim and the position (BOARD [vs SCORE])."""
    players = int(request.get("players") or 1)
    fields = {"game": "shutbox", "layout": rules.layout, "tiles": rules.tiles, "dice": rules.dice,
              "scoring": rules.scoring, "players": players}
    if players == 1:
        fields["objective"] = request.get("objective", "score")
    text = sb.board_text(rules, state.board) + (f" vs {state.first_score}" if state.player == 1 else "")
    return urlencode({**fields, "state": text})


def open_link(fields):
    """A Shut the Box permalink as the page's request (checked by `_position`); else the full box."""
    request = {"game": "shutbox", "layout": fields.get("layout", "classic"), "tiles": fields.get("tiles"),
               "dice_rule": fields.get("dice"), "scoring": fields.get("scoring"),
               "players": fields.get("players", "1"), "objective": fields.get("objective", "score")}
    try:
        if request["players"] not in ("1", "2"):
            raise BadRequest(f"Shut the Box is played here by one or two players, not {request['players']!r}")
        request["players"] = int(request["players"])
        words = (fields.get("state") or "").split()
        if len(words) not in (0, 1, 3) or (len(words) == 3 and (words[1] != "vs" or not words[2].isdigit())):
            raise BadRequest(f"a position is BOARD or BOARD vs SCORE, not {fields.get('state')!r}")
        request.update(player=2 if len(words) == 3 else 1, board=words[0] if words else None,
                       first_score=int(words[2]) if len(words) == 3 else None)
        rules = _position(request)[0]
        request.update(tiles=rules.tiles, dice_rule=rules.dice, scoring=rules.scoring)
        return {"request": request, "message": ""}
    except (ValueError, TypeError) as error:
        start = {"game": "shutbox", "layout": "classic", "players": 1, "objective": "score"}
        return {"request": start, "message": f"This link could not be opened ({error}): "
                                             "a full box is shown instead."}
