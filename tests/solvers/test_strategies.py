"""Rules of thumb valued exactly: each strategy's value against a second computation that shares
nothing with the lab but the game's rules (plain recursion in fractions, straight playouts), the
optimal policy as a strategy equal to the solver, costs that add up to the loss, the fast
evaluators equal to the generic one, and bad names."""

from fractions import Fraction
from functools import cache

import pytest

from stb import chopsticks as cs, nim, shutbox
from stb.advice import TIE, remoteness_value
from stb.chopsticks.page import PAGE as chopsticks_page
from stb.nim.page import PAGE as nim_page
from stb.shutbox import Rules, ShutTheBox, display_value, full_board, legal_moves, roll_probabilities, score, solve
from stb.shutbox.page import PAGE as shutbox_page
from stb.solvers.alphabeta import alphabeta
from stb.solvers.policy import evaluate_policy
from stb.strategies import parse_strategy, strategy_value
from helpers import SLOW, assert_usage_error, run_cli, slow_but_every, slow_unless

# ---- Shut the Box ---------------------------------------------------------------------------------

SMALL_RULES = [Rules(tiles=n, dice=d) for n in (3, 4, 5) for d in ("two", "forced", "optional")] + [
    Rules(tiles=5, scoring="digits", dice="optional")]


def beating(first):
    """Player two's payoff against player one's final score `first`: a win, or half on a tie."""
    return lambda s: 1 if s < first else Fraction(1, 2) if s == first else 0


PAYOFFS = {  # what a final score is worth to the player, in the lab's units (the score itself for `score`)
    ("score", None): lambda s: s,
    ("shut", None): lambda s: int(s == 0),
    ("at-most", 3): lambda s: int(s <= 3),
    ("second", 4): beating(4),
}


def followed(rules, dice_for, move_for, payoff):
    """The expected payoff of a turn played by the given dice and move choices: plain recursion
    over the rolls in fractions, with the moves the rules list."""
    @cache
    def value(board):
        total = Fraction(0)
        for roll, chance in roll_probabilities(dice_for(board)):
            moves = legal_moves(rules, board, roll)
            total += chance * (value(board & ~move_for(board, moves)) if moves else payoff(score(rules, board)))
        return total
    return value(full_board(rules))


def thumb(rules, name):
    """A rule of thumb's dice and moves, read from the rule's pick of moves, not from its table."""
    pick = shutbox.STRATEGIES[name].make.pick
    return (lambda board: shutbox.dice_choices(rules, board)[0]), (lambda board, moves: pick(rules, moves))


def box_value(rules, objective, name, target=None, seat=None, exact=False):
    """The lab's fast evaluator of a rule of thumb (`optimal`: the perfect player itself) against
    the perfect player."""
    policy = shutbox.optimal if name == "optimal" else shutbox.STRATEGIES[name].make
    return shutbox.evaluate_policy(ShutTheBox(rules, objective, target), policy, seat, shutbox.optimal, exact=exact)


@pytest.mark.parametrize("rules", SMALL_RULES, ids=str)
@pytest.mark.parametrize("objective, target", PAYOFFS)
def test_shutbox_strategies_equal_plain_recursion(rules, objective, target):
    for name in shutbox.STRATEGIES:
        lab = box_value(rules, objective, name, target, exact=True)
        assert lab.value == followed(rules, *thumb(rules, name), PAYOFFS[objective, target])
    optimal = box_value(rules, objective, "optimal", target, exact=True).value
    assert optimal == shutbox.display_value(objective, solve(rules, objective, target, True)[full_board(rules)])


def optimal_policy(rules, objective, target=None):
    """Player one's optimal dice and moves as `score_distribution` plays them, worked out from the
    solved values by hand: the first best dice and the first best move."""
    values = solve(rules, objective, target, True)

    def dice_for(board):
        by_dice = shutbox.dice_values(rules, objective, board, target, True)
        return max(by_dice, key=by_dice.get)
    return dice_for, lambda board, moves: max(moves, key=lambda move: values[board & ~move])


@pytest.mark.parametrize("rules", slow_but_every(2, SMALL_RULES), ids=str)
def test_shutbox_second_player_sums_over_first_players_scores(rules):
    dice_for, move_for = optimal_policy(rules, "first")
    first_scores = {}

    def ends(board, chance):  # player one's final scores under the optimal policy, by recursion
        for roll, p in roll_probabilities(dice_for(board)):
            moves = legal_moves(rules, board, roll)
            if moves:
                ends(board & ~move_for(board, moves), chance * p)
            else:
                first_scores[score(rules, board)] = first_scores.get(score(rules, board), 0) + chance * p
    ends(full_board(rules), Fraction(1))
    for name in shutbox.STRATEGIES:
        lab = box_value(rules, "first", name, seat=1, exact=True)
        assert lab.value == sum(p * followed(rules, *thumb(rules, name), beating(first))
                                for first, p in first_scores.items() if first)
    assert box_value(rules, "first", "optimal", seat=1, exact=True).value == 1 - solve(rules, "first", None, True)[full_board(rules)]


@pytest.mark.parametrize("rules", SMALL_RULES[:6], ids=str)
@pytest.mark.parametrize("objective, target", [("score", None), ("shut", None), ("at-most", 3), ("first", None)])
def test_shutbox_costs_add_up_to_the_loss(rules, objective, target):
    """Per decision, reach times cost against optimal values adds up, over every decision the
    strategy meets, to exactly what it loses against optimal play; the costliest come first."""
    seat = 1 if objective == "first" else None
    optimal = box_value(rules, objective, "optimal", target, seat, exact=True).value
    for name in shutbox.STRATEGIES:
        lab = box_value(rules, objective, name, target, seat, exact=True)
        expected = [d.reach * d.cost for d in lab.decisions]
        assert sum(expected) == abs(optimal - lab.value)
        assert expected == sorted(expected, reverse=True) and all(d.cost >= TIE for d in lab.decisions)


@pytest.mark.parametrize("rules", slow_unless(lambda rules: rules.tiles < 12, [Rules(), Rules(dice="optional"), Rules(tiles=12)]),
                         ids=str)
def test_shutbox_costs_add_up_to_the_loss_on_big_boxes(rules):
    """Small boxes have costly decisions only after rolls of two dice; these also after one die.
    Priced by the advice, as the lab shows them."""
    for objective in ("score", "shut"):
        for name in shutbox.STRATEGIES:
            lab = strategy_value(shutbox_page, ShutTheBox(rules, objective), name, None, count=None)
            assert abs(sum(d.expected_cost for d in lab.costly) - lab.cost) < 1e-9


@pytest.mark.parametrize("rules", SMALL_RULES, ids=str)
@pytest.mark.parametrize("objective, target", [("score", None), ("shut", None), ("at-most", 3), ("second", 4)])
def test_shutbox_optimal_policy_as_a_strategy_is_the_solver(rules, objective, target):
    """The optimal policy worked out by hand, valued by the generic evaluator, in fractions."""
    dice_for, move_for = optimal_policy(rules, objective, target)

    def by_hand(game, state):
        return dice_for(state.board) if state.dice is None else move_for(state.board, legal_moves(rules, state.board, state.roll))
    game = ShutTheBox(rules, objective, target)
    valued = evaluate_policy(game, by_hand, None, shutbox.optimal, lambda end: display_value(objective, game.utility(end)))
    assert valued.value == shutbox.display_value(objective, solve(rules, objective, target, True)[full_board(rules)])
    assert valued.decisions == ()


@pytest.mark.parametrize("rules, objective", slow_but_every(3, [(Rules(), "score"), (Rules(), "shut"),
                                                              (Rules(tiles=7), "first")]), ids=str)
def test_shutbox_fractions_equal_floats(rules, objective):
    """Two players in fractions on the classic box take half a minute, so on seven tiles."""
    seat = 1 if objective == "first" else None
    for name in [*shutbox.STRATEGIES, "optimal"]:
        exact = box_value(rules, objective, name, seat=seat, exact=True)
        floats = box_value(rules, objective, name, seat=seat)
        assert abs(float(exact.value) - floats.value) < 1e-12
        if name != "optimal":
            exact, floats = exact.decisions.first(10), floats.decisions.first(10)
            assert [(d.state, d.action) for d in exact] == [(d.state, d.action) for d in floats]
            assert all(abs(float(e.reach * e.cost) - f.reach * f.cost) < 1e-12 for e, f in zip(exact, floats))


@SLOW
def test_shutbox_double_shutter_equals_recursion_in_floats():
    rules = Rules(layout="double")
    lab = box_value(rules, "score", "highest")
    assert abs(lab.value - float(followed(rules, *thumb(rules, "highest"), lambda s: s))) < 1e-9


@pytest.mark.parametrize("rules", slow_unless(lambda rules: rules.layout != "double",
                                              [Rules(layout="double"), Rules(tiles=5, dice="optional")]), ids=str)
def test_shutbox_reach_chances_end_turns_at_the_expected_score(rules):
    """Where the turns end, by the chances of meeting each board: the strategy's expected score."""
    for name in ("highest", "most"):
        table = shutbox.rule_table(rules, shutbox.STRATEGIES[name].make)
        ends = {board: chance * table[board][0].stuck / table[board][0].denominator
                for board, chance in shutbox.reach_chances(rules, table).items()}
        assert abs(sum(ends.values()) - 1) < 1e-12
        expected = -shutbox.table_values(rules, table, "score")[full_board(rules)]
        assert abs(sum(chance * score(rules, board) for board, chance in ends.items()) - expected) < 1e-9


def test_shutbox_costly_positions_open_and_advise_their_cost():
    rules = Rules()
    for objective in ("score", "first"):
        lab = strategy_value(shutbox_page, ShutTheBox(rules, objective), "highest", 1 if objective == "first" else None)
        assert len(lab.costly) == 10
        for decision in lab.costly:
            turn = ShutTheBox(rules).parse_state(decision.position)
            advice = shutbox.advise(ShutTheBox(rules, objective), turn)
            assert advice.best.move == decision.best
            assert next(m.cost for m in advice.moves if m.move == decision.move) == decision.cost >= TIE


@pytest.mark.parametrize("rules, board, roll, picks", [  # highest, fewest, most, lowest
    (Rules(), "125679", 12, ["[1, 2, 9]", "[5, 7]", "[1, 2, 9]", "[1, 2, 9]"]),
    (Rules(), "12348", 9, ["[1, 8]", "[1, 8]", "[2, 3, 4]", "[1, 8]"]),
    (Rules(layout="double"), "3456789/123456789", 8, ["[8]", "[8]", "[3, 5]", "[3, 5]"]),  # front 8 before back 8
])
def test_shutbox_rules_of_thumb_pick_as_documented(rules, board, roll, picks):
    game = ShutTheBox(rules, "score")
    state = shutbox.Turn(0, shutbox.parse_board(rules, board), None, 2, roll)
    assert [shutbox.move_text(rules, family.make(game, state)) for family in shutbox.STRATEGIES.values()] == picks


def test_shutbox_rules_of_thumb_roll_one_die_when_they_may():
    double = Rules(layout="double")
    rule, game = shutbox.STRATEGIES["highest"].make, ShutTheBox(double, "score")
    assert rule(game, shutbox.Turn(0, shutbox.parse_board(double, "-/123"))) == 1
    assert rule(game, shutbox.Turn(0, shutbox.parse_board(double, "-/1234"))) == 2


@pytest.mark.parametrize("rules", slow_but_every(3, SMALL_RULES), ids=str)
@pytest.mark.parametrize("objective", ["score", "shut", "first"])
def test_shutbox_fast_evaluator_equals_the_generic_one(rules, objective):
    """The lab's sweep over every board against `evaluate_policy` over the game protocol, in
    fractions: the same value, and the same decisions met as often; the generic one also lists
    the moves that leave the perfect player's but cost nothing (a tie), which the advice prices at 0."""
    game, seat = ShutTheBox(rules, objective), 1 if objective == "first" else None
    payoff = (lambda end: 1 - game.utility(end)) if seat else (lambda end: display_value(objective, game.utility(end)))
    for name in shutbox.STRATEGIES:
        fast = box_value(rules, objective, name, seat=seat, exact=True)
        plain = evaluate_policy(game, shutbox.STRATEGIES[name].make, seat, shutbox.optimal, payoff)
        assert fast.value == plain.value
        met = {d.state: d for d in plain.decisions}
        assert all(met[d.state][:3] == d[:3] for d in fast.decisions)
        free = met.keys() - {d.state for d in fast.decisions}
        assert all(next(m.cost for m in shutbox.advise(game, state).moves
                        if m.move == shutbox_page.move_text(game, state, met[state].action)) < TIE for state in free)


# ---- Red-Blue Nim -------------------------------------------------------------------------------

NIMS = [nim.RedBlueNim(r, b, misere) for r, b in ((7, 7), (10, 10), (5, 8), (9, 4), (0, 3)) for misere in (False, True)]


def straight_playout(game, depth, evaluation, seat):
    """The strategy as a plain alpha-beta search without a transposition table, the opponent
    taking the first move in the spec's order whose exact value is best; the final points."""
    state = game.initial_state()
    while not game.is_terminal(state):
        if state.player == seat:
            action = alphabeta(game, state, depth=depth, evaluate=lambda s: evaluation(game, s)).action
        else:
            options = game.actions(state)
            after = [nim.exact_value(game, s.red, s.blue) for s in (game.result(state, a) for a in options)]
            action = options[after.index(min(after))]
        state = game.result(state, action)
    return game.utility(state) * (1 if seat == 0 else -1)


@pytest.mark.parametrize("game", NIMS, ids=lambda g: f"{g.red}x{g.blue} {g.name}")
def test_nim_strategies_equal_a_straight_playout(game):
    for depth in range(1, 6):
        for seat in (0, 1):
            for name, evaluation in (("depth", nim.evaluate), ("naive-depth", nim.RedBlueNim.utility)):
                lab = strategy_value(nim_page, game, f"{name}:{depth}", seat, count=None)
                assert lab.value == straight_playout(game, depth, evaluation, seat)
                assert lab.optimal == nim.exact_value(game, game.red, game.blue) * (1 if seat == 0 else -1)
                assert sum(d.cost for d in lab.costly) == lab.cost
                assert all(game.parse_state(d.position).player == seat for d in lab.costly)
                if name == "depth":  # the spec's evaluation is exact, so every depth plays perfectly
                    assert lab.value == lab.optimal


def test_nim_optimal_search_as_a_strategy_is_the_solver():
    """Alpha-beta to the end, against the perfect player of the exact table: player 0's points, and
    never a move of its own."""
    for game in NIMS:
        V = nim.value_table(game, game.red, game.blue)
        for seat in (0, 1):
            valued = evaluate_policy(game, nim.searcher(None, nim.evaluate), seat, nim.optimal)
            assert valued.value == V[game.red][game.blue] and valued.decisions == ()


def test_nim_naive_evaluation_costs_points_at_small_depths():
    lab = strategy_value(nim_page, nim.RedBlueNim(7, 7), "naive-depth:1", 1)
    assert (lab.value, lab.optimal) == (-9, 6)
    assert [(d.position, d.move, d.best, d.cost) for d in lab.costly] == [("4 5 1", "1 red", "1 blue", 12),
                                                                           ("3 3 1", "1 red", "2 blue", 3)]


# ---- Chopsticks ---------------------------------------------------------------------------------

def chopsticks_playout(moves, seat):
    """The spec's table read straight (row 0 or 1 by whose turn it is) against a player that ranks
    moves from the solved outcomes (fastest win, draw, slowest loss; the first at level 0 or 1);
    a game not over after more plies than there are positions loops for ever: a draw."""
    d, outcomes = cs.best_move_dp(2 * moves), cs.unbounded_outcomes()

    def worth(child):  # for the player who moved into `child`
        after = outcomes[(*child[:2], child[2] % 2)]
        return -cs.SCORES[after.result] * (1000 - after.remoteness) if after.remoteness is not None else 0

    state = cs.START
    for plies in range(2 * len(outcomes) + 1):
        if cs.DEAD in state[:2]:
            result = cs.ending(*state[:2]) * (1 if seat == 0 else -1)
            return result, plies
        a, b, level = state
        if level % 2 == seat:
            child = d[a, b, level % 2][1]
        else:
            children = cs.next_moves((a, b, level % 2))
            values = [worth(c) for c in children]
            child = children[values.index(max(values))]
        state = (*child[:2], level + 1)
    return 0, None


@pytest.mark.parametrize("moves", slow_unless(lambda moves: moves <= 5, [1, 2, 3, 4, 5, 10, 20]))
def test_chopsticks_strategy_equals_a_playout_with_loop_detection(moves):
    for seat in (0, 1):
        lab = strategy_value(chopsticks_page, cs.Chopsticks(None), f"limit:{moves}", seat, count=None)
        assert lab.value == remoteness_value(*chopsticks_playout(moves, seat))
        optimal, plies = cs.outcome(None, cs.START)
        assert lab.optimal == remoteness_value(optimal * (1 if seat == 0 else -1), plies)
        for decision in lab.costly:
            *hands, level = map(int, decision.position.split())
            assert level % 2 == seat
            advice = cs.advise(cs.Chopsticks(None), (tuple(hands[:2]), tuple(hands[2:]), level))
            assert next(m.cost for m in advice.moves if m.move == decision.move) == decision.cost


def test_chopsticks_optimal_player_as_a_strategy_is_the_solver():
    """The perfect player in a seat, as a policy of its own, against itself: A's result (the
    protocol's payoff) after as many moves as the retrograde analysis says, and no move of its own."""
    optimal, plies = cs.outcome(None, cs.START)
    for seat in (0, 1):
        valued = evaluate_policy(cs.Chopsticks(None), lambda game, state: cs.optimal(game, state), seat, cs.optimal)
        assert (valued.value, valued.plies, valued.decisions) == (optimal, plies, ())


def test_chopsticks_computer_reads_the_first_rows_of_the_spec_table():
    d, game = cs.best_move_dp(20), cs.Chopsticks(None)
    computer = cs.spec_computer(10)
    assert computer(game, cs.START) == d[cs.START][1][:2]
    assert computer(game, ((1, 1), (2, 1), 31)) == d[(1, 1), (2, 1), 1][1][:2]


def test_chopsticks_endless_play_is_a_draw_met_once():
    """Without a limit, play that comes back to a position loops for ever: a draw, each decision
    on the way met once, named with the moves played before it. The spec's computer planning for
    13 moves each, as B, never ends a game against the perfect player (who wins the game)."""
    game = cs.Chopsticks(None)
    valued = evaluate_policy(game, cs.spec_computer(13), 1, cs.optimal)
    assert (valued.value, valued.plies) == (0, None) and len(valued.decisions) >= 2
    assert all(d.reach == 1 and d.plies % 2 == 1 for d in valued.decisions)
    lab = strategy_value(chopsticks_page, game, "limit:13", 1, count=None)
    assert lab.as_dict()["value_text"] == "a draw" and lab.value == 0 < lab.optimal
    assert {d.position for d in lab.costly} <= {game.state_text((*d.state[:2], d.plies)) for d in valued.decisions}


# ---- names ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("module, name, words", [
    (shutbox, "biggest", "unknown strategy 'biggest' (choose from highest, fewest, most, lowest)"),
    (shutbox, "highest:2", "takes no number"),
    (nim, "depth", "depth:N with N from 1-12"),
    (nim, "depth:0", "depth:N with N from 1-12"),
    (nim, "naive-depth:13", "naive-depth:N with N from 1-12"),
    (nim, "depth:x", "N from 1-12"),
    (nim, "depth:\u00b2", "N from 1-12"),
    (nim, "depth:-1", "N from 1-12"),
    (nim, "highest", "choose from depth:N, naive-depth:N"),
    (cs, "limit:51", "limit:N with N from 1-50"),
    (cs, "limit:", "limit:N with N from 1-50"),
])
def test_bad_strategy_names_get_one_line(module, name, words):
    with pytest.raises(ValueError) as error:
        parse_strategy(name, module.STRATEGIES)
    assert words in str(error.value) and "\n" not in str(error.value)


def test_results_share_one_json_shape():
    values = [strategy_value(shutbox_page, ShutTheBox(Rules(), "score"), "most", None),
              strategy_value(nim_page, nim.RedBlueNim(7, 7), "naive-depth:1", 0),
              strategy_value(chopsticks_page, cs.Chopsticks(None), "limit:10", 1)]
    shapes = {tuple(v.as_dict()) for v in values}
    assert shapes == {("name", "description", "seat", "unit", "value", "optimal", "cost", "value_text",
                       "optimal_text", "cost_text", "costly")}
    assert values[0].as_dict()["value_text"] == "24.15\u00a0points" and values[2].as_dict()["optimal_text"] == "a win in 26\u00a0moves"


@pytest.mark.parametrize("args, lines", [
    (["--strategy", "highest"], ["11.240394", "11.021121"]),
    (["--strategy", "lowest", "--objective", "at-most", "0"], ["0.011315", "0.097614"]),
    (["--strategy", "most", "--tiles", "5", "--exact"], ["750395/139968", "33389/10368"]),
])
def test_shutter_values_a_strategy_then_optimal_play(args, lines):
    done = run_cli("shutter", *args)
    assert done.returncode == 0 and done.stdout.split() == lines


@pytest.mark.parametrize("args, words", [
    (["--strategy", "nope"], "unknown strategy 'nope'"),
    (["--strategy", "highest", "--position", "123"], "full box"),
    (["--strategy", "highest", "--roll", "5"], "not allowed with"),
])
def test_shutter_refuses_bad_strategies_in_one_line(args, words):
    assert_usage_error(run_cli("shutter", *args), words)


README_TABLE = [  # the README's strategy lab, as printed there (3 decimals, or a percentage with 2)
    (Rules(), "score", ["11.240", "11.188", "24.146", "24.146"], "11.021"),
    (Rules(), "shut", ["9.48 %", "9.56 %", "1.13 %", "1.13 %"], "9.76 %"),
    (Rules(layout="double"), "score", ["25.910", "24.403", "69.734", "76.414"], "19.427"),
    (Rules(layout="double"), "shut", ["4.91 %", "5.33 %", "0.32 %", "0.29 %"], "7.67 %"),
    (Rules(), "first", ["48.72 %", "48.93 %", "13.66 %", "13.66 %"], "49.72 %"),
]


@pytest.mark.parametrize("rules, objective, values, optimal", slow_unless(lambda row: row[0].layout != "double", README_TABLE),
                         ids=lambda x: str(x)[:30])
def test_the_readme_table_of_shut_the_box_rules_of_thumb(rules, objective, values, optimal):
    seat = 1 if objective == "first" else None
    valued = [strategy_value(shutbox_page, ShutTheBox(rules, objective), name, seat, count=0)
              for name in ("highest", "fewest", "most", "lowest")]
    printed = (lambda value: f"{value:.3f}") if objective == "score" else (lambda value: f"{100 * value:.2f} %")
    assert [printed(v.value) for v in valued] == values and {printed(v.optimal) for v in valued} == {optimal}


@pytest.mark.parametrize("name, seat, value, optimal", [
    ("depth:1", 0, -6, -6), ("depth:3", 1, 6, 6), ("naive-depth:1", 0, -18, -6), ("naive-depth:1", 1, -9, 6),
    ("naive-depth:3", 1, -6, 6),
])
def test_the_readme_figures_of_nim_computers(name, seat, value, optimal):
    valued = strategy_value(nim_page, nim.RedBlueNim(7, 7), name, seat)
    assert (valued.value, valued.optimal) == (value, optimal)


def test_the_readme_figures_of_the_chopsticks_computer():
    valued = [strategy_value(chopsticks_page, cs.Chopsticks(None), "limit:10", seat).as_dict() for seat in (0, 1)]
    assert [shown["value_text"] for shown in valued] == ["a loss in 8\u00a0moves", "a loss in 15\u00a0moves"]
    assert valued[0]["optimal_text"] == "a loss in 26\u00a0moves"
