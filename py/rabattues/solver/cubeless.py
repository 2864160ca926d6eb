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

from ..options import Doubles, Options, Passing
from ..tables import all_sides, multiplier_table, passed_dice, receive_table
from .chain import moves
from .symmetry import class_table, classes

Outcomes = tuple[list[float], ...]
"""Seven lists by class: the mover wins ×1, ×2, ×4, then loses ×1, ×2, ×4; expected throws."""

Gathered = tuple[float, float, float, float, float, float, float, int, int]
"""The known part of a class's equations (36ths), then the weights of repeat and hand-over."""


def outcome_index(options: Options) -> list[int]:
    """For each side as the loser's: 0, 1 or 2 for a win worth ×1, ×2 or ×4."""
    return [{1: 0, 2: 1, 4: 2}[m] for m in multiplier_table(options)]


def solve_cubeless(passing: Passing, doubles: Doubles, multipliers: bool) -> Outcomes:
    """The six outcome probabilities of every class, for one set of the options that matter."""
    first, second, _ = classes()
    table = class_table()
    values: Outcomes = tuple([0.0] * len(first) for _ in range(7))
    gather = _gatherer(passing, doubles, multipliers, values)
    for a, (x, y) in enumerate(zip(first, second, strict=True)):
        b = table[y][x]
        if b < a:
            continue
        ga = gather(x, y)
        _store(values, a, b, ga, ga if b == a else gather(y, x))
    return values


def _store(values: Outcomes, a: int, b: int, ga: Gathered, gb: Gathered) -> None:
    """Solve the loop of classes a = (x, y) and b = (y, x) and store both."""
    alpha, beta = 36 - ga[7], 36 - gb[7]
    ta, tb = ga[8], gb[8]
    det = alpha * beta - ta * tb
    values[6][a] = (beta * (36 + ga[6]) + ta * (36 + gb[6])) / det
    values[6][b] = (alpha * (36 + gb[6]) + tb * (36 + ga[6])) / det
    for m in range(3):
        win_a, lose_a, win_b, lose_b = ga[m], ga[3 + m], gb[m], gb[3 + m]
        values[m][a] = (beta * win_a + ta * lose_b) / det
        values[3 + m][a] = (beta * lose_a + ta * win_b) / det
        values[m][b] = (alpha * win_b + tb * lose_a) / det
        values[3 + m][b] = (alpha * lose_b + tb * win_a) / det


def _gatherer(passing: Passing, doubles: Doubles, multipliers: bool,
              values: Outcomes) -> Callable[[int, int], Gathered]:
    """The function that sums a class's known terms from the classes already solved."""
    move_table, table = moves(passing, doubles), class_table()
    times = outcome_index(Options(multipliers=multipliers))
    receive, width, finished = receive_table(), len(passed_dice()), len(all_sides()) - 1
    w1, w2, w4, l1, l2, l4, throws = values

    def gather(x: int, y: int) -> Gathered:
        """Known terms of the class (x, y), in 36ths, and the repeat and hand-over weights."""
        c = [0.0] * 6
        a1 = a2 = a4 = b1 = b2 = b4 = more = 0.0
        repeat = hand = 0
        for x2, p, w, double in move_table[x]:
            if x2 == finished:
                c[times[y]] += w
                continue
            y2 = receive[width * y + p] if p else y
            if y2 == finished:
                c[3 + times[x2]] += w
            elif double:
                if x2 == x and y2 == y:
                    repeat += w
                    continue
                k = table[x2][y2]
                more += w * throws[k]
                a1 += w * w1[k]
                a2 += w * w2[k]
                a4 += w * w4[k]
                b1 += w * l1[k]
                b2 += w * l2[k]
                b4 += w * l4[k]
            else:
                if x2 == x and y2 == y:
                    hand += w
                    continue
                k = table[y2][x2]
                more += w * throws[k]
                a1 += w * l1[k]
                a2 += w * l2[k]
                a4 += w * l4[k]
                b1 += w * w1[k]
                b2 += w * w2[k]
                b4 += w * w4[k]
        return (c[0] + a1, c[1] + a2, c[2] + a4, c[3] + b1, c[4] + b2, c[5] + b4, more, repeat, hand)

    return gather
