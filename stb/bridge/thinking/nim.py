"""How the computer thinks in Red-Blue Nim: the computer's own alpha-beta search from this position
(stb.solvers.alphabeta, watched by a SearchTrace), told position by position: the tree as it is
explored, alpha and beta at each position, the cut-offs and the moves they leave untried, each
value with what it says of the exact one (=, ≥ or ≤), the evaluation at the depth limit, the move
chosen; and the positions plain minimax, alpha-beta alone and alpha-beta with the table search.
Values are taken from the side the advice takes (the viewer's points; the viewer maximises)."""

from functools import cache

from stb import nim
from stb.fields import whole
from stb.bridge.position import names as seats_of, viewer as viewer_of
from stb.bridge.thinking.blocks import chosen, headline, option, other, panel, scientific, text
from stb.bridge.thinking.nim_tree import Side, node, points, told, tree
from stb.i18n import N_, _, n_, number
from stb.words import lowered, said
from stb.solvers.alphabeta import SearchLimit, SearchTrace, alphabeta

TREE_KEPT = 120
"""The most positions of a search the panel draws; the rest are searched as usual and counted."""
DIAGRAM_MOST = 40
"""The most positions a search may have to be drawn as a tree of nodes and branches (bigger ones are
drawn as an indented list, which a phone can hold)."""
SEARCH_LIMIT = 300_000
"""The most positions the drawn search enters (the computer's own deepest search enters fewer)."""
COUNT_LIMIT = 50_000
"""The most positions a search run only to be counted enters; beyond, its count says "more than"."""
DEPTHS = (1, 2, 3, 4, 6, 8, 10)
"""The look-aheads the panel offers, besides the computer's own."""
EVALUATIONS = {"exact": nim.evaluate, "crude": nim.RedBlueNim.utility}
"""Scores at the depth limit: the computer's evaluation function, or the points at stake were the
game to end there (as the lab's naive search scores them)."""
EVALUATION_CHOICES = {
    # Translators: a choice of Nim's panel, after "At the depth limit, score by": the computer's evaluation
    # function, which gives every position its exact value
    "exact": N_("the evaluation function (exact)"),
    # Translators: a choice of Nim's panel, after "At the depth limit, score by": the points the player to move
    # would pay (or win) were the game to end now, a crude estimate
    "crude": N_("the points at stake now (crude)")}
TABLE_CHOICES = {
    # Translators: a choice of Nim's panel, after "Table of positions searched" (a transposition table: the
    # values or bounds found for positions searched already): on, as the computer's own search uses it
    "on": N_("on, as the computer searches"),
    # Translators: a choice of Nim's panel, after "Table of positions searched": off, plain alpha-beta search
    "off": N_("off: alpha-beta alone")}


def trace(page, game, state, opponent, asked) -> dict:
    """The search as it went, one step per position entered, cut off or left."""
    computer = opponent.get("depth", 0)
    looked = whole(asked.get("depth", computer), "the look-ahead", 0, nim.DEPTHS[-1]) if isinstance(asked, dict) \
        else computer
    limited = int(asked.get("depth", computer) if isinstance(asked, dict) else computer) != 0
    # Translators: labels of the selects of Nim's alpha-beta panel: how many moves (plies: both players' moves
    # counted) the search looks ahead; how it scores a position at that depth limit; and whether it keeps a table
    # of the positions it has searched (a transposition table)
    options, offered = chosen(asked, [
        option("depth", _("Look ahead"), str(computer),
               # Translators: a choice of Nim's "Look ahead": no depth limit, the search goes on to the end of the game
               [("0", _("to the end of the game"))]
               + [(str(d), moves(d)) for d in sorted({*DEPTHS, computer, looked} - {0})])] + [
        option("evaluation", _("At the depth limit, score by"), "exact",
               [(key, _(words)) for key, words in EVALUATION_CHOICES.items()])] * limited + [
        option("table", _("Table of positions searched"), "on", [(key, _(words)) for key, words in TABLE_CHOICES.items()])])
    depth, table = int(options["depth"]) or None, options["table"] == "on"
    evaluation = options.get("evaluation", "exact")
    evaluate = EVALUATIONS[evaluation]
    seats = seats_of(page, game, opponent)
    side = Side(viewer_of(page, game, opponent, state.player), seats)
    watched = SearchTrace(TREE_KEPT)
    search = searched(game, state, depth, evaluate, table, drawn_limit(table), watched)
    counts = search_counts(game, state, depth, evaluate, table, search)
    nodes = [node(page, game, watched, n, side, evaluate) for n in range(len(watched.visits))]
    steps, shown_events = told(watched, nodes, side)
    lines = intro(game, depth, table, evaluation, side)
    drawn = "diagram" if len(nodes) <= DIAGRAM_MOST else "list"
    blocks = [counts, tree(watched, nodes, shown_events, drawn, search)]
    exact = side.seen(nim.exact_value(game, state.red, state.blue) * (1 if state.player == 0 else -1))
    best_move = nim.advise(game, state).best.action
    # Translators: the title of Nim's panel: alpha-beta search (minimax with alpha-beta pruning), as a course
    # on game playing names it
    title = _("Alpha-beta search")
    if search is None:
        # Translators: a note of Nim's panel when plain alpha-beta (without its table) gives up: it searched {limit}
        # positions without finishing; the tree shows its first {kept}
        notes = [_("Alpha-beta alone stopped after {limit} positions without an answer: the tree shows its first "
                   "{kept}. Turn the table on, or look fewer moves ahead.").format(limit=number(COUNT_LIMIT),
                                                                                   kept=number(TREE_KEPT))]
        return panel(title, where(game, state, seats), lines, None, steps, blocks, notes=notes,
                     options=offered, developer=[_(line) for line in DEVELOPER])
    value, best = side.seen(search.value), page.move_words(game, state, search.action)
    # Translators: the end of the last step of Nim's search: {move} the best move it found (as "take 2 red"); among
    # moves of equal value the search keeps the first it tried
    steps[-1] += " " + _("The best move: {move}, the first of the best in the order tried.").format(move=lowered(best))
    blocks.append(text(verdict(page, game, state, value, exact, best, best_move, evaluation, depth),
                       len(steps) - 1))
    # Translators: a note of Nim's panel for a search too big to draw whole: the tree shows its first {kept}
    # positions of {count}, the others counted under the position drawn they were searched from
    notes = [] if search.nodes <= TREE_KEPT else [n_(
        "A big search: the tree shows the first {kept} of its {count} position, and counts the rest under the "
        "position they were searched from.",
        "A big search: the tree shows the first {kept} of its {count} positions, and counts the rest under the "
        "position they were searched from.", search.nodes).format(kept=number(TREE_KEPT), count=number(search.nodes))]
    return panel(title, where(game, state, seats), lines,
                 headline(headline_label(side, state.player, best), value, points(value)), steps, blocks,
                 notes=notes, options=offered, developer=[_(line) for line in DEVELOPER])


def headline_label(side, mover: int, best: str) -> str:
    """Whose points the values are, and the best move of the player to move ({move}, as a sentence writes it)."""
    seats, viewer = side.seats, side.viewer
    if mover == viewer:
        # Translators: the headline of Nim's panel, before the value found: whose points the values are (yours), and
        # the best move ({move}, as "Take 2 red") of the same player, to move; {player} a player's name
        return said(seats[viewer], you=_("Your points; your best move: {move}"),
                    computer=_("The computer's points; the computer's best move: {move}"),
                    player=_("{player}'s points; {player}'s best move: {move}"), move=best)
    # Translators: the headline of Nim's panel, before the value found: whose points the values are, and the best
    # move ({move}, as "Take 2 red") of the other player, to move; {player} and {other} players' names
    return said(seats[viewer], you=_("Your points; the computer's best move: {move}"),
                computer=_("The computer's points; your best move: {move}"),
                player=_("{player}'s points; {other}'s best move: {move}"), move=best, other=other(seats, viewer))


def drawn_limit(table: bool) -> int:
    """The most positions the drawn search enters: as many as the computer's deepest search with the
    table, as many as a count without it."""
    return SEARCH_LIMIT if table else COUNT_LIMIT


def searched(game, state, depth, evaluate, table, limit, watched=None):
    """The search of `state` (None: it entered more than `limit` positions)."""
    try:
        return alphabeta(game, state, depth=depth, transpositions=table, observe=watched, limit=limit,
                         evaluate=lambda frontier: evaluate(game, frontier))
    except SearchLimit:
        return None


def moves(count: int) -> str:
    # Translators: a count of moves (plies: each player's move counts), as Nim's panel looks ahead ("3 moves")
    return n_("{count}\u00a0move", "{count}\u00a0moves", count).format(count=number(count))


def positions(count: int) -> str:
    # Translators: a count of Nim's positions (its piles of marbles and the player to move), as a search visits them
    return n_("{count}\u00a0position", "{count}\u00a0positions", count).format(count=number(count))


def order_words(game) -> str:
    """The order Nim's search tries the moves in: "2 red, 2 blue, 1 red, 1 blue"."""
    # Translators: a move in the order Nim's search tries them: take {count} red (or blue) marbles
    said_moves = [(_("{count} red") if pile == nim.RED else _("{count} blue")).format(count=number(count))
                  for count, pile in game.move_order]
    return ", ".join(said_moves)


def search_counts(game, state, depth, evaluate, table, drawn) -> dict:
    """The positions plain minimax, alpha-beta alone and alpha-beta with the table search from
    `state` to `depth` (the drawn search is one of the last two), and the moves cut off in it."""
    other_search = searched(game, state, depth, evaluate, not table, COUNT_LIMIT)
    alone, with_table = (other_search, drawn) if table else (drawn, other_search)
    order = order_words(game)
    minimax = minimax_nodes(game, state.red, state.blue, depth)

    def counted(search, limit):
        # Translators: a count of positions searched, when the search gave up after {count} positions
        return (search.nodes, positions(search.nodes)) if search else (None, _("more than {count}").format(
            count=number(limit)))

    if depth is None:
        # Translators: the first count of Nim's panel: plain minimax, no cut-offs, visits every position
        minimax_label = _("Plain minimax: every position of the game tree")
    else:
        # Translators: the first count of Nim's panel: plain minimax, no cut-offs, to a depth limit of {count} moves
        minimax_label = n_("Plain minimax: every position of the game tree to {count}\u00a0move ahead",
                           "Plain minimax: every position of the game tree to {count}\u00a0moves ahead",
                           depth).format(count=number(depth))
    # Translators: an estimate of a huge count of positions: {count} in scientific notation (as 3.2 × 10¹²)
    minimax_words = positions(minimax) if minimax < 10 ** 9 else _("about {count}\u00a0positions").format(
        count=scientific(float(minimax)))
    alone_drawn, with_table_drawn = not table, table  # the search drawn below the counts
    # Translators: the counts of Nim's panel: alpha-beta without the table, its moves tried in the order {order}
    # ("2 red, 2 blue, 1 red, 1 blue"), and alpha-beta with the table of positions already searched (a
    # transposition table); "(drawn below)" marks the search the tree shows
    alone_label = (_("Alpha-beta alone, moves tried in the order {order} (drawn below)") if alone_drawn else
                   _("Alpha-beta alone, moves tried in the order {order}")).format(order=order)
    with_table_label = (_("Alpha-beta with the table of positions already searched (drawn below)") if with_table_drawn
                        else _("Alpha-beta with the table of positions already searched"))
    items = [("minimax", minimax_label, (minimax, minimax_words)),
             ("alphabeta", alone_label, counted(alone, COUNT_LIMIT)),
             ("table", with_table_label, counted(with_table, drawn_limit(table)))]
    shown = [{"key": key, "label": label, "value": value, "text": words} for key, label, (value, words) in items]
    if drawn:
        # Translators: the last count of Nim's panel: the moves alpha-beta's cut-offs left unsearched
        shown.append({"key": "pruned", "label": _("Moves cut off, never searched, in the search drawn"),
                      "value": drawn.pruned, "text": moves(drawn.pruned)})
    return {"kind": "counts", "from": 0, "items": shown}


def verdict(page, game, state, value, exact, best, best_move, evaluation, depth) -> list[str]:
    """What the search found, against the exact value and the advice's best move."""
    advised = page.move_words(game, state, best_move)
    if value == exact:
        # Translators: under Nim's search: its value ({value}, as "+6 points") is the exact one, the advice's
        said_here = [_("The search's value, {value}, is the exact value (the advice's).").format(value=points(value))]
    else:
        # Translators: under Nim's search: its value ({value}) is not the exact one ({exact}): the crude scores at
        # its depth limit mislead it
        said_here = [_("The search's value, {value}, is not the exact value, {exact}: the crude scores at the depth "
                       "limit mislead it. Look further ahead, or score with the evaluation function.").format(
            value=points(value), exact=points(exact))]
    # Translators: under Nim's search: its move ({move}, as "take 2 red") is (or is not) the advice's best move
    # ({best})
    said_here.append((_("Its move, {move}, is the advice's best move.") if best == advised else
                      _("Its move, {move}, is not the advice's best move, {best}.")).format(
        move=lowered(best), best=lowered(advised)))
    if evaluation == "exact" and depth is not None:
        # Translators: under Nim's search with a depth limit: the evaluation function gives exact values, so the
        # limit changes only how many positions are searched
        said_here.append(_("The evaluation function is exact, so a depth limit never changes the answer, only the "
                           "positions searched."))
    return said_here


def intro(game, depth, table, evaluation, side) -> list[str]:
    """What the search does, in sentences."""
    order = order_words(game)
    if depth is None:
        # Translators: how Nim's panel begins: alpha-beta search to the end of the game, trying the moves in the
        # order {order} ("2 red, 2 blue, 1 red, 1 blue") and backing the values up the tree (minimax)
        search = _("Alpha-beta search, to the end of the game: at each position it tries the moves in the order "
                   "{order}, and backs the values up the tree.").format(order=order)
    else:
        # Translators: how Nim's panel begins: alpha-beta search {count} moves ahead (plies: both players' moves
        # counted), trying the moves in the order {order} and backing the values up the tree (minimax)
        search = n_("Alpha-beta search, {count}\u00a0move ahead (both players' moves counted): at each position it "
                    "tries the moves in the order {order}, and backs the values up the tree.",
                    "Alpha-beta search, {count}\u00a0moves ahead (both players' moves counted): at each position it "
                    "tries the moves in the order {order}, and backs the values up the tree.", depth).format(
            count=number(depth), order=order)
    # Translators: Nim's panel: whose points the values are (+ won from the other player, − paid), and who takes the
    # largest value (▲ max, the maximising player) and who the smallest (▼ min); {player} and {other} players' names
    values = said(side.seats[side.viewer],
                  you=_("Values are your points at the end of the game (+: won from the other player, −: paid); you "
                        "take the largest (▲ max), the computer the smallest (▼ min)."),
                  computer=_("Values are the computer's points at the end of the game (+: won from the other player, "
                             "−: paid); the computer takes the largest (▲ max), you the smallest (▼ min)."),
                  player=_("Values are {player}'s points at the end of the game (+: won from the other player, −: "
                           "paid); {player} takes the largest (▲ max), {other} the smallest (▼ min)."),
                  other=other(side.seats, side.viewer))
    # Translators: Nim's panel: what alpha and beta are (the window of alpha-beta search), cut-offs (pruning), and
    # bounds: ≥ (at least) and ≤ (at most); ✂ marks a move cut off
    lines = [f"{search} {values}", _(
        "α (alpha) is the value ▲ max is already sure of along the path to a position, β (beta) the value ▼ min is "
        "sure of. Once α ≥ β at a position, its remaining moves cannot change the choice above it: they are cut off "
        "(✂, greyed), and its value is only a bound: ≥ (the exact value is at least this) or ≤ (at most this). A "
        "value with = is exact. α and β change as the search goes: the tree shows each open position's window as "
        "it stands, the bound that just changed marked.")] + [evaluation_words(game, evaluation)] * (depth is not None)
    # Translators: Nim's panel: the table of positions already searched (a transposition table), on or off
    lines.append(_("A position reached again by another path, with as many moves left to look, is looked up in the "
                   "table of positions already searched: it keeps each one's exact value, or the bound found, so the "
                   "search need not repeat it; a bound it holds can also narrow the window a position is searched in "
                   "(a step says so).") if table else
                 _("The table is off: a position reached again by another path is searched again, as alpha-beta alone "
                   "does."))
    return lines


def evaluation_words(game, evaluation) -> str:
    if evaluation == "crude":
        # Translators: Nim's panel with a depth limit and crude scores: at the limit, the points at stake if the game
        # ended there (2 per red marble, 3 per blue; the player to move pays them, or in misère wins them)
        return (_("At the depth limit, an unfinished position is scored crudely: the points at stake were the game to "
                  "end there (the player to move winning 2 per red and 3 per blue marble left). With this, a depth "
                  "limit can change the answer.") if game.misere else
                _("At the depth limit, an unfinished position is scored crudely: the points at stake were the game to "
                  "end there (the player to move paying 2 per red and 3 per blue marble left). With this, a depth "
                  "limit can change the answer."))
    stake = number(nim.stake_of(game))
    if game.misere:
        # Translators: Nim's panel (misère) with a depth limit: the evaluation function. ≡ is "congruent": red and
        # blue leave the same remainder divided by 3; {stake} the points at stake
        return _("At the depth limit, an unfinished position is scored by the evaluation function, for the player to "
                 "move: when red and blue leave the same remainder divided by 3 (red ≡ blue mod 3), the player loses "
                 "{stake}\u00a0points: whatever they take, the opponent takes to keep red ≡ blue, until they must "
                 "break a pile; any other position wins {stake}: one move leaves red ≡ blue to the opponent. It is "
                 "exact (every position gets its value under best play), so the depth limit never changes the "
                 "answer: score crudely instead to see a depth limit matter.").format(stake=stake)
    # Translators: Nim's panel with a depth limit: the evaluation function. ≡ is "congruent": red and blue leave the
    # same remainder divided by 3; {stake} the points at stake
    return _("At the depth limit, an unfinished position is scored by the evaluation function, for the player to "
             "move: if a pile has 2 or fewer marbles, the player to move empties it and the opponent pays for the "
             "other pile (the better of the two when both are small); otherwise when red and blue leave the same "
             "remainder divided by 3 (red ≡ blue mod 3), the player loses {stake}\u00a0points: whatever they take, "
             "the opponent takes to keep red ≡ blue, until they must break a pile; any other position wins {stake}: "
             "one move leaves red ≡ blue to the opponent. It is exact (every position gets its value under best "
             "play), so the depth limit never changes the answer: score crudely instead to see a depth limit "
             "matter.").format(stake=stake)


DEVELOPER = [
    # Translators: the fold for developers of Nim's panel: where the code is (file paths and Python names, keep them
    # as written), and what the seed (the course assignment, seeds/002) asks
    N_("The search drawn is the computer's own: stb/solvers/alphabeta.py (alphabeta, watched by a SearchTrace), "
       "fail-soft, with bounds per (position, moves left) in its table. The evaluation function is stb/nim.py's "
       "estimate; the crude one is RedBlueNim.utility, as the lab's naive search uses it."),
    N_("The counts run the same alphabeta with the table on and off; plain minimax is counted (nim.tree_size), not "
       "searched. The seed is seeds/002 (Red-Blue Nim): minimax with alpha-beta in this move order, and for extra "
       "credit a depth-limited search with an evaluation function."),
]


def minimax_nodes(game, red: int, blue: int, depth: int | None) -> int:
    """How many positions plain minimax (no cut-offs, no table) visits from (red, blue): counted, not searched."""
    if depth is None:
        return nim.tree_size(red, blue)

    @cache
    def count(red, blue, left):
        here = nim.State(red, blue)
        children = [game.result(here, action) for action in game.actions(here)] if left else []
        return 1 + sum(count(child.red, child.blue, left - 1) for child in children)

    return count(red, blue, depth)


def where(game, state, seats) -> str:
    """The position in words: the marbles left, who is to move, and misère."""
    values = {"red": number(state.red), "blue": number(state.blue)}
    if game.misere:
        # Translators: the position at the head of Nim's panel, in the misère game (facing an empty pile wins):
        # the red and blue marbles left and who is to move
        return said(seats[state.player], you=_("{red} red and {blue} blue left; you are to move (misère)"),
                    computer=_("{red} red and {blue} blue left; the computer is to move (misère)"),
                    player=_("{red} red and {blue} blue left; {player} is to move (misère)"), **values)
    # Translators: the position at the head of Nim's panel: the red and blue marbles left and who is to move
    return said(seats[state.player], you=_("{red} red and {blue} blue left; you are to move"),
                computer=_("{red} red and {blue} blue left; the computer is to move"),
                player=_("{red} red and {blue} blue left; {player} is to move"), **values)
