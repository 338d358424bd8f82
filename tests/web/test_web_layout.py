"""Where things stand on the page, at a phone's 390 px and a laptop's 1280 px: the header's buttons
at the same place in every game and view; no judgement on the person's controls while the computer
plays; the verdict of your last decision kept in view beside what the computer does, until your
next one; on a phone the action by the dice and the moves' values near the board, and the result
in view at the end; read-only views without the controls they cannot use, and no false word about
the computer; charts whose words can be read."""

import json

import pytest

from helpers import AGAINST_THE_COMPUTER, call, phase, settle, state
from stb.games import GAMES
from screens import SCREENS, check_view, in_view, open_link

pytestmark = pytest.mark.browser

both_widths = pytest.mark.parametrize("width", [390, 1280])

HEADER = ["game-select", "new-game", "practice", "strategies", "show-advice", "keys-button"]
PLACES = """ids => ids.map((id) => { const box = document.getElementById(id).getBoundingClientRect();
  return [id, Math.round(box.left), Math.round(box.top), Math.round(box.width), Math.round(box.height)]; })"""
TITLE = """() => { const title = document.getElementById('title'), box = title.getBoundingClientRect();
  return { text: title.textContent, top: box.top, bottom: box.bottom, cut: title.scrollWidth - title.clientWidth }; }"""
TITLED = {  # every game (stb.games), and the longest titles among them
    **{name: f"#game={name}" for name in GAMES},
    "double": "#game=shutbox&layout=double&state=123456789/123456789",
    "nim-misere": "#game=nim&misere=1&red=5&blue=5&state=5+5+0",
}


def the_view(page, button):
    """Open the strategies or practice of the game on the page, once its title says so."""
    page.get_by_role("button", name=button, exact=True).click()
    page.wait_for_function("word => document.getElementById('title').textContent.startsWith(word)", arg=button[:8])


@both_widths
def test_the_headers_buttons_stay_at_one_place_in_every_game_and_view(screen, width):
    places, titles = {}, []
    for game, link in TITLED.items():
        open_link(screen, link)
        for view in ("the game", "Strategies", "Practice"):
            if view != "the game":
                the_view(screen, view)
            places[f"{game}, {view}"] = screen.evaluate(PLACES, HEADER)
            titles.append(screen.evaluate(TITLE))
    first = next(iter(places.values()))
    moved = {where: shown for where, shown in places.items() if shown != first}
    assert moved == {}, f"the header's buttons {first} moved in: {moved}"
    assert [t["text"] for t in titles if t["cut"] > 0] == [], "a title cut"
    assert "Strategies: Chopsticks (10\u00a0moves each)" in [t["text"] for t in titles]
    for t in titles:  # at 1280 one row, every button beside the title; on a phone the buttons under it
        middle = (t["top"] + t["bottom"]) / 2
        for _, _, button_top, _, height in first:
            assert button_top < middle < button_top + height if width == 1280 else t["bottom"] <= button_top, (t, first)


# ---- the computer's turn ----------------------------------------------------------------------------

SAMPLE = """() => {
  window.samples = [];
  const game = document.querySelector('#game');
  new MutationObserver(() => {
    if (game.dataset.phase !== 'move') return;
    const yours = document.querySelector('[data-testid=your-verdict]'), box = yours?.getBoundingClientRect();
    samples.push({
      computer: game.dataset.toMove === '1',
      judged: [...game.querySelectorAll('.board .judgement, .board .is-best, .board .tile.suggested, .board .tile.previewed')]
        .filter((node) => node.checkVisibility()).map((node) => node.textContent || node.className),
      hint: game.querySelector('[data-testid=best-on-board]')?.textContent ?? '',
      dice: [...game.querySelectorAll('.dice-choice button')].map((button) => button.textContent).join(' '),
      yours: yours?.textContent ?? null, since: document.querySelector('[data-testid=since]')?.textContent ?? null,
      inView: Boolean(yours?.checkVisibility()) && box.top >= 0 && box.bottom <= innerHeight,
    });
  }).observe(game, { subtree: true, childList: true, characterData: true, attributes: true });
}"""


def best_move(page) -> str:
    return page.get_attribute("table.moves tbody tr:first-child", "data-move")


def play_on_the_board(page, move):
    """Play `move` with the board's own controls, as a person on a phone would: its button (the shared
    move buttons, web/movebuttons.js), or Shut the Box's roll and tiles."""
    shared = page.locator(f"#game .board button[data-move='{move}']:visible")
    if shared.count():
        shared.click()
    elif move.startswith("roll"):
        page.click("#game .board [data-key='roll']")
    else:
        for tile in json.loads(move):
            page.get_by_role("button", name=f"Tile {tile}", exact=True).click()
        page.click("#game .board [data-key='shut']")
    settle(page)


def your_turn_or_the_end(page):
    page.wait_for_function("document.querySelector('#game').dataset.toMove !== '1' "
                           "|| document.querySelector('#game').dataset.phase === 'game-over'", timeout=60_000)
    settle(page)


def text_of(page, selector) -> str:
    """The words of an element, those folded away included."""
    return page.eval_on_selector(selector, "node => node.textContent")


def play_best_until_over(page, most=80):
    for _ in range(most):
        your_turn_or_the_end(page)
        if phase(page) != "move":
            return
        play_on_the_board(page, best_move(page))
    raise AssertionError("the game did not end")


@both_widths
@pytest.mark.parametrize("game", AGAINST_THE_COMPUTER)
def test_no_judgement_on_your_controls_while_the_computer_plays(screen, game):
    open_link(screen, AGAINST_THE_COMPUTER[game])
    screen.evaluate(SAMPLE)
    play_best_until_over(screen)
    samples = screen.evaluate("samples")
    theirs = [s for s in samples if s["computer"]]
    assert theirs, "the computer's turn was never seen"
    assert any(s["judged"] for s in samples if not s["computer"]), "no judgement on the board in your turn either"
    judged = [s for s in theirs if s["judged"] or s["hint"] or "(" in s["dice"]]
    assert judged == [], f"judgements on the board in the computer's turn: {judged[:3]}"


@both_widths
@pytest.mark.parametrize("game, link, decision", [
    ("pig", "#game=pig&goal=30&state=3+5+4", "hold"),  # a blunder: then the computer rolls, and rolls
    ("chopsticks", "#game=chopsticks&moves=4&state=1+1+1+1+0", None),
])
def test_your_verdict_stays_in_view_beside_the_computers_moves_until_your_next_decision(screen, game, link, decision):
    request = open_link(screen, link)
    screen.evaluate(SAMPLE)
    move = decision or best_move(screen)
    play_on_the_board(screen, move)
    played = call("game_play", {**request, "move": move})["record"]
    yours = text_of(screen, "[data-testid='your-verdict']")
    assert yours.startswith(played["event"]) and played["judgement"] in yours.lower()
    your_turn_or_the_end(screen)
    samples = [s for s in screen.evaluate("samples") if s["computer"]]
    assert samples, "the computer's turn never seen"
    assert {s["yours"] for s in samples} == {yours}, "your verdict replaced while the computer played"
    assert all(s["inView"] for s in samples), "your verdict out of view while the computer played"
    assert text_of(screen, "[data-testid='your-verdict']") == yours  # still, until you decide again
    assert screen.inner_text("[data-testid='since']").startswith("The computer")
    if phase(screen) == "move":
        play_on_the_board(screen, best_move(screen))
        assert text_of(screen, "[data-testid='your-verdict']") != yours
        assert in_view(screen, "[data-testid='your-verdict']")
    check_view(screen, f"{game}: your verdict and the computer's move")


# ---- a phone's screen ------------------------------------------------------------------------------

def top(page, selector) -> float:
    return page.eval_on_selector(selector, "node => node.getBoundingClientRect().top")


def bottom(page, selector) -> float:
    return page.eval_on_selector(selector, "node => node.getBoundingClientRect().bottom")


@both_widths
def test_after_a_roll_shut_is_by_the_dice_and_the_moves_values_near_the_board(screen, width):
    open_link(screen, "#game=shutbox&state=123456789")
    assert in_view(screen, "#game [data-key='roll']") and screen.locator("#game [data-key='shut']").is_hidden()
    screen.click("#game [data-key='roll']")
    settle(screen)
    assert in_view(screen, "#game [data-key='shut']") and in_view(screen, "#game .box")
    for gone in ("[data-key='roll']", ".hand-roll", ".dice-rule"):  # nothing between the dice and Shut
        assert screen.locator(f"#game {gone}").is_hidden(), gone
    assert top(screen, "#game [data-key='shut']") - bottom(screen, "#game .dice") < 60
    # the values of the moves: beside the board, or on a phone within a screen below its action
    assert top(screen, "table.moves") - bottom(screen, "#game [data-key='shut']") < SCREENS[width]
    assert top(screen, "#advice") < top(screen, "#review")
    check_view(screen, "after a roll")


@both_widths
@pytest.mark.parametrize("link, key", [("#game=pig&goal=30&state=0+0+0", "roll"),
                                       ("#game=nim&red=7&blue=7&state=7+7+0", "move:2 red"),
                                       ("#game=chopsticks&state=1+1+1+1+0", "move:1 1 2 1 1")])
def test_every_games_first_move_is_on_the_first_screen(screen, link, key):
    open_link(screen, link)
    assert in_view(screen, f"#game .board [data-key='{key}']")


@both_widths
def test_the_result_is_scrolled_into_view_at_the_end(screen):
    open_link(screen, "#game=nim&red=1&blue=1&mode=people&state=1+1+0")
    screen.evaluate("scrollTo(0, document.body.scrollHeight)")  # the person was reading the review
    screen.evaluate("document.querySelector(\"#game [data-key='move:1 red']\").click()")
    settle(screen)
    screen.wait_for_timeout(200)
    assert in_view(screen, "[data-testid='result']")


# ---- read-only views ---------------------------------------------------------------------------------

UNUSABLE = ["[data-key='roll']", "[data-key='hold']", "[data-key='shut']", "[data-key='clear']", "[data-key='undo-roll']",
            ".hand-roll", ".dice-choice", ".nim-moves", ".cs-moves"]


def no_record(page) -> bool:
    """No list of moves played, nor its heading, in a view with no game."""
    return page.locator("#advice ol.record").is_hidden() and page.locator("#advice h2", has_text="Moves played").is_hidden()


def shown_controls(page, of=UNUSABLE) -> list[str]:
    return [selector for selector in of if any(node.is_visible() for node in page.locator(f"#game .board {selector}").all())]


@both_widths
@pytest.mark.parametrize("game", AGAINST_THE_COMPUTER)
def test_the_lab_and_practice_show_only_what_can_be_used(screen, game):
    """Each game's short game against the computer (stb.games)."""
    request = open_link(screen, AGAINST_THE_COMPUTER[game])
    the_view(screen, "Strategies")
    screen.wait_for_selector("#game[data-phase='done']", timeout=120_000)
    assert no_record(screen)
    screen.locator(".strategies button").first.click()
    screen.locator(".lab-positions button").first.click()
    screen.wait_for_selector("#game .board:not([hidden])")
    assert shown_controls(screen) == [], "the lab's board, read-only"
    assert no_record(screen)
    check_view(screen, f"{game}: a strategy's decision")
    the_view(screen, "Practice")
    screen.wait_for_selector("#game[data-phase='question']", timeout=60_000)
    assert shown_controls(screen, [".hand-roll", "[data-key='undo-roll']"]) == [], "a practice question: no real dice, no undo"
    assert no_record(screen)
    if screen.locator("#game [data-key='shut']").is_visible():  # tiles to shut: the first move of Python's list
        question = {**request, "state": state(screen)}
        for tile in json.loads(call("game_view", question)["position"]["moves"][0]["move"]):
            screen.get_by_role("button", name=f"Tile {tile}", exact=True).click()
        screen.click("#game [data-key='shut']")
    else:
        screen.locator("#game .board .live-only button:not([disabled])").first.click()
    screen.wait_for_selector("#game[data-phase='answered'], #game[data-phase='missed']")
    if screen.get_attribute("#game", "data-phase") == "missed":  # not the best: the answer, once asked for
        assert shown_controls(screen) == [], "a question missed, read-only until tried again"
        screen.get_by_role("button", name="See the answer").click()
    screen.wait_for_selector("#game[data-phase='answered']")
    assert shown_controls(screen) == [], "an answered question, read-only"
    check_view(screen, f"{game}: an answered practice question")
    screen.get_by_role("button", name="Back to the game").click()
    screen.wait_for_selector(f"#game[data-game='{game}'] .board")
    assert screen.locator("#advice ol.record").is_visible()


@both_widths
def test_the_review_and_play_from_here_say_what_is_true(screen):
    open_link(screen, "#game=pig&goal=30&state=3+5+4")
    play_on_the_board(screen, "hold")
    your_turn_or_the_end(screen)
    screen.locator("#advice [data-key='turn:0']").click()
    screen.wait_for_selector(".walk:not([hidden])")
    screen.locator(".walk").get_by_role("button", name="Next ▶").click()
    screen.wait_for_function("document.querySelector('.walk-here').textContent.startsWith('After move 1 of')")
    assert shown_controls(screen) == [], "the review, read-only"
    screen.locator(".walk").get_by_role("button", name="Play from here").click()
    screen.wait_for_selector("[data-key='wait']:not([hidden])")
    waiting = screen.inner_text("#advice .thinking")
    assert "choosing" not in waiting and "Let the computer move" in waiting
    assert state(screen).endswith("p1") and screen.get_attribute("#game", "data-phase") == "move"
    check_view(screen, "play from here, the computer to move")


# ---- charts --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("width", [390])
def test_the_charts_words_can_be_read(screen):
    open_link(screen, "#game=pig&goal=30&mode=people&state=3+5+4")
    play_on_the_board(screen, "hold")  # a blunder
    smallest = screen.eval_on_selector("[data-testid='policy-picture'] svg", """map => {
      const scale = map.getBoundingClientRect().width / map.viewBox.baseVal.width;
      return Math.min(...[...map.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)); }""")
    assert smallest >= 11, f"the Pig map's words are {smallest:.1f} px on a phone"
    outside = screen.eval_on_selector("[data-testid='policy-picture'] svg", """map => { const edge = map.getBoundingClientRect();
      return [...map.querySelectorAll('text')].filter((t) => { const box = t.getBoundingClientRect();
        return box.left < edge.left - 0.5 || box.right > edge.right + 0.5 || box.top < edge.top || box.bottom > edge.bottom; })
        .map((t) => t.textContent); }""")
    assert outside == [], f"the Pig map's words cut at its edge: {outside}"
    screen.wait_for_selector(".review .chart .mark.blunder")
    assert screen.get_attribute(".review .chart .mark.blunder", "aria-label").endswith("A blunder.")
    open_link(screen, "#game=chopsticks&state=1+1+1+1+0")
    assert screen.locator("#game [data-testid='hands-0'] .hand").all_inner_texts() == ["1\nleft", "1\nright"]
