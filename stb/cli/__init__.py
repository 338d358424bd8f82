"""Shared plumbing of the command-line programs: one-line errors, exit status 2, no traceback."""

import argparse
import os
import sys

from stb.errors import UsageError


class ArgumentParser(argparse.ArgumentParser):
    """argparse, but a bad command line raises UsageError instead of printing usage and exiting."""

    def error(self, message):
        raise UsageError(message)


def run(main, argv=None) -> int:
    """Call `main(argv)`; a UsageError becomes one line on stderr and exit status 2, never a traceback."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        return main(argv) or 0
    except UsageError as error:
        print(f"{parser_name(main)}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (`| head`): stop quietly, as Unix tools do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def parser_name(main) -> str:
    """The program name shown in error lines: the CLI module's `PROG`, else its module name."""
    module = sys.modules.get(main.__module__)
    return getattr(module, "PROG", main.__module__.rsplit(".", 1)[-1])


def console_script(main):
    """The function a console script in pyproject.toml points at: run `main` and exit with its status."""
    def entry():
        sys.exit(run(main))
    return entry
