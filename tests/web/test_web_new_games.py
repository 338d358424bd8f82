"""New games in a real browser, and what the page says of them: a change of the seat you play starts a
new game with new dice, as new rules and Play again do (never the same dice replayed with the seats
swapped), with an Undo back to the game it replaced; Play from here over a game in progress offers
that Undo too, and the end card of a game played from a reviewed position says where it began;
ticking Piglet plays to Piglet's own goal; Pig's turn starts with a roll. And its layout: at a table
the end card waits until the last seat's turn is drawn, the page does not scroll itself after a move
whose next action is in sight, and the list of moves played keeps a judgement beside its move."""

import pytest

from helpers import board_button, settle, state, wait_for_state

pytestmark = pytest.mark.browser

RECORDED = "() => [...document.querySelectorAll('#advice .rec-event')].map((e) => e.textContent)"


def your_turn(page):
    page.wait_for_selector("#game[data-computer='']:not([data-phase='pending']):not([data-later])", timeout=60_000)


def rolls(page) -> list[str]:
    """The rolls of the game's record so far, as its moves say them ("You roll 4: turn total 4.")."""
    return [event for event in page.evaluate(RECORDED) if " roll" in event]


def roll_twice(page):
    """Your turn's first two rolls (or the one that busted)."""
    your_turn(page)
    for _ in range(2):
        if int(state(page).split()[2]) == 0 and rolls(page):
            break  # busted: the computer's turn
        page.keyboard.press("r")
        settle(page)


def test_a_new_seat_or_new_rules_start_a_new_game_with_new_dice_and_an_undo(open_page):
    page = open_page("?seed=5#game=pig&goal=20&state=0+0+0")
    wait_for_state(page, "0 0 0")
    roll_twice(page)
    first = rolls(page)
    assert first and page.locator("#game .rule-change").is_hidden()
    games = []
    for change in ("second", "first", "rule"):
        if change == "rule":
            page.get_by_label("Goal").fill("21")
            page.get_by_label("Goal").press("Enter")
        else:
            page.get_by_label("You play").select_option(change)
        page.wait_for_selector("#game .rule-change:not([hidden])")
        said = page.inner_text("#game .rule-change")
        assert said == {"second": "You play second: a new game started. Undo: back to my game",
                        "first": "You play first: a new game started. Undo: back to my game",
                        "rule": "New rules: a new game started. Undo: back to my game"}[change]
        if change == "second":  # the computer opens the new game: its own dice, not yours replayed
            page.wait_for_function("() => document.querySelector('#game').dataset.toMove === '1'"
                                   " || document.querySelectorAll('#advice .rec-event').length > 0")
            your_turn(page)
        else:
            roll_twice(page)
        games.append(rolls(page)[:2])
    assert all(games) and len({tuple(g) for g in games}) == 3 and first[:2] not in games  # three new games, three new rolls
    played, moves = state(page), page.evaluate(RECORDED)
    page.get_by_label("You play").select_option("second")
    page.wait_for_selector("#game .rule-change:not([hidden])")
    your_turn(page)  # the computer's moves in the new game leave the game it replaced to be had back
    page.locator("[data-key='bring-back']").click()
    wait_for_state(page, played)
    assert page.evaluate(RECORDED) == moves and page.get_by_label("You play").input_value() == "0"


def test_play_from_here_over_a_game_in_progress_offers_undo_and_its_end_says_where_it_began(open_page):
    page = open_page("#game=nim&red=3&blue=2&mode=people&state=3+2+0")
    wait_for_state(page, "3 2 0")
    for move in ("Take 1 red", "Take 1 blue"):
        board_button(page, move).click()
        settle(page)
    played = state(page)
    page.locator("#advice [data-key='record:1']").click()  # the review, after move 1
    page.wait_for_selector(".walk:not([hidden])")
    page.locator(".walk").get_by_role("button", name="Play from here").click()
    page.wait_for_selector("#game .rule-change:not([hidden])")
    assert page.inner_text("#game .rule-change") == ("A new game from the position reviewed: the game you were playing is set aside. "
                                                     "Undo: back to my game")
    assert state(page) == "2 2 1" and page.locator("#advice .rec-event").count() == 0
    page.locator("[data-key='bring-back']").click()  # the game in progress, back with its moves
    wait_for_state(page, played)
    assert page.locator("#advice .rec-event").count() == 2
    page.locator("#advice [data-key='record:1']").click()
    page.wait_for_selector(".walk:not([hidden])")
    page.locator(".walk").get_by_role("button", name="Play from here").click()
    wait_for_state(page, "2 2 1")
    while page.get_attribute("#game", "data-phase") == "move":
        page.locator("#game .board button:not([disabled])").first.click()
        settle(page)
    lines = page.locator("[data-testid='result'] li").all_inner_texts()
    assert any("where this game began (not the game's usual start), with best play: " in line for line in lines), lines
    assert not any(" at the start, with best play" in line for line in lines)


def test_piglet_plays_to_its_own_goal_and_a_pig_turn_starts_with_a_roll(open_page):
    page = open_page("#game=pig&state=0+0+0")
    wait_for_state(page, "0 0 0")
    assert page.locator("#game .board [data-key='hold']").count() == 0  # "after each roll" the player chooses
    assert page.inner_text("#game .status") == "Your turn: roll to start it."
    page.get_by_label("Piglet (toss a coin)").check()
    page.wait_for_function("() => document.querySelector('#title').textContent === 'Piglet to 10'")
    assert page.get_by_label("Goal").input_value() == "10"
    page.get_by_label("Piglet (toss a coin)").uncheck()
    page.wait_for_function("() => document.querySelector('#title').textContent === 'Pig to 100'")
    page.keyboard.press("r")
    page.wait_for_function("() => document.querySelector('#game').dataset.state !== '0 0 0'")
    settle(page)
    if int(state(page).split()[2]) > 0:  # a roll that did not bust: now roll or hold
        assert page.locator("#game .board [data-key='hold']").count() == 1


def test_at_a_table_the_end_is_said_once_the_last_seats_turn_is_drawn(open_page):
    page = open_page("?seed=3#game=shutbox&players=3&seat=1&others=hand&state=30+20+/+next")
    wait_for_state(page, "30 20 / next")
    page.evaluate("""() => {  // when the card shows, how the steps of the last turn stand
      const card = document.querySelector("[data-testid='result']");
      const seen = new MutationObserver(() => {
        if (card.hidden) return;
        seen.disconnect();
        window.stbSteps = document.getAnimations().filter((a) => a.effect?.target?.closest?.(".turn-steps")).map((a) => a.playState);
        window.stbStatus = document.querySelector("#game .status").checkVisibility();
      });
      seen.observe(card, { attributes: true, attributeFilter: ["hidden"] });
    }""")
    page.get_by_role("button", name="Play seat 3's turn").click()
    page.wait_for_selector("#game[data-phase='game-over']")
    steps = page.locator("#game .turn-steps li").count()
    assert steps >= 1
    page.wait_for_function("() => window.stbSteps !== undefined", timeout=10_000 + 450 * steps)
    assert page.evaluate("window.stbSteps").count("running") == 0  # every roll drawn before the end is said
    assert page.locator("[data-testid='result']").is_visible()


@pytest.mark.parametrize("width, height", [(1280, 800), (390, 844)])
def test_a_move_whose_next_action_is_in_sight_leaves_the_page_where_it_is(open_page, width, height):
    page = open_page("#game=chopsticks&state=1+1+1+1+0")
    page.set_viewport_size({"width": width, "height": height})
    wait_for_state(page, "1 1 1 1 0")
    page.evaluate("scrollTo(0, 0)")
    page.locator("#game .cs-moves button:not([disabled])").first.click()
    your_turn(page)
    page.wait_for_timeout(300)
    moves = page.locator("#game .cs-moves").bounding_box()
    verdict = page.locator("#game [data-testid='verdict']").bounding_box()
    assert verdict["y"] + verdict["height"] <= height and moves["y"] < height  # what it was worth, and what comes next, in sight
    if width == 1280:
        assert page.evaluate("scrollY") == 0  # the header stays: nothing scrolled for the rest of the moves


@pytest.mark.parametrize("width", [390, 1280])
def test_the_list_of_moves_keeps_each_judgement_beside_its_move_and_no_word_alone(open_page, width):
    page = open_page("#game=nim&red=6&blue=5&state=6+5+0")
    page.set_viewport_size({"width": width, "height": 844})
    wait_for_state(page, "6 5 0")
    page.locator("#advice table.moves tbody tr button.move").last.click()  # a blunder, then the computer's best
    page.wait_for_selector("#advice [data-key='record:1']")
    settle(page)
    placed = page.evaluate("""() => [...document.querySelectorAll('#advice .record li:has(> .rec-open)')].map((li) => {
      const move = li.querySelector(':scope > .rec-open').getBoundingClientRect();
      const badge = li.querySelector(':scope > .judgement')?.getBoundingClientRect();
      const parts = [...li.querySelectorAll(':scope > span')].map((s) => s.getClientRects().length);
      return { beside: !badge || badge.top < move.bottom, whole: parts.every((lines) => lines === 1) };
    })""")
    assert len(placed) >= 2 and all(p["beside"] and p["whole"] for p in placed), placed
