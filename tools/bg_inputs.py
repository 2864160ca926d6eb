"""The networks' inputs in numpy, for many boards at once (the trainers'; never at run time).

The same numbers as the engine's pure-Python `encoding.encode`, `encoding.encode_contact` (the
raw board, then `features.side_counts` / `SCALES` for each side) and its sorting of boards into
contact, race and bear-off positions; tests hold each equal to the engine's
(`tests/backgammon/test_bg_features.py`, `test_bg_network.py`).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from rabattues.backgammon import features
from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import Board, is_race
from rabattues.backgammon.encoding import INPUTS

CONTACT, RACE, BEAROFF, OVER = 0, 1, 2, 3
"""The kinds of board: who judges it (the contact or race network, the bear-off database, no one)."""


def raw_batch(mover: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """The inputs of `encoding.encode` for N boards at once (counts arrays N × 26)."""
    n = mover.shape[0]
    out = np.zeros((n, INPUTS), dtype=np.float32)
    for base, counts in ((0, mover), (98, opponent)):
        c = counts[:, 1:25].astype(np.float32)
        units = np.stack([c >= 1, c >= 2, c >= 3, np.maximum(c - 3, 0) / 2], axis=2).astype(np.float32)
        out[:, base: base + 96] = units.reshape(n, 96)
        out[:, base + 96] = counts[:, 25] / 2
        out[:, base + 97] = counts[:, 0] / 15
    out[:, 196] = (mover[:, 1:26] * np.arange(1, 26)).sum(axis=1) / 100
    out[:, 197] = (opponent[:, 1:26] * np.arange(1, 26)).sum(axis=1) / 100
    return out


def counts(boards: list[Board]) -> tuple[np.ndarray, np.ndarray]:
    """Counts arrays of boards seen by the player on roll."""
    return (np.array([b.mover for b in boards], dtype=np.float32),
            np.array([b.opponent for b in boards], dtype=np.float32))


def contact_batch(boards: list[Board]) -> np.ndarray:
    """The inputs of `encoding.encode_contact` for N boards."""
    mover, opponent = counts(boards)
    return np.concatenate([raw_batch(mover, opponent), features_batch(mover, opponent),
                           features_batch(opponent, mover)], axis=1)


BIT = np.int64(1) << np.arange(26, dtype=np.int64)
ESCAPES = np.array(features.ESCAPES, dtype=np.int64)
FULL = np.int64((1 << 25) - 1)
DIE = np.arange(7, dtype=np.int64)
FIRST, SECOND = (np.array(side, dtype=np.int64) for side in zip(*[(a, b) for a in range(1, 7)
                                                                   for b in range(a + 1, 7)], strict=True))
"""The 15 throws of two different dice."""
WEIGHT = np.array([2] * 15 + [1] * 6, dtype=np.int64)
"""Throws out of 36: each of the 15 above twice, then the six doubles once."""


def _bits(mask: np.ndarray) -> np.ndarray:
    """Rows of booleans over points 1–24 as ints (bit p for point p)."""
    return mask.astype(np.int64) @ BIT[1:25]


def _escapes(blocks: np.ndarray, point: np.ndarray) -> np.ndarray:
    """`features.escapes` for arrays."""
    window = np.where(point >= 12, blocks >> np.maximum(point - 12, 0), blocks << np.maximum(12 - point, 0))
    return ESCAPES[window & 0xFFF]


def _shots(blots: np.ndarray, free: np.ndarray, others: np.ndarray, bar: np.ndarray,
           ) -> tuple[np.ndarray, np.ndarray]:
    """`features.hits` for arrays: throws that hit, and the pips they cost, summed over the 21 throws.

    As there, each die's steps are made once, then all 21 throws at once; the boards with
    checkers on the bar apart, as their checkers must enter first."""
    shots, loss = np.zeros(len(blots), dtype=np.int64), np.zeros(len(blots), dtype=np.int64)
    for entering, hits_of in ((False, _hits_plain), (True, _hits_entering)):
        rows = np.nonzero(((bar > 0) == entering) & (blots != 0))[0]
        hit = hits_of(blots[rows], free[rows], others[rows], bar[rows])
        low = np.log2(np.maximum(hit & -hit, 1)).round().astype(np.int64)  # the hit farthest from home
        shots[rows] = (np.where(hit != 0, WEIGHT[:, None], 0)).sum(axis=0)
        loss[rows] = (np.where(hit != 0, WEIGHT[:, None] * (25 - low), 0)).sum(axis=0)
    return shots, loss


def _hits_plain(b: np.ndarray, f: np.ndarray, o: np.ndarray, _bar: np.ndarray) -> np.ndarray:
    """The blots each of the 21 throws can hit (rows), none of the other side on the bar."""
    step = o[None, :] << DIE[:, None]  # row d: every checker moved d (row 0: not moved)
    through = step & f
    hit = np.empty((21, len(b)), dtype=np.int64)
    hit[:15] = (step[FIRST] | step[SECOND] | through[FIRST] << SECOND[:, None]
                | through[SECOND] << FIRST[:, None]) & b
    reach, found = through[1:], np.zeros((6, len(b)), dtype=np.int64)
    for _ in range(4):
        found |= reach & b
        reach = reach << DIE[1:, None] & f
    hit[15:] = found
    return hit


def _hits_entering(b: np.ndarray, f: np.ndarray, o: np.ndarray, bar: np.ndarray) -> np.ndarray:
    """The same with checkers on the bar: they enter on points 1–6 first (`features._hit`)."""
    hit = np.empty((21, len(b)), dtype=np.int64)
    enters = (f[None, :] >> DIE[1:, None]) & 1  # row d − 1: a checker enters with d
    for k, (x, y) in enumerate(zip(FIRST.tolist(), SECOND.tolist(), strict=True)):
        many = (1 << x | 1 << y) & f & b  # two or more on the bar: both dice enter
        one = np.zeros(len(b), dtype=np.int64)
        for first, second in ((x, y), (y, x)):
            one |= np.where(enters[first - 1] != 0, ((1 << first) | (o | 1 << first) << second) & b, 0)
        hit[k] = np.where(bar > 1, many, one)
    for d in range(1, 7):
        start, found = o | 1 << d, b & 1 << d
        for i in range(3):  # the steps left after entering: 3, 2, 1 or none
            start = start << d & f
            found |= np.where(np.minimum(bar, 4) + i < 4, start & b, 0)
        hit[14 + d] = np.where(enters[d - 1] != 0, found, 0)
    return hit


def features_batch(own: np.ndarray, other: np.ndarray) -> np.ndarray:
    """`features.side_features` of N sides at once (counts arrays N × 26, each in its own numbering)."""
    own, other = own.astype(np.int64), other.astype(np.int64)
    n = own.shape[0]
    points = np.arange(1, 25)
    mine = own[:, 1:25]
    theirs = other[:, 24:0:-1]  # the other side's checkers on our points 1–24
    made, blots = _bits(mine >= 2), _bits(mine == 1)
    others, other_made = _bits(theirs > 0), _bits(theirs >= 2)
    bar = other[:, 25]
    free = FULL & ~made
    shots, loss = _shots(blots, free, others, bar)
    occupied = mine > 0
    last = np.where(occupied.any(axis=1), 24 - np.argmax(occupied[:, ::-1], axis=1), 0)
    back = np.where(own[:, 25] > 0, 25, last)
    back_escapes = np.where(back > 0, _escapes(other_made, back), 0)
    contain = np.min(np.stack([_escapes(other_made, np.full(n, p)) for p in range(15, 25)]), axis=0)
    top_made = np.where(made != 0, np.log2(np.maximum(made, 1)).astype(np.int64), 0)  # made < 2^25: exact
    anchors = own[:, 19:25] >= 2
    first_anchor = np.where(anchors.any(axis=1), 25 - (19 + np.argmax(anchors, axis=1)), 0)
    their_occupied = theirs > 0
    line = np.where(other[:, 25] > 0, 0,
                    np.where(their_occupied.any(axis=1), 1 + np.argmax(their_occupied, axis=1), 25))
    beyond = np.arange(1, 26)[None, :] - line[:, None]
    to_pass = (np.maximum(beyond, 0) * own[:, 1:26]).sum(axis=1)
    run = np.zeros(n, dtype=np.int64)
    x = made.copy()
    while (x != 0).any():
        run += x != 0
        x &= x << 1
    home = (own[:, 1:7] >= 2).sum(axis=1)
    blot_count = (mine == 1).sum(axis=1)
    columns = [shots / 36, loss / 900, back_escapes / 36, (36 - contain) / 36, back / 24, top_made / 24,
               first_anchor / 6, anchors.sum(axis=1) / 3, own[:, 19:26].sum(axis=1) / 5, to_pass / 100,
               run / 6, home / 6, blot_count / 4]
    del points
    return np.stack(columns, axis=1).astype(np.float32)


def kinds_batch(mover: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """`kind_of` of N boards (counts arrays)."""
    points = np.arange(1, 26)
    mover_back = np.where(mover[:, 1:26] > 0, points, 0).max(axis=1)
    opponent_back = np.where(opponent[:, 1:26] > 0, points, 0).max(axis=1)
    over = (mover[:, 0] == 15) | (opponent[:, 0] == 15)
    home = (mover_back <= 6) & (opponent_back <= 6)
    race = mover_back + opponent_back <= 25
    return np.where(over, OVER, np.where(home, BEAROFF, np.where(race, RACE, CONTACT)))


def kind_of(board: Board) -> int:
    """Which evaluator judges a board (the player on roll to throw)."""
    if board.mover[0] == 15 or board.opponent[0] == 15:
        return OVER
    if is_bearoff(board):
        return BEAROFF
    return RACE if is_race(board) else CONTACT
