"""Slowing a whole browser down, as a slow phone would be: its processes stopped and continued in turn."""

import os
import signal
import threading
import time
from pathlib import Path


class SlowedBrowser:
    """Every process of the browser using `profile` runs one slice in `factor` (SIGSTOP, SIGCONT):
    a CPU `factor` times slower for the page, its workers and the browser alike."""
    SLICE = 0.01  # seconds of each running slice

    def __init__(self, profile: str, factor: float):
        self.flag, self.factor = f"--user-data-dir={profile}".encode(), factor
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.run, daemon=True)

    def processes(self) -> list[int]:
        found = []
        for entry in Path("/proc").iterdir():
            try:
                # Chromium rewrites its helpers' command lines into one string: split on spaces too
                if entry.name.isdigit() and self.flag in (entry / "cmdline").read_bytes().replace(b"\0", b" ").split():
                    found.append(int(entry.name))
            except OSError:
                continue
        return found

    def signal(self, pids, number) -> None:
        for pid in pids:
            try:
                os.kill(pid, number)
            except ProcessLookupError:
                pass

    def run(self) -> None:
        """Alternate running and stopped slices, keeping the stopped time at factor - 1 times the
        running time however late this thread wakes up."""
        pids, looked, running, stopped = [], 0.0, 0.0, 0.0
        while not self.done.is_set():
            if time.monotonic() - looked > 0.2:  # renderers and workers start during the load
                pids, looked = self.processes(), time.monotonic()
            start = time.monotonic()
            self.signal(pids, signal.SIGCONT)
            time.sleep(self.SLICE)
            self.signal(pids, signal.SIGSTOP)
            middle = time.monotonic()
            running += middle - start
            time.sleep(max(0.0, running * (self.factor - 1) - stopped))
            stopped += time.monotonic() - middle
        self.signal(self.processes(), signal.SIGCONT)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()
