"""One test per rule of RULES.md §12 (the seed's rules of backgammon) on the start, moving and
bearing off, on positions set up by hand (scoring and the cube: test_bg_scoring.py).

Positions are written as `{point: checkers}` for the player on roll and for his opponent, each
in his own numbering (the opponent's point p is the roller's 25 − p); 25 is the bar.
"""

from __future__ import annotations

import pytest

from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import START, from_points
from rabattues.backgammon.game import is_frozen, legal_moves, new_game
from rabattues.backgammon.moves import MoveError
from rabattues.backgammon.options import Options
from rabattues.kernel.actions import ActionError, Opening, Throw


def texts(mover: dict[int, int], opponent: dict[int, int], dice: tuple[int, int]) -> set[str]:
    """The legal moves of a throw, as written."""
    return {m.text for m in legal_moves(from_points(mover, opponent), dice)}


def test_start_has_two_five_three_five() -> None:
    """§12.1: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6, for each player."""
    for counts in (START.mover, START.opponent):
        assert {p: n for p, n in enumerate(counts) if n} == {6: 5, 8: 3, 13: 5, 24: 2}


def test_opening_higher_die_starts_and_plays_both() -> None:
    """§12.2: Black throws 5, White 2: Black starts and plays 5 and 2."""
    state = new_game(Options()).child(Opening(2, 5))
    assert (state.turn, state.dice, state.opening) == ("b", (2, 5), False)
    assert "13/8 13/11" in legal_moves(state.board, state.dice)


def test_opening_equal_dice_are_thrown_again() -> None:
    """§12.2: equal opening dice decide nothing."""
    state = new_game(Options()).child(Opening(4, 4))
    assert state.opening and state.is_chance_node() and state.dice is None


def test_opening_is_never_a_throw_of_two_dice() -> None:
    """§12.2: before the opening a two-dice throw is refused."""
    with pytest.raises(ActionError):
        new_game(Options()).child(Throw((3, 1)))


def test_a_die_moves_one_checker_that_many_points() -> None:
    """§12.3: with 2-1 a checker on 10 goes to 8, 9 or (with both dice) 7, and no further."""
    moves = texts({10: 1, 6: 14}, {1: 15}, (2, 1))
    assert {"10/8 6/5", "10/9 6/4", "10/7"} <= moves
    assert not any(t.startswith("10/6") for t in moves)


def test_one_checker_may_use_both_dice_if_the_stop_is_open() -> None:
    """§12.3: 24/16 with 6-2 passes through 18 or 22; both closed, it is not legal."""
    open_ = texts({24: 1, 6: 14}, {12: 15}, (6, 2))
    closed = texts({24: 1, 6: 14}, {7: 2, 3: 2, 12: 11}, (6, 2))  # the opponent's 7 and 3 are our 18, 22
    assert "24/16" in open_
    assert not any(t.startswith("24/16") for t in closed)


def test_a_closed_point_cannot_be_landed_on() -> None:
    """§12.3: two opponent checkers close a point, one does not (and is hit)."""
    assert "13/10" not in texts({13: 1, 6: 14}, {15: 2, 1: 13}, (3, 3))  # our 10 is his 15
    assert "13/10*/7*/4*/1" in texts({13: 1}, {15: 1, 18: 1, 21: 1, 1: 12}, (3, 3))


def test_a_double_is_played_four_times() -> None:
    """§12.4: from the start, 6-6 has 11 moves of four sixes each.

    By hand: 24/18 (at most 2, 18/12 is closed), 13/7 (7/1 is closed) and 8/2 (at most 3);
    the ways to choose four of them are 4 + 4 + 3 = 11.
    """
    moves = legal_moves(START, (6, 6))
    assert len(moves) == 11
    assert all(len(m.play) == 4 and all(s - t == 6 for s, t in m.play) for m in moves)


def test_both_dice_must_be_played_when_they_can() -> None:
    """§12.5: 6-1, one free checker on 9, our 3 closed: the 6 first is blocked, the 1 first is not,
    so the checker must play 9/8/2; 9/8 alone (one die) is not allowed."""
    assert texts({9: 1, 1: 14}, {22: 2, 12: 13}, (6, 1)) == {"9/2"}  # his 22 is our 3


def test_only_one_die_playable_is_played() -> None:
    """§12.5: on the bar with 6-4, the 6 blocked everywhere (our 19 and 15 closed): only the 4 is played."""
    opponent = {6: 2, 10: 2, 1: 11}  # his 6 and 10 are our 19 and 15
    assert texts({25: 1, 6: 14}, opponent, (6, 4)) == {"bar/21"}
    assert all(len(m.play) == 1 for m in legal_moves(from_points({25: 1, 6: 14}, opponent), (6, 4)))


def test_either_but_not_both_the_higher_must_be_played() -> None:
    """§12.5: one checker on 12, his 6 and 2 of our path closed after either die: the 6 must be used.

    12/6 (then 6/4 closed by his point 21) or 12/10 (then 10/4 closed the same way): either
    die alone, never both, so the higher (6) is played.
    """
    board = {12: 1, 1: 14}
    opponent = {21: 2, 1: 13}  # his 21 is our 4
    assert texts(board, opponent, (6, 2)) == {"12/6"}


def test_a_hit_blot_goes_to_the_bar() -> None:
    """§12.6: hitting a blot puts it on its owner's bar."""
    board = from_points({13: 2, 6: 13}, {15: 1, 1: 14})  # his 15 is our 10
    move = legal_moves(board, (3, 1)).find("13/10* 6/5")
    assert move.after.opponent[25] == 1 and move.after.opponent_on(10) == 0


def test_a_checker_on_the_bar_enters_before_any_other() -> None:
    """§12.6: with a checker on the bar every move begins by entering it, in the opponent's home."""
    moves = legal_moves(from_points({25: 1, 13: 14}, {1: 15}), (5, 3))
    assert {m.text for m in moves} == {"bar/20 13/10", "bar/22 13/8", "bar/17"}


def test_a_closed_board_leaves_no_move_and_the_turn_passes() -> None:
    """§12.6: on the bar against six closed points nothing can move; the throw passes the turn."""
    board = from_points({25: 1, 13: 14}, {p: 2 for p in range(1, 7)} | {13: 3})
    assert not legal_moves(board, (6, 6))
    state = new_game(Options(), board, "w").child(Throw((6, 6)))
    assert state.turn == "b" and state.dice is None


def test_a_start_where_no_one_can_ever_move_is_no_game() -> None:
    """Both players on the bar, each facing the other's six closed points: no throw changes
    anything, so no game starts from it; with only one stuck the other moves, and it is a game."""
    closed = {p: 2 for p in range(1, 7)}
    frozen = from_points({25: 1, 12: 2} | closed, {25: 1, 14: 2} | closed)
    assert is_frozen(frozen) and is_frozen(frozen.flipped())
    with pytest.raises(ValueError, match="neither player can ever move in this position"):
        new_game(Options(), frozen, "w")
    one_stuck = from_points({25: 1, 12: 2} | closed, {14: 3} | closed)
    assert not is_frozen(one_stuck) and not is_frozen(one_stuck.flipped())
    assert new_game(Options(), one_stuck, "w").turn == "w"


def test_bearing_off_from_the_point_of_the_die() -> None:
    """§12.7: all home, a 4 bears off from the 4-point."""
    assert "4/off 3/1" in texts({4: 1, 3: 14}, {1: 15}, (4, 2))


def test_a_higher_die_bears_off_from_the_highest_point() -> None:
    """§12.7: 6-5 with checkers only on 3 and 2 bears off from 3 then 2."""
    assert texts({3: 1, 2: 1}, {24: 15}, (6, 5)) == {"3/off 2/off"}


def test_no_bearing_off_with_a_higher_die_while_a_higher_point_is_held() -> None:
    """§12.7: a 5 cannot bear off from 4 while a checker stands on 6: it must move 6/1."""
    moves = texts({6: 1, 4: 14}, {24: 15}, (5, 5))
    assert all(t.startswith("6/1") for t in moves)


def test_moving_inside_the_home_board_instead_of_bearing_off() -> None:
    """§12.7: a player may move within his home board although he could bear off."""
    moves = texts({6: 2, 1: 13}, {12: 15}, (6, 1))
    assert moves == {"6/off 1/off", "6/5 6/off"}  # the 1 may bear off, or move 6/5 instead


def test_no_bearing_off_before_all_are_home() -> None:
    """§12.7: one checker outside the home board forbids bearing off (8/6 then a 1 cannot bear off)."""
    assert not any("off" in t for t in texts({8: 1, 6: 14}, {12: 15}, (2, 1)))


def test_a_checker_brought_home_allows_bearing_off_in_the_same_turn() -> None:
    """§12.7: 7/6 with the 1 brings the last checker home, so the 6 may bear off (written 7/off)."""
    assert texts({7: 1, 6: 14}, {12: 15}, (6, 1)) == {"7/off", "7/1 6/5"}


def test_an_illegal_move_is_refused_with_its_reason() -> None:
    """§12.5: a move using one die when both can be played is refused, saying so."""
    state = new_game(Options()).child(Opening(3, 1))
    with pytest.raises(MoveError, match="both dice"):
        state.child(Move("24/21"))


def test_a_single_die_borne_off_exactly_is_named_as_that_die() -> None:
    """§12.5: on 5 and 2 against the 1 and 3 points held, 42 plays only 2/off: the 2, not the 4."""
    board = from_points({5: 1, 2: 1}, {24: 2, 22: 2, 6: 11})  # his 24 and 22 are our 1 and 3
    assert {m.text for m in legal_moves(board, (4, 2))} == {"2/off"}
    state = new_game(Options(), board)
    with pytest.raises(MoveError, match=r"only one die can be played: the 2$"):
        state.child(Throw((4, 2))).child(Move("5/4"))


def test_a_single_die_bearing_off_from_below_its_number_is_the_higher() -> None:
    """§12.5, §12.7: a lone checker on 3 with 54 is borne off by the 5, the higher die."""
    state = new_game(Options(), from_points({3: 1}, {24: 2, 6: 13})).child(Throw((5, 4)))
    with pytest.raises(MoveError, match=r"only one die can be played: the 5$"):
        state.child(Move("3/2"))
