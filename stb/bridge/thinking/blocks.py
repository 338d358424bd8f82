"""The parts of a trace (see stb.bridge.thinking), the options a panel offers, and the numbers in
them written for people."""

from fractions import Fraction

from stb.advice import MINUS, NBSP, Chance, readable
from stb.fields import BadRequest, mapping, shown

SHORT_FRACTION = 10 ** 6
"""An exact value whose denominator is below this is also shown as its fraction (6/7)."""


def panel(title: str, where: str, intro: list[str], headline: dict | None, steps: list[str], blocks: list[dict],
          opens_at: int | None = None, notes: list[str] = (), options: list[dict] = (),
          developer: list[str] = ()) -> dict:
    """A trace as the panel draws it (see the module's docstring); it opens at its last step unless told."""
    return {"title": title, "where": where, "intro": intro, "headline": headline, "steps": steps,
            "opens_at": len(steps) - 1 if opens_at is None else opens_at, "blocks": blocks, "notes": list(notes),
            "options": list(options), "developer": list(developer)}


def headline(label: str, value: float, text: str) -> dict:
    return {"label": label, "value": value, "text": text}


def text(lines: list[str], start: int = 0, stop: int | None = None) -> dict:
    """Sentences shown from step `start` on (to step `stop`, if given)."""
    return {"kind": "text", "lines": lines, "from": start, "to": stop}


def table(caption: str, columns: list[str], rows: list[dict], *, fixed: int = 1, grow: bool = False,
          window: int | None = None, scroll: bool = False, start: int = 0, stop: int | None = None) -> dict:
    """A table shown from step `start` on (to step `stop`, if given). A row is filled at its step:
    before it only its first `fixed` cells show (or, if the table `grow`s, not the row at all); with
    a `window`, at most that many rows show, the last ones filled; a table that may `scroll` keeps
    every row, in a box of its own that scrolls to the step's rows."""
    return {"kind": "table", "caption": caption, "columns": columns, "rows": rows, "fixed": fixed, "grow": grow,
            "window": window, "scroll": scroll, "from": start, "to": stop}


def row(cells: list[str], step: int, data: dict | None = None, *, opens: str | None = None, label: str = "",
        kind: str = "") -> dict:
    """A table's row: its cells in words, the step that fills it, numbers for the page's data-*
    attributes, the position a click on it opens (`opens`, a state's text form; `label` says what),
    and its kind ("total", "here", "best": the move chosen, marked once its step is reached)."""
    return {"cells": cells, "step": step, "data": data or {}, "opens": opens, "label": label, "kind": kind}


def option(key: str, label: str, default: str, choices: list[tuple[str, str]], note: str = "") -> dict:
    """A choice the panel offers (a select): its key in the request's {"thinking": {...}}, its label,
    the default, its (value, words) choices, and a sentence shown beside it (what the choice does)."""
    return {"key": key, "label": label, "value": default, "choices": [list(c) for c in choices], "note": note}


def chosen(asked, offered: list[dict]) -> tuple[dict, list[dict]]:
    """The options the request asks for ({"thinking": true} or {"thinking": {key: value}}), each one
    of those `offered` (its default when not asked; an option this position does not offer is
    ignored, as a request's other unknown fields are): ({key: value}, the options as the trace shows them)."""
    asked = {} if asked is True else mapping(asked, "the panel's options")
    values = {}
    for o in offered:
        value = asked.get(o["key"], o["value"])
        allowed = [c[0] for c in o["choices"]]
        value = str(value) if isinstance(value, (int, str)) and not isinstance(value, bool) else value
        if value not in allowed:
            raise BadRequest(f"the panel's {o['key']!r} is {' or '.join(map(repr, allowed))}, not {shown(value)}")
        values[o["key"]] = value
    return values, [{**o, "value": values[o["key"]]} for o in offered]


def precise(unit, value: float, digits: int = 2) -> str:
    """A value in its unit, with more digits than the advice shows (sums of them are checked by eye)."""
    if isinstance(unit, Chance):
        return f"{100 * value:.{digits}f}{NBSP}%"
    return f"{readable(value, digits)}{NBSP}points"


def fraction(value: Fraction | None) -> str:
    """An exact value as its fraction ('6/7'), or '' when it is not known exactly or its fraction is long."""
    if value is None or value.denominator >= SHORT_FRACTION:
        return ""
    return str(value)


def scientific(number: float) -> str:
    """A small positive number as people write it: 3.2 × 10⁻⁵ (0 as 0)."""
    if number == 0:
        return "0"
    mantissa, exponent = f"{number:.1e}".split("e")
    power = str(int(exponent)).translate(str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹"))
    return mantissa if power == "⁰" else f"{mantissa} × 10{power}"


def power_of_ten(number: float) -> str:
    """10⁻¹², for a tolerance that is a power of ten."""
    return scientific(number).removeprefix("1.0 × ")


def signed(number: int) -> str:
    """+6, −6, 0."""
    return f"{MINUS if number < 0 else '+' if number > 0 else ''}{abs(number)}"


def listed(words: list[str]) -> str:
    """'1', '1 and 2', '1, 2 and 3'."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def plural(count: int, word: str) -> str:
    return f"{count:,}{NBSP}{word}{'' if count == 1 else 's'}"
