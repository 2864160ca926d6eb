"""Benchmark: the engine's match cube decisions against GNU Backgammon's 2-ply cubeful ones.

    PYTHONPATH=py .venv/bin/python bench/judge_match_cube.py build/bench/match_cube.jsonl [--prune 4]

The positions and gnubg's equities come from `gnubg_match_cube.py` (close decisions, cube
centred, at several match scores). For each, the engine decides as the computer does in a match
(`match_cube.state_decision`, from its chances before the throw averaged over the 21 throws):
whether to double, and whether the opponent should take. gnubg doubles when both double-take
and double-drop are worth more than no double; the opponent should take when double-take is worth
no more than double-drop to the doubler. Prints the agreement by score and overall (with the
engine's doubles where gnubg does not double, and the differences where gnubg values both choices
within TIE: a won race with no gammon, cashed or played on), and what the
disagreements cost by gnubg's equities (normalised, as gnubg gives them): a wrong take or drop
costs the taker |double-take − double-drop|; a wrong double or no double costs the doubler the
difference between his best and his choice.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

from rabattues.backgammon import evaluate
from rabattues.backgammon.chances import Chances
from rabattues.backgammon.game import GameState
from rabattues.backgammon.match_cube import state_decision
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import parse_position_id
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import Match

TIE = 0.001
"""A difference of double/no double counted as a tie: gnubg values both choices within this."""


def judged(row: dict[str, object], prune: int, theirs: bool = False) -> dict[str, float | bool]:
    """gnubg's and the engine's decisions in one position, and what a difference costs (`theirs`:
    the engine's match cube model fed gnubg's cubeless chances instead of its own)."""
    nd, dt, dp = (float(row[k]) for k in ("no_double", "double_take", "double_drop"))  # type: ignore[arg-type]
    length, mine, others = row["score"]  # type: ignore[misc]
    board = parse_position_id(str(row["id"]))
    state = GameState(Options(), board, "w", False, None, Cube(), match=Match(length, (mine, others)))
    chances = Chances(*row["chances"]) if theirs else evaluate.before_roll(board, prune)  # type: ignore[misc]
    decision = state_decision(state, chances)
    their_double, their_take = min(dt, dp) > nd, dt <= dp
    ours_value = min(dt, dp) if decision.double else nd
    return {"double": decision.double == their_double, "take": decision.take == their_take,
            "over": decision.double and not their_double,
            "tie": decision.double != their_double and abs(min(dt, dp) - nd) < TIE,
            "double_cost": max(nd, min(dt, dp)) - ours_value,
            "take_cost": abs(dt - dp) if decision.take != their_take else 0.0}


def main(argv: list[str]) -> int:
    """Print the agreement."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions", type=Path)
    parser.add_argument("--prune", type=int, default=4, help="plays of a throw judged (0: all; master: 4)")
    parser.add_argument("--their-chances", action="store_true",
                        help="feed the engine's match cube model gnubg's 2-ply chances (the model alone)")
    args = parser.parse_args(argv[1:])
    rows = [json.loads(line) for line in args.positions.read_text().splitlines()]
    by_score: dict[str, list[dict[str, float | bool]]] = defaultdict(list)
    for row in rows:
        length, mine, theirs = row["score"]
        by_score[f"{length}-point {mine}-{theirs} ({length - mine}-away, {length - theirs}-away)"].append(
            judged(row, args.prune, args.their_chances))
    every = [r for found in by_score.values() for r in found]
    for name, found in [*by_score.items(), ("all", every)]:
        n = len(found)
        double = sum(bool(r["double"]) for r in found) / n
        take = sum(bool(r["take"]) for r in found) / n
        cost = sum(float(r["double_cost"]) + float(r["take_cost"]) for r in found) / n
        over, ties = sum(bool(r["over"]) for r in found), sum(bool(r["tie"]) for r in found)
        print(f"{name:34} {n:4} decisions: double {double:6.1%} ({over} doubles too many, {ties} ties)  "
              f"take {take:6.1%}  cost {cost:.4f} a decision")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
