"""The rules pages' board figures (web/rules-figures.json, web/rules-figures-backgammon.json) are the
engine's, and show what they say."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import build_rules_figures
import test_examples_1699 as ex


def figure_views(target: Path = build_rules_figures.TARGET) -> dict[str, dict[str, Any]]:
    """Each figure's view, read from a committed file."""
    data = json.loads(target.read_text(encoding="utf-8"))
    return {name: data["sequences"][f["sequence"]]["views"][f["step"]] for name, f in data["figures"].items()}


def figure_positions() -> dict[str, str]:
    """Each 1699 figure's position, read from the committed file."""
    return {name: view["position"] for name, view in figure_views().items()}


@pytest.mark.parametrize("game", ["dames-rabattues", "backgammon"])
def test_the_figures_are_the_engines(game: str) -> None:
    target = build_rules_figures.GAMES[game][0]
    assert target.read_text(encoding="utf-8") == build_rules_figures.text(game), \
        f"web/{target.name} is stale: run `PYTHONPATH=py python tools/build_rules_figures.py`"


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


def test_the_backgammon_figures_show_what_their_captions_say() -> None:
    """Read off the views as the captions of rules-bg-*.js tell them (the GNU Backgammon manual's rules)."""
    shown = figure_views(build_rules_figures.BG_TARGET)
    start = shown["bg-start"]
    assert start["position_id"] == "4HPwATDgc/ABMA"  # the start, as GNU Backgammon prints it
    opening = shown["bg-opening"]  # 8/3 6/3: two White checkers on his 3-point, one fewer on the 8 and the 6
    points = opening["points"]
    assert (points[2]["count"], points[7]["count"], points[5]["count"]) == (2, 2, 4)
    hit, entering, entered = shown["bg-hit"], shown["bg-enter-throw"], shown["bg-enter"]
    assert hit["bar"] == {"w": 1, "b": 0} and entering["thrown"] and sorted(entering["thrown"]) == [4, 6]
    assert entered["bar"] == {"w": 0, "b": 0} and entered["points"][20]["player"] == "w"  # White's 21-point
    assert shown["bg-bear-off"]["off"]["w"] == 2 and shown["bg-bear-high"]["off"]["w"] == 8 + 2
    assert shown["bg-bear-high"]["points"][2]["count"] == 1  # two of the three left the 3-point
    doubled, taken = shown["bg-doubled"]["cube"], shown["bg-taken"]["cube"]
    assert doubled["offered"] and (taken["value"], taken["owner"]) == (2, "b")
