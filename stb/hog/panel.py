"""How the computer thinks in HOG (its algorithm panel, which stb.games names): the staged sweep the
advice runs (stb.solvers.staged, through stb.hog.solve), traced by its observer: the stages from the
highest scores down to this position's, the coupled pair P(i, j) and P(j, i) solved try by try, and
the best number of dice, each number's chance to win written out."""

from stb.bridge.position import names as seat_names, viewer as viewer_of
from stb.bridge.thinking.blocks import headline, panel, row, table, text
from stb.hog.optimal import solve
from stb.hog.rules import turn_scores
from stb.i18n import _, n_, number, percent
from stb.words import said


def trace(page, hog, state, opponent, asked) -> dict:
    """The sweep down to this position's stage, its pair solved, and the choice, from the side the
    advice takes."""
    i, j = state.me, state.you
    low = min(i, j)
    stages = []  # every pair the sweep solved before this one, from the top: (i, j, tries)
    here = []

    def observe(first, second, tries):
        if not here:
            (here if {first, second} == {i, j} and first + second == i + j else stages).append((first, second, tries))

    solved = solve(hog, lowest=low, observer=observe)
    (first, second, tries), = here
    mine = [(x, y, ours, theirs, solved_x, solved_y) if first == i else (y, x, theirs, ours, solved_y, solved_x)
            for x, y, ours, theirs, solved_x, solved_y in tries]  # each try from (i, j)'s side
    seats = seat_names(page, hog, opponent)
    viewer = viewer_of(page, hog, opponent, state.player)
    own = state.player == viewer
    best, value = solved.dice[i][j], solved.P(i, j)
    seen = value if own else 1 - value
    steps = [above_step(hog, stages, i, j, low)]
    steps += [try_step(n, attempt, i, j, len(mine)) for n, attempt in enumerate(mine, start=1)]
    steps.append(choice_step(best, value, seats[viewer], own))
    blocks = [counts(stages, i, j), tries_table(mine, i, j),
              dice_table(hog, solved, i, j, best, len(steps) - 1),
              text([lines_said(hog, solved, i, j, best)], len(steps) - 1)]
    label = said(seats[viewer], you=_("Your chance to win"), computer=_("The computer's chance to win"),
                 player=_("{player}'s chance to win"))
    return panel(_("The staged sweep"), where(hog, state, seats[state.player]),
                 intro(hog, seats[state.player], own, seats[viewer]), headline(label, seen, percent(100 * seen, 2)),
                 steps, blocks, developer=developer())


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


def above_step(hog, stages, i, j, low) -> str:
    """The stages solved before this position's: how many pairs, how many tries."""
    if not stages:
        return _("No stage is above this one: ({i}, {j}) is the first pair the sweep solves.").format(
            i=number(i), j=number(j))
    return n_("The stages above, from the total {top} down to {next}: {pairs} pair of scores, each score at least "
              "{low} (all that a game from here can reach), solved one by one.",
              "The stages above, from the total {top} down to {next}: {pairs} pairs of scores, each score at least "
              "{low} (all that a game from here can reach), solved one by one.", len(stages)).format(
        top=number(2 * hog.goal - 2), next=number(i + j + 1), pairs=number(len(stages)), low=number(low))


def try_step(n, attempt, i, j, count) -> str:
    """One try at this stage: the guess, the choices there, where the lines cross, and whether they hold."""
    guess_x, guess_y, ours, theirs, x, y = attempt
    values = {"n": number(n), "i": number(i), "j": number(j), "guess_x": percent(100 * guess_x, 2),
              "guess_y": percent(100 * guess_y, 2), "ours": number(ours), "theirs": number(theirs),
              "x": percent(100 * x, 2), "y": percent(100 * y, 2)}
    # Translators: a try of the staged sweep (HOG); {ours} and {theirs} are numbers of dice
    said_try = _("Try {n}: at the guess P({i}, {j}) = {guess_x} and P({j}, {i}) = {guess_y}, the best numbers of "
                 "dice are {ours} from ({i}, {j}) and {theirs} from ({j}, {i}); their lines cross at "
                 "P({i}, {j}) = {x} and P({j}, {i}) = {y}.").format(**values)
    if n == count:
        return f"{said_try} " + _("The choices hold there: the pair is solved.")
    return f"{said_try} " + _("The choices change there: try again from the crossing.")


def choice_step(best, value, viewer, own) -> str:
    chance = {"count": number(best), "value": percent(100 * value, 2), "other": percent(100 * (1 - value), 2)}
    chosen = n_("The choice: roll {count} die, worth {value} to the player to move.",
                "The choice: roll {count} dice, worth {value} to the player to move.", best).format(**chance)
    if own:
        return chosen
    return f"{chosen} " + said(viewer, you=_("Your chance is 1 − that = {other}."),
                               computer=_("The computer's chance is 1 − that = {other}."),
                               player=_("{player}'s chance is 1 − that = {other}."), **chance)


def counts(stages, i, j) -> dict:
    """The sweep above this stage in numbers."""
    tries = sum(len(attempts) for *_pair, attempts in stages)
    again = sum(len(attempts) > 1 for *_pair, attempts in stages)
    return {"kind": "counts", "from": 0, "items": [
        {"key": "stages", "label": _("Stages above this one"), "value": len({a + b for a, b, _tries in stages}),
         "text": number(len({a + b for a, b, _tries in stages}))},
        {"key": "pairs", "label": _("Pairs of scores solved above"), "value": len(stages), "text": number(len(stages))},
        {"key": "tries", "label": _("Tries they took"), "value": tries, "text": number(tries)},
        {"key": "again", "label": _("Pairs that took more than one try"), "value": again, "text": number(again)}]}


def tries_table(mine, i, j) -> dict:
    """This stage's tries, one a step: the guess, the choices there, and the crossing of their lines."""
    names = {"i": number(i), "j": number(j)}
    columns = [_("Try"), _("Guess P({i}, {j})").format(**names), _("Guess P({j}, {i})").format(**names),
               _("Dice from ({i}, {j})").format(**names), _("Dice from ({j}, {i})").format(**names),
               _("Then P({i}, {j})").format(**names), _("Then P({j}, {i})").format(**names)]
    rows = [row([number(n), percent(100 * guess_x, 2), percent(100 * guess_y, 2), number(ours), number(theirs),
                 percent(100 * x, 2), percent(100 * y, 2)], n, {"x": x, "y": y, "ours": ours, "theirs": theirs})
            for n, (guess_x, guess_y, ours, theirs, x, y) in enumerate(mine, start=1)]
    return table(_("This stage: each try, from a guess to where the two lines cross"), columns, rows, grow=True,
                 start=1)


def dice_table(hog, solved, i, j, best, step) -> dict:
    """Each number of dice from (i, j) at the solved P(j, i): its chance that a 1 shows, the chance
    of scoring and then winning, and its chance to win; the best marked."""
    after_bust = 1 - solved.P(j, i)
    rows = []
    for count in range(1, hog.dice + 1):
        bust = float(turn_scores(count, hog.sides)[0][1])
        chance = solved.roll(i, j, count)
        rows.append(row([n_("{count} die", "{count} dice", count).format(count=number(count)), percent(100 * bust, 2),
                         percent(100 * (chance - bust * after_bust), 2), percent(100 * chance, 2)], step,
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
