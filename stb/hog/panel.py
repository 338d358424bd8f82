"""How the computer thinks in HOG (its algorithm panel, which stb.games names): the staged sweep the
advice runs (stb.solvers.staged, through stb.hog.solve), traced by its observer: the stages from the
highest scores down to this position's, the coupled pair P(i, j) and P(j, i) solved try by try, and
the best number of dice, each number's chance to win written out."""

from stb.bridge.position import names as seat_names, viewer as viewer_of
from stb.bridge.thinking.blocks import headline, panel, row, table, text
from stb.bridge.thinking.staged import above_step, counts, pair, traced, tries_table, try_step
from stb.hog.optimal import solve
from stb.hog.rules import turn_scores
from stb.i18n import _, n_, number, percent
from stb.words import said


def trace(page, hog, state, opponent, asked) -> dict:
    """The sweep down to this position's stage, its pair solved, and the choice, from the side the
    advice takes."""
    i, j = state.me, state.you
    sweep = traced(lambda lowest, observer: solve(hog, lowest=lowest, observer=observer), i, j)
    solved = sweep.solved
    seats = seat_names(page, hog, opponent)
    viewer = viewer_of(page, hog, opponent, state.player)
    own = state.player == viewer
    best, value = solved.dice[i][j], solved.P(i, j)
    seen = value if own else 1 - value
    values, pairs = (value_name(i, j), value_name(j, i)), (pair(i, j), pair(j, i))
    steps = [above_step(hog.goal, sweep.stages, i, j)]
    steps += [try_step(n, attempt, len(sweep.tries), values, pairs, rolling)
              for n, attempt in enumerate(sweep.tries, start=1)]
    steps.append(choice_step(best, value, seats[viewer], own))
    # Translators: column heads of HOG's table of tries: the best number of dice from each of two positions ("(3, 4)")
    choices = tuple(_("Dice from {pair}").format(pair=position) for position in pairs)
    blocks = [counts(sweep.stages), tries_table(sweep.tries, values, choices, lambda dice, mine: number(dice)),
              dice_table(hog, solved, i, j, best, len(steps) - 1),
              text([lines_said(hog, solved, i, j, best)], len(steps) - 1)]
    label = said(seats[viewer], you=_("Your chance to win"), computer=_("The computer's chance to win"),
                 player=_("{player}'s chance to win"))
    return panel(_("The staged sweep"), where(hog, state, seats[state.player]),
                 intro(hog, seats[state.player], own, seats[viewer]), headline(label, seen, percent(100 * seen, 2)),
                 steps, blocks, developer=developer())


def value_name(i, j) -> str:
    """P(i, j), as the panel writes it, on one line."""
    return f"P({number(i)},\u00a0{number(j)})"


def rolling(dice, mine) -> str:
    """A number of dice chosen, as a try says it."""
    # Translators: a choice in a try of HOG's staged sweep ("the best play is rolling 6 dice from (0, 0)")
    return n_("rolling {count} die", "rolling {count} dice", dice).format(count=number(dice))


def where(hog, state, mover) -> str:
    values = {"mine": number(state.me), "theirs": number(state.you), "goal": number(hog.goal)}
    # Translators: the position the panel works out; {mine} and {theirs} are scores, {goal} the points to win
    return said(mover, you=_("You to move, with {mine}\u00a0points to the opponent's {theirs}, in a race to "
                             "{goal}\u00a0points"),
                computer=_("The computer to move, with {mine}\u00a0points to the opponent's {theirs}, in a race to "
                           "{goal}\u00a0points"),
                player=_("{player} to move, with {mine}\u00a0points to the opponent's {theirs}, in a race to "
                         "{goal}\u00a0points"), **values)


def intro(hog, mover, own, viewer) -> list[str]:
    """What P(i, j) is, why the pairs of scores come in stages, and how a stage's pair is solved."""
    lines = [
        # Translators: the staged sweep's intro (HOG); P(i, j) is written as in the paper, keep it
        _("P(i, j) is the chance that the player to move wins at the start of a turn with i points against the "
          "opponent's j, both choosing their best number of dice from then on. Rolling n dice from (i, j): if a 1 "
          "shows, the turn scores nothing and the opponent moves at (j, i); otherwise it scores s points and the "
          "opponent moves at (j, i + s). So rolling n dice wins with the chance of each score times 1 − P(j, i + s), "
          "summed over the scores, and P(i, j) is the best of those over n."),
        _("Scores never fall, so the sweep solves the pairs of scores in stages, by their total i + j, from the "
          "highest ({top}: both one point short of the goal) down: a turn that scores reaches a higher total, solved "
          "already. Only a 1 leaves the total as it was, handing the turn over: so within a stage P(i, j) and P(j, i) "
          "depend on each other, each, for a number of dice, a line in the other: P(i, j) = kept + bust × "
          "(1 − P(j, i)), where bust is the chance that a 1 shows and kept the chance of scoring and then winning."
          ).format(top=number(2 * hog.goal - 2)),
        _("For each pair the sweep guesses P(i, j) and P(j, i) from the stages above, takes each player's best "
          "number of dice at the guess, solves the two lines, and tries again until the choices hold where the "
          "lines cross: one try is enough for most pairs.")]
    if own:
        lines.append(said(mover, you=_("P is the chance of the player to move: here yours."),
                          computer=_("P is the chance of the player to move: here the computer's."),
                          player=_("P is the chance of the player to move: here {player}'s.")))
    else:
        lines.append(said(viewer, you=_("P is the chance of the player to move; your chance is 1 − P."),
                          computer=_("P is the chance of the player to move; the computer's chance is 1 − P."),
                          player=_("P is the chance of the player to move; {player}'s chance is 1 − P.")))
    return lines


def choice_step(best, value, viewer, own) -> str:
    chance = {"count": number(best), "value": percent(100 * value, 2), "other": percent(100 * (1 - value), 2)}
    chosen = n_("The choice: roll {count} die, worth {value} to the player to move.",
                "The choice: roll {count} dice, worth {value} to the player to move.", best).format(**chance)
    if own:
        return chosen
    return f"{chosen} " + said(viewer, you=_("Your chance is 1 − that = {other}."),
                               computer=_("The computer's chance is 1 − that = {other}."),
                               player=_("{player}'s chance is 1 − that = {other}."), **chance)


def dice_table(hog, solved, i, j, best, step) -> dict:
    """Each number of dice from (i, j) at the solved P(j, i): its chance that a 1 shows, the chance
    of scoring and then winning, and its chance to win; the best marked."""
    after_bust = 1 - solved.P(j, i)
    rows = []
    for count in range(1, hog.dice + 1):
        bust = float(turn_scores(count, hog.sides)[0][1])
        chance = solved.roll(i, j, count)
        # Translators: a row's head in HOG's panel: a number of dice, kept on one line
        dice = n_("{count}\u00a0die", "{count}\u00a0dice", count).format(count=number(count))
        rows.append(row([dice, percent(100 * bust, 2), percent(100 * (chance - bust * after_bust), 2),
                         percent(100 * chance, 2)], step,
                        {"value": chance, "move": str(count)}, kind="best" if count == best else ""))
    return table(_("The choice at ({i}, {j}): each number of dice's chance to win, kept + bust × (1 − P({j}, {i}))"
                   ).format(i=number(i), j=number(j)),
                 [_("Dice"), _("A 1 shows (bust)"), _("Scores, then wins (kept)"), _("Chance to win")], rows,
                 start=step)


def lines_said(hog, solved, i, j, best) -> str:
    """The two lines of the chosen numbers of dice, with their numbers, crossing at the pair's values."""
    return n_("With P({j}, {i}) = {y}, a 1 hands the opponent the turn at ({j}, {i}): rolling {count} die from "
              "({i}, {j}) is worth {x}, the best of every number of dice.",
              "With P({j}, {i}) = {y}, a 1 hands the opponent the turn at ({j}, {i}): rolling {count} dice from "
              "({i}, {j}) is worth {x}, the best of every number of dice.", best).format(
        i=number(i), j=number(j), y=percent(100 * solved.P(j, i), 2), count=number(best),
        x=percent(100 * solved.P(i, j), 2))


def developer() -> list[str]:
    return [_("The sweep is stb/solvers/staged.py's solve_stages with HOG's turn line (stb/hog/optimal.py, Rolls), "
              "traced through its observer, the same solve the advice reads (stb.hog.solution keeps it per rules). "
              "tests/games/test_hog.py holds it to value iteration and to exact fractions."),
            _("Feldman and Morgan, The Pedagogy and Probability of the Dice Game HOG, Journal of Statistics "
              "Education 11(2), 2003, solve the same recurrence.")]
