"""Pig and Piglet: the rules as parameters, the spec's recurrences, their exact solution, and rules
of thumb valued exactly against it.

P(i, j, k) is the chance that the player to move wins with score i, the opponent's score j and
turn total k, both players maximising their chance of winning (values of the player to move).
"""

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from stb.errors import shown
from stb.i18n import _, number
from stb.game import CHANCE

ACTIONS = ("roll", "hold")
GOALS = range(1, 201)
"""The goals the rules accept: every one solves within a few seconds."""
SIDES = range(2, 101)
"""The dice the rules accept (a d2 to a d100)."""


class State(NamedTuple):
    """The scores of the player to move and of the opponent, the turn total, who is to move
    (player 0 or 1), and whether the die is in the air (a chance node after choosing to roll)."""
    me: int
    you: int
    pending: int
    player: int = 0
    rolling: bool = False


@dataclass(frozen=True)
class Pig:
    """The rules: the first to bank `goal` points wins; a roll of the `sides`-sided die adds its
    face to the turn total, but a 1 busts. With `coin` (Piglet) a fair coin is tossed: heads adds 1,
    tails busts."""
    goal: int = 100
    sides: int = 6
    coin: bool = False

    def __post_init__(self):
        if self.goal not in GOALS:
            raise ValueError(f"the goal must be {GOALS[0]} to {GOALS[-1]}, not {self.goal}")
        if self.sides not in SIDES:
            raise ValueError(f"a die has {SIDES[0]} to {SIDES[-1]} sides, not {self.sides}")
        if self.coin and self.sides != 2:
            raise ValueError("a coin has 2 sides")

    @classmethod
    def piglet(cls, goal=10) -> "Pig":
        return cls(goal, sides=2, coin=True)

    @property
    def gains(self) -> range:
        """What each face that does not bust adds to the turn total."""
        return range(1, 2) if self.coin else range(2, self.sides + 1)

    @property
    def faces(self) -> tuple[int, ...]:
        """The equally likely outcomes of a roll, as gains: 0 is the bust (a 1, or tails)."""
        return (0, *self.gains)

    # The game protocol of stb.game: values are player 0's chance of winning.

    def initial_state(self) -> State:
        return State(0, 0, 0)

    def to_move(self, state: State) -> int:
        return CHANCE if state.rolling else state.player

    def actions(self, state: State) -> tuple[str, ...]:
        """Roll or hold after each roll; a turn starts with a roll (holding at turn total 0 would only
        hand the turn over, never better than rolling)."""
        return ACTIONS if state.pending else ("roll",)

    def result(self, state: State, action) -> State:
        """'roll' throws the die; a gain lands it (0 busts); 'hold' banks the turn total."""
        me, you, pending, player, rolling = state
        if action == "roll":
            return State(me, you, pending, player, True)
        if action == "hold":
            return State(you, me + pending, 0, 1 - player)
        if rolling and action == 0:
            return State(you, me, 0, 1 - player)
        return State(me, you, pending + action, player)

    def chance_outcomes(self, state: State):
        p = Fraction(1, len(self.faces))
        return [(gain, p) for gain in self.faces]

    def is_terminal(self, state: State) -> bool:
        """The player to move has reached the goal: holding now wins, so the game is over."""
        return state.me + state.pending >= self.goal

    def utility(self, state: State) -> float:
        return 1.0 if state.player == 0 else 0.0

    def state_text(self, state: State) -> str:
        """'I J K' (my score, the opponent's, my turn total), then 'p1' if player 1 is to move and
        'rolling' at a chance node."""
        words = [str(state.me), str(state.you), str(state.pending)]
        words += ["p1"] * state.player + ["rolling"] * state.rolling
        return " ".join(words)

    def parse_state(self, text: str) -> State:
        """Inverse of `state_text`; raises ValueError with a one-line reason."""
        numbers, flags = text.split()[:3], text.split()[3:]
        player = int(flags[:1] == ["p1"])
        rolling = flags[player:] == ["rolling"]
        if len(numbers) < 3 or len(flags) != player + rolling or not all(
                re.fullmatch(r"-?[0-9]{1,15}", word) for word in numbers):
            # Translators: an error: a position of Pig in a link or a saved game that cannot be read; 'I J K [p1]
            # [rolling]' is its form (kept as it is), {text} what came
            raise ValueError(_("expected 'I J K [p1] [rolling]' with whole numbers of at most 15 digits, got {text}").format(
                text=shown(text)))
        me, you, pending = map(int, numbers)
        return self.check(State(me, you, pending, player, rolling))

    def check(self, state: State) -> State:
        """The state itself, if its scores are below the goal, nothing is negative, and the turn
        total is one a turn can reach: the last throw before the goal adds at most the largest gain."""
        if min(state.me, state.you, state.pending) < 0:
            # Translators: an error: a position of Pig in a link or a saved game ({position}, as its text form writes
            # it) with a negative score or turn total (the points of this turn, not yet banked)
            raise ValueError(_("scores and turn total cannot be negative: {position}").format(
                position=shown(self.state_text(state))))
        if max(state.me, state.you) >= self.goal:
            # Translators: an error: a position of Pig in a link or a saved game ({position}, as its text form writes
            # it) with a score at or past the goal {goal} (the score that wins)
            raise ValueError(_("scores must be below the goal {goal}: {position}").format(
                goal=number(self.goal), position=shown(self.state_text(state))))
        most = self.goal - 1 + self.gains[-1] - state.me
        if state.pending > most:
            # Translators: an error: a position of Pig in a link or a saved game whose turn total (the points of this
            # turn, not yet banked) no turn reaches from the score {score}: the most is {most}
            raise ValueError(_("a turn total from {score} is at most {most} (a turn ends once it reaches {goal}, and a "
                               "throw adds at most {gain}), not {total}").format(
                score=number(state.me), most=number(most), goal=number(self.goal), gain=number(self.gains[-1]),
                total=shown(str(state.pending))))
        return state


# The spec's recurrences, for any P(i, j, k) that gives 1 once i + k reaches the goal.

def roll_value(pig: Pig, P, i, j, k):
    """P_roll: a bust hands the opponent the turn at (j, i, 0); other faces add to the turn total."""
    return (1 - P(j, i, 0) + sum(P(i, j, k + gain) for gain in pig.gains)) / len(pig.faces)


def hold_value(pig: Pig, P, i, j, k):
    """P_hold: bank the turn total and hand the opponent the turn at (j, i + k, 0)."""
    return 1 - P(j, i + k, 0)


def game_words(pig, plain_d6: bool = False) -> str:
    """The game as a heading names it: "Piglet to 10", "Pig to 50 with a d12", "Pig to 100 with a d6" (or with
    `plain_d6`, the usual die left unsaid: "Pig to 100")."""
    if pig.coin:
        # Translators: the name of a game of Piglet (Pig with a coin), with its goal, the score that wins
        return _("Piglet to {goal}").format(goal=number(pig.goal))
    if plain_d6 and pig.sides == 6:
        # Translators: the name of a game of Pig with a six-sided die, with its goal, the score that wins
        return _("Pig to {goal}").format(goal=number(pig.goal))
    # Translators: the name of a game of Pig, with its goal (the score that wins) and its die ("d6": six sides)
    return _("Pig to {goal} with a d{sides}").format(goal=number(pig.goal), sides=number(pig.sides))
