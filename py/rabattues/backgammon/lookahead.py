"""One ply of lookahead: a move judged by the opponent's best reply to each of his 21 throws.

The evaluator's plain choice ("0-ply") judges the position after a move as it stands. Looking
one throw ahead ("1-ply") averages, over the opponent's 21 throws, the position after his best
reply (best by 0-ply). It costs about 20 evaluations a throw, so only the best moves by 0-ply
are looked at again: at most `keep`, and none more than `margin` worse than the best
(GNU Backgammon filters moves the same way).
"""

from __future__ import annotations

import time

from ..kernel.dice import THROW_CHANCES
from .board import OFF, Board
from .chances import Chances
from .evaluate import Judged, Starts, best_after, best_board_after, chances, judge
from .moves import LegalMove


def reply_average(after: Board, prune: int = 0) -> Chances:
    """The mover's chances after his move, averaged over the opponent's throws and best replies.

    With `prune`, only that many replies to each throw, the best by the pruning network, are judged."""
    found = reply_average_until(after, prune, None)
    assert found is not None  # no deadline
    return found


def reply_average_until(after: Board, prune: int, deadline: float | None) -> Chances | None:
    """`reply_average`, or None once `time.perf_counter()` passes the deadline (looked at each throw)."""
    theirs = after.flipped()
    if after.mover[OFF] == 15:
        return chances(theirs).flipped()  # the move ended the game: no reply, its result is known
    total = [0.0] * 5
    starts: Starts = {}  # the same board before every throw: its sums are computed once
    for dice, weight in THROW_CHANCES:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        reply = best_after(theirs, dice, prune, starts)  # his best reply (one that ends the game included)
        outcome = chances(after) if reply is None else reply.flipped()  # no reply: we are on roll again
        for i, value in enumerate(outcome):
            total[i] += weight * value
    return Chances(*total).consistent()


def judge_deeper(board: Board, dice: tuple[int, int], *, keep: int = 5, margin: float = 0.16) -> list[Judged]:
    """The legal moves, the best few judged one throw ahead, best first."""
    judged = judge(board, dice)
    if len(judged) < 2:
        return judged
    best = judged[0].equity
    chosen = [j for j in judged[:keep] if j.equity >= best - margin]
    deeper = [Judged(j.move, reply_average(j.move.after)) for j in chosen]
    return sorted(deeper, key=lambda j: -j.equity) + judged[len(chosen):]


def best_move_deeper(board: Board, dice: tuple[int, int]) -> LegalMove | None:
    """The best move by one ply of lookahead."""
    judged = judge_deeper(board, dice)
    return judged[0].move if judged else None


def before_roll_deeper(board: Board, prune: int = 4, seconds: float | None = None) -> Chances | None:
    """The chances of the player on roll averaged over his 21 throws, each played best by 0-ply and
    the position after it judged one throw further (`reply_average`): "2-ply". None if that would
    take more than `seconds` (judged after each throw)."""
    started = time.perf_counter()
    total = [0.0] * 5
    starts: Starts = {}
    for done, (dice, weight) in enumerate(THROW_CHANCES):
        spent = time.perf_counter() - started
        if seconds is not None and done and spent * 21 / done > seconds:
            return None
        best = best_board_after(board, dice, prune, starts)
        if best is None:
            outcome = reply_average(board, prune)  # he cannot move: the opponent throws next
        elif best[0].mover[OFF] == 15:
            outcome = best[1]  # the game is over
        else:
            outcome = reply_average(best[0], prune)
        for i, value in enumerate(outcome):
            total[i] += weight * value
    return Chances(*total).consistent()
