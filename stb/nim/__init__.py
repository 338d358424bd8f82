"""Red-Blue Nim, a package: the game in rules.py."""

from stb.nim.rules import (BLUE, DEPTHS, FULL_SEARCH_MARBLES, PILES, POINTS, RED, SEARCH_DEPTHS, STANDARD_ORDER,
                           STRATEGIES, TAKES, RedBlueNim, State, advise, board_values, bottom_up, check_full_search,
                           ending_score, estimate, evaluate, evaluate_strategy, exact_value, move_text, move_values,
                           optimal_move, parse_move, pile_size, play_optimal, searcher, tree_size, value_table,
                           values_for)
