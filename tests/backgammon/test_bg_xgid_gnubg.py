"""Writing XGIDs, checked against GNU Backgammon's own reading of them (`bench/gnubg_xgid.py` made the data).

Each row holds a state's fields, the XGID written for it, and what gnubg 1.07 read from that
XGID. gnubg always puts the player on roll in its seat 1, so its Position ID is the board as
the player on roll sees it (a wrong turn would give the other player's view), the cube's
owner is 1 for the player on roll, 0 for his opponent, −1 for the middle, and its score is
his opponent's then his. gnubg keeps no
pending double (it reads `D` as no dice): the offered flag is checked by reading it back.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rabattues.backgammon.game import GameState
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import format_position_id, parse_position_id
from rabattues.backgammon.xgid import format_xgid, parse_xgid
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import read_match

DATA = json.loads((Path(__file__).parent.parent / "data" / "backgammon" / "gnubg_xgid.json").read_text())
ROWS: list[dict[str, Any]] = DATA["rows"]
GNUBG_OWNER = {"mover": 1, "opponent": 0, "centre": -1}


def state_of(fields: dict[str, Any]) -> GameState:
    """The game state a row describes."""
    dice = tuple(fields["dice"]) if fields["dice"] else None
    options = Options(cube_max=fields["cube_max"], jacoby=fields["jacoby"])
    match = read_match(fields["match"]) if fields["match"] else None
    return GameState(options, parse_position_id(fields["position_id"]), fields["turn"], opening=False,
                     dice=dice, cube=Cube(fields["cube"], fields["owner"]), offered=fields["offered"],  # type: ignore[arg-type]
                     match=match)


def owner_seen_by_mover(fields: dict[str, Any]) -> str:
    """The cube's place relative to the player on roll."""
    if fields["owner"] is None:
        return "centre"
    return "mover" if fields["owner"] == fields["turn"] else "opponent"


def test_the_data_covers_every_case() -> None:
    """Both players on roll, each cube place, dice thrown, not thrown, and doubles offered."""
    states = [row["state"] for row in ROWS]
    assert {s["turn"] for s in states} == {"w", "b"}
    assert {owner_seen_by_mover(s) for s in states} == set(GNUBG_OWNER)
    assert any(s["offered"] for s in states) and any(s["dice"] for s in states)
    assert any(not s["dice"] and not s["offered"] for s in states)
    matches = [s["match"] for s in states if s["match"]]
    assert matches and len(matches) < len(states) and any(m["crawford"] for m in matches)


@pytest.mark.parametrize("row", ROWS, ids=[row["xgid"] for row in ROWS])
def test_gnubg_reads_the_state_back(row: dict[str, Any]) -> None:
    """The XGID written for the state is the one gnubg read, and gnubg read exactly the state."""
    fields, gnubg = row["state"], row["gnubg"]
    assert format_xgid(state_of(fields)) == row["xgid"]
    assert gnubg["position_id"] == fields["position_id"]
    assert sorted(gnubg["dice"]) == sorted(fields["dice"] or [0, 0])  # gnubg puts the higher die first
    assert (gnubg["cube"], gnubg["cube_owner"]) == (fields["cube"], GNUBG_OWNER[owner_seen_by_mover(fields)])
    assert bool(gnubg["jacoby"]) == fields["jacoby"]
    match = fields["match"] or {"length": 0, "score": {"w": 0, "b": 0}, "crawford": False}
    theirs, mine = ("b", "w") if fields["turn"] == "w" else ("w", "b")
    assert gnubg["match_length"] == match["length"]
    assert gnubg["score"] == [match["score"][theirs], match["score"][mine]]
    assert bool(gnubg["crawford"]) == match["crawford"]


@pytest.mark.parametrize("row", ROWS, ids=[row["xgid"] for row in ROWS])
def test_the_engine_reads_its_own_xgid_back(row: dict[str, Any]) -> None:
    """Parsing the XGID gives the state's board, turn, dice, cube and double offered."""
    fields, read = row["state"], parse_xgid(row["xgid"])
    assert format_position_id(read.board) == fields["position_id"]
    assert (read.turn, read.offered, read.jacoby) == (fields["turn"], fields["offered"], fields["jacoby"])
    assert read.dice == (tuple(fields["dice"]) if fields["dice"] else None)
    assert (read.cube, read.owner) == (fields["cube"], owner_seen_by_mover(fields))
    assert (read.match.to_json() if read.match else None) == fields["match"]
