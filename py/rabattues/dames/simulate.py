"""Fast random games for statistics: many games a second, the same rules as the engine.

Automatic play: every passed die is used (claimed) at once and the cube is left alone, so
a game is a walk through `tables`. Dice come from Python's `random.Random(seed)`, which is
not the game's dice stream (`dice.py`) but is as fair and much faster: its bytes are drawn in
blocks, each byte below 252 = 7 × 36 giving one of the 36 throws exactly uniformly.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from ..kernel.sampling import Stats
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

_BLOCK = 1 << 16
_ACCEPTED = 252
"""The bytes kept: 252 = 7 × 36, so `byte % 36` is uniform over the 36 throws."""


def seeded_bytes(seed: int) -> Iterator[bytes]:
    """An endless stream of random bytes from `random.Random(seed)`, in blocks."""
    generator = random.Random(seed)
    while True:
        yield generator.randbytes(_BLOCK)


def simulate(options: Options, games: int, seed: int, position: Position = START_POSITION,
             blocks: Iterable[bytes] | None = None) -> Stats:
    """Play `games` random games from a position (the player to throw is "first").

    `blocks` replaces the seeded bytes, so a test can choose the throws: a byte b below 252 is
    throw k = b % 36, (k // 6 + 1, k % 6 + 1); other bytes are skipped.
    """
    after, _ = throw_table()
    passing, receive, times = pass_table(options), receive_table(), multiplier_table(options)
    width, finished, accepted = len(passed_dice()), len(all_sides()) - 1, _ACCEPTED
    index = side_index()
    first_side = index[position.side(position.turn)]
    second_side = index[position.side("b" if position.turn == "w" else "w")]
    reroll = options.doubles == "reroll"
    played = first_wins = total = total_sq = 0
    won = {1: 0, 2: 0, 4: 0}
    if games <= 0:
        return Stats(games, first_wins, total, total_sq, won)
    mine, theirs, first_to_throw, throws = first_side, second_side, True, 0
    # One flat loop over the bytes, a throw a byte, games one after the other: 1.7 times the games
    # a second of a loop a game calling `random()` a throw (bench/bench_simulate.py).
    for block in seeded_bytes(seed) if blocks is None else blocks:
        for byte in block:
            if byte >= accepted:
                continue
            k = byte % 36
            throws += 1
            double = k % 7 == 0
            if double and reroll:
                continue
            j = 36 * mine + k
            mine = after[j]
            if mine != finished and passing[j]:
                theirs = receive[width * theirs + passing[j]]
            if mine != finished and theirs != finished:
                if not double:
                    mine, theirs, first_to_throw = theirs, mine, not first_to_throw
                continue
            # The game is over: the side to throw won if it finished, else the other did.
            first_wins += first_to_throw == (mine == finished)
            total += throws
            total_sq += throws * throws
            won[times[theirs if mine == finished else mine]] += 1
            played += 1
            if played == games:
                return Stats(games, first_wins, total, total_sq, won)
            mine, theirs, first_to_throw, throws = first_side, second_side, True, 0
    raise ValueError(f"the throws given ran out after {played} of {games} games")
