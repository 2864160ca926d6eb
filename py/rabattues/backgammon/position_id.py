"""GNU Backgammon Position IDs: 14 base64 characters for the checkers, as the player on roll sees them.

The key is a string of 80 bits: for each player, for his points 1–24 then his bar, as many 1s
as he has checkers there and a 0. GNU Backgammon writes the player *not* on roll first (the
manual's prose says the opposite; the program is what users paste from, and the start cannot
tell them apart). Bits fill each byte from its lowest bit; the 10 bytes are base64-encoded
without the trailing `==`.

>>> from .board import START
>>> format_position_id(START)
'4HPwATDgc/ABMA'
>>> parse_position_id('4HPwATDgc/ABMA') == START
True
"""

from __future__ import annotations

import base64
import binascii
import re

from .board import CHECKERS, OFF, Board, BoardError, board_from

_ID = re.compile(r"[A-Za-z0-9+/]{14}")


class PositionIdError(ValueError):
    """Text that is not the Position ID of a backgammon position."""


def format_position_id(board: Board) -> str:
    """The Position ID of a board, the mover being the player on roll."""
    bits: list[int] = []
    for counts in (board.opponent, board.mover):
        for point in range(1, 26):
            bits += [1] * counts[point] + [0]
    key = bytearray(10)
    for index, bit in enumerate(bits):
        key[index // 8] |= bit << (index % 8)
    return base64.b64encode(bytes(key)).decode("ascii")[:14]


def parse_position_id(text: object) -> Board:
    """The board of a Position ID; PositionIdError quoting the text if it is not one."""
    if not isinstance(text, str):
        raise PositionIdError(f"a Position ID must be text, not {type(text).__name__}")
    if not _ID.fullmatch(text):
        raise PositionIdError(f"bad Position ID {text[:40]!r}: 14 characters A-Z a-z 0-9 + /")
    try:
        key = base64.b64decode(text + "==", validate=True)
    except binascii.Error:
        raise PositionIdError(f"bad Position ID {text!r}: not base64") from None
    rows = _counts(key, text)
    try:
        return board_from(rows[1], rows[0])
    except BoardError as error:
        raise PositionIdError(f"bad Position ID {text!r}: {error}") from None


def _counts(key: bytes, text: str) -> list[tuple[int, ...]]:
    """The two players' 26 counts (borne-off checkers make up 15) from the 80-bit key."""
    bits = [(key[i // 8] >> (i % 8)) & 1 for i in range(80)]
    rows: list[tuple[int, ...]] = []
    index = 0
    for _player in range(2):
        row = [0] * 26
        for point in range(1, 26):
            while index < 80 and bits[index]:
                row[point] += 1
                index += 1
            if index >= 80:
                raise PositionIdError(f"bad Position ID {text!r}: its bits run out")
            index += 1
        on_board = sum(row)
        if on_board > CHECKERS:
            raise PositionIdError(f"bad Position ID {text!r}: {on_board} checkers for one player")
        row[OFF] = CHECKERS - on_board
        rows.append(tuple(row))
    if any(bits[index:]):
        raise PositionIdError(f"bad Position ID {text!r}: bits set after both players")
    return rows
