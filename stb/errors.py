"""The one error type every command line turns into a one-line message and exit status 2."""


class UsageError(ValueError):
    """Bad input from a user: the message says what is wrong, in one line."""
