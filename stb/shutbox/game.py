"""Shut the Box as a game of the protocol (stb.game): one player for an objective, or two."""

from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from stb.errors import shown
from stb.game import CHANCE
from stb.i18n import N_, _, n_
from stb.shutbox.rules import Rules, board_text, dice_choices, full_board, legal_moves, parse_board, roll_probabilities, score
from stb.shutbox.optimal import first_player_scores, payoff, reachable_boards
from stb.shutbox.standings import TWO_PLAYERS, won
from stb.shutbox.words import dice_rule


# ---- the game protocol ---------------------------------------------------------------


class Turn(NamedTuple):
    """A state: whose turn, the standing tiles, player one's final score (in player two's turn),
    the dice chosen (None: not yet) and the roll (None: not yet rolled)."""
    player: int
    board: int
    first_score: int | None = None
    dice: int | None = None
    roll: int | None = None


@dataclass(frozen=True)
class ShutTheBox:
    """The game in the shape of `stb.game.Game`: one player for an objective, or two (`first`)."""
    rules: Rules = Rules()
    objective: str = "first"
    target: int | None = None

    def initial_state(self) -> Turn:
        return Turn(0, full_board(self.rules))

    def to_move(self, state: Turn) -> int:
        return CHANCE if state.dice is not None and state.roll is None else state.player

    def actions(self, state: Turn) -> tuple:
        if state.dice is None:
            return dice_choices(self.rules, state.board)
        return legal_moves(self.rules, state.board, state.roll)

    def chance_outcomes(self, state: Turn):
        return roll_probabilities(state.dice)

    def result(self, state: Turn, action: int) -> Turn:
        if state.dice is None:
            return state._replace(dice=action)
        if state.roll is None:
            rolled = state._replace(roll=action)
            if self.objective == "first" and state.player == 0 and not self.actions(rolled):
                return Turn(1, full_board(self.rules), score(self.rules, state.board))
            return rolled
        return Turn(state.player, state.board & ~action, state.first_score)

    def is_terminal(self, state: Turn) -> bool:
        if state.board == 0:
            return True
        if state.player == 1 and score(self.rules, state.board) < state.first_score:
            return True
        return state.roll is not None and not self.actions(state)

    def utility(self, state: Turn):
        end = score(self.rules, state.board)
        if self.objective != "first":
            return payoff(self.rules, self.objective, self.target, exact=True)(end)
        scores = (end,) if state.player == 0 else (state.first_score, end)
        return won(TWO_PLAYERS, 0, scores, Fraction(1))

    def state_text(self, state: Turn) -> str:
        words = [board_text(self.rules, state.board)]
        words += [f"vs {state.first_score}"] if state.player == 1 else []
        words += [f"dice {state.dice}"] if state.dice is not None else []
        words += [f"roll {state.roll}"] if state.roll is not None else []
        return " ".join(words)

    def parse_state(self, text: str) -> Turn:
        """Inverse of `state_text`, checked against the rules: player two's turn only in the game of
        two, against a score player one can end with, on a box a turn from the full box reaches; the
        dice one may roll at the box, and a total they can show (a roll without its dice: the dice
        that can show it); a roll no move can use, where it leads (`after_roll`)."""
        state = turn_named(self.rules, text)
        if self.objective == "first":
            reachable_box(self.rules, state.board)
        if state.first_score is not None:
            if self.objective != "first":
                # Translators: an error: a position's 'vs SCORE' (keep it) names player two's turn
                raise ValueError(_("'vs SCORE' names player two's turn, which only the two-player game has"))
            if state.first_score not in first_player_scores(self.rules):
                # Translators: an error: a score ({score}, as typed) no turn of player one ends with
                raise ValueError(_("player one cannot end a turn with {score}").format(score=state.first_score))
        return after_roll(self, state._replace(dice=checked_dice(self.rules, state.board, state.dice, state.roll)))


def turn_named(rules: Rules, text: str) -> Turn:
    """A turn's text, 'BOARD [vs SCORE] [dice N] [roll R]', read: the board checked against the box."""
    words = text.split()
    if not words or len(words) % 2 == 0:
        # Translators: an error: a position ({state}, as typed) not in its text form; keep BOARD [vs SCORE] [dice N] [roll R]
        raise ValueError(_("state {state} should be BOARD [vs SCORE] [dice N] [roll R]").format(state=shown(text)))
    fields = {"vs": None, "dice": None, "roll": None}
    for key, number in zip(words[1::2], words[2::2]):
        if key not in fields or not (number.isascii() and number.isdigit() and len(number) <= 15):
            # Translators: an error: a position ({state}, as typed) not in its text form; keep 'vs', 'dice' and 'roll'
            raise ValueError(_("state {state}: expected 'vs', 'dice' or 'roll' and a number of at most 15 digits").format(
                state=shown(text)))
        fields[key] = int(number)
    player = 0 if fields["vs"] is None else 1
    return Turn(player, parse_board(rules, words[0]), fields["vs"], fields["dice"], fields["roll"])


def reachable_box(rules: Rules, board: int) -> None:
    """A ValueError unless a turn from the full box can reach `board`: where two players or more play,
    a turn ending elsewhere could end on a score no turn from the full box ends on, which the next
    player's position cannot be."""
    if board not in reachable_boards(rules):
        # Translators: an error: a position's tiles ({board}: "146789", the tiles standing) no turn from a full box leaves
        raise ValueError(_("no turn from a full box reaches {board} with these dice").format(board=board_text(rules, board)))


def checked_dice(rules: Rules, board: int, dice: int | None, roll: int | None) -> int | None:
    """The dice of a position named by text, checked: the dice one may roll at `board`, and after a
    roll dice that can show it (not named: the dice that can)."""
    choices = dice_choices(rules, board)
    if dice is not None and dice not in choices:
        raise ValueError(not_these_dice(rules, board, dice))
    if roll is None:
        return dice
    fits = [d for d in choices if roll in dict(roll_probabilities(d))]
    dice = dice if dice is not None else (fits or choices)[-1]
    if roll not in dict(roll_probabilities(dice)):
        raise ValueError(_(ROLLED_WITH[dice]).format(roll=roll))
    return dice


def not_these_dice(rules: Rules, board: int, dice: int) -> str:
    """Why a position's dice cannot be rolled at its board: the dice rule there."""
    rule = dice_rule(rules, board)
    if dice in NOT_THESE_DICE:
        return _(NOT_THESE_DICE[dice]).format(rule=rule)
    # Translators: an error: a position's dice ({count}, as typed) the dice rule ({rule}: "Roll two dice") does not allow
    return n_("{rule} here, not {count} die", "{rule} here, not {count} dice", dice).format(rule=rule, count=dice)


NOT_THESE_DICE = {
    # Translators: an error: a position's dice the dice rule ({rule}: "Roll two dice (one die only once ...)") does not allow
    1: N_("{rule} here, not one die"),
    # Translators: an error: a position's dice the dice rule ({rule}: "Roll one die (the open tiles ...)") does not allow
    2: N_("{rule} here, not two dice"),
}
ROLLED_WITH = {
    # Translators: an error: a position's roll ({roll}, its total) that one die cannot show
    1: N_("{roll} cannot be rolled with one die"),
    # Translators: an error: a position's roll ({roll}, its total) that two dice cannot show
    2: N_("{roll} cannot be rolled with two dice"),
}


def after_roll(game, state):
    """A position named after a roll (its dice checked): the state the game's own roll leads to. A
    roll no move can use ends the turn there, and in the game of two or at a table the next turn
    begins: player two's against player one's score, or the next seat's."""
    if state.roll is None or game.is_terminal(state._replace(roll=None)):
        return state
    return game.result(state._replace(roll=None), state.roll)


VALUE_KINDS = {"score": "expected score", "shut": "probability", "at-most": "probability",
               "first": "expected wins", "second": "expected wins"}
DICE_NAMES = {1: "roll one die", 2: "roll two dice"}


def display_value(objective: str, value):
    """Tables hold minus the score so that bigger is better; people read the score itself."""
    return -value if objective == "score" else value


def aim(game: ShutTheBox, state: Turn) -> tuple[str, int | None]:
    """What the player to move plays for, and the score that matters: one player's objective (and
    its target), or in the game of two player one's "first" and player two's "second", against the
    score player one ended with."""
    if game.objective != "first":
        return game.objective, game.target
    return ("second", state.first_score) if state.player == 1 else ("first", None)
