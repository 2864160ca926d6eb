"""Benchmark: the exact solver's full precomputation per preset, and the lookup of a position.

Run: .venv/bin/python bench/bench_solver.py   (CPython, one core; figures in docs/BENCHMARKS.md)
"""

from __future__ import annotations

import gzip
import random
import time
from array import array
from collections.abc import Callable

from rabattues.dames.options import PRESETS
from rabattues.dames.position import Position
from rabattues.dames.solver import cube_table, outcome_table, solve
from rabattues.dames.solver.chain import moves
from rabattues.dames.solver.symmetry import class_table, classes
from rabattues.dames.tables import all_sides, receive_table, throw_table


def timed(work: Callable[[], object]) -> float:
    """Seconds one call takes."""
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def bench_precompute() -> None:
    """Shared tables, then each preset's cubeless and cube tables, in seconds."""
    shared = timed(lambda: (throw_table(), receive_table(), classes(), class_table()))
    print(f"shared tables (sides, throws, 83,096 classes)  {shared:6.2f} s")
    total = shared
    for name, o in PRESETS.items():
        chain = timed(lambda o=o: moves(o.passing, o.doubles))
        plain = timed(lambda o=o: outcome_table(o.passing, o.doubles, o.multipliers))
        cube = 0.0
        if o.cube:
            cube = timed(lambda o=o: cube_table(o.passing, o.doubles, o.multipliers, o.cube_max))
        total += chain + plain + cube
        print(f"{name:17} moves {chain:5.2f} s, cubeless {plain:5.2f} s, cube {cube:5.2f} s")
    print(f"full precomputation, both presets          {total:6.2f} s")


def bench_lookup(count: int = 20_000) -> None:
    """Microseconds to solve one random position, tables already built."""
    rng, sides = random.Random(1), all_sides()[:-1]
    positions = [Position(rng.choice(sides), rng.choice(sides)) for _ in range(count)]
    for name, o in PRESETS.items():
        seconds = timed(lambda o=o: [solve(p, o) for p in positions])
        print(f"lookup {name:17} {seconds / count * 1e6:7.1f} µs a position")


def bench_size() -> None:
    """Bytes of the tables as float32 (raw and gzipped): what compact package data would weigh."""
    for name, o in PRESETS.items():
        tables = list(outcome_table(o.passing, o.doubles, o.multipliers)[:6 if o.multipliers else 1])
        if o.cube:
            tables.append(cube_table(o.passing, o.doubles, o.multipliers, o.cube_max))
        raw = b"".join(array("f", t).tobytes() for t in tables)
        packed = len(gzip.compress(raw))
        print(f"float32 tables {name:17} {len(raw) / 1e6:6.2f} MB, gzipped {packed / 1e6:6.2f} MB")


def bench_packed(count: int = 20_000) -> None:
    """The packed tables the page loads: bytes per preset and the lookup of a position from them."""
    from rabattues.dames.solver.packed import Packed
    from rabattues.dames.solver.packing import pack

    rng, sides = random.Random(2), all_sides()[:-1]
    positions = [Position(rng.choice(sides), rng.choice(sides)) for _ in range(count)]
    total = 0
    for name in PRESETS:
        started = time.perf_counter()
        data = pack(name)
        built = time.perf_counter() - started
        table = Packed(data)
        seconds = timed(lambda table=table: [table.lookup(p) for p in positions])
        total += len(data)
        print(f"packed {name:17} {len(data) / 1e6:6.3f} MB (built in {built:4.1f} s), "
              f"lookup {seconds / count * 1e6:6.1f} µs a position")
    print(f"packed tables, both presets  {total / 1e6:6.3f} MB (target: under 1 MB)")


if __name__ == "__main__":
    bench_precompute()
    bench_lookup()
    bench_size()
    bench_packed()
