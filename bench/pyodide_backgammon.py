"""Benchmark: backgammon decisions in Pyodide (run by tools/pyodide_check.mjs, after `make site`).

    node tools/pyodide_check.mjs bench/pyodide_backgammon.py

Runs the engine wheel of the built site in the site's own Pyodide under Node (the same
WebAssembly engine as Chrome's worker) and prints wall-clock times: a move decision at the
expert level (every legal move judged, 0-ply) and at the default level (the best few looked
at one throw further within its time, then the best two or three two throws ahead: sampled in
contact, in full in a race), each with its mean and
95th percentile, on positions of random games and on races of the expert's games, the old fixed
1-ply, and the default level's cube decision (21 throws, a close one deeper), in money play and
in a match (7-point 3-3), and a match cube decision two throws ahead with no time limit; and how
long the bear-off database takes to be ready there. With `$POSITIONS` naming a file of
`gnubg_positions.py` (positions of real games, each with its throw), the default level's move is
also timed on its first 100 positions.
"""

from __future__ import annotations

import json
import os
import random
import time
from dataclasses import replace

from rabattues.backgammon.bearoff import database, is_bearoff
from rabattues.backgammon.board import START, Board, is_race
from rabattues.backgammon.computer import cube_decision, match_decision
from rabattues.backgammon.game import GameState
from rabattues.backgammon.levels import DEFAULT, LEVELS, choose
from rabattues.backgammon.lookahead import judge_deeper
from rabattues.backgammon.match_lookahead import state_decision
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import default_networks
from rabattues.backgammon.options import Options
from rabattues.backgammon.position_id import parse_position_id
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import Match


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


def races(count: int, seed: int) -> list[tuple[Board, tuple[int, int]]]:
    """Races (not both home) of games the expert level plays against itself, with a throw."""
    rng, board, found = random.Random(seed), START, []
    while len(found) < count:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if is_race(board) and not is_bearoff(board):
            found.append((board, dice))
        move = choose(board, dice, LEVELS["expert"])
        board = move.after if move else board
        board = START if board.mover[0] == 15 else board.flipped()
    return found


def real(path: str, count: int) -> list[tuple[Board, tuple[int, int]]]:
    """The first positions of a `gnubg_positions.py` file, each with its throw."""
    with open(path, encoding="utf-8") as lines:
        rows = [json.loads(line) for line in lines if line.strip()][:count]
    return [(parse_position_id(row["id"]), (int(row["dice"][0]), int(row["dice"][1]))) for row in rows]


def timed_default(work: list[tuple[Board, tuple[int, int]]], what: str) -> None:
    """Print the default level's move time on these positions, and how many moves its limit changed."""
    timed = {}
    mean, p95, worst = per_call(work, lambda b, d: timed.setdefault((b, d), choose(b, d, LEVELS[DEFAULT])))
    print(f"move decision{what}, {DEFAULT}: {mean:.0f} ms mean, {p95:.0f} ms 95th percentile, "
          f"{worst:.0f} ms at most ({len(work)} positions)")
    untimed = replace(LEVELS[DEFAULT], seconds=None)
    changed = sum(choose(b, d, untimed) != move for (b, d), move in timed.items())
    print(f"  moves the time limit changed (against the level without it): {changed} of {len(timed)}")


def in_match(board: Board) -> GameState:
    """The board at 3-3 of a 7-point match, before the throw, cube centred."""
    return GameState(Options(), board, "w", False, None, Cube(), match=Match(7, (3, 3)))


def per_call(work: list[tuple[Board, tuple[int, int]]], decide: object) -> tuple[float, float, float]:
    """Mean, 95th percentile and largest milliseconds a call."""
    assert callable(decide)
    times = []
    for board, dice in work:
        start = time.perf_counter()
        decide(board, dice)
        times.append((time.perf_counter() - start) * 1e3)
    ordered = sorted(times)
    return sum(times) / len(times), ordered[int(0.95 * (len(ordered) - 1))], ordered[-1]


start = time.perf_counter()
default_networks()
print(f"weights read: {(time.perf_counter() - start) * 1e3:.0f} ms")
start = time.perf_counter()
database()  # read from $RABATTUES_BEAROFF if set (the browser bench passes the site's file), else built
print(f"bear-off database ready: {time.perf_counter() - start:.1f} s")
work = positions(200, 1)
mean, p95, worst = per_call(work, lambda b, d: choose(b, d, LEVELS["expert"]))
print(f"move decision, expert (0-ply): {mean:.1f} ms mean, {p95:.1f} ms 95th percentile, "
      f"{worst:.1f} ms at most ({len(work)} positions)")
timed_default(work[:100], " (the default), random games")
timed_default(races(100, 2), " in a race")
if os.environ.get("POSITIONS"):
    timed_default(real(os.environ["POSITIONS"], 100), f" on {os.environ['POSITIONS']}")
mean, p95, worst = per_call(work[:20], judge_deeper)
print(f"move decision, fixed 1-ply on 5: {mean:.0f} ms mean, {worst:.0f} ms at most (20 positions)")
level = LEVELS[DEFAULT]
mean, p95, worst = per_call(work[:40], lambda b, d: cube_decision(
    b, Options(), 1, "centre", plies=level.cube_plies, seconds=level.cube_seconds, prune=level.prune))
print(f"cube decision, {DEFAULT}: {mean:.0f} ms mean, {p95:.0f} ms 95th percentile, {worst:.0f} ms at most "
      f"(40 positions)")
mean, p95, worst = per_call(work[:40], lambda b, d: match_decision(in_match(b), level))
print(f"match cube decision, {DEFAULT}: {mean:.0f} ms mean, {p95:.0f} ms 95th percentile, "
      f"{worst:.0f} ms at most (40 positions)")
mean, p95, worst = per_call(work[:5], lambda b, d: state_decision(in_match(b), level.prune))
print(f"match cube decision two throws ahead, no time limit: {mean:.0f} ms mean, {worst:.0f} ms at most "
      f"(5 positions)")
