"""The staged sweep traced (stb.solvers.staged, which Pig's and HOG's advice run): what its observer
tells of the stages above a position's pair of scores and of that pair solved try by try, as a
panel's steps and blocks. Each game names its values (P(i, j), or Pig's P(i, j, 0)) and says its
turn's choices in its own words (HOG's number of dice, Pig's first hold)."""

from typing import Callable, NamedTuple

from stb.bridge.thinking.blocks import listed, row, table
from stb.i18n import _, n_, number, percent


class Traced(NamedTuple):
    """A sweep from the top down to the stage of (i, j): its solution, every pair solved before
    (i, j)'s as (i, j, tries), and (i, j)'s tries from its own side, each (guessed P(i, j), guessed
    P(j, i), the choices made from (i, j) and from (j, i), the P(i, j) and P(j, i) they give)."""
    solved: object
    stages: list
    tries: list


def traced(solve: Callable, i: int, j: int) -> Traced:
    """`solve(lowest, observer)` (the game's own solve, stb.solvers.staged's observer passed on) run
    down to the stage of (i, j), its pairs told as they are solved."""
    stages, here = [], []

    def observe(first, second, tries):
        if not here:
            (here if {first, second} == {i, j} else stages).append((first, second, tries))

    solved = solve(min(i, j), observe)
    (first, _second, tries), = here
    mine = [(x, y, ours, theirs, solved_x, solved_y) if first == i else (y, x, theirs, ours, solved_y, solved_x)
            for x, y, ours, theirs, solved_x, solved_y in tries]
    return Traced(solved, stages, mine)


def above_step(goal: int, stages: list, i: int, j: int) -> str:
    """The stages solved before this position's: from the top down to the one above, how many pairs."""
    if not stages:
        # Translators: the staged sweep's first step where no stage is above ({i}, {j}), the pair of scores solved first
        return _("No stage is above this one: ({i}, {j}) is the first pair the sweep solves.").format(
            i=number(i), j=number(j))
    # Translators: the staged sweep's first step: the totals of two scores {top} down to {next}, the pairs of scores
    # solved in them ({pairs}), each score at least {low}
    return n_("The stages above, from the total {top} down to {next}: {pairs} pair of scores, each score at least "
              "{low} (all that a game from here can reach), solved one by one.",
              "The stages above, from the total {top} down to {next}: {pairs} pairs of scores, each score at least "
              "{low} (all that a game from here can reach), solved one by one.", len(stages)).format(
        top=number(2 * goal - 2), next=number(i + j + 1), pairs=number(len(stages)), low=number(min(i, j)))


def try_step(n: int, attempt: tuple, count: int, values: tuple[str, str], positions: tuple[str, str],
             said: Callable[[int, bool], str]) -> str:
    """One try at this stage: the guess, the choices there (`said(choice, mine)`: from this pair's
    first score or from its second), where their lines cross, and whether they hold. `values` are
    the pair's values as the game writes them ("P(3, 4)"), `positions` its two positions ("(3, 4)")."""
    guess_x, guess_y, ours, theirs, x, y = attempt
    # Translators: a try of the staged sweep: {here} and {there} are the two values solved together, as the game
    # writes them ("P(30, 40, 0)"); {ours} and {theirs} the best choices at the guess from {mine} and from {other},
    # two positions ("(30, 40)"), as "rolling 6 dice" or "holding at 20"
    tried = _("Try {n}: at the guess {here} = {guess_x} and {there} = {guess_y}, the best play is {ours} from {mine} "
              "and {theirs} from {other}; their lines cross at {here} = {x} and {there} = {y}.").format(
        n=number(n), here=values[0], there=values[1], guess_x=percent(100 * guess_x, 2),
        guess_y=percent(100 * guess_y, 2), ours=said(ours, True), theirs=said(theirs, False), mine=positions[0],
        other=positions[1], x=percent(100 * x, 2), y=percent(100 * y, 2))
    if n == count:
        return f"{tried} " + _("The choices hold there: the pair is solved.")
    return f"{tried} " + _("The choices change there: try again from the crossing.")


def counts(stages: list) -> dict:
    """The sweep above this stage in numbers."""
    tries = sum(len(attempts) for *_pair, attempts in stages)
    again = sum(len(attempts) > 1 for *_pair, attempts in stages)
    totals = len({a + b for a, b, _tries in stages})
    return {"kind": "counts", "from": 0, "items": [
        {"key": "stages", "label": _("Stages above this one"), "value": totals, "text": number(totals)},
        {"key": "pairs", "label": _("Pairs of scores solved above"), "value": len(stages), "text": number(len(stages))},
        {"key": "tries", "label": _("Tries they took"), "value": tries, "text": number(tries)},
        {"key": "again", "label": _("Pairs that took more than one try"), "value": again, "text": number(again)}]}


def tries_table(tries: list, values: tuple[str, str], choices: tuple[str, str],
                cell: Callable[[int, bool], str]) -> dict:
    """This stage's tries, one a step: the guess, the choices there (their heads `choices`, each
    `cell(choice, mine)`), and the crossing of their lines; `values` the pair's values as the game
    writes them, named x and y in the columns."""
    # Translators: column heads of the staged sweep's table of tries: x and y are the two values solved together
    # (the caption names them): the two values guessed, then the two where the lines cross ("44.92 % and 62.54 %")
    columns = [_("Try"), _("Guess x and y"), *choices, _("Then x and y")]
    rows = [row([number(n), listed([percent(100 * guess_x, 2), percent(100 * guess_y, 2)]), cell(ours, True),
                 cell(theirs, False), listed([percent(100 * x, 2), percent(100 * y, 2)])], n,
                {"x": x, "y": y, "ours": ours, "theirs": theirs})
            for n, (guess_x, guess_y, ours, theirs, x, y) in enumerate(tries, start=1)]
    # Translators: the caption of the staged sweep's table of tries: {x} and {y} the two values solved together, as
    # the game writes them ("P(30, 40, 0)")
    return table(_("This stage: each try, from a guess of x = {x} and y = {y} to where the two lines cross").format(
        x=values[0], y=values[1]), columns, rows, grow=True, start=1)


def pair(i: int, j: int) -> str:
    """A pair of scores as the panels write it, on one line: (30,\u00a040)."""
    return f"({number(i)},\u00a0{number(j)})"
