"""Exact cubeless chances of every class: win and lose ×1, ×2, ×4 for the player to throw.

Also the expected number of throws to the end (rerolled doubles count, as in `simulate`).

Classes are solved in order of increasing remaining work. A throw either lowers the work
(a class already solved) or changes nothing: a double then repeats the same position, any
other throw hands the dice over, (x, y) → (y, x). So each loop joins at most the two classes
(x, y) and (y, x), and their equations are solved together in closed form (a 2×2 system per
outcome). The results are float64 solutions of the exact equations: no iteration, no sampling.
"""

from __future__ import annotations

from collections.abc import Callable

from ..options import Doubles, Passing
from .chain import Throws, solve_in_order
from .symmetry import classes

Outcomes = tuple[list[float], ...]
"""Seven lists by class: the mover wins ×1, ×2, ×4, then loses ×1, ×2, ×4; expected throws."""

Gathered = tuple[tuple[float, float, float], tuple[float, float, float], float, int, int]
"""The known part of a class's equations, in 36ths, unpacked as `wins, losses, more, repeat, hand`:
the terms of the mover's chances to win and to lose ×1, ×2, ×4, of the expected throws after
this one, then the weights of the throws that change nothing (`Throws`). A plain tuple: a
NamedTuple cost this solver 3.6 % more instructions.
"""


def solve_cubeless(passing: Passing, doubles: Doubles, multipliers: bool) -> Outcomes:
    """The six outcome probabilities of every class, for one set of the options that matter."""
    values: Outcomes = tuple([0.0] * len(classes()[0]) for _ in range(7))

    def store(a: int, b: int, ga: Gathered, gb: Gathered) -> None:
        """Solve and keep the loop of the classes a and b."""
        _store(values, a, b, ga, gb)

    solve_in_order(passing, doubles, multipliers, _gatherer(values), store)
    return values


def _store(values: Outcomes, a: int, b: int, ga: Gathered, gb: Gathered) -> None:
    """Solve the loop of classes a = (x, y) and b = (y, x) and store both."""
    wins_a, losses_a, more_a, repeat_a, ta = ga
    wins_b, losses_b, more_b, repeat_b, tb = gb
    alpha, beta = 36 - repeat_a, 36 - repeat_b
    det = alpha * beta - ta * tb
    values[6][a] = (beta * (36 + more_a) + ta * (36 + more_b)) / det
    values[6][b] = (alpha * (36 + more_b) + tb * (36 + more_a)) / det
    for m, (win_a, lose_a, win_b, lose_b) in enumerate(zip(wins_a, losses_a, wins_b, losses_b, strict=True)):
        values[m][a] = (beta * win_a + ta * lose_b) / det
        values[3 + m][a] = (beta * lose_a + ta * win_b) / det
        values[m][b] = (alpha * win_b + tb * lose_a) / det
        values[3 + m][b] = (alpha * lose_b + tb * win_a) / det


def _gatherer(values: Outcomes) -> Callable[[Throws], Gathered]:
    """The function that sums a class's known terms from the classes already solved."""
    w1, w2, w4, l1, l2, l4, throws = values

    def gather(throws_of_class: Throws) -> Gathered:
        """Known terms of a class, in 36ths: its ends, then the values of the classes it leads to."""
        won, lost, later, repeat, hand = throws_of_class
        a1 = a2 = a4 = b1 = b2 = b4 = more = 0.0
        for w, k, kept in later:
            more += w * throws[k]
            if kept:  # the mover throws again: his chances there are his
                a1 += w * w1[k]
                a2 += w * w2[k]
                a4 += w * w4[k]
                b1 += w * l1[k]
                b2 += w * l2[k]
                b4 += w * l4[k]
            else:  # his opponent throws there: the opponent's wins are his losses
                a1 += w * l1[k]
                a2 += w * l2[k]
                a4 += w * l4[k]
                b1 += w * w1[k]
                b2 += w * w2[k]
                b4 += w * w4[k]
        return ((won[0] + a1, won[1] + a2, won[2] + a4), (lost[0] + b1, lost[1] + b2, lost[2] + b4),
                more, repeat, hand)

    return gather
