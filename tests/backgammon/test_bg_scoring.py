"""One test per rule of RULES.md §12.7–12.8 (backgammon): what a game is worth (single, gammon,
backgammon, times the cube and the stake, the Jacoby rule) and the doubling cube (offered before
the throw, taken, dropped, its maximum, turned off), on positions set up by hand."""

from __future__ import annotations

import pytest

from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import from_points
from rabattues.backgammon.game import GameState, legal_moves, new_game
from rabattues.backgammon.options import Options
from rabattues.kernel.actions import DOUBLE, DROP, TAKE, ActionError, Opening, Throw


def finish(board_points: dict[int, int], opponent: dict[int, int], options: Options | None = None,
           cube: tuple[int, str | None] = (1, None)) -> GameState:
    """The state after White, on roll with 6-5, bears off his last checker (from the 2-point)."""
    from rabattues.kernel.cube import Cube

    state = new_game(options or Options(), from_points(board_points, opponent), "w")
    state = GameState(state.options, state.board, "w", False, None, Cube(cube[0], cube[1]))  # type: ignore[arg-type]
    state = state.child(Throw((6, 5)))
    return state.child(Move(legal_moves(state.board, (6, 5)).moves[0].text))


def test_a_single_game_is_worth_one() -> None:
    """§12.7: the loser has borne off a checker: 1 point."""
    assert finish({2: 1}, {6: 14}).outcome.points == 1  # type: ignore[union-attr]


def test_a_gammon_is_worth_two() -> None:
    """§12.7: the loser has borne off none: 2 points."""
    outcome = finish({2: 1}, {6: 15}).outcome
    assert outcome is not None and (outcome.multiplier, outcome.points) == (2, 2)


def test_a_backgammon_is_worth_three() -> None:
    """§12.7: none off and one still in the winner's home board (his 24 is our 1): 3 points."""
    outcome = finish({2: 1}, {6: 14, 24: 1}).outcome
    assert outcome is not None and (outcome.multiplier, outcome.points) == (3, 3)


def test_a_backgammon_with_a_checker_on_the_bar() -> None:
    """§12.7: none off and one on the bar: 3 points."""
    assert finish({2: 1}, {6: 14, 25: 1}).outcome.multiplier == 3  # type: ignore[union-attr]


def test_the_cube_and_the_stake_multiply_a_gammon() -> None:
    """§12.7–8: a gammon at cube 4 and stake 5 is worth 40."""
    assert finish({2: 1}, {6: 15}, Options(stake=5), (4, "w")).outcome.points == 40  # type: ignore[union-attr]


def test_jacoby_a_gammon_counts_single_while_the_cube_is_centred() -> None:
    """Option `jacoby`: no gammon before the cube is turned, a gammon after."""
    assert finish({2: 1}, {6: 15}, Options(jacoby=True)).outcome.points == 1  # type: ignore[union-attr]
    assert finish({2: 1}, {6: 15}, Options(jacoby=True), (2, "w")).outcome.points == 4  # type: ignore[union-attr]


def racing(options: Options | None = None) -> GameState:
    """A game after the opening throw and White's move, Black to throw."""
    return new_game(options or Options()).child(Opening(3, 1)).child(Move("8/5 6/5"))


def test_the_cube_is_offered_before_the_throw() -> None:
    """§12.8: Black may double before throwing, not after."""
    state = racing()
    assert DOUBLE in state.legal_actions()
    thrown = state.child(Throw((2, 1)))
    assert DOUBLE not in thrown.legal_actions()
    with pytest.raises(ActionError):
        thrown.child(DOUBLE)


def test_a_take_gives_the_taker_the_cube_at_twice_its_value() -> None:
    """§12.8: after a take the cube shows 2 and belongs to the taker, who alone may redouble."""
    state = racing().child(DOUBLE)
    assert state.current_player() == "w" and state.legal_actions() == [TAKE, DROP]
    taken = state.child(TAKE)
    assert (taken.cube.value, taken.cube.owner, taken.turn) == (2, "w", "b")
    assert not taken.can_double()  # Black, on roll, no longer has the cube


def test_a_drop_loses_the_cube_value() -> None:
    """§12.8: dropping a double to 4 loses 2 (the value before the double), times the stake."""
    state = racing(Options(stake=3)).child(DOUBLE).child(TAKE).child(Throw((2, 1)))
    state = state.child(Move(legal_moves(state.board, (2, 1)).moves[0].text))  # Black moves
    state = state.child(Throw((4, 3)))
    state = state.child(Move(legal_moves(state.board, (4, 3)).moves[0].text))  # White moves; Black on roll
    assert not state.can_double()
    state = state.child(Throw((5, 1)))
    state = state.child(Move(legal_moves(state.board, (5, 1)).moves[0].text))  # White on roll, owns the cube
    outcome = state.child(DOUBLE).child(DROP).outcome
    assert outcome is not None and (outcome.winner, outcome.how, outcome.points) == ("w", "drop", 6)


def test_no_double_past_cube_max() -> None:
    """Option `cube_max`: with cube_max 2 the taker cannot redouble."""
    state = racing(Options(cube_max=2)).child(DOUBLE).child(TAKE)
    state = state.child(Throw((2, 1)))
    state = state.child(Move(legal_moves(state.board, (2, 1)).moves[0].text))
    assert state.turn == "w" and state.cube.owner == "w" and not state.can_double()


def test_no_cube_when_the_cube_is_off() -> None:
    """Option `cube=off`: no double is ever offered."""
    assert DOUBLE not in racing(Options(cube=False)).legal_actions()


def test_a_resignation_ends_the_game_for_what_the_loser_concedes() -> None:
    """§12.8: Black, to throw with the cube at 2 on his side, resigns a gammon: White wins 4 points."""
    from rabattues.backgammon.actions import Resign, parse_action
    from rabattues.kernel.cube import Cube

    start = new_game(Options(), from_points({6: 15}, {6: 15}), "b")
    state = GameState(start.options, start.board, "b", False, None, Cube(2, "b"))
    over = state.child(parse_action("resign gammon"))
    assert over.outcome is not None and over.is_terminal()
    outcome = over.outcome
    assert (outcome.winner, outcome.how, outcome.multiplier, outcome.points) == ("w", "resign", 2, 4)
    with pytest.raises(ActionError, match="the game is over"):
        over.child(Resign(1))


def test_the_player_offered_a_double_may_resign_instead() -> None:
    """§12.8: the player who must act answers a double by resigning a single game at the cube before it."""
    from rabattues.backgammon.actions import Resign

    state = new_game(Options(), from_points({6: 15}, {6: 15}), "w")
    state = GameState(state.options, state.board, "w", False, None, state.cube).child(DOUBLE)
    over = state.child(Resign(1))
    assert over.outcome is not None and (over.outcome.winner, over.outcome.points) == ("w", 1)
