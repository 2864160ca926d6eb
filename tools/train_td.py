"""Train the backgammon evaluator by self-play, TD(λ) as in TD-Gammon (numpy; never at run time).

The network (py/rabattues/backgammon/network.py) sees a board from the player on roll and
gives five chances (win, win gammon, win backgammon, lose gammon, lose backgammon). Each turn
the player on roll picks, greedily, the legal move after which his opponent's equity is least;
the network is then moved towards its own evaluation one ply later (seen from the other side),
or towards the result at the end of the game. The eligibility traces are kept per output and
re-expressed in the next player's outputs at every ply (win ↔ loss), which is what makes a
single network play both sides.

    OMP_NUM_THREADS=1 nice -n 10 .venv/bin/python tools/train_td.py --games 200000 \\
        --out build/td/weights.bin [--resume build/td/weights.bin]

Checkpoints are written every --every games (atomically), so training can stop at any time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from rabattues.backgammon.board import START, Board
from rabattues.backgammon.encoding import INPUTS
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import OUTPUTS, Network, from_bytes, to_bytes

FLIP = [0, 3, 4, 1, 2]
"""Outputs seen by the other player: win ↔ loss (with a sign), gammons and backgammons swapped."""
POINTS = np.arange(1, 25)


def encode_batch(mover: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """The inputs of `encoding.encode` for N boards at once (counts arrays N × 26)."""
    n = mover.shape[0]
    out = np.zeros((n, INPUTS), dtype=np.float32)
    for base, counts in ((0, mover), (98, opponent)):
        c = counts[:, 1:25].astype(np.float32)
        units = np.stack([c >= 1, c >= 2, c >= 3, np.maximum(c - 3, 0) / 2], axis=2).astype(np.float32)
        out[:, base: base + 96] = units.reshape(n, 96)
        out[:, base + 96] = counts[:, 25] / 2
        out[:, base + 97] = counts[:, 0] / 15
    out[:, 196] = (mover[:, 1:26] * np.arange(1, 26)).sum(axis=1) / 100
    out[:, 197] = (opponent[:, 1:26] * np.arange(1, 26)).sum(axis=1) / 100
    return out


def sigmoid(x: np.ndarray) -> np.ndarray:
    """The logistic function."""
    return 1.0 / (1.0 + np.exp(-np.clip(x, -40, 40)))


class Net:
    """The network's weights as numpy arrays, with forward and gradient passes."""

    def __init__(self, hidden: int, rng: np.random.Generator) -> None:
        self.w1 = rng.uniform(-0.1, 0.1, (INPUTS, hidden)).astype(np.float32)
        self.b1 = np.zeros(hidden, dtype=np.float32)
        self.w2 = rng.uniform(-0.1, 0.1, (OUTPUTS, hidden)).astype(np.float32)
        self.b2 = np.zeros(OUTPUTS, dtype=np.float32)
        self.info: dict[str, object] = {"games": 0}

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs for a batch of inputs (N × INPUTS)."""
        return sigmoid(sigmoid(x @ self.w1 + self.b1) @ self.w2.T + self.b2)

    def value_and_gradients(self, x: np.ndarray) -> tuple[np.ndarray, tuple[np.ndarray, ...]]:
        """Outputs of one input vector and, per output, the gradients of every weight."""
        h = sigmoid(x @ self.w1 + self.b1)
        o = sigmoid(self.w2 @ h + self.b2)
        do = o * (1 - o)
        g2 = np.zeros((OUTPUTS, OUTPUTS, h.size), dtype=np.float32)
        g2[np.arange(OUTPUTS), np.arange(OUTPUTS)] = do[:, None] * h
        gb2 = np.diag(do).astype(np.float32)
        gh = do[:, None] * self.w2 * (h * (1 - h))
        return o, (gh, g2, gb2)

    def to_network(self) -> Network:
        """The engine's pure-Python network."""
        return Network(tuple(map(tuple, self.w1.tolist())), tuple(self.b1.tolist()),
                       tuple(map(tuple, self.w2.tolist())), tuple(self.b2.tolist()), dict(self.info))

    @classmethod
    def from_network(cls, network: Network) -> Net:
        """Arrays from the engine's network."""
        net = cls(len(network.b1), np.random.default_rng(0))
        net.w1 = np.array(network.w1, dtype=np.float32)
        net.b1 = np.array(network.b1, dtype=np.float32)
        net.w2 = np.array(network.w2, dtype=np.float32)
        net.b2 = np.array(network.b2, dtype=np.float32)
        net.info = dict(network.info)
        return net


def equity(o: np.ndarray) -> np.ndarray:
    """Cubeless equity of outputs (N × 5) for the player on roll."""
    return 2 * o[..., 0] - 1 + o[..., 1] - o[..., 3] + o[..., 2] - o[..., 4]


def counts(boards: list[Board]) -> tuple[np.ndarray, np.ndarray]:
    """Counts arrays of boards seen by the player on roll."""
    return (np.array([b.mover for b in boards], dtype=np.float32),
            np.array([b.opponent for b in boards], dtype=np.float32))


def choose(net: Net, board: Board, dice: tuple[int, int]) -> Board | None:
    """The board after the best move (seen by the mover), or None if no move is possible."""
    plays = generate_plays(board, dice)
    if not plays:
        return None
    afters = [apply_play(board, p) for p in plays]
    if len(afters) == 1:
        return afters[0]
    theirs = equity(net.forward(encode_batch(*counts([Board(a.opponent, a.mover) for a in afters]))))
    return afters[int(np.argmin(theirs))]


def result(loser: Board) -> np.ndarray:
    """The outputs' true values for the loser on roll after the winner bore off his last."""
    gammon = loser.mover[0] == 0
    backgammon = gammon and (loser.mover[25] > 0 or any(loser.mover[19:25]))
    return np.array([0, 0, 0, float(gammon), float(backgammon)], dtype=np.float32)


def train_game(net: Net, rng: random.Random, alpha: float, lam: float) -> int:
    """Play one game against itself, learning at every ply; the number of plies."""
    hidden = net.b1.size
    e1 = np.zeros((OUTPUTS, INPUTS, hidden), dtype=np.float32)
    eb1 = np.zeros((OUTPUTS, hidden), dtype=np.float32)
    e2 = np.zeros((OUTPUTS, OUTPUTS, hidden), dtype=np.float32)
    eb2 = np.zeros((OUTPUTS, OUTPUTS), dtype=np.float32)
    board = START
    first = rng.randint(1, 6), rng.randint(1, 6)
    while first[0] == first[1]:
        first = rng.randint(1, 6), rng.randint(1, 6)
    x = encode_batch(*counts([board]))[0]
    value, (gh, g2, gb2) = net.value_and_gradients(x)
    plies = 0
    while True:
        # Traces: the older ones in this player's outputs, plus this position's gradients.
        e1 = lam * e1[FLIP]
        e1[0] *= -1
        eb1, e2, eb2 = lam * eb1[FLIP], lam * e2[FLIP], lam * eb2[FLIP]
        eb1[0] *= -1
        e2[0] *= -1
        eb2[0] *= -1
        active = np.nonzero(x)[0]
        e1[:, active, :] += x[active][None, :, None] * gh[:, None, :]
        eb1 += gh
        e2 += g2
        eb2 += gb2
        dice = first if plies == 0 else (rng.randint(1, 6), rng.randint(1, 6))
        after = choose(net, board, dice)
        plies += 1
        nxt = board.flipped() if after is None else Board(after.opponent, after.mover)
        if after is not None and after.mover[0] == 15:
            target = result(nxt)
            done = True
        else:
            x = encode_batch(*counts([nxt]))[0]
            next_value, (gh, g2, gb2) = net.value_and_gradients(x)
            target, done = next_value, False
        seen = target[FLIP]
        seen[0] = 1 - target[0]
        delta = (alpha * (seen - value)).astype(np.float32)
        net.w1 += np.tensordot(delta, e1, axes=1)
        net.b1 += delta @ eb1
        net.w2 += np.tensordot(delta, e2, axes=1)
        net.b2 += delta @ eb2
        if done:
            return plies
        board, value = nxt, next_value


def save(net: Net, path: Path) -> None:
    """Write the weights atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(to_bytes(net.to_network()))
    os.replace(tmp, path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--hidden", type=int, default=80)
    parser.add_argument("--alpha", type=float, default=0.1)
    parser.add_argument("--alpha-end", type=float, default=None, help="decayed linearly to this")
    parser.add_argument("--lam", type=float, default=0.7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=5000)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--resume", type=Path)
    parser.add_argument("--keep", action="store_true", help="also keep each checkpoint, named by its games")
    args = parser.parse_args(argv[1:])
    rng = random.Random(args.seed)
    if args.resume:
        net = Net.from_network(from_bytes(args.resume.read_bytes()))
    else:
        net = Net(args.hidden, np.random.default_rng(args.seed))
    done = int(net.info.get("games", 0))  # type: ignore[call-overload]
    end_alpha = args.alpha if args.alpha_end is None else args.alpha_end
    started, plies = time.perf_counter(), 0
    for n in range(1, args.games + 1):
        alpha = args.alpha + (end_alpha - args.alpha) * (n - 1) / max(args.games - 1, 1)
        plies += train_game(net, rng, alpha, args.lam)
        if n % args.every == 0 or n == args.games:
            net.info = {"games": done + n, "hidden": int(net.b1.size), "inputs": INPUTS, "outputs": OUTPUTS,
                        "lambda": args.lam, "alpha": alpha, "method": "TD(lambda) self-play"}
            save(net, args.out)
            if args.keep:
                save(net, args.out.with_name(f"{args.out.stem}-{done + n}{args.out.suffix}"))
            rate = n / (time.perf_counter() - started)
            print(json.dumps({"games": done + n, "alpha": round(alpha, 4), "games_per_s": round(rate, 2),
                              "plies_per_game": round(plies / n, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
