"""The page in French, Spanish and German, as a reader whose browser speaks it meets it (Playwright's
`locale`): one page per language walks every screen of every game (stb.games) and the page's tools,
and finds no English word in any text or accessible name, numbers in the language's form, nothing
wider than a phone and no violation axe-core knows; the Language menu switches at once, keeps the
game, its review and the drill, and is remembered; a link opens in its reader's language. The
pictures of Shut the Box after a roll and of a review, in each language, go where the screenshots
fixture says (docs/ with STB_SCREENSHOTS=1)."""

import json
import re
import time
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from conftest import outside_hosts
from helpers import call, ok, settle, short_game, state, wait_for_state
from screens import AXE, SCREENS, open_link, view_problems
from stb import i18n
from stb.games import GAMES
from tools.browser import CHROMIUM, CHROMIUM_ARGS
from tools.catalogues import compiled

pytestmark = [pytest.mark.browser, pytest.mark.beside]

READERS = [code for code in i18n.LANGUAGES if code != i18n.SOURCE]
"""The languages swept: every language of a catalogue but English, each as a browser of its main
country asks for it (fr-FR, es-ES, de-DE)."""

ENGLISH = set("""
the you your yours and with move moves moved roll rolls rolled rolling hold holds held turn turns player players
computer best worse worst better chance chances points point tiles tile wins win won winning lose loses lost score
scores game games play plays played playing new next back take taken copy save saved load loaded show shown advice
keys review practice strategy strategies answer answers answered wrong right mistake mistakes blunder blunders
inaccuracy inaccuracies accuracy costly decision decisions hint again retry skip close language colours light dark
could cannot kept browser download read expected value values from this that these there here what which when where
who whose why how is are were been it its not if than then each every any more less most least only until after
before into over under one two three four five seven eight nine first third rules goal sum shut heads tails blue
wait let nobody tie draw end finish ahead behind would should will have had of for to by at yes
""".split())
"""Common English words, none of them a word of French, Spanish or German as well ("a", "an", "in",
"on", "so", "also", "was", "die", "man", "no", "has", "red", "dice", "six", "ten", "last", "start",
"box", "total", "final", "position", "error" and "but" are, and are left out)."""
THEIRS = {"fr": {"score", "scores", "point", "points", "chance", "chances"},
          "de": {"computer", "chance", "chances", "browser"}}
"""Words of that list that are that language's own too: "11,02 points", "le score", "der Computer",
"die Chance", "im Browser"."""
KEPT = ("The Pedagogy and Probability of the Dice Game HOG", "Journal of Statistics Education", "I will win.", "I may not win.")
"""English kept as it is in every language: the titles of the works cited, and what the seed's
Chopsticks program prints, quoted (its translation beside it); and the games' names the registry
keeps, read from it."""

TEXTS = r"""() => {
  // every text a person may read or hear: visible text (a key's name in <kbd> aside), what style.css
  // draws before and after an element, the words of an SVG figure, a <select>'s options, and the
  // names and descriptions held in attributes
  const where = (node) => [node.tagName.toLowerCase(), ...node.classList].join('.') + (node.id ? `#${node.id}` : '')
    + (node.dataset?.key ? `[${node.dataset.key}]` : '') + (node.dataset?.testid ? `[${node.dataset.testid}]` : '');
  const seen = (node) => node.checkVisibility({ visibilityProperty: true });
  const found = [["the page's title", document.title]];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text; (text = texts.nextNode());) {
    const parent = text.parentElement;
    if (!text.data.trim() || parent.closest('kbd, script, style, template, option, optgroup, title')) continue;
    if (seen(parent)) found.push([where(parent), text.data]);
  }
  for (const node of document.querySelectorAll('body *')) {  // the words style.css draws (content:)
    if (!seen(node)) continue;
    for (const pseudo of ['::before', '::after']) {
      const drawn = [...getComputedStyle(node, pseudo).content.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
      if (drawn.trim()) found.push([`${where(node)}${pseudo}`, drawn]);
    }
  }
  for (const select of document.querySelectorAll('select')) {
    if (seen(select)) for (const option of select.options) found.push([`${where(select)} option`, option.text]);
  }
  for (const title of document.querySelectorAll('svg title')) {
    if (title.parentElement && seen(title.parentElement)) found.push([`${where(title.parentElement)} title`, title.textContent]);
  }
  const named = ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext', 'aria-roledescription'];
  for (const node of document.querySelectorAll(named.map((name) => `[${name}]`).join(', '))) {
    if (node.tagName === 'svg' ? !seen(node) : !(seen(node) || node.closest('dialog[open]'))) continue;
    for (const name of named) {
      if (node.hasAttribute(name)) found.push([`${where(node)} @${name}`, node.getAttribute(name)]);
    }
  }
  return found;
}"""

WORD = re.compile(r"\w+")
"""A word, if it is all letters (a player's turn: "player", "s", "turn"; not a name in code, next_moves)."""
NUMBER_AS_ENGLISH = re.compile(r"(?<![\d.])(?<!Python )\d+\.\d{1,2}(?![\d.])")
"""A decimal point where French, Spanish and German write a comma: 11.02 (not 23.255, thousands, nor
Python 3.8, a version)."""
FRENCH_SPACE = re.compile(r"(?<![\u00a0\u202f])[%:]")
"""French writes a no-break space (U+00A0 or U+202F) before "%" and ":"."""


def english(text: str, language: str, names: tuple[str, ...]) -> list[re.Match]:
    """The common English words in `text`, the names kept in every language left aside."""
    for name in names:
        text = text.replace(name, " " * len(name))
    words = ENGLISH - THEIRS.get(language, set())
    return [found for found in WORD.finditer(text) if found.group(0).isalpha() and found.group(0).lower() in words]


class Sweep:
    """One page in one language, and what its screens said wrong: English words, numbers written the
    English way, French spacing, each with the text it is in and the screen."""

    def __init__(self, page, language, screenshots):
        self.page, self.language, self.screenshots = page, language, screenshots
        spoken = page.evaluate("document.documentElement.lang")
        assert spoken == language, f"a browser asking for {language} is answered in {spoken!r}: the page does not offer {language}"
        registry = json.loads(page.evaluate(f"fetch('web/locale/{language}/registry.json').then((r) => r.text())"))
        self.names = (*KEPT, *(game["title"] for game in registry["games"]))
        self.found: dict[tuple, dict] = {}  # (kind, word, where, text): {"text": ..., "screens": [...]}
        self.screens: list[str] = []
        self.problems: list[str] = []

    def pictured(self, what):
        """The view at 390 and 1280 px, as docs/lang-<language>-<what>-<width>.png (or in a temporary
        folder: the screenshots fixture), scrolled as the page scrolled it (not sideways)."""
        for width in (390, 1280):
            self.width(width)
            self.page.evaluate("scrollTo(0, scrollY)")
            self.page.screenshot(path=str(self.screenshots / f"lang-{self.language}-{what}-{width}.png"))
        self.width(390)

    def width(self, width):
        self.page.set_viewport_size({"width": width, "height": SCREENS[width]})

    def read(self, screen, *, widths=(), words=True):
        """What `screen` shows, read; at each of `widths`, its layout and axe-core checked too
        (screens.view_problems; `words`: its notation too)."""
        self.screens.append(screen)
        lang = self.page.evaluate("document.documentElement.lang")
        if lang != self.language:
            self.problems.append(f"{screen}: <html lang> is {lang!r}, not {self.language!r}")
        self.said(screen, self.page.evaluate(TEXTS))
        for width in widths:
            self.width(width)
            self.problems += view_problems(self.page, f"{screen}, at {width} px", words)
        if widths:
            self.width(390)

    def said(self, screen, texts):
        """Note what `texts` ([where, text], as TEXTS gives them) say wrong on `screen`."""
        for where, text in texts:
            wrong = [("English", found) for found in english(text, self.language, self.names)]
            wrong += [("a decimal point", found) for found in NUMBER_AS_ENGLISH.finditer(text)]
            if self.language == "fr":
                wrong += [("no no-break space before", found) for found in FRENCH_SPACE.finditer(text)]
            for kind, found in wrong:
                context = text[max(0, found.start() - 50):found.end() + 50].strip()
                key = (kind, found.group(0).lower(), where, re.sub(r"\d+", "#", context))
                self.found.setdefault(key, {"text": context, "screens": []})["screens"].append(screen)

    def report(self) -> str:
        """What went wrong: the English words each screen shows first, then each text once (with the
        first screen that showed it), then each view's layout and axe-core's violations."""
        first = {screen: sorted({word for (kind, word, _, _), seen in self.found.items() if kind == "English"
                                 and seen["screens"][0] == screen}) for screen in self.screens}
        texts = [f"{kind} {word!r} in {where}: {seen['text']!r} ({seen['screens'][0]}"
                 + (f", and {len(set(seen['screens'])) - 1} more screens)" if len(set(seen["screens"])) > 1 else ")")
                 for (kind, word, where, _), seen in sorted(self.found.items())]
        return "\n".join([f"In {self.language}, the English words each screen shows first:",
                          *(f"  {screen}: {', '.join(words)}" for screen, words in first.items() if words),
                          f"{len(texts)} texts:", *texts, f"{len(self.problems)} views:", *self.problems])


@pytest.fixture(scope="module")
def chromium(playwright):
    """A Chromium that opens a context per reader, each with its browser's language."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture
def reader(chromium, site_url, requested_urls):
    """reader('fr', query, kept) -> a page of a new browser context whose language is fr-FR, at the
    site's address with `query`, this browser keeping `kept` (localStorage's keys and texts) before
    it opens; its JavaScript errors and any request that leaves 127.0.0.1 fail the test."""
    contexts = []

    def opener(language, query="", kept=None):
        origin = "{0.scheme}://{0.netloc}".format(urlsplit(site_url))
        context = chromium.new_context(locale=f"{language}-{language.upper()}", viewport={"width": 390, "height": SCREENS[390]},
                                       storage_state={"cookies": [], "origins": [{"origin": origin, "localStorage": [
                                           {"name": name, "value": value} for name, value in (kept or {}).items()]}]})
        context.set_default_timeout(60_000)
        context.on("request", lambda request: requested_urls.append(request.url))
        contexts.append(context)
        page = context.new_page()
        page.errors = []
        page.on("pageerror", lambda error: page.errors.append(str(error)))
        page.goto(site_url + query)
        page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
        page.add_script_tag(path=str(AXE))
        return page

    yield opener
    errors = [error for context in contexts for page in context.pages for error in page.errors]
    for context in contexts:
        context.close()
    assert errors == [], f"JavaScript errors on the page: {errors}"
    assert outside_hosts(requested_urls) == []


SAMPLE = """() => {  // the words #game says as they change (the computer's turn, told step by step)
  window.sampled = [];
  const game = document.querySelector('#game');
  new MutationObserver(() => {
    for (const node of game.querySelectorAll('.status, .event')) {
      if (node.checkVisibility() && node.textContent.trim()) sampled.push(['#game ' + node.className, node.textContent]);
    }
  }).observe(game, { subtree: true, childList: true, characterData: true });
}"""


def best_move(sweep):
    """Play the advice's best move; a button that never stands still for a click is a problem of the
    view (seen once, the page scrolling sideways), and is then pressed where it is."""
    button = sweep.page.locator("#advice table.moves tbody tr").first.locator("button")
    try:
        button.click(timeout=10_000)
    except PlaywrightTimeout:
        sweep.problems.append(f"{sweep.page.get_attribute('#game', 'data-game')} at {state(sweep.page)!r}: the best move's "
                              f"button never stood still for a click, in a view {sweep.page.evaluate('innerWidth')} px wide")
        button.dispatch_event("click")
    settle(sweep.page)


def mine(page):
    """Wait until the person is to move, or the game is over, Python's answer drawn (where the computer
    waits to be asked, it is asked)."""
    for _ in range(2):
        page.wait_for_function("() => { const game = document.querySelector('#game'); return game.dataset.phase === 'game-over'"
                               " || (['', 'waiting'].includes(game.dataset.computer) && game.dataset.phase === 'move'); }",
                               timeout=60_000)
        settle(page)
        if page.get_attribute("#game", "data-computer") != "waiting":
            return
        page.click("#game [data-key=wait]")


def play_to_the_end(sweep):
    """The best move in each of the person's turns, the computer playing its own, to the result card."""
    for _ in range(200):
        mine(sweep.page)
        if sweep.page.get_attribute("#game", "data-phase") == "game-over":
            break
        best_move(sweep)
    sweep.page.wait_for_selector("[data-testid='result'] li")


def walk_a_game(sweep, name):
    """A game of `name` against the computer, its first move the computer's: every screen of it."""
    page = sweep.page
    open_link(page, short_game(name, side=1)[0])
    page.wait_for_selector("#game[data-computer='waiting']")
    sweep.read(f"{name}: the start, the computer to move", widths=(390, 1280))
    page.click("#game .how-to summary")
    sweep.read(f"{name}: How to play", widths=(390,))
    page.click("#game .how-to summary")
    page.click("[data-testid='think-toggle']")
    page.wait_for_selector("[data-testid='thinking'][data-ready='true']")
    sweep.read(f"{name}: How the computer thinks", widths=(390,), words=False)
    page.click("[data-testid='think-toggle']")
    page.evaluate(SAMPLE)
    page.click("[data-key=wait]")
    mine(page)
    sweep.read(f"{name}: after the computer's move", widths=(390, 1280))
    play_to_the_end(sweep)
    sweep.said(f"{name}: the computer's turns", page.evaluate("sampled"))
    sweep.read(f"{name}: the end", widths=(390,))
    page.locator("ol.record > li > .rec-open").first.click()
    page.wait_for_selector(".walk:not([hidden])")
    page.keyboard.press("ArrowRight")
    settle(page)
    sweep.read(f"{name}: the review, stepped", widths=(390, 1280))
    if name == "shutbox":
        sweep.pictured("review")
    page.keyboard.press("Escape")


TABLE = "#game=shutbox&players=3&tiles=4&others=computer&seat=2"
"""A table of three, the person in the second seat, the others the computer's."""
PIG_PEOPLE = "#game=pig&goal=20&sides=6&coin=0&mode=people&state=0+0+3"
"""Pig between two people where holding throws the turn away: a blunder for the tutor and for Retry."""
BAD_LINKS = ("#game=chess&state=e4", "#game=nim&red=4&blue=x&state=4+5+0")
UNREADABLE = '{"link": "game=pig&goal=20&state=3+5+4", "moves": [{"move"'
"""A kept game, or a saved game's file, cut in the middle of a character."""


def walk_the_tools(sweep):
    """Copy link, the tutor, Retry, Practice, the lab, a refused load and bad links."""
    page = sweep.page
    open_link(page, PIG_PEOPLE)
    page.click("#tools [data-key=copy-link]")
    page.wait_for_function("() => document.querySelector('#tools .action-note').textContent.trim()")
    sweep.read("Copy link: what it says", widths=(390,))
    page.select_option("select[name=tutor]", "mistake")
    page.click("#game .board button[data-move='hold']")
    page.click("[data-key=tutor-hint]")
    page.wait_for_selector(".tutor-hint:not([hidden])")
    sweep.read("the tutor's question, its hint", widths=(390,))
    page.click("[data-key=tutor-play]")
    wait_for_state(page, "0 3 0 p1")
    page.select_option("select[name=tutor]", "")
    page.click("#review [data-key='retry']")
    page.wait_for_selector("#game[data-phase='question']")
    sweep.read("Retry: the question", widths=(390,))
    page.click("#game .board button[data-move='hold']")
    page.wait_for_selector("#game[data-phase='answered']")
    sweep.read("Retry: a wrong answer", widths=(390,))
    page.click("#game [data-key=next]")
    page.wait_for_selector("#game[data-phase='done']")
    sweep.read("Retry: how it went", widths=(390,))
    page.click("#game [data-key=back]")
    wait_for_state(page, "0 3 0 p1")

    open_link(page, "#game=nim&red=7&blue=7&state=4+3+0")
    missed = [{"rules": {"red": 7, "blue": 7, "misere": False}, "state": "4 3 0"}]
    store = ok("game_drill", {"game": "nim", "now": int(time.time() * 1000), "missed": missed})["store"]
    page.evaluate("(text) => localStorage.setItem('stb:mistakes:nim', text)", store)
    page.click("#practice")
    page.wait_for_selector("#game[data-phase='question']")
    page.click("#game .board button[data-move='2 red']")
    page.wait_for_selector("#game[data-phase='missed']")
    sweep.read("Practice: a wrong answer", widths=(390,))
    page.click("#game [data-key=see-answer]")
    page.wait_for_selector("#game[data-phase='answered']")
    sweep.read("Practice: the answer", widths=(390,))
    page.click("#game [data-key=back]")
    settle(page)

    open_link(page, "#game=shutbox&state=123456789")
    page.click("#strategies")
    page.wait_for_selector("#game[data-phase='done']", timeout=120_000)
    sweep.read("the lab", widths=(390,))
    page.click(".strategies li[data-strategy='highest'] button")
    page.click(".lab-positions button")
    page.wait_for_selector("#game .board:not([hidden]) .tile")
    sweep.read("the lab: a costly position", widths=(390,))
    page.keyboard.press("Escape")
    page.click("#game [data-key=back]")
    settle(page)

    for name, text in (("broken.json", UNREADABLE), ("chess.json", '{"stb": 1, "game": "chess", "moves": []}')):
        page.set_input_files("input[type='file']", {"name": name, "mimeType": "application/json", "buffer": text.encode()})
        page.wait_for_function("[...document.querySelectorAll('#game .error, #tools .error')].some((e) => e.textContent.trim())")
        sweep.read(f"a refused load ({name})", widths=(390,))
    for link in BAD_LINKS:
        open_link(page, link)
        page.wait_for_function("() => document.querySelector('#notice').textContent.trim()")
        sweep.read(f"a bad link ({link})", widths=(390,))


@pytest.mark.parametrize("language", READERS)
def test_every_screen_speaks_the_readers_language(reader, screenshots, language):
    page = reader(language, "?seed=4", kept={"stb:game:pig": UNREADABLE, "stb:mistakes:shutbox": UNREADABLE})
    sweep = Sweep(page, language, screenshots)
    settle(page)
    page.wait_for_selector("#notice a[download]")
    sweep.read("a kept game set aside", widths=(390,))
    page.click("#practice")
    page.wait_for_selector(".drill-note a[data-key='download']")
    page.wait_for_selector("#game[data-phase='question']")
    sweep.read("the drill's mistakes set aside", widths=(390,))
    page.click("#game [data-key=back]")
    open_link(page, "#game=shutbox&state=123456789")
    value = page.inner_text("[data-testid='position-value'] .value-number")
    assert "11,02" in value and "11.02" not in page.inner_text("body"), value
    sweep.read("Shut the Box: the start", widths=(390, 1280))
    page.click("#game [data-key='roll']")
    settle(page)
    sweep.read("Shut the Box: after a roll", widths=(390, 1280))
    page.evaluate("scrollTo(0, 0)")
    sweep.pictured("shutbox")
    page.keyboard.press("?")
    page.wait_for_selector("dialog#keys[open]")
    sweep.read("the keys", widths=(390,))
    page.keyboard.press("Escape")
    play_to_the_end(sweep)
    sweep.read("Shut the Box: the end", widths=(390,))
    open_link(page, TABLE)
    page.evaluate(SAMPLE)
    play_to_the_end(sweep)
    sweep.said("a table of three: the computer's turns", page.evaluate("sampled"))
    sweep.read("a table of three: the end", widths=(390,))
    for name in GAMES:
        walk_a_game(sweep, name)
    walk_the_tools(sweep)
    assert not sweep.found and not sweep.problems, sweep.report()


KEPT_STORES = """() => JSON.stringify(Object.keys(localStorage).filter((k) => k.startsWith('stb:mistakes:')).sort()
  .map((k) => [k, localStorage.getItem(k)]).concat([['moves', JSON.parse(localStorage.getItem('stb:game:pig')).moves]]))"""
"""The drill's stores as kept, and the moves of the Pig game kept."""


def events(page) -> list[str]:
    return page.locator("ol.record .rec-event").all_text_contents()


def test_the_language_menu_switches_at_once_keeps_the_game_and_is_remembered(reader, site_url, monkeypatch):
    """A reader of Spanish chooses French: the page's labels, <html lang> and the game's words change
    without a reload, the game, its review and the drill's cards stay; French stays on a reload; the
    game's link opens in German for a reader of German."""
    page = reader("es", "?seed=5" + PIG_PEOPLE)
    wait_for_state(page, "0 0 3")
    page.click("#game .board button[data-move='hold']")  # a blunder: a card for Player 1's drill
    wait_for_state(page, "0 3 0 p1")
    page.click("#game .board button[data-move='roll']")
    settle(page)
    position, kept = page.get_attribute("#game", "data-state"), page.evaluate(KEPT_STORES)
    saved = page.evaluate("JSON.parse(localStorage.getItem('stb:game:pig'))")
    review = {"game": "pig", "rules": saved["request"]["rules"], "opponent": saved["request"]["opponent"],
              "start": saved["start"], "moves": saved["moves"]}
    monkeypatch.setattr(i18n, "_catalogues", {i18n.SOURCE: i18n._catalogues[i18n.SOURCE]})  # as it was, after the test
    for language in ("es", "fr"):
        i18n.install(language, compiled(language))
    said = {language: [record["event"] for record in call("game_review", {**review, "lang": language})["records"]]
            for language in ("es", "fr")}
    assert events(page) == said["es"] != said["fr"]
    page.locator("ol.record .rec-open").first.click()  # the review, stepped
    page.wait_for_selector(".walk:not([hidden])")
    stepped = page.inner_text(".walk")
    page.evaluate("window.notReloaded = true")

    page.select_option("#language", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'", timeout=5_000)
    page.wait_for_function("(said) => { const shown = [...document.querySelectorAll('ol.record .rec-event')];"
                           " return shown.length === said.length && shown.every((e, i) => e.textContent === said[i]); }",
                           arg=said["fr"], timeout=15_000)
    settle(page)
    page.wait_for_function("""(stepped) => {  // the review still stepped, at the move it showed, in French
      const walk = document.querySelector('.walk:not([hidden])'), numbers = (text) => String(text.match(/\\d+/g));
      return walk && walk.innerText !== stepped && numbers(walk.innerText) === numbers(stepped); }""", arg=stepped, timeout=15_000)
    assert page.evaluate("window.notReloaded") is True
    assert page.get_attribute("#game", "data-state") == position and page.evaluate(KEPT_STORES) == kept
    french = json.loads(page.evaluate("fetch('web/locale/fr/registry.json').then((r) => r.text())"))
    assert page.locator("#game-select option").all_text_contents() == [game["title"] for game in french["games"]]
    assert page.evaluate("[...document.querySelectorAll('[data-label]')].map((e) => [e.dataset.label, e.textContent])") == \
        [[key, re.sub("</?kbd>", "", french["labels"][key])] for key in page.evaluate(
            "[...document.querySelectorAll('[data-label]')].map((e) => e.dataset.label)")]
    assert page.locator("#review").is_visible() and '"cards":[{' in kept.replace(" ", "").replace("\\", "")

    page.reload()
    page.wait_for_selector("#advice[data-ready='true']", timeout=90_000)
    wait_for_state(page, position)
    assert page.evaluate("document.documentElement.lang") == "fr" and page.input_value("#language") == "fr"
    page.wait_for_function("(count) => document.querySelectorAll('ol.record .rec-event').length === count", arg=len(said["fr"]))
    assert events(page) == said["fr"] and page.evaluate(KEPT_STORES) == kept

    link = page.url.removeprefix(site_url)
    assert "lang" not in link
    german = reader("de", link)
    wait_for_state(german, position)
    assert german.evaluate("document.documentElement.lang") == "de"
