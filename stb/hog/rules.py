"""HOG (Feldman and Morgan, "The Pedagogy and Probability of the Dice Game HOG", Journal of
Statistics Education 11(2), 2003): the rules as parameters, the chance of each score a turn makes,
and the recurrence of the chance to win.

P(i, j) is the chance that the player to move wins at the start of a turn with score i, the
opponent's score j, both players maximising their chance of winning (values of the player to move).
"""

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import NamedTuple

from stb.errors import shown
from stb.game import CHANCE
from stb.i18n import _, number

GOALS = range(1, 201)
"""The goals the rules accept."""
DICE = range(1, 21)
"""How many dice a turn may roll at most."""
SIDES = range(2, 21)
"""The dice the rules accept (a d2 to a d20). With the largest goal and dice, every variant solves
within a few seconds."""


class State(NamedTuple):
    """The scores of the player to move and of the opponent, who is to move (player 0 or 1), and
    at a chance node the number of dice in the air (0 at a decision). A turn that reaches the goal
    ends the game with its player still to move, as the winner."""
    me: int
    you: int
    player: int = 0
    rolling: int = 0


@dataclass(frozen=True)
class Hog:
    """The rules: each turn the player chooses how many `sides`-sided dice to roll, from 1 to
    `dice`, all at once; if any shows a 1 the turn scores nothing, else the sum of the faces. The
    first to `goal` points wins."""
    goal: int = 100
    dice: int = 10
    sides: int = 6

    def __post_init__(self):
        if self.goal not in GOALS:
            raise ValueError(f"the goal must be {GOALS[0]} to {GOALS[-1]}, not {self.goal}")
        if self.dice not in DICE:
            raise ValueError(f"a turn rolls at most {DICE[0]} to {DICE[-1]} dice, not {self.dice}")
        if self.sides not in SIDES:
            raise ValueError(f"a die has {SIDES[0]} to {SIDES[-1]} sides, not {self.sides}")

    @property
    def most(self) -> int:
        """The most one turn can score: every die at its highest face."""
        return self.dice * self.sides

    # The game protocol of stb.game: values are player 0's chance of winning.

    def initial_state(self) -> State:
        return State(0, 0)

    def to_move(self, state: State) -> int:
        return CHANCE if state.rolling else state.player

    def actions(self, state: State) -> tuple[int, ...]:
        """How many dice to roll."""
        return tuple(range(1, self.dice + 1))

    def result(self, state: State, action: int) -> State:
        """At a decision, `action` dice go in the air; at a chance node, the turn scores `action`
        points and the turn passes, unless they reach the goal, which wins."""
        me, you, player, rolling = state
        if not rolling:
            return State(me, you, player, action)
        if me + action >= self.goal:
            return State(me + action, you, player)
        return State(you, me + action, 1 - player)

    def chance_outcomes(self, state: State) -> tuple[tuple[int, Fraction], ...]:
        return turn_scores(state.rolling, self.sides)

    def is_terminal(self, state: State) -> bool:
        """The player to move has reached the goal: the game is over, and won."""
        return state.me >= self.goal

    def utility(self, state: State) -> float:
        return 1.0 if state.player == 0 else 0.0

    def state_text(self, state: State) -> str:
        """'I J' (my score, the opponent's), then 'p1' if player 1 is to move and 'rolling N' while
        N dice are in the air."""
        words = [str(state.me), str(state.you)] + ["p1"] * state.player
        return " ".join(words + [f"rolling {state.rolling}"] * bool(state.rolling))

    def parse_state(self, text: str) -> State:
        """Inverse of `state_text`; raises ValueError with a one-line reason."""
        digits = "(-?[0-9]{1,15})"
        words = re.fullmatch(f"{digits} {digits}( p1)?(?: rolling {digits})?", " ".join(text.split()))
        if not words:
            # Translators: an error: a position of HOG in a link or a saved game that cannot be read; 'I J [p1]
            # [rolling N]' is its form (kept as it is), {text} what came
            raise ValueError(_("expected 'I J [p1] [rolling N]' with whole numbers of at most 15 digits, got {text}").format(
                text=shown(text)))
        me, you, p1, rolling = words.groups()
        if rolling is not None and not 1 <= int(rolling) <= self.dice:
            # Translators: an error: a position of HOG in a link or a saved game with {dice} dice in the air, more than
            # the {most} a turn may roll (or none)
            raise ValueError(_("a turn rolls 1 to {most} dice, not {dice}").format(most=number(self.dice),
                                                                                 dice=shown(rolling)))
        return self.check(State(int(me), int(you), int(bool(p1)), int(rolling or 0)))

    def check(self, state: State) -> State:
        """The state itself, if no score is negative, the opponent's is below the goal, and the
        player to move's is below it too, or reached it in one turn from below it (the game won)."""
        position = shown(self.state_text(state))
        if min(state.me, state.you) < 0:
            # Translators: an error: a position of HOG in a link or a saved game ({position}, as its text form writes
            # it) with a negative score
            raise ValueError(_("scores cannot be negative: {position}").format(position=position))
        if state.you >= self.goal:
            # Translators: an error: a position of HOG in a link or a saved game ({position}) whose player not to move
            # has reached the goal {goal} (the score that wins): a won game is written with its winner to move
            raise ValueError(_("the opponent's score must be below the goal {goal} (a game won is named with the "
                               "winner to move): {position}").format(goal=number(self.goal), position=position))
        last = self.goal - 1 + self.most
        if state.me > last:
            # Translators: an error: a position of HOG in a link or a saved game whose score ({score}) no turn reaches:
            # the most is {last}, a turn from {start} (just below the goal) adding at most {most}
            raise ValueError(_("a score is at most {last} (a turn from {start} adds at most {most}), not {score}").format(
                last=number(last), start=number(self.goal - 1), most=number(self.most), score=shown(str(state.me))))
        if state.rolling and self.is_terminal(state):
            # Translators: an error: a position of HOG in a link or a saved game ({position}) that is won, with dice
            # in the air
            raise ValueError(_("a game that is over rolls no dice: {position}").format(position=position))
        return state


@cache
def turn_scores(dice: int, sides: int) -> tuple[tuple[int, Fraction], ...]:
    """The chance of each score of a turn that rolls `dice` dice of `sides` sides: 0 (any die
    shows 1) first, then each sum the faces 2 to `sides` make, counted die by die."""
    ways = [1]  # ways[t]: the throws of the dice so far, none a 1, whose faces add up to t
    for _die in range(dice):
        ways = [sum(ways[max(0, t - sides):max(0, t - 1)]) for t in range(len(ways) + sides)]
    throws = sides ** dice
    return ((0, Fraction(throws - (sides - 1) ** dice, throws)),
            *((score, Fraction(count, throws)) for score, count in enumerate(ways) if count))


def expected_score(dice: int, sides: int) -> Fraction:
    """What a turn rolling `dice` dice scores on average (for six sides 4 n (5/6)^n): the number
    Feldman and Morgan's "best" strategy maximises, whatever the scores."""
    return sum(score * chance for score, chance in turn_scores(dice, sides))


# The recurrence, for any P(i, j) that is 1 once i reaches the goal and 0 once j does.

def roll_value(hog: Hog, P, i, j, dice):
    """P_roll(n): a turn from (i, j) that scores s hands the opponent the turn at (j, i + s)."""
    return sum(chance * (1 - P(j, i + score)) for score, chance in turn_scores(dice, hog.sides))
