"""Run Python inside the site's own Pyodide, through Node, as the browser would run it."""

import shutil
import subprocess
from pathlib import Path

import build

RUNNER = Path(__file__).with_name("pyodide_run.mjs")


def run_in_pyodide(program: str, timeout: float = 900) -> str:
    """What `program` prints when Pyodide runs it (the repo and tests/ importable)."""
    if not shutil.which("node"):
        raise RuntimeError("node is needed to run Pyodide outside the browser")
    build.ensure_node_modules()
    result = subprocess.run(["node", str(RUNNER)], input=program, capture_output=True, text=True,
                            timeout=timeout)
    if result.returncode != 0:
        raise RuntimeError(f"Pyodide failed: {result.stderr.strip()}")
    return result.stdout
