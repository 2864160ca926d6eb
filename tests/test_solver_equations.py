"""The exact solver agrees with the engine's own rules: every class's outcomes sum to one, swapping
the players and the turn changes nothing, the values and the cube's decisions satisfy the
one-throw equations (each throw resolved by the engine, the next positions valued by the
solver); no double is open in turn, and one is open exactly when the game's rule allows it.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rabattues.dames import Cube, Options, Position, other, parse_position, preset, resolve_throw
from rabattues.dames.game import multiplier
from rabattues.dames.solver import outcome_table, solve
from rabattues.dames.tables import all_sides

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

OLD, MODERN = preset("charpentier-1699"), preset("modern")


@pytest.mark.parametrize("options", [OLD, MODERN], ids=["1699", "modern"])
def test_every_class_sums_to_one(options: Options) -> None:
    table = outcome_table(options.passing, options.doubles, options.multipliers)
    assert max(abs(sum(values[c] for values in table[:6]) - 1) for c in range(len(table[0]))) < 1e-12


def random_position(rng: random.Random) -> Position:
    """A live position with random sides and turn."""
    sides = all_sides()[:-1]
    return Position(rng.choice(sides), rng.choice(sides), rng.choice(("w", "b")))


@pytest.mark.parametrize("options", [OLD, MODERN], ids=["1699", "modern"])
def test_swapping_the_players_and_the_turn_changes_nothing(options: Options) -> None:
    rng = random.Random(4)
    for _ in range(200):
        position = random_position(rng)
        assert solve(position, options) == solve(position.swapped(), options)


def one_throw(position: Position, options: Options, cube: Cube | None = None) -> tuple[float, float]:
    """The mover's chance and equity after one throw, by the engine's rules and the solver's values.

    With a cube, the equity is cubeful: each next position with the same cube, the mover
    in turn after a double, his opponent at the start of his turn otherwise.
    """
    win = equity = 0.0
    for a in range(1, 7):
        for b in range(1, 7):
            result = resolve_throw(position, (a, b), options)
            after, winner = result.position, result.position.winner
            if winner is not None:
                times = multiplier(after.side(other(winner)), options) * (cube.value if cube else 1)
                won = winner == position.turn
                win, equity = win + won, equity + (times if won else -times)
                continue
            analysis = solve(after, options, cube, in_turn=result.again)
            value = analysis.cube.equity if analysis.cube else analysis.equity
            same = after.turn == position.turn
            win += analysis.win if same else 1 - analysis.win
            equity += value if same else -value
    return win / 36, equity / 36


@pytest.mark.parametrize("options", [OLD, MODERN, OLD.with_rule("passing", "bear-off")],
                         ids=["1699", "modern", "1699-bear-off"])
def test_values_satisfy_the_engines_one_throw_equations(options: Options) -> None:
    options = replace(options, cube=False)
    rng = random.Random(7)
    for _ in range(150):
        position = random_position(rng)
        analysis = solve(position, options)
        win, equity = one_throw(position, options)
        assert analysis.win == pytest.approx(win, abs=1e-12)
        assert analysis.equity == pytest.approx(equity, abs=1e-12)


@pytest.mark.parametrize("options", [MODERN, MODERN.with_rule("doubles", "replay"),
                                     MODERN.with_rule("cube_max", "8")],
                         ids=["modern", "modern-replay", "modern-max-8"])
def test_cube_values_satisfy_the_one_throw_equations_and_the_decisions(options: Options) -> None:
    rng = random.Random(11)
    for _ in range(60):
        position = random_position(rng)
        value = rng.choice([v for v in (1, 2, 4, 8, 16, 32, 64) if v <= options.cube_max])
        owner = None if value == 1 else rng.choice(("w", "b"))
        cube = Cube(value, owner)
        decision = solve(position, options, cube).cube
        assert decision is not None
        _, equity = one_throw(position, options, cube)
        assert decision.no_double == pytest.approx(equity, abs=1e-11)
        if not decision.may_double:
            assert decision.equity == decision.no_double
            continue
        taken = solve(position, options, Cube(2 * value, other(position.turn))).cube
        assert taken is not None and decision.double_take == pytest.approx(taken.equity, abs=1e-11)
        best_double = min(decision.double_take or 0.0, float(value))
        assert decision.equity == pytest.approx(max(decision.no_double, best_double), abs=1e-12)
        assert decision.take == (taken.equity <= value + 1e-12)


def test_in_turn_forbids_doubling() -> None:
    position = parse_position("0.0.0.0.0.1/1.1.1.1.1.1/w")
    cube = solve(position, MODERN, in_turn=True).cube
    assert cube is not None and not cube.may_double and not cube.double


@pytest.mark.parametrize("cube_max", [2, 4, 8, 16, 32, 64])
def test_a_double_is_open_exactly_when_the_cube_has_a_level_left(cube_max: int) -> None:
    """`game.may_double`'s `value × 2 ≤ cube_max` is the solver's `levels(cube_max // value) > 0`."""
    from rabattues.dames.solver.cube import levels
    from rabattues.kernel.cube import may_double

    for value in (2**k for k in range(cube_max.bit_length())):
        owner = None if value == 1 else "w"
        assert may_double(Cube(value, owner), "w", cube_max, in_turn=False) == (
            levels(cube_max // value) > 0)
