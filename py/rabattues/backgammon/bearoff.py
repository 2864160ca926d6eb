"""The one-sided bear-off database: exact race chances once both players have all checkers home.

A home board is six counts (the 1-point first), 0–15 checkers in all: 54,264 of them. For
each, the database holds the chance of needing exactly n throws to bear them all off, and,
for the 15,504 with all 15 on the board, to bear off the first one (the gammon race); each
throw is played to make that expected number of throws least. `bearoff_build.py` computes it
in pure Python (about 10 s); `tools/build_tables.py` packs it for the page (`pack`, `unpack`):
chances as 16-bit fractions of 65,535, zlib-compressed, about 0.83 MB.

With both players home, the player on roll (who throws first) wins if he needs no more
throws than his opponent: P(win) = Σₙ P(he needs n) · P(the opponent needs n or more).
"""

from __future__ import annotations

import json
import os
import struct
import zlib
from array import array
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from pathlib import Path

from .board import OFF, Board, Counts, is_all_home
from .chances import Chances

Home = tuple[int, ...]
MAX_THROWS = 32
POSITIONS = 54_264
MAGIC = b"RBGBEAROFF1\n"
SCALE = 65_535
ENVIRONMENT = "RABATTUES_BEAROFF"
"""A packed database to read instead of building one (CPython; e.g. build/tables/bearoff.bin)."""


class BearoffError(ValueError):
    """Bytes that are not a packed bear-off database."""


@cache
def home_positions() -> tuple[Home, ...]:
    """Every home board with 0–15 checkers, in the database's order (`home_index`)."""
    return tuple(_homes(6, 15))


def _homes(points: int, most: int) -> Iterator[Home]:
    """Home boards of `points` points holding at most `most` checkers, in lexicographic order.

    Made directly, not by filtering all 16⁶ tuples: that took 1.7 s in CPython and about 4 s
    in the page's worker, on every boot that loaded the database."""
    if points == 0:
        yield ()
        return
    for count in range(most + 1):
        for rest in _homes(points - 1, most - count):
            yield (count, *rest)


@cache
def _fewer() -> tuple[tuple[int, ...], ...]:
    """fewer[k][s]: how many k-point home boards hold at most s checkers."""
    table = [[1] * 16]
    for k in range(1, 7):
        table.append([sum(table[k - 1][s - v] for v in range(s + 1)) for s in range(16)])
    return tuple(tuple(row) for row in table)


def home_index(home: Home) -> int:
    """The position's place in `home_positions()`, computed (lexicographic order, sum ≤ 15)."""
    fewer, index, left = _fewer(), 0, 15
    for i, count in enumerate(home):
        index += sum(fewer[5 - i][left - v] for v in range(count))
        left -= count
    return index


class Database:
    """Both tables, each a distribution per home board, decoded on demand."""

    def __init__(self, all_off: Sequence[Sequence[float]], first_off: Sequence[Sequence[float]]) -> None:
        """Tables indexed by `home_index` (a first-off entry is empty below 15 checkers)."""
        self.all_off, self.first_off = all_off, first_off

    def chances(self, board: Board) -> Chances:
        """Exact chances of the player on roll, both players having all checkers home."""
        me, you = home_of(board.mover), home_of(board.opponent)
        p_me, p_you = self.all_off[home_index(me)], self.all_off[home_index(you)]
        win = sum(p * _tail(p_you, n) for n, p in enumerate(p_me))
        win_gammon = lose_gammon = 0.0
        if board.opponent[OFF] == 0:
            first = self.first_off[home_index(you)]
            win_gammon = sum(p * _tail(first, n) for n, p in enumerate(p_me))
        if board.mover[OFF] == 0:
            first = self.first_off[home_index(me)]
            lose_gammon = sum(p * _tail(first, n + 1) for n, p in enumerate(p_you))
        return Chances(win, win_gammon, 0.0, lose_gammon, 0.0).consistent()

    def throws(self, home: Home) -> Sequence[float]:
        """Chance of needing exactly n throws to bear off this home board, n = 0, 1, …"""
        return self.all_off[home_index(home)]


def _tail(distribution: Sequence[float], n: int) -> float:
    """P(n throws or more)."""
    return sum(distribution[n:])


def home_of(counts: Counts) -> Home:
    """A player's home board (points 1–6)."""
    return tuple(counts[1:7])


def is_bearoff(board: Board) -> bool:
    """Both players have every checker still in play in their home boards."""
    return is_all_home(board.mover) and is_all_home(board.opponent)


def pack(all_off: dict[Home, list[float]], first_off: dict[Home, list[float]]) -> bytes:
    """The packed database: per position and table, first throw count, length, 16-bit chances."""
    body = bytearray()
    for table in (all_off, first_off):
        for home in home_positions():
            row = [round(x * SCALE) for x in table.get(home, [])]
            used = [n for n, v in enumerate(row) if v]
            low, high = (used[0], used[-1]) if used else (0, -1)
            body += bytes((low, high - low + 1)) + struct.pack(f"<{high - low + 1}H", *row[low: high + 1])
    header = json.dumps({"positions": POSITIONS, "max_throws": MAX_THROWS, "scale": SCALE}).encode()
    return MAGIC + header + b"\n" + zlib.compress(bytes(body), 9)


def unpack(data: bytes) -> Database:
    """A database from `pack`'s bytes (decoded row by row when asked)."""
    if not data.startswith(MAGIC):
        raise BearoffError("not a bear-off database (bad magic)")
    end = data.index(b"\n", len(MAGIC))
    body = zlib.decompress(data[end + 1:])
    tables: list[_Rows] = []
    offset = 0
    for _ in range(2):
        starts = array("I")
        for _ in range(POSITIONS):
            starts.append(offset)
            offset += 2 + 2 * body[offset + 1]
        tables.append(_Rows(body, starts))
    if offset != len(body):
        raise BearoffError("bear-off database of the wrong length")
    return Database(tables[0], tables[1])


class _Rows(Sequence[Sequence[float]]):
    """The rows of one packed table, decoded when read."""

    def __init__(self, body: bytes, starts: array[int]) -> None:
        """The table's bytes and where each row starts."""
        self.body, self.starts = body, starts

    def __len__(self) -> int:
        """How many rows."""
        return len(self.starts)

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        """The distribution of one position, as a list of MAX_THROWS chances."""
        at = self.starts[index]
        low, length = self.body[at], self.body[at + 1]
        values = struct.unpack_from(f"<{length}H", self.body, at + 2)
        row = [0.0] * MAX_THROWS
        row[low: low + length] = [v / SCALE for v in values]
        return row


_installed: list[Database] = []


def install(data: bytes) -> None:
    """Use this packed database from now on (the page's worker passes the file it fetched)."""
    _installed[:] = [unpack(data)]


def installed() -> bool:
    """Whether a database is in memory (installed, read or built)."""
    return bool(_installed)


def database(build: Callable[[], tuple[dict[Home, list[float]], dict[Home, list[float]]]] | None = None,
             ) -> Database:
    """The database: installed, else read from $RABATTUES_BEAROFF, else built in memory once."""
    if not _installed:
        path = os.environ.get(ENVIRONMENT)
        if path and Path(path).is_file():
            install(Path(path).read_bytes())
        else:
            from .bearoff_build import build as exact

            all_off, first_off = (build or exact)()
            order = home_positions()
            _installed[:] = [Database([all_off.get(h, _DONE) for h in order],
                                      [first_off.get(h, _DONE) for h in order])]
    return _installed[0]


_DONE = [1.0] + [0.0] * (MAX_THROWS - 1)
"""Nothing left to bear off: no more throws needed."""
