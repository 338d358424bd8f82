"""The page's own labels (stb.bridge.labels): every key index.html, a script or style.css names exists,
every label is used, and index.html's English is the catalogue's, so the English page needs no catalogue."""

import re
from html.parser import HTMLParser
from pathlib import Path

from stb.bridge.labels import LABELS, labels

ROOT = Path(__file__).resolve().parents[2]
SCRIPT_KEYS = re.compile(r"""\blabel\(\s*["'`]([\w.-]+)["'`]""")
STYLE_KEYS = re.compile(r"var\(--label-([\w-]+)\)")  # the label css.<name>, drawn by style.css


class Labelled(HTMLParser):
    """index.html's labelled elements: (key, its text with <kbd> kept as markup) and (key, attribute value)."""

    def __init__(self):
        super().__init__()
        self.texts, self.attributes, self.open = [], [], []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name, key in attrs.items():
            if name.startswith("data-label-"):
                self.attributes.append((key, attrs.get(name[len("data-label-"):])))
        for entry in self.open:
            entry[1].append(f"<{tag}>")
        if "data-label" in attrs:
            self.open.append((attrs["data-label"], [], tag))

    def handle_endtag(self, tag):
        if self.open and self.open[-1][2] == tag:
            key, parts, _ = self.open.pop()
            self.texts.append((key, "".join(parts).strip()))
        for entry in self.open:
            entry[1].append(f"</{tag}>")

    def handle_data(self, data):
        for entry in self.open:
            entry[1].append(data)


def index_labels() -> Labelled:
    parser = Labelled()
    parser.feed((ROOT / "index.html").read_text())
    return parser


def script_keys() -> set[str]:
    return {key for path in (ROOT / "web").glob("*.js") for key in SCRIPT_KEYS.findall(path.read_text())}


def style_keys() -> set[str]:
    return {f"css.{name}" for name in STYLE_KEYS.findall((ROOT / "web" / "style.css").read_text())}


def test_index_html_shows_each_labels_english():
    english = labels()
    page = index_labels()
    assert page.texts and page.attributes
    assert [(key, text) for key, text in page.texts if english.get(key) != text] == []
    assert [(key, value) for key, value in page.attributes if english.get(key) != value] == []


def test_every_label_named_exists_and_every_label_is_named():
    page = index_labels()
    named = {key for key, _ in page.texts + page.attributes} | script_keys() | style_keys()
    assert named - LABELS.keys() == set()
    assert LABELS.keys() - named == set()


def test_every_label_has_a_translation_of_its_own_in_every_language():
    """A label's English written elsewhere as a counted message is one plural entry of the catalogue,
    which the label's plain lookup never finds: such a label needs a context of its own."""
    from tools import catalogues
    for language in catalogues.languages():
        catalogue = catalogues.read(language)
        for key, text in LABELS.items():
            context, english = text if isinstance(text, tuple) else (None, text)
            entry = catalogue.get(english, context)
            assert entry is not None and isinstance(entry.string, str) and entry.string, (language, key)


def test_style_css_draws_no_words_of_its_own():
    """What style.css draws (`content:`) holds no letters but the labels it names, so that each
    language has its own words there too."""
    drawn = re.findall(r"content:\s*([^;}]*)", (ROOT / "web" / "style.css").read_text())
    strings = [re.sub(r"\\[0-9a-fA-F]{1,6}\s?", "", string) for value in drawn for string in re.findall(r'"([^"]*)"', value)]
    assert [string for string in strings if re.search(r"[^\W\d_]", string)] == []  # a character's escape ("\00a0") aside
