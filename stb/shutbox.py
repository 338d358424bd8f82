"""Shut the Box: one row of tiles 1..n, or Double Shutter's two rows; rules, boards and moves.

A board is a bitmask of the standing tiles (bit i is tile i of `tile_layout`). A move is the
bitmask of the tiles it shuts. Everything here is a pure function of the frozen `Rules`.
"""

from bisect import bisect_left
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache, partial, wraps
from heapq import nlargest
from itertools import compress, product, repeat
from operator import ge, sub
from typing import NamedTuple

from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, TIE, Advice, rank_moves
from stb.errors import shown
from stb.game import CHANCE
from stb.progress import tracked
from stb.solvers.turns import Choice, best_values, best_vectors, choice_value, choice_vector, listed
from stb.strategies import POSITIONS, CostlyDecision, Family, StrategyValue, costliest, parse_strategy, priced

LAYOUTS = ("classic", "double")
DICE_RULES = ("two", "forced", "optional", "forced-789", "optional-789")
"""Two dice always; or one die forced, or optional, once the tiles in sight add up to
ONE_DIE_LIMIT or less (the published games), or once every tile numbered HIGH_TILE or more is
shut (the -789 rules, as Wikipedia and the Riddler state the one-die rule)."""
SCORINGS = ("sum", "digits")
ONE_DIE_LIMIT = 6
HIGH_TILE = 7
LARGEST_ROLL = 12
ROLLS = range(1, LARGEST_ROLL + 1)
"""Every total one or two six-sided dice can show."""
TILES = range(2, LARGEST_ROLL + 1)
"""Tiles in a classic row: a tile above the largest roll could never be shut (12 tiles solve in
well under a second, exact fractions included)."""


@dataclass(frozen=True)
class Rules:
    """A variant of the game; the defaults are the published games (dice default by layout)."""
    tiles: int = 9
    layout: str = "classic"
    dice: str | None = None
    scoring: str = "sum"

    def __post_init__(self):
        if self.layout not in LAYOUTS:
            raise ValueError(f"unknown layout {self.layout!r} (choose from {', '.join(LAYOUTS)})")
        if self.layout == "double" and self.tiles != 9:
            raise ValueError("Double Shutter has two rows of tiles 1-9")
        if self.tiles not in TILES:
            raise ValueError(f"a box has {TILES[0]} to {TILES[-1]} tiles, not {self.tiles}")
        if self.dice is None:
            object.__setattr__(self, "dice", "optional" if self.layout == "double" else "forced")
        if self.dice not in DICE_RULES:
            raise ValueError(f"unknown dice rule {self.dice!r} (choose from {', '.join(DICE_RULES)})")
        if self.scoring not in SCORINGS:
            raise ValueError(f"unknown scoring {self.scoring!r} (choose from {', '.join(SCORINGS)})")
        if self.scoring == "digits" and self.layout == "double":
            raise ValueError("digits scoring reads one row of tiles; Double Shutter has two")
        object.__setattr__(self, "_hash", hash((self.tiles, self.layout, self.dice, self.scoring)))

    def __hash__(self):
        return self._hash  # computed once: every solver's cache looks the rules up


VARIANTS = 4
"""The variants whose tables a process keeps, the last ones asked about (as for Pig's solutions):
what a function of the variant alone computes is kept by `lru_cache(maxsize=VARIANTS)`, what
depends on more (an objective, a board) by `variant_cache`."""


@lru_cache(maxsize=VARIANTS)
def _variant_tables(rules: Rules) -> dict:
    """What has been computed for one variant, by function and arguments."""
    return {}


def variant_cache(function):
    """`functools.cache` for a function of a variant (`rules` first) and more, whose results go with
    the variant: a process keeps those of the last VARIANTS variants asked about, and no more."""
    @wraps(function)
    def cached(rules, *args, **keywords):
        tables, key = _variant_tables(rules), (function, args, *keywords.items())
        if key not in tables:
            tables[key] = function(rules, *args, **keywords)
        return tables[key]
    return cached


@dataclass(frozen=True)
class Tile:
    """One tile: its row, the number on it, its weight in the score, and the tile in front of it."""
    row: str
    value: int
    weight: int
    front: int | None


@lru_cache(maxsize=VARIANTS)
def tile_layout(rules: Rules) -> tuple[Tile, ...]:
    """The tiles, bit by bit: the front row 1..n, then (Double Shutter) back tile 10-i behind front i."""
    if rules.layout == "classic":
        return tuple(Tile("front", v, 1, None) for v in range(1, rules.tiles + 1))
    front = tuple(Tile("front", v, 2, None) for v in range(1, 10))
    back = tuple(Tile("back", 10 - v, 1, v - 1) for v in range(1, 10))
    return front + back


def full_board(rules: Rules) -> int:
    return (1 << len(tile_layout(rules))) - 1


def standing(rules: Rules, board: int) -> list[int]:
    """Indices of the standing tiles."""
    return [i for i in range(len(tile_layout(rules))) if board >> i & 1]


def is_valid_board(rules: Rules, board: int) -> bool:
    """True unless a back tile is down while the front tile before it still stands."""
    tiles = tile_layout(rules)
    return 0 <= board <= full_board(rules) and all(
        board >> i & 1 or t.front is None or not board >> t.front & 1 for i, t in enumerate(tiles))


@lru_cache(maxsize=VARIANTS)
def _columns(rules: Rules) -> tuple[tuple[int, int, int, int], ...]:
    """Per front tile: its bit and value, and the bit and value of the tile behind it (0, 0 if none)."""
    tiles = tile_layout(rules)
    behind = {t.front: i for i, t in enumerate(tiles) if t.front is not None}
    return tuple((1 << i, t.value, 1 << behind[i] if i in behind else 0,
                  tiles[behind[i]].value if i in behind else 0)
                 for i, t in enumerate(tiles) if t.front is None)


def exposed(rules: Rules, board: int) -> list[int]:
    """Standing tiles not hidden behind a standing front tile."""
    tiles = tile_layout(rules)
    return [i for i in standing(rules, board)
            if tiles[i].front is None or not board >> tiles[i].front & 1]


def exposed_sum(rules: Rules, board: int) -> int:
    """The sum of the tiles in sight: per column, the front tile if it stands, else the back tile."""
    return sum([front_value if board & front_bit else back_value if board & back_bit else 0
                for front_bit, front_value, back_bit, back_value in _columns(rules)])


@lru_cache(maxsize=VARIANTS)
def _tile_points(rules: Rules) -> tuple[tuple[int, int], ...]:
    """Per tile: its bit and what it adds to the score while it stands."""
    return tuple((1 << i, t.weight * t.value) for i, t in enumerate(tile_layout(rules)))


def score(rules: Rules, board: int) -> int:
    """The final score if the turn ends on this board: weighted sum, or the digits read as a number."""
    if rules.scoring == "digits":
        tiles = tile_layout(rules)
        return int("".join(str(tiles[i].value) for i in standing(rules, board)) or "0")
    return sum([points for bit, points in _tile_points(rules) if board & bit])


def score_range(rules: Rules) -> range:
    """Every score a turn can end with lies in this range (the full box scores the most)."""
    return range(score(rules, full_board(rules)) + 1)


@lru_cache(maxsize=VARIANTS)
def high_tiles(rules: Rules) -> int:
    """The bitmask of the tiles numbered HIGH_TILE or more (in both of Double Shutter's rows)."""
    return sum(1 << i for i, tile in enumerate(tile_layout(rules)) if tile.value >= HIGH_TILE)


def one_die_allowed(rules: Rules, board: int) -> bool:
    """Whether the dice rule lets one die be rolled here (if the rule has one die at all)."""
    if rules.dice.endswith("-789"):
        return not board & high_tiles(rules)
    return exposed_sum(rules, board) <= ONE_DIE_LIMIT


def dice_choices(rules: Rules, board: int) -> tuple[int, ...]:
    """How many dice the player may roll here: (2,), (1,) or, with an optional rule, (1, 2)."""
    if rules.dice == "two" or not one_die_allowed(rules, board):
        return (2,)
    return (1,) if rules.dice.startswith("forced") else (1, 2)


@cache
def dice_counts(dice: int) -> tuple[tuple[int, int], ...]:
    """(total, number of ways to roll it out of 6 ** dice) for one or two six-sided dice."""
    counts = {}
    for faces in product(range(1, 7), repeat=dice):
        counts[sum(faces)] = counts.get(sum(faces), 0) + 1
    return tuple(sorted(counts.items()))


def roll_probabilities(dice: int) -> tuple[tuple[int, Fraction], ...]:
    """(total, exact probability) for one or two fair six-sided dice."""
    return tuple((total, Fraction(ways, 6 ** dice)) for total, ways in dice_counts(dice))


def possible_rolls(rules: Rules, board: int) -> set[int]:
    return {total for dice in dice_choices(rules, board) for total, _ in roll_probabilities(dice)}


def check_roll(rules: Rules, board: int, roll: int) -> None:
    """A ValueError unless the dice one may roll at this board can show `roll`."""
    rolls = possible_rolls(rules, board)
    if roll not in rolls:
        raise ValueError(f"a roll of {roll} cannot happen here (the dice allow {min(rolls)}-{max(rolls)})")


def _column_shuts(column, board: int) -> list[tuple[int, int]]:
    """What one column lets a move shut: its exposed tile, or the front and back tiles together."""
    front_bit, front_value, back_bit, back_value = column
    if board & front_bit:
        both = [(front_bit | back_bit, front_value + back_value)] if board & back_bit else []
        return [(front_bit, front_value)] + both
    return [(back_bit, back_value)] if board & back_bit else []


def _extend(moves_by_total, shuts) -> list[tuple[int, ...]]:
    """Moves that add at most one of `shuts` to a move of `moves_by_total` (indexed by total)."""
    extended = list(moves_by_total)
    for bits, value in shuts:
        for total in range(LARGEST_ROLL + 1 - value):
            if moves_by_total[total]:
                extended[total + value] += tuple([move | bits for move in moves_by_total[total]])
    return extended


@variant_cache
def _moves_within(rules: Rules, count: int, board: int) -> tuple[tuple[int, ...], ...]:
    """Moves by total that shut tiles of the first `count` columns only (`board` holds just those)."""
    if count == 0:
        return ((0,),) + ((),) * LARGEST_ROLL
    column = _columns(rules)[count - 1]
    earlier = _moves_within(rules, count - 1, board & ~(column[0] | column[2]))
    return tuple(_extend(earlier, _column_shuts(column, board)))


def moves_by_total(rules: Rules, board: int) -> list[tuple[int, ...]]:
    """Indexed by roll total: every legal move for that roll (index 0: the empty move).

    Moves within the first columns are shared by many boards, so they are built column by column.
    """
    columns = _columns(rules)
    last = columns[-1]
    earlier = _moves_within(rules, len(columns) - 1, board & ~(last[0] | last[2]))
    return _extend(earlier, _column_shuts(last, board))


def moves_by_roll(rules: Rules, board: int) -> dict[int, tuple[int, ...]]:
    """Every legal move from this board (the tiles it shuts), keyed by the roll total it uses up."""
    return {total: tuple(moves) for total, moves in enumerate(moves_by_total(rules, board)) if total and moves}


def legal_moves(rules: Rules, board: int, roll: int) -> tuple[int, ...]:
    return moves_by_roll(rules, board).get(roll, ())


def roll_chances(rules: Rules, board: int, dice: int) -> tuple[tuple[int, Fraction, bool], ...]:
    """Each total that `dice` dice can show at this board: its exact chance, and whether a move uses it."""
    by_roll = moves_by_roll(rules, board)
    return tuple((total, chance, total in by_roll) for total, chance in roll_probabilities(dice))


def playable_chance(rules: Rules, board: int, dice: int) -> Fraction:
    """The chance that a roll of `dice` dice at this board can be played: that the turn goes on."""
    return sum((chance for _, chance, playable in roll_chances(rules, board, dice) if playable), Fraction(0))


@lru_cache(maxsize=VARIANTS)
def all_boards(rules: Rules) -> tuple[int, ...]:
    """Every valid board, in increasing order, so each board comes after all boards it can reach."""
    column_states = [(0, front) if not back else (0, back, front | back)  # a front tile falls first
                     for front, _, back, _ in _columns(rules)]
    return tuple(sorted(sum(states) for states in product(*column_states)))


# ---- text forms -------------------------------------------------------------------------------

EMPTY = "-"


def _row_text(values) -> str:
    values = sorted(values)
    if not values:
        return EMPTY
    if max(values) < 10:
        return "".join(map(str, values))
    return ",".join(map(str, values)) + "," * (len(values) == 1)  # '12,': '12' is tiles 1 and 2


def board_text(rules: Rules, board: int) -> str:
    """Standing tiles as digits ('146789'), commas past 9 ('1,2,10'; a lone tile past 9 with a comma
    after it, '12,'), '-' for none; 'FRONT/BACK' for two rows."""
    tiles = tile_layout(rules)
    rows = [[t.value for i, t in enumerate(tiles) if board >> i & 1 and t.row == row]
            for row in ("front", "back")[:1 + (rules.layout == "double")]]
    return "/".join(_row_text(values) for values in rows)


OLD_LONE_TILES = ("10", "11")
"""How a lone tile 10 or 11 was written before it had its comma: a tile per digit cannot read them,
so each reads as that tile. ('12', written then for tile 12 alone too, stays tiles 1 and 2, as it
always read.)"""


def _parse_row(text: str, largest: int, row: str) -> list[int]:
    """Digits, a tile each; or tiles separated by commas, a comma after the last allowed."""
    if text == EMPTY:
        return []
    parts = [text] if text in OLD_LONE_TILES else text.removesuffix(",").split(",") if "," in text else list(text)
    if not all(part.isascii() and part.isdigit() and len(part) <= 2 for part in parts):
        raise ValueError(f"{shown(text)} is not a list of tiles (digits like 146789, or 1,2,10, or 12,)")
    values = [int(part) for part in parts]
    for value in values:
        if not 1 <= value <= largest:
            raise ValueError(f"there is no tile {value} in the {row} row (tiles are 1-{largest})")
    if values != sorted(set(values)):
        raise ValueError(f"tiles {shown(text)} must be listed once each, in increasing order")
    return values


def parse_board(rules: Rules, text: str) -> int:
    """Inverse of `board_text`; a ValueError says what is wrong in one line."""
    tiles = tile_layout(rules)
    rows = ("front", "back")[:1 + (rules.layout == "double")]
    parts = text.strip().split("/")
    if len(parts) != len(rows):
        form = "FRONT/BACK, e.g. 123456789/123456789" if len(rows) == 2 else "one row, e.g. 146789"
        raise ValueError(f"position {shown(text)} should be {form}")
    largest = max(t.value for t in tiles)
    board = 0
    for row, part in zip(rows, parts):
        for value in _parse_row(part, largest, row):
            board |= 1 << next(i for i, t in enumerate(tiles) if t.row == row and t.value == value)
    if not is_valid_board(rules, board):
        raise ValueError(f"position {shown(text)}: a back tile is down while the front tile before it stands")
    return board


def move_text(rules: Rules, move: int) -> str:
    """The tiles a move shuts, as the spec prints them: '[3, 9]'; back-row tiles as 'b9'."""
    tiles = tile_layout(rules)
    names = [("b" if tiles[i].row == "back" else "") + str(tiles[i].value) for i in standing(rules, move)]
    return "[" + ", ".join(names) + "]"


def parse_move(rules: Rules, board: int, roll: int, text: str) -> int:
    """The legal move whose text is `text` (spaces and brackets optional)."""
    wanted = text.replace(" ", "").strip("[]")
    for move in legal_moves(rules, board, roll):
        if move_text(rules, move).replace(" ", "").strip("[]") == wanted:
            return move
    raise ValueError(f"{shown(text)} is not a legal move for a roll of {roll}")


# ---- solving ------------------------------------------------------------------------------------

OBJECTIVES = ("score", "shut", "at-most", "first", "second")
"""least expected score; best chance to shut; best chance of a score <= T; two players' expected wins."""


@lru_cache(maxsize=VARIANTS)
def _chance_table(rules: Rules) -> dict:
    """Board -> a `Choice` per number of dice it may roll (boards in `all_boards` order)."""
    totals = {dice: slice(dice, 6 * dice + 1) for dice in (1, 2)}
    ways = {dice: tuple(w for _, w in dice_counts(dice)) for dice in (1, 2)}
    table = {}
    for board in tracked(all_boards(rules)):
        moves = moves_by_total(rules, board)
        choices = []
        for dice in dice_choices(rules, board):
            by_roll = moves[totals[dice]]
            weights = tuple(compress(ways[dice], by_roll))  # the rolls that leave a move
            choices.append(Choice(6 ** dice, 6 ** dice - sum(weights), weights, tuple(compress(by_roll, by_roll))))
        table[board] = choices
    return table


@lru_cache(maxsize=VARIANTS)
def _scores(rules: Rules) -> tuple[int, ...]:
    return tuple(score(rules, board) for board in all_boards(rules))


@lru_cache(maxsize=VARIANTS)
def reachable_boards(rules: Rules) -> frozenset[int]:
    """Every board a turn from a full box can reach."""
    reachable, frontier = {full_board(rules)}, [full_board(rules)]
    while frontier:
        board = frontier.pop()
        moves = moves_by_roll(rules, board)
        for roll in possible_rolls(rules, board):
            for move in moves.get(roll, ()):
                if board & ~move not in reachable:
                    reachable.add(board & ~move)
                    frontier.append(board & ~move)
    return frozenset(reachable)


@lru_cache(maxsize=VARIANTS)
def first_player_scores(rules: Rules) -> frozenset[int]:
    """Every score player one's turn can end with (the box shut, score 0, ends the game instead)."""
    return frozenset(score(rules, board) for board in reachable_boards(rules)
                     if any(not moves_by_roll(rules, board).get(roll) for roll in possible_rolls(rules, board))) - {0}


def _second_player_end(scores: list[int], end: int, exact: bool) -> list:
    """What ending the turn with the score `end` is worth to player two against each of player
    one's `scores` up to `end`: a loss, or half on a tie (against a higher one, a win)."""
    zero, half = (Fraction(0), Fraction(1, 2)) if exact else (0.0, 0.5)
    return [zero] * bisect_left(scores, end) + [half] * (end in scores)


def _second_player_ends(rules: Rules, exact: bool):
    """Every score a turn can end with but 0, and per board (in `all_boards` order) its
    `_second_player_end` against them."""
    scores = sorted(set(_scores(rules)) - {0})
    return scores, [_second_player_end(scores, end, exact) for end in _scores(rules)]


def second_player_vectors(rules: Rules, table: dict, exact: bool = False):
    """Every score a turn can end with, and per board player two's expected wins against each of
    them when it makes the best of `table`'s choices (`table_values` for every score at once),
    listed only up to the board's own score: against a higher one player two has won (1)."""
    scores, ends = _second_player_ends(rules, exact)
    size = full_board(rules) + 1
    return scores, best_vectors(table, ends, size, [Fraction(1) if exact else 1.0] * size)


@variant_cache
def second_player_table(rules: Rules, exact: bool = False):
    """`second_player_vectors` under optimal play."""
    return second_player_vectors(rules, _chance_table(rules), exact)


def _payoff(rules: Rules, objective: str, target: int | None, exact: bool):
    """What ending the turn with a given score is worth under an objective (bigger is better)."""
    one, zero, half = (Fraction(1), Fraction(0), Fraction(1, 2)) if exact else (1.0, 0.0, 0.5)
    if objective == "score":
        return lambda s: -one * s
    if objective in ("shut", "at-most"):
        bound = 0 if objective == "shut" else target
        return lambda s: one if s <= bound else zero
    if objective == "second":
        return lambda s: one if s < target else half if s == target else zero
    if objective == "first":
        scores, second_wins = second_player_table(rules, exact)
        at_start = dict(zip(scores, second_wins[full_board(rules)]))
        return lambda s: one if s == 0 else one - at_start[s]
    raise ValueError(f"unknown objective {objective!r} (choose from {', '.join(OBJECTIVES)})")


@variant_cache
def solve(rules: Rules, objective: str, target: int | None = None, exact: bool = False):
    """Board -> optimal value for one objective; bigger is better (so `score` holds minus the score).

    `at-most` takes the score bound as `target`, `second` player one's final score; `first`
    is player one's expected wins, `second` player two's (against a score a turn can end with,
    read from `second_player_table`, where every such score is solved at once).
    """
    scores, table = second_player_table(rules, exact) if objective == "second" else ((), None)
    if target not in scores:
        return table_values(rules, _chance_table(rules), objective, target, exact)
    column, won = scores.index(target), Fraction(1) if exact else 1.0
    return [wins if wins is None else wins[column] if column < len(wins) else won for wins in table]


def table_values(rules: Rules, table: dict, objective: str, target=None, exact=False) -> list:
    """Board -> expected payoff for an objective when the player makes the best of `table`'s
    choices: optimal play over `_chance_table`, one policy's play over its `policy_table`."""
    payoff = _payoff(rules, objective, target, exact)
    return best_values(table, [payoff(s) for s in _scores(rules)], full_board(rules) + 1)


def dice_values(rules: Rules, objective: str, board: int, target=None, exact=False) -> dict[int, float]:
    """{number of dice: expected value of rolling them} for each dice choice at this board."""
    values = solve(rules, objective, target, exact)
    end = _payoff(rules, objective, target, exact)(score(rules, board))
    choices = _chance_table(rules)[board]
    return {dice: choice_value(values, board, choice, end) for dice, choice in zip(dice_choices(rules, board), choices)}


@variant_cache
def score_distribution(rules: Rules, objective: str, target=None, exact=False) -> dict[int, float]:
    """{final score: probability} from a full box when playing optimally for the objective."""
    values, payoff = solve(rules, objective, target, exact), _payoff(rules, objective, target, exact)
    walk = best_turn_walk(rules, [None if v is None else [v] for v in values], [[payoff(s)] for s in _scores(rules)])
    return walk_final_scores(rules, walk, {full_board(rules): Fraction(1) if exact else 1.0})


def best_turn_walk(rules: Rules, values: list, end_vectors: list) -> dict[int, list]:
    """Per board, where the turn goes for a player who makes the best of `values` (one-entry lists
    per board; on a tie the first choice and move), `end_vectors` (boards in `all_boards` order)
    being what ending it there is worth: [(chance, the next board, or None: the turn ends), ...]."""
    ends, number, walk = dict(zip(all_boards(rules), end_vectors)), type(end_vectors[0][0]), {}
    for board, choices in _chance_table(rules).items():  # max() keeps the first of equal values
        choice = max(choices, key=lambda c: choice_vector(values, board, c, ends[board])[0]) if len(choices) > 1 else choices[0]
        walk[board] = [(number(choice.stuck) / choice.denominator, None)] if choice.stuck else []
        walk[board] += [(number(ways) / choice.denominator, board ^ max(moves, key=lambda m: values[board ^ m][0]))
                        for ways, moves in zip(choice.weights, choice.moves)]
    return walk


def walk_final_scores(rules: Rules, walk: dict, start: dict) -> dict[int, float]:
    """{final score: its chance} for turns that go as `walk` says from the boards of `start` (board ->
    chance)."""
    mass, distribution = dict(start), {}
    for board in reversed(all_boards(rules)):
        chance = mass.pop(board, 0)
        for step, after in walk[board] if chance else ():
            key, totals = (score(rules, board), distribution) if after is None else (after, mass)
            totals[key] = totals[key] + chance * step if key in totals else chance * step
    return dict(sorted(distribution.items()))


def final_score_vectors(rules: Rules, values: list, end_vectors: list, start: dict, beyond=None):
    """({final score: its chance per payoff}, {board: chances per payoff its list drops}) for a
    player who starts from `start` (board -> chances) and makes the best of `values` (lists as
    `best_vectors` makes them, with `beyond`; on a tie the first choice and move); `end_vectors`
    (boards in `all_boards` order) are what ending the turn there is worth."""
    table, ends = _chance_table(rules), dict(zip(all_boards(rules), end_vectors))
    mass, distribution, unlisted = {}, {}, {}

    def arrive(board, chances, factor):
        covered = len(ends[board])
        add_scaled(mass, board, chances if covered >= len(chances) else chances[:covered], factor)
        if covered < len(chances):
            add_scaled(unlisted, board, chances[covered:], factor)

    number = type(next(iter(start.values()), [1.0])[0])  # float, or Fraction for exact sums
    for board, chances in start.items():
        arrive(board, chances, number(1))
    for board in reversed(all_boards(rules)):
        if board not in mass:
            continue
        weight, choices, length = mass.pop(board), table[board], len(ends[board])
        if len(choices) > 1:
            expected = [choice_vector(values, board, choice, ends[board], beyond) for choice in choices]
            parts = zip(choices, first_best(expected, weight))
        else:
            parts = [(choices[0], weight)]
        for choice, part in parts:
            if choice.stuck:
                add_scaled(distribution, score(rules, board), part, number(choice.stuck) / choice.denominator)
            for ways, moves in zip(choice.weights, choice.moves):
                reached = (first_best([listed(values, board ^ m, length, beyond) for m in moves], part)
                           if len(moves) > 1 else [part])
                for move, got in zip(moves, reached):
                    if got:
                        arrive(board ^ move, got, number(ways) / choice.denominator)
    return dict(sorted(distribution.items())), unlisted


def first_best(vectors: list[list], weight: list) -> list[list]:
    """`weight` split among the vectors: each entry goes to the first vector that is largest there
    (a vector that gets nothing gets an empty list)."""
    best = vectors[0]
    for other in vectors[1:]:
        best = [x if x >= y else y for x, y in zip(best, other)]
    parts, left = [], weight
    for vector in vectors:
        if vector == best:  # largest everywhere, the usual case: what is left is all its own
            return parts + [left] + [[]] * (len(vectors) - len(parts) - 1)
        largest = [x == b for x, b in zip(vector, best)]
        parts.append([w * is_best for w, is_best in zip(left, largest)] if any(largest) else [])
        left = [w - p for w, p in zip(left, parts[-1])] if parts[-1] else left
    return parts


def add_scaled(totals: dict, key, vector: list, factor) -> None:
    """totals[key] += vector * factor, entry by entry, the shorter list read as ending in zeros
    (nothing when the vector is all zero)."""
    if any(vector):
        old = totals.get(key, [])
        summed = [t + x * factor for t, x in zip(old, vector)]
        if len(old) != len(vector):
            summed += old[len(summed):] + [x * factor for x in vector[len(summed):]]
        totals[key] = summed


# ---- the game protocol and advice ---------------------------------------------------------------


class Turn(NamedTuple):
    """A state: whose turn, the standing tiles, player one's final score (in player two's turn),
    the dice chosen (None: not yet) and the roll (None: not yet rolled)."""
    player: int
    board: int
    first_score: int | None = None
    dice: int | None = None
    roll: int | None = None


@dataclass(frozen=True)
class ShutTheBox:
    """The game in the shape of `stb.game.Game`: one player for an objective, or two (`first`)."""
    rules: Rules = Rules()
    objective: str = "first"
    target: int | None = None

    def initial_state(self) -> Turn:
        return Turn(0, full_board(self.rules))

    def to_move(self, state: Turn) -> int:
        return CHANCE if state.dice is not None and state.roll is None else state.player

    def actions(self, state: Turn) -> tuple:
        if state.dice is None:
            return dice_choices(self.rules, state.board)
        return legal_moves(self.rules, state.board, state.roll)

    def chance_outcomes(self, state: Turn):
        return roll_probabilities(state.dice)

    def result(self, state: Turn, action: int) -> Turn:
        if state.dice is None:
            return state._replace(dice=action)
        if state.roll is None:
            rolled = state._replace(roll=action)
            if self.objective == "first" and state.player == 0 and not self.actions(rolled):
                return Turn(1, full_board(self.rules), score(self.rules, state.board))
            return rolled
        return Turn(state.player, state.board & ~action, state.first_score)

    def is_terminal(self, state: Turn) -> bool:
        if state.board == 0:
            return True
        if state.player == 1 and score(self.rules, state.board) < state.first_score:
            return True
        return state.roll is not None and not self.actions(state)

    def utility(self, state: Turn):
        end = score(self.rules, state.board)
        if self.objective != "first":
            return _payoff(self.rules, self.objective, self.target, exact=True)(end)
        if state.player == 0:
            return Fraction(1)
        return Fraction(end > state.first_score, 1) + Fraction(end == state.first_score, 2)

    def state_text(self, state: Turn) -> str:
        words = [board_text(self.rules, state.board)]
        words += [f"vs {state.first_score}"] if state.player == 1 else []
        words += [f"dice {state.dice}"] if state.dice is not None else []
        words += [f"roll {state.roll}"] if state.roll is not None else []
        return " ".join(words)

    def parse_state(self, text: str) -> Turn:
        words = text.split()
        if not words or len(words) % 2 == 0:
            raise ValueError(f"state {shown(text)} should be BOARD [vs SCORE] [dice N] [roll R]")
        fields = {"vs": None, "dice": None, "roll": None}
        for key, number in zip(words[1::2], words[2::2]):
            if key not in fields or not (number.isascii() and number.isdigit() and len(number) <= 15):
                raise ValueError(f"state {shown(text)}: expected 'vs', 'dice' or 'roll' and a number of at most 15 digits")
            fields[key] = int(number)
        player = 0 if fields["vs"] is None else 1
        return Turn(player, parse_board(self.rules, words[0]), fields["vs"], fields["dice"], fields["roll"])


VALUE_KINDS = {"score": "expected score", "shut": "probability", "at-most": "probability",
               "first": "expected wins", "second": "expected wins"}
DICE_NAMES = {1: "roll one die", 2: "roll two dice"}


def display_value(objective: str, value):
    """Tables hold minus the score so that bigger is better; people read the score itself."""
    return -value if objective == "score" else value


def advise(rules: Rules, objective: str, board: int, roll=None, first_score=None, target=None,
           exact=False) -> Advice:
    """The position's value and, for a roll, every legal move (or, before it, every dice choice)."""
    target = first_score if objective == "second" else target
    values = solve(rules, objective, target, exact)
    minimize = objective == "score"
    if roll is None:
        by_dice = dice_values(rules, objective, board, target, exact)
        options = [(DICE_NAMES[d], display_value(objective, v)) for d, v in by_dice.items()]
        moves = rank_moves(options, minimize=minimize) if len(options) > 1 else ()
        value = display_value(objective, max(by_dice.values()))
    else:
        check_roll(rules, board, roll)
        options = [(move_text(rules, m), display_value(objective, values[board & ~m]))
                   for m in legal_moves(rules, board, roll)]
        moves = rank_moves(options, minimize=minimize) if options else ()
        end = _payoff(rules, objective, target, exact)(score(rules, board))
        value = moves[0].value if moves else display_value(objective, end)
    return Advice(board_text(rules, board), VALUE_KINDS[objective], value, moves)


# ---- rules of thumb, valued exactly against optimal play ----------------------------------------

MOVES_KEPT = VARIANTS * 1024
"""`_high_first` keeps this many moves: no variant has a thousand different moves (Double
Shutter has 577), and each recurs over many boards."""


@lru_cache(maxsize=MOVES_KEPT)
def _high_first(rules: Rules, move: int) -> tuple[tuple[int, int], ...]:
    """The tiles a move shuts as (number, weight), highest first: a front tile before the back tile
    of its number, as it counts double."""
    tiles = tile_layout(rules)
    return tuple(sorted([(tiles[i].value, tiles[i].weight) for i in standing(rules, move)], reverse=True))


@lru_cache(maxsize=MOVES_KEPT)
def _low_first(rules: Rules, move: int) -> tuple[tuple[int, int], ...]:
    """The same, lowest first: a back tile before the front tile of its number."""
    return _high_first(rules, move)[::-1]


def highest(rules: Rules, moves) -> int:
    """The move with the highest tile; on a tie, the one with the higher next tile, and so on."""
    return max(moves, key=partial(_high_first, rules))


def lowest(rules: Rules, moves) -> int:
    """The move with the lowest tile; on a tie, the one with the lower next tile, and so on."""
    return min(moves, key=partial(_low_first, rules))


def fewest(rules: Rules, moves) -> int:
    """The move with the fewest tiles; on a tie, as `highest`."""
    count = min([move.bit_count() for move in moves])
    return highest(rules, [move for move in moves if move.bit_count() == count])


def most(rules: Rules, moves) -> int:
    """The move with the most tiles; on a tie, as `highest`."""
    count = max([move.bit_count() for move in moves])
    return highest(rules, [move for move in moves if move.bit_count() == count])


def one_die_if_allowed(rules: Rules, board: int) -> int:
    """Every rule of thumb's dice: one die whenever the rules allow it, as two dice would then
    mostly overshoot."""
    return dice_choices(rules, board)[0]


STRATEGIES = {
    "highest": Family(highest, "Highest tile first", "shuts the highest tile it can (then the next highest, ...)"),
    "fewest": Family(fewest, "Fewest tiles", "shuts as few tiles as it can (on a tie, the highest)"),
    "most": Family(most, "Most tiles", "shuts as many tiles as it can (on a tie, the highest)"),
    "lowest": Family(lowest, "Lowest tile first", "shuts the lowest tile it can (then the next lowest, ...)"),
}
"""The rules of thumb by name; under the optional dice rule each rolls one die whenever it may."""


def policy_table(rules: Rules, dice_for, move_for) -> dict:
    """`_chance_table` cut down to one policy: per board only the choice of `dice_for(board)` (asked
    only where there is a choice), per roll only `move_for(board, moves)`, so that `table_values`
    over it evaluates the policy."""
    table = {}
    for board, choices in _chance_table(rules).items():
        choice = choices[0] if len(choices) == 1 else choices[dice_choices(rules, board).index(dice_for(board))]
        table[board] = [choice._replace(moves=tuple([(move_for(board, moves),) for moves in choice.moves]))]
    return table


def strategy_table(rules: Rules, name: str) -> dict:
    """The `policy_table` of a rule of thumb named in `STRATEGIES`. A rule of thumb looks only at
    the moves, and lists of moves recur over the boards (each about four times in Double Shutter),
    so it is asked once per list."""
    strategy, _ = parse_strategy(name, STRATEGIES)
    choose = cache(partial(strategy, rules))
    return policy_table(rules, partial(one_die_if_allowed, rules), lambda board, moves: choose(moves))


def reach_chances(rules: Rules, table: dict, exact=False) -> dict[int, float]:
    """Board -> the chance that a turn from a full box, played by a `policy_table`, meets it; boards
    only shrink, so each board passes its chance on to smaller ones, the largest first."""
    reach = {full_board(rules): Fraction(1) if exact else 1.0}
    for board in reversed(all_boards(rules)):
        if board in reach:
            (choice,) = table[board]
            for ways, (move,) in zip(choice.weights, choice.moves):
                reach[board ^ move] = reach.get(board ^ move, 0) + reach[board] * ways / choice.denominator
    return reach


def _roll_of(rules: Rules, move: int) -> int:
    """The roll a move uses up: the numbers on the tiles it shuts."""
    tiles = tile_layout(rules)
    return sum(tiles[i].value for i in standing(rules, move))


def _decisions(rules: Rules, dice_for, table, reach):
    """Each decision a `policy_table` meets, as (chance of meeting it, board, dice, moves, the
    policy's move): a choice of dice has moves and move None, a roll more than one move."""
    for board, chance in reach.items():
        options, dice = dice_choices(rules, board), dice_for(board)
        if len(options) > 1:
            yield chance, board, dice, None, None
        choice, (played,) = _chance_table(rules)[board][options.index(dice)], table[board]
        for ways, moves, (move,) in zip(choice.weights, choice.moves, played.moves):
            if len(moves) > 1:
                yield chance * ways / choice.denominator, board, dice, moves, move


def _policy_costs(rules: Rules, objective: str, target, dice_for, table, reach, exact):
    """Each decision a policy meets for a one-player objective, as (chance of meeting it, its cost
    against the optimal values, board, dice, move, target)."""
    values = solve(rules, objective, target, exact)
    for chance, board, dice, moves, move in _decisions(rules, dice_for, table, reach):
        if moves is None:
            by_dice = dice_values(rules, objective, board, target, exact)
            yield chance, max(by_dice.values()) - by_dice[dice], board, dice, move, target
        else:
            yield chance, max([values[board ^ m] for m in moves]) - values[board ^ move], board, dice, move, target


def _second_player_costs(rules: Rules, first_scores: dict, dice_for, table, reach, exact):
    """`_policy_costs` for player two against each of player one's final scores at once (target:
    that score), `first_scores` giving their chances; the costs are vectors over the scores, up to
    the board's own (against a lower score player two has won already)."""
    scores, values = second_player_table(rules, exact)
    beyond = [Fraction(1) if exact else 1.0] * len(values)  # against a lower score player two has won
    chances = [first_scores.get(first, 0) for first in scores]
    for chance, board, dice, moves, move in _decisions(rules, dice_for, table, reach):
        if moves is None:
            end = _second_player_end(scores, score(rules, board), exact)
            by_dice = [choice_vector(values, board, choice, end, beyond) for choice in _chance_table(rules)[board]]
            costs = map(sub, map(max, *by_dice), by_dice[dice_choices(rules, board).index(dice)])
        else:
            length = len(values[board])
            best = map(max, *[listed(values, board ^ m, length, beyond) for m in moves])
            costs = map(sub, best, listed(values, board ^ move, length, beyond))
        costs = list(costs)
        for first, first_chance, cost in compress(zip(scores, chances, costs), map(ge, costs, repeat(TIE))):
            if first_chance:
                yield first_chance * chance, cost, board, dice, move, first


def _costly_decision(rules: Rules, objective: str, target, exact, reach, board, dice, move) -> CostlyDecision:
    """One decision (a choice of dice if `move` is None) in the words of `advise`, which also
    prices it; player two's, facing player one's score, under `second`."""
    first_score = target if objective == "second" else None
    roll = None if move is None else _roll_of(rules, move)
    advice = advise(rules, objective, board, roll, first_score, target, exact)
    played = DICE_NAMES[dice] if roll is None else move_text(rules, move)
    position = Turn(int(first_score is not None), board, first_score, None if roll is None else dice, roll)
    return priced(advice, ShutTheBox(rules).state_text(position), played, reach)


def _costliest_decisions(rules: Rules, objective: str, costs, exact, positions) -> list[CostlyDecision]:
    """The `positions` decisions (None: all) of `costs` (as `_policy_costs` yields them) of largest
    expected cost, best moves left out, as `CostlyDecision`s."""
    costly = (decision for decision in costs if decision[1] >= TIE)
    top = (sorted(costly, key=_expected_cost, reverse=True) if positions is None
           else nlargest(positions, costly, key=_expected_cost))
    return [_costly_decision(rules, objective, target, exact, meet, board, dice, move)
            for meet, _, board, dice, move, target in top]


def _expected_cost(decision) -> float:
    """A decision's chance of being met times its cost, for a decision as `_policy_costs` yields it."""
    return decision[0] * decision[1]


def policy_value(rules: Rules, objective: str, dice_for, table, target=None, exact=False, positions=POSITIONS):
    """A policy's value for a one-player objective (`display_value`'s sign: the expected score
    under `score`), and its `positions` costliest decisions (None: all), as `CostlyDecision`s."""
    reach = reach_chances(rules, table, exact)
    costs = _policy_costs(rules, objective, target, dice_for, table, reach, exact)
    value = table_values(rules, table, objective, target, exact)[full_board(rules)]
    return display_value(objective, value), _costliest_decisions(rules, objective, costs, exact, positions)


def evaluate_strategy(rules: Rules, objective: str, name: str, target=None, exact=False,
                      positions=POSITIONS) -> StrategyValue:
    """A rule of thumb's exact value beside the optimal one, and its costliest decisions. Under
    `first` it plays player two against player one's optimal policy (`score_distribution`'s, which
    takes the first best move in `legal_moves` order): a sum over player one's final scores."""
    _, about = parse_strategy(name, STRATEGIES)
    table, dice_for = strategy_table(rules, name), partial(one_die_if_allowed, rules)
    description = about + ("; one die whenever it may" if rules.dice.startswith("optional") else "")
    unit = EXPECTED_SCORE if objective == "score" else CHANCE_POINTS
    if objective != "first":
        value, costly = policy_value(rules, objective, dice_for, table, target, exact, positions)
        optimal = display_value(objective, solve(rules, objective, target, exact)[full_board(rules)])
        return StrategyValue(name, description, 1 if objective == "second" else None, unit, value, optimal,
                             costliest(costly, positions))
    first_scores = score_distribution(rules, "first", exact=exact)  # a shut box (0) wins for player one at once
    scores, played = second_player_vectors(rules, table, exact)
    value = sum(first_scores.get(first, 0) * wins for first, wins in zip(scores, played[full_board(rules)]))
    costs = _second_player_costs(rules, first_scores, dice_for, table, reach_chances(rules, table, exact), exact)
    costly = _costliest_decisions(rules, "second", costs, exact, positions)
    optimal = 1 - solve(rules, "first", None, exact)[full_board(rules)]
    return StrategyValue(name, description, 1, unit, value, optimal, costliest(costly, positions))
