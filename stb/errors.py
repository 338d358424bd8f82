"""The one error type every command line turns into a one-line message and exit status 2."""


class UsageError(ValueError):
    """Bad input from a user: the message says what is wrong, in one line."""


def shown(text: str) -> str:
    """User text as an error line quotes it: escaped, and cut short past 40 characters."""
    quoted = repr(text)
    return quoted if len(quoted) <= 40 else f"{quoted[:36]}...' ({len(text)} characters)"
