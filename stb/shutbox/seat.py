"""Shut the Box at a table of N players seen from one seat, as a game of the protocol (stb.game):
the other seats' turns are chance events whose outcome is their final score."""

from dataclasses import dataclass
from typing import NamedTuple

from stb.shutbox.game import ShutTheBox, Turn, after_roll, checked_dice, reachable_box, turn_named
from stb.shutbox.rules import Rules, board_text, dice_choices, full_board, legal_moves, roll_probabilities, score
from stb.game import CHANCE
from stb.i18n import _, n_
from stb.shutbox.standings import won
from stb.shutbox.table import Table, dice_chances, final_standing, is_over, moves_valued, seat_chance, turn_finals


THEIR_TURN = "their turn"
"""The one action at another seat's turn: let it play (its final score is then the chance outcome)."""
THEIR_DICE = 0
"""`Seat.dice` while another seat's turn is under way."""


class Seat(NamedTuple):
    """A state of the table seen from one seat: the scores of the seats that have played, and in
    your own turn your box (never shut: shutting it ends your turn on 0), the dice chosen and the
    roll (None: not yet); in another seat's turn `board` is None, and `dice` THEIR_DICE once its
    turn is under way."""
    scores: tuple[int, ...]
    board: int | None = None
    dice: int | None = None
    roll: int | None = None


@dataclass(frozen=True)
class TableGame:
    """The table as a game of one player, `seat` (0 is the first): the other seats' turns are
    chance events whose outcome is their final score, each seat playing its best for itself.
    Values are `seat`'s chance to win."""
    table: Table
    seat: int = 0

    def __post_init__(self):
        if self.seat not in range(self.table.players):
            # Translators: an error: a seat ({seat}) a table of {players} does not have (its seats are 1 to {players})
            raise ValueError(_("a table of {players} has seats 1 to {players}, not {seat}").format(
                players=self.table.players, seat=self.seat + 1))

    @property
    def rules(self) -> Rules:
        return self.table.rules

    def turn_of(self, scores) -> Seat:
        """The state once `scores` have been played: your turn from a full box, another's, or the end."""
        scores = tuple(scores)
        mine = len(scores) == self.seat and not is_over(self.table, scores)
        return Seat(scores, full_board(self.rules) if mine else None)

    def at_box(self, scores, board: int, dice=None, roll=None) -> Seat:
        """Your turn at `board` after `scores`; a box shut has ended it on 0, as in the games of one
        and two, where a shut box is the end."""
        return self.turn_of((*scores, 0)) if board == 0 else Seat(tuple(scores), board, dice, roll)

    def initial_state(self) -> Seat:
        return self.turn_of(())

    def to_move(self, state: Seat) -> int:
        return CHANCE if state.dice is not None and state.roll is None else 0

    def actions(self, state: Seat) -> tuple:
        if self.is_terminal(state):
            return ()
        if state.board is None:
            return (THEIR_TURN,)
        if state.dice is None:
            return dice_choices(self.rules, state.board)
        return legal_moves(self.rules, state.board, state.roll)

    def chance_outcomes(self, state: Seat):
        if state.board is None:
            return tuple(turn_finals(self.table, state.scores).items())
        return roll_probabilities(state.dice)

    def result(self, state: Seat, action) -> Seat:
        if state.board is None:
            return state._replace(dice=THEIR_DICE) if state.dice is None else self.turn_of((*state.scores, action))
        if state.dice is None:
            return state._replace(dice=action)
        if state.roll is None:
            rolled = state._replace(roll=action)
            return rolled if self.actions(rolled) else self.turn_of((*state.scores, score(self.rules, state.board)))
        return self.at_box(state.scores, state.board & ~action)

    def is_terminal(self, state: Seat) -> bool:
        return is_over(self.table, state.scores)

    def utility(self, state: Seat) -> float:
        return won(self.table.shut, self.seat, state.scores)

    def chance(self, state: Seat) -> float:
        """Your chance to win at any state (at a chance node, before its outcome)."""
        if state.board is None:
            return seat_chance(self.table, self.seat, state.scores)
        if state.dice is None:
            return max(dice_chances(self.table, state.scores, state.board).values())
        if state.roll is None:
            return dice_chances(self.table, state.scores, state.board)[state.dice]
        return moves_valued(self.table, state.scores, state.board, state.roll)[0][1]

    def state_text(self, state: Seat) -> str:
        """'SCORES / BOX' ('14 3 / 146789 dice 2 roll 8'), 'SCORES / next' before another seat's
        turn, 'SCORES / playing' during it, 'SCORES / over' at the end."""
        if self.is_terminal(state):
            box = "over"
        elif state.board is None:
            box = "next" if state.dice is None else "playing"
        else:
            box = ShutTheBox(self.rules, "score").state_text(Turn(0, state.board, None, state.dice, state.roll))
        return " ".join([*map(str, state.scores), "/", box])

    def parse_state(self, text: str) -> Seat:
        """Inverse of `state_text`, your box checked as the game of two checks it: one a turn from the
        full box reaches, the dice one may roll there and a roll they can show, a roll no move can use
        ending your turn."""
        scores_text, slash, box = text.partition("/")
        words = scores_text.split()
        if not slash or not all(w.isascii() and w.isdigit() and len(w) <= 15 for w in words):
            # Translators: an error: a table position ({position}, as typed) not in its text form; keep 'SCORES / BOX'
            raise ValueError(_("a table position is 'SCORES / BOX', the scores whole numbers of at most 15 digits, "
                               "not {position}").format(position=repr(text[:40])))
        scores = tuple(map(int, words))
        if len(scores) > self.table.players:
            # Translators: an error: more scores ({count}) than the table has players ({players})
            raise ValueError(n_("{count} score for a table of {players}", "{count} scores for a table of {players}",
                                len(scores)).format(count=len(scores), players=self.table.players))
        final_standing(self.table, scores)
        box, over, mine = box.strip(), is_over(self.table, scores), len(scores) == self.seat
        values = {"count": len(scores), "box": repr(box[:40]), "seat": self.seat + 1,
                  "board": board_text(self.rules, full_board(self.rules))}
        if over or not mine:
            if box not in (("over",) if over else ("next", "playing")):
                # Translators: an error: a table position's box ({box}, as typed) where the game is over after
                # {count} scores; keep 'over', a word of the text form
                raise ValueError((n_("after {count} score the position reads 'over', not {box}",
                                     "after {count} scores the position reads 'over', not {box}", len(scores)) if over else
                                  # Translators: an error: a table position's box ({box}, as typed) before another
                                  # seat's turn, after {count} scores; keep 'next' and 'playing', words of the text form
                                  n_("after {count} score the position reads 'next' or 'playing', not {box}",
                                     "after {count} scores the position reads 'next' or 'playing', not {box}",
                                     len(scores))).format(**values))
            return Seat(scores, None, THEIR_DICE if box == "playing" else None)
        if box in ("next", "playing", "over"):
            # Translators: an error: a table position that names no box ({box}, as typed) in your turn (your seat,
            # {seat}, after {count} scores); {board}: a full box's text form ("123456789")
            raise ValueError(n_("after {count} score it is seat {seat}'s turn, yours: the position names your box "
                                "(like {board}), not {box}",
                                "after {count} scores it is seat {seat}'s turn, yours: the position names your box "
                                "(like {board}), not {box}", len(scores)).format(**{**values, "box": repr(box)}))
        turn = turn_named(self.rules, box)
        if turn.player:
            # Translators: an error: a table position with 'vs SCORE' (keep it), which names player two's turn
            raise ValueError(_("'vs SCORE' names player two's turn in the game of two, not a table"))
        state = self.at_box(scores, turn.board, turn.dice, turn.roll)
        if state.board is None:  # your box shut: the next seat's turn
            return state
        reachable_box(self.rules, state.board)
        return after_roll(self, state._replace(dice=checked_dice(self.rules, state.board, state.dice, state.roll)))
