"""What every view of the page must be, at every width a person may use (tests that read the page
share it): no sideways scroll, no content wider than its box or cut off, every number whole on one
line with its digit grouping, no internal notation in the visible text, and no violation axe-core
knows. `screen` fixtures (conftest.py) size the one page these tests share."""

import re

from conftest import ROOT
from helpers import call, wait_for_state

SCREENS = {360: 780, 390: 844, 1024: 768, 1280: 800}  # width: height, two phones, a tablet and a laptop
PHONE = 700  # narrower than this, the rules start folded (web/verdicts.js, WIDE)
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

LAYOUT = r"""() => {
  const name = (node) => [node.tagName.toLowerCase(), ...node.classList].join('.') + (node.dataset.key ? `[${node.dataset.key}]` : '');
  const shown = [...document.querySelectorAll('body *')].filter((node) => !node.closest('svg, .visually-hidden, .label-text')
    && node.clientWidth > 0 && node.checkVisibility());
  const overflowing = shown.filter((node) => node.scrollWidth > node.clientWidth + 1).map(
    (node) => `${name(node)} (${getComputedStyle(node).overflowX}, ${node.scrollWidth} > ${node.clientWidth} px)`);
  const number = /(?<!\w)[−+-]?\d[\d,]*(?:\.\d+)?(?:-\d+)*(?:[ \u00a0](?:%|points?|moves?))?/g;  // 1,234.5 %, −2 points, a hand 1-1
  const unitless = /(?<![\w.,])\d[\d,]*(?:\.\d+)?(?=[ \u00a0]+(?:worse|better|(?:less|more) chance)\b)/g;  // "4.8 less chance to win"
  const broken = [], ungrouped = [], bare = [];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text; (text = texts.nextNode());) {
    if (text.parentElement.closest('svg') || !text.parentElement.checkVisibility()) continue;  // a closed fold's text too
    for (const match of text.data.matchAll(unitless)) bare.push(`${match[0]} in ${name(text.parentElement)}`);
    for (const match of text.data.matchAll(number)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.bottom))).size;
      if (lines > 1) broken.push(`${match[0]} in ${name(text.parentElement)}`);
      if (lines > 0 && /\d{4}/.test(match[0].split('.')[0])) ungrouped.push(`${match[0]} in ${name(text.parentElement)}`);
    }
  }
  return { overflow: document.documentElement.scrollWidth - innerWidth, overflowing, broken, ungrouped, bare,
           text: document.body.innerText, lang: document.documentElement.lang };
}"""

NOTATION = re.compile(
    r"\[\d|\bdice \d\b|\broll \d+\)|\bvs \d|\b\d+ \d+ \d+ p1\b"    # moves and positions as the bridge writes them
    r"|\b(?:hold-at|naive-depth|depth|limit):\d|\bkeep-pace\b|\(seat 0\)"  # strategy names, seats counted from 0
    r"|alpha-beta|round\(|\bpl(?:y|ies)\b|\bpts\b|playing perfectly|draw or tie|README|Internal error")
"""Internal notation and jargon that a person at the board should never read."""

NOT_A_COUNT = r"(?<![\w.,])(?<!Player )(?<!Seat )(?<!seat )(?<!Move )(?<!move )(?<!Tile )(?<!tile )(?<!Turn )(?<!turn )"
"""Before a number that counts what follows it (not Player 1, move 3, tile 9...)."""
SENTENCE_RULES = {
    "a count that disagrees with its noun ('1 moves', '2 move')": re.compile(
        NOT_A_COUNT + r"(?:1[ \u00a0]+(?:moves|points|decisions|turns|rolls|seats|players|times|games|tiles|fingers|positions)"
        r"|(?<!roll )(?<!rolls )(?<!rolled )(?:0|[2-9]|[1-9][\d,]*\d)[ \u00a0]+(?:move|point|decision|turn|seat|player|game|finger"
        r"|position)(?!['\w-]))\b"),
    "an amount without its unit ('4.8 less chance')": re.compile(
        r"(?<![\w.,])\d[\d,]*(?:\.\d+)?(?=[ \u00a0]+(?:worse|better|(?:less|more) chance)\b)"),
    "a signed number without its unit or side": re.compile(r"[+\u2212]\d[\d,.]*(?![\d,.]*[ \u00a0]*(?:points?|%|moves?)\b)"),
    "words that name code, files or the specs": re.compile(
        NOTATION.pattern + r"|\.py\b|\.js\b|\bstb\.|\bpython -m\b|(?<!\w)--[a-z]|\b[a-z]+_[a-z_]+\b|original assignment"
        r"|\bthe spec\b|\bspec's\b"),
    "a chance as a probability, not a percentage": re.compile(r"\bprobability (?:of )?0?\.\d"),
}
"""What no sentence of the page may say, in the page (check_view) and in every answer of Python's
words (tests/bridge/test_sentences.py)."""
FREQUENCIES = re.compile(r"times a game|% of games|times in 100 games|games in 100")
"""The ways of saying how often a game meets something: the page says it one way only."""
QUOTED = re.compile(r"(?<!\w)'[^']*'(?!\w)")
"""What a message quotes of the request it refuses, as it was given (a position, a name)."""


def sentence_problems(text: str) -> list[str]:
    """What `text` says that no sentence of the page may (SENTENCE_RULES), each with what it said;
    what it quotes of a request it refuses left aside."""
    text = QUOTED.sub("", text)
    return [f"{rule}: {found.group(0)!r} in {text[:160]!r}"
            for rule, pattern in SENTENCE_RULES.items() for found in pattern.finditer(text)]


AXE_RUN = """async () => {
  // what fades in (another seat's rolls, one by one) is read once it is in: a finite animation, finished
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => null)));
  return (await axe.run()).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}"""


def check_view(page, what):
    """No sideways scroll, nothing wider than its box (a table included: they wrap, never scroll),
    every number grouped and on one line with its unit (an amount that says better or worse never
    without it), no internal notation, and no violation axe-core knows."""
    problems = view_problems(page, what)
    assert problems == [], "\n".join(problems)


def view_problems(page, what, words=True) -> list[str]:
    """What check_view finds wrong with the view, each said in a line (`words`: its words read too:
    internal notation, and the sentence rules where the page speaks English, whose rules they are)."""
    layout = page.evaluate(LAYOUT)
    found = [f"{what}: the page scrolls sideways by {layout['overflow']} px" if layout["overflow"] > 0 else "",
             f"{what}: content wider than its box: {layout['overflowing']}" if layout["overflowing"] else "",
             f"{what}: numbers split across lines: {layout['broken']}" if layout["broken"] else "",
             f"{what}: numbers without digit grouping: {layout['ungrouped']}" if layout["ungrouped"] else ""]
    if words:
        leaks = sorted({m.group(0) for m in NOTATION.finditer(layout["text"])})
        said = [problem for line in layout["text"].splitlines() for problem in sentence_problems(line)] \
            if layout["lang"] == "en" else []
        found += [f"{what}: amounts without their unit: {layout['bare']}" if layout["bare"] else "",
                  f"{what}: internal notation on the page: {leaks}" if leaks else "",
                  f"{what}: sentences the page must not say: {said[:5]}" if said else ""]
    violations = page.evaluate(AXE_RUN)
    return [problem for problem in found if problem] + ([f"{what}: axe-core's violations: {violations}"] if violations else [])


def in_view(page, selector) -> bool:
    """Shown, and wholly inside the viewport as it is scrolled now."""
    return page.eval_on_selector(selector, """(node) => { const box = node.getBoundingClientRect();
      return node.checkVisibility() && box.top >= 0 && box.bottom <= innerHeight; }""")


def open_link(page, link) -> dict:
    """Open a link as a new game (the page follows the changed address); its request, as Python reads it."""
    request = call("game_open", {"query": "", "hash": link})["request"]
    old = page.query_selector("#game .board")
    page.evaluate("link => { document.querySelector('dialog[open]')?.close(); localStorage.clear(); location.hash = link; }",
                  link)
    if old:
        page.wait_for_function("old => !old.isConnected", arg=old)
    page.wait_for_selector(f"#game[data-game='{request['game']}']")
    wait_for_state(page, request["state"])
    page.evaluate("scrollTo(0, 0)")
    return request
