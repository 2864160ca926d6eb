"""The one-sided bear-off database, against chances worked out by hand."""

from __future__ import annotations

from functools import cache

import pytest

from rabattues.backgammon import bearoff
from rabattues.backgammon.bearoff import Database, home_index, home_positions, pack, unpack
from rabattues.backgammon.bearoff_build import build, successors
from rabattues.backgammon.board import from_points


@cache
def tables() -> tuple[dict[tuple[int, ...], list[float]], dict[tuple[int, ...], list[float]]]:
    """The exact tables, built once (about 10 s)."""
    return build()


def database() -> Database:
    """The tables as a database."""
    all_off, first_off = tables()
    done = [1.0] + [0.0] * (bearoff.MAX_THROWS - 1)
    order = home_positions()
    return Database([all_off.get(h, done) for h in order], [first_off.get(h, done) for h in order])


def test_there_are_54264_home_boards() -> None:
    """0–15 checkers on six points: C(21, 6) = 54,264; `home_index` is their place in the list."""
    positions = home_positions()
    assert len(positions) == 54_264
    assert positions == tuple(sorted(set(positions)))  # distinct, in lexicographic order
    assert all(len(p) == 6 and min(p) >= 0 and sum(p) <= 15 for p in positions)
    assert all(home_index(p) == i for i, p in enumerate(positions))


def test_successors_follow_the_bear_off_rules() -> None:
    """A 5 from 6 and 3: 6/1 only (no bearing off from 3 while 6 is held); a 6 from 3 and 2: 3/off."""
    assert successors((0, 0, 1, 0, 0, 1), 5) == [(1, 0, 1, 0, 0, 0)]
    assert successors((0, 1, 1, 0, 0, 0), 6) == [(0, 1, 0, 0, 0, 0)]


@pytest.mark.parametrize(("home", "one_throw"), [
    ((1, 0, 0, 0, 0, 0), 1.0),  # any throw bears off a checker on the 1-point
    ((0, 0, 0, 0, 0, 1), 27 / 36),  # a+b ≥ 6, or a double of 2 or more: 22 + 5 throws
    ((0, 0, 0, 0, 0, 2), 4 / 36),  # only 3-3, 4-4, 5-5 and 6-6 bear two off the 6-point
    ((2, 0, 0, 0, 0, 0), 1.0),  # any throw: both off the 1-point
])
def test_chance_of_bearing_off_in_one_throw(home: tuple[int, ...], one_throw: float) -> None:
    """Known by counting throws."""
    assert tables()[0][home][1] == pytest.approx(one_throw)


def test_distributions_sum_to_one_and_the_start_of_a_race_needs_about_eight_throws() -> None:
    """Every distribution sums to 1; 15 checkers on the 6-point need 12.27 throws on average.

    A fresh check of the mean: 90 pips at 8.17 pips a throw (a double counts four) is 11.0, and
    the wastage of bearing off from a single point adds about one throw.
    """
    all_off, _ = tables()
    assert all(sum(d) == pytest.approx(1.0) for d in all_off.values())
    mean = sum(n * p for n, p in enumerate(all_off[(0, 0, 0, 0, 0, 15)]))
    assert 11.0 < mean < 13.0


def test_race_chances_when_both_have_one_checker_left() -> None:
    """The player on roll bears off one checker in one throw and wins."""
    chances = database().chances(from_points({3: 1}, {6: 1}))
    assert chances.win == pytest.approx(1.0)


def test_race_chances_two_on_six_against_one_on_one() -> None:
    """Two on the 6-point against a checker on the 1: he wins only with 3-3 to 6-6 (4/36)."""
    chances = database().chances(from_points({6: 2}, {1: 1}))
    assert chances.win == pytest.approx(4 / 36)


def test_a_gammon_in_the_bear_off() -> None:
    """Fifteen on the opponent's 6-point, none off, against one checker: a gammon at once."""
    chances = database().chances(from_points({1: 1}, {6: 15}))
    assert chances.win == pytest.approx(1.0) and chances.win_gammon == pytest.approx(1.0)


def test_pack_and_unpack_keep_every_chance_to_sixteen_bits() -> None:
    """The packed tables read back within 1/65,535 of the exact ones."""
    all_off, first_off = tables()
    db = unpack(pack(all_off, first_off))
    for home in home_positions()[::97]:
        exact = all_off.get(home)
        if exact is not None:
            assert max(abs(a - b) for a, b in zip(db.throws(home), exact, strict=True)) <= 1 / 65_535


def test_a_wrong_file_is_refused() -> None:
    """Bytes that are not a packed database are a BearoffError."""
    with pytest.raises(bearoff.BearoffError):
        unpack(b"not a database")
