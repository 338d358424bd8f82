"""The page as a newcomer reads it: every value from one side said in words (yours against the
computer, through the computer's turn too), what each decision was worth next to the board and in
view, How to play and a sentence behind every figure, messages where the action was, a rule change
that can be undone and shows nothing old while it solves, a result card with Play again, a game
left behind that never draws again, and a phone header within a fifth of the screen."""

import pytest

from helpers import AGAINST_THE_COMPUTER, after_python_answers, board_button, call, settle, state, wait_for_state
from screens import SCREENS, check_view, in_view, open_link
from stb.bridge.games import page_of

pytestmark = pytest.mark.browser

HEADLINES = """() => {
  window.headlines = [];
  const note = () => {
    const label = document.querySelector('#advice .value-label');
    const game = document.querySelector('#game');
    if (label) headlines.push([label.firstChild.textContent, game.dataset.toMove, game.dataset.state,
      document.querySelector('#advice .value-number').dataset.value]);
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
}"""


def view_of(request, state_text) -> dict:
    return call("game_view", {**request, "state": state_text})


def play_best_until_over(page, most=60):
    """Play the best move of the advice (the person's turns) until the game ends."""
    for _ in range(most):
        if page.get_attribute("#game", "data-phase") == "game-over":
            return
        page.wait_for_function("['0', 'undefined', 'null'].includes(document.querySelector('#game').dataset.toMove)"
                               " || document.querySelector('#game').dataset.phase === 'game-over'", timeout=30_000)
        settle(page)
        if page.get_attribute("#game", "data-phase") == "game-over":
            return
        page.locator("table.moves tbody tr:first-child button").click()
        settle(page)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("width", [390])
@pytest.mark.parametrize("game", AGAINST_THE_COMPUTER)
def test_the_headline_is_yours_at_every_moment_of_the_computers_turn(screen, game):
    request = open_link(screen, AGAINST_THE_COMPUTER[game])
    screen.evaluate(HEADLINES)
    play_best_until_over(screen)
    seen = screen.evaluate("headlines")
    computer_turns = [h for h in seen if h[1] == "1"]
    assert computer_turns, "the computer never moved"
    assert all(label.startswith("Your") for label, *_ in seen), {label for label, *_ in seen}
    game_page = page_of(game, request["rules"])
    unit = game_page.unit(game_page.make(request["rules"]))
    for _, _, position, shown in computer_turns[-3:]:  # the value shown is the other side of the computer's own
        theirs = view_of({**request, "opponent": {"mode": "people"}}, position)["position"]["value"]
        assert float(shown) == pytest.approx(unit.other_side(theirs))
    check_view(screen, f"{game} against the computer, at its end")


@pytest.mark.parametrize("width", [390])
def test_the_verdict_of_each_decision_is_by_the_board_in_view(screen):
    request = open_link(screen, "#game=pig&goal=30&state=3+5+4")
    board_button(screen, "Hold").click()  # holding at 4 from 3-5 gives a lot away
    settle(screen)
    record = call("game_play", {**request, "move": "hold"})["record"]
    verdict = screen.inner_text("[data-testid='verdict']")
    assert verdict.startswith("You hold and bank 4: your score is now 7.") and record["judgement"] in verdict.lower()
    assert record["cost_text"] in verdict and "Best: Roll." in verdict
    assert in_view(screen, "[data-testid='verdict']")
    screen.wait_for_function("document.querySelector('[data-testid=since]').textContent.startsWith('The computer')",
                             timeout=30_000)  # its decisions too, in your words, beside your own
    assert "for you" in screen.inner_text("[data-testid='since']") and in_view(screen, "[data-testid='verdict']")
    assert screen.inner_text("[data-testid='your-verdict']") == verdict.split("\n")[0]


@pytest.mark.parametrize("width", [1280])
def test_a_game_left_while_python_answers_never_draws_again(screen):
    open_link(screen, "#game=pig&goal=40&state=0+0+0&mode=people")
    screen.evaluate("""() => { document.querySelector('[data-key=roll]').click();
      const menu = document.querySelector('#game-select'); menu.value = 'nim'; menu.dispatchEvent(new Event('change', { bubbles: true })); }""")
    screen.wait_for_selector("#game[data-game='nim']")
    settle(screen)
    after_python_answers(screen)  # the roll's answer has come to the game left (two people: no computer's timer)
    assert screen.get_attribute("#game", "data-game") == "nim" and screen.inner_text("#title").startswith("Red-Blue Nim")
    assert screen.locator("#game .pig-scores, #game [data-key=hold]").count() == 0
    assert "Take" in screen.inner_text("#advice table.moves")


@pytest.mark.parametrize("width", [1280])
def test_a_rule_change_mid_game_shows_nothing_old_and_can_be_undone(screen):
    request = open_link(screen, "#game=pig&goal=30&state=0+0+0&mode=people")
    board_button(screen, "Roll").click()
    settle(screen)
    played = state(screen)
    screen.locator("#game input[name=goal]").fill("150")
    screen.locator("#game input[name=goal]").dispatch_event("change")
    screen.wait_for_selector("#game[data-phase='pending']")
    shown = screen.evaluate("""() => ({ board: document.querySelector('#game .board').checkVisibility(),
      status: document.querySelector('#game .status').textContent, title: document.querySelector('#title').textContent })""")
    if screen.get_attribute("#game", "data-phase") == "pending":  # still solving: nothing of the old game on show
        assert not shown["board"] and "New rules" in shown["status"] and shown["title"] == "Pig"
    wait_for_state(screen, "0 0 0")
    assert screen.inner_text("#title") == "Pig to 150" and "of 150" in screen.inner_text("#game .pig-scores")
    assert screen.locator("#game .rule-change").is_visible()
    screen.get_by_role("button", name="Undo: back to my game").click()
    wait_for_state(screen, played)
    assert screen.inner_text("#title") == "Pig to 30" and screen.locator("ol.record .rec-event").count() == 1
    assert screen.locator("#game .rule-change").is_hidden()
    assert call("game_open", {"hash": screen.evaluate("location.hash")})["request"]["rules"] == request["rules"]


@pytest.mark.parametrize("width", [390, 1280])
def test_the_end_says_who_won_with_play_again_and_review(screen):
    open_link(screen, "#game=nim&red=1&blue=1&mode=people&state=1+1+0")
    board_button(screen, "Take 1 red").click()
    settle(screen)
    result = screen.locator("[data-testid='result']")
    assert result.is_visible() and screen.locator("#game .status").is_hidden()
    assert result.locator("h2").inner_text() == view_of({"game": "nim", "rules": {"red": 1, "blue": 1},
                                                           "opponent": {"mode": "people"}}, "0 1 1")["message"]
    screen.wait_for_function("document.querySelector('[data-testid=result] ul').textContent.includes('accuracy')")
    assert screen.locator("#game .board .nim-moves").is_hidden()  # no dead controls
    check_view(screen, "the end of a game")
    result.get_by_role("button", name="Review the game").click()
    screen.wait_for_selector(".walk:not([hidden])")
    screen.get_by_role("button", name="Back to the game").click()
    result.get_by_role("button", name="Play again").click()
    wait_for_state(screen, "1 1 0")
    assert result.is_hidden()


@pytest.mark.parametrize("width", [390])
@pytest.mark.parametrize("game, link", [("shutbox", "#game=shutbox&layout=double&state=123456789/123456789"),
                                        ("pig", "#game=pig&coin=1&goal=10&state=0+0+0"),
                                        ("nim", "#game=nim&misere=1&state=7+7+0"),
                                        ("chopsticks", "#game=chopsticks&limit=0&state=1+1+1+1+0")])
def test_how_to_play_and_every_figure_explained_where_it_stands(screen, game, link):
    request = open_link(screen, link)
    view = view_of(request, request["state"])
    screen.locator("#game .how-to summary").click()
    assert screen.locator("#game .how-to-body p").all_inner_texts() == view["how_to_play"]
    for sentence in view["how_to_play"]:
        assert len(sentence.split()) >= 8
    explained = screen.locator("details.explain")
    assert explained.count() >= 2  # the headline's value and the moves' costs
    for i in range(explained.count()):
        explained.nth(i).locator("summary").click()
        assert len(explained.nth(i).locator("p").inner_text().split()) >= 8
    assert view["explain"]["value"] in screen.inner_text("#advice .value")
    check_view(screen, f"{game}: How to play and the explanations open")


@pytest.mark.parametrize("width", [390])
def test_messages_appear_where_the_action_was(screen):
    open_link(screen, "#game=shutbox&state=123456789")
    screen.get_by_label("Roll total").fill("13")
    screen.get_by_role("button", name="Use roll").click()
    screen.wait_for_function("document.querySelector('#game .error').textContent.includes('13')")
    assert in_view(screen, "#game .error")
    assert screen.evaluate("document.querySelector('#game .hand-roll').nextElementSibling.classList.contains('error')")
    screen.context.grant_permissions(["clipboard-read", "clipboard-write"])
    screen.get_by_role("button", name="Copy link").click()
    screen.wait_for_function("document.querySelector('#tools .action-note').textContent.length > 0")
    assert in_view(screen, "#tools .action-note")


@pytest.mark.parametrize("width", [360, 390])
def test_the_phone_header_stays_within_a_fifth_of_the_screen(screen, width):
    open_link(screen, "#game=chopsticks&state=1+1+1+1+0")
    height = screen.eval_on_selector("header.top", "header => header.getBoundingClientRect().height")
    assert height <= 0.2 * SCREENS[width], f"the header takes {height} of {SCREENS[width]} px"


@pytest.mark.parametrize("width", [1280])
def test_practice_opens_from_the_strategies(screen):
    open_link(screen, "#game=nim&red=5&blue=5&state=5+5+0")
    screen.get_by_role("button", name="Strategies").click()
    screen.wait_for_selector("#game .strategies")
    screen.get_by_role("button", name="Practice", exact=True).click()
    screen.wait_for_selector("#game[data-phase='question']")
    assert screen.inner_text("#title").startswith("Practice")
    screen.get_by_role("button", name="Back to the game").click()
    screen.wait_for_selector("#game[data-game='nim'] .board")


@pytest.mark.parametrize("width", [390])
def test_the_review_walk_shows_the_dice_and_no_instruction(screen):
    open_link(screen, "#game=shutbox&state=123456789")
    screen.keyboard.press("r")
    settle(screen)
    screen.locator("#advice [data-key='record:0']").click()
    screen.wait_for_selector(".walk:not([hidden])")
    screen.locator(".walk").get_by_role("button", name="Next ▶").click()
    screen.wait_for_function("document.querySelector('.walk-here').textContent.startsWith('After move 1 of')")
    assert screen.locator("#game .status").is_hidden()  # no "roll the dice" in a position that cannot be played
    assert screen.locator("#game .dice [role=img]").count() == 2  # the dice thrown, as faces
