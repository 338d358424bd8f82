"""The site's words in each language, one folder each, web/locale/<language>/: the answers the page may
need before Python is up (answers.json, made by the bridge in Pyodide on the site's archive, `packed`) and, but
for English (the page's own, written into index.html), the compiled catalogue Python installs
(catalogue.mo.gz, compressed here since a host may not compress it) and the page's registry in that
language (registry.json). A reader downloads their own language's folder alone."""

import base64
import gzip
import hashlib
import json
from collections import Counter
from pathlib import Path

from stb.i18n import LANGUAGES, SOURCE, install, speaking
from tools.pyodide import cached, run_in_pyodide

LOCALE = Path("web") / "locale"
CATALOGUE, REGISTRY, ANSWERS = "catalogue.mo.gz", "registry.json", "answers.json"

# Runs in Pyodide on the site's archive: installs each catalogue from its .mo and prints, one line per
# language, the shipped answers in it.
SHIPPED_PROGRAM = """
import base64, json
from stb.bridge.shipped import shipped_answers
from stb.i18n import SOURCE, install
for language, mo in json.loads(%r).items():
    if language != SOURCE:
        install(language, base64.b64decode(mo))
    print(json.dumps([language, shipped_answers(language)], ensure_ascii=False, allow_nan=False, separators=(",", ":")))
"""


def shipped_program(catalogues: dict[str, bytes]) -> str:
    """The program that prints the answers shipped in each language of `catalogues` (English's: b"")."""
    return SHIPPED_PROGRAM % compact({language: base64.b64encode(mo).decode() for language, mo in catalogues.items()})


SHARED = 200
"""A part of the shipped answers longer than this (as JSON) that comes more than once is written once."""


def packed(answers: dict) -> dict:
    """The shipped answers with each part that repeats (a value whose JSON is longer than SHARED
    characters: the same rules' menus, How to play, a board) written once, in "parts", and referred
    to as {"$part": its index}: gzip's window is too short to find them a few answers apart."""
    seen = Counter()

    def count(value):
        if isinstance(value, (dict, list)):
            if len(text := compact(value)) > SHARED:
                seen[text] += 1
            for child in value.values() if isinstance(value, dict) else value:
                count(child)

    parts, index = [], {}

    def pack(value):
        if not isinstance(value, (dict, list)):
            return value
        if seen[text := compact(value)] > 1:
            if text not in index:
                index[text] = len(parts)
                parts.append(value)
            return {"$part": index[text]}
        return {key: pack(child) for key, child in value.items()} if isinstance(value, dict) else list(map(pack, value))

    for answer in answers.values():
        count(answer)
    return {"answers": {key: pack(answer) for key, answer in answers.items()}, "parts": parts}


def unpacked(shipped: dict) -> dict:
    """The answers of a `packed` file, whole, each a copy of its own (as web/bridge.js reads them)."""
    def unpack(value):
        if isinstance(value, dict):
            return unpack(shipped["parts"][value["$part"]]) if "$part" in value else {k: unpack(v) for k, v in value.items()}
        return list(map(unpack, value)) if isinstance(value, list) else value
    return {key: unpack(answer) for key, answer in shipped["answers"].items()}


def compact(value) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def write_locales(site: Path, archive: Path) -> None:
    """Every language's folder: its catalogue and registry (written here, in CPython), and the answers
    the bridge gives in Pyodide, run once for every language and cached with the archive and catalogues."""
    from stb.games import page_registry
    from tools.catalogues import compiled, said_only_in
    labels = said_only_in("stb/bridge/labels.py")  # the page has them from its registry: Python never says them
    catalogues = {language: b"" if language == SOURCE else compiled(language, labels) for language in LANGUAGES}
    digest = hashlib.sha256(archive.read_bytes() + SHIPPED_PROGRAM.encode())
    for language, mo in catalogues.items():
        digest.update(language.encode() + b"\0" + mo)
        folder = site / LOCALE / language
        folder.mkdir(parents=True)
        if language != SOURCE:
            (folder / CATALOGUE).write_bytes(gzip.compress(mo, compresslevel=9, mtime=0))
            install(language, compiled(language))
            with speaking(language):
                (folder / REGISTRY).write_text(compact(page_registry()), encoding="utf-8")
    program = shipped_program(catalogues)
    printed = cached("answers", digest, lambda: run_in_pyodide(program, stdlib=archive, path=()).encode())
    for line in printed.decode().splitlines():
        if line.startswith("["):
            language, answers = json.loads(line)
            (site / LOCALE / language / ANSWERS).write_text(compact(packed(answers)), encoding="utf-8")
