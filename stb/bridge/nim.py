"""Red-Blue Nim in the page: signed points for the player to move, and the spec's alpha-beta computer."""

from stb import nim
from stb.advice import NBSP, POINTS
from stb.bridge.common import TurnGame, checkbox, number_field, verb, whose
from stb.bridge.fields import BadRequest, flag, whole
from stb.solvers.alphabeta import alphabeta

PAGE_PILES = range(0, 61)
"""The piles the page draws, marble by marble (the command line takes bigger ones)."""
LAB_DEPTHS = (1, 2, 3)
"""The depths the lab shows (the evaluation function is exact: every depth plays perfectly)."""
TO_THE_END = 0
"""The search depth that means no depth limit: the perfect computer searches to the end."""


class Nim(TurnGame):
    """Red-Blue Nim: values are signed points for the player to move; the perfect computer is the
    spec's alpha-beta search (moves in the spec's order), to the end or to a depth."""
    name = "nim"
    values_in = POINTS
    families = nim.STRATEGIES
    value_words = "{whose} points"
    value_meaning = ("{whose} points at the end of the game if both players play their best from here: a + is "
                     "won from the other player, a − is paid to them.")
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

    def computer_options(self, fields):
        return {"depth": whole(fields.get("depth", TO_THE_END), "the search depth", TO_THE_END, nim.DEPTHS[-1])}

    def computer_controls(self, game, opponent):
        return [number_field("depth", "Search depth (0: to the end)", opponent["depth"], TO_THE_END, nim.DEPTHS[-1],
                             hidden=opponent["mode"] != "computer" or opponent["strength"] != "1", group="opponent")]

    def strategies(self, game):
        """The spec's computer at depths 1-3, with the evaluation function and with a naive one, in either seat."""
        return [{"name": f"{family}:{depth}", "seat": seat} for family in ("depth", "naive-depth")
                for depth in LAB_DEPTHS for seat in (0, 1)]

    def evaluate(self, game, name, seat):
        return nim.evaluate_strategy(game, name, seat)

    def title(self, game):
        return f"Red-Blue Nim ({game.name})"

    def how_to_play(self, game):
        paid = ("wins 2 points for each red and 3 for each blue marble left (misère)" if game.misere
                else "pays 2 points for each red and 3 for each blue marble left")
        return [f"Two piles, {game.red} red and {game.blue} blue marbles at the start. On your turn take one or two "
                "marbles from one pile. The game ends when a player finds a pile empty on their turn: that player "
                f"{paid} to the other.",
                "The advice gives each move's points at the end for the player making it, if both play their best "
                "from then on; a move's cost is the points it gives away against the best one."]

    def parse(self, game, text):
        state = game.parse_state(text)
        if state.red > game.red or state.blue > game.blue:
            raise BadRequest(f"{state.red} red and {state.blue} blue is more than the piles "
                             f"hold at the start ({game.red} red, {game.blue} blue)")
        return state

    def advise(self, game, state):
        return nim.advise(game, state)

    def words(self, game, state, move):
        return f"Take {move}"

    def result(self, game, state, move):
        return game.result(state, nim.parse_move(move))

    def chart(self, game, state):
        if game.is_terminal(state):
            return float(game.utility(state))
        value = nim.exact_value(game, state.red, state.blue)
        return float(value if state.player == 0 else -value)

    def board(self, game, state):
        legal = set(game.actions(state))
        paid = "wins" if game.misere else "loses"
        return {"red": state.red, "blue": state.blue, "misere": game.misere,
                "rule": f"Whoever faces an empty pile {paid} 2{NBSP}points per red and 3{NBSP}points per blue marble left.",
                "moves": [{"move": nim.move_text(a), "words": f"Take {nim.move_text(a)}", "legal": a in legal}
                          for a in game.move_order]}

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            points = nim.ending_score(game, state.red, state.blue)
            other = names[1 - state.player]
            faced = f"{verb(who, 'face')} an empty pile with {state.red} red and {state.blue} blue left"
            if points == 0:
                return f"{faced}: nobody scores."
            return f"{faced}: {verb(who if points > 0 else other, 'win')} {abs(points)}{NBSP}points."
        return f"{whose(who)} move: take one or two marbles from a pile."

    def winner(self, game, state):
        points = game.utility(state)
        return 0 if points > 0 else 1 if points < 0 else None

    def event(self, game, state, move, thrown, after, names):
        left = f"{after.red} red and {after.blue} blue left"
        return f"{verb(names[state.player], 'take')} {move}: {left}."

    def computer(self, game, state, advice, opponent, rng):
        """The spec's alpha-beta search when perfect (to the end, or to the depth with the
        evaluation function); a weaker computer picks by cost, as in every game."""
        if opponent["strength"] != "1":
            return super().computer(game, state, advice, opponent, rng)
        depth = None if opponent["depth"] == TO_THE_END else opponent["depth"]
        search = alphabeta(game, state, depth=depth, transpositions=True,
                           evaluate=lambda frontier: nim.evaluate(game, frontier))
        how = "to the end of the game" if depth is None else f"{depth} move{'' if depth == 1 else 's'} ahead"
        return nim.move_text(search.action), f"The computer searched {search.nodes:,} positions, {how}."
