"""Pig and Piglet: the rules as parameters, the spec's recurrences, their exact solution, and rules
of thumb valued exactly against it.

One job a module: rules.py (the rules, states and the spec's recurrences), optimal.py (the solution
and its advice), lab.py (rules of thumb valued exactly), picture.py (the policy as a map and in
words), words.py (the review's longer sentences: why a choice costs, a turn told whole). The names of the first three are all here (`pig.solution`, `pig.Pig`).
"""

from stb.pig.rules import ACTIONS, GOALS, Pig, SIDES, State, hold_value, roll_value
from stb.pig.optimal import Solution, TURNS_KEPT, advise, solution, solutions, solve
from stb.pig.lab import (HoldAt, STRATEGIES, evaluate_policy, followed_ends, hold_at, holds_throughout, keep_pace,
                         optimal, optimal_ends, roll_values, rolling_reach, stop_ends, strategy_decisions)
