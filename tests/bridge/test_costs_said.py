"""One decision's cost reads the same wherever it is said (its verdict, the moves list, a turn's
verdict, the review's skill line and result card), and "X worse (A instead of B)" has X = A - B as
written; a Chopsticks move's result in its why and clue is the one the moves list gives it."""

import random
import re

import pytest

from stb.advice import TIE
from stb.bridge.games import page_of
from stb.games import GAMES, examples
from stb.words import lowered
from tests.helpers import ok

AMOUNT = re.compile(r"(under \d+(?:\.\d+)?|\d+(?:\.\d+)?)\u00a0(%|points?|moves?)")
INSTEAD = re.compile(r"(\d+\.\d\d)\u00a0points (?:worse|better)[^(]*\((\d+\.\d\d) instead of (\d+\.\d\d)\)")


def one_of_each_unit():
    """For each game, the first rules of its examples' variants, then of its short game (stb.games),
    in each unit its values take: (game, rules), to be played by people alone."""
    for name, info in GAMES.items():
        units = set()
        for rules in [*(rules for rules, _ in examples(name).variants), info.short]:
            page = page_of(name, rules)
            unit = page.unit(page.make(rules)).name
            if unit not in units:
                units.add(unit)
                yield name, rules


VARIANTS = list(one_of_each_unit())


def amount(text: str) -> str:
    """The first amount a text names ("1.98 points", "under 0.1 %"), or the text where it names none."""
    found = AMOUNT.search(text)
    return found.group(0) if found else text


def played_out(game, rules, opponent, seed):
    """A game played to its end through the bridge, best moves but one or two others at random:
    each costly play's (listed move, record, the turn's verdict), and the last play's review."""
    rng, request = random.Random(seed), {"game": game, "rules": rules, "opponent": opponent}
    view, review, costly, answer, digest = ok("game_view", request), None, [], None, None
    start, played = view["state"], 0
    wrong = set(rng.sample(range(1, 12), rng.choice((1, 1, 2))))
    for ply in range(400):
        if view["phase"] == "game-over":
            break
        listed = view["position"]["moves"]
        index = rng.randrange(1, len(listed)) if ply in wrong and len(listed) > 1 else 0
        play = {"move": index}
        throw = listed[index].get("throw")
        if throw:
            play["faces"] = [rng.randint(1, throw["sides"]) for _ in range(throw["dice"])]
        elif listed[index].get("seeded"):
            play["seed"] = rng.randrange(1000)
        answer = ok("game_play", {**request, "rules": view["rules"], "opponent": view["opponent"],
                                  "state": view["state"], **play, "review": review, "start": start, "played": played,
                                  "digest": digest})
        record = answer["record"]
        if record["cost"] >= TIE and not record["forced"]:
            turn = answer["review"]["turn"]
            costly.append((listed[index], record, turn and turn["verdict"]))
        view, review, digest, played = answer["view"], answer["review"]["state"], answer["digest"], played + 1
    assert view["phase"] == "game-over"
    return costly, answer["review"]


@pytest.mark.parametrize("game, rules", VARIANTS, ids=[f"{game}-{rules}" for game, rules in VARIANTS])
def test_one_decision_costs_the_same_everywhere(game, rules):
    seen_one = 0
    for seed in range(6):
        costly, review = played_out(game, rules, {"mode": "people"}, seed)
        for listed, record, turn_verdict in costly:
            assert listed["cost_text"] in record["cost_text"], (listed, record["cost_text"])  # the list's cost, said again
            assert record["cost_text"] in record["verdict"]
            for x, a, b in INSTEAD.findall(record["verdict"]):
                assert f"{abs(float(a) - float(b)):.2f}" == x, record["verdict"]
            if turn_verdict is not None and len([c for c in costly if c[2] == turn_verdict]) == 1:
                assert amount(turn_verdict) == amount(record["cost_text"]), (turn_verdict, record["cost_text"])
        movers = {record["player"] for _, record, _ in costly}
        for player in movers:
            own = [record for _, record, _ in costly if record["player"] == player]
            if len(own) != 1:
                continue
            total = review["totals"][player]
            turned = own[0]["cost_text"].startswith("turns ")  # a result turned (Chopsticks), said in words
            said = "1 result turned for the worse" if turned else amount(own[0]["cost_text"])
            assert (total["skill_text"] if turned else amount(total["skill_text"])) == said, (total, own[0]["cost_text"])
            line = next(line for line in review["result"]["lines"] if "decisions against best play" in line
                        and line.startswith(total["name"].replace("You", "Your")))
            assert said in line if turned else amount(line) == said, (line, own[0]["cost_text"])
            seen_one += 1
    assert seen_one, "no game with one costly decision to compare"


def chopsticks_positions(count: int, seed: int = 7):
    """Positions of Chopsticks games played at random through the bridge, each with a costly move."""
    rng, request = random.Random(seed), {"game": "chopsticks", "rules": {}, "opponent": {"mode": "people"}}
    found, view = [], ok("game_view", request)
    while len(found) < count:
        if view["phase"] == "game-over":
            view = ok("game_view", request)
        listed = view["position"]["moves"]
        if any(m["cost"] >= TIE for m in listed):
            found.append(view)
        answer = ok("game_play", {**request, "state": view["state"], "move": rng.randrange(len(listed))})
        view = answer["view"]
    return found


def result_after(text: str, words: str) -> str:
    """The result a why or a clue gives after the move `words`: "(a's result: a loss in 9 moves)"."""
    part = next(part for part in text.split("; ") if f"after {lowered(words)} " in part)
    return re.search(r"result: ([^()]*)\)", part).group(1)


def test_a_chopsticks_moves_result_reads_as_listed():
    checked = 0
    for view in chopsticks_positions(200):
        for index, move in enumerate(view["position"]["moves"]):
            if move["cost"] < TIE or index % 2 and checked % 3:
                continue
            record = ok("game_play", {"game": "chopsticks", "rules": view["rules"], "opponent": view["opponent"],
                                      "state": view["state"], "move": index, "question": True})["record"]
            assert result_after(record["why"], move["words"]) == move["value_text"], (record["why"], move)
            assert result_after(record["clue"], move["words"]) == move["value_text"], (record["clue"], move)
            checked += 1
    assert checked >= 200
