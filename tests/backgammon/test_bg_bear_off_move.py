"""The bear-off the page may play for the player (the view's `bear_off_move`), as GNU Backgammon's
automatic bear-off plays one: in a race, a throw whose every die bears a checker off. Each
expectation is read off the position by hand (§12.5: a die bears off from its own point, or from
the highest point below it when none is higher)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues import api
from rabattues.backgammon.bear_off_move import every_die_off
from rabattues.backgammon.board import from_points
from rabattues.backgammon.game import GameState, new_game
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import format_position_id
from rabattues.kernel.actions import Throw

HOME = {6: 2, 5: 1, 2: 3}
"""White's six checkers left, all home; Black's four on his 1-point: a race."""


def thrown(mover: dict[int, int], opponent: dict[int, int], dice: tuple[int, int]) -> GameState:
    """White on roll in this position, the dice thrown."""
    return new_game(Options(), from_points(mover, opponent)).child(Throw(dice))


@pytest.mark.parametrize(("mover", "dice", "move"), [
    (HOME, (6, 5), "6/off 5/off"),  # each die from its own point
    ({5: 1, 2: 3}, (6, 3), "5/off 2/off"),  # the 6 from the 5, the highest; the 3 from the 2, highest then
])
def test_every_die_bearing_off_in_a_race_is_the_move(mover: dict[int, int], dice: tuple[int, int],
                                                      move: str) -> None:
    assert every_die_off(thrown(mover, {1: 4}, dice)) == move


def test_a_double_bears_off_four() -> None:
    """3-3 with four checkers on the 3-point and two on the 1-point: four off from the 3."""
    assert every_die_off(thrown({3: 4, 1: 2}, {1: 4}, (3, 3))) == "3/off(4)"


@pytest.mark.parametrize("dice", [(6, 1), (4, 3), (1, 1)])
def test_a_die_that_cannot_bear_off_leaves_the_move_to_the_player(dice: tuple[int, int]) -> None:
    """Nothing on the 1-point, 3-point or 4-point while the 6-point is held: that die must move a checker
    inside instead."""
    assert every_die_off(thrown(HOME, {1: 4}, dice)) is None


def test_no_bear_off_is_played_while_there_is_contact() -> None:
    """Black's checker on his 24-point (White's 1) is behind White's: every die would bear off, yet no."""
    assert every_die_off(thrown(HOME, {24: 1, 1: 3}, (6, 5))) is None


def view(start: dict[str, str], throw: str) -> dict[str, Any]:
    """The view after a typed throw in a game from this start, as the page is given it."""
    config = {"game": "backgammon", "dice": "typed", "seed": 1, "start": start}
    game = json.loads(api.new_game(json.dumps(config)))
    answer: dict[str, Any] = json.loads(api.act(json.dumps(game["record"]), throw))
    assert answer["ok"], answer
    return answer["view"]


def test_the_view_gives_the_move_and_null_otherwise() -> None:
    start = {"position_id": format_position_id(from_points(HOME, {1: 4})), "turn": "w"}
    assert view(start, "65")["bear_off_move"] == "6/off 5/off"
    assert view(start, "61")["bear_off_move"] is None
