"""Red-Blue Nim: the rules, their exact values, the spec's computer, and that computer valued
exactly against optimal play.

One job a module: rules.py (the rules, states and text forms), values.py (exact values by backward
induction, and the advice), search.py (the spec's computer: its evaluation function and alpha-beta
search), lab.py (the spec's computer valued against optimal play), page.py (the game as the page
plays it, stb.game.Page). The names of the first four are all here (`nim.RedBlueNim`, `nim.advise`).
"""

from stb.nim.rules import (BLUE, PILES, POINTS, RED, STANDARD_ORDER, RedBlueNim, State, ending_score, move_text,
                           parse_move, pile_size)
from stb.nim.values import (TAKES, advise, board_values, bottom_up, exact_value, move_values, tree_size, value_table,
                            values_for)
from stb.nim.search import (COLD, DEPTHS, FINISH, FULL_SEARCH_MARBLES, HOT, check_full_search, estimate, estimate_case,
                             Searcher, evaluate, searcher, stake_of)
from stb.nim.lab import SEARCH_DEPTHS, STRATEGIES, optimal
