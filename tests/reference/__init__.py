"""Plain versions of what the product's solvers compute: the tests hold the fast solvers equal to
them, and tools/bench.py times the fast ones against them."""
