"""One player's six points: stacks, checkers on line, borne off (RULES.md §1–§3)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Point = int
"""A point number, 1 to 6; a die acts on the point with its own number."""

Use = Literal["unstack", "bear-off"]
"""What one die did on a point."""

FULL: tuple[int, ...] = (2, 2, 2, 3, 3, 3)
"""§1: checkers on each point at the start, points 1 to 6."""
CHECKERS = 15
POINTS: tuple[Point, ...] = (1, 2, 3, 4, 5, 6)


@dataclass(frozen=True, slots=True, order=True)
class Side:
    """One player's checkers: per point, how many there are and how many unstacking moves remain.

    A point with a stack holds all of its checkers (its full 2 or 3); an unstacked point
    can lose checkers only once the player has no stack anywhere (§2, §3).

    >>> START.uses(4)
    'unstack'
    >>> START.use(1).use(1) is None
    True
    """

    counts: tuple[int, ...] = FULL
    """Checkers on points 1–6."""
    stacks: tuple[int, ...] = (1, 1, 1, 2, 2, 2)
    """Unstacking moves still needed on points 1–6 (a stack of n needs n − 1)."""

    def __post_init__(self) -> None:
        """Refuse a side the rules cannot reach."""
        problem = side_problem(self.counts, self.stacks)
        if problem:
            raise ValueError(problem)

    @property
    def has_stacks(self) -> bool:
        """Whether any point still needs unstacking (§2: before the bear-off phase)."""
        return any(self.stacks)

    @property
    def borne_off(self) -> int:
        """Checkers already borne off."""
        return CHECKERS - sum(self.counts)

    @property
    def is_finished(self) -> bool:
        """All fifteen checkers borne off: this player has won (§7)."""
        return not any(self.counts)

    def uses(self, die: int) -> Use | None:
        """What a die would do on this side now, or None if it is unplayable (§3)."""
        i = point_of(die) - 1
        if self.stacks[i]:
            return "unstack"
        if self.counts[i] and not self.has_stacks:
            return "bear-off"
        return None

    def to_json(self) -> dict[str, object]:
        """The side as the board draws it: per point its checkers, its full pile, those still stacked."""
        points = [{"point": i + 1, "count": count, "stacks": stacks, "full": full,
                   "stacked": stacks + 1 if stacks else 0}
                  for i, (count, stacks, full) in enumerate(zip(self.counts, self.stacks, FULL, strict=True))]
        return {"points": points, "off": self.borne_off, "has_stacks": self.has_stacks,
                "finished": self.is_finished}

    def use(self, die: int) -> Side | None:
        """This side after playing one die, or None if the die is unplayable."""
        what = self.uses(die)
        i = point_of(die) - 1
        if what == "unstack":
            return Side(self.counts, _minus_one(self.stacks, i))
        if what == "bear-off":
            return Side(_minus_one(self.counts, i), self.stacks)
        return None


def point_of(die: int) -> Point:
    """The point a die acts on: the one of its own number (§3)."""
    return die


def _minus_one(values: tuple[int, ...], i: int) -> tuple[int, ...]:
    """The tuple with one taken from item i."""
    return (*values[:i], values[i] - 1, *values[i + 1:])


def side_problem(counts: tuple[int, ...], stacks: tuple[int, ...]) -> str | None:
    """Why these counts and stacks are not a reachable side, or None if they are (§11)."""
    if len(counts) != 6 or len(stacks) != 6:
        return "a side has exactly six points"
    for point, count, stack, full in zip(POINTS, counts, stacks, FULL, strict=True):
        if not 0 <= count <= full:
            return f"point {point} holds {count} checkers (at most {full})"
        if stack < 0 or (stack and count != full) or stack > full - 1:
            return f"point {point} cannot need {stack} unstacking moves with {count} checkers"
    if any(stacks) and sum(counts) != CHECKERS:
        return "a player cannot have borne off while he still has a stack"
    return None


START = Side()
"""§1: points 1–3 a stack of 2, points 4–6 a stack of 3."""
