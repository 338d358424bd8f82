"""Shut the Box's words in another language: the page's hooks say each sentence from the catalogue,
seats by their role, numbers as the language writes them; a small French catalogue made here for a
few of the messages stands in for the translators' (stb.i18n, tools/catalogues.py)."""

import gettext
import io

import pytest

from stb import i18n
from stb.shutbox import Rules, ShutTheBox, Turn, full_board, parse_board
from stb.shutbox.box_page import roll_odds
from stb.shutbox import table as tb
from stb.shutbox.page import PAGE
from stb.shutbox.seat import TableGame
from stb.shutbox.table_words import place, where
from stb.shutbox.words import next_roll_fact
from stb.words import COMPUTER, PLAYER, YOU, Seat
from tools import catalogues

NNBSP, NBSP = "\u202f", "\u00a0"
FRENCH = {
    "You roll {roll}: shut tiles adding up to {roll}.": "Vous obtenez {roll}\u00a0: fermez des cases totalisant {roll}.",
    "The computer rolls {roll}: it shuts tiles adding up to {roll}.":
        "L’ordinateur obtient {roll}\u00a0: il ferme des cases totalisant {roll}.",
    "{player} rolls {roll}: shut tiles adding up to {roll}.": "{player} obtient {roll}\u00a0: fermez des cases totalisant {roll}.",
    "To win, {player} must get below {score}.": "Pour gagner, {player} doit finir sous {score}.",
    "Player 1": "Joueur 1",
    "Player 2": "Joueur 2",
    "No tiles add up to {roll}.": "Aucune case ne totalise {roll}.",
    ("{one} wins by {margin}\u00a0point: {two} ends on {final}, {one} on {first}.",
     "{one} wins by {margin}\u00a0points: {two} ends on {final}, {one} on {first}."):
        ("{one} gagne de {margin}\u00a0point\u00a0: {two} finit à {final}, {one} à {first}.",
         "{one} gagne de {margin}\u00a0points\u00a0: {two} finit à {final}, {one} à {first}."),
    "next roll can be played: {chance}": "prochain lancer jouable\u00a0: {chance}",
    "You finish {place} of {players}, on {score}.": "Vous finissez {place} sur {players}, avec {score}.",
    "a box has {low} to {high} tiles, not {tiles}": "une boîte a de {low} à {high} cases, pas {tiles}",
    "a table has {low} to {high} players, not {players}": "une table a de {low} à {high} joueurs, pas {players}",
    "a table of {players} with this box means {cost} boards x scores x pairs of seats to solve, more than the {most} "
    "that answer within seconds: fewer players or tiles":
        "une table de {players} avec cette boîte demande {cost} calculs, plus que les {most} qui répondent en quelques "
        "secondes\u00a0: moins de joueurs ou de cases",
    "a table of {players} has seats 1 to {players}, not {seat}": "une table de {players} a les places 1 à {players}, pas {seat}",
    "seat {seat} on {score}": "place {seat} à {score}",
    "{items}, {item}": "{items} puis {item}",
    "shuts as few tiles as it can (on a tie, the highest); one die whenever it may":
        "ferme le moins de cases possible (à égalité, les plus hautes)\u00a0; un seul dé dès qu’il le peut",
}
"""A few of Shut the Box's messages in French, as a translator might write them."""


@pytest.fixture
def french(monkeypatch):
    """The French catalogue of FRENCH, with French's plural rule as the page's catalogues have it,
    installed for one test (and the language's own one put back after)."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    catalog = Catalog(locale="fr")
    catalog.mime_headers = [(key, catalogues.PLURAL_FORMS["fr"] if key == "Plural-Forms" else value)
                            for key, value in catalog.mime_headers]
    for english, french_words in FRENCH.items():
        catalog.add(english, french_words)
    mo = io.BytesIO()
    write_mo(mo, catalog)
    monkeypatch.setitem(i18n._catalogues, "fr", gettext.GNUTranslations(io.BytesIO(mo.getvalue())))
    with i18n.speaking("fr"):
        yield


TWO = ShutTheBox(Rules(), "first")
AFTER_THE_ROLL = Turn(1, full_board(Rules()), 23, 2, 8)


def test_a_turn_is_said_for_the_role_of_the_seat_to_move(french):
    you, computer = Seat(YOU), Seat(COMPUTER)
    two = [Seat(PLAYER, "Player 1"), Seat(PLAYER, "Player 2")]
    assert PAGE.message(TWO, AFTER_THE_ROLL, [computer, you]) == "Vous obtenez 8\u00a0: fermez des cases totalisant 8. " \
        "To win, you must get below 23."  # no French for the target yet: its English, whole
    assert PAGE.message(TWO, AFTER_THE_ROLL, [you, computer]).startswith("L’ordinateur obtient 8\u00a0: il ferme")
    assert PAGE.message(TWO, AFTER_THE_ROLL, two) == \
        "Joueur 2 obtient 8\u00a0: fermez des cases totalisant 8. Pour gagner, Joueur 2 doit finir sous 23."


def test_an_ending_counts_its_points_in_the_languages_plural_and_writes_numbers_as_it_does(french):
    digits = ShutTheBox(Rules(scoring="digits"), "first")
    players = [Seat(PLAYER, "Player 1"), Seat(PLAYER, "Player 2")]
    stuck = Turn(1, parse_board(digits.rules, "2356"), 1234, 2, 4)
    assert digits.is_terminal(stuck)
    assert PAGE.message(digits, stuck, players) == (
        f"Aucune case ne totalise 4. Joueur 1 gagne de 1{NNBSP}122\u00a0points\u00a0: Joueur 2 finit à 2{NNBSP}356, "
        f"Joueur 1 à 1{NNBSP}234.")
    by_one = stuck._replace(first_score=2355)
    assert f"Joueur 1 gagne de 1\u00a0point\u00a0: Joueur 2 finit à 2{NNBSP}356" in PAGE.message(digits, by_one, players)


def test_chances_places_and_errors_in_french(french):
    assert next_roll_fact((0.5306, 2)) == f"prochain lancer jouable\u00a0: 53,1{NBSP}%"
    assert roll_odds(Rules(), full_board(Rules()), 2)["totals"][0]["chance_text"] == "2,8"  # 1 in 36
    assert place((5, 3, 8, 2), 0, 4) == "Vous finissez 3e sur 4, avec 5."
    with pytest.raises(ValueError, match="^une boîte a de 2 à 12 cases, pas 13$"):
        Rules(tiles=13)
    optional = PAGE.make({"dice": "optional"})
    assert PAGE.policy(optional, "fewest")[1].startswith("ferme le moins de cases possible")


def test_a_tables_errors_and_scores_in_french(french):
    with pytest.raises(ValueError, match="^une table a de 2 à 8 joueurs, pas 9$"):
        tb.Table(Rules(), 9)
    with pytest.raises(ValueError, match=f"^une table de 8 avec cette boîte demande 8{NNBSP}830{NNBSP}976 calculs, plus "
                                         f"que les 700{NNBSP}000 qui"):
        tb.Table(Rules(tiles=12), 8)
    with pytest.raises(ValueError, match="^une table de 3 a les places 1 à 3, pas 6$"):
        TableGame(tb.Table(Rules(), 3), 5)
    third = TableGame(tb.Table(Rules(), 3), 2)
    assert where(third, third.turn_of((14, 3))).endswith("(place 1 à 14 puis place 2 à 3)")


def test_english_is_the_catalogues_key_and_needs_none():
    assert PAGE.message(TWO, AFTER_THE_ROLL, [Seat(COMPUTER), Seat(YOU)]) == \
        "You roll 8: shut tiles adding up to 8. To win, you must get below 23."
    assert place((5, 3, 8, 2), 0, 4) == "You finish 3rd of 4, on 5."
    with pytest.raises(ValueError, match="^a box has 2 to 12 tiles, not 13$"):
        Rules(tiles=13)
    with pytest.raises(ValueError, match="^a table of 8 with this box means 8,830,976 boards x scores x pairs of seats"):
        tb.Table(Rules(tiles=12), 8)
    third = TableGame(tb.Table(Rules(), 3), 2)
    assert where(third, third.turn_of((14, 3))) == "All tiles open, before the roll (seat 1 on 14, seat 2 on 3)"
