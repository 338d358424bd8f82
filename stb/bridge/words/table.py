"""Shut the Box at a table of N players: the page's words, seen from your seat."""

from stb import shutbox as sb
from stb.bridge.words.shutbox import BoxWords, box_how_to
from stb.shutbox.seat import THEIR_TURN
from stb.shutbox.standings import shuts_and_wins


class TableWords(BoxWords):
    value_words = "{whose} chance to win"

    def value_explained(self, game, state):
        return ("{whose} chance to win the table if every player plays their best for themselves from here "
                "(a win shared by a tie counts as its share).")

    def value_note(self, game, names, viewer):
        return "with every player playing their best for themselves from here"

    def how_to_play(self, game):
        table = game.table
        shut = ("Shutting the box wins at once: the later players do not play." if table.shut == "wins" else
                "Shutting the box scores 0, and later players may still tie it.")
        return [box_how_to(game.rules),
                f"{table.players} players each play one turn from a full box, in seat order, and the lowest score "
                f"wins; players tied for it share the win. {shut} You sit in seat {game.seat + 1}. The other seats "
                "are played by the computer, each playing its best for itself, or you enter their scores as they "
                "finish at your table.",
                "The advice gives each move's chance to win the table for you, knowing the scores before you and "
                "expecting every later player to play their best; a move's cost is what it gives away against the "
                "best move."]

    def words(self, game, state, move):
        if move == THEIR_TURN:
            return f"Let seat {len(state.scores) + 1} play its turn"
        return super().words(game, state, move)

    def where(self, game, state):
        played = ", ".join(f"seat {n + 1} on {score:,}" for n, score in enumerate(state.scores)) or "no seat played yet"
        if state.board is None:
            return f"Seat {len(state.scores) + 1}'s turn ({played})"
        return f"{super().where(game, state)} ({played})"

    def message(self, game, state, names):
        if game.is_terminal(state):
            return self.ending(game, state)
        seat = len(state.scores) + 1
        if state.board is None:
            return f"Seat {seat}'s turn: it plays from a full box."
        if state.roll is None:
            return f"Your turn (seat {seat}): roll the dice, or enter your roll."
        return f"Seat {seat} (you): {state.roll} rolled. Shut tiles adding up to {state.roll}."

    def ending(self, game, state):
        """Who won, and your place."""
        scores, table = state.scores, game.table
        if shuts_and_wins(table.shut, scores[-1]):
            return "You shut the box and win!" if len(scores) - 1 == game.seat else \
                f"Seat {len(scores)} shut the box and wins." + place(scores, game.seat)
        low = min(scores)
        winners = [n for n, score in enumerate(scores) if score == low]
        named = [("you" if n == game.seat else f"seat {n + 1}") for n in winners]
        if len(winners) == 1:
            return "You win with the lowest score, {low}!".format(low=low) if winners[0] == game.seat else \
                f"Seat {winners[0] + 1} wins with {low}." + place(scores, game.seat)
        said = ", ".join(named[:-1]) + f" and {named[-1]}"
        return f"{said[0].upper()}{said[1:]} share the win on {low}." + ("" if game.seat in winners else place(scores, game.seat))

    def event(self, game, state, move, thrown, after, names):
        seat = len(state.scores) + 1
        if move == THEIR_TURN:
            final = thrown["total"]
            if shuts_and_wins(game.table.shut, final):
                return f"Seat {seat} shuts the box and wins."
            return f"Seat {seat} ends its turn on {final:,}."
        if state.roll is not None:
            left = 0 if after.board is None else sb.score(game.rules, after.board)
            shut = "the box is shut!" if left == 0 else f"score {left:,}."
            return f"You shut {self.words(game, state, move)[5:]}: {shut}"
        rolled = f"You roll {thrown['total']}"
        if after.board is None or after.scores != state.scores:
            return f"{rolled}: no tiles add up to it. Your turn ends on {sb.score(game.rules, state.board):,}."
        return f"{rolled}."


def place(scores, seat) -> str:
    """Your place at the table, after the winner's sentence (lower is better; a tie shares a place)."""
    if seat >= len(scores):
        return " The game ended before your turn."
    ahead = sum(score < scores[seat] for score in scores)
    tied = sum(score == scores[seat] for score in scores) > 1
    rank = ahead + 1
    ordinal = f"{rank}{'st' if rank == 1 else 'nd' if rank == 2 else 'rd' if rank == 3 else 'th'}"
    return f" You finish {ordinal}{' (tied)' if tied else ''} of {len(scores)}, on {scores[seat]:,}."
