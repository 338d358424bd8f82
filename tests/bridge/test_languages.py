"""An answer speaks the language its request names ("lang"): its words from that language's catalogue,
its numbers as that language writes them; English where the catalogue is not installed (and the
answer says so), a language the page does not have refused in one line, and English unchanged.

The catalogues of stb/locale are empty until the translators come, so the test installs its own: a
few of the bridge's messages in French, compiled from .po text as tools/catalogues.py compiles them."""

import io
import json

import pytest

from stb import bridge, i18n

FRENCH = r'''
msgid ""
msgstr ""
"Content-Type: text/plain; charset=utf-8\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

msgid "You"
msgstr "Vous"

msgid "The computer"
msgstr "L’ordinateur"

msgid "points"
msgstr "points"

msgid "{amount} less chance to win"
msgstr "{amount} de chances de gagner en moins"

msgid "if you and the computer both play your best from here"
msgstr "si l’ordinateur et vous jouez au mieux d’ici"

msgid "Moves, best first, each with {label} after it"
msgstr "Les coups, du meilleur au moins bon, chacun suivi de sa valeur : {label}"

msgid "Best move."
msgstr "Meilleur coup."

msgid "the game is over: start a new one"
msgstr "la partie est finie : commencez-en une autre"
'''
"""A French catalogue of a few of the bridge's messages (test-only)."""


@pytest.fixture
def french(monkeypatch):
    """French installed from FRENCH, and no other language but English; as it was after the test."""
    from babel.messages.pofile import read_po
    from tools.catalogues import keyed_mo
    monkeypatch.setattr(i18n, "_catalogues", {i18n.SOURCE: i18n._catalogues[i18n.SOURCE]})
    i18n.install("fr", keyed_mo(read_po(io.StringIO(FRENCH), locale="fr")))


def asked(entry, request) -> dict:
    return json.loads(getattr(bridge, entry)(json.dumps(request)))


def test_a_view_asked_in_french_speaks_french_and_writes_its_numbers_so(french):
    box = asked("game_view", {"game": "shutbox", "lang": "fr"})
    assert box["lang"] == "fr" and box["names"] == ["Vous"]
    assert box["position"]["value_text"] == "11,02\u00a0points"
    pig = asked("game_view", {"game": "pig", "state": "5 12 3", "lang": "fr"})
    position = pig["position"]
    assert pig["names"] == ["Vous", "L’ordinateur"] and pig["roles"] == ["you", "computer"]
    assert position["value_note"] == "si l’ordinateur et vous jouez au mieux d’ici"
    assert position["moves_caption"].startswith("Les coups, du meilleur au moins bon, chacun suivi de sa valeur")
    assert [move["value_text"] for move in position["moves"]] == ["48,8\u00a0%", "43,7\u00a0%"]
    assert position["moves"][1]["cost_text"] == "5,1\u00a0% de chances de gagner en moins"


def test_a_play_and_its_refusal_asked_in_french_speak_french(french):
    played = asked("game_play", {"game": "pig", "state": "5 12 3", "move": 0, "faces": [3], "lang": "fr"})
    assert played["ok"] and played["lang"] == "fr"
    assert played["view"]["names"][0] == "Vous"
    assert " Meilleur coup. " in played["record"]["verdict"] and played["record"]["luck_text"] == "lucky: 1,0\u00a0% more chance to win"
    over = asked("game_play", {"game": "nim", "state": "0 0 1", "move": 0, "lang": "fr"})
    assert over == {"ok": False, "lang": "fr", "error": "la partie est finie : commencez-en une autre"}


def test_english_reads_as_without_a_language_before_and_after_french(french):
    requests = [("game_view", {"game": "pig", "state": "5 12 3"}), ("game_view", {"game": "shutbox"}),
                ("game_play", {"game": "pig", "state": "5 12 3", "move": 1})]
    english = [asked(entry, request) for entry, request in requests]
    for entry, request in requests:
        asked(entry, {**request, "lang": "fr"})
    assert [asked(entry, request) for entry, request in requests] == english
    assert [asked(entry, {**request, "lang": "en"}) for entry, request in requests] == \
        [{"ok": True, "lang": "en", **answer} for answer in english]
    assert english[0]["position"]["moves"][1]["cost_text"] == "5.1\u00a0% less chance to win"


def test_a_language_whose_catalogue_is_not_installed_is_answered_in_english(french):
    german = asked("game_view", {"game": "pig", "state": "5 12 3", "lang": "de"})
    assert german == {"ok": True, "lang": "en", **asked("game_view", {"game": "pig", "state": "5 12 3"})}


@pytest.mark.parametrize("language", ["xx", "fr-FR", "", 5, None])
def test_a_language_the_page_does_not_have_is_refused_in_one_line(language):
    answer = asked("game_view", {"game": "pig", "lang": language})
    assert not answer["ok"] and answer["error"].startswith("the language is one of en, fr, es, de, not ")
    assert "\n" not in answer["error"]


@pytest.fixture
def shipped_french(monkeypatch):
    """The French catalogue of stb/locale, compiled as the site's build compiles it, installed; and
    gettext's reading of it, for what it says of a message (English where it has no entry yet)."""
    from tools.catalogues import compiled
    mo = compiled("fr")
    monkeypatch.setattr(i18n, "_catalogues", {i18n.SOURCE: i18n._catalogues[i18n.SOURCE]})
    i18n.install("fr", mo)
    return i18n.KeyedTranslations(io.BytesIO(mo))


def test_an_answer_asked_in_french_has_the_french_catalogues_words(shipped_french):
    """Seats' names, the values' note and a review's totals, each as the shipped French catalogue says it."""
    pig = asked("game_view", {"game": "pig", "state": "5 12 3", "lang": "fr"})
    assert pig["lang"] == "fr" and pig["names"] == [shipped_french.gettext("You"), shipped_french.gettext("The computer")]
    assert pig["names"] == ["Vous", "L’ordinateur"] and pig["roles"] == ["you", "computer"]
    english = "if you and the computer both play your best from here"
    assert pig["position"]["value_note"] == shipped_french.gettext(english)
    review = asked("game_review", {"game": "pig", "moves": [{"move": "roll", "faces": [4]}], "lang": "fr"})
    assert [(t["name"], t["role"]) for t in review["totals"]] == [("Vous", "you"), ("L’ordinateur", "computer")]
    people = asked("game_view", {"game": "pig", "opponent": {"mode": "people"}, "lang": "fr"})
    assert people["names"] == people["seats"] == [shipped_french.gettext("Player 1"), shipped_french.gettext("Player 2")]


def test_the_answers_shipped_in_french_are_the_bridges_french_ones(shipped_french):
    """The answers shipped for a French reader are asked as the page asks in French ("lang": "fr"),
    one for each English one, and speak French; none is shipped in a language not installed."""
    from stb.bridge.shipped import shipped_answers
    english, french = shipped_answers(), shipped_answers("fr")
    assert sorted(french) == sorted(json.dumps([entry, {**request, "lang": "fr"}], sort_keys=True, separators=(",", ":"),
                                               ensure_ascii=False)
                                    for entry, request in map(json.loads, english))
    starts = [answer for answer in french.values() if answer.get("game") == "pig"]
    assert starts and all(answer["lang"] == "fr" and answer["names"] == ["Vous", "L’ordinateur"] for answer in starts)
    with pytest.raises(ValueError, match="no catalogue installed for 'de'"):
        shipped_answers("de")


@pytest.fixture
def shipped(monkeypatch):
    """French, Spanish and German installed from stb/locale, compiled as the site's build compiles them."""
    from tools.catalogues import compiled
    monkeypatch.setattr(i18n, "_catalogues", {i18n.SOURCE: i18n._catalogues[i18n.SOURCE]})
    for language in ("fr", "es", "de"):
        i18n.install(language, compiled(language))


def test_a_values_label_inside_a_sentence_is_the_languages_own_form(shipped):
    """Inside a sentence a label is its own message, as each language writes it there: German keeps its
    nouns' capitals ("Gewinnchance des Computers", never the first letter lowered), French writes its
    labels in lowercase ("résultat pour vous", "les chances de gagner de Joueur 1")."""
    panel = asked("game_view", {"game": "shutbox", "rules": {"players": 2}, "state": "123456789 vs 15",
                                "thinking": True, "lang": "de"})["thinking"]
    captions = [block["caption"] for block in panel["blocks"] if block.get("caption")]
    assert any("(Gewinnchance des Computers)" in caption for caption in captions)
    assert not any("gewinnchance" in caption for caption in captions), captions
    nim = asked("game_play", {"game": "nim", "state": "3 4 0", "move": 3, "lang": "fr"})["record"]["why"]
    assert "(résultat pour vous\u00a0: " in nim and "Résultat" not in nim
    roll = {"game": "shutbox", "rules": {"players": 2}, "opponent": {"mode": "people"}, "state": "123456789 roll 7",
            "lang": "fr"}
    last = len(asked("game_view", roll)["position"]["moves"]) - 1  # shut 1, 2 and 4: the next roll plays less often
    box = asked("game_play", {**roll, "move": last})["record"]["why"]
    assert "(les chances de gagner de Joueur 1\u00a0: " in box and "Chances" not in box


def test_the_review_counts_best_moves_in_a_plural_of_their_own(shipped):
    """A judgement's word and the plural after a count are two messages: French says "12 meilleurs coups"."""
    from stb.advice_words import judgement_table
    with i18n.speaking("fr"):
        best = next(judgement for judgement in judgement_table() if judgement["name"] == "best")
    assert (best["word"], best["plural"]) == ("meilleur coup", "meilleurs coups")


def test_an_amount_of_points_takes_the_languages_plural(shipped):
    """A small amount of points (the lab's average loss) is a counted message: French writes "0,054 point",
    "2,5 points"; asked as a plain message, the catalogue had no translation of it (English's "points")."""
    from stb.advice import POINTS
    with i18n.speaking("fr"):
        assert [POINTS.small_amount(size) for size in (0.054, 2.5)] == ["0,054\u00a0point", "2,5\u00a0points"]


def test_hogs_dice_are_named_as_pigs_are_in_each_language(shipped):
    """The dice menus of HOG and Pig name a die alike: "W8" in German, "d8" in French."""
    def dice(game, language):
        view = asked("game_view", {"game": game, "lang": language})
        return dict(next(control for control in view["controls"] if control["name"] == "sides")["options"])
    assert dice("hog", "de")["8"] == dice("pig", "de")["8"] == "W8"
    assert dice("hog", "fr")["8"] == "d8"
