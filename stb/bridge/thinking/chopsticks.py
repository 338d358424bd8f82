"""How the computer thinks in Chopsticks: with a move limit, the spec's depth-bounded dynamic
programme, its table d[w] = (result, best next state) filled level by level from the limit down
(stb.chopsticks.bounded_values over stb.solvers.backward, which also counts the moves to the end;
an entry picks its move as best_move_dp does, by stb.chopsticks.table_entry); without one, retrograde analysis (stb.solvers.retrograde),
positions settled from the ends outwards, distance by distance. Either way, how this position is
settled, its entry, and its moves with the best marked."""

from stb import chopsticks as cs
from stb.bridge.thinking.blocks import chosen, headline, panel, row, table, text
from stb.chopsticks.rules import SEATS
from stb.i18n import N_, _, n_, number
from stb.solvers.retrograde import DRAW, LOSS, WIN, retrograde
from stb.words import lowered

RESULTS = {
    # Translators: the results of the seed's Chopsticks table, as A's result: +1 A (the first player) wins, 0 a tie
    # (the move limit reached), −1 B (the second player) wins; A and B are the seed's names of the players
    1: N_("A wins"), 0: N_("tie"), -1: N_("B wins")}
OUTCOMES = {
    # Translators: the outcome of a Chopsticks position for the player to move there, in a table's cell ("The
    # opponent, after it"): a win, a loss, or a draw (best play never ends)
    WIN: N_("win"), LOSS: N_("loss"), DRAW: N_("draw")}
OTHER = {"A": "B", "B": "A"}
# Translators: a note under Chopsticks' panel: a table row whose first cell is a button opens that state's entry
# of the table (the level below); a button above leads back
NOTE = N_("A row whose first cell is a button opens that state's own entry, one level down; the way back is above.")
BOUNDED = [
    # Translators: how Chopsticks' panel begins, with a move limit: depth-bounded dynamic programming, as the seed
    # (a course assignment) asks for it. A state w is both players' hands and the level (the moves played); d[w] is
    # the seed's notation; 5⁴ = {count}: the finger configurations (each hand holds 0 to 4 fingers)
    N_("Depth-bounded dynamic programming: a table d with an entry for every state w, that is both players' hands and "
       "the level (the moves played so far): d[w] = (A's result with best play, the best next state). At the limit "
       "every unfinished game is a tie; a state one level earlier takes the best of the states its moves reach, which "
       "are already in the table. So the table is filled level by level, from the limit back to the start: every "
       "finger configuration at each level, 5⁴ = {count} (some of them no game reaches, such as both players out)."),
    # Translators: Chopsticks' panel with a move limit: A's result (+1, 0, −1), A maximising and B minimising; the
    # advice breaks ties between moves of equal result by the moves to the end
    N_("A's result is +1 (A wins), 0 (a tie) or −1 (B wins): A takes the largest, B the smallest, and the table keeps "
       "the first best state in the order the moves are listed. The advice also counts the moves to the end, and "
       "among moves of equal result takes the fastest win or the slowest loss, which may be another move."),
]
UNBOUNDED = [
    # Translators: Chopsticks' panel without a move limit: retrograde analysis (solving backwards from the game's
    # ends), as a course on game solving names it; "out": a player with both hands at 0 fingers
    N_("Without a move limit, games can go round in circles, so there is no last level to start from. Retrograde "
       "analysis starts from the ends instead: a position whose player to move has both hands out is lost, in 0 "
       "moves."),
    N_("Then, outwards: a position with a move to a position lost for the opponent is won (one move further from the "
       "end); a position whose every move leads to a position won for the opponent is lost. Positions never settled "
       "are draws: with best play the game never ends."),
    # Translators: Chopsticks' panel without a move limit: which positions count; {count} of them in all
    N_("A position is the hands and whose turn it is. Those no game reaches are left out: both players out, or the "
       "player who just moved out (hands go out on the opponent's move): {count} positions in all."),
]
DEVELOPER = [
    # Translators: the fold for developers of Chopsticks' panel: where the code is (file paths and Python names, keep
    # them as written), and what the seed (the course assignment, seeds/004) asks
    N_("The table is the seed's best_move_dp (seeds/004: best_move_dp(depth) over the states of next_moves): "
       "stb/chopsticks.py fills its results level by level in bounded_values (stb/solvers/backward.py), which also "
       "counts the moves to the end, and an entry's move is table_entry's, as in best_move_dp. The tie-break by moves "
       "to the end is this project's, not the seed's."),
    N_("Without a limit: stb/solvers/retrograde.py over stb.chopsticks.positions(), the advice's own outcomes."),
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
    # Translators: a button on a row of Chopsticks' table of levels: open the table's entry of these hands at level
    # {level} (the moves played)
    rows = [row([number(at), _(SEATS[at % 2]), *(number(counts[r]) for r in RESULTS)], step,
                {"level": at}, kind="here" if at == level else "",
                opens=None if at in (level, game.depth) else game.state_text((*state[:2], at)),
                label=_("Open the entry of these hands at level {level}").format(level=number(at)))
            for step, (at, counts) in enumerate(filled)]
    steps = [level_step(game, at, counts, entry if at == level else None) for at, counts in filled]
    here = next(step for step, (at, counts) in enumerate(filled) if at == level)
    values_here = {"level": number(level), "next": number(level + 1), "result": settled(result, plies),
                   "entry": entry, "entry_result": _(RESULTS[entry_result]), "hands": hands(picked)}
    # Translators: Chopsticks' panel: this position's level and its entry in the table: {level} the moves played,
    # {next} the level its moves lead to, {result} its result with best play (as "A wins in 5 moves"), {entry} the
    # entry as the seed's table holds it (d[w] = (+1, ((1, 2), (1, 1)))), {entry_result} the entry's result ("A
    # wins", "tie"), {hands} the state its move leads to; A takes the largest result, B the smallest
    said_here = (_("This position is at level {level}: its moves lead to level {next}, filled the step before. A is to "
                   "move and takes the largest result: {result}. Its entry in the table is {entry}: {entry_result}, by "
                   "the move to {hands}.") if mover == "A" else
                 _("This position is at level {level}: its moves lead to level {next}, filled the step before. B is to "
                   "move and takes the smallest result: {result}. Its entry in the table is {entry}: {entry_result}, by "
                   "the move to {hands}."))
    lines = [said_here.format(**values_here), said_by_the_seed(entry_result, mover),
             set_order(children, [values[child][0] for child in children], entry_result, picked)]
    moves = [(game.state_text(child), child == picked, values[child]) for child in cs.next_moves(state, game.rules)]
    said = {game.state_text(child): page.move_words(game, state, child[:2]) for child in cs.next_moves(state, game.rules)}
    # Translators: Chopsticks' table of this position's moves: the move, A's result after it (d[w'][0]: the seed's
    # notation, w' the state after the move), the moves from there to the end, and who picks it (the table, the advice)
    table_of_moves = table(_("This position's moves, and A's result after each (from the level below in the table)"),
                           [_("Move"), _("A's result after it, d[w'][0]"), _("Moves after it"), _("Chosen by")],
                           [row([said[text], _(RESULTS[r]), moves_text(p, to_the_limit=r == 0),
                                 choosers(by_table, text == best)], here, {"result": r, "move": text}, opens=text,
                                label=open_after(said[text], entry=True), kind="best" if text == best else "")
                            for text, by_table, (r, p) in moves],
                           start=here)
    # Translators: the title of Chopsticks' panel with a move limit: the algorithm, as a course names it (the seed
    # asks for it: a table filled from the move limit back)
    return panel(_("Depth-bounded dynamic programming"), where(game, state),
                 [_(BOUNDED[0]).format(count=number(len(cs.HANDS))), _(BOUNDED[1])],
                 headline(results_label(), result, settled(result, plies)), steps,
                 # Translators: Chopsticks' table of levels: how many states at each level (the moves played) are
                 # won by A, tied, or won by B; a row opens these hands' entry at that level
                 [table(_("The table, level by level: the states at each level, by A's result (a level opens these "
                          "hands' own entry there)"),
                        [_("Level (moves played)"), _("To move"), _("A wins (states)"), _("Ties (states)"),
                         _("B wins (states)")], rows, grow=True, window=12), text(lines, here), table_of_moves],
                 opens_at=here, notes=[_(NOTE)], developer=[_(line) for line in DEVELOPER])


def results_label() -> str:
    # Translators: the headline of Chopsticks' panel: A's result (A the first player) when both play their best
    return _("A's result, with best play")


def open_after(move: str, entry: bool) -> str:
    """What a move's row opens: the table's entry after the move (with a move limit), or the position after it."""
    # Translators: a button on a row of Chopsticks' table of moves: open the table's entry (with a move limit) or the
    # position after the move {move} (as "right taps left: 1 to 4")
    return (_("Open the entry after: {move}") if entry else _("Open the position after: {move}")).format(
        move=lowered(move))


def level_step(game, at: int, counts: dict, entry: str | None) -> str:
    """A level of the table filled, in words (with this position's entry at its own level)."""
    values = {"level": number(at), "next": number(at + 1), "count": number(len(cs.HANDS)), "wins_a": number(counts[1]),
              "ties": number(counts[0]), "wins_b": number(counts[-1])}
    if at == game.depth:
        # Translators: a step of Chopsticks' table: level {level} (the moves played), the move limit, where every
        # game not over is a tie; then how many of the states there A wins, tie, B wins
        said_here = (_("Level {level} (A to move): every unfinished state is a tie at the limit: {wins_a} A wins, "
                       "{ties} ties, {wins_b} B wins.") if at % 2 == 0 else
                     _("Level {level} (B to move): every unfinished state is a tie at the limit: {wins_a} A wins, "
                       "{ties} ties, {wins_b} B wins."))
    else:
        # Translators: a step of Chopsticks' table: at level {level}, each of the {count} states takes the best
        # result of its moves, from level {next}; then how many of them A wins, tie, B wins
        said_here = (_("Level {level} (A to move): each of the {count} states takes the best of its moves at level "
                       "{next}: {wins_a} A wins, {ties} ties, {wins_b} B wins.") if at % 2 == 0 else
                     _("Level {level} (B to move): each of the {count} states takes the best of its moves at level "
                       "{next}: {wins_a} A wins, {ties} ties, {wins_b} B wins."))
    said_here = said_here.format(**values)
    if entry is None:
        return said_here
    # Translators: the end of the step of this position's level in Chopsticks' table: its entry ({entry}, as the
    # seed's table holds it: d[w] = (+1, ((1, 2), (1, 1))))
    return f"{said_here} " + _("This position's level: its entry is {entry}.").format(entry=entry)


def entry_text(result: int, picked) -> str:
    """d[w] as the seed's table holds it: (+1, ((1, 2), (1, 1))), 0 written bare."""
    return f"d[w] = ({result:+d}, {hands(picked)})".replace("+0", "0")


def said_by_the_seed(result: int, mover: str) -> str:
    """What the seed's game prints when the computer moves from this entry: "I will win." when the
    entry's result is a win for the player to move, else "I may not win." (a tie, or a loss the person may spoil)."""
    wins = result == (1 if mover == "A" else -1)
    values = {"player": mover, "other": OTHER[mover]}
    if wins:
        # Translators: Chopsticks' panel: what the seed's program (a course's starter code, in English) prints when
        # its computer plays {player} (A or B) from this entry: "I will win." (quote it as printed, and say what it
        # means if your readers need it)
        return _("The seed's game, its computer playing {player} here, prints \"I will win.\": the entry is a win for "
                 "{player}, whatever the other player does.").format(**values)
    if result == 0:
        # Translators: Chopsticks' panel: what the seed's program prints when its computer plays {player} (A or B) from
        # an entry that is not a win for it: "I may not win." (quote it as printed); {other} the other player
        return _("The seed's game, its computer playing {player} here, prints \"I may not win.\": the entry is a tie "
                 "with best play, and {player} can still win only if {other} goes wrong.").format(**values)
    return _("The seed's game, its computer playing {player} here, prints \"I may not win.\": the entry is a win for "
             "{other} with best play, and {player} can still win only if {other} goes wrong.").format(**values)


def set_order(children: list, results: list, result: int, picked) -> str:
    """Whether the order of the moves decides this entry's move, and what that order is."""
    tied = len(dict.fromkeys(child for child, r in zip(children, results) if r == result))
    if tied == 1:
        # Translators: Chopsticks' panel: only one move reaches the entry's result
        return _("Only one move reaches this result, so the order of the moves does not matter here.")
    # Translators: Chopsticks' panel: {count} moves reach the entry's result; the seed's table keeps the first in the
    # order its function next_moves lists them ({hands}, the state kept), an order that changed with Python 3.8
    # (next_moves is the seed's Python function: keep its name)
    return n_("{count} move reaches this result: the table keeps the first in the order the seed's next_moves lists "
              "them, {hands}. That order is a Python set's, and the set order changed in Python 3.8: the seed's "
              "sample game, and this table, list the moves as Python 3.7 does; a program of the seed run on Python "
              "3.8 or later may keep another of these equally good moves.",
              "{count} moves reach this result: the table keeps the first in the order the seed's next_moves lists "
              "them, {hands}. That order is a Python set's, and the set order changed in Python 3.8: the seed's "
              "sample game, and this table, list the moves as Python 3.7 does; a program of the seed run on Python "
              "3.8 or later may keep another of these equally good moves.", tied).format(
        count=number(tied), hands=hands(picked))


def choosers(by_table: bool, by_advice: bool) -> str:
    """Who picks a move: the table (the first best), the advice (the fastest win), both or neither."""
    if not (by_table or by_advice):
        return ""
    # Translators: who picks a move in Chopsticks' table of moves: the seed's table (the first best move), the advice
    # (the fastest win or slowest loss), or both
    return _("the table and the advice") if by_table and by_advice else _("the table") if by_table else _("the advice")


def hands(state) -> str:
    """A state's hands as the table writes them: ((1, 2), (1, 1))."""
    if not state:
        # Translators: Chopsticks' panel: no next state (the game is over at this entry)
        return _("none")
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
    rows = [row([number(d), number(settled_at[d][0]), number(settled_at[d][1])], step, {"distance": d},
                kind="here" if step == mine else "") for step, d in enumerate(distances)]
    steps = [distance_step(d, *settled_at[d], step == mine) for step, d in enumerate(distances)]
    # Translators: the last step of Chopsticks' retrograde analysis: no more positions can be settled; the {count}
    # left are draws (best play never ends)
    steps.append(n_("Nothing more can be settled: the {count}\u00a0position left are draws.",
                    "Nothing more can be settled: the {count}\u00a0positions left are draws.", draws).format(
        count=number(draws)))
    mover = "A" if state[2] % 2 == 0 else "B"
    values = {"player": mover}
    if outcome.result == DRAW:
        # Translators: Chopsticks' panel without a move limit: this position is a draw; {player} A or B, to move
        why = _("This position is never settled: it is a draw. No move of {player}'s reaches a position lost for the "
                "opponent, and not every move reaches one won for the opponent: best play goes on forever.").format(
            **values)
    else:
        values.update(moves=moves_words(outcome.remoteness), fewer=moves_words(outcome.remoteness - 1),
                      distance=number(outcome.remoteness - 1))
        # Translators: Chopsticks' panel without a move limit: {player} (A or B) wins (or loses) in {moves} (as "5
        # moves"): how the position is settled by retrograde analysis, at distance {distance} from the end, {fewer}
        why = (_("{player} wins in {moves}: a move reaches a position lost for the opponent in {fewer}, settled at "
                 "distance {distance}.") if outcome.result == WIN else
               _("{player} loses in {moves}: every move reaches a position won for the opponent; the slowest of them, "
                 "in {fewer}, settled it last.")).format(**values)
    at = len(steps) - 1 if mine is None else mine
    result = {WIN: 1, LOSS: -1, DRAW: 0}[outcome.result] * (1 if mover == "A" else -1)
    moves = [(game.state_text(child), outcomes[(*child[:2], child[2] % 2)]) for child in cs.next_moves(state, game.rules)]
    said = {game.state_text(child): page.move_words(game, state, child[:2]) for child in cs.next_moves(state, game.rules)}
    # Translators: Chopsticks' table of this position's moves without a move limit: the move, the outcome for the
    # opponent after it (win, loss, draw), and the moves from there to the end
    table_of_moves = table(_("This position's moves, and the outcome for the opponent after each"),
                           [_("Move"), _("The opponent, after it"), _("Moves after it")],
                           [row([said[text], _(OUTCOMES[o.result]), moves_text(o.remoteness)], at,
                                {"move": text}, opens=text, label=open_after(said[text], entry=False),
                                kind="best" if text == best else "") for text, o in moves],
                           start=at)
    # Translators: the title of Chopsticks' panel without a move limit: retrograde analysis, as a course on solving
    # games names it (positions settled backwards from the game's ends)
    return panel(_("Retrograde analysis"), where(game, state),
                 [_(UNBOUNDED[0]), _(UNBOUNDED[1]), _(UNBOUNDED[2]).format(count=number(len(cs.positions())))],
                 headline(results_label(), result, settled(result, outcome.remoteness)), steps,
                 # Translators: Chopsticks' table of retrograde analysis: at each distance from the end (in moves),
                 # how many positions are settled won, and lost, for the player to move
                 [table(_("Positions settled at each distance from the end (for the player to move)"),
                        [_("Distance (moves to the end)"), _("Won (positions)"), _("Lost (positions)")], rows,
                        grow=True, window=12), text([why], at), table_of_moves], opens_at=at,
                 # Translators: a note under Chopsticks' panel without a move limit
                 notes=[_("A move's row opens the position after it, one level down; the way back is above.")],
                 developer=[_(line) for line in DEVELOPER])


def distance_step(distance: int, won: int, lost: int, here: bool) -> str:
    """A distance of retrograde analysis settled, in words."""
    # Translators: a step of Chopsticks' retrograde analysis: at {distance} moves from the end, {won} (as "12
    # positions won") and {lost} (as "3 positions lost") for the player to move are settled
    said_here = _("Distance {distance} (moves to the end): {won} and {lost} for the player to move are settled.").format(
        distance=number(distance),
        # Translators: in a step of Chopsticks' retrograde analysis: {count} positions won for the player to move
        won=n_("{count}\u00a0position won", "{count}\u00a0positions won", won).format(count=number(won)),
        # Translators: in a step of Chopsticks' retrograde analysis: {count} positions lost for the player to move
        lost=n_("{count}\u00a0position lost", "{count}\u00a0positions lost", lost).format(count=number(lost)))
    # Translators: the end of the step of Chopsticks' retrograde analysis that settles this position
    return f"{said_here} " + _("This position is one of them.") if here else said_here


def moves_words(count: int) -> str:
    # Translators: a count of moves in Chopsticks ("5 moves"), as a result says how soon it comes
    return n_("{count}\u00a0move", "{count}\u00a0moves", count).format(count=number(count))


def settled(result: int, plies: int | None) -> str:
    """A result with best play and when it comes: "A wins in 5 moves", "a tie: the move limit comes in 3 moves"."""
    if result == 0:
        # Translators: Chopsticks' result with a move limit: a tie, the limit coming in {count} moves; without a limit,
        # a draw (the game never ends with best play)
        return n_("a tie: the move limit comes in {count}\u00a0move", "a tie: the move limit comes in {count}\u00a0moves",
                  plies).format(count=number(plies)) if plies is not None else _("a draw: best play never ends")
    # Translators: Chopsticks' result with best play: A (or B) wins in {count} moves
    return (n_("A wins in {count}\u00a0move", "A wins in {count}\u00a0moves", plies) if result > 0 else
            n_("B wins in {count}\u00a0move", "B wins in {count}\u00a0moves", plies)).format(count=number(plies))


def moves_text(plies: int | None, to_the_limit: bool = False) -> str:
    """The moves from a position to its end: a tie under a limit lasts to the limit, a draw forever."""
    if plies is None:
        # Translators: in Chopsticks' table of moves: the game after this move never ends (best play goes on forever)
        return _("never ends")
    # Translators: in Chopsticks' table of moves: {count} moves after this one, to the move limit (a tie) or to the
    # game's end
    return (n_("{count}\u00a0move to the limit", "{count}\u00a0moves to the limit", plies) if to_the_limit else
            n_("{count}\u00a0move to the end", "{count}\u00a0moves to the end", plies)).format(count=number(plies))


def where(game, state) -> str:
    """The position in words: the hands, who is to move, and the moves played against the limit."""
    (al, ar), (bl, br), level = state
    values = {"a_left": number(al), "a_right": number(ar), "b_left": number(bl), "b_right": number(br),
              "player": "A" if level % 2 == 0 else "B", "level": number(level), "limit": number(game.depth or 0)}
    if game.depth is None:
        # Translators: the position at the head of Chopsticks' panel: each hand's fingers (A's left and right, then
        # B's), {player} (A or B) to move, and no move limit
        return _("A's hands {a_left} and {a_right}, B's hands {b_left} and {b_right}, {player} to move (no move "
                 "limit)").format(**values)
    # Translators: the position at the head of Chopsticks' panel: each hand's fingers, {player} (A or B) to move, and
    # {level} of the {limit} moves the game may last played
    return _("A's hands {a_left} and {a_right}, B's hands {b_left} and {b_right}, {player} to move ({level} of "
             "{limit} moves played)").format(**values)
