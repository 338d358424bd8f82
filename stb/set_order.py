"""The order in which CPython 3.7 iterates a set, on any Python: the Chopsticks spec's move order."""

from functools import cache


# The spec's `next_moves` collects its states in a set and lists the set, so the sample's numbered
# choices come in the iteration order of a CPython set. The sample was made before Python 3.8
# changed how tuples hash; the two functions below compute that order (64-bit CPython 3.7 tuple
# hash, and its set's slot layout) so the choices are numbered as in the sample on any Python,
# including 32-bit Pyodide.

@cache
def py37_hash(value) -> int:
    """CPython 3.7's 64-bit hash of a small non-negative int or a tuple of them, as an unsigned int."""
    if isinstance(value, int):
        return value
    mask = (1 << 64) - 1
    x, multiplier = 0x345678, 1000003
    for remaining, item in zip(reversed(range(len(value))), value):
        x = ((x ^ py37_hash(item)) * multiplier) & mask
        multiplier = (multiplier + 82520 + 2 * remaining) & mask
    x = (x + 97531) & mask
    return mask - 1 if x == mask else x  # a hash of -1 becomes -2


def spec_set_order(items) -> list:
    """The distinct items in the order CPython 3.7 iterates `set(items)` built by adding them in turn."""
    table = [None] * 8
    used = 0
    for item in dict.fromkeys(items):
        used += 1
        place(table, item)
        if used * 3 >= (len(table) - 1) * 2:  # the set grows to the first power of 2 above 4 * used
            size = 8
            while size <= 4 * used:
                size *= 2
            old, table = table, [None] * size
            for entry in old:
                if entry is not None:
                    place(table, entry)
    return [entry for entry in table if entry is not None]


def place(table: list, item) -> None:
    """Put `item` in the first free slot of CPython 3.7's probe sequence: up to 9 slots straight
    on, then a jump stirred by the hash's higher bits."""
    mask = len(table) - 1
    perturb = py37_hash(item)
    i = perturb & mask
    if table[i] is None:  # the usual case, first time
        table[i] = item
        return
    while True:
        for j in range(i, i + 10 if i + 9 <= mask else i + 1):
            if table[j] is None:
                table[j] = item
                return
        perturb >>= 5
        i = (i * 5 + 1 + perturb) & mask
