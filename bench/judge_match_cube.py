"""Benchmark: the engine's match cube decisions against GNU Backgammon's 2-ply cubeful ones.

    PYTHONPATH=py .venv/bin/python bench/judge_match_cube.py build/bench/match_cube.jsonl [--plies 2]

The positions and gnubg's equities come from `gnubg_match_cube.py` (close decisions, cube
centred, at several match scores). For each, the engine decides as the computer does in a match
(`computer.match_decision`): with `--plies 1`, by `match_cube.py` from its chances before the
throw averaged over the 21 throws; with `--plies 2` (the master level), a close decision two
throws ahead (`match_lookahead.py`), with no time limit unless `--seconds` gives the level's;
with `--their-chances`, by `match_cube.py` from gnubg's chances (the model alone). It decides
whether to double, and whether the opponent should take. gnubg's decision is the one it states
(the row's `action`, its words); rows without it follow gnubg's rule for them: it doubles when
double-take and double-drop are both worth at least no double, and also when the opponent should
drop and no gammon can be won ("double, pass" where it would else say "too good": playing on
cannot win more than the cube). The opponent should take when double-take is worth less than
double-drop to the doubler. Prints the agreement by score and overall (with the engine's
doubles where gnubg does not double, and the differences where gnubg values both choices
within TIE), and what the
disagreements cost by gnubg's equities (normalised, as gnubg gives them): a wrong take or drop
costs the taker |double-take − double-drop|; a wrong double or no double costs the doubler the
difference between his best and his choice.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

from rabattues.backgammon.chances import Chances
from rabattues.backgammon.computer import match_decision
from rabattues.backgammon.cube import CubeDecision
from rabattues.backgammon.game import GameState
from rabattues.backgammon.levels import DEFAULT, LEVELS
from rabattues.backgammon.match_cube import state_decision
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import parse_position_id
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import Match

TIE = 0.001
"""A difference of double/no double counted as a tie: gnubg values both choices within this."""


def engine_decision(row: dict[str, object], args: argparse.Namespace) -> CubeDecision:
    """The engine's decision in one row's position and score, as the options ask."""
    length, mine, others = row["score"]  # type: ignore[misc]
    board = parse_position_id(str(row["id"]))
    state = GameState(Options(), board, "w", False, None, Cube(), match=Match(length, (mine, others)))
    if args.their_chances:
        return state_decision(state, Chances(*row["chances"]))  # type: ignore[misc]
    level = replace(LEVELS[DEFAULT], prune=args.prune, cube_plies=args.plies, cube_seconds=args.seconds)
    return match_decision(state, level)


def judged(row: dict[str, object], decision: CubeDecision) -> dict[str, float | bool]:
    """gnubg's and the engine's decisions in one position, and what a difference costs."""
    nd, dt, dp = (float(row[k]) for k in ("no_double", "double_take", "double_drop"))  # type: ignore[arg-type]
    their_double, their_take = gnubg_decision(row)
    ours_value = min(dt, dp) if decision.double else nd
    return {"double": decision.double == their_double, "take": decision.take == their_take,
            "over": decision.double and not their_double,
            "tie": decision.double != their_double and abs(min(dt, dp) - nd) < TIE,
            "double_cost": max(nd, min(dt, dp)) - ours_value,
            "take_cost": abs(dt - dp) if decision.take != their_take else 0.0}


def gnubg_decision(row: dict[str, object]) -> tuple[bool, bool]:
    """Whether gnubg doubles, and whether it says take, in one row: its words if the row has them."""
    nd, dt, dp = (float(row[k]) for k in ("no_double", "double_take", "double_drop"))  # type: ignore[arg-type]
    if "action" in row:
        words = str(row["action"]).lower()
        return words.startswith(("double", "redouble", "optional")), words.endswith("take")
    can_win_gammon = float(row["chances"][1]) > 0  # type: ignore[index]
    return min(dt, dp) >= nd or (dp < min(nd, dt) and not can_win_gammon), dt < dp


def main(argv: list[str]) -> int:
    """Print the agreement."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions", type=Path)
    parser.add_argument("--prune", type=int, default=4, help="plays of a throw judged (0: all; master: 4)")
    parser.add_argument("--plies", type=int, choices=(1, 2), default=1,
                        help="1: the chances before the throw; 2: a close decision two throws ahead (master)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="with --plies 2: the time a decision may take (master: 0.6; default: no limit)")
    parser.add_argument("--their-chances", action="store_true",
                        help="feed the engine's match cube model gnubg's 2-ply chances (the model alone)")
    args = parser.parse_args(argv[1:])
    rows = [json.loads(line) for line in args.positions.read_text().splitlines()]
    by_score: dict[str, list[dict[str, float | bool]]] = defaultdict(list)
    started = time.perf_counter()
    for row in rows:
        length, mine, theirs = row["score"]
        by_score[f"{length}-point {mine}-{theirs} ({length - mine}-away, {length - theirs}-away)"].append(
            judged(row, engine_decision(row, args)))
    seconds = (time.perf_counter() - started) / len(rows)
    every = [r for found in by_score.values() for r in found]
    five = [r for name, found in by_score.items() if name.startswith("5-") for r in found]
    longer = [r for name, found in by_score.items() if not name.startswith("5-") for r in found]
    for name, found in [*by_score.items(), ("5-point scores", five), ("7- and 9-point scores", longer),
                        ("all", every)]:
        n = len(found)
        double = sum(bool(r["double"]) for r in found) / n
        take = sum(bool(r["take"]) for r in found) / n
        cost = sum(float(r["double_cost"]) + float(r["take_cost"]) for r in found) / n
        over, ties = sum(bool(r["over"]) for r in found), sum(bool(r["tie"]) for r in found)
        print(f"{name:34} {n:4} decisions: double {double:6.1%} ({over} doubles too many, {ties} ties)  "
              f"take {take:6.1%}  cost {cost:.4f} a decision")
    print(f"{seconds:.3f} s a decision")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
