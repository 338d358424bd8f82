"""How the computer thinks, as a student who has just done the seeds' assignments checks it: every
new number of the panels held to a computation written here from the seeds, not from stb. Nim's
live windows and the table's bounds against a textbook alpha-beta; Pig's pair of turn starts and
its turn against the seed's value iteration; Chopsticks' entries of other states against the seed's
best_move_dp; Shut the Box's table of boards against the seed's E(b) filled by rank."""

import re
from itertools import combinations
from math import comb, inf

import pytest

from stb import chopsticks as cs, nim
from stb.bridge.games import page_of
from helpers import ok
from reference.pig import value_iteration_solve


def thinking(request, options=True) -> dict:
    return ok("game_view", {**request, "thinking": options})["thinking"]


def block(trace, kind, caption=""):
    return next(b for b in trace["blocks"] if b["kind"] == kind and b.get("caption", "").startswith(caption))


# ---- Nim: α and β as they stand, and where the table narrows them ------------------------------------

ORDER = [(2, "red"), (2, "blue"), (1, "red"), (1, "blue")]


def textbook_search(red, blue, player, plies, misere=False, table=True) -> list[dict]:
    """Fail-soft alpha-beta in the seed's move order (misère: the order reversed), with a table of the
    bounds found per (position, plies left), written from the seed: each position entered, in order,
    with the table's bounds found on it and every window it is searched in (as entered, narrowed by
    the table, then narrowed by each move's value), player 0's values."""
    bounds, visits = {}, []

    def end(red, blue, player):
        paid = 2 * red + 3 * blue
        return (paid if misere else -paid) * (1 if player == 0 else -1)

    def search(red, blue, player, plies, alpha, beta):
        visit = {"state": f"{red} {blue} {player}", "stored": None, "windows": [(alpha, beta)]}
        visits.append(visit)
        if red == 0 or blue == 0:
            return end(red, blue, player)
        if plies == 0:
            return nim.evaluate(nim.RedBlueNim(7, 7, misere), nim.State(red, blue, player))
        key, low, high = (red, blue, player, plies), -inf, inf
        if table and key in bounds:
            low, high = visit["stored"] = bounds[key]
            if low == high or low >= beta:
                return low
            if high <= alpha:
                return high
            if (max(alpha, low), min(beta, high)) != (alpha, beta):
                alpha, beta = max(alpha, low), min(beta, high)
                visit["windows"].append((alpha, beta))
        window, best = (alpha, beta), -inf if player == 0 else inf
        for count, pile in (ORDER[::-1] if misere else ORDER):
            if count > (red if pile == "red" else blue):
                continue
            child = (red - count, blue) if pile == "red" else (red, blue - count)
            value = search(*child, 1 - player, None if plies is None else plies - 1, alpha, beta)
            if (value > best) if player == 0 else (value < best):
                best = value
                narrowed = (max(alpha, value), beta) if player == 0 else (alpha, min(beta, value))
                if narrowed != (alpha, beta):
                    alpha, beta = narrowed
                    visit["windows"].append(narrowed)
                if alpha >= beta:
                    break
        if table:
            bounds[key] = (best if best > window[0] else low, best if best < window[1] else high)
        return best

    search(red, blue, player, plies, -inf, inf)
    return visits


def number(text: str) -> float:
    """'−6 points', '+∞' as a number."""
    text = text.replace("\u00a0points", "").replace("−", "-").replace("+", "")
    return {"∞": inf, "-∞": -inf}.get(text, None) if "∞" in text else float(text)


@pytest.mark.parametrize("rules, opponent, state, options", [
    ({"red": 3, "blue": 5}, {}, "3 5 0", {"depth": "0"}),
    ({"red": 7, "blue": 7}, {}, "7 7 0", {"depth": "0"}),
    ({"red": 7, "blue": 7}, {"side": 1}, "7 7 0", {"depth": "0"}),  # the computer first: your side, you minimise
    ({"red": 9, "blue": 8}, {"depth": 3}, "9 8 0", {}),
    ({"red": 8, "blue": 9, "misere": True}, {}, "8 9 1", {"table": "off"}),
])
def test_nims_live_windows_and_the_tables_bounds_are_a_textbook_searchs(rules, opponent, state, options):
    """Every position drawn: its windows, one after the other (entered, narrowed by the table, narrowed
    by each move's value), and the bounds the table held on it, are those of alpha-beta written here;
    each window after the first is told at a step of its own or of the move that narrowed it."""
    trace = thinking({"game": "nim", "rules": rules, "opponent": opponent, "state": state}, options)
    red, blue, player = map(int, state.split())
    plies = int(options.get("depth", opponent.get("depth", 0))) or None
    visits = textbook_search(red, blue, player, plies, rules.get("misere", False), options.get("table") != "off")
    sign = -1 if opponent.get("side") == 1 else 1  # the viewer's values: player 1 maximises minus player 0's
    tree = block(trace, "tree")
    assert len(tree["nodes"]) == min(len(visits), 120)
    for node, visit in zip(tree["nodes"], visits):
        assert node["state"] == visit["state"]
        seen = [(number(alpha), number(beta)) for _, alpha, beta, _ in node["windows"]]
        assert seen == [(alpha, beta) if sign == 1 else (-beta, -alpha) for alpha, beta in visit["windows"]], node
        stored = visit["stored"] and (visit["stored"] if sign == 1 else (-visit["stored"][1], -visit["stored"][0]))
        assert (node["stored"] and tuple(map(number, node["stored"]))) == stored, node
        steps = [at for at, *_ in node["windows"]]
        assert steps == sorted(steps)  # (positions past the 120 drawn narrow their parent's window at its last step)
        for at, alpha, beta, changed in node["windows"][1:]:
            assert f"{changed[0]} = {alpha if changed[0] == 'α' else beta}" in trace["steps"][at], (at, changed)


@pytest.mark.parametrize("red, blue, exact_after_a_cut", [(3, 5, 1), (7, 7, 3)])
def test_an_exact_value_after_a_cut_off_says_its_window_came_from_the_table(red, blue, exact_after_a_cut):
    """Searched to the end with the table: every position that reads "=" right after its cut-off is
    one whose window the table narrowed, at a step of its own, and its leaving says so."""
    trace = thinking({"game": "nim", "rules": {"red": red, "blue": blue}, "state": f"{red} {blue} 0"}, {"depth": "0"})
    tree = block(trace, "tree")
    exact_cut = [n for n, node in enumerate(tree["nodes"]) if node["cut"] and node["known"] == "="]
    assert len(exact_cut) == exact_after_a_cut
    for n in exact_cut:
        narrowed = [at for at, (kind, m) in enumerate(tree["events"]) if kind == "table" and m == n]
        left = next(at for at, (kind, m) in enumerate(tree["events"]) if kind == "leave" and m == n)
        assert len(narrowed) == 1 and "the table of positions already searched holds bounds" in trace["steps"][narrowed[0]]
        assert "its window came from the table" in trace["steps"][left], trace["steps"][left]
    table_steps = [trace["steps"][at] for at, (kind, _) in enumerate(tree["events"]) if kind == "table"]
    assert table_steps and all("so α = " in said or "so β = " in said for said in table_steps)


def test_a_leaf_is_told_from_the_side_of_its_value_and_small_searches_are_drawn_as_trees():
    trace = thinking({"game": "nim", "rules": {"red": 3, "blue": 5}, "state": "3 5 0"}, {"depth": "0"})
    for node in block(trace, "tree")["nodes"]:
        if node["how"] == "end":
            gain = "pays you" in node["why"] or "from you" in node["why"]
            assert (node["score"] > 0) == gain, node  # your points, and who pays whom, agree
            assert "the player to move" not in node["why"]
    small = thinking({"game": "nim", "rules": {"red": 9, "blue": 8}, "opponent": {"depth": 3}, "state": "9 8 0"})
    tree = block(small, "tree")
    assert tree["drawn"] == ("diagram" if len(tree["nodes"]) <= 40 else "list")
    assert block(thinking({"game": "nim", "rules": {"red": 2, "blue": 3}, "state": "2 3 0"}), "tree")["drawn"] == "diagram"
    assert block(thinking({"game": "nim", "rules": {}}), "tree")["drawn"] == "list"


# ---- Pig: the staged sweep against the seed's value iteration ------------------------------------------

@pytest.mark.parametrize("rules, state", [({"goal": 20}, "7 12 5"), ({"goal": 20}, "15 15 0"), ({"coin": True}, "4 6 1")],
                         ids=str)
def test_pigs_pair_and_turn_are_the_seeds_value_iteration(rules, state):
    """The pair of turn starts the panel solves and its turn, turn total by turn total, are the values
    value iteration settles on (the seed's Question 3, swept from 0 to 10⁻¹²), and each turn total's
    choice is its choice (a tie holds) where the two are not within the tolerance."""
    pig = page_of("pig", rules).make(rules)
    i, j, _k = pig.parse_state(state)[:3]
    trace = thinking({"game": "pig", "rules": rules, "state": state})
    swept = value_iteration_solve(pig)
    tries = block(trace, "table", "This stage: each try")["rows"]
    assert tries[-1]["data"]["x"] == pytest.approx(swept.P(i, j, 0), abs=1e-9)
    assert tries[-1]["data"]["y"] == pytest.approx(swept.P(j, i, 0), abs=1e-9)
    curve = block(trace, "curve")
    (values,), (choices,) = curve["values"], curve["choices"]
    assert len(values) == pig.goal - i
    for k, (value, choice) in enumerate(zip(values, choices)):
        roll, hold = swept.roll(i, j, k), swept.hold(i, j, k)
        assert value == pytest.approx(max(roll, hold), abs=1e-4)
        if abs(roll - hold) > 1e-9:
            assert choice == ("r" if roll > hold else "h"), k
    assert "roller" not in str(trace)


# ---- Chopsticks: the entries of other states -------------------------------------------------------------

def seed_table(depth: int, rules) -> dict:
    """The seed's best_move_dp: the base cases at the limit, then each level from the limit back to 0,
    every state taking the best result of next_moves (A the largest, B the smallest), the first best
    in next_moves' order; a state with a player out is the end."""
    d = {}
    for h in range(depth, -1, -1):
        for a, b in cs.HANDS:
            w = (a, b, h)
            if h == depth or a == (0, 0) or b == (0, 0):
                d[w] = (0 if a == b == (0, 0) else -1 if a == (0, 0) else 1 if b == (0, 0) else 0, [])
                continue
            results = [(d[v][0], v) for v in cs.next_moves(w, rules)]
            best = (max if h % 2 == 0 else min)(result for result, _ in results)
            d[w] = (best, next(v for result, v in results if result == best))
    return d


def said_entry(w, entry) -> str:
    result, (a, b, _) = entry
    return f"d[w] = ({result:+d}, (({a[0]}, {a[1]}), ({b[0]}, {b[1]})))".replace("+0", "0")


@pytest.mark.parametrize("rules, state", [({}, "1 1 1 1 0"), ({"moves": 4}, "1 2 0 3 1"), ({}, "1 4 3 0 17")])
def test_chopsticks_rows_open_other_states_entries_as_the_seed_fills_them(rules, state):
    """Every row that opens a state (another level of these hands, or a move) opens a panel whose entry
    is the seed's best_move_dp's for that state; each says the seed's "I will win." or "I may not win."
    for its player to move, and how many moves tie for the entry's result."""
    game = page_of("chopsticks", rules).make(rules)
    d = seed_table(game.depth, game.rules)
    trace = thinking({"game": "chopsticks", "rules": rules, "state": state})
    opened = [r["opens"] for b in trace["blocks"] if b["kind"] == "table" for r in b["rows"] if r["opens"]]
    assert len(opened) >= len(cs.next_moves(game.parse_state(state), game.rules))
    for text in [state] + opened:
        w = game.parse_state(text)
        w = (*w[:2], int(text.split()[-1]))
        entry = d[w]
        said = " ".join(block(thinking({"game": "chopsticks", "rules": rules, "state": text}), "text")["lines"])
        assert said_entry(w, entry) in said, (text, said)
        mover = "A" if w[2] % 2 == 0 else "B"
        wins = entry[0] == (1 if mover == "A" else -1)
        assert f'prints "{"I will win." if wins else "I may not win."}"' in said, (text, said)
        tied = len({v for v in cs.next_moves(w, game.rules) if d[v][0] == entry[0]})
        assert (f"{tied} moves reach this result" in said) if tied > 1 else ("Only one move reaches this result" in said)
        if tied > 1:
            assert "Python 3.7" in said and "Python 3.8" in said


def test_chopsticks_ties_last_to_the_limit():
    trace = thinking({"game": "chopsticks", "rules": {}, "state": "1 1 1 1 0"})
    moves = block(trace, "table", "This position's moves")
    for r in moves["rows"]:
        assert r["cells"][2].endswith(" to the limit" if r["cells"][1] == "tie" else " to the end"), r["cells"]


# ---- Shut the Box: the table of boards, filled by rank -----------------------------------------------------

def seed_expected_scores(tiles: int) -> dict[tuple, float]:
    """The seed's E(b) for one player and the least score, filled rank by rank: E(b) = Σ prob(r) A(b, r),
    A(b, r) the least E(b') over the boards a roll of r reaches, or the score of b when none; two dice,
    or one once the open tiles add up to 6 or less."""
    E = {(): 0.0}
    for rank in range(1, tiles + 1):
        for board in combinations(range(1, tiles + 1), rank):
            dice = 1 if sum(board) <= 6 else 2
            rolls = {}
            for faces in ([(a,) for a in range(1, 7)] if dice == 1 else [(a, b) for a in range(1, 7) for b in range(1, 7)]):
                rolls[sum(faces)] = rolls.get(sum(faces), 0) + 1
            value = 0.0
            for total, ways in rolls.items():
                after = [tuple(t for t in board if t not in shut) for size in range(1, rank + 1)
                         for shut in combinations(board, size) if sum(shut) == total]
                value += ways / 6 ** dice * (min(E[b] for b in after) if after else sum(board))
            E[board] = value
    return E


@pytest.mark.parametrize("tiles, state", [(9, "123456789"), (9, "13579"), (6, "1246")])
def test_shutbox_table_of_boards_fills_by_rank_as_the_seed(tiles, state):
    """Every board the position can reach, rank by rank (C(n, r) boards of rank r), each filled at the step
    of its rank, with the seed's E(b); each opens itself; this board is filled last."""
    E = seed_expected_scores(tiles)
    trace = thinking({"game": "shutbox", "rules": {"tiles": tiles}, "state": state})
    boards = block(trace, "table", "The table of boards")
    standing = [int(c) for c in state]
    ranks = [int(r["cells"][1]) for r in boards["rows"]]
    assert ranks == sorted(ranks) and [ranks.count(r) for r in range(len(standing) + 1)] == \
        [comb(len(standing), r) for r in range(len(standing) + 1)]
    for r in boards["rows"]:
        tiles_standing = tuple(int(t) for t in re.findall(r"\d+", r["cells"][0]))
        assert r["data"]["value"] == pytest.approx(E[tiles_standing], abs=1e-9), r["cells"]
        assert r["step"] == (len(trace["steps"]) - 1 if len(tiles_standing) == len(standing) else len(tiles_standing))
        assert r["opens"] == ("".join(map(str, tiles_standing)) or None)
        assert (r["kind"] == "here") == (len(tiles_standing) == len(standing))
    assert all(trace["steps"][rank].startswith(f"Rank {rank}") for rank in range(len(standing)))


def test_double_shutters_table_of_boards_counts_its_boards_by_rank():
    """Double Shutter's 19,683 boards, told rank by rank: a column is down, its back tile alone, or both
    (a back tile falls only with or after the one in front), so rank r has the coefficient of x^r in
    (1 + x + x²)^9 boards."""
    counts = [1]
    for _ in range(9):
        counts = [sum(counts[r - d] for d in range(3) if 0 <= r - d < len(counts)) for r in range(len(counts) + 2)]
    trace = thinking({"game": "shutbox", "rules": {"layout": "double"}})
    rows = block(trace, "table", "The table of boards")["rows"]
    assert [int(r["cells"][1].replace(",", "")) for r in rows] == counts and sum(counts) == 19683


def test_double_shutters_rules_name_the_exposed_tiles():
    """The one die is allowed when the exposed tiles add up to 6 or less (the seed's reading, which
    gives its 19.427): the rules, the dice rule on the board and the panel's position say so, and never
    the open tiles."""
    view = ok("game_view", {"game": "shutbox", "rules": {"layout": "double"}, "state": "1/9"})
    said = " ".join(view["how_to_play"]) + view["board"]["dice_rule"]
    assert "exposed tiles add up to 6 or less" in said and "open tiles add up to 6" not in said
    assert "back tiles whose front tile is shut" in " ".join(view["how_to_play"])
    assert "exposed: 1, adding up to 1" in thinking({"game": "shutbox", "rules": {"layout": "double"}, "state": "1/9"})["where"]
    assert view["board"]["score"] == 2 * 1 + 9 and sorted(m["dice"] for m in view["board"]["dice_moves"]) == [1, 2]
    # front 1 and back 9 stand (a score of 11, their sum 10), but only the 1 is exposed: one die is offered


def test_shutbox_two_players_open_player_twos_game_and_mark_its_wins():
    """Player one's turn ending on a score opens player two's game against that score, whose value from
    the same side (player one's, yours) is the row's; player two's moves to a score below player one's
    are marked won (worth 100 % to player two)."""
    trace = thinking({"game": "shutbox", "rules": {"players": 2}, "state": "1239"})
    ends = [r for b in trace["blocks"] if b["kind"] == "table" and b["columns"][0] == "Total rolled"
            for r in b["rows"] if r["cells"][2] == "No move: the turn ends"]
    assert ends and all(r["opens"] == "123456789 vs 15" and r["label"] == "Open player two's game against 15" for r in ends)
    second = thinking({"game": "shutbox", "rules": {"players": 2}, "state": "123456789 vs 15"})
    assert second["headline"]["value"] == pytest.approx(ends[0]["data"]["value"], abs=1e-9)
    two = thinking({"game": "shutbox", "rules": {"players": 2}, "state": "1234 vs 8"})
    for r in (r for b in two["blocks"] if b["kind"] == "table" and b["columns"][0] == "Total rolled" for r in b["rows"]):
        if r["kind"] != "total":
            below = r["opens"] is None or sum(map(int, r["opens"].split()[0])) < 8
            assert (r["kind"] == "won") == (below and r["cells"][2] != "No move: the turn ends"), r["cells"]
            assert r["kind"] != "won" or r["data"]["value"] == 1


def test_shutbox_sums_add_up_from_the_parts_shown():
    """Each part of a sum is shown with one more digit than the values, so that the parts shown add up
    to the sum shown, within their rounding."""
    for rules, state in (({"players": 2}, "1239"), ({}, "123456789"), ({"layout": "double"}, "-/123")):
        trace = thinking({"game": "shutbox", "rules": rules, "state": state})
        for b in (b for b in trace["blocks"] if b["kind"] == "table" and b["columns"][0] == "Total rolled"):
            parts = [float(r["cells"][4].split("\u00a0")[0]) for r in b["rows"] if r["kind"] != "total"]
            total = float(b["rows"][-1]["cells"][4].split("\u00a0")[0])
            assert all(len(r["cells"][4].split("\u00a0")[0].split(".")[1]) == 3 for r in b["rows"])
            assert abs(sum(parts) - total) <= 0.0005 * (len(parts) + 1) + 1e-12, (state, parts, total)
