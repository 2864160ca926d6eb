"""Validation: legal moves and Position IDs against GNU Backgammon, on random positions.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine, never shipped
or imported by it. This script runs inside gnubg's embedded Python:

    POSITIONS=2000 SEED=1 gnubg -q -t -p bench/gnubg_moves.py

For each position (reached by random play of our engine) and a random throw it compares:
the set of legal moves (each gnubg move string is read by our parser and must name exactly one
of our moves; the counts must be equal), the move strings themselves, and the Position ID
(ours against gnubg's for the same checkers). It prints the figures for docs/BENCHMARKS.md.
"""

from __future__ import annotations

import contextlib
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon.board import START, Board, winner_side
from rabattues.backgammon.moves import legal_moves
from rabattues.backgammon.position_id import format_position_id


def random_positions(count: int, rng: random.Random) -> list[Board]:
    """Positions met in random games (each kept with probability 1/4), none finished."""
    found: list[Board] = []
    while len(found) < count:
        board = START
        while winner_side(board) is None and len(found) < count:
            if rng.random() < 0.25:
                found.append(board)
            moves = legal_moves(board, (rng.randint(1, 6), rng.randint(1, 6))).moves
            board = rng.choice(moves).after.flipped() if moves else board.flipped()
    return found


def gnubg_board(board: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """gnubg's board: (player not on roll, player on roll), points 1–24 then the bar."""
    return (tuple(board.opponent[1:26]), tuple(board.mover[1:26]))


def gnubg_moves(board: Board, dice: tuple[int, int]) -> list[str]:
    """gnubg's legal moves of a throw, as it writes them."""
    gnubg.command(f"set board {format_position_id(board)}")
    gnubg.command(f"set dice {dice[0]} {dice[1]}")
    try:
        return [entry["move"] for entry in gnubg.hint(100_000)["hint"]]
    except Exception:  # gnubg raises when no move is possible
        return []


def main() -> None:
    count, seed = int(os.environ.get("POSITIONS", "1000")), int(os.environ.get("SEED", "1"))
    rng = random.Random(seed)
    for command in ("set display off", "set player 0 human", "set player 1 human", "new game"):
        gnubg.command(command)
    positions = random_positions(count, rng)
    same_set = same_text = total_moves = id_agree = 0
    for number, board in enumerate(positions):
        if gnubg.positionid(gnubg_board(board)) == format_position_id(board):
            id_agree += 1
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        ours = legal_moves(board, dice)
        theirs = gnubg_moves(board, dice)
        matched = set()
        for text in theirs:
            with contextlib.suppress(ValueError):
                matched.add(ours.find(text).text)
        total_moves += len(ours)
        if len(theirs) == len(ours) == len(matched):
            same_set += 1
        else:
            print(f"DIFFER {format_position_id(board)} {dice}: gnubg {theirs} ours {[m.text for m in ours]}")
        same_text += len(set(theirs) & {m.text for m in ours})
        if os.environ.get("SHOW_TEXT"):
            for text in theirs:
                try:
                    mine = ours.find(text).text
                except ValueError:
                    continue
                if mine != text:
                    print(f"TEXT gnubg {text!r} ours {mine!r}")
        if number % 500 == 499:
            print(f"... {number + 1} positions", flush=True)
    print(f"positions: {len(positions)}, seed {seed}")
    print(f"Position IDs equal to gnubg's: {id_agree}/{len(positions)}")
    print(f"same legal moves as gnubg: {same_set}/{len(positions)} positions ({total_moves} moves)")
    print(f"move strings written exactly as gnubg: {same_text}/{total_moves}")


main()
