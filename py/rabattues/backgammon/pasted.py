"""A position the player pastes (New game, the embed's address): a Position ID or an XGID, and what is kept.

A Position ID gives the checkers only (White to roll). An XGID also gives who is on roll, the
dice thrown, the cube, a double offered and, in a match, the match (its length, the score and
the Crawford game). A game's record keeps its start's checkers and player on roll, the match,
and the dice as a first throw when the game's dice are typed; it starts with the cube in the
middle and nothing offered. What the XGID says and the record cannot keep is
listed in the report, which the page words, so nothing is dropped without a word.

>>> pasted = read_pasted("XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10", typed=True)
>>> pasted.start.turn, pasted.throw, pasted.report["cube"]
('b', (3, 1), {'value': 2, 'owner': 'b'})
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..kernel.match import Match
from ..kernel.record_errors import RecordError
from .position_id import parse_position_id
from .record import Start
from .xgid import parse_xgid

Json = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Pasted:
    """The start a pasted text gives, the throw to play first (or None), and what was and was not kept."""

    start: Start
    throw: tuple[int, int] | None
    report: Json
    match: Match | None = None
    """The XGID's match (None: money play, or a Position ID)."""


def is_xgid(text: str) -> bool:
    """An XGID (fields between colons) rather than a Position ID (14 characters)."""
    return text.startswith("XGID=") or ":" in text


def read_pasted(text: object, *, typed: bool) -> Pasted:
    """The start of a pasted Position ID or XGID (ValueError quoting it if it is neither)."""
    if not isinstance(text, str):
        raise RecordError("a pasted position must be text")
    text = text.strip()
    if not is_xgid(text):
        return Pasted(Start(parse_position_id(text), "w"), None, {"kind": "position_id", "turn": "w"})
    xgid = parse_xgid(text)
    turn = xgid.turn
    other = "b" if turn == "w" else "w"
    cube = None
    if xgid.cube != 1 or xgid.owner != "centre":
        owner = None if xgid.owner == "centre" else turn if xgid.owner == "mover" else other
        cube = {"value": xgid.cube, "owner": owner}
    keep = typed and xgid.dice is not None
    report = {"kind": "xgid", "turn": turn, "dice": list(xgid.dice) if xgid.dice else None, "dice_kept": keep,
              "cube": cube, "offered": xgid.offered,
              "match": xgid.match.to_json() if xgid.match is not None else None}
    return Pasted(Start(xgid.board, turn), xgid.dice if keep else None, report, xgid.match)

