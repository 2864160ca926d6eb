"""Benchmark: the loss per move of a level or a training checkpoint, on positions judged by GNU Backgammon.

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin PYTHONPATH=py:bench .venv/bin/python bench/judge_moves.py \\
        build/bench/positions.jsonl [--player default] [--weights build/train/contact-100000.bin]

The positions and every legal move's equity by gnubg 2-ply come from `gnubg_positions.py`, so no
gnubg is needed here: the engine chooses its move and loses the best move's equity minus its
own. Prints the time a move took (a level with a time limit plays as this machine's speed and
load allow), the mean loss a move with its standard error, the share of moves losing more than
0.04 (gnubg's "doubtful"), and the same for contact positions, races and bear-offs apart.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

from engine_player import engine_player
from rabattues.backgammon.position_id import parse_position_id


def losses(rows: list[dict[str, object]], player: object, times: list[float] | None = None,
           ) -> list[tuple[str, float]]:
    """(kind, loss) of the player's move in each position; each move's seconds appended to `times`."""
    found = []
    for row in rows:
        board = parse_position_id(row["id"])
        dice_text = str(row["dice"])
        started = time.perf_counter()
        move = player(board, (int(dice_text[0]), int(dice_text[1])))  # type: ignore[operator]
        if times is not None:
            times.append(time.perf_counter() - started)
        equities: dict[str, float] = row["moves"]  # type: ignore[assignment]
        found.append((str(row["kind"]), max(equities.values()) - equities[move.text]))
    return found


def timing(times: list[float]) -> str:
    """The time a move took: mean, 95th percentile and most, in milliseconds."""
    ordered = sorted(times)
    mean, p95 = sum(ordered) / len(ordered), ordered[int(0.95 * len(ordered))]
    return (f"a move took {1000 * mean:.0f} ms mean, {1000 * p95:.0f} ms 95th percentile, "
            f"{1000 * ordered[-1]:.0f} ms at most")


def line(name: str, values: list[float]) -> str:
    """Mean ± error, and the share losing more than 0.04."""
    if not values:
        return f"{name}: no positions"
    n = len(values)
    mean = sum(values) / n
    error = math.sqrt(sum((v - mean) ** 2 for v in values) / max(n - 1, 1) / n)
    doubtful = sum(v > 0.04 for v in values) / n
    return f"{name}: {mean:.4f} ± {error:.4f} a move in {n}; losing > 0.04: {doubtful:.1%}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions", type=Path)
    parser.add_argument("--player", default="default")
    parser.add_argument("--weights")
    parser.add_argument("--prune", help="a pruning network's file (with --weights)")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--against", help="another contact network's file: the mean difference of the two "
                        "losses position by position, with its standard error (a paired comparison)")
    args = parser.parse_args(argv[1:])
    rows = [json.loads(text) for text in args.positions.read_text().splitlines() if text][: args.limit]
    player = engine_player(args.player, args.weights, args.prune)
    times: list[float] = []
    found = losses(rows, player, times)
    print(f"{args.player} {args.weights or '(shipped weights)'} on {args.positions}: {timing(times)}")
    print(line("all", [v for _, v in found]))
    for kind in ("contact", "race", "bearoff"):
        print(line(kind, [v for k, v in found if k == kind]))
    if args.against:
        other = losses(rows, engine_player(args.player, args.against, args.prune))
        differences = [mine - theirs for (_, mine), (_, theirs) in zip(found, other, strict=True)]
        print(line(f"minus {args.against}", differences).split(";")[0])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
