"""Chopsticks, a package: the game in rules.py."""

from stb.chopsticks.rules import (DEAD, DEPTHS, FINGERS, HANDS, HITS, MOVES, SCORES, SPEC, START, STRATEGIES, SWITCHES,
                                  Chopsticks, Rules, advise, best_move_dp, bounded_outcomes, bounded_values,
                                  check_hands, ending, evaluate_strategy, every_level, hands_after, moved_hands,
                                  next_moves, optimal_move, outcome, overflow_sum, play_optimal, reachable_levels,
                                  spec_computer, start_values, successor_hands, taps, transfers, unbounded_outcome,
                                  unbounded_outcomes)
