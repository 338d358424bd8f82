"""The site another commit builds, with its own build code: what `build.py bench-web --against COMMIT`
times the page beside."""

import subprocess
import sys
from pathlib import Path

from tools import NODE_MODULES, ROOT

def site_at(commit: str, folder: Path) -> Path:
    """The site that `commit` builds with its own build.py, in `folder` (its files, and links to the
    installed npm packages, without their build cache); exits with one line if git or that build fails."""
    files = subprocess.run(["git", "archive", "--format=tar", commit], cwd=ROOT, capture_output=True)
    if files.returncode != 0:
        sys.exit(f"build.py: no commit {commit!r}: {files.stderr.decode().strip()}")
    subprocess.run(["tar", "-x", "-C", str(folder)], input=files.stdout, check=True)
    (folder / "node_modules").mkdir()
    for entry in NODE_MODULES.iterdir():
        if entry.name != ".cache":
            (folder / "node_modules" / entry.name).symlink_to(entry)
    built = subprocess.run([sys.executable, "build.py", "build"], cwd=folder, capture_output=True, text=True)
    if built.returncode != 0:
        sys.exit(f"build.py: commit {commit} did not build: {built.stderr.strip().splitlines()[-1:]}")
    return folder / "site"
