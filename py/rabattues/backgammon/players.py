"""Players for benchmarks and for the computer: each picks a legal move for a throw.

- `random_player`: any legal move, uniformly (each resulting position counted once).
- `heuristic_player`: a simple pip-count-and-safety rule, written as a fair, weak opponent:
  hit (send the opponent's checkers back, counted in his pips), make points (most in the home
  board), leave few blots in reach of the opponent's checkers, bear off when possible.
- `evaluator_player`: the best move by the trained evaluator (`evaluate.best_move`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .board import OFF, Board, is_race, pip_count
from .evaluate import best_move
from .game import legal_moves
from .moves import LegalMove

Player = Callable[[Board, tuple[int, int]], LegalMove | None]


def random_player(rng: random.Random) -> Player:
    """A player choosing uniformly among the legal moves."""

    def play(board: Board, dice: tuple[int, int]) -> LegalMove | None:
        """Any legal move."""
        moves = legal_moves(board, dice).moves
        return rng.choice(moves) if moves else None

    return play


def heuristic_player(board: Board, dice: tuple[int, int]) -> LegalMove | None:
    """The legal move with the best `heuristic_score` (ties: the generator's order)."""
    moves = legal_moves(board, dice).moves
    return max(moves, key=lambda m: heuristic_score(board, m.after)) if moves else None


def heuristic_score(before: Board, after: Board) -> float:
    """A pip-count-and-safety score of the board after a move (higher is better for the mover)."""
    if is_race(after):
        return 10 * after.mover[OFF] - pip_count(after.mover) - 0.1 * _gaps(after)
    hit = pip_count(after.opponent) - pip_count(before.opponent)
    made = sum((3 if p <= 6 else 2 if p <= 11 else 0) for p in range(1, 25) if after.mover[p] >= 2)
    return hit + 2 * made - 6 * _exposure(after) + 10 * after.mover[OFF]


def _exposure(board: Board) -> float:
    """The mover's blots weighted by the shots at them: 1 for a direct shot, ½ an indirect one."""
    shooters = [25 - q for q in range(1, 26) if board.opponent[q]]  # opponent checkers, in our numbering
    risk = 0.0
    for point in range(1, 25):
        if board.mover[point] == 1:
            distances = [point - s for s in shooters if 0 < point - s <= 12]
            if distances:
                risk += (1.0 if min(distances) <= 6 else 0.5) * (1 + point / 24)
    return risk


def _gaps(board: Board) -> int:
    """Empty home points below occupied ones (a smooth home board bears off faster)."""
    home = [board.mover[p] for p in range(1, 7)]
    top = max((i for i, n in enumerate(home) if n), default=-1)
    return sum(1 for n in home[: top + 1] if n == 0)


def evaluator_player(board: Board, dice: tuple[int, int]) -> LegalMove | None:
    """The evaluator's best move."""
    return best_move(board, dice)
