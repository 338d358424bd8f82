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
    usage = f"usage: python -m stb {{{', '.join(COMMANDS)}}} ARGS  (GAME --help for each)"
    if argv[:1] in (["-h"], ["--help"]):
        print(usage)
        return 0
    if not argv or argv[0] not in COMMANDS:
        print(usage if not argv else f"stb: error: unknown game {argv[0]!r}; {usage}", file=sys.stderr)
        return 2
    module = importlib.import_module(COMMANDS[argv[0]])
    return run(module.main, argv[1:])


if __name__ == "__main__":
    sys.exit(main())
