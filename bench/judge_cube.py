"""Benchmark: the engine's cube decisions against GNU Backgammon's 2-ply cubeful ones (`gnubg_cube.py`).

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin PYTHONPATH=py:bench .venv/bin/python bench/judge_cube.py \\
        build/bench/cube.jsonl [--plies 1] [--weights build/train/contact.bin]

For each position (the player on roll before his throw, the cube in the middle, money), the
engine decides whether to double and whether the opponent should take (`computer.cube_decision`).
gnubg's decision follows its rule (`judge_match_cube.gnubg_decision`): it doubles when double-take
and double-drop are both worth at least no double, and also when the opponent should drop and no
gammon can be won (its "double, pass" for a sure single win); the opponent should take when
double-take is worth less than double-drop to the doubler.
Prints the shares of agreement, and what the disagreements cost by gnubg's equities: a wrong
take or drop costs the taker |double-take − double-drop|; a wrong double or no double costs the
doubler the difference between his best and his choice.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engine_player import install_weights
from judge_match_cube import gnubg_decision
from rabattues.backgammon.chances import Chances
from rabattues.backgammon.computer import cube_decision, cube_from
from rabattues.backgammon.options import preset
from rabattues.backgammon.position_id import parse_position_id


def judged(rows: list[dict[str, object]], plies: int, theirs: bool = False, prune: int = 4,
           ) -> list[dict[str, float | bool]]:
    """For each position: gnubg's and the engine's decisions, and the cost of each difference.

    `theirs`: the engine's cube model fed gnubg's cubeless chances instead of its own."""
    options = preset("money")
    found = []
    for row in rows:
        nd, dt, dp = (float(row[k]) for k in ("no_double", "double_take", "double_drop"))  # type: ignore[arg-type]
        board = parse_position_id(str(row["id"]))
        if theirs:
            decision = cube_from(Chances(*row["chances"]), board, options, 1, "centre")  # type: ignore[misc]
        else:
            decision, _chances = cube_decision(board, options, 1, "centre", plies=plies, prune=prune)
        their_double, their_take = gnubg_decision(row)
        ours_value = min(dt, dp) if decision.double else nd
        found.append({"double": decision.double == their_double, "take": decision.take == their_take,
                      "double_cost": max(nd, min(dt, dp)) - ours_value,
                      "take_cost": abs(dt - dp) if decision.take != their_take else 0.0,
                      "take_error": decision.take != their_take})
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions", type=Path)
    parser.add_argument("--plies", type=int, default=1, help="2: close decisions one throw deeper (untimed)")
    parser.add_argument("--prune", type=int, default=4, help="plays of a throw judged (0: all; master: 4)")
    parser.add_argument("--weights")
    parser.add_argument("--their-chances", action="store_true",
                        help="feed the engine's cube model gnubg's 2-ply cubeless chances (the model alone)")
    args = parser.parse_args(argv[1:])
    install_weights(args.weights)
    rows = [json.loads(text) for text in args.positions.read_text().splitlines() if text]
    found = judged(rows, args.plies, args.their_chances, args.prune)
    n = len(found)
    take_errors = [f["take_cost"] for f in found if f["take_error"]]
    print(f"{n} positions where the cube matters ({args.positions}), the engine at {args.plies}-ply, "
          f"pruned to {args.prune} "
          f"{args.weights or '(shipped weights)'}")
    print(f"double / no double agrees: {sum(bool(f['double']) for f in found) / n:.1%}; "
          f"mean cost {sum(float(f['double_cost']) for f in found) / n:.4f}")
    print(f"take / drop agrees: {sum(bool(f['take']) for f in found) / n:.1%}; "
          f"{len(take_errors)} take errors, "
          f"mean cost {sum(take_errors) / max(len(take_errors), 1):.3f} each, "
          f"{sum(take_errors) / n:.4f} a position")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
