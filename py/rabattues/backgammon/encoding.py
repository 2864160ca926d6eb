"""The network's inputs for a board seen by the player on roll (Tesauro's encoding, plus pips).

For each player (the player on roll first), for each of his points 1–24 in his own numbering,
four units: at least 1, 2, 3 checkers, and (n − 3) / 2 beyond three; then his bar (n / 2)
and his borne-off checkers (n / 15). Then both pip counts / 100. 198 units, most of them 0,
so the encoding is a list of (index, value) pairs for the nonzero ones.

`tools/train_td.py` has a numpy version of the same function; a test holds them equal.

>>> from .board import START
>>> sorted(encode(START))[:4]
[(20, 1.0), (21, 1.0), (22, 1.0), (23, 1.0)]
"""

from __future__ import annotations

from .board import Board, Counts, pip_count

INPUTS = 198
PER_PLAYER = 98
_UNITS = tuple(
    tuple([(1.0,), (1.0, 1.0), (1.0, 1.0, 1.0)][min(n, 3) - 1] + ((n - 3) / 2,) * (n > 3)) if n else ()
    for n in range(16)
)
"""The nonzero units of a point holding n checkers, in order."""


def encode(board: Board) -> list[tuple[int, float]]:
    """The nonzero inputs of a board, the mover being the player on roll."""
    active = _player(board.mover, 0) + _player(board.opponent, PER_PLAYER)
    active.append((196, pip_count(board.mover) / 100))
    active.append((197, pip_count(board.opponent) / 100))
    return active


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
