"""Value iteration: sweep a Bellman backup over every state until no value moves (loopy games)."""


def value_iteration(states, backup, epsilon=1e-12, observe=None) -> dict:
    """Gauss-Seidel sweeps of `values[s] = backup(s, values)` over `states`, from 0, until a sweep
    changes no value by `epsilon` or more. `observe(sweep, change, values)`, if given, is told of
    each sweep as it ends: its number (from 1), the largest change it made, and the values then."""
    values = dict.fromkeys(states, 0.0)
    sweep = 0
    while True:
        change = 0.0
        for state in values:
            new = backup(state, values)
            change = max(change, abs(new - values[state]))
            values[state] = new
        sweep += 1
        if observe is not None:
            observe(sweep, change, values)
        if change < epsilon:
            return values
