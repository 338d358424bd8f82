"""Generic solvers written once against the game protocol in `stb.game`."""
