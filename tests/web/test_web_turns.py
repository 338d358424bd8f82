"""A model of the turn, in a real browser: through whole games of two (you first, you second, and
two people at one screen) of every game, and a table of three, every change of the page is
sampled as it happens. While the computer is to move or moving, no control of yours is enabled,
each one, forced (its `disabled` lifted) or pressed from the keyboard, refuses, and the page does
not speak to you as the one to move; on your turn you always have a control. Undo roll takes back
only the roll the side to move has just made; Take back says whose moves it takes back (yours and
the computer's after it, or between two people whose last move), then takes back exactly those."""

import re

import pytest

from helpers import after_timers, settle, short_game, wait_for_state, watch_timers
from stb.bridge.games import page_of
from stb.games import GAMES

pytestmark = pytest.mark.browser

SEATS = {"you-first": "&mode=computer&side=0", "you-second": "&mode=computer&side=1", "two-people": "&mode=people"}

WATCH = r"""(owner) => {
  const game = document.querySelector('#game');
  const CONTROLS = '#game .board button, #game .board input, #tools [data-key=take-back], #advice table.moves button';
  const KEYS = [['u', 'KeyU'], ['b', 'KeyB'], ['r', 'KeyR'], ['h', 'KeyH'], ['Enter', 'Enter'], ['1', 'Digit1'], ['9', 'Digit9']];
  const events = () => [...document.querySelectorAll('#advice [data-key^="record:"] .rec-event')].map((e) => e.textContent);
  const name = (c) => c.dataset.key || c.name || c.id || c.textContent.trim();
  // whose turn it is, by the test's own reading of the position (not the page's word for it)
  window.turnOwner = () => game.dataset.phase === 'game-over' ? 'over'
    : (owner.table ? game.dataset.state.endsWith('/ next') : game.dataset.toMove === owner.computer) ? 'computer' : 'person';
  window.turnLog = [];
  let last = '', attacked = null;
  const snap = () => {
    const shown = [...document.querySelectorAll(CONTROLS)].filter((c) => c.checkVisibility());
    const entry = { owner: turnOwner(), state: game.dataset.state, toMove: game.dataset.toMove, phase: game.dataset.phase,
      events: events(), enabled: shown.filter((c) => !c.disabled).map(name),
      takeBack: document.querySelector('#tools [data-key=take-back]')?.textContent ?? null,
      words: ['#game .status', '#game .scoreline'].map((s) => document.querySelector(s)?.textContent ?? '').join(' '),
      error: document.querySelector('#game .error')?.textContent ?? '' };
    const key = JSON.stringify(entry);
    if (key !== last) { last = key; turnLog.push(entry); }
    return entry;
  };
  /** In the computer's turn, once per position: press every control of yours, disabled or not, and
   *  every key; note any that made a play (the page waits for Python) or said something. */
  const attack = (entry) => {
    attacked = entry.state;
    const controls = [...document.querySelectorAll(CONTROLS)];
    const first = (c) => ['undo-roll', 'take-back'].includes(c.dataset.key) ? 0 : 1;
    const acted = [];
    const changed = () => game.dataset.phase !== 'move' || game.dataset.state !== entry.state
      || (document.querySelector('#game .error')?.textContent ?? '') !== '';
    for (const c of controls.sort((a, b) => first(a) - first(b))) {
      const was = c.disabled;
      c.disabled = false;
      c.click();
      c.disabled = was;
      if (changed()) { acted.push(name(c)); break; }
    }
    for (const [key, code] of acted.length ? [] : KEYS) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
      if (changed()) { acted.push(`key ${key}`); break; }
    }
    turnLog.push({ attack: entry.state, acted });
  };
  const watch = () => {
    const entry = snap();
    if (entry.owner === 'computer' && entry.phase === 'move' && attacked !== entry.state) attack(entry);
  };
  new MutationObserver(watch).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  watch();
}"""

PERSON_TO_ACT = """() => turnOwner() === 'over' || document.querySelector('[data-key=wait]')?.checkVisibility()
  || (turnOwner() === 'person' && document.querySelector('#game').dataset.phase === 'move')"""
EVENTS = "[...document.querySelectorAll('#advice [data-key^=\"record:\"] .rec-event')].map((e) => e.textContent)"


def computer_words(count: int) -> str:
    return "" if count == 0 else " and the computer's reply" if count == 1 else f" and the computer's {count} moves after it"


def expected_take_back(events, people):
    """What Take back must say, from the moves played: None where it must not be offered."""
    if people:
        return f"Take back {next(n for n in people if events[-1].startswith(n))}'s last move" if events else None
    mine = [i for i, event in enumerate(events) if re.match(r"You\b", event)]
    return f"Take back your last move{computer_words(len(events) - 1 - mine[-1])}" if mine else None


def turn_problems(log, people) -> list[str]:
    """Every moment of the log that breaks the model of the turn."""
    problems, allowed, before = [], None, None
    for entry in log:
        if "mark" in entry:
            allowed = entry["drop"]
            continue
        if "attack" in entry:
            if entry["acted"]:
                problems.append(f"in the computer's turn at {entry['attack']}, {entry['acted']} acted")
            continue
        where = f"{entry['owner']}'s turn at {entry['state']!r} ({entry['phase']})"
        if entry["owner"] == "computer" and entry["enabled"]:
            problems.append(f"{where}: enabled {entry['enabled']}")
        if entry["owner"] == "computer" and re.search(r"\byour\b", entry["words"], re.IGNORECASE):
            problems.append(f"{where}: says {entry['words']!r}, as if it were your turn")
        if entry["owner"] == "person" and entry["phase"] == "move" and not entry["enabled"]:
            problems.append(f"{where}: nothing to press")
        if entry["error"]:
            problems.append(f"{where}: said {entry['error']!r}")
        events = entry["events"]
        if "undo-roll" in entry["enabled"]:
            mover = people[int(entry["toMove"])] if people else "You"
            if not (events and events[-1].startswith(mover) and " roll" in events[-1]):
                problems.append(f"{where}: Undo roll offered after {events[-1:]}")
        if "take-back" in entry["enabled"] and entry["takeBack"] != expected_take_back(events, people):
            problems.append(f"{where}: {entry['takeBack']!r} after {events[-3:]}")
        if before is not None and len(events) < len(before):
            drop = len(before) - len(events)
            if drop != allowed or events != before[:-drop]:
                problems.append(f"{where}: taken back silently: {before[len(events):]}")
            allowed = None
        before = events
    return problems


def take(page, key, drop, people):
    """Press Undo roll or Take back, the log told to expect `drop` moves taken back; then check what
    the page says it took back."""
    events = page.evaluate(EVENTS)
    label = page.inner_text(f":is(#game, #tools) [data-key='{key}']")
    page.evaluate(f"turnLog.push({{ mark: {key!r}, drop: {drop} }})")
    page.click(f":is(#game, #tools) [data-key='{key}']")
    page.wait_for_function(f"{EVENTS}.length === {len(events) - drop} && document.querySelector('#game').dataset.phase === 'move'")
    assert page.evaluate(EVENTS) == events[:-drop]
    if key == "take-back":
        assert label == expected_take_back(events, people)
        note = page.inner_text("#tools .action-note")
        assert note.startswith(f"Taken back: {events[-drop]}"), note
        assert (drop > 1) == ("Also the computer's" in note), note


def play_through(page, people=None):
    """Play the game out, the best move each time (dice from the page's seed), Undo roll once where a
    roll is the mover's own and Take back once where it takes back a reply of the other side."""
    undone = taken = False
    for _ in range(300):
        page.wait_for_function(PERSON_TO_ACT)
        over = page.evaluate("turnOwner()") == "over"
        if page.locator("[data-key=wait]").is_visible():
            page.click("[data-key=wait]")
            page.wait_for_function(f"{EVENTS}.length > 0")
            continue
        events = page.evaluate(EVENTS)
        enabled = page.evaluate("(k) => [...document.querySelectorAll(k)].filter((c) => !c.disabled).map((c) => c.dataset.key)",
                                "#game [data-key=undo-roll], #tools [data-key=take-back]")
        mover = people[int(page.get_attribute("#game", "data-to-move"))] if people and not over else "You"
        if over and (taken or "take-back" not in enabled):
            return taken
        if not undone and "undo-roll" in enabled:
            take(page, "undo-roll", 1, people)
            undone = True
            continue
        if not taken and "take-back" in enabled and (over or not events[-1].startswith(mover)):
            label = page.inner_text("#tools [data-key=take-back]")
            count = re.search(r"computer's (reply|\d+)", label)
            take(page, "take-back", 1 if not count else 2 if count[1] == "reply" else 1 + int(count[1]), people)
            taken = True
            continue
        page.locator("#advice table.moves tbody tr").first.locator("button").click()
        page.wait_for_function(f"{EVENTS}.length !== {len(events)} || document.querySelector('#game .error').textContent")
    raise AssertionError("the game did not end within 300 moves")


@pytest.mark.beside
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("game", GAMES)
def test_only_the_side_to_move_has_controls(open_page, game, seats):
    """Each game's short game (stb.games), in each seat against the computer and between two people."""
    link, start = short_game(game)
    page = open_page(f"?seed=4{link}{SEATS[seats]}")
    wait_for_state(page, start)
    rules = GAMES[game].short
    people = page_of(game, rules).seats(page_of(game, rules).make(rules)) if seats == "two-people" else None
    page.evaluate(WATCH, {"computer": "1" if seats == "you-first" else "0" if seats == "you-second" else None})
    try:
        taken = play_through(page, people)
    finally:  # what broke the model first, before anything that followed from it
        log = page.evaluate("turnLog")
        assert turn_problems(log, people) == []
    assert taken, "Take back was never offered for a reply of the other side"
    if not people:
        assert any("attack" in entry for entry in log), "the computer never had the turn"


def test_a_table_of_three_gives_you_no_control_in_the_other_seats_turns(open_page):
    page = open_page("?seed=11#game=shutbox&players=3&seat=2&others=computer")
    wait_for_state(page, "/ next")
    page.evaluate(WATCH, {"table": True})
    try:
        play_through(page)
    finally:
        log = page.evaluate("turnLog")
        assert turn_problems(log, None) == []
    assert sum("attack" in entry for entry in log) >= 2  # seats 1 and 3, each forced


def test_a_shut_that_waited_while_your_turn_ended_is_not_played(open_page):
    """Roll, a tile and Shut pressed before Python answers the roll: the roll ends your turn (no tile
    adds up to 5), so the Shut that waited in line is not played for the computer, the page says
    why, and the computer plays its turn."""
    page = open_page("#game=shutbox&players=2&state=9&mode=computer&side=0")
    wait_for_state(page, "9")
    page.evaluate("""() => { document.querySelector('#roll-total').value = '5';
      document.querySelector('[data-key=use-roll]').click();
      document.querySelector('#game .tile[data-bit="8"]').click();
      document.querySelector('[data-key=shut]').click(); }""")
    page.wait_for_selector("#game[data-phase='game-over']", timeout=30_000)
    assert page.inner_text("#game .error") == "Not played: your turn had ended, and the computer plays now."
    events = page.evaluate(EVENTS)
    assert events[0].startswith("You roll 5: no tiles add up to it.")
    assert all(event.startswith("The computer") for event in events[1:]) and len(events) > 1


def test_a_review_opened_in_the_computers_turn_lets_it_play_on(open_page):
    """The computer waits while you review its turn (its pause runs out meanwhile), and plays on
    once you are back in the game."""
    page = open_page("#game=shutbox&players=2&state=9&mode=computer&side=0")
    wait_for_state(page, "9")
    watch_timers(page)
    page.evaluate("""() => { const game = document.querySelector('#game');
      const observer = new MutationObserver(() => {  // the computer's first move shown, its next one to come
        if (game.dataset.toMove !== '1' || game.dataset.phase !== 'move' || !document.querySelector('[data-key="record:1"]')) return;
        observer.disconnect();
        window.reviewedAt = game.dataset.state;
        document.querySelector('[data-key="record:1"]').click();
      });
      observer.observe(game, { attributes: true }); }""")
    page.fill("#roll-total", "5")
    page.click("[data-key=use-roll]")  # no tile adds up to 5: the computer's turn
    page.wait_for_selector("#game .walk:not([hidden])")
    assert page.evaluate("window.reviewedAt").startswith("123456789 vs 9")  # in the computer's turn
    after_timers(page)
    assert page.get_attribute("#game", "data-state") == page.evaluate("window.reviewedAt")  # it waited
    page.get_by_role("button", name="Back to the game").click()
    page.wait_for_selector("#game[data-phase='game-over']", timeout=30_000)
    assert all(event.startswith("The computer") for event in page.evaluate(EVENTS)[1:])


def test_take_back_names_a_seat_the_computer_took_over_mid_sentence(open_page):
    """Two people's moves, then the computer takes the second seat over (new players carry the game on;
    another seat of yours would start a new one): the last move is now the computer's seat's, and Take
    back says "the computer's" in lower case, mid-sentence."""
    page = open_page("#game=nim&red=4&blue=3&state=4+3+0&mode=people")
    wait_for_state(page, "4 3 0")
    for _ in range(2):
        page.locator("#advice table.moves tbody tr").first.locator("button").click()
        page.wait_for_function("(n) => document.querySelector(`[data-key=\"record:${n}\"]`) !== null", arg=_)
        settle(page)
    page.locator("select[name=mode]").select_option("computer")
    page.wait_for_function("() => document.querySelector('#tools [data-key=take-back]')?.textContent.includes(\"computer's last move\")")
    assert page.inner_text("#tools [data-key=take-back]").startswith("Take back the computer's last move")


def test_new_rules_being_solved_offer_nothing_of_the_old_game_to_take_back(open_page):
    """While Python solves new rules, the old game's moves are gone from the list ("No moves yet"):
    Take back names none of them either (it once said "your last move and the computer's 7 moves
    after it" over an empty list)."""
    page = open_page("?seed=2#game=pig&goal=20&state=0+0+0")
    wait_for_state(page, "0 0 0")
    page.locator("#game .board button[data-key='roll']").click()
    page.wait_for_function("() => document.querySelector('#tools [data-key=take-back]').textContent.startsWith('Take back your')")
    page.select_option("select[name=sides]", "8")
    shown = page.evaluate("""() => { const back = document.querySelector('#tools [data-key=take-back]');
      return [back.textContent, back.disabled, document.querySelectorAll('ol.record li').length]; }""")
    assert shown == ["Take back", True, 0]
