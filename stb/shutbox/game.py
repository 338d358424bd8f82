"""Shut the Box as a game of the protocol (stb.game): one player for an objective, or two."""

from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from stb.errors import shown
from stb.game import CHANCE
from stb.shutbox.rules import Rules, board_text, dice_choices, full_board, legal_moves, parse_board, roll_probabilities, score
from stb.shutbox.optimal import payoff
from stb.shutbox.standings import TWO_PLAYERS, won


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
        words = text.split()
        if not words or len(words) % 2 == 0:
            raise ValueError(f"state {shown(text)} should be BOARD [vs SCORE] [dice N] [roll R]")
        fields = {"vs": None, "dice": None, "roll": None}
        for key, number in zip(words[1::2], words[2::2]):
            if key not in fields or not (number.isascii() and number.isdigit() and len(number) <= 15):
                raise ValueError(f"state {shown(text)}: expected 'vs', 'dice' or 'roll' and a number of at most 15 digits")
            fields[key] = int(number)
        player = 0 if fields["vs"] is None else 1
        return Turn(player, parse_board(self.rules, words[0]), fields["vs"], fields["dice"], fields["roll"])


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
