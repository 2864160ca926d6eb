"""What the page's engine loads: the packed tables' reader, never the solver that computes them.

The worker imports `rabattues.api` (an ordinary boot, web/js/engine/boot.js), which imports a
game's package when a request first names it (games.py); the 1699 game's figures come from the
packed tables (solver/packed.py), built at `make site` by solver/packing.py.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD_SIDE = ["analysis", "cache", "chain", "cubeful", "cubeless", "packing"]
"""The solver's modules that compute tables (solver/cache.py keeps them on disk for the CLI)."""


def loaded_after(statement: str) -> list[str]:
    """The solver's modules in sys.modules after running `statement` in a fresh interpreter."""
    show = "print(' '.join(m for m in sys.modules if m.startswith('rabattues.dames.solver.')))"
    script = f"{statement}; import sys; {show}"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                            timeout=60, check=True)
    return [name.removeprefix("rabattues.dames.solver.") for name in result.stdout.split()]


def test_the_pages_engine_loads_no_module_that_computes_tables() -> None:
    """The api and a 1699 game started through it load the packed tables' reader, not the build side."""
    loaded = loaded_after("import rabattues.api; rabattues.api.new_game('{}')")
    assert "packed" in loaded
    assert not set(loaded) & set(BUILD_SIDE), loaded


def test_the_reader_of_the_packed_tables_imports_nothing_of_the_build_side() -> None:
    """solver/packed.py alone: the cube's decision (cube.py) and the class keys (symmetry.py)."""
    assert sorted(loaded_after("import rabattues.dames.solver.packed")) == ["cube", "packed", "symmetry"]


def test_the_solvers_names_still_come_from_the_package() -> None:
    """`from rabattues.dames.solver import solve` loads the solver when it is asked for."""
    loaded = loaded_after("from rabattues.dames.solver import solve, classes")
    assert {"analysis", "cubeless", "cubeful", "chain", "symmetry"} <= set(loaded)


def test_a_1699_game_through_the_api_loads_nothing_of_backgammon() -> None:
    """A page's 1699 game boots the engine without backgammon's modules (games.py imports a game when
    a request first names it): an ordinary boot in Pyodide pays for every module imported."""
    script = ("import rabattues.api as api, sys; api.new_game('{}'); "
              "print(sorted(m for m in sys.modules if m.startswith('rabattues.backgammon')))")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                            timeout=60, check=True)
    assert result.stdout.strip() == "[]"
