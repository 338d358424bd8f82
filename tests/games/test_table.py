"""Shut the Box at a table of N players: the two-player spec as the case N = 2, chances that add
up to 1, a plain recursion over small boxes, and the command line."""

import functools
import re
from fractions import Fraction
from itertools import combinations

import pytest

from stb import shutbox as sb
from stb.shutbox import seat as st, table as tb
from stb.shutbox.rules import roll_probabilities, score
from stb.shutbox.standings import SHUT_RULES
from stb.game import CHANCE

from helpers import assert_usage_error, call, run_cli, slow_but_every, slow_unless
from reference.value_iteration import reachable_states


def test_two_players_are_the_spec_game():
    assert f"{tb.seat_chances(tb.Table(players=2))[0]:.6f}" == "0.502810"
    two = tb.Table(players=2)
    for position, first_score in [("123456789", 8), ("12345689", 41), ("13456789", 43), ("146789", 20)]:
        board = sb.parse_board(two.rules, position)
        expected = run_cli("shutbox", "--two", "--expect", position, str(first_score)).stdout.strip()
        assert f"{tb.chance_to_win(two, [first_score], board):.6f}" == expected


@pytest.mark.parametrize("shut", SHUT_RULES)
@pytest.mark.parametrize("players", slow_unless(lambda players: players <= 4, tb.PLAYERS))
def test_the_seats_chances_add_up_to_one(players, shut):
    chances = tb.seat_chances(tb.Table(players=players, shut=shut))
    assert len(chances) == players and sum(chances) == pytest.approx(1, abs=1e-12)
    assert all(0 < chance < 1 for chance in chances)


def plain_table(tiles: int, dice: str, players: int, shut: str) -> list[Fraction]:
    """Each seat's chance to win from the start, by plain recursion over sets of open tiles, exact:
    each seat maximises its own chance; on a tie it takes the first dice choice (one die first) and
    the first move (as bits, tile t being 2 ** (t - 1), the smallest number first)."""
    def dice_choices(open_tiles):
        if dice == "two" or sum(open_tiles) > 6:
            return [2]
        return [1] if dice == "forced" else [1, 2]

    def rolls(count):
        faces = [(a,) for a in range(1, 7)] if count == 1 else [(a, b) for a in range(1, 7) for b in range(1, 7)]
        return [sum(face) for face in faces]

    def moves(open_tiles, total):
        found = [frozenset(m) for n in range(1, len(open_tiles) + 1)
                 for m in combinations(sorted(open_tiles), n) if sum(m) == total]
        return sorted(found, key=lambda m: sum(1 << (t - 1) for t in m))

    def after(standing, final):
        if standing is None or final < standing[0]:
            return (final, 1)
        return (standing[0], standing[1] + 1) if final == standing[0] else standing

    @functools.cache
    def leader_share(seat, standing):
        """What each seat leading `standing` wins once seats `seat`.. have played."""
        if seat == players:
            return Fraction(1, standing[1])
        outcome = finals(seat, standing)
        return sum((p * leader_share(seat + 1, after(standing, final)) for final, p in outcome.items()
                    if not (shut == "wins" and final == 0) and final >= standing[0]), Fraction(0))

    @functools.cache
    def own(seat, standing, final):
        if shut == "wins" and final == 0:
            return Fraction(1)
        standing_after = after(standing, final)
        return leader_share(seat + 1, standing_after) if standing_after[0] == final else Fraction(0)

    @functools.cache
    def plan(seat, standing, open_tiles):
        """(value, the dice chosen, per roll total the move chosen or None)."""
        options = []
        for count in dice_choices(open_tiles):
            chosen, total_value = {}, Fraction(0)
            for total in rolls(count):
                if total not in chosen:
                    listed = moves(open_tiles, total)
                    values = [plan(seat, standing, open_tiles - m)[0] for m in listed]
                    chosen[total] = listed[values.index(max(values))] if listed else None
                move = chosen[total]
                total_value += (own(seat, standing, sum(open_tiles)) if move is None
                                else plan(seat, standing, open_tiles - move)[0])
            options.append((total_value / len(rolls(count)), count, chosen))
        return max(options, key=lambda option: option[0])  # the first of equal values

    @functools.cache
    def finals(seat, standing, open_tiles=frozenset(range(1, tiles + 1))):
        _, count, chosen = plan(seat, standing, open_tiles)
        outcome = {}
        for total in rolls(count):
            move = chosen[total]
            reached = {sum(open_tiles): Fraction(1)} if move is None else finals(seat, standing, open_tiles - move)
            for final, p in reached.items():
                outcome[final] = outcome.get(final, 0) + p / len(rolls(count))
        return outcome

    chances, reach = [], {None: Fraction(1)}
    for seat in range(players):
        start = frozenset(range(1, tiles + 1))
        chances.append(sum(p * plan(seat, standing, start)[0] for standing, p in reach.items()))
        following = {}
        for standing, p in reach.items():
            for final, q in finals(seat, standing).items():
                if not (shut == "wins" and final == 0):
                    following[after(standing, final)] = following.get(after(standing, final), 0) + p * q
        reach = following
    return chances


@pytest.mark.parametrize("tiles, dice, players", slow_but_every(4, [(4, "two", 3), (5, "forced", 3), (5, "optional", 4),
                                                                    (6, "forced", 2)]))
@pytest.mark.parametrize("shut", SHUT_RULES)
def test_small_tables_equal_plain_recursion(tiles, dice, players, shut):
    table = tb.Table(sb.Rules(tiles=tiles, dice=dice), players, shut)
    expected = plain_table(tiles, dice, players, shut)
    assert sum(expected) == 1
    assert tb.seat_chances(table) == pytest.approx([float(x) for x in expected], abs=1e-12)


def test_shutter_players_prints_each_seats_chance():
    lines = run_cli("shutter", "--players", "3").stdout.splitlines()
    assert lines == [f"{chance:.6f}" for chance in tb.seat_chances(tb.Table(players=3))]
    assert run_cli("shutter", "--players", "2").stdout.splitlines()[0] == "0.502810"


def test_shutter_players_with_scores_a_position_and_a_roll():
    table = tb.Table(players=4, shut="zero")
    board = sb.parse_board(table.rules, "13456789")
    shown = run_cli("shutter", "--players", "4", "--shut", "zero", "--scores", "12,9", "--position", "13456789")
    assert shown.stdout.strip() == f"{tb.chance_to_win(table, [12, 9], board):.6f}"
    lines = run_cli("shutter", "--players", "4", "--shut", "zero", "--scores", "12,9", "--position", "13456789",
                    "--roll", "9").stdout.splitlines()
    valued = tb.moves_valued(table, [12, 9], board, 9)
    assert lines == [f"{sb.move_text(table.rules, move)} {chance:.6f}" for move, chance in valued]
    chances = [float(line.rsplit(" ", 1)[1]) for line in lines]
    assert len(lines) == len(sb.legal_moves(table.rules, board, 9)) and chances == sorted(chances, reverse=True)


@pytest.mark.parametrize("args, words", slow_but_every(3, [
    (["--players", "1"], "2 to 8"), (["--players", "9"], "2 to 8"), (["--players", "x"], "--players"),
    (["--players", "3", "--scores", "10,11,12"], "no seat is left"),
    (["--players", "3", "--scores", "10,,12"], "--scores"), (["--players", "3", "--scores", "1,x"], "--scores"),
    (["--players", "3", "--scores", "45"], "not a score"), (["--players", "3", "--scores", "0"], "game is over"),
    (["--players", "3", "--shut", "never"], "--shut"), (["--scores", "10"], "--players"),
    (["--players", "3", "--objective", "score"], "--objective"), (["--players", "3", "--p-table"], "--p-table"),
    (["--players", "3", "--exact"], "--exact"), (["--players", "3", "--roll", "13"], "--roll"),
    (["--players", "2", "--scores", "99999999999999999999"], "--scores"),
    (["--players", "8", "--tiles", "12"], "more than the 700,000"), (["--players", "2", "--rules", "double"], "fewer players")]))
def test_shutter_players_bad_input(args, words):
    assert_usage_error(run_cli("shutter", *args), words)


# ---- the table from one seat: the game the page plays ----------------------------------------------

@pytest.mark.parametrize("seat", range(3))
@pytest.mark.parametrize("shut", slow_unless(lambda shut: shut == "wins", SHUT_RULES))
def test_a_seats_chance_is_its_best_play_over_the_chance_events(seat, shut):
    """At every state of a small table: the value at a decision is its best action's, at a chance
    node the average of its outcomes (the other seats' final scores, or the dice), and at the start
    the seat's chance from `seat_chances`."""
    game = st.TableGame(tb.Table(sb.Rules(tiles=4, dice="optional"), 3, shut), seat)
    states = reachable_states(game)
    assert len(states) > 50
    for state in states:
        if game.is_terminal(state):
            assert game.chance(state) == game.utility(state)
        elif game.to_move(state) == CHANCE:
            average = sum(p * game.chance(game.result(state, o)) for o, p in game.chance_outcomes(state))
            assert game.chance(state) == pytest.approx(float(average), abs=1e-12)
        else:
            assert game.chance(state) == pytest.approx(max(game.chance(game.result(state, a)) for a in game.actions(state)),
                                                       abs=1e-12)
        assert game.parse_state(game.state_text(state)) == state
    assert game.chance(game.initial_state()) == pytest.approx(tb.seat_chances(game.table)[seat], abs=1e-12)


TABLE = {"game": "shutbox", "rules": {"players": 3, "seat": 2}, "opponent": {"others": "hand"}, "state": None}


def test_the_page_values_every_move_as_your_chance_to_win_the_table():
    view = call("game_view", TABLE)
    assert view["ok"] and view["position"]["value_label"] == "Your chance to win"
    assert view["position"]["value"] == pytest.approx(tb.seat_chances(tb.Table(players=3))[1])
    assert [m["words"] for m in view["position"]["moves"]] == ["Let seat 1 play its turn"]
    assert not view["computer_to_move"] and view["board"]["table"]["their_turn"]
    entered = call("game_play", {**TABLE, "move": "their turn", "total": 12})
    assert entered["record"]["event"] == "Seat 1 ends its turn on 12." and entered["saved"] == {"move": "their turn", "total": 12, "by": "player"}
    rolled = call("game_play", {**TABLE, "state": entered["view"]["state"], "move": "roll two dice", "faces": [3, 5]})
    assert rolled["view"]["state"] == "12 / 123456789 dice 2 roll 8"
    shown = [(m["move"], m["value"]) for m in rolled["view"]["position"]["moves"]]
    table = tb.Table(players=3)
    expected = [(sb.move_text(table.rules, move), chance) for move, chance in tb.moves_valued(table, [12], 511, 8)]
    assert [move for move, _ in shown] == [move for move, _ in expected]
    assert [value for _, value in shown] == pytest.approx([chance for _, chance in expected], abs=1e-12)
    assert {line.rsplit(" ", 1)[0]: float(line.rsplit(" ", 1)[1]) for line in
            run_cli("shutter", "--players", "3", "--scores", "12", "--roll", "8").stdout.splitlines()} == \
        pytest.approx(dict(shown), abs=5e-7)


def test_a_table_played_to_the_end_and_replayed():
    request, moves = {**TABLE, "opponent": {"others": "computer"}}, []
    for step in range(200):
        view = call("game_view", request)
        if view["phase"] == "game-over":
            break
        fields = {"computer": True, "seed": step} if view["computer_to_move"] else {"move": view["position"]["moves"][0]["move"]}
        played = call("game_play", {**request, **fields, "seed": step})
        assert played["ok"], played
        moves.append(played["saved"])
        request = {**request, "state": played["view"]["state"]}
    assert view["phase"] == "game-over" and view["position"] is None
    assert re.fullmatch(r"(You win with the lowest score, \d+!|Seat \d (wins with the lowest score, \d+|shut the box and wins)\.|"
                        r"You shut the box and win!|.* share the win on \d+\.)", view["message"]), view["message"]
    review = call("game_review", {**TABLE, "opponent": {"others": "computer"}, "start": None, "moves": moves})
    assert review["ok"] and review["state"] == view["state"]
    assert review["totals"][0]["name"] == "You" and review["totals"][0]["counts"]["best"] == review["totals"][0]["decisions"]


@pytest.mark.parametrize("change, words", [
    ({"rules": {"players": 9}}, "the number of players must be 1 to 8"),
    ({"rules": {"players": 3, "seat": 4}}, "your seat must be 1 to 3"),
    ({"rules": {"players": 3, "layout": "double"}}, "classic box"),
    ({"rules": {"players": 4, "tiles": 11}}, "the page offers tables of at most 3 players with 11 tiles"),
    ({"rules": {"players": 3, "tiles": 12}}, "the page offers no table with 12 tiles"),
    ({"rules": {"players": 5, "tiles": 10}}, "the page offers tables of at most 4 players with 10 tiles"),
    ({"rules": {"players": 8}}, "the page offers tables of at most 7 players with 9 tiles"),
    ({"rules": {"players": 3, "shut": "never"}}, "what shutting the box does"),
    ({"opponent": {"others": "nobody"}}, "who plays the other seats"),
    ({"state": "12 5 / 123456789"}, "after 2 scores the position reads 'next' or 'playing'"),
    ({"state": "12 / next"}, "after 1 score it is seat 2's turn, yours: the position names your box"),
    ({"state": "12 99 / next"}, "seat 2's score 99"),
    ({"state": "0 5 / next"}, "seat 1 shut the box and won"),
    ({"move": "their turn", "total": 44}, "a turn cannot end on 44"),
    ({"move": "their turn", "faces": [3, 4]}, "seat 1's turn rolls more dice than the 2 given"),  # 7 shut, it rolls on
    ({"move": "their turn", "faces": [3, 7]}, "a face must be 1 to 6"),
    ({"computer": True, "state": "12 / 123456789"}, "the other seats at a table"),
])
def test_a_table_refuses_what_it_cannot_be_in_one_line(change, words):
    request = {**TABLE, **change, "rules": {**TABLE["rules"], **change.get("rules", {})}}
    answer = call("game_play" if "move" in change or "computer" in change else "game_view", request)
    assert not answer["ok"] and words in answer["error"] and "Internal" not in answer["error"], answer


@pytest.mark.parametrize("link, words", [
    ("players=8", "the page offers tables of at most 7 players"), ("players=3&seat=9", "your seat must be 1 to 3"),
    ("players=3&layout=double", "a table plays the classic box"), ("players=4&tiles=12", "no table with 12 tiles")])
def test_a_link_to_a_table_the_page_cannot_play_opens_the_game_of_one_and_says_why(link, words):
    opened = call("game_open", {"hash": f"#game=shutbox&{link}&shut=zero&others=hand&state=12+/+next"})
    start = call("game_view", {**opened["request"], "state": None})["state"]
    assert opened["ok"] and opened["request"]["rules"]["players"] == 1 and opened["request"]["state"] == start
    assert opened["message"].startswith("This link's table could not be opened (") and words in opened["message"]
    assert "left out" not in opened["message"]  # the table's own fields are what the message explains


def test_a_box_shut_ends_the_table_and_the_later_seats_never_play():
    view = call("game_view", {**TABLE, "state": "0 / over"})
    table = view["board"]["table"]
    assert view["ok"] and table["over"] and not table["their_turn"]
    assert [(seat["score"], seat["to_move"]) for seat in table["seats"]] == [(0, False), (None, False), (None, False)]
    assert not call("game_view", TABLE)["board"]["table"]["over"]


def test_a_table_link_opens_the_same_table():
    view = call("game_view", {**TABLE, "state": "12 / 123456789 dice 2 roll 8"})
    opened = call("game_open", {"hash": "#" + view["link"]})
    assert opened["message"] == "" and opened["request"]["state"] == "12 / 123456789 dice 2 roll 8"
    assert opened["request"]["rules"]["players"] == 3 and opened["request"]["opponent"] == {"others": "hand"}


@pytest.mark.parametrize("shut", SHUT_RULES)
@pytest.mark.parametrize("players", tb.PLAYERS[1:])
def test_a_box_shut_at_the_seat_to_move_has_ended_its_turn_on_0(players, shut):
    """At every seat of every table, your box named shut ('-', with its dice and roll or not) is
    your turn ended on 0, as play leads there and as one and two players read '-': the game over
    when shutting wins (or you were the last seat), else the next seat's turn; never your turn."""
    rules = sb.Rules(tiles=4)
    for seat in range(players):
        game = st.TableGame(tb.Table(rules, players, shut), seat)
        scores = tb.end_scores(game.table)[-1:] * seat  # the seats before you ended on the highest score
        ended = game.turn_of((*scores, 0))
        assert ended.board is None and (game.is_terminal(ended) == (shut == "wins" or seat == players - 1))
        for box in ("-", "- dice 1", "- dice 1 roll 3"):
            assert game.parse_state(" ".join([*map(str, scores), "/", box])) == ended, (players, seat, box)
        played = game.result(game.parse_state(" ".join([*map(str, scores), "/ 1 dice 1 roll 1"])), 1)
        assert played == ended
        view = call("game_view", {"game": "shutbox", "rules": {"tiles": 4, "players": players, "seat": seat + 1, "shut": shut},
                                 "state": " ".join([*map(str, scores), "/ -"])})
        assert view["ok"] and view["state"] == game.state_text(ended), view
        assert (view["phase"] == "game-over") if game.is_terminal(ended) else view["message"].startswith(f"Seat {seat + 2}'s turn")


class MoreDice(Exception):
    """A turn asked for another roll than the dice given (`args[0]`: how many dice)."""


def walked_finals(table, scores) -> dict[int, Fraction]:
    """The final scores of the turn `played_turn` plays after `scores`, with their exact chances: every
    sequence of totals its rolls can show, each roll's chance from the dice (a total's faces stand for it)."""
    finals = {}

    def run(rolls, chance):
        given = iter(rolls)

        def throw(count):
            faces = next(given, None)
            if faces is None:
                raise MoreDice(count)
            return faces

        try:
            steps = tb.played_turn(table, scores, throw)
        except MoreDice as more:
            for total, p in roll_probabilities(more.args[0]):
                run([*rolls, (total,) if more.args[0] == 1 else (max(1, total - 6), min(6, total - 1))], chance * p)
            return
        final = score(table.rules, steps[-1][2])
        finals[final] = finals.get(final, 0) + chance

    run([], Fraction(1))
    return finals


@pytest.mark.parametrize("shut", SHUT_RULES)
@pytest.mark.parametrize("scores", [(), (4,), (6, 2)])
def test_another_seat_played_roll_by_roll_ends_as_its_best_play_does(scores, shut):
    """A seat's turn played roll by roll (the page shows each roll) ends on each score with the chance
    the table's solution gives its best play (`turn_finals`), over every roll it can meet."""
    table = tb.Table(sb.Rules(tiles=5), players=3, shut=shut)
    walked = walked_finals(table, list(scores))
    assert sum(walked.values()) == 1
    assert {final: float(chance) for final, chance in walked.items() if chance} == \
        pytest.approx(tb.turn_finals(table, scores), abs=1e-12)


def test_the_computer_plays_a_seat_roll_by_roll_and_a_replay_tells_it_again():
    """The computer's seat: each roll's dice and what it shut, the rolls in the move's words, its dice
    saved with the game; a replay from those dice tells the same turn, and dice that do not make
    that turn are refused in one line."""
    request = {**TABLE, "state": None}
    played = call("game_play", {**request, "computer": True, "seed": 3})
    record, saved = played["record"], played["saved"]
    steps = record["steps"]
    assert steps and [face for step in steps for face in step["faces"]] == record["faces"] == saved["faces"]
    assert all(re.fullmatch(r"Seat 1 rolls \d+( and shuts [\d, and]+: (the box is shut!|\d+ left standing\.)|"
                            r": no tiles add up to it\. It ends on \d+\.)", step["text"]) for step in steps), steps
    totals = [str(sum(step["faces"])) for step in steps]
    assert record["event"].startswith(f"Seat 1 rolls {', '.join(totals[:-1])} and {totals[-1]} and " if len(totals) > 1
                                      else f"Seat 1 rolls {totals[0]} and ")
    assert record["event"].endswith(f"on {record['total']}.") or "shuts the box" in record["event"]
    assert not record["dice_stay"]  # its dice are not yours: your box shows none of them
    replayed = call("game_review", {**request, "start": None, "moves": [saved]})
    assert replayed["ok"] and replayed["records"][0]["event"] == record["event"] and replayed["state"] == played["view"]["state"]
    assert replayed["records"][0]["steps"] == steps
    short = call("game_review", {**request, "start": None, "moves": [{**saved, "faces": saved["faces"][:-1]}]})
    assert not short["ok"] and "rolls more dice than the" in short["error"]
    long = call("game_review", {**request, "start": None, "moves": [{**saved, "faces": saved["faces"] + [1, 1]}]})
    assert not long["ok"] and "ends after" in long["error"]
