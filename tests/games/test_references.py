"""Every value the page shows, against a reference that does not ask stb: plain recursions written
here from each game's rules, on small positions, compared with the bridge's views (the position's
value and every move's, from the viewer's side). The seeds' published numbers pin the large games
(tests/games/test_shutbox.py, test_pig.py, test_nim.py, test_chopsticks.py, tests/solvers/test_parity.py).

The positions come from the game protocol (`reachable_states`); the values from here alone."""

from fractions import Fraction
from functools import cache
from itertools import combinations

import pytest

from stb import bridge, chopsticks as cs
from stb.bridge.games import page_of
from stb.game import CHANCE
from helpers import ok, slow_but_every, slow_unless
from reference.value_iteration import reachable_states
from test_chopsticks import VARIANTS as CHOPSTICKS_VARIANTS, plain_moves, plain_outcomes

TOLERANCE = 1e-9
WIN_VALUE = 1000
"""README: Chopsticks values a win in n moves at 1000 - n, a loss in n at -(1000 - n), a tie or draw 0."""


def shown(view) -> tuple[float, dict[str, float]]:
    """The position's value, from the viewer's side, and each move's, from the mover's side (the
    page writes an opponent's move's value from the viewer's side in its text, value_text)."""
    position = view["position"]
    return position["value"], {move["move"]: move["value"] for move in position["moves"]}


def assert_close(got, expected, where):
    assert abs(got - float(expected)) < TOLERANCE, (where, got, float(expected))


def positions(name: str, rules: dict):
    """The decisions of the game these rules name, as (the protocol's state, its text), from the
    protocol's walk from the start (the values compared come from here, not from stb)."""
    game = page_of(name, rules).make(rules)
    for state in reachable_states(game):
        if not game.is_terminal(state) and game.to_move(state) != CHANCE:
            yield state, game.state_text(state)


# ---- Shut the Box: one player, two players, a table, over sets of open tiles ---------------------

def dice_rolls(dice: int) -> list[int]:
    """The totals of one or two six-sided dice, once per way to throw them."""
    return list(range(1, 7)) if dice == 1 else [a + b for a in range(1, 7) for b in range(1, 7)]


def dice_allowed(rule: str, open_tiles) -> list[int]:
    """README's dice rules for the classic box: two dice, or one (forced) or one or two (optional)
    once the open tiles add up to 6 or less."""
    if rule == "two" or sum(open_tiles) > 6:
        return [2]
    return [1] if rule == "forced" else [1, 2]


def moves_of(open_tiles, roll) -> list[frozenset]:
    """Every set of open tiles adding up to the roll, lowest bits (smallest tiles) first."""
    found = [frozenset(m) for n in range(1, len(open_tiles) + 1) for m in combinations(sorted(open_tiles), n) if sum(m) == roll]
    return sorted(found, key=lambda m: sum(1 << (t - 1) for t in m))


def move_text(move) -> str:
    return "[" + ", ".join(map(str, sorted(move))) + "]"


DICE_WORDS = {1: "roll one die", 2: "roll two dice"}


def open_of(board: int) -> frozenset:
    return frozenset(i + 1 for i in range(board.bit_length()) if board >> i & 1)


def one_player(rule: str, payoff):
    """(before the roll, after it) values of a turn played for `payoff(final score)`, maximised."""
    @cache
    def before(open_tiles):
        return max(with_dice(open_tiles, dice) for dice in dice_allowed(rule, open_tiles))

    @cache
    def with_dice(open_tiles, dice):
        rolls = dice_rolls(dice)
        return sum((after(open_tiles, roll) for roll in rolls), Fraction(0)) / len(rolls)

    @cache
    def after(open_tiles, roll):
        moves = moves_of(open_tiles, roll)
        if not moves:
            return payoff(sum(open_tiles))
        return max(before(open_tiles - m) if open_tiles - m else payoff(0) for m in moves)
    return before, with_dice, after


@pytest.mark.parametrize("tiles", [2, 3, 4, 5])
@pytest.mark.parametrize("dice", ["forced", "optional", "two"])
@pytest.mark.parametrize("objective", ["score", "shut"])
def test_one_player_values_equal_a_plain_recursion(tiles, dice, objective):
    payoff = (lambda score: -score) if objective == "score" else (lambda score: Fraction(score == 0))
    before, with_dice, after = one_player(dice, payoff)
    sign = -1 if objective == "score" else 1  # the page shows the expected score itself
    rules = {"tiles": tiles, "dice": dice, "objective": objective}
    for state, text in positions("shutbox", rules):
        value, moves = shown(ok("game_view", {"game": "shutbox", "rules": rules, "state": text}))
        tiles_open = open_of(state.board)
        if state.roll is None:
            assert_close(value, sign * before(tiles_open), text)
            if len(moves) > 1:
                for dice_count in dice_allowed(dice, tiles_open):
                    assert_close(moves[DICE_WORDS[dice_count]], sign * with_dice(tiles_open, dice_count), text)
        else:
            assert_close(value, sign * after(tiles_open, state.roll), text)
            for move in moves_of(tiles_open, state.roll):
                rest = tiles_open - move
                assert_close(moves[move_text(move)], sign * (before(rest) if rest else payoff(0)), text)


def two_players(rule: str, tiles: int):
    """Player one's chance to win (a tie half) at player one's turn and at player two's against a
    score, before the roll, with the dice, after the roll: each player maximises its own chance.
    Player one shutting the box wins; player two wins once below player one's score."""
    full = frozenset(range(1, tiles + 1))

    @cache
    def second(open_tiles, score):  # player two's chance, before the roll
        if sum(open_tiles) < score:
            return Fraction(1)
        return max(second_dice(open_tiles, score, dice) for dice in dice_allowed(rule, open_tiles))

    @cache
    def second_dice(open_tiles, score, dice):
        rolls = dice_rolls(dice)
        return sum((second_after(open_tiles, score, roll) for roll in rolls), Fraction(0)) / len(rolls)

    @cache
    def second_after(open_tiles, score, roll):
        moves = moves_of(open_tiles, roll)
        if not moves:
            return Fraction(1, 2) if sum(open_tiles) == score else Fraction(0)
        return max(second(open_tiles - m, score) for m in moves)

    one = one_player(rule, lambda score: Fraction(1) if score == 0 else 1 - second(full, score))
    return one, (second, second_dice, second_after)


@pytest.mark.parametrize("tiles", slow_unless(lambda tiles: tiles <= 4, [2, 3, 4, 5]))
@pytest.mark.parametrize("dice", ["forced", "optional", "two"])
def test_two_player_values_equal_a_plain_recursion(tiles, dice):
    """The position's value from player one's side (the page's viewer against the computer), one
    minus player two's chance at player two's turn; each move's from the mover's."""
    (before, with_dice, after), (second, second_dice, second_after) = two_players(dice, tiles)
    rules = {"tiles": tiles, "dice": dice, "players": 2}
    for state, text in positions("shutbox", rules):
        value, moves = shown(ok("game_view", {"game": "shutbox", "rules": rules, "state": text}))
        tiles_open, score = open_of(state.board), state.first_score
        if state.player == 0:
            here, dice_value, after_move = before(tiles_open), lambda d: with_dice(tiles_open, d), \
                lambda rest: before(rest) if rest else Fraction(1)
            rolled = None if state.roll is None else after(tiles_open, state.roll)
        else:
            here, dice_value, after_move = second(tiles_open, score), lambda d: second_dice(tiles_open, score, d), \
                lambda rest: second(rest, score)
            rolled = None if state.roll is None else second_after(tiles_open, score, state.roll)
        viewed = (lambda x: x) if state.player == 0 else (lambda x: 1 - x)
        if state.roll is None:
            assert_close(value, viewed(here), text)
            if len(moves) > 1:
                for dice_count in dice_allowed(dice, tiles_open):
                    assert_close(moves[DICE_WORDS[dice_count]], dice_value(dice_count), text)
        else:
            assert_close(value, viewed(rolled), text)
            for move in moves_of(tiles_open, state.roll):
                assert_close(moves[move_text(move)], after_move(tiles_open - move), text)


def table(rule: str, tiles: int, players: int, shut: str):
    """Every seat's chance to win a table (a vector), at the start of a turn, before a roll, with
    the dice, after a roll: the seat to move maximises its own chance, on a tie taking one die
    first and the move of the smallest tiles (as the page's solver); lowest score wins, ties share."""
    full = frozenset(range(1, tiles + 1))

    def over(scores):
        return len(scores) == players or bool(scores) and shut == "wins" and scores[-1] == 0

    @cache
    def turn(scores):
        if not over(scores):
            return before(scores, full)
        if shut == "wins" and scores[-1] == 0:
            return tuple(Fraction(seat == len(scores) - 1) for seat in range(players))
        low = min(scores)
        return tuple(Fraction(int(s == low), scores.count(low)) for s in scores)

    @cache
    def before(scores, open_tiles):
        seat = len(scores)
        return max((with_dice(scores, open_tiles, d) for d in dice_allowed(rule, open_tiles)), key=lambda v: v[seat])

    @cache
    def with_dice(scores, open_tiles, dice):
        rolls = dice_rolls(dice)
        return tuple(sum(parts) / len(rolls) for parts in zip(*(after(scores, open_tiles, r) for r in rolls)))

    @cache
    def after(scores, open_tiles, roll):
        moves = moves_of(open_tiles, roll)
        if not moves:
            return turn((*scores, sum(open_tiles)))
        return max((moved(scores, open_tiles - m) for m in moves), key=lambda v: v[len(scores)])

    def moved(scores, rest):
        return before(scores, rest) if rest else turn((*scores, 0))
    return turn, before, with_dice, after, moved


@pytest.mark.parametrize("tiles, dice, players", slow_but_every(3, [(3, "forced", 3), (4, "optional", 3), (3, "two", 4)]))
@pytest.mark.parametrize("shut", ["wins", "zero"])
def test_table_values_from_every_seat_equal_a_plain_recursion(tiles, dice, players, shut):
    turn, before, with_dice, after, moved = table(dice, tiles, players, shut)
    for seat in range(1, players + 1):
        rules = {"tiles": tiles, "dice": dice, "players": players, "seat": seat, "shut": shut}
        mine = seat - 1
        for state, text in positions("shutbox", rules):
            value, moves = shown(ok("game_view", {"game": "shutbox", "rules": rules, "state": text}))
            if state.board is None:  # another seat's turn: your chance as it plays
                assert_close(value, turn(state.scores)[mine], text)
                assert_close(moves["their turn"], turn(state.scores)[mine], text)
                continue
            tiles_open = open_of(state.board)
            if state.roll is None:
                assert_close(value, before(state.scores, tiles_open)[mine], text)
                for dice_count in dice_allowed(dice, tiles_open):
                    assert_close(moves[DICE_WORDS[dice_count]], with_dice(state.scores, tiles_open, dice_count)[mine], text)
            else:
                assert_close(value, after(state.scores, tiles_open, state.roll)[mine], text)
                for move in moves_of(tiles_open, state.roll):
                    assert_close(moves[move_text(move)], moved(state.scores, tiles_open - move)[mine], text)


# ---- Red-Blue Nim ------------------------------------------------------------------------------------

@pytest.mark.parametrize("misere", [False, True])
def test_nim_values_equal_a_plain_recursion(misere):
    """README: a player who finds a pile empty pays 2 per red and 3 per blue marble left (misère:
    wins them); the player to move maximises its points. The viewer is player 1; a move's value is
    its mover's."""
    @cache
    def value(red, blue):  # for the player to move
        if red == 0 or blue == 0:
            return (2 * red + 3 * blue) * (1 if misere else -1)
        return max(-value(*after) for after in following(red, blue).values())

    def following(red, blue):
        return {f"{n} {pile}": (red - n, blue) if pile == "red" else (red, blue - n)
                for n in (1, 2) for pile in ("red", "blue") if n <= (red if pile == "red" else blue)}

    rules = {"red": 8, "blue": 8, "misere": misere}
    for state, text in positions("nim", rules):
        value_shown, moves = shown(ok("game_view", {"game": "nim", "rules": rules, "state": text}))
        sign = 1 if state.player == 0 else -1
        assert value_shown == sign * value(state.red, state.blue), text
        for move, after in following(state.red, state.blue).items():
            assert moves[move] == -value(*after), (text, move)


# ---- Chopsticks ------------------------------------------------------------------------------------

def bounded(rules, depth: int):
    """(result for the player to move, plies to the end) under a limit of `depth` plies: the
    winner ends it as fast as it can, the loser holds out as long as it can; at the limit a tie."""
    @cache
    def outcome(mine, theirs, level):
        if mine == (0, 0):
            return -1, 0
        if level == depth:
            return 0, 0
        replies = [outcome(after_theirs, after_mine, level + 1) for after_mine, after_theirs in plain_moves(mine, theirs, rules)]
        best = max(-result for result, _ in replies)
        plies = [n for result, n in replies if -result == best]
        return best, 1 + (min(plies) if best == 1 else max(plies))
    return outcome


def valued(result: int, plies: int) -> int:
    return 0 if result == 0 else result * (WIN_VALUE - plies)


@pytest.mark.parametrize("variant", slow_unless(lambda variant: variant == cs.Rules(), CHOPSTICKS_VARIANTS), ids=str)
def test_chopsticks_values_equal_a_plain_minimax_with_and_without_a_limit(variant):
    """Under 3 moves each every position; without a limit every position the game reaches, against
    the plain reading of tests/games/test_chopsticks.py. The position's value from A's side, each move's
    from its mover's."""
    fields = {"hits": variant.hits, "transfers": variant.transfers, "full_transfers": variant.full_transfers,
              "swaps": variant.swaps}
    outcome, loopy = bounded(variant, 6), plain_outcomes(variant)

    def unlimited(mine, theirs, level):
        result, plies = loopy.get((mine, theirs), ("draw", None))
        return {"win": 1, "loss": -1, "draw": 0}[result], plies

    for rules, reference in [({**fields, "moves": 3}, outcome), ({**fields, "limit": False}, unlimited)]:
        for (a, b, level), text in positions("chopsticks", rules):
            value, moves = shown(ok("game_view", {"game": "chopsticks", "rules": rules, "state": text}))
            mine, theirs = (a, b) if level % 2 == 0 else (b, a)
            sign = 1 if level % 2 == 0 else -1
            assert value == sign * valued(*reference(mine, theirs, level)), (rules, text)
            for after_mine, after_theirs in plain_moves(mine, theirs, variant):
                hands = (after_mine, after_theirs) if level % 2 == 0 else (after_theirs, after_mine)
                result, plies = reference(after_theirs, after_mine, level + 1)
                move = f"{hands[0][0]} {hands[0][1]} {hands[1][0]} {hands[1][1]} {level + 1}"
                assert moves[move] == valued(-result, None if plies is None else plies + 1), (rules, text, move)


# ---- Pig ---------------------------------------------------------------------------------------------

def pig_values(goal: int, gains: list[int]):
    """P(i, j, k) for the player to move, both maximising, by plain value iteration in floats until
    nothing changes by 1e-15: a roll adds a gain (0 busts, passing the turn), a hold banks k and
    passes the turn; reaching the goal wins."""
    states = [(i, j, k) for i in range(goal) for j in range(goal) for k in range(goal - i)]
    P = dict.fromkeys(states, 0.5)

    def p(i, j, k):
        return 1.0 if i + k >= goal else P[i, j, k]

    def roll(i, j, k):
        return sum((1 - p(j, i, 0)) if gain == 0 else p(i, j, k + gain) for gain in gains) / len(gains)

    def hold(i, j, k):
        return 1 - p(j, i + k, 0)

    while True:
        change = 0.0
        for state in states:
            new = max(roll(*state), hold(*state))
            change, P[state] = max(change, abs(new - P[state])), new
        if change < 1e-15:
            return p, roll, hold


@pytest.mark.parametrize("rules, gains", [({"goal": 8}, [0, 2, 3, 4, 5, 6]), ({"goal": 10, "sides": 4}, [0, 2, 3, 4]),
                                          ({"goal": 6, "coin": True}, [0, 1])])
def test_pig_values_equal_a_plain_value_iteration(rules, gains):
    p, roll, hold = pig_values(rules["goal"], gains)
    for state, text in positions("pig", rules):
        if state.rolling:
            continue
        value, moves = shown(ok("game_view", {"game": "pig", "rules": rules, "state": text}))
        mine = (lambda x: x) if state.player == 0 else (lambda x: 1 - x)
        i, j, k = state.me, state.you, state.pending
        assert abs(value - mine(p(i, j, k))) < 1e-9, text
        assert abs(moves["roll"] - roll(i, j, k)) < 1e-9 and abs(moves.get("hold", hold(i, j, k)) - hold(i, j, k)) < 1e-9, text
        assert ("hold" in moves) == (k > 0), text  # a turn starts with a roll: no hold at turn total 0
