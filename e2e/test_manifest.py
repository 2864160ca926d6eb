"""Installable: the web app manifest and its icons, each icon a real PNG of the size it says."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from playwright.sync_api import Page

from browsing import PageGuard


def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and RGBA rows of an 8-bit RGBA, non-interlaced PNG (filter 0 rows only)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, header = 8, b"", b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        header = body if kind == b"IHDR" else header
        idat += body if kind == b"IDAT" else b""
        pos += 12 + length
    width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", header)
    assert (depth, color, interlace) == (8, 6, 0), (depth, color, interlace)
    raw = zlib.decompress(idat)
    stride = 1 + 4 * width
    rows = [raw[i * stride + 1:(i + 1) * stride] for i in range(height)]
    assert all(raw[i * stride] == 0 for i in range(height))
    return width, height, rows


def test_manifest_and_icons(page: Page, guard: PageGuard, site_dir: Path) -> None:
    page.goto("/")
    href = page.locator("link[rel=manifest]").get_attribute("href")
    assert href
    response = page.request.get(href)
    assert response.ok and response.headers["content-type"].startswith("application/manifest+json")
    data = response.json()
    assert data["name"].startswith("Dames Rabattues") and data["short_name"]
    assert data["display"] == "standalone" and data["start_url"] and data["theme_color"].startswith("#")
    icons = {(i["sizes"], i.get("purpose", "any")): i["src"] for i in data["icons"]}
    for key in (("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")):
        assert key in icons, f"no {key} icon"
        body = page.request.get(icons[key]).body()
        width, height, rows = png_pixels(body)
        assert f"{width}x{height}" == key[0]
        corner_alpha = rows[0][3]
        centre = rows[height // 2][4 * (width // 2):4 * (width // 2) + 4]
        assert centre[3] == 255, "the icon's middle is opaque"
        if key[1] == "maskable":
            assert all(row[3::4] == b"\xff" * width for row in rows), "a maskable icon is opaque to its edges"
        else:
            assert corner_alpha == 0, "the rounded corner is transparent"
    guard.assert_clean()
