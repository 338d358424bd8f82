"""Installing what the build and the tests need: the pinned npm packages, the pip test requirements
and the Debian packages of the browsers, each quiet unless it fails."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools import NODE_MODULES, ROOT
from tools.browser import CHROMIUM
from tools.engines import FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB

DEBIAN_PACKAGES = {"chromium": CHROMIUM, "firefox-esr": FIREFOX, "webkit2gtk-driver": WEBKIT_DRIVER,
                   "libwebkit2gtk-4.1-0": MINIBROWSER, "xvfb": XVFB}  # what the tests install from Debian, each by a file it brings


def node_modules_current() -> bool:
    """True when every package pinned in package-lock.json is installed at its locked version."""
    lock = json.loads((ROOT / "package-lock.json").read_text())
    for path, entry in lock.get("packages", {}).items():
        if not path or "version" not in entry or entry.get("optional"):  # another platform's build (esbuild's)
            continue
        installed = ROOT / path / "package.json"
        if not installed.exists() or json.loads(installed.read_text()).get("version") != entry["version"]:
            return False
    return True


def ensure_node_modules() -> None:
    """Run `npm ci` when node_modules is missing or differs from package-lock.json."""
    if NODE_MODULES.exists() and node_modules_current():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm is needed to fetch PyScript and Pyodide (install Node.js 20+)")
    print("build.py: npm ci (PyScript and Pyodide, pinned in package-lock.json)", flush=True)
    quiet(subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT,
                         capture_output=True, text=True), "npm ci")


def install_test_requirements() -> None:
    """pip install the pinned test requirements and the missing Debian packages, quietly."""
    quiet(subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check",
                          "-r", str(ROOT / "requirements-test.txt")], capture_output=True, text=True),
          "pip install -r requirements-test.txt")
    missing = [package for package, path in DEBIAN_PACKAGES.items() if not Path(path).exists()]
    if missing:
        install = " ".join(missing)
        print(f"build.py: apt-get install {install}", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        quiet(subprocess.run(["apt-get", "update", "-qq"], capture_output=True, text=True, env=env),
              "apt-get update")
        quiet(subprocess.run(["apt-get", "install", "-y", "-qq", *missing], capture_output=True,
                             text=True, env=env), f"apt-get install {install}")


def quiet(process: subprocess.CompletedProcess, what: str) -> None:
    """Stay silent on success; on failure show what the step printed and stop."""
    if process.returncode != 0:
        sys.stderr.write((process.stdout or "") + (process.stderr or ""))
        sys.exit(f"build.py: {what} failed (exit {process.returncode})")
