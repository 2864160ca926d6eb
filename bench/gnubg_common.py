"""What the benchmarks run inside GNU Backgammon's embedded Python share: its equity of a move, its choice."""

from __future__ import annotations

from collections.abc import Callable

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon.board import OFF, Board
from rabattues.backgammon.game import legal_moves, multiplier
from rabattues.backgammon.moves import LegalMove


def gnubg_equity(after: Board, context: object, cube: object) -> float:
    """gnubg's cubeless equity of the position after a move, for the player who moved."""
    if after.mover[OFF] == 15:
        return float(multiplier(after.opponent))
    # gnubg's board: (the player not on roll, the player on roll), points 1–24 then the bar.
    probs = gnubg.evaluate((tuple(after.mover[1:26]), tuple(after.opponent[1:26])), cube, context)
    win, win_g, win_bg, lose_g, lose_bg = probs[:5]
    return -(2 * win - 1 + win_g - lose_g + win_bg - lose_bg)


def gnubg_player(context: object, cube: object) -> Callable[[Board, tuple[int, int]], LegalMove | None]:
    """gnubg's choice among the legal moves at the given evaluation context."""

    def play(board: Board, dice: tuple[int, int]) -> LegalMove | None:
        """The move gnubg judges best."""
        moves = legal_moves(board, dice).moves
        if len(moves) < 2:
            return moves[0] if moves else None
        return max(moves, key=lambda m: gnubg_equity(m.after, context, cube))

    return play
