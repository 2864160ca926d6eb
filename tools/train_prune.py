"""Train the small pruning network: the raw board only, taught to give what the main networks give.

Looking one throw ahead, the engine judges every reply to each of the opponent's 21 throws;
GNU Backgammon ranks them with small "pruning" networks and judges only the best few with its
full networks. This is ours: 198 raw inputs (`encoding.encode`), few hidden units, trained
(numpy, never at run time) on every candidate position of self-play games played by the main
networks, towards the main networks' own outputs for them (the contact network's, or the
race network's in a race). Bear-off positions are left out (the database judges them).

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin OMP_NUM_THREADS=1 nice -n 19 .venv/bin/python \\
        tools/train_prune.py --contact build/train/contact.bin --out build/prune/prune.bin --games 2000
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bg_inputs import CONTACT, RACE, counts, raw_batch
from bg_net import Net, export
from bg_selfplay import Trainer
from rabattues.backgammon.board import Board
from rabattues.backgammon.encoding import INPUTS
from rabattues.backgammon.network import OUTPUTS, from_bytes


def loaded(path: Path, kind: str) -> Net:
    """A training net holding an engine weights file."""
    return Net.from_network(from_bytes(path.read_bytes()), kind)


class Collector(Trainer):
    """Self-play by the main networks that keeps every candidate position and its outputs."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.boards: list[Board] = []
        self.targets: list[np.ndarray] = []

    def judge(self, boards: list[Board]) -> tuple[np.ndarray, np.ndarray, Callable[[int], np.ndarray | None]]:
        """The main networks' judgement, each network position kept."""
        kinds, values, inputs = super().judge(boards)
        for board, kind, value in zip(boards, kinds, values, strict=True):
            if kind in (CONTACT, RACE):
                self.boards.append(board)
                self.targets.append(value)
        return kinds, values, inputs


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contact", type=Path, required=True)
    parser.add_argument("--race", type=Path, help="default: beside --contact, 'contact' → 'race'")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv[1:])
    race = args.race or args.contact.with_name(args.contact.name.replace("contact", "race"))
    settings = argparse.Namespace(lam=0.0, batch=256)
    nets = loaded(args.contact, "contact"), loaded(race, "race")
    collector = Collector(*nets, settings, random.Random(args.seed))
    started = time.perf_counter()
    games, done = [collector.new_game() for _ in range(32)], 0
    while done < args.games:
        for game, _result in collector.step(games):
            games[games.index(game)] = collector.new_game()
            done += 1
    mover, opponent = counts(collector.boards)
    t = np.array(collector.targets, dtype=np.float32)
    print(f"{len(t)} positions from {done} games in {time.perf_counter() - started:.0f} s", flush=True)
    rng = np.random.default_rng(args.seed)
    held = rng.permutation(len(t))
    test, train = held[: len(t) // 10], held[len(t) // 10 :]
    net = Net(INPUTS, args.hidden, rng, "prune")
    for epoch in range(args.epochs):
        lr = args.lr * (0.5 ** max(0, epoch - args.epochs // 2))
        order = rng.permutation(train)
        for i in range(0, len(order) - 255, 256):
            pick = order[i : i + 256]
            net.learn(raw_batch(mover[pick], opponent[pick]), t[pick], lr)
        out = net.forward(raw_batch(mover[test], opponent[test]))
        equity = lambda o: 2 * o[:, 0] - 1 + o[:, 1] - o[:, 3] + o[:, 2] - o[:, 4]  # noqa: E731
        error = np.abs(equity(out) - equity(t[test])).mean()
        print(f"epoch {epoch + 1}: mean equity difference from the main networks {error:.4f}", flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    export(
        net,
        args.out,
        {
            "kind": "prune",
            "inputs": INPUTS,
            "hidden": args.hidden,
            "outputs": OUTPUTS,
            "games": done,
            "positions": len(t),
            "seed": args.seed,
            "teacher": str(args.contact),
            "method": "distilled from the main networks",
        },
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
