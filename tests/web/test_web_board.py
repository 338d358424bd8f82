"""The board and the review teach: the best move marked on the board (never in blind play), the
chance of every dice total and of the next roll playing, checked against a direct count of the
dice; a value history with round ticks, its costly decisions marked in words and its rolls apart;
Pig told by turns; and why the best move beats the one played, in the verdict."""

import json
from fractions import Fraction
from itertools import combinations, product

import pytest

from helpers import board_button, call, settle, shown_moves, state
from screens import check_view, open_link
from stb import shutbox as sb
from stb.bridge.games import page_of

pytestmark = pytest.mark.browser


def view_of(request, state_text=None) -> dict:
    return call("game_view", {**request, "state": state_text or request["state"]})


def enter_roll(page, total):
    page.get_by_label("Roll total").fill(str(total))
    page.get_by_role("button", name="Use roll").click()
    settle(page)


def bits_of(request, move) -> set[int]:
    view = view_of(request, state_text=None)
    return set(next(m["tiles"] for m in view["board"]["moves"] if m["move"] == move))


def shows_a_move(standing: list[int], total: int) -> bool:
    """Some standing tiles of a classic box add up to `total` (counted here, not by stb)."""
    return any(sum(tiles) == total for size in range(1, len(standing) + 1) for tiles in combinations(standing, size))


def dice_totals(dice: int) -> dict[int, Fraction]:
    """Every total of `dice` six-sided dice and its chance, from the 6 ** dice ways to throw them."""
    chances = {}
    for faces in product(range(1, 7), repeat=dice):
        chances[sum(faces)] = chances.get(sum(faces), 0) + Fraction(1, 6 ** dice)
    return chances


@pytest.mark.parametrize("width", [390, 1280])
def test_the_best_moves_tiles_are_marked_after_a_roll_and_never_in_blind_play(screen):
    request = open_link(screen, "#game=shutbox&state=123456789")
    enter_roll(screen, 9)
    rolled = {**request, "state": state(screen)}
    advice = view_of(rolled)
    tiles_of = {m["move"]: set(m["tiles"]) for m in advice["board"]["moves"]}
    best = advice["position"]["moves"][0]

    def marked(kind):
        return {int(b) for b in screen.eval_on_selector_all(f"#game .tile.{kind}", "tiles => tiles.map((t) => t.dataset.bit)")}

    assert marked("suggested") == tiles_of[best["move"]]
    assert screen.inner_text("[data-testid='best-on-board']").startswith(f"★ Best: {best['words'].lower()}")
    other = advice["position"]["moves"][3]
    screen.locator(f"table.moves tr[data-move='{other['move']}']").hover()
    assert marked("previewed") == tiles_of[other["move"]]
    check_view(screen, "a move of the advice marked on the board")
    screen.locator("#show-advice").uncheck()
    try:
        assert marked("suggested") == marked("previewed") == set()
        assert screen.inner_text("[data-testid='best-on-board']") == ""
    finally:
        screen.locator("#show-advice").check()


@pytest.mark.parametrize("width", [1280])
def test_a_selection_says_what_it_adds_up_to_and_what_it_is_worth(screen):
    request = open_link(screen, "#game=shutbox&state=123456789")
    enter_roll(screen, 9)
    screen.get_by_role("button", name="Tile 4", exact=True).click()
    assert screen.inner_text("#game .selection") == "Selected 4 = 4 of the 9 rolled."
    screen.get_by_role("button", name="Tile 5", exact=True).click()
    move = next(m for m in view_of({**request, "state": state(screen)})["position"]["moves"] if m["move"] == "[4, 5]")
    assert screen.inner_text("#game .selection") == (f"Selected 4 + 5 = 9 of the 9 rolled; Shut makes it: {move['value_text']}, "
                                                     f"{move['judgement']} ({move['cost_text']}).")


ODDS = [  # positions before and after a roll, under several rules
    "#game=shutbox&state=123456789",
    "#game=shutbox&state=1345678+dice+2+roll+10",
    "#game=shutbox&state=124",                          # one die (forced)
    "#game=shutbox&tiles=12&dice=two&state=1,2,3,10,11",
    "#game=shutbox&dice=optional&state=15",              # one die or two: the page shows both, none chosen
    "#game=shutbox&layout=double&state=13/789",
]


@pytest.mark.parametrize("width", [390])
@pytest.mark.parametrize("link", ODDS)
def test_roll_odds_and_next_roll_chances_agree_with_a_direct_count(screen, link):
    request = open_link(screen, link)
    view = view_of(request)
    box = page_of("shutbox", request["rules"]).make(request["rules"]).rules
    board = sb.parse_board(box, request["state"].split()[0])
    charts = screen.eval_on_selector_all("[data-testid='roll-odds'] figure", """charts => charts.map((chart) => [
      ...chart.querySelectorAll('.bar')].map((b) => [Number(b.dataset.total), Number(b.dataset.chance),
      b.dataset.playable === 'true', b.classList.contains('rolled'), b.textContent.includes('✕')]))""")
    counts = [1 if max(total for total, *_ in bars) <= 6 else 2 for bars in charts]
    assert counts == (list(sb.dice_choices(box, board)) if view["board"]["roll"] is None else [view["board"]["dice"]])
    for dice, (total, chance, playable, rolled, crossed) in ((d, bar) for d, bars in zip(counts, charts) for bar in bars):
        assert chance == pytest.approx(float(dice_totals(dice)[total]))
        if box.layout == "classic":  # a direct count of the tiles' sums
            standing = [t["value"] for t in view["board"]["tiles"] if t["standing"]]
            assert playable == shows_a_move(standing, total), total
        else:
            assert playable == bool(sb.legal_moves(box, board, total))
        assert crossed == (not playable) and rolled == (total == view["board"]["roll"])
    for move, shown in screen.eval_on_selector_all("table.moves tr", "rows => rows.map((r) => [r.dataset.move, "
                                                    "r.querySelector('.next-roll')?.dataset.chance])")[1:]:
        if view["board"]["roll"] is None:
            break
        after = board & ~sb.parse_move(box, board, view["board"]["roll"], move)
        if after == 0:
            continue
        best_dice = max((d for d in sb.dice_choices(box, after)),
                        key=lambda d: sb.dice_values(box, "score", after)[d])
        direct = sum(dice_totals(best_dice)[t] for t in dice_totals(best_dice) if sb.legal_moves(box, after, t))
        assert float(shown) == pytest.approx(float(direct)), move
    check_view(screen, f"the roll odds at {link}")


@pytest.mark.parametrize("width", [390, 1280])
def test_the_value_history_has_round_ticks_and_labelled_costly_decisions(screen):
    open_link(screen, "#game=pig&goal=20&mode=people&state=0+0+3")
    for move in ("Hold", "Roll", "Roll", "Hold", "Roll"):  # a hold at 3 throws the turn away: a blunder
        if screen.get_attribute("#game", "data-phase") != "move":
            break
        board_button(screen, move).click()
        settle(screen)
    screen.wait_for_selector(".review .chart .mark.blunder")
    assert screen.locator(".review .chart .tick text").all_text_contents() == ["0\u00a0%", "25\u00a0%", "50\u00a0%", "75\u00a0%", "100\u00a0%"]
    assert "blunder" in screen.locator(".review .chart .mark-word").all_text_contents()
    assert screen.locator(".review .chart .mark.roll").count() >= 1 and screen.locator(".review .chart .history.luck").count() >= 1
    assert screen.inner_text(".review figcaption") == "Player 1's chance to win, after every move (turns numbered below)."
    screen.locator(".review .chart .mark.blunder").first.focus()
    assert screen.inner_text(".chart-readout").startswith("Move 1: Player 1 chose to hold (blunder)") or \
        screen.inner_text(".chart-readout").startswith("Move 1: Player 1 holds")
    screen.keyboard.press("Enter")
    screen.wait_for_function("document.querySelector('.walk-here').textContent.startsWith('The start, before move 1 of')")
    check_view(screen, "the value history, a decision opened")
    screen.get_by_role("button", name="Back to the game").click()


@pytest.mark.parametrize("width", [390])
def test_pig_tells_its_move_list_by_turns(screen):
    open_link(screen, "#game=pig&goal=20&mode=people&state=0+0+0")
    for _ in range(12):
        if screen.get_attribute("#game", "data-phase") != "move":
            break
        board_button(screen, "Roll" if int(state(screen).split()[2]) < 8 else "Hold").click()
        settle(screen)
    saved = screen.evaluate("JSON.parse(localStorage.getItem('stb:game:pig'))")
    review = call("game_review", {**saved["request"], "start": saved["start"], "moves": saved["moves"]})
    screen.wait_for_function("n => document.querySelectorAll('ol.record > li.turn').length === n", arg=len(review["turns"]))
    assert screen.locator("ol.record > li").count() == len(review["turns"]) < len(review["records"])
    assert screen.locator("ol.record > li.turn > .rec-open").all_inner_texts() == [t["text"] for t in review["turns"]]
    first = screen.locator("ol.record > li.turn").first
    first.locator("summary").click()
    assert first.locator(".turn-moves li").count() == review["turns"][0]["last"] + 1
    check_view(screen, "Pig's move list by turns")


@pytest.mark.parametrize("width", [1280])
def test_a_move_that_costs_moves_shows_in_chopsticks_history(screen):
    open_link(screen, "#game=chopsticks&limit=0&mode=people&state=1+1+1+1+0")
    costly = [m for m in shown_moves(screen) if m[2] > 0][0][0]
    screen.locator(f"table.moves tr[data-move='{costly}'] button").click()
    settle(screen)
    screen.wait_for_selector(".review .chart svg")
    values = json.loads(screen.get_attribute(".review .chart svg", "data-points"))
    assert values[1] != values[0] and abs(values[1]) > abs(values[0])  # a loss in 16 lies further below than one in 26
    assert screen.locator(".review .chart .mark.mistake").count() == 1


@pytest.mark.parametrize("width", [390])
@pytest.mark.parametrize("link, words", [
    ("#game=shutbox&state=123456789+dice+2+roll+9", "can be played"),
    ("#game=pig&goal=30&mode=people&state=3+5+4", "busts 16.7\u00a0% of the time"),
    ("#game=nim&red=5&blue=4&mode=people&state=5+4+0", "the best reply is"),
    ("#game=chopsticks&limit=0&mode=people&state=1+1+1+1+0", "the best reply is"),
])
def test_the_verdict_says_why_the_best_move_is_better(screen, link, words):
    open_link(screen, link)
    worst = shown_moves(screen)[-1][0]
    screen.locator(f"table.moves tr[data-move='{worst}'] button").click()
    settle(screen)
    why = screen.locator("[data-testid='your-verdict'] details.why")
    assert why.get_attribute("open") is None  # on a phone, a tap away
    why.locator("summary").click()
    assert why.inner_text().startswith("Why?") and words in why.inner_text()
    said = why.inner_text().removeprefix("Why?").strip()
    assert said[0].isupper() or said[0].isdigit(), said  # a sentence of its own


@pytest.mark.parametrize("width", [390])
@pytest.mark.parametrize("link", ["#game=pig&goal=30&state=3+5+4", "#game=nim&red=5&blue=5&state=5+5+0",
                                  "#game=chopsticks&state=1+1+1+1+0"])
def test_the_best_buttons_are_marked_by_a_star_and_an_outline(screen, link):
    open_link(screen, link)
    best = {m for m, _, cost, _ in shown_moves(screen) if cost == 0}
    marked = screen.eval_on_selector_all("#game .board button.is-best",
                                         "buttons => buttons.map((b) => b.dataset.move ?? b.dataset.key)")
    assert set(marked) == best and screen.locator("#game .board button.is-best .judgement.best").count() == len(best)


@pytest.mark.parametrize("width", [390, 1280])
def test_a_choice_of_dice_is_never_made_for_you(screen):
    """Double Shutter at 6 or less: one die or two is a decision, so nothing is chosen beforehand (a
    preset "two dice (inaccuracy)" cost a player who only pressed Roll); each choice is its own
    button, judged as Python judges it (not in blind play), and the move played is the one pressed.
    A roll entered by hand takes the dice of the button pressed, never a default."""
    request = open_link(screen, "#game=shutbox&layout=double&state=-%2F123")
    listed = {m["move"]: m for m in view_of(request)["position"]["moves"]}
    assert screen.locator("#game .board input:checked, #game .board [aria-pressed=true]").count() == 0
    assert not screen.locator("#game [data-key=roll]").is_visible()
    buttons = screen.locator("#game .dice-choice button")
    assert buttons.all_inner_texts() == [f"Roll {word} {listed[f'roll {word}']['judgement']}" for word in ("one die", "two dice")]
    screen.locator("#show-advice").uncheck()
    assert buttons.all_inner_texts() == ["Roll one die", "Roll two dice"]
    screen.locator("#show-advice").check()
    screen.get_by_label("Roll total").fill("5")
    screen.get_by_label("Roll total").press("Enter")
    assert screen.inner_text("#game .error") == "Press the button of the dice you rolled." and state(screen) == request["state"]
    worse = next(m for m in listed.values() if not m["best"])
    screen.locator(f"#game .dice-choice button[data-move='{worse['move']}']").click()
    settle(screen)
    verdict = screen.inner_text("[data-testid='your-verdict']")
    assert verdict.startswith("You roll ") and f"{worse['judgement'].capitalize()}: {worse['cost_text']}" in verdict
    assert "Best: Roll one die." in verdict
    check_view(screen, "a choice of dice played")


@pytest.mark.parametrize("width", [1280])
def test_your_turn_starts_without_the_computers_dice(screen):
    """The computer's roll that ends its turn (no tile adds up to it) is told in words; your turn
    starts with blank dice, not the computer's (they stay only while their own player decides)."""
    open_link(screen, "#game=shutbox&players=2&state=1&mode=computer&side=1")
    screen.get_by_role("button", name="Let the computer move").click()
    screen.wait_for_function("() => / vs 1$/.test(document.querySelector('#game').dataset.state)")
    settle(screen)
    assert "The computer rolls" in screen.inner_text("[data-testid='verdict']")
    faces = screen.eval_on_selector_all("#game .dice-area .die", "dice => dice.map((d) => d.getAttribute('aria-label'))")
    assert faces == [None, None]  # two blank dice: yours, not yet rolled


CHART = """() => { const svg = document.querySelector('.review .chart svg'), box = (n) => n.getBBox();
  const y = (text) => [...svg.querySelectorAll('.tick')].find((t) => t.textContent === text)?.querySelector('line').getAttribute('y1');
  return { zero: Number(y('0')), steps: [...svg.querySelectorAll('text')].filter((t) => /^\\d+$/.test(t.textContent)
             && Number(t.getAttribute('y')) > 180).map((t) => Number(t.textContent)),
           ticks: svg.querySelectorAll('.step-tick').length, name: [...svg.querySelectorAll('text')].map((t) => t.textContent),
           dots: svg.querySelectorAll('.dot:not(.blunder):not(.mistake):not(.inaccuracy)').length,
           marks: svg.querySelectorAll('.mark').length, high: Math.max(...[...svg.querySelectorAll('.tick line')].map((l) => Number(l.getAttribute('y1')))) }; }"""


@pytest.mark.parametrize("width", [390])
def test_a_score_history_puts_the_best_at_the_top(screen):
    """Shut the Box's expected score: lower is better, so the axis has 0 at the top and says so; a
    blunder (a higher expected score) is drawn as a fall, as in every other game's history."""
    open_link(screen, "#game=shutbox&state=123456789")
    enter_roll(screen, 6)
    worst = shown_moves(screen)[-1][0]
    screen.locator(f"table.moves tr[data-move='{worst}'] button").click()
    settle(screen)
    screen.wait_for_selector(".review .chart .mark.blunder")
    chart = screen.evaluate(CHART)
    assert chart["zero"] < chart["high"]  # 0 at the top (a smaller y), the largest score at the bottom
    start, blunder = (float(screen.get_attribute(f".review .chart .mark.{kind} circle", "cy")) for kind in ("start", "blunder"))
    assert blunder > start  # the blunder falls
    assert screen.inner_text(".review figcaption").endswith("; lower is better, so 0 is at the top.")


def test_a_long_games_history_numbers_its_turns_and_stays_a_line(open_page):
    """Pig to 100 (some 15 turns, 70 moves): the turns are ticked and numbered along the bottom (at most 8
    numbers), the crowded plain points leave the line whole (only costly decisions keep a mark);
    and a touch screen is told to tap a mark, not to point at one."""
    page = open_page("?seed=11#game=pig&goal=100&mode=people&state=0+0+0")
    page.add_init_script("window.matchMedia = ((real) => (query) => query === '(hover: none)' ? { matches: true } : real(query))"
                         "(window.matchMedia.bind(window))")
    settle(page)
    while page.get_attribute("#game", "data-phase") == "move":
        page.keyboard.press("b")
        page.wait_for_function("() => document.querySelector('#game').dataset.phase !== 'pending'")
    page.wait_for_selector(".review .chart svg")
    chart = page.evaluate(CHART)
    saved = page.evaluate("JSON.parse(localStorage.getItem('stb:game:pig'))")
    turns = call("game_review", {**saved["request"], "start": saved["start"], "moves": saved["moves"]})["turns"]
    assert chart["ticks"] == len(turns) > 12
    assert 3 <= len(chart["steps"]) <= 8 and chart["steps"] == sorted(chart["steps"]) and "turn" in chart["name"]
    assert chart["dots"] == 0 and chart["marks"] > 2 * len(turns)
    page.reload()
    page.wait_for_selector(".review .chart svg")
    assert page.inner_text(".chart-readout") == "Tap a mark to read its move and open the position there."
