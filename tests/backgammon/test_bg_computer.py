"""The computer's decisions (`computer.py`): a legal move, an answer to a double, a double when far ahead."""

from __future__ import annotations

import pytest

from rabattues.backgammon.board import from_points
from rabattues.backgammon.computer import decision
from rabattues.backgammon.game import new_game
from rabattues.backgammon.options import Options
from rabattues.kernel.actions import DOUBLE, DROP, Opening


def test_it_plays_a_legal_move_when_dice_are_thrown() -> None:
    """After the opening 3-1 it plays one of the 16 legal moves."""
    state = new_game(Options()).child(Opening(3, 1))
    action = decision(state)
    assert action in state.legal_actions()


def test_it_throws_at_the_start_of_an_even_game() -> None:
    """Before a throw in an even position it does not double: the dice are to be thrown (None)."""
    state = new_game(Options()).child(Opening(3, 1))
    state = state.child(decision(state))  # type: ignore[arg-type]
    assert decision(state) is None


def test_too_good_to_double_with_a_sure_gammon() -> None:
    """He bears off his last two checkers with any throw while his opponent has borne off none:
    a sure gammon (2) is worth more than a double dropped (1), so he plays on."""
    state = new_game(Options(), from_points({1: 2}, {6: 10, 5: 5}), "w")
    assert decision(state) is None


def test_no_double_with_the_cube_off() -> None:
    """With `cube=off` the computer never doubles, however good his position."""
    state = new_game(Options(cube=False), from_points({1: 2}, {6: 1, 5: 1}), "w")
    assert decision(state) is None


def test_it_drops_when_the_doubler_is_sure_to_win() -> None:
    """Offered a double by a player who will bear off his last two checkers with any throw: drop."""
    state = new_game(Options(), from_points({1: 2}, {6: 1, 5: 1}), "w")
    offered = state.child(DOUBLE)
    assert decision(offered) == DROP


def test_a_0_ply_cube_decision_sees_the_same_sure_win() -> None:
    """The faster cube decision (one evaluation, here the bear-off database) sees a certain win:
    worth 1 whatever he does, and a double must be dropped."""
    from rabattues.backgammon.computer import cube_decision

    decision, chances = cube_decision(from_points({1: 2}, {6: 1, 5: 1}), Options(), 1, "centre", plies=0)
    assert chances.win == pytest.approx(1.0) and decision.no_double == pytest.approx(1.0)
    assert not decision.take
