"""Fast random games for statistics: many games a second, the same rules as the engine.

Automatic play: every passed die is used (claimed) at once and the cube is left alone, so
a game is a walk through `tables`. Dice come from Python's `random.Random(seed)`, which is
not the game's dice stream (`dice.py`) but is as fair and much faster.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from . import sampling
from .options import Options
from .position import START_POSITION, Position
from .tables import (
    all_sides,
    multiplier_table,
    pass_table,
    passed_dice,
    receive_table,
    side_index,
    throw_table,
)


@dataclass(frozen=True, slots=True)
class Stats:
    """What `simulate` measured, from the first thrower's point of view."""

    games: int
    first_wins: int
    throws: int
    """Two-dice throws in all games (rerolled doubles included; opening throws not)."""
    throws_sq: int
    multipliers: dict[int, int]
    """Games won ×1, ×2, ×4 (by either player)."""

    @property
    def first_win_share(self) -> float:
        """Share of games won by the player who throws first."""
        return sampling.share(self.first_wins, self.games)[0]

    @property
    def first_win_error(self) -> float:
        """Standard error of `first_win_share`."""
        return sampling.share(self.first_wins, self.games)[1]

    @property
    def mean_throws(self) -> float:
        """Mean number of throws a game."""
        return sampling.mean(self.throws, self.throws_sq, self.games)[0]

    @property
    def mean_throws_error(self) -> float:
        """Standard error of `mean_throws`."""
        return sampling.mean(self.throws, self.throws_sq, self.games)[1]

    def share(self, times: int) -> tuple[float, float]:
        """Share of games worth ×`times`, and its standard error."""
        return sampling.share(self.multipliers.get(times, 0), self.games)


def simulate(options: Options, games: int, seed: int, position: Position = START_POSITION,
             rand: Callable[[], float] | None = None) -> Stats:
    """Play `games` random games from a position (the player to throw is "first").

    `rand` (uniform in [0, 1)) replaces the seeded generator, so a test can choose the throws:
    throw k of the 36 is (k // 6 + 1, k % 6 + 1).
    """
    after, _ = throw_table()
    passing, receive, times = pass_table(options), receive_table(), multiplier_table(options)
    width, finished = len(passed_dice()), len(all_sides()) - 1
    index = side_index()
    first_side = index[position.side(position.turn)]
    second_side = index[position.side("b" if position.turn == "w" else "w")]
    reroll = options.doubles == "reroll"
    rand = rand or random.Random(seed).random
    first_wins = total = total_sq = 0
    won = {1: 0, 2: 0, 4: 0}
    for _ in range(games):
        mine, theirs, first_to_throw, throws = first_side, second_side, True, 0
        while True:
            throws += 1
            k = int(rand() * 36)
            double = k % 7 == 0
            if double and reroll:
                continue
            j = 36 * mine + k
            mine = after[j]
            if mine == finished:
                winner_is_first, loser = first_to_throw, theirs
                break
            if passing[j]:
                theirs = receive[width * theirs + passing[j]]
                if theirs == finished:
                    winner_is_first, loser = not first_to_throw, mine
                    break
            if not double:
                mine, theirs, first_to_throw = theirs, mine, not first_to_throw
        first_wins += winner_is_first
        total += throws
        total_sq += throws * throws
        won[times[loser]] += 1
    return Stats(games, first_wins, total, total_sq, won)
