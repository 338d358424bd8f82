"""How the benchmarks measure and report: medians of repeated runs, and the tables of docs/measured.md."""

import statistics


def median_of(measure, *args, runs: int) -> float:
    """The median of `runs` calls of measure(*args), one after the other."""
    return statistics.median(measure(*args) for _ in range(runs))


def medians(samples: dict) -> dict:
    """Each key's median, for samples taken elsewhere ({key: [values]}), such as interleaved runs."""
    return {key: statistics.median(values) for key, values in samples.items()}


def print_table(header, rows) -> None:
    """A Markdown table, as docs/measured.md shows it; each row printed as soon as it is measured."""
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows:
        print("| " + " | ".join(row) + " |", flush=True)
