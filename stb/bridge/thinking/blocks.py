"""The parts of a trace (see stb.bridge.thinking), and the numbers in them written for people."""

from stb.advice import NBSP, Chance, readable

CAPTIONS_KEPT = 600
"""The most steps a trace tells; a longer computation is told in its first steps, and said to be."""


def panel(title: str, where: str, intro: list[str], headline: dict | None, steps: list[str], blocks: list[dict],
          opens_at: int | None = None, notes: list[str] = ()) -> dict:
    """A trace as the panel draws it (see the module's docstring); it opens at its last step unless told."""
    return {"title": title, "where": where, "intro": intro, "headline": headline, "steps": steps,
            "opens_at": len(steps) - 1 if opens_at is None else opens_at, "blocks": blocks, "notes": list(notes)}


def headline(label: str, value: float, text: str) -> dict:
    return {"label": label, "value": value, "text": text}


def text(lines: list[str], start: int = 0) -> dict:
    """Sentences shown from step `start` on."""
    return {"kind": "text", "lines": lines, "from": start}


def table(caption: str, columns: list[str], rows: list[dict], *, fixed: int = 1, grow: bool = False,
          window: int | None = None, start: int = 0) -> dict:
    """A table shown from step `start` on. A row is filled at its step: before it only its first
    `fixed` cells show (or, if the table `grow`s, not the row at all); with a `window`, at most that
    many rows show, the last ones filled."""
    return {"kind": "table", "caption": caption, "columns": columns, "rows": rows, "fixed": fixed, "grow": grow,
            "window": window, "from": start}


def row(cells: list[str], step: int, data: dict | None = None, *, opens: str | None = None, label: str = "",
        kind: str = "") -> dict:
    """A table's row: its cells in words, the step that fills it, numbers for the page's data-*
    attributes, and the position a click on it opens (`opens`, a state's text form; `label` says what)."""
    return {"cells": cells, "step": step, "data": data or {}, "opens": opens, "label": label, "kind": kind}


def precise(unit, value: float) -> str:
    """A value in its unit, with more digits than the advice shows (sums of them are checked by eye)."""
    if isinstance(unit, Chance):
        return f"{100 * value:.2f}{NBSP}%"
    return f"{readable(value, 2)}{NBSP}points"


def scientific(number: float) -> str:
    """A small positive number as people write it: 3.2 × 10⁻⁵ (0 as 0)."""
    if number == 0:
        return "0"
    mantissa, exponent = f"{number:.1e}".split("e")
    power = str(int(exponent)).translate(str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹"))
    return mantissa if power == "⁰" else f"{mantissa} × 10{power}"


def listed(words: list[str]) -> str:
    """'1', '1 and 2', '1, 2 and 3'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def plural(count: int, word: str) -> str:
    return f"{count:,}{NBSP}{word}{'' if count == 1 else 's'}"
