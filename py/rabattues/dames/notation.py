"""The canonical position notation of RULES.md §11: `WHITE/BLACK/TURN`.

>>> format_position(parse_position("2s.2s.2s.3ss.3ss.3ss/2.2.2.3.3.2/b"))
'2s.2s.2s.3ss.3ss.3ss/2.2.2.3.3.2/b'
"""

from __future__ import annotations

import re

from ..kernel.colors import COLORS
from ..kernel.limits import MAX_NOTATION, clip
from .position import Position
from .side import Side, side_problem

_POINT = re.compile(r"([0-3])(s*)")


class NotationError(ValueError):
    """Text that is not a valid position in the notation of RULES.md §11."""


def format_point(count: int, stacks: int) -> str:
    """One point: its checkers, then one `s` per unstacking move still needed."""
    return f"{count}{'s' * stacks}"


def format_side(side: Side) -> str:
    """A side: its six points 1→6 joined by `.`."""
    return ".".join(map(format_point, side.counts, side.stacks))


def format_position(position: Position) -> str:
    """The canonical notation of a position."""
    return f"{format_side(position.white)}/{format_side(position.black)}/{position.turn}"


def parse_side(text: str, *, where: str = "side") -> Side:
    """A side from its notation (`2s.2s.2s.3ss.3ss.3ss`)."""
    if len(text) > MAX_NOTATION:
        raise NotationError(f"{where} too long: {len(text)} characters (at most {MAX_NOTATION})")
    tokens = text.split(".")
    if len(tokens) != 6:
        raise NotationError(f"{where} {text!r} must have 6 points joined by '.', not {len(tokens)}")
    counts, stacks = [], []
    for number, token in enumerate(tokens, start=1):
        match = _POINT.fullmatch(token)
        if not match:
            raise NotationError(f"bad point {number} {clip(token)!r} in {where} {text!r}")
        counts.append(int(match[1]))
        stacks.append(len(match[2]))
    problem = side_problem(tuple(counts), tuple(stacks))
    if problem:
        raise NotationError(f"{where} {text!r}: {problem}")
    return Side(tuple(counts), tuple(stacks))


def parse_position(text: object) -> Position:
    """A position from its notation, or a NotationError naming the bad part."""
    if not isinstance(text, str):
        raise NotationError(f"a position must be text, not {type(text).__name__}")
    if len(text) > MAX_NOTATION:
        raise NotationError(f"position too long: {len(text)} characters (at most {MAX_NOTATION})")
    parts = text.strip().split("/")
    if len(parts) != 3:
        raise NotationError(f"position {text!r} must be WHITE/BLACK/TURN")
    white = parse_side(parts[0], where="White's side")
    black = parse_side(parts[1], where="Black's side")
    if parts[2] not in COLORS:
        raise NotationError(f"bad turn {parts[2]!r} in {text!r} (w or b)")
    if white.is_finished and black.is_finished:
        raise NotationError(f"both players have borne off all 15 in {text!r}")
    return Position(white, black, "w" if parts[2] == "w" else "b")
