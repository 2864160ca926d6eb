"""Benchmark: full random games per second on CPython, one core (figures in docs/BENCHMARKS.md).

Run: .venv/bin/python bench/bench_simulate.py [--games N]
"""

from __future__ import annotations

import argparse
import time

from rabattues.dames.game import new_game
from rabattues.dames.options import PRESETS
from rabattues.dames.simulate import simulate
from rabattues.dames.tables import receive_table, throw_table
from rabattues.kernel.actions import Opening, Throw
from rabattues.kernel.dice import dice


def bench_tables() -> float:
    """Seconds to build the side tables (paid once per process)."""
    start = time.perf_counter()
    throw_table()
    receive_table()
    return time.perf_counter() - start


def bench_fast(games: int) -> None:
    """Games per second of the table-driven simulator, per preset (best of 3)."""
    for name, options in PRESETS.items():
        best = min(_timed(lambda o=options: simulate(o, games, seed=7)) for _ in range(3))
        print(f"simulate {name:17} {games / best:>10,.0f} games/s")


def bench_engine(games: int) -> None:
    """Games per second through the full engine (GameState objects, seeded dice)."""
    for name, options in PRESETS.items():
        def play(o=options) -> None:
            for seed in range(games):
                state, n = new_game(o), 0
                while not state.is_terminal():
                    a, b = dice(seed, n, 2)
                    n += 2
                    state = state.child(Opening(a, b) if state.opening else Throw((a, b)))
        print(f"engine   {name:17} {games / _timed(play):>10,.0f} games/s")


def _timed(work) -> float:  # type: ignore[no-untyped-def]
    """Seconds one call takes."""
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200_000)
    args = parser.parse_args()
    print(f"tables built in {bench_tables():.2f} s")
    bench_fast(args.games)
    bench_engine(max(args.games // 100, 100))
