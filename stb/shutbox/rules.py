"""Shut the Box: one row of tiles 1..n, or Double Shutter's two rows; rules, boards and moves.

A board is a bitmask of the standing tiles (bit i is tile i of `tile_layout`). A move is the
bitmask of the tiles it shuts. Everything here is a pure function of the frozen `Rules`.
"""

from dataclasses import dataclass
from fractions import Fraction
from functools import cache, lru_cache, wraps
from itertools import product

from stb.errors import shown
from stb.i18n import _

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
"""Tiles in a classic row: a tile above the largest roll could never be shut."""


@dataclass(frozen=True)
class Rules:
    """A variant of the game; the defaults are the published games (dice default by layout)."""
    tiles: int = 9
    layout: str = "classic"
    dice: str | None = None
    scoring: str = "sum"

    def __post_init__(self):
        if self.layout not in LAYOUTS:
            # Translators: an error: a box ({layout}) the game does not know; {layouts}: the names it knows
            raise ValueError(_("unknown layout {layout} (choose from {layouts})").format(
                layout=repr(self.layout), layouts=", ".join(LAYOUTS)))
        if self.layout == "double" and self.tiles != 9:
            # Translators: an error: Double Shutter's tiles are fixed (two rows, each of tiles 1 to 9)
            raise ValueError(_("Double Shutter has two rows of tiles 1-9"))
        if self.tiles not in TILES:
            # Translators: an error: how many tiles a box may have, {low} to {high}, not {tiles}
            raise ValueError(_("a box has {low} to {high} tiles, not {tiles}").format(
                low=TILES[0], high=TILES[-1], tiles=self.tiles))
        if self.dice is None:
            object.__setattr__(self, "dice", "optional" if self.layout == "double" else "forced")
        if self.dice not in DICE_RULES:
            # Translators: an error: a dice rule ({rule}) the game does not know; {rules}: the names it knows
            raise ValueError(_("unknown dice rule {rule} (choose from {rules})").format(
                rule=repr(self.dice), rules=", ".join(DICE_RULES)))
        if self.scoring not in SCORINGS:
            # Translators: an error: a scoring ({scoring}) the game does not know; {scorings}: the names it knows
            raise ValueError(_("unknown scoring {scoring} (choose from {scorings})").format(
                scoring=repr(self.scoring), scorings=", ".join(SCORINGS)))
        if self.scoring == "digits" and self.layout == "double":
            # Translators: an error: "digits" scoring reads the standing tiles as one number, which needs one row
            raise ValueError(_("digits scoring reads one row of tiles; Double Shutter has two"))
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


@cache
def roll_probabilities(dice: int) -> tuple[tuple[int, Fraction], ...]:
    """(total, exact probability) for one or two fair six-sided dice."""
    return tuple((total, Fraction(ways, 6 ** dice)) for total, ways in dice_counts(dice))


def possible_rolls(rules: Rules, board: int) -> set[int]:
    return {total for dice in dice_choices(rules, board) for total, _ in roll_probabilities(dice)}


def check_roll(rules: Rules, board: int, roll: int) -> None:
    """A ValueError unless the dice one may roll at this board can show `roll`."""
    rolls = possible_rolls(rules, board)
    if roll not in rolls:
        # Translators: an error: a roll's total ({roll}) the dice allowed here cannot show, {low} to {high} being those they can
        raise ValueError(_("a roll of {roll} cannot happen here (the dice allow {low}-{high})").format(
            roll=roll, low=min(rolls), high=max(rolls)))


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


@lru_cache(maxsize=100_000)
def playable_rolls(rules: Rules, board: int, rolls: int) -> Fraction:
    """The chance that the next `rolls` rolls at this board can all be played, each roll's dice and
    tiles chosen to keep the turn going (its best chance to roll on, whatever the score)."""
    if rolls == 0 or board == 0:
        return Fraction(1)
    by_roll = moves_by_roll(rules, board)
    return max(sum((chance * max(playable_rolls(rules, board & ~move, rolls - 1) for move in by_roll[total])
                    for total, chance in roll_probabilities(dice) if total in by_roll), Fraction(0))
               for dice in dice_choices(rules, board))


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
        # Translators: an error: a position's tiles ({text}, as typed) are not a list of tiles; keep the examples
        raise ValueError(_("{text} is not a list of tiles (digits like 146789, or 1,2,10, or 12,)").format(text=shown(text)))
    values = [int(part) for part in parts]
    for value in values:
        if not 1 <= value <= largest:
            # Translators: an error: a tile ({tile}) the box's front row (its only row but in Double Shutter) does
            # not have, or its back row; its tiles are 1 to {largest}
            missing = (_("there is no tile {tile} in the front row (tiles are 1-{largest})") if row == "front" else
                       _("there is no tile {tile} in the back row (tiles are 1-{largest})"))
            raise ValueError(missing.format(tile=value, largest=largest))
    if values != sorted(set(values)):
        # Translators: an error: a position's tiles ({text}, as typed) listed out of order or twice
        raise ValueError(_("tiles {text} must be listed once each, in increasing order").format(text=shown(text)))
    return values


def parse_board(rules: Rules, text: str) -> int:
    """Inverse of `board_text`; a ValueError says what is wrong in one line."""
    tiles = tile_layout(rules)
    rows = ("front", "back")[:1 + (rules.layout == "double")]
    parts = text.strip().split("/")
    if len(parts) != len(rows):
        # Translators: an error: a position ({position}, as typed) not written as the box's rows; keep FRONT/BACK
        # and the examples
        raise ValueError((_("position {position} should be FRONT/BACK, e.g. 123456789/123456789") if len(rows) == 2 else
                          _("position {position} should be one row, e.g. 146789")).format(position=shown(text)))
    largest = max(t.value for t in tiles)
    board = 0
    for row, part in zip(rows, parts):
        for value in _parse_row(part, largest, row):
            board |= 1 << next(i for i, t in enumerate(tiles) if t.row == row and t.value == value)
    if not is_valid_board(rules, board):
        # Translators: an error in Double Shutter: a position ({position}, as typed) no game can reach
        raise ValueError(_("position {position}: a back tile is down while the front tile before it stands").format(
            position=shown(text)))
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
    # Translators: an error: a move ({move}, as typed) that the roll's total ({roll}) does not allow
    raise ValueError(_("{move} is not a legal move for a roll of {roll}").format(move=shown(text), roll=roll))
