"""Move notation and Position IDs, against answers from GNU Backgammon's documentation and output.

Known answers and why they are right:
- `4HPwATDgc/ABMA` is the start (issue 14; GNU Backgammon's manual and any new game in gnubg).
- After 24/18 13/9 by the player not on roll, gnubg 1.07 shows `4HPhQSDgc/ABMA` (seen in a
  gnubg session while writing this; by hand below).
- gnubg writes 6-6 from the start as `24/18(2) 13/7(2)` and `24/18 13/7(3)` (its hint list).
"""

from __future__ import annotations

import pytest

from rabattues.backgammon.board import START, Board, from_points
from rabattues.backgammon.moves import legal_moves
from rabattues.backgammon.notation import MoveError, parse_move
from rabattues.backgammon.position_id import PositionIdError, format_position_id, parse_position_id


def test_start_position_id() -> None:
    """The start is `4HPwATDgc/ABMA`."""
    assert format_position_id(START) == "4HPwATDgc/ABMA"
    assert parse_position_id("4HPwATDgc/ABMA") == START


def test_position_id_after_24_18_13_9() -> None:
    """The player not on roll is written first.

    By hand, his bits from the 1-point: 00000 111110 0 1110 10 000 11110 0000 10 ... so bytes
    0xE0 0x73 0xE1 …, base64 `4HPh`; the roller's start follows unchanged.
    """
    board = from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 9: 1, 13: 4, 18: 1, 24: 1})
    assert format_position_id(board) == "4HPhQSDgc/ABMA"
    assert parse_position_id("4HPhQSDgc/ABMA") == board


def test_position_id_after_a_move_is_seen_by_the_opponent() -> None:
    """8/5 6/5 from the start: the mover, now not on roll, comes first.

    By hand: 0000 110 11110 0 110 ... gives bytes 0xB0 0x67, base64 `sGf`.
    """
    assert legal_moves(START, (3, 1)).find("8/5 6/5").after_id.startswith("sGf")


@pytest.mark.parametrize("text", ["", "4HPwATDgc/ABM", "4HPwATDgc/ABMA=", "4HPwATDgc/AB!A", "//////////////",
                                  "AAAAAAAAAAAAAA"])
def test_bad_position_ids_are_refused_quoting_them(text: str) -> None:
    """Wrong length or characters, more than 15 checkers, both players on one point: refused."""
    with pytest.raises(PositionIdError, match="Position ID"):
        parse_position_id(text)


def test_a_position_id_with_both_players_on_one_point_is_refused() -> None:
    """Checkers of both players on one point are not a position (the opponent's 24 is our 1)."""
    mover = tuple({1: 1, 6: 5, 8: 3, 13: 5, 24: 1}.get(p, 0) for p in range(26))
    clash = format_position_id(Board(mover, START.opponent))  # a Board built unchecked
    with pytest.raises(PositionIdError, match="both players"):
        parse_position_id(clash)


def test_doubles_are_written_as_gnubg_writes_them() -> None:
    """6-6 from the start, as gnubg's hint lists it."""
    texts = {m.text for m in legal_moves(START, (6, 6))}
    assert {"24/18(2) 13/7(2)", "24/18 13/7(3)"} <= texts


def test_bar_off_and_hits_are_written() -> None:
    """`bar/22*` enters hitting; `6/off` bears off."""
    board = from_points({25: 1, 6: 14}, {3: 1, 1: 14})  # his 3 is our 22
    assert "bar/22* 6/4" in {m.text for m in legal_moves(board, (3, 2))}
    home = from_points({6: 1, 5: 14}, {1: 15})
    assert "6/off 5/off" in {m.text for m in legal_moves(home, (6, 5))}


def test_a_hit_on_the_way_is_shown() -> None:
    """A checker hitting on its way shows the stop: 24/18*/16."""
    board = from_points({24: 1, 6: 14}, {7: 1, 2: 14})  # his 7 is our 18
    assert "24/18*/16" in {m.text for m in legal_moves(board, (6, 2))}


def test_parse_reads_any_order_and_repeats() -> None:
    """A move is read whatever the order of its parts; `(2)` repeats a path."""
    moves = legal_moves(START, (3, 3))
    assert moves.find("6/3(2) 8/5(2)").text == moves.find("8/5 8/5 6/3 6/3").text == "8/5(2) 6/3(2)"


def test_a_hit_may_be_left_unmarked_when_unambiguous() -> None:
    """`13/10` names the only move ending there even if it hits."""
    board = from_points({13: 2, 6: 13}, {15: 1, 1: 14})
    assert legal_moves(board, (3, 1)).find("13/10 6/5").text == "13/10* 6/5"


@pytest.mark.parametrize(("text", "reason"), [
    ("24/21", "both dice"), ("13/12 13/10", "closed"), ("6/off 8/7", "all 15 are home"),
    ("20/17 6/5", "no checker on 20"), ("8/5* 6/5", "hits"), ("x", "bad move"), ("6/7", "higher to lower"),
])
def test_illegal_moves_are_refused_with_a_reason(text: str, reason: str) -> None:
    """Each refusal quotes the move and says why."""
    with pytest.raises(MoveError, match=reason):
        legal_moves(START, (3, 1)).find(text)


@pytest.mark.parametrize("text", ["6/4(\u0662)", "6/4(0)", "6/4(5)", "6/4(22)", "6/4(\uff12)"])
def test_a_repeat_count_is_one_ascii_digit_from_1_to_4(text: str) -> None:
    """`8/5(2)` moves two checkers; a count of none, of five, or written in other digits is no move."""
    with pytest.raises(MoveError, match="bad move"):
        parse_move(text)
    assert len(parse_move("6/4(4)")) == 4


def test_parse_move_quotes_the_bad_part() -> None:
    """The error names the token and the whole text."""
    with pytest.raises(MoveError, match="'25/x' in '8/5 25/x'"):
        parse_move("8/5 25/x")
