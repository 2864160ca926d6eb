"""The exact solver (issue 4): hand-derived values, the engine's own one-throw equations, simulation.

Simulation checks use RABATTUES_SOLVER_GAMES games per position (default 1,000,000, the
acceptance level of issue 4; set it lower for a quick local run).
"""

from __future__ import annotations

import json
import os
import random
from dataclasses import replace
from fractions import Fraction

import pytest

from rabattues import Cube, Options, Position, other, parse_position, preset, resolve_throw
from rabattues.game import multiplier
from rabattues.simulate import simulate
from rabattues.solver import classes, outcome_table, solve
from rabattues.tables import all_sides

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

GAMES = int(os.environ.get("RABATTUES_SOLVER_GAMES", "1000000"))
OLD, MODERN = preset("charpentier-1699"), preset("modern")
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
MID_GAME = ["2.2.2.3s.3ss.3/2s.2.2s.3.3s.3ss/b", "1.0.2.2.3.1/2.2.2.3.3.2/w", "0.1.1.0.2.1/1.0.2.1.0.3/b"]


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


@pytest.mark.parametrize("options", [OLD, MODERN], ids=["1699", "modern"])
@pytest.mark.parametrize("notation", [START, *MID_GAME])
def test_simulation_agrees_within_three_standard_errors(options: Options, notation: str) -> None:
    position = parse_position(notation)
    stats = simulate(options, GAMES, seed=2024, position=position)
    analysis = solve(position, options)
    assert abs(stats.first_win_share - analysis.win) < 3 * stats.first_win_error
    assert abs(stats.mean_throws - analysis.throws) < 3 * stats.mean_throws_error
    if options.multipliers:
        for i, times in enumerate((1, 2, 4)):
            share, error = stats.share(times)
            exact = analysis.outcomes[i] + analysis.outcomes[3 + i]
            assert abs(share - exact) < 3 * max(error, 1 / GAMES)


def test_a_finished_game_is_refused() -> None:
    with pytest.raises(ValueError, match="over"):
        solve(parse_position("0.0.0.0.0.0/0.0.0.0.0.1/w"), OLD)


def test_cli_solve_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    from rabattues.cli import main

    assert main(["solve", START, "--preset", "modern", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"win", "equity", "outcomes", "cubeful_equity", "double", "take"}
    assert set(data["outcomes"]) == {"win1", "win2", "win4", "lose1", "lose2", "lose4"}
    assert data["win"] == pytest.approx(solve(parse_position(START), MODERN).win, abs=0)
    assert (data["double"], data["take"]) == (False, True)


def test_cli_solve_without_cube_has_no_cube_keys(capsys: pytest.CaptureFixture[str]) -> None:
    from rabattues.cli import main

    assert main(["solve", "0.0.0.0.0.1/0.0.0.0.1.0/b", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["win"] == pytest.approx(23 / 44, abs=1e-12)
    assert "cubeful_equity" not in data


@pytest.mark.parametrize("argv", [
    ["solve", "2s.2s/w"],
    ["solve", "0.0.0.0.0.0/0.0.0.0.0.1/w"],
    ["solve", START, "--preset", "modern", "--cube", "3w"],
    ["solve", START, "--preset", "modern", "--cube", "1b"],
    ["solve", START, "--preset", "modern", "--cube", "4x"],
    ["solve", START, "--preset", "modern", "--cube", "128w"],
])
def test_cli_solve_bad_input_exits_2_with_one_line(argv: list[str],
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from rabattues.cli import main

    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("rabattues: error:")


def test_solve_state_follows_the_game() -> None:
    from rabattues import DOUBLE, TAKE, Throw, new_game
    from rabattues.solver import solve_state

    state = new_game(MODERN, parse_position("0.0.0.0.0.1/1.1.1.1.1.1/w"))
    assert solve_state(state) == solve(state.position, MODERN)
    taken = state.child(DOUBLE).child(TAKE)
    assert solve_state(taken) == solve(taken.position, MODERN, Cube(2, "b"))
    rerolled = state.child(Throw((2, 2)))
    analysis = solve_state(rerolled)
    assert rerolled.in_turn and analysis.cube is not None and not analysis.cube.may_double


def test_solve_state_values_the_claimed_position() -> None:
    """§4 strict: a passed die still to claim is counted as claimed (`GameState.claimed_position`)."""
    from rabattues import Claim, Throw, new_game
    from rabattues.solver import solve_state

    strict = OLD.with_rule("claim", "strict")
    state = new_game(strict, parse_position("2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b")).child(Throw((1, 1)))
    assert state.claimable() == (1,)
    claimed = state.child(Claim(1))
    assert solve_state(state) == solve(claimed.position, strict) == solve_state(claimed)


@pytest.mark.parametrize("cube_max", [2, 4, 8, 16, 32, 64])
def test_a_double_is_open_exactly_when_the_cube_has_a_level_left(cube_max: int) -> None:
    """`game.may_double`'s `value × 2 ≤ cube_max` is the solver's `levels(cube_max // value) > 0`."""
    from rabattues.game import may_double
    from rabattues.solver.cube import levels

    for value in (2**k for k in range(cube_max.bit_length())):
        owner = None if value == 1 else "w"
        assert may_double(Cube(value, owner), "w", cube_max, in_turn=False) == (
            levels(cube_max // value) > 0)
