"""HOG solved the plain ways, for the tests to hold stb.hog and stb.solvers.staged to: value
iteration over the turn starts, and an exact solve that throws every face of every die and tries
every pair of choices in each stage."""

from fractions import Fraction
from itertools import product

from stb.hog import Hog, turn_scores
from stb.solvers.value_iteration import value_iteration


def value_iteration_solve(hog: Hog, epsilon=1e-12) -> list[list[float]]:
    """P[i][j] by value iteration: sweep P(i, j) = max over n of the sum, over the scores s of n
    dice, of chance(s) (1 - P(j, i + s)), from the highest sum of scores down, until it settles."""
    goal = hog.goal
    outcomes = [turn_scores(dice, hog.sides) for dice in range(1, hog.dice + 1)]

    def backup(position, values):
        i, j = position
        return max(sum(chance * (1 - values.get((j, i + score), 0.0)) for score, chance in scores)
                   for scores in outcomes)

    highest_first = sorted(((i, j) for i in range(goal) for j in range(goal)), key=sum, reverse=True)
    values = value_iteration(highest_first, backup, epsilon)
    return [[values[i, j] for j in range(goal)] for i in range(goal)]


def thrown_scores(dice: int, sides: int) -> dict[int, Fraction]:
    """The chance of each score of a turn, every face of every die thrown: 0 if any shows 1."""
    chances = {}
    for faces in product(range(1, sides + 1), repeat=dice):
        score = 0 if 1 in faces else sum(faces)
        chances[score] = chances.get(score, 0) + Fraction(1, sides ** dice)
    return chances


def exact_solve(hog: Hog) -> tuple[list[list[Fraction]], list[list[int]]]:
    """(P, best): P[i][j] exactly and the fewest dice that reach it, stage by stage from the highest
    scores: in a stage x = P(i, j) and y = P(j, i) each depend on the other only through a bust, so
    for every pair of choices (n dice from (i, j), m from (j, i)) solve the two linear equations, and
    keep the pair where neither player gains by another choice."""
    goal = hog.goal
    chances = [thrown_scores(dice, hog.sides) for dice in range(1, hog.dice + 1)]
    P, best = [[None] * goal for _ in range(goal)], [[None] * goal for _ in range(goal)]

    def banked(i, j, dice):
        """(a, b): rolling `dice` from (i, j) wins with chance a + b P(j, i)."""
        a = sum(chance * (1 - (P[j][i + score] if i + score < goal else 0))
                for score, chance in chances[dice - 1].items() if score)
        return a + chances[dice - 1].get(0, 0), -chances[dice - 1].get(0, 0)

    for total in reversed(range(2 * goal - 1)):
        for i in range(max(0, total - goal + 1), min(total, goal - 1) + 1):
            j = total - i
            mine = [banked(i, j, dice) for dice in range(1, hog.dice + 1)]
            theirs = [banked(j, i, dice) for dice in range(1, hog.dice + 1)]
            for (n, (a, b)), (m, (c, e)) in product(enumerate(mine, 1), enumerate(theirs, 1)):
                x = (a + b * c) / (1 - b * e)
                y = c + e * x
                if max(p + q * y for p, q in mine) == a + b * y and max(p + q * x for p, q in theirs) == c + e * x:
                    break
            else:
                raise ArithmeticError(f"no pair of choices holds at {i}, {j}")
            P[i][j], P[j][i] = x, y
            best[i][j] = next(n for n, (p, q) in enumerate(mine, 1) if p + q * y == x)
            best[j][i] = next(m for m, (p, q) in enumerate(theirs, 1) if p + q * x == y)
    return P, best
