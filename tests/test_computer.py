"""computer.py: claims every claimable die, throws otherwise, and the exact solver's cube decisions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rabattues.dames import Options, new_game, parse_position, preset
from rabattues.dames.computer import choose, exact_cube, win_estimate, work
from rabattues.dames.solver import solve

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

B0 = "2s.2s.2s.3ss.3ss.3ss"
START = f"{B0}/{B0}/w"
EX3 = "2.0.2.3.3.3/2.2s.2.3.3s.3/w"
ALMOST = "1.0.0.0.0.0"
"""One checker left on point 1: 11 throws in 36 bear it off at once, or it passes the next turn."""


def test_work_counts_moves_and_checkers():
    """Work left: 9 unstacking moves plus 15 checkers at the start; 1 with one checker on line."""
    assert work(new_game(Options()).position.white) == 24
    assert work(parse_position(f"{ALMOST}/{B0}/w").white) == 1


def test_throws_when_nothing_else(state):
    """With nothing to claim and no cube, the computer throws for the player to throw."""
    assert choose(state(START), ["w"]) == "throw"
    assert choose(new_game(Options()), ["b"]) is None  # White throws at the opening


def test_not_its_player(state):
    """The computer does not act for a human."""
    assert choose(state(START), ["b"]) is None


def test_claims_a_passed_die(state, play):
    """§4 strict: the computer claims the die passed to it before anything else."""
    after = play(state(EX3, claim="strict"), "42")
    assert choose(after, ["b"]) == "c2"
    assert choose(play(after, "c2"), ["b"]) == "throw"


def test_claims_every_claimable_die(state, play):
    """§4 strict: with two dice to claim, the computer claims one, then the other, then throws."""
    game = play(state("2.2.2.3.3.3/2.0.2.3.0.3/b", claim="strict"), "52")
    claims = []
    while (token := choose(game, ["w"])) != "throw":
        claims.append(token)
        game = play(game, token)
    assert sorted(claims) == ["c2", "c5"]
    assert game.claimable() == ()
    assert game.position.white.counts == (2, 1, 2, 3, 2, 3)


def test_claims_for_the_receiver_even_when_the_other_throws(state, play):
    """§4 strict after a double: the roller throws again, but the computer receiver claims first."""
    game = play(state(f"2s.2s.2.3s.3ss.3ss/{B0}/b", claim="strict"), "11")
    assert game.position.turn == "b" and choose(game, ["w"]) == "c1"


def test_game_over_no_action(state, play):
    """After the end the computer does nothing."""
    final = play(state(f"{ALMOST}/{B0}/w"), "11")
    assert final.is_terminal() and choose(final, ["w", "b"]) is None


def test_doubles_when_far_ahead(state):
    """§8: one checker left against a player who has not started: double."""
    game = state(f"{ALMOST}/{B0}/w", cube="on")
    assert win_estimate(game, "w") > 0.95
    assert choose(game, ["w"]) == "double"


def test_no_double_when_behind(state):
    """§8: far behind, the computer does not double; it throws."""
    game = state(f"{B0}/{ALMOST}/w", cube="on")
    assert win_estimate(game, "w") < 0.05
    assert choose(game, ["w"]) == "throw"


def test_no_double_at_the_start(state):
    """§8: at the start (even race, a small edge for the thrower) the computer does not double."""
    game = state(START, cube="on")
    assert 0.5 < win_estimate(game, "w") < 0.7
    assert choose(game, ["w"]) == "throw"


def test_no_double_without_cube(state):
    """Far ahead but the cube is off: just throw."""
    assert choose(state(f"{ALMOST}/{B0}/w"), ["w"]) == "throw"


def test_no_double_when_opponent_owns_cube(state, play):
    """§8: far ahead but the cube belongs to the opponent: throw."""
    game = play(state(START, cube="on"), "double take")  # Black owns the cube; White throws
    game = replace(game, position=parse_position(f"{ALMOST}/{B0}/w"))  # and is far ahead
    assert game.cube.owner == "b" and choose(game, ["w"]) == "throw"


def test_takes_an_even_game(state, play):
    """§8: offered a double at the start, the computer takes."""
    offered = play(state(START, cube="on"), "double")
    assert choose(offered, ["b"]) == "take"


def test_drops_a_lost_game(state, play):
    """§8: offered a double against one checker left while he has not started, the computer drops."""
    offered = play(state(f"{ALMOST}/{B0}/w", cube="on"), "double")
    assert choose(offered, ["b"]) == "drop"


MODERN = preset("modern")


@pytest.mark.parametrize("notation", [
    "0.0.0.0.0.1/1.1.1.1.1.1/w",  # double/drop (tests/test_solver.py)
    "0.0.0.0.0.1/0.0.0.1.1.1/w",  # double/take
    "2.2.2.3.3.3/2s.2s.2s.3ss.3ss.3ss/w",  # too good to double: plays on for ×4
    START, "2.0.2.3.3.3/2.2s.2.3.3s.3/w", "0.0.1.0.2.1/0.1.1.0.1.2/b", "1.1.0.0.0.0/0.0.0.1.0.1/b",
])
def test_modern_cube_decisions_are_the_solvers(state, play, notation):
    """§8, modern: the computer doubles exactly when the solver says so, and takes exactly when it says so."""
    game = state(notation, options=MODERN)
    exact = solve(game.position, MODERN).cube
    assert exact is not None and exact.take is not None
    assert choose(game, [game.position.turn]) == ("double" if exact.double else "throw")
    offered = play(game, "double")
    assert choose(offered, [offered.current_player()]) == ("take" if exact.take else "drop")


def test_known_double_drop_and_double_take(state, play):
    """The solver's known cases: one checker left against six is double/drop, against three double/take."""
    drop = state("0.0.0.0.0.1/1.1.1.1.1.1/w", options=MODERN)
    take = state("0.0.0.0.0.1/0.0.0.1.1.1/w", options=MODERN)
    assert choose(drop, ["w"]) == "double" and choose(play(drop, "double"), ["b"]) == "drop"
    assert choose(take, ["w"]) == "double" and choose(play(take, "double"), ["b"]) == "take"


def test_too_good_to_double_plays_on(state):
    """Modern: the opponent has not started and the mover is far ahead: he plays on for ×4."""
    game = state("2.2.2.3.3.3/2s.2s.2s.3ss.3ss.3ss/w", options=MODERN)
    assert win_estimate(game, "w") > DOUBLE_IS_OBVIOUS
    assert choose(game, ["w"]) == "throw"


DOUBLE_IS_OBVIOUS = 0.7
"""What the old race estimate needed to double: it would have doubled here."""


def test_no_double_after_a_double_in_the_turn(state, play):
    """§8: a player who threw a double and throws again may not double; the computer throws."""
    game = play(state("0.0.0.0.0.1/0.0.0.1.1.1/w", options=MODERN.with_rule("doubles", "replay")), "22")
    assert game.in_turn and exact_cube(game) is not None
    assert choose(game, ["w"]) == "throw"
