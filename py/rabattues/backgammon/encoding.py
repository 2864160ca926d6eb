"""The network's inputs for a board seen by the player on roll (Tesauro's encoding, plus pips).

For each player (the player on roll first), for each of his points 1–24 in his own numbering,
four units: at least 1, 2, 3 checkers, and (n − 3) / 2 beyond three; then his bar (n / 2)
and his borne-off checkers (n / 15). Then both pip counts / 100. 198 units, most of them 0,
so the encoding is a list of (index, value) pairs for the nonzero ones.

`tools/train_bg.py` has numpy versions of the same functions; tests hold them equal.

>>> from .board import START
>>> sorted(encode(START))[:4]
[(20, 1.0), (21, 1.0), (22, 1.0), (23, 1.0)]
"""

from __future__ import annotations

from .board import Board, Counts, pip_count
from .features import FEATURES, SCALES, side_counts

INPUTS = 198
CONTACT_INPUTS = INPUTS + 2 * FEATURES
"""The contact network's inputs: the raw board, the features of the player on roll, his opponent's."""
PER_PLAYER = 98
_UNITS = tuple(
    tuple([(1.0,), (1.0, 1.0), (1.0, 1.0, 1.0)][min(n, 3) - 1] + ((n - 3) / 2,) * (n > 3)) if n else ()
    for n in range(16)
)
"""The nonzero units of a point holding n checkers, in order."""


_FOUR = tuple((float(n >= 1), float(n >= 2), float(n >= 3), max(n - 3, 0) / 2) for n in range(16))
"""All four units of a point holding n checkers."""


def encode(board: Board) -> list[tuple[int, float]]:
    """The nonzero inputs of a board, the mover being the player on roll."""
    active = _player(board.mover, 0) + _player(board.opponent, PER_PLAYER)
    active.append((196, pip_count(board.mover) / 100))
    active.append((197, pip_count(board.opponent) / 100))
    return active


def encode_side(counts: Counts, on_roll: bool) -> list[tuple[int, float]]:
    """One player's part of `encode`: his units and his pip count, as the player on roll or the other.

    `encode(board)` is the part of `board.mover` on roll and that of `board.opponent` not on roll."""
    base, pips = (0, 196) if on_roll else (PER_PLAYER, 197)
    return [*_player(counts, base), (pips, pip_count(counts) / 100)]


def encode_contact(board: Board) -> list[tuple[int, float]]:
    """The contact network's nonzero inputs: `encode`, then both sides' features."""
    features = zip(board_features(board), BOTH_SCALES, strict=True)
    return encode(board) + [(INPUTS + i, n / s) for i, (n, s) in enumerate(features) if n]


BOTH_SCALES = SCALES + SCALES


def board_features(board: Board) -> tuple[int, ...]:
    """The features of the player on roll, then his opponent's, as whole numbers (see `SCALES`)."""
    return side_counts(board.mover, board.opponent) + side_counts(board.opponent, board.mover)


def _player(counts: Counts, base: int) -> list[tuple[int, float]]:
    """One player's nonzero units."""
    active: list[tuple[int, float]] = []
    for point in range(1, 25):
        n = counts[point]
        if n:
            start = base + 4 * (point - 1)
            active += [(start + k, v) for k, v in enumerate(_UNITS[n])]
    if counts[25]:
        active.append((base + 96, counts[25] / 2))
    if counts[0]:
        active.append((base + 97, counts[0] / 15))
    return active


def _point_changes(base: int, point: int) -> tuple[tuple[tuple[int, float], ...], ...]:
    """For a point of one side, indexed by 16 × before + after: the changed units, (input, change) pairs."""
    if point == 25:
        return tuple(((base + 96, (b - a) / 2),) if a != b else () for a in range(16) for b in range(16))
    if point == 0:
        return tuple(((base + 97, (b - a) / 15),) if a != b else () for a in range(16) for b in range(16))
    start = base + 4 * (point - 1)
    return tuple(tuple((start + k, y - x) for k, (x, y) in enumerate(zip(_FOUR[a], _FOUR[b], strict=True))
                       if x != y) for a in range(16) for b in range(16))


_CHANGES = tuple(tuple(_point_changes(base, point) for point in range(26)) for base in (0, PER_PLAYER))
"""_CHANGES[side][point][16 × before + after]: what a change of that point's count changes in the inputs."""
_STRETCHES = ((0, 7), (7, 13), (13, 19), (19, 26))
"""Parts of a side's counts compared whole first: a move leaves most of them as they were."""


def encode_change(old: Board, new: Board) -> list[tuple[int, float]]:
    """The inputs of `new` minus those of `old`, nonzero ones only (few: a move changes few points)."""
    change: list[tuple[int, float]] = []
    sides = ((_CHANGES[0], 196, old.mover, new.mover), (_CHANGES[1], 197, old.opponent, new.opponent))
    for table, pips, before, after in sides:
        if before == after:
            continue  # usually the side that did not move, unless hit
        moved = 0
        for low, high in _STRETCHES:
            if before[low:high] == after[low:high]:
                continue
            for point in range(low, high):
                a, b = before[point], after[point]
                if a != b:
                    moved += point * (b - a)
                    change += table[point][16 * a + b]
        if moved:  # the pip count changes by the checkers' point numbers (off counts 0)
            change.append((pips, moved / 100))
    return change
