"""build.py assembles a self-contained site: pinned packages, local Pyodide, only .py files of stb."""

import json

import build


def test_site_is_self_contained(site_dir):
    for name in build.PYODIDE_FILES:
        assert (site_dir / "pyodide" / name).is_file()
    assert (site_dir / "pyscript" / "core.js").is_file()
    assert not list(site_dir.rglob("*.map"))
    assert {p.suffix for p in (site_dir / "stb").rglob("*") if p.is_file()} == {".py"}
    config = json.loads((site_dir / build.CONFIG).read_text())
    assert config["interpreter"] == "../pyodide/pyodide.mjs"
    assert "../stb/bridge/__init__.py" in config["files"] and "../stb/shutbox.py" in config["files"]
    start = json.loads((site_dir / "web" / "start.json").read_text())
    assert set(start) == {"shutbox", "pig", "nim", "chopsticks"} and all(v["ok"] for v in start.values())


def test_pins_are_exact():
    package = json.loads((build.ROOT / "package.json").read_text())
    assert package["dependencies"] == {"@pyscript/core": "0.7.31", "pyodide": "314.0.2"}
    lock = json.loads((build.ROOT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/pyodide"]["version"] == "314.0.2"
    assert lock["packages"]["node_modules/@pyscript/core"]["version"] == "0.7.31"


def test_server_sends_browser_mime_types(site_dir):
    from urllib.request import urlopen
    server = build.start_server(site_dir)
    try:
        url = build.server_url(server)
        assert urlopen(url + "pyodide/pyodide.asm.wasm").headers["Content-Type"] == "application/wasm"
        assert urlopen(url + "pyodide/pyodide.mjs").headers["Content-Type"] == "text/javascript"
    finally:
        server.shutdown()
