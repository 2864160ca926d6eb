"""Two throws ahead in contact, sampled: the best two moves one throw ahead compared again after as
many of his throws as the time allows.

One throw ahead (`lookahead.reply_average`) judges the position after each of his 21 best replies
as it stands, with us on roll. Two throws ahead judges it instead by our best play of each of our
21 throws (`evaluate.before_roll`): 21 times the work, too much for the page's time. Here that
second look is taken after only some of his throws, in `ORDER`, the same for every move compared,
and the mean difference it makes there (weighted by the throws' chances) is added to the move's
one-throw chances. The difference varies far less from throw to throw than the chances
themselves, so a few throws estimate it well: on positions judged by GNU Backgammon, the master
level's two best moves compared after seven throws cost it 0.0016 less a move than one throw
ahead alone (docs/BENCHMARKS.md).
"""

from __future__ import annotations

import time

from ..kernel.dice import THROW_CHANCES
from .board import OFF, Board
from .chances import Chances
from .evaluate import Judged, Starts, before_roll, best_board_after, chances

ORDER = ((1, 2), (3, 4), (5, 6), (1, 4), (2, 6), (3, 5), (3, 3), (1, 3), (2, 5), (4, 6), (6, 6),
         (1, 6), (2, 3), (4, 5), (1, 1), (1, 5), (2, 4), (3, 6), (2, 2), (5, 5), (4, 4))
"""His throws in the order they are sampled: each three mixed throws in turn show every face once,
and a double comes after each two such runs, so that however many are taken, no face is favoured."""

WEIGHT = dict(THROW_CHANCES)


def difference(after: Board, dice: tuple[int, int], prune: int, starts: Starts) -> tuple[float, ...]:
    """What looking one throw further changes in the mover's chances after his move and the
    opponent's best reply to this throw of his (none if the move or the reply ends the game)."""
    if after.mover[OFF] == 15:
        return (0.0,) * 5
    reply = best_board_after(after.flipped(), dice, prune, starts)
    if reply is None:  # he cannot move: we are on roll again
        ours, now = after, chances(after)
    elif reply[0].mover[OFF] == 15:
        return (0.0,) * 5
    else:
        ours, now = reply[0].flipped(), reply[1].flipped()
    return tuple(far - near for far, near in zip(before_roll(ours, prune), now, strict=True))


def sampled_two_throws(judged: list[Judged], throws: int, prune: int, deadline: float | None,
                       first: float) -> list[Judged]:
    """The moves again, with their one-throw chances corrected by the first `throws` of his throws
    in `ORDER`, fewer if the deadline would pass (a throw not begun if it would likely end after it,
    the first taken to cost `first` seconds); [] if not one throw could be looked at."""
    totals = [[0.0] * 5 for _ in judged]
    starts: list[Starts] = [{} for _ in judged]  # each move's board before his throws
    sampled, began, cost = 0.0, time.perf_counter(), first
    for done, dice in enumerate(ORDER[:throws]):
        now = time.perf_counter()
        if done:
            cost = (now - began) / done
        if deadline is not None and now + cost > deadline:
            break
        for total, move, start in zip(totals, judged, starts, strict=True):
            for i, value in enumerate(difference(move.move.after, dice, prune, start)):
                total[i] += WEIGHT[dice] * value
        sampled += WEIGHT[dice]
    if not sampled:
        return []
    return [Judged(move.move, Chances(*(c + t / sampled for c, t in zip(move.chances, total, strict=True)))
                   .consistent()) for move, total in zip(judged, totals, strict=True)]
