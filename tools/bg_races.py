"""Races in which one side is far ahead: the other must save the gammon, or the backgammon.

Self-play meets few of them (both sides play to avoid them), yet against a strong opponent they
are half the races a player faces, and their value is all in the gammons. `train_ply.py
--gammon-races` mixes these positions into its batches: one side (W) has from 1 to 14 checkers
on his home board, the rest off; the other (L) has none off, some of his 15 home, the rest
outside, a few at times still in W's home board (where a backgammon is lost), and every one of
them past W's last checker, so that contact is over. Either side may be on roll.
"""

from __future__ import annotations

import random

from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import BAR, CHECKERS, OFF, Board, is_race


def winner_side(rng: random.Random) -> list[int]:
    """W's counts: from 1 to 14 checkers on his points 1–6, more often few, the rest off."""
    counts = [0] * (BAR + 1)
    left = min(rng.randint(1, 14), rng.randint(1, 14))
    for _ in range(left):
        counts[min(rng.randint(1, 6), rng.randint(1, 6))] += 1
    counts[OFF] = CHECKERS - left
    return counts


def loser_side(rng: random.Random, highest: int) -> list[int]:
    """L's counts: none off, up to eight outside his home board, none above his point `highest`."""
    counts = [0] * (BAR + 1)
    outside = min(rng.randint(0, 8), rng.randint(0, 8))
    for _ in range(outside):
        counts[rng.randint(7, highest)] += 1
    for _ in range(CHECKERS - outside):
        counts[rng.randint(1, 6)] += 1
    return counts


def gammon_race(rng: random.Random) -> Board:
    """A race of this kind that is not yet a bear-off on both sides, either side on roll."""
    while True:
        winner = winner_side(rng)
        back = max(p for p in range(1, 7) if winner[p])
        loser = loser_side(rng, 24 - back)  # past W's last checker, on W's point `back`
        board = Board(tuple(loser), tuple(winner))
        if is_race(board) and not is_bearoff(board):
            return board if rng.random() < 0.5 else board.flipped()
