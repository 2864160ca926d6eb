"""The packed tables the page loads agree with the exact solver: same decisions, figures to 3 decimals."""

from __future__ import annotations

import math
import random
import zlib
from functools import cache

import pytest

from rabattues.dames import Cube, Position, new_game, parse_position
from rabattues.dames.options import PRESETS
from rabattues.dames.solver import cube_table, solve
from rabattues.dames.solver import packed as packed_tables
from rabattues.dames.solver.analysis import solve_decision_at
from rabattues.dames.solver.cube import levels, owned, state_count
from rabattues.dames.solver.packed import STEP, Packed, key_code, load, lookup_state, table_name
from rabattues.dames.solver.packing import pack
from rabattues.dames.solver.symmetry import classes
from rabattues.dames.tables import all_sides

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`):
# `make check` leaves these tests to `make test`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

HALF = 0.5 / STEP
"""The most a stored figure may be off: half a step of the grid."""
SHOWN = 0.0005
"""Half a unit of the third decimal: how far a figure the page shows may be off."""


@cache
def packed_bytes(name: str) -> bytes:
    """A preset's packed tables, as the build writes them."""
    return pack(name)


@cache
def packed(name: str) -> Packed:
    """A preset's tables, packed and read back (as the worker does)."""
    return Packed(packed_bytes(name))


def rows(name: str) -> list[int]:
    """For each solver class, its row in the packed tables."""
    table = packed(name)
    first, second, _ = classes()
    return [table.index_of(key_code(x, y)) for x, y in zip(first, second, strict=True)]


@pytest.mark.parametrize("name", list(PRESETS))
def test_under_the_size_budget(name: str) -> None:
    """Both presets together under 1 MB compressed (the page's budget for them): each under its share."""
    size = len(packed_bytes(name))
    assert size < {"charpentier-1699": 150_000, "modern": 850_000}[name]
    assert zlib.decompress(packed_bytes(name))  # the file is zlib data, nothing else


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_class_has_its_win_chance(name: str) -> None:
    """The mover's chance of each of the 83,096 classes within half a step of the exact value."""
    options, table = PRESETS[name], packed(name)
    from rabattues.dames.solver import outcome_table

    outcomes = outcome_table(options.passing, options.doubles, options.multipliers)
    win = table.columns["win"]
    worst = max(abs(win[row] / STEP - (outcomes[0][c] + outcomes[1][c] + outcomes[2][c]))
                for c, row in enumerate(rows(name)))
    assert worst <= HALF + 1e-12


def test_every_decision_bit_is_the_solvers() -> None:
    """Modern: the double and take decision of every class at every cube level, bit for bit."""
    options, table = PRESETS["modern"], packed("modern")
    for c, row in enumerate(rows("modern")):
        for left in range(1, levels(options.cube_max) + 1):
            double, take = solve_decision_at(options, c, left)
            bits = (table.double[row] >> (left - 1) & 1, table.take[row] >> (left - 1) & 1)
            assert bits == (double, take), (c, left)


def test_every_shipped_cube_figure_within_half_a_step() -> None:
    """Modern: each shipped equity column against the exact cube table, every class."""
    options, table = PRESETS["modern"], packed("modern")
    nd = cube_table(options.passing, options.doubles, options.multipliers, options.cube_max)
    count, top = state_count(options.cube_max), levels(options.cube_max)
    states = {"C": (count - 1, 1)} | {f"M{r}": (owned(r, True), 1) for r in range(2, top)} \
        | {f"T{r}": (owned(r, False), 2) for r in range(1, top)}
    assert set(states) == set(table.columns) - {"win"}
    for column, (j, scale) in states.items():
        values = table.columns[column]
        worst = max(abs(values[row] / STEP - scale * nd[count * c + j])
                    for c, row in enumerate(rows("modern")))
        assert worst <= HALF + 1e-12, column


def random_positions(count: int, seed: int) -> list[Position]:
    """Live positions, sides drawn at random among the 1,942 live sides."""
    rng, sides = random.Random(seed), all_sides()[:-1]
    return [Position(rng.choice(sides), rng.choice(sides), rng.choice("wb")) for _ in range(count)]


def cubes(cube_max: int) -> list[Cube]:
    """Every cube: centred, or owned by either player at 2 … cube_max."""
    return [Cube()] + [Cube(2**k, owner) for k in range(1, levels(cube_max) + 1) for owner in "wb"]


def test_lookups_decide_as_the_solver_and_show_the_same_figures() -> None:
    """Random positions, every cube and in-turn: same decisions; figures and losses to 3 decimals."""
    options, table = PRESETS["modern"], packed("modern")
    for position in random_positions(300, seed=4):
        for cube in cubes(options.cube_max):
            for in_turn in (False, True):
                exact = solve(position, options, cube, in_turn=in_turn)
                got = table.lookup(position, cube, in_turn=in_turn)
                assert exact.cube is not None and got.cube is not None
                assert abs(got.win - exact.win) <= HALF + 1e-12
                e, g = exact.cube, got.cube
                assert (g.may_double, g.double, g.take) == (e.may_double, e.double, e.take)
                shown = cube.value < 32  # figures shipped up to a redouble to 32
                mine_or_dead = cube.owner == position.turn or cube.value == 64
                assert math.isnan(g.no_double) == (not shown and mine_or_dead)
                v = cube.value
                for mine, theirs in ((g.no_double, e.no_double), (g.double_take, e.double_take),
                                     (g.equity, e.equity)):
                    if mine is not None and not math.isnan(mine):
                        assert theirs is not None and abs(mine - theirs) / v < SHOWN / 2
                if g.may_double and shown:
                    assert g.double_take is not None and e.double_take is not None
                    loss = abs(g.no_double - min(g.double_take, v)) / v
                    assert abs(loss - abs(e.no_double - min(e.double_take, v)) / v) < SHOWN
                    assert abs(abs(g.double_take - v) - abs(e.double_take - v)) / v < SHOWN


def test_known_cube_cases_from_the_tables() -> None:
    """The solver's known cases: one checker against six is double/drop; against three, double/take."""
    table = packed("modern")
    drop = table.lookup(parse_position("0.0.0.0.0.1/1.1.1.1.1.1/w")).cube
    take = table.lookup(parse_position("0.0.0.0.0.1/0.0.0.1.1.1/w")).cube
    assert drop is not None and (drop.double, drop.take) == (True, False)
    assert take is not None and (take.double, take.take) == (True, True)


def test_a_game_state_uses_the_loaded_tables_of_its_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """`lookup_state` serves a game whose rules match a loaded preset, and no other."""
    modern = PRESETS["modern"]
    monkeypatch.setattr(packed_tables, "_LOADED", {})  # loaded for this test only
    load("modern", packed_bytes("modern"))
    state = new_game(modern, parse_position("0.0.0.0.0.1/0.0.0.1.1.1/w"))
    found = lookup_state(state)
    assert found is not None and found.cube is not None
    assert found.cube.double == solve(state.position, modern).cube.double  # type: ignore[union-attr]
    other_cap = new_game(modern.with_rule("cube_max", "8"), state.position)
    assert (lookup := lookup_state(other_cap)) is not None and lookup.cube is None  # cubeless only
    assert table_name(modern.with_rule("passing", "never")) is None
    assert lookup_state(new_game(modern.with_rule("passing", "never"), state.position)) is None


def test_a_die_still_to_claim_is_looked_up_claimed(monkeypatch: pytest.MonkeyPatch) -> None:
    """§4 strict: `lookup_state`, like `solve_state`, counts a passed die still to claim as claimed."""
    from rabattues.dames import Claim, Throw
    from rabattues.dames.solver import packed as packed_module

    name = "charpentier-1699"
    monkeypatch.setitem(packed_module._LOADED, name, packed(name))  # loaded for this test only
    strict = PRESETS[name].with_rule("claim", "strict")
    state = new_game(strict, parse_position("2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b")).child(Throw((1, 1)))
    claimed = state.child(Claim(1))
    assert state.claimable() == (1,)
    assert lookup_state(state) == lookup_state(claimed) == packed(name).lookup(claimed.position)


def test_the_wrong_file_is_refused() -> None:
    """Tables of another preset, or bytes that are not tables, are refused with a clear error."""
    with pytest.raises(ValueError, match="not 'modern'"):
        load("modern", packed_bytes("charpentier-1699"))
    with pytest.raises(ValueError, match="not a tables file"):
        Packed(zlib.compress(b"hello"))
