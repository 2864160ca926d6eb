"""Benchmark: the engine against GNU Backgammon at 0-ply, head to head, duplicate dice, cubeless money.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine. This script
runs inside gnubg's embedded Python:

    PAIRS=1200 FIRST=0 PLAYER=default OUT=build/bench/match.jsonl \\
        RABATTUES_BEAROFF=build/bearoff/bearoff.bin gnubg -q -t -p bench/gnubg_match.py

Each pair of games uses one stream of dice twice (pair i: `random.Random(i)`): in the first
game the engine plays the first throw (the opening's two different dice), in the second GNU
Backgammon does, so the luck of the dice largely cancels within a pair. No cube: a single win
is worth 1, a gammon 2, a backgammon 3. GNU Backgammon plays its 0-ply choice, its own
`findbestmove` (its move generator and cubeless 0-ply evaluation), found among the engine's
legal moves by the position it leads to (`gnubg_common.gnubg_player`: on 150 random positions
the same move as the best of the engine's legal moves by gnubg's `evaluate`, 20 times faster).

PLAYER is a level of `levels.py` (default: the default level) or `0ply` / `1ply`; WEIGHTS a
contact network's file (its race network beside it, `contact` → `race` in the name) to judge a
training checkpoint. One JSON line a game is appended to OUT (pairs already there are skipped,
so runs can be split and resumed): the points the engine won, and its decisions (Position ID,
dice, move) for `gnubg_judge.py`. `bench/match_summary.py OUT` prints the result with its
standard error over pairs.
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

from engine_player import engine_player
from gnubg_common import gnubg_player
from rabattues.backgammon.board import OFF, START
from rabattues.backgammon.game import legal_moves, multiplier
from rabattues.backgammon.position_id import format_position_id


def game(ours, theirs, rng: random.Random, ours_first: bool) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """One game from the opening throw; the engine's points and decisions."""
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    while dice[0] == dice[1]:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    board, ours_turn, plies = START, ours_first, 0
    decisions: list[list[object]] = []
    spent = 0.0
    while True:
        if ours_turn:
            started = time.perf_counter()
            move = ours(board, dice)
            spent += time.perf_counter() - started
            if move is not None and len(legal_moves(board, dice)) > 1:
                decisions.append([format_position_id(board), f"{dice[0]}{dice[1]}", move.text])
        else:
            move = theirs(board, dice)
        plies += 1
        if move is not None:
            board = move.after
            if board.mover[OFF] == 15:
                points = multiplier(board.opponent)
                return {"points": points if ours_turn else -points, "plies": plies,
                        "ours_seconds": round(spent, 3), "decisions": decisions}
        board, ours_turn = board.flipped(), not ours_turn
        dice = (rng.randint(1, 6), rng.randint(1, 6))


def main() -> None:
    pairs, first = int(os.environ.get("PAIRS", "100")), int(os.environ.get("FIRST", "0"))
    player_name = os.environ.get("PLAYER", "default")
    out = Path(os.environ.get("OUT", f"build/bench/match-{player_name}.jsonl"))
    out.parent.mkdir(parents=True, exist_ok=True)
    done = set()
    if out.exists():
        done = {(row["pair"], row["ours_first"]) for row in map(json.loads, out.read_text().splitlines())}
    for command in ("set display off", "set player 0 human", "set player 1 human", "new game"):
        gnubg.command(command)
    theirs = gnubg_player(gnubg.evalcontext(0, 0, 0, 1, 0.0), gnubg.cubeinfo())
    ours = engine_player(player_name, os.environ.get("WEIGHTS"), os.environ.get("PRUNE"))
    with out.open("a") as f:
        for pair in range(first, first + pairs):
            for ours_first in (True, False):
                if (pair, ours_first) in done:
                    continue
                row = game(ours, theirs, random.Random(pair), ours_first)
                row = {"pair": pair, "ours_first": ours_first, "player": player_name,
                       "weights": os.environ.get("WEIGHTS", ""), **row}
                f.write(json.dumps(row) + "\n")
                f.flush()


main()
