"""The exact solver against hand-derived values: one checker each in closed form (the
chance, the throws, the cube), and the cube's decisions in clear positions (the engine's own
one-throw equations: test_solver_equations.py; simulation: test_solver_simulation.py; the
command line and game states: test_solver_interfaces.py).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from rabattues.dames import Options, Position, parse_position, preset
from rabattues.dames.solver import classes, solve

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

OLD, MODERN = preset("charpentier-1699"), preset("modern")
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"


def lone(a: int, b: int, turn: str = "w") -> Position:
    """White has one checker left, on point a; Black one, on point b."""
    def side(point: int) -> str:
        return ".".join("1" if i == point else "0" for i in range(1, 7))
    return parse_position(f"{side(a)}/{side(b)}/{turn}")


def test_the_live_positions_fall_into_83096_classes() -> None:
    assert len(classes()[0]) == 83_096


# One checker each: the mover on a, the opponent on b, both bearing off. The mover wins at
# once with a die showing a (11 throws of 36). Otherwise his dice are unplayable and pass
# (unless `passing=never`): a die showing b ≠ a lets the opponent win (9 throws). The other
# 16 change nothing: the 4 doubles among them repeat, the 12 others hand the same position
# over, and the opponent then stands where the mover stood. So with p the mover's chance:
#   replay, passing, a ≠ b:  p = 11/36 + 4/36·p + 12/36·(1 − p)  →  p = 23/44;
#   replay, a = b or no passing (5 doubles repeat, 20 throws hand over): p = 31/51.
# With doubles rerolled only the 30 other throws count: 10 win, 8 lose (if b ≠ a and passing),
# 12 hand over: p = 10/30 + 12/30·(1 − p) = 11/21; without the 8: p = 10/30 + 20/30·(1 − p) = 3/5.
# Expected throws, replay and passing, a ≠ b: E = 1 + 16/36·E, so E = 9/5.
@pytest.mark.parametrize(("options", "a", "b", "p"), [
    (OLD, 6, 5, Fraction(23, 44)),
    (OLD, 1, 4, Fraction(23, 44)),
    (OLD, 3, 3, Fraction(31, 51)),
    (OLD.with_rule("passing", "never"), 2, 5, Fraction(31, 51)),
    (MODERN, 6, 5, Fraction(11, 21)),
    (MODERN, 4, 4, Fraction(3, 5)),
    (OLD.with_rule("doubles", "reroll"), 1, 2, Fraction(11, 21)),
])
def test_one_checker_each_matches_the_closed_form(options: Options, a: int, b: int, p: Fraction) -> None:
    analysis = solve(lone(a, b), options)
    assert analysis.win == pytest.approx(float(p), abs=1e-12)
    assert analysis.outcomes[0] == pytest.approx(float(p), abs=1e-12)  # the loser bore off: ×1
    assert analysis.equity == pytest.approx(float(2 * p - 1), abs=1e-12)


def test_expected_throws_with_one_checker_each() -> None:
    assert solve(lone(6, 5), OLD).throws == pytest.approx(1.8, abs=1e-12)


# The cube with one checker each (modern, cube_max 2 or 4); all values per unit stake.
# Cubeless, the mover's equity is 2p − 1 = 1/21. Let S be the equity at the start of a turn and
# ND without doubling: ND = (10 − 8 − 12·S')/30, S' being the opponent's after the hand-over.
# cube_max 2: a double leaves a dead cube worth 2/21 (take: 2/21 < 1). If both double,
# S = 2/21 and ND = (2 − 24/21)/30 = 1/35 < 2/21: consistent, so S = 2/21.
# cube_max 4: one double left at cube 2; owning it, the mover doubles as above: S = 2/21 while
# the opponent (owning nothing) gets ND = 1/35. From the centre a double gives 2·(1/35) = 2/35,
# and ND = (2 − 12·2/35)/30 = 23/525 < 2/35: double, take; S = 2/35.
@pytest.mark.parametrize(("cube_max", "equity", "no_double"), [
    (2, Fraction(2, 21), Fraction(1, 35)),
    (4, Fraction(2, 35), Fraction(23, 525)),
])
def test_cube_with_one_checker_each(cube_max: int, equity: Fraction, no_double: Fraction) -> None:
    cube = solve(lone(6, 5), replace(MODERN, cube_max=cube_max)).cube
    assert cube is not None
    assert cube.double and cube.take
    assert cube.equity == pytest.approx(float(equity), abs=1e-12)
    assert cube.no_double == pytest.approx(float(no_double), abs=1e-12)
    assert cube.double_take == pytest.approx(float(equity), abs=1e-12)


@pytest.mark.parametrize(("notation", "double", "take"), [
    (START, False, True),                         # even: no double, take
    ("0.0.0.0.0.1/1.1.1.1.1.1/w", True, False),   # a huge lead: double, drop
    ("0.0.0.0.0.1/0.0.0.1.1.1/w", True, True),    # a good lead: double, take
    ("0.0.0.0.0.2/0.0.0.1.1.1/w", False, True),   # behind: no double
    ("0.0.0.0.0.1/0.0.0.0.0.3/w", True, False),   # a sure cash: doubling now is as good as later
])
def test_cube_decisions_in_clear_positions(notation: str, double: bool, take: bool) -> None:
    cube = solve(parse_position(notation), MODERN).cube
    assert cube is not None and (cube.double, cube.take) == (double, take)


def test_too_good_to_double_plays_on_for_the_quadruple() -> None:
    cube = solve(parse_position("2.2.2.3.3.3/2s.2s.2s.3ss.3ss.3ss/w"), MODERN).cube
    assert cube is not None and not cube.double and not cube.take and cube.no_double > 1


def test_a_finished_game_is_refused() -> None:
    with pytest.raises(ValueError, match="over"):
        solve(parse_position("0.0.0.0.0.0/0.0.0.0.0.1/w"), OLD)
