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

import math
import random
from statistics import fmean
from urllib.parse import urlencode

from stb.advice import JUDGEMENTS, TIE, choose
from stb.bridge.fields import BadRequest, choice, flag, listing, mapping, shown, text, whole
from stb.game import CHANCE
from stb.strategies import strategy_title

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
    controls; title(game); how_to_play(game): its rules in a few sentences; the unit of its values
    (`values_in`, a `stb.advice.Unit`, or unit(game)), their words and meaning (`value_words`,
    `value_meaning`: "{whose}" stands for "Your" or "Player 1's"); parse(game, text);
    advise(game, state): Advice for the player to move; words(game, state, move); chart(game,
    state): the first player's value at any state; at a chance node, dice(game, state) ({"dice": n, "sides": s}), roll_totals(game, state) and throw(game, state,
    total); board(game, state); message(game, state, names); winner(game, state); event(game,
    state, move, throw, after, names): the move in words.
    """
    name = ""
    seat_names = ("Player 1", "Player 2")
    computer_keys = ()
    """The opponent fields an adapter adds for its computer (Nim: its search depth)."""
    families = {}
    """The game's rules of thumb by name (its module's STRATEGIES), which the lab values."""
    values_in = None
    value_words = value_meaning = ""
    """The unit of the values, their words and one sentence on what they mean, where these do not
    depend on the rules."""

    # ---- defaults an adapter may override ------------------------------------------------------

    def adapter_for(self, rules) -> "TurnGame":
        """The adapter for these rules (the request's, unchecked): this one, unless a variant has its own."""
        return self

    def seats(self, game) -> int:
        return 2

    def unit(self, game):
        return self.values_in

    def value_label(self, game, state) -> str:
        return self.value_words

    def value_explained(self, game, state) -> str:
        return self.value_meaning

    def parse(self, game, text_form):
        return game.parse_state(text_form)

    def text_of(self, game, state) -> str:
        return game.state_text(state)

    def result(self, game, state, move):
        return game.result(state, move)

    def move_facts(self, game, state, move) -> dict:
        """What the page shows beside a move besides its value (Shut the Box: the next roll's chance)."""
        return {}

    def why(self, game, state, advice, move, names) -> str:
        """One sentence on why the best move beats `move`, from the values: by default the other
        player's best reply to each, and the value it leads to."""
        mover = game.to_move(state)
        label = self.value_label(game, state).format(whose=whose(names[mover]).lower())
        said = []
        for option in dict.fromkeys((advice.best.move, move)):
            after = self.result(game, state, option)
            value = self.unit(game).value_text(next(m.value for m in advice.moves if m.move == option))
            then = "the game ends" if game.is_terminal(after) else \
                f"the best reply is {lowered(self.words(game, after, self.advise(game, after).best.move))}"
            said.append(f"after {lowered(self.words(game, state, option))} {then} ({label}: {value})")
        return f"Why: {'; '.join(said)}."

    def extra(self, game, state, move) -> tuple[str, float, object] | None:
        """A move's value under other rules: (those rules in words, the value for the player to move, its
        `stb.advice.Unit`), or None."""
        return None

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

    def computer_to_move(self, game, state, opponent) -> bool:
        """Whether the page lets the computer make the next move by itself."""
        return game.to_move(state) == self.computer_seat(game, opponent)

    def computer_may_move(self, game, state, opponent) -> bool:
        """Whether the computer may be asked for the next move: in a game of two, any move."""
        return self.seats(game) > 1

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
            decision.update(words=self.words(there, state, decision["move"]), best_words=self.words(there, state, decision["best"]),
                            reach_text=self.reach_words(decision["reach"]))
        against = "" if named["seat"] is None else " against the best player"
        return {**value, "title": strategy_title(value["name"], self.families), "rules": self.lab_rules(game),
                "value_label": self.value_label(game, there.initial_state()).format(whose="Its") + against,
                "optimal_label": "The best player's, in its place", "explain": self.unit(game).explained()}

    def reach_words(self, reach: float) -> str:
        """How often a game of the lab meets a decision: a chance (1: every game)."""
        return "met in every game" if reach >= 1 - 1e-9 else f"met in {100 * reach:.2g}\u00a0% of games"

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
        """Everything the page draws for a position, every value in it from the viewer's side."""
        names = self.names(game, opponent)
        over = game.is_terminal(state)
        mover = None if over else game.to_move(state)
        viewer = self.viewer(game, opponent, mover)
        return {"game": self.name, "title": self.title(game), "rules": self.rules(game),
                "controls": self.controls(game) + self.opponent_controls(game, opponent),
                "opponent": opponent, "state": self.text_of(game, state), "link": self.link(game, state, opponent),
                "names": names, "seats": list(self.seat_names[:self.seats(game)]), "to_move": mover, "viewer": viewer,
                "computer_to_move": not over and self.computer_to_move(game, state, opponent),
                "phase": "game-over" if over else "move", "message": self.message(game, state, names),
                "board": self.board(game, state), "winner": self.winner(game, state) if over else None,
                "chart": self.chart(game, state), "position": None if over else self.advice_dict(game, state, names, viewer),
                "how_to_play": self.how_to_play(game), "explain": self.explained(game, state, names, viewer),
                "lab": [{**s, "title": strategy_title(s["name"], self.families)} for s in self.strategies(game)]}

    def viewer(self, game, opponent, mover) -> int:
        """Whose side the page's values take: yours, alone or against the computer; between two
        people, the player to move (player 1 once the game is over)."""
        if self.seats(game) == 1:
            return 0
        if opponent["mode"] == "computer":
            return opponent["side"]
        return mover or 0

    def explained(self, game, state, names, viewer) -> dict[str, str]:
        """One sentence for each figure the page shows, in plain words."""
        return {**self.unit(game).explained(),
                "value": self.value_explained(game, state).format(whose=whose(names[viewer]))}

    def advice_dict(self, game, state, names, viewer) -> dict:
        """The position's value and every legal move with its value, cost and judgement, in words; the
        values (and an opponent's costs, as gains) from the viewer's side."""
        advice = self.advise(game, state)
        unit = self.unit(game)
        mine = game.to_move(state) == viewer
        seen = (lambda value: value) if mine else unit.other_side
        best = advice.best.value
        label = self.value_label(game, state).format(whose=whose(names[viewer]))
        return {"position": advice.position, "value": seen(advice.value), "value_text": unit.value_text(seen(advice.value)),
                "value_label": label, "value_note": self.value_note(game, names, viewer), "unit": unit.name,
                "moves_label": f"{label} after it", "mine": mine,
                "moves": [{"move": m.move, "words": self.words(game, state, m.move), "value": m.value,
                           "value_text": unit.value_text(seen(m.value)), "cost": m.cost,
                           "cost_text": unit.cost_text(m.cost, best) if mine else unit.gain_text(m.cost, best),
                           "judgement": unit.judge(m.cost), "accuracy": round(unit.accuracy(m.cost), 1),
                           "extra_text": self.extra_text(game, state, m.move, seen),
                           **self.move_facts(game, state, m.move), **self.throw_of(game, state, m.move)} for m in advice.moves],
                **self.notes(game, state, advice)}

    def value_note(self, game, names, viewer) -> str:
        """Under what play the value holds, in words."""
        if self.seats(game) == 1:
            return "with your best play from here"
        if names[viewer] == "You":
            return "if you and the computer both play your best from here"
        return "if both players play their best from here"

    def extra_text(self, game, state, move, seen) -> str:
        """The move's value under another rule, in words, from the viewer's side (`seen`)."""
        extra = self.extra(game, state, move)
        if extra is None:
            return ""
        rules, value, unit = extra
        return f"{rules}: {unit.value_text(seen(value))}"

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
        if by_computer and not self.computer_may_move(game, state, opponent):
            raise BadRequest("the computer plays only as an opponent in a game of two, or the other seats at a table")
        if by_computer:
            move, note = self.computer(game, state, advice, opponent, rng or random.Random())
        else:
            move, note = self.chosen_move(game, state, choice_fields), ""
        played = next((m for m in advice.moves if m.move == move), None)
        if played is None:
            raise BadRequest(f"{shown(move)} is not a legal move here (legal: {', '.join(m.move for m in advice.moves)})")
        unit, mover = self.unit(game), game.to_move(state)
        after = self.result(game, state, move)
        thrown = luck = before = None
        if game.to_move(after) == CHANCE:
            before = self.chart(game, after)
            thrown = self.outcome(game, after, choice_fields, rng)
            after = self.throw(game, after, thrown["total"])
            luck = (self.chart(game, after) - before) * (1 if mover == 0 else -1) * unit.sign
        names = self.names(game, opponent)
        mine = mover == self.viewer(game, opponent, mover)
        best = advice.best
        record = {"player": mover, "by": "computer" if by_computer else "player", "position": self.text_of(game, state),
                  "move": move, "words": self.words(game, state, move), "value": played.value, "cost": played.cost,
                  "cost_text": unit.cost_text(played.cost, best.value) if mine else unit.gain_text(played.cost, best.value),
                  "judgement": unit.judge(played.cost), "forced": len(advice.moves) == 1,
                  "best": best.move, "best_words": self.words(game, state, best.move), **(thrown or {"faces": None, "total": None}),
                  "luck": luck, "luck_text": luck_words(unit, luck, mine), "note": note,
                  "why": self.why(game, state, advice, move, names) if played.cost >= TIE else "",
                  "event": self.event(game, state, move, thrown, after, names),
                  "state": self.text_of(game, after), "decided": before, "chart": self.chart(game, after)}
        return {**record, "verdict": verdict(record, mine)}, after

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
        viewer = self.viewer(game, opponent, None)
        return {"start": self.text_of(game, start), "state": self.text_of(game, state), "records": records,
                "totals": self.totals(game, records, names), "chart": self.history(game, start, records, names, viewer),
                "turns": self.turns(game, records, names, viewer),
                "explain": self.explained(game, start, names, viewer), "saved": self.saved(game, start, opponent, records)}

    def turns(self, game, records, names, viewer) -> list[dict] | None:
        """The moves told by turns, where a turn holds many moves (Pig): [{"first", "last", "player",
        "text", "verdict", "judgement"}], records first to last told in a line and judged in another;
        None where each move is its own."""
        return None

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
                           "skill_lost": skill, "skill_text": unit.signed(-skill) if skill >= TIE else "nothing",
                           "luck": luck if rolls else None, "luck_text": unit.luck_text(luck) if rolls else ""})
        return answer

    def history(self, game, start, records, names, viewer):
        """The value history from the viewer's side: the start, then each move's decision (with its
        judgement) and, where it threw dice, the roll (its luck); each point says which position it
        opens (`open`: after so many moves), and the axis has round ticks."""
        unit = self.unit(game)
        seen = (lambda value: value) if viewer == 0 else unit.other_side
        label = self.value_label(game, start).format(whose=whose(names[viewer]))

        def point(value, kind, opens, said, judgement=None):
            return {"value": seen(value), "kind": kind, "open": opens, "judgement": judgement,
                    "label": f"{said} — {label.lower() if label.startswith('Your') else label}: {self.chart_text(game, seen(value))}"}

        points = [point(self.chart(game, start), "start", 0, "Start")]
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
        ticks = self.chart_ticks(game, [p["value"] for p in points])
        return {"label": label, "points": points, "low": ticks[0], "high": ticks[-1],
                "ticks": [{"value": t, "text": self.tick_text(game, t)} for t in ticks]}

    def chart_ticks(self, game, values) -> list[float]:
        """The value axis: round numbers around the values and 0."""
        return round_ticks(min([*values, 0.0]), max([*values, 0.0]))

    def chart_text(self, game, value) -> str:
        return self.unit(game).value_text(value)

    def tick_text(self, game, value) -> str:
        return self.chart_text(game, value)

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
    dice = {"faces": record["faces"]} if record["faces"] else {} if record["total"] is None else {"total": record["total"]}
    return {"move": record["move"], **dice, "by": record["by"]}


def lowered(words: str) -> str:
    """A move's words inside a sentence: "Take 2 red" as "take 2 red"."""
    return words[:1].lower() + words[1:]


def percent(chance) -> str:
    """A chance (a float or an exact Fraction) as a percentage with one decimal."""
    return f"{100 * float(chance):.1f}\u00a0%"


def luck_words(unit, luck, mine) -> str:
    """A roll's luck from the viewer's side: the roller's own, or an opponent's as the viewer's."""
    if luck is None:
        return ""
    return unit.luck_text(luck) if mine else f"{unit.luck_text(-luck)} for you"


def verdict(record, mine) -> str:
    """What a move was worth, in one or two sentences: the move, its judgement and cost, the best
    move where it was not played, and the luck of its roll."""
    said = [record["event"]]
    if record["forced"]:
        pass
    elif record["judgement"] == "best":
        said.append("Best move.")
    else:
        said.append(f"{record['judgement'].capitalize()}: {record['cost_text']}. "
                    f"{'Best' if mine else 'Its best'}: {record['best_words']}. {record['why']}".rstrip())
    if record["luck_text"]:
        said.append(f"Luck: {record['luck_text']}.")
    return " ".join(said)


def round_ticks(low: float, high: float, count: int = 4) -> list[float]:
    """Round numbers 1, 2 or 5 times a power of ten apart, from `low` or below to `high` or above."""
    rough = max(high - low, 1e-9) / count
    power = 10 ** math.floor(math.log10(rough))
    step = next(size * power for size in (1, 2, 5, 10) if size * power >= rough)
    first = math.floor(low / step + 1e-9)
    last = max(math.ceil(high / step - 1e-9), first + 1)
    return [round(n * step, 10) + 0.0 for n in range(first, last + 1)]


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
