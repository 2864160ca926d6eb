"""Benchmark: the evaluator's strength against a random mover and a pip-count-and-safety heuristic.

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin PYTHONPATH=py .venv/bin/python bench/bench_strength.py \\
        [--games 5000] [--weights FILE]

Each game starts with the opening throw (so either side may start) and is played to the end,
cube off: a single game is worth 1, a gammon 2, a backgammon 3. Prints, for the evaluator
(and the heuristic against the random mover, for scale), the share of games won and the
points won per game, each with its standard error.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from pathlib import Path

from rabattues.backgammon import network
from rabattues.backgammon.board import OFF, START
from rabattues.backgammon.game import multiplier
from rabattues.backgammon.players import Player, evaluator_player, heuristic_player, random_player


def game(first: Player, second: Player, rng: random.Random) -> int:
    """One game; the points `first` wins (negative if he loses)."""
    board, players = START, [first, second]
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    while dice[0] == dice[1]:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
    turn = 0 if dice[0] > dice[1] else 1  # die 0 is `first`'s opening die
    while True:
        move = players[turn](board, dice)
        if move is not None:
            board = move.after
            if board.mover[OFF] == 15:
                points = multiplier(board.opponent)
                return points if turn == 0 else -points
        board, turn = board.flipped(), 1 - turn
        dice = (rng.randint(1, 6), rng.randint(1, 6))


def match(name: str, first: Player, second: Player, games: int, seed: int) -> None:
    """Play a match and print its figures."""
    rng = random.Random(seed)
    started = time.process_time()
    results = [game(first, second, rng) for _ in range(games)]
    wins = sum(r > 0 for r in results) / games
    mean = sum(results) / games
    spread = math.sqrt(sum((r - mean) ** 2 for r in results) / (games - 1) / games)
    print(f"{name}: {games} games, won {wins:.2%} ± {math.sqrt(wins * (1 - wins) / games):.2%}, "
          f"{mean:+.3f} ± {spread:.3f} points a game ({time.process_time() - started:.0f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weights", type=Path, help="a training checkpoint instead of the shipped weights")
    parser.add_argument("--only", choices=("random", "heuristic", "scale"))
    args = parser.parse_args()
    if args.weights:
        network.install(args.weights.read_bytes())
    rng = random.Random(args.seed + 1000)
    if args.only in (None, "random"):
        match("evaluator vs random", evaluator_player, random_player(rng), args.games, args.seed)
    if args.only in (None, "heuristic"):
        match("evaluator vs heuristic", evaluator_player, heuristic_player, args.games, args.seed + 1)
    if args.only in (None, "scale"):
        games = max(args.games // 5, 100)
        match("heuristic vs random", heuristic_player, random_player(rng), games, args.seed + 2)


if __name__ == "__main__":
    main()
