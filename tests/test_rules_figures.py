"""The rules page's board figures (web/rules-figures.json) are the engine's, and show what they say."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import build_rules_figures
import test_examples_1699 as ex


def figure_positions() -> dict[str, str]:
    """Each figure's position, read from the committed file."""
    data = json.loads(build_rules_figures.TARGET.read_text(encoding="utf-8"))
    return {name: data["sequences"][f["sequence"]]["views"][f["step"]]["position"]
            for name, f in data["figures"].items()}


def test_the_figures_are_the_engines() -> None:
    assert build_rules_figures.TARGET.read_text(encoding="utf-8") == build_rules_figures.text(), \
        "web/rules-figures.json is stale: run `PYTHONPATH=py python tools/build_rules_figures.py`"


def test_the_examples_are_lalannes_diagrams() -> None:
    """Each example figure is the position the tests read off Lalanne's diagrams (tests/data)."""
    shown = figure_positions()
    assert [shown[f"ex1-{k}"] for k in range(1, 5)] == [
        ex.EX1_AFTER_43, ex.EX1_AFTER_11, ex.EX1_AFTER_51, ex.EX1_AFTER_54]
    assert (shown["start"], shown["ex2-0"], shown["ex2-1"]) == (ex.START, ex.EX2_BEFORE, ex.EX2_AFTER_52)
    assert (shown["ex3-0"], shown["ex3-1"]) == (ex.EX3_BEFORE, ex.EX3_AFTER_42)


def test_the_contrast_figures_differ_by_the_passed_ace() -> None:
    """The same throw: in 1699 White unstacks on his 1 with Black's ace; in the modern game it is lost."""
    shown = figure_positions()
    white_1699, black_1699, _ = shown["pass-1699"].split("/")
    white_modern, black_modern, _ = shown["lost-modern"].split("/")
    assert black_1699 == black_modern
    assert (white_1699.split(".")[0], white_modern.split(".")[0]) == ("2", "2s")
