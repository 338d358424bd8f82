"""Launching the browsers the tests and the page benchmark drive: Debian's Chromium, headless."""

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def launch_chromium(playwright, profile: str):
    """Debian's Chromium, headless, with the given profile directory."""
    return playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
        viewport={"width": 1200, "height": 900})
