"""The review's state the page keeps is only ever Python's for this game, in a real browser: kept
forged or stale in the browser's store ("stb:drawing:<game>"), or kept with moves edited by hand
("stb:game:<game>"), the page shows, once Python has replayed the moves, the totals a replay of them
gives, and plays on from them; handed to a play and refused (another version's, or edited: here in
the answers the site ships), the page replays the game and plays the move, once, with no word of it."""

import json

import pytest

from helpers import after_python_answers, call, phase, settle
from tools.locales import packed, unpacked

pytestmark = pytest.mark.browser

NIM = "#game=nim&red=4&blue=4&mode=people&state=4+4+0"
ASKED = "import(new URL('web/bridge.js', document.baseURI)).then(({ asked }) => asked.map((a) => a.name))"
SHOWN = """[...document.querySelectorAll('.totals .player-total')].map((card) => [Number(card.dataset.player),
  ...[card.dataset.accuracy, card.dataset.skill, card.dataset.luck].map((text) => (text === '' ? null : Number(text)))])"""
"""The review's cards on screen: each player's number, accuracy, skill lost and luck (null: none)."""


def kept(page, game, part="game"):
    return page.evaluate(f"JSON.parse(localStorage.getItem('stb:{part}:{game}'))")


def replayed(page, game) -> dict:
    """Python's review of the game the page keeps, replayed whole."""
    saved = kept(page, game)
    return call("game_review", {**saved["request"], "start": saved["start"], "moves": saved["moves"]})


def totals(review) -> list:
    """The totals as the review's cards carry them (its players with moves)."""
    return [[t["player"], t["accuracy"], t["skill_lost"], t["luck"]] for t in review["totals"] if t["moves"]]


def rounded(rows) -> list:
    """The totals to 12 decimals: Pyodide's solver and CPython's may part in the last bit."""
    return [[round(value, 12) if isinstance(value, float) else value for value in row] for row in rows]


def play_best(page):
    page.locator("#advice table.moves tbody tr").first.locator("button").click()
    settle(page)


def drawn_for(page, game, moves):
    """Wait until the browser keeps the drawing of `moves` moves (a frame after the move is drawn)."""
    page.wait_for_function(f"JSON.parse(localStorage.getItem('stb:drawing:{game}'))?.records.length === {moves}")


@pytest.mark.parametrize("forgery", ["edited", "stale", "another game's"])
def test_a_kept_review_forged_or_stale_shows_the_totals_of_the_moves(open_page, forgery):
    page = open_page(NIM)
    settle(page)
    play_best(page)
    drawn_for(page, "nim", 1)
    stale = kept(page, "nim", "drawing")["review"]
    for _ in range(2):
        play_best(page)
    drawn_for(page, "nim", 3)
    drawing = kept(page, "nim", "drawing")
    review = drawing["review"]
    if forgery == "edited":
        review["state"]["sums"][0]["accuracy"] = 10.0
        review["totals"][0]["accuracy"] = 10.0
    elif forgery == "stale":
        review = stale
    else:
        pig = call("game_review", {"game": "pig", "rules": {"goal": 20}, "moves": [{"move": "roll", "faces": [4]}] * 3})
        review = {"state": pig["review"]["state"], "totals": pig["totals"], "result": None, "chart": pig["chart"],
                  "turns": pig["turns"], "take_back": pig["review"]["take_back"]}
    page.evaluate("(drawing) => localStorage.setItem('stb:drawing:nim', JSON.stringify(drawing))", {**drawing, "review": review})
    page.reload()
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    after_python_answers(page)
    settle(page)
    assert page.evaluate(SHOWN) == totals(replayed(page, "nim"))
    play_best(page)
    assert page.evaluate(SHOWN) == totals(replayed(page, "nim")) and len(kept(page, "nim")["moves"]) == 4
    assert page.inner_text("#game .error") == ""


def test_a_kept_game_whose_move_was_edited_is_reviewed_as_its_moves_now_are(open_page):
    """The game's own key edited by hand (its last move a blunder instead, its moves' digest and view
    left as they were): once Python has replayed the moves, the page shows their position and totals,
    keeps their digest anew, and plays on with one game_play, its totals still a replay's."""
    page = open_page(NIM)
    settle(page)
    for _ in range(3):
        play_best(page)
    drawn_for(page, "nim", 3)
    game, shown = kept(page, "nim"), page.evaluate(SHOWN)
    before = call("game_review", {**game["request"], "start": game["start"], "moves": game["moves"][:2]})
    worst = before["view"]["position"]["moves"][-1]["move"]  # the best was played
    edited = {**game, "moves": [*game["moves"][:2], {**game["moves"][2], "move": worst}]}
    page.evaluate("(game) => localStorage.setItem('stb:game:nim', JSON.stringify(game))", edited)
    page.reload()
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    after_python_answers(page)
    settle(page)
    review = replayed(page, "nim")
    assert kept(page, "nim")["moves"] == edited["moves"] and review["digest"] != game["digest"]
    assert kept(page, "nim")["digest"] == review["digest"] and page.get_attribute("#game", "data-state") == review["state"]
    assert page.evaluate(SHOWN) == totals(review) != shown
    page.wait_for_selector("#practice[data-counted='true']", state="attached", timeout=90_000)  # the due count's first reads done
    asked = len(page.evaluate(ASKED))
    play_best(page)
    assert page.evaluate(ASKED)[asked:] == ["game_play"]
    assert page.evaluate(SHOWN) == totals(replayed(page, "nim")) and len(kept(page, "nim")["moves"]) == 4
    assert kept(page, "nim")["digest"] == replayed(page, "nim")["digest"] and page.inner_text("#game .error") == ""


def forged_shipped(route):
    """The site's answers with each shipped Pig play's review state edited (its luck: the totals
    it would fold into say more than the moves), as another version's would differ."""
    response = route.fetch()
    answers = unpacked(response.json())
    for key, answer in answers.items():
        if key.startswith('["game_play",') and answer.get("review"):
            answer["review"]["state"]["sums"][0]["luck"] += 5
    route.fulfill(response=response, body=json.dumps(packed(answers)))


def test_a_review_state_python_refuses_is_replayed_and_the_move_played_once(fresh_browser, site_url):
    page = fresh_browser.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.route("**/answers.json", forged_shipped)
    page.goto(site_url + "?seed=2#game=pig")
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    page.get_by_role("button", name="Roll", exact=True).click()  # answered by the site: its state edited
    settle(page)
    page.wait_for_selector("html[data-python='ready']", state="attached", timeout=90_000)
    after_python_answers(page)
    settle(page)
    before = len(page.evaluate(ASKED))
    if phase(page) == "move" and not page.get_attribute("#game", "data-computer"):
        page.get_by_role("button", name="Roll", exact=True).click()  # the state handed to Python: refused
    settle(page)
    after_python_answers(page)
    settle(page)
    review = replayed(page, "pig")
    assert rounded(page.evaluate(SHOWN)) == rounded(totals(review))
    asked = page.evaluate(ASKED)[before:]
    assert asked[:3] == ["game_play", "game_review", "game_play"], asked
    assert [r["event"] for r in review["records"]] == page.locator("ol.record .rec-event").all_text_contents()
    assert page.inner_text("#game .error") == "" and errors == []
    page.close()
