"""Benchmark: the evaluator's mean equity loss per move, judged by GNU Backgammon.

GNU Backgammon (GPL, the Debian package `gnubg`) is only run beside the engine. This script
runs inside gnubg's embedded Python:

    POSITIONS=1000 PLIES=2 SEED=1 RABATTUES_BEAROFF=build/bearoff/bearoff.bin \\
        gnubg -q -t -p bench/gnubg_equity.py

Positions come from games gnubg plays against itself (0-ply) in which one move in ten is
random (so the positions are varied: openings, middle games, back games, races, bear-offs),
keeping about a third of the turns that offer at least two different moves. They do not
depend on our network, so every checkpoint is judged on the same positions. For each, gnubg evaluates every
legal move (cubeless, at PLIES plies: gnubg's 2-ply is its "world class" setting) and the loss
of a move is the best move's equity minus its own (money, cubeless, per unit stake, as the
player on roll). Prints the mean loss of our evaluator's moves (and of the heuristic player's,
for scale), its standard error, and the shares of moves losing more than 0.04, 0.08 and 0.16
(gnubg's thresholds for doubtful, bad and very bad moves).
"""

from __future__ import annotations

import math
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(os.getcwd()) / "py"))

import gnubg  # type: ignore[import-not-found]  # only inside GNU Backgammon

from rabattues.backgammon import network
from rabattues.backgammon.board import OFF, START, Board
from rabattues.backgammon.evaluate import best_move
from rabattues.backgammon.game import legal_moves, multiplier
from rabattues.backgammon.lookahead import best_move_deeper
from rabattues.backgammon.moves import LegalMove
from rabattues.backgammon.players import heuristic_player


def decisions(count: int, rng: random.Random, fast: object, cube: object,
              ) -> list[tuple[Board, tuple[int, int]]]:
    """Turns with at least two moves, from games gnubg plays (0-ply) with one random move in ten.

    The games do not depend on the network judged, so checkpoints meet the same positions.
    """
    found: list[tuple[Board, tuple[int, int]]] = []
    while len(found) < count:
        board = START
        while len(found) < count:
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            moves = legal_moves(board, dice).moves
            if len(moves) >= 2 and rng.random() < 0.3:
                found.append((board, dice))
            if moves and rng.random() < 0.1:
                move: LegalMove | None = rng.choice(moves)
            else:
                move = max(moves, key=lambda m: gnubg_equity(m, fast, cube)) if moves else None
            if move is not None:
                board = move.after
                if board.mover[OFF] == 15:
                    break
            board = board.flipped()
    return found


def gnubg_equity(move: LegalMove, context: object, cube: object) -> float:
    """gnubg's cubeless equity of the position after a move, for the player who moved."""
    after = move.after
    if after.mover[OFF] == 15:
        return float(multiplier(after.opponent))
    # gnubg's board: (the player not on roll, the player on roll), points 1–24 then the bar.
    probs = gnubg.evaluate((tuple(after.mover[1:26]), tuple(after.opponent[1:26])), cube, context)
    win, win_g, win_bg, lose_g, lose_bg = probs[:5]
    return -(2 * win - 1 + win_g - lose_g + win_bg - lose_bg)


def main() -> None:
    count = int(os.environ.get("POSITIONS", "1000"))
    plies = int(os.environ.get("PLIES", "2"))
    seed = int(os.environ.get("SEED", "1"))
    weights = os.environ.get("WEIGHTS")
    if weights:
        network.install(Path(weights).read_bytes())
    for command in ("set display off", "set player 0 human", "set player 1 human", "new game"):
        gnubg.command(command)
    context, cube = gnubg.evalcontext(0, plies, 1, 1, 0.0), gnubg.cubeinfo()
    started = time.time()
    players = [("evaluator", best_move), ("heuristic", heuristic_player)]
    if os.environ.get("LOOKAHEAD"):
        players.insert(1, ("evaluator, 1-ply", best_move_deeper))
    losses: dict[str, list[float]] = {name: [] for name, _ in players}
    fast = gnubg.evalcontext(0, 0, 1, 1, 0.0)
    for board, dice in decisions(count, random.Random(seed), fast, cube):
        judged = {m.text: gnubg_equity(m, context, cube) for m in legal_moves(board, dice)}
        best = max(judged.values())
        for name, player in players:
            chosen = player(board, dice)
            assert chosen is not None
            losses[name].append(best - judged[chosen.text])
    print(f"positions: {count} turns with two moves or more, seed {seed}; gnubg {plies}-ply, cubeless "
          f"({time.time() - started:.0f} s)")
    for name, values in losses.items():
        mean = sum(values) / len(values)
        error = math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1) / len(values))
        shares = ", ".join(f">{t}: {sum(v > t for v in values) / len(values):.1%}"
                           for t in (0.04, 0.08, 0.16))
        print(f"mean loss, {name}: {mean:.4f} ± {error:.4f} equity a move; moves losing {shares}")


main()
