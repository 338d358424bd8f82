"""Every position round-trips: its text reads back as the same position, its link reopens it, and
its view is answered; every rule the page offers survives a view, its link and game_open.

The positions are every state the solvers' own walk (`reachable_states`) reaches from the start
through the game protocol. Every game (stb.games) goes through its short game and every
combination of the values its menus and checkboxes offer over it (`combinations`): the text of
every position, the link and view of SAMPLED of them. Shut the Box, whose menus combine in
thousands of ways, goes through its own families of boxes besides: the text of every position of
the rule sets in TEXT_LOOPS, the link of every position (as the bridge makes it and game_open
reads it) of those in LINK_LOOPS, the view of every position of those in VIEW_LOOPS, and tables of
N by TABLE_POSITIONS sampled positions. STB_FULL_LOOPS=1 runs the full loop (FULL_LOOPS): text,
link and view of every position of every rule set the page offers with up to about 200,000
positions, a sample of each larger one, and ten times the tables (README: its time)."""

import itertools
import json
import math
import os
import random

import pytest

from tools.offered import variants
from stb import bridge
from stb.bridge.games import page_of
from stb.bridge.links import link as link_to
from stb.bridge.opponent import opponent_controls, opponent_of
from stb import shutbox as sb
from stb.shutbox import table as tb
from stb.game import CHANCE
from stb.games import GAMES, examples
from helpers import SLOW, call, slow_unless
from reference.value_iteration import reachable_states

FULL = os.environ.get("STB_FULL_LOOPS") == "1"
SEED = int(os.environ.get("STB_SEED", random.randrange(10 ** 6)))
"""The sampled positions' seed: a new one each run unless STB_SEED names one (failures say it)."""
DICE = ("forced", "optional", "two", "forced-789", "optional-789")
"""Every dice rule the page offers (its "the box's own" is forced for the classic box, optional for
Double Shutter: the rules of every view name it so)."""
PIG_DICE = (4, 6, 8, 10, 12)
CHOPSTICKS_RULES = [{"hits": hits, "transfers": transfers, "full_transfers": full, "swaps": swaps}
                    for hits in ("cutoff", "rollover") for transfers in (True, False)
                    for full in (True, False) for swaps in (False, True)]
"""The full loop's rules of Pig and Chopsticks (below, FULL_LOOPS)."""
COMBINATIONS = 64
"""A game whose menus and checkboxes combine in more ways than this goes through its short game alone."""
SAMPLED = 300
"""The positions of each of a game's combinations whose links and views are asked."""
MOST_POSITIONS = 200_000
"""A rule set with more reachable positions is sampled (SAMPLE of them) in the full loop; each one
with at most as many goes through whole."""
SAMPLE = 20_000


def box(tiles, dice="", players=1, **more) -> tuple[str, dict]:
    return "shutbox", {"tiles": tiles, "dice": dice, "players": players, **more}


def check_positions(name: str, rules: dict, links=True, views=True, sample=None, opponent=None) -> tuple[int, int]:
    """Every reachable position of the game these rules name: its text reads back as it; with
    `links`, the bridge's link to it opens the same request (of `sample` of them, if given); with
    `views`, that request is viewed, with the same position and link. A position at a chance node
    (dice chosen, not rolled; Pig's die in the air) goes through its text alone: the bridge names
    decisions. Returns how many positions there are, and how many went through the bridge."""
    page = page_of(name, rules)
    game = page.make(rules)
    page_rules, versus = page.rules_of(game), opponent_of(page, game, opponent or {})
    states = reachable_states(game)
    for state in states:
        text = game.state_text(state)
        assert game.parse_state(text) == state, (name, rules, text)
    positions, asked = len(states), 0
    if sample is not None and positions > sample:
        states = random.Random(SEED).sample(states, sample)
    for state in states if links else ():
        if game.to_move(state) == CHANCE and not game.is_terminal(state):
            continue
        text, link = game.state_text(state), link_to(page, game, state, versus)
        opened = call("game_open", {"hash": "#" + link})
        request = {"game": name, "rules": page_rules, "state": text, "opponent": versus}
        assert opened["ok"] and opened["message"] == "" and opened["request"] == request, (link, opened)
        asked += 1
        if views:
            view = call("game_view", request)
            assert view["ok"] and (view["state"], view["link"]) == (text, link), (request, view.get("error"))
    return positions, asked


def shutbox_rule_sets(tiles, players, dice=DICE, scorings=("sum",)):
    return [box(n, d, players, scoring=s) for n in tiles for d in dice for s in scorings]


def combinations(name: str) -> list[dict]:
    """The game's short game (stb.games), then every combination of the values its menus and
    checkboxes offer set on it that its rules accept, each once (none if there are more than
    COMBINATIONS)."""
    short = GAMES[name].short
    page = page_of(name, short)
    choices = [[(control["name"], value) for value in (
        [value for value, _ in control["options"]] if control["kind"] == "select" else [False, True])]
        for control in page.controls(page.make(short)) if control["group"] == "rules" and control["kind"] != "number"]
    if math.prod(map(len, choices)) > COMBINATIONS:
        return [short]
    accepted, named = [short], [page.rules_of(page.make(short))]
    for chosen in itertools.product(*choices):
        rules = {**short, **dict(chosen)}
        try:
            game = page_of(name, rules).make(rules)
        except ValueError:
            continue  # a combination the rules refuse
        if page_of(name, rules).rules_of(game) not in named:
            accepted.append(rules)
            named.append(page_of(name, rules).rules_of(game))
    return accepted


GAME_LOOPS = [(name, rules) for name in GAMES for rules in combinations(name)]
TEXT_LOOPS = [*shutbox_rule_sets(range(2, 13), 1, ("",)), *shutbox_rule_sets(range(2, 10), 1, DICE[1:]),
              *shutbox_rule_sets(range(2, 9), 2, ("",)), *shutbox_rule_sets(range(2, 7), 2, DICE[1:])]
LINK_LOOPS = [*shutbox_rule_sets(range(2, 8), 1), *shutbox_rule_sets(range(2, 5), 2)]
VIEW_LOOPS = [*shutbox_rule_sets(range(2, 5), 1, scorings=("sum", "digits")), box(5, objective="shut"),
              *shutbox_rule_sets(range(2, 4), 2), box(4, players=2, scoring="digits")]
FULL_LOOPS = [*shutbox_rule_sets(range(2, 13), 1), *shutbox_rule_sets(range(2, 10), 2),
              *shutbox_rule_sets(range(2, 8), 2, scorings=("digits",)),
              *[("nim", {"red": 60, "blue": 60, "misere": misere}) for misere in (False, True)],
              *[("chopsticks", {"moves": 50, **variant}) for variant in CHOPSTICKS_RULES],
              *[("chopsticks", {"limit": False, **variant}) for variant in CHOPSTICKS_RULES]]
FULL_SAMPLES = [*shutbox_rule_sets(range(10, 13), 2), *shutbox_rule_sets(range(8, 10), 2, scorings=("digits",)),
                *[box(9, d, layout="double") for d in DICE], *[("pig", {"goal": 100, "sides": sides}) for sides in PIG_DICE]]
"""The rule sets of more than MOST_POSITIONS positions: two players with 10-12 tiles (387,000 to
2.2 million), or with digits scoring and 8 or 9 tiles (370,000 to 1.6 million: every score is a
column of player two's), Double Shutter (256,000), Pig to 100 (2 million for a d6)."""


def named(loops, fast=None):
    """The rule sets of `loops` as a test's cases, each marked slow but those `fast(name, rules)` keeps."""
    return pytest.mark.parametrize("name, rules", loops if fast is None else slow_unless(lambda loop: fast(*loop), loops),
                                   ids=[f"{name}-{json.dumps(rules, sort_keys=True)}" for name, rules in loops])


def boxes_of(tiles: int):
    """The fast subset's boxes: those of at most `tiles` tiles."""
    return lambda name, rules: rules["tiles"] <= tiles


@named(GAME_LOOPS, fast=lambda name, rules: rules == GAMES[name].short)
def test_every_position_of_every_game_reads_back_its_link_reopens_it_and_its_view_shows_it(name, rules):
    """Every game's short game in the fast subset, every combination of its rules in the full suite."""
    positions, asked = check_positions(name, rules, sample=SAMPLED)
    assert asked and positions >= asked


@named(TEXT_LOOPS, fast=boxes_of(4))
def test_every_position_reads_back_as_itself(name, rules):
    check_positions(name, rules, links=False)


@named(LINK_LOOPS, fast=boxes_of(3))
def test_every_positions_link_reopens_it(name, rules):
    assert check_positions(name, rules, views=False)[1]


@named(VIEW_LOOPS, fast=boxes_of(2))
def test_every_position_is_viewed_as_itself(name, rules):
    assert check_positions(name, rules)[1]


@pytest.mark.parametrize("layout, tiles", slow_unless(lambda box: box[1] <= 9 and box[0] == "classic",
                                                      [("classic", n) for n in sb.TILES] + [("double", 9)]))
def test_every_board_of_every_box_reads_back_and_reopens(layout, tiles):
    """Every board of every box (every lone tile among them), before its roll, through its text and
    its link: the board texts the loops above meet only in the boxes they walk."""
    name, rules = box(tiles, layout=layout)
    page = page_of(name, rules)
    game = page.make(rules)
    for board in sb.all_boards(game.rules):
        text = sb.board_text(game.rules, board)
        assert sb.parse_board(game.rules, text) == board, text
        opened = call("game_open", {"hash": "#" + link_to(page, game, sb.Turn(0, board), {})})
        assert opened["message"] == "" and opened["request"]["state"] == text, (text, opened)


# ---- tables of N: sampled, every phase ------------------------------------------------------------

TABLE_POSITIONS = 10_000
"""Positions of tables of N per run; ten times as many in the full loop."""
TABLES = 4
"""Tables a run samples besides the standard one (3 players, 9 tiles): each a first solve."""


def sampled_tables(rng, others: int) -> list[dict]:
    """The standard table and `others` the page offers (it refuses a table it does not offer in one
    line), each with a seat and who plays the other seats drawn too."""
    tables = [{"players": 3}]
    while len(tables) < 1 + others:
        rules = {"tiles": rng.choice(sb.TILES), "dice": rng.choice(DICE), "scoring": rng.choice(sb.SCORINGS),
                 "players": rng.randint(3, tb.PLAYERS[-1]), "shut": rng.choice(tb.SHUT_RULES)}
        if call("game_view", {"game": "shutbox", "rules": rules})["ok"]:
            tables.append(rules)
    return tables


def table_positions(game, rng, count: int) -> list[tuple]:
    """`count` positions of one seat's table as (the state a text names, the state the page shows
    for it), by random play through the protocol (the other seats' scores drawn among those a turn
    can end with, the dice among the totals they can show), keeping every state met but your dice
    in the air, which the bridge does not name; and at every roll of your dice a roll no move can
    use, whose text names where the protocol's roll leads."""
    found, state = [], game.initial_state()
    while len(found) < count:
        if game.is_terminal(state):
            found.append((state, state))
            state = game.initial_state()
            continue
        if game.to_move(state) == CHANCE:
            outcomes = [outcome for outcome, _ in game.chance_outcomes(state)]
            if state.board is None:  # another seat's turn under way: 'playing', shown as 'next'
                found.append((state, state._replace(dice=None)))
            else:
                stuck = [roll for roll in outcomes if not sb.legal_moves(game.rules, state.board, roll)]
                found += [(state._replace(roll=roll), game.result(state, roll)) for roll in stuck[:1]]
            state = game.result(state, rng.choice(outcomes))
        else:
            found.append((state, state))
            state = game.result(state, rng.choice(game.actions(state)))
    return found


def kind(named, shown) -> str:
    if named.board is None and named.dice is not None:
        return "playing"
    return "no move" if named != shown else "played"


def check_tables(total: int, seed: int, others: int = TABLES) -> dict:
    """`total` sampled table positions of the standard table and `others`, each viewed: the page
    shows the state the protocol says, and its link reopens it; returns how many of each kind
    (`kind`) went through, by seat."""
    rng, seen = random.Random(seed), {}
    tables = sampled_tables(rng, others)
    for rules in tables:
        for seat in range(1, rules["players"] + 1):
            request = {"game": "shutbox", "rules": {**rules, "seat": seat},
                       "opponent": {"others": rng.choice(["computer", "hand"])}}
            game = page_of("shutbox", request["rules"]).make(request["rules"])
            for named, shown in table_positions(game, rng, total // len(tables) // rules["players"] + 1):
                text = game.state_text(named)  # the game reads a roll no move can use as where it leads
                assert game.parse_state(text) == (named if kind(named, shown) == "playing" else shown), (seed, request, text)
                view = call("game_view", {**request, "state": text})
                assert view["ok"] and view["state"] == game.state_text(shown), (seed, request, text, view.get("error"))
                opened = call("game_open", {"hash": "#" + view["link"]})
                assert opened["message"] == "" and opened["request"]["state"] == view["state"], (seed, view["link"])
                seen[seat, kind(named, shown)] = seen.get((seat, kind(named, shown)), 0) + 1
    return seen


@pytest.mark.parametrize("total, others", [(TABLE_POSITIONS // 10, 0), pytest.param(TABLE_POSITIONS, TABLES, marks=SLOW)])
def test_sampled_table_positions_of_every_phase_are_viewed_as_the_protocol_says(total, others):
    """The standard table's positions in the fast subset, TABLES others' too in the full suite."""
    seen = check_tables(total, SEED, others)
    assert sum(seen.values()) >= total, SEED
    for seat in range(1, 4):  # the standard table's three seats, each met in every phase
        assert all(seen.get((seat, kind)) for kind in ("playing", "no move", "played")), (SEED, seen)


# ---- the full loop --------------------------------------------------------------------------------

full_loop = pytest.mark.skipif(not FULL, reason="the full loop runs with STB_FULL_LOOPS=1 (docs/architecture.md: its time)")


def in_full(loops):
    """The rule sets of a full loop, or (outside it) one, which the test skips."""
    return loops if FULL else loops[:1]


@SLOW
@full_loop
@named(in_full(FULL_LOOPS))
def test_full_loop_every_position(name, rules):
    positions, asked = check_positions(name, rules)
    assert asked and positions <= MOST_POSITIONS


@SLOW
@full_loop
@named(in_full(FULL_SAMPLES))
def test_full_loop_a_sample_of_each_larger_rule_set(name, rules):
    """Every position's text; the link and view of SAMPLE of them."""
    positions, asked = check_positions(name, rules, sample=SAMPLE)
    assert asked and positions > MOST_POSITIONS


@SLOW
@full_loop
def test_full_loop_tables():
    seen = check_tables(10 * TABLE_POSITIONS, SEED)
    assert sum(seen.values()) >= 10 * TABLE_POSITIONS


# ---- every rule the page offers ---------------------------------------------------------------------

def quick_to_solve(rules: dict) -> bool:
    """The standard rules, or one value set on them, but a table of 4 players or more or Double
    Shutter, whose first solves take seconds."""
    return len(rules) <= 1 and int(rules.get("players", 1)) <= 3 and rules.get("layout") != "double"


@pytest.mark.parametrize("quick", [True, pytest.param(False, marks=SLOW)], ids=["quick", "costly"])
def test_every_offered_rule_survives_a_view_its_link_and_game_open(quick):
    """Each value of each rule control, on the standard rules and the costliest combinations
    (tools/offered.py), those `quick_to_solve` in the fast subset: the view shows it, its link
    opens the same rules, position and opponent, and the view of that request the same rules
    again (a misère Nim once lost its flag here)."""
    for game in GAMES:
        for rules in variants(game):
            if quick_to_solve(rules) != quick:
                continue
            view = call("game_view", {"game": game, "rules": rules})
            if not view["ok"]:
                continue  # a combination the rules refuse (tests/bridge/test_limits.py: at once, in one line)
            controls = {c["name"]: c for c in view["controls"]}
            for name, value in rules.items():
                control = controls[name]
                if not control["hidden"]:  # a hidden control does not apply (tiles of Double Shutter)
                    assert str(control["value"]).lower() == shown_as(name, value, view["rules"]), (game, rules, name, control)
            opened = call("game_open", {"hash": "#" + view["link"]})
            request = {"game": game, "rules": view["rules"], "state": view["state"], "opponent": view["opponent"]}
            assert opened["message"] == "" and opened["request"] == request, (game, rules, opened)
            again = call("game_view", opened["request"])
            assert (again["rules"], again["state"], again["opponent"]) == (view["rules"], view["state"], view["opponent"])


def shown_as(name: str, value, rules: dict) -> str:
    """How a control shows the value set: as itself, but a box's own dice rule (forced for the
    classic box, optional for Double Shutter) as "the box's own" (""); a box's rules name its layout
    (HOG's "dice" is a number of dice, shown as itself)."""
    own = sb.Rules(layout=rules["layout"]).dice if name == "dice" and "layout" in rules else None
    return "" if value == own else str(value).lower()


def opponents_offered():
    """(game, rules): each game's standard rules, its short game, and the first rules of its examples'
    variants with each other set of opponent controls."""
    for name, info in GAMES.items():
        offered, tried = set(), []
        for rules in [{}, info.short, *(rules for rules, _ in examples(name).variants)]:
            page = page_of(name, rules)
            game = page.make(rules)
            names = frozenset(c["name"] for c in opponent_controls(page, game, opponent_of(page, game, {})))
            if rules not in tried and (rules in ({}, info.short) or names not in offered):
                offered.add(names)
                tried.append(rules)
                yield name, rules


def test_every_offered_opponent_survives_a_view_its_link_and_game_open():
    """Each value of each opponent control (who plays, your seat, the computer's strength, Nim's
    depth, a table's other seats), on each game's standard rules, its short game and the first of
    its examples' variants with other opponent controls (stb.games: a table's)."""
    for game, rules in opponents_offered():
        start = call("game_view", {"game": game, "rules": rules})
        for control in [c for c in start["controls"] if c["group"] == "opponent"]:
            for value, _ in control["options"] if control["kind"] == "select" else \
                    [(n, None) for n in sorted({control["min"], control["max"]})]:
                view = call("game_view", {"game": game, "rules": rules, "opponent": {**start["opponent"], control["name"]: value}})
                assert view["ok"] and str(view["opponent"][control["name"]]) == str(value), (game, control["name"], value)
                opened = call("game_open", {"hash": "#" + view["link"]})
                assert opened["message"] == "" and opened["request"]["opponent"] == view["opponent"], (game, opened)
