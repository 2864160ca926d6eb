"""What the benchmarks run inside GNU Backgammon's embedded Python share: its equity of a move, its choice."""

from __future__ import annotations

from collections.abc import Callable

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon.board import BAR, OFF, Board
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
    """gnubg's choice among the legal moves at the given evaluation context: its own `findbestmove`
    (its move generator and evaluation, in C: one call a move instead of one `evaluate` a legal
    move, each about 10 ms through the binding), found among the engine's legal moves by the
    position it leads to."""

    def play(board: Board, dice: tuple[int, int]) -> LegalMove | None:
        """The move gnubg judges best."""
        moves = legal_moves(board, dice).moves
        if len(moves) < 2:
            return moves[0] if moves else None
        gnubg.command(f"set dice {dice[0]} {dice[1]}")  # findbestmove plays the game's dice
        steps = gnubg.findbestmove((tuple(board.opponent[1:26]), tuple(board.mover[1:26])), cube, context)
        after = played(board, steps)
        found = [m for m in moves if (m.after.mover, m.after.opponent) == after]
        if len(found) != 1:
            raise AssertionError(f"gnubg's move {steps} is none of the legal moves here")
        return found[0]

    return play


def played(board: Board, steps: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Both sides' checkers after gnubg's move (pairs of points from, to: 25 the bar, 0 off; zeros unused)."""
    mover, opponent = list(board.mover), list(board.opponent)
    for start, end in zip(steps[::2], steps[1::2], strict=True):
        if start == 0 and end == 0:
            continue
        mover[start] -= 1
        mover[end if end > 0 else OFF] += 1
        if end > 0 and opponent[25 - end] == 1:  # a blot hit: to the bar
            opponent[25 - end] = 0
            opponent[BAR] += 1
    return tuple(mover), tuple(opponent)
