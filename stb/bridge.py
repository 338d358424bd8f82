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
        "link": _shutbox_link(request, rules, state),
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


# ==== Pig, Red-Blue Nim and Chopsticks: one request shape, one dispatch by game name ============
#
# The page keeps a request {"game": "pig"|"nim"|"chopsticks", "rules": {...}, "state": "text form"
# (null: the start), "names": [first player's name, second's]}. `game_view` answers with what the
# page draws (the board, whose move, every legal move with its value and cost, the permalink);
# `game_play` (+ {"move": text} or {"computer": strength}, and for Pig a die "face") plays one move
# and answers with its record and the next view; `game_review` sums a game's records; `game_open`
# reads a permalink. Each game is a small adapter below: rules, board, advice, and the move itself.

import math
import random
from functools import cache, lru_cache
from urllib.parse import parse_qsl, urlencode

from stb import chopsticks as cs
from stb import nim
from stb import pig as pg
from stb.advice import Advice, choose, rank_moves
from stb.pig_picture import policy_svg
from stb.solvers.alphabeta import alphabeta
from stb.solvers.retrograde import DRAW, LOSS, WIN, retrograde


def game_view(request_json: str) -> str:
    """The page's picture of a position of any game: board, state of play, advice, permalink."""
    return _answer(_game_view, request_json)


def game_play(request_json: str) -> str:
    """Play a move (the player's, or the computer's at a strength) and answer with its record."""
    return _answer(_game_play, request_json)


def game_review(request_json: str) -> str:
    """A played game's records summed per player (skill lost, luck) and its value history."""
    return _answer(_game_review, request_json)


def game_open(request_json: str) -> str:
    """A permalink ({"link": "game=pig&goal=100&..."}) as a request; a bad link opens the start
    position with a message saying why."""
    return _answer(_game_open, request_json)


def _whole(value, what, low, high):
    """A whole number from a request field, within [low, high], or a BadRequest saying why."""
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).strip().lstrip("-").isdigit():
        raise BadRequest(f"{what} must be a whole number, not {value!r}")
    number = int(value)
    if not low <= number <= high:
        raise BadRequest(f"{what} must be {low} to {high}, not {number}")
    return number


def _flag(value) -> bool:
    return value in (True, 1, "1", "true", "yes", "on")


def _percent(p) -> str:
    return f"{100 * p:.2f} %"


class Pig:
    """Pig and Piglet: the value is the win chance of the player to move; a roll's luck is the
    roller's win chance after the face minus the chance of rolling before it."""
    name, names, scale = "pig", ("Player 1", "Player 2"), 0.05
    value_label = "Win chance of the player to move"
    chart_label = "Player 1's chance to win"

    def game(self, rules):
        coin = _flag(rules.get("coin"))
        goal = _whole(rules.get("goal", 10 if coin else 100), "the goal", 1, 200)
        sides = 2 if coin else _whole(rules.get("sides", 6), "the die's sides", 2, 12)
        return pg.Pig(goal, sides, coin)

    def rules(self, game):
        return {"goal": game.goal, "sides": game.sides, "coin": game.coin}

    def title(self, game):
        return f"Piglet to {game.goal}" if game.coin else f"Pig to {game.goal}" + (
            f" with a d{game.sides}" if game.sides != 6 else "")

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.rolling:
            raise BadRequest("a position is named before the die is rolled (without 'rolling')")
        return state

    def is_over(self, game, state):
        return game.is_terminal(state)

    def to_move(self, game, state):
        return state.player

    def advise(self, game, state):
        advice = pg.advise(game, state)
        return advice, {m.move: (m.move.capitalize(), "", None) for m in advice.moves}

    def value_text(self, value):
        return _percent(value)

    def cost_text(self, cost):
        return "best" if cost == 0 else f"\u2212{100 * cost:.2f} pts"

    def chart(self, game, state):
        """Player 1's win chance."""
        mine = 1.0 if game.is_terminal(state) else float(pg.solution(game).P(*state[:3]))
        return mine if state.player == 0 else 1 - mine

    def board(self, game, state, names):
        scores = [state.me, state.you] if state.player == 0 else [state.you, state.me]
        faces = ("tails", "heads") if game.coin else tuple(range(1, game.sides + 1))
        return {"scores": scores, "pending": state.pending, "goal": game.goal, "faces": len(faces),
                "coin": game.coin, "picture": _pig_picture(game, state.me, state.you),
                "picture_mark": [state.me, state.you]}

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            return f"{who} reaches {state.me + state.pending} and wins!"
        return f"{who} to play: turn total {state.pending}. Roll or hold?"

    def winner(self, game, state):
        return state.player

    def play(self, game, state, move, request):
        """The state after `move` (a roll needs the request's die face), what happened, and the luck."""
        names = _names(self, request)
        who = names[state.player]
        if move == "hold":
            return game.result(state, "hold"), f"{who} holds and banks {state.pending}.", None
        count = 2 if game.coin else game.sides
        face = _whole(request.get("face"), "the die's face", 1, count)
        gain = 0 if face == 1 else 1 if game.coin else face
        after = game.result(game.result(state, "roll"), gain)
        before = pg.solution(game).roll(*state[:3])
        now = self.chart(game, after)
        luck = (now if state.player == 0 else 1 - now) - before
        shown = ("tails" if face == 1 else "heads") if game.coin else f"a {face}"
        if gain == 0:
            event = f"{who} rolls {shown}: bust, the turn total of {state.pending} is lost."
        else:
            event = f"{who} rolls {shown}: turn total {after.pending}."
        return after, event, {"luck": luck, "face": face}

    def computer(self, game, state, advice, strength, rng, request):
        return choose(advice, strength, rng, self.scale).move, ""


@lru_cache(maxsize=16)
def _pig_picture(game, me, you):
    """The policy map with the turn start (me, you) marked: drawn once per mark (the map is cached)."""
    return policy_svg(pg.solution(game), (me, you))


class Nim:
    """Red-Blue Nim: values are signed points for the player to move; the computer of the spec
    searches with alpha-beta (moves in the spec's order), to the end or to a depth."""
    name, names, scale = "nim", ("Player 1", "Player 2"), 4.0
    value_label = "Points for the player to move"
    chart_label = "Player 1's points under perfect play"

    def game(self, rules):
        red = _whole(rules.get("red", 7), "the red pile", 0, 60)
        blue = _whole(rules.get("blue", 7), "the blue pile", 0, 60)
        return nim.RedBlueNim(red, blue, _flag(rules.get("misere")))

    def rules(self, game):
        return {"red": game.red, "blue": game.blue, "misere": game.misere}

    def title(self, game):
        return f"Red-Blue Nim ({game.name})"

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.red > game.red or state.blue > game.blue:
            raise BadRequest(f"{state.red} red and {state.blue} blue is more than the piles "
                             f"hold at the start ({game.red} red, {game.blue} blue)")
        return state

    def is_over(self, game, state):
        return game.is_terminal(state)

    def to_move(self, game, state):
        return state.player

    def advise(self, game, state):
        advice = nim.advise(game, state)
        return advice, {m.move: (f"Take {m.move}", "", None) for m in advice.moves}

    def value_text(self, value):
        value = int(value)
        return f"wins by {value}" if value > 0 else f"loses by {-value}" if value < 0 else "breaks even"

    def cost_text(self, cost):
        return "best" if cost == 0 else f"\u2212{int(cost)} pts"

    def chart(self, game, state):
        if game.is_terminal(state):
            return float(game.utility(state))
        value = nim.exact_value(game, state.red, state.blue)
        return float(value if state.player == 0 else -value)

    def board(self, game, state, names):
        legal = set(game.actions(state))
        return {"red": state.red, "blue": state.blue, "misere": game.misere,
                "moves": [{"move": nim.move_text(a), "label": f"Take {nim.move_text(a)}",
                           "legal": a in legal} for a in game.move_order]}

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            points = nim.ending_score(game, state.red, state.blue)
            other = names[1 - state.player]
            faced = f"{who} faces an empty pile with {state.red} red and {state.blue} blue left"
            if points == 0:
                return f"{faced}: nobody scores."
            return f"{faced}: {who if points > 0 else other} wins {abs(points)} points."
        return f"{who} to move: take one or two marbles from a pile."

    def winner(self, game, state):
        points = game.utility(state)
        return 0 if points > 0 else 1 if points < 0 else None

    def play(self, game, state, move, request):
        action = nim.parse_move(move)
        who = _names(self, request)[state.player]
        return game.result(state, action), f"{who} takes {move}.", None

    def computer(self, game, state, advice, strength, rng, request):
        if strength < 1:
            return choose(advice, strength, rng, self.scale).move, ""
        depth = request.get("depth")
        depth = None if depth in (None, "", 0, "0") else _whole(depth, "the search depth", 1, 200)
        search = alphabeta(game, state, depth=depth, transpositions=True,
                           evaluate=lambda frontier: nim.evaluate(game, frontier))
        how = "to the end" if depth is None else f"{depth} plies deep"
        return nim.move_text(search.action), f"alpha-beta, {how}: {search.nodes} positions searched"


class Chopsticks:
    """Chopsticks with the spec's move limit (a tie at the limit) or without (a draw is endless
    play); each move is marked win / tie or draw / loss with its distance to the end under both."""
    name, names, scale = "chopsticks", ("A", "B"), 0.7
    value_label = "Result for the player to move"
    chart_label = "A's result under perfect play (1 win, 0 tie, \u22121 loss)"

    def game(self, rules):
        moves = _whole(rules.get("moves", 10), "the moves each", 1, 50)
        return cs.Chopsticks(2 * moves if _flag(rules.get("limit", True)) else None), moves

    def rules(self, game):
        game, moves = game
        return {"moves": moves, "limit": game.depth is not None}

    def title(self, game):
        return "Chopsticks" + (f" ({game[1]} moves each)" if game[0].depth is not None else " (no move limit)")

    def parse(self, game, text):
        game, _ = game
        cs.Chopsticks(None).parse_state(text)  # fingers and level checked; the level kept whole
        if game.depth is not None:
            game.parse_state(text)
        (al, ar, bl, br, level) = map(int, text.split())
        return ((al, ar), (bl, br), level)

    def is_over(self, game, state):
        a, b, level = state
        return a == cs.DEAD or b == cs.DEAD or level == game[0].depth

    def to_move(self, game, state):
        return state[2] % 2

    def outcomes(self, game, state):
        """{child: (bounded result, plies, unbounded result, plies)} for the player to move."""
        depth = game[0].depth
        sign = 1 if state[2] % 2 == 0 else -1
        level = state[2]
        answer = {}
        for child in cs.next_moves(state):
            hands = child[:2]
            loopy = _chopsticks_unbounded()[(*hands, (level + 1) % 2)]
            unbounded = ({WIN: -1, LOSS: 1, DRAW: 0}[loopy.result],
                         None if loopy.remoteness is None else loopy.remoteness + 1)
            bounded = (None, None)
            if depth is not None:
                d, plies = _chopsticks_bounded(depth)
                bounded = (sign * d[child][0], plies[child] + 1)
            answer[child] = bounded + unbounded
        return answer

    def advise(self, game, state):
        limited = game[0].depth is not None
        scored = []
        for child, (b, b_plies, u, u_plies) in self.outcomes(game, state).items():
            value, plies = (b, b_plies) if limited else (u, u_plies)
            scored.append((child, value, plies, self.result_text(b, b_plies, True) if limited else None,
                           self.result_text(u, u_plies, False)))
        scored.sort(key=lambda s: (-s[1], s[2] if s[1] > 0 else -(s[2] or 0)))  # win fast, lose slow
        texts = {self.text(child): (self.move_label(state, child), f"no limit: {unbounded}" if limited else "",
                                    bounded if limited else unbounded)
                 for child, _, _, bounded, unbounded in scored}
        moves = rank_moves([(self.text(child), value) for child, value, *_ in scored])
        value = moves[0].value if moves else 0
        advice = Advice(self.text(state), "win 1 / tie 0 / loss -1", value, moves)
        return advice, texts

    def result_text(self, value, plies, limited):
        if value > 0:
            return f"win in {plies}"
        if value < 0:
            return f"loss in {plies}"
        return "tie at the move limit" if limited else "draw (endless)"

    def value_text(self, value):
        return {1: "win", 0: "tie or draw", -1: "loss"}[int(value)]

    def cost_text(self, cost):
        return "best" if cost == 0 else f"\u2212{int(cost)}"

    def text(self, state):
        (al, ar), (bl, br), level = state
        return f"{al} {ar} {bl} {br} {level}"

    def move_label(self, state, child):
        """The move from `state` to `child` in words: a tap (which hand on which) or a split."""
        mover = state[2] % 2
        mine, theirs = state[mover], state[1 - mover]
        new_mine, new_theirs = child[mover], child[1 - mover]
        if new_mine != mine:
            return f"Split {mine[0]}-{mine[1]} into {new_mine[0]}-{new_mine[1]}"
        side = 0 if new_theirs[0] != theirs[0] else 1
        old, new = theirs[side], new_theirs[side]
        hands = {name for name, h in zip(("left", "right"), mine) if h > 0 and cs.overflow_sum(h, old) == new}
        after = f"{new}" if new else "0 (out)"
        target = ("left", "right")[side]
        if len(hands) == 1 and mine[0] != mine[1]:
            return f"Your {hands.pop()} taps their {target}: {old} to {after}"
        return f"Tap their {target}: {old} to {after}"

    def chart(self, game, state):
        if self.is_over(game, state):
            return float(cs.ending(*state[:2]))
        depth = game[0].depth
        if depth is not None:
            return float(_chopsticks_bounded(depth)[0][state][0])
        loopy = _chopsticks_unbounded()[(*state[:2], state[2] % 2)]
        mine = {WIN: 1, LOSS: -1, DRAW: 0}[loopy.result]
        return float(mine if state[2] % 2 == 0 else -mine)

    def board(self, game, state, names):
        depth = game[0].depth
        return {"hands": [list(state[0]), list(state[1])], "level": state[2],
                "moves_left": None if depth is None else depth - state[2],
                "moves": [{"state": self.text(child), "label": self.move_label(state, child)}
                          for child in ([] if self.is_over(game, state) else cs.next_moves(state))]}

    def message(self, game, state, names):
        a, b, level = state
        if a == cs.DEAD:
            return f"{names[0]}'s hands are both out: {names[1]} wins!"
        if b == cs.DEAD:
            return f"{names[1]}'s hands are both out: {names[0]} wins!"
        if level == game[0].depth:
            return f"The move limit is reached: a tie."
        return f"{names[level % 2]} to move: tap a hand or split your fingers."

    def winner(self, game, state):
        a, b, _ = state
        return 1 if a == cs.DEAD else 0 if b == cs.DEAD else None

    def play(self, game, state, move, request):
        who = _names(self, request)[state[2] % 2]
        child = self.parse(game, move)
        if child not in cs.next_moves(state):
            raise BadRequest(f"{move} is not one move from {self.text(state)}")
        return child, f"{who}: {self.move_label(state, child).replace('Your', 'their', 1)}.", None

    def computer(self, game, state, advice, strength, rng, request):
        return choose(advice, strength, rng, self.scale).move, ""


@cache
def _chopsticks_unbounded():
    """Every position of the game without a move limit, solved once (hands and whose turn)."""
    return retrograde(cs.Chopsticks(None), [(a, b, p) for a, b in cs.HANDS for p in (0, 1)])


@cache
def _chopsticks_bounded(depth):
    """The spec's table to `depth`, and the plies to the end under it: wins fast, losses slow."""
    d = cs.best_move_dp(depth)
    plies = {}
    for level in reversed(range(depth + 1)):
        for a, b in cs.HANDS:
            w = (a, b, level)
            if a == cs.DEAD or b == cs.DEAD or level == depth:
                plies[w] = 0
                continue
            value = d[w][0]
            best = [plies[c] for c in cs.next_moves(w) if d[c][0] == value]
            mover_wins = value == (1 if level % 2 == 0 else -1)
            plies[w] = 1 + (min(best) if mover_wins else max(best))
    return d, plies


GAMES = {kind.name: kind for kind in (Pig(), Nim(), Chopsticks())}


def _kind(request):
    name = request.get("game")
    if name not in GAMES:
        raise BadRequest(f"unknown game {name!r} (choose from {', '.join(GAMES)})")
    return GAMES[name]


def _names(kind, request):
    names = request.get("names")
    if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) and n for n in names):
        return names
    return list(kind.names)


def _position(request):
    """The game's adapter, its rules and the state a request names (the start when none)."""
    kind = _kind(request)
    rules = request.get("rules") or {}
    if not isinstance(rules, dict):
        raise BadRequest("rules are a JSON object")
    game = kind.game(rules)
    text = request.get("state")
    if text in (None, ""):
        state = (game[0] if isinstance(game, tuple) else game).initial_state()
    elif not isinstance(text, str):
        raise BadRequest(f"a position is a text, not {text!r}")
    else:
        state = kind.parse(game, text)
    return kind, game, state


def _state_text(kind, game, state):
    return kind.text(state) if hasattr(kind, "text") else game.state_text(state)


def _link(kind, game, state):
    """The permalink (the page's address after '#'): the game, its rules and the position."""
    rules = {k: int(v) if isinstance(v, bool) else v for k, v in kind.rules(game).items()}
    return urlencode({"game": kind.name, **rules, "state": _state_text(kind, game, state)})


def _game_view(request):
    kind, game, state = _position(request)
    names = _names(kind, request)
    over = kind.is_over(game, state)
    answer = {"game": kind.name, "title": kind.title(game), "rules": kind.rules(game),
              "state": _state_text(kind, game, state), "link": _link(kind, game, state),
              "names": names, "to_move": kind.to_move(game, state), "phase": "game-over" if over else "move",
              "message": kind.message(game, state, names), "board": kind.board(game, state, names),
              "winner": kind.winner(game, state) if over else None,
              "chart": kind.chart(game, state), "position": None}
    if not over:
        advice, texts = kind.advise(game, state)
        answer["position"] = _game_advice(kind, advice, texts)
    return answer


def _game_advice(kind, advice, texts):
    """Advice.as_dict() with the words the page shows: value and cost texts, each move's label."""
    answer = advice.as_dict()
    answer["value_label"] = kind.value_label
    answer["value_text"] = kind.value_text(advice.value)
    for move in answer["moves"]:
        label, extra, shown = texts[move["move"]]
        move.update(label=label, extra_text=extra, value_text=shown or kind.value_text(move["value"]),
                    cost_text=kind.cost_text(move["cost"]))
    return answer


def _game_play(request):
    kind, game, state = _position(request)
    if kind.is_over(game, state):
        raise BadRequest("the game is over: start a new one")
    advice, texts = kind.advise(game, state)
    note = ""
    if request.get("computer") is not None:
        strength = float(request["computer"])
        if not 0 <= strength <= 1:
            raise BadRequest(f"strength runs from 0 to 1, not {strength}")
        seed = request.get("seed")
        move, note = kind.computer(game, state, advice, strength, random.Random(seed), request)
    else:
        move = request.get("move")
    played = next((m for m in advice.moves if m.move == move), None)
    if played is None:
        raise BadRequest(f"{move!r} is not a legal move here (legal: {', '.join(m.move for m in advice.moves)})")
    after, event, chance = kind.play(game, state, move, request)
    record = {"player": kind.to_move(game, state), "position": _state_text(kind, game, state),
              "move": move, "label": texts[move][0], "value": played.value, "cost": played.cost,
              "best": advice.best.move, "best_label": texts[advice.best.move][0],
              "value_text": kind.value_text(played.value), "cost_text": kind.cost_text(played.cost),
              "event": event, "note": note, "by": "computer" if request.get("computer") is not None else "player",
              "luck": chance["luck"] if chance else None, "face": chance["face"] if chance else None,
              "luck_text": _luck_text(chance["luck"]) if chance else "",
              "chart": kind.chart(game, after)}
    next_request = {k: v for k, v in request.items() if k in ("game", "rules", "names")}
    return {"record": record, "view": _game_view({**next_request, "state": _state_text(kind, game, after)})}


def _luck_text(luck):
    return f"{'+' if luck >= 0 else chr(0x2212)}{100 * abs(luck):.2f} pts"


def _game_review(request):
    """Skill lost (the sum of costs) and luck (the sum of the rolls' luck) per player, and the
    value history: the chart value at the start and after every move."""
    kind, game, start = _position({**request, "state": request.get("start")})
    records = request.get("records") or []
    if not isinstance(records, list):
        raise BadRequest("records are a list")
    names = _names(kind, request)
    totals = []
    for player in (0, 1):
        mine = [r for r in records if r.get("player") == player]
        skill = sum(float(r.get("cost") or 0) for r in mine)
        luck = sum(float(r.get("luck") or 0) for r in mine)
        totals.append({"player": player, "name": names[player], "moves": len(mine),
                       "mistakes": sum(1 for r in mine if float(r.get("cost") or 0) > 0),
                       "skill_lost": skill, "luck": luck,
                       "skill_text": kind.cost_text(skill) if skill else "none",
                       "luck_text": _luck_text(luck) if kind.name == "pig" else ""})
    points = [kind.chart(game, start)] + [float(r["chart"]) for r in records]
    low, high = {"pig": (0.0, 1.0), "chopsticks": (-1.0, 1.0)}.get(kind.name, (None, None))
    if low is None:
        edge = max([abs(p) for p in points] + [1.0])
        low, high = -edge, edge
    ticks = [low, (low + high) / 2, high]
    tick_text = (_percent if kind.name == "pig" else lambda v: f"{v:+g}")
    return {"totals": totals, "chart": {"label": kind.chart_label, "points": points, "low": low, "high": high,
                                        "ticks": [{"value": t, "text": tick_text(t)} for t in ticks]}}


def _game_open(request):
    """The request a permalink names; for a bad link, the start position and a message."""
    link = str(request.get("link") or "").lstrip("#?")
    fields = dict(parse_qsl(link, keep_blank_values=True))
    name = fields.pop("game", "shutbox")
    if name == "shutbox":
        return _shutbox_open(fields)
    if name not in GAMES:
        return {"request": {"game": "shutbox", "layout": "classic", "players": 1, "objective": "score"}, "message": f"This link names no game we know ({name!r}): "
                                                          "the start of Shut the Box is shown instead."}
    text = fields.pop("state", None)
    try:
        kind, game, state = _position({"game": name, "rules": fields, "state": text})
        return {"request": {"game": name, "rules": kind.rules(game), "state": _state_text(kind, game, state)},
                "message": ""}
    except (ValueError, TypeError) as error:
        reason = str(error)
    try:
        kind, game, state = _position({"game": name, "rules": fields})
        where = "the start position with these rules"
    except (ValueError, TypeError):
        kind, game, state = _position({"game": name})
        where = "the start position of the standard game"
    return {"request": {"game": name, "rules": kind.rules(game), "state": _state_text(kind, game, state)},
            "message": f"This link could not be opened ({reason}): {where} is shown instead."}


def _shutbox_link(request, rules, state):
    """Shut the Box's permalink: layout, players, aim and the position (BOARD [vs SCORE])."""
    players = int(request.get("players") or 1)
    fields = {"game": "shutbox", "layout": rules.layout, "players": players}
    if players == 1:
        fields["objective"] = request.get("objective", "score")
    text = sb.board_text(rules, state.board) + (f" vs {state.first_score}" if state.player == 1 else "")
    return urlencode({**fields, "state": text})


def _shutbox_open(fields):
    """A Shut the Box permalink as the page's request (checked by `_game`); else the full box."""
    request = {"game": "shutbox", "layout": fields.get("layout", "classic"),
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
        _game(request)
        return {"request": request, "message": ""}
    except (ValueError, TypeError) as error:
        start = {"game": "shutbox", "layout": "classic", "players": 1, "objective": "score"}
        return {"request": start, "message": f"This link could not be opened ({error}): "
                                             "a full box is shown instead."}
