"""The cube as the solver's tables index it, and a position's cube decision (RULES.md §8).

Shared by the solver (cubeful.py, analysis.py) and the packed tables the page reads
(packed.py), which must not import the solver itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel.colors import Color

TIE = 1e-12
"""Equities closer than this are equal (float64 rounding); on a tie the player doubles."""


def levels(cube_max: int) -> int:
    """Doubles possible from a centred cube: log2(cube_max)."""
    return cube_max.bit_length() - 1


def state_count(cube_max: int) -> int:
    """Cube states per class with a live cube: M and T for r = 1 … R−1, then the centre."""
    return 2 * levels(cube_max) - 1


def owned(r: int, mover_owns: bool) -> int:
    """The state index of an owned cube with r doubles left (1 ≤ r < R)."""
    return 2 * (r - 1) + (0 if mover_owns else 1)


@dataclass(frozen=True, slots=True)
class CubeDecision:
    """The cube in a position: each choice's money equity (per unit stake) for the player to throw."""

    value: int
    owner: Color | None
    may_double: bool
    """He may double now (`game.may_double`, RULES.md §8)."""
    no_double: float
    """Equity if he throws without doubling."""
    double_take: float | None
    """Equity if he doubles and the opponent takes (None if he may not double)."""
    double_drop: float | None
    """Equity if he doubles and the opponent drops: the current cube value."""
    double: bool
    """Doubling is right: at least as good as not doubling (a tie is a cash: double now)."""
    take: bool | None
    """After a double, taking is right for the opponent (ties take); None if he may not double."""
    equity: float
    """Equity with optimal cube play by both players."""

    def to_json(self) -> dict[str, object]:
        """A plain object."""
        return {"value": self.value, "owner": self.owner, "may_double": self.may_double,
                "no_double": self.no_double, "double_take": self.double_take,
                "double_drop": self.double_drop, "double": self.double, "take": self.take,
                "equity": self.equity}
