"""Benchmark data: match cube decisions that matter, judged by GNU Backgammon cubeful at 2-ply.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine. This script
runs inside gnubg's embedded Python, from the repository's root:

    GAMES=60 PER_SCORE=40 SEED=1 OUT=build/bench/match_cube.jsonl gnubg -q -t -p bench/gnubg_match_cube.py

The positions are those before a throw in GAMES games the engine plays against itself (its
0-ply choice, `random.Random(SEED)` dice), drawn at random. Each is put, cube centred, at each
score of SCORES (the player on roll's score first): it is kept at that score when the cube
matters there, gnubg's 0-ply cubeful decision saying double or doubling within 0.2 of not
doubling, until PER_SCORE are kept for the score. For each kept one gnubg's 2-ply cubeful
equities of no double, double-take and double-drop (normalised, for the player on roll), its
decision in its own words (`action`: "Double, take", "Too good to double, pass"...) and its 2-ply
cubeless chances are written as a JSON line. `judge_match_cube.py` compares the engine's
decisions with them.
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

from rabattues.backgammon.board import START, Board, winner_side
from rabattues.backgammon.evaluate import best_move
from rabattues.backgammon.position_id import format_position_id

SCORES = ((5, 0, 0), (5, 2, 0), (5, 0, 2), (5, 2, 1), (7, 5, 3), (7, 3, 5), (7, 4, 4), (9, 3, 6))
"""(length, the score of the player on roll, his opponent's): none at match point (no Crawford game)."""
CLOSE = 0.2


def positions(games: int, seed: int) -> list[Board]:
    """The boards before each throw of the engine's games against itself (after the opening)."""
    rng, found = random.Random(seed), []
    for _game in range(games):
        board = START
        while True:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            move = best_move(board, dice)
            after = move.after if move is not None else board
            if winner_side(after) is not None:
                break
            board = after.flipped()
            found.append(board)
    rng.shuffle(found)
    return found


def gnubg_board(board: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gnubg's board: (the player not on roll, the player on roll), points 1–24 then the bar."""
    return tuple(board.opponent[1:26]), tuple(board.mover[1:26])


def equities(board: Board, score: tuple[int, int, int], plies: int) -> tuple[float, float, float, str]:
    """gnubg's cubeful no double, double-take and double-drop for the player on roll (gnubg's
    player 0, whose score is the score's first), and its decision in words."""
    length, mine, theirs = score
    cube = gnubg.cubeinfo(1, -1, 0, length, (mine, theirs), 0)
    context = gnubg.evalcontext(1, plies, 1, 1, 0.0)
    _best, no_double, take, drop, _code, text = gnubg.cfevaluate(gnubg_board(board), cube, context)
    return no_double, take, drop, text


def chances(board: Board, score: tuple[int, int, int]) -> list[float]:
    """gnubg's 2-ply cubeless chances for the player on roll at this score (wins, gammons,
    backgammons, then the losses')."""
    length, mine, theirs = score
    cube = gnubg.cubeinfo(1, -1, 0, length, (mine, theirs), 0)
    found = gnubg.evaluate(gnubg_board(board), cube, gnubg.evalcontext(0, 2, 1, 1, 0.0))
    return [round(x, 5) for x in found[:5]]


def main() -> None:
    """Write OUT."""
    games, seed = int(os.environ.get("GAMES", "60")), int(os.environ.get("SEED", "1"))
    per_score = int(os.environ.get("PER_SCORE", "40"))
    out = Path(os.environ.get("OUT", "build/bench/match_cube.jsonl"))
    out.parent.mkdir(parents=True, exist_ok=True)
    gnubg.command("set display off")
    started, boards = time.time(), positions(games, seed)
    kept = {score: 0 for score in SCORES}
    with out.open("w") as f:
        for board in boards:
            for score in SCORES:
                if kept[score] >= per_score:
                    continue
                no_double, take, drop, _action = equities(board, score, 0)
                if min(take, drop) < no_double - CLOSE:
                    continue
                no_double, take, drop, action = equities(board, score, 2)
                f.write(json.dumps({"id": format_position_id(board), "score": list(score),
                                    "no_double": round(no_double, 5), "double_take": round(take, 5),
                                    "double_drop": round(drop, 5), "action": action,
                                    "chances": chances(board, score)}) + "\n")
                kept[score] += 1
            if all(k >= per_score for k in kept.values()):
                break
    seconds = time.time() - started
    print(f"{sum(kept.values())} decisions kept from {len(boards)} positions in {seconds:.0f} s")


main()
