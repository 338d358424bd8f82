"""What the page says of Shut the Box at a table of N players, seen from your seat: the rules of the
table, whose turn, the other seats' scores, and your place at the end (the box's own words are
stb.shutbox.words')."""

from stb.shutbox import words as box
from stb.shutbox.rules import move_text, score
from stb.shutbox.seat import THEIR_TURN
from stb.shutbox.standings import shuts_and_wins
from stb.words import listed


def how_to_play(game) -> list[str]:
    table = game.table
    shut = ("Shutting the box wins at once: the later players do not play." if table.shut == "wins" else
            "Shutting the box scores 0, and later players may still tie it.")
    return [box.box_how_to(game.rules),
            f"{table.players} players each play one turn from a full box, in seat order, and the lowest score "
            f"wins; players tied for it share the win. {shut} You sit in seat {game.seat + 1}. The other seats "
            "are played by the computer, each playing its best for itself, or you enter their scores as they "
            "finish at your table.",
            "The advice gives each move's chance to win the table for you, knowing the scores before you and "
            "expecting every later player to play their best; a move's cost is what it gives away against the "
            "best move."]


def value_words(game, state) -> tuple[str, str]:
    return ("{whose} chance to win", "{whose} chance to win the table if every player plays their best for "
                                     "themselves from here (a win shared by a tie counts as its share).")


def value_note(game) -> str:
    return "with every player playing their best for themselves from here"


def move_words(game, state, move) -> str:
    if move == THEIR_TURN:
        return f"Let seat {len(state.scores) + 1} play its turn"
    return box.move_words(game, state, move)


def where(game, state) -> str:
    played = ", ".join(f"seat {n + 1} on {final:,}" for n, final in enumerate(state.scores)) or "no seat played yet"
    if state.board is None:
        return f"Seat {len(state.scores) + 1}'s turn ({played})"
    return f"{box.box_where(game, state.board, state.roll)} ({played})"


def message(game, state, names) -> str:
    if game.is_terminal(state):
        return ending(game, state)
    seat = len(state.scores) + 1
    if state.board is None:
        return f"Seat {seat}'s turn: it plays from a full box."
    if state.roll is None:
        return f"Your turn (seat {seat}): roll the dice, or enter your roll."
    return f"You roll {state.roll} (seat {seat}): shut tiles adding up to {state.roll}."  # as the roll's event says it


def ending(game, state) -> str:
    """Who won, and your place."""
    scores = state.scores
    yours = place(scores, game.seat, game.table.players)
    if shuts_and_wins(game.table.shut, scores[-1]):
        return "You shut the box and win!" if len(scores) - 1 == game.seat else f"Seat {len(scores)} shut the box and wins.{yours}"
    low = min(scores)
    winners = [n for n, final in enumerate(scores) if final == low]
    names = [("you" if n == game.seat else f"seat {n + 1}") for n in winners]
    if len(winners) == 1:
        return f"You win with the lowest score, {low}!" if winners[0] == game.seat else \
            f"Seat {winners[0] + 1} wins with the lowest score, {low}.{yours}"
    said = ", ".join(names[:-1]) + f" and {names[-1]}"
    return f"{said[0].upper()}{said[1:]} share the win on {low}." + ("" if game.seat in winners else yours)


def place(scores, seat, players) -> str:
    """Your place at the table, after the winner's sentence (lower is better; a tie shares a place),
    among the `players`, or among those who played when a box shut ended the game before the others."""
    if seat >= len(scores):
        return " The game ended before your turn."
    ahead = sum(final < scores[seat] for final in scores)
    tied = sum(final == scores[seat] for final in scores) > 1
    rank = ahead + 1
    ordinal = f"{rank}{'st' if rank == 1 else 'nd' if rank == 2 else 'rd' if rank == 3 else 'th'}"
    among = f"{players}" if len(scores) == players else f"the {len(scores)} seats that played"
    return f" You finish {ordinal}{' (tied)' if tied else ''} of {among}, on {scores[seat]:,}."


def step_words(rules, seat, faces, shut, board) -> dict:
    """A roll of another seat's turn, as the board tells it: its dice, and what the seat shut."""
    roll = sum(faces)
    if not shut:
        said = f"Seat {seat} rolls {roll}: no tiles add up to it. It ends on {score(rules, board):,}."
    else:
        tiles = move_text(rules, shut).strip("[]")
        said = f"Seat {seat} rolls {roll} and shuts {listed(tiles.split(', '))}" + (
            ": the box is shut!" if not board else f": {score(rules, board):,} left standing.")
    return {"faces": list(faces), "text": said}


def event(game, state, move, thrown, after, names) -> str:
    seat = len(state.scores) + 1
    if move == THEIR_TURN:
        final, steps = thrown["total"], thrown.get("steps")
        rolled = "" if not steps else f"rolls {listed(sum(step['faces']) for step in steps)} and "
        if shuts_and_wins(game.table.shut, final):
            return f"Seat {seat} {rolled}shuts the box: it wins."
        return f"Seat {seat} {rolled}ends its turn on {final:,}."
    if state.roll is not None:
        left = 0 if after.board is None else score(game.rules, after.board)
        shut = "the box is shut!" if left == 0 else f"score {left:,}."
        return f"You shut {move_words(game, state, move)[5:]}: {shut}"
    rolled = f"You roll {thrown['total']}"
    if after.board is None or after.scores != state.scores:
        return f"{rolled}: no tiles add up to it. Your turn ends on {score(game.rules, state.board):,}."
    return f"{rolled}."
