"""The page only draws, read from its source (web/*.js): no branch on a game's name and no list of
the games (the menu and the boards come from the registry build.py writes into the page), no
judgement name in a JavaScript string (their words, order and marks come from the registry, "best"
from the view's flags), no rule read from a move's text; no file over 300 lines and no class over 20
methods."""

import re
from pathlib import Path

import pytest

from stb.bridge.labels import LABELS
from stb.games import page_registry

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
SCRIPTS = sorted(WEB.glob("*.js"))
LONGEST_FILE = 300
MOST_METHODS = 20
REGISTRY = page_registry()
GAME_NAMES = [game["name"] for game in REGISTRY["games"]]
JUDGEMENTS = [j["name"] for j in REGISTRY["judgements"]] + [j["plural"] for j in REGISTRY["judgements"]]
COSTLY = [j["name"] for j in REGISTRY["judgements"][1:]]
REGEX_BEFORE = set("(,=:[!&|?{};+-*%<>~^") | {""}  # after these (or `return`), a slash opens a regular expression


def scan(source: str) -> tuple[str, list[str]]:
    """The code with its comments, strings and regular expressions blanked, and its strings' texts
    (a template literal's text parts each one string, marked by a ` before it; the code inside `${}`
    is code)."""
    code, strings, i = [], [], 0

    def last_token() -> str:
        text = "".join(code).rstrip()
        return "return" if text.endswith("return") else text[-1:] if text else ""

    def template(i):  # at the character after a backtick; returns the index after the closing one
        parts, part = [], []
        while source[i] != "`":
            if source[i] == "\\":
                part.append(source[i:i + 2])
                i += 2
            elif source.startswith("${", i):
                parts.append("".join(part))
                part = []
                i = expression(i + 2)
            else:
                part.append(source[i])
                i += 1
        parts.append("".join(part))
        strings.extend(parts if len(parts) == 1 else ["`" + text for text in parts])
        code.append('""')
        return i + 1

    def expression(i):  # code up to the `}` that closes a template's `${`; returns the index after it
        depth = 0
        while True:
            if source[i] == "}" and depth == 0:
                return i + 1
            depth += {"{": 1, "}": -1}.get(source[i], 0)
            i = token(i)

    def token(i):
        c = source[i]
        if source.startswith("//", i):
            return source.index("\n", i) if "\n" in source[i:] else len(source)
        if source.startswith("/*", i):
            return source.index("*/", i + 2) + 2
        if c in "'\"":
            j, text = i + 1, []
            while source[j] != c:
                text.append(source[j:j + 2] if source[j] == "\\" else source[j])
                j += 2 if source[j] == "\\" else 1
            strings.append("".join(text))
            code.append('""')
            return j + 1
        if c == "`":
            return template(i + 1)
        if c == "/" and (last_token() in REGEX_BEFORE or last_token() == "return"):
            j, in_class = i + 1, False
            while in_class or source[j] != "/":
                in_class = (in_class or source[j] == "[") and source[j] != "]"
                j += 2 if source[j] == "\\" else 1
            code.append("/regex/")
            return j + 1
        code.append(c)
        return i + 1

    while i < len(source):
        i = token(i)
    return "".join(code), strings


SCANNED = {path.name: scan(path.read_text()) for path in SCRIPTS}


def shallow(body: str) -> str:
    """A class body with every nested block and argument list emptied: `name(...) {...}` -> `name() {}`."""
    out, depth = [], 0
    for c in body:
        if c in "({[":
            if depth == 0:
                out.append(c)
            depth += 1
        elif c in ")}]":
            depth -= 1
            if depth == 0:
                out.append(c)
        elif depth == 0:
            out.append(c)
    return "".join(out)


def class_methods(code: str) -> dict[str, tuple[str | None, set[str]]]:
    """Each class of a script's code: the class it extends, and the names of its methods (the
    constructor, getters and setters among them)."""
    found = {}
    for match in re.finditer(r"\bclass\s+([A-Za-z_$][\w$]*)(?:\s+extends\s+([A-Za-z_$][\w$]*))?[^{]*\{", code):
        depth, i = 1, match.end()
        while depth:
            depth += {"{": 1, "}": -1}.get(code[i], 0)
            i += 1
        members = shallow(code[match.end():i - 1])
        names = re.findall(r"(?:^|[\s;}])(?:(?:static|async|get|set)\s+|\*)*(#?[A-Za-z_$][\w$]*)\s*\(\)\s*\{\}", members)
        found[match[1]] = (match[2], set(names))
    return found


def classes(code: str, known: dict | None = None) -> dict[str, int]:
    """Each class of a script's code and its number of methods, with those it inherits from the
    classes `known` (the page's own: {name: (parent, methods)})."""
    known = {**(known or {}), **class_methods(code)}

    def methods(name):
        parent, own = known[name]
        return own | (methods(parent) if parent in known else set())
    return {name: len(methods(name)) for name in class_methods(code)}


KNOWN = {name: methods for code, _ in SCANNED.values() for name, methods in class_methods(code).items()}


def test_the_scanner_reads_strings_code_and_classes():
    """A check of the checker, on a source with every form it must tell apart."""
    code, strings = scan('''const a = "x{y" + 'it\\'s' + `t ${b ? "in" : `deep ${c}`} end`; // "not a string"
      const r = /[/"]/.test(d) ? e / 2 : 0; /* "nor this" */
      class K extends L { static s() {} constructor(a = {}) { super(); this.f = () => { return 1; }; }
        get g() { if (x) { y(); } return 2; } async h(p, { q }) {} #p() {} field = 3; }''')
    assert sorted(strings) == sorted(["x{y", "it\\'s", "`t ", "in", "`deep ", "`", "` end"])
    assert "not a string" not in code and "nor this" not in code and "/regex/" in code and "e / 2" in code
    assert classes(code) == {"K": 5}
    assert classes("class M extends K { a() {} constructor() {} }", {"K": (None, {"constructor", "s", "g"})}) == {"M": 4}


@pytest.mark.parametrize("name", [path.name for path in SCRIPTS])
def test_no_script_is_over_300_lines_nor_a_class_over_20_methods(name):
    assert len((WEB / name).read_text().splitlines()) <= LONGEST_FILE
    assert {cls: count for cls, count in classes(SCANNED[name][0], KNOWN).items() if count > MOST_METHODS} == {}


def test_the_checker_sees_the_page_s_classes():
    found = {cls: count for code, _ in SCANNED.values() for cls, count in classes(code, KNOWN).items()}
    assert {"GameStore", "GameScreen", "AdvicePanel", "Review", "PracticeView", "RetryView"} <= found.keys()
    assert found["GameStore"] >= 15 and all(count >= 1 for count in found.values())
    assert found["RetryView"] > len(KNOWN["RetryView"][1])  # what it inherits from PracticeView counted


def test_no_game_is_named_in_the_scripts():
    """No game's name in a string (`=== "pig"`, a default game) nor as an object's key (a map of
    boards): the menu, the boards and the figures come from the registry. A name joined by a hyphen is
    a style's class of the game's own board (`pig-scores`); a label's key is named by its script's file
    (`shutbox.roll`, stb.bridge.labels)."""
    named = {}
    for name, (code, strings) in SCANNED.items():
        for game in GAME_NAMES:
            word = re.compile(rf"(?<![\w-]){game}(?![\w-])")
            hits = [s for s in strings if word.search(s) and s not in LABELS] + re.findall(rf"[{{,]\s*{game}\s*:", code)
            if hits:
                named[f"{name}: {game}"] = hits
    assert named == {}


NOT_JUDGEMENTS = {("thinkblocks.js", "best"): "a row's kind in the thinking panel's tables (stb.bridge.thinking)"}
"""Strings that are a judgement's word in another vocabulary, each with what it is there."""


def test_no_judgement_is_named_in_the_scripts():
    """No string is a judgement's name, plural or sentence (a list of them, a test of "best", a chart's
    "A blunder."), and no object is keyed by a costly one (a map of marks): their order, words and
    marks come from the registry, and the best moves from the view's flags. Prose about the drill
    ("Retry your mistakes") and labels before a move's words ("best: Roll") are the page's own."""
    names = "|".join(JUDGEMENTS)
    alone = re.compile(rf"[\s:.,]*(?:{names})[\s.,;!]*")  # "best", ": best." (a label before a move, "best: ", is not)
    sentence = re.compile(rf"\s*an?\s+(?:{names})\W*", re.IGNORECASE)
    named = {}
    for name, (code, strings) in SCANNED.items():
        hits = [s for s in strings if (alone.fullmatch(s.lstrip("`")) or sentence.fullmatch(s.lstrip("`")))
                and (name, s) not in NOT_JUDGEMENTS]
        hits += re.findall(rf"[{{,]\s*(?:{'|'.join(COSTLY)})\s*:", code)
        if hits:
            named[name] = hits
    assert named == {}


def test_no_rule_is_read_from_a_moves_text():
    """A move is played by its index, and whatever a board needs to know of it (a throw, a key, its
    judgement, whether it is legal here) comes as a field: its text and words are only ever compared
    whole or shown."""
    read = {name: re.findall(r"\.(?:move|words)\??\.(?:startsWith|endsWith|includes|match|replace|split|slice|indexOf)\(", code)
            for name, (code, _) in SCANNED.items()}
    assert {name: hits for name, hits in read.items() if hits} == {}


def test_the_page_s_body_names_no_game_but_the_heading_before_the_first_view():
    """index.html's body lists no game (its menu is empty: build.py fills it, tests/tools/test_structure.py);
    only the heading shows the first game's title until the first view is drawn, so that it does
    not move."""
    html = (ROOT / "index.html").read_text()
    body = html[html.index("<body>"):]
    titles = [game["title"] for game in REGISTRY["games"]]
    named = [title for title in titles if title in body.replace(f'<h1 id="title">{titles[0]}</h1>', "")]
    assert named == [] and f'<h1 id="title">{titles[0]}</h1>' in body


def test_every_game_s_board_is_a_module_of_the_page():
    """The page loads a game's board as web/<board>.js (its `Board`), the name the registry gives."""
    for game in REGISTRY["games"]:
        assert re.search(r"^export class Board\b", (WEB / f"{game['board']}.js").read_text(), re.MULTILINE), game
    assert "new URL(`./${board}.js`, import.meta.url)" in (WEB / "registry.js").read_text()


PANEL_SCRIPTS = ("thinking.js", "thinkblocks.js", "thinktree.js")
"""The algorithm panel's scripts ("How the computer thinks"): every word they show is Python's (issue 46)."""
KEY_NAMES = {"Home", "End", "ArrowLeft", "ArrowRight", "Escape", "Enter"}
"""Keys the panel's steps answer to, named as the browser names them: code, not words."""
CODE_STRINGS = {"Content-Type"}
"""Whole strings that are code, not words: an HTTP header's name (web/sw.js)."""
ENGLISH = re.compile(r"(?<![\w-])(?:the|of|and|to|so|far|not|from|below|how|what|step|steps|back|first|last|play|pause|"
                     r"positions?|moves?|sweeps?|search|tree|cut|off|chosen|best|game|over|evaluated|table|rows?|"
                     r"earlier|shown|drawn|here|ply|entered|scroll|sideways|change|after|each|turn|total|"
                     r"a|an|is|it|its|no|yet|none|with|you|your|this|could|be|been|has|have|as|for|by|in|on|at|"
                     r"moving|second|choices?|saved|loaded|played|page|link|there|where|which)(?![\w-])")


def english_in(strings: list[str]) -> list[str]:
    """The strings that are words a person reads: a capitalised word that is no key's name ("Step",
    "▶ Play"), or two English words in a row ("game over", " positions drawn so far")."""
    found = []
    for text in (s.lstrip("`") for s in strings if s not in CODE_STRINGS):
        capitalised = [w for w in re.findall(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)*\b", text) if w not in KEY_NAMES]
        if capitalised or re.search(rf"{ENGLISH.pattern}[:,;.]?\s+{ENGLISH.pattern}", text, re.IGNORECASE):
            found.append(text)
    return found


def test_the_english_check_finds_words_a_person_reads():
    _, strings = scan('el("button", {}, "How the computer thinks"); `Step ${n} of ${m}`; " not searched: cut off";'
                      ' key === "ArrowLeft"; el("ol", { class: "tree tree-drawn", "data-step-key": "Home" }, "▶ Play");'
                      ' `${n} of your saved positions ${n === 1 ? "is" : "are"} due`;'
                      ' t.accuracy === null ? "no choices yet" : seat ? " · moving first" : "num after";'
                      ' fetch(url, { headers: { "Content-Type": "application/json" } })')
    assert english_in(strings) == ["How the computer thinks", "Step ", " not searched: cut off", "▶ Play",
                                   " of your saved positions ", "no choices yet", " · moving first"]


@pytest.mark.parametrize("name", [path.name for path in SCRIPTS])
def test_no_script_writes_english_of_its_own(name):
    """Its labels come from the page's labels (stb.bridge.labels, web/registry.js `label`) and the
    algorithm panel's with each trace (stb.bridge.thinking); its sentences whole from Python's
    answers, in the reader's language (issue 46)."""
    assert english_in(SCANNED[name][1]) == []
