"""Validation: our one-sided bear-off database against GNU Backgammon's (`gnubg_os0.bd`).

GNU Backgammon is only run beside the engine (its `bearoffdump` tool reads its database):

    .venv/bin/python bench/gnubg_bearoff.py [--positions 2000] [--seed 1]

For random home boards (and every board of up to 3 checkers) it compares, in percentage
points, each chance of bearing off in n throws and of bearing off the first checker in n
throws (gnubg prints them to 3 decimals), and the mean number of throws. Prints the figures
for docs/BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from rabattues.backgammon.bearoff import home_positions
from rabattues.backgammon.bearoff_build import build
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

DATABASE = "/usr/share/gnubg/gnubg_os0.bd"
_ROW = re.compile(r"^\s*(\d+)\s+([\d.]+)\s+[\d.]+\s+([\d.]+)?")


def gnubg_rows(home: tuple[int, ...]) -> tuple[dict[int, float], dict[int, float], float]:
    """gnubg's chances (in %) of bearing off in n throws, of the first checker off in n, and the mean."""
    points = {p + 1: n for p, n in enumerate(home) if n}
    board = from_points(points, points)
    out = subprocess.run(["bearoffdump", DATABASE, "-p", format_position_id(board)], capture_output=True,
                         text=True, check=True, env={"PATH": "/usr/games:/usr/bin"}).stdout
    all_off: dict[int, float] = {}
    first: dict[int, float] = {}
    mean = 0.0
    for line in out.splitlines():
        if line.startswith("Mean"):
            mean = float(line.split()[1])
        match = _ROW.match(line)
        if match and "Rolls" not in line:
            all_off[int(match[1])] = float(match[2])
            if match[3]:
                first[int(match[1])] = float(match[3])
    return all_off, first, mean


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    all_off, first_off = build()
    rng = random.Random(args.seed)
    homes = [h for h in home_positions() if 0 < sum(h) <= 3]
    homes += rng.sample([h for h in home_positions() if sum(h) > 3], args.positions)
    worst = worst_first = worst_mean = 0.0
    worst_home: tuple[int, ...] = ()
    for home in homes:
        theirs, theirs_first, their_mean = gnubg_rows(home)
        ours = all_off[home]
        difference = max(abs(100 * ours[n] - theirs.get(n, 0.0)) for n in range(1, len(ours)))
        if difference > worst:
            worst, worst_home = difference, home
        worst_mean = max(worst_mean, abs(sum(n * p for n, p in enumerate(ours)) - their_mean))
        if sum(home) == 15:
            ours_first = first_off[home]
            worst_first = max(worst_first, max(abs(100 * ours_first[n] - theirs_first.get(n, 0.0))
                                               for n in range(1, 10)))
    print(f"home boards compared with gnubg_os0.bd: {len(homes)} (all of up to 3 checkers, then random)")
    print(f"largest difference, chance of n throws to bear off: {worst:.4f} percentage points "
          f"(home board {worst_home}, points 1-6)")
    print(f"largest difference, chance of n throws to the first checker off (15 on board): {worst_first:.4f}")
    print(f"largest difference of the mean throws: {worst_mean:.4f} (gnubg prints 3 decimals)")


if __name__ == "__main__":
    main()
