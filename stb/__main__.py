"""`python -m stb COMMAND ARGS`: one entry point for every game's command lines (stb.games lists them)."""

import importlib
import sys

from stb.cli import run, shown
from stb.errors import UsageError
from stb.games import GAMES

PROG = "stb"
COMMANDS = {command: f"stb.cli.{command}" for info in GAMES.values() for command in info.commands}
USAGE = f"usage: python -m stb {{{', '.join(COMMANDS)}}} ARGS  (GAME --help for each)"


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in COMMANDS:
        return run(importlib.import_module(COMMANDS[argv[0]]).main, argv[1:])
    return run(usage, argv)


def usage(argv) -> int:
    """`--help` lists the games on stdout; anything else but a game is an error."""
    if argv[:1] in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    raise UsageError(f"unknown game {shown(argv[0])}; {USAGE}" if argv else USAGE)


if __name__ == "__main__":
    sys.exit(main())
