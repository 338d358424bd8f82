"""Readers of the fields of a request (the bridge's, and the rules a game's page reads): each
returns a checked value or raises BadRequest with a one-line reason, whatever JSON arrives (wrong
types, huge numbers, unicode digits, NaN). A reason is said in the spoken language (stb.i18n), the
field in it as the caller names it (`what`, already in that language: `_("the seed")`)."""

import math
import re

from stb.i18n import _, number as said_number

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
        # Translators: a refusal: {what} names a field ("the seed"), {value} what was given.
        raise BadRequest(_("{what} must be a whole number, not {value}").format(what=what, value=shown(value)))
    if isinstance(value, str) and len(value.strip().lstrip("-")) > LONGEST_NUMBER:
        digits = len(value.strip().lstrip("-"))
        # Translators: a refusal: {what} names a field ("the seed"), {low} to {high} its range, {count} a count of digits.
        raise BadRequest(_("{what} must be {low} to {high}, not a number of {count} digits").format(
            what=what, low=low, high=high, count=said_number(digits)))
    number = int(value)
    if not low <= number <= high:
        # Translators: a refusal: {what} names a field ("the seed"), {low} to {high} its range, {value} what was given.
        raise BadRequest(_("{what} must be {low} to {high}, not {value}").format(what=what, low=low, high=high,
                                                                               value=shown(number)))
    return number


def flag(value, what: str) -> bool:
    """A yes/no field: JSON true/false, 1/0, or their texts."""
    if value in (True, 1, "1", "true", "yes", "on"):
        return True
    if value in (False, 0, "0", "false", "no", "off", ""):
        return False
    # Translators: a refusal: {what} names a field ("figure"), {value} what was given.
    raise BadRequest(_("{what} is yes or no (1 or 0), not {value}").format(what=what, value=shown(value)))


def choice(value, what: str, options) -> str:
    """One of a few texts; of texts that are numbers ('0.3'), also that number (0.3)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = next((option for option in options if DECIMAL.fullmatch(option) and float(option) == value), value)
    if not isinstance(value, str) or value not in options:
        choices = [repr(option) for option in options]
        listed = choices[0]
        for option in choices[1:]:
            # Translators: the texts a field may hold ("'computer' or 'people'"): {options} those before, {option} the next.
            listed = _("{options} or {option}").format(options=listed, option=option)
        # Translators: a refusal: {what} names a field ("the opponent"), {options} the texts it may hold, {value} what was given.
        raise BadRequest(_("{what} must be {options}, not {value}").format(what=what, options=listed, value=shown(value)))
    return value


def text(value, what: str, longest: int = 200) -> str:
    if not isinstance(value, str) or len(value) > longest:
        # Translators: a refusal: {what} names a field ("a position"), {count} its longest, {value} what was given.
        raise BadRequest(_("{what} must be a text of at most {count} characters, not {value}").format(
            what=what, count=longest, value=shown(value)))
    return value


def number(value, what: str, low: float, high: float) -> float:
    """A finite number within [low, high] (NaN and infinities refused)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise BadRequest(not_a_number(what, value))
    try:
        result = float(value)
    except (ValueError, OverflowError):
        raise BadRequest(not_a_number(what, value)) from None
    if not math.isfinite(result) or not low <= result <= high:
        # Translators: a refusal: {what} names a field ("the accuracy"), {low} to {high} its range, {value} what was given.
        raise BadRequest(_("{what} must be a number from {low} to {high}, not {value}").format(
            what=what, low=f"{low:g}", high=f"{high:g}", value=shown(value)))
    return result


def mapping(value, what: str) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        # Translators: a refusal: {what} names a field ("the rules"), {value} what was given.
        raise BadRequest(_("{what} must be a JSON object, not {value}").format(what=what, value=shown(value)))
    return value


def listing(value, what: str, longest: int) -> list:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > longest:
        # Translators: a refusal: {what} names a field ("the moves"), {count} its longest, {value} what was given.
        raise BadRequest(_("{what} must be a list of at most {count} entries, not {value}").format(
            what=what, count=longest, value=shown(value)))
    return value


def not_a_number(what: str, value) -> str:
    # Translators: a refusal: {what} names a field ("the accuracy"), {value} what was given.
    return _("{what} must be a number, not {value}").format(what=what, value=shown(value))


def shown(value) -> str:
    """A value as the error line shows it: short, one line; a whole number in full, or past 40
    characters its count of digits."""
    text = type(value).__name__ if isinstance(value, (dict, list)) else repr(value)
    if isinstance(value, int) and not isinstance(value, bool) and len(text) > 40:
        # Translators: a huge number as a refusal quotes it: {count} its digits.
        return _("a number of {count} digits").format(count=said_number(len(str(abs(value)))))
    return text if len(text) <= 40 else text[:37] + "..."
