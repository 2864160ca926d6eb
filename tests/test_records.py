"""The game record (JSON, format 1): its shape, round trips, replay throw by throw (its refusals:
test_record_refusals.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from rabattues.dames import format_position, loads, new_record, parse_position

sys.path.insert(0, str(Path(__file__).resolve().parent))
from record_helpers import SEED, START, seeded_game, typed


def test_record_json_shape():
    """A record holds format 1, its game, preset, every option, seed, dice, players and actions."""
    data = new_record("modern", seed=SEED).to_json()
    assert data == {
        "format": 1, "game": "dames-rabattues", "preset": "modern",
        "rules": {"passing": "bear-off", "claim": "automatic", "doubles": "reroll", "cube": True,
                  "cube_max": 64, "multipliers": True, "stake": 1},
        "seed": SEED, "dice": "seeded",
        "players": {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "human"}},
        "actions": [],
    }


@pytest.mark.parametrize("preset", ["charpentier-1699", "modern"])
def test_seeded_game_round_trip(preset):
    """dumps → loads gives the same record, and replay gives the same states, throw by throw."""
    record = seeded_game(preset=preset)
    again = loads(record.dumps())
    assert again == record
    assert [s.state for s in again.steps()] == [s.state for s in record.steps()]
    assert again.final_state().is_terminal()


def test_example_1_as_a_typed_record():
    """§10 Example 1 typed in from a table: the record replays to the hand-written positions."""
    record = loads(json.dumps(typed(["o52", "43", "11", "51", "54"])))
    positions = [format_position(step.state.position) for step in record.steps()]
    assert positions == [
        START,
        "2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b",
        "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b",
        "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3s.3ss/w",
        "2.2s.2.3.3s.3ss/2.2s.2s.3ss.3s.3ss/b",
    ]


def test_record_from_a_position():
    """A record may start from a position (§10 Example 3); it has no opening throws."""
    data = typed(["42"], start="2.0.2.3.3.3/2.2s.2.3.3s.3/w")
    record = loads(json.dumps(data))
    assert record.start == parse_position("2.0.2.3.3.3/2.2s.2.3.3s.3/w")
    assert format_position(record.final_state().position) == "2.0.2.2.3.3/2.2.2.3.3s.3/b"
    assert loads(record.dumps()) == record


def test_record_with_cube_and_claims_round_trip():
    """Cube actions and claims are recorded and replayed."""
    rules = {"passing": "always", "claim": "strict", "doubles": "replay", "cube": True,
             "cube_max": 64, "multipliers": True, "stake": 2}
    data = typed(["42", "c2", "double", "take", "61"], start="2.0.2.3.3.3/2.2s.2.3.3s.3/w", rules=rules)
    record = loads(json.dumps(data))
    final = record.final_state()
    assert final.cube.value == 2 and final.cube.owner == "w"
    # Black's 6-1: his 1 and 6 are unstacked but his 5 is not: both pass to White, to claim.
    assert format_position(final.position) == "2.0.2.2.3.3/2.2.2.3.3s.3/w"
    assert final.pending == (6, 1) and final.receiver == "w"
    assert loads(record.dumps()) == record


def test_players_and_optional_keys():
    """Players are optional (White and Black, humans); names and kinds are kept."""
    data = typed(["o52"])
    del data["players"], data["dice"]
    data["actions"] = []
    assert loads(json.dumps(data)).players["w"].name == "White"
    data["players"] = {"w": {"name": "Anne", "kind": "computer"}, "b": {"name": "Bo"}}
    record = loads(json.dumps(data))
    assert record.players["w"].kind == "computer" and record.players["b"].kind == "human"
