"""Pig and Piglet: published figures, the solvers against each other, the protocol, the rules of
thumb against a plain recursion, and the CLI."""

import json
import random
import re
import subprocess
import sys
from fractions import Fraction

import pytest

from stb import pig as pg
from stb.advice import TIE
from stb.pig import GOALS, Pig, State, advise, evaluate_policy, hold_at, keep_pace, solution, solve
from stb.pig.page import PAGE as pig_page
from stb.pig.picture import (LEVELS, PLOT, RACE_COLOUR, RAMP, RING, cell_colours, contour_path, describe, late_rolls, mark_circle,
                             policy_svg, rolling_again)
from stb.solvers.policy import evaluate_policy as generic_evaluation
from stb.solvers.staged import policy_values
from stb.strategies import ending_value, parse_strategy, strategy_value

from helpers import SLOW, call, ok, sentences, slow_but_every, slow_unless
from reference.pig import hold_at_win_probability, optimal_holds, positions, residual, value_iteration_solve
from reference.value_iteration import game_value_iteration

PIG = Pig()
PAGE_DICE = (4, 6, 8, 10, 12, "coin")  # what web/pig.js offers, with goals 1 to 200


@pytest.fixture(scope="module")
def pig100():
    return solution(PIG)


def test_pig_to_100_published_figures(pig100):
    assert round(pig100.P(0, 0, 0), 6) == 0.530593
    assert pig100.hold_at(0, 0) == 21
    assert [pig100.action(41, 49, k) for k in range(21, 30)] == (
        ["roll"] + ["hold"] * 5 + ["roll"] + ["hold"] * 2)


@SLOW
def test_goal_100_is_a_fixed_point_of_the_recurrences(pig100):
    assert residual(pig100) <= 1e-12


@pytest.mark.parametrize("pig", slow_but_every(3, [Pig(8), Pig(12, sides=4), Pig(15), Pig(12, sides=8),
                                                    Pig(14, sides=10), Pig(16, sides=12), Pig.piglet(10),
                                                    Pig.piglet(15), Pig(7, sides=2)]))
def test_exact_solution_satisfies_the_recurrences_and_matches_floats(pig):
    exact, fast = solve(pig, exact=True), solve(pig)
    assert residual(exact) == 0
    assert exact.holds == optimal_holds(pig, exact.P)  # the solver's choices: the best, ties held
    assert fast.holds == exact.holds
    assert max(abs(exact.P(i, j, k) - fast.P(i, j, k)) for i, j, k in positions(pig)) <= 1e-12


@pytest.fixture(scope="module", params=slow_unless(lambda die: die == 6, PAGE_DICE))
def page_largest(request):
    """The page's largest goal, 200, solved for one of its dice."""
    die = request.param
    return solve(Pig.piglet(GOALS[-1]) if die == "coin" else Pig(GOALS[-1], die))


def test_goal_200_satisfies_the_recurrences(page_largest):
    """Every position of whole turns from a sample of turn starts, with the choices the best."""
    largest, goal = page_largest, page_largest.pig.goal
    sample = random.Random(0)
    for i, j in [(0, 0), (goal - 1, goal - 1)] + [
            (sample.randrange(goal), sample.randrange(goal)) for _ in range(30)]:
        for k in range(goal - i):
            roll, hold = largest.roll(i, j, k), largest.hold(i, j, k)
            assert largest.P(i, j, k) == pytest.approx(max(roll, hold), abs=1e-12)
            if k and abs(roll - hold) > 1e-12:
                assert largest.action(i, j, k) == ("roll" if roll > hold else "hold")


@pytest.mark.parametrize("i, j, k, p", [
    (99, 99, 0, Fraction(6, 7)), (98, 99, 0, Fraction(6, 7)), (99, 98, 0, Fraction(6, 7)),
    (97, 99, 0, Fraction(174, 209)), (97, 99, 2, Fraction(179, 209)),
    (99, 97, 0, Fraction(180, 209))])
def test_spec_question_2_exactly(i, j, k, p, pig100):
    assert solve(PIG, exact=True, lowest=97).P(i, j, k) == p
    assert pig100.P(i, j, k) == pytest.approx(float(p), abs=1e-15)


def test_piglet_to_2_is_four_sevenths():
    assert solve(Pig.piglet(2), exact=True).P(0, 0, 0) == Fraction(4, 7)


@pytest.mark.parametrize("goal, table", [
    (3, "1 3 3 / 2 2 2 / 1 1 1"),
    (6, "2 2 2 2 2 6 / 1 2 2 2 2 5 / 1 1 2 2 2 4 / 1 1 1 1 3 3 / 1 1 1 2 2 2 / 1 1 1 1 1 1")])
def test_piglet_hold_tables(goal, table):
    expected = [[int(n) for n in row.split()] for row in table.split("/")]
    assert solution(Pig.piglet(goal)).hold_table == expected


def test_both_holding_at_20():
    assert round(hold_at_win_probability(PIG, 20), 4) == 0.5347


@pytest.mark.parametrize("pig", slow_but_every(2, [Pig(10), Pig.piglet(10), Pig(12, sides=3)]))
def test_value_iteration_agrees_with_the_staged_solver(pig):
    slow, fast = value_iteration_solve(pig), solve(pig)
    assert max(abs(slow.P(i, j, k) - fast.P(i, j, k)) for i, j, k in positions(pig)) <= 1e-9


def test_the_protocol_plays_the_same_game():
    pig = Pig(6)
    values, fast = game_value_iteration(pig), solution(pig)
    for state, value in values.items():
        if not pig.is_terminal(state) and not state.rolling:
            mover = fast.P(state.me, state.you, state.pending)
            assert value == pytest.approx(mover if state.player == 0 else 1 - mover, abs=1e-9)


@pytest.mark.parametrize("state", [State(0, 0, 0), State(12, 30, 5, 1), State(3, 4, 0, 0, True),
                                   State(90, 0, 10, 1, True)])
def test_state_text_round_trips(state):
    assert PIG.parse_state(PIG.state_text(state)) == state


@pytest.mark.parametrize("text", ["1 2", "1 2 x", "-1 2 3", "100 0 0", "1 100 0", "1 2 3 p2",
                                  "1 2 3 rolling p1", "1.5 2 3"])
def test_bad_state_text(text):
    with pytest.raises(ValueError) as error:
        PIG.parse_state(text)
    assert "\n" not in str(error.value)


def test_advice(pig100):
    advice = advise(PIG, PIG.parse_state("41 49 27"))
    assert [m.move for m in advice.moves] == ["roll", "hold"]
    assert advice.value == pytest.approx(pig100.P(41, 49, 27))
    assert advice.moves[1].cost == pytest.approx(pig100.roll(41, 49, 27) - pig100.hold(41, 49, 27))
    assert advise(PIG, State(90, 0, 10)).moves == ()


@pytest.mark.parametrize("pig", [Pig(20), Pig.piglet(), Pig(30, sides=4)])
def test_a_turn_starts_with_a_roll(pig):
    """The rules: "after each roll" the player chooses. At turn total 0 the one move is a roll (the
    page then counts it as no decision), its value the turn start's; after it, roll or hold."""
    best = solution(pig)
    for me, you in [(0, 0), (3, 7), (pig.goal - 1, 0)]:
        start = State(me, you, 0, 1)
        assert pig.actions(start) == ("roll",) and pig.actions(start._replace(pending=1)) == ("roll", "hold")
        advice = advise(pig, start)
        assert [m.move for m in advice.moves] == ["roll"] and advice.value == pytest.approx(best.P(me, you, 0))
    view = ok("game_view", {"game": "pig", "rules": pig_page.rules_of(pig), "opponent": {"mode": "people"}, "state": None})
    assert [m["move"] for m in view["board"]["moves"]] == ["roll"] and len(view["position"]["moves"]) == 1


def test_piglet_ticked_plays_to_its_own_goal():
    """The page drops the goal when Piglet is ticked or unticked (its checkbox `resets` it): Piglet then
    plays to 10, as Pig.piglet(), and Pig to 100."""
    coin = next(c for c in pig_page.controls(PIG) if c["name"] == "coin")
    assert coin["resets"] == ["goal"] and coin["new_game"] is True
    assert pig_page.make({"coin": True, "sides": "6"}) == Pig.piglet()
    assert pig_page.make({"coin": False, "sides": "6"}) == PIG
    assert pig_page.make({"coin": True, "goal": 30}) == Pig.piglet(30)  # a goal named stays


@pytest.mark.parametrize("pig", [Pig(60), Pig(40, sides=12), Pig.piglet(40)])
def test_the_picture_reads_the_policy_as_the_recurrences_give_it(pig):
    """The picture's shortcuts (bits, sorted rows) against a plain reading of P and the actions."""
    best, goal = solution(pig), pig.goal
    assert best.hold_table == [
        [next((k for k in range(1, goal - i) if best.hold(i, j, k) >= best.roll(i, j, k)), goal - i)
         for j in range(goal)] for i in range(goal)]
    assert [rolling_again(row, max(pig.gains) - 1) for row in best.holds] == [
        [j for j in range(goal) if late_rolls(best, i, j, best.hold_at(i, j))] for i in range(goal)]
    for level in LEVELS:
        above = [[best.P(i, j) >= level for j in range(goal)] for i in range(goal)]
        edges = [f"M{i + 1} {goal - 1 - j}v1" for i in range(goal - 1) for j in range(goal)
                 if above[i][j] != above[i + 1][j]]
        edges += [f"M{i} {goal - 1 - j}h1" for i in range(goal) for j in range(goal - 1)
                  if above[i][j] != above[i][j + 1]]
        assert contour_path(best, level) == "".join(edges)


def test_picture_and_description(pig100):
    svg = policy_svg(pig100, mark=(41, 49))
    assert svg.startswith("<svg") and svg.count("<circle") == 2 and svg.count("non-scaling-stroke") == 3
    painted = re.findall(r'<path stroke="(#[0-9a-f]{6})" d="([^"]*)"/>', svg)  # one path a colour, a stroke a run
    assert len({colour for colour, _ in painted}) == len(painted) and 'transform="translate(0 0.5)"' in svg
    colours, runs, goal = cell_colours(pig100), [], pig100.pig.goal
    for colour, d in painted:
        end = None
        for move, x, y, width in re.findall(r"([Mm])(-?\d+) (-?\d+)h(\d+)", d):
            x, y = (int(x), int(y)) if move == "M" else (end[0] + int(x), end[1] + int(y))
            assert {colours[i][goal - 1 - y] for i in range(x, x + int(width))} == {colour}
            runs.append((colour, (x, y, int(width))))
            end = x + int(width), y
    assert len(runs) == sum(d.count("h") for _, d in painted)
    assert sum(width for _, (_, _, width) in runs) == goal ** 2 and len({at for _, at in runs}) == len(runs)
    text = describe(pig100)
    assert "0.530593" in text and "turn total of 21" in text


def test_the_ring_marks_one_cell_at_every_goal():
    """At goal 10 the ring was 1.5 cells wide each side (75 units, over the map's subtitle): it
    holds its cell with a little room, and stays big enough to find on a phone (10 units, about 6 px)."""
    radii = {goal: (PLOT / goal, mark_circle(goal, (0, goal - 1))["r"]) for goal in range(10, 101)}
    assert {goal: r for goal, (cell, r) in radii.items() if not (cell / 2 < r <= cell / 2 + 8 and r >= 10)} == {}


@pytest.mark.parametrize("pig", [Pig.piglet(10), Pig(10), Pig.piglet(25), Pig(100)], ids=str)
def test_the_ring_stays_under_the_subtitle(pig):
    goal = pig.goal
    svg = policy_svg(solution(pig), mark=(goal - 1, goal - 1))  # the top row
    subtitle = float(re.findall(r'<text x="[\d.]+" y="([\d.]+)">', svg)[0])
    ring = [(float(cy), float(r)) for cy, r in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)"', svg)]
    assert len(ring) == 2 and all(cy - r - max(width for _, width in RING) / 2 >= subtitle for cy, r in ring)


def legend_cells(svg):
    """The legend's ramp under the map: each colour cell with its label."""
    title = ">hold at turn total</text>"
    ramp = svg[svg.index(title) + len(title):svg.index(">roll until you win<")]
    return list(zip(re.findall(r'<rect [^>]*fill="(#[0-9a-f]{6})"', ramp), re.findall(r">([^<]+)</text>", ramp)))


@pytest.mark.parametrize("pig", [Pig.piglet(10), Pig(10), Pig.piglet(20), Pig.piglet(100), Pig(30)], ids=str)
def test_the_legend_names_turn_totals_the_game_has(pig):
    """The ramp was 10 to 40 whatever the goal: a game to 10 read "hold at ≥ 40". Each label is a
    turn total up to the goal, and every threshold the map paints has its colour in the legend."""
    best = solution(pig)
    cells = legend_cells(policy_svg(best))
    held = [int(label.lstrip("≤≥ ")) for _, label in cells]
    assert len(cells) >= 2 and all(1 <= n <= pig.goal for n in held) and held == sorted(set(held))
    painted = {colour for row in cell_colours(best) for colour in row} - {RACE_COLOUR}
    assert painted <= {colour for colour, _ in cells}


def test_the_legend_of_pig_to_100_is_as_it_was(pig100):
    cells = legend_cells(policy_svg(pig100))
    assert [label for _, label in cells] == ["≤ 10", "15", "20", "25", "30", "35", "≥ 40"]
    assert (cells[0][0], cells[-1][0]) == (RAMP[0], RAMP[-1])


# ---- Piglet's words: a coin, never a die ------------------------------------------------------------

def played_piglet(seed, goal=10):
    """A Piglet game played to its end by two people through the bridge (tosses and holds at random,
    each toss's side given), then reviewed: every answer."""
    rng, asked = random.Random(seed), {"game": "pig", "rules": {"coin": True, "goal": goal}, "opponent": {"mode": "people"}}
    view, review, moves, answers = ok("game_view", asked), None, [], []
    start, digest = view["state"], None
    while view["phase"] != "game-over":
        index = 0 if view["board"]["pending"] == 0 or rng.random() < 0.7 else 1  # roll, or now and then hold
        play = {"move": index, **({"faces": [rng.randint(1, 2)]} if view["position"]["moves"][index].get("throw") else {})}
        answer = ok("game_play", {**asked, "state": view["state"], **play, "review": review, "start": start,
                                  "played": len(moves), "digest": digest})
        answers.append(answer)
        moves.append(answer["saved"])
        view, review, digest = answer["view"], answer["review"]["state"], answer["digest"]
    return [ok("game_view", asked), *answers, ok("game_review", {**asked, "start": None, "moves": moves})]


DIE_WORDS = re.compile(r"\brolled \d|\b(dice|die|faces?)\b", re.IGNORECASE)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_piglet_speaks_of_a_coin_in_every_sentence(seed):
    """Piglet's record once said "Turn 3: You rolled 2, 2 and held": a game played through, its
    record, review and board say heads, tails and tosses, never a die's faces."""
    said = {text for answer in played_piglet(seed) for text in sentences(answer)}
    assert [text for text in said if DIE_WORDS.search(text)] == []
    turns = {text for text in said if text.startswith("Turn ")}
    assert any("busted" in t for t in turns) and any("held" in t for t in turns) and any("won" in t for t in turns)
    assert all(re.search(r": (You|Player [12]) tossed (heads|tails|nothing)", t) for t in turns), turns


def test_piglet_turns_in_words():
    """Four turns written out: heads twice then a hold, a bust at once, heads then tails, heads and a hold."""
    rules, people = {"coin": True}, {"mode": "people"}
    moves = [{"move": "roll", "faces": [2]}, {"move": "roll", "faces": [2]}, {"move": "hold"},
             {"move": "roll", "faces": [1]}, {"move": "roll", "faces": [2]}, {"move": "roll", "faces": [1]},
             {"move": "roll", "faces": [2]}, {"move": "hold"}]
    review = ok("game_review", {"game": "pig", "rules": rules, "opponent": people, "start": None, "moves": moves})
    texts = [turn["text"] for turn in review["turns"]]
    assert texts == ["Turn 1: Player 1 tossed heads twice and held, banking 2 for a score of 2.",
                     "Turn 2: Player 2 tossed tails and busted.",
                     "Turn 3: Player 1 tossed heads, then tails, and busted.",
                     "Turn 4: Player 2 tossed heads and held, banking 1 for a score of 1."]


def test_pig_turns_still_speak_of_faces():
    moves = [{"move": "roll", "faces": [3]}, {"move": "roll", "faces": [5]}, {"move": "hold"}, {"move": "roll", "faces": [1]}]
    review = ok("game_review", {"game": "pig", "opponent": {"mode": "people"}, "start": None, "moves": moves})
    assert [turn["text"] for turn in review["turns"]] == [
        "Turn 1: Player 1 rolled 3, 5 and held, banking 8 for a score of 8.", "Turn 2: Player 2 rolled 1 and busted."]


@pytest.mark.parametrize("rules, words", [
    ({"coin": True}, {"name": "Coin", "label": "Coin showed", "button": "Toss with this side",
                      "hint": "Playing with a real coin? Enter heads or tails.", "inputmode": "text"}),
    ({}, {"name": "Die", "label": "Die showed", "button": "Roll with this face",
          "hint": "Playing with a real die? Enter the face it showed.", "inputmode": "numeric"})])
def test_the_board_names_a_real_coin_or_a_real_die(rules, words):
    assert ok("game_view", {"game": "pig", "rules": rules})["board"]["entry"] == words


def test_a_real_coin_is_entered_by_its_side():
    asked = {"game": "pig", "rules": {"coin": True}, "state": "0 0 0", "move": 0}
    assert ok("game_play", {**asked, "entered": "H"})["record"]["event"] == "You toss heads: turn total 1."
    assert call("game_play", {**asked, "entered": "6"})["error"] == "Enter the coin as heads or tails, not '6'."


# ---- rules of thumb against the optimal player ----------------------------------------------------

def fixed_policies(pig, holds, one):
    """start[p][i, j]: the chance that player p (0 or 1, holding at (i, j, k) where holds[p](i, j, k))
    wins from its turn start, against the other: the spec's recurrences with the choices fixed,
    each turn worked back from the goal as a + b x in x = the other's chance after a bust, and
    each pair of turn starts that busts hand back and forth solved by hand."""
    goal, share, near, far = pig.goal, one / len(pig.faces), pig.gains.start, pig.gains.stop
    start = [{}, {}]

    def turn(p, i, j):
        a, b = [one] * (goal - i + far), [one - one] * (goal - i + far)  # from goal - i on: won
        for k in reversed(range(goal - i)):
            if k and holds[p](i, j, k):
                a[k], b[k] = 1 - start[1 - p][j, i + k], 0
            else:
                a[k], b[k] = share * (1 + sum(a[k + near:k + far])), share * (sum(b[k + near:k + far]) - 1)
        return a[0], b[0]

    for total in reversed(range(2 * goal - 1)):
        for i in range(max(0, total - goal + 1), min(total, goal - 1) + 1):
            j = total - i
            (a, b), (c, e) = turn(0, i, j), turn(1, j, i)  # x = a + b y, y = c + e x
            x = (a + b * c) / (1 - b * e)
            start[0][i, j], start[1][j, i] = x, c + e * x
    return start


def holding_at(n):
    return lambda i, j, k: k >= n


def lab_value(pig, policy, seat, exact=False):
    """The lab's fast evaluator of `policy` in `seat` against the optimal player."""
    return evaluate_policy(pig, policy, seat, pg.optimal, exact=exact)


def optimal(best):
    return lambda i, j, k: best.action(i, j, k) == "hold"


def against_optimal(pig, strategy, exact):
    """The strategy's chance moving first and moving second against the optimal player, by
    `fixed_policies`: moving second, it wins unless the optimal player wins from the start."""
    best = solution(pig, exact)
    start = fixed_policies(pig, (strategy, optimal(best)), Fraction(1) if exact else 1.0)
    return start[0][0, 0], 1 - start[1][0, 0]


SMALL_PIGS = [Pig(1), Pig(3), Pig(8), Pig(12, sides=4), Pig(10, sides=8), Pig(7, sides=2),
              Pig.piglet(2), Pig.piglet(10)]
LATE_ROLLS = Pig(20, sides=4)  # the optimal player may hold, then roll again (with a d4: from goal 19)
HOLDS = (1, 2, 3, 5, 8, 20)


@pytest.mark.parametrize("pig", slow_but_every(2, SMALL_PIGS + [LATE_ROLLS]), ids=str)
def test_hold_at_equals_a_plain_recursion_in_fractions(pig):
    best = solution(pig, exact=True)
    for n in HOLDS if pig != LATE_ROLLS else (4, 8):
        first, second = against_optimal(pig, holding_at(n), exact=True)
        for seat, value in enumerate((first, second)):
            assert lab_value(pig, hold_at(n), seat, exact=True).value == value
            assert lab_value(pig, pg.optimal, seat, exact=True).value == (best.P(0, 0) if seat == 0 else 1 - best.P(0, 0))


@pytest.mark.parametrize("name", slow_unless(lambda name: name != "keep-pace", ["keep-pace", "hold-at:25"]))
def test_standard_game_equals_a_plain_recursion(name):
    """keep-pace exists only for Pig to 100, where fractions take too long: floats, to rounding.
    The rule's hold targets come from the strategy itself (its numbers are checked below)."""
    rule, _ = parse_strategy(name, pg.STRATEGIES)
    targets = {(i, j): rule.target(PIG, i, j) for i in range(100) for j in range(100)}
    first, second = against_optimal(PIG, lambda i, j, k: k >= targets[i, j], exact=False)
    assert lab_value(PIG, rule, 0).value == pytest.approx(first, abs=1e-12)
    assert lab_value(PIG, rule, 1).value == pytest.approx(second, abs=1e-12)


@pytest.mark.parametrize("pig", [Pig(3), Pig(12, sides=4), Pig.piglet(10), LATE_ROLLS], ids=str)
def test_optimal_policy_as_a_strategy_is_the_solver(pig):
    best = solution(pig, exact=True)
    stops = pg.stop_ends(pig, pg.rolling_reach(pig, Fraction(1)))
    ends = pg.optimal_ends(best, stops, Fraction(1))
    W, X = policy_values(ends, ends, Fraction(1))
    assert W[0][0] == X[0][0] == best.P(0, 0) == fixed_policies(pig, (optimal(best),) * 2, Fraction(1))[0][0, 0]


def test_optimal_policy_as_a_strategy_is_the_solver_at_goal_100(pig100):
    stops = pg.stop_ends(PIG, pg.rolling_reach(PIG, 1.0))
    ends = pg.optimal_ends(pig100, stops, 1.0)
    W, _ = policy_values(ends, ends, 1.0)
    assert max(abs(W[i][j] - pig100.P(i, j)) for i in range(100) for j in range(100)) < 1e-12


@pytest.mark.parametrize("pig", SMALL_PIGS, ids=str)
def test_both_holding_at_n_equals_a_plain_recursion(pig):
    for n in HOLDS:
        both = fixed_policies(pig, (holding_at(n),) * 2, Fraction(1))[0][0, 0]
        assert hold_at_win_probability(pig, n) == pytest.approx(float(both), abs=1e-12)


@pytest.mark.parametrize("pig", SMALL_PIGS + [LATE_ROLLS], ids=str)
def test_costs_add_up_to_the_loss(pig):
    """Reach times cost, over every decision where the strategy loses anything, adds up to
    exactly what it loses against optimal play: the reach is the expected number of visits. The
    costliest come first."""
    for n in (2, 5) if pig == LATE_ROLLS else HOLDS:
        for seat in (0, 1):
            lab, optimal = (lab_value(pig, policy, seat, exact=True) for policy in (hold_at(n), pg.optimal))
            expected = [d.reach * d.cost for d in lab.decisions]
            assert sum(expected) == optimal.value - lab.value
            assert expected == sorted(expected, reverse=True)


@pytest.mark.parametrize("pig", [Pig(12, sides=4), Pig.piglet(10), LATE_ROLLS], ids=str)
def test_fractions_equal_floats(pig):
    for seat in (0, 1):
        exact, floats = (lab_value(pig, hold_at(5), seat, exact) for exact in (True, False))
        assert abs(float(exact.value) - floats.value) < 1e-12
        exact, floats = exact.decisions.first(10), floats.decisions.first(10)
        assert [(d.state, d.action) for d in exact] == [(d.state, d.action) for d in floats]
        assert all(abs(float(e.reach * e.cost) - f.reach * f.cost) < 1e-12 for e, f in zip(exact, floats))


@pytest.mark.parametrize("pig", [Pig(3), Pig(6), Pig(8, sides=4), Pig(5, sides=3), Pig.piglet(6), LATE_ROLLS], ids=str)
def test_turn_equations_equal_the_generic_evaluator(pig):
    """The lab's turn equations against `evaluate_policy` over the game protocol, whose busts bring
    the same turn starts round again (a fixed point, to rounding): the same chance to win, and the
    same decisions, met as often; the generic one also lists the rolls and holds that leave the
    optimal player's choice at a tie, which the advice prices at 0."""
    for n in (2, 3, 5):
        for seat in (0, 1):
            fast = lab_value(pig, hold_at(n), seat)
            plain = generic_evaluation(pig, hold_at(n), seat, pg.optimal, ending_value(pig_page, pig, seat))
            assert plain.value == pytest.approx(fast.value, abs=1e-9)
            met = {d.state: d for d in plain.decisions}
            assert all(met[d.state].action == d.action and met[d.state].reach == pytest.approx(d.reach, abs=1e-9)
                       for d in fast.decisions)
            for state in met.keys() - {d.state for d in fast.decisions}:
                assert next(m.cost for m in advise(pig, state).moves if m.move == met[state].action) < TIE


def test_costs_add_up_to_the_loss_at_goal_100():
    for name in ("hold-at:20", "keep-pace"):
        lab = strategy_value(pig_page, PIG, name, 1, count=None)
        assert sum(d.expected_cost for d in lab.costly) == pytest.approx(lab.cost, abs=1e-12)


@pytest.mark.parametrize("name", ["hold-at:20", "hold-at:25", "keep-pace"])
def test_costly_positions_open_and_advise_their_cost(name):
    for seat in (0, 1):
        lab = strategy_value(pig_page, PIG, name, seat)
        assert len(lab.costly) == 10
        for decision in lab.costly:
            state = PIG.parse_state(decision.position)
            advice = advise(PIG, state)
            assert state.player == seat and 0 < decision.reach and state.pending > 0
            assert advice.best.move == decision.best != decision.move
            assert next(m.cost for m in advice.moves if m.move == decision.move) == decision.cost >= TIE


@pytest.mark.parametrize("me, you, hold", [(0, 0, 21), (0, 4, 22), (4, 0, 21), (0, 12, 23), (12, 0, 20),
                                           (60, 70, 22), (70, 0, 12), (71, 0, 29), (0, 71, 100), (99, 99, 1)])
def test_keep_pace_holds_as_published(me, you, hold):
    """21 + round((j - i) / 8), halves rounded up; from 71 on either side, on to the goal."""
    assert keep_pace(PIG, me, you) == hold


@pytest.mark.parametrize("pig", [Pig(50), Pig(100, sides=4), Pig.piglet(100)], ids=str)
def test_keep_pace_is_for_pig_to_100_with_a_d6(pig):
    with pytest.raises(ValueError) as error:
        lab_value(pig, pg.STRATEGIES["keep-pace"].make, 0)
    assert "Pig to 100 with a d6" in str(error.value) and "\n" not in str(error.value)


@pytest.mark.parametrize("name, words", [
    ("hold", "unknown strategy 'hold' (choose from hold-at:N, keep-pace)"),
    ("hold-at", "hold-at:N with N from 1-200"),
    ("hold-at:0", "hold-at:N with N from 1-200"),
    ("hold-at:201", "hold-at:N with N from 1-200"),
    ("keep-pace:3", "takes no number"),
])
def test_bad_strategy_names_get_one_line(name, words):
    with pytest.raises(ValueError) as error:
        parse_strategy(name, pg.STRATEGIES)
    assert words in str(error.value) and "\n" not in str(error.value)


def test_result_has_the_labs_json_shape():
    shown = strategy_value(pig_page, PIG, "hold-at:20", 0).as_dict()
    assert tuple(shown) == ("name", "description", "seat", "unit", "value", "optimal", "cost", "value_text",
                            "optimal_text", "cost_text", "costly")
    assert (shown["value_text"], shown["optimal_text"]) == ("49.2\u00a0%", "53.1\u00a0%")


def pig_cli(*args):
    return subprocess.run([sys.executable, "-m", "stb", "pig", *args], capture_output=True,
                          text=True, timeout=60)


@pytest.mark.parametrize("args, out", slow_but_every(2, [
    (["--state", "0", "0", "0"], "0.530593 roll\n"),
    (["--state", "41", "49", "26"], "0.644871 hold\n"),
    (["--state", "90", "0", "10"], "1.000000 hold\n"),
    (["--goal", "2", "--coin", "--state", "0", "0", "0"], "0.571429 roll\n"),
    (["--goal", "190", "--coin", "--state", "0", "0", "0"], "0.505117 roll\n"),  # once endless
    (["--goal", "3", "--coin", "--policy"], "i\\j,0,1,2\n0,1,3,3\n1,2,2,2\n2,1,1,1\n"),
    (["--versus", "hold-at:20"], "0.571498\n0.508342\n0.539920\n"),  # optimal first, second, average
    (["--versus", "hold-at:25"], "0.551274\n0.490865\n0.521069\n"),
    (["--versus", "keep-pace"], "0.535053\n0.474167\n0.504610\n"),
    (["--goal", "2", "--coin", "--versus", "hold-at:2"], "0.571429\n0.428571\n0.500000\n")]))
def test_cli(args, out):
    result = pig_cli(*args)
    assert (result.returncode, result.stdout, result.stderr) == (0, out, "")


def test_cli_answers():
    out = pig_cli("--answers").stdout
    assert "P(97,99,2) = 179/209" in out and "0.530593" in out and "turn total of 21" in out


@pytest.mark.parametrize("args", slow_but_every(3, [[], ["--state", "-1", "0", "0"], ["--state", "100", "0", "0"],
                                  ["--die", "1", "--state", "0", "0", "0"],
                                  ["--goal", "0", "--policy"],
                                  ["--state", "1", "2"], ["--coin", "--die", "3", "--policy"],
                                  ["--versus", "nope"], ["--versus", "hold-at:201"], ["--versus", "keep-pace:1"],
                                  ["--versus", "keep-pace", "--goal", "50"], ["--versus", "keep-pace", "--die", "4"],
                                  ["--versus", "hold-at:20", "--state", "0", "0", "0"],
                                  ["--versus", "hold-at:20", "--answers"],
                                  ["--versus", "hold-at:20", "--picture", "/nonexistent/policy.svg"]]))
def test_cli_bad_input(args):
    result = pig_cli(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("pig: error: ") and result.stderr.count("\n") == 1
