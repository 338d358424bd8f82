"""Pig and Piglet in the page."""

from functools import lru_cache

from stb import pig as pg
from stb.advice import choose
from stb.bridge.common import BadRequest, TurnGame, flag, percent, whole
from stb.pig_picture import policy_svg


class Pig(TurnGame):
    """Pig and Piglet: the value is the win chance of the player to move; a roll's luck is the
    roller's win chance after the face minus the chance of rolling before it."""
    name, names, scale = "pig", ("Player 1", "Player 2"), 0.05
    value_label = "Win chance of the player to move"
    chart_label = "Player 1's chance to win"
    chart_bounds, lucky = (0.0, 1.0), True

    def tick_text(self, value):
        return percent(value)

    def game(self, rules):
        coin = flag(rules.get("coin"))
        goal = whole(rules.get("goal", 10 if coin else 100), "the goal", 1, 200)
        sides = 2 if coin else whole(rules.get("sides", 6), "the die's sides", 2, 12)
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

    def advise(self, game, state):
        advice = pg.advise(game, state)
        return advice, {m.move: (m.move.capitalize(), "", None) for m in advice.moves}

    def value_text(self, value):
        return percent(value)

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

    def apply(self, game, state, move, request):
        """The state after `move` (a roll needs the request's die face), what happened, and the luck."""
        names = self.names_in(request)
        who = names[state.player]
        if move == "hold":
            return game.result(state, "hold"), f"{who} holds and banks {state.pending}.", None
        count = 2 if game.coin else game.sides
        face = whole(request.get("face"), "the die's face", 1, count)
        gain = game.faces[face - 1]  # the rules' gain for that face: 0 busts
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

