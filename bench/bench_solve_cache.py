"""Benchmark: `python -m rabattues solve` with its disk cache, first call and later calls.

Each call is a new process, as a user runs it; the cache is a fresh temporary folder, so the
first call builds the tables and every later call reads them. Wall-clock seconds, median of 5
later calls (the machine's other work shows in these figures: run it when it is idle).

Run: .venv/bin/python bench/bench_solve_cache.py   (figures in docs/BENCHMARKS.md)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
POSITION = "0.0.0.0.0.1/0.0.0.1.1.1/w"


def call(folder: str, preset: str) -> float:
    """Seconds one `solve` takes, start to exit."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    started = time.perf_counter()
    command = [sys.executable, "-m", "rabattues", "solve", POSITION, "--preset", preset,
               "--cache-dir", folder]
    subprocess.run(command, env=env, check=True, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    """First and later calls, per preset."""
    for preset in ("charpentier-1699", "modern"):
        with tempfile.TemporaryDirectory() as folder:
            first = call(folder, preset)
            later = statistics.median(call(folder, preset) for _ in range(5))
            size = sum(p.stat().st_size for p in Path(folder).iterdir()) / 1e6
        print(f"{preset:17} first call {first:5.2f} s   later calls {later:5.2f} s   file {size:4.1f} MB")


if __name__ == "__main__":
    main()
