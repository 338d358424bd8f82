"""How the computer thinks (stb.bridge.thinking): the traces are the solvers' own computations, told
step by step, and they add up to the advice; the observers leave the solvers' answers as they were."""

import json
from fractions import Fraction
from pathlib import Path

import pytest

from stb import chopsticks as cs, nim, pig as pg
from stb.bridge.games import adapter
from stb.pig.iteration import TOLERANCE, stage_iteration, stage_positions
from stb.solvers.alphabeta import SearchTrace, alphabeta
from stb.solvers.retrograde import retrograde
from helpers import SLOW, ok, refused, slow_unless


def thinking(request) -> dict:
    """A view asked with its trace."""
    return ok("game_view", {**request, "thinking": True})


def boards(request) -> list[str]:
    """Every board of a box a game can reach, before the roll, as the page names them (the shut box
    is the game's end)."""
    box = adapter("shutbox", request["rules"])
    game = box.game(request["rules"])
    start = game.initial_state()
    named = [game.state_text(start._replace(board=board)) for board in range(1, start.board + 1)
             if board & start.board == board]
    return [text for text in named if reachable(box, game, text)]


def reachable(box, game, text) -> bool:
    try:
        box.parse(game, text)
    except ValueError:  # no turn from a full box leaves it
        return False
    return True


SMALL_BOXES = [{"tiles": 9}, {"tiles": 6, "objective": "shut"}, {"tiles": 7, "dice": "optional"},
               {"tiles": 6, "dice": "forced"}, {"tiles": 5, "scoring": "digits"}, {"tiles": 5, "players": 2}]


@pytest.mark.parametrize("rules", slow_unless(lambda rules: rules["tiles"] <= 6, SMALL_BOXES),
                         ids=lambda rules: json.dumps(rules))
def test_shutbox_chances_add_up_to_one_and_the_weighted_sum_to_the_advice(rules):
    for state in boards({"rules": rules}):
        view = thinking({"game": "shutbox", "rules": rules, "state": state})
        trace = view["thinking"]
        sums = []
        for block in trace["blocks"]:
            terms = [r["data"] for r in block["rows"] if r["kind"] != "total"]
            assert sum(Fraction(t["chance"]).limit_denominator(36) for t in terms) == 1, (state, block["caption"])
            total = next(r for r in block["rows"] if r["kind"] == "total")["data"]["value"]
            assert sum(t["chance"] * t["value"] for t in terms) == pytest.approx(total, abs=1e-9)
            sums.append(total)
        assert trace["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9), state
        assert max(sums) == pytest.approx(trace["headline"]["value"]) or min(sums) == pytest.approx(trace["headline"]["value"])
        assert len(trace["steps"]) == sum(len(block["rows"]) - 1 for block in trace["blocks"])


def test_shutbox_after_a_roll_the_best_move_is_the_advice():
    for total in range(2, 13):
        view = thinking({"game": "shutbox", "rules": {}, "state": f"123456789 roll {total}"})
        values = [r["data"]["value"] for r in view["thinking"]["blocks"][0]["rows"]]
        assert sorted(values) == pytest.approx(sorted(m["value"] for m in view["position"]["moves"]))
        assert view["thinking"]["headline"]["value"] == pytest.approx(view["position"]["value"])


def test_shutbox_rows_open_the_position_one_level_down():
    trace = thinking({"game": "shutbox", "rules": {}})["thinking"]
    opened = [r for r in trace["blocks"][0]["rows"] if r["opens"]]
    assert len(opened) == 11  # every total has a move from the full box
    child = thinking({"game": "shutbox", "rules": {}, "state": opened[5]["opens"]})  # after a 7
    assert child["thinking"]["headline"]["value"] == pytest.approx(opened[5]["data"]["value"])


@pytest.mark.parametrize("rules", [{"layout": "double"}, {"players": 4}])
def test_shutbox_big_boxes_and_tables_add_up(rules):
    view = thinking({"game": "shutbox", "rules": rules})
    block = view["thinking"]["blocks"][0]
    terms = [r["data"] for r in block["rows"] if r["kind"] != "total"]
    assert sum(t["chance"] * t["value"] for t in terms) == pytest.approx(view["thinking"]["headline"]["value"], abs=1e-9)
    assert view["thinking"]["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9)


# ---- Red-Blue Nim: the computer's own search -------------------------------------------------------

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
                        assert sum(e[4] for e in watched.events if e[0] == "cut") == plain.pruned
                    assert watched.visits[0].value == plain.value


@pytest.mark.parametrize("depth", [0, 1, 3, 12])
def test_nim_counts_are_the_solvers(depth):
    opponent = {"mode": "computer", "side": 0, "strength": "1", "depth": depth}
    trace = thinking({"game": "nim", "rules": {"red": 20, "blue": 17}, "opponent": opponent})["thinking"]
    counts = {item["key"]: item["value"] for item in trace["blocks"][0]["items"]}
    game = nim.RedBlueNim(20, 17)
    search = alphabeta(game, game.initial_state(), depth=depth or None, transpositions=True,
                       evaluate=lambda s: nim.evaluate(game, s))
    assert (counts["nodes"], counts["pruned"]) == (search.nodes, search.pruned)
    plain = alphabeta(game, game.initial_state(), depth=depth or None, prune=False,
                      evaluate=lambda s: nim.evaluate(game, s)) if depth in (1, 3) else None
    if plain:
        assert counts["minimax"] == plain.nodes
    if depth == 0:
        assert counts["minimax"] == nim.tree_size(20, 17)
    tree = trace["blocks"][1]
    assert len(tree["nodes"]) == min(search.nodes, 120) and len(trace["steps"]) == len(tree["events"])
    assert trace["headline"]["value"] == search.value


# ---- Pig: value iteration, the spec's method ----------------------------------------------------------

@pytest.mark.parametrize("game", [pg.Pig(20), pg.Pig.piglet(), pg.Pig(15, 4)], ids=str)
def test_pig_stage_iteration_settles_on_the_staged_solution(game):
    """Every stage of a small game: the sweeps' largest change falls below the tolerance, and the
    settled values are the staged solver's."""
    best = pg.solution(game)
    for i in range(game.goal):
        for j in range(i, game.goal):
            changes = []
            values = stage_iteration(game, i, j, lambda sweep, change, values: changes.append(change))
            assert changes[-1] < TOLERANCE <= max(changes[:-1], default=TOLERANCE)
            assert len(values) == len(stage_positions(game, i, j))
            for (me, you, k), value in values.items():
                assert value == pytest.approx(max(best.roll(me, you, k), best.hold(me, you, k)), abs=1e-9)


def test_pig_panel_converges_and_writes_the_recurrence_out():
    view = thinking({"game": "pig", "rules": {}, "state": "30 40 12"})
    trace = view["thinking"]
    chart = trace["blocks"][0]
    assert chart["points"][-1] < TOLERANCE and chart["points"][0] > chart["points"][-1]
    assert all(later < earlier for earlier, later in zip(chart["points"][5:], chart["points"][6:]))
    faces = trace["blocks"][2]["rows"]
    assert len(faces) == 7 and sum(r["data"].get("chance", 0) for r in faces) == pytest.approx(1)
    roll = sum(r["data"]["chance"] * r["data"]["value"] for r in faces[:-1])
    assert roll == pytest.approx(faces[-1]["data"]["value"]) == pytest.approx(pg.solution(pg.Pig()).roll(30, 40, 12))
    assert trace["headline"]["value"] == pytest.approx(view["position"]["value"], abs=1e-9)


# ---- Chopsticks: the bounded table and retrograde analysis ------------------------------------------

def test_the_bounded_table_filled_level_by_level_is_the_table():
    levels = []
    observed = cs.bounded_values(12, observe=lambda level, table: levels.append((level, len(table))))
    assert observed == cs.bounded_values(12)
    assert levels == [(level, (13 - level) * len(cs.HANDS)) for level in reversed(range(13))]


def test_retrograde_told_as_it_settles_is_retrograde():
    game = cs.Chopsticks(None)
    roots = [(a, b, p) for a, b in cs.HANDS for p in (0, 1)]
    told = []
    outcomes = retrograde(game, roots, lambda state, outcome, child: told.append((state, outcome, child)))
    assert outcomes == retrograde(game, roots)
    assert [outcome.remoteness for _, outcome, _ in told] == sorted(outcome.remoteness for _, outcome, _ in told)
    for state, outcome, child in told:
        assert outcomes[state] == outcome and (child is None) == (outcome.remoteness == 0)


@pytest.mark.parametrize("rules", [{}, {"limit": False}, {"moves": 3}, {"limit": False, "transfers": False}])
def test_chopsticks_panel_settles_the_advice(rules):
    for state in ("1 1 1 1 0", "1 2 0 3 1", "0 4 2 2 2"):
        view = thinking({"game": "chopsticks", "rules": rules, "state": state})
        result = view["thinking"]["headline"]["value"]
        chart = view["chart"]
        assert result == (0 if chart == 0 else 1 if chart > 0 else -1), (rules, state)
        assert view["thinking"]["opens_at"] < len(view["thinking"]["steps"])


# ---- the request ---------------------------------------------------------------------------------------

def test_the_game_over_and_bad_requests():
    over = thinking({"game": "nim", "rules": {}, "state": "0 4 1"})["thinking"]
    assert over["headline"] is None and over["steps"]
    refused("game_view", {"game": "pig", "thinking": "maybe"}, "thinking")


@SLOW
def test_every_recorded_position_has_its_trace():
    """Every position the recorded answers show (tests/recorded/: every game, many variants, games
    played for a few moves): its trace answers, and where the advice has a value, the headline is it."""
    recorded = json.loads((Path(__file__).parents[1] / "recorded" / "bridge.json").read_text())
    positions = {}
    for key, answer in recorded.items():
        entry, answer = json.loads(key)[0], json.loads(answer)
        view = answer if entry == "game_view" else answer.get("view")
        if answer.get("ok") and view and "state" in view:
            request = {name: view[name] for name in ("game", "rules", "opponent", "state")}
            positions[json.dumps(request, sort_keys=True)] = request
    assert len(positions) > 400
    for request in positions.values():
        view = thinking(request)
        trace = view["thinking"]
        assert trace["steps"] and 0 <= trace["opens_at"] < len(trace["steps"]), request
        advice = view["position"]
        if trace["headline"] and advice and view["game"] in ("shutbox", "pig") and advice["mine"]:
            assert trace["headline"]["value"] == pytest.approx(advice["value"], abs=1e-9), request
