"""The page's bridge (stb.bridge): one request shape for every game, answers checked against the
solvers, records and reviews, links, and plain refusals of whatever JSON arrives."""

import json
import math
import random

import pytest

from stb import bridge, chopsticks as cs, nim, pig, shutbox as sb
from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, POINTS, REMOTENESS, remoteness_value
from helpers import call, ok, refused
from stb.bridge.games import page_of
from stb.games import GAMES


# ---- one shape, every game ----------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_every_game_answers_one_shape(game):
    view = ok("game_view", {"game": game})
    start = page_of(game).make({})
    assert view["state"] == start.state_text(start.initial_state()) and view["phase"] == "move" and view["to_move"] == 0
    moves = view["position"]["moves"]
    assert moves and moves[0]["cost"] == 0 and moves[0]["judgement"] == "best"
    assert all({"move", "words", "value_text", "cost_text", "judgement"} <= set(m) for m in moves)
    assert [m["cost"] for m in moves] == sorted(m["cost"] for m in moves)
    assert all(c["group"] in ("rules", "opponent") for c in view["controls"])
    reopened = ok("game_open", {"hash": "#" + view["link"]})
    assert reopened["message"] == "" and reopened["request"]["state"] == view["state"]
    assert ok("game_view", reopened["request"])["link"] == view["link"]


def test_shut_the_box_values_are_the_solvers():
    rules = sb.Rules()
    view = ok("game_view", {"game": "shutbox", "state": "12346"})
    game, board = sb.ShutTheBox(rules, "score"), sb.parse_board(rules, "12346")
    assert view["position"]["value"] == pytest.approx(sb.advise(game, sb.Turn(0, board)).value)
    [roll] = view["position"]["moves"]
    assert roll["move"] == "roll two dice" and roll["throw"] == {"dice": 2, "sides": 6}
    rolled = ok("game_view", {"game": "shutbox", "state": "12346 dice 2 roll 7"})
    expected = sb.advise(game, sb.Turn(0, board, dice=2, roll=7))
    assert [(m["move"], m["value"]) for m in rolled["position"]["moves"]] == [(m.move, m.value) for m in expected.moves]
    assert "least expected score shut 3 and 4;" in rolled["position"]["disagree"]


def test_two_player_shut_the_box_passes_the_turn_and_ends():
    request = {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}}
    view = ok("game_view", request)
    assert view["position"]["value"] == pytest.approx(0.502810, abs=1e-6)  # the spec's first run
    # player one rolls a 2 with tiles 1 and 2 down: no move, player two must beat 42
    stuck = ok("game_play", {**request, "state": "3456789", "move": "roll two dice", "faces": [1, 1]})
    assert stuck["view"]["state"] == "123456789 vs 42" and stuck["view"]["to_move"] == 1
    assert "Player 1 scores 42; Player 2 must get below it." in stuck["record"]["event"]
    second = stuck["view"]["position"]["value"]
    assert second == pytest.approx(sb.advise(sb.ShutTheBox(), sb.Turn(1, sb.full_board(sb.Rules()), 42)).value)
    assert ok("game_view", {**request, "state": "9 vs 42"})["phase"] == "game-over"  # 9 is below 42 already
    done = ok("game_play", {**request, "state": "9 vs 8 dice 2 roll 9", "move": "[9]"})
    assert done["view"]["phase"] == "game-over" and done["view"]["winner"] == 1


def test_digits_with_two_players_stays_within_a_quick_solve():
    refused("game_view", {"game": "shutbox", "rules": {"players": 2, "scoring": "digits", "tiles": 10}}, "at most 9 tiles")
    ok("game_view", {"game": "shutbox", "rules": {"players": 2, "scoring": "digits", "tiles": 9}})


def test_pig_values_are_the_solvers():
    best = pig.solution(pig.Pig(20))
    view = ok("game_view", {"game": "pig", "rules": {"goal": 20}, "state": "5 12 3"})
    moves = {m["move"]: m["value"] for m in view["position"]["moves"]}
    assert moves == pytest.approx({"roll": best.roll(5, 12, 3), "hold": best.hold(5, 12, 3)})
    assert view["position"]["value_text"].endswith("%") and view["chart"] == pytest.approx(best.P(5, 12, 3))


def test_nim_values_and_the_spec_computer():
    view = ok("game_view", {"game": "nim", "rules": {"red": 5, "blue": 6}})
    for move in view["position"]["moves"]:
        count, pile = nim.parse_move(move["move"])
        after = (5 - count, 6) if pile == "red" else (5, 6 - count)
        assert move["value"] == -nim.exact_value(nim.RedBlueNim(5, 6), *after)
    played = ok("game_play", {"game": "nim", "rules": {"red": 5, "blue": 6}, "computer": True,
                              "opponent": {"depth": 3}})
    assert played["record"]["by"] == "computer" and "3 moves ahead" in played["record"]["note"]
    assert played["record"]["cost"] == 0  # the evaluation is exact: depth-limited play is still perfect


def test_chopsticks_costs_count_plies():
    """Without a limit every move from the start loses, but a quicker loss costs its lost plies."""
    view = ok("game_view", {"game": "chopsticks", "rules": {"limit": False}})
    moves = view["position"]["moves"]
    assert view["position"]["value_text"] == "a loss in 26\u00a0moves"
    assert [m["value_text"] for m in moves] == ["a loss in 26\u00a0moves"] * 2 + ["a loss in 16\u00a0moves"] * 2
    assert [m["cost_text"] for m in moves] == ["best", "best"] + ["a loss 10\u00a0moves sooner"] * 2
    assert [m["cost"] for m in moves] == [0, 0, 10, 10] and moves[2]["judgement"] == "mistake"
    for state in cs.positions()[::7]:  # the positions a game reaches, A or B to move
        result, plies = cs.outcome(None, state)
        advice = cs.advise(cs.Chopsticks(None), state)
        if advice.moves:
            assert advice.value == advice.best.value == remoteness_value(result, plies)
            assert all(m.cost == advice.best.value - m.value for m in advice.moves)


# ---- records, judgements and the review -------------------------------------------------------

def test_judgements_follow_the_documented_thresholds():
    for unit, mistake, blunder in ((CHANCE_POINTS, 0.02, 0.05), (POINTS, 1, 3), (EXPECTED_SCORE, 1, 3),
                                   (REMOTENESS, 4, 500)):
        assert [unit.judge(c) for c in (0, mistake / 2, mistake, blunder - 1e-6, blunder)] == [
            "best", "inaccuracy", "mistake", "mistake", "blunder"]
        assert unit.accuracy(0) == 100 and unit.accuracy(unit.scale) == pytest.approx(100 / math.e)


def test_dice_choice_is_a_decision_with_a_cost():
    """Under the optional dice rule, rolling the worse number of dice costs something."""
    rules = sb.Rules(dice="optional")
    board = sb.parse_board(rules, "12")
    request = {"game": "shutbox", "rules": {"dice": "optional"}, "state": "12"}
    moves = {m["move"]: m for m in ok("game_view", request)["position"]["moves"]}
    values = {sb.DICE_NAMES[d]: -v for d, v in sb.dice_values(rules, "score", board).items()}
    assert {m: moves[m]["value"] for m in moves} == pytest.approx(values)
    worse = max(moves.values(), key=lambda m: m["cost"])
    played = ok("game_play", {**request, "move": worse["move"], "faces": [1] * worse["throw"]["dice"]})
    assert played["record"]["cost"] == worse["cost"] > 0 and not played["record"]["forced"]


SHUTBOX_GAME = [("roll two dice", [4, 5]), ("[1, 8]", None), ("roll two dice", [3, 4]), ("[7]", None),
                ("roll two dice", [6, 6]), ("[3, 9]", None), ("roll two dice", [1, 1]), ("[2]", None),
                ("roll two dice", [1, 2])]
"""A slip ([1, 8] for 9), then stuck on a 3 with 4, 5 and 6 standing."""


def test_a_shut_the_box_review_sums_costs_and_luck_from_the_solver():
    moves = [{"move": m, **({"faces": f} if f else {})} for m, f in SHUTBOX_GAME]
    review = ok("game_review", {"game": "shutbox", "moves": moves})
    rules, board = sb.Rules(), sb.full_board(sb.Rules())
    game, costs, lucks, choices = sb.ShutTheBox(rules, "score"), [], [], []
    for move, faces in SHUTBOX_GAME:
        if faces:
            before = -max(sb.dice_values(rules, "score", board).values())
            after = sb.advise(game, sb.Turn(0, board, roll=sum(faces)))
            lucks.append(before - (after.value if after.moves else sb.score(rules, board)))
            roll = sum(faces)
        else:
            advice = sb.advise(game, sb.Turn(0, board, roll=roll))
            costs.append(next(m.cost for m in advice.moves if m.move == move))
            choices.append(len(advice.moves))
            board &= ~sb.parse_move(rules, board, roll, move)
    [you] = review["totals"]
    assert you["skill_lost"] == pytest.approx(sum(costs)) and you["luck"] == pytest.approx(sum(lucks))
    decided = [c for c, n in zip(costs, choices) if n > 1]  # the last move, [2] for a 2, was forced
    assert you["decisions"] == len(decided) == 3 and sum(you["counts"].values()) == 3
    assert you["counts"]["best"] == sum(c == 0 for c in decided) == 2
    assert review["state"] == "456 dice 2 roll 3" and [r["event"] for r in review["records"]][-1] == (
        "You roll 3: no tiles add up to it. Final score 15.")
    points, rolls = review["chart"]["points"], sum(bool(faces) for _, faces in SHUTBOX_GAME)
    assert points[-1]["value"] == 15 and [p["kind"] for p in points].count("roll") == rolls
    assert len(points) == 1 + len(SHUTBOX_GAME) + rolls  # the start, each decision, and each roll after its decision
    assert you["accuracy"] == pytest.approx(sum(EXPECTED_SCORE.accuracy(c) for c in decided) / 3, abs=0.05)


def test_playing_and_replaying_give_the_same_records():
    request = {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "computer", "strength": "0.6"}, "seed": 4}
    state, played = None, []
    for turn in range(40):
        answer = ok("game_play", {**request, "state": state, "computer": True, "seed": turn})
        played.append(answer["record"])
        state = answer["view"]["state"]
        if answer["view"]["phase"] == "game-over":
            break
    review = ok("game_review", {**request, "moves": [{"move": r["move"], "faces": r["faces"], "by": "computer"}
                                                       for r in played]})
    assert review["records"] == played and review["state"] == state
    assert review["saved"]["moves"][0] == {"move": played[0]["move"], **({"faces": played[0]["faces"]} if played[0]["faces"] else {}),
                                           "by": "computer"}
    assert ok("game_review", review["saved"])["records"] == played  # a saved game loads back


@pytest.mark.parametrize("game, state, move, faces, event", [
    ("pig", "0 21 4 p1", "roll", [4], "Player 2 rolls 4: turn total 8."),
    ("pig", "0 21 4 p1", "roll", [1], "Player 2 rolls 1: bust, the turn total of 4 is lost."),
    ("pig", "40 21 21 p1", "hold", None, "Player 2 holds and banks 21: Player 2's score is now 61."),
    ("nim", "7 7 0", "2 red", None, "Player 1 takes 2 red: 5 red and 7 blue left."),
    ("chopsticks", "1 3 2 1 0", "1 3 2 4 1", None, "A: Right taps right: 1 to 4."),
])
def test_records_say_what_happened_in_words(game, state, move, faces, event):
    record = ok("game_play", {"game": game, "state": state, "move": move, "faces": faces,
                              "opponent": {"mode": "people"}})["record"]
    assert record["event"] == event and record["faces"] == faces


def test_the_computer_moves_and_rolls_in_python():
    answer = ok("game_play", {"game": "pig", "state": "0 0 0", "computer": True, "seed": 1,
                              "opponent": {"side": 1}})
    assert answer["record"]["by"] == "computer" and answer["record"]["event"].startswith("The computer rolls")
    assert len(answer["record"]["faces"]) == 1 and answer["record"]["luck_text"]


# ---- links -------------------------------------------------------------------------------------

@pytest.mark.parametrize("query, fragment, game, state, words", [
    ("?layout=foo", "", "shutbox", "123456789", "the box must be"),
    ("?tiles=99", "", "shutbox", "123456789", "2 to 12"),
    ("?players=9", "", "shutbox", "123456789", "players"),
    ("?objective=x", "", "shutbox", "123456789", "the aim"),
    ("", "#garbage", "shutbox", "123456789", "'garbage' could not be used"),
    ("", "#game=chess", "shutbox", "123456789", "no game we know"),
    ("", "#game=pig&goal=20&state=25+0+0", "pig", "0 0 0", "below the goal"),
    ("", "#game=nim&red=4&blue=five", "nim", "7 7 0", "whole number"),
    ("", "#game=shutbox&layout=double&state=12345", "shutbox", "123456789/123456789", "FRONT/BACK"),
    ("?seed=x", "#game=nim", "nim", "7 7 0", "seed"),
])
def test_a_bad_link_opens_a_start_and_says_why(query, fragment, game, state, words):
    opened = ok("game_open", {"query": query, "hash": fragment})
    assert opened["request"]["game"] == game and opened["request"]["state"] == state
    assert words in opened["message"]


@pytest.mark.parametrize("fragment, words", [
    ("#{}", "'{}' could not be used"),
    ("#}", "'}' could not be used"),
    ("#{0:>1000000000}", "'{0:>1000000000}' could not be used"),
    ("#game=pig&{x}=1&%7Bgoal%7D=30", "fields '{goal}', '{x}' could not be used and were left out"),
    ("#game=nim&" + "&".join(f"x{n}=1" for n in range(40)), "and 35 more could not be used"),
    ("#game=pig&goal=20&" + "x" * 3000, "longer than 2,000 characters"),
])
def test_a_link_with_any_characters_opens_what_it_can_and_says_what_not(fragment, words):
    """Field names go into the note as text, never into a template (braces, format specs); a note
    names a few of them; a fragment too long to read is left out (here: the start of Shut the Box)."""
    opened = ok("game_open", {"hash": fragment})
    assert words in opened["message"] and len(opened["message"]) < 500
    assert ok("game_view", opened["request"])["game"] == opened["request"]["game"]


def test_links_keep_rules_position_and_who_plays_whom():
    opened = ok("game_open", {"query": "?seed=7", "hash": "#game=pig&goal=30&sides=8&state=3+9+4+p1&mode=computer&side=1"})
    assert opened["seed"] == 7 and opened["message"] == ""
    assert opened["request"] == {"game": "pig", "rules": {"goal": 30, "sides": 8, "coin": False}, "state": "3 9 4 p1",
                                 "opponent": {"mode": "computer", "side": 1, "strength": "1"}}
    view = ok("game_view", opened["request"])
    assert view["to_move"] == 1 and not view["computer_to_move"]  # the person's seat: the game waits
    rolled = ok("game_open", {"hash": "#game=shutbox&state=146789+dice+2+roll+9"})["request"]
    assert ok("game_view", rolled)["position"]["moves"][0]["move"] == "[9]"  # a roll survives in the link
    assert ok("game_open", {"query": "?layout=double"})["request"]["rules"]["layout"] == "double"  # old links


# ---- whatever arrives: one line, strict JSON ----------------------------------------------------

@pytest.mark.parametrize("entry, asked, words", [
    ("game_view", {"game": "shutbox", "state": 123456789}, "a position"),
    ("game_play", {"game": "shutbox", "state": "123456789 dice 2 roll 8", "move": ["2", "6"]}, "of the 6 moves listed here, 0 to 5"),
    ("game_play", {"game": "shutbox", "state": "123456789 dice 2 roll 8", "move": 6}, "0 to 5"),
    ("game_play", {"game": "shutbox", "state": "123456789 dice 2 roll 8", "move": True}, "0 to 5"),
    ("game_play", {"game": "shutbox", "state": "123456789 dice 2 roll 8", "move": "[2, 7]"}, "0 to 5"),
    ("game_play", {"game": "pig", "move": 0, "computer": "maybe"}, "'computer'"),
    ("game_play", {"game": "pig", "move": 0, "faces": [2], "review": {"start": 5}}, "the review's state"),
    ("game_play", {"game": "pig", "move": 0, "faces": [2], "review": []}, "the review"),
    ("game_play", {"game": "pig", "move": 0, "faces": [2], "drill": "all of it"}, "the drill"),
    ("game_view", {"game": "shutbox", "rules": {"players": 2}, "opponent": {"side": 7}}, "your seat"),
    ("game_play", {"game": "pig", "move": "roll", "seed": [1, 2]}, "seed"),
    ("game_play", {"game": "pig", "move": "roll", "faces": [7]}, "a face"),
    ("game_play", {"game": "pig", "move": "roll", "faces": ["²"]}, "whole number"),
    ("game_view", {"game": "pig", "rules": {"goal": "1e3"}}, "whole number"),
    ("game_review", {"game": "pig", "moves": [{"move": "roll"}]}, "move 1: a roll needs"),
    ("game_review", {"game": "pig", "moves": [{"move": "fly"}]}, "move 1"),
    ("game_review", {"game": "pig", "moves": "all of them"}, "list"),
    ("game_review", {"game": "nim", "moves": [{"move": "2 red", "cost": "-inf", "chart": None}] * 3000}, "at most"),
    ("game_play", {"game": "shutbox", "move": "roll two dice", "total": 13}, "cannot be rolled"),
    ("game_view", {"game": "shutbox", "state": "12 roll ³"}, "state"),
    ("game_view", {"game": 7}, "unknown game"),
    ("game_view", {"game": "chopsticks", "state": "0 0 0 0 0"}, "both players' hands are out"),
    ("game_review", {"game": "chopsticks", "start": "0 0 0 0 3", "moves": []}, "both players' hands are out"),
    ("game_play", {"game": "pig", "move": "roll", "seed": 2 ** 53 + 1}, "the seed must be 0 to 9007199254740992, not 9007199254740993"),
    ("game_play", {"game": "pig", "move": "roll", "seed": "9" * 16}, "the seed must be 0 to 9007199254740992, not 9999999999999999"),
    ("game_play", {"game": "pig", "move": "roll", "seed": int("9" * 60)}, "the seed must be 0 to 9007199254740992, not a number of 60"),
    ("game_play", {"game": "pig", "move": "roll", "seed": "9" * 101}, "the seed must be 0 to 9007199254740992, not a number of 101"),
    ("game_drill", {"game": "pig", "now": 10 ** 15}, "This device's clock reads after the year 5138, outside the times"),
    ("game_drill", {"game": "pig", "now": "-1"}, "This device's clock reads before 1970, outside the times"),
    ("game_drill", {"game": "pig", "now": 2 ** 53 + 1}, "the time must be -9007199254740992 to 9007199254740992, not"),
    ("game_view", {"game": "nim", "rules": {"red": 0}, "practice": 3},
     "there is nothing to practise with these rules: the game is over before its first move; choose other rules"),
])
def test_bad_requests_get_one_line(entry, asked, words):
    refused(entry, asked, words)


def test_every_number_of_a_range_is_read_up_to_2_to_the_53():
    """The seed's documented range, 0 to 2^53, as a JSON number or as text; the drill's time, to its
    15 digits, as text too; a link's seed likewise."""
    for seed in (2 ** 53, str(2 ** 53), 2 ** 53 - 1, 0):
        assert ok("game_play", {"game": "pig", "rules": {"goal": 20}, "move": "roll", "seed": seed})["record"]
        assert ok("game_view", {"game": "pig", "rules": {"goal": 20}, "practice": seed})["phase"] == "move"
    assert ok("game_drill", {"game": "pig", "now": str(10 ** 14)})["kept"] == 0
    assert ok("game_open", {"query": f"?seed={2 ** 53}"})["seed"] == 2 ** 53
    past = ok("game_open", {"query": f"?seed={2 ** 53 + 1}"})
    assert past["seed"] is None and past["message"] == \
        "The dice seed '9007199254740993' is not a whole number from 0 to 9007199254740992: the dice are random."


@pytest.mark.parametrize("raw", ["", "[]", "null", '"x"', "{", '{"game": NaN}', '{"game": Infinity}',
                                 '{"game": "pig", "rules": {"goal": ' + "9" * 5000 + "}}",
                                 "[" * 100_000 + "]" * 100_000, '{"game": "pig", "rules": ' + "[" * 5000 + "]" * 5000 + "}"])
def test_malformed_json_gets_one_line(raw):
    for entry in ("game_view", "game_play", "game_review", "game_open"):
        answer = json.loads(getattr(bridge, entry)(raw))
        assert answer["ok"] is False and "\n" not in answer["error"] and answer["error"]


# ---- one click, one answer ------------------------------------------------------------------------

def played_as_the_page_plays(request, plies, seed, store=None):
    """A game played from the start as the page plays it: each move by its index (the best, or the
    worst at every fourth move from the third), the review's state handed back, the drill's store kept; the
    answers, and the review the page holds, its changes applied as they come."""
    rng, answers, kept, drill = random.Random(seed), [], None, {"store": store, "now": 1_764_000_000_000}
    digest = None
    view = ok("game_view", request)
    page, start = {"chart": {"points": []}, "turns": []}, view["state"]
    for ply in range(plies):
        if view["phase"] == "game-over":
            break
        listed = view["position"]["moves"]
        index = len(listed) - 1 if ply % 4 == 2 else 0
        fields = {"computer": True} if view["computer_to_move"] else {"move": index}
        throw = {} if view["computer_to_move"] else listed[index].get("throw")
        if throw:
            fields["faces"] = [rng.randint(1, throw["sides"]) for _ in range(throw["dice"])]
        asked = {**request, "rules": view["rules"], "opponent": view["opponent"], "state": view["state"], **fields,
                 "seed": rng.randrange(1000), "review": kept, "start": start, "played": len(answers), "digest": digest,
                 "drill": drill}
        answer = ok("game_play", asked)
        answers.append(answer)
        changes, view, kept, digest = answer["review"], answer["view"], answer["review"]["state"], answer["digest"]
        if answer["drill"] is not None:
            drill = {**drill, "store": answer["drill"]["store"]}
        page["chart"] = {**changes["chart"], "points": page["chart"]["points"] + changes["chart"]["points"]}
        page["totals"], page["result"], page["take_back"] = changes["totals"], changes["result"], changes["take_back"]
        if changes["turn"] is not None:
            page["turns"] = [t for t in page["turns"] if t["first"] != changes["turn"]["first"]] + [changes["turn"]]
    return answers, page, drill["store"]


@pytest.mark.parametrize("request_", [
    {"game": "pig", "rules": {"goal": 30}, "opponent": {"strength": "0.6"}},
    {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}},
    {"game": "shutbox", "rules": {"layout": "double"}},
    {"game": "shutbox", "rules": {"players": 3, "seat": 2}},
    {"game": "nim", "rules": {"red": 5, "blue": 6}, "opponent": {"side": 1, "strength": "0.3"}},
    {"game": "chopsticks", "rules": {"limit": False}, "opponent": {"strength": "0.6"}},
], ids=lambda r: r["game"] + json.dumps(r.get("rules")))
def test_the_review_kept_move_by_move_is_the_review_of_the_whole_game(request_):
    """The review the page keeps from each play's changes (the review's state handed back each time)
    is, at every move, what replaying the whole game from its start says."""
    answers, page, _ = played_as_the_page_plays(request_, 60, seed=0)
    assert len(answers) >= 4
    for count in sorted({1, 2, len(answers) // 2, len(answers)}):
        shown = played_as_the_page_plays(request_, count, seed=0)[1]
        replay = ok("game_review", {**request_, "start": None, "moves": [a["saved"] for a in answers[:count]]})
        assert replay["records"] == [a["record"] for a in answers[:count]]
        assert shown["chart"] == replay["chart"] and shown["totals"] == replay["totals"]
        assert shown["result"] == replay["result"] and shown["take_back"] == replay["review"]["take_back"]
        assert shown["turns"] == (replay["turns"] or [])
        assert replay["view"] == answers[count - 1]["view"]
    assert (page["result"] is not None) == (answers[-1]["view"]["phase"] == "game-over")


def test_a_play_keeps_a_costly_decision_and_a_finished_games_accuracy_in_the_drill():
    """One click's answer carries the drill's store when the person's move is a mistake or a blunder
    (its position joins the store), and when the game ends (the person's accuracy joins the chart)."""
    answers, page, store = played_as_the_page_plays({"game": "nim", "rules": {"red": 6, "blue": 6}}, 40, seed=3)
    costly = [a["record"] for a in answers if a["record"]["costly"]]
    assert costly and all(r["by"] == "player" and r["judgement"] in ("mistake", "blunder") for r in costly)
    assert [a["drill"] is not None for a in answers] == [a["record"]["costly"] or a["review"]["result"] is not None
                                                          for a in answers]
    drilled = ok("game_drill", {"game": "nim", "store": store, "now": 1_764_000_000_000 + 10 ** 9})
    assert {card["state"] for card in drilled["due"]} == {r["position"] for r in costly}
    you = next(t for t in page["totals"] if t["name"] == "You")
    assert page["result"] is not None and [accuracy for _, accuracy, *_ in drilled["games"]] == [you["accuracy"]]
    without = ok("game_play", {"game": "nim", "rules": {"red": 6, "blue": 6}, "state": costly[0]["position"],
                               "move": [m["move"] for m in ok("game_view", {"game": "nim", "rules": {"red": 6, "blue": 6},
                                                                             "state": costly[0]["position"]})["position"]["moves"]].index(costly[0]["move"])})
    assert without["record"]["costly"] and without["drill"] is None  # no store handed: nothing to keep it in


def test_a_play_names_its_move_by_its_index_in_the_views_list():
    view = ok("game_view", {"game": "chopsticks"})
    for index, move in enumerate(view["position"]["moves"]):
        played = call("game_play", {"game": "chopsticks", "move": index})
        assert played["ok"] and played["record"]["move"] == move["move"]
    board = ok("game_view", {"game": "nim"})["board"]["moves"]
    listed = [m["move"] for m in ok("game_view", {"game": "nim"})["position"]["moves"]]
    assert [entry["index"] for entry in board] == [listed.index(entry["move"]) for entry in board]
