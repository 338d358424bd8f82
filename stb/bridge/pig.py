"""Pig and Piglet in the page: the win chance of the player to move, and a roll's luck."""

from functools import lru_cache

from stb import pig as pg
from stb.advice import CHANCE_POINTS, JUDGEMENTS, NBSP, TIE
from stb.bridge.common import TurnGame, checkbox, lowered, number_field, percent, select, verb, whose
from stb.bridge.fields import BadRequest, flag, whole
from stb.pig.picture import RING, mark_circle, policy_svg

PAGE_DICE = (4, 6, 8, 10, 12)
"""The dice the page's menu offers; a link may name any die of `stb.pig.SIDES`."""


class Pig(TurnGame):
    """Pig and Piglet: values are the player to move's chance to win; a roll's luck is the roller's
    chance after the face minus the chance of rolling before it."""
    name = "pig"
    values_in = CHANCE_POINTS
    families = pg.STRATEGIES
    value_words = "{whose} chance to win"
    value_meaning = ("{whose} chance of reaching the goal first, if both players choose their best, roll or "
                     "hold, at every turn from here.")

    def game(self, rules):
        coin = flag(rules.get("coin", False), "coin")
        goal = whole(rules.get("goal", 10 if coin else 100), "the goal", pg.GOALS[0], pg.GOALS[-1])
        sides = 2 if coin else whole(rules.get("sides", 6), "the die's sides", pg.SIDES[0], pg.SIDES[-1])
        return pg.Pig(goal, sides, coin)

    def rules(self, game):
        return {"goal": game.goal, "sides": game.sides, "coin": game.coin}

    def controls(self, game):
        dice = sorted({*PAGE_DICE, 6 if game.coin else game.sides})
        return [number_field("goal", "Goal", game.goal, pg.GOALS[0], pg.GOALS[-1]),
                select("sides", "Die", str(6 if game.coin else game.sides), [(d, f"d{d}") for d in dice], hidden=game.coin),
                checkbox("coin", "Piglet (toss a coin)", game.coin)]

    def strategies(self, game):
        """Holding at 20 and at 25, and Neller and Presser's keep pace and end race where it is
        defined (Pig to 100 with a d6), each in either seat."""
        names = ["hold-at:20", "hold-at:25"] + ["keep-pace"] * (game == pg.Pig())
        return [{"name": name, "seat": seat} for name in names for seat in (0, 1)]

    def evaluate(self, game, name, seat):
        return pg.evaluate_strategy(game, name, seat)

    def why(self, game, state, advice, move, names):
        """Rolling against holding: the chance of busting and the turn total it would lose, against
        the average gain of a roll, and where each choice leaves the chance to win."""
        busts = game.faces.count(0) / len(game.faces)
        gains = [gain for gain in game.faces if gain]
        label = self.value_label(game, state).format(whose=lowered(whose(names[state.player])))
        value = {m.move: self.unit(game).value_text(m.value) for m in advice.moves}
        return (f"Why: a roll busts {percent(busts)} of the time, losing the turn total of {state.pending}, and "
                f"adds {sum(gains) / len(gains):.1f} on average otherwise; rolling leaves {label} at {value['roll']}, "
                f"holding at {value['hold']}.")

    def turns(self, game, records, names, viewer):
        """A turn runs from a turn total of 0 to a hold, a bust or the win: its rolls and how it ended
        (its text), and what its decisions cost together, the costliest named (its verdict)."""
        unit, told, first = self.unit(game), [], 0
        for last, record in enumerate(records):
            if last + 1 < len(records) and game.parse_state(records[last + 1]["position"]).pending:
                continue  # the turn goes on
            turn = records[first:last + 1]
            faces = ", ".join(str(r["total"]) for r in turn if r["move"] == "roll")
            text = f"Turn {len(told) + 1}: {names[record['player']]} {f'rolled {faces}' if faces else 'rolled nothing'} " \
                   f"and {self.turn_ending(game, record)}."
            costly = [r for r in turn if r["cost"] >= TIE]
            judged = JUDGEMENTS[max((JUDGEMENTS.index(r["judgement"]) for r in costly), default=0)]
            verdict = "Best all turn."
            if costly:
                cost = sum(r["cost"] for r in costly)
                shown = unit.signed(-cost) if record["player"] == viewer or names[viewer] != "You" \
                    else f"{unit.signed(cost)} for you"
                worst = max(costly, key=lambda r: r["cost"])
                verdict = (f"{judged.capitalize()}: {shown}; at a turn total of "
                           f"{game.parse_state(worst['position']).pending}, {lowered(worst['best_words'])} was best.")
            told.append({"first": first, "last": last, "text": text, "verdict": verdict, "player": record["player"],
                         "judgement": judged})
            first = last + 1
        return told

    def turn_ending(self, game, record) -> str:
        """How a turn's last move ended it: a hold (the score before and after), a bust, the win, or
        not yet (the turn goes on)."""
        before, after = game.parse_state(record["position"]), game.parse_state(record["state"])
        if record["move"] == "hold":
            return f"held at {before.pending} ({before.me} to {before.me + before.pending})"
        if game.is_terminal(after):
            return f"won with {after.me + after.pending}"
        return "busted" if after.pending == 0 else f"goes on at a turn total of {after.pending}"

    def reach_words(self, reach):
        """Busts bring the same scores round again: a decision is met an expected number of times."""
        return f"met {reach:.2g} times a game on average"

    def title(self, game):
        return f"Piglet to {game.goal}" if game.coin else f"Pig to {game.goal}" + (
            f" with a d{game.sides}" if game.sides != 6 else "")

    def how_to_play(self, game):
        throw = ("toss a coin: heads adds 1 to your turn total, tails is a bust" if game.coin else
                 f"roll a {game.sides}-sided die: 2 to {game.sides} add to your turn total, a 1 is a bust")
        return [f"Two players race to {game.goal}{NBSP}points. On your turn, {throw}, losing the turn total and "
                "ending your turn. After each throw choose: roll again, or hold to bank the turn total and pass "
                "the turn.",
                "The advice gives each choice's chance to win, if both players choose their best from then on; "
                "a choice's cost is the chance it gives away against the best one. The map shows at which turn "
                "total the best player holds, from every pair of scores."]

    def chart_ticks(self, game, values):
        return [0.0, 0.25, 0.5, 0.75, 1.0]

    def tick_text(self, game, value):
        return f"{100 * value:.0f}\u00a0%"

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.rolling:
            raise BadRequest("a position is named before the die is rolled (without 'rolling')")
        return state

    def advise(self, game, state):
        return pg.advise(game, state)

    def words(self, game, state, move):
        return move.capitalize()

    def chart(self, game, state):
        """Player 1's chance to win, at any state (after a roll, before it, at the end)."""
        if game.is_terminal(state):
            mine = 1.0
        else:
            best = pg.solution(game)
            mine = best.roll(*state[:3]) if state.rolling else best.P(*state[:3])
        return float(mine if state.player == 0 else 1 - mine)

    def dice(self, game, state):
        return {"dice": 1, "sides": game.sides, "coin": game.coin}

    def roll_totals(self, game, state):
        return range(1, game.sides + 1)

    def throw(self, game, state, face):
        """The die shows `face` (the coin: 1 tails, 2 heads): the rules' gain for it, 0 busting."""
        return game.result(state, game.faces[face - 1])

    def board(self, game, state):
        """The scores, the turn total, and where the policy map rings this turn's start (the map
        itself comes with `figure`, once per rules)."""
        banked = state.me + state.pending if game.is_terminal(state) else state.me  # the winner's last turn
        scores = [banked, state.you] if state.player == 0 else [state.you, banked]
        return {"scores": scores, "pending": state.pending, "goal": game.goal, "sides": game.sides,
                "coin": game.coin, "mark": [state.me, state.you],
                "ring": {**mark_circle(game.goal, state[:2]), "strokes": RING}}

    def figure(self, game):
        """The optimal policy's map, without a ring: the page draws it once per rules."""
        return _policy_map(game)

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            return f"{verb(who, 'win')}, {state.me + state.pending} to {state.you}!"
        return f"{whose(who)} turn: turn total {state.pending}. Roll or hold?"

    def winner(self, game, state):
        return state.player

    def event(self, game, state, move, thrown, after, names):
        who = names[state.player]
        if move == "hold":
            return f"{verb(who, 'hold')} at {state.pending}: {state.me} to {state.me + state.pending}."
        face = thrown["total"]
        shown = ("tails" if face == 1 else "heads") if game.coin else f"{face}"
        if game.faces[face - 1] == 0:
            return f"{verb(who, 'roll')} {shown}: bust, the turn total of {state.pending} is lost."
        if game.is_terminal(after):
            return f"{verb(who, 'roll')} {shown}: turn total {after.pending}, and {state.me + after.pending} wins."
        return f"{verb(who, 'roll')} {shown}: turn total {after.pending}."


@lru_cache(maxsize=4)
def _policy_map(game):
    return policy_svg(pg.solution(game))
