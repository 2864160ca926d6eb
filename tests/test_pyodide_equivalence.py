"""The engine behaves identically in Pyodide (the browser's interpreter) and in CPython.

Seeded games of both presets are thrown to their end through the JSON api, once in this
CPython and once in the real Pyodide of the built site (under Node, tools/pyodide_check.mjs,
with the engine wheel the site serves); every position after every action must be the same,
and so must the full answer texts (compared by digest), each finished game's `steps` and
`open_file` included. So must the answers to hostile input and to the size policy's limits
(a run of escaped quotes, deep nesting, a full record, an embed over its limit, a
UTF-16 file). Needs `make site` first (`make test` does it); a missing build or node is a
failure, not a skip.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
SCRIPT = ROOT / "tools" / "replay_games.py"
CHECK = ROOT / "tools" / "pyodide_check.mjs"
FIRST_SEED, LAST_SEED = 1, 30
PRESETS = ["charpentier-1699", "modern"]
TIMEOUT_S = 600
pytestmark = pytest.mark.site


def _built_wheel() -> Path:
    manifest_path = SITE / "build.json"
    if not manifest_path.exists():
        pytest.fail(f"{manifest_path} is missing: run `make site` (or `make test`, which builds first)")
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    wheel: Path = SITE / manifest["wheel"]
    if not wheel.exists():
        pytest.fail(f"{wheel} is missing: run `make site`")
    return wheel


def _assert_wheel_is_current(wheel: Path) -> None:
    """The served wheel holds the engine as it is in py/ now (else: stale build)."""
    sources = {p.relative_to(ROOT / "py").as_posix(): p.read_bytes()
               for p in (ROOT / "py" / "rabattues").rglob("*.py")}
    with zipfile.ZipFile(wheel) as archive:
        packed = {name: archive.read(name) for name in archive.namelist()
                  if name.startswith("rabattues/") and name.endswith(".py")}
    stale = sorted(name for name in sources.keys() | packed.keys() if sources.get(name) != packed.get(name))
    if stale:
        pytest.fail(f"{wheel.name} differs from py/ in {stale[:5]}: run `make site` to rebuild it")


def _result(output: str, where: str) -> dict[str, Any]:
    try:
        result: dict[str, Any] = json.loads(output.strip().splitlines()[-1])
    except (ValueError, IndexError):
        pytest.fail(f"{where} printed no result:\n{output[-2000:]}")
    return result


def test_seeded_games_identical_in_pyodide_and_cpython() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed: it runs Pyodide for this check (Debian: apt-get install nodejs)")
    wheel = _built_wheel()
    _assert_wheel_is_current(wheel)
    args = [str(SCRIPT), str(FIRST_SEED), str(LAST_SEED), *PRESETS]

    # Pyodide under Node, in the background while CPython plays the same games.
    pyodide_run = subprocess.Popen([node, str(CHECK), "--site", str(SITE), *args], cwd=ROOT, text=True,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    cpython_run = subprocess.run([sys.executable, *args], cwd=ROOT, env=env, text=True,
                                 capture_output=True, timeout=TIMEOUT_S, check=False)
    try:
        pyodide_out, pyodide_err = pyodide_run.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        pyodide_run.kill()
        pytest.fail(f"Pyodide did not finish the games in {TIMEOUT_S} s")
    assert cpython_run.returncode == 0, f"CPython replay failed:\n{cpython_run.stderr[-3000:]}"
    assert pyodide_run.returncode == 0, f"Pyodide replay failed:\n{pyodide_err[-3000:]}"
    print(pyodide_err.strip().splitlines()[0] if pyodide_err.strip() else "")
    # The page's engine is bytecode compiled at the build (tools/compile_engine.mjs): that is what ran.
    assert "(bytecode) installed" in pyodide_err, pyodide_err[:500]
    # ...with the page's own standard library (tools/compile_stdlib.mjs), which must serve every import.
    assert "standard library pyodide/python_stdlib.page.zip" in pyodide_err, pyodide_err[:500]

    cpython_result, pyodide_result = _result(cpython_run.stdout, "CPython"), _result(pyodide_out, "Pyodide")
    in_cpython, in_pyodide = cpython_result["games"], pyodide_result["games"]
    expected = {f"{p}/{s}" for p in PRESETS for s in range(FIRST_SEED, LAST_SEED + 1)}
    assert set(in_cpython) == expected
    assert set(in_pyodide) == expected

    errors = {game: result["error"] for game, result in in_cpython.items() if "error" in result}
    assert not errors, f"games that did not reach an outcome in CPython: {errors}"
    actions = 0
    for game in sorted(expected):
        cp, py = in_cpython[game], in_pyodide[game]
        for step, (a, b) in enumerate(zip(cp["positions"], py["positions"], strict=False)):
            assert a == b, f"{game}: first difference after action {step}: CPython {a!r}, Pyodide {b!r}"
        assert cp["positions"] == py["positions"], f"{game}: {len(cp['positions'])} positions in CPython, " \
                                                   f"{len(py['positions'])} in Pyodide"
        assert cp["outcome"] == py["outcome"], game
        assert cp["answers_sha256"] == py["answers_sha256"], f"{game}: same positions, different api answers"
        actions += len(cp["positions"]) - 1
    print(f"{len(expected)} games, {actions} actions: identical in CPython and Pyodide")

    extras, pyodide_extras = cpython_result["extras"], pyodide_result["extras"]
    assert {name: extra["ok"] for name, extra in extras.items()} == {
        "limits": True, "unclosed escaped quotes": False, "deep nesting": False, "full record": False,
        "embed over the limit": False, "embed at the limit": True, "utf-16 file": False}
    for name, extra in extras.items():
        assert pyodide_extras[name]["sha256"] == extra["sha256"], f"{name}: another answer in Pyodide"
    print("hostile input in Pyodide, seconds:", {name: e["seconds"] for name, e in pyodide_extras.items()})
