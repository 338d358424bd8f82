"""Progress of a long solve, for whoever is watching (the web page's progress bar).

A solver walks its main loop through `tracked(items)`, which calls `report(done, total)` a few
dozen times; nothing happens unless a caller has set a reporter with `reporting(callback)`.
"""

from contextlib import contextmanager
from contextvars import ContextVar

REPORTS = 50
"""About how many reports a solve makes."""

_reporter: ContextVar = ContextVar("stb_progress_reporter", default=None)


def report(done: int, total: int) -> None:
    """Tell the reporter (if any) that `done` of `total` steps of a solve are finished."""
    reporter = _reporter.get()
    if reporter is not None:
        reporter(done, total)


def tracked(items):
    """Yield the items of a sized collection, reporting progress about `REPORTS` times on the way."""
    total = len(items)
    every = max(1, total // REPORTS)
    for done, item in enumerate(items):
        if done % every == 0:
            report(done, total)
        yield item


@contextmanager
def reporting(callback):
    """Send the reports of the solves inside the block to `callback(done, total)`."""
    token = _reporter.set(callback)
    try:
        yield
    finally:
        _reporter.reset(token)
