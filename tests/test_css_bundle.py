"""The page's stylesheets: style.css imports every sheet of web/css once, and the build's bundle
(tools/css_bundle.py) writes them in, in that order, leaving no import and no part behind."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from css_bundle import IMPORT, bundle_css, drop_parts  # noqa: E402

WEB = ROOT / "web"


def test_every_sheet_is_imported_once() -> None:
    imported = [m["path"] for m in IMPORT.finditer((WEB / "style.css").read_text(encoding="utf-8"))]
    on_disk = sorted(f"./css/{p.name}" for p in (WEB / "css").glob("*.css"))
    assert sorted(imported) == on_disk
    assert len(set(imported)) == len(imported)


def test_bundle_writes_the_sheets_in_order(tmp_path: Path) -> None:
    shutil.copy(WEB / "style.css", tmp_path / "style.css")
    shutil.copytree(WEB / "css", tmp_path / "css")
    order = [m["path"] for m in IMPORT.finditer((WEB / "style.css").read_text(encoding="utf-8"))]
    drop_parts(bundle_css(tmp_path / "style.css"))
    bundle = (tmp_path / "style.css").read_text(encoding="utf-8")
    assert "@import" not in bundle
    starts = [bundle.index((WEB / path).read_text(encoding="utf-8").rstrip("\n")) for path in order]
    assert starts == sorted(starts), "the cascade's order is kept"
    assert not (tmp_path / "css").exists(), "the parts are not shipped beside the bundle"


def test_a_missing_sheet_stops_the_build(tmp_path: Path) -> None:
    (tmp_path / "style.css").write_text('@import url("./css/gone.css");\n', encoding="utf-8")
    with pytest.raises(SystemExit, match=r"css/gone\.css"):
        bundle_css(tmp_path / "style.css")
