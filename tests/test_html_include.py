"""The game page's parts: index.html includes every part of web/html once, and the build's assembler
(tools/html_include.py) writes them in at their marks, indented as the marks, leaving no mark and
no part behind; a missing part or a mark it cannot read stops the build."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from css_bundle import drop_parts  # noqa: E402
from html_include import MARK, include_parts  # noqa: E402

WEB = ROOT / "web"


def test_every_part_is_included_once() -> None:
    included = [m["path"] for m in MARK.finditer((WEB / "index.html").read_text(encoding="utf-8"))]
    on_disk = sorted(f"html/{p.name}" for p in (WEB / "html").glob("*.html"))
    assert sorted(included) == on_disk
    assert len(set(included)) == len(included)


def test_the_parts_are_written_at_their_marks(tmp_path: Path) -> None:
    shutil.copy(WEB / "index.html", tmp_path / "index.html")
    shutil.copytree(WEB / "html", tmp_path / "html")
    order = [m["path"] for m in MARK.finditer((WEB / "index.html").read_text(encoding="utf-8"))]
    drop_parts(include_parts(tmp_path / "index.html"))
    page = (tmp_path / "index.html").read_text(encoding="utf-8")
    assert "<!-- include" not in page
    starts = [page.index("  " + (WEB / path).read_text(encoding="utf-8").split("\n", 1)[0]) for path in order]
    assert starts == sorted(starts), "the parts come in the marks' order"
    assert page.index("</body>") > starts[-1]
    assert not (tmp_path / "html").exists(), "the parts are not shipped beside the page"


def test_a_part_is_indented_as_its_mark(tmp_path: Path) -> None:
    (tmp_path / "html").mkdir()
    (tmp_path / "html" / "p.html").write_text("<dialog>\n  <p>x</p>\n\n</dialog>\n", encoding="utf-8")
    page = tmp_path / "page.html"
    page.write_text("<body>\n    <!-- include html/p.html -->\n</body>\n", encoding="utf-8")
    include_parts(page)
    assert page.read_text(encoding="utf-8") == \
        "<body>\n    <dialog>\n      <p>x</p>\n\n    </dialog>\n</body>\n"


def test_a_missing_part_stops_the_build(tmp_path: Path) -> None:
    page = tmp_path / "index.html"
    page.write_text("<body>\n  <!-- include html/gone.html -->\n</body>\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"html/gone\.html"):
        include_parts(page)


def test_a_mark_it_cannot_read_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<body>\n  <!-- include html/new game.html -->\n</body>\n",
                                         encoding="utf-8")
    with pytest.raises(SystemExit, match="not replaced"):
        include_parts(tmp_path / "index.html")
