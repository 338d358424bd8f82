"""Red-Blue Nim in the page: signed points for the player to move, and the spec's alpha-beta computer."""

from stb import nim
from stb.advice import POINTS
from stb.bridge.protocol import Adapter
from stb.controls import checkbox, number_field
from stb.fields import BadRequest, flag, whole
from stb.bridge.words.nim import NimWords, empty_pile_rule
from stb.solvers.alphabeta import alphabeta

PAGE_PILES = range(0, 61)
"""The piles the page draws, marble by marble (the command line takes bigger ones)."""
LAB_DEPTHS = (1, 2, 3)
"""The depths the lab shows (the evaluation function is exact: every depth plays perfectly)."""
TO_THE_END = 0
"""The search depth that means no depth limit: the perfect computer searches to the end."""


class Nim(NimWords, Adapter):
    """Red-Blue Nim: values are signed points for the player to move; the perfect computer is the
    spec's alpha-beta search (moves in the spec's order), to the end or to a depth."""
    name = "nim"
    values_in = POINTS
    families = nim.STRATEGIES
    computer_keys = ("depth",)

    def game(self, rules):
        red = whole(rules.get("red", 7), "the red pile", PAGE_PILES[0], PAGE_PILES[-1])
        blue = whole(rules.get("blue", 7), "the blue pile", PAGE_PILES[0], PAGE_PILES[-1])
        return nim.RedBlueNim(red, blue, flag(rules.get("misere", False), "misère"))

    def rules(self, game):
        return {"red": game.red, "blue": game.blue, "misere": game.misere}

    def controls(self, game):
        return [number_field("red", "Red", game.red, PAGE_PILES[0], PAGE_PILES[-1]),
                number_field("blue", "Blue", game.blue, PAGE_PILES[0], PAGE_PILES[-1]),
                checkbox("misere", "Misère", game.misere)]

    def opponent(self, game, fields):
        """Two players, and the perfect computer's search depth."""
        return {**super().opponent(game, fields),
                "depth": whole(fields.get("depth", TO_THE_END), "the search depth", TO_THE_END, nim.DEPTHS[-1])}

    def opponent_controls(self, game, opponent):
        return [*super().opponent_controls(game, opponent),
                number_field("depth", "Search depth (0: to the end)", opponent["depth"], TO_THE_END, nim.DEPTHS[-1],
                             hidden=opponent["mode"] != "computer" or opponent["strength"] != "1", group="opponent")]

    def strategies(self, game):
        """The spec's computer at depths 1-3, with the evaluation function and with a naive one, in either seat."""
        return [{"name": f"{family}:{depth}", "seat": seat} for family in ("depth", "naive-depth")
                for depth in LAB_DEPTHS for seat in (0, 1)]

    def evaluate(self, game, name, seat):
        return nim.evaluate_strategy(game, name, seat)

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.red > game.red or state.blue > game.blue:
            raise BadRequest(f"{state.red} red and {state.blue} blue is more than the piles "
                             f"hold at the start ({game.red} red, {game.blue} blue)")
        return state

    def advise(self, game, state):
        return nim.advise(game, state)

    def result(self, game, state, move):
        return game.result(state, nim.parse_move(move))

    def chart(self, game, state):
        if game.is_terminal(state):
            return float(game.utility(state))
        value = nim.exact_value(game, state.red, state.blue)
        return float(value if state.player == 0 else -value)

    def board(self, game, state):
        legal = set(game.actions(state))
        return {"red": state.red, "blue": state.blue, "misere": game.misere, "rule": empty_pile_rule(game),
                "moves": [{"move": nim.move_text(a), "words": self.words(game, state, nim.move_text(a)), "legal": a in legal}
                          for a in game.move_order]}

    def winner(self, game, state):
        points = game.utility(state)
        return 0 if points > 0 else 1 if points < 0 else None

    def computer(self, game, state, advice, opponent, rng):
        """The spec's alpha-beta search when perfect (to the end, or to the depth with the
        evaluation function); a weaker computer picks by cost, as in every game."""
        if opponent["strength"] != "1":
            return super().computer(game, state, advice, opponent, rng)
        depth = None if opponent["depth"] == TO_THE_END else opponent["depth"]
        search = alphabeta(game, state, depth=depth, transpositions=True,
                           evaluate=lambda frontier: nim.evaluate(game, frontier))
        return nim.move_text(search.action), self.searched(search.nodes, depth)


ADAPTER = Nim()


def adapter_for(rules) -> Nim:
    return ADAPTER
