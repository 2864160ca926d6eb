"""One page from several files: a page's include marks replaced by the parts of HTML they name.

web/index.html keeps the page's frame; the markup of each dialog (new game, saved games, …) is a
part of its own under web/html/, named where it goes by a line `<!-- include html/new-game.html -->`.
The build writes each part in place of its mark, indented as the mark, so the site serves one page
as before the split and the parts themselves are left out of the site (css_bundle.drop_parts).
A mark whose part is missing, or one left unreplaced, stops the build.
"""

from __future__ import annotations

import re
from pathlib import Path

MARK = re.compile(r"^(?P<indent>[ \t]*)<!-- include (?P<path>html/[\w.-]+\.html) -->$", re.MULTILINE)
LEFT = "<!-- include"
"""What any include mark starts with: one still there after the parts are written is a mistake."""


def include_parts(page: Path) -> list[Path]:
    """Write each included part into `page` in its mark's place; answer the parts used."""
    used: list[Path] = []

    def text_of(mark: re.Match[str]) -> str:
        part = (page.parent / mark["path"]).resolve()
        if not part.is_file():
            raise SystemExit(f"html_include: {page.name} includes {mark['path']}, which does not exist")
        used.append(part)
        lines = part.read_text(encoding="utf-8").rstrip("\n").split("\n")
        return "\n".join(mark["indent"] + line if line else line for line in lines)

    html = MARK.sub(text_of, page.read_text(encoding="utf-8"))
    if LEFT in html:  # a mark the pattern did not take (a typo, or a part that includes another)
        line = next(x.strip() for x in html.splitlines() if LEFT in x)
        raise SystemExit(f"html_include: {page.name} has an include mark that was not replaced: {line}")
    page.write_text(html, encoding="utf-8")
    return used
