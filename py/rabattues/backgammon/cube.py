"""Cube decisions for money play, from cubeless chances by Janowski's cube-life model.

Janowski (1993, "Take-points in money games") interpolates between two extremes. With a dead
cube (no one will ever double again) the equity is the cubeless one, p·W − (1 − p)·L, where p
is the chance of winning and W, L the average values of a win and of a loss (gammons and
backgammons included). With a perfectly live cube (equity changes continuously, so a double
is always made and dropped exactly at the cash point) the equity is piecewise linear in p,
joining −L at p = 0, −1 at the opponent's cash point (our take point), +1 at our cash point
and +W at p = 1:

    take point TP = (L − ½) / (W + L + ½),   cash point CP = (L + 1) / (W + L + ½)

(only the segments the cube's place allows: an owned cube has no take point, a cube the
opponent owns no cash point). The real equity is x·live + (1 − x)·dead, x the cube's
efficiency: 0.68 in contact positions, as GNU Backgammon uses, and in races rising with the
pip count from 0.6 to 0.8 (a long race leaves more turns in which to double well).

The player on roll doubles when both answers are worth more to him than not doubling; his
opponent takes when taking loses less than the cube's value. Equities are per unit of stake.

>>> decide(Chances(0.80, 0.0, 0.0, 0.0, 0.0), value=1, owner="centre").action
'double, drop'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .chances import Chances

Owner = Literal["centre", "mover", "opponent"]
CONTACT_EFFICIENCY = 0.68


@dataclass(frozen=True, slots=True)
class CubeDecision:
    """The cube decision of the player on roll, and what each choice is worth to him."""

    no_double: float
    double_take: float
    double_drop: float
    double: bool
    take: bool
    """Whether the opponent should take if doubled."""
    available: bool = True
    """The player on roll may double (the cube is his or in the middle, and below its maximum)."""

    @property
    def action(self) -> str:
        """gnubg's words (`no double`, `double, take`, `double, drop`, `too good`), or `cannot double`."""
        if not self.available:
            return "cannot double"
        if not self.double:
            return "too good" if self.no_double > self.double_drop and not self.take else "no double"
        return "double, take" if self.take else "double, drop"


def efficiency(race: bool, pips: int) -> float:
    """The cube's efficiency x: 0.68 in contact; in a race from 0.6 (no pips) to 0.8 (100 pips or more)."""
    return 0.6 + 0.2 * min(pips, 100) / 100 if race else CONTACT_EFFICIENCY


def cubeful(chances: Chances, owner: Owner, x: float, *, jacoby: bool = False) -> float:
    """Janowski's equity for the player on roll with the cube where it is (per unit of cube value)."""
    p = chances.win
    w = 1 + (chances.win_gammon + chances.win_backgammon) / p if p > 1e-7 else 1.0
    l_ = 1 + (chances.lose_gammon + chances.lose_backgammon) / (1 - p) if p < 1 - 1e-7 else 1.0
    if jacoby and owner == "centre":
        w = l_ = 1.0
    dead = p * w - (1 - p) * l_
    return x * _live(p, w, l_, owner) + (1 - x) * dead


def _live(p: float, w: float, l_: float, owner: Owner) -> float:
    """The perfectly live cube's piecewise-linear equity."""
    take_point = (l_ - 0.5) / (w + l_ + 0.5)
    cash_point = (l_ + 1) / (w + l_ + 0.5)
    if owner != "mover" and p < take_point:
        return -l_ + (l_ - 1) * p / take_point
    if owner == "opponent":
        return -1 + (w + 1) * (p - take_point) / (1 - take_point)
    if p >= cash_point:
        return 1 + (w - 1) * (p - cash_point) / (1 - cash_point)
    if owner == "mover":
        return -l_ + (l_ + 1) * p / cash_point
    return -1 + 2 * (p - take_point) / (cash_point - take_point)


def decide(chances: Chances, *, value: int, owner: Owner, x: float = CONTACT_EFFICIENCY,
           jacoby: bool = False, can_redouble: bool = True, below_max: bool = True) -> CubeDecision:
    """What the player on roll should do with the cube, his chances before the throw given.

    `can_redouble`: the taker could redouble later; `below_max`: doubling is allowed at all.
    """
    no_double = value * cubeful(chances, owner, x, jacoby=jacoby)
    after_take = cubeful(chances, "opponent", x if can_redouble else 0.0)
    double_take, double_drop = 2 * value * after_take, float(value)
    take = double_take <= double_drop
    available = owner != "opponent" and below_max
    double = available and min(double_take, double_drop) > no_double
    return CubeDecision(no_double, double_take, double_drop, double, take, available)
