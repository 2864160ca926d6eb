"""Reading the packed tables: the solver's values as compact package data, and lookups from them.

`load(name, data)` (the worker, Pyodide) reads a preset's file and answers any position at
once; `pack(name)` (packing.py, build time, CPython) solves the preset exactly and writes the
file. This module imports nothing of the solver that computes the values. What the file holds
(one zlib stream), per class of positions (symmetry.py), the classes sorted by their key:

- `win`: the mover's cubeless chance of winning, on a grid of 1/2048 (error ≤ 0.000244);
- modern only: the exact double and take decisions as bits, for every cube state where the
  mover may double (computed in CPython, never re-derived from rounded values); and cube
  equities per unit of the cube's value, on the same grid: no double with the cube centred
  (`C`) or owned by the mover with r doubles left (`M5` … `M2`: cube 2 to 16), and twice the
  value with the opponent owning (`T5` … `T1`, cube 2 to 32: what doubling and being taken is
  worth, so that the double/take figure has the same error). So every decision up to a
  redouble to 32 has its figures; with the cube already at 32 or 64 only the decision is
  shipped (about 0.15 MB more, over the 1 MB budget; the CLI gives those figures).

Each column is stored as differences (from a reference column, and/or from the previous class,
whichever compresses better) split into byte planes, which zlib compresses well. Equity
losses computed from two stored figures are within 0.000488 of the exact loss, so every
figure shown to 3 decimals is right to half a unit of its last place.
"""

from __future__ import annotations

import json
import math
import struct
import zlib
from array import array
from bisect import bisect_left
from dataclasses import dataclass
from itertools import accumulate
from operator import add

from ...kernel.colors import other
from ...kernel.cube import Cube, may_double
from ..game import GameState
from ..options import PRESETS, Options
from ..position import Position
from ..tables import all_sides, side_index
from .cube import TIE, CubeDecision, levels
from .symmetry import class_key

MAGIC = b"RABT1\n"
STEP = 2048
"""Grid of the stored figures: 1/2048."""
BASE = 49
"""A class key (six column codes 0–48) as one number: Σ code × 49^i."""


def key_code(x: int, y: int) -> int:
    """The number of the class of the live pair (mover's side x, opponent's side y)."""
    return sum(code * BASE**i for i, code in enumerate(class_key(x, y)))


def table_name(options: Options) -> str | None:
    """The preset whose cubeless table serves these rules (passing, doubles, multipliers), if any."""
    for name, preset in PRESETS.items():
        if (options.passing, options.doubles, options.multipliers) == (
                preset.passing, preset.doubles, preset.multipliers):
            return name
    return None


def has_cube_values(options: Options) -> bool:
    """Whether the packed cube values serve these rules: the modern preset's cube, up to its cube_max."""
    name = table_name(options)
    return (options.cube and name is not None and PRESETS[name].cube
            and options.cube_max == PRESETS[name].cube_max)


def column_names(cube_max: int) -> list[str]:
    """The stored columns of a preset with the cube: centre, then M (r ≥ 2) and T from r = top−1 down."""
    top = levels(cube_max)
    return ["C", *(f"M{r}" for r in range(top - 1, 1, -1)), *(f"T{r}" for r in range(top - 1, 0, -1))]


def reference(name: str, top: int) -> str | None:
    """The column a column is stored as a difference from."""
    if name[0] in "MT" and int(name[1:]) < top - 1:
        return f"{name[0]}{int(name[1:]) + 1}"
    return None if name == "C" else "C"


def _decode(data: bytes, count: int, typecode: str = "i", *, along: bool = True) -> array[int]:
    """Byte planes back to values (`along`: the running sum of the differences)."""
    deltas = array(typecode)
    width = deltas.itemsize
    if len(data) != count * width:
        raise ValueError("packed tables: a section has the wrong length")
    raw = bytearray(len(data))
    for k in range(width):
        raw[k::width] = data[k * count:(k + 1) * count]
    deltas.frombytes(bytes(raw))
    return array(typecode, accumulate(deltas)) if along else deltas


@dataclass(frozen=True, slots=True)
class Lookup:
    """A position's figures from the packed tables, for the player to throw."""

    win: float
    cube: CubeDecision | None
    """The cube decision, as `solve` gives it (equities per unit stake), when cube values are packed."""


class Packed:
    """One preset's packed tables, read from the bytes `packing.pack` wrote."""

    def __init__(self, data: bytes) -> None:
        raw = zlib.decompress(data)
        if not raw.startswith(MAGIC):
            raise ValueError("packed tables: not a tables file")
        (length,) = struct.unpack_from("<I", raw, len(MAGIC))
        start = len(MAGIC) + 4
        header = json.loads(raw[start:start + length])
        self.preset: str = header["preset"]
        self.options = PRESETS[self.preset]
        if header["rules"] != self.options.to_json():
            raise ValueError(f"packed tables for other rules than today's {self.preset!r}")
        count, offset = header["classes"], start + length
        sections: dict[str, bytes] = {}
        along: dict[str, bool] = {}
        for name, size, delta in header["sections"]:
            sections[name], along[name] = raw[offset:offset + size], delta
            offset += size
        first = header["first_key"]
        self.keys = array("q", [first + k for k in _decode(sections.pop("keys"), count, "q")])
        self.double, self.take = sections.pop("double", b""), sections.pop("take", b"")
        top = levels(self.options.cube_max)
        self.columns: dict[str, array[int]] = {}
        for name in ["win", *(n for n in column_names(self.options.cube_max) if n in sections)]:
            column = _decode(sections[name], count, along=along[name])
            ref = reference(name, top) if name != "win" else None
            self.columns[name] = array("i", map(add, column, self.columns[ref])) if ref else column

    def index(self, position: Position) -> int:
        """The row of a live position's class (seen from the player to throw)."""
        if position.winner is not None:
            raise ValueError("the game is over in this position: nothing to solve")
        sides = side_index()
        mover, opponent = position.side(position.turn), position.side(other(position.turn))
        return self.index_of(key_code(sides[mover], sides[opponent]))

    def index_of(self, code: int) -> int:
        """The row of a class by its key number."""
        i = bisect_left(self.keys, code)
        if i == len(self.keys) or self.keys[i] != code:
            raise ValueError("packed tables: unknown position class")
        return i

    def lookup(self, position: Position, cube: Cube | None = None, *, in_turn: bool = False) -> Lookup:
        """The mover's chance and, with packed cube values, his cube decision (as `solve`)."""
        i = self.index(position)
        win = self.columns["win"][i] / STEP
        if not self.options.cube:
            return Lookup(win, None)
        return Lookup(win, self._decision(i, position, cube or Cube(), in_turn))

    def _figure(self, column: str, i: int) -> float:
        """A stored figure per unit of the cube (the T columns hold twice it); NaN if not shipped."""
        if column not in self.columns:
            return math.nan
        value = self.columns[column][i] / STEP
        return value / 2 if column[0] == "T" else value

    def _decision(self, i: int, position: Position, cube: Cube, in_turn: bool) -> CubeDecision:
        """`_cube_decision` of analysis.py, from the packed figures and bits (NaN: not shipped)."""
        top = levels(self.options.cube_max)
        left, mine = levels(self.options.cube_max // cube.value), cube.owner == position.turn
        value = cube.value
        column = "C" if left == top else f"{'M' if mine else 'T'}{left}"
        no_double = self._figure(column, i) if left else math.nan
        if not may_double(cube, position.turn, self.options.cube_max, in_turn=in_turn):
            return CubeDecision(value, cube.owner, False, value * no_double, None, None, False, None,
                                value * no_double)
        take = 2 * self._figure(f"T{left - 1}", i) if left > 1 else math.nan
        double = bool(self.double[i] >> (left - 1) & 1)
        takes = bool(self.take[i] >> (left - 1) & 1)
        best = min(take, 1.0) if double else no_double
        return CubeDecision(value, cube.owner, True, value * no_double, value * take, float(value),
                            double, takes, value * best)


_LOADED: dict[str, Packed] = {}


def load(name: str, data: bytes) -> Packed:
    """Read a preset's packed tables and keep them for `lookup_state` (the worker does it once)."""
    packed = Packed(data)
    if packed.preset != name:
        raise ValueError(f"packed tables of {packed.preset!r}, not {name!r}")
    start = all_sides()[0]
    packed.lookup(Position(start, start))  # builds the side and column codes once, not in a lookup
    _LOADED[name] = packed
    return packed


def loaded(name: str) -> bool:
    """Whether a preset's tables are loaded."""
    return name in _LOADED


def lookup_state(state: GameState) -> Lookup | None:
    """A game's current figures from loaded tables, like `solve_state`; None if none serve its rules."""
    name = table_name(state.options)
    packed = _LOADED.get(name) if name else None
    if packed is None:
        return None
    found = packed.lookup(state.claimed_position(), state.cube, in_turn=state.in_turn)
    return found if has_cube_values(state.options) else Lookup(found.win, None)


__all__ = ["TIE", "Lookup", "Packed", "has_cube_values", "key_code", "load", "loaded", "lookup_state",
           "table_name"]
