"""The game as a Markov chain on sides: what each throw does to the mover, grouped by result."""

from __future__ import annotations

from functools import cache

from ..options import Doubles, Options, Passing
from ..tables import THROWS, pass_table, throw_table

Move = tuple[int, int, int, bool]
"""(mover's side after the throw, passed dice index, weight in 36ths, whether it was a double)."""


@cache
def moves(passing: Passing, doubles: Doubles) -> tuple[tuple[Move, ...], ...]:
    """For each side, the distinct results of the 36 throws with their weights.

    With `doubles=reroll` the six doubles are one move that changes nothing (x, 0, 6, True):
    the same player throws again, so a position's value is its value after the throw.
    """
    after, _ = throw_table()
    passed = pass_table(Options(passing=passing))
    table = []
    for x in range(len(after) // 36):
        grouped: dict[tuple[int, int, bool], int] = {}
        for k, (a, b) in enumerate(THROWS):
            double = a == b
            if double and doubles == "reroll":
                result = (x, 0, True)
            else:
                result = (after[36 * x + k], passed[36 * x + k], double)
            grouped[result] = grouped.get(result, 0) + 1
        table.append(tuple((x2, p, w, d) for (x2, p, d), w in sorted(grouped.items())))
    return tuple(table)
