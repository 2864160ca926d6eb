"""Where the e2e suite's CPU goes: `--e2e-cpu=FILE` writes each test's CPU seconds, and each kind
of thread's, to FILE (JSON) at the end of the run.

A test's CPU is that of its test process and everything it started (Playwright's driver, the
browser and its renderers, the site's server thread), from the start of the test's set-up to the
end of its tear-down. The processes are sampled four times a second (Linux's /proc), so a renderer
that ends between two samples loses its last quarter second: the figures are slightly low, never
high. The threads are named as Chromium names them (its renderer's main thread, its thread pool,
the shared worker that runs the engine...). Off unless asked: the sampling costs some CPU itself.

    make e2e-shell PYTEST_FLAGS="--e2e-cpu=build/e2e-cpu.json"
"""

from __future__ import annotations

import itertools
import json
import os
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

TICKS = os.sysconf("SC_CLK_TCK")
_lock = threading.Lock()
_processes: dict[tuple[int, int], float] = {}
"""This test process's tree: each process's CPU seconds at the last sample (ended ones as last seen),
by its id and start time (ids are reused: the kernel has only 32,768 of them here)."""
_threads: dict[tuple[int, int, int], tuple[str, float]] = {}
"""(process, thread, its start time) → (its kind, CPU seconds at the last sample), read less often."""
_tests: list[dict[str, Any]] = []
_started: dict[str, float] = {}
_sampling: list[threading.Thread] = []
"""The sampling thread, once this process runs a test with `--e2e-cpu`."""


def add_option(parser: pytest.Parser) -> None:
    """`--e2e-cpu=FILE`: sample the CPU of each test and each kind of thread, written to FILE
    (conftest.py adds it and registers this module's hooks)."""
    parser.addoption("--e2e-cpu", default=None, help="write each e2e test's CPU seconds to this JSON file")


def _stat(path: str) -> tuple[str, int, float, int]:
    """A process's or thread's name, parent, CPU seconds (user and system) and start time."""
    with open(path, encoding="utf-8", errors="replace") as file:
        text = file.read()
    name, rest = text[text.index("(") + 1:text.rindex(")")], text[text.rindex(")") + 2:].split()
    return name, int(rest[1]), (int(rest[11]) + int(rest[12])) / TICKS, int(rest[19])


def _kind(pid: int, thread_name: str) -> str:
    """A thread's kind: its process's (Chromium's --type, or the program) and the thread's name."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as file:
            words = file.read().decode(errors="replace").replace("\0", " ").split()
    except OSError:
        return "?"
    program = os.path.basename(words[0]) if words else "?"
    types = [w.removeprefix("--type=") for w in words if w.startswith("--type=")]
    process = f"{program} {types[0]}" if types else program
    return f"{process}: {thread_name.rstrip('0123456789')}"


def _sample() -> None:
    """Read the processes of this process's tree four times a second, and their threads once."""
    mine: set[int] = {os.getpid()}  # a live process seen once is known to be in the tree or not
    others: set[int] = set()
    for tick in itertools.count():
        alive = {int(entry) for entry in os.listdir("/proc") if entry.isdigit()}
        mine &= alive  # an ended process's id may come back as another's
        others &= alive
        for pid in alive - mine - others:
            try:
                (mine if _stat(f"/proc/{pid}/stat")[1] in mine else others).add(pid)
            except (OSError, ValueError):
                continue
        for pid in list(mine):
            try:
                _, _, seconds, start = _stat(f"/proc/{pid}/stat")
            except (OSError, ValueError):
                continue
            with _lock:
                _processes[pid, start] = seconds
            if tick % 4 == 0:
                _read_threads(pid)
        time.sleep(0.25)


def _read_threads(pid: int) -> None:
    """Record the CPU of each thread of one process."""
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return
    for tid in tids:
        try:
            name, _, seconds, start = _stat(f"/proc/{pid}/task/{tid}/stat")
        except (OSError, ValueError):
            continue
        key = (pid, int(tid), start)
        with _lock:
            known = _threads.get(key)
            _threads[key] = (known[0] if known else _kind(pid, name), seconds)


def _total() -> float:
    """The CPU seconds of this tree so far."""
    with _lock:
        return sum(_processes.values())


def pytest_runtest_protocol(item: pytest.Item) -> None:
    """Start sampling with the first test this process runs, and note the CPU at each test's start."""
    if not item.config.getoption("--e2e-cpu") or not os.path.isdir("/proc"):
        return
    if not _sampling:
        _sampling.append(threading.Thread(target=_sample, name="e2e-cpu", daemon=True))
        _sampling[0].start()
        time.sleep(0.3)  # a first sample
    _started[item.nodeid] = _total()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """After the tear-down, put the test's CPU seconds in its report (read by the controller)."""
    outcome = yield
    if call.when == "teardown" and item.nodeid in _started:
        time.sleep(0.3)  # a sample after the tear-down's last process ended
        outcome.get_result().user_properties.append(("cpu", round(_total() - _started.pop(item.nodeid), 2)))


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Collect each test's CPU (in the controller, or the one process without xdist)."""
    for key, value in report.user_properties:
        if key == "cpu" and report.when == "teardown":
            _tests.append({"test": report.nodeid, "cpu": value})


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write the figures: each test process its threads' beside FILE, then the controller (or the
    one process) the tests', the files' and the threads' of all the processes in FILE."""
    path = session.config.getoption("--e2e-cpu")
    if not path:
        return
    kinds: Counter[str] = Counter()
    with _lock:
        for kind, seconds in _threads.values():
            kinds[kind] += seconds
    total = _total()
    worker = getattr(session.config, "workerinput", {}).get("workerid")
    if worker is not None:  # the controller adds them up once the workers have ended
        if _sampling:
            figures = {"cpu": total, "threads": kinds}
            Path(f"{path}.{worker}").write_text(json.dumps(figures), encoding="utf-8")
        return
    for part in Path(path).parent.glob(f"{Path(path).name}.gw*"):
        figures = json.loads(part.read_text(encoding="utf-8"))
        total += figures["cpu"]
        kinds.update(figures["threads"])
        part.unlink()
    files: Counter[str] = Counter()
    for test in _tests:
        files[test["test"].split("::")[0]] += test["cpu"]
    Path(path).write_text(json.dumps({
        "cpu": round(total, 1),
        "threads": {kind: round(seconds, 1) for kind, seconds in kinds.most_common() if seconds >= 0.1},
        "files": {name: round(seconds, 1) for name, seconds in files.most_common()},
        "tests": sorted(_tests, key=lambda t: -t["cpu"]),
    }, indent=1) + "\n", encoding="utf-8")
