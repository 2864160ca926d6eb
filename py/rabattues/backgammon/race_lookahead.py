"""Two throws ahead in a race, at little more than the cost of one.

Looking one throw ahead (`lookahead.reply_average`) judges a move by the opponent's best reply to
each of his 21 throws. Two throws ahead adds our best reply to each of ours after each of his: 441
positions a move, each found among all the moves of a throw, which costs seconds. In a race it
need not: no checker meets another again, so which of our plays of a throw is best hardly depends
on where his checkers stand. Our best play of each of our 21 throws is found once, against his
checkers as they are, and each of the 441 pairs (his reply, our play) is judged as it stands. Those
judgements share their parts: the race network's hidden sums are the biases plus a part from each
player's checkers (`Network.side_sums`), 21 of his and 21 of ours, so each pair costs an addition,
the hidden units' logistic and the output layer. The bear-off database, the rules and the counted gammons and
backgammons judge a pair as `evaluate.chances` does.

On 1,000 races judged by GNU Backgammon (docs/BENCHMARKS.md), choosing between the best two moves
this way loses about as little as judging every reply two throws ahead, at a seventh of its time.
"""

from __future__ import annotations

import time
from operator import add

from ..kernel.dice import THROW_CHANCES
from .bearoff import is_bearoff
from .board import OFF, Board, Counts
from .chances import Chances
from .evaluate import Starts, best_board_after, chances, possible
from .network import Network, default_networks


def race_reply_average(after: Board, prune: int, deadline: float | None = None) -> Chances | None:
    """The mover's chances after his move in a race (the board still seen by him), two throws ahead:
    averaged over the opponent's 21 throws and best replies, then over ours, each of our throws
    played as best against his checkers before his reply. None once `time.perf_counter()` passes
    the deadline (looked at each throw)."""
    theirs = after.flipped()
    if after.mover[OFF] == 15:
        return chances(theirs).flipped()  # the move ended the game: its result is known
    ours = _our_plays(after, prune, deadline)
    if ours is None:
        return None
    network = default_networks().race
    ours_sums = [network.side_sums(mine, False) for _w, mine in ours] if not network.featured else []
    total = [0.0] * 5
    starts: Starts = {}
    for dice, weight in THROW_CHANCES:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        reply = best_board_after(theirs, dice, prune, starts)
        if reply is not None and reply[0].mover[OFF] == 15:
            outcome = list(reply[1].flipped())  # he bore off his last checker: his result
        else:
            his = theirs.mover if reply is None else reply[0].mover
            outcome = _after_ours(his, ours, network, ours_sums)
        for i, value in enumerate(outcome):
            total[i] += weight * value
    return Chances(*total).consistent()


def _our_plays(after: Board, prune: int, deadline: float | None) -> list[tuple[float, Counts]] | None:
    """Our checkers after our best play of each of our throws (and its chance), his as they are;
    None once the deadline passes."""
    starts: Starts = {}
    found = []
    for dice, weight in THROW_CHANCES:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        best = best_board_after(after, dice, prune, starts)
        found.append((weight, after.mover if best is None else best[0].mover))
    return found


def _after_ours(his: Counts, ours: list[tuple[float, Counts]], network: Network,
                ours_sums: list[tuple[float, ...]]) -> list[float]:
    """Our chances with his checkers `his`, averaged over our throws and plays (`ours`): each pair
    as `evaluate.chances` judges it, him on roll."""
    total = [0.0] * 5
    his_sums = tuple(map(add, network.b1, network.side_sums(his, True))) if ours_sums else ()
    for k, (weight, mine) in enumerate(ours):
        board = Board(his, mine)
        if not ours_sums or mine[OFF] == 15 or is_bearoff(board):
            outcome = chances(board)
        else:
            outcome = possible(board, network.chances_from(tuple(map(add, his_sums, ours_sums[k]))), True)
        for i, value in enumerate(outcome.flipped()):
            total[i] += weight * value
    return total
