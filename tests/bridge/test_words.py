"""Every cost, luck and skill lost says its direction in words and its amount in the headline's unit.

The checks here do not ask stb.advice how to write a text: they recompute each amount from the
values the bridge answers, decide from its sign whether the words must say better or worse, and
read the text back; a few literal texts, written by hand from the values, pin the wording."""

import json
import random
import re

import pytest

import record
from stb.advice import CHANCE_POINTS, EXPECTED_SCORE, POINTS, REMOTENESS, SHUT_CHANCE
from stb.bridge.games import page_of
from stb.games import GAMES as INFO, examples
from helpers import ok, slow_but_every, slow_unless

NBSP = "\u00a0"
GAMES = 3
"""Games played in each variant of tests/record.py's GAMES (more where they are short: `MOVES`), each
to its end, with moves picked at random."""
MOVES = 600
"""The fewest listed moves whose costs each variant checks."""
LONGEST = 80
"""The most moves a game here plays (Chopsticks without a limit may go round)."""


def kind(game, rules):
    """What the headline measures, by the unit the game's rules give it: and whether more of it is better."""
    page = page_of(game, rules)
    return {CHANCE_POINTS.name: "win", SHUT_CHANCE.name: "shut", EXPECTED_SCORE.name: "score", POINTS.name: "points",
            REMOTENESS.name: "moves"}[page.unit(page.make(rules)).name]


WORDS = {"win": ("more chance to win", "less chance to win"), "shut": ("more chance to shut the box", "less chance to shut the box"),
         "score": ("better", "worse"), "points": ("better", "worse")}
AMOUNT = {"win": r"(under 0\.0?1|\d+\.\d{1,2})" + NBSP + "%", "shut": r"(under 0\.0?1|\d+\.\d{1,2})" + NBSP + "%",
          "score": r"(under 0\.01|\d[\d,]*\.\d\d)" + NBSP + r"points?", "points": r"(\d[\d,]*)" + NBSP + r"points?"}


def written(value_text) -> float:
    """A value as the page writes it, read back: "57.5 %", "12.40 points", "+4 points", "−6 points"."""
    return float(re.match(r"[+\u2212]?([\d,]*\.?\d+)", value_text).group(0).replace("\u2212", "-").replace(",", ""))


def read_amount(what, text, size, good, whom="", beside=None, count=1, skill=False):
    """Check that `text` says `size` (a change in the headline's values) in its unit, and that the
    words go the way `good` says; return what is left after the words. `beside`: the two value texts
    it stands between, whose difference as written it must be (57.5 % and 55.8 %: 1.7 %). `count`: a
    sum of so many differences of two values as written, each off the exact cost by up to a last digit
    (a player's skill lost: stb.advice.Unit.shown_cost)."""
    more, less = WORDS[what]
    pattern = f"{AMOUNT[what]} {re.escape(more if good else less)}{re.escape(whom)}(.*)"
    found = re.fullmatch(pattern, text)
    assert found, f"{text!r} should say {'better' if good else 'worse'} by {size} in {what}"
    shown, rest = found.group(1), found.group(2)
    scale = 100 if what in ("win", "shut") else 1
    if beside is not None:
        difference = abs(written(beside[0]) - written(beside[1]))
        assert shown == (f"under 0.1" if scale == 100 and difference < 0.05 else "under 0.01" if difference < 0.005
                         else f"{difference:.{1 if scale == 100 else 2 if what == 'score' else 0}f}"), (text, beside)
        return rest
    if shown.startswith("under "):
        assert scale * size < count * float(shown.removeprefix("under ")) + 1e-9, (text, size)
    else:
        decimals = len(shown.partition(".")[2])
        assert abs(float(shown.replace(",", "")) - scale * size) <= (1 if skill else 0.5) * count * 10 ** -decimals + 1e-9, (text, size)
    return rest


def result(text):
    """A Chopsticks value as the page writes it: (result, moves to the end)."""
    found = re.fullmatch(r"a (win|loss) in (\d+)" + NBSP + r"moves?", text)
    return (found.group(1), int(found.group(2))) if found else ("tie" if "tie" in text else "draw", None)


def remoteness_words(was, now):
    """The change between two Chopsticks results, in the game's terms, written here from the results."""
    if was[0] != now[0]:
        named = {"win": "the win", "loss": "a loss", "tie": "the tie", "draw": "the draw"}
        return f"turns {named[was[0]]} into {named[now[0]]}"
    count = abs(now[1] - was[1])
    return f"a {now[0]} {count}{NBSP}move{'' if count == 1 else 's'} {'sooner' if now[1] < was[1] else 'later'}"


def sign(value):
    return (value > 0) - (value < 0)


def check_advice(what, position):
    """Every listed move's cost: its size from the values, its direction from whose move it is."""
    moves = position["moves"]
    best = moves[0]
    for move in moves:
        if move["cost"] < 1e-9:
            assert move["cost_text"] == "best"
            continue
        whom = "" if position["mine"] else " for you"
        if what == "moves":
            # the values as the viewer reads them: worse for the mover, better for the viewer
            said = remoteness_words(result(best["value_text"]), result(move["value_text"]))
            assert move["cost_text"] == said + whom, move
            continue
        size = abs(best["value"] - move["value"])
        rest = read_amount(what, move["cost_text"], size, good=not position["mine"], whom=whom,
                           beside=(best["value_text"], move["value_text"]))
        assert rest == "", move["cost_text"]  # listed beside its value: the values are not repeated


def check_played(what, record, position):
    """A move's cost in its record: as listed, and for an expected score the two scores after it."""
    listed = next(m for m in position["moves"] if m["move"] == record["move"])
    text, best = record["cost_text"], position["moves"][0]
    if what == "score" and record["cost"] >= 1e-9:  # the move's expected score and the best's
        compared = f" ({listed['value']:,.2f} instead of {best['value']:,.2f})"
        assert text == listed["cost_text"] + compared, (text, listed)
    else:
        assert text == listed["cost_text"], (text, listed)


def good_for_mover(what, record, seats):
    """Whether a roll's change of the first player's value (the chart) helped the player who rolled."""
    change = record["chart"] - record["decided"]
    if what == "score":
        change = -change
    return change > 0 if record["player"] == 0 or seats == 1 else change < 0


def check_record(what, record, mine, seats):
    if record["luck"] is None:
        assert record["luck_text"] == ""
        return
    size = abs(record["chart"] - record["decided"])
    good = good_for_mover(what, record, seats) == mine
    luck = record["luck_text"]
    if size < 1e-9:
        assert luck.startswith("neither lucky nor unlucky"), luck
        return
    others = record["position"].endswith("/ next")  # a table's other seat rolls, for your chance
    head = f"{'lucky' if good else 'unlucky'}{'' if mine and not others else ' for you'}: "
    assert luck.startswith(head), (luck, record)
    assert read_amount(what, luck[len(head):], size, good) == ""
    assert f"{head[0].upper()}{head[1:]}" in record["verdict"]


def check_totals(what, review, seats):
    """Each player's skill lost (their unforced decisions' costs) and luck (their rolls'), from the records."""
    for total in review["totals"]:
        own = [r for r in review["records"] if r["player"] == total["player"]
               and not r["position"].endswith("/ next")]  # a table's other seats' turns are not yours
        costs = [r["cost"] for r in own if not r["forced"] and r["cost"] >= 1e-9]
        if not costs:
            assert total["skill_text"] == "nothing"
        elif what == "moves":  # a played value and the best (played + cost), as wins, ties and losses
            decided = [r for r in own if not r["forced"] and r["cost"] >= 1e-9]
            turned = [r for r in decided if sign(r["value"]) != sign(r["value"] + r["cost"])]
            moves = round(sum(r["cost"] for r in decided if r not in turned))
            said = [f"{len(turned)} result{'' if len(turned) == 1 else 's'} turned for the worse"] * bool(turned) \
                + [f"{moves}{NBSP}move{'' if moves == 1 else 's'} given away"] * bool(moves)
            assert total["skill_text"] == " and ".join(said), total
        else:
            assert read_amount(what, total["skill_text"], sum(costs), good=False, count=len(costs), skill=True) == ""
        rolls = [r for r in own if r["luck"] is not None]
        if rolls:
            change = sum(abs(r["chart"] - r["decided"]) * (1 if good_for_mover(what, r, seats) else -1) for r in rolls)
            if abs(change) < 1e-9:
                assert total["luck_text"].startswith("neither"), total["luck_text"]
            else:
                head = "lucky: " if change > 0 else "unlucky: "
                assert total["luck_text"].startswith(head), (total["luck_text"], change)
                assert read_amount(what, total["luck_text"][len(head):], abs(change), change > 0) == ""


VARIANTS = [(game, rules, opponent) for game, variants in record.GAMES.items() for rules, opponent in variants
            if ok("game_view", {"game": game, "rules": rules, "opponent": opponent})["phase"] != "game-over"]
FIRSTS = {(game, kind(game, rules), min(rules.get("players", 1), 3)): (game, rules, opponent)
          for game, rules, opponent in reversed(VARIANTS)}.values()
"""The fast subset's variants: each game's first of each unit and of one, two and more players."""


@pytest.mark.parametrize("game, rules, opponent", slow_unless(lambda variant: variant in FIRSTS, VARIANTS),
                         ids=[f"{g}-{json.dumps(r)}-{json.dumps(o)}" for g, r, o in VARIANTS])
def test_every_cost_luck_and_skill_says_its_direction(game, rules, opponent):
    """Whole games with random moves: every view's costs, every move's cost and luck, every review's totals."""
    what = kind(game, rules)
    rng = random.Random(f"{game}{rules}{opponent}")
    checked = 0
    for played in range(100 * GAMES):
        if played >= GAMES and checked >= MOVES:
            break
        request = {"game": game, "rules": rules, "opponent": opponent}
        view = ok("game_view", request)
        seats = len(view["seats"])
        moves = []
        while view["phase"] != "game-over" and len(moves) < LONGEST:
            check_advice(what, view["position"])
            checked += len(view["position"]["moves"])
            here = {**request, "rules": view["rules"], "opponent": view["opponent"], "state": view["state"]}
            if view["computer_to_move"] and rng.random() < 0.5:
                play = {"computer": True, "seed": rng.randrange(1000)}
            else:
                move = rng.choice(view["position"]["moves"])
                play = {"move": move["move"], "seed": rng.randrange(1000)}
            answer = ok("game_play", {**here, **play})
            mine = view["position"]["mine"]
            check_record(what, answer["record"], mine, seats)
            if what != "moves":
                check_played(what, answer["record"], view["position"])
            moves.append(answer["saved"])
            view = answer["view"]
        review = ok("game_review", {**request, "start": None, "moves": moves})
        check_totals(what, review, seats)
    assert checked >= MOVES


def test_literal_texts():
    """The wording, written by hand from the values: an amount in the headline's unit, then which way."""
    assert EXPECTED_SCORE.cost_text(6.78, 11.22) == f"6.78{NBSP}points worse (18.00 instead of 11.22)"
    assert EXPECTED_SCORE.gain_text(0.5) == f"0.50{NBSP}points better for you"
    assert EXPECTED_SCORE.luck_text(0.34) == f"lucky: 0.34{NBSP}points better"
    assert EXPECTED_SCORE.luck_text(-2.5) == f"unlucky: 2.50{NBSP}points worse"
    assert EXPECTED_SCORE.skill_text([1.25, 0.5]) == f"1.75{NBSP}points worse"
    assert CHANCE_POINTS.cost_text(0.048) == f"4.8{NBSP}% less chance to win"
    assert CHANCE_POINTS.cost_text(0.0034) == f"0.34{NBSP}% less chance to win"
    assert CHANCE_POINTS.cost_text(0.00002) == f"under 0.01{NBSP}% less chance to win"
    assert CHANCE_POINTS.gain_text(0.012) == f"1.2{NBSP}% more chance to win for you"
    assert CHANCE_POINTS.luck_text(-0.031, "you") == f"unlucky for you: 3.1{NBSP}% less chance to win"
    assert CHANCE_POINTS.skill_text([]) == "nothing"
    assert SHUT_CHANCE.cost_text(0.1) == f"10.0{NBSP}% less chance to shut the box"
    assert SHUT_CHANCE.luck_text(0.25) == f"lucky: 25.0{NBSP}% more chance to shut the box"
    assert POINTS.cost_text(3) == f"3{NBSP}points worse"
    assert POINTS.gain_text(1) == f"1{NBSP}point better for you"
    assert REMOTENESS.cost_text(10, -(1000 - 26)) == f"a loss 10{NBSP}moves sooner"
    assert REMOTENESS.cost_text(4, 1000 - 7) == f"a win 4{NBSP}moves later"
    assert REMOTENESS.cost_text(1000 - 16, 0) == "turns the draw into a loss"
    assert REMOTENESS.gain_text(3, 1000 - 5) == f"a loss 3{NBSP}moves later for you"
    assert REMOTENESS.skill_text([984, 2, 1]) == f"1 result turned for the worse and 3{NBSP}moves given away"


def test_literal_texts_at_the_board():
    """A real position, written by hand: Shut the Box alone after 2 and 3 are rolled (best: shut 5,
    12.40 points expected; shut 2 and 3, 19.39)."""
    view = ok("game_play", {"game": "shutbox", "state": "123456789", "move": "roll two dice", "faces": [2, 3]})["view"]
    assert [(m["words"], m["value_text"], m["cost_text"]) for m in view["position"]["moves"]] == [
        ("Shut 5", f"12.40{NBSP}points", "best"), ("Shut 2 and 3", f"19.39{NBSP}points", f"6.99{NBSP}points worse"),
        ("Shut 1 and 4", f"19.73{NBSP}points", f"7.33{NBSP}points worse")]
    played = ok("game_play", {"game": "shutbox", "state": view["state"], "move": "[2, 3]"})["record"]
    assert played["verdict"].startswith(f"You shut 2 and 3: score 40. Blunder: 6.99{NBSP}points worse (19.39 instead of "
                                        "12.40). Best: Shut 5.")
    limit = ok("game_view", {"game": "chopsticks"})
    assert [m["cost_text"] for m in limit["position"]["moves"]] == ["best", "best"] + ["turns the tie into a loss"] * 2


def test_the_box_at_a_turns_end_says_the_turns_score():
    """The standing tiles' line: what the score would be while the turn goes on, the turn's once it is over."""
    going_on = ok("game_view", {"game": "shutbox", "state": "89 dice 2 roll 8"})["board"]["score_words"]
    ended = ok("game_view", {"game": "shutbox", "state": "89 dice 2 roll 3"})["board"]["score_words"]
    two = ok("game_view", {"game": "shutbox", "rules": {"players": 2}, "state": "9 vs 42"})["board"]["score_words"]
    assert going_on == "The standing tiles add up to 17: the score if the turn ended now."
    assert (ended, two) == ("The standing tiles add up to 17: the turn's score.", "The standing tiles add up to 9: the turn's score.")


def test_result_cards_written_by_hand():
    """A game's end, checked by hand: who won and by how much, your place, accuracy, best play."""
    nim = ok("game_review", {"game": "nim", "rules": {"red": 2, "blue": 2},
                            "moves": [{"move": "1 red"}, {"move": "1 red", "by": "computer"}]})["result"]
    assert nim == {"title": f"The computer wins 6{NBSP}points from you: you face an empty pile with 0 red and 2 blue left.",
                   "lines": [f"Your accuracy: 0.0{NBSP}% over 1{NBSP}decision, not the best move.",  # 100 exp(-12 / 1.5)
                             f"Your decisions against best play: 12{NBSP}points worse.",  # −6 instead of +6
                             f"Your result at the start, with best play: +6{NBSP}points."],
                   "explain": [["Accuracy", "accuracy"], None, None]}  # the accuracy's "?" says what it is
    table = ok("game_review", {"game": "shutbox", "rules": {"players": 3, "tiles": 6, "seat": 3}, "opponent": {"others": "hand"},
                              "moves": [{"move": "their turn", "total": 3}, {"move": "their turn", "total": 5},
                                        {"move": "roll two dice", "faces": [6, 6]}, {"move": "[1, 5, 6]"},
                                        {"move": "roll two dice", "faces": [6, 6]}]})["result"]
    assert table["title"] == "Seat 1 wins with the lowest score, 3. You finish 3rd of 3, on 9."  # 2 + 3 + 4 left standing
    assert table["lines"][0] == f"Your accuracy: 1.9{NBSP}% over 1{NBSP}decision, not the best move."  # its two rolls had no choice of dice
    early = ok("game_review", {"game": "shutbox", "rules": {"players": 4, "tiles": 6, "seat": 2}, "opponent": {"others": "hand"},
                              "moves": [{"move": "their turn", "total": 3}, {"move": "roll two dice", "faces": [6, 6]},
                                        {"move": "[1, 5, 6]"}, {"move": "roll two dice", "faces": [6, 6]},
                                        {"move": "their turn", "total": 0}]})["result"]
    assert early["title"] == "Seat 3 shut the box and wins. You finish 3rd of the 3 seats that played, on 9."  # seat 4 never played
    rolled = ok("game_review", {"game": "pig", "rules": {"goal": 5}, "moves": [{"move": "roll", "faces": [6]}]})["result"]
    assert rolled["lines"][0] == "You had no choice to make: every move was a roll."  # a turn starts with one: no forced move
    pig = ok("game_review", {"game": "pig", "rules": {"goal": 5}, "moves": [{"move": "roll", "faces": [2]},
                                                                           {"move": "roll", "faces": [4]}]})["result"]
    assert pig["title"] == "You win, 6 to the computer's 0!"
    assert pig["lines"][:2] == [f"Your accuracy: 100.0{NBSP}% over 1{NBSP}decision, the best move.",
                                "You played every decision as best play would."]
    chop = ok("game_review", {"game": "chopsticks", "rules": {"moves": 1}, "moves": [{"move": "1 1 2 1 1"}, {"move": "2 1 2 1 2", "by": "computer"}]})
    assert chop["result"]["title"] == f"A tie: the move limit is reached (1{NBSP}move each) with hands on both sides."


@pytest.mark.parametrize("game, rules, opponent", slow_but_every(2, VARIANTS),
                         ids=[f"{g}-{json.dumps(r)}-{json.dumps(o)}" for g, r, o in VARIANTS])
def test_one_result_card_in_every_game_and_mode(game, rules, opponent):
    """Played to the end: the card names the winner in the players' own names, gives each person at
    the screen an accuracy (or says every move was forced) and a cost against best play, and the
    value of best play from the start."""
    rng = random.Random(f"end {game}{rules}{opponent}")
    request = {"game": game, "rules": rules, "opponent": opponent}
    view, moves = ok("game_view", request), []
    while view["phase"] != "game-over" and len(moves) < 10 * LONGEST:
        here = {**request, "rules": view["rules"], "opponent": view["opponent"], "state": view["state"], "seed": rng.randrange(1000)}
        play = {"computer": True} if view["computer_to_move"] else {"move": rng.choice(view["position"]["moves"])["move"]}
        answer = ok("game_play", {**here, **play})
        moves.append(answer["saved"])
        view = answer["view"]
    review = ok("game_review", {**request, "start": None, "moves": moves})
    if view["phase"] != "game-over":
        assert review["result"] is None
        return
    card, names = review["result"], view["names"]
    assert card["title"] == view["message"]
    people = [name for name in names if name != "The computer"]
    if "You" in names:
        assert re.search(r"\b(You|you|your)\b|tie|draw|Nobody", card["title"]), card
        assert not re.search(r"[Pp]layer (one|two|1|2)\b", card["title"]), card
    for name in people:
        whose = "Your" if name == "You" else f"{name}'s"
        said = [line for line in card["lines"] if line.startswith((whose, name))]
        if "ended before your turn" in card["title"]:
            continue
        assert said and (said[0].startswith(f"{whose} accuracy: ") or "no choice" in said[0]), card
    assert re.fullmatch(r".+ at the start, with best play: .+\.", card["lines"][-1]), card


CHOPSTICKS = [(rules, opponent) for rules, opponent in record.GAMES["chopsticks"]]


@pytest.mark.parametrize("rules, opponent", CHOPSTICKS, ids=[json.dumps(rules) for rules, _ in CHOPSTICKS])
def test_chopsticks_board_line_counts_moves_and_leaves_the_result_to_the_headline(rules, opponent):
    """The line over the hands counts the moves (and those left before the limit) and never names a
    result, which only the headline gives ("a loss in 15 moves" under "a tie after 19 more" was two
    answers); the message offers splits only where a split is a move; each move has one name, its
    tapping hand (or either, where both make it) named."""
    rng = random.Random(json.dumps(rules))
    request = {"game": "chopsticks", "rules": rules, "opponent": opponent}
    view = ok("game_view", request)
    for _ in range(12):
        board = view["board"]
        assert not re.search(r"\b(tie|win|loss|lose|draw)", board["progress"]), board["progress"]
        if view["phase"] == "game-over":
            break
        taps = [m["words"] for m in board["moves"] if not m["words"].startswith("Move ")]
        assert all(re.fullmatch(r"(Left|Right|Either hand) taps (left|right): \d to (\d|0 \(out\))"
                                r"( \(\d+ is past 5: it wraps round to \d\))?", tap) for tap in taps), taps
        for tap in taps:  # a tap only adds: a hand that ends lower wrapped past 5, and says so
            old, new = map(int, re.search(r": (\d) to (\d)", tap).groups())
            assert ("wraps" in tap) == (0 < new < old), tap
        mover = view["names"][view["to_move"]]
        splits = len(taps) < len(board["moves"])
        assert ("split" in view["message"]) == splits, (view["message"], board["moves"])
        if mover != "The computer":
            assert view["message"] == f"{'Your' if mover == 'You' else mover + chr(39) + 's'} move: tap a hand" \
                                      f"{' or split your fingers' if splits else ''}."
        view = ok("game_play", {**request, "state": view["state"], "move": rng.choice(view["position"]["moves"])["move"]})["view"]
    limited = ok("game_view", {"game": "chopsticks", "state": "1 1 1 1 1"})
    assert limited["board"]["progress"] == "1 of 20\u00a0moves played, 19 left before the move limit."
    assert ok("game_view", {"game": "chopsticks", "rules": {"transfers": False}})["message"] == "Your move: tap a hand."


def test_a_cost_between_two_values_is_their_difference_as_written():
    """57.5 % and 55.8 % are 1.7 % apart, whatever the unrounded cost (1.62): a reader subtracts
    what is written; alone, a cost keeps its own precision."""
    assert CHANCE_POINTS.cost_text(0.0162, 0.5746) == f"1.7{NBSP}% less chance to win"  # 57.46 % and 55.84 %
    assert CHANCE_POINTS.gain_text(0.0162, 0.5746) == f"1.7{NBSP}% more chance to win for you"
    assert CHANCE_POINTS.cost_text(0.0162) == f"1.6{NBSP}% less chance to win"
    assert CHANCE_POINTS.cost_text(0.0003, 0.5) == f"under 0.1{NBSP}% less chance to win"
    assert EXPECTED_SCORE.cost_text(9.584, 20.454, listed=True) == f"9.59{NBSP}points worse"  # 20.45 and 30.04
    assert EXPECTED_SCORE.cost_text(9.584) == f"9.58{NBSP}points worse"


def test_the_odds_of_a_roll_read_as_dice_never_as_a_total():
    """"A roll of 2 dice can be played" read like a roll of 2: the count of dice is a word."""
    odds = ok("game_view", {"game": "shutbox", "rules": {"layout": "double"}, "state": "-/12"})["board"]["roll_chances"]
    assert odds["2"]["playable_text"].startswith("Chance of each total with two dice, in %. ")
    assert odds["1"]["playable_text"] == f"Chance of each total with one die, in %. 50.0{NBSP}% of rolls can be played here."  # 1, 2, 3


def test_a_roll_without_a_choice_of_dice_is_no_forced_move():
    """The result card leaves out what had no choice: it counts forced moves (one way to shut the
    tiles), never the rolls whose dice were not a choice."""
    rolls = [{"move": "roll two dice", "faces": faces} for faces in ([1, 2], [1, 1], [2, 3])]
    review = ok("game_review", {"game": "shutbox", "rules": {"tiles": 4, "dice": "two"}, "moves": [
        rolls[0], {"move": "[3]"}, rolls[1], {"move": "[2]"}, rolls[2], {"move": "[1, 4]"}]})  # 3 or 1 + 2; then 2, then 1 + 4
    assert review["result"]["lines"][0] == f"Your accuracy: 100.0{NBSP}% over 1{NBSP}decision, the best move (2{NBSP}forced moves not counted)."
    assert review["totals"][0]["forced"] == 2 and review["totals"][0]["moves"] == 6


def test_the_pig_map_speaks_of_the_player_to_move_not_of_me():
    svg = ok("game_view", {"game": "pig", "rules": {"goal": 20}, "figure": True})["figure"]
    words = re.findall(r">([^<]+)</text>", svg)
    assert not any(re.search(r"\b(my|me|I|opponent)\b", text) for text in words), words
    assert "score of the player to move" in words and "the other player's score" in words


def test_why_parts_two_moves_whose_next_roll_plays_as_often():
    """A 5-point blunder once got "both 100.0 %" for a lesson: where the next roll plays as often
    after both moves, "Why?" says which tiles each keeps and how often the next rolls can all be
    played after each (the chances written by hand from the tiles: after shut 6, 1 2 3 4 5 7 8 9
    stand; after shut 1 and 5, 2 3 4 6 7 8 9)."""
    played = ok("game_play", {"game": "shutbox", "state": "123456789 dice 2 roll 6", "move": "[1, 5]"})["record"]
    assert played["why"] == (
        f"Why: both leave the next roll playable 100.0{NBSP}% of the time, but shut 6 keeps 1 and 5 standing and shut 1 "
        f"and 5 keeps 6: the next two rolls can both be played 99.9{NBSP}% of the time after shut 6, 93.0{NBSP}% after shut "
        f"1 and 5. Your expected final score: 11.59{NBSP}points against 16.76{NBSP}points.")


@pytest.mark.parametrize("rules", [{}, {"layout": "double"}, {"objective": "shut", "tiles": 10}, {"players": 3, "seat": 2}],
                         ids=json.dumps)
def test_every_why_of_a_roll_says_what_differs(rules):
    """After every roll from a few boxes, each move that is not best: its "Why?" gives two next-roll
    chances that differ as written, or says what else parts the two moves."""
    rng = random.Random(json.dumps(rules))
    view = ok("game_view", {"game": "shutbox", "rules": rules, "opponent": {"others": "hand"}})
    request = {"game": "shutbox", "rules": view["rules"], "opponent": view["opponent"]}
    if view["board"].get("table", {}).get("their_turn"):
        view = ok("game_play", {**request, "state": view["state"], "move": "their turn", "total": 9})["view"]
    seen = 0
    for _ in range(60):
        if view["phase"] == "game-over" or view["board"].get("table", {}).get("their_turn"):
            view = ok("game_view", {**request, "state": None})
            continue
        here = {**request, "state": view["state"]}
        moves = view["position"]["moves"]
        if view["board"]["roll"] is not None:
            for move in moves[1:]:
                why = ok("game_play", {**here, "move": move["move"]})["record"]["why"]
                chances = re.findall(r"the next roll(?: \(one die\))? can be played ([\d.]+)\u00a0%", why)
                assert len(set(chances)) == 2 or " keeps " in why or "the turn is over" in why, why
                seen += " keeps " in why
        move = moves[0] if rng.random() < 0.7 else rng.choice(moves)
        faces = [rng.randint(1, 6) for _ in range(move["throw"]["dice"])] if move.get("throw") else None
        view = ok("game_play", {**here, "move": move["move"], **({"faces": faces} if faces else {})})["view"]
    assert seen, "no two moves whose next roll plays as often were met"


LAB = [(game, rules) for game, info in INFO.items()  # every game's short game, and the labs of its examples (stb.games)
       for rules in [info.short, *(rules for rules in examples(game).labs if rules != info.short)]]


@pytest.mark.parametrize("game, rules", LAB, ids=[f"{g}-{json.dumps(r)}" for g, r in LAB])
def test_the_lab_reads_as_sentences(game, rules):
    """The lab's words: counts that agree ("Looks 1 move ahead"), no "original assignment", a cost
    of nothing said so (never "best"), against whom it is valued (no opponent for one player), how
    often a decision is met in one unit for every game, and the order of the costliest decisions
    shown: what each costs on average per game, largest first."""
    view = ok("game_view", {"game": game, "rules": rules})
    alone = view["lab"][0]["seat"] is None
    assert view["lab_note"].startswith("Each rule of thumb is valued exactly (no simulation), " +
                                       ("beside what the best play reaches." if alone else "against a player who plays their best."))
    for entry in view["lab"]:
        lab = ok("game_view", {"game": game, "rules": rules, "strategy": {"name": entry["name"], "seat": entry["seat"]}})["strategy"]
        said = " ".join([lab["title"], lab["summary"], lab["cost_text"], lab["costly_title"], lab["value_label"],
                         *(d["text"] for d in lab["costly"])])
        assert not re.search(r"\b1\u00a0moves\b|original assignment", said), said
        assert lab["cost_text"] != "best" and (lab["cost_text"] == "nothing") == (lab["cost"] < 1e-9)
        assert ("against" in lab["value_label"]) != alone, lab["value_label"]
        for decision in lab["costly"]:
            assert re.fullmatch(r"met in every game|met [\d.,]+ times in 100 games", decision["reach_text"]), decision["reach_text"]
        weights = [d["reach"] * d["cost"] for d in lab["costly"]]
        assert weights == sorted(weights, reverse=True)
        if any(d["reach"] < 1 for d in lab["costly"]):
            assert all(re.search(r": on average [\d.,]+\u00a0(%|points) (less chance to win|worse) per game$", d["text"])
                       for d in lab["costly"]), [d["text"] for d in lab["costly"]]
            assert len(lab["costly"]) < 2 or lab["costly_title"].endswith(", by their average cost per game")
    nim = ok("game_view", {"game": "nim", "strategy": {"name": "depth:1", "seat": 0}})["strategy"]
    assert nim["title"] == "Looks 1\u00a0move ahead" and nim["cost_text"] == "nothing"
    assert nim["costly_title"] == "It never decides worse than the best player."


def test_a_table_says_why_it_has_no_lab():
    assert ok("game_view", {"game": "shutbox", "rules": {"players": 3}})["lab_note"] == \
        "The lab has no rules of thumb to compare under these rules: Practice works here."


def test_a_name_keeps_its_capital_inside_a_sentence():
    """"A's result", "Player 2's chance": a name is never lower-cased mid-sentence; "your" is."""
    chop = ok("game_play", {"game": "chopsticks", "opponent": {"mode": "people"}, "state": "1 1 1 1 0", "move": 1,
                            "question": True, "seed": 0})["record"]
    pig = ok("game_play", {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "people"}, "state": "0 0 3 p1", "move": 1,
                           "question": True, "seed": 0})["record"]
    box = ok("game_play", {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}, "state": "123456789 roll 7",
                           "move": 1, "question": True, "seed": 0})["record"]
    for said in (chop["why"], pig["why"], pig["clue"], box["why"]):
        assert not re.search(r"\b(a|b|player \d)'s\b", said), said
    assert "Player 2's chance to win" in pig["why"] and "Player 1's chance to win" in box["why"]


def test_one_roll_is_said_one_way_and_each_move_of_a_why_alike():
    """"You roll 8" as the roll's event says it, never "8 rolled" beside it; in a Why each move comes
    after "after", so that the page's capital at its start never sets one move apart ("Shut 8" beside
    "shut 1, 3 and 4")."""
    rolled = ok("game_play", {"game": "shutbox", "state": "123456789", "move": 0, "faces": [4, 4]})
    assert rolled["record"]["event"] == "You roll 8." and rolled["view"]["message"] == "You roll 8: shut tiles adding up to 8."
    table = ok("game_view", {"game": "shutbox", "rules": {"players": 3, "seat": 1}, "state": "/ 123456789 roll 8"})
    assert table["message"] == "You roll 8 (seat 1): shut tiles adding up to 8."
    why = ok("game_play", {"game": "shutbox", "state": "12345678 roll 8", "move": "[1, 3, 4]"})["record"]["why"]
    assert re.fullmatch(r"Why: after shut 8, .+; after shut 1, 3 and 4, .+\.", why), why


def test_a_wrapping_tap_says_it_wraps():
    moves = {m["move"]: m["words"] for m in ok("game_view", {"game": "chopsticks", "rules": {"hits": "rollover"},
                                                            "state": "4 3 2 4 0"})["position"]["moves"]}
    assert moves["4 3 1 4 1"] == "Left taps left: 2 to 1 (6 is past 5: it wraps round to 1)"  # 2 + 4
    assert "wraps" not in ok("game_view", {"game": "chopsticks", "state": "1 1 1 1 0"})["position"]["moves"][0]["words"]


def test_chopsticks_says_who_moves_first_and_seats_are_numbered_alike_in_every_game():
    view = ok("game_view", {"game": "chopsticks", "opponent": {"mode": "people"}})
    assert view["board"]["seat_notes"] == ["moves first", "moves second"] and "Two players, A and B," in view["how_to_play"][0]
    for game, info in INFO.items():  # each game's short game between two people: numbered, or named as Chopsticks' are
        view = ok("game_view", {"game": game, "rules": info.short, "opponent": {"mode": "people"}})
        assert view["seats"] == ["Player 1", "Player 2"] or not any("Player" in seat for seat in view["seats"]), view["seats"]
        assert not re.search(r"[Pp]layer (one|two)", " ".join(view["how_to_play"]))


def test_accuracy_says_how_many_decisions_were_best_and_its_question_mark_what_it_is():
    """Accuracy means one thing in every game (the average of each decision's score, 100 % for a best
    move): the card says how many were best beside it, and its "?" says it is not their share."""
    moves = [{"move": "2 red"}, {"move": "2 blue", "by": "computer"}, {"move": "1 red"}, {"move": "2 red", "by": "computer"}]
    review = ok("game_review", {"game": "nim", "rules": {"red": 5, "blue": 5}, "moves": moves})
    you = review["totals"][0]
    line = next(line for line in review["result"]["lines"] if line.startswith("Your accuracy"))
    assert (you["decisions"], you["counts"]["best"]) == (2, 1) and you["accuracy"] != 50  # graded: not the share of best
    assert line == f"Your accuracy: {you['accuracy']:.1f}{NBSP}% over 2{NBSP}decisions, 1 of them best."
    assert review["result"]["explain"][review["result"]["lines"].index(line)] == ["Accuracy", "accuracy"]
    for unit in (CHANCE_POINTS, EXPECTED_SCORE, POINTS, REMOTENESS, SHUT_CHANCE):
        assert unit.explained()["accuracy"].startswith("Not the share of best moves: each decision scores 100")
    assert "one that changes the result 0" in REMOTENESS.explained()["accuracy"]


def test_a_game_played_from_a_reviewed_position_says_where_it_began():
    """Play from here: the card's yardstick is where this game began, not the game's usual start."""
    moves = [{"move": "roll", "faces": [6]}, {"move": "roll", "faces": [6]}]
    here = ok("game_review", {"game": "pig", "rules": {"goal": 12}, "start": "5 3 0", "moves": moves})["result"]
    assert re.search(r"where this game began \(not the game's usual start\), with best play: ", here["lines"][-1]), here
    usual = ok("game_review", {"game": "pig", "rules": {"goal": 5}, "moves": [{"move": "roll", "faces": [6]}]})["result"]
    assert " at the start, with best play: " in usual["lines"][-1]
