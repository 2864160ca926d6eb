"""Reading XGIDs (eXtreme Gammon's position and match text), checked against positions known by hand."""

from __future__ import annotations

import pytest

from rabattues.backgammon.board import START
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.xgid import XgidError, format_xgid, parse_xgid
from rabattues.kernel.match import Match

START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
"""The start as eXtreme Gammon writes it: X (upper case) 5 on 6, 3 on 8, 5 on 13, 2 on 24; O likewise."""


def test_the_start() -> None:
    """The start, X on roll, cube 1 in the middle, no dice yet."""
    position = parse_xgid(START_XGID)
    assert (position.board, position.cube, position.owner, position.dice) == (START, 1, "centre", None)


def test_the_board_is_seen_by_the_player_on_roll() -> None:
    """X played 24/18 13/9 and O is on roll: O sees the Position ID gnubg gives (test_bg_notation)."""
    moved = "XGID=-b----E-CA--eD---cAe----A-:0:0:-1:00:0:0:0:0:10"
    assert format_position_id(parse_xgid(moved).board) == "4HPhQSDgc/ABMA"


def test_the_largest_cube_is_read() -> None:
    """Cube 64 (2⁶), the largest the rules allow, in the middle: read, as gnubg writes it."""
    assert parse_xgid("XGID=-b----E-C---eE---c-e----B-:6:0:1:00:0:0:0:0:10").cube == 64


def test_dice_and_cube() -> None:
    """Dice `31`; the cube at 4 (2²) on X's side, X on roll: his."""
    position = parse_xgid("XGID=-b----E-C---eE---c-e----B-:2:1:1:31:0:0:0:0:10")
    assert (position.cube, position.owner, position.dice) == (4, "mover", (3, 1))
    assert parse_xgid("XGID=-b----E-C---eE---c-e----B-:2:1:-1:00:0:0:0:0:10").owner == "opponent"


@pytest.mark.parametrize(("text", "message"), [
    ("XGID=nonsense", "bad XGID"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:30:10", "bad match length 30"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:7:0:0:7:10", "bad match score 7-0"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:1:1:7:10", "no Crawford game at 2-1"),
    ("XGID=-o----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", "checkers"),
    # The cube is a power of two up to the rules' largest, 64 = 2⁶: its exponent is read as a
    # number of a few ASCII digits before any arithmetic (2 ** 4e9 took 17 s and gigabytes).
    ("XGID=-b----E-C---eE---c-e----B-:4000000000:0:1:00:0:0:0:0:10", "more than 4 digits"),
    ("XGID=-b----E-C---eE---c-e----B-:10000000000:0:1:00:0:0:0:0:10", "more than 4 digits"),
    ("XGID=-b----E-C---eE---c-e----B-:7:0:1:00:0:0:0:0:10", "2\\^7, the largest is 64"),
    ("XGID=-b----E-C---eE---c-e----B-:30:0:1:00:0:0:0:0:10", "2\\^30, the largest is 64"),
    ("XGID=-b----E-C---eE---c-e----B-:\u0660:0:1:00:0:0:0:0:10", "bad XGID"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:\u0660:10", "bad XGID"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:" + "9" * 5000, "more than 4 digits"),
])
def test_bad_xgids_are_refused(text: str, message: str) -> None:
    """Malformed, an impossible match, or not a position: an XgidError quoting it."""
    with pytest.raises(XgidError, match=message):
        parse_xgid(text)


def test_a_match_xgid_gives_the_length_the_score_and_the_crawford_game() -> None:
    """The scores are X's (White's) then O's; the flag after them is the Crawford game in a match."""
    assert parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:6:1:1:7:10").match == Match(7, (6, 1), True)
    assert parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:3:0:5:10").match == Match(5, (2, 3))
    assert not parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:6:1:1:7:10").jacoby


def test_a_match_state_is_written_with_its_score_and_read_back() -> None:
    """The XGID of a match state holds its length, score and Crawford flag, and reads back to them."""
    from rabattues.backgammon.board import START
    from rabattues.backgammon.game import GameState
    from rabattues.backgammon.options import Options

    state = GameState(Options(), START, "b", False, (3, 1), match=Match(9, (8, 5), crawford=True))
    text = format_xgid(state)
    assert text.endswith(":31:8:5:1:9:6")
    assert parse_xgid(text).match == Match(9, (8, 5), crawford=True)
