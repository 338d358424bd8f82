"""How the computer thinks (stb.bridge.thinking): the traces are the solvers' own computations, told
step by step, and they add up to the advice; the observers leave the solvers' answers as they were.
What a student can check against a program of their own is held here to plain implementations
written from the seeds: the alpha-beta tree's values and bounds against plain minimax, Nim's three
counts against plain minimax, plain alpha-beta and alpha-beta with a table in the seed's move order,
Pig's and HOG's staged sweep against the solution the advice reads, and each best move marked
against the advice."""

import json
from fractions import Fraction
from functools import cache
from itertools import product
from math import inf
from pathlib import Path

import pytest

from stb import chopsticks as cs, nim, pig as pg
from stb.advice import Remoteness
from stb.bridge.games import page_of
from stb.solvers.alphabeta import AT_LEAST, AT_MOST, EXACT, SearchTrace, alphabeta
from stb.solvers.retrograde import retrograde
from helpers import SLOW, call, ok, refused, slow_unless


def thinking(request, options=True) -> dict:
    """A view asked with its trace (and the panel's options)."""
    return ok("game_view", {**request, "thinking": options})


def view_refused(request) -> str:
    """A view's one-line refusal (never an internal error)."""
    error = refused("game_view", request)
    assert "Internal" not in error, error
    return error


def boards(request) -> list[str]:
    """Every board of a box a game can reach, before the roll, as the page names them (the shut box
    is the game's end)."""
    box = page_of("shutbox", request["rules"])
    game = box.make(request["rules"])
    start = game.initial_state()
    named = [game.state_text(start._replace(board=board)) for board in range(1, start.board + 1)
             if board & start.board == board]
    return [text for text in named if reachable(box, game, text)]


def reachable(box, game, text) -> bool:
    try:
        game.parse_state(text)
    except ValueError:  # no turn from a full box leaves it
        return False
    return True


def sum_tables(trace) -> list[dict]:
    """Shut the Box's tables of the sum over the dice, one per dice choice."""
    return [block for block in trace["blocks"] if block["kind"] == "table" and block["columns"][0] == "Total rolled"]


def marked(block) -> list[dict]:
    return [r for r in block["rows"] if r["kind"] == "best"]


def student_text(trace) -> str:
    """Everything the panel shows a student: all but the fold for developers."""
    return json.dumps({key: value for key, value in trace.items() if key != "developer"}, ensure_ascii=False)


# ---- Shut the Box: the expectation over the dice ----------------------------------------------------

SMALL_BOXES = [{"tiles": 9}, {"tiles": 6, "objective": "shut"}, {"tiles": 7, "dice": "optional"},
               {"tiles": 6, "dice": "forced"}, {"tiles": 5, "scoring": "digits"}, {"tiles": 5, "players": 2}]


@pytest.mark.parametrize("rules", slow_unless(lambda rules: rules["tiles"] <= 6, SMALL_BOXES),
                         ids=lambda rules: json.dumps(rules))
def test_shutbox_chances_add_up_to_one_and_the_weighted_sum_to_the_advice(rules):
    """Every reachable board: each dice choice's chances add up to 1 and its weighted sum to its
    total; the better total is the headline, the advice's value; each total's step shows every move
    for it with its value, the best of them (lowest score, highest chance) the one in the sum; the
    dice choice marked is the advice's."""
    lower = rules.get("objective", "score") == "score" and rules.get("players", 1) == 1
    for state in boards({"rules": rules}):
        view = thinking({"game": "shutbox", "rules": rules, "state": state})
        trace = view["thinking"]
        sums = []
        for block in sum_tables(trace):
            terms = [r for r in block["rows"] if r["kind"] != "total"]
            assert sum(Fraction(t["data"]["chance"]).limit_denominator(36) for t in terms) == 1, (state, block["caption"])
            total = next(r for r in block["rows"] if r["kind"] == "total")["data"]["value"]
            assert sum(t["data"]["chance"] * t["data"]["value"] for t in terms) == pytest.approx(total, abs=1e-9)
            sums.append(total)
            for term in terms:  # the moves of the total, shown at its step, and the best of them kept
                shown = [b for b in trace["blocks"] if b["from"] == term["step"] and b.get("to") == term["step"]]
                assert len(shown) == 1, (state, term["cells"])
                if shown[0]["kind"] == "text":
                    assert term["cells"][2] == "No move: the turn ends" and "the turn ends here" in shown[0]["lines"][0]
                    continue
                values = [r["data"]["value"] for r in shown[0]["rows"]]
                assert (min(values) if lower else max(values)) == pytest.approx(term["data"]["value"], abs=1e-12)
                assert marked(shown[0])[0]["data"]["value"] == pytest.approx(term["data"]["value"], abs=1e-12)
        assert trace["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9), state
        assert (min(sums) if lower else max(sums)) == pytest.approx(trace["headline"]["value"])
        choice = trace["blocks"][-1]
        assert marked(choice)[0]["data"]["move"] == view["position"]["moves"][0]["move"], state
        ranks = bin(page_of("shutbox", rules).make(rules).parse_state(state).board).count("1")
        assert len(trace["steps"]) == ranks + sum(len(block["rows"]) - 1 for block in sum_tables(trace)) + 1


def test_double_shutters_choice_of_dice_is_a_step():
    """Double Shutter's boards of 6 or less: one die or two, each with its sum, and the better marked
    as the advice's (a low score is better), at the last step."""
    view = thinking({"game": "shutbox", "rules": {"layout": "double"}, "state": "-/123"})
    trace = view["thinking"]
    assert len(sum_tables(trace)) == 2
    choice = trace["blocks"][-1]
    assert [r["cells"][0] for r in choice["rows"]] == ["Rolling one die", "Rolling two dice"]
    assert marked(choice)[0]["data"]["move"] == view["position"]["moves"][0]["move"] == "roll one die"
    assert choice["from"] == len(trace["steps"]) - 1 and "the better of the two" in trace["steps"][-1]
    assert trace["where"] == ("No front tile, back tiles 3, 2 and 1 standing (exposed: back 3, back 2 and back 1, adding "
                              "up to 6; a back tile is hidden while its front tile stands), before the roll")
    assert "lowest" in trace["intro"][0] and "worth the most" not in student_text(trace)


def test_shutbox_after_a_roll_the_best_move_is_marked_and_is_the_advice():
    """Every roll from the full box, for the least score and for the best chance to shut: every move
    and its value, the best marked and named at the last step, as the advice's best."""
    for rules in ({}, {"objective": "shut"}):
        for total in range(2, 13):
            view = thinking({"game": "shutbox", "rules": rules, "state": f"123456789 roll {total}"})
            trace, advice = view["thinking"], view["position"]
            rows = trace["blocks"][0]["rows"]
            assert sorted(r["data"]["value"] for r in rows) == pytest.approx(sorted(m["value"] for m in advice["moves"]))
            assert [r["data"]["move"] for r in marked(trace["blocks"][0])] == [advice["moves"][0]["move"]]
            assert trace["steps"][-1].startswith("The best move: " + advice["moves"][0]["words"].lower())
            assert trace["headline"]["value"] == pytest.approx(advice["value"])
            assert ("lowest" if not rules else "highest") in trace["intro"][0]


def test_shutbox_two_players_explain_the_end_of_player_ones_turn():
    """Player one's turn ending on a score is worth 1 minus player two's chance to beat it from a
    full box: the step of a total without a move says so, with both numbers."""
    view = thinking({"game": "shutbox", "rules": {"players": 2}, "state": "1239"})
    trace = view["thinking"]
    ends = [b for b in trace["blocks"] if b["kind"] == "text" and "turn ends here" in b["lines"][0]]
    assert ends
    said = ends[0]["lines"][0]
    assert "Player one's turn ends on 15; player two then plays from a full box to finish below 15" in said
    second = thinking({"game": "shutbox", "rules": {"players": 2}, "state": "123456789 vs 15"})["position"]["value"]
    assert f"{100 * second:.2f}" in said and f"{100 * (1 - second):.2f}" in said


def test_shutbox_table_names_the_scores_to_beat_and_takes_the_viewers_side():
    view = thinking({"game": "shutbox", "rules": {"players": 3, "seat": 3}, "state": "12 20 / 12345"})
    assert view["thinking"]["where"] == "Seat 3 (you), the scores to beat 12 and 20: tiles 1, 2, 3, 4 and 5 standing, " \
                                        "before the roll"
    assert view["thinking"]["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9)
    two = thinking({"game": "shutbox", "rules": {"players": 2}, "opponent": {"side": 0}, "state": "123456789 vs 20"})
    assert two["thinking"]["headline"]["label"] == "Your chance to win"  # the computer moves; your side, as the advice
    assert two["thinking"]["headline"]["value"] == pytest.approx(two["position"]["value"], abs=1e-9)
    assert "to the computer" in two["thinking"]["steps"][-1]


def test_shutbox_rows_open_the_position_one_level_down():
    trace = thinking({"game": "shutbox", "rules": {}})["thinking"]
    opened = [r for r in sum_tables(trace)[0]["rows"] if r["opens"]]
    assert len(opened) == 11  # every total has a move from the full box
    child = thinking({"game": "shutbox", "rules": {}, "state": opened[5]["opens"]})  # after a 7
    assert child["thinking"]["headline"]["value"] == pytest.approx(opened[5]["data"]["value"])


@pytest.mark.parametrize("rules", [{"layout": "double"}, {"players": 4}])
def test_shutbox_big_boxes_and_tables_add_up(rules):
    view = thinking({"game": "shutbox", "rules": rules})
    block = sum_tables(view["thinking"])[0]
    terms = [r["data"] for r in block["rows"] if r["kind"] != "total"]
    assert sum(t["chance"] * t["value"] for t in terms) == pytest.approx(view["thinking"]["headline"]["value"], abs=1e-9)
    assert view["thinking"]["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9)


# ---- Red-Blue Nim: the computer's own search, against plain implementations of the seed ------------

def seed_moves(misere: bool):
    """The seed's move order: 2 red, 2 blue, 1 red, 1 blue; misère the other way round."""
    order = [(2, "red"), (2, "blue"), (1, "red"), (1, "blue")]
    return order[::-1] if misere else order


def children(red, blue, player, misere):
    """The positions one move away, in the seed's order (none once a pile is empty)."""
    if red == 0 or blue == 0:
        return []
    return [(red - count, blue, 1 - player) if pile == "red" else (red, blue - count, 1 - player)
            for count, pile in seed_moves(misere) if count <= (red if pile == "red" else blue)]


def end_points(red, blue, player, misere) -> int:
    """Player 0's points once the player to move faces an empty pile."""
    paid = 2 * red + 3 * blue
    return (paid if misere else -paid) * (1 if player == 0 else -1)


def frontier(game, crude):
    """Player 0's score at the depth limit: the seed-free crude one, or the product's evaluation."""
    if crude:
        return lambda red, blue, player: end_points(red, blue, player, game.misere)
    return lambda red, blue, player: nim.evaluate(game, nim.State(red, blue, player))


def plain_minimax(game, crude=False):
    """Plain minimax, written from the seed: player 0's value of (red, blue, player) looking `plies` ahead."""
    score = frontier(game, crude)

    @cache
    def value(red, blue, player, plies):
        if red == 0 or blue == 0:
            return end_points(red, blue, player, game.misere)
        if plies == 0:
            return score(red, blue, player)
        values = [value(*child, None if plies is None else plies - 1) for child in children(red, blue, player, game.misere)]
        return max(values) if player == 0 else min(values)

    return value


def count_minimax(red, blue, player, plies, misere) -> int:
    """The positions plain minimax visits: every node of the tree, counted by visiting it."""
    if red == 0 or blue == 0 or plies == 0:
        return 1
    return 1 + sum(count_minimax(*child, None if plies is None else plies - 1, misere)
                   for child in children(red, blue, player, misere))


def count_alphabeta(game, red, blue, player, plies, table: bool, crude=False) -> int:
    """The positions textbook alpha-beta visits in the seed's move order; with `table`, keeping the
    bounds found per (position, plies left), fail-soft, and using them before searching again."""
    score, bounds, count = frontier(game, crude), {}, [0]

    def search(red, blue, player, plies, alpha, beta):
        count[0] += 1
        if red == 0 or blue == 0:
            return end_points(red, blue, player, game.misere)
        if plies == 0:
            return score(red, blue, player)
        low, high = bounds.get((red, blue, player, plies), (-inf, inf)) if table else (-inf, inf)
        if low == high or low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        window, best = (alpha, beta), -inf if player == 0 else inf
        for child in children(red, blue, player, game.misere):
            value = search(*child, None if plies is None else plies - 1, alpha, beta)
            if player == 0:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                break
        if table:
            bounds[red, blue, player, plies] = (best if best > window[0] else low, best if best < window[1] else high)
        return best

    search(red, blue, player, plies, -inf, inf)
    return count[0]


SEARCHES = [  # (rules, opponent, state, the panel's options)
    ({"red": 7, "blue": 7}, {}, "7 7 0", {}),
    ({"red": 7, "blue": 7}, {"side": 1}, "7 7 0", {}),  # the computer first: your side, you minimise
    ({"red": 9, "blue": 8}, {"depth": 3}, "9 8 0", {}),
    ({"red": 8, "blue": 9, "misere": True}, {}, "8 9 1", {"table": "off"}),
    ({"red": 12, "blue": 10}, {"mode": "people"}, "12 10 0", {"depth": "4", "evaluation": "crude"}),
    ({"red": 6, "blue": 11}, {}, "5 11 0", {"depth": "2", "evaluation": "crude", "table": "off"}),
]


@pytest.mark.parametrize("rules, opponent, state, options", SEARCHES)
def test_the_traced_tree_holds_exact_values_and_correct_bounds(rules, opponent, state, options):
    """Every position the panel draws, against plain minimax at the plies it had left: an "=" value
    is its exact value, a "≥" or "≤" a correct bound that way, every position cut off a bound its
    mover's way (or exact, where the table's bounds made it so); all from the viewer's side, the
    viewer maximising."""
    view = thinking({"game": "nim", "rules": rules, "opponent": opponent, "state": state}, options)
    game = nim.RedBlueNim(rules["red"], rules["blue"], rules.get("misere", False))
    exact = plain_minimax(game, options.get("evaluation") == "crude")
    sign = 1 if view["viewer"] == 0 else -1
    tree = next(b for b in view["thinking"]["blocks"] if b["kind"] == "tree")
    known = {"=": 0, "≥": 0, "≤": 0}
    for node in tree["nodes"]:
        red, blue, player = map(int, node["state"].split())
        truth = sign * exact(red, blue, player, node["plies"])
        known[node["known"]] += 1
        assert node["mover"] == ("max" if player == view["viewer"] else "min")
        if node["known"] == "=":
            assert node["score"] == truth, node
        elif node["known"] == "≥":
            assert truth >= node["score"], node
        else:
            assert truth <= node["score"], node
        if node["cut"] and node["cut"]["skipped"]:  # a bound the way of its mover (exact where the table had it)
            assert node["known"] in ("=", "≥" if node["mover"] == "max" else "≤"), node
    assert known["="] and known["≥"] + known["≤"], known  # a lesson in both
    root = tree["nodes"][0]
    assert root["known"] == "=" and view["thinking"]["headline"]["value"] == root["score"]


@pytest.mark.parametrize("misere", [False, True])
def test_every_traced_visit_is_exact_or_a_correct_bound(misere):
    """The solver's own classification (stb.solvers.alphabeta.known), over every position of a 9 x 9
    game, both players, with and without the table, to the end and at depths 1, 2, 3 and 5."""
    game = nim.RedBlueNim(9, 9, misere)
    exact = plain_minimax(game)
    seen = set()
    for red in range(10):
        for blue in range(10):
            for player in (0, 1):
                for depth in (None, 1, 2, 3, 5):
                    for table in (True, False):
                        watched = SearchTrace(10 ** 6)
                        alphabeta(game, nim.State(red, blue, player), depth=depth, transpositions=table,
                                  evaluate=lambda s: nim.evaluate(game, s), observe=watched)
                        for visit in watched.visits:
                            truth = exact(*visit.state, visit.depth)
                            seen.add(visit.known)
                            assert {EXACT: truth == visit.value, AT_LEAST: truth >= visit.value,
                                    AT_MOST: truth <= visit.value}[visit.known], (visit, truth)
    assert seen == {EXACT, AT_LEAST, AT_MOST}


@pytest.mark.parametrize("rules, opponent, state, options", SEARCHES)
def test_nims_three_counts_are_plain_implementations(rules, opponent, state, options):
    """Plain minimax, alpha-beta in the seed's move order, and alpha-beta with the table: the panel's
    counts are those of implementations written here from the seed, and the moves cut off are the drawn
    search's."""
    view = thinking({"game": "nim", "rules": rules, "opponent": opponent, "state": state}, options)
    counts = {item["key"]: item["value"] for item in view["thinking"]["blocks"][0]["items"]}
    game = nim.RedBlueNim(rules["red"], rules["blue"], rules.get("misere", False))
    red, blue, player = map(int, state.split())
    plies = int(options.get("depth", opponent.get("depth", 0))) or None
    crude = options.get("evaluation") == "crude"
    assert counts["minimax"] == count_minimax(red, blue, player, plies, game.misere)
    assert counts["alphabeta"] == count_alphabeta(game, red, blue, player, plies, False, crude)
    assert counts["table"] == count_alphabeta(game, red, blue, player, plies, True, crude)
    drawn = alphabeta(game, nim.State(red, blue, player), depth=plies, transpositions=options.get("table") != "off",
                      evaluate=lambda s: (game.utility(s) if crude else nim.evaluate(game, s)))
    assert counts["pruned"] == drawn.pruned and view["thinking"]["headline"]["value"] == drawn.value * (
        1 if view["viewer"] == 0 else -1)


def test_nims_published_counts():
    """The counts the issue names: 7 x 7 to the end, alpha-beta alone 2,148 against 253 with the
    table; 12 x 10, 43,625 against 700; and a search too big to count says so."""
    for red, blue, alone, table in ((7, 7, 2148, 253), (12, 10, 43625, 700)):
        view = thinking({"game": "nim", "rules": {"red": red, "blue": blue}})
        counts = {item["key"]: item for item in view["thinking"]["blocks"][0]["items"]}
        assert (counts["alphabeta"]["value"], counts["table"]["value"]) == (alone, table)
        assert counts["minimax"]["value"] == nim.tree_size(red, blue)
    big = thinking({"game": "nim", "rules": {"red": 60, "blue": 60}})["thinking"]
    counts = {item["key"]: item for item in big["blocks"][0]["items"]}
    assert counts["alphabeta"]["value"] is None and counts["alphabeta"]["text"] == "more than 50,000"
    assert counts["table"]["value"] == 23255
    stopped = thinking({"game": "nim", "rules": {"red": 60, "blue": 60}}, {"table": "off"})["thinking"]
    assert stopped["headline"] is None and "stopped after 50,000 positions" in stopped["notes"][0]


def test_nims_best_move_is_the_advices_and_the_crude_evaluation_shows_the_depth_limit_matter():
    """With the evaluation function (exact), at any depth, the search's value and move are the
    advice's, and the panel says the depth limit never changes the answer; with the crude one at
    2 moves ahead from 7 x 7 the value is wrong, and the panel says so."""
    for depth in ("0", "1", "2", "5"):
        for state in ("7 7 0", "5 6 1", "3 7 0"):
            view = thinking({"game": "nim", "rules": {}, "state": state}, {"depth": depth})
            trace, best = view["thinking"], view["position"]["moves"][0]
            tree = next(b for b in trace["blocks"] if b["kind"] == "tree")
            chosen = [n for n in tree["nodes"] if n["parent"] == 0 and n["chosen"]]
            assert [n["move"] for n in chosen] == [best["words"]], (depth, state)
            assert trace["headline"]["label"].endswith(best["words"]) and trace["headline"]["value"] == view["position"]["value"]
            said = " ".join(trace["blocks"][-1]["lines"])
            if depth == "0":  # to the end: no depth limit to speak of, nor an evaluation to choose
                assert "never changes the answer" not in said and "depth limit" not in " ".join(trace["intro"])
                assert [o["key"] for o in trace["options"]] == ["depth", "table"]
            else:
                assert "never changes the answer" in said
    crude = thinking({"game": "nim", "rules": {}}, {"depth": "2", "evaluation": "crude"})["thinking"]
    assert crude["headline"]["value"] != -6 and "is not the exact value, −6" in crude["blocks"][-1]["lines"][0]
    exact = thinking({"game": "nim", "rules": {}}, {"depth": "2"})["thinking"]
    assert "a pile has 2 or fewer marbles" in exact["intro"][2] and "6\u00a0points" in exact["intro"][2]
    leaves = [n for n in next(b for b in exact["blocks"] if b["kind"] == "tree")["nodes"] if n["how"] == "evaluated"]
    assert leaves and all("(mod 3)" in n["why"] or "pile of 2 or fewer" in n["why"] for n in leaves)


def test_nim_with_the_computer_first_speaks_from_your_side():
    """Issue 40's item 7: no "The computer is to move" inside a sentence, no "Values are The
    computer's"; the values are yours, as the advice's."""
    view = thinking({"game": "nim", "rules": {}, "opponent": {"side": 1}})
    trace = view["thinking"]
    assert trace["where"] == "7 red and 7 blue left; the computer is to move"
    assert "Values are your points" in trace["intro"][0] and "you take the largest" in trace["intro"][0]
    assert "The computer" not in student_text(trace).replace('"The computer', "")
    assert trace["headline"]["label"] == "Your points; the computer's best move: Take 2 red"
    assert trace["headline"]["value"] == view["position"]["value"] == 6


@pytest.mark.parametrize("misere", [False, True])
def test_the_traced_search_is_the_search(misere):
    """Every position of a 10 x 10 game, both players, to the end and at depths 1-4: the traced
    alpha-beta gives the untraced one's value, move, positions searched and cut-offs."""
    game = nim.RedBlueNim(10, 10, misere)
    for red in range(11):
        for blue in range(11):
            for player in (0, 1):
                state = nim.State(red, blue, player)
                for depth in (None, 1, 2, 3, 4):
                    plain = alphabeta(game, state, depth=depth, transpositions=True,
                                      evaluate=lambda s: nim.evaluate(game, s))
                    watched = SearchTrace(50)
                    traced = alphabeta(game, state, depth=depth, transpositions=True,
                                       evaluate=lambda s: nim.evaluate(game, s), observe=watched)
                    assert traced == plain
                    kept = len(watched.visits)
                    assert kept == min(50, plain.nodes) and kept + sum(v.unkept for v in watched.visits) == plain.nodes
                    if plain.nodes <= 50:
                        assert sum(len(e[4]) for e in watched.events if e[0] == "cut") == plain.pruned
                    assert watched.visits[0].value == plain.value


# ---- Pig: the staged sweep the advice runs ---------------------------------------------------------------

def block_of(trace, caption: str) -> dict:
    """The trace's table whose caption begins with `caption`."""
    return next(b for b in trace["blocks"] if b["kind"] == "table" and b["caption"].startswith(caption))


@pytest.mark.parametrize("rules, state", [({}, "30 40 12"), ({}, "0 0 0"), ({"goal": 30, "sides": 4}, "12 5 3 p1"),
                                          ({"coin": True}, "4 6 1"), ({"goal": 20}, "19 19 0")], ids=str)
def test_pigs_panel_traces_the_sweep_the_advice_reads(rules, state):
    """The pair of turn starts solved try by try to the solution's own values and holds, every pair
    of scores above it counted, the turn's curve rolling and holding where the solution does, the
    recurrence adding up to P_roll, and the advice's choice marked: all from the one solve."""
    pig = page_of("pig", rules).make(rules)
    position = pig.parse_state(state)
    i, j, k = position.me, position.you, position.pending
    view = thinking({"game": "pig", "rules": rules, "state": state, "opponent": {"mode": "people"}})
    trace, best = view["thinking"], pg.solution(pig)
    tries = block_of(trace, "This stage: each try")["rows"]
    assert tries[-1]["data"]["y"] == best.P(j, i)  # the pair's values as the sweep keeps them (x too, but at i = j)
    assert tries[-1]["data"]["x"] == pytest.approx(best.P(i, j), abs=1e-15)
    assert tries[-1]["data"]["ours"] == best.holds[i][j] and tries[-1]["data"]["theirs"] == best.holds[j][i]
    assert tries[-1]["cells"][2] == f"{best.hold_at(i, j)}"
    above = {frozenset(pair) for pair in product(range(min(i, j), pig.goal), repeat=2) if sum(pair) > i + j}
    counts = {item["key"]: item["value"] for item in next(b for b in trace["blocks"] if b["kind"] == "counts")["items"]}
    assert counts["pairs"] == len(above)
    curve = next(b for b in trace["blocks"] if b["kind"] == "curve")
    assert curve["choices"] == ["".join("h" if best.action(i, j, t) == "hold" else "r" for t in range(pig.goal - i))]
    faces = block_of(trace, "Roll: each face")["rows"]
    assert sum(r["data"]["chance"] * r["data"]["value"] for r in faces[:-1]) == pytest.approx(best.roll(i, j, k), abs=1e-12)
    assert trace["headline"]["value"] == view["position"]["value"]  # two people: the player to move's
    choice = block_of(trace, "The choice")
    assert [r["data"]["move"] for r in marked(choice)] == [view["position"]["moves"][0]["move"]]


def test_pigs_panel_says_each_try_and_the_turn_in_words():
    trace = thinking({"game": "pig", "rules": {}, "state": "30 40 12"})["thinking"]
    assert trace["title"] == "The staged sweep" and trace["options"] == []
    assert trace["steps"][0].startswith("The stages above, from the total 198 down to 71: 2,449 pairs")
    assert ("the best play is holding at 22 from (30,\u00a040) and holding at 19 from (40,\u00a030)"
            in trace["steps"][1]), trace["steps"][1]
    assert ("the turn from (30, 40) is solved too, turn total k by turn total: roll for k = 0 to 21, hold for k = 22 to "
            "69. Here, at turn total 12, rolling is worth 50.27\u00a0% and holding 47.85\u00a0%.") in trace["steps"][-2]
    assert trace["steps"][-1] == "The choice: roll, worth 50.27\u00a0% to the player to move."


@pytest.mark.parametrize("state, fraction", [("99 99 0", "6/7"), ("98 99 0", "6/7"), ("99 98 0", "6/7"),
                                             ("97 99 0", "174/209"), ("97 99 2", "179/209"), ("99 97 0", "180/209")])
def test_pig_near_the_goal_shows_the_seeds_fractions(state, fraction):
    """The seed's Question 2 by hand: P(99, 99, 0) = 6/7 and its neighbours, as exact fractions,
    equal to the swept value."""
    view = thinking({"game": "pig", "rules": {}, "state": state})
    trace = view["thinking"]
    assert trace["headline"]["text"].endswith(f"= {fraction}")
    assert float(Fraction(fraction)) == pytest.approx(trace["headline"]["value"], abs=1e-9)


def test_pig_takes_the_viewers_side():
    """The computer to move: P is its chance, the headline yours (the advice's), 1 − P."""
    view = thinking({"game": "pig", "rules": {}, "opponent": {"side": 1}, "state": "30 40 12"})
    trace = view["thinking"]
    assert trace["headline"]["label"] == "Your chance to win"
    assert trace["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9)
    assert "here the computer: your chance is 1 − P" in trace["intro"][-1]


# ---- Chopsticks: the bounded table and retrograde analysis ------------------------------------------

def test_the_bounded_table_filled_level_by_level_is_the_table():
    levels = []
    observed = cs.bounded_values(12, observe=lambda level, table: levels.append((level, len(table))))
    assert observed == cs.bounded_values(12)
    assert levels == [(level, (13 - level) * len(cs.HANDS)) for level in reversed(range(13))]


@pytest.mark.parametrize("rules", [cs.SPEC, cs.Rules("rollover", transfers=False), cs.Rules(swaps=True)])
def test_a_table_entry_is_best_move_dps(rules):
    """Every state's entry (result, best next state) from its moves' results, as the panel makes it,
    is the seed's best_move_dp's."""
    d, values = cs.best_move_dp(12, rules), cs.bounded_values(12, rules)
    for w, entry in d.items():
        if entry[1]:
            children = cs.table_children(w, rules)
            assert cs.table_entry(w, children, [values[child][0] for child in children]) == entry, w


def test_retrograde_told_as_it_settles_is_retrograde():
    game = cs.Chopsticks(None)
    told = []
    outcomes = retrograde(game, cs.positions(), lambda state, outcome, child: told.append((state, outcome, child)))
    assert outcomes == retrograde(game, cs.positions())
    assert [outcome.remoteness for _, outcome, _ in told] == sorted(outcome.remoteness for _, outcome, _ in told)
    for state, outcome, child in told:
        assert outcomes[state] == outcome and (child is None) == (outcome.remoteness == 0)


@pytest.mark.parametrize("rules", [{}, {"limit": False}, {"moves": 3}, {"limit": False, "transfers": False}])
def test_chopsticks_panel_settles_the_advice_and_marks_its_best_move(rules):
    for state in ("1 1 1 1 0", "1 2 0 3 1", "0 4 2 2 2"):
        view = thinking({"game": "chopsticks", "rules": rules, "state": state})
        trace = view["thinking"]
        result = trace["headline"]["value"]
        chart = view["chart"]
        assert result == (0 if chart == 0 else 1 if chart > 0 else -1), (rules, state)
        assert trace["opens_at"] < len(trace["steps"])
        moves = trace["blocks"][-1]
        assert [r["data"]["move"] for r in marked(moves)] == [view["position"]["moves"][0]["move"]], (rules, state)
        if rules.get("limit", True):
            game = page_of("chopsticks", rules).make(rules)
            table_move = game.state_text(cs.best_move_dp(game.depth, game.rules)[game.parse_state(state)][1])
            assert [r["data"]["move"] for r in moves["rows"] if "the table" in r["cells"][3]] == [table_move]
            assert "fastest win or the slowest loss" in trace["intro"][1] and "assignment" not in student_text(trace)


def test_chopsticks_without_a_limit_settles_only_positions_a_game_reaches():
    """The rule the panel states holds for its counts: the lost in 0 moves are exactly those whose
    player to move is out (48), none is won in 0, and the 70 left are draws: 1,200 positions."""
    trace = thinking({"game": "chopsticks", "rules": {"limit": False}})["thinking"]
    settled = trace["blocks"][0]["rows"]
    assert settled[0]["cells"] == ["0", "0", "48"]
    draws = int(trace["steps"][-1].split("the ")[1].split("\u00a0")[0])
    assert draws == 70
    assert sum(int(r["cells"][1]) + int(r["cells"][2]) for r in settled) + draws == len(cs.positions()) == 1200
    assert "1,200 positions in all" in trace["intro"][2]
    assert "1\u00a0positions" not in student_text(trace) and " 1 positions" not in student_text(trace)


@pytest.mark.parametrize("rules", [{}, {"limit": False}])
def test_chopsticks_endings_no_game_reaches_are_refused(rules):
    """Issue 40's item 7: the player out must be the one to move (hands go out on the opponent's
    move); such an ending is refused with its reason, a reachable one told as a win."""
    for state in ("1 1 0 0 4", "0 0 1 1 3"):
        assert "which no game reaches" in view_refused({"game": "chopsticks", "rules": rules, "state": state})
    won = call("game_view", {"game": "chopsticks", "rules": rules, "state": "1 1 0 0 3"})
    assert won["ok"] and won["winner"] == 0


# ---- the request ---------------------------------------------------------------------------------------

def test_the_game_over_and_bad_requests():
    over = thinking({"game": "nim", "rules": {}, "state": "0 4 1"})["thinking"]
    assert over["headline"] is None and over["steps"]
    assert "thinking" in view_refused({"game": "pig", "thinking": "maybe"})
    assert "'table'" in view_refused({"game": "nim", "thinking": {"table": "maybe"}})
    assert "look-ahead" in view_refused({"game": "nim", "thinking": {"depth": 61}})
    assert "options" in view_refused({"game": "nim", "thinking": [1]}) or "thinking" in view_refused({"game": "nim", "thinking": [1]})
    ignored = thinking({"game": "pig", "rules": {"goal": 50}}, {"sweep": "game"})["thinking"]  # not offered: ignored
    assert ignored["title"] == "The staged sweep" and ignored["options"] == []


def recorded_positions() -> list[dict]:
    """Every position the recorded answers show (tests/recorded/: every game, many variants, games
    played for a few moves)."""
    recorded = json.loads((Path(__file__).parents[1] / "recorded" / "bridge.json").read_text())
    positions = {}
    for key, answer in recorded.items():
        entry, answer = json.loads(key)[0], json.loads(answer)
        view = answer if entry == "game_view" else answer.get("view")
        if answer.get("ok") and view and "state" in view:
            request = {name: view[name] for name in ("game", "rules", "opponent", "state")}
            positions[json.dumps(request, sort_keys=True)] = request
    return list(positions.values())


@SLOW
def test_every_recorded_position_has_its_trace_from_the_advices_side():
    """Every recorded position: its trace answers; its headline is the advice's value, from the same
    side, whoever is to move (a result with its moves to the end: the first player's result, a win
    1, a tie 0, a loss -1, as the Chopsticks seed's "I will win" is A's); the student's view names
    no file, no seed and no assignment (those are in the fold for developers)."""
    positions = recorded_positions()
    assert len(positions) > 400
    for request in positions:
        view = thinking(request)
        trace = view["thinking"]
        assert trace["steps"] and 0 <= trace["opens_at"] < len(trace["steps"]), request
        advice = view["position"]
        if trace["headline"] and advice:
            page = page_of(request["game"], request["rules"])
            game = page.make(request["rules"])
            value = advice["value"]
            if isinstance(page.unit(game), Remoteness):
                first = page.value(game, game.parse_state(view["state"]))
                value = (first > 0) - (first < 0)
            assert trace["headline"]["value"] == pytest.approx(value, abs=1e-9), request
        shown = student_text(trace)
        assert "stb/" not in shown and "seeds/" not in shown and "assignment" not in shown.lower(), request
        assert "Values are The" not in shown and "Front no" not in shown, request
