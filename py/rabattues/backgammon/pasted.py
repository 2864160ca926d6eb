"""A position the player pastes (New game, the embed's address): a Position ID or an XGID, and what is kept.

A Position ID gives the checkers only (White to roll). An XGID also gives who is on roll, the
dice thrown, the cube, a double offered and, in a match, the match (its length, the score and
the Crawford game). A game's record keeps its start's checkers, player on roll, dice and cube
(start.py) and the match; not a double offered, nor a cube that cannot be (one at 1 owned, or
above 1 in the middle; the game's rules may refuse one too: api.py). What the XGID says and the
record cannot keep is listed in the report, which the page words, so nothing is dropped without
a word.

>>> pasted = read_pasted("XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10")
>>> pasted.start.turn, pasted.start.dice, pasted.start.cube
('b', (3, 1), Cube(value=2, owner='b'))
>>> pasted.report["cube"], pasted.report["cube_kept"]
({'value': 2, 'owner': 'b'}, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..kernel.colors import Color, other
from ..kernel.cube import Cube
from ..kernel.match import Match
from ..kernel.record_errors import RecordError
from .position_id import parse_position_id
from .start import Start
from .xgid import XgidPosition, parse_xgid

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Pasted:
    """The start a pasted text gives (its dice and cube with it), and what was and was not kept."""

    start: Start
    report: Json
    match: Match | None = None
    """The XGID's match (None: money play, or a Position ID)."""


def is_xgid(text: str) -> bool:
    """An XGID (fields between colons) rather than a Position ID (14 characters)."""
    return text.startswith("XGID=") or ":" in text


def read_pasted(text: object) -> Pasted:
    """The start of a pasted Position ID or XGID (ValueError quoting it if it is neither)."""
    if not isinstance(text, str):
        raise RecordError("a pasted position must be text")
    text = text.strip()
    if not is_xgid(text):
        return Pasted(Start(parse_position_id(text), "w"), {"kind": "position_id", "turn": "w"})
    xgid = parse_xgid(text)
    said, cube = _cube(xgid)
    report = {"kind": "xgid", "turn": xgid.turn, "dice": list(xgid.dice) if xgid.dice else None,
              "cube": said, "cube_kept": said is not None and cube != Cube(),
              "cube_why": "impossible" if said is not None and cube == Cube() else None,
              "offered": xgid.offered, "match": xgid.match.to_json() if xgid.match is not None else None}
    return Pasted(Start(xgid.board, xgid.turn, xgid.dice, cube), report, xgid.match)


def _cube(xgid: XgidPosition) -> tuple[Json | None, Cube]:
    """The XGID's cube as the report says it (None: in the middle at 1), and as a start keeps it:
    turned (above 1, owned), else in the middle at 1."""
    if xgid.cube == 1 and xgid.owner == "centre":
        return None, Cube()
    owner: Color | None = None
    if xgid.owner != "centre":
        owner = xgid.turn if xgid.owner == "mover" else other(xgid.turn)
    said = {"value": xgid.cube, "owner": owner}
    return said, Cube(xgid.cube, owner) if xgid.cube > 1 and owner is not None else Cube()
