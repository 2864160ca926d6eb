"""Classes of positions: the dice treat the six point numbers alike.

A point behaves by its own state alone (checkers, unstacking moves still needed), whatever
its number, and a passed die keeps its number for both players. So renumbering the points,
the same way for both players, changes no value as long as both sides stay valid. A pair of
sides is six columns (mover's point, opponent's point); its class is the multiset of its
columns. The 1,942² = 3,771,364 live pairs fall into 83,096 classes, numbered here by
increasing remaining work, which no throw ever increases.
"""

from __future__ import annotations

from functools import cache
from itertools import permutations

from ..side import FULL, Side
from ..tables import all_sides, point_states, side_index

BLOCK_PERMUTATIONS: tuple[tuple[int, ...], ...] = tuple(
    (*low, *high) for low in permutations(range(3)) for high in permutations(range(3, 6))
)
"""The 36 renumberings within {1, 2, 3} and {4, 5, 6}: point i goes to p[i] (indices 0–5)."""

Key = tuple[int, ...]
"""A class: the sorted codes of its six columns."""


def work(side: Side) -> int:
    """Dice a side still needs: unstacking moves plus checkers on the board (never increases)."""
    return sum(side.stacks) + sum(side.counts)


def _permuted(side: Side, p: tuple[int, ...]) -> Side:
    """The side with point i's checkers moved to point p[i]."""
    counts, stacks = [0] * 6, [0] * 6
    for i, target in enumerate(p):
        counts[target], stacks[target] = side.counts[i], side.stacks[i]
    return Side(tuple(counts), tuple(stacks))


@cache
def side_permutations() -> tuple[list[int], ...]:
    """For each block renumbering, the index of every side after it: [g][x]."""
    index = side_index()
    return tuple([index[_permuted(side, p)] for side in all_sides()] for p in BLOCK_PERMUTATIONS)


@cache
def state_codes() -> dict[tuple[int, int], int]:
    """The code 0–6 of each state a point can be in (checkers, stacks), whatever its number."""
    states = sorted({state for full in set(FULL) for state in point_states(full)})
    return {state: i for i, state in enumerate(states)}


def side_codes(side: Side) -> tuple[int, ...]:
    """The code of each of a side's points."""
    codes = state_codes()
    return tuple(codes[cs] for cs in zip(side.counts, side.stacks, strict=True))


@cache
def point_codes() -> list[tuple[int, ...]]:
    """For each side, the code 0–6 of each point's state (checkers and stacks, not the number)."""
    return [side_codes(side) for side in all_sides()]


def column_key(mover: tuple[int, ...], opponent: tuple[int, ...]) -> Key:
    """The multiset of columns of two sides' point codes, as a sorted tuple."""
    return tuple(sorted(7 * a + b for a, b in zip(mover, opponent, strict=True)))


def class_key(x: int, y: int) -> Key:
    """The multiset of columns of the pair (x, y), as a sorted tuple of codes."""
    codes = point_codes()
    return column_key(codes[x], codes[y])


@cache
def _block_classes() -> list[tuple[int, int]]:
    """One pair per orbit of the 36 block renumberings (a finer split: 177,752 orbits)."""
    perms, n = side_permutations(), len(all_sides())
    pairs = []
    for x in range(n - 1):
        if min(p[x] for p in perms) != x:
            continue
        stabiliser = [p for p in perms if p[x] == x]
        pairs += [(x, y) for y in range(n - 1) if min(p[y] for p in stabiliser) == y]
    return pairs


@cache
def classes() -> tuple[list[int], list[int], dict[Key, int]]:
    """The classes by increasing total work: a pair (first sides, second sides), and key → class."""
    sides, representative = all_sides(), dict[Key, tuple[int, int]]()
    for x, y in _block_classes():
        representative.setdefault(class_key(x, y), (x, y))
    order = sorted(representative.items(),
                   key=lambda item: (work(sides[item[1][0]]) + work(sides[item[1][1]]), item[0]))
    first, second = [x for _, (x, _) in order], [y for _, (_, y) in order]
    return first, second, {key: c for c, (key, _) in enumerate(order)}


_NUMBERS: dict[Key, int] = {}
_REMEMBERED: list[bytes] = []
"""The classes' keys in order, six bytes each, when the solver's disk cache gave them."""


def class_numbers() -> dict[Key, int]:
    """Each class's number by its key: from the disk cache when it gave them, else from `classes()`."""
    if not _NUMBERS:
        if _REMEMBERED:
            raw = _REMEMBERED[0]
            _NUMBERS.update((tuple(raw[i:i + 6]), i // 6) for i in range(0, len(raw), 6))
        else:
            _NUMBERS.update(classes()[2])
    return _NUMBERS


def remember_classes(keys: bytes) -> None:
    """The classes' keys in order, six bytes each, as `classes()` numbers them (from the disk cache)."""
    _REMEMBERED[:] = [keys]


def number_of(key: Key) -> int:
    """A class's number by its key; with only the remembered keys at hand, one search of them."""
    if _NUMBERS or not _REMEMBERED:
        return class_numbers()[key]
    raw, code = _REMEMBERED[0], bytes(key)
    at = raw.find(code)
    while at % 6:  # a match across two keys: look further
        at = raw.find(code, at + 1)
    if at < 0:
        raise KeyError(key)
    return at // 6


def class_of(x: int, y: int) -> int:
    """The class of the live pair (mover's side x, opponent's side y), without big tables."""
    return number_of(class_key(x, y))


def class_of_sides(mover: Side, opponent: Side) -> int:
    """The class of two live sides, without even the side tables."""
    return number_of(column_key(side_codes(mover), side_codes(opponent)))


def key_bytes(numbers: dict[Key, int]) -> bytes:
    """The classes' keys in order of their numbers, six bytes each (as the disk cache keeps them)."""
    return bytes(code for key in sorted(numbers, key=numbers.__getitem__) for code in key)


@cache
def class_table() -> list[list[int]]:
    """The class of every pair: [x][y] (−1 where a side is finished); about 30 MB in CPython."""
    perms, n, keys = side_permutations(), len(all_sides()), classes()[2]
    canon, via = [], []
    for x in range(n):
        g = min(range(len(perms)), key=lambda g: perms[g][x])
        canon.append(perms[g][x])
        via.append(g)
    rows: dict[int, list[int]] = {}
    for c in set(canon[: n - 1]):
        stabiliser = [p for p in perms if p[c] == c]
        rows[c] = [keys[class_key(c, min(p[y] for p in stabiliser))] for y in range(n - 1)] + [-1]
    table = [[rows[canon[x]][t] for t in perms[via[x]]] for x in range(n - 1)]
    table.append([-1] * n)
    return table
