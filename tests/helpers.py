"""What several test files share: running the command lines as a user would, reading the page."""

import subprocess
import sys


def run_cli(*args, stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess:
    """`python -m stb ARGS` in a fresh process, as text."""
    return subprocess.run([sys.executable, "-m", "stb", *args], input=stdin, capture_output=True,
                          text=True, timeout=timeout)


def assert_usage_error(result: subprocess.CompletedProcess, *words: str) -> None:
    """Exit status 2, exactly one line on stderr naming the problem, and no traceback."""
    assert result.returncode == 2, result
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for word in words:
        assert word in lines[0], lines[0]


# ---- the page, as the browser tests read it -------------------------------------------------------

def settle(page):
    """Wait until the page has Python's answer to the last action."""
    page.wait_for_selector("#game:not([data-phase='pending'])")


def phase(page) -> str:
    return page.get_attribute("#game", "data-phase")
