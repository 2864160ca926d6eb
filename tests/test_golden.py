"""The golden playthroughs (tests/data/golden, written by tools/golden.py): each whole game still
prints what its file says on the command line, and the engine still tells it the same way.

A change shows as a diff of those files, to be read and written again with the tool;
tests/js/golden.test.mjs checks the page's words for the same games in three languages.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from rabattues import api

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import golden  # tools/golden.py

FILES = sorted(golden.GOLDEN.glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_every_golden_game_is_there() -> None:
    assert sorted(p.stem for p in FILES) == sorted(golden.GAMES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_command_line_prints_the_golden_game(path: Path) -> None:
    game = load(path)
    assert golden.run_cli(game["args"]).splitlines() == game["cli"]
    assert json.loads(golden.run_cli([*game["args"], "--json"])) == game["record"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_engine_tells_the_golden_game(path: Path) -> None:
    game = load(path)
    answer = json.loads(api.open_record(json.dumps(game["record"])))
    assert answer["history"] == game["history"]
    assert answer["view"]["outcome"] == game["outcome"]
