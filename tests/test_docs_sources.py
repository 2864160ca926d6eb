"""The docs, the README, the engine and the 1699 tests point only to what the repository holds."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MARKDOWN = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
DOCS = [*MARKDOWN, ROOT / "tests" / "test_examples_1699.py", ROOT / "tests" / "data" / "diagrams_1699.txt",
        *sorted((ROOT / "py").rglob("*.py"))]
GENERATED = ("build/", "e2e/artifacts/")
"""Folders the build and the tests write, named in the docs but not in the repository."""


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_no_reference_to_the_seeds_folder(path: Path) -> None:
    """The source texts given to the project (seeds/) are not in the repository: cite them instead."""
    assert not re.search(r"seeds?/|seed [`']?0\d\d|\b00\d_", path.read_text(encoding="utf-8")), path


@pytest.mark.parametrize("path", [*MARKDOWN, ROOT / "tests" / "test_examples_1699.py"], ids=lambda p: p.name)
def test_every_path_named_exists(path: Path) -> None:
    """Each `tests/…`, `docs/…`, `web/…` path written in backquotes (a test's name after `::`) is a file or
    folder of the repository, and the test is in its file."""
    pattern = r"`((?:tests|docs|web|py|tools|e2e|bench)/[\w./-]*\w/?)(?:::(\w+))?`"
    missing = []
    for name, test in re.findall(pattern, path.read_text(encoding="utf-8")):
        if name.startswith(GENERATED):
            continue
        if not (ROOT / name).exists():
            missing.append(name)
        elif test and f"def {test}(" not in (ROOT / name).read_text(encoding="utf-8"):
            missing.append(f"{name}::{test}")
    assert missing == [], path
