"""Shut the Box at a table of N players: each seat plays one turn from a full box, in seat order;
the lowest score wins, and seats tied for it share the win equally. Every seat plays for its own
chance to win, knowing the scores before it and expecting the later seats to do the same: backward
induction over the seats, each seat's turn solved for every standing of the table at once.

A standing is what a seat knows before its turn: None for the first seat, else (the lowest score
so far, how many seats share it). With `shut="wins"` (the two-player spec's rule) a seat that
shuts the box wins at once and the later seats do not play; with "zero", 0 is just a score.
"""

from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from stb import shutbox as sb
from stb.solvers.turns import best_vectors

PLAYERS = range(2, 9)
SHUT_RULES = ("wins", "zero")
LARGEST_TABLE = 700_000
"""The most work a table is solved for (boards x lowest scores x pairs of seats, about 3 us each in
CPython): every 9-tile table (8 players: 630,784, under 2 s), 10 tiles up to 5 players, 11 up to
3, 12 up to 2; with digits scoring, 7 tiles for any table, 8 up to 5 players, 9 up to 3; Double
Shutter not at all (2.5 million for 2 players)."""


@dataclass(frozen=True)
class Table:
    """A table: the box's rules, the number of players and what shutting the box does."""
    rules: sb.Rules = field(default_factory=sb.Rules)
    players: int = 2
    shut: str = "wins"

    def __post_init__(self):
        if self.players not in PLAYERS:
            raise ValueError(f"a table has {PLAYERS[0]} to {PLAYERS[-1]} players, not {self.players}")
        if self.shut not in SHUT_RULES:
            raise ValueError(f"unknown shut rule {self.shut!r} (choose from {', '.join(SHUT_RULES)})")
        if work(self) > LARGEST_TABLE:
            raise ValueError(f"a table of {self.players} with this box means {work(self):,} boards x scores x pairs "
                             f"of seats to solve, more than the {LARGEST_TABLE:,} that answer within seconds: "
                             "fewer players or tiles")


def work(table: Table) -> int:
    """Boards x lowest scores x pairs of seats: what solving the table costs."""
    pairs = table.players * (table.players - 1) // 2
    return len(sb.all_boards(table.rules)) * (len(sb.first_player_scores(table.rules)) + 1) * pairs


class SeatSolution(NamedTuple):
    """One seat's turn from each standing it can meet: `values[board][i]` is its chance to win
    from the board in standing `standings[i]`, and `finals[i]` its final score's distribution."""
    standings: list
    values: list
    finals: list[dict[int, float]]


def end_scores(table: Table) -> list[int]:
    """The scores a turn can end with that leave the game going (0 too, unless shutting wins)."""
    return sorted(sb.first_player_scores(table.rules) | ({0} if table.shut == "zero" else set()))


def standings_before(table: Table, seat: int) -> list:
    """Every standing seat `seat` (0 is the first) can meet."""
    if seat == 0:
        return [None]
    return [(low, ties) for low in end_scores(table) for ties in range(1, seat + 1)]


def after(standing, final: int):
    """The standing once a seat has ended its turn with `final`."""
    if standing is None or final < standing[0]:
        return (final, 1)
    low, ties = standing
    return (low, ties + 1) if final == low else standing


def shuts_and_wins(table: Table, final: int) -> bool:
    return final == 0 and table.shut == "wins"


def own_chance(table: Table, share, standing, final: int) -> float:
    """A seat's chance to win when its turn ends with `final`, from `standing`; share(low, ties) is
    what each of `ties` seats leading with `low` wins once the later seats have played."""
    if shuts_and_wins(table, final):
        return 1.0
    low, ties = after(standing, final)
    return share(low, ties) if low == final else 0.0


def leaders_chance(table: Table, share, standing, final: int) -> float:
    """What each seat leading the standing wins when the seat to move ends with `final`."""
    if shuts_and_wins(table, final) or final < standing[0]:
        return 0.0
    return share(*after(standing, final))


@lru_cache(maxsize=sb.VARIANTS)
def solve(table: Table) -> list[SeatSolution]:
    """Every seat's solution, the last seat first solved (it has no one after it)."""
    rules, solutions = table.rules, [None] * table.players
    board_scores = sb._scores(rules)  # per board, in `all_boards` order
    share = lambda low, ties: 1 / ties  # noqa: E731  (after the last seat: the leaders share the win)
    for seat in reversed(range(table.players)):
        standings = standings_before(table, seat)
        by_final = {final: [own_chance(table, share, standing, final) for standing in standings] for final in set(board_scores)}
        ends = [by_final[final] for final in board_scores]
        values = best_vectors(sb._chance_table(rules), ends, sb.full_board(rules) + 1, 0.0)
        reached = sb.final_score_vectors(rules, values, ends)
        outcomes = [{final: chances[i] for final, chances in reached.items() if chances[i]}
                    for i in range(len(standings))]
        solutions[seat] = SeatSolution(standings, values, outcomes)
        if seat:
            shares = {standing: sum(chance * leaders_chance(table, share, standing, final)
                                    for final, chance in outcome.items())
                      for standing, outcome in zip(standings, outcomes)}
            share = lambda low, ties, shares=shares: shares.get((low, ties), 0.0)  # noqa: E731  (0: a score no turn ends with)
    return solutions


def seat_chances(table: Table) -> list[float]:
    """Each seat's chance to win from the start, first seat first (they add up to 1)."""
    chances, reach = [], {None: 1.0}  # standing -> its chance, before the seat to move
    for solution in solve(table):
        column, start = {standing: i for i, standing in enumerate(solution.standings)}, sb.full_board(table.rules)
        chances.append(sum(p * solution.values[start][column[s]] for s, p in reach.items()))
        following = {}
        for standing, p in reach.items():
            for final, chance in solution.finals[column[standing]].items():
                if not shuts_and_wins(table, final):
                    following[after(standing, final)] = following.get(after(standing, final), 0) + p * chance
        reach = following
    return chances


def standing_of(table: Table, scores: list[int]):
    """The standing after the seats that have played ended with `scores`, in seat order."""
    if len(scores) >= table.players:
        raise ValueError(f"{len(scores)} scores for {table.players} players: no seat is left to play")
    allowed, standing = set(end_scores(table)) | {0}, None
    for seat, final in enumerate(scores, 1):
        if final not in allowed:
            raise ValueError(f"seat {seat}'s score {final} is not a score a turn can end with in this box")
        if shuts_and_wins(table, final):
            raise ValueError(f"seat {seat} shut the box and won: the game is over")
        standing = after(standing, final)
    return standing


def values_after(table: Table, scores: list[int]) -> list:
    """Board -> the chance that the seat to move after `scores` wins from it, before its roll."""
    standing = standing_of(table, scores)
    solution = solve(table)[len(scores)]
    column = solution.standings.index(standing)
    return [None if values is None else values[column] for values in solution.values]


def chance_to_win(table: Table, scores: list[int], board: int) -> float:
    """The chance that the seat to move (after `scores`) wins, from `board` before its roll."""
    return values_after(table, scores)[board]


def moves_valued(table: Table, scores: list[int], board: int, roll: int) -> list[tuple[int, float]]:
    """(move, chance to win after it) for every legal move of the roll, best first."""
    values = values_after(table, scores)
    valued = [(move, values[board ^ move]) for move in sb.legal_moves(table.rules, board, roll)]
    return sorted(valued, key=lambda pair: -pair[1])
