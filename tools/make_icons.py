"""Draw the app icons as PNG files, stdlib only (zlib + struct): nothing is fetched.

The drawing is web/icon.svg's (a walnut frame, the felt, two points, a light and a dark
checker), rasterised with anti-aliased edges from signed distances, in three files:

    icon-192.png            192 × 192, rounded corners (purpose "any")
    icon-512.png            512 × 512, rounded corners (purpose "any")
    icon-maskable-512.png   512 × 512, full bleed, the drawing inside the central safe circle

usage: python tools/make_icons.py OUT_DIR
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

Rgb = tuple[int, int, int]
Distance = Callable[[float, float], float]

WOOD: Rgb = (0x6E, 0x3F, 0x1F)
FELT: Rgb = (0x24, 0x55, 0x3D)
IVORY_POINT: Rgb = (0xE6, 0xD5, 0xB0)
CRIMSON: Rgb = (0x8E, 0x31, 0x27)
IVORY: Rgb = (0xF4, 0xEC, 0xD8)
IVORY_EDGE: Rgb = (0x9C, 0x87, 0x60)
EBONY: Rgb = (0x2C, 0x21, 0x1D)
BLACK: Rgb = (0, 0, 0)


@dataclass(frozen=True, slots=True)
class Shape:
    """A filled shape in the icon's 64-unit square: its signed distance and bounding box."""

    color: Rgb
    distance: Distance
    box: tuple[float, float, float, float]


def rounded_rect(x: float, y: float, w: float, h: float, r: float, color: Rgb) -> Shape:
    cx, cy, hx, hy = x + w / 2, y + h / 2, w / 2 - r, h / 2 - r

    def distance(px: float, py: float) -> float:
        qx, qy = abs(px - cx) - hx, abs(py - cy) - hy
        return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - r

    return Shape(color, distance, (x, y, x + w, y + h))


def circle(cx: float, cy: float, r: float, color: Rgb) -> Shape:
    return Shape(color, lambda px, py: math.hypot(px - cx, py - cy) - r, (cx - r, cy - r, cx + r, cy + r))


def triangle(points: list[tuple[float, float]], color: Rgb) -> Shape:
    """A convex polygon's exact signed distance (negative inside)."""

    def distance(px: float, py: float) -> float:
        best, signs = math.inf, set()
        for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1], strict=True):
            ex, ey, wx, wy = bx - ax, by - ay, px - ax, py - ay
            t = max(0.0, min(1.0, (wx * ex + wy * ey) / (ex * ex + ey * ey)))
            best = min(best, math.hypot(wx - ex * t, wy - ey * t))
            signs.add(ex * wy - ey * wx >= 0)
        return -best if len(signs) == 1 else best

    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return Shape(color, distance, (min(xs), min(ys), max(xs), max(ys)))


def drawing(maskable: bool) -> tuple[Rgb, list[Shape]]:
    """The icon's shapes, back to front, and the colour behind them."""
    shapes = [] if maskable else [rounded_rect(0, 0, 64, 64, 12, WOOD)]
    shapes += [
        rounded_rect(6, 6, 52, 52, 6, FELT),
        triangle([(10, 8), (24, 8), (17, 34)], IVORY_POINT),
        triangle([(26, 56), (40, 56), (33, 30)], CRIMSON),
        circle(44, 20, 9.75, IVORY_EDGE), circle(44, 20, 8.25, IVORY),
        circle(17, 46, 9.75, BLACK), circle(17, 46, 8.25, EBONY),
    ]
    return WOOD, shapes


def render(size: int, maskable: bool = False) -> list[bytearray]:
    """RGBA rows. Maskable: opaque everywhere, the drawing scaled into the central 72 %."""
    background, shapes = drawing(maskable)
    scale = 64 / size / (0.72 if maskable else 1.0)
    offset = 32 - size * scale / 2
    rows = []
    for j in range(size):
        row = bytearray()
        y = offset + (j + 0.5) * scale
        for i in range(size):
            x = offset + (i + 0.5) * scale
            r, g, b = background
            alpha = 1.0 if maskable else 0.0
            for shape in shapes:
                x0, y0, x1, y1 = shape.box
                if not (x0 - scale <= x <= x1 + scale and y0 - scale <= y <= y1 + scale):
                    continue
                cover = min(1.0, max(0.0, 0.5 - shape.distance(x, y) / scale))
                if cover:
                    cr, cg, cb = shape.color
                    r, g, b = (round(r + (cr - r) * cover), round(g + (cg - g) * cover),
                               round(b + (cb - b) * cover))
                    alpha = alpha + (1 - alpha) * cover
            row += bytes((r, g, b, round(alpha * 255)))
        rows.append(row)
    return rows


def png(rows: list[bytearray]) -> bytes:
    """An 8-bit RGBA PNG of these rows (filter 0 on every row)."""
    height, width = len(rows), len(rows[0]) // 4

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\0" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False), "icon-maskable-512.png": (512, True)}


def write_icons(out: Path) -> list[Path]:
    """Write the three icons into `out`."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (size, maskable) in ICONS.items():
        path = out / name
        path.write_bytes(png(render(size, maskable)))
        written.append(path)
    return written


def cached_icons(out: Path, cache: Path) -> None:
    """Copy the icons into `out`, drawing them into `cache` first if this script is newer."""
    stamp = Path(__file__).stat().st_mtime
    if not all((cache / n).exists() and (cache / n).stat().st_mtime >= stamp for n in ICONS):
        write_icons(cache)
    out.mkdir(parents=True, exist_ok=True)
    for name in ICONS:
        (out / name).write_bytes((cache / name).read_bytes())


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    for path in write_icons(Path(argv[1])):
        print(f"icon {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
