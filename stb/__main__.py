"""`python -m stb GAME ARGS`: one entry point for every game's command line."""

import importlib
import sys

from stb.cli import run, shown
from stb.errors import UsageError

PROG = "stb"
COMMANDS = {
    "shutbox": "stb.cli.shutbox",      # the two-player ShutTheBox program of the spec
    "shutter": "stb.cli.shutter",      # one-player Shut the Box and Double Shutter
    "pig": "stb.cli.pig",
    "nim": "stb.cli.nim",
    "chopsticks": "stb.cli.chopsticks",
}
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
