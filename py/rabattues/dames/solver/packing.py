"""Building the packed tables (build time, CPython): solve a preset exactly and pack it.

`pack(name)` gives the bytes of one file in the format that packed.py describes and reads;
`tools/build_tables.py` writes them into the site. The page's worker imports packed.py only.
"""

from __future__ import annotations

import json
import struct
import zlib
from array import array
from operator import sub

from ..options import PRESETS, Options
from .analysis import cube_table, outcome_table, solve_decision_at
from .cube import levels, owned, state_count
from .packed import MAGIC, STEP, key_code, reference
from .symmetry import classes


def _encode(values: list[int], typecode: str = "i", *, along: bool = True) -> bytes:
    """Values (`along`: differences from the previous class) as byte planes of int32 or int64 ("q")."""
    deltas = array(typecode, [values[0], *map(sub, values[1:], values[:-1])] if along else values)
    raw, width = deltas.tobytes(), deltas.itemsize
    return b"".join(raw[k::width] for k in range(width))


def _grid(value: float) -> int:
    """A figure on the 1/2048 grid."""
    return round(value * STEP)


def pack(name: str) -> bytes:
    """Solve a preset exactly and pack what the page needs (build time: about 8 s)."""
    options = PRESETS[name]
    first, second, _ = classes()
    codes = [key_code(x, y) for x, y in zip(first, second, strict=True)]
    order = sorted(range(len(codes)), key=codes.__getitem__)
    columns, bits = _columns(options, order)
    top = levels(options.cube_max)
    sections = [_section(column, values, columns, top) for column, values in columns.items()]
    sections += [(column, bytes(values), False) for column, values in bits.items()]
    ordered = [codes[c] for c in order]
    sections.append(("keys", _encode([v - ordered[0] for v in ordered], "q"), True))
    header = {"preset": name, "rules": options.to_json(), "classes": len(codes), "step": STEP,
              "first_key": ordered[0], "sections": [[s, len(data), along] for s, data, along in sections]}
    head = json.dumps(header).encode()
    return zlib.compress(MAGIC + struct.pack("<I", len(head)) + head + b"".join(d for _, d, _ in sections), 9)


def _columns(options: Options, order: list[int]) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    """The figures on the grid by column (`win`, and with the cube `C`, `M…`, `T…`), and the decision bits."""
    outcomes = outcome_table(options.passing, options.doubles, options.multipliers)
    win = [outcomes[0][c] + outcomes[1][c] + outcomes[2][c] for c in order]
    columns: dict[str, list[int]] = {"win": [_grid(p) for p in win]}
    if not options.cube:
        return columns, {}
    count, top = state_count(options.cube_max), levels(options.cube_max)
    nd = cube_table(options.passing, options.doubles, options.multipliers, options.cube_max)
    columns["C"] = [_grid(nd[count * c + count - 1]) for c in order]
    for r in range(top - 1, 1, -1):
        columns[f"M{r}"] = [_grid(nd[count * c + owned(r, True)]) for c in order]
    for r in range(top - 1, 0, -1):
        columns[f"T{r}"] = [_grid(2 * nd[count * c + owned(r, False)]) for c in order]
    return columns, _decision_bits(options, order)


def _section(column: str, values: list[int], columns: dict[str, list[int]],
             top: int) -> tuple[str, bytes, bool]:
    """A column as (name, bytes, along): less its reference column if it has one, and as
    differences from the previous class (`along`) or not, whichever zlib compresses better."""
    ref = reference(column, top) if column != "win" else None
    stored = list(map(sub, values, columns[ref])) if ref else values
    return min(((column, _encode(stored, along=along), along) for along in (True, False)),
               key=lambda s: len(zlib.compress(s[1], 9)))


def _decision_bits(options: Options, order: list[int]) -> dict[str, list[int]]:
    """Bit k of `double` / `take`: the exact decision where the mover may double with k+1 doubles left."""
    top = levels(options.cube_max)
    double, take = [0] * len(order), [0] * len(order)
    for i, c in enumerate(order):
        for left in range(1, top + 1):
            should_double, should_take = solve_decision_at(options, c, left)
            double[i] |= should_double << (left - 1)
            take[i] |= should_take << (left - 1)
    return {"double": _split(double), "take": _split(take)}


def _split(values: list[int]) -> list[int]:
    """Bits as bytes (one a class; top ≤ 8 levels)."""
    assert max(values, default=0) < 256
    return values
