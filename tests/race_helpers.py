"""A player's chance of reaching a goal within k throws, from the game's own legal moves by brute force."""

from __future__ import annotations

from collections.abc import Callable

from rabattues.backgammon.board import Board
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.kernel.dice import THROW_CHANCES


def best_within(board: Board, throws: int, reached: Callable[[Board], bool]) -> float:
    """The chance that `reached` holds within `throws` throws of the player on roll (who alone
    moves), each throw played the best for it."""
    if reached(board):
        return 1.0
    if throws == 0:
        return 0.0
    total = 0.0
    for dice, weight in THROW_CHANCES:
        afters = [apply_play(board, play) for play in generate_plays(board, dice)] or [board]
        total += weight * max(best_within(after, throws - 1, reached) for after in afters)
    return total
