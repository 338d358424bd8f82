"""The Python side of the page: runs in a PyScript worker, never touches the DOM.

build.py lists every stb module under `files` in web/pyscript.json, so `stb` imports here as in
CPython. The page calls the exported functions with a JSON string and gets a JSON string back.
"""

from stb.bridge import game_open, game_play, game_review, game_view, shutbox_play, shutbox_view

__export__ = ["shutbox_view", "shutbox_play", "game_view", "game_play", "game_review", "game_open"]
