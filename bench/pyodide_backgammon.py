"""Benchmark: backgammon decisions in Pyodide (run by tools/pyodide_check.mjs, after `make site`).

    node tools/pyodide_check.mjs bench/pyodide_backgammon.py

Runs the engine wheel of the built site in the site's own Pyodide under Node (the same
WebAssembly engine as Chrome's worker) and prints wall-clock times: a move decision (every
legal move judged, 0-ply), the same one ply deeper, and a cube decision (21 throws); and how
long building the bear-off database in memory takes there.
"""

from __future__ import annotations

import random
import time

from rabattues.backgammon import evaluate
from rabattues.backgammon.bearoff import database, is_bearoff
from rabattues.backgammon.board import START, Board
from rabattues.backgammon.lookahead import judge_deeper
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import default_network


def positions(count: int, seed: int) -> list[tuple[Board, tuple[int, int]]]:
    """Positions of random games that are not bear-offs for both, with a throw."""
    rng, board, found = random.Random(seed), START, []
    while len(found) < count:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if not is_bearoff(board):
            found.append((board, dice))
        plays = generate_plays(board, dice)
        board = apply_play(board, rng.choice(plays)) if plays else board
        board = START if board.mover[0] == 15 else board.flipped()
    return found


def per_call(work: list[tuple[Board, tuple[int, int]]], decide: object) -> tuple[float, float]:
    """Mean and largest milliseconds a call."""
    assert callable(decide)
    times = []
    for board, dice in work:
        start = time.perf_counter()
        decide(board, dice)
        times.append((time.perf_counter() - start) * 1e3)
    return sum(times) / len(times), max(times)


start = time.perf_counter()
default_network()
print(f"weights read: {(time.perf_counter() - start) * 1e3:.0f} ms")
start = time.perf_counter()
database()  # built in memory here: the page should fetch the packed file instead
print(f"bear-off database built in memory: {time.perf_counter() - start:.1f} s")
work = positions(200, 1)
mean, worst = per_call(work, evaluate.judge)
print(f"move decision, 0-ply: {mean:.1f} ms mean, {worst:.1f} ms at most ({len(work)} positions)")
mean, worst = per_call(work[:20], judge_deeper)
print(f"move decision, 1-ply: {mean:.0f} ms mean, {worst:.0f} ms at most (20 positions)")
mean, worst = per_call(work[:20], lambda b, d: evaluate.before_roll(b))
print(f"cube decision (21 throws): {mean:.0f} ms mean, {worst:.0f} ms at most (20 positions)")
