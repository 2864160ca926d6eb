"""The page's copy of the engine's constants (web/js/engine/constants.js) is what the engine says."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import write_constants


def test_the_page_constants_are_the_engines() -> None:
    assert write_constants.TARGET.read_text(encoding="utf-8") == write_constants.text(), \
        "web/js/engine/constants.js is stale: run `PYTHONPATH=py python tools/write_constants.py`"
