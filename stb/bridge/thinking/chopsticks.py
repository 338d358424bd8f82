"""How the computer thinks in Chopsticks: with a move limit, the spec's depth-bounded dynamic
programme, its table d[w] = (result, best next state) filled level by level from the limit down
(stb.chopsticks.bounded_values over stb.solvers.backward, which also counts the moves to the end;
an entry picks its move as best_move_dp does, by stb.chopsticks.table_entry); without one, retrograde analysis (stb.solvers.retrograde),
positions settled from the ends outwards, distance by distance. Either way, how this position is
settled, its entry, and its moves with the best marked."""

from stb import chopsticks as cs
from stb.advice import NBSP
from stb.bridge.thinking.blocks import chosen, headline, panel, plural, row, table, text
from stb.solvers.retrograde import DRAW, LOSS, WIN, retrograde
from stb.words import lowered

RESULTS = {1: "A wins", 0: "tie", -1: "B wins"}
OTHER = {"A": "B", "B": "A"}
NOTE = "A row whose first cell is a button opens that state's own entry, one level down; the way back is above."
BOUNDED = [
    "Depth-bounded dynamic programming: a table d with an entry for every state w, that is both players' hands and "
    "the level (the moves played so far): d[w] = (A's result with best play, the best next state). At the limit every "
    "unfinished game is a tie; a state one level earlier takes the best of the states its moves reach, which are "
    "already in the table. So the table is filled level by level, from the limit back to the start: every finger "
    f"configuration at each level, 5⁴ = {len(cs.HANDS)} (some of them no game reaches, such as both players out).",
    "A's result is +1 (A wins), 0 (a tie) or −1 (B wins): A takes the largest, B the smallest, and the table keeps the "
    "first best state in the order the moves are listed. The advice also counts the moves to the end, and among "
    "moves of equal result takes the fastest win or the slowest loss, which may be another move.",
]
UNBOUNDED = [
    "Without a move limit, games can go round in circles, so there is no last level to start from. Retrograde "
    "analysis starts from the ends instead: a position whose player to move has both hands out is lost, in 0 moves.",
    "Then, outwards: a position with a move to a position lost for the opponent is won (one move further from the "
    "end); a position whose every move leads to a position won for the opponent is lost. Positions never settled "
    "are draws: with best play the game never ends.",
    "A position is the hands and whose turn it is. Those no game reaches are left out: both players out, or the "
    f"player who just moved out (hands go out on the opponent's move): {len(cs.positions()):,} positions in all.",
]
DEVELOPER = [
    "The table is the seed's best_move_dp (seeds/004: best_move_dp(depth) over the states of next_moves): "
    "stb/chopsticks.py fills its results level by level in bounded_values (stb/solvers/backward.py), which also "
    "counts the moves to the end, and an entry's move is table_entry's, as in best_move_dp. The tie-break by moves "
    "to the end is this project's, not the seed's.",
    "Without a limit: stb/solvers/retrograde.py over stb.chopsticks.positions(), the advice's own outcomes.",
]


def trace(page, game, state, opponent, asked) -> dict:
    chosen(asked, [])
    best = cs.advise(game, state).best.move
    return (bounded if game.depth is not None else unbounded)(page, game, state, best)


def bounded(page, game, state, best) -> dict:
    """The bounded table filled level by level; this position's entry takes its moves' from the next
    level. Each level's row opens these hands' own entry at that level, each move the entry after it."""
    filled = []  # (level, counts of A's results at it)

    def observe(level, values):
        results = [values[(a, b, level)][0] for a, b in cs.HANDS]
        filled.append((level, {result: results.count(result) for result in RESULTS}))

    values = cs.bounded_values(game.depth, game.rules, observe)
    level, mover = state[2], "A" if state[2] % 2 == 0 else "B"
    result, plies = values[state]
    children = cs.table_children(state, game.rules)
    entry_result, picked = cs.table_entry(state, children, [values[child][0] for child in children])
    entry = entry_text(entry_result, picked)
    rows = [row([str(at), "A" if at % 2 == 0 else "B", *(f"{counts[r]:,}" for r in RESULTS)], step,
                {"level": at}, kind="here" if at == level else "",
                opens=None if at in (level, game.depth) else game.state_text((*state[:2], at)),
                label=f"Open the entry of these hands at level {at}")
            for step, (at, counts) in enumerate(filled)]
    steps = [f"Level {at} ({'A' if at % 2 == 0 else 'B'} to move): "
             + ("every unfinished state is a tie at the limit" if at == game.depth else
                f"each of the {len(cs.HANDS)} states takes the best of its moves at level {at + 1}")
             + f": {counts[1]:,} A wins, {counts[0]:,} ties, {counts[-1]:,} B wins."
             + (f" This position's level: its entry is {entry}." if at == level else "")
             for at, counts in filled]
    here = next(step for step, (at, _) in enumerate(filled) if at == level)
    lines = [f"This position is at level {level}: its moves lead to level {level + 1}, filled the step before. "
             f"{mover} is to move and takes the {'largest' if mover == 'A' else 'smallest'} result: "
             f"{settled(result, plies)}. Its entry in the table is {entry}: {RESULTS[entry_result]}, by the move to "
             f"{hands(picked)}.", said_by_the_seed(entry_result, mover),
             set_order(children, [values[child][0] for child in children], entry_result, picked)]
    moves = [(game.state_text(child), child == picked, values[child]) for child in cs.next_moves(state, game.rules)]
    said = {game.state_text(child): page.move_words(game, state, child[:2]) for child in cs.next_moves(state, game.rules)}
    table_of_moves = table("This position's moves, and A's result after each (from the level below in the table)",
                           ["Move", "A's result after it, d[w'][0]", "Moves after it", "Chosen by"],
                           [row([said[text], RESULTS[r], moves_text(p, to_the_limit=r == 0),
                                 choosers(by_table, text == best)], here, {"result": r, "move": text}, opens=text,
                                label=f"Open the entry after: {lowered(said[text])}",
                                kind="best" if text == best else "") for text, by_table, (r, p) in moves],
                           start=here)
    return panel("Depth-bounded dynamic programming", where(game, state), BOUNDED,
                 headline("A's result, with best play", result, settled(result, plies)), steps,
                 [table("The table, level by level: the states at each level, by A's result (a level opens "
                        "these hands' own entry there)",
                        ["Level (moves played)", "To move", "A wins (states)", "Ties (states)", "B wins (states)"], rows,
                        grow=True, window=12), text(lines, here), table_of_moves],
                 opens_at=here, notes=[NOTE], developer=DEVELOPER)


def entry_text(result: int, picked) -> str:
    """d[w] as the seed's table holds it: (+1, ((1, 2), (1, 1))), 0 written bare."""
    return f"d[w] = ({result:+d}, {hands(picked)})".replace("+0", "0")


def said_by_the_seed(result: int, mover: str) -> str:
    """What the seed's game prints when the computer moves from this entry: "I will win." when the
    entry's result is a win for the player to move, else "I may not win." (a tie, or a loss the person may spoil)."""
    wins = result == (1 if mover == "A" else -1)
    return (f"The seed's game, its computer playing {mover} here, prints \"{'I will win.' if wins else 'I may not win.'}\""
            + (f": the entry is a win for {mover}, whatever the other player does." if wins else
               f": the entry is {'a tie' if result == 0 else f'a win for {OTHER[mover]}'} with best play, and "
               f"{mover} can still win only if {OTHER[mover]} goes wrong."))


def set_order(children: list, results: list, result: int, picked) -> str:
    """Whether the order of the moves decides this entry's move, and what that order is."""
    tied = len(dict.fromkeys(child for child, r in zip(children, results) if r == result))
    if tied == 1:
        return "Only one move reaches this result, so the order of the moves does not matter here."
    return (f"{tied} moves reach this result: the table keeps the first in the order the seed's next_moves lists "
            f"them, {hands(picked)}. That order is a Python set's, and the set order changed in Python 3.8: the "
            "seed's sample game, and this table, list the moves as Python 3.7 does; a program of the seed run on "
            "Python 3.8 or later may keep another of these equally good moves.")


def choosers(by_table: bool, by_advice: bool) -> str:
    """Who picks a move: the table (the first best), the advice (the fastest win), both or neither."""
    said = ["the table"] * by_table + ["the advice"] * by_advice
    return " and ".join(said)


def hands(state) -> str:
    """A state's hands as the table writes them: ((1, 2), (1, 1))."""
    if not state:
        return "none"
    (al, ar), (bl, br) = state[:2]
    return f"(({al}, {ar}), ({bl}, {br}))"


def unbounded(page, game, state, best) -> dict:
    """Retrograde analysis from the ends, by distance; this position is settled at its own distance, or never."""
    loopy = cs.Chopsticks(None, game.rules)
    here = (*state[:2], state[2] % 2)
    settled_at = {}  # distance -> [wins, losses] settled at it

    def observe(position, outcome, child):
        settled_at.setdefault(outcome.remoteness, [0, 0])[outcome.result == LOSS] += 1

    outcomes = retrograde(loopy, cs.positions(), observe)
    draws = sum(1 for outcome in outcomes.values() if outcome.result == DRAW)
    distances = sorted(settled_at)
    outcome = outcomes[here]
    mine = None if outcome.remoteness is None else distances.index(outcome.remoteness)
    rows = [row([str(d), f"{settled_at[d][0]:,}", f"{settled_at[d][1]:,}"], step, {"distance": d},
                kind="here" if step == mine else "") for step, d in enumerate(distances)]
    steps = [f"Distance {d} (moves to the end): {plural(settled_at[d][0], 'position')} won and "
             f"{plural(settled_at[d][1], 'position')} lost for the player to move are settled."
             + (" This position is one of them." if step == mine else "")
             for step, d in enumerate(distances)]
    steps.append(f"Nothing more can be settled: the {plural(draws, 'position')} left are draws.")
    mover = "A" if state[2] % 2 == 0 else "B"
    if outcome.result == DRAW:
        why = (f"This position is never settled: it is a draw. No move of {mover}'s reaches a position lost for the "
               "opponent, and not every move reaches one won for the opponent: best play goes on forever.")
    elif outcome.result == WIN:
        why = (f"{mover} wins in {plural(outcome.remoteness, 'move')}: a move reaches a position lost for the opponent "
               f"in {plural(outcome.remoteness - 1, 'move')}, settled at distance {outcome.remoteness - 1}.")
    else:
        why = (f"{mover} loses in {plural(outcome.remoteness, 'move')}: every move reaches a position won for the "
               f"opponent; the slowest of them, in {plural(outcome.remoteness - 1, 'move')}, settled it last.")
    at = len(steps) - 1 if mine is None else mine
    result = {WIN: 1, LOSS: -1, DRAW: 0}[outcome.result] * (1 if mover == "A" else -1)
    moves = [(game.state_text(child), outcomes[(*child[:2], child[2] % 2)]) for child in cs.next_moves(state, game.rules)]
    said = {game.state_text(child): page.move_words(game, state, child[:2]) for child in cs.next_moves(state, game.rules)}
    table_of_moves = table("This position's moves, and the outcome for the opponent after each",
                           ["Move", "The opponent, after it", "Moves after it"],
                           [row([said[text], o.result, moves_text(o.remoteness)], at,
                                {"move": text}, opens=text,
                                label=f"Open the position after: {lowered(said[text])}",
                                kind="best" if text == best else "") for text, o in moves],
                           start=at)
    return panel("Retrograde analysis", where(game, state), UNBOUNDED,
                 headline("A's result, with best play", result, settled(result, outcome.remoteness)), steps,
                 [table("Positions settled at each distance from the end (for the player to move)",
                        ["Distance (moves to the end)", "Won (positions)", "Lost (positions)"], rows,
                        grow=True, window=12), text([why], at), table_of_moves], opens_at=at,
                 notes=["A move's row opens the position after it, one level down; the way back is above."],
                 developer=DEVELOPER)


def settled(result: int, plies: int | None) -> str:
    if result == 0:
        return f"a tie: the move limit comes in {plural(plies, 'move')}" if plies is not None else \
            "a draw: best play never ends"
    return f"{RESULTS[result]} in {plies}{NBSP}move{'' if plies == 1 else 's'}"


def moves_text(plies: int | None, to_the_limit: bool = False) -> str:
    """The moves from a position to its end: a tie under a limit lasts to the limit, a draw forever."""
    if plies is None:
        return "never ends"
    return plural(plies, "move") + (" to the limit" if to_the_limit else " to the end")


def where(game, state) -> str:
    (al, ar), (bl, br), level = state
    limit = "no move limit" if game.depth is None else f"{level} of {game.depth} moves played"
    return f"A's hands {al} and {ar}, B's hands {bl} and {br}, {'A' if level % 2 == 0 else 'B'} to move ({limit})"
