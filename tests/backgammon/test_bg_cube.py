"""Cube decisions by Janowski's model, against the classical take and cash points."""

from __future__ import annotations

import pytest

from rabattues.backgammon.chances import Chances
from rabattues.backgammon.cube import cubeful, decide, efficiency


def gammonless(p: float) -> Chances:
    """Chances with no gammons."""
    return Chances(p, 0.0, 0.0, 0.0, 0.0)


def test_dead_cube_take_point_is_one_quarter() -> None:
    """With a dead cube (x = 0), a double is a take up to 75% for the doubler (risk 1 to gain 1... of 2)."""
    assert decide(gammonless(0.74), value=1, owner="centre", x=0.0).take
    assert not decide(gammonless(0.76), value=1, owner="centre", x=0.0).take


def test_live_cube_take_point_is_one_fifth() -> None:
    """With a fully live cube (x = 1) the take point is 20% (Keith, Janowski: (L − ½)/(W + L + ½) = 0.2)."""
    assert decide(gammonless(0.79), value=1, owner="centre", x=1.0).take
    assert not decide(gammonless(0.81), value=1, owner="centre", x=1.0).take


def test_live_cube_equity_is_piecewise_linear_through_the_points() -> None:
    """Centred live cube, no gammons: −1 at the take point 0.2, +1 at the cash point 0.8, 0 at ½."""
    assert cubeful(gammonless(0.2), "centre", 1.0) == pytest.approx(-1.0)
    assert cubeful(gammonless(0.8), "centre", 1.0) == pytest.approx(1.0)
    assert cubeful(gammonless(0.5), "centre", 1.0) == pytest.approx(0.0)


def test_a_dead_cube_is_the_cubeless_equity() -> None:
    """x = 0: the equity is p·W − (1 − p)·L."""
    chances = Chances(0.6, 0.2, 0.0, 0.1, 0.0)
    assert cubeful(chances, "centre", 0.0) == pytest.approx(chances.equity)


def test_owning_the_cube_is_worth_something() -> None:
    """At any p the cube's owner is better off than with it centred, and centred than the opponent's."""
    for p in (0.3, 0.5, 0.7):
        mine, centre, theirs = (cubeful(gammonless(p), o, 0.68) for o in ("mover", "centre", "opponent"))
        assert mine >= centre >= theirs


def test_no_double_at_evens_double_and_take_at_seventy_double_and_drop_at_ninety() -> None:
    """The usual money-play decisions without gammons at x = 0.68."""
    assert decide(gammonless(0.5), value=1, owner="centre").action == "no double"
    assert decide(gammonless(0.72), value=1, owner="centre").action == "double, take"
    assert decide(gammonless(0.9), value=1, owner="centre").action == "double, drop"


def test_too_good_to_double_with_many_gammons() -> None:
    """Winning 90% with 60% gammons: playing on is worth more than the cube's value."""
    assert decide(Chances(0.9, 0.6, 0.0, 0.0, 0.0), value=1, owner="centre").action == "too good"


def test_the_cube_value_scales_the_equities() -> None:
    """At cube 4 owned, every figure is 4 times the cube-1 figure owned."""
    one = decide(gammonless(0.7), value=1, owner="mover")
    four = decide(gammonless(0.7), value=4, owner="mover")
    assert four.no_double == pytest.approx(4 * one.no_double)
    assert four.double_take == pytest.approx(4 * one.double_take)


def test_race_efficiency_grows_with_the_race() -> None:
    """0.6 at the end of a race, 0.8 from 100 pips; 0.68 in contact."""
    assert efficiency(True, 0) == pytest.approx(0.6) and efficiency(True, 150) == pytest.approx(0.8)
    assert efficiency(False, 150) == pytest.approx(0.68)
