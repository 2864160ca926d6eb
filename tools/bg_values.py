"""The values the trainers compute outside the networks: outputs seen by the other player, their
equity, a finished game's true outputs, the gammons the rules rule out, and the bear-off
database's exact chances."""

from __future__ import annotations

import numpy as np

from rabattues.backgammon.bearoff import database
from rabattues.backgammon.board import Board

FLIP = np.array([0, 3, 4, 1, 2])


def flip(v: np.ndarray) -> np.ndarray:
    """Outputs seen by the other player."""
    out = v[..., FLIP].copy()
    out[..., 0] = 1 - v[..., 0]
    return out


def equity(o: np.ndarray) -> np.ndarray:
    """Cubeless equity of outputs for the player on roll."""
    return 2 * o[..., 0] - 1 + o[..., 1] - o[..., 3] + o[..., 2] - o[..., 4]


def possible_batch(
    mover: np.ndarray,
    opponent: np.ndarray,
    race: np.ndarray,
    values: np.ndarray,
) -> np.ndarray:
    """`evaluate.possible` for N boards (counts arrays, `race` true for races): no gammon for a
    player with a checker off, no backgammon in a race for one with none in the other's home board."""
    out = values.copy()
    out[mover[:, 0] > 0, 3:5] = 0.0
    out[opponent[:, 0] > 0, 1:3] = 0.0
    out[race & (mover[:, 19:26].sum(axis=1) == 0), 4] = 0.0
    out[race & (opponent[:, 19:26].sum(axis=1) == 0), 2] = 0.0
    return out


def result_for_loser(loser: Board) -> np.ndarray:
    """The outputs' true values for the loser, on roll after the winner bore off his last."""
    gammon = loser.mover[0] == 0
    backgammon = gammon and (loser.mover[25] > 0 or any(loser.mover[19:25]))
    return np.array([0, 0, 0, float(gammon), float(backgammon)], dtype=np.float32)


def bearoff_value(board: Board, cache: dict[Board, np.ndarray]) -> np.ndarray:
    """The bear-off database's exact chances, remembered."""
    found = cache.get(board)
    if found is None:
        found = cache[board] = np.array(database().chances(board), dtype=np.float32)
        if len(cache) > 500_000:
            cache.clear()
    return found
