"""How the computer thinks in Red-Blue Nim: the computer's own alpha-beta search from this position
(stb.solvers.alphabeta, watched by a SearchTrace), told position by position: the tree as it is
explored, alpha and beta at each position, the cut-offs and the moves they leave untried, each
value with what it says of the exact one (=, ≥ or ≤), the evaluation at the depth limit, the move
chosen; and the positions plain minimax, alpha-beta alone and alpha-beta with the table search.
Values are taken from the side the advice takes (the viewer's points; the viewer maximises)."""

from functools import cache
from math import inf

from stb import nim
from stb.advice import NBSP
from stb.fields import whole
from stb.bridge.position import names as seat_names, viewer as viewer_of
from stb.bridge.thinking.blocks import chosen, headline, listed, option, panel, plural, scientific, signed, text
from stb.words import agreeing, lowered, named, theirs, whose
from stb.solvers.alphabeta import AT_LEAST, AT_MOST, SearchLimit, SearchTrace, alphabeta

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
TREE_CAPTIONS = {
    "diagram": "The search tree, in the order explored, left to right (a box is a position: its red (r) and blue (b) "
               "marbles, ▲ max or ▼ min to move, its window while it is searched, its value once left; the step's "
               "caption says each in words, as does a box or a branch under the mouse)",
    "list": "The search tree, in the order explored, one line a position"}
SYMBOLS = {AT_LEAST: "≥", AT_MOST: "≤"}
FLIPPED = {AT_LEAST: AT_MOST, AT_MOST: AT_LEAST}


def trace(page, game, state, opponent, asked) -> dict:
    """The search as it went, one step per position entered, cut off or left."""
    computer = opponent.get("depth", 0)
    looked = whole(asked.get("depth", computer), "the look-ahead", 0, nim.DEPTHS[-1]) if isinstance(asked, dict) \
        else computer
    limited = int(asked.get("depth", computer) if isinstance(asked, dict) else computer) != 0
    options, offered = chosen(asked, [
        option("depth", "Look ahead", str(computer), [("0", "to the end of the game")]
               + [(str(d), plural(d, "move")) for d in sorted({*DEPTHS, computer, looked} - {0})])] + [
        option("evaluation", "At the depth limit, score by", "exact",
               [("exact", "the evaluation function (exact)"), ("crude", "the points at stake now (crude)")])] * limited + [
        option("table", "Table of positions searched", "on",
               [("on", "on, as the computer searches"), ("off", "off: alpha-beta alone")])])
    depth, table = int(options["depth"]) or None, options["table"] == "on"
    evaluation = options.get("evaluation", "exact")
    evaluate = EVALUATIONS[evaluation]
    names = seat_names(page, game, opponent)
    side = Side(viewer_of(page, game, opponent, state.player), names)
    watched = SearchTrace(TREE_KEPT)
    search = searched(game, state, depth, evaluate, table, drawn_limit(table), watched)
    counts = search_counts(game, state, depth, evaluate, table, search)
    nodes = [node(page, game, watched, n, side, evaluate) for n in range(len(watched.visits))]
    steps, shown_events = told(watched, nodes, side)
    lines = intro(game, depth, table, evaluation, side)
    drawn = "diagram" if len(nodes) <= DIAGRAM_MOST else "list"
    blocks = [counts, {"kind": "tree", "from": 0, "caption": TREE_CAPTIONS[drawn], "nodes": nodes,
                       "events": shown_events, "kept": len(nodes), "total": search.nodes if search else None,
                       "drawn": drawn}]
    exact = side.seen(nim.exact_value(game, state.red, state.blue) * (1 if state.player == 0 else -1))
    best_move = nim.advise(game, state).best.action
    if search is None:
        notes = [f"Alpha-beta alone stopped after {COUNT_LIMIT:,} positions without an answer: the tree shows its "
                 f"first {TREE_KEPT}. Turn the table on, or look fewer moves ahead."]
        return panel("Alpha-beta search", where(game, state, names), lines, None, steps, blocks, notes=notes,
                     options=offered, developer=DEVELOPER)
    value, best = side.seen(search.value), page.move_words(game, state, search.action)
    steps[-1] += f" The best move: {lowered(best)}, the first of the best in the order tried."
    blocks.append(text(verdict(page, game, state, value, exact, best, best_move, evaluation, depth),
                       len(steps) - 1))
    notes = [] if search.nodes <= TREE_KEPT else [
        f"A big search: the tree shows the first {TREE_KEPT} of its {search.nodes:,} positions, and counts the rest "
        "under the position they were searched from."]
    return panel("Alpha-beta search", where(game, state, names), lines,
                 headline(f"{whose(side.name)} points; {theirs(names[state.player])} best move: {best}",
                          value, points(value)), steps, blocks, notes=notes, options=offered, developer=DEVELOPER)


class Side:
    """The side values are taken from: the viewer's points, the viewer maximising; the search's own
    values are player 0's."""

    def __init__(self, viewer: int, names: list[str]):
        self.viewer, self.name, self.other = viewer, names[viewer], names[1 - viewer]
        self.names = names
        self.sign = 1 if viewer == 0 else -1

    def seen(self, value: float) -> float:
        return self.sign * value

    def window(self, alpha: float, beta: float) -> tuple[float, float]:
        """(alpha, beta) from the viewer's side: the viewer's alpha is player 1's minus beta."""
        return (alpha, beta) if self.sign == 1 else (-beta, -alpha)

    def known(self, known: str) -> str:
        return known if self.sign == 1 else FLIPPED.get(known, known)

    def stored(self, low: float, high: float) -> tuple[float, float]:
        """The table's bounds (low, high) on player 0's value, as bounds on the viewer's."""
        return (low, high) if self.sign == 1 else (-high, -low)


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


def search_counts(game, state, depth, evaluate, table, drawn) -> dict:
    """The positions plain minimax, alpha-beta alone and alpha-beta with the table search from
    `state` to `depth` (the drawn search is one of the last two), and the moves cut off in it."""
    other = searched(game, state, depth, evaluate, not table, COUNT_LIMIT)
    alone, with_table = (other, drawn) if table else (drawn, other)
    order = ", ".join(f"{count} {pile}" for count, pile in game.move_order)
    minimax = minimax_nodes(game, state.red, state.blue, depth)

    def counted(search, limit):
        return (search.nodes, plural(search.nodes, "position")) if search else (None, f"more than {limit:,}")

    items = [("minimax", "Plain minimax: every position of the game tree"
              + ("" if depth is None else f" to {plural(depth, 'move')} ahead"),
              (minimax, plural(minimax, "position") if minimax < 10 ** 9 else f"about {scientific(float(minimax))}"
                                                                             f"{NBSP}positions")),
             ("alphabeta", f"Alpha-beta alone, moves tried in the order {order}",
              counted(alone, COUNT_LIMIT)),
             ("table", "Alpha-beta with the table of positions already searched",
              counted(with_table, drawn_limit(table)))]
    shown = [{"key": key, "label": label + (" (drawn below)" if (key == "table") == table and key != "minimax" else ""),
              "value": value, "text": words} for key, label, (value, words) in items]
    if drawn:
        shown.append({"key": "pruned", "label": "Moves cut off, never searched, in the search drawn",
                      "value": drawn.pruned, "text": plural(drawn.pruned, "move")})
    return {"kind": "counts", "from": 0, "items": shown}


def node(page, game, watched, n, side, evaluate) -> dict:
    """A position of the tree as the panel draws it, from the viewer's side (with its state's text, the
    plies left to look and its value as a number, for the page's tests)."""
    visit = watched.visits[n]
    state, parent = visit.state, None if visit.parent is None else watched.visits[visit.parent]
    move = None if parent is None else page.move_words(game, parent.state, taken(parent.state, state))
    cut = next((event for event in watched.events if event[0] == "cut" and event[1] == n), None)
    alpha, beta = side.window(visit.alpha, visit.beta)
    left = visit.value is not None
    stored = None if visit.stored is None else side.stored(*visit.stored)
    return {"parent": visit.parent, "move": move, "position": f"{state.red} red, {state.blue} blue",
            "short": f"{state.red}r {state.blue}b",
            "state": game.state_text(state), "plies": visit.depth, "score": side.seen(visit.value) if left else None,
            "mover": "max" if state.player == side.viewer else "min", "alpha": bound(alpha), "beta": bound(beta),
            "value": points(side.seen(visit.value)) if left else None,
            "known": SYMBOLS.get(side.known(visit.known), "=") if left else None, "how": visit.how,
            "why": why(game, state, evaluate, side) if visit.how in ("end", "evaluated") else "",
            "unkept": visit.unkept, "windows": [],
            "stored": None if stored is None else [bound(stored[0]), bound(stored[1])],
            "chosen": parent is not None and parent.action is not None and game.result(parent.state, parent.action) == state,
            "cut": None if cut is None else {
                **dict(zip(("alpha", "beta"), map(bound, side.window(cut[2], cut[3])))),
                "skipped": [page.move_words(game, state, action) for action in cut[4]]}}


def why(game, state, evaluate, side) -> str:
    """How an end or the evaluation scored a position, in a few words, told from the side whose
    points the values are (the viewer's): who gains, who pays."""
    mover, other = named(side.names[state.player]), named(side.names[1 - state.player])
    if game.is_terminal(state):
        points_left = 2 * state.red + 3 * state.blue
        return (f"{mover} {agreeing(side.names[state.player], 'face')} an empty pile and "
                + (f"{agreeing(side.names[state.player], 'win')} {points_left} from {other}" if game.misere else
                   f"{agreeing(side.names[state.player], 'pay')} {other} {points_left}") + " for the marbles left")
    if evaluate is not nim.evaluate:
        return "the points at stake were the game to end here"
    value, case = nim.estimate_case(game, state.red, state.blue)
    if case == nim.FINISH:
        return f"a pile of 2 or fewer: {mover}, to move, {agreeing(side.names[state.player], 'empty')} it and " \
               f"{agreeing(side.names[state.player], 'win')} {value} from {other}"
    cold = case == nim.COLD
    return (f"red ≡ blue (mod 3): {mover}, to move, {agreeing(side.names[state.player], 'lose')} {-value} to {other}"
            if cold else f"red ≢ blue (mod 3): {mover}, to move, {agreeing(side.names[state.player], 'win')} {value} "
                         f"from {other}")


def told(watched, nodes, side) -> tuple[list[str], list[list]]:
    """The steps of the search in words, and each step's event ([kind, position]) for the tree: a
    move's value that narrows its parent's window is told in the step that leaves the move, and
    each position's windows (`windows`: [step, α, β, the bound that changed]) are written into its node."""
    steps, events, now = [], [], {}  # now: each position's window as it stands
    for event in watched.events:
        kind, n = event[:2]
        shown = nodes[n]
        if kind in ("window", "table"):
            alpha, beta = map(bound, side.window(*event[2:4]))
            changed = " and ".join(name for name, new, old in zip("αβ", (alpha, beta), now[n]) if new != old)
            if kind == "window":  # told with the move that narrowed it
                steps[-1] += f" Back at {shown['position']}: {changed} = {alpha if changed == 'α' else beta} now " \
                             f"(it was {now[n][0] if changed == 'α' else now[n][1]})."
            shown["windows"].append([len(steps) - (kind == "window"), alpha, beta, changed])
            now[n] = alpha, beta
        elif kind == "enter":
            now[n] = shown["alpha"], shown["beta"]
            shown["windows"].append([len(steps), shown["alpha"], shown["beta"], ""])
        if kind != "window":
            steps.append(caption(nodes, event, side))
            events.append([kind, n])
    return steps, events


def caption(nodes, event, side) -> str:
    """One step of the search in words."""
    kind, n = event[:2]
    shown = nodes[n]
    if kind == "enter":
        reached = f" after {lowered(shown['move'])}" if shown["move"] else ""
        return f"Enter {shown['position']}{reached} ({'▲ max' if shown['mover'] == 'max' else '▼ min'}), " \
               f"α = {shown['alpha']}, β = {shown['beta']}."
    if kind == "table":
        alpha, beta = map(bound, side.window(*event[2:4]))
        low, high = shown["stored"]
        said, narrowed = [], []
        if alpha != shown["alpha"]:
            said.append(f"at least {low}")
            narrowed.append(f"α = {alpha} (it was {shown['alpha']})")
        if beta != shown["beta"]:
            said.append(f"at most {high}")
            narrowed.append(f"β = {beta} (it was {shown['beta']})")
        return (f"At {shown['position']}: the table of positions already searched holds bounds from an earlier "
                f"search of it: {' and '.join(said)} here, so {' and '.join(narrowed)}. The search goes on in the "
                "narrower window.")
    if kind == "cut":
        cut = shown["cut"]
        if not cut["skipped"]:
            return f"At {shown['position']}: α = {cut['alpha']} ≥ β = {cut['beta']} after its last move: no move is " \
                   "left to cut off, but its value is only a bound."
        return f"At {shown['position']}: α = {cut['alpha']} ≥ β = {cut['beta']}, so the moves left here " \
               f"({listed([lowered(m) for m in cut['skipped']])}) cannot change the choice above: cut off."
    return f"Leave {shown['position']}: {shown['known']} {shown['value']} ({left_how(shown)})" + \
        (f"; {plural(shown['unkept'], 'position')} searched below it are not drawn." if shown["unkept"] else ".")


def left_how(shown) -> str:
    """Why a position left has the value it has, and what the value says of the exact one."""
    if shown["how"] in ("end", "evaluated"):
        return ("the evaluation function at the depth limit: " if shown["how"] == "evaluated" else "") + shown["why"]
    if shown["how"] == "table":
        low, high = shown["stored"]
        held = f"exactly {low}" if low == high else f"at least {low}" if shown["known"] == "≥" else f"at most {high}"
        how = f"from the table of positions already searched, which holds {held} here"
    else:
        how = "the best of its moves"
    if shown["known"] == "=":
        if shown["cut"] and shown["stored"]:
            low, high = shown["stored"]
            held, edge = (f"at most {high}", "β") if shown["mover"] == "max" else (f"at least {low}", "α")
            return (f"{how}, exact although cut off: its window came from the table, which holds {held} here ({edge} "
                    f"= {high if edge == 'β' else low}), and a move reached that bound: the value is at "
                    f"{'least' if edge == 'β' else 'most'} that by the move and at {'most' if edge == 'β' else 'least'} "
                    "that by the table")
        return how + ", exact"
    more = "at least" if shown["known"] == "≥" else "at most"
    return f"{how}: only a bound, the exact value is {more} this, enough to rule it out above"


def verdict(page, game, state, value, exact, best, best_move, evaluation, depth) -> list[str]:
    """What the search found, against the exact value and the advice's best move."""
    advised = page.move_words(game, state, best_move)
    if value == exact:
        said = [f"The search's value, {points(value)}, is the exact value (the advice's)."]
    else:
        said = [f"The search's value, {points(value)}, is not the exact value, {points(exact)}: the crude scores at the "
                "depth limit mislead it. Look further ahead, or score with the evaluation function."]
    said.append(f"Its move, {lowered(best)}, is the advice's best move." if best == advised else
                f"Its move, {lowered(best)}, is not the advice's best move, {lowered(advised)}.")
    if evaluation == "exact" and depth is not None:
        said.append("The evaluation function is exact, so a depth limit never changes the answer, only the positions "
                    "searched.")
    return said


def intro(game, depth, table, evaluation, side) -> list[str]:
    """What the search does, in sentences."""
    how = "to the end of the game" if depth is None else f"{plural(depth, 'move')} ahead (both players' moves counted)"
    order = ", ".join(f"{count} {pile}" for count, pile in game.move_order)
    other = named(side.other)
    lines = [
        f"Alpha-beta search, {how}: at each position it tries the moves in the order {order}, and backs the values up "
        f"the tree. Values are {theirs(side.name)} points at the end of the game (+: won from the other player, "
        f"−: paid); {named(side.name)} {agreeing(side.name, 'take')} the largest (▲ max), {other} the smallest (▼ min).",
        "α (alpha) is the value ▲ max is already sure of along the path to a position, β (beta) the value ▼ min is "
        "sure of. Once α ≥ β at a position, its remaining moves cannot change the choice above it: they are cut off "
        "(✂, greyed), and its value is only a bound: ≥ (the exact value is at least this) or ≤ (at most this). A "
        "value with = is exact. α and β change as the search goes: the tree shows each open position's window as "
        "it stands, the bound that just changed marked."] + [evaluation_words(game, evaluation)] * (depth is not None)
    lines.append("A position reached again by another path, with as many moves left to look, is looked up in the "
                 "table of positions already searched: it keeps each one's exact value, or the bound found, so the "
                 "search need not repeat it; a bound it holds can also narrow the window a position is searched in "
                 "(a step says so)." if table else
                 "The table is off: a position reached again by another path is searched again, as alpha-beta alone "
                 "does.")
    return lines


def evaluation_words(game, evaluation) -> str:
    if evaluation == "crude":
        return ("At the depth limit, an unfinished position is scored crudely: the points at stake were the game to "
                "end there (the player to move " + ("winning" if game.misere else "paying") + " 2 per red and 3 per "
                "blue marble left). With this, a depth limit can change the answer.")
    stake = nim.stake_of(game)
    small = "" if game.misere else ("if a pile has 2 or fewer marbles, the player to move empties it and the "
                                    "opponent pays for the other pile (the better of the two when both are small); "
                                    "otherwise ")
    return (f"At the depth limit, an unfinished position is scored by the evaluation function, for the player to "
            f"move: {small}when red and blue leave the same remainder divided by 3 (red ≡ blue mod 3), the player "
            f"loses {stake}{NBSP}points: whatever they take, the opponent takes to keep red ≡ blue, until they must "
            f"break a pile; any other position wins {stake}: one move leaves red ≡ blue to the opponent. It is exact "
            "(every position gets its value under best play), so the depth limit never changes the answer: score "
            "crudely instead to see a depth limit matter.")


DEVELOPER = [
    "The search drawn is the computer's own: stb/solvers/alphabeta.py (alphabeta, watched by a SearchTrace), "
    "fail-soft, with bounds per (position, moves left) in its table. The evaluation function is stb/nim.py's "
    "estimate; the crude one is RedBlueNim.utility, as the lab's naive search uses it.",
    "The counts run the same alphabeta with the table on and off; plain minimax is counted (nim.tree_size), not "
    "searched. The seed is seeds/002 (Red-Blue Nim): minimax with alpha-beta in this move order, and for extra "
    "credit a depth-limited search with an evaluation function.",
]


def taken(parent, child) -> tuple[int, str]:
    """The move from `parent` to `child`."""
    return (parent.red - child.red, nim.RED) if parent.red != child.red else (parent.blue - child.blue, nim.BLUE)


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


def bound(value: float) -> str:
    return "−∞" if value == -inf else "+∞" if value == inf else points(value)


def points(value: float) -> str:
    return f"{signed(int(value))}{NBSP}points"


def where(game, state, names) -> str:
    mover = names[state.player]
    return f"{state.red} red and {state.blue} blue left; {named(mover)} {'are' if mover == 'You' else 'is'} to move" \
        + (" (misère)" if game.misere else "")
