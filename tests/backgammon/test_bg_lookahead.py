"""One ply of lookahead (`lookahead.py`): the same moves, re-ranked; the opponent's throws averaged."""

from __future__ import annotations

import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import START, from_points
from rabattues.backgammon.lookahead import judge_deeper, reply_average


def test_the_same_moves_best_first() -> None:
    """Every legal move is still there, once, and the list falls in equity where it was looked at again."""
    deeper = judge_deeper(START, (4, 3))
    plain = evaluate.judge(START, (4, 3))
    assert sorted(j.move.text for j in deeper) == sorted(j.move.text for j in plain)
    assert deeper[0].equity >= deeper[1].equity


def test_an_opponent_who_cannot_move_leaves_us_on_roll() -> None:
    """He is on the bar against our closed board: every throw of his fails, so the average is our own
    position on roll, evaluated as it stands."""
    after = from_points({1: 2, 2: 2, 3: 2, 4: 3, 5: 3, 6: 3}, {25: 1, 6: 14})
    assert reply_average(after) == pytest.approx(evaluate.chances(after))


def test_an_opponent_sure_to_finish_wins() -> None:
    """His last checker is on his 1-point: whatever he throws he bears it off, so we lose."""
    after = from_points({6: 15}, {1: 1})
    assert reply_average(after).win == 0.0
