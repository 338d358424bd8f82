"""Chopsticks: the rules and their variants, the spec's bounded game and the loopy one solved, and
the spec's computer valued exactly against optimal play.

One job a module: rules.py (the rules, states and moves), values.py (the depth-bounded dynamic
programme, retrograde analysis without a bound, and the advice), lab.py (the spec's computer valued
against optimal play), page.py (the game as the page plays it, stb.game.Page). The names of the
first three are all here (`chopsticks.Chopsticks`, `chopsticks.advise`).
"""

from stb.chopsticks.rules import (DEAD, DEPTHS, FINGERS, HANDS, HITS, MOVES, SPEC, START, SWITCHES, Chopsticks, Rules,
                                  check_hands, ending, moved_hands, next_moves, overflow_sum, positions, taps, transfers)
from stb.chopsticks.values import (SCORES, advise, best_move_dp, bounded_outcomes, bounded_values, every_level,
                                   hands_after, outcome, reachable_levels, start_values, successor_hands,
                                   table_children, table_entry, unbounded_outcome, unbounded_outcomes)
from stb.chopsticks.lab import STRATEGIES, optimal, spec_computer
