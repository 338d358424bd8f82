"""The page in Firefox (Debian's firefox-esr) and WebKit (WebKitGTK's MiniBrowser), the engines of
many desktop players and of Safari: Python up, advice before and after it, a roll, every game with
its advice, a link, a reload, the game-switch race, and no page error (heard from the page's first
script on) or request off 127.0.0.1."""

import pytest

from conftest import outside_hosts
from helpers import AFTER_PYTHON_ANSWERS
from stb import hog, pig
from stb import shutbox as sb
from stb.games import GAMES
from tools.engines import ENGINES, EnginePage
from tools.server import server_url, start_server

pytestmark = [pytest.mark.browser, pytest.mark.beside]

START_SCORE = -sb.solve(sb.Rules(), "score")[sb.full_board(sb.Rules())]
GAME = "document.querySelector('#game')"
ADVICE_READY = "document.querySelector('#advice')?.dataset.ready === 'true'"
SETTLED = f"{ADVICE_READY} && {GAME}?.dataset.phase !== 'pending'"
PYTHON_READY = "document.documentElement?.dataset.python === 'ready'"
SHOWN_VALUE = "Number(document.querySelector('[data-testid=position-value] .value-number').dataset.value)"


@pytest.fixture(scope="module", params=ENGINES)
def engine(request):
    """One browser of the engine for the module's tests, a fresh profile."""
    with EnginePage(request.param) as page:
        yield page


@pytest.fixture(scope="module")
def engine_site(engine, site_dir):
    """The site, served for the engine: with its error listener first in every page, where it needs one."""
    server = start_server(site_dir, first_script=engine.first_script)
    yield server_url(server)
    server.shutdown()


@pytest.fixture
def page(engine, engine_site):
    """The engine's page, each test opening what it needs; afterwards, no page error and nothing
    fetched from anywhere but the site."""
    engine.site = engine_site
    yield engine
    assert engine.errors == [], f"{engine.engine}: page errors {engine.errors}"
    assert outside_hosts(engine.requested()) == []


def open_page(page, link: str = "", python: bool = True) -> None:
    """A new document at the site's address and `link`, its advice shown (and Python up)."""
    page.goto(page.site + "?seed=4" + link)
    page.wait_for(ADVICE_READY)
    if python:
        page.wait_for(PYTHON_READY)
        page.wait_for(SETTLED)


def game_state(page) -> str:
    return page.evaluate(f"{GAME}.dataset.state")


def press(page, key: str) -> None:
    """Click a board button by its data-key and wait for the position it makes, answered."""
    before = game_state(page)
    page.evaluate(f"document.querySelector(\"#game [data-key='{key}']\").click()")
    page.wait_for(f"{GAME}.dataset.state !== {before!r} && {SETTLED}")


def enter_roll(page, total: int) -> None:
    page.evaluate(f"""(() => {{ const field = document.querySelector('#roll-total'); field.value = '{total}';
      field.dispatchEvent(new Event('input', {{ bubbles: true }}));
      document.querySelector("[data-key='use-roll']").click(); }})()""")
    page.wait_for(f"{GAME}.dataset.state.endsWith(' roll {total}')")
    page.wait_for(SETTLED)


def test_advice_comes_before_python_and_stays_after(page, site_dir):
    """Python's standard library held back by the server: the start's advice still shows (it comes
    with the site); released, Python answers a roll."""
    server = start_server(site_dir, first_script=page.first_script)  # an origin of its own: nothing of it cached
    server.hold("python_stdlib.zip")
    try:
        page.goto(server_url(server))
        page.wait_for(ADVICE_READY)
        assert not page.evaluate(PYTHON_READY)
        assert page.evaluate(SHOWN_VALUE) == pytest.approx(START_SCORE, abs=1e-6)
        server.release()
        page.wait_for(PYTHON_READY)
        enter_roll(page, 9)
        assert page.evaluate("document.querySelectorAll('table.moves tbody tr').length") > 0
    finally:
        server.release()
        server.shutdown()


def test_errors_are_heard_from_the_first_script_on(page, tmp_path):
    """A page whose first script throws, before it has loaded: the error is heard."""
    (tmp_path / "index.html").write_text("<!doctype html><html><head><script>throw new Error('thrown by the first script');"
                                         "</script></head><body></body></html>")
    server = start_server(tmp_path, first_script=page.first_script)
    try:
        page.goto(server_url(server))
        assert [error for error in page.take_errors() if "thrown by the first script" in error]
    finally:
        server.shutdown()


def test_a_roll_is_answered_by_python(page):
    open_page(page)
    enter_roll(page, 8)
    moves = page.evaluate("[...document.querySelectorAll('table.moves tbody tr')].map((row) => row.dataset.move)")
    board = sb.full_board(sb.Rules())
    assert len(moves) == len(sb.legal_moves(sb.Rules(), board, 8))
    press(page, "undo-roll")
    assert game_state(page) == "123456789"


OPENED = {  # every game (stb.games) at its start, or at the position named here; its value where it is checked
    **{name: (f"#game={name}", None) for name in GAMES},
    "pig": ("#game=pig&goal=100&state=0+0+0", pig.solution(pig.Pig(100)).P(0, 0, 0)),
    "nim": ("#game=nim&red=6&blue=5&state=6+5+0", None),
    "chopsticks": ("#game=chopsticks&state=1+1+1+1+0", None),
    "shutbox": ("#game=shutbox&players=2&state=123456789", None),
    "hog": ("#game=hog&state=40+55", hog.solution(hog.Hog()).P(40, 55)),
}


@pytest.mark.parametrize("link, value", OPENED.values(), ids=list(OPENED))
def test_every_game_opens_with_its_advice(page, link, value):
    open_page(page, link)
    assert page.evaluate(f"{GAME}.dataset.game") == link.split("&")[0].removeprefix("#game=")
    assert page.evaluate("document.querySelectorAll('table.moves tbody tr').length") > 0
    if value is not None:
        assert page.evaluate(SHOWN_VALUE) == pytest.approx(value, abs=1e-6)


def test_a_link_opens_its_position_and_a_reload_keeps_it(page):
    open_page(page, "#game=nim&red=3&blue=4&state=3+4+0&mode=people")
    assert game_state(page) == "3 4 0"
    best = page.evaluate("document.querySelector('#game .board .is-best').dataset.key")
    press(page, best)
    played = game_state(page)
    assert played != "3 4 0"
    page.reload()
    page.wait_for(PYTHON_READY)
    page.wait_for(SETTLED)
    assert game_state(page) == played
    page.wait_for("document.querySelectorAll('ol.record .rec-event').length === 1")  # its record, as it was


def test_a_game_left_while_python_answers_never_draws_again(page):
    open_page(page, "#game=pig&goal=40&state=0+0+0&mode=people")
    page.evaluate("""(() => { document.querySelector('[data-key=roll]').click();
      const menu = document.querySelector('#game-select'); menu.value = 'nim';
      menu.dispatchEvent(new Event('change', { bubbles: true })); })()""")
    page.wait_for(f"{GAME}.dataset.game === 'nim' && {SETTLED}")
    page.evaluate(AFTER_PYTHON_ANSWERS)
    page.wait_for("window.stbAnswered")  # the roll's answer has come to the game left (two people: no computer's timer)
    assert page.evaluate("document.querySelector('#title').textContent").startswith("Red-Blue Nim")
    assert page.evaluate("document.querySelectorAll('#game .pig-scores, #game [data-key=hold]').length") == 0
    assert "Take" in page.evaluate("document.querySelector('#advice table.moves').textContent")
