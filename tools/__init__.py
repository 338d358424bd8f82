"""The tooling behind build.py, one job a module: installing, Python in Pyodide, serving, browsers, benchmarks."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]  # the repository
NODE_MODULES = ROOT / "node_modules"
