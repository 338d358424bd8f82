"""Firefox and WebKit, the engines Playwright cannot drive here, behind one small page API: Debian's
firefox-esr through puppeteer-core (firefox.mjs), WebKitGTK's MiniBrowser through Selenium on Xvfb.
Both hear a page's errors from its first script on: Firefox's driver before the page loads, WebKit's
through a listener the site's server puts first in every page (`EnginePage.first_script`)."""

import json
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from tools import ROOT

FIREFOX = "/usr/bin/firefox-esr"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
XVFB = "/usr/bin/Xvfb"
ENGINES = ("firefox", "webkit")
START_TIMEOUT = 120  # seconds: a WebKit session without a display never starts; neither waits forever


class EngineError(RuntimeError):
    """The engine could not start, or a page command failed."""


class FirefoxPage:
    """One Firefox page, driven by firefox.mjs over stdin and stdout."""
    first_script = None  # its driver listens for page errors from before each page loads

    def __init__(self, profile: str):
        self.process = subprocess.Popen(
            ["node", str(Path(__file__).with_name("firefox.mjs")), profile], cwd=ROOT, text=True,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.errors, self.requests = [], []

    def command(self, **command):
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        line = within(START_TIMEOUT, self.process.stdout.readline, "Firefox did not answer")
        if not line:
            raise EngineError(f"Firefox stopped (exit {self.process.wait()})")
        reply = json.loads(line)
        self.errors, self.requests = reply["errors"], reply["requests"]
        if "error" in reply:
            raise EngineError(reply["error"])
        return reply["value"]

    def goto(self, url: str) -> None:
        self.command(goto=url)

    def reload(self) -> None:
        self.command(reload=True)

    def evaluate(self, expression: str):
        return self.command(evaluate=expression)

    def take_errors(self) -> list[str]:
        errors = self.errors
        self.command(forget=True)
        return errors

    def requested(self) -> list[str]:
        return self.requests

    def close(self) -> None:
        self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


ERROR_LISTENER = """window.stbErrors = [];
  addEventListener('error', (e) => stbErrors.push(String(e.message)));
  addEventListener('unhandledrejection', (e) => stbErrors.push(String(e.reason)));"""
REQUESTED = """[location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)]"""


class WebKitPage:
    """One WebKitGTK window (MiniBrowser) on a private Xvfb display, driven by Selenium. WebKitGTK's
    driver reports neither page errors nor requests, and runs no script before a page's own: the
    site's server puts `first_script` (a listener collecting the errors) first in every page, and the
    page's own resource timings name what it fetched."""
    first_script = ERROR_LISTENER

    def __init__(self, profile: str):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.service import Service
        self.display = subprocess.Popen([XVFB, "-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
                                        stdout=subprocess.PIPE, text=True)
        number = within(30, self.display.stdout.readline, "Xvfb did not start").strip()
        options = webdriver.WebKitGTKOptions()
        options.binary_location = MINIBROWSER
        options.add_argument("--automation")
        service = Service(executable_path=WEBKIT_DRIVER, env={"DISPLAY": f":{number}", "HOME": profile})
        try:
            self.driver = within(START_TIMEOUT, lambda: webdriver.WebKitGTK(options=options, service=service),
                                 "WebKitGTK's session did not start")
        except BaseException:
            self.display.kill()
            raise
        self.driver.set_page_load_timeout(120)
        self.errors, self.requests = [], []

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.requests += self.evaluate(REQUESTED)
        self.driver.refresh()

    def evaluate(self, expression: str):
        value = self.driver.execute_script(f"return ({expression});")
        errors = self.driver.execute_script("return window.stbErrors ?? null;")
        if errors is None:
            raise EngineError("WebKit: the page has no error listener (serve it with first_script=EnginePage.first_script)")
        self.errors = errors
        return value

    def take_errors(self) -> list[str]:
        errors = self.evaluate("stbErrors.splice(0)")
        self.errors = []
        return errors

    def requested(self) -> list[str]:
        return self.requests + self.evaluate(REQUESTED)

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.display.kill()


def within(seconds: float, call, what: str):
    """call(), or EngineError if it has not returned after `seconds` (the call is left behind)."""
    outcome = {}

    def run():
        try:
            outcome["value"] = call()
        except BaseException as error:  # handed to the caller's thread
            outcome["error"] = error
    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        raise EngineError(f"{what} within {seconds} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


PAGES = {"firefox": FirefoxPage, "webkit": WebKitPage}
"""Each engine's page driver; its `first_script` is what the site's server must put first in every page."""


class EnginePage:
    """A page in Firefox or WebKit with a fresh profile: goto, reload, evaluate, wait_for, and the
    page errors and requested URLs seen."""

    def __init__(self, engine: str):
        if engine not in ENGINES:
            raise ValueError(f"unknown engine {engine!r} (choose from {', '.join(ENGINES)})")
        self.engine = engine
        self.profile = tempfile.mkdtemp(prefix=f"stb-{engine}-")
        try:
            self.page = PAGES[engine](self.profile)
        except BaseException:
            shutil.rmtree(self.profile, ignore_errors=True)
            raise

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def evaluate(self, expression: str):
        return self.page.evaluate(expression)

    def wait_for(self, expression: str, timeout: float = 90) -> None:
        """Until the expression is true in the page, polled every 100 ms."""
        deadline = time.monotonic() + timeout
        while not self.evaluate(expression):
            if time.monotonic() > deadline:
                raise EngineError(f"{self.engine}: still false after {timeout} s: {expression}")
            time.sleep(0.1)

    @property
    def first_script(self) -> str | None:
        """A script the site's server must put first in every page, for this engine to hear its errors."""
        return self.page.first_script

    @property
    def errors(self) -> list[str]:
        return self.page.errors

    def take_errors(self) -> list[str]:
        """The page errors heard so far, forgotten from now on."""
        return self.page.take_errors()

    def requested(self) -> list[str]:
        return self.page.requested()

    def close(self) -> None:
        try:
            self.page.close()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
