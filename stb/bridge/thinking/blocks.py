"""The parts of a trace (see stb.bridge.thinking), the options a panel offers, the panel's own
labels, the name of the other seat, and the numbers in them written for people in the reader's language."""

from fractions import Fraction

from stb.advice import MINUS, Chance, readable
from stb.fields import BadRequest, mapping, shown
from stb.i18n import N_, _, n_, number, percent
from stb.words import PLAYER, Seat

SHORT_FRACTION = 10 ** 6
"""An exact value whose denominator is below this is also shown as its fraction (6/7)."""
SUPERSCRIPTS = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")

BEFORE = {
    # Translators: the button that opens the algorithm panel under the advice: the computation behind
    # the advice, shown step by step
    "toggle": N_("How the computer thinks"),
    # Translators: shown in the algorithm panel while Python (the page's engine) computes the position's trace
    "working": N_("Python is working the position out…"),
}
"""The words the panel shows before Python answers, which the page's registry carries (stb.games)."""
LABELS = {
    # Translators: the fold of the algorithm panel that explains the algorithm (value iteration, alpha-beta...)
    "intro": N_("What the algorithm does"),
    # Translators: the accessible name of the algorithm panel's step buttons (First, Back, Step, Last, Play)
    "steps": N_("Steps of the computation"),
    # Translators: a button of the algorithm panel: go to the first step of the computation
    "first": N_("« First"),
    # Translators: the accessible name of the button "« First"
    "first_label": N_("First step"),
    # Translators: a button of the algorithm panel: go back one step of the computation
    "back": N_("◀ Back"),
    # Translators: the accessible name of the button "◀ Back"
    "back_label": N_("Back one step"),
    # Translators: a button of the algorithm panel: go forward one step of the computation ("Step" is the verb)
    "forward": N_("Step ▶"),
    # Translators: the accessible name of the button "Step ▶"
    "forward_label": N_("Step forward"),
    # Translators: a button of the algorithm panel: go to the last step of the computation
    "last": N_("Last »"),
    # Translators: the accessible name of the button "Last »"
    "last_label": N_("Last step"),
    # Translators: a button of the algorithm panel: step on through the computation by itself
    "play": N_("▶ Play"),
    # Translators: the button "▶ Play" while it plays: stop stepping
    "pause": N_("❚❚ Pause"),
    # Translators: a hint under the algorithm panel's step buttons, for a keyboard: ← → Home End are the
    # keys' names (write them as a keyboard of your language labels them)
    "keys": N_("Keys inside this panel: ← and → step, Home and End go to the first and last step."),
    # Translators: a fold at the foot of the algorithm panel: where the code is (file paths) and what the
    # course assignments ("seeds") it implements ask
    "developer": N_("For developers: the code and the seeds"),
}
"""The words the panel's JavaScript draws around every trace (web/thinking.js)."""


def panel(title: str, where: str, intro: list[str], headline: dict | None, steps: list[str], blocks: list[dict],
          opens_at: int | None = None, notes: list[str] = (), options: list[dict] = (),
          developer: list[str] = ()) -> dict:
    """A trace as the panel draws it (see the module's docstring); it opens at its last step unless told.
    With it its labels: each step's place ("Step 3 of 12"), the way back up to it from a position it
    opens, and the words around every trace (`LABELS`)."""
    return {"title": title, "where": where, "intro": intro, "headline": headline, "steps": steps,
            "opens_at": len(steps) - 1 if opens_at is None else opens_at, "blocks": blocks, "notes": list(notes),
            "options": list(options), "developer": list(developer),
            # Translators: the algorithm panel's place in its computation, under the step buttons
            "counts": [_("Step {step} of {count}").format(step=number(step), count=number(len(steps)))
                       for step in range(1, len(steps) + 1)],
            # Translators: a button above a position the algorithm panel opened from one of its tables' rows:
            # back to the position it was opened from; {where} that position in words
            "up": _("▲ Back up to: {where}").format(where=where),
            "labels": labels()}


def labels() -> dict:
    """`LABELS` in the reader's language."""
    return {key: _(label) for key, label in LABELS.items()}


def registry_labels() -> dict:
    """`BEFORE` in the reader's language."""
    return {key: _(label) for key, label in BEFORE.items()}


def headline(label: str, value: float, text: str) -> dict:
    """What the computation gives: its label ("Your chance to win"), its value, and the value in words."""
    # Translators: the algorithm panel's headline, before its value in bold: {label} what the value is
    # ("Your chance to win")
    return {"label": label, "value": value, "text": text, "lead": _("{label}:").format(label=label)}


def text(lines: list[str], start: int = 0, stop: int | None = None) -> dict:
    """Sentences shown from step `start` on (to step `stop`, if given)."""
    return {"kind": "text", "lines": lines, "from": start, "to": stop}


def table(caption: str, columns: list[str], rows: list[dict], *, fixed: int = 1, grow: bool = False,
          window: int | None = None, scroll: bool = False, start: int = 0, stop: int | None = None) -> dict:
    """A table shown from step `start` on (to step `stop`, if given). A row is filled at its step:
    before it only its first `fixed` cells show (or, if the table `grow`s, not the row at all); with
    a `window`, at most that many rows show, the last ones filled, and `hidden` says how many are
    not (by that count); a table that may `scroll` keeps every row, in a box of its own that scrolls
    to the step's rows."""
    hidden = [""] + [
        # Translators: under a table of the algorithm panel that shows only its last rows: {count} earlier rows are
        # hidden; the button "◀ Back" steps back to them
        n_("{count} earlier row not shown: Back steps to them.",
                        "{count} earlier rows not shown: Back steps to them.", count).format(count=number(count))
                     for count in range(1, len(rows) - window + 1)] if window else []
    return {"kind": "table", "caption": caption, "columns": columns, "rows": rows, "fixed": fixed, "grow": grow,
            "window": window, "hidden": hidden, "scroll": scroll, "from": start, "to": stop}


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
        if value not in allowed:  # a request the page never makes: its panel offers only these
            raise BadRequest(f"the panel's {o['key']!r} is {' or '.join(map(repr, allowed))}, not {shown(value)}")
        values[o["key"]] = value
    return values, [{**o, "value": values[o["key"]]} for o in offered]


# ---- who sits in each seat -------------------------------------------------------------------------

def other(seats: list[Seat], seat: int) -> str:
    """The name of the seat that is not `seat`, in a game of two, as {other} says it in a sentence
    about `seat` ("Player 2", for Player 1)."""
    return _(seats[1 - seat].label) if seats[1 - seat].role == PLAYER else ""


# ---- numbers -------------------------------------------------------------------------------------

def precise(unit, value: float, digits: int = 2) -> str:
    """A value in its unit, with more digits than the advice shows (sums of them are checked by eye)."""
    if isinstance(unit, Chance):
        return percent(100 * value, digits)
    amount = readable(value, digits) if abs(value) >= 10 ** 6 else number(round(value, digits) + 0.0, digits)
    # Translators: a value in points (an expected score, Nim's points) written with decimals, as 11.22 points;
    # English says "points" for every value, your language's singular form is used below 2
    return n_("{amount}\u00a0points", "{amount}\u00a0points", int(abs(value))).format(amount=amount)


def fraction(value: Fraction | None) -> str:
    """An exact value as its fraction ('6/7'), or '' when it is not known exactly or its fraction is long."""
    if value is None or value.denominator >= SHORT_FRACTION:
        return ""
    return str(value)


def scientific(value: float) -> str:
    """A small positive number as people write it: 3.2 × 10⁻⁵ (0 as 0), its decimal sign the reader's."""
    if value == 0:
        return number(0)
    mantissa, exponent = f"{value:.1e}".split("e")
    if int(exponent) == 0:
        return number(float(mantissa), 1)
    # Translators: a number in scientific notation, as 3.2 × 10⁻⁵: {mantissa} 3.2 (with your decimal sign),
    # {power} the exponent written in superscript (⁻⁵); write the × as your language writes it (German: ·)
    return _("{mantissa} × 10{power}").format(mantissa=number(float(mantissa), 1), power=superscript(int(exponent)))


def superscript(exponent: int) -> str:
    return str(exponent).translate(SUPERSCRIPTS)


def signed(count: int) -> str:
    """+6, −6, 0."""
    return f"{MINUS if count < 0 else '+' if count > 0 else ''}{number(abs(count))}"


def listed(words: list[str]) -> str:
    """'1', '1 and 2', '1, 2 and 3'."""
    if len(words) == 1:
        return words[0]
    # Translators: the end of a list, as "1, 2 and 3" ends: {items} the items before the last, separated by
    # commas ("1, 2"), {last} the last one ("3")
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])
