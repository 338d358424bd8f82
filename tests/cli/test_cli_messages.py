"""What the command lines say where a fuzz found them wrong (issue 28): a roll the dice cannot show
is refused at a table as everywhere, Chopsticks' advice names the fastest win as the page does,
and a refusal quotes a readable piece of a long argument, never all of it."""

import pytest

from cli_paths import run
from helpers import SLOW, call
from stb import chopsticks as cs
from stb import shutbox as sb

LONGEST_REFUSAL = 200
"""The longest error line any refusal writes, whatever was typed (`stb.errors.shown` quotes 40
characters of a word)."""


def refusal(argv) -> str:
    status, out, err = run(argv)
    assert status == 2 and out == "" and err.count("\n") == 1, (argv[:6], status, err[:300])
    return err


@pytest.mark.parametrize("players", [[], ["--players", "3"], ["--players", "4", "--scores", "9"]])
def test_a_roll_the_dice_cannot_show_is_refused_at_a_table_too(players):
    rules = sb.Rules(tiles=5)
    for board in sb.all_boards(rules):
        if board == 0:
            continue
        text = sb.board_text(rules, board)
        for roll in sb.ROLLS:
            argv = ["shutter", "--tiles", "5", *players, "--position", text, "--roll", str(roll)]
            if roll in sb.possible_rolls(rules, board):
                continue
            assert "cannot happen here" in refusal(argv), argv


def test_the_one_roll_the_fuzz_found():
    assert "a roll of 1 cannot happen here" in refusal(["shutter", "--players", "3", "--position", "1234", "--roll", "1"])


def page_best(state, moves=10) -> str:
    """The page's best move at a Chopsticks position, with `moves` each."""
    view = call("game_view", {"game": "chopsticks", "rules": {"moves": moves}, "state": state})
    return view["position"]["moves"][0]["move"]


def test_chopsticks_names_the_fastest_win_where_the_spec_plays_a_slower_one():
    game = cs.Chopsticks(20)
    table = cs.best_move_dp(20)
    slower = [w for w, (_, move) in table.items() if move and game.state_text(move) != cs.advise(game, w).best.move]
    assert len(slower) > 600  # 320 wins played slower, 316 losses sooner, by the spec's pick among equals
    for w in sorted(slower)[::40] + [((4, 2), (0, 1), 16)]:
        state = game.state_text(w)
        status, out, _ = run(["chopsticks", "--state", *state.split()])
        line = out.splitlines()[1]
        best, spec = page_best(state), game.state_text(table[w][1])
        assert status == 0 and f"(best move: {best}; the spec's computer plays {spec}: " in line, (state, line)


def test_chopsticks_says_the_plies_and_the_one_best_move_where_they_agree():
    status, out, _ = run(["chopsticks", "--state", "1", "4", "3", "0", "10"])
    assert out.splitlines()[1] == "depth 20: A wins in 1 ply (best move: 1 4 0 0 11)"
    status, out, _ = run(["chopsticks", "--state", "1", "1", "1", "1", "0"])
    assert out.splitlines()[1] == f"depth 20: tie (best move: {page_best('1 1 1 1 0')})"


@SLOW
def test_chopsticks_on_every_position_names_the_pages_best_move():
    """Under 2 moves each (4 plies) every position the spec's table holds: the command line's best
    move is the page's, and its plies are the page's value's."""
    game = cs.Chopsticks(4)
    for w, (result, move) in cs.best_move_dp(4).items():
        if not move:
            continue
        state = game.state_text(w)
        status, out, _ = run(["chopsticks", "--moves", "2", "--state", *state.split()])
        assert f"(best move: {page_best(state, moves=2)}" in out.splitlines()[1], (state, out)


LONG_DIGITS, LONG_WORD, LONG_SPACED = "1" * 5000, "x" * 5000, "x " * 2500
ARGUMENT_SLOTS = [  # every place a command line takes a word, the long word put there
    ["shutbox", "--one", "--expect", "{}"], ["shutbox", "--one", "--move", "146789", "{}"],
    ["shutbox", "--two", "--expect", "123", "{}"], ["shutbox", "{}", "--expect", "123"],
    ["shutter", "--position", "{}"], ["shutter", "--position", "1,2,{}"], ["shutter", "--rules", "double", "--position", "{}/1"],
    ["shutter", "--tiles", "{}"], ["shutter", "--roll", "{}"], ["shutter", "--rules", "{}"], ["shutter", "--dice", "{}"],
    ["shutter", "--scoring", "{}"], ["shutter", "--objective", "{}"], ["shutter", "--objective", "at-most", "{}"],
    ["shutter", "--strategy", "{}"], ["shutter", "--strategy", "highest:{}"], ["shutter", "--players", "{}"],
    ["shutter", "--players", "3", "--scores", "{}"], ["shutter", "--players", "3", "--shut", "{}"], ["shutter", "{}"],
    ["shutter", "--rules={}"], ["pig", "--state", "{}", "0", "0"], ["pig", "--state", "0", "0", "{}"],
    ["pig", "--goal", "{}", "--policy"], ["pig", "--die", "{}", "--policy"], ["pig", "--versus", "{}"],
    ["pig", "--versus", "hold-at:{}"], ["pig", "--picture", "/no/such/{}"], ["pig", "{}"],
    ["nim", "{}", "3"], ["nim", "3", "{}"], ["nim", "3", "3", "{}"], ["nim", "3", "3", "standard", "{}"],
    ["nim", "3", "3", "standard", "human", "{}"], ["nim", "3", "3", "{}", "--analyze"],
    ["chopsticks", "--moves", "{}"], ["chopsticks", "--analyze", "--depth", "{}"],
    ["chopsticks", "--state", "{}", "1", "1", "1", "0"], ["chopsticks", "--state", "1", "1", "1", "1", "{}"],
    ["chopsticks", "--hits", "{}"], ["chopsticks", "--transfers", "{}"], ["chopsticks", "{}"], ["{}"],
]


@pytest.mark.parametrize("slot", ARGUMENT_SLOTS, ids=lambda slot: " ".join(slot)[:50])
def test_a_refusal_quotes_a_readable_piece_of_a_long_argument(slot):
    for long in (LONG_DIGITS, LONG_WORD, LONG_SPACED):
        line = refusal([word.replace("{}", long) for word in slot])
        assert len(line) <= LONGEST_REFUSAL, (slot, line[:300])
