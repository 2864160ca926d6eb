"""The backgammon record: `"game": "backgammon"`, seeded dice checked, replay is a fold."""

from __future__ import annotations

import json
import random
from functools import reduce

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import START
from rabattues.backgammon.game import GameState
from rabattues.backgammon.options import Options
from rabattues.backgammon.record import Record, RecordError, Start, load, loads, new_record
from rabattues.dames import record as record_1699
from rabattues.kernel import dice as seeded
from rabattues.kernel.actions import DOUBLE, DROP, TAKE, Opening, Throw


def random_game(seed: int, options: Options | None = None) -> Record:
    """A whole game with the seed's dice: random moves, random doubles, takes and drops."""
    rng = random.Random(seed)
    record = new_record(options=options or Options(), seed=seed)
    state = record.initial_state()
    while not state.is_terminal():
        if state.offered:
            action = rng.choice([TAKE, TAKE, TAKE, DROP])
        elif state.dice is not None:
            action = Move(rng.choice(state.legal_actions()).text)  # type: ignore[union-attr]
        elif state.can_double() and rng.random() < 0.05:
            action = DOUBLE
        else:
            faces = record.next_dice()
            action = Opening(*faces) if state.opening else Throw(faces)
        record, state = record.with_action(action), state.child(action)
    return record


@pytest.mark.parametrize("seed", range(8))
def test_a_game_replays_from_its_record(seed: int) -> None:
    """Dumped and loaded, a record replays to the same final state, which is a fold of `child`."""
    record = random_game(seed)
    again = loads(record.dumps())
    final = reduce(GameState.child, again.actions, again.initial_state())
    assert again == record and final == record.final_state() and final.is_terminal()


def test_the_record_says_it_is_backgammon_and_names_every_rule() -> None:
    """`game` and every option are written."""
    data = json.loads(random_game(1).dumps())
    assert data["game"] == "backgammon" and data["format"] == 1
    assert data["rules"] == {"cube": True, "cube_max": 64, "jacoby": False, "stake": 1}


def test_dice_that_are_not_the_seeds_are_refused() -> None:
    """A seeded record's throws must be the seed's dice (dice.py, two per throw)."""
    record = random_game(2)
    data = record.to_json()
    first = seeded.dice(record.seed, 0, 2)
    data["actions"][0] = f"o{first[1]}{first[0]}" if first[0] != first[1] else "o16"
    with pytest.raises(RecordError, match=r"action 1 .* not the seed's dice"):
        load(data)


def test_an_illegal_move_in_a_record_is_refused_with_its_number() -> None:
    """Replay stops at the first impossible action, naming it."""
    data = {"format": 1, "game": "backgammon", "preset": "money", "rules": Options().to_json(),
            "seed": 0, "dice": "typed", "actions": ["o31", "24/20 13/12"]}
    with pytest.raises(RecordError, match=r"action 2 .*'24/20 13/12'.*closed"):
        load(data)


def test_a_record_from_a_start_position() -> None:
    """`start` holds a Position ID and the player to roll."""
    record = Record(start=Start(START, "b"), dice="typed", actions=(Throw((3, 1)), Move("8/5 6/5")))
    data = json.loads(record.dumps())
    assert data["start"] == {"position_id": "4HPwATDgc/ABMA", "turn": "b"}
    assert loads(record.dumps()).final_state().turn == "w"


@pytest.mark.parametrize(("change", "message"), [
    ({"game": "chess"}, "not a record of backgammon"),
    ({"rules": {"cube": True}}, "missing rule"),
    ({"rules": {**Options().to_json(), "passing": "never"}}, "unknown backgammon rule"),
    ({"preset": "charpentier-1699"}, "unknown backgammon preset"),
    ({"start": {"position_id": "nonsense", "turn": "w"}}, "Position ID"),
    ({"actions": ["o31", "c1"]}, "no claims"),
    ({"extra": 1}, "unknown key"),
])
def test_bad_records_are_refused(change: dict[str, object], message: str) -> None:
    """Anything malformed is a RecordError naming the problem."""
    data = {**random_game(3).to_json(), **change}
    with pytest.raises(RecordError, match=message):
        load(data)


def test_a_backgammon_record_is_not_read_as_dames_rabattues() -> None:
    """The 1699 loader (records without `game`) refuses a backgammon record instead of misreading it."""
    with pytest.raises(record_1699.RecordError):
        record_1699.loads(random_game(4).dumps())


@settings(max_examples=40, deadline=None)
@given(st.integers(0, seeded.MAX_SEED), st.booleans(), st.sampled_from([2, 8, 64]))
def test_any_seeded_game_replays_and_conserves_checkers(seed: int, jacoby: bool, cube_max: int) -> None:
    """Whatever the seed and options: the record replays to the same end, 15 checkers a side
    at every step, and the points are stake × cube × 1, 2 or 3 (1 after a drop)."""
    options = Options(jacoby=jacoby, cube_max=cube_max)
    record = random_game(seed, options)
    for step in loads(record.dumps()).steps():
        board = step.state.board
        assert sum(board.mover) == sum(board.opponent) == 15
    outcome = record.final_state().outcome
    assert outcome is not None and outcome.cube <= cube_max
    assert outcome.points == outcome.cube * outcome.multiplier and outcome.multiplier in (1, 2, 3)
    if outcome.how == "drop" or (jacoby and outcome.cube == 1):
        assert outcome.multiplier == 1
