"""A play: one click's whole answer. The person's move (or the computer's) and its dice, recorded;
the view after it; the review's update; and, where the move goes to the drill or ends the game,
the drill's store updated. A question's answer (Retry, Practice) is a play too, of a position on
its own: it is told without naming the best move, and answers the drill's card."""

import random
from typing import NamedTuple

from stb.advice import TIE
from stb.bridge import drill
from stb.bridge.dice import Throw, throw_of
from stb.bridge.opponent import computer_move
from stb.drill import GRADE_WORDS, grade
from stb.fields import flag, mapping, text
from stb.bridge.position import names, position, rng
from stb.bridge.practice import asked as question_asked, counted, told
from stb.bridge.record import chosen, clue, saved_move, step
from stb.bridge.review import update
from stb.bridge.review_state import read_state, sealed
from stb.bridge.view import picture
from stb.i18n import _
from stb.words import YOU


class Play(NamedTuple):
    """A play's request, read once at the edge into checked values (`read`): the game, the position
    and the opponent, the dice's generator, the action chosen (None: the computer's, chosen as it
    plays) and by whom, its throw, the question it answers (None: none; stb.bridge.practice.asked),
    the review's state the page handed back (checked: stb.bridge.review_state.read_state) and the
    drill's store (`drill_asked`)."""
    game: object
    state: object
    opponent: dict
    dice: random.Random
    action: object
    by: str
    throw: Throw
    question: dict | None
    review: dict
    drill: dict | None


def play(page, request) -> dict:
    """Play one move: its index in the view's list ("move"), the tiles selected ("tiles"), or the
    computer's ("computer": true), with its dice. The request hands back the review's state
    ("review", None before the first move) with the game it folds: its "start", the count of moves
    "played" and their "digest" (stb.bridge.review_state), which the answer gives anew for the page
    to keep with its moves; and the drill's store ("drill", see `kept`). With {"question": true}
    the record brings how the answer counts (`grade`: "right", "close" or "missed",
    stb.drill.GRADES, and `graded`, the rule in words, "" for none), the answer told and every best
    move (stb.bridge.practice.told) and a `clue` too, for a second try (stb.bridge.record.clue); with
    {"stats": ...} (Practice's first try), its running accuracy and streak counted ("stats")."""
    return played(page, read(page, request))


def read(page, request) -> Play:
    """A play's request read once: every field through its reader (the review's state through
    stb.bridge.review_state's), in one pass, before anything is played."""
    game, state, opponent = position(page, request)
    reviewed = read_state(page, game, opponent, state, request)
    dice = rng(request)
    action, by = chosen(page, game, state, request)
    # Translators: a field, as a refusal names it ("{what} must be ...").
    question = flag(request.get("question", False), _("question"))
    return Play(game, state, opponent, dice, action, by, throw_of(request), question_asked(request) if question else None,
                reviewed, drill_asked(request.get("drill")))


def drill_asked(store) -> dict | None:
    """The drill's store a play hands over, its own fields read ({"owner": "" yours, or a player's
    name; "answer", "caught": true or false}), the rest for the drill to read (stb.bridge.drill)."""
    # Translators: a field, as a refusal names it ("{what} must be ...").
    store = mapping(store, _("the drill"))
    if not store:
        return None
    # Translators: a field, as a refusal names it ("{what} must be ...").
    return {**store, "owner": text(store.get("owner") or "", _("the drill's owner"), 100),
            # Translators: a field, as a refusal names it ("{what} must be ...").
            "answer": flag(store.get("answer", False), _("answer")), "caught": flag(store.get("caught", False), _("caught"))}


def played(page, asked: Play) -> dict:
    """The play a request asked, read: the move and its dice recorded, the view after it, the review's
    and the drill's updates."""
    game, state, opponent = asked.game, asked.state, asked.opponent
    action, note = (asked.action, "") if asked.by == "player" else computer_move(page, game, state, opponent, asked.dice)
    record, after = step(page, game, state, opponent, action, asked.by, asked.throw, asked.dice, note)
    if asked.question:
        graded = grade(record["judgement"])
        record.update(grade=graded, graded=_(GRADE_WORDS[graded]) if graded in GRADE_WORDS else "",
                      **told(page, game, state, opponent, record, asked.question["try"]))
        if record["cost"] >= TIE:
            record["clue"] = clue(page, game, state, action, names(page, game, opponent))
    reviewed, changes = update(page, game, opponent, asked.review, record)
    changes["state"] = sealed(reviewed)
    stats = {} if not asked.question or asked.question["stats"] is None else \
        {"stats": counted(asked.question["stats"], record["grade"], round(page.unit(game).accuracy(record["cost"]), 1))}
    return {"record": record, "saved": saved_move(record), "digest": reviewed["history"],
            "view": picture(page, game, after, opponent), "review": changes,
            "drill": kept(page, game, opponent, record, changes, asked.drill), **stats}


def kept(page, game, opponent, record, changes, store) -> dict | None:
    """The drill's store after this move, where something changed; None otherwise. The store is one
    person's ({"store", "now", "owner": "" yours, or a player's name; "game_id": the page's id of the
    game}; "list": true, every card in the answer): a costly decision of that person's joins it (unless
    the tutor caught it first: "caught"), and a game's end adds your accuracy to the progress chart,
    once per game. An answer to a question ("answer": true) answers its card instead, graded by its
    judgement (stb.drill.grade). The answer says how to ask it again (stb.bridge.drill.changed)."""
    if not store:
        return None
    owner = store["owner"]
    asked = {"game": page.name, "rules": page.rules_of(game), "opponent": opponent, "store": store.get("store"),
             "now": store.get("now"), "list": store.get("list", False),
             **({"game_id": store["game_id"]} if store.get("game_id") is not None else {})}
    if store["answer"]:
        return drill.changed({**asked, "answer": {"rules": asked["rules"], "state": record["position"],
                                                  "grade": grade(record["judgement"])}}, owner)
    you = next((t for t in changes["totals"] if t["role"] == YOU and t["accuracy"] is not None), None)
    finished = {"finished": you["accuracy"]} if changes["result"] is not None and you and owner == "" else {}
    mine = drill.owners(page, game, opponent)[record["player"]] == owner and not store["caught"]
    costly = record["costly"] and mine
    if not costly and not finished:
        return None
    missed = {"played": [record], "at": [changes["state"]["moves"] - 1]} if costly else {}
    if costly and "game_id" not in asked:
        missed.pop("at")
    return drill.changed({**asked, **missed, **finished}, owner)
