"""One stylesheet from several: style.css's `@import` lines replaced by the sheets they name.

web/style.css lists the page's stylesheets (web/css/*.css, one concern each) in cascade order.
A browser would fetch style.css first and only then find the sheets it imports; the build
writes each sheet's text in place of its line instead, so every page loads one stylesheet, as
before the split, and the sheets themselves are left out of the site.
"""

from __future__ import annotations

import re
from pathlib import Path

IMPORT = re.compile(r'^@import url\("(?P<path>\./css/[^"]+\.css)"\);$', re.MULTILINE)


def bundle_css(sheet: Path) -> list[Path]:
    """Write each imported sheet into `sheet` in its line's place; answer the sheets used."""
    used: list[Path] = []

    def text_of(line: re.Match[str]) -> str:
        part = (sheet.parent / line["path"]).resolve()
        if not part.is_file():
            raise SystemExit(f"css_bundle: {sheet.name} imports {line['path']}, which does not exist")
        used.append(part)
        return part.read_text(encoding="utf-8").rstrip("\n")

    sheet.write_text(IMPORT.sub(text_of, sheet.read_text(encoding="utf-8")), encoding="utf-8")
    return used


def drop_parts(parts: list[Path]) -> None:
    """Remove the parts now written into their bundle or page, and their folder once empty."""
    for part in parts:
        part.unlink()
    for folder in {part.parent for part in parts}:
        if not any(folder.iterdir()):
            folder.rmdir()
