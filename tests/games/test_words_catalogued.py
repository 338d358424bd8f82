"""Pig's, Red-Blue Nim's and Chopsticks' words all come from the catalogue (stb.i18n): spoken in a
pseudo-language whose every message is its English between ⟦ ⟧, the page's texts these games write
(the heading, How to play, the rules' menus, the board, whose turn, each move and what it did, why a
move costs, a turn of Pig told whole, the lab's rules of thumb, the map of Pig's best play, a bad
position's error) keep no English outside the marks. Messages Babel does not extract (a `_()` of a
text never marked) stay unmarked, so they are caught too."""

import gettext
import html
import json
import random
import re

import pytest

from stb import bridge, i18n
from stb.bridge.games import page_of
from tools import catalogues

PSEUDO = "xx"
"""The pseudo-language's code, no real one, so that no cache keyed by language mixes it with a real one."""
GAMES = [("pig", {"goal": 30}, {}), ("pig", {"coin": True, "goal": 4}, {"mode": "people"}),
         ("nim", {"red": 4, "blue": 3}, {}), ("nim", {"red": 3, "blue": 2, "misere": True}, {"mode": "people"}),
         ("chopsticks", {"moves": 3}, {}), ("chopsticks", {"moves": 4, "hits": "rollover"}, {"mode": "people"})]
"""Each game, in a short variant against the computer and another between two people at the screen."""
BAD_POSITIONS = {"pig": ("1 2", "-1 0 0", "100 0 0", "0 0 200"), "nim": ("1 2", "9 9 0"),
                 "chopsticks": ("1 2", "5 1 1 1 0", "1 1 1 1 -1", "1 1 1 1 99", "0 0 0 0 3", "0 0 1 1 3")}
"""Positions a link or a saved game may name that each game refuses, in its own words."""


class Marked(gettext.NullTranslations):
    """Every message the catalogue holds (as Babel extracts it from stb) between ⟦ ⟧; any other text as it came."""

    def __init__(self, messages: set):
        super().__init__()
        self.messages = messages

    def marked(self, context, message):
        return f"⟦{message}⟧" if (context, message) in self.messages else message

    def gettext(self, message):
        return self.marked(None, message)

    def ngettext(self, singular, plural, count):
        form = singular if count == 1 else plural
        return f"⟦{form}⟧" if (None, singular) in self.messages else form

    def pgettext(self, context, message):
        return self.marked(context, message)


@pytest.fixture(scope="module")
def pseudo():
    """The pseudo-language, installed while the module's tests run."""
    messages = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalogues.template() if m.id}
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(i18n.LANGUAGES, PSEUDO, i18n.LANGUAGES["de"]._replace(name="Pseudo"))
        patch.setitem(i18n._catalogues, PSEUDO, Marked(messages))
        with i18n.speaking(PSEUDO):
            yield


def unmarked(text: str) -> str:
    """What of `text` is outside every message: the marked ones taken out, innermost first."""
    left = None
    while left != text:
        left, text = text, re.sub(r"⟦[^⟦⟧]*⟧", "", text)
    return text


def call(entry: str, request: dict) -> dict:
    answer = json.loads(getattr(bridge, entry)(json.dumps({**request, "lang": PSEUDO})))
    assert answer["ok"], (entry, request, answer)
    return answer


def view_words(view: dict) -> list[str]:
    """The texts of a view that the game writes (the bridge's own words are not these games')."""
    board, position = view["board"], view["position"] or {"value_label": "", "moves": ()}
    rules = [control for control in view["controls"] if control["group"] == "rules"]
    svg = view.get("figure") or ""
    return [view["title"], view["message"], *view["how_to_play"], view["explain"]["value"],
            position["value_label"], *(move["words"] for move in position["moves"]),
            *(control["label"] for control in rules), *(label for c in rules for _, label in c.get("options", ())),
            *(move["words"] for move in board.get("moves") or ()), *(text for key, text in board.get("entry", {}).items() if key != "inputmode"),
            *[board[key] for key in ("rule", "progress") if key in board], *board.get("seat_notes", ()),
            *(strategy["title"] for strategy in view["lab"]),
            *(html.unescape(text) for text in re.findall(r"<(?:text|title)\b[^>]*>([^<]*)<", svg))]


def played_words(name: str, rules: dict, opponent: dict) -> list[str]:
    """A game played to its end (or 40 moves), the person choosing its costliest move: every text the game wrote."""
    rng = random.Random(f"{name} {rules}")
    page = page_of(name, rules)
    view = call("game_view", {"game": name, "rules": rules, "opponent": opponent, "figure": True})
    game, words, kept = page.make(view["rules"]), view_words(view), {"review": None}
    words += [page.policy(game, strategy["name"])[1] for strategy in view["lab"]]
    for played in range(40):
        if view["phase"] == "game-over":
            break
        words.append(page.where(game, game.parse_state(view["state"])))
        move = {"computer": True} if view["computer_to_move"] else {"move": len(view["position"]["moves"]) - 1}
        answer = call("game_play", {"game": name, "rules": view["rules"], "opponent": view["opponent"],
                                    "start": view["state"] if not played else kept["review"]["start"],
                                    "state": view["state"], "seed": rng.randrange(1000), **kept, **move})
        view, record, turn = answer["view"], answer["record"], answer["review"]["turn"]
        kept = {"review": answer["review"]["state"], "played": played + 1, "digest": answer["digest"]}
        words += [*view_words(view), record["event"], record["words"], record["best_words"],
                  *([record["why"]] if page.why else []),  # else the bridge's words (stb.bridge.words)
                  *([turn["text"], turn["verdict"]] if turn else [])]
    return words


@pytest.mark.parametrize("name, rules, opponent", GAMES, ids=[f"{n}-{json.dumps(r)}" for n, r, _ in GAMES])
def test_every_text_the_game_writes_is_a_message_of_the_catalogue(pseudo, name, rules, opponent):
    words = played_words(name, rules, opponent)
    assert any("⟦" in text for text in words)
    left = {text: unmarked(text) for text in words if re.search(r"[^\W\d_]", unmarked(text))}
    assert left == {}


@pytest.mark.parametrize("name", BAD_POSITIONS)
def test_a_position_the_game_refuses_is_refused_in_the_catalogues_words(pseudo, name):
    game = page_of(name, {}).make({})
    for text in BAD_POSITIONS[name]:
        with pytest.raises(ValueError) as refused:
            game.parse_state(text)
        assert "⟦" in str(refused.value) and not re.search(r"[^\W\d_]", unmarked(str(refused.value))), text


def test_the_marks_find_a_word_left_outside():
    assert unmarked("⟦{player}: ⟦Left taps right: 1 to 2⟧.⟧") == ""
    assert unmarked("⟦You: ⟦Left taps right⟧⟧ (it wraps)") == " (it wraps)"
