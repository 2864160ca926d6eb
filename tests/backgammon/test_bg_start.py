"""A record's start with its dice and its cube (start.py), as a pasted XGID gives them to a game of
seeded or typed dice: written and read back, replayed exactly; records written before (a start
with neither; a typed game's dice as its first action) still load; a start that cannot be is
refused in words. Expectations come from the rules (§12.8: only the cube's owner may double) and
the seed's dice (kernel/dice.py), not from the code under test."""

from __future__ import annotations

import json
import random
from functools import reduce
from typing import Any

import pytest

from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import BAR, START, from_points
from rabattues.backgammon.game import GameState
from rabattues.backgammon.options import Options
from rabattues.backgammon.record import Record, RecordError, Start, load, loads, new_record
from rabattues.kernel import dice as seeded
from rabattues.kernel.actions import Throw
from rabattues.kernel.cube import Cube

START_ID = "4HPwATDgc/ABMA"
"""The start's Position ID, as GNU Backgammon prints it."""
BLACK_31_CUBE_2 = Start(START, "b", (3, 1), Cube(2, "b"))
"""The start, Black on roll with 3-1 thrown, the cube at 2 his (an XGID's `:1:-1:-1:31:`)."""


def played_on(record: Record, turns: int, rng: random.Random) -> Record:
    """The record played on: a random legal move while dice wait, else the seed's next throw."""
    for _ in range(turns):
        state = record.final_state()
        if state.is_terminal():
            break
        moves = state.moves()
        action = Move(rng.choice(list(moves)).text) if moves else Throw(record.next_dice())
        record = record.with_action(action)
    return record


def test_a_start_with_its_dice_and_cube_is_written_and_read_back() -> None:
    record = new_record(seed=5, start=BLACK_31_CUBE_2)
    data = json.loads(record.dumps())
    assert data["start"] == {"position_id": START_ID, "turn": "b", "dice": [3, 1],
                             "cube": {"value": 2, "owner": "b"}}
    assert data["actions"] == [] and loads(record.dumps()) == record
    state = record.initial_state()
    assert (state.turn, state.dice, state.cube) == ("b", (3, 1), Cube(2, "b"))


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_a_seeded_game_from_it_replays_exactly_and_its_first_throw_is_the_seeds_first(seed: int) -> None:
    record = played_on(new_record(seed=seed, start=BLACK_31_CUBE_2), 12, random.Random(seed))
    assert isinstance(record.actions[0], Move)  # Black's 3-1 is played first: no throw before it
    assert record.actions[1] == Throw(seeded.dice(seed, 0, 2))  # White's throw: the seed's die 0 and 1
    again = loads(record.dumps())
    assert again == record
    assert reduce(GameState.child, again.actions, again.initial_state()) == record.final_state()


def test_the_cube_kept_is_the_owners_to_turn() -> None:
    """§12.8: White, on roll after Black's 3-1, may not double a cube Black owns; Black may, later."""
    record = new_record(seed=5, start=BLACK_31_CUBE_2).with_action(Move("8/5 6/5"))
    assert record.final_state().turn == "w" and not record.final_state().can_double()
    record = played_on(record, 2, random.Random(1))  # White throws and moves
    assert record.final_state().turn == "b" and record.final_state().can_double()


def test_a_record_written_before_starts_in_the_middle_with_no_dice() -> None:
    """A start with neither dice nor cube: the cube at 1 in the middle, the player on roll throws."""
    data = {"format": 1, "game": "backgammon", "preset": "money", "rules": Options().to_json(), "seed": 0,
            "start": {"position_id": START_ID, "turn": "b"}, "actions": []}
    state = load(data).initial_state()
    assert (state.dice, state.cube, state.is_chance_node()) == (None, Cube(), True)


def test_a_typed_record_written_before_with_its_throw_as_first_action_still_loads() -> None:
    data = {"format": 1, "game": "backgammon", "preset": "money", "rules": Options().to_json(), "seed": 0,
            "dice": "typed", "start": {"position_id": START_ID, "turn": "b"}, "actions": ["31", "8/5 6/5"]}
    assert load(data).final_state().turn == "w"


def test_dice_that_give_no_move_pass_the_turn_at_once() -> None:
    """Black on the bar before White's closed home board (White's 1–6 are Black's 24–19): his 3-1
    cannot enter, so White is to throw, as after any such throw."""
    board = from_points({BAR: 1, 8: 14}, {p: 2 for p in range(1, 7)} | {12: 3})
    state = new_record(seed=1, start=Start(board, "b", (3, 1))).initial_state()
    assert (state.turn, state.dice, state.is_chance_node()) == ("w", None, True)


NO_CUBE = Options().with_rule("cube", "off").to_json()
CUBE_MAX_2 = Options().with_rule("cube_max", "2").to_json()
CRAWFORD = {"length": 7, "score": {"w": 2, "b": 6}, "crawford": True}
"""A match to 7 at 2–6: this game is the Crawford game."""


def record_with(start: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """A record's JSON from this start, money play unless the fields say otherwise."""
    return {"format": 1, "game": "backgammon", "preset": "money", "rules": Options().to_json(), "seed": 0,
            "start": {"position_id": START_ID, "turn": "b", **start}, "actions": [], **fields}


@pytest.mark.parametrize(("start", "fields", "words"), [
    ({"dice": [7, 1]}, {}, "two faces from 1 to 6"),
    ({"dice": [3]}, {}, "two faces from 1 to 6"),
    ({"dice": "31"}, {}, "two faces from 1 to 6"),
    ({"cube": {"value": 3, "owner": "b"}}, {}, "cube must be"),
    ({"cube": {"value": 1, "owner": "b"}}, {}, "cube must be"),
    ({"cube": {"value": 2, "owner": None}}, {}, "cube must be"),
    ({"cube": {"value": 128, "owner": "w"}}, {}, "cube must be"),
    ({"board": 1}, {}, "'start' must be"),
    ({"cube": {"value": 2, "owner": "b"}}, {"rules": NO_CUBE}, "without the cube"),
    ({"cube": {"value": 4, "owner": "b"}}, {"rules": CUBE_MAX_2}, "largest"),
    ({"cube": {"value": 2, "owner": "b"}}, {"match": CRAWFORD}, "Crawford game"),
])
def test_a_start_that_cannot_be_is_refused_in_words(start: dict[str, Any], fields: dict[str, Any],
                                                    words: str) -> None:
    with pytest.raises(RecordError, match=words):
        load(record_with(start, **fields))
