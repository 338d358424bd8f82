"""Red-Blue Nim's words in the page: its rules, messages and moves."""

from stb import nim
from stb.advice import NBSP
from stb.bridge.words import Words, agreeing, named, verb, whose


class NimWords(Words):
    value_words = "{whose} points"
    value_meaning = ("{whose} points at the end of the game if both players play their best from here: a + is "
                     "won from the other player, a − is paid to them.")

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

    def words(self, game, state, move):
        return f"Take {move}"

    def where(self, game, state):
        return f"With {state.red} red and {state.blue} blue left"

    def message(self, game, state, names):
        who = names[state.player]
        if game.is_terminal(state):
            points = nim.ending_score(game, state.red, state.blue)
            other = names[1 - state.player]
            faced = f"{named(who)} {agreeing(who, 'face')} an empty pile with {state.red} red and {state.blue} blue left"
            if points == 0:
                return f"Nobody scores: {faced}."
            winner, loser = (who, other) if points > 0 else (other, who)
            return f"{verb(winner, 'win')} {abs(points)}{NBSP}point{'' if abs(points) == 1 else 's'} from " \
                   f"{named(loser)}: {faced}."
        if who == "The computer":  # its turn, as you watch it
            return "The computer's move: it takes one or two marbles from a pile."
        return f"{whose(who)} move: take one or two marbles from a pile."

    def event(self, game, state, move, thrown, after, names):
        left = f"{after.red} red and {after.blue} blue left"
        return f"{verb(names[state.player], 'take')} {move}: {left}."

    def searched(self, nodes: int, depth: int | None) -> str:
        """How the perfect computer chose its move."""
        how = "to the end of the game" if depth is None else f"{depth} move{'' if depth == 1 else 's'} ahead"
        return f"The computer searched {nodes:,} positions, {how}."


def empty_pile_rule(game) -> str:
    """The rule the board shows."""
    paid = "wins" if game.misere else "loses"
    return f"Whoever faces an empty pile {paid} 2{NBSP}points per red and 3{NBSP}points per blue marble left."
