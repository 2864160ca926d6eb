"""An action's kind is its type (actions.py, story.kind), never its text's first letter.

A kind recognised by `startswith("c")` or `"o"` would be a rule written twice, in Python and
in JavaScript. The engine's code and the page's read `isinstance` or the `kind` the engine gives.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PREFIX = re.compile(r"""starts[wW]ith\(\s*["'][a-z]{1,2}["']\s*\)|\[0\]\s*===?\s*["'][a-z]["']""")


def test_no_action_kind_is_read_from_its_first_letter() -> None:
    sources = [*ROOT.glob("py/rabattues/**/*.py"), *ROOT.glob("web/js/**/*.js"), *ROOT.glob("e2e/*.py")]
    assert len(sources) > 100
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in sources
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if PREFIX.search(line)]
    assert found == []
