"""The result of `gnubg_match.py` games: points a game for the engine, its standard error over dice pairs.

    .venv/bin/python bench/match_summary.py build/bench/match.jsonl [more.jsonl ...]

A pair (the same dice, each side playing the first throw once) is one sample: its mean points.
Wins and gammons are shares of games, their errors over pairs too.
"""

from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from pathlib import Path


def mean_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error."""
    n = len(values)
    mean = sum(values) / n
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / max(n - 1, 1) / n)


def summary(rows: list[dict[str, object]]) -> list[str]:
    """Lines: games, points a game, wins, gammons won and lost, seconds a decision."""
    pairs: dict[object, list[dict[str, object]]] = defaultdict(list)
    for row in rows:
        pairs[row["pair"]].append(row)
    whole = [games for games in pairs.values() if len(games) == 2]
    unpaired = len(rows) - 2 * len(whole)
    lines = [f"games: {2 * len(whole)} in {len(whole)} dice pairs ({unpaired} unpaired left out)"]
    for name, value in (("points a game", lambda g: float(g["points"])),
                        ("wins", lambda g: float(g["points"] > 0)),
                        ("gammons won", lambda g: float(g["points"] >= 2)),
                        ("gammons lost", lambda g: float(g["points"] <= -2))):
        mean, error = mean_error([(value(a) + value(b)) / 2 for a, b in whole])
        lines.append(f"{name}: {mean:+.3f} ± {error:.3f}" if name == "points a game"
                     else f"{name}: {mean:.1%} ± {error:.1%}")
    decisions = sum(len(g["decisions"]) for games in whole for g in games)  # type: ignore[arg-type]
    seconds = sum(float(g["ours_seconds"]) for games in whole for g in games)  # type: ignore[arg-type]
    lines.append(f"engine's time: {1000 * seconds / max(decisions, 1):.1f} ms a move with a choice")
    return lines


def main(argv: list[str]) -> int:
    rows = [json.loads(line) for name in argv[1:] for line in Path(name).read_text().splitlines() if line]
    print("\n".join(summary(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
