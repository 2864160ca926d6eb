"""Benchmark data: positions from real games, every legal move judged by GNU Backgammon at 2-ply.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine. This script
runs inside gnubg's embedded Python:

    GAMES=build/bench/match.jsonl POSITIONS=3000 SEED=1 OUT=build/bench/positions.jsonl \\
        PLIES=2 gnubg -q -t -p bench/gnubg_positions.py

It draws POSITIONS of the engine's decisions (turns with two moves or more) from the games of
`gnubg_match.py` (GAMES, several files separated by commas; KINDS=race keeps only races), at
random with SEED, and writes
one JSON line each: the Position ID, the dice, the kind of position (contact, race, or
bear-off with both sides home) and every legal move's cubeless equity for the player on roll
by gnubg at PLIES plies (2: its "world class" checker play). `judge_moves.py` then judges any
level or checkpoint on them without gnubg. Lines already in OUT are kept (the run resumes).
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))
sys.path.insert(0, str(Path(os.getcwd()) / "bench"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from gnubg_common import gnubg_equity
from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import Board, is_race
from rabattues.backgammon.game import legal_moves
from rabattues.backgammon.position_id import parse_position_id


def drawn(files: list[str], count: int, seed: int, kinds: set[str]) -> list[tuple[str, str]]:
    """`count` distinct (Position ID, dice) of the engine's decisions in those games, at random."""
    found = sorted({(d[0], d[1]) for name in files for line in Path(name).read_text().splitlines()
                    for d in json.loads(line)["decisions"]})
    found = [(i, d) for i, d in found if kind_of(parse_position_id(i)) in kinds]
    return random.Random(seed).sample(found, min(count, len(found)))


def kind_of(board: Board) -> str:
    """contact, race, or bearoff (both sides home)."""
    return "bearoff" if is_bearoff(board) else "race" if is_race(board) else "contact"


def main() -> None:
    files = os.environ["GAMES"].split(",")
    count, seed = int(os.environ.get("POSITIONS", "3000")), int(os.environ.get("SEED", "1"))
    plies = int(os.environ.get("PLIES", "2"))
    kinds = set(os.environ.get("KINDS", "contact,race,bearoff").split(","))
    out = Path(os.environ.get("OUT", "build/bench/positions.jsonl"))
    done = set()
    if out.exists():
        done = {(r["id"], r["dice"]) for r in map(json.loads, out.read_text().splitlines())}
    for command in ("set display off", "set player 0 human", "set player 1 human", "new game"):
        gnubg.command(command)
    context, cube = gnubg.evalcontext(0, plies, 1, 1, 0.0), gnubg.cubeinfo()
    started = time.time()
    with out.open("a") as f:
        for position_id, dice_text in drawn(files, count, seed, kinds):
            if (position_id, dice_text) in done:
                continue
            board = parse_position_id(position_id)
            dice = (int(dice_text[0]), int(dice_text[1]))
            kind = kind_of(board)
            moves = {m.text: round(gnubg_equity(m.after, context, cube), 6) for m in legal_moves(board, dice)}
            f.write(json.dumps({"id": position_id, "dice": dice_text, "kind": kind, "plies": plies,
                                "moves": moves}) + "\n")
            f.flush()
    print(f"{count} positions in {time.time() - started:.0f} s")


main()
