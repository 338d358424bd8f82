"""`python -m stb GAME ARGS`: one entry point for every game's command line."""

import importlib
import sys

from stb.cli import run

COMMANDS = {
    "shutbox": "stb.cli.shutbox",      # the two-player ShutTheBox program of the spec
    "shutter": "stb.cli.shutter",      # one-player Shut the Box and Double Shutter
    "pig": "stb.cli.pig",
    "nim": "stb.cli.nim",
    "chopsticks": "stb.cli.chopsticks",
}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in COMMANDS:
        names = ", ".join(COMMANDS)
        print(f"usage: python -m stb {{{names}}} ARGS  (ARGS --help for each)", file=sys.stderr)
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    module = importlib.import_module(COMMANDS[argv[0]])
    return run(module.main, argv[1:])


if __name__ == "__main__":
    sys.exit(main())
