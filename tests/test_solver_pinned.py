"""The solver's float64 tables of both presets, bit for bit, pinned against refactors.

The digests below were recorded from the solver as it was before its code was refactored (commit
7d4e23c: `cubeless.py` and `cubeful.py` each with its own loop over classes and throws), by
the same hashing as `digest` here. They are an honest reference for a refactor, not for a new
computation: that code's values are checked against closed forms to 1e-12 and by simulation
(test_solver_simulation.py), and the packed tables the page ships were built from them (test_packed.py).
A refactor that moves code but changes the order of a single floating-point addition changes
a digest. A change that is meant to change the figures must say so and record new digests.
"""

from __future__ import annotations

import hashlib
import sys
from array import array
from collections.abc import Iterable

import pytest

from rabattues.dames.options import PRESETS
from rabattues.dames.solver import cube_table, outcome_table

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

PINNED = {
    ("charpentier-1699", "cubeless"): "335ff9f8867ec33a9350372a11fd579157426ef8f536534c819ac32c4fa3a7f2",
    ("modern", "cubeless"): "a7aa73e5ff46401cda3944d0be66e8768a77f673e66764d7da88081f5e914d7d",
    ("modern", "cube"): "a6bca5c8bf27c6fbb57c097761f3dac67ea280f8a908ccc9c8adbc5d8ee06848",
}
"""SHA-256 of each table's float64 values, little-endian, column after column."""


def digest(columns: Iterable[list[float]]) -> str:
    """SHA-256 of columns of float64 values, little-endian, one after the other."""
    h = hashlib.sha256()
    for column in columns:
        values = array("d", column)
        if sys.byteorder == "big":
            values.byteswap()
        h.update(values.tobytes())
    return h.hexdigest()


@pytest.mark.parametrize("name", list(PRESETS))
def test_cubeless_tables_are_bit_for_bit_the_pinned_ones(name: str) -> None:
    """The seven cubeless columns (six outcomes, expected throws) of every class."""
    o = PRESETS[name]
    assert digest(outcome_table(o.passing, o.doubles, o.multipliers)) == PINNED[name, "cubeless"]


def test_cube_table_is_bit_for_bit_the_pinned_one() -> None:
    """Modern: the no-double equity of every class at every live cube state."""
    o = PRESETS["modern"]
    assert o.cube
    assert digest([cube_table(o.passing, o.doubles, o.multipliers, o.cube_max)]) == PINNED["modern", "cube"]
