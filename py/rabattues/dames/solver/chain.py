"""The game as a Markov chain on sides: what each throw does to the mover, grouped by result.

`solve_in_order` is the walk both solvers share (cubeless.py, cubeful.py): the classes in
order of increasing work, each throw of a class sorted by where it leads (`Throws`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeVar

from ..options import Doubles, Options, Passing
from ..tables import THROWS, all_sides, multiplier_table, pass_table, passed_dice, receive_table, throw_table
from .symmetry import class_table, classes

Move = tuple[int, int, int, bool]
"""(mover's side after the throw, passed dice index, weight in 36ths, whether it was a double)."""

Gathered = TypeVar("Gathered")
"""What a solver sums of a class's known terms (its own `Gathered`)."""


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


def outcome_index(options: Options) -> list[int]:
    """For each side as the loser's: 0, 1 or 2 for a win worth ×1, ×2 or ×4."""
    return [{1: 0, 2: 1, 4: 2}[m] for m in multiplier_table(options)]


Later = tuple[int, int, bool]
"""A throw to a class solved before: (weight in 36ths, that class, kept: the mover throws again)."""

Throws = tuple[list[int], list[int], list[Later], int, int]
"""Where the throws of a class (x, y) lead, for the mover (side x), weights in 36ths, unpacked as
`won, lost, later, repeat, hand`:

- `won`, `lost`: the throws that end the game, won by the mover or (on passed dice) by his
  opponent, by the loser's `outcome_index` (×1, ×2, ×4);
- `later`: each throw to a class solved before, in the order of `moves` (so that sums keep
  their order): kept, the mover throws again there (a double); else his opponent does;
- `repeat`: the doubles that change nothing (he throws again in the same class); `hand`: the
  other throws that change nothing (his opponent throws next, in the class (y, x)).

A plain tuple: a NamedTuple, built once a class, cost the cubeless solver 3.5 % more instructions.
"""


def solve_in_order(passing: Passing, doubles: Doubles, multipliers: bool,
                   gather: Callable[[Throws], Gathered],
                   store: Callable[[int, int, Gathered, Gathered], None]) -> None:
    """Walk the classes by increasing work, one loop of them at a time, for a solver.

    A loop is the class a = (x, y) and b = (y, x) (b = a when they are the same class): a
    throw either lowers the work or changes nothing, so `gather` sums each one's known terms
    from classes already stored, and `store(a, b, ga, gb)` solves the loop and stores both.
    """
    first, second, _ = classes()
    table = class_table()
    split = _splitter(passing, doubles, multipliers)
    for a, (x, y) in enumerate(zip(first, second, strict=True)):
        b = table[y][x]
        if b < a:
            continue
        ga = gather(split(x, y))
        store(a, b, ga, ga if b == a else gather(split(y, x)))


def _splitter(passing: Passing, doubles: Doubles, multipliers: bool) -> Callable[[int, int], Throws]:
    """The function that sorts the throws of a class by where they lead."""
    move_table, table = moves(passing, doubles), class_table()
    times = outcome_index(Options(multipliers=multipliers))
    receive, width, finished = receive_table(), len(passed_dice()), len(all_sides()) - 1

    def split(x: int, y: int) -> Throws:
        """The throws of the class (x, y): won, lost, to a solved class, or changing nothing."""
        won, lost = [0, 0, 0], [0, 0, 0]
        later: list[Later] = []
        repeat = hand = 0
        append, row = later.append, width * y
        for x2, p, w, double in move_table[x]:
            if x2 == finished:
                won[times[y]] += w
                continue
            y2 = receive[row + p] if p else y
            if y2 == finished:
                lost[times[x2]] += w
            elif x2 == x and y2 == y:
                if double:
                    repeat += w
                else:
                    hand += w
            elif double:
                append((w, table[x2][y2], True))
            else:
                append((w, table[y2][x2], False))
        return won, lost, later, repeat, hand

    return split
