"""tools/check_history.py: a line that tells how the work went fails the check, a line that tells
what the project is passes (`make lint` runs it on the repository)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from check_history import findings, main  # noqa: E402

# The words the check looks for, put together here so that this file tells no history of its own.
SESSION, ISSUE, BRANCH = "session", "Issue", "Branch"
HISTORY = [
    f"The examples page was 1.2× one board in {SESSION} 22.",
    f"# {ISSUE} 11: the focus stayed on the body after Double.",
    "Figures of round 3, before the bundle.",
    "what each round of work measured",
    "see PR #42 for the details",
    "fixes #7",
    "The issue's target is 1.2×.",
    f"{BRANCH} `feature-x`, from main after the merge.",
    "Done in sprint 4.",
]
CURRENT = [
    "Medians of 10 rounds, in one run.",
    ".venv/bin/python bench/startup.py [--rounds 5] [--site build/site]",
    "The session's score lasts as long as the tab (app/session.js).",
    "A branch of the tree is a kind of the lookahead.",
    "#board .off-b { fill: #2c211d; stroke: #000; }",
    "The record is the truth; replay is a fold of `step`.",
]


@pytest.mark.parametrize("line", HISTORY)
def test_a_line_that_tells_how_the_work_went_is_found(line: str) -> None:
    assert len(findings("x.md", line)) == 1


@pytest.mark.parametrize("line", CURRENT)
def test_a_line_that_tells_what_the_project_is_passes(line: str) -> None:
    assert findings("x.md", line) == []


def test_the_check_fails_on_a_file_and_names_its_line(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "notes.md"
    bad.write_text(f"# Notes\n\nMeasured in {SESSION} 22 on this machine.\n", encoding="utf-8")
    assert main([str(bad)]) == 1
    assert f"{bad}:3: a numbered session of work" in capsys.readouterr().out

