"""RULES.md §12.11: the match cube decision two throws ahead (`match_lookahead.py`), and cashing a
sure single win.

The expected values are worked by hand from the published Kazaross-XG2 table (the numbers typed
as in test_bg_met.py) in positions whose outcome the bear-off database knows exactly: the player on
roll has two checkers on his 6-point (he bears both off only with 3-3, 4-4, 5-5 or 6-6, 4 throws of
36) and his opponent one on his 1-point (he bears it off with any throw). Neither can win a gammon.
"""

from __future__ import annotations

import pytest

from rabattues.backgammon.board import from_points
from rabattues.backgammon.chances import Chances
from rabattues.backgammon.computer import decision
from rabattues.backgammon.game import GameState
from rabattues.backgammon.match_cube import decide
from rabattues.backgammon.match_lookahead import OutOfTime, Pace, state_decision
from rabattues.backgammon.options import Options
from rabattues.kernel.actions import DOUBLE
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import Match

LAST_ROLL = from_points({6: 2}, {1: 1})
"""He wins if he throws 3-3, 4-4, 5-5 or 6-6 (1 in 9), else his opponent bears off."""


def at(match: Match, board: object = LAST_ROLL) -> GameState:
    """White on roll before his throw, cube centred."""
    return GameState(Options(), board, "w", False, None, Cube(), match=match)  # type: ignore[arg-type]


def test_a_last_roll_post_crawford_is_double_take() -> None:
    """5-point 1-4 post-Crawford, White 4-away. No double: 1/9 of 3-away against 1-away (0.32264);
    double, take: 1/9 of 2-away against 1-away (0.48803), the leader losing the match only if White
    wins; double, drop: 0.32264 now. He doubles; the leader takes (a drop gives away far more)."""
    found = state_decision(at(Match(5, (1, 4))))
    assert found is not None
    assert found.no_double == pytest.approx(0.32264 / 9)
    assert found.double_take == pytest.approx(0.48803 / 9)
    assert found.double_drop == pytest.approx(0.32264)
    assert found.action == "double, take"


def test_a_last_roll_against_a_leader_two_away_is_no_double() -> None:
    """7-point 3-5, White 4-away against 2-away. No double: 1/9 of 3-away against 2-away (0.40053),
    8/9 of 4-away against the Crawford game's 1-away (1 − 0.81436), whatever the leader does with
    the cube at his turn; double, take: 1/9 of 2-away each (0.5), a loss at 2 losing the match."""
    found = state_decision(at(Match(7, (3, 5))))
    assert found is not None
    assert found.no_double == pytest.approx(0.40053 / 9 + 8 * (1 - 0.81436) / 9)
    assert found.double_take == pytest.approx(0.5 / 9)
    assert found.action == "no double"


def test_with_the_cube_off_there_is_no_double() -> None:
    """The post-Crawford last roll above, played without a cube: nobody may double."""
    state = GameState(Options(cube=False), LAST_ROLL, "w", False, None, Cube(), match=Match(5, (1, 4)))
    found = state_decision(state)
    assert found is not None and found.action == "cannot double"


def test_looking_ahead_past_its_time_gives_nothing() -> None:
    """With no time at all the decision is not made (the computer keeps its 1-ply one)."""
    assert state_decision(at(Match(7, (3, 5))), seconds=0.0) is None


def test_the_pace_is_judged_from_the_sixth_play() -> None:
    """Far too slow for its time, the look ahead gives up at its sixth play of 462, not before;
    with no time limit, never."""
    pace = Pace(1e-9)
    for _ in range(5):
        pace.step()
    with pytest.raises(OutOfTime):
        pace.step()
    unlimited = Pace(None)
    for _ in range(21 * 22):
        unlimited.step()


def test_a_sure_single_win_is_cashed() -> None:
    """Sure to win a single game (no gammon possible), doubling wins the same point now: GNU
    Backgammon says "double, pass", not "too good"."""
    assert decide(Chances(1.0, 0.0, 0.0, 0.0, 0.0), Match(5), "w", value=1, owner="centre",
                  x=0.68).action == "double, drop"


def test_a_sure_win_with_many_gammons_is_played_on() -> None:
    """Sure to win, a gammon 9 times in 10: at 0-0 of a 5-point match the game played on is worth
    0.9 × 3-away + 0.1 × 4-away against 5-away, more than the point a double wins now."""
    assert decide(Chances(1.0, 0.9, 0.0, 0.0, 0.0), Match(5), "w", value=1, owner="centre",
                  x=0.68).action == "too good"


def test_the_computer_cashes_a_sure_single_win_in_a_match() -> None:
    """Any throw bears off White's last checker, and Black has borne off: White doubles."""
    assert decision(at(Match(5), from_points({1: 1}, {6: 2}))) == DOUBLE


@pytest.mark.parametrize(("trailer_wins", "take"), [(0.73, True), (0.75, False)])
def test_a_cube_dead_for_both_after_the_take(trailer_wins: float, take: bool) -> None:
    """7-point 4-5: the trailer (3-away) doubles the leader (2-away), who could not use the cube. A
    drop leaves 2-away each (0.5); a take lost leaves the leader 2-away against the Crawford game's
    1-away (1 − 0.67736), a take won wins him the match: he needs (0.5 − 0.32264) / (1 − 0.32264)
    = 26.18% of games."""
    chosen = decide(Chances(trailer_wins, 0.0, 0.0, 0.0, 0.0), Match(7, (4, 5)), "w", value=1,
                    owner="centre", x=0.68)
    assert chosen.take is take
