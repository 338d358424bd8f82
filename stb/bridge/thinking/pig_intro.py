"""What value iteration does, said at the head of Pig's panel (stb.bridge.thinking.pig): over what
it sweeps (this position's stage or the whole game), in what order, and whose chance P is."""

from stb.bridge.thinking.blocks import other, power_of_ten
from stb.i18n import _, n_, number
from stb.words import said
from stb.pig.iteration import SHIPPED, WHOLE_GAME_GOAL, game_size


def intro(pig, state, on_game, tolerance, count, seats, viewer, whole) -> list[str]:
    """What value iteration does, over what, in what order, and whose chance P is."""
    # Translators: how Pig's value-iteration panel begins. P(i, j, k) is the seed's notation: keep it as written.
    # A sweep is one pass over every position; {tolerance} as 10⁻¹²
    lines = [_(
        "Value iteration: start every chance to win at 0, then sweep over the positions, setting each P(i, j, k) (the "
        "chance that the player to move wins, with score i, the opponent's score j and turn total k) to the better "
        "of rolling and holding, computed from the values as they stand: a value set in a sweep is used at once by "
        "the positions after it. Stop after a sweep that changes no value by {tolerance} or more.").format(
        tolerance=power_of_ten(tolerance))]
    lines.append(game_words(pig, count) if on_game else stage_words(pig, state, count, tolerance, whole))
    lines.append(whose_P(state.player, seats, viewer))
    return lines


def game_words(pig, count) -> str:
    """The whole game swept at once: its positions and their order."""
    # Translators: Pig's value-iteration panel sweeping the whole game: i your score, j the opponent's, k the turn
    # total; {goal} the points to reach, {count} the positions of a sweep. "Your own program": the student's, written
    # for the course (the seed); its count of sweeps matches this one's
    return n_("Here the whole game is swept at once: every i and j below the goal {goal} and every k below {goal} − i, "
              "{count}\u00a0position a sweep, in the order i = 0, 1, 2, …, for each i every j from 0 up, for each j "
              "every k from 0 up. A position with i + k at the goal is won: P = 1. Count the sweeps of your own "
              "program in this order and tolerance: they match (at the smallest tolerance, give or take a sweep of "
              "rounding: see the note under it).",
              "Here the whole game is swept at once: every i and j below the goal {goal} and every k below {goal} − i, "
              "{count}\u00a0positions a sweep, in the order i = 0, 1, 2, …, for each i every j from 0 up, for each j "
              "every k from 0 up. A position with i + k at the goal is won: P = 1. Count the sweeps of your own "
              "program in this order and tolerance: they match (at the smallest tolerance, give or take a sweep of "
              "rounding: see the note under it).", count).format(goal=number(pig.goal), count=number(count))


def stage_words(pig, state, count, tolerance, whole) -> str:
    """The stage swept: why its positions go together, their order, and what sweeping the whole game would take."""
    i, j = state.me, state.you
    values = {"score": number(i), "opponent": number(j), "count": number(count), "higher": number(max(i, j)),
              "lower": number(min(i, j))}
    if i != j:
        # Translators: Pig's value-iteration panel sweeping one stage: the positions whose two scores are {score}
        # and {opponent} ({count} of them), swept together because a bust (rolling a 1: the turn's points lost, the
        # turn handed over) leads back into them; {higher} and {lower} are the two scores
        stage = n_("A position's value depends on positions with the same two scores (a bust hands the turn over "
                   "and comes back), so those are swept together: the stage of scores {score} and {opponent} has "
                   "{count}\u00a0position (both players to move, every turn total), swept in this order: first the "
                   "positions of the player with {higher} to move, then those of the player with {lower}, each from "
                   "the highest turn total down to 0. Higher scores come later in the game: their values are known "
                   "already, from the stages above.",
                   "A position's value depends on positions with the same two scores (a bust hands the turn over "
                   "and comes back), so those are swept together: the stage of scores {score} and {opponent} has "
                   "{count}\u00a0positions (both players to move, every turn total), swept in this order: first the "
                   "positions of the player with {higher} to move, then those of the player with {lower}, each from "
                   "the highest turn total down to 0. Higher scores come later in the game: their values are known "
                   "already, from the stages above.", count)
    else:
        # Translators: Pig's value-iteration panel sweeping one stage, both scores equal ({score} and {opponent} are
        # the same): its {count} positions, swept together because a bust (rolling a 1) leads back into them
        stage = n_("A position's value depends on positions with the same two scores (a bust hands the turn over "
                   "and comes back), so those are swept together: the stage of scores {score} and {opponent} has "
                   "{count}\u00a0position (either player to move, every turn total), swept in this order: the "
                   "positions of the player with {score} to move (with both scores {score}, the two players' positions "
                   "are the same ones), from the highest turn total down to 0. Higher scores come later in the game: "
                   "their values are known already, from the stages above.",
                   "A position's value depends on positions with the same two scores (a bust hands the turn over "
                   "and comes back), so those are swept together: the stage of scores {score} and {opponent} has "
                   "{count}\u00a0positions (either player to move, every turn total), swept in this order: the "
                   "positions of the player with {score} to move (with both scores {score}, the two players' positions "
                   "are the same ones), from the highest turn total down to 0. Higher scores come later in the game: "
                   "their values are known already, from the stages above.", count)
    # Translators: a count of Pig's positions, inside the sentence on sweeping the whole game ("{positions} a sweep")
    game = n_("{count}\u00a0position", "{count}\u00a0positions", game_size(pig)).format(count=number(game_size(pig)))
    if whole:
        sweeps = whole.sweeps(tolerance)
        # Translators: after Pig's stage is explained: sweeping the whole game instead, {positions} a sweep (as
        # "505,000 positions") in the seed's order (i your score, j the opponent's, k the turn total), takes {count}
        # sweeps; "the whole game above" is a choice of the select "Sweep over"
        then = n_("The whole game, {positions} a sweep swept in the order i = 0, 1, 2, …, for each i every j from 0 "
                  "up, for each j every k from 0 up, takes {count}\u00a0sweep to reach this tolerance: choose the "
                  "whole game above to see each sweep.",
                  "The whole game, {positions} a sweep swept in the order i = 0, 1, 2, …, for each i every j from 0 "
                  "up, for each j every k from 0 up, takes {count}\u00a0sweeps to reach this tolerance: choose the "
                  "whole game above to see each sweep.", sweeps).format(positions=game, count=number(sweeps))
    else:
        # Translators: after Pig's stage is explained, for a goal too big to sweep whole in the page: {positions} a
        # sweep (as "125,000 positions"); {most} the largest goal swept here; the seed's game is goal {goal} with a
        # d{sides} (a die of {sides} faces; write it as your language writes dice: d6, W6...)
        then = _("The whole game, {positions} a sweep, is too big to sweep here: choose a goal of {most} or less for "
                 "that, or the seed's own game (goal {goal}, a d{sides}), whose sweeps are worked out beforehand.").format(
            positions=game, most=number(WHOLE_GAME_GOAL), goal=number(SHIPPED.goal), sides=number(SHIPPED.sides))
    return f"{stage.format(**values)} {then}"


def whose_P(mover: int, seats, viewer: int) -> str:
    """Whose chance P is: the player to move's; and the viewer's, when it is another's."""
    if mover == viewer:
        # Translators: the end of Pig's explanation: P is the chance to win of the player to move, here you / the
        # computer / {player} (a player's name, "Player 1")
        return said(seats[mover], you=_("P is the chance of the player to move, here you."),
                    computer=_("P is the chance of the player to move, here the computer."),
                    player=_("P is the chance of the player to move, here {player}."))
    # Translators: the end of Pig's explanation, when the player to move is not the one whose side the advice takes:
    # P is the mover's chance, the other's 1 − P; {player} and {other} are players' names ("Player 1", "Player 2")
    return said(seats[mover], you=_("P is the chance of the player to move, here you: the computer's chance is 1 − P."),
                computer=_("P is the chance of the player to move, here the computer: your chance is 1 − P."),
                player=_("P is the chance of the player to move, here {player}: {other}'s chance is 1 − P."),
                other=other(seats, mover))
