"""Benchmark: a whole backgammon game's review on CPython (what the page's Review does in Pyodide).

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin PYTHONPATH=py .venv/bin/python bench/bench_review.py \\
        [--games 4]

Each game is the computer against itself at the expert level, seeds 1, 2, …, the cube on (as
`python -m rabattues play --game backgammon --level expert --json` plays it); its review
(`review.game_review`: every move, cube decision and throw judged) is timed in processor
seconds of this process, not wall-clock time, because the machine is shared. The page's own
time, in Pyodide in Chromium, is printed by `e2e/test_bg_review.py` (`pytest -s`).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from rabattues.backgammon.record import loads
from rabattues.backgammon.review import game_review

ROOT = Path(__file__).resolve().parent.parent


def played(seed: int) -> str:
    """The record of one game of the computer against itself."""
    command = [sys.executable, "-m", "rabattues", "play", "--game", "backgammon", "--level", "expert",
               "--seed", str(seed), "--json"]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run(command, env=env, check=True, capture_output=True, text=True).stdout


def main() -> None:
    """Review each game and print its throws and processor seconds."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=4)
    args = parser.parse_args()
    for seed in range(1, args.games + 1):
        record = loads(played(seed))
        throws = sum(1 for action in record.actions if type(action).__name__ in ("Throw", "Opening"))
        started = time.process_time()
        game_review(record)
        print(f"game {seed}: {throws} throws, reviewed in {time.process_time() - started:.2f} s")


if __name__ == "__main__":
    main()
