"""The app's PNG icons, drawn from the shapes of web/icon.svg with the standard library alone (zlib for
the PNG), so the same code always writes the same bytes: `python3 -m tools.icons` writes them to web/.

The SVG's shapes are redrawn here, not parsed: a rounded square of felt, the wooden frame, three
tiles with their edges, the 1 and the 9. Each pixel takes the share of it a shape covers (its signed
distance to the shape's edge), in sixteenths, so edges are smooth without sampling the pixel many
times, and an icon has few enough colours for a PNG of a palette (a third of the bytes)."""

import math
import struct
import sys
import zlib

from tools import ROOT

FELT, WOOD, TILE, TILE_EDGE, INK = (0x1F, 0x6B, 0x48), (0x9A, 0x5F, 0x2F), (0xFB, 0xF3, 0xDC), (0xD9, 0xC7, 0x9C), (0x3B, 0x2A, 0x14)
ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-192.png": (192, True)}
"""File name: (size in pixels, maskable). A maskable icon fills its square and keeps every shape
inside the middle 80 %, the part any launcher's mask leaves."""


def rounded_box(x, y, width, height, radius):
    """The signed distance to a rectangle with rounded corners (negative inside), in the SVG's units."""
    cx, cy, hx, hy = x + width / 2, y + height / 2, width / 2 - radius, height / 2 - radius

    def distance(px, py):
        dx, dy = abs(px - cx) - hx, abs(py - cy) - hy
        return math.hypot(max(dx, 0), max(dy, 0)) + min(max(dx, dy), 0) - radius
    return distance


def stroke(shape, width):
    """The outline of `shape`, `width` wide, centred on its edge."""
    return lambda px, py: abs(shape(px, py)) - width / 2


def segment(x1, y1, x2, y2, width):
    """A line with round ends."""
    def distance(px, py):
        vx, vy = x2 - x1, y2 - y1
        t = max(0.0, min(1.0, ((px - x1) * vx + (py - y1) * vy) / (vx * vx + vy * vy)))
        return math.hypot(px - x1 - t * vx, py - y1 - t * vy) - width / 2
    return distance


def ring(cx, cy, radius, width):
    return lambda px, py: abs(math.hypot(px - cx, py - cy) - radius) - width / 2


def layers(maskable: bool) -> list:
    """(colour, signed distance, bounds) from the bottom up, in the SVG's 64-unit square."""
    tiles = [rounded_box(14, 18, 9, 26, 2), rounded_box(27.5, 30, 9, 14, 2), rounded_box(41, 18, 9, 26, 2)]
    background = (lambda px, py: -1.0) if maskable else rounded_box(0, 0, 64, 64, 12)
    return [(FELT, background), (WOOD, stroke(rounded_box(6, 6, 52, 52, 8), 5)),
            *((TILE, tile) for tile in tiles), *((TILE_EDGE, stroke(tile, 1)) for tile in tiles),
            (INK, segment(18.5, 27.4, 18.5, 34, 1.7)), (INK, segment(16.9, 28.9, 18.5, 27.4, 1.5)),
            (INK, ring(45.3, 29.8, 2.1, 1.6)), (INK, segment(47.4, 30, 46.9, 34, 1.6))]


def pixels(size: int, maskable: bool) -> list[bytearray]:
    """The icon's rows of RGBA pixels."""
    scale = size / 64 * (0.8 if maskable else 1)  # a maskable icon's shapes drawn at 80 %, centred
    offset = 32 - size / 2 / scale
    drawn = layers(maskable)
    rows = []
    for row in range(size):
        line = bytearray()
        for column in range(size):
            x, y = offset + (column + 0.5) / scale, offset + (row + 0.5) / scale
            red = green = blue = alpha = 0.0
            for colour, distance in drawn:
                cover = round(16 * min(1.0, max(0.0, 0.5 - distance(x, y) * scale))) / 16  # the share of the pixel inside
                if cover:
                    red, green, blue = (c * cover + old * (1 - cover) for c, old in zip(colour, (red, green, blue)))
                    alpha = cover + alpha * (1 - cover)
            if alpha:  # the colours above were mixed over black; say them over nothing
                red, green, blue = red / alpha, green / alpha, blue / alpha
            line += bytes(round(min(255.0, v)) for v in (red, green, blue, alpha * 255))
        rows.append(line)
    return rows


def png(rows: list[bytearray]) -> bytes:
    """A PNG of these rows of RGBA pixels (at most 256 colours): 8-bit indices into a palette, the
    colours sorted, every row unfiltered."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    height, width = len(rows), len(rows[0]) // 4
    colours = sorted({bytes(line[at:at + 4]) for line in rows for at in range(0, len(line), 4)})
    if len(colours) > 256:
        raise ValueError(f"{len(colours)} colours: a palette holds 256")
    index = {colour: at for at, colour in enumerate(colours)}
    data = b"".join(b"\0" + bytes(index[bytes(line[at:at + 4])] for at in range(0, len(line), 4)) for line in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
            + chunk(b"PLTE", b"".join(colour[:3] for colour in colours))
            + chunk(b"tRNS", bytes(colour[3] for colour in colours))
            + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b""))


def icon(name: str) -> bytes:
    """The PNG bytes of one of ICONS."""
    size, maskable = ICONS[name]
    return png(pixels(size, maskable))


if __name__ == "__main__":
    for name in ICONS:
        (ROOT / "web" / name).write_bytes(icon(name))
        print(f"wrote web/{name}", file=sys.stderr)
