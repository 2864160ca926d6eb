"""The exact solver from outside: `rabattues solve` on the command line (one JSON object, one-line
errors) and `solve_state`, which values a game's state (its cube, its turn, its dice to claim)."""

from __future__ import annotations

import json

import pytest

from rabattues.dames import Cube, parse_position, preset
from rabattues.dames.solver import solve

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

OLD, MODERN = preset("charpentier-1699"), preset("modern")
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"


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
    from rabattues.dames import DOUBLE, TAKE, Throw, new_game
    from rabattues.dames.solver import solve_state

    state = new_game(MODERN, parse_position("0.0.0.0.0.1/1.1.1.1.1.1/w"))
    assert solve_state(state) == solve(state.position, MODERN)
    taken = state.child(DOUBLE).child(TAKE)
    assert solve_state(taken) == solve(taken.position, MODERN, Cube(2, "b"))
    rerolled = state.child(Throw((2, 2)))
    analysis = solve_state(rerolled)
    assert rerolled.in_turn and analysis.cube is not None and not analysis.cube.may_double


def test_solve_state_values_the_claimed_position() -> None:
    """§4 strict: a passed die still to claim is counted as claimed (`GameState.claimed_position`)."""
    from rabattues.dames import Claim, Throw, new_game
    from rabattues.dames.solver import solve_state

    strict = OLD.with_rule("claim", "strict")
    state = new_game(strict, parse_position("2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b")).child(Throw((1, 1)))
    assert state.claimable() == (1,)
    claimed = state.child(Claim(1))
    assert solve_state(state) == solve(claimed.position, strict) == solve_state(claimed)
