"""Shut the Box at a table of N players: each seat plays one turn from a full box, in seat order;
the lowest score wins, and seats tied for it share the win equally. Every seat plays for its own
chance to win, knowing the scores before it and expecting the later seats to do the same: backward
induction over the seats, each seat's turn solved for every standing of the table at once.

Who wins, and the standings a seat can meet, are stb.shutbox.standings' rule. With `shut="wins"`
(the two-player spec's rule) a seat that shuts the box wins at once; with "zero", 0 is just a score.
"""

from bisect import bisect_right
from dataclasses import dataclass, field
from functools import lru_cache, partial
from operator import mul
from typing import NamedTuple

from stb.i18n import _, number
from stb.shutbox.optimal import board_scores, chance_table, first_player_scores
from stb.shutbox.rules import VARIANTS, Rules, all_boards, check_roll, dice_choices, full_board, legal_moves, score
from stb.shutbox.standings import SHUT_RULES, after, leaders_chance, own_chance, shuts_and_wins, won
from stb.solvers.turn_walks import best_turn_walk, final_score_vectors, walk_final_scores
from stb.solvers.turns import best_vectors, choice_value

PLAYERS = range(2, 9)
LARGEST_TABLE = 700_000
"""The most `work` a table is solved for, what answers within seconds (docs/measured.md): every
9-tile table, 10 tiles up to 5 players, 11 up to 3, 12 up to 2; with digits scoring, 7 tiles for
any table, 8 up to 5 players, 9 up to 3; Double Shutter not at all (2.5 million for 2 players)."""


@dataclass(frozen=True)
class Table:
    """A table: the box's rules, the number of players and what shutting the box does."""
    rules: Rules = field(default_factory=Rules)
    players: int = 2
    shut: str = "wins"

    def __post_init__(self):
        if self.players not in PLAYERS:
            # Translators: an error: how many players a table may have, {low} to {high}, not {players}
            raise ValueError(_("a table has {low} to {high} players, not {players}").format(
                low=PLAYERS[0], high=PLAYERS[-1], players=self.players))
        if self.shut not in SHUT_RULES:
            # Translators: an error: a rule of what shutting the box does ({rule}) the game does not know; {rules}:
            # the names it knows (kept as they are: "wins", "zero")
            raise ValueError(_("unknown shut rule {rule} (choose from {rules})").format(
                rule=repr(self.shut), rules=", ".join(SHUT_RULES)))
        cost = work(self.rules, self.players)
        if cost > LARGEST_TABLE:
            # Translators: an error: a table too large to work out: {players} players, {cost} the work it takes
            # (boards times scores times pairs of seats), more than {most}, which answers within seconds
            raise ValueError(_("a table of {players} with this box means {cost} boards x scores x pairs of seats to "
                               "solve, more than the {most} that answer within seconds: fewer players or tiles").format(
                players=self.players, cost=number(cost), most=number(LARGEST_TABLE)))


def work(rules: Rules, players: int) -> int:
    """Boards x lowest scores x pairs of seats: what solving a table of `players` with this box costs."""
    pairs = players * (players - 1) // 2
    return len(all_boards(rules)) * (len(first_player_scores(rules)) + 1) * pairs


class SeatSolution(NamedTuple):
    """One seat's turn from each standing. `values[board][i]`: its chance to win in standing i, listed
    while the board's score reaches i's lowest (`ends[board]`: ending there); below, it leads
    whatever it does, playing for `leading[board]`. `walked`: where its turns end (`walk_ends`),
    None for the last seat until asked. `ending[final][i]`: its chance to win on ending with `final`;
    `shares[standing]`: what each seat leading the standing wins once this seat and the later ones
    have played (None for the first seat)."""
    standings: list
    values: list
    ends: list
    leading: list
    lead_ends: list
    ending: dict[int, list[float]]
    walked: tuple | None
    shares: dict | None

    def values_for(self, standing) -> list:
        """Board -> the chance to win from it in `standing` (None: not a board)."""
        column = self.standings.index(standing)
        return [None if values is None else values[column] if column < len(values) else leading[0]
                for values, leading in zip(self.values, self.leading)]

    def value(self, board: int, standing) -> float:
        """The chance to win from `board` in `standing`."""
        values, column = self.values[board], self.standings.index(standing)
        return values[column] if column < len(values) else self.leading[board][0]


def walk_ends(rules: Rules, solution: SeatSolution) -> tuple[dict, dict]:
    """Where a seat's turns end: {final: the chance to end with it, for the standings whose lowest
    score is at most `final`} and {board: the chance to go below a standing's lowest score there,
    for the standings from the first the board no longer lists}."""
    leading = [None if v is None else v[0] for v in solution.leading]
    start = {full_board(rules): [1.0] * len(solution.standings)}
    return final_score_vectors(chance_table(rules), solution.values, solution.ends, start, partial(score, rules),
                               leading)


def end_scores(table: Table) -> list[int]:
    """The scores a turn can end with that leave the game going (0 too, unless shutting wins)."""
    return sorted(first_player_scores(table.rules) | ({0} if table.shut == "zero" else set()))


def standings_before(table: Table, seat: int) -> list:
    """Every standing seat `seat` (0 is the first) can meet."""
    if seat == 0:
        return [None]
    return [(low, ties) for low in end_scores(table) for ties in range(1, seat + 1)]


@lru_cache(maxsize=VARIANTS)
def solve(table: Table) -> list[SeatSolution]:
    """Every seat's solution, the last seat first solved (it has no one after it)."""
    rules, solutions = table.rules, [None] * table.players
    turns, size, start = chance_table(rules), full_board(rules) + 1, full_board(rules)
    scored = board_scores(rules)  # each board's score, in `all_boards` order
    share = lambda low, ties: 1 / ties  # noqa: E731  (after the last seat: the leaders share the win)
    for seat in reversed(range(table.players)):
        standings = standings_before(table, seat)
        lows = [standing[0] for standing in standings] if seat else []  # the first seat has none to beat
        by_final = {final: [own_chance(table.shut, share, standing, final) for standing in standings] for final in set(scored)}
        lead_ends = [[own_chance(table.shut, share, None, final)] for final in scored]
        leading = best_vectors(turns, lead_ends, size)
        ends = [by_final[final][:bisect_right(lows, final)] for final in scored]
        values = best_vectors(turns, ends, size, [None if v is None else v[0] for v in leading])
        solution = SeatSolution(standings, values, ends, leading, lead_ends, by_final, None, None)
        if seat == table.players - 1:  # the last seat and the leaders before it split the whole win
            shares = {standing: (1 - solution.value(start, standing)) / standing[1] for standing in standings}
        elif seat:
            solution = solution._replace(walked=walk_ends(rules, solution))
            shares = {standing: sum(chances[i] * leaders_chance(table.shut, share, standing, final)
                                    for final, chances in solution.walked[0].items() if i < len(chances))
                      for i, standing in enumerate(standings)}
        solutions[seat] = solution._replace(shares=shares if seat else None)
        share = lambda low, ties, shares=shares: shares.get((low, ties), 0.0)  # noqa: E731  (0: a score no turn ends with)
    return solutions


@lru_cache(maxsize=VARIANTS * 8)
def _walked(table: Table, turn: int) -> tuple[dict, dict]:
    """`walk_ends` of seat `turn`: walked when solved, or, for the last seat, now."""
    solution = solve(table)[turn]
    return solution.walked or walk_ends(table.rules, solution)


def _lead_finals(table: Table, turn: int, reach: dict) -> dict[int, float]:
    """{final: chance} of seat `turn`'s finals below its standing's lowest score, from `reach`
    (standing -> chance)."""
    solution = solve(table)[turn]
    weights = [reach.get(standing, 0.0) for standing in solution.standings]
    entered = {board: sum(map(mul, chances, weights[len(solution.values[board]):]))
               for board, chances in _walked(table, turn)[1].items()}
    return walk_final_scores(_leading_walk(table, turn), entered, partial(score, table.rules))


@lru_cache(maxsize=VARIANTS * 8)
def _leading_walk(table: Table, turn: int) -> dict:
    solution = solve(table)[turn]
    return best_turn_walk(chance_table(table.rules), solution.leading, solution.lead_ends)


def _advance(table: Table, turn: int, reach: dict) -> tuple[dict, dict]:
    """{final: its chance} and the standings after seat `turn`'s turn with theirs, from `reach`
    (standing -> chance) before it."""
    standings, above = solve(table)[turn].standings, _walked(table, turn)[0]
    finals, following = {}, {}
    for standing, p in reach.items():
        column = standings.index(standing)
        for final, chances in above.items():
            if column < len(chances):
                finals[final] = finals.get(final, 0) + p * chances[column]
                following[after(standing, final)] = following.get(after(standing, final), 0) + p * chances[column]
    for final, chance in _lead_finals(table, turn, reach).items():
        finals[final] = chance
        if not shuts_and_wins(table.shut, final):  # else the game is over
            following[(final, 1)] = following.get((final, 1), 0) + chance
    return finals, following


def _chance_at_turn(table: Table, seat: int, reach: dict) -> float:
    """The chance that `seat` wins from the start of its turn, the standings before it in `reach`."""
    solution = solve(table)[seat]
    return sum(p * solution.value(full_board(table.rules), standing) for standing, p in reach.items())


def seat_chances(table: Table) -> list[float]:
    """Each seat's chance to win from the start, first seat first (they add up to 1)."""
    chances, reach = [], {None: 1.0}  # standing -> its chance, before the seat to move
    for seat in range(table.players):
        chances.append(_chance_at_turn(table, seat, reach))
        if seat + 1 < table.players:
            reach = _advance(table, seat, reach)[1]
    return chances


def standing_of(table: Table, scores: list[int]):
    """The standing after the seats that have played ended with `scores`, in seat order."""
    if len(scores) >= table.players:
        # Translators: an error: as many scores ({count}) as the table has players ({players}), or more
        raise ValueError(_("{count} scores for {players} players: no seat is left to play").format(
            count=len(scores), players=table.players))
    if scores and shuts_and_wins(table.shut, scores[-1]):
        raise ValueError(box_shut(len(scores)))
    return final_standing(table, scores)


def final_standing(table: Table, scores: list[int]):
    """The standing after `scores`, every one checked: a score a turn can end with, and no seat
    but the last one shutting the box when that wins."""
    allowed, standing = set(end_scores(table)) | {0}, None
    for seat, final in enumerate(scores, 1):
        if final not in allowed:
            # Translators: an error: a seat's score ({score}, as typed) that no turn ends with
            raise ValueError(_("seat {seat}'s score {score} is not a score a turn can end with in this box").format(
                seat=seat, score=final))
        if shuts_and_wins(table.shut, final) and seat < len(scores):
            raise ValueError(box_shut(seat))
        standing = after(standing, final)
    return standing


def box_shut(seat: int) -> str:
    """Why no score comes after `seat`'s: it shut the box, and won."""
    # Translators: an error: a table position with a score after the seat ({seat}) that shut every tile and won
    return _("seat {seat} shut the box and won: the game is over").format(seat=seat)


def is_over(table: Table, scores) -> bool:
    """Every seat has played, or one shut the box and won."""
    return len(scores) == table.players or bool(scores) and shuts_and_wins(table.shut, scores[-1])


@lru_cache(maxsize=VARIANTS * 64)
def seat_chance(table: Table, seat: int, scores: tuple) -> float:
    """The chance that `seat` wins once the seats before the one to move ended with `scores`:
    before its own turn, after it, or at the end of the game."""
    if is_over(table, scores):
        return won(table.shut, seat, scores)
    standing = final_standing(table, scores)
    if len(scores) > seat:  # it has played: it leads the standing, or a lower score stands before it
        return solve(table)[len(scores)].shares[standing] if scores[seat] == standing[0] else 0.0
    reach = {standing: 1.0}
    for turn in range(len(scores), seat):
        reach = _advance(table, turn, reach)[1]
    return _chance_at_turn(table, seat, reach)


@lru_cache(maxsize=VARIANTS * 64)
def turn_finals(table: Table, scores: tuple) -> dict[int, float]:
    """The final score's distribution of the seat to move after `scores`, playing its best."""
    finals = _advance(table, len(scores), {standing_of(table, scores): 1.0})[0]
    return {final: chance for final, chance in sorted(finals.items()) if chance}


def values_after(table: Table, scores: list[int]) -> list:
    """Board -> the chance that the seat to move after `scores` wins from it, before its roll."""
    standing = standing_of(table, scores)  # checks the scores first
    return solve(table)[len(scores)].values_for(standing)


def chance_to_win(table: Table, scores: list[int], board: int) -> float:
    """The chance that the seat to move (after `scores`) wins, from `board` before its roll."""
    return values_after(table, scores)[board]


def ending_chance(table: Table, scores: list[int], final: int) -> float:
    """The chance that the seat to move (after `scores`) wins when its turn ends with `final`."""
    solution = solve(table)[len(scores)]
    return solution.ending[final][solution.standings.index(standing_of(table, scores))]


def dice_chances(table: Table, scores: list[int], board: int) -> dict[int, float]:
    """{number of dice: the chance to win of rolling them} for the seat to move, at `board`."""
    values, rules = values_after(table, scores), table.rules
    end = ending_chance(table, scores, score(rules, board))
    choices = chance_table(rules)[board]
    return {dice: choice_value(values, board, choice, end) for dice, choice in zip(dice_choices(rules, board), choices)}


def moves_valued(table: Table, scores: list[int], board: int, roll: int) -> list[tuple[int, float]]:
    """(move, chance to win after it) for every legal move of the roll, best first."""
    check_roll(table.rules, board, roll)
    values = values_after(table, scores)
    valued = [(move, values[board ^ move]) for move in legal_moves(table.rules, board, roll)]
    return sorted(valued, key=lambda pair: -pair[1])


def played_turn(table: Table, scores: list[int], throw) -> list[tuple[tuple[int, ...], int, int]]:
    """The turn of the seat to move after `scores`, played roll by roll as its best play for itself
    plays it, its dice from `throw(count)` (a tuple of faces): each roll's faces, the tiles it shut
    (0: none add up to it, and the turn ends there) and the board after it."""
    rules, board, steps = table.rules, full_board(table.rules), []
    while board:
        chances = dice_chances(table, scores, board)
        faces = tuple(throw(max(chances, key=lambda dice: (chances[dice], dice))))
        roll = sum(faces)
        shut = moves_valued(table, scores, board, roll)[0][0] if legal_moves(rules, board, roll) else 0
        board ^= shut
        steps.append((faces, shut, board))
        if not shut:
            break
    return steps
