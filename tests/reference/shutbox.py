"""Shut the Box solved the plain way, for tools/bench.py to time the product's tables against:
recursion with functools.cache over the boards, the moves found at every call."""

import sys
from functools import cache

from stb import shutbox as s


def memoised_double_shutter(objective):
    """The straightforward peer: recursion with functools.cache over boards, moves found per call."""
    rules = s.Rules(layout="double")
    sys.setrecursionlimit(10_000)

    def end(board):
        return -s.score(rules, board) if objective == "score" else float(s.score(rules, board) == 0)

    @cache
    def value(board):
        return max(sum(float(p) * max((value(board & ~m) for m in s.legal_moves(rules, board, roll)),
                                      default=end(board))
                       for roll, p in s.roll_probabilities(dice))
                   for dice in s.dice_choices(rules, board))

    return value(s.full_board(rules))
