"""The review's state the page hands back with each play (stb.bridge.review_state) is read as a link
is: a start past the rules, sums that disagree, fewer seats, a turn with no records, another game's
state or a stale one, one not of the moves whose count and digest the play hands with it, is refused
in one line that asks the page to replay the game ("replay": true), at once; never a wrong total, an
internal error or a card marked with a wrong move. A game as long as a review goes says so. A play's
request and work do not grow with the game."""

import copy
import hashlib
import json
import time

import pytest

from helpers import SLOW, call, indexed, ok
from stb import bridge, drill
from stb.bridge import review_state
from stb.bridge.games import page_of
from stb.bridge.advising import advice_of
from stb.bridge.review_state import folded

NIM = {"game": "nim", "rules": {"red": 5, "blue": 5}, "opponent": {"mode": "people"}}
PIG = {"game": "pig", "rules": {"goal": 20}, "opponent": {"mode": "people"}}
FAST = 2.0
"""The longest a refusal may take, in seconds."""


def played(request, plies, seed=0):
    """A game played as the page plays it, `plies` moves (the best one, the second listed at every
    third; the computer's where it plays; dice from `seed`), each play handing back the review's
    state, the count of moves so far and their digest, as the answer before gave them: each play's
    request, its answer, and the moves before it."""
    view, kept, moves, plays = ok("game_view", request), None, [], []
    start, digest = view["state"], None
    for ply in range(plies):
        listed = view["position"]["moves"]
        index = 1 if ply % 3 == 2 and len(listed) > 1 else 0
        fields = {"computer": True, "seed": seed} if view["computer_to_move"] else {"move": index}
        if not view["computer_to_move"] and listed[index].get("throw"):
            fields["faces"] = [1 + (seed + ply) % listed[index]["throw"]["sides"]] * listed[index]["throw"]["dice"]
        asked = {**request, "rules": view["rules"], "opponent": view["opponent"], "state": view["state"], **fields,
                 "review": kept, "start": start, "played": len(moves), "digest": digest}
        answer = ok("game_play", asked)
        plays.append((asked, answer, list(moves)))
        view, kept, digest = answer["view"], answer["review"]["state"], answer["digest"]
        moves.append(answer["saved"])
    return plays


def refused_to_replay(asked) -> str:
    """A play refused at once in one line that asks for the game to be replayed."""
    started = time.perf_counter()
    answer = json.loads(bridge.game_play(json.dumps(indexed(asked))))
    assert time.perf_counter() - started < FAST
    assert answer["ok"] is False and answer.get("replay") is True, answer
    assert answer["error"].endswith("replay the game") and "\n" not in answer["error"], answer["error"]
    return answer["error"]


def forged(asked, change):
    """The play `asked` with its review's state changed by `change` (a copy's fields set in place)."""
    state = copy.deepcopy(asked["review"])
    change(state)
    return {**asked, "review": state}


def seat(number, **fields):
    """A change of one player's sums."""
    return lambda state: state["sums"][number].update(fields)


@pytest.mark.parametrize("start", ["6000 6000 0", "99999999 5 0", "726828341 59485195068 0", "7 5 0", "5 5 7", "x"])
def test_a_start_past_the_rules_is_refused_at_once(start):
    """Nim 5 x 5: a review whose start is a position the rules do not hold (huge piles once took 24 s
    and 934 MB, a MemoryError or an OverflowError; a smaller one changed the end card's yardstick)."""
    asked, _, _ = played(NIM, 3)[2]
    refused_to_replay(forged(asked, lambda state: state.update(start=start)))


SUMS_FORGED = {
    "accuracy 125 % over 1 decision": seat(0, accuracy=125.0),
    "9 blunders in 1 decision": lambda state: state["sums"][0]["counts"].update(blunder=9),
    "decisions above moves": lambda state: state["sums"][0].update(decisions=5, counts={**state["sums"][0]["counts"], "best": 5}),
    "50 costs lost for no costly decision": seat(0, lost=[1.0] * 50),
    "an accuracy lowered, still under 100 a decision": seat(0, accuracy=90.0),
    "a luck without a roll": seat(1, luck=3.0),
    "fewer seats than the game": lambda state: state.update(sums=state["sums"][:1]),
    "a seat more": lambda state: state.update(sums=state["sums"] * 2),
    "a count that is no number": lambda state: state.update(moves="two"),
    "moves more than the game's": lambda state: state.update(moves=state["moves"] + 1),
    "its last move at the screen past its moves": lambda state: state.update(person=[9, 0, "x"]),
    "another version's: no seal": lambda state: state.pop("seal", None),
    "a position it has not reached": lambda state: state.update(at="4 4 0"),
}


@pytest.mark.parametrize("change", SUMS_FORGED.values(), ids=SUMS_FORGED)
def test_a_state_whose_sums_disagree_or_were_edited_is_refused(change):
    asked, _, _ = played(NIM, 3)[2]
    refused_to_replay(forged(asked, change))


PIG_FORGED = {
    "a turn with no records": lambda state: state["turn"].update(records=[]),
    "no turn": lambda state: state.update(turn=None),
    "a turn of a move it has not played": lambda state: state["turn"]["records"][-1].update(state="19 0 0"),
    "a turn's record of a third player": lambda state: state["turn"]["records"][0].update(player=2),
}


@pytest.mark.parametrize("change", PIG_FORGED.values(), ids=PIG_FORGED)
def test_a_turn_forged_is_refused(change):
    asked, _, _ = played(PIG, 4)[3]
    refused_to_replay(forged(asked, change))


def test_another_games_state_or_a_stale_one_is_refused():
    """Nim's state with a Pig play, other rules', other players'; the state of an earlier move (its
    move counted twice), with the count and digest of now or its own; none where moves were played."""
    nim, pig = played(NIM, 4), played(PIG, 4)
    asked = nim[3][0]
    refused_to_replay({**pig[3][0], "review": asked["review"]})
    refused_to_replay({**played({**NIM, "rules": {"red": 5, "blue": 6}}, 4)[3][0], "review": asked["review"]})
    refused_to_replay({**played({**NIM, "opponent": {"mode": "computer"}}, 4)[3][0], "review": asked["review"]})
    refused_to_replay({**asked, "review": nim[2][0]["review"]})
    refused_to_replay({**asked, **{key: nim[2][0][key] for key in ("review", "played", "digest")}})
    refused_to_replay({**asked, "review": None})


MOVES_FORGED = {
    "a move changed": lambda asked, moves: {"digest": folded(moves[:-1] + [{**moves[-1], "by": "computer"}])},
    "a move more": lambda asked, moves: {"played": asked["played"] + 1, "digest": folded(moves + moves[-1:])},
    "a move less": lambda asked, moves: {"played": asked["played"] - 1, "digest": folded(moves[:-1])},
    "a count more, the digest of now": lambda asked, moves: {"played": asked["played"] + 1},
    "a count less, the digest of now": lambda asked, moves: {"played": asked["played"] - 1},
    "no digest": lambda asked, moves: {"digest": None},
    "a digest that is no text": lambda asked, moves: {"digest": 7},
    "another start": lambda asked, moves: {"start": "4 5 0"},
}


@pytest.mark.parametrize("change", MOVES_FORGED.values(), ids=MOVES_FORGED)
def test_a_state_not_of_the_moves_counted_and_digested_is_refused(change):
    """The state of now, handed with a count or a digest of other moves, or from another start."""
    asked, _, moves = played(NIM, 4)[3]
    assert asked["digest"] == folded(moves)
    refused_to_replay({**asked, **change(asked, moves)})


def test_after_the_replay_the_totals_are_the_whole_games():
    """The page's way on from a refusal: the game replayed from its moves, its state then handed
    with the play, which is answered with the totals a replay of every move gives."""
    asked, _, moves = played(NIM, 4)[3]
    refused_to_replay(forged(asked, seat(0, accuracy=90.0)))
    replay = ok("game_review", {**NIM, "start": None, "moves": moves})
    answer = ok("game_play", {**asked, "review": replay["review"]["state"], "digest": replay["digest"]})
    whole = ok("game_review", {**NIM, "start": None, "moves": moves + [answer["saved"]]})
    assert answer["review"]["totals"] == whole["totals"] and answer["review"]["state"] == whole["review"]["state"]
    assert answer["digest"] == whole["digest"] == folded(moves + [answer["saved"]])


def test_a_state_out_of_step_marks_no_card_with_a_wrong_move():
    """Pig to 20 between two people: Player 1 holds at 2 (a blunder), Player 2 throws a 1, Player 1
    throws a 3 and holds again (the fourth move, a blunder). That play, handed the state of before the
    first move (none), is refused and the store left as it was; handed the right one, its card
    remembers move 3, so that taking back the last move undoes only its miss."""
    store = {"store": None, "now": 1_764_000_000_000, "owner": "Player 1", "game_id": 17}
    state, kept, digest, moves = "0 0 2", None, None, []
    for move, faces in (("hold", None), ("roll", [1]), ("roll", [3])):
        answer = ok("game_play", {**PIG, "state": state, "move": move, "faces": faces, "review": kept, "start": "0 0 2",
                                  "played": len(moves), "digest": digest, "drill": store})
        store = {**store, "store": answer["drill"]["store"] if answer["drill"] else store["store"]}
        state, kept, digest, moves = answer["view"]["state"], answer["review"]["state"], answer["digest"], moves + [answer["saved"]]
    fourth = {**PIG, "state": state, "move": "hold", "start": "0 0 2", "played": len(moves), "digest": digest, "drill": store}
    refused_to_replay({**fourth, "review": None})
    answer = ok("game_play", {**fourth, "review": kept})
    cards = {card.state: card for card in drill.read(answer["drill"]["store"], "pig", store["now"])[0].cards}
    assert [(state, card.played.moves, card.wrong) for state, card in sorted(cards.items())] == [("0 0 2", (0,), 1), ("2 0 3", (3,), 1)]
    back = ok("game_review", {**PIG, "start": "0 0 2", "moves": moves, "drill": {**store, "store": answer["drill"]["store"]}})
    cards = {card.state: card for card in drill.read(back["drill"]["store"], "pig", store["now"])[0].cards}
    assert [(state, card.played.moves) for state, card in cards.items()] == [("0 0 2", (0,))]


def test_a_game_as_long_as_a_review_goes_says_so(monkeypatch):
    """At the review's length (here 3 moves) a play is refused in a sentence that says the longest
    game the page reviews (not asking for a replay, which would come back to it)."""
    from stb.bridge import review_state
    monkeypatch.setattr(review_state, "MOST_MOVES", 3)
    asked, answer, _ = played(NIM, 3)[2]
    refusal = call("game_play", {**asked, "state": answer["view"]["state"], "move": 0, "review": answer["review"]["state"],
                                 "played": 3, "digest": answer["digest"]})
    assert refusal == {"ok": False, "error": "this game has reached 3 moves, the longest game the page reviews: "
                                             "New game starts another"}


@SLOW
def test_a_chopsticks_game_without_a_limit_stops_at_2000_moves_and_says_why():
    rules = {"limit": False}
    page = page_of("chopsticks", rules)
    game, moves = page.make(rules), []
    state = game.initial_state()
    while len(moves) < 2000:  # moves that end nothing, with a reply that ends nothing
        listed = advice_of(page, game, state).moves
        going = [m for m in listed if not game.is_terminal(page.play(game, state, m.action))]
        safe = [m for m in going if any(not game.is_terminal(page.play(game, page.play(game, state, m.action), reply.action))
                                        for reply in advice_of(page, game, page.play(game, state, m.action)).moves)]
        chosen = (safe or going)[len(moves) % len(safe or going)]
        moves.append(chosen.move)
        state = page.play(game, state, chosen.action)
    request = {"game": "chopsticks", "rules": rules, "opponent": {"mode": "people"}}
    replay = ok("game_review", {**request, "moves": [{"move": move} for move in moves]})
    refusal = call("game_play", {**request, "state": replay["state"], "move": 0, "review": replay["review"]["state"],
                                 "start": replay["start"], "played": len(replay["saved"]["moves"]), "digest": replay["digest"]})
    assert refusal == {"ok": False, "error": "this game has reached 2,000 moves, the longest game the page reviews: "
                                             "New game starts another"}


DRAWN = "1 1 2 2 4"
"""A position of Chopsticks without a limit that best play draws: from it, best moves go on for ever
and cost nothing (a cost adds a number to the review's state, one per costly decision)."""


def drawn_game_play(plies: int) -> dict:
    """The play of the best move after `plies` best moves from DRAWN, as the page asks it once it has
    replayed them (a resume): the review's state, count and digest the replay gave."""
    request = {"game": "chopsticks", "rules": {"limit": False}, "opponent": {"mode": "people"}}
    page = page_of("chopsticks", request["rules"])
    game, moves = page.make(request["rules"]), []
    state = game.parse_state(DRAWN)
    while len(moves) < plies:
        best = advice_of(page, game, state).moves[0]
        moves.append({"move": best.move})
        state = page.play(game, state, best.action)
    replay = ok("game_review", {**request, "start": DRAWN, "moves": moves})
    return {**request, "state": replay["state"], "move": 0, "review": replay["review"]["state"], "start": DRAWN,
            "played": plies, "digest": replay["digest"]}


def hashed(monkeypatch, asked) -> list[int]:
    """The sizes (bytes) of what a play hashes: its moves' digest, its state's seals."""
    sizes, sha256 = [], hashlib.sha256
    monkeypatch.setattr(review_state.hashlib, "sha256", lambda data: sizes.append(len(data)) or sha256(data))
    ok("game_play", asked)
    monkeypatch.undo()
    return sizes


def test_a_plays_request_and_work_do_not_grow_with_the_game(monkeypatch):
    """The 1,000th move of a game of Chopsticks without a limit is asked and answered as the 10th is:
    a request no bigger and nothing hashed longer (but for the digits of its counts), one move hashed
    (with the state's two seals, read and written), not the game's."""
    early, late = drawn_game_play(9), drawn_game_play(999)
    assert len(json.dumps(late)) <= len(json.dumps(early)) + 40
    early_hashed, late_hashed = hashed(monkeypatch, early), hashed(monkeypatch, late)
    assert len(late_hashed) == len(early_hashed) == 3
    assert all(late <= early + 40 for late, early in zip(late_hashed, early_hashed)), (early_hashed, late_hashed)
