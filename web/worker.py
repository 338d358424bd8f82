"""The Python side of the page: runs in a PyScript worker, never touches the DOM.

stb ships inside Pyodide's standard library archive (build.py adds it, compiled, to
pyodide/python_stdlib.zip), so it imports here as in CPython. The page calls the exported functions
with a JSON string and gets a JSON string back; while one runs, the solvers' progress goes to the
page's `solving(done, total)` (web/bridge.js). Without cross-origin isolation (no
SharedArrayBuffer) PyScript sends such a call to the main thread as a message and returns at once,
which is all a progress report needs. Only polyscript's `xworker` is used: PyScript's own `pyscript`
package is neither written nor imported as Python starts, and the site's archive has none (build.py).
"""

import sys

from polyscript import xworker

from stb import bridge, i18n
from stb.progress import reporting


def ready():
    """The first call the page makes: answered once stb is imported, with Python's version."""
    return sys.version.split()[0]


def install(language, mo):
    """Make `language` speakable from its compiled catalogue (the bytes of its .mo, from the page)."""
    i18n.install(language, mo.to_bytes() if hasattr(mo, "to_bytes") else bytes(mo))


def _to_page(done, total):
    xworker.sync.solving(done, total)


def _reported(entry_point):
    """The bridge's entry point, with the solves it runs reporting their progress to the page."""
    def run(request_json):
        with reporting(_to_page):
            return entry_point(request_json)
    return run


game_view, game_play, game_review, game_open, game_drill = map(
    _reported, (bridge.game_view, bridge.game_play, bridge.game_review, bridge.game_open, bridge.game_drill))

__export__ = ["ready", "install", "game_view", "game_play", "game_review", "game_open", "game_drill"]
