"""How the computer thinks in Chopsticks: with a move limit, the spec's depth-bounded dynamic
programme (stb.chopsticks.bounded_values over stb.solvers.backward), its table filled level by
level from the limit down; without one, retrograde analysis (stb.solvers.retrograde), positions
settled from the ends outwards, distance by distance. Either way, how this position is settled."""

from stb import chopsticks as cs
from stb.advice import NBSP
from stb.bridge.thinking.blocks import headline, panel, plural, row, table, text
from stb.solvers.retrograde import DRAW, LOSS, WIN, retrograde

BOUNDED = [
    "Depth-bounded dynamic programming, as the assignment writes it: a table with a row for every state (both "
    "players' hands and the level, the moves played so far). At the limit every unfinished game is a tie; a state "
    "one level earlier takes the best of the states its moves reach, which are already in the table. So the table "
    "is filled level by level, from the limit back to the start.",
    "A's result is +1 (A wins), 0 (a tie) or −1 (B wins): A takes the largest, B the smallest; among equal results "
    "the winner takes the fastest end and the loser the slowest.",
]
UNBOUNDED = [
    "Without a move limit, games can go round in circles, so there is no last level to start from. Retrograde "
    "analysis starts from the ends instead: a position whose player to move has both hands out is lost, in 0 moves.",
    "Then, outwards: a position with a move to a position lost for the opponent is won (one move further from the "
    "end); a position whose every move leads to a position won for the opponent is lost. Positions never settled "
    "are draws: with best play the game never ends.",
]
RESULTS = {1: "A wins", 0: "tie", -1: "B wins"}


def trace(adapter, game, state, opponent) -> dict:
    return (bounded if game.depth is not None else unbounded)(adapter, game, state)


def bounded(adapter, game, state) -> dict:
    """The bounded table filled level by level; this position's level takes its moves' values from the next."""
    filled = []  # (level, counts of A's results at it)

    def observe(level, values):
        results = [values[(a, b, level)][0] for a, b in cs.HANDS]
        filled.append((level, {result: results.count(result) for result in RESULTS}))

    values = cs.bounded_values(game.depth, game.rules, observe)
    rows = [row([str(level), "A" if level % 2 == 0 else "B", *(f"{counts[r]:,}" for r in RESULTS)], step,
                {"level": level}, kind="here" if level == state[2] else "")
            for step, (level, counts) in enumerate(filled)]
    steps = [f"Level {level} ({'A' if level % 2 == 0 else 'B'} to move): "
             + ("every unfinished state is a tie at the limit" if level == game.depth else
                f"each of the {len(cs.HANDS)} states takes the best of its moves at level {level + 1}")
             + f": {counts[1]:,} A wins, {counts[0]:,} ties, {counts[-1]:,} B wins."
             + (" This position's level." if level == state[2] else "")
             for level, counts in filled]
    here = next(step for step, (level, _) in enumerate(filled) if level == state[2])
    result, plies = values[state]
    moves = [(child, values[child]) for child in cs.next_moves(state, game.rules)]
    lines = [f"This position is at level {state[2]}: its moves lead to level {state[2] + 1}, filled the step before. "
             f"{'A' if state[2] % 2 == 0 else 'B'} is to move and takes the "
             f"{'largest' if state[2] % 2 == 0 else 'smallest'} result: {settled(result, plies)}."]
    table_of_moves = table("This position's moves, and A's result after each (from the level below in the table)",
                           ["Move", "A's result after it", "Moves to the end after it"],
                           [row([adapter.move_words(game, state, game.state_text(child)), RESULTS[r], moves_text(p)], here,
                                {"result": r}) for child, (r, p) in moves], start=here)
    return panel("Depth-bounded dynamic programming", where(game, state), BOUNDED,
                 headline("A's result, with best play", result, settled(result, plies)), steps,
                 [table("The table, level by level: the states at each level, by A's result",
                        ["Level (moves played)", "To move", "A wins (states)", "Ties (states)", "B wins (states)"], rows,
                        grow=True, window=12), text(lines, here), table_of_moves], opens_at=here)


def unbounded(adapter, game, state) -> dict:
    """Retrograde analysis from the ends, by distance; this position is settled at its own distance, or never."""
    loopy = cs.Chopsticks(None, game.rules)
    here = (*state[:2], state[2] % 2)
    settled_at = {}  # distance -> [wins, losses] settled at it
    reason = {}

    def observe(position, outcome, child):
        settled_at.setdefault(outcome.remoteness, [0, 0])[outcome.result == LOSS] += 1
        if position == here:
            reason["child"], reason["outcome"] = child, outcome

    outcomes = retrograde(loopy, [(a, b, p) for a, b in cs.HANDS for p in (0, 1)], observe)
    draws = sum(1 for outcome in outcomes.values() if outcome.result == DRAW)
    distances = sorted(settled_at)
    outcome = outcomes[here]
    mine = None if outcome.remoteness is None else distances.index(outcome.remoteness)
    rows = [row([str(d), f"{settled_at[d][0]:,}", f"{settled_at[d][1]:,}"], step, {"distance": d},
                kind="here" if step == mine else "") for step, d in enumerate(distances)]
    steps = [f"Distance {d} (moves to the end): {settled_at[d][0]:,} positions won and {settled_at[d][1]:,} lost "
             "for the player to move are settled." + (" This position is one of them." if step == mine else "")
             for step, d in enumerate(distances)]
    steps.append(f"Nothing more can be settled: the {draws:,} positions left are draws.")
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
    moves = [(child, outcomes[(*child[:2], child[2] % 2)]) for child in cs.next_moves(state, game.rules)]
    table_of_moves = table("This position's moves, and the outcome for the opponent after each",
                           ["Move", "The opponent, after it", "Moves to the end after it"],
                           [row([adapter.move_words(game, state, game.state_text(child)), o.result,
                                 moves_text(o.remoteness)], at, {}) for child, o in moves], start=at)
    return panel("Retrograde analysis", where(game, state), UNBOUNDED,
                 headline("A's result, with best play", result, settled(result, outcome.remoteness)), steps,
                 [table("Positions settled at each distance from the end (for the player to move)",
                        ["Distance (moves to the end)", "Won (positions)", "Lost (positions)"], rows,
                        grow=True, window=12), text([why], at), table_of_moves], opens_at=at)


def settled(result: int, plies: int | None) -> str:
    if result == 0:
        return "a tie at the move limit" if plies is not None else "a draw: best play never ends"
    return f"{RESULTS[result]} in {plies}{NBSP}move{'' if plies == 1 else 's'}"


def moves_text(plies: int | None) -> str:
    return "never ends" if plies is None else plural(plies, "move")


def where(game, state) -> str:
    (al, ar), (bl, br), level = state
    limit = "no move limit" if game.depth is None else f"{level} of {game.depth} moves played"
    return f"A's hands {al} and {ar}, B's hands {bl} and {br}, {'A' if level % 2 == 0 else 'B'} to move ({limit})"
