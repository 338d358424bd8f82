"""How the computer thinks in Red-Blue Nim: the computer's own alpha-beta search from this position,
at the page's depth (stb.solvers.alphabeta with a SearchTrace), told position by position: the tree
as it is explored, alpha and beta at each position, the cut-offs, the evaluation at the depth limit,
and the positions searched against plain minimax's."""

from functools import cache
from math import inf

from stb import nim
from stb.advice import MINUS, NBSP
from stb.bridge.position import names as seat_names
from stb.bridge.thinking.blocks import headline, panel, plural, scientific
from stb.words import verb, whose
from stb.solvers.alphabeta import SearchTrace, alphabeta

TREE_KEPT = 120
"""The most positions of a search the panel draws; the rest are searched as usual and counted."""


def trace(adapter, game, state, opponent) -> dict:
    """The search as it went, one step per position entered, cut off or left."""
    depth = None if opponent.get("depth", 0) == 0 else opponent["depth"]
    names = seat_names(adapter, game, opponent) if opponent.get("mode") == "computer" else list(adapter.seats(game))
    watched = SearchTrace(TREE_KEPT)
    search = alphabeta(game, state, depth=depth, transpositions=True,
                       evaluate=lambda frontier: nim.evaluate(game, frontier), observe=watched)
    minimax = minimax_nodes(game, state.red, state.blue, depth)
    nodes = [node(adapter, game, watched, n) for n in range(len(watched.visits))]
    steps = [caption(game, watched, nodes, event) for event in watched.events]
    cut = sum(event[4] for event in watched.events if event[0] == "cut")
    value = search.value if state.player == 0 else -search.value
    how = "to the end of the game" if depth is None else f"{plural(depth, 'move')} ahead (both players' moves counted)"
    intro = [
        f"Alpha-beta search, {how}, as the computer runs it: it tries each move in the assignment's order and "
        f"backs the values up the tree. Values are {whose(names[0]).lower() if names[0] == 'You' else whose(names[0])} "
        f"points (positive: {inside(names[0])} {'are' if names[0] == 'You' else 'is'} ahead); "
        f"{inside(verb(names[0], 'pick'))} the largest, {inside(names[1])} the smallest.",
        "α (alpha) is the value the maximiser is already sure of along this path, β (beta) the value the minimiser is "
        "already sure of. Once α ≥ β, this position cannot change the choice above it: its other moves are cut off.",
        "At the depth limit an unfinished position is scored by the evaluation function (for one, red ≡ blue mod 3 loses "
        "for the player to move); a finished one by its points. A position reached again by another path is looked "
        "up in the table of positions already searched (a transposition), as the computer does.",
    ]
    summary = {"kind": "counts", "from": 0, "items": [
        {"label": "Positions searched by alpha-beta (the computer's count)", "value": search.nodes,
         "text": plural(search.nodes, "position"), "key": "nodes"},
        {"label": "Moves cut off, never searched", "value": search.pruned, "text": plural(search.pruned, "move"),
         "key": "pruned"},
        {"label": f"Positions plain minimax would search{'' if depth is None else ' to the same depth'}",
         "value": minimax, "text": plural(minimax, "position") if minimax < 10 ** 9 else
         f"about {scientific(float(minimax))}{NBSP}positions", "key": "minimax"}]}
    tree = {"kind": "tree", "from": 0, "caption": "The search tree, in the order explored", "nodes": nodes,
            "events": [list(event[:2]) for event in watched.events], "kept": len(nodes), "total": search.nodes,
            "cut_shown": cut}
    notes = [] if search.nodes <= TREE_KEPT else [
        f"A big search: the tree shows the first {TREE_KEPT} of its {search.nodes:,} positions, and counts the rest "
        "under the position they were searched from."]
    best = "no move" if search.action is None else adapter.move_words(game, state, nim.move_text(search.action))
    return panel("Alpha-beta search", where(game, state, names), intro,
                 headline(f"{whose(names[state.player])} points, best move: {best}", value, points(value)), steps,
                 [summary, tree], notes=notes)


def node(adapter, game, watched, n) -> dict:
    """A position of the tree as the panel draws it."""
    visit = watched.visits[n]
    state, parent = visit.state, None if visit.parent is None else watched.visits[visit.parent].state
    move = None if parent is None else adapter.move_words(game, parent, nim.move_text(taken(parent, state)))
    children = sum(1 for v in watched.visits if v.parent == n)
    kind = ("end" if game.is_terminal(state) else "evaluated" if visit.depth == 0 else
            "known" if children == 0 and visit.unkept == 0 else "searched")
    cut = next((event for event in watched.events if event[0] == "cut" and event[1] == n), None)
    return {"parent": visit.parent, "move": move, "position": f"{state.red} red, {state.blue} blue",
            "mover": "max" if state.player == 0 else "min", "alpha": bound(visit.alpha), "beta": bound(visit.beta),
            "value": points(visit.value), "kind": kind, "unkept": visit.unkept,
            "cut": None if cut is None else {"alpha": bound(cut[2]), "beta": bound(cut[3]), "skipped": cut[4]}}


def caption(game, watched, nodes, event) -> str:
    """One step of the search in words."""
    kind, n = event[:2]
    shown = nodes[n]
    if kind == "enter":
        reached = f" after {shown['move'].lower()}" if shown["move"] else ""
        return f"Enter {shown['position']}{reached} ({'max' if shown['mover'] == 'max' else 'min'} to move), " \
               f"α = {shown['alpha']}, β = {shown['beta']}."
    if kind == "cut":
        return f"At {shown['position']}: α = {bound(event[2])} ≥ β = {bound(event[3])}, so " \
               f"{plural(event[4], 'move')} left here {'is' if event[4] == 1 else 'are'} cut off."
    how = {"end": "the game is over there", "evaluated": "the depth limit: the evaluation function scores it",
           "known": "known from the table of positions already searched", "searched": "the best of its moves"}
    return f"Leave {shown['position']}: {shown['value']} ({how[shown['kind']]})" + \
        (f"; {plural(shown['unkept'], 'position')} searched below it are not drawn." if shown["unkept"] else ".")


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


def inside(words: str) -> str:
    """Words that begin with "You" or "The computer", inside a sentence."""
    return words[0].lower() + words[1:] if words.startswith(("You", "The ")) else words


def bound(value: float) -> str:
    return "−∞" if value == -inf else "+∞" if value == inf else points(value)


def points(value: float) -> str:
    number = int(value)
    return f"{MINUS if number < 0 else '+' if number > 0 else ''}{abs(number)}{NBSP}points"


def where(game, state, names) -> str:
    mover = "you are" if names[state.player] == "You" else f"{names[state.player]} is"
    return f"{state.red} red and {state.blue} blue left; {mover} to move" + \
        (" (misère)" if game.misere else "")
