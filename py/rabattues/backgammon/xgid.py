"""Reading eXtreme Gammon's XGIDs (`XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10`).

The first field is 26 characters: index 0 is the top player's (O's) bar, 1–24 the points in the
bottom player's (X's) numbering, 25 X's bar; `A`–`O` are 1–15 of X's checkers, `a`–`o` of O's,
`-` an empty point. Then: the cube as a power of 2, its place (1 X's, −1 O's, 0 the middle),
the player on roll (1 X, −1 O), the dice (`00` not thrown yet, `D` a double offered), the two
scores, the Crawford/Jacoby flag, the match length (0: money) and the largest cube.

>>> from .board import START
>>> position = parse_xgid("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10")
>>> position.board == START, position.cube, position.owner, position.dice
(True, 1, 'centre', None)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .board import CHECKERS, Board, BoardError, board_from
from .cube import Owner

_XGID = re.compile(r"(?:XGID=)?([-A-Oa-o]{26}):(\d+):(-?1|0):(-?1):(00|[1-6]{2}|D|B|R)"
                   r":(\d+):(\d+):(\d):(\d+)(?::(\d+))?")


class XgidError(ValueError):
    """Text that is not an XGID this engine reads."""


@dataclass(frozen=True, slots=True)
class XgidPosition:
    """What an XGID says: the board seen by the player on roll, the cube, the dice thrown."""

    board: Board
    cube: int
    owner: Owner
    """Relative to the player on roll."""
    dice: tuple[int, int] | None
    jacoby: bool
    """Money play's Jacoby flag (the Crawford/Jacoby field when the match length is 0)."""


def parse_xgid(text: object) -> XgidPosition:
    """The position of an XGID; XgidError quoting the text if it is not one (or not money play)."""
    if not isinstance(text, str):
        raise XgidError(f"an XGID must be text, not {type(text).__name__}")
    match = _XGID.fullmatch(text.strip())
    if not match:
        raise XgidError(f"bad XGID {text[:80]!r}")
    if int(match[9]):
        raise XgidError(f"XGID {text[:80]!r} is a match position: only money play is implemented")
    x_on_roll = match[4] == "1"
    x, o = _counts(match[1])
    try:
        board = board_from(x, o) if x_on_roll else board_from(o, x)
    except BoardError as error:
        raise XgidError(f"bad XGID {text[:80]!r}: {error}") from None
    place = int(match[3]) * (1 if x_on_roll else -1)
    owner: Owner = "centre" if place == 0 else "mover" if place == 1 else "opponent"
    dice = None if match[5] in ("00", "D", "B", "R") else (int(match[5][0]), int(match[5][1]))
    return XgidPosition(board, 2 ** int(match[2]), owner, dice, match[8] == "1")


def _counts(field: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """X's and O's counts, each in his own numbering (0 off, 1–24, 25 bar)."""
    x, o = [0] * 26, [0] * 26
    for index, char in enumerate(field):
        if char == "-":
            continue
        if char.isupper():
            x[index] += ord(char) - ord("A") + 1  # index 25 is X's bar, as in his numbering
        else:
            o[25 - index] += ord(char) - ord("a") + 1  # O's point is 25 − X's; index 0 is O's bar
    for counts in (x, o):
        counts[0] = CHECKERS - sum(counts[1:])
    return tuple(x), tuple(o)
