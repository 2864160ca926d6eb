"""The throws the page offers for real dice (constants.typed_throws): every opening, and each
throw once, since a throw and its reverse play alike."""

from __future__ import annotations

import itertools

from rabattues.dames import Options, Position, parse_action
from rabattues.dames.constants import typed_throws
from rabattues.dames.options import CLAIM_VALUES, DOUBLES_VALUES, PASSING_VALUES
from rabattues.dames.tables import all_sides
from rabattues.dames.throw import play_dice, resolve_throw
from rabattues.kernel.actions import Opening, Throw

PAIRS = [(a, b) for a, b in itertools.product(range(1, 7), repeat=2) if a > b]


def test_every_opening_and_each_throw_once() -> None:
    throws = typed_throws()
    openings = [t["action"] for t in throws["opening"]]
    assert len(openings) == 36 and len(set(openings)) == 36
    assert {tuple(sorted(parse_action(t["action"]).dice)) for t in throws["throw"]} == {
        tuple(sorted(p)) for p in itertools.product(range(1, 7), repeat=2)}
    assert len(throws["throw"]) == 21
    tokens = [t["action"] for t in throws["throw"]]
    assert tokens[:3] == ["11", "21", "22"] and tokens[-1] == "66"


def test_each_typed_throw_gives_the_faces_its_action_plays() -> None:
    """The page reads the faces, never the token: an opening White's die then Black's (`o52`: 5, 2)."""
    throws = typed_throws()
    for opening in throws["opening"]:
        assert parse_action(opening["action"]) == Opening(*opening["dice"]), opening
    assert {tuple(t["dice"]) for t in throws["opening"]} == set(itertools.product(range(1, 7), repeat=2))
    for throw in throws["throw"]:
        assert parse_action(throw["action"]) == Throw(tuple(throw["dice"])), throw
        assert throw["dice"][0] >= throw["dice"][1], throw


def test_a_side_plays_a_throw_and_its_reverse_alike() -> None:
    """Every one of the 1,943 sides: the same side after, the same dice left over."""
    for side in all_sides():
        for a, b in PAIRS:
            one, _, left_one = play_dice(side, (a, b))
            two, _, left_two = play_dice(side, (b, a))
            assert one == two and sorted(left_one) == sorted(left_two), (side, a, b)


def test_a_position_plays_a_throw_and_its_reverse_alike_under_every_option() -> None:
    """Passing, claiming and doubles: the same position, pending dice and turn after either order."""
    sides = all_sides()[::97]
    for passing, claim, doubles in itertools.product(PASSING_VALUES, CLAIM_VALUES, DOUBLES_VALUES):
        options = Options(passing=passing, claim=claim, doubles=doubles)
        for white, black in itertools.product(sides, repeat=2):
            if white.is_finished or black.is_finished:
                continue
            position = Position(white, black, "w")
            for a, b in PAIRS:
                one, two = resolve_throw(position, (a, b), options), resolve_throw(position, (b, a), options)
                assert one.position == two.position and one.again == two.again, (position, a, b)
                assert sorted(one.pending) == sorted(two.pending), (position, a, b)
