"""stb: exact solvers for small dice and strategy games, for the command line and the browser."""
