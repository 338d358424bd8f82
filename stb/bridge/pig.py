"""Pig and Piglet in the page: the win chance of the player to move, and a roll's luck."""

from functools import lru_cache

from stb import pig as pg
from stb.advice import CHANCE_POINTS
from stb.bridge.protocol import Adapter
from stb.bridge.controls import checkbox, number_field, select
from stb.bridge.fields import BadRequest, flag, whole
from stb.bridge.words.pig import PigWords
from stb.pig.picture import RING, mark_circle, policy_svg

PAGE_DICE = (4, 6, 8, 10, 12)
"""The dice the page's menu offers; a link may name any die of `stb.pig.SIDES`."""


class Pig(PigWords, Adapter):
    """Pig and Piglet: values are the player to move's chance to win; a roll's luck is the roller's
    chance after the face minus the chance of rolling before it."""
    name = "pig"
    values_in = CHANCE_POINTS
    families = pg.STRATEGIES

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

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.rolling:
            raise BadRequest("a position is named before the die is rolled (without 'rolling')")
        return state

    def advise(self, game, state):
        return pg.advise(game, state)

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
                "moves": [{"move": move, "words": self.words(game, state, move), "key": move[0].upper()}
                          for move in game.actions(state)],
                "ring": {**mark_circle(game.goal, state[:2]), "strokes": RING}}

    def figure(self, game):
        """The optimal policy's map, without a ring: the page draws it once per rules."""
        return _policy_map(game)

    def winner(self, game, state):
        return state.player


@lru_cache(maxsize=4)
def _policy_map(game):
    return policy_svg(pg.solution(game))


ADAPTER = Pig()


def adapter_for(rules) -> Pig:
    return ADAPTER
