"""Red-Blue Nim's search tree as the panel draws it and tells it (stb.bridge.thinking.nim): each
position with its window, its value and how it came, the words under the mouse, the tree's block with
its captions, and the search step by step in words. Values are taken from the side the advice takes
(`Side`: the viewer's points; the viewer maximises)."""

from math import inf

from stb import nim
from stb.bridge.thinking.blocks import listed, other, signed
from stb.i18n import N_, _, n_, number
from stb.words import lowered, said
from stb.solvers.alphabeta import AT_LEAST, AT_MOST

TREE_CAPTIONS = {
    # Translators: the caption of Nim's search tree drawn as boxes and branches. A box is a position: its red (r)
    # and blue (b) marbles, ▲ max (the player who takes the largest value) or ▼ min to move, its window (α, β:
    # alpha and beta, the bounds alpha-beta search keeps) while it is searched, its value once left
    "diagram": N_("The search tree, in the order explored, left to right (a box is a position: its red (r) and blue "
                  "(b) marbles, ▲ max or ▼ min to move, its window while it is searched, its value once left; the "
                  "step's caption says each in words, as does a box or a branch under the mouse)"),
    # Translators: the caption of Nim's search tree drawn as an indented list (a big search)
    "list": N_("The search tree, in the order explored, one line a position")}
SYMBOLS = {AT_LEAST: "≥", AT_MOST: "≤"}
FLIPPED = {AT_LEAST: AT_MOST, AT_MOST: AT_LEAST}


class Side:
    """The side values are taken from: the viewer's points, the viewer maximising; the search's own
    values are player 0's. `seats`: who sits in each seat."""

    def __init__(self, viewer: int, seats: list):
        self.viewer, self.seats = viewer, seats
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


def node(page, game, watched, n, side, evaluate) -> dict:
    """A position of the tree as the panel draws it, from the viewer's side (with its state's text, the
    plies left to look and its value as a number, for the page's tests), and its words: its depth in
    the tree ("ply"), how its value came ("note"), its title under the mouse, open, left or chosen."""
    visit = watched.visits[n]
    state, parent = visit.state, None if visit.parent is None else watched.visits[visit.parent]
    move = None if parent is None else page.move_words(game, parent.state, taken(parent.state, state))
    cut = next((event for event in watched.events if event[0] == "cut" and event[1] == n), None)
    alpha, beta = side.window(visit.alpha, visit.beta)
    left = visit.value is not None
    stored = None if visit.stored is None else side.stored(*visit.stored)
    skipped = [] if cut is None else [page.move_words(game, state, action) for action in cut[4]]
    shown = {
        # Translators: a position of Nim's search: its red and blue marbles
        "parent": visit.parent, "move": move, "position": _("{red} red, {blue} blue").format(
            red=number(state.red), blue=number(state.blue)),
        # Translators: a position of Nim's search, in a small box of the tree drawn: {red} red marbles (r) and {blue}
        # blue (b); keep it short
        "short": _("{red}r {blue}b").format(red=number(state.red), blue=number(state.blue)),
        "state": game.state_text(state), "plies": visit.depth, "score": side.seen(visit.value) if left else None,
        "mover": "max" if state.player == side.viewer else "min", "alpha": bound(alpha), "beta": bound(beta),
        "value": points(side.seen(visit.value)) if left else None,
        "known": SYMBOLS.get(side.known(visit.known), "=") if left else None, "how": visit.how,
        "why": why(game, state, evaluate, side) if visit.how in ("end", "evaluated") else "",
        "unkept": visit.unkept, "windows": [],
        "stored": None if stored is None else [bound(stored[0]), bound(stored[1])],
        "chosen": parent is not None and parent.action is not None and game.result(parent.state, parent.action) == state,
        "cut": None if cut is None else {
            **dict(zip(("alpha", "beta"), map(bound, side.window(cut[2], cut[3])))), "skipped": skipped,
            # Translators: a move of Nim's search tree that a cut-off left unsearched ({move}, as "take 1 red"),
            # under the mouse
            "titles": [_("{move}: not searched, cut off").format(move=m) for m in skipped]}}
    # Translators: how the value of a position of Nim's search tree came, beside it: the evaluation function at the
    # depth limit, or the game's end ("game over"), and why ({why}); or the table of positions already searched
    shown["note"] = {"evaluated": _("evaluated: {why}"), "end": _("game over: {why}"),
                     "table": _("from the table")}.get(visit.how, "").format(why=shown["why"])
    # Translators: under the tree of Nim's search: {count} more positions searched below this one, not drawn
    shown["unkept_words"] = _("+{count} below, not drawn").format(count=number(visit.unkept)) if visit.unkept else ""
    shown["titles"] = titles(shown, move)
    return shown


def titles(shown, move) -> dict:
    """What a position of the tree says under the mouse: open, left (its value and how it came), and
    once its parent is left, chosen (the best move from the top, or the move chosen below)."""
    position = shown["position"] if move is None else f"{move} → {shown['position']}"
    if shown["value"] is None:
        return {"open": position}
    values = {"position": position, "known": shown["known"], "value": shown["value"], "note": shown["note"]}
    # Translators: a position of Nim's search tree under the mouse, once left: {position} the position (after its
    # move), {known} =, ≥ or ≤ (an exact value, or a bound), {value} its points, {note} how the value came
    left = (_("{position}: {known} {value} ({note})") if shown["note"] else _("{position}: {known} {value}")).format(
        **values)
    # Translators: the same, for the move chosen: ★ the best move (from the position searched), or ★ chosen (below it)
    chosen_title = (_("{title}: ★ the best move") if shown["parent"] == 0 else _("{title}: ★ chosen")).format(title=left)
    return {"open": position, "left": left, "chosen": chosen_title}


def why(game, state, evaluate, side) -> str:
    """How an end or the evaluation scored a position, in a few words, told from the side whose
    points the values are (the viewer's): who gains, who pays."""
    mover, others = side.seats[state.player], other(side.seats, state.player)
    if game.is_terminal(state):
        points_left = number(2 * state.red + 3 * state.blue)
        if game.misere:
            # Translators: why a position of Nim's search (misère: facing an empty pile wins) ends as it does: the
            # player to move faces an empty pile and wins {points} (2 per red marble, 3 per blue, left) from the
            # other; inside a sentence, lowercase; {player} and {other} players' names
            return said(mover, you=_("you face an empty pile and win {points} from the computer for the marbles left"),
                        computer=_("the computer faces an empty pile and wins {points} from you for the marbles left"),
                        player=_("{player} faces an empty pile and wins {points} from {other} for the marbles left"),
                        points=points_left, other=others)
        # Translators: why a position of Nim's search ends as it does: the player to move faces an empty pile and
        # pays the other {points} (2 per red marble, 3 per blue, left); inside a sentence, lowercase
        return said(mover, you=_("you face an empty pile and pay the computer {points} for the marbles left"),
                    computer=_("the computer faces an empty pile and pays you {points} for the marbles left"),
                    player=_("{player} faces an empty pile and pays {other} {points} for the marbles left"),
                    points=points_left, other=others)
    if evaluate is not nim.evaluate:
        # Translators: why a position of Nim's search at the depth limit has its value, scored crudely: the points
        # the player to move would pay (or win) if the game ended here; inside a sentence, lowercase
        return _("the points at stake were the game to end here")
    value, case = nim.estimate_case(game, state.red, state.blue)
    if case == nim.FINISH:
        # Translators: why a position of Nim's search at the depth limit has its value (the evaluation function):
        # a pile has 2 marbles or fewer, so the player to move empties it and wins {points}; lowercase
        return said(mover, you=_("a pile of 2 or fewer: you, to move, empty it and win {points} from the computer"),
                    computer=_("a pile of 2 or fewer: the computer, to move, empties it and wins {points} from you"),
                    player=_("a pile of 2 or fewer: {player}, to move, empties it and wins {points} from {other}"),
                    points=number(value), other=others)
    if case == nim.COLD:
        # Translators: why a position of Nim's search at the depth limit has its value (the evaluation function):
        # red and blue leave the same remainder divided by 3 (≡: congruent, mod 3), so the player to move loses
        # {points}; lowercase
        return said(mover, you=_("red ≡ blue (mod 3): you, to move, lose {points} to the computer"),
                    computer=_("red ≡ blue (mod 3): the computer, to move, loses {points} to you"),
                    player=_("red ≡ blue (mod 3): {player}, to move, loses {points} to {other}"),
                    points=number(-value), other=others)
    # Translators: why a position of Nim's search at the depth limit has its value (the evaluation function): red
    # and blue leave different remainders divided by 3 (≢: not congruent), so the player to move wins {points}
    return said(mover, you=_("red ≢ blue (mod 3): you, to move, win {points} from the computer"),
                computer=_("red ≢ blue (mod 3): the computer, to move, wins {points} from you"),
                player=_("red ≢ blue (mod 3): {player}, to move, wins {points} from {other}"),
                points=number(value), other=others)


def tree(watched, nodes, events, drawn, search) -> dict:
    """The search tree, as far as each step: its positions and events, and its words: the caption, into
    which go how many positions are drawn so far and how many moves cut off among them (`drawn_words`,
    `cut_words`: by those counts), its accessible name by the positions entered (`entered`), each
    position's depth ("ply 12"), each value as a box writes it (`bare`), and the words of its marks."""
    kept, total = len(nodes), search.nodes if search else None
    cuts = sum(len(n["cut"]["skipped"]) for n in nodes if n["cut"])
    if total is not None and total > kept:
        # Translators: in the caption of Nim's search tree: {entered} of the {kept} positions drawn are shown so far
        # (the search has {total} in all)
        drawn_so_far = n_("{entered} of {kept}\u00a0position drawn so far (the search has {total})",
                          "{entered} of {kept}\u00a0positions drawn so far (the search has {total})", kept)
    else:
        # Translators: in the caption of Nim's search tree: {entered} of the {kept} positions drawn are shown so far
        drawn_so_far = n_("{entered} of {kept}\u00a0position drawn so far",
                          "{entered} of {kept}\u00a0positions drawn so far", kept)
    # Translators: the caption of Nim's search tree as it grows: {caption} what the tree is, {drawn} how many of its
    # positions are drawn so far, {cut} how many moves are cut off among them; =, ≥ and ≤ mark a value exact, or a
    # bound (at least, at most); α and β (alpha and beta) are each position's window
    caption = _("{caption}: {drawn}; {cut}. = is an exact value, ≥ and ≤ bounds; α and β are shown as they stand, "
                "the one just changed marked.").format(caption=_(TREE_CAPTIONS[drawn]), drawn="{drawn}", cut="{cut}")
    depths = []
    for shown in nodes:
        depths.append(0 if shown["parent"] is None else depths[shown["parent"]] + 1)
    return {"kind": "tree", "from": 0, "caption": caption, "nodes": nodes, "events": events, "kept": kept,
            "total": total, "drawn": drawn,
            "drawn_words": [drawn_so_far.format(entered=number(count), kept=number(kept), total=number(total or 0))
                            for count in range(kept + 1)],
            # Translators: in the caption of Nim's search tree: {count} moves cut off so far among the positions drawn
            "cut_words": [n_("{count}\u00a0move cut off among them (greyed)",
                             "{count}\u00a0moves cut off among them (greyed)", count).format(count=number(count))
                          for count in range(cuts + 1)],
            # Translators: the accessible name of Nim's search tree drawn as boxes: {count} positions entered so far
            "entered": [n_("The search tree: {count} position entered so far; the step's caption says what happened",
                           "The search tree: {count} positions entered so far; the step's caption says what happened",
                           count).format(count=number(count)) for count in range(kept + 1)],
            # Translators: a position's depth in Nim's search tree (a ply is one player's move), written where the
            # list of the tree is indented no further
            "plies": [_("ply {depth}").format(depth=number(depth)) for depth in depths],
            "bare": bare_values(watched),
            "words": {
                # Translators: marks of Nim's search tree drawn as a list: ▲max the player who takes the largest
                # value (maximises), ▼min the one who takes the smallest
                "max": _("▲max"), "min": _("▼min"),
                # Translators: marks of Nim's search tree: the best move found, and a move chosen below it
                "best": _("★ the best move"), "chosen": _("★ chosen"),
                # Translators: after a move of Nim's search tree that a cut-off left unsearched
                "cut": _("not searched: cut off"),
                # Translators: the accessible names of Nim's search tree: as a list; drawn as boxes, which may be
                # wider than the screen
                "list": _("Search tree"), "diagram": _("Search tree, drawn: scroll sideways")}}


def bare_values(watched) -> dict:
    """Every value and bound the tree shows, as a box with no room for the unit (its caption names it)
    writes it: "+6" for "+6 points"."""
    values = {value for visit in watched.visits for value in (visit.alpha, visit.beta, visit.value) if value is not None}
    values |= {value for event in watched.events if event[0] in ("window", "table") for value in event[2:4]}
    return {bound(sign * value): bare(sign * value) for value in values for sign in (1, -1)}


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
                # Translators: the end of a step of Nim's search, after a move's value: back at the position
                # {position} it was played from, its bound {bound} (α or β, alpha or beta) is now {value} (it was {old})
                steps[-1] += " " + _("Back at {position}: {bound} = {value} now (it was {old}).").format(
                    position=shown["position"], bound=changed, value=alpha if changed == "α" else beta,
                    old=now[n][0] if changed == "α" else now[n][1])
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
        # Translators: the player to move at a position of Nim's search: ▲ max takes the largest value, ▼ min the
        # smallest
        mover = _("▲ max") if shown["mover"] == "max" else _("▼ min")
        values = {"position": shown["position"], "mover": mover, "alpha": shown["alpha"], "beta": shown["beta"]}
        if not shown["move"]:
            # Translators: a step of Nim's search: it enters the position {position} ({mover}: ▲ max or ▼ min to
            # move) with its window: α (alpha) {alpha} and β (beta) {beta}
            return _("Enter {position} ({mover}), α = {alpha}, β = {beta}.").format(**values)
        # Translators: a step of Nim's search: it enters the position {position} reached after the move {move}
        # ("take 2 red"), {mover} to move, with its window: α (alpha) {alpha} and β (beta) {beta}
        return _("Enter {position} after {move} ({mover}), α = {alpha}, β = {beta}.").format(
            move=lowered(shown["move"]), **values)
    if kind == "table":
        alpha, beta = map(bound, side.window(*event[2:4]))
        low, high = shown["stored"]
        values = {"position": shown["position"], "low": low, "high": high, "alpha": alpha, "beta": beta,
                  "old_alpha": shown["alpha"], "old_beta": shown["beta"]}
        # Translators: a step of Nim's search: at {position}, the table of positions already searched (a
        # transposition table) holds bounds on its value from an earlier search ({low} at least, {high} at most),
        # which narrow its window: α (alpha) from {old_alpha} to {alpha}, β (beta) from {old_beta} to {beta}
        if alpha != shown["alpha"] and beta != shown["beta"]:
            said_here = _("At {position}: the table of positions already searched holds bounds from an earlier "
                          "search of it: at least {low} and at most {high} here, so α = {alpha} (it was {old_alpha}) "
                          "and β = {beta} (it was {old_beta}). The search goes on in the narrower window.")
        elif alpha != shown["alpha"]:
            said_here = _("At {position}: the table of positions already searched holds bounds from an earlier "
                          "search of it: at least {low} here, so α = {alpha} (it was {old_alpha}). The search goes "
                          "on in the narrower window.")
        else:
            said_here = _("At {position}: the table of positions already searched holds bounds from an earlier "
                          "search of it: at most {high} here, so β = {beta} (it was {old_beta}). The search goes "
                          "on in the narrower window.")
        return said_here.format(**values)
    if kind == "cut":
        cut = shown["cut"]
        values = {"position": shown["position"], "alpha": cut["alpha"], "beta": cut["beta"]}
        if not cut["skipped"]:
            # Translators: a step of Nim's search: a cut-off (α ≥ β: alpha at least beta) at {position} after its
            # last move: nothing left to prune, but its value is only a bound (the exact value may be beyond it)
            return _("At {position}: α = {alpha} ≥ β = {beta} after its last move: no move is left to cut off, but "
                     "its value is only a bound.").format(**values)
        # Translators: a step of Nim's search: a cut-off (α ≥ β: alpha at least beta) at {position}: the moves left
        # there ({moves}, as "take 1 red and take 1 blue") are pruned, since they cannot change the choice above
        return _("At {position}: α = {alpha} ≥ β = {beta}, so the moves left here ({moves}) cannot change the choice "
                 "above: cut off.").format(moves=listed([lowered(m) for m in cut["skipped"]]), **values)
    values = {"position": shown["position"], "known": shown["known"], "value": shown["value"], "how": left_how(shown)}
    if shown["unkept"]:
        # Translators: a step of Nim's search: it leaves {position} with its value: {known} (=, ≥ or ≤: exact, at
        # least, at most) {value}, and how it came ({how}); {count} positions searched below it are not drawn
        return n_("Leave {position}: {known} {value} ({how}); {count}\u00a0position searched below it are not drawn.",
                  "Leave {position}: {known} {value} ({how}); {count}\u00a0positions searched below it are not drawn.",
                  shown["unkept"]).format(count=number(shown["unkept"]), **values)
    # Translators: a step of Nim's search: it leaves {position} with its value: {known} (=, ≥ or ≤: exact, at least,
    # at most) {value}, and how it came ({how})
    return _("Leave {position}: {known} {value} ({how}).").format(**values)


def left_how(shown) -> str:
    """Why a position left has the value it has, and what the value says of the exact one."""
    if shown["how"] == "evaluated":
        # Translators: how a position of Nim's search got its value: at the depth limit, the evaluation function
        # scored it; {why} how (as "red ≡ blue (mod 3): you, to move, lose 6 to the computer")
        return _("the evaluation function at the depth limit: {why}").format(why=shown["why"])
    if shown["how"] == "end":
        return shown["why"]
    low, high = shown["stored"] or (None, None)
    if shown["how"] == "table":
        # Translators: how a position of Nim's search got its value: from the table of positions already searched
        # (a transposition table), which holds exactly {value} (or at least {low}, or at most {high}) for it
        if low == high:
            how = _("from the table of positions already searched, which holds exactly {value} here").format(value=low)
        elif shown["known"] == "≥":
            how = _("from the table of positions already searched, which holds at least {low} here").format(low=low)
        else:
            how = _("from the table of positions already searched, which holds at most {high} here").format(high=high)
    else:
        # Translators: how a position of Nim's search got its value: the best of its moves' values
        how = _("the best of its moves")
    if shown["known"] == "=":
        if shown["cut"] and shown["stored"]:
            # Translators: how a position of Nim's search got its value ({how}, as "the best of its moves"), exact
            # though cut off: its window came from the table, which holds at most {high} (for ▲ max; at least {low}
            # for ▼ min), and a move reached that bound, so the value is that bound exactly
            if shown["mover"] == "max":
                return _("{how}, exact although cut off: its window came from the table, which holds at most {high} "
                         "here (β = {high}), and a move reached that bound: the value is at least that by the move "
                         "and at most that by the table").format(how=how, high=high)
            return _("{how}, exact although cut off: its window came from the table, which holds at least {low} here "
                     "(α = {low}), and a move reached that bound: the value is at most that by the move and at least "
                     "that by the table").format(how=how, low=low)
        # Translators: how a position of Nim's search got its value ({how}, as "the best of its moves"), and that it is
        # the exact value
        return _("{how}, exact").format(how=how)
    # Translators: how a position of Nim's search got its value ({how}, as "the best of its moves"), and that it is
    # only a bound after a cut-off: the exact value is at least (or at most) this, enough for the position above
    if shown["known"] == "≥":
        return _("{how}: only a bound, the exact value is at least this, enough to rule it out above").format(how=how)
    return _("{how}: only a bound, the exact value is at most this, enough to rule it out above").format(how=how)


def taken(parent, child) -> tuple[int, str]:
    """The move from `parent` to `child`."""
    return (parent.red - child.red, nim.RED) if parent.red != child.red else (parent.blue - child.blue, nim.BLUE)


def bound(value: float) -> str:
    return "−∞" if value == -inf else "+∞" if value == inf else points(value)


def bare(value: float) -> str:
    """A value or bound without its unit."""
    return "−∞" if value == -inf else "+∞" if value == inf else signed(int(value))


def points(value: float) -> str:
    # Translators: Nim's points won (+) or paid (−), as "+6 points" ({points} with its sign); English says
    # "points" for every value, your language's singular form is used for −1, 0 and +1
    return n_("{points}\u00a0points", "{points}\u00a0points", abs(int(value))).format(points=signed(int(value)))
