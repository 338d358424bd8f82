"""The view, play, review and permalink of every game, written once over a small adapter per game.

A request names a position: {"game", "rules": {...}, "state": text form (None: the start),
"opponent": {"mode": "computer"|"people", "side": 0|1, "strength": ..., game extras}}. An adapter
(stb.bridge.shutbox, pig, nim, chopsticks) says how its rules, positions, moves and dice read and
look; `TurnGame` does the rest: values, costs and their judgements, luck, the computer's moves,
the record of a game, its review and its links.

A play is one decision and the chance event it may start (Pig's roll, Shut the Box's dice): the
request names the move and, for a throw, its "faces", or its "total" (a roll entered by hand), or
neither (Python throws the dice).
"""

import random
from statistics import fmean
from urllib.parse import urlencode

from stb.advice import JUDGEMENTS, choose
from stb.bridge.fields import BadRequest, choice, flag, listing, mapping, shown, text, whole
from stb.game import CHANCE

STRENGTHS = {"1": "Perfect", "0.9": "Strong", "0.6": "Fair", "0.3": "Weak"}
MODES = {"computer": "the computer", "people": "two people at this screen"}
MOST_MOVES = 2000
"""The longest game a review replays (far beyond any real game of these)."""
MOST_FACES = 2
PRACTICE_PLIES = 300
PRACTICE_STRENGTH = 0.6
PRACTICE_CHOICES = 8
"""How far, and how well, play goes on from the start to find positions to practise, and among
how many of the closest decisions met one is drawn."""


class TurnGame:
    """One game through the shared request shape. An adapter provides:

    game(rules) / rules(game) / controls(game): the rules from a request, back, and as the page's
    controls; title(game); the unit of its values (`values_in`, a `stb.advice.Unit`, or unit(game))
    and their words (`value_words`, `chart_words`); parse(game, text); advise(game, state): Advice
    for the player to move; words(game, state, move); chart(game, state): the first player's value
    at any state; at a chance
    node, dice(game, state) ({"dice": n, "sides": s}), roll_totals(game, state) and throw(game, state,
    total); board(game, state); message(game, state, names); winner(game, state); event(game,
    state, move, throw, after, names): the move in words.
    """
    name = ""
    seat_names = ("Player 1", "Player 2")
    computer_keys = ()
    """The opponent fields an adapter adds for its computer (Nim: its search depth)."""
    values_in = None
    value_words = chart_words = ""
    """The unit of the values and the words for them, where they do not depend on the rules."""

    # ---- defaults an adapter may override ------------------------------------------------------

    def seats(self, game) -> int:
        return 2

    def unit(self, game):
        return self.values_in

    def value_label(self, game, state) -> str:
        return self.value_words

    def chart_label(self, game) -> str:
        return self.chart_words

    def parse(self, game, text_form):
        return game.parse_state(text_form)

    def text_of(self, game, state) -> str:
        return game.state_text(state)

    def result(self, game, state, move):
        return game.result(state, move)

    def extra_text(self, game, state, move) -> str:
        return ""

    def notes(self, game, state, advice) -> dict:
        return {}

    def computer_controls(self, game, opponent) -> list:
        return []

    def figure(self, game):
        """A picture of the whole game the page asks for once per rules ({"figure": true}), or None."""
        return None

    def strategies(self, game) -> list[dict]:
        """The rules of thumb the lab values under these rules: [{"name", "seat"}] (seat None: one
        player alone); `evaluate(game, name, seat)` values one (a `stb.strategies.StrategyValue`)."""
        return []

    def lab_rules(self, game) -> dict:
        """The rules under which the lab's positions are played (Chopsticks': without a limit)."""
        return self.rules(game)

    def chosen_move(self, game, state, fields) -> str:
        """The move a play request names (an adapter may accept other forms, like tiles)."""
        return text(fields.get("move"), "a move")

    def chart_range(self, game, values) -> tuple[float, float]:
        """(low, high) of the value-history chart: by default symmetric around 0."""
        top = max(map(abs, [*values, 1.0]))
        return -top, top

    def computer_options(self, opponent_fields) -> dict:
        return {}

    def computer(self, game, state, advice, opponent, rng):
        """The computer's move and a note on how it chose: a pick weighted by cost (`choose`)."""
        strength = float(opponent["strength"])
        return choose(advice, strength, rng, self.unit(game).blunder).move, ""

    # ---- requests --------------------------------------------------------------------------------

    def position(self, request):
        """The game its rules name, the state the request names (the start when none) and the
        opponent: (game, state, opponent)."""
        game = self.game(mapping(request.get("rules"), "the rules"))
        named = request.get("state")
        state = game.initial_state() if named in (None, "") else self.parse(game, text(named, "a position"))
        return game, state, self.opponent(game, mapping(request.get("opponent"), "the opponent"))

    def opponent(self, game, fields) -> dict:
        """Who plays whom: the computer (the person's seat, its strength) or two people."""
        if self.seats(game) == 1:
            return {}
        return {"mode": choice(fields.get("mode", "computer"), "the opponent", tuple(MODES)),
                "side": whole(fields.get("side", 0), "your seat", 0, 1),
                "strength": choice(fields.get("strength", "1"), "the computer's strength", tuple(STRENGTHS)),
                **self.computer_options(fields)}

    def names(self, game, opponent) -> list[str]:
        """Who sits in each seat, as sentences say it: "You", "The computer", "Player 1"."""
        if self.seats(game) == 1:
            return ["You"]
        if opponent["mode"] == "people":
            return list(self.seat_names)
        return ["You" if seat == opponent["side"] else "The computer" for seat in range(2)]

    def computer_seat(self, game, opponent):
        return None if self.seats(game) == 1 or opponent["mode"] == "people" else 1 - opponent["side"]

    def rng(self, request):
        seed = request.get("seed")
        return random.Random(None if seed is None else whole(seed, "the seed", 0, 2 ** 53))

    # ---- view ------------------------------------------------------------------------------------

    def view(self, request):
        """The view of the request's position; with {"practice": seed}, of a close decision the seed
        picks instead (see `practice_position`)."""
        game, state, opponent = self.position(request)
        if request.get("practice") is not None:
            state = self.practice_position(game, opponent, self.rng({"seed": request["practice"]}))
        figure = {"figure": self.figure(game)} if flag(request.get("figure", False), "figure") else {}
        lab = {"strategy": self.strategy(game, mapping(request["strategy"], "the strategy"))} \
            if request.get("strategy") is not None else {}
        return {**self.picture(game, state, opponent), **figure, **lab}

    def strategy(self, game, fields) -> dict:
        """One rule of thumb valued against optimal play, with the positions where it loses most and
        the rules to open them with."""
        offered = self.strategies(game)
        seat = fields.get("seat")
        named = {"name": text(fields.get("name"), "the strategy"),
                 "seat": None if seat is None else whole(seat, "the strategy's seat", 0, 1)}
        if named not in offered:
            choices = ", ".join(f"{s['name']}" + ("" if s["seat"] is None else f" (seat {s['seat']})") for s in offered)
            raise BadRequest(f"the lab values {choices or 'no strategy'} here, not {shown(named['name'])}")
        value = self.evaluate(game, named["name"], named["seat"]).as_dict()
        there = self.game(self.lab_rules(game))
        for decision in value["costly"]:
            state = self.parse(there, decision["position"])
            decision.update(words=self.words(there, state, decision["move"]), best_words=self.words(there, state, decision["best"]))
        return {**value, "rules": self.lab_rules(game)}

    def practice_position(self, game, opponent, rng):
        """A close decision, drawn from the PRACTICE_CHOICES closest met in PRACTICE_PLIES of play
        from the start, each move picked by cost as a fair player would (closest: the second-best
        move costs the least, but something)."""
        unit, state, met = self.unit(game), game.initial_state(), {}
        for _ in range(PRACTICE_PLIES):
            if game.is_terminal(state):
                state = game.initial_state()
            advice = self.advise(game, state)
            if len(advice.moves) > 1 and advice.moves[1].cost > 0:
                met[self.text_of(game, state)] = advice.moves[1].cost, state
            move = choose(advice, PRACTICE_STRENGTH, rng, unit.blunder).move
            state = self.step(game, state, opponent, {"move": move}, rng)[1]
        closest = sorted(met.values(), key=lambda found: found[0])[:PRACTICE_CHOICES]
        return rng.choice(closest)[1] if closest else game.initial_state()

    def picture(self, game, state, opponent):
        """Everything the page draws for a position."""
        names = self.names(game, opponent)
        over = game.is_terminal(state)
        mover = None if over else game.to_move(state)
        return {"game": self.name, "title": self.title(game), "rules": self.rules(game),
                "controls": self.controls(game) + self.opponent_controls(game, opponent),
                "opponent": opponent, "state": self.text_of(game, state), "link": self.link(game, state, opponent),
                "names": names, "seats": list(self.seat_names[:self.seats(game)]), "to_move": mover, "computer_to_move": mover is not None and mover == self.computer_seat(game, opponent),
                "phase": "game-over" if over else "move", "message": self.message(game, state, names),
                "board": self.board(game, state), "winner": self.winner(game, state) if over else None,
                "chart": self.chart(game, state), "position": None if over else self.advice_dict(game, state),
                "lab": self.strategies(game)}

    def advice_dict(self, game, state) -> dict:
        """The position's value and every legal move with its value, cost and judgement, in words."""
        advice = self.advise(game, state)
        unit = self.unit(game)
        return {"position": advice.position, "value": advice.value, "value_text": unit.value_text(advice.value),
                "value_label": self.value_label(game, state), "unit": unit.name,
                "moves": [{"move": m.move, "words": self.words(game, state, m.move), "value": m.value,
                           "value_text": unit.value_text(m.value), "cost": m.cost, "cost_text": unit.cost_text(m.cost),
                           "judgement": unit.judge(m.cost), "accuracy": round(unit.accuracy(m.cost), 1),
                           "extra_text": self.extra_text(game, state, m.move),
                           **self.throw_of(game, state, m.move)} for m in advice.moves],
                **self.notes(game, state, advice)}

    def throw_of(self, game, state, move) -> dict:
        """For a move that throws dice, what the page throws: {"throw": {"dice", "sides"}}."""
        after = self.result(game, state, move)
        return {"throw": self.dice(game, after)} if game.to_move(after) == CHANCE else {}

    def opponent_controls(self, game, opponent) -> list:
        if self.seats(game) == 1:
            return []
        versus = opponent["mode"] == "computer"
        return [select("mode", "Play against", opponent["mode"], MODES.items(), group="opponent"),
                select("side", "You play", opponent["side"], [(0, "first"), (1, "second")], hidden=not versus, group="opponent"),
                select("strength", "Computer strength", opponent["strength"], STRENGTHS.items(), hidden=not versus,
                       group="opponent"),
                *self.computer_controls(game, opponent)]

    # ---- play ------------------------------------------------------------------------------------

    def play(self, request):
        """Play one move (the person's, or with "computer": true the computer's) and its dice: its
        record, the move as a saved game keeps it, and the view after it."""
        game, state, opponent = self.position(request)
        record, after = self.step(game, state, opponent, request, self.rng(request))
        return {"record": record, "saved": saved_move(record), "view": self.picture(game, after, opponent)}

    def step(self, game, state, opponent, choice_fields, rng):
        """One decision and the chance event it starts: its record, and the state after it.
        Without `rng` (a replay) a throw must come with its faces."""
        if game.is_terminal(state):
            raise BadRequest("the game is over: start a new one")
        advice = self.advise(game, state)
        by_computer = flag(choice_fields.get("computer", False), "computer")
        if by_computer and self.seats(game) == 1:
            raise BadRequest("the computer plays only as an opponent, in a game of two")
        if by_computer:
            move, note = self.computer(game, state, advice, opponent, rng or random.Random())
        else:
            move, note = self.chosen_move(game, state, choice_fields), ""
        played = next((m for m in advice.moves if m.move == move), None)
        if played is None:
            raise BadRequest(f"{move!r} is not a legal move here (legal: {', '.join(m.move for m in advice.moves)})")
        unit, mover = self.unit(game), game.to_move(state)
        after = self.result(game, state, move)
        thrown = luck = None
        if game.to_move(after) == CHANCE:
            before = self.chart(game, after)
            thrown = self.outcome(game, after, choice_fields, rng)
            after = self.throw(game, after, thrown["total"])
            luck = (self.chart(game, after) - before) * (1 if mover == 0 else -1) * unit.sign
        best = advice.best.move
        return {"player": mover, "by": "computer" if by_computer else "player", "position": self.text_of(game, state),
                "move": move, "words": self.words(game, state, move), "value": played.value,
                "value_text": unit.value_text(played.value), "cost": played.cost, "cost_text": unit.cost_text(played.cost),
                "judgement": unit.judge(played.cost), "forced": len(advice.moves) == 1,
                "best": best, "best_words": self.words(game, state, best), **(thrown or {"faces": None, "total": None}),
                "luck": luck, "luck_text": "" if luck is None else unit.luck_text(luck), "note": note,
                "event": self.event(game, state, move, thrown, after, self.names(game, opponent)),
                "state": self.text_of(game, after), "chart": self.chart(game, after)}, after

    def outcome(self, game, state, fields, rng) -> dict:
        """A throw at a chance node: {"faces", "total"} from the request's faces (checked), or its
        total alone (a roll entered by hand: faces None), or thrown by `rng`."""
        dice = self.dice(game, state)
        count, sides = dice["dice"], dice["sides"]
        if fields.get("total") is not None:
            total = whole(fields["total"], "the roll", 0, 10 ** 6)
            if total not in self.roll_totals(game, state):
                low, high = min(self.roll_totals(game, state)), max(self.roll_totals(game, state))
                raise BadRequest(f"{total} cannot be rolled with {dice_words(count)} (totals {low} to {high})")
            return {"faces": [total] if count == 1 else None, "total": total}
        if fields.get("faces") is None:
            if rng is None:
                raise BadRequest("a roll needs its faces or its total")
            faces = [rng.randint(1, sides) for _ in range(count)]
        else:
            faces = listing(fields["faces"], "the faces", MOST_FACES)
            if len(faces) != count:
                raise BadRequest(f"this roll throws {dice_words(count)}, not {len(faces)}")
            faces = [whole(face, "a face", 1, sides) for face in faces]
        return {"faces": faces, "total": sum(faces)}

    # ---- review ----------------------------------------------------------------------------------

    def review(self, request):
        """Replay a game from its start and moves ({"move", "faces" or "total", "by"}): every record,
        per-player totals (judgements, accuracy, skill lost, luck) and the value history."""
        game, start, opponent = self.position({**request, "state": request.get("start")})
        state, records = start, []
        for number, entry in enumerate(listing(request.get("moves"), "the moves", MOST_MOVES), start=1):
            entry = mapping(entry, f"move {number}")
            try:
                by = choice(entry.get("by", "player"), "who moved", ("player", "computer"))
                move = {key: entry[key] for key in ("move", "faces", "total") if key in entry}
                record, state = self.step(game, state, opponent, move, None)
            except BadRequest as error:
                raise BadRequest(f"move {number}: {error}") from None
            records.append({**record, "by": by})
        names = self.names(game, opponent)
        return {"start": self.text_of(game, start), "state": self.text_of(game, state), "records": records,
                "totals": self.totals(game, records, names), "chart": self.history(game, start, records),
                "saved": self.saved(game, start, opponent, records)}

    def totals(self, game, records, names):
        """Per player: decisions (forced ones left out), judgement counts, accuracy, skill lost, luck."""
        unit = self.unit(game)
        answer = []
        for seat, name in enumerate(names):
            mine = [r for r in records if r["player"] == seat]
            decisions = [r for r in mine if not r["forced"]]
            skill = sum(r["cost"] for r in decisions)
            luck = sum(r["luck"] for r in mine if r["luck"] is not None)
            rolls = any(r["luck"] is not None for r in mine)
            answer.append({"player": seat, "name": name, "moves": len(mine), "decisions": len(decisions),
                           "counts": {j: sum(r["judgement"] == j for r in decisions) for j in JUDGEMENTS},
                           "accuracy": round(fmean(unit.accuracy(r["cost"]) for r in decisions), 1) if decisions else None,
                           "skill_lost": skill, "skill_text": unit.cost_text(skill) if skill else "none",
                           "luck": luck if rolls else None, "luck_text": unit.luck_text(luck) if rolls else ""})
        return answer

    def history(self, game, start, records):
        """The value-history chart: the first player's value at the start and after every move."""
        points = [{"value": self.chart(game, start), "label": "Start"}] + [
            {"value": r["chart"], "label": f"Move {n}: {r['event']}"} for n, r in enumerate(records, start=1)]
        low, high = self.chart_range(game, [p["value"] for p in points])
        for point in points:
            point["text"] = self.chart_text(game, point["value"])
        return {"label": self.chart_label(game), "points": points, "low": low, "high": high,
                "ticks": [{"value": t, "text": self.chart_text(game, t)} for t in (low, (low + high) / 2, high)]}

    def chart_text(self, game, value) -> str:
        return self.unit(game).value_text(value)

    def saved(self, game, start, opponent, records) -> dict:
        """The game as a file keeps it: rules, opponent, start and every move with its dice."""
        return {"stb": 1, "game": self.name, "rules": self.rules(game), "opponent": opponent,
                "start": self.text_of(game, start),
                "moves": [saved_move(r) for r in records]}

    # ---- permalinks --------------------------------------------------------------------------------

    def link(self, game, state, opponent) -> str:
        """The permalink (the page's address after '#'): the game, rules, opponent and position."""
        rules = {k: int(v) if isinstance(v, bool) else v for k, v in self.rules(game).items()}
        return urlencode({"game": self.name, **rules, **opponent, "state": self.text_of(game, state)})

    def open_link(self, fields):
        """The request a permalink's fields name; for a bad link, the start and a message."""
        state = fields.pop("state", None)
        opponent = {key: fields.pop(key) for key in ("mode", "side", "strength", *self.computer_keys) if key in fields}
        try:
            game, state, opponent = self.position({"rules": fields, "state": state, "opponent": opponent})
            return {"request": self.request(game, state, opponent), "message": ""}
        except ValueError as error:
            reason = str(error)
        try:
            game, state, opponent = self.position({"rules": fields})
            where = "the start position with these rules"
        except ValueError:
            game, state, opponent = self.position({})
            where = "the start position of the standard game"
        return {"request": self.request(game, state, opponent),
                "message": f"This link could not be opened ({reason}): {where} is shown instead."}

    def link_fields(self, request) -> set[str]:
        """The fields a link to the game of `request` may hold: its controls' names and the state."""
        game, _, opponent = self.position(request)
        return {c["name"] for c in self.controls(game) + self.opponent_controls(game, opponent)} | {"state"}

    def request(self, game, state, opponent):
        return {"game": self.name, "rules": self.rules(game), "state": self.text_of(game, state), "opponent": opponent}


def verb(actor: str, word: str) -> str:
    """'You roll', 'Player 1 rolls', 'The computer reaches': an actor and a verb that agree."""
    if actor == "You":
        return f"You {word}"
    return f"{actor} {word}{'es' if word.endswith(('ch', 'sh', 's', 'x')) else 's'}"


def whose(actor: str) -> str:
    """'Your', "Player 1's"."""
    return "Your" if actor == "You" else f"{actor}'s"


def saved_move(record) -> dict:
    """A move as a saved game keeps it: the move, its dice (faces, or a total entered by hand), who moved."""
    dice = {"faces": record["faces"]} if record["faces"] else {"total": record["total"]} if record["total"] else {}
    return {"move": record["move"], **dice, "by": record["by"]}


def dice_words(count: int) -> str:
    return "one die" if count == 1 else f"{count} dice"


def select(name, label, value, options, hidden=False, group="rules") -> dict:
    """A menu the page shows for one field of the request's `group` ("rules" or "opponent"): its
    current value and (value, text) options; `hidden` where the field does not apply."""
    return {"name": name, "group": group, "label": label, "kind": "select", "value": str(value),
            "options": [[str(v), words] for v, words in options], "hidden": hidden}


def number_field(name, label, value, low, high, hidden=False, group="rules") -> dict:
    """A number field, with the range Python accepts."""
    return {"name": name, "group": group, "label": label, "kind": "number", "value": value, "min": low, "max": high,
            "hidden": hidden}


def checkbox(name, label, value, hidden=False, group="rules") -> dict:
    return {"name": name, "group": group, "label": label, "kind": "checkbox", "value": bool(value), "hidden": hidden}
