"""Backgammons in a race whose leader is home: counted exactly, checked against the game's own moves."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import Board, from_points, is_race
from rabattues.backgammon.position_id import parse_position_id
from rabattues.backgammon.race_backgammon import backgammon, distances, escape_within

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from race_helpers import best_within


def test_escapes_counted_by_hand() -> None:
    """One throw: a checker on the 24-point needs 6 pips (all but the 8 throws summing 5 or less, and
    1-1); two of them need 12 (only doubles of 3 or more); two on the 19-point need one die each."""
    assert escape_within((6,), 1) == pytest.approx(27 / 36)
    assert escape_within((6, 6), 1) == pytest.approx(4 / 36)
    assert escape_within((1, 1), 1) == pytest.approx(1.0)
    assert escape_within((), 0) == 1.0 and escape_within((3,), 0) == 0.0


def _escaped_within(board: Board, throws: int) -> float:
    """The same chance from the game's legal moves themselves, each throw's best for it, by brute force."""
    return best_within(board, throws, lambda after: not any(after.mover[19:25]))


def test_escapes_are_what_the_legal_moves_allow() -> None:
    """Distances alone give what playing the real moves gives (other checkers, bearing off and all)."""
    trailer = {22: 1, 21: 1, 13: 3, 8: 5, 6: 5}
    board = from_points(trailer, {1: 7, 2: 8})
    assert is_race(board) and distances(board.mover) == (3, 4)
    for throws in (1, 2):
        assert escape_within((3, 4), throws) == pytest.approx(_escaped_within(board, throws), abs=1e-12)


def test_the_backgammon_race() -> None:
    """One checker on the 19-point escapes with any throw: saved if its owner throws first, lost
    if the leader throws first and bears off his last two checkers at once; not counted with the
    leader not home."""
    trailer = from_points({19: 1, 6: 14}, {}).mover
    leader = from_points({1: 2}, {}).mover
    assert backgammon(trailer, leader, trailer_throws_first=True) == pytest.approx(0.0, abs=1e-12)
    assert backgammon(trailer, leader, trailer_throws_first=False) == pytest.approx(1.0)
    assert backgammon(trailer, from_points({7: 1, 1: 1}, {}).mover, True) is None


def test_the_evaluator_saves_the_backgammon_it_can() -> None:
    """Four checkers on the other's 3-point and one on his 7, against a leader home needing about four
    throws: GNU Backgammon's 2-ply judge (the position sets of the benchmarks) saves the backgammon
    with 22/18 22/17 (−2.025) and gives every other move −2.159; counted here, the same."""
    board = parse_position_id("3wEAAHC2AxAeAA")
    judged = evaluate.judge(board, (5, 4))
    assert judged[0].move.text == "22/18 22/17"
    assert judged[0].equity == pytest.approx(-2.025, abs=0.01)
    assert judged[1].equity == pytest.approx(-2.159, abs=0.01)
