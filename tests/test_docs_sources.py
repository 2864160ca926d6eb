"""The specification, the README and the 1699 tests point only to what the repository holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "docs" / "RULES.md", ROOT / "README.md", ROOT / "tests" / "test_examples_1699.py",
        ROOT / "tests" / "data" / "diagrams_1699.txt"]


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_no_reference_to_the_seeds_folder(path: Path) -> None:
    """The source texts given to the project (seeds/) are not in the repository: cite them instead."""
    assert not re.search(r"seeds?/|seed [`']?0\d\d|\b00\d_", path.read_text(encoding="utf-8")), path


@pytest.mark.parametrize("path", [DOCS[0], DOCS[2]], ids=lambda p: p.name)
def test_every_path_named_exists(path: Path) -> None:
    """Each `tests/…`, `docs/…`, `web/…` path written in backquotes is a file or folder of the repository."""
    pattern = r"`((?:tests|docs|web|py|tools|e2e|bench)/[\w./-]*\w)`"
    names = re.findall(pattern, path.read_text(encoding="utf-8"))
    assert [n for n in names if not (ROOT / n).exists()] == [], path
