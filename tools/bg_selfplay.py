"""Self-play for the trainers (numpy; never at run time): games side by side, judged in batches.

Every ply's candidate positions of all the games are judged by one matrix product: the player
on roll picks, greedily, the move after which his opponent's cubeless equity is least, judged by
the contact network, the race network or the exact bear-off database. `Trainer.finish` turns a
finished game into λ-returns, `Trainer.learn` learns them (`train_bg.py`); `train_ply.py` and
`train_prune.py` build on the same games and judgement.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from bg_inputs import BEAROFF, CONTACT, RACE, counts, features_batch, kinds_batch, raw_batch
from bg_net import Net
from bg_values import bearoff_value, equity, flip, possible_batch, result_for_loser
from rabattues.backgammon.board import START, Board
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import OUTPUTS


@dataclass(eq=False)
class Game:
    """One game in progress: the board seen by the player on roll, and its positions so far."""

    board: Board
    first: bool = True
    kinds: list[int] = field(default_factory=list)
    inputs: list[np.ndarray | None] = field(default_factory=list)
    values: list[np.ndarray] = field(default_factory=list)


class Trainer:
    """Self-play, side by side, and learning from finished games."""

    def __init__(self, contact: Net, race: Net, args: argparse.Namespace, rng: random.Random) -> None:
        self.contact, self.race, self.args, self.rng = contact, race, args, rng
        self.cache: dict[Board, np.ndarray] = {}
        Queue = tuple[list[np.ndarray], list[np.ndarray]]  # inputs, targets
        self.buffers: dict[int, Queue] = {kind: ([], []) for kind in (CONTACT, RACE)}
        self.losses: dict[int, list[float]] = {CONTACT: [], RACE: []}

    def judge(self, boards: list[Board]) -> tuple[np.ndarray, np.ndarray, Callable[[int], np.ndarray | None]]:
        """Kinds and outputs of boards seen by the player on roll, and a board's inputs (network kinds)."""
        if not boards:  # e.g. every throw of a position ends the game
            return np.zeros(0, dtype=np.int64), np.zeros((0, OUTPUTS), dtype=np.float32), lambda i: None
        mover, opponent = counts(boards)
        kinds = kinds_batch(mover, opponent)
        values = np.zeros((len(boards), OUTPUTS), dtype=np.float32)
        rows: dict[int, tuple[np.ndarray, int]] = {}
        for kind, net in ((CONTACT, self.contact), (RACE, self.race)):
            where = np.nonzero(kinds == kind)[0]
            if len(where):
                m, o = mover[where], opponent[where]
                x = raw_batch(m, o)
                if kind == CONTACT:
                    x = np.concatenate([x, features_batch(m, o), features_batch(o, m)], axis=1)
                values[where] = possible_batch(m, o, np.full(len(where), kind == RACE), net.forward(x))
                rows.update((int(i), (x, j)) for j, i in enumerate(where))
        for i in np.nonzero(kinds == BEAROFF)[0]:
            values[i] = bearoff_value(boards[i], self.cache)

        def inputs(i: int) -> np.ndarray | None:
            """A copy of one board's inputs (not a view, which would keep the whole batch), or None."""
            found = rows.get(i)
            return None if found is None else found[0][found[1]].copy()

        return kinds, values, inputs

    def new_game(self) -> Game:
        """A game at the start (its first throw: two different dice)."""
        return Game(START)

    def throw(self, game: Game) -> tuple[int, int]:
        """The dice of the next turn."""
        rng = self.rng
        while True:
            dice = rng.randint(1, 6), rng.randint(1, 6)
            if not game.first or dice[0] != dice[1]:
                game.first = False
                return dice

    def step(self, games: list[Game]) -> list[tuple[Game, np.ndarray]]:
        """One turn of every game; the games that ended, each with its result for the loser."""
        candidates: list[Board] = []
        spans, ended = [], []
        for game in games:
            board = game.board
            plays = generate_plays(board, self.throw(game))
            if not plays:
                seen = [board.flipped()]
            else:
                afters = [apply_play(board, play) for play in plays]
                done = [a for a in afters if a.mover[0] == 15]
                if done:
                    ended.append((game, result_for_loser(done[0].flipped())))
                    spans.append(None)
                    continue
                seen = [Board(a.opponent, a.mover) for a in afters]
            spans.append((len(candidates), len(seen)))
            candidates += seen
        if candidates:
            kinds, values, inputs = self.judge(candidates)
            ours = equity(values)
            for game, span in zip(games, spans, strict=True):
                if span is None:
                    continue
                start, n = span
                best = start + int(np.argmin(ours[start : start + n]))
                game.board = candidates[best]
                game.kinds.append(int(kinds[best]))
                game.inputs.append(inputs(best))
                game.values.append(values[best])
        return ended

    def finish(self, game: Game, result: np.ndarray) -> None:
        """The λ-returns of a finished game's positions, queued for learning."""
        lam = self.args.lam
        later = result  # the target of the position after, seen from its player on roll
        for kind, x, value in zip(
            reversed(game.kinds), reversed(game.inputs), reversed(game.values), strict=True
        ):
            target = flip(later)
            if kind in (CONTACT, RACE):
                xs, ts = self.buffers[kind]
                xs.append(x)
                ts.append(target)
                later = (1 - lam) * value + lam * target
            else:
                later = value  # exact: the chain starts again here

    def learn(self, lr: float, least: int) -> None:
        """Learn from the queued positions once there are at least `least` of a kind."""
        for kind, net in ((CONTACT, self.contact), (RACE, self.race)):
            xs, ts = self.buffers[kind]
            if len(xs) < least:
                continue
            x, t = np.array(xs), np.array(ts)
            xs.clear()
            ts.clear()
            order = np.random.default_rng(self.rng.getrandbits(32)).permutation(len(x))
            size = self.args.batch
            for i in range(0, len(x) - size + 1, size):
                pick = order[i : i + size]
                self.losses[kind].append(net.learn(x[pick], t[pick], lr))

    def log(self, directory: Path, line: dict[str, object]) -> None:
        """Append a line to the training log: `line`, the mean losses since the last one, the time."""
        line = {
            **line,
            "contact_loss": round(float(np.mean(self.losses[CONTACT] or [0])), 4),
            "race_loss": round(float(np.mean(self.losses[RACE] or [0])), 4),
            "time": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
        self.losses = {CONTACT: [], RACE: []}
        with (directory / "train.log").open("a") as log:
            log.write(json.dumps(line) + "\n")
