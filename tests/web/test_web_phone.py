"""The page on two phones (360 and 390 px wide), a tablet (1024 px) and a laptop (1280 px), in a real browser.

Every game and view fits its width and reads as words (screens.check_view: no sideways scroll, no
content wider than its box, tables included, no number split across lines or without its digit
grouping, no internal notation, no violation axe-core knows). On a phone the rules fold into one control, and
the position's value and best move stay beside the board. A whole game of each game (its short game,
stb.games) is played from the keyboard alone and its review walked through with the arrows, the
focus never dropped.

Pyodide starts once, in one page. Each test sizes the page, then opens its link by changing the
address: the page follows it with a new view, built at that width as on a load (the rules fold
open or closed as the view is built).
"""

import re

import pytest

from helpers import call, phase, settle, short_game, shown_moves, state, wait_for_state
from screens import PHONE, SCREENS, check_view, in_view, open_link
from stb.games import GAMES

pytestmark = pytest.mark.browser

MOST_ACTIONS = 80
MOST_TABS = 200
SHORTCUTS = {"R", "H", "1", "9", "0", "Shift", "Space", "Enter", "B", "U", "←", "→", "Esc", "?"}  # what the tests press

BY_KEYS = {name: short_game(name, mode="people")[0] for name in GAMES}
"""Each game's short game between two people (stb.games), played whole by keys."""
VARIANTS = {  # Shut the Box's start, and a position near the end played out
    "double-shutter": ("#game=shutbox&layout=double&state=123456789/123456789", "#game=shutbox&layout=double&state=-/89"),
    "two-players": ("#game=shutbox&players=2&mode=people&state=123456789", "#game=shutbox&players=2&mode=people&state=9+vs+5"),
    "12-tiles-digits": ("#game=shutbox&tiles=12&scoring=digits&state=1,2,3,4,5,6,7,8,9,10,11,12",
                        "#game=shutbox&tiles=12&scoring=digits&state=3,12"),
}

by_width = pytest.mark.parametrize("width", SCREENS, ids=lambda width: f"{width}px")


# ---- playing by keys -----------------------------------------------------------------------------

FOCUSED = """() => {
  const node = document.activeElement;
  if (!node || node === document.body) return 'the page';
  const name = `${node.tagName.toLowerCase()}${node.dataset.key ? `[${node.dataset.key}]` : ''} '${node.textContent.trim().slice(0, 40)}'`;
  return node.checkVisibility() ? name : `hidden ${name}`;
}"""


def focused(page) -> str:
    """What has the focus: an element, 'hidden ...' when it is not shown, 'the page' when none has."""
    return page.evaluate(FOCUSED)


def press(page, key, then=settle):
    """Press a key, wait for Python's answer (`then`), and check the focus is on a control shown."""
    page.keyboard.press(key)
    then(page)
    where = focused(page)
    assert where != "the page" and not where.startswith("hidden"), f"after {key}, the focus is on {where}"


def tab_to(page, selector, key="Tab"):
    """Tab (or Shift+Tab) until the focus is on `selector`: it must be reachable without a mouse."""
    for _ in range(MOST_TABS):
        if page.evaluate("selector => document.activeElement?.matches(selector)", selector):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reaches {selector} (the focus is on {focused(page)})")


def best_move(page) -> str:
    return shown_moves(page)[0][0]


def over(page) -> bool:
    return phase(page) == "game-over"


def rolled(page) -> bool:
    return " roll " in state(page)


def select_tile(page, tile):
    """A tile by its digit (0 is 10, Shift the back row), or, past 10, by Tab and Space."""
    back, value = tile.startswith("b"), int(tile.lstrip("b"))
    if value <= 10:
        press(page, f"{'Shift+' if back else ''}Digit{value % 10}")
    else:
        tab_to(page, f"#game .tile[aria-label='Tile {value}']")
        press(page, "Space")


def ignore(what):
    """No check of the view on the way."""


def play_shut_the_box(page, checked=ignore):
    """R rolls, the best move's tiles are selected by key, Enter shuts; once, U takes a shut back."""
    taken_back = False
    for _ in range(MOST_ACTIONS):
        if over(page):
            return
        if not rolled(page):
            press(page, "r")
            continue
        checked("after a roll, its moves listed")
        move = best_move(page)
        for tile in re.findall(r"b?\d+", move):
            select_tile(page, tile)
        assert "chosen" in page.get_attribute(f"table.moves tr[data-move='{move}']", "class"), f"{move} not selected by keys"
        before = state(page)
        press(page, "Enter")
        if not taken_back and not over(page):
            press(page, "u", then=lambda page: wait_for_state(page, before))  # the shut taken back, the roll kept
            taken_back = True
    raise AssertionError("the game did not end")


def move_button(page, move):
    """The board's button for `move` where the board draws one, else its row's in the moves list."""
    board = page.locator(f"#game .board button[data-move='{move}']:visible")
    return board if board.count() else page.locator(f"table.moves tr[data-move='{move}'] button")


def tab_to_button(page, button):
    """Tab until the focus is on `button`: it must be reachable without a mouse."""
    for _ in range(MOST_TABS):
        if button.evaluate("node => node === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reaches {button} (the focus is on {focused(page)})")


def play_by_keys(page, checked=ignore):
    """The best move of each position by keys alone, four ways in turn: Tab to its button (the
    board's, else the moves list's) and Space, then its own key where the board names one (Pig's R
    and H, HOG's digits) or else Tab and Enter, twice, then B (the best move); once, U takes it back."""
    taken_back = False
    for n in range(MOST_ACTIONS):
        if over(page):
            return
        checked("its moves listed")
        move, before = best_move(page), state(page)
        button = move_button(page, move)
        key = button.get_attribute("aria-keyshortcuts")
        if n % 4 == 3:
            press(page, "b")
        elif key and n % 4:
            press(page, key)
        else:
            tab_to_button(page, button)
            press(page, "Space" if n % 4 == 0 else "Enter")
        if not taken_back and not over(page) and state(page) != before:
            press(page, "u", then=lambda page: wait_for_state(page, before))  # the move taken back, its throw too
            taken_back = True
    raise AssertionError("the game did not end")


def play_to_the_end(page, request, checked=ignore, play=play_by_keys):
    """Play by keys to the game-over message Python gives the last position; its review drawn."""
    play(page, checked)
    final = call("game_view", {**request, "state": state(page)})
    assert page.inner_text("[data-testid='result'] h2") == final["message"]
    page.wait_for_selector(".review .totals")


def showing(page, index, moves):
    page.wait_for_function("text => document.querySelector('.walk-here').textContent.startsWith(text)",
                           arg=f"The start, before move 1 of {moves}." if index == 0 else f"After move {index} of {moves}")


def walk_through_the_review(page):
    """Open the review from the record's first move, step through it with the arrows, leave it."""
    moves = page.locator("ol.record .rec-event").count()  # one per move, Pig's folded in their turns
    tab_to(page, "#advice ol.record > li:first-child > .rec-open")
    press(page, "Enter")
    showing(page, 0, moves)
    check_view(page, "the review walk-through")
    for key, index in [*(("ArrowRight", i) for i in range(1, moves + 1)), ("ArrowLeft", moves - 1)]:
        press(page, key)
        showing(page, index, moves)
    press(page, "Escape")
    assert page.locator(".walk").is_hidden()


# ---- the tests -------------------------------------------------------------------------------------

@by_width
@pytest.mark.parametrize("game", BY_KEYS)
def test_a_whole_game_by_keys_alone(screen, game):
    request = open_link(screen, BY_KEYS[game])
    check_view(screen, f"{game}, before the first move")
    checked = set()

    def check_once(what):
        if what not in checked:
            checked.add(what)
            check_view(screen, f"{game}, {what}")

    play_to_the_end(screen, request, check_once)
    check_view(screen, f"{game}, the game over and its review")
    walk_through_the_review(screen)


@by_width
@pytest.mark.parametrize("variant", VARIANTS)
def test_shut_the_box_variants_before_and_after_a_roll_and_at_the_end(screen, variant):
    start, ending = VARIANTS[variant]
    open_link(screen, start)
    check_view(screen, f"{variant}, before the roll")
    press(screen, "r")
    assert rolled(screen) and shown_moves(screen)
    check_view(screen, f"{variant}, after a roll, its moves listed")
    play_to_the_end(screen, open_link(screen, ending), play=play_shut_the_box)
    check_view(screen, f"{variant}, the game over and its review")


def assert_value_beside_the_board(page, board, moment):
    """On a phone, the summary (the value and the best move, as the advice has them) on the screen
    with the board; wider, the advice itself."""
    assert in_view(page, f"#game {board}"), f"{moment}: the board is not on the screen"
    if page.viewport_size["width"] >= PHONE:
        assert page.locator("#game .summary").is_hidden()
        assert in_view(page, "#advice .value"), f"{moment}: the advice is not beside the board"
        return
    label = page.eval_on_selector("#advice .value-label", "label => label.firstChild.textContent")
    value = label + ": " + page.inner_text("#advice .value-number")
    best = " or ".join(page.locator("table.moves tbody tr.is-best th button").all_inner_texts())  # each best move, the ties too
    assert page.inner_text("#game .summary") == f"{value} · best: {best}"
    assert in_view(page, "#game .summary"), f"{moment}: the summary is not beside the board"


@by_width
def test_on_a_phone_the_rules_fold_and_the_value_stays_beside_the_board(screen, width):
    open_link(screen, "#game=shutbox&tiles=9&state=123456789")
    phone = width < PHONE
    assert screen.eval_on_selector("details.settings-fold", "fold => fold.open") == (not phone)
    assert_value_beside_the_board(screen, "[data-key='roll']", "before the roll")
    press(screen, "r")
    assert_value_beside_the_board(screen, ".box", "after it")
    if phone:
        tab_to(screen, "details.settings-fold > summary")
        press(screen, "Enter")
    assert screen.locator("#game form.settings").is_visible()
    check_view(screen, "the rules unfolded")


@by_width
def test_the_keys_dialog_lists_every_shortcut(screen):
    open_link(screen, "#game=pig&goal=12&mode=people&state=0+0+0")
    tab_to(screen, "#keys-button")
    press(screen, "Enter")
    assert screen.locator("dialog#keys").is_visible()
    assert SHORTCUTS <= set(screen.locator("dialog#keys kbd").all_inner_texts())
    check_view(screen, "the Keys dialog")
    press(screen, "Enter")  # its Close button has the focus
    assert screen.locator("dialog#keys").is_hidden() and screen.evaluate("document.activeElement.id") == "keys-button"
    press(screen, "?")
    assert screen.locator("dialog#keys").is_visible()
    press(screen, "Escape")
    assert screen.locator("dialog#keys").is_hidden() and screen.evaluate("document.activeElement.id") == "keys-button"


@by_width
def test_a_bad_link_says_so_and_fits(screen):
    link = "#game=chess&state=e4"
    open_link(screen, link)
    message = call("game_open", {"query": "", "hash": link})["message"]
    assert message and screen.inner_text("#notice") == message
    check_view(screen, "the notice after a bad link")


def assert_blind(page, moment):
    assert "playing blind" in page.inner_text("#advice")
    assert page.locator("table.moves, #game .judgement").count() == 0
    assert page.locator("#game .summary").is_hidden()
    check_view(page, f"blind play, {moment}")


@by_width
def test_blind_play_shows_no_advice_and_fits(screen):
    open_link(screen, "#game=pig&goal=12&mode=people&state=3+5+4")
    tab_to(screen, "#show-advice")
    press(screen, "Space")
    try:
        assert_blind(screen, "before a roll")
        press(screen, "r")
        assert_blind(screen, "after it")
    finally:
        screen.locator("#show-advice").check()


LABS = {name: short_game(name)[0] for name in GAMES}
"""Each game's short game against the computer (stb.games): small rules, so that every strategy is valued at once."""


@by_width
@pytest.mark.parametrize("game", LABS)
def test_the_strategies_and_practice_fit(screen, game):
    open_link(screen, LABS[game])
    screen.get_by_role("button", name="Strategies").click()
    screen.wait_for_selector("#game[data-phase='done']", timeout=120_000)
    check_view(screen, f"{game}: the strategies")
    costly = screen.locator(".strategies button")
    if costly.count():
        costly.first.click()
        check_view(screen, f"{game}: a strategy's costliest decisions")
        screen.locator(".lab-positions button").first.click()
        screen.wait_for_selector("#game .board:not([hidden])")
        check_view(screen, f"{game}: a strategy's decision on the board")
    screen.get_by_role("button", name="Practice", exact=True).click()
    screen.wait_for_selector("#game[data-phase='question']", timeout=60_000)
    check_view(screen, f"{game}: a practice question")
    screen.get_by_role("button", name="Back to the game").click()
    screen.wait_for_selector(f"#game[data-game='{game}'] .board")


def to_a_choice(page, most=8):
    """Play the advice's best move (a roll among them) until the position offers a choice of moves."""
    for _ in range(most):
        if len(shown_moves(page)) > 1 or over(page):
            return
        page.locator("table.moves tbody tr:first-child button").click()
        settle(page)
    raise AssertionError("no choice of moves came")


@pytest.mark.parametrize("width", [390, 1280], ids=lambda width: f"{width}px")
@pytest.mark.parametrize("game", BY_KEYS)
def test_every_options_value_comes_right_after_the_board(screen, width, game):
    """On a phone every option's value (the advice's moves) follows the board at once: the board's
    figures (the dice's odds, Pig's map), Take back, Copy link, Save, Load and the tutor come after
    it (they came first, some 900 px further down); wider, the advice is beside the board and the
    tools under it. Each game's short game (stb.games), at its first choice of moves."""
    open_link(screen, BY_KEYS[game])
    to_a_choice(screen)
    box = lambda selector: screen.eval_on_selector(selector, "node => { const b = node.getBoundingClientRect();"  # noqa: E731
                                                   " return { top: b.top + scrollY, bottom: b.bottom + scrollY, left: b.left }; }")
    board, advice, moves, tools = box("#game .board"), box("#advice"), box("#advice table.moves"), box("#tools")
    assert tools["top"] > board["bottom"] and screen.locator("#tools [data-key='take-back']").count() == 1
    if width < PHONE:
        game_card = box("#game")
        assert 0 <= advice["top"] - game_card["bottom"] < 30 and tools["top"] > advice["bottom"]
        assert moves["top"] - board["bottom"] < 350, (board, moves)  # the value box, then every option's value
    else:
        assert advice["left"] > board["left"] and advice["top"] < board["bottom"]
    if GAMES[game].figure:  # a picture of the whole game, drawn once its rules are solved
        screen.wait_for_selector("#tools .board-figures > *", state="attached")
    check_view(screen, f"{game}: the advice after the board")
