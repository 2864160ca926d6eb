"""Gammons in a race whose leader is home: counted, checked against the game's own moves."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rabattues.backgammon.bearoff import home_of
from rabattues.backgammon.board import OFF, Board, from_points, is_race
from rabattues.backgammon.race_gammon import first_off_within, gammon, outside_of

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from race_helpers import best_within


def test_the_first_checker_off_counted_by_hand() -> None:
    """One checker on the 7-point and 14 on the 6-point: in one throw it comes in with one die and
    a checker goes off with the other when that is a 6 (11 throws) or lands on the point the
    checker left (5-2, 4-3: 4 more); of the other doubles, 2-2 and 3-3 walk a checker down to go off."""
    trailer = from_points({7: 1, 6: 14}, {}).mover
    within = first_off_within(outside_of(trailer), home_of(trailer))
    assert within[0] == 0.0
    assert within[1] == pytest.approx(17 / 36)


def _off_within(board: Board, throws: int) -> float:
    """The same chance from the game's legal moves themselves, each throw's best for it, by brute force."""
    return best_within(board, throws, lambda after: after.mover[OFF] > 0)


def test_the_count_is_what_the_legal_moves_allow() -> None:
    """Checkers outside and a home board alone give what playing the real moves gives (the
    other's checkers, every play inside the home board and the rules of bearing off) where no
    die is better spent inside the home board while a checker is outside."""
    board = from_points({9: 1, 8: 1, 6: 4, 5: 4, 4: 3, 3: 2}, {1: 5, 2: 5})
    assert is_race(board)
    within = first_off_within(outside_of(board.mover), home_of(board.mover))
    for throws in (1, 2):
        assert within[throws] == pytest.approx(_off_within(board, throws), abs=1e-12)


def test_the_count_never_exceeds_the_best_play() -> None:
    """With 12 and 7 outside, 1-6 is best played 12/6 4/3 (a checker on the bare 3-point, so that
    more throws bear one off next time), which the count does not look at: its chance within two
    throws is below the legal moves' best, never above, and equal within one."""
    board = from_points({12: 1, 7: 1, 6: 8, 4: 5}, {1: 5, 2: 5})
    within = first_off_within(outside_of(board.mover), home_of(board.mover))
    assert within[1] == pytest.approx(_off_within(board, 1), abs=1e-12)
    best = _off_within(board, 2)
    assert best - 0.02 < within[2] < best


def test_the_gammon_race() -> None:
    """Against a leader with one checker left on his 1-point: lost for sure if the leader throws
    first; else saved with the 17 throws that bear a checker off at once."""
    trailer = from_points({7: 1, 6: 14}, {}).mover
    leader = from_points({1: 1}, {}).mover
    assert gammon(trailer, leader, trailer_throws_first=False) == pytest.approx(1.0)
    assert gammon(trailer, leader, trailer_throws_first=True) == pytest.approx(19 / 36)


def test_what_is_not_counted() -> None:
    """Too many checkers outside, too far from home, a checker already off, a leader not home:
    the network judges."""
    leader = from_points({1: 3}, {}).mover
    assert gammon(from_points({9: 1, 8: 1, 7: 1, 6: 12}, {}).mover, leader, True) is None
    assert gammon(from_points({24: 1, 6: 14}, {}).mover, leader, True) is None
    assert gammon(from_points({7: 1, 6: 13}, {}).mover, leader, True) is None
    assert gammon(from_points({7: 1, 6: 14}, {}).mover, from_points({7: 1, 1: 2}, {}).mover, True) is None
