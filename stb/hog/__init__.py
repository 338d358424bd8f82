"""HOG: the rules as parameters, the chance of each score a turn makes, and the exact solution.

One job a module: rules.py (the rules, states, the turn's scores and the recurrence), optimal.py
(the solution and its advice). Their names are all here (`hog.Hog`, `hog.solution`).
"""

from stb.hog.rules import DICE, GOALS, SIDES, Hog, State, expected_score, roll_value, turn_scores
from stb.hog.optimal import Rolls, Solution, advise, solution, solve
