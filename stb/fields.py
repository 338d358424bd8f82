"""Readers of the fields of a request (the bridge's, and the rules a game's page reads): each
returns a checked value or raises BadRequest with a one-line reason, whatever JSON arrives (wrong
types, huge numbers, unicode digits, NaN)."""

import math
import re

LONGEST_REQUEST = 1_000_000
"""The longest request, and the longest part of an address, read."""
EXACT = 2 ** 53
"""The largest whole number the page's JavaScript holds exactly: the end of the widest range read
(the dice seed's)."""
LONGEST_NUMBER = 100
"""The most digits of a number read, as JSON or as text: past every range, so that the reader of
its field names it; far short of what `int` refuses to read."""
WHOLE = re.compile(r"-?[0-9]+")
"""ASCII digits only (no '²', no '٣')."""
DECIMAL = re.compile(r"[0-9]+(\.[0-9]+)?")


class BadRequest(ValueError):
    """Something the page asked for that the game does not allow; the message says why."""


class OutOfStep(BadRequest):
    """What the page kept of a game (the review's state) is not of the game it plays: the page
    replays the game from its moves and asks again."""


def whole(value, what: str, low: int, high: int) -> int:
    """A whole number (a JSON number or its text) within [low, high]."""
    if isinstance(value, bool) or not (isinstance(value, int) or isinstance(value, str) and WHOLE.fullmatch(value.strip())
                                       or isinstance(value, float) and value.is_integer()):
        raise BadRequest(f"{what} must be a whole number, not {shown(value)}")
    if isinstance(value, str) and len(value.strip().lstrip("-")) > LONGEST_NUMBER:
        raise BadRequest(f"{what} must be {low} to {high}, not a number of {len(value.strip().lstrip('-')):,} digits")
    number = int(value)
    if not low <= number <= high:
        raise BadRequest(f"{what} must be {low} to {high}, not {shown(number)}")
    return number


def flag(value, what: str) -> bool:
    """A yes/no field: JSON true/false, 1/0, or their texts."""
    if value in (True, 1, "1", "true", "yes", "on"):
        return True
    if value in (False, 0, "0", "false", "no", "off", ""):
        return False
    raise BadRequest(f"{what} is yes or no (1 or 0), not {shown(value)}")


def choice(value, what: str, options) -> str:
    """One of a few texts; of texts that are numbers ('0.3'), also that number (0.3)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = next((option for option in options if DECIMAL.fullmatch(option) and float(option) == value), value)
    if not isinstance(value, str) or value not in options:
        raise BadRequest(f"{what} must be {' or '.join(map(repr, options))}, not {shown(value)}")
    return value


def text(value, what: str, longest: int = 200) -> str:
    if not isinstance(value, str) or len(value) > longest:
        raise BadRequest(f"{what} must be a text of at most {longest} characters, not {shown(value)}")
    return value


def number(value, what: str, low: float, high: float) -> float:
    """A finite number within [low, high] (NaN and infinities refused)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise BadRequest(f"{what} must be a number, not {shown(value)}")
    try:
        result = float(value)
    except (ValueError, OverflowError):
        raise BadRequest(f"{what} must be a number, not {shown(value)}") from None
    if not math.isfinite(result) or not low <= result <= high:
        raise BadRequest(f"{what} must be a number from {low:g} to {high:g}, not {shown(value)}")
    return result


def mapping(value, what: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise BadRequest(f"{what} must be a JSON object, not {shown(value)}")
    return value


def listing(value, what: str, longest: int) -> list:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > longest:
        raise BadRequest(f"{what} must be a list of at most {longest} entries, not {shown(value)}")
    return value


def shown(value) -> str:
    """A value as the error line shows it: short, one line; a whole number in full, or past 40
    characters its count of digits."""
    text = type(value).__name__ if isinstance(value, (dict, list)) else repr(value)
    if isinstance(value, int) and not isinstance(value, bool) and len(text) > 40:
        return f"a number of {len(str(abs(value))):,} digits"
    return text if len(text) <= 40 else text[:37] + "..."
