"""Benchmark data: cube decisions that matter, from real games, judged by GNU Backgammon cubeful at 2-ply.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine. This script
runs inside gnubg's embedded Python:

    GAMES=build/bench/match.jsonl POSITIONS=600 SEED=1 OUT=build/bench/cube.jsonl \\
        gnubg -q -t -p bench/gnubg_cube.py

The positions are those in which the engine was on roll in the games of `gnubg_match.py`,
taken before the throw with the cube in the middle at 1 (money, Jacoby rule off). They are
drawn at random (SEED) and kept when the cube matters: gnubg's 0-ply cubeful decision says
double, or doubling is within 0.2 of not doubling. For each kept one gnubg's 2-ply cubeful
equities of no double, double-take and double-drop (for the player on roll, in points), and its
2-ply cubeless chances, are written as a JSON line, until POSITIONS are kept. `judge_cube.py`
compares the engine's decisions (any level or checkpoint) with them without gnubg.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import is_race
from rabattues.backgammon.position_id import parse_position_id

CLOSE = 0.2


def drawn(files: list[str], seed: int) -> list[str]:
    """The Position IDs of the engine's turns in those games, in a random order."""
    found = sorted({d[0] for name in files for line in Path(name).read_text().splitlines()
                    for d in json.loads(line)["decisions"]})
    random.Random(seed).shuffle(found)
    return found


def cube_equities(position_id: str, plies: int) -> tuple[float, float, float]:
    """gnubg's cubeful no double, double-take and double-drop equities for the player on roll."""
    context = gnubg.evalcontext(1, plies, 1, 1, 0.0)
    _best, no_double, take, drop, _code, _text = gnubg.cfevaluate(gnubg_board(position_id), gnubg.cubeinfo(),
                                                                   context)
    return no_double, take, drop


def gnubg_board(position_id: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gnubg's board: (the player not on roll, the player on roll), points 1–24 then the bar."""
    board = parse_position_id(position_id)
    return tuple(board.opponent[1:26]), tuple(board.mover[1:26])


def cubeless_chances(position_id: str, plies: int) -> list[float]:
    """gnubg's cubeless chances for the player on roll (wins, gammons, backgammons, then the losses')."""
    context = gnubg.evalcontext(0, plies, 1, 1, 0.0)
    return [round(x, 5) for x in gnubg.evaluate(gnubg_board(position_id), gnubg.cubeinfo(), context)[:5]]


def main() -> None:
    files = os.environ["GAMES"].split(",")
    count, seed = int(os.environ.get("POSITIONS", "600")), int(os.environ.get("SEED", "1"))
    out = Path(os.environ.get("OUT", "build/bench/cube.jsonl"))
    done: set[str] = set()
    if out.exists():
        done = {json.loads(line)["id"] for line in out.read_text().splitlines()}
    kept = len(done)
    for command in ("set display off", "set jacoby off", "set player 0 human", "set player 1 human",
                    "new game"):
        gnubg.command(command)
    started, looked = time.time(), 0
    with out.open("a") as f:
        for position_id in drawn(files, seed):
            if kept >= count:
                break
            if position_id in done:
                continue
            looked += 1
            no_double, take, drop = cube_equities(position_id, 0)
            if min(take, drop) < no_double - CLOSE:
                continue
            no_double, take, drop = cube_equities(position_id, 2)
            board = parse_position_id(position_id)
            kind = "bearoff" if is_bearoff(board) else "race" if is_race(board) else "contact"
            f.write(json.dumps({"id": position_id, "kind": kind, "no_double": round(no_double, 5),
                                "double_take": round(take, 5), "double_drop": round(drop, 5),
                                "chances": cubeless_chances(position_id, 2)}) + "\n")
            f.flush()
            kept += 1
    print(f"{kept} positions kept of {looked} looked at in {time.time() - started:.0f} s")


main()
