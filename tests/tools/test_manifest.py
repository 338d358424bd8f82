"""The installable app's manifest and its icons, read from the files: PNG icons of the sizes named,
a maskable one and an id, each the bytes tools/icons.py draws."""

import json
import struct

from conftest import ROOT
from tools import icons


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_names_png_icons_of_their_sizes_a_maskable_one_and_an_id():
    manifest = json.loads((ROOT / "web" / "manifest.webmanifest").read_text())
    assert manifest["id"] and manifest["display"] == "standalone" and manifest["start_url"]
    pngs = [icon for icon in manifest["icons"] if icon["type"] == "image/png"]
    for icon in pngs:
        width, height = png_size((ROOT / "web" / icon["src"]).read_bytes())
        assert icon["sizes"] == f"{width}x{height}"
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in pngs if icon["purpose"] == "any"}
    assert any(icon["purpose"] == "maskable" for icon in pngs)


def test_the_png_icons_are_what_tools_icons_draws():
    """The committed icons are tools/icons.py's, byte for byte (`python3 -m tools.icons` writes them)."""
    for name in icons.ICONS:
        assert (ROOT / "web" / name).read_bytes() == icons.icon(name), f"web/{name}: run python3 -m tools.icons"
