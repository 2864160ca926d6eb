"""Backgammon behaves identically in Pyodide (the browser's interpreter) and in CPython.

Seeded games, legal moves with their Position IDs, the evaluator's chances and cube decisions
(tools/bg_games.py) are computed once in this CPython and once in the real Pyodide of the
built site (under Node, tools/pyodide_check.mjs, with the engine wheel the site serves); the
outputs must be the same. Needs `make site` first, like tests/test_pyodide_equivalence.py
(a missing build or node is a failure, not a skip).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "site"
SCRIPT = ROOT / "tools" / "bg_games.py"
CHECK = ROOT / "tools" / "pyodide_check.mjs"
TIMEOUT_S = 600
pytestmark = pytest.mark.site


def _current_wheel() -> Path:
    """The site's engine wheel, which must hold the engine as it is in py/ now."""
    manifest = SITE / "build.json"
    if not manifest.exists():
        pytest.fail(f"{manifest} is missing: run `make site`")
    wheel = SITE / json.loads(manifest.read_text(encoding="utf-8"))["wheel"]
    package = ROOT / "py" / "rabattues"
    files = [p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    sources = {p.relative_to(ROOT / "py").as_posix(): p.read_bytes() for p in files}
    with zipfile.ZipFile(wheel) as archive:
        packed = {n: archive.read(n) for n in archive.namelist() if n.startswith("rabattues/")}
    stale = sorted(n for n in sources if sources[n] != packed.get(n))
    if stale:
        pytest.fail(f"{wheel.name} differs from py/ in {stale[:5]}: run `make site` to rebuild it")
    return wheel


def _result(output: str, where: str) -> object:
    """The JSON line a run printed last."""
    try:
        return json.loads(output.strip().splitlines()[-1])
    except (ValueError, IndexError):
        pytest.fail(f"{where} printed no result:\n{output[-2000:]}")


def test_backgammon_identical_in_pyodide_and_cpython() -> None:
    """Same games, same moves and IDs, same chances to 9 decimals, same cube decisions."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed: it runs Pyodide for this check")
    _current_wheel()
    args = [str(SCRIPT), "1", "3"]
    pyodide_run = subprocess.Popen([node, str(CHECK), "--site", str(SITE), *args], cwd=ROOT, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    cpython = subprocess.run([sys.executable, *args], cwd=ROOT, env=env, text=True, capture_output=True,
                             timeout=TIMEOUT_S, check=False)
    pyodide_out, pyodide_err = pyodide_run.communicate(timeout=TIMEOUT_S)
    assert cpython.returncode == 0, cpython.stderr[-2000:]
    assert pyodide_run.returncode == 0, pyodide_err[-2000:]
    ours, theirs = _result(cpython.stdout, "CPython"), _result(pyodide_out, "Pyodide")
    assert isinstance(ours, dict) and ours["games"] and ours["moves"] and ours["cubes"]
    assert ours["page"]["answers"], "the page's api answered"
    assert theirs == ours
