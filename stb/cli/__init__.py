"""Shared plumbing of the command-line programs: one reader of whole numbers and of typed lines,
and one place that turns every failure into one line on stderr and an exit status, never a traceback."""

import argparse
import io
import os
import re
import sys
from contextlib import contextmanager

from stb.errors import UsageError, shown

DIGITS = re.compile("[0-9]+")


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but a bad command line raises UsageError instead of printing usage and exiting,
    quoting what was typed as `shown` does: a readable piece of a long word, not all of it."""
    typed = ()

    def error(self, message):
        longest_first = sorted({piece for word in self.typed for piece in (word, word.partition("=")[2])
                                if shown(piece) != repr(piece)}, key=len, reverse=True)
        for piece in longest_first:
            message = message.replace(repr(piece), shown(piece)).replace(piece, shown(piece))
        raise UsageError(message)

    def parse_known_args(self, args=None, namespace=None):
        """Before Python 3.13, `--option=--` gave the option an empty list; it gets the text '--'."""
        self.typed = tuple(sys.argv[1:] if args is None else args)
        namespace, extras = super().parse_known_args(args, namespace)
        for name, value in vars(namespace).items():
            if value == []:
                setattr(namespace, name, "--")
        return namespace, extras


def whole_number(text: str, allowed: range, what: str) -> int:
    """`text` as a whole number in `allowed`, else a UsageError naming `what` and the range.
    ASCII digits only ('²', '٣', '-1', ' 5', '1e3' are refused), and a number longer than the
    range's largest is refused unread, so `int` never meets thousands of digits."""
    if DIGITS.fullmatch(text) and len(text.lstrip("0")) <= len(str(allowed[-1])) and int(text) in allowed:
        return int(text)
    raise UsageError(f"{what} must be a whole number from {allowed[0]} to {allowed[-1]}, not {shown(text)}")


@contextmanager
def usage_errors():
    """A game module refuses input with a ValueError whose message is a one-line reason: inside
    this block, that is a UsageError."""
    try:
        yield
    except ValueError as error:
        raise UsageError(str(error)) from None


def joined(argv: list[str], option: str) -> list[str]:
    """argv with `OPTION VALUE` written `OPTION=VALUE`, so that a value starting with '-' (such as
    Double Shutter's empty box, '-/-') reaches the option instead of reading as another option."""
    words = []
    for word in argv:
        if words and words[-1] == option:
            words[-1] = f"{option}={word}"
        else:
            words.append(word)
    return words


LONGEST_LINE = 1_000
"""The longest typed line read: no answer to any question here is longer."""


def read_line(prompt: str = "") -> str | None:
    """The next line typed (without its newline), or None at the end of input. A line longer than
    LONGEST_LINE is read in pieces and dropped, with a note, and the prompt shown again: a line of
    any length costs no more memory than that. Bytes that are not UTF-8 read as U+FFFD instead of
    stopping the program (set at the first call: a text stream takes a new error handler only
    before its first read)."""
    if sys.stdin is None:  # started with stdin closed
        return None
    if isinstance(sys.stdin, io.TextIOWrapper) and sys.stdin.errors == "strict":
        sys.stdin.reconfigure(errors="replace")
    while True:
        if sys.stdout is not None:
            sys.stdout.write(prompt)
            sys.stdout.flush()
        line = sys.stdin.readline(LONGEST_LINE + 1)
        if line.endswith("\n") or len(line) <= LONGEST_LINE:  # a whole line, the last one, or none
            return line.removesuffix("\n") if line else None
        while line and not line.endswith("\n"):
            line = sys.stdin.readline(LONGEST_LINE + 1)
        print(f"That line has more than {LONGEST_LINE:,} characters: no answer here is so long.")


def run(main, argv=None) -> int:
    """Call `main(argv)` and return its exit status. A UsageError becomes one line on stderr and
    status 2; output that cannot be written (a full disk, a closed pipe) status 1; never a traceback."""
    argv = sys.argv[1:] if argv is None else argv
    for stream in (sys.stdout, sys.stderr):  # 'misère' on a terminal that takes ASCII only: 'mis\xe8re'
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="backslashreplace")
    try:
        status = main(argv) or 0
        if sys.stdout is not None:  # None: started with stdout closed, where print writes nothing
            sys.stdout.flush()  # here, not at exit: a full disk or a reader gone is reported like the rest
        return status
    except UsageError as error:
        return complain(main, str(error), 2)
    except SystemExit as done:  # argparse after --help; a status for in-process callers too
        return done.code or 0
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as Unix tools do
        discard_output()
        return 1
    except OSError as error:  # the output or the input failed, e.g. `> /dev/full`
        discard_output()
        return complain(main, f"input or output failed: {error.strerror or error}", 1)


def complain(main, message: str, status: int) -> int:
    """Print `PROG: error: MESSAGE` as exactly one line on stderr; return `status`, also when
    stderr is closed or full."""
    line = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in message)  # '\n' as \n, ...
    if sys.stderr is not None:  # None: started with stderr closed
        try:
            print(f"{parser_name(main)}: error: {line}", file=sys.stderr, flush=True)
        except OSError:  # closed or full after all: the status alone says it
            discard_output(sys.stderr)
    return status


def discard_output(stream=None) -> None:
    """Point stdout (or `stream`) at /dev/null, so that the interpreter's last flush of what is left
    cannot fail again."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), (stream or sys.stdout).fileno())


def parser_name(main) -> str:
    """The program name shown in error lines: the CLI module's `PROG`, else its module name."""
    module = sys.modules.get(main.__module__)
    return getattr(module, "PROG", main.__module__.rsplit(".", 1)[-1])


def console_script(main):
    """The function a console script in pyproject.toml points at: run `main` and exit with its status."""
    def entry():
        sys.exit(run(main))
    return entry
