"""One test per rule of RULES.md §8, the doubling cube (the modern preset's), each position written
by hand in the notation of §11."""

from __future__ import annotations

import pytest

from rabattues.dames import DOUBLE, DROP, TAKE, ActionError, Cube, Options, Throw, new_game
from rabattues.kernel.cube import may_double

B0 = "2s.2s.2s.3ss.3ss.3ss"
START_TEXT = f"{B0}/{B0}/w"
CUBE = Options(cube=True)


# §8 The doubling cube


def test_s8_no_cube_when_off(state):
    """§8: without the cube option nobody may double."""
    game = state(START_TEXT)
    assert DOUBLE not in game.legal_actions() and not game.can_double()
    with pytest.raises(ActionError):
        game.step(DOUBLE)


def test_s8_cube_starts_in_the_middle_either_player_may_double(state, play):
    """§8: the cube starts at 1 in the middle; either player may double before his turn's first throw."""
    game = state(START_TEXT, cube="on")
    assert game.cube == Cube(1, None) and game.legal_actions() == [DOUBLE]
    after_white = play(game, "43")
    assert after_white.current_player() == "b" and after_white.legal_actions() == [DOUBLE]


def test_s8_no_double_during_the_opening():
    """§8: the cube is offered before a throw of a turn; the opening throws are not a turn."""
    assert new_game(CUBE).legal_actions() == []


def test_s8_offer_then_opponent_must_take_or_drop(state):
    """§8: after an offer the opponent decides; nobody throws until then."""
    offered = state(START_TEXT, cube="on").child(DOUBLE)
    assert offered.offered and offered.current_player() == "b"
    assert offered.legal_actions() == [TAKE, DROP]
    assert not offered.can_throw() and offered.chance_outcomes() == []
    with pytest.raises(ActionError):
        offered.step(Throw((4, 3)))


def test_s8_take_doubles_the_cube_taker_owns_it(state, play):
    """§8: on a take the cube doubles and the taker owns it; the doubler then throws."""
    taken = play(state(START_TEXT, cube="on"), "double take")
    assert taken.cube == Cube(2, "b") and not taken.offered
    assert taken.current_player() == "w" and taken.can_throw()
    assert taken.legal_actions() == []  # White no longer may double


def test_s8_only_the_owner_redoubles(state, play):
    """§8: only the cube's owner may double next; the redouble gives the cube back."""
    game = play(state(START_TEXT, cube="on"), "double take 43")
    assert game.position.turn == "b" and game.legal_actions() == [DOUBLE]
    game = play(game, "double take")
    assert game.cube == Cube(4, "w")
    game = play(game, "61")
    assert game.position.turn == "w" and game.legal_actions() == [DOUBLE]
    game = play(game, "52")
    assert game.position.turn == "b" and game.legal_actions() == []


def test_s8_drop_loses_stake_times_cube_without_multipliers(state, play):
    """§8: on a drop the doubler wins at once stake × current cube, without multipliers, even if
    the dropper has stacks (×4 in a race)."""
    game = state(f"1.0.0.0.0.0/{B0}/w", cube="on", multipliers="on", stake="3")
    final = play(game, "double take 25 double drop")
    assert final.outcome.winner == "b" and final.outcome.how == "drop"
    assert final.outcome.cube == 2 and final.outcome.multiplier == 1 and final.outcome.points == 6
    assert final.is_terminal() and final.legal_actions() == []


def test_s8_first_drop_worth_the_stake(state, play):
    """§8: dropping the first double loses stake × 1."""
    final = play(state(START_TEXT, cube="on"), "double drop")
    assert (final.outcome.winner, final.outcome.points) == ("w", 1)


def test_s8_no_double_after_a_replayed_double(state, play):
    """§8: a turn is a player's throws until one that is not a replayed double: no double in between."""
    game = play(state(START_TEXT, cube="on"), "33")
    assert game.position.turn == "w" and game.in_turn
    assert DOUBLE not in game.legal_actions()
    game = play(game, "21")
    assert game.position.turn == "b" and game.legal_actions() == [DOUBLE]


def test_s8_no_double_after_a_rerolled_double(state, play):
    """§8 with doubles=reroll: a rerolled double is inside the turn too."""
    game = play(state(START_TEXT, cube="on", doubles="reroll"), "55")
    assert game.position.turn == "w" and DOUBLE not in game.legal_actions()


@pytest.mark.parametrize(("cube_max", "doubles"), [(2, 1), (4, 2), (8, 3), (64, 6)])
def test_s8_cube_max(state, play, cube_max, doubles):
    """§8 option cube_max: no double past it (the default 64 allows six doubles)."""
    game = state(START_TEXT, cube="on", cube_max=str(cube_max))
    for _ in range(doubles):
        assert DOUBLE in game.legal_actions()
        game = play(game, "double take 12")
    assert game.cube.value == cube_max
    assert DOUBLE not in game.legal_actions() and not game.can_double()


@pytest.mark.parametrize(("cube", "turn", "in_turn", "may"), [
    (Cube(), "w", False, True), (Cube(), "b", False, True),  # the centre: either player
    (Cube(2, "w"), "w", False, True), (Cube(2, "w"), "b", False, False),  # only the owner
    (Cube(), "w", True, False), (Cube(4, "b"), "b", True, False),  # not inside his turn
    (Cube(32, "w"), "w", False, True), (Cube(64, "w"), "w", False, False),  # not past cube_max
])
def test_s8_may_double(cube, turn, in_turn, may):
    """§8 `may_double`, the one rule the game, the solver and the packed tables ask (cube_max 64)."""
    assert may_double(cube, turn, 64, in_turn=in_turn) is may


def test_s8_result_stake_times_cube_times_multiplier(state, play):
    """§8: the result of a race is stake × cube × multiplier: 3 × 2 × 4."""
    game = state(f"1.0.0.0.0.0/{B0}/w", cube="on", multipliers="on", stake="3")
    final = play(game, "double take 12")
    assert final.outcome.winner == "w" and final.outcome.cube == 2 and final.outcome.multiplier == 4
    assert final.outcome.points == 24
