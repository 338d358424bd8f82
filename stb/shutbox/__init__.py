"""Shut the Box: the classic box and Double Shutter, one player or two, and tables of N players.

One job a module: rules.py (variants, boards, dice, moves, text forms), optimal.py (optimal values
per objective), game.py (the game protocol), advice.py (the one advice, whoever plays), lab.py
(rules of thumb valued exactly); standings.py says who wins, table.py and seat.py play a table of
N players; page.py is the game in the web page (stb.game.Page). The names of rules.py to lab.py
are all here (`shutbox.solve`, `shutbox.advise`).
"""

from stb.shutbox.rules import (DICE_RULES, EMPTY, HIGH_TILE, LARGEST_ROLL, LAYOUTS, ONE_DIE_LIMIT, ROLLS, Rules,
                               SCORINGS, TILES, Tile, VARIANTS, all_boards, board_text, check_roll, dice_choices, dice_counts,
                               exposed, exposed_sum, full_board, high_tiles, is_valid_board, legal_moves, move_text,
                               moves_by_roll, moves_by_total, one_die_allowed, parse_board, parse_move,
                               playable_chance, possible_rolls, roll_chances, roll_probabilities, score, score_range,
                               standing, tile_layout, variant_cache)
from stb.shutbox.optimal import (OBJECTIVES, board_scores, chance_table, dice_values, first_player_scores, payoff,
                                 reachable_boards, score_distribution, second_player_end, second_player_payoff, second_player_table,
                                 second_player_vectors, solve, table_values)
from stb.shutbox.game import DICE_NAMES, ShutTheBox, Turn, VALUE_KINDS, aim, display_value
from stb.shutbox.advice import advise
from stb.shutbox.lab import (MOVES_KEPT, STRATEGIES, RuleOfThumb, evaluate_policy, fewest, highest, lowest, most,
                             one_die_if_allowed, optimal, policy_table, reach_chances, rule_table)
