"""`build.py bench`: every table of the benchmark, printed as it comes and written to docs/measured.md
with what machine wrote it, and how busy it was."""

import contextlib
import io
import os
import platform
import subprocess
import sys
import time

from tools import ROOT, lighthouse, page_benchmark
from tools.engines import ENGINES
from tools.install import install_test_requirements

MEASURED = ROOT / "docs" / "measured.md"
"""Where `bench` writes what it measured."""


def bench(build) -> int:
    """The benchmark: tools/bench.py's tables (the solvers, the command lines at their limits, the
    worker's memory), then the page's timings in Chromium, Lighthouse's scores, the page's timings in
    Firefox and WebKit, on the site `build()` assembles; printed as they come, and written to
    docs/measured.md."""
    install_test_requirements()
    load = os.getloadavg()[0]
    printed = io.StringIO()
    with contextlib.redirect_stdout(Tee(sys.stdout, printed)):
        solvers = subprocess.Popen([sys.executable, "-m", "tools.bench"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
        for line in solvers.stdout:
            print(line, end="", flush=True)
        site = build()
        page_benchmark.run(site)
        lighthouse.run(site)
        for engine in ENGINES:
            try:
                page_benchmark.run_engine(site, engine)
            except Exception as error:  # a browser that cannot start leaves its section, saying why
                print(f"\n## The page in {engine}\n\nNot measured: {type(error).__name__}: {error}\n")
    MEASURED.write_text(measured_header(load, os.getloadavg()[0]) + printed.getvalue())
    print(f"\nwritten to {MEASURED.relative_to(ROOT)}")
    return solvers.wait()


def measured_header(load_before: float, load_after: float) -> str:
    """docs/measured.md's first lines: what wrote it, when, and on what machine, how busy."""
    busy = load_before >= 1  # at the end, the load average counts the benchmark's own browsers too
    return (f"# Measured\n\nWritten by `python3 build.py bench` on {time.strftime('%Y-%m-%d')} (run it again rather "
            f"than edit this file): CPython {platform.python_version()} on {platform.system()} {platform.machine()}, "
            f"{os.cpu_count()} cores; the load average was {load_before:.1f} when it started"
            f"{' (other work shared the machine, so every figure is slower than on an idle one)' if busy else ''} and "
            f"{load_after:.1f} when it ended, its own work included. "
            "Compare figures within one run: from run to run they vary.\n\n")


class Tee(io.TextIOBase):
    """A text stream that writes to several."""

    def __init__(self, *streams):
        self.streams = streams

    def write(self, text: str) -> int:
        for stream in self.streams:
            stream.write(text)
        return len(text)

    def flush(self) -> None:
        for stream in self.streams:
            stream.flush()
