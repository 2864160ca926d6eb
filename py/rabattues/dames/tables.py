"""Every side a player can have (1,943 of them) and what each throw does to it, as flat tables.

Built once from the engine's own rules (`Side.use`, `play_dice`), so the fast simulator and
the solver can never disagree with the game: they index lists instead of building objects.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from ..kernel.dice import DISTINCT_THROWS
from .options import Options
from .side import FULL, Side
from .throw import passes, play_dice

THROWS: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
"""The 36 ordered throws; throw k is (k // 6 + 1, k % 6 + 1)."""


def point_states(full: int) -> list[tuple[int, int]]:
    """(count, stacks) a point can hold: still stacked, or unstacked with 0..full checkers."""
    return [(full, s) for s in range(full - 1, 0, -1)] + [(c, 0) for c in range(full, -1, -1)]


@cache
def all_sides() -> tuple[Side, ...]:
    """Every reachable side, the start first and the finished side last."""
    sides = []
    for points in product(*(point_states(f) for f in FULL)):
        counts = tuple(c for c, _ in points)
        stacks = tuple(s for _, s in points)
        if any(stacks) and sum(counts) != sum(FULL):
            continue  # a checker borne off while a stack remains: unreachable
        sides.append(Side(counts, stacks))
    return tuple(sides)


@cache
def side_index() -> dict[Side, int]:
    """The index of each side in `all_sides()`."""
    return {side: i for i, side in enumerate(all_sides())}


@cache
def passed_dice() -> tuple[tuple[int, ...], ...]:
    """Every multiset of dice that can pass: index 0 is none, then singles, then pairs."""
    singles = [(d,) for d in range(1, 7)]
    pairs = [dice for dice, _ in DISTINCT_THROWS]
    return ((), *singles, *pairs)


@cache
def throw_table() -> tuple[list[int], list[int]]:
    """For side i and throw k at [36*i + k]: the side after playing it, and the unused dice's index."""
    index, passed = side_index(), {dice: n for n, dice in enumerate(passed_dice())}
    after, unused_of = [], []
    for side in all_sides():
        for dice in THROWS:
            new, _, unused = play_dice(side, dice)
            after.append(index[new])
            unused_of.append(passed[tuple(sorted(unused))] if not new.is_finished else 0)
    return after, unused_of


@cache
def receive_table() -> list[int]:
    """For side i receiving passed dice n at [len(passed_dice()) * i + n]: the side after using them."""
    index = side_index()
    return [index[play_dice(side, dice)[0]] for side in all_sides() for dice in passed_dice()]


def pass_table(options: Options) -> list[int]:
    """`throw_table`'s unused dice, set to 0 (none) where the option `passing` keeps them."""
    after, unused = throw_table()
    sides = all_sides()
    return [u if u and passes(options, sides[a]) else 0 for a, u in zip(after, unused, strict=True)]


def multiplier_table(options: Options) -> list[int]:
    """§7: what a win is worth against each side of the loser."""
    from .game import multiplier

    return [multiplier(side, options) for side in all_sides()]
