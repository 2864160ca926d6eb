"""The order the e2e files run in: the longest first, so that the last to finish are short.

pytest-xdist hands each worker a file at a time (`--dist loadfile`), by default the files with the
most tests first; here, with `--no-loadscope-reorder`, in collection order, which these hooks sort
by each file's time when it ran alone (e2e/durations.json). Long files that mostly wait (whole
games against the computer, reloads, the news that expires after ten seconds) then run beside the
busy ones from the start instead of together at the end, where they left the cores idle.
A file not listed yet counts as the longest. Refresh the list after a change of weight (one file at
a time, a long run, after `make site`):

    .venv/bin/pytest e2e -o addopts="" -n 0 --e2e-durations=e2e/durations.json
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

DURATIONS = Path(__file__).resolve().parent / "durations.json"
_spent: Counter[str] = Counter()


def add_option(parser: pytest.Parser) -> None:
    """`--e2e-durations=FILE`: write each file's seconds there at the end of the run."""
    parser.addoption("--e2e-durations", default=None, help="write each e2e file's seconds to this JSON file")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest files first (a stable sort: each file's tests keep their order)."""
    known: dict[str, float] = json.loads(DURATIONS.read_text(encoding="utf-8")) if DURATIONS.exists() else {}
    items.sort(key=lambda item: -known.get(item.path.name, float("inf")))


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Count the time of each test's phases against its file (in the process that reports)."""
    _spent[report.nodeid.split("::")[0].rsplit("/", 1)[-1]] += report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the files' seconds, if asked (by the controller only, under xdist)."""
    path = session.config.getoption("--e2e-durations")
    if path and not hasattr(session.config, "workerinput"):
        seconds = {name: round(spent, 1) for name, spent in sorted(_spent.items())}
        Path(path).write_text(json.dumps(seconds, indent=1) + "\n", encoding="utf-8")
