"""The values the trainers compute outside the networks: outputs seen by the other player, their
equity, a finished game's true outputs, the gammons the rules rule out, and the bear-off
database's exact chances."""

from __future__ import annotations

import numpy as np

from rabattues.backgammon.bearoff import database
from rabattues.backgammon.board import Board
from rabattues.backgammon.race_backgammon import backgammon
from rabattues.backgammon.race_gammon import gammon

FLIP = np.array([0, 3, 4, 1, 2])


def flip(v: np.ndarray) -> np.ndarray:
    """Outputs seen by the other player."""
    out = v[..., FLIP].copy()
    out[..., 0] = 1 - v[..., 0]
    return out


def equity(o: np.ndarray) -> np.ndarray:
    """Cubeless equity of outputs for the player on roll."""
    return 2 * o[..., 0] - 1 + o[..., 1] - o[..., 3] + o[..., 2] - o[..., 4]


def possible_batch(mover: np.ndarray, opponent: np.ndarray, race: np.ndarray, values: np.ndarray,
                   ) -> np.ndarray:
    """`evaluate.possible` for N boards (counts arrays, `race` true for races): no gammon for a
    player with a checker off; in a race, no backgammon for one with no checker in the other's home
    board, and the counted ones (`race_backgammon`, `race_gammon`) against a leader home."""
    out = values.copy()
    mover_back, opponent_back = mover[:, 19:25].sum(axis=1) > 0, opponent[:, 19:25].sum(axis=1) > 0
    out[race & ~mover_back, 4] = 0.0
    out[race & ~opponent_back, 2] = 0.0
    mover_home, opponent_home = mover[:, 7:26].sum(axis=1) == 0, opponent[:, 7:26].sum(axis=1) == 0
    counted = race & ((mover_home & ~opponent_home) | (opponent_home & ~mover_home))
    for i in np.nonzero(counted)[0]:
        me, you = tuple(mover[i].astype(int).tolist()), tuple(opponent[i].astype(int).tolist())
        for lose, trailer, leader, first in ((True, me, you, True), (False, you, me, False)):
            gammon_column, backgammon_column = (3, 4) if lose else (1, 2)
            bg = backgammon(trailer, leader, first) if any(trailer[19:25]) else None
            if bg is not None:
                out[i, backgammon_column] = bg
            g = gammon(trailer, leader, first)
            if g is not None:
                out[i, gammon_column] = g
    for gammon_column in (1, 3):  # in a race, a gammon at least as likely as the backgammon
        out[race, gammon_column] = np.maximum(out[race, gammon_column], out[race, gammon_column + 1])
    out[mover[:, 0] > 0, 3:5] = 0.0
    out[opponent[:, 0] > 0, 1:3] = 0.0
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
