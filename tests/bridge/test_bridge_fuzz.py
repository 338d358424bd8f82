"""Whatever the page, a saved game or a hand-edited link sends, every entry point of the bridge
answers strict JSON: an answer, or a refusal in one line, quickly (hypothesis writes the requests)."""

import functools
import json
import random
import re
import time
from urllib.parse import parse_qsl, urlencode

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

from helpers import SLOW, fuzz_examples, ok, row_forms, slow_unless, tiles_named
from stb import bridge
from stb import shutbox as sb
from stb.bridge.review_state import folded, sealed
from stb.games import GAMES
from stb.shutbox.box_page import table_sizes
from stb.shutbox import table as tb

ENTRY_POINTS = ("game_view", "game_play", "game_review", "game_open", "game_drill")
SECONDS = 30
"""The longest any answer may take: enough for a first solve on a loaded machine, short of a hang."""

junk = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 15, 10 ** 15) | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12) | st.sampled_from(["²", "٣", "1e3", " 7 ", "-0", "0x10", "NaN", "∞", "9" * 40]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8)
"""Values of every JSON type, odd numbers and digits that are not ASCII among them."""

small = st.sampled_from([0, 1, 2, 3, 6, 9, 10, 11, 12, 20, "5", "9", True, None])
"""Rule values that solve quickly, so the examples test the reading of requests, not the solvers."""
rules = st.fixed_dictionaries({}, optional={
    key: small | junk for key in ("goal", "sides", "coin", "red", "blue", "misere", "moves", "limit", "tiles", "players")
} | {"layout": st.sampled_from(["classic", "double", "x"]) | junk, "dice": st.sampled_from(["forced", "optional", "two", ""]) | junk,
     "scoring": st.sampled_from(["sum", "digits"]) | junk, "objective": st.sampled_from(["score", "shut"]) | junk})
states = st.sampled_from(["123456789", "146789 dice 2 roll 9", "12 vs 8", "-", "-/-", "0 0 0", "5 12 3 p1", "3 4 0",
                          "1 1 1 1 0", "1 2 3 4 5", "rolling"]) | junk
moves = st.sampled_from(["roll", "hold", "roll two dice", "roll one die", "[9]", "2 red", "1 1 2 1 1"]) | junk
requests = st.fixed_dictionaries({}, optional={
    "game": st.sampled_from(list(GAMES)) | junk,
    "rules": rules | junk, "state": states, "start": states, "move": moves,
    "faces": st.lists(small | junk, max_size=3) | junk, "total": small | junk,
    "computer": st.booleans() | junk, "seed": small | junk,
    "opponent": st.fixed_dictionaries({}, optional={"mode": st.sampled_from(["computer", "people"]) | junk,
                                                    "side": small | junk, "strength": st.sampled_from(["1", "0.3"]) | junk,
                                                    "depth": small | junk}) | junk,
    "moves": st.lists(st.fixed_dictionaries({"move": moves}, optional={"faces": junk, "total": junk, "by": junk}), max_size=4)
    | junk,
    "played": small | junk, "digest": st.text(max_size=40) | junk,
    "query": st.text(max_size=40) | st.sampled_from(["?layout=foo", "?tiles=99", "?players=3&seed=x"]) | junk,
    "hash": st.text(max_size=40) | st.sampled_from(["#garbage", "#game=pig&goal=20&state=25+0+0", "#%00"]) | junk,
})


FORMAT_TEXT = st.text(st.sampled_from("{}[]()<>:!^=%#&?+-.,;0123456789sdxfrab_ 'é\x00\n"), max_size=24)
"""Texts of the characters templates give a meaning to (`str.format`'s braces and specs, `%`),
the address's own separators among them."""
FIELD_NAMES = st.sampled_from(["game", "state", "seed", "tiles", "goal", "red", "mode", "side", "depth"]) | FORMAT_TEXT
LINKS = st.lists(st.tuples(FIELD_NAMES, FORMAT_TEXT | st.sampled_from([*GAMES, "9", "1"])),
                 max_size=6).flatmap(lambda fields: st.sampled_from([
                     "&".join(f"{name}={value}" for name, value in fields),  # as typed: separators and all
                     urlencode(fields)]))  # escaped, so each name and value arrives whole
"""Addresses whose fields' names and values are any such text, typed raw or escaped."""


MOST_EXACT = 2 ** 53
"""The largest whole number the page's JSON reader (a double) holds exactly."""


def exact_int(digits: str) -> int:
    assert abs(int(digits)) <= MOST_EXACT, f"a JSON number past 2^53 left the bridge: {digits[:40]}"
    return int(digits)


def assert_answers_strictly(entry, raw):
    started = time.perf_counter()
    answer = getattr(bridge, entry)(raw)
    assert time.perf_counter() - started < SECONDS, (entry, raw)
    parsed = json.loads(answer, parse_constant=lambda name: (_ for _ in ()).throw(AssertionError(name)),
                        parse_int=exact_int)
    assert isinstance(parsed, dict) and isinstance(parsed["ok"], bool)
    if not parsed["ok"]:
        assert isinstance(parsed["error"], str) and parsed["error"] and "\n" not in parsed["error"]
        assert not parsed["error"].startswith(bridge.INTERNAL), parsed["error"]
    return parsed


@SLOW
@settings(max_examples=fuzz_examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entry=st.sampled_from(ENTRY_POINTS), request=requests)
def test_every_entry_point_answers_any_request(entry, request):
    assert_answers_strictly(entry, json.dumps(request))  # NaN and Infinity pass through as JSON allows


@settings(max_examples=fuzz_examples(200), deadline=None)
@given(entry=st.sampled_from(ENTRY_POINTS), raw=st.text(max_size=60) | junk.map(json.dumps))
def test_every_entry_point_answers_any_text(entry, raw):
    assert_answers_strictly(entry, raw)


@SLOW
@settings(max_examples=fuzz_examples(300), deadline=None)
@given(query=LINKS, fragment=LINKS)
def test_any_link_opens_what_it_can_and_names_what_not(query, fragment):
    """A link is never refused, whatever its fields are called: it opens a view, and a field no game
    knows is named in the note, or counted (the note names a few)."""
    answer = ok("game_open", {"query": "?" + query, "hash": "#" + fragment})
    ok("game_view", answer["request"])
    fields = dict(parse_qsl(query, keep_blank_values=True)) | dict(parse_qsl(fragment, keep_blank_values=True))
    if fields.get("game", "shutbox") in GAMES and set(fields) - EVERY_LINK_FIELD:
        assert "could not be used" in answer["message"], (query, fragment, answer["message"])


EVERY_LINK_FIELD = {"game", "seed", "state", "layout", "tiles", "dice", "scoring", "players", "objective", "goal",
                    "sides", "coin", "red", "blue", "misere", "moves", "limit", "mode", "side", "strength", "depth"}


NOTABLE = [1.0, 0.0, -0.0, 2.0, 0.5, 0.3, 1e300, -1e-300, 9007199254740993.0, True, False, None, 1, 0, -1, 2, 10 ** 15,
           "1", "0", "1.0", "-0", " 1", "1e3", "²", "0.3", "true", ""]
NUMBERS = st.sampled_from(NOTABLE) | st.integers(-10 ** 15, 10 ** 15) | st.floats()
"""Numbers of every JSON type (whole, fractional, negative zero, huge, NaN and infinities), the
booleans and null, and numbers written as text."""
REQUESTS = {  # per entry point, a request of each game that answers quickly, with every field it may hold
    "game_view": [
        {"game": "shutbox", "rules": {"layout": "classic", "tiles": 4, "dice": "optional", "scoring": "sum", "players": 2},
         "state": "1234", "opponent": {"mode": "computer", "side": 1, "strength": "0.3"}, "figure": False,
         "strategy": {"name": "highest", "seat": 1}},
        {"game": "shutbox", "rules": {"tiles": 5, "objective": "shut"}, "practice": 3, "strategy": {"name": "most", "seat": None}},
        {"game": "pig", "rules": {"goal": 30, "sides": 6, "coin": False}, "state": "3 4 5 p1", "figure": True,
         "strategy": {"name": "hold-at:20", "seat": 1}},
        {"game": "nim", "rules": {"red": 3, "blue": 4, "misere": True}, "opponent": {"depth": 2, "side": 0},
         "strategy": {"name": "depth:1", "seat": 0}},
        {"game": "chopsticks", "rules": {"moves": 3, "limit": True}, "state": "1 1 1 1 0", "strategy": {"name": "limit:3", "seat": 1}},
    ],
    "game_play": [
        {"game": "shutbox", "rules": {"tiles": 6}, "state": "123456 dice 2 roll 7", "tiles": [0, 5], "seed": 4},
        {"game": "shutbox", "rules": {"tiles": 6}, "state": "123456", "move": 0, "faces": [3, 4]},
        {"game": "pig", "rules": {"goal": 20}, "state": "0 0 3", "move": 0, "total": 5, "seed": 1},
        {"game": "pig", "rules": {"goal": 20, "coin": True}, "state": "0 0 0", "move": 0, "faces": [2]},
        {"game": "nim", "rules": {"red": 3, "blue": 3}, "computer": True, "opponent": {"mode": "computer", "side": 1, "depth": 0}},
        {"game": "chopsticks", "rules": {"moves": 3}, "state": "1 1 1 1 0", "move": 2, "review": None, "start": "1 1 1 1 0",
         "played": 0, "digest": None, "drill": {"store": None, "now": 5}},
    ],
    "game_review": [
        {"game": "pig", "rules": {"goal": 20}, "start": "0 0 0", "moves": [{"move": "roll", "faces": [3], "by": "player"},
                                                                           {"move": "hold", "by": "computer"}]},
        {"game": "shutbox", "rules": {"tiles": 4}, "moves": [{"move": "roll two dice", "total": 5}, {"move": "[1, 4]"}]},
    ],
    "game_open": [{"query": "?seed=3", "hash": "#game=pig&goal=20"}],
    "game_drill": [{"game": "pig", "now": 5, "missed": [{"rules": {"goal": 20}, "opponent": {"mode": "people"}, "state": "0 0 3"}],
                    "answer": {"rules": {"goal": 20}, "state": "0 0 3", "grade": "right"}, "finished": 50, "clear": False}],
}


def leaves(value, path=()):
    """The path to every value inside a request (into objects and lists), and to the request's own keys."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield path + (key,)
            yield from leaves(inner, path + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from leaves(inner, path + (index,))


def replaced(request, path, number):
    """A copy of `request` with the value at `path` replaced by `number`."""
    copy = json.loads(json.dumps(request))
    *parents, last = path
    place = copy
    for key in parents:
        place = place[key]
    place[last] = number
    return copy


FIELDS = [(entry, request, path) for entry, requests in REQUESTS.items() for request in requests for path in leaves(request)]


def assert_numbers_read_strictly(entry, request):
    """An answer or a one-line refusal; a seat, a side and a strength echoed as what they are."""
    answer = assert_answers_strictly(entry, json.dumps(request))
    if answer["ok"] and "strategy" in answer:
        assert answer["strategy"]["seat"] in (None, 0, 1) and not isinstance(answer["strategy"]["seat"], bool), answer
    for opponent in [answer.get("opponent"), answer.get("view", {}).get("opponent")]:
        if opponent:
            assert type(opponent["side"]) is int and opponent["strength"] in ("1", "0.9", "0.6", "0.3"), opponent


def reaches_the_lab_or_practice(field) -> bool:
    """A field of the Shut the Box view that asks for practice and a strategy's value: a number
    there may ask for either afresh, a second apiece."""
    entry, request, path = field
    return entry == "game_view" and request.get("game") == "shutbox" and "practice" in request \
        and path[0] in ("strategy", "practice")


@pytest.mark.parametrize("entry, request_, path", slow_unless(lambda field: not reaches_the_lab_or_practice(field), FIELDS),
                         ids=[f"{entry}-{request['game'] if 'game' in request else 'link'}-{'.'.join(map(str, path))}"
                              for entry, request, path in FIELDS])
def test_notable_numbers_in_every_field(entry, request_, path):
    """Every field of every entry point is read by a reader of fields.py: a number where one belongs
    is taken as that number (1.0 as 1), anything else refused in one line; never an internal error,
    and a boolean never stands for a number or a seat."""
    for number in NOTABLE:
        assert_numbers_read_strictly(entry, replaced(request_, path, number))


@SLOW
@settings(max_examples=fuzz_examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_numbers_of_every_json_type_in_any_fields(data):
    """As above, with one to three values of a request (fields, list entries, whole objects)
    replaced by numbers of any JSON type at once."""
    entry, request, _ = data.draw(st.sampled_from(FIELDS))
    for path in data.draw(st.lists(st.sampled_from(list(leaves(request))), min_size=1, max_size=3)):
        try:
            request = replaced(request, path, data.draw(NUMBERS))
        except (KeyError, IndexError, TypeError):  # a path under a value replaced already
            pass
    assert_numbers_read_strictly(entry, request)


RANGE = re.compile(r"(?:move \d+: )?(.+) must be (-?\d+) to (-?\d+), not ")
"""How a reader of whole numbers refuses one out of range, naming its field and the range."""


@settings(max_examples=fuzz_examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from(FIELDS), digits=st.integers(16, 100), edge=st.integers(0, 3),
       form=st.sampled_from([int, str, float]))
def test_numbers_at_every_ranges_edge(field, digits, edge, form):
    """Any whole number of up to 100 digits is read (2^53, the seed's end, among them), so that a
    refusal names its field: a number of any such length, and one past either end of a field's
    range, as a JSON number, as text or as a float, is refused by the field's reader with its range;
    the ends themselves are not refused for their range."""
    entry, request, path = field
    far = assert_answers_strictly(entry, json.dumps(replaced(request, path, int("9" * digits))))
    assert far["ok"] or not far["error"].startswith("a number in a request"), far["error"]
    named = RANGE.match(far.get("error", ""))
    if not named:
        return
    what, low, high = named.group(1), int(named.group(2)), int(named.group(3))
    value = [low - 1, low, high, high + 1][edge]
    if form is float and abs(value) > MOST_EXACT:  # no float holds it: JavaScript would read another number
        return
    answer = assert_answers_strictly(entry, json.dumps(replaced(request, path, form(value))))
    refusal = f"{what} must be {low} to {high}, not "
    event(f"{entry} {what} {'past' if edge in (0, 3) else 'at'} its range's end")
    if edge in (0, 3):
        assert not answer["ok"] and refusal in answer["error"], (entry, path, value, answer)
    else:
        assert answer["ok"] or refusal not in answer["error"], (entry, path, value, answer)


# ---- positions: every form of every field, and where the bridge's answer puts them ---------------

PAST = st.sampled_from([10 ** 15 - 1, 10 ** 15, MOST_EXACT, MOST_EXACT + 1, 10 ** 40, 10 ** 150])
"""Numbers past every range a position holds: the last 15-digit number, 2^53 and beyond."""


def number(low: int, high: int):
    """A whole number from `low` to `high`, one time in ten one past every range, as text."""
    return st.integers(0, 9).flatmap(lambda draw: PAST if draw == 0 else st.integers(low, high)).map(str)


ODD_ROWS = st.sampled_from(["10", "11", "12", "12,", "10,", "1,12", "9,10", "-", "", ",", "1,,2", "0", "21"])
"""Rows written as old links did ('10', '11' and '12' alone) and rows that are not one."""


@st.composite
def box_positions(draw, largest: int, versus: bool):
    """A box of `largest` tiles before its roll or after it, player two's turn against a score with
    `versus`: tile sets of every size, the small ones most (lone tiles of every value among them),
    in every form a row may be written, one time in five a row from ODD_ROWS; the roll any total,
    or the sum of some tiles standing (a move then leaves the others), or one no move can use, or
    past its range."""
    size = draw(st.sampled_from([0, 1, 1, 2, 2, 2, 3, 3]) | st.integers(0, largest))
    tiles = draw(st.permutations(range(1, largest + 1)))[:size]
    board = draw(st.integers(0, 4).flatmap(lambda odd: ODD_ROWS if odd == 0 else st.sampled_from(row_forms(sorted(tiles)))))
    against = ["vs", draw(number(1, largest * (largest + 1) // 2))] if versus and draw(st.booleans()) else []
    dice = draw(st.sampled_from([[], [], [], ["dice", "1"], ["dice", "2"], ["dice", "3"]]))
    roll = draw(st.sampled_from([None, "0", "13", str(MOST_EXACT + 1)]) | st.integers(1, 12).map(str)
                | st.integers(1, max(size, 1)).map(lambda shut: str(sum(tiles[:shut]) or 1)))
    return " ".join([board, *against, *dice, *(["roll", roll] if roll else [])])


@st.composite
def table_positions(draw, largest: int, players: int, seat: int):
    """A table in every phase: your box, another seat's turn ('next'), under way ('playing'), over;
    one time in ten a phase the scores do not allow."""
    scores = draw(st.lists(number(0, largest * 3), max_size=players))
    phase = box_positions(largest, False) if len(scores) == seat - 1 else \
        st.just("over") if len(scores) == players else st.sampled_from(["next", "playing"])
    if draw(st.integers(0, 9)) == 0:
        phase = st.sampled_from(["next", "playing", "over"]) | box_positions(largest, False)
    return " ".join([*scores, "/", draw(phase)])


@st.composite
def box_requests(draw):
    """A box of 2-12 tiles (10-12, where a lone tile needs its comma, most) for one player or two,
    or a table of 3 or 4 (up to 9 tiles), and a position of it."""
    tiles, players = draw(st.sampled_from([10, 11, 12]) | st.integers(2, 12)), draw(st.sampled_from([1, 2, 2, 3, 4]))
    rules = {"tiles": tiles, "players": players, "dice": draw(st.sampled_from(["", "optional", "two", "forced-789"]))}
    if players > 2:
        rules.update(tiles=min(tiles, 9), seat=draw(st.integers(1, players)), shut=draw(st.sampled_from(["wins", "zero"])))
        return {"game": "shutbox", "rules": rules, "state": draw(table_positions(rules["tiles"], players, rules["seat"])),
                "opponent": {"others": draw(st.sampled_from(["computer", "hand"]))}}
    return {"game": "shutbox", "rules": rules, "state": draw(box_positions(tiles, players == 2))}


@st.composite
def pig_requests(draw):
    """Pig or Piglet and a position: scores mostly below the goal, turn totals up to past it."""
    goal, coin = draw(st.sampled_from([10, 20, 100, 200])), draw(st.booleans())
    rules = {"goal": goal, "coin": coin, "sides": draw(st.sampled_from([2, 4, 6, 12]))}
    me, you = draw(number(0, goal)), draw(number(0, goal))
    pending = draw(number(0, 12) | number(0, goal + 13))
    flags = draw(st.sampled_from(["", "", " p1", " rolling"]))
    return {"game": "pig", "rules": rules, "state": f"{me} {you} {pending}{flags}"}


@st.composite
def nim_requests(draw):
    """Red-Blue Nim and a position: piles up to the start's and a little past."""
    red, blue = draw(st.integers(0, 60)), draw(st.integers(0, 60))
    state = f"{draw(number(0, red + 1))} {draw(number(0, blue + 1))} {draw(number(0, 2))}"
    return {"game": "nim", "rules": {"red": red, "blue": blue, "misere": draw(st.booleans())}, "state": state}


@st.composite
def chopsticks_requests(draw):
    """Chopsticks with a move limit or without, and a position: levels up to the limit and past it."""
    moves, limit = draw(st.integers(1, 50)), draw(st.booleans())
    hands = [draw(number(0, 4) | number(0, 5)) for _ in range(4)]
    level = draw(number(0, 2 * moves + 1) | number(0, 10 ** 15))
    return {"game": "chopsticks", "rules": {"moves": moves, "limit": limit}, "state": " ".join([*hands, level])}


POSITION_REQUESTS = st.one_of(box_requests(), box_requests(), pig_requests(), nim_requests(), chopsticks_requests())
"""Requests naming positions of every game, most of them well formed, some past a range."""


def standing(view) -> list[int]:
    return [tile["value"] for tile in view["board"]["tiles"] if tile["standing"]]


def assert_shows_the_position_it_names(view, request):
    """A view answered: viewed again from its own state, the same board and advice; its link opens
    that state; a box before its roll (not normalised) shows the tiles its text names, as read here."""
    again = assert_answers_strictly("game_view", json.dumps(
        {"game": view["game"], "rules": view["rules"], "state": view["state"], "opponent": view["opponent"]}))
    assert again["ok"] and (again["state"], again["board"], again["position"]) == (view["state"], view["board"], view["position"]), \
        (request, view["state"])
    opened = assert_answers_strictly("game_open", json.dumps({"hash": "#" + view["link"]}))
    assert opened["message"] == "" and opened["request"]["state"] == view["state"], (request, opened)
    words = request["state"].split()
    if request["game"] == "shutbox" and words and "/" not in request["state"] and "roll" not in words and "dice" not in words:
        assert standing(view) == tiles_named(words[0]), (request, standing(view))


@SLOW
@settings(max_examples=fuzz_examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(request=POSITION_REQUESTS)
def test_a_position_viewed_is_the_position_named(request):
    """Whatever position a request names (a lone tile past 9, a roll no move can use, a table's turn
    under way, a number past its range): an answer or a one-line refusal, and an answer shows the
    position its text names, again and again."""
    view = assert_answers_strictly("game_view", json.dumps(request))
    table = "players" in request["rules"] and request["rules"]["players"] > 2
    event(f"{request['game']}{' table' if table else ''}: {'answered' if view['ok'] else view['error'][:50]}")
    if view["ok"]:
        assert_shows_the_position_it_names(view, request)


@SLOW
@settings(max_examples=fuzz_examples(400), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(request=POSITION_REQUESTS, choice=st.integers(0, 40), seed=st.integers(0, 2 ** 32))
def test_a_move_played_leads_to_the_position_a_fresh_view_shows(request, choice, seed):
    """From any position answered, any of its moves (the computer's where it plays, the dice
    thrown by the seed): the play's next view is the view of its state, and shows it again. A
    game goes on from every position the bridge names, but past the last level Chopsticks counts."""
    view = assert_answers_strictly("game_view", json.dumps(request))
    if not view["ok"] or view["phase"] == "game-over":
        return
    moves = view["position"]["moves"]
    fields = {"computer": True} if view["computer_to_move"] else {"move": choice % len(moves)}
    asked = {"game": view["game"], "rules": view["rules"], "state": view["state"], "opponent": view["opponent"]}
    played = assert_answers_strictly("game_play", json.dumps({**asked, **fields, "seed": seed}))
    assert played["ok"] or "it can go no further" in played["error"], (asked, fields, played)  # Chopsticks' last level
    if not played["ok"]:
        return
    event(f"{view['game']}: played")
    after = played["view"]
    fresh = assert_answers_strictly("game_view", json.dumps({**asked, "state": after["state"]}))
    assert fresh["ok"], (asked, fields, after["state"], fresh["error"])
    assert (fresh["state"], fresh["board"], fresh["position"]) == (after["state"], after["board"], after["position"]), \
        (asked, fields, after["state"])
    assert_shows_the_position_it_names(after, {**asked, "state": after["state"]})


# ---- what no play reaches, named by a link, a drill card or a review's start -----------------------

@st.composite
def shut_box_requests(draw):
    """A table of every size the page offers with a box of 2 to 9 tiles, at any seat, either rule for
    a shut box, the seats before yours on scores their turns can end with (0 too, where it does not
    win), and your box named shut: '-', now and then with its dice and roll."""
    tiles = draw(st.integers(2, 9))
    players, shut = draw(st.sampled_from(table_sizes(sb.Rules(tiles=tiles)))), draw(st.sampled_from(["wins", "zero"]))
    seat = draw(st.integers(1, players))
    scores = draw(st.lists(st.sampled_from(tb.end_scores(tb.Table(sb.Rules(tiles=tiles), players, shut))),
                           min_size=seat - 1, max_size=seat - 1))
    box = draw(st.sampled_from(["-", "-", "- dice 1", "- dice 1 roll 2", "- roll 6", "- dice 2 roll 12"]))
    return {"game": "shutbox", "rules": {"tiles": tiles, "players": players, "seat": seat, "shut": shut},
            "state": " ".join([*map(str, scores), "/", box]), "opponent": {"others": draw(st.sampled_from(["computer", "hand"]))}}


@settings(max_examples=fuzz_examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(request=shut_box_requests())
def test_a_box_shut_at_your_seat_is_your_turn_ended_on_0(request):
    """Wherever a link, a saved game's start or a drill card names your box shut: your turn has ended
    on 0 (the game over where that wins or you sit last, else the next seat's turn), never a turn of
    yours with dice to roll; its link, the review from it and the thinking panel say the same."""
    rules, scores = request["rules"], request["state"].split("/")[0].split()
    view = assert_answers_strictly("game_view", json.dumps({**request, "thinking": True}))
    assert view["ok"], view
    over = rules["shut"] == "wins" or rules["seat"] == rules["players"]
    assert view["state"] == " ".join([*scores, "0", "/", "over" if over else "next"]), (request, view["state"])
    assert not view["board"]["table"]["your_box"] and (view["phase"] == "game-over") == over, view["message"]
    if not over:
        assert view["message"].startswith(f"Seat {rules['seat'] + 1}'s turn"), view["message"]
    assert_shows_the_position_it_names(view, request)
    review = assert_answers_strictly("game_review", json.dumps({**request, "start": request["state"], "moves": []}))
    assert review["ok"] and review["state"] == view["state"], review
    kept = assert_answers_strictly("game_drill", json.dumps({"game": "shutbox", "now": 0, "missed": [request]}))
    assert not kept["ok"] and "no choice to make" not in kept["error"] and "a choice to make" in kept["error"], kept


@settings(max_examples=fuzz_examples(100), deadline=None)
@given(red=st.integers(0, 8), blue=st.integers(0, 8), misere=st.booleans(), seed=st.integers(0, 2 ** 31))
def test_practice_offers_a_choice_or_says_there_is_none(red, blue, misere, seed):
    """Practice from any start of Nim: a position with a choice to make, or, where the game is over
    before its first move (an empty pile), a sentence that says so."""
    view = assert_answers_strictly("game_view", json.dumps({"game": "nim", "rules": {"red": red, "blue": blue, "misere": misere},
                                                            "practice": seed}))
    if not red or not blue:
        assert view == {"ok": False, "error": "there is nothing to practise with these rules: the game is over before its "
                                              "first move; choose other rules"}
    else:
        assert view["ok"] and view["phase"] == "move" and view["position"]["moves"], view


# ---- the review's state the page hands back: forged, another game's, stale -----------------------

REVIEWED = [
    {"game": "nim", "rules": {"red": 4, "blue": 4}, "opponent": {"mode": "people"}},
    {"game": "nim", "rules": {"red": 5, "blue": 3}, "opponent": {"mode": "computer", "side": 1}},
    {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "people"}},
    {"game": "pig", "rules": {"goal": 20, "coin": True}, "opponent": {"mode": "computer", "strength": "0.6"}},
    {"game": "chopsticks", "rules": {"moves": 4}, "opponent": {"mode": "people"}},
    {"game": "chopsticks", "rules": {"limit": False}, "opponent": {"mode": "computer", "strength": "0.3"}},
    {"game": "shutbox", "rules": {"tiles": 5}},
    {"game": "shutbox", "rules": {"tiles": 4, "players": 2}, "opponent": {"mode": "people"}},
    {"game": "shutbox", "rules": {"tiles": 4, "players": 3}},
]
"""Games of every kind the review folds (two people, the computer, dice, turns, a table's other
seats), small enough to play many."""
REVIEW_SECONDS = 2
"""The longest a play may take, whatever review's state it hands back."""
DRILL_NOW, DRILL_GAME = 1_764_000_000_000, 1


@functools.lru_cache(maxsize=512)
def page_played(game: int, seed: int, plies: int) -> tuple:
    """A game of REVIEWED played as the page plays it, up to `plies` moves (random ones; the
    computer's where it plays; dice from `seed`), each play handing back the review's state, the
    count of moves so far and their digest as the answer before gave them: each play's request, with
    the drill's store of the player to move, and the moves before it (JSON texts, so that a forgery
    changes a copy)."""
    rng, request = random.Random(seed), REVIEWED[game]
    view, kept, digest, moves, plays = ok("game_view", request), None, None, [], []
    start = view["state"]
    for _ in range(plies):
        if view["phase"] == "game-over":
            break
        listed = view["position"]["moves"]
        fields = {"computer": True} if view["computer_to_move"] else {"move": rng.randrange(len(listed))}
        throw = None if view["computer_to_move"] else listed[fields["move"]].get("throw")
        if throw:
            fields["faces"] = [rng.randint(1, throw["sides"]) for _ in range(throw["dice"])]
        owners = view["owners"]
        owner = owners[view["to_move"]] if owners[view["to_move"]] is not None else next((o for o in owners if o is not None), "")
        asked = {**request, "rules": view["rules"], "opponent": view["opponent"], "state": view["state"], **fields,
                 "seed": rng.randrange(1000), "review": kept, "start": start, "played": len(moves), "digest": digest,
                 "drill": {"store": None, "now": DRILL_NOW, "owner": owner, "game_id": DRILL_GAME}}
        answer = ok("game_play", asked)
        plays.append((json.dumps(asked), json.dumps(moves)))
        view, kept, digest = answer["view"], answer["review"]["state"], answer["digest"]
        moves.append(answer["saved"])
    return tuple(plays)


def at(value, path):
    """The value at `path` (as `leaves` gives it) inside `value`."""
    for key in path:
        value = value[key]
    return value


def paths_to(value, kind) -> list:
    """The paths to the values inside `value` that `kind` holds true of."""
    return [path for path in leaves(value) if kind(at(value, path))]


def is_number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def carried(value) -> bool:
    """Whether JSON carries the value as the page sends it (no NaN, no infinity)."""
    try:
        json.dumps(value, allow_nan=False)
    except ValueError:
        return False
    return True


CARRIED = junk.filter(carried)
CARRIED_NUMBERS = NUMBERS.filter(carried)


@st.composite
def forged_states(draw, state):
    """The review's state changed as a hand, a bug or another version might: a field given any JSON
    value, a number another number near it or far, a list an entry less or more, a field gone; one
    time in three sealed again (a state made up anew: the seal is no secret)."""
    kind = draw(st.sampled_from(["field", "number", "list", "gone"]))
    if kind == "number" and paths_to(state, is_number):
        path = draw(st.sampled_from(paths_to(state, is_number)))
        was = at(state, path)
        near = [was + 1, was - 1, was * 2, -was, was + 0.5, was / 3, 0, float(was), int(was), was * 10 ** 6]
        forged = replaced(state, path, draw(st.sampled_from(near) | CARRIED_NUMBERS))
    elif kind == "list" and paths_to(state, lambda v: isinstance(v, list)):
        path = draw(st.sampled_from(paths_to(state, lambda v: isinstance(v, list))))
        entries = at(state, path)
        change = draw(st.sampled_from(["less", "more", "twice", "none"]))
        grown = entries[:-1] if change == "less" else entries + [draw(CARRIED)] if change == "more" \
            else entries + entries[-1:] if change == "twice" else []
        forged = replaced(state, path, grown)
    elif kind == "gone":
        path = draw(st.sampled_from([p for p in leaves(state) if isinstance(p[-1], str)]))
        forged = json.loads(json.dumps(state))
        del at(forged, path[:-1])[path[-1]]
    else:
        forged = replaced(state, draw(st.sampled_from(list(leaves(state)))), draw(CARRIED))
    return (sealed(forged), True) if draw(st.integers(0, 2)) == 0 else (forged, False)


def assert_sane_totals(totals):
    """Totals anyone could check: judgements add up to decisions, decisions and forced moves within
    moves, an accuracy from 0 to 100 % where there was a decision."""
    for total in totals:
        assert sum(total["counts"].values()) == total["decisions"] <= total["moves"] - total["forced"], total
        assert (total["accuracy"] is None) == (total["decisions"] == 0), total
        assert total["accuracy"] is None or 0 <= total["accuracy"] <= 100, total


TIE = ("start", "played", "digest")
"""The fields of a play that name the moves its review's state folds."""


def forged_tie(draw, asked, moves, plays) -> dict:
    """A play's start, count of moves or digest changed: another play's, the digest of other moves
    (one changed, one more, one less), a count near it, any JSON value."""
    field = draw(st.sampled_from(TIE))
    if field == "digest":
        changed = replaced(moves, draw(st.sampled_from(list(leaves(moves)))), draw(CARRIED)) if moves else moves
        other = [folded(changed), folded(moves + moves[-1:]), folded(moves[:-1]), None, ""]
        value = draw(st.sampled_from(other + [json.loads(play)["digest"] for play, _ in plays]) | CARRIED)
    elif field == "played":
        value = draw(st.sampled_from([asked["played"] + 1, asked["played"] - 1, 0, None, str(asked["played"]), 2000])
                     | CARRIED)
    else:
        value = draw(st.sampled_from([json.loads(play)["state"] for play, _ in plays]) | CARRIED)
    return {**asked, field: value}


def moves_named(asked, plays):
    """The moves of the play among `plays` with the start (None: the position played from) and digest
    `asked` hands (None: none has them): the only moves a state handed with them may fold."""
    start = asked["state"] if asked["start"] is None else asked["start"]
    return next((json.loads(moves) for play, moves in plays
                 if (json.loads(play)["start"], json.loads(play)["digest"]) == (start, asked["digest"])), None)


@SLOW
@settings(max_examples=fuzz_examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), game=st.integers(0, len(REVIEWED) - 1), seed=st.integers(0, 2 ** 16), plies=st.integers(2, 12))
def test_a_review_state_forged_another_games_or_stale_is_refused_or_folded_right(data, game, seed, plies):
    """Whatever review's state, start, count of moves and digest a play hands back (a field forged,
    another game's state, the state of another move with its count and digest or without, a count or
    digest of other moves, another start, none), the answer comes within 2 s, never an internal error:
    a refusal that asks for a replay (or names a count no game has), or totals, result and Take back
    as a fresh replay of the moves named says them, with the drill's card marked with the move's
    index in the game. A state sealed anew is refused, or folded into totals whose sums agree."""
    plays = page_played(game, seed, plies)
    original = json.loads(data.draw(st.sampled_from(plays[1:] or plays), "play")[0])  # the first hands no state
    asked = json.loads(json.dumps(original))
    kind = data.draw(st.sampled_from(["forged"] * 3 + ["another game's", "stale", "tie", "none", "honest"]), "kind")
    resealed = False
    if kind == "forged" and asked["review"] is not None:
        asked["review"], resealed = data.draw(forged_states(asked["review"]), "forged")
    elif kind == "another game's":
        other = page_played(data.draw(st.integers(0, len(REVIEWED) - 1)), data.draw(st.integers(0, 2 ** 16)), 12)
        asked["review"] = json.loads(data.draw(st.sampled_from(other))[0])["review"]
    elif kind == "stale":
        earlier = json.loads(data.draw(st.sampled_from(plays))[0])
        asked["review"] = earlier["review"]
        if data.draw(st.booleans()):
            asked.update({key: earlier[key] for key in TIE})
    elif kind == "tie":
        moves = next(json.loads(moves) for play, moves in plays if json.loads(play) == original)
        asked = forged_tie(data.draw, asked, moves, plays)
    elif kind == "none":
        asked["review"] = None
    if json.dumps(asked, sort_keys=True) == json.dumps(original, sort_keys=True):
        kind = "honest"  # nothing there to forge (the first move's), or the same drawn again
    event(kind + (" (sealed anew)" if resealed else ""))
    started = time.perf_counter()
    answer = assert_answers_strictly("game_play", json.dumps(asked))
    assert time.perf_counter() - started < REVIEW_SECONDS, (kind, asked)
    if not answer["ok"]:
        event(f"refused: {answer['error'].split('(')[1][:30] if '(' in answer['error'] else answer['error'][:40]}")
        assert answer.get("replay") is True and answer["error"].endswith("replay the game") \
            or kind == "tie" and answer["error"].startswith(("the count of moves played must be", "this game has reached")), answer
        assert kind != "honest", answer
        return
    assert_sane_totals(answer["review"]["totals"])
    if resealed:
        return
    moves = moves_named(asked, plays)
    assert moves is not None, (kind, asked)  # no play has that start, count and digest: no state is of them
    moves = moves + [answer["saved"]]
    fresh = ok("game_review", {**REVIEWED[game], "start": None, "moves": moves})
    review = answer["review"]
    assert (review["totals"], review["result"], review["take_back"], review["state"], answer["digest"]) == \
        (fresh["totals"], fresh["result"], fresh["review"]["take_back"], fresh["review"]["state"], fresh["digest"]), (kind, asked)
    if answer["drill"] and json.loads(answer["drill"]["store"])["cards"]:
        [card] = json.loads(answer["drill"]["store"])["cards"]
        assert card["played"] == [DRILL_GAME, [len(moves) - 1], None], (card, len(moves) - 1)
