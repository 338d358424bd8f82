"""What the page says of Shut the Box at a table of N players, seen from your seat: the rules of the
table, whose turn, the other seats' scores, and your place at the end (the box's own words are
stb.shutbox.words'). The seats are told apart by number, yours by being yours."""

from functools import reduce

from stb.i18n import _, number, ordinal, p_
from stb.shutbox import words as box
from stb.shutbox.rules import score, standing
from stb.shutbox.seat import THEIR_TURN
from stb.shutbox.standings import shuts_and_wins
from stb.words import listed


def how_to_play(game) -> list[str]:
    table = game.table
    if table.shut == "wins":
        # Translators: a table's rule: shutting every tile ends the game, the later players not playing
        shut = _("Shutting the box wins at once: the later players do not play.")
    else:
        # Translators: a table's rule: shutting every tile scores 0, which later players may tie
        shut = _("Shutting the box scores 0, and later players may still tie it.")
    # Translators: a table's rules; {players}: how many players (3 or more)
    order = _("{players} players each play one turn from a full box, in seat order, and the lowest score wins; players "
              "tied for it share the win.").format(players=number(table.players))
    # Translators: your seat's number at the table
    yours = _("You sit in seat {seat}.").format(seat=game.seat + 1)
    others = _("The other seats are played by the computer, each playing its best for itself, or you enter their "
               "scores as they finish at your table.")
    return [box.box_how_to(game.rules), " ".join([order, shut, yours, others]),
            _("The advice gives each move's chance to win the table for you, knowing the scores before you and "
              "expecting every later player to play their best; a move's cost is what it gives away against the "
              "best move.")]


def value_words(game, state) -> tuple[str, str, str]:
    # Translators: what a table's values mean; {whose}: "Your" (or, in the lab, "Its")
    return (_("{whose} chance to win"), _("{whose} chance to win the table if every player plays their best for "
                                          "themselves from here (a win shared by a tie counts as its share)."),
            # Translators: the label above inside a sentence ("{whose}": "your"), as your language writes it there
            # (in lowercase, if it does)
            p_("a value label inside a sentence", "{whose} chance to win"))


def value_note(game) -> str:
    # Translators: under the values of a table: under what play they hold
    return _("with every player playing their best for themselves from here")


def move_words(game, state, move) -> str:
    if move == THEIR_TURN:
        # Translators: a button: another seat ({seat}, its number) plays its turn
        return _("Let seat {seat} play its turn").format(seat=len(state.scores) + 1)
    return box.move_words(game, state, move)


def where(game, state) -> str:
    # Translators: a seat that has played and the score it ended on, in a list ("seat 1 on 14, seat 2 on 3")
    scores = [_("seat {seat} on {score}").format(seat=n + 1, score=number(final)) for n, final in enumerate(state.scores)]
    if scores:
        # Translators: a list of the seats' scores at a table ("seat 1 on 14, seat 2 on 3"): {items} the first
        # ones, {item} the next
        played = reduce(lambda items, item: _("{items}, {item}").format(items=items, item=item), scores)
    else:
        # Translators: a position at a table before any seat has played, in brackets after the position
        played = _("no seat played yet")
    if state.board is None:
        # Translators: a position at a table: another seat's turn; {scores}: the seats played and their scores
        return _("Seat {seat}'s turn ({scores})").format(seat=len(state.scores) + 1, scores=played)
    # Translators: a position at a table: your box ({position}: "Tiles 1, 4 and 7 open, 8 rolled") and the scores before you
    return _("{position} ({scores})").format(position=box.box_where(game, state.board, state.roll), scores=played)


def message(game, state, seats) -> str:
    """Whose turn and what to do, or how the game ended (the seats by number, from yours)."""
    if game.is_terminal(state):
        return ending(game, state)
    seat = len(state.scores) + 1
    if state.board is None:
        # Translators: another seat's turn at a table ("a full box": every tile standing)
        return _("Seat {seat}'s turn: it plays from a full box.").format(seat=seat)
    if state.roll is None:
        # Translators: your turn at a table, your seat's number {seat}
        return _("Your turn (seat {seat}): roll the dice, or enter your roll.").format(seat=seat)
    # Translators: your turn at a table after the roll ({roll}, its total), as the roll's event says it; {seat}: your
    # seat's number; "shut": turn tiles down
    return _("You roll {roll} (seat {seat}): shut tiles adding up to {roll}.").format(seat=seat, roll=number(state.roll))


def ending(game, state) -> str:
    """Who won, and your place."""
    scores = state.scores
    yours = place(scores, game.seat, game.table.players)
    if shuts_and_wins(game.table.shut, scores[-1]):
        if len(scores) - 1 == game.seat:
            return _("You shut the box and win!")
        # Translators: the end of a table: another seat ({seat}, its number) shut every tile
        shut = _("Seat {seat} shut the box and wins.").format(seat=len(scores))
        return f"{shut} {yours}"
    low = min(scores)
    winners = [n for n, final in enumerate(scores) if final == low]
    if len(winners) == 1:
        if winners[0] == game.seat:
            # Translators: the end of a table: you won, {score} the lowest score
            return _("You win with the lowest score, {score}!").format(score=number(low))
        won = _("Seat {seat} wins with the lowest score, {score}.").format(seat=winners[0] + 1, score=number(low))
        return f"{won} {yours}"
    # Translators: one of the seats sharing a win, in a list ("seat 1, you and seat 4")
    names = listed([p_("a seat sharing a win", "you") if n == game.seat else seat_named(n + 1) for n in winners])
    names = f"{names[:1].upper()}{names[1:]}"
    if game.seat in winners:
        # Translators: the end of a table: a tie for the lowest score ({score}); {seats}: the winners, you among them
        return p_("the winners include you", "{seats} share the win on {score}.").format(seats=names, score=number(low))
    # Translators: the end of a table: a tie for the lowest score ({score}); {seats}: the winners, you not among them
    shared = p_("the winners do not include you", "{seats} share the win on {score}.").format(seats=names, score=number(low))
    return f"{shared} {yours}"


def seat_named(seat: int) -> str:
    """Another seat, by its number, as a sentence names it."""
    # Translators: another seat at a table, by its number, inside a sentence ("seat 1, you and seat 4")
    return _("seat {seat}").format(seat=seat)


def place(scores, seat, players) -> str:
    """Your place at the table, after the winner's sentence (lower is better; a tie shares a place),
    among the `players`, or among those who played when a box shut ended the game before the others."""
    if seat >= len(scores):
        return _("The game ended before your turn.")
    ahead = sum(final < scores[seat] for final in scores)
    tied = sum(final == scores[seat] for final in scores) > 1
    values = {"place": ordinal(ahead + 1), "players": number(players), "seats": number(len(scores)),
              "score": number(scores[seat])}
    if len(scores) == players:
        # Translators: your place at the end of a table: {place} an ordinal ("3rd"), of {players} players; {score}: yours
        return (_("You finish {place} (tied) of {players}, on {score}.") if tied else
                _("You finish {place} of {players}, on {score}.")).format(**values)
    # Translators: your place among the {seats} seats that played before a box shut ended the game; {place}: "2nd"
    return (_("You finish {place} (tied) of the {seats} seats that played, on {score}.") if tied else
            _("You finish {place} of the {seats} seats that played, on {score}.")).format(**values)


def step_words(rules, seat, faces, shut, board) -> dict:
    """A roll of another seat's turn, as the board tells it: its dice, and what the seat shut."""
    values = {"seat": seat, "roll": number(sum(faces)), "score": number(score(rules, board)),
              "tiles": listed(box.tile_names(rules, standing(rules, shut))) if shut else ""}
    if not shut:
        # Translators: a roll of another seat's turn ({roll}, its total) that ends it; {score}: the seat's final score
        said = _("Seat {seat} rolls {roll}: no tiles add up to it. It ends on {score}.")
    elif not board:
        # Translators: a roll of another seat's turn: the tiles it shut ({tiles}: "1, 2 and 5"), the last ones
        said = _("Seat {seat} rolls {roll} and shuts {tiles}: the box is shut!")
    else:
        # Translators: a roll of another seat's turn: the tiles it shut ({tiles}: "1, 2 and 5"), and the score left
        said = _("Seat {seat} rolls {roll} and shuts {tiles}: {score} left standing.")
    return {"faces": list(faces), "text": said.format(**values)}


def event(game, state, move, thrown, after, seats) -> str:
    """The move just played at the table, and its roll, in words: another seat's turn, or yours."""
    seat = len(state.scores) + 1
    if move == THEIR_TURN:
        final, steps = thrown["total"], thrown.get("steps")
        values = {"seat": seat, "score": number(final),
                  "rolls": listed([number(sum(step["faces"])) for step in steps]) if steps else ""}
        if shuts_and_wins(game.table.shut, final):
            # Translators: another seat's turn: it shut every tile and won; {rolls}: its rolls' totals ("8, 5 and 3")
            return (_("Seat {seat} rolls {rolls} and shuts the box: it wins.") if steps else
                    _("Seat {seat} shuts the box: it wins.")).format(**values)
        # Translators: another seat's turn: its final score ({score}); {rolls}: its rolls' totals ("8, 5 and 3")
        return (_("Seat {seat} rolls {rolls} and ends its turn on {score}.") if steps else
                _("Seat {seat} ends its turn on {score}.")).format(**values)
    if state.roll is not None:
        left = 0 if after.board is None else score(game.rules, after.board)
        tiles = listed(box.tile_names(game.rules, standing(game.rules, move)))
        # Translators: your move at a table: the tiles you shut ({tiles}: "1 and 7"), the last ones
        return (_("You shut {tiles}: the box is shut!") if left == 0 else
                _("You shut {tiles}: score {score}.")).format(tiles=tiles, score=number(left))
    total = number(thrown["total"])
    if after.board is None or after.scores != state.scores:
        # Translators: the score your turn at a table ended on
        ends = _("Your turn ends on {score}.").format(score=number(score(game.rules, state.board)))
        # Translators: a roll that ends your turn at a table: no open tiles add up to its total ({total})
        rolled = _("You roll {total}: no tiles add up to it.").format(total=total)
        return f"{rolled} {ends}"
    return _("You roll {total}.").format(total=total)
