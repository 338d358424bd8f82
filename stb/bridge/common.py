"""What every game's adapter shares: the error a bad request raises, readers of request fields,
the review's sums, and `TurnGame`, the view / play / review / open of a game of alternating moves."""

import random
from urllib.parse import urlencode


class BadRequest(ValueError):
    """Something the player asked for that the game does not allow; the message says why."""


def whole(value, what, low, high):
    """A whole number from a request field, within [low, high], or a BadRequest saying why."""
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).strip().lstrip("-").isdigit():
        raise BadRequest(f"{what} must be a whole number, not {value!r}")
    number = int(value)
    if not low <= number <= high:
        raise BadRequest(f"{what} must be {low} to {high}, not {number}")
    return number


def flag(value) -> bool:
    return value in (True, 1, "1", "true", "yes", "on")


def percent(p) -> str:
    return f"{100 * p:.2f} %"


def points_text(luck) -> str:
    """A win chance's change in percentage points, signed."""
    return f"{'+' if luck >= 0 else chr(0x2212)}{100 * abs(luck):.2f} pts"


def records_of(request) -> list:
    records = request.get("records") or []
    if not isinstance(records, list):
        raise BadRequest("records are a list")
    return records


def totals(records, players, cost_text, luck_text):
    """Per player ((key in the records, name) pairs): moves, mistakes, skill lost (the sum of the
    costs) and luck (the sum of the rolls' luck); `luck_text` None for a game without luck."""
    answer = []
    for player, name in players:
        mine = [r for r in records if r.get("player") == player]
        skill = sum(float(r.get("cost") or 0) for r in mine)
        luck = sum(float(r.get("luck") or 0) for r in mine)
        answer.append({"player": player, "name": name, "records": len(mine),
                       "moves": sum(1 for r in mine if r.get("move") is not None),
                       "mistakes": sum(1 for r in mine if float(r.get("cost") or 0) > 0),
                       "skill_lost": skill, "luck": luck, "skill_text": cost_text(skill) if skill else "none",
                       "luck_text": luck_text(luck) if luck_text else ""})
    return answer


def history(label, points, bounds, tick_text):
    """The value-history chart: the points, the range drawn (`bounds`, or symmetric around 0 when
    None) and three labelled ticks."""
    low, high = bounds or (-max([abs(p) for p in points] + [1.0]), max([abs(p) for p in points] + [1.0]))
    ticks = [low, (low + high) / 2, high]
    return {"label": label, "points": points, "low": low, "high": high,
            "ticks": [{"value": t, "text": tick_text(t)} for t in ticks]}


class TurnGame:
    """A game of alternating moves (Pig, Red-Blue Nim, Chopsticks) seen through one request shape:
    {"game", "rules": {...}, "state": text form (None: the start), "names": [first, second]}.

    A subclass provides the game from its rules, its text forms, its advice, its board and messages,
    and the effect of a move (`apply`); the view, play, review and permalink are written once here.
    """
    name, names, scale = "", ("Player 1", "Player 2"), 1.0
    value_label = chart_label = ""
    chart_bounds = None  # (low, high) of the chart's values; None: symmetric around 0
    lucky = False        # rolls whose luck is measured

    def text_of(self, game, state):
        return game.state_text(state)

    def is_over(self, game, state):
        return game.is_terminal(state)

    def to_move(self, game, state):
        return game.to_move(state)

    def tick_text(self, value):
        return f"{value:+g}"

    def names_in(self, request):
        names = request.get("names")
        if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) and n for n in names):
            return names
        return list(self.names)

    def position(self, request):
        """The game its rules name and the state the request names (the start when none)."""
        rules = request.get("rules") or {}
        if not isinstance(rules, dict):
            raise BadRequest("rules are a JSON object")
        game = self.game(rules)
        text = request.get("state")
        if text in (None, ""):
            return game, game.initial_state()
        if not isinstance(text, str):
            raise BadRequest(f"a position is a text, not {text!r}")
        return game, self.parse(game, text)

    def link(self, game, state):
        """The permalink (the page's address after '#'): the game, its rules and the position."""
        rules = {k: int(v) if isinstance(v, bool) else v for k, v in self.rules(game).items()}
        return urlencode({"game": self.name, **rules, "state": self.text_of(game, state)})

    def view(self, request):
        game, state = self.position(request)
        names = self.names_in(request)
        over = self.is_over(game, state)
        answer = {"game": self.name, "title": self.title(game), "rules": self.rules(game),
                  "state": self.text_of(game, state), "link": self.link(game, state),
                  "names": names, "to_move": self.to_move(game, state), "phase": "game-over" if over else "move",
                  "message": self.message(game, state, names), "board": self.board(game, state, names),
                  "winner": self.winner(game, state) if over else None,
                  "chart": self.chart(game, state), "position": None}
        if not over:
            answer["position"] = self.advice_dict(*self.advise(game, state))
        return answer

    def advice_dict(self, advice, texts):
        """Advice.as_dict() with the words the page shows: value and cost texts, each move's label."""
        answer = advice.as_dict()
        answer["value_label"] = self.value_label
        answer["value_text"] = self.value_text(advice.value)
        for move in answer["moves"]:
            label, extra, shown = texts[move["move"]]
            move.update(label=label, extra_text=extra, value_text=shown or self.value_text(move["value"]),
                        cost_text=self.cost_text(move["cost"]))
        return answer

    def play(self, request):
        """Play a move (the player's, or the computer's at a strength) and answer with its record."""
        game, state = self.position(request)
        if self.is_over(game, state):
            raise BadRequest("the game is over: start a new one")
        advice, texts = self.advise(game, state)
        note = ""
        if request.get("computer") is not None:
            strength = float(request["computer"])
            if not 0 <= strength <= 1:
                raise BadRequest(f"strength runs from 0 to 1, not {strength}")
            move, note = self.computer(game, state, advice, strength, random.Random(request.get("seed")), request)
        else:
            move = request.get("move")
        played = next((m for m in advice.moves if m.move == move), None)
        if played is None:
            raise BadRequest(f"{move!r} is not a legal move here (legal: {', '.join(m.move for m in advice.moves)})")
        after, event, chance = self.apply(game, state, move, request)
        record = {"player": self.to_move(game, state), "position": self.text_of(game, state),
                  "move": move, "label": texts[move][0], "value": played.value, "cost": played.cost,
                  "best": advice.best.move, "best_label": texts[advice.best.move][0],
                  "value_text": self.value_text(played.value), "cost_text": self.cost_text(played.cost),
                  "event": event, "note": note, "by": "computer" if request.get("computer") is not None else "player",
                  "luck": chance["luck"] if chance else None, "face": chance["face"] if chance else None,
                  "luck_text": points_text(chance["luck"]) if chance else "",
                  "chart": self.chart(game, after)}
        next_request = {k: v for k, v in request.items() if k in ("game", "rules", "names")}
        return {"record": record, "view": self.view({**next_request, "state": self.text_of(game, after)})}

    def review(self, request):
        """Skill lost and luck per player, and the value history: the chart value at the start and
        after every move."""
        game, start = self.position({**request, "state": request.get("start")})
        records = records_of(request)
        names = self.names_in(request)
        points = [self.chart(game, start)] + [float(r["chart"]) for r in records]
        return {"totals": totals(records, list(enumerate(names)), self.cost_text, points_text if self.lucky else None),
                "chart": history(self.chart_label, points, self.chart_bounds, self.tick_text)}

    def open_link(self, fields):
        """The request a permalink's fields name; for a bad link, the start and a message."""
        text = fields.pop("state", None)
        try:
            game, state = self.position({"rules": fields, "state": text})
            return {"request": self.request(game, state), "message": ""}
        except (ValueError, TypeError) as error:
            reason = str(error)
        try:
            game, state = self.position({"rules": fields})
            where = "the start position with these rules"
        except (ValueError, TypeError):
            game, state = self.position({})
            where = "the start position of the standard game"
        return {"request": self.request(game, state),
                "message": f"This link could not be opened ({reason}): {where} is shown instead."}

    def request(self, game, state):
        return {"game": self.name, "rules": self.rules(game), "state": self.text_of(game, state)}
