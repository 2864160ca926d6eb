"""Benchmark: backgammon speed on CPython, one core (figures go in the README).

    PYTHONPATH=py .venv/bin/python bench/bench_backgammon.py [--games 2000]

Times are processor time of this process (`time.process_time`), not wall-clock time, because
the machine is shared.

- random full games a second, each turn choosing among all legal moves (`simulate`), best of 3;
- where their time goes (cProfile: the share of each function, itself only);
- move generation alone: microseconds a throw, non-doubles and doubles;
- the evaluator: one network evaluation, one move decision (every legal move judged, "0-ply"),
  one cube decision (21 throws, each move decision: "1-ply");
- the bear-off database: build time and packed size; the weights' size.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time
from collections.abc import Callable
from importlib import resources

from rabattues.backgammon import evaluate
from rabattues.backgammon.bearoff import pack
from rabattues.backgammon.bearoff_build import build
from rabattues.backgammon.movegen import generate_plays
from rabattues.backgammon.network import default_network
from rabattues.backgammon.simulate import random_positions, simulate


def timed(work: Callable[[], object]) -> float:
    """Processor seconds one call takes (this process only: the machine is shared)."""
    start = time.process_time()
    work()
    return time.process_time() - start


def bench_games(games: int) -> None:
    """Random games a second, and the profile of where the time goes."""
    best = min(timed(lambda: simulate(games, seed=7)) for _ in range(3))
    stats = simulate(games, seed=7)
    print(f"random full games: {games / best:,.0f} games/s ({stats.mean_turns:.1f} turns a game, "
          f"{best / stats.turns * 1e6:.1f} µs a turn)")
    profile = cProfile.Profile()
    profile.enable()
    simulate(games // 4, seed=8)
    profile.disable()
    table = pstats.Stats(profile)
    total = sum(v[2] for v in table.stats.values())  # type: ignore[attr-defined]
    rows = sorted(table.stats.items(), key=lambda kv: -kv[1][2])[:7]  # type: ignore[attr-defined]
    for (_, _, name), (_, calls, own, _, _) in rows:
        print(f"  {own / total:6.1%}  {name} ({calls:,} calls)")


def bench_movegen(count: int) -> None:
    """Microseconds to generate every legal move of a throw."""
    boards = random_positions(count, 1)
    rng = random.Random(2)
    for label, make in (("non-doubles", lambda: (rng.randint(1, 3), rng.randint(4, 6))),
                        ("doubles", lambda: (d := rng.randint(1, 6), d))):
        throws = [make() for _ in boards]
        seconds = timed(lambda t=throws: [generate_plays(b, d) for b, d in zip(boards, t, strict=True)])
        print(f"move generation, {label}: {seconds / count * 1e6:.1f} µs a throw")


def bench_evaluator(count: int) -> None:
    """Network evaluations, move decisions (0-ply) and cube decisions (1-ply)."""
    network = default_network()
    boards = random_positions(count, 3)
    encoded = [network.encode(b) for b in boards]
    seconds = timed(lambda: [network.chances_of(e) for e in encoded])
    print(f"contact network evaluation, inputs given: {seconds / count * 1e6:.1f} µs "
          f"({len(network.b1)} hidden units)")
    seconds = timed(lambda: [network.encode(b) for b in boards])
    print(f"its inputs (raw board and features): {seconds / count * 1e6:.1f} µs")
    rng = random.Random(4)
    throws = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in boards]
    seconds = timed(lambda: [evaluate.judge(b, d) for b, d in zip(boards, throws, strict=True)])
    print(f"move decision (every legal move judged): {seconds / count * 1e3:.2f} ms")
    few = boards[: max(count // 20, 5)]
    seconds = timed(lambda: [evaluate.before_roll(b) for b in few])
    print(f"cube decision (21 throws, each a move decision): {seconds / len(few) * 1e3:.1f} ms")


def bench_bearoff() -> None:
    """The database's build time and packed size, and the weights' size."""
    seconds = timed(build)
    data = pack(*build())
    data_dir = resources.files("rabattues.backgammon").joinpath("data")
    names = ("contact", "race", "prune")
    sizes = {name: len(data_dir.joinpath(f"{name}.bin").read_bytes()) for name in names}
    print(f"bear-off database: built in {seconds:.1f} s, packed {len(data) / 1e6:.3f} MB")
    listed = ", ".join(f"{name} {size / 1e3:.1f} kB" for name, size in sizes.items())
    print(f"network weights files: {listed}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    args = parser.parse_args()
    bench_games(args.games)
    bench_movegen(5000)
    bench_bearoff()  # before the evaluator, which uses the database
    bench_evaluator(1000)
