"""Train backgammon's contact and race networks by self-play towards λ-returns (numpy; never at run time).

Many games are played side by side, so that every ply's candidate positions of all of them
are judged by one matrix product: the player on roll picks, greedily, the move after which
his opponent's cubeless equity is least, judged by the contact network (contact positions,
`encoding.encode_contact`: the raw board and the hand-made features), the race network
(races, `encoding.encode`) or the exact bear-off database (both sides home). At the end of a
game each position's target is its λ-return, the outputs one ply later (seen from the other
side) blended with the later targets and the result; a bear-off position's exact chances end
the chain. The networks then learn those targets (cross-entropy on the five sigmoid outputs,
Adam, the learning rate falling as lr / sqrt(1 + games / decay)).

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin OMP_NUM_THREADS=1 nice -n 19 \\
        .venv/bin/python tools/train_bg.py --dir build/train --games 2000000 --seed 1

The state (weights, Adam's moments, games played, the dice's state) is saved in --dir every
--every games, atomically; the same command resumes from it. Each save also writes the
engine's weights files (contact.bin, race.bin) and a copy of them every --keep games;
train.log has one JSON line per save.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from rabattues.backgammon import features
from rabattues.backgammon.bearoff import database, is_bearoff
from rabattues.backgammon.board import START, Board, is_race
from rabattues.backgammon.encoding import CONTACT_INPUTS, INPUTS
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import OUTPUTS, Network, to_bytes

CONTACT, RACE, BEAROFF, OVER = 0, 1, 2, 3
FLIP = np.array([0, 3, 4, 1, 2])


def raw_batch(mover: np.ndarray, opponent: np.ndarray) -> np.ndarray:
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


def counts(boards: list[Board]) -> tuple[np.ndarray, np.ndarray]:
    """Counts arrays of boards seen by the player on roll."""
    return (np.array([b.mover for b in boards], dtype=np.float32),
            np.array([b.opponent for b in boards], dtype=np.float32))


def contact_batch(boards: list[Board]) -> np.ndarray:
    """The inputs of `encoding.encode_contact` for N boards."""
    mover, opponent = counts(boards)
    return np.concatenate([raw_batch(mover, opponent), features_batch(mover, opponent),
                           features_batch(opponent, mover)], axis=1)


BIT = np.int64(1) << np.arange(26, dtype=np.int64)
ESCAPES = np.array(features.ESCAPES, dtype=np.int64)
FULL = np.int64((1 << 25) - 1)
DIE = np.arange(7, dtype=np.int64)
FIRST, SECOND = (np.array(side, dtype=np.int64) for side in zip(*[(a, b) for a in range(1, 7)
                                                                   for b in range(a + 1, 7)], strict=True))
"""The 15 throws of two different dice."""
WEIGHT = np.array([2] * 15 + [1] * 6, dtype=np.int64)
"""Throws out of 36: each of the 15 above twice, then the six doubles once."""


def _bits(mask: np.ndarray) -> np.ndarray:
    """Rows of booleans over points 1–24 as ints (bit p for point p)."""
    return mask.astype(np.int64) @ BIT[1:25]


def _escapes(blocks: np.ndarray, point: np.ndarray) -> np.ndarray:
    """`features.escapes` for arrays."""
    window = np.where(point >= 12, blocks >> np.maximum(point - 12, 0), blocks << np.maximum(12 - point, 0))
    return ESCAPES[window & 0xFFF]


def _shots(blots: np.ndarray, free: np.ndarray, others: np.ndarray, bar: np.ndarray,
           ) -> tuple[np.ndarray, np.ndarray]:
    """`features.hits` for arrays: throws that hit, and the pips they cost, summed over the 21 throws.

    As there, each die's steps are made once, then all 21 throws at once, for the boards with
    none on the bar; the few with checkers on the bar go through `features.hits` itself."""
    n = len(blots)
    shots, loss = np.zeros(n, dtype=np.int64), np.zeros(n, dtype=np.int64)

    plain = np.nonzero((bar == 0) & (blots != 0))[0]
    o, f, b = others[plain], free[plain], blots[plain]
    step = o[None, :] << DIE[:, None]  # row d: every checker moved d (row 0: not moved)
    through = step & f
    hit = np.empty((21, len(plain)), dtype=np.int64)
    hit[:15] = (step[FIRST] | step[SECOND] | through[FIRST] << SECOND[:, None]
                | through[SECOND] << FIRST[:, None]) & b
    reach, found = through[1:], np.zeros((6, len(plain)), dtype=np.int64)
    for _ in range(4):
        found |= reach & b
        reach = reach << DIE[1:, None] & f
    hit[15:] = found
    low = np.log2(np.maximum(hit & -hit, 1)).round().astype(np.int64)
    shots[plain] = (np.where(hit != 0, WEIGHT[:, None], 0)).sum(axis=0)
    loss[plain] = (np.where(hit != 0, WEIGHT[:, None] * (25 - low), 0)).sum(axis=0)
    for i in np.nonzero((bar > 0) & (blots != 0))[0]:  # few: the engine's own function
        shots[i], loss[i] = features.hits(int(blots[i]), int(~free[i] & FULL), int(others[i]), int(bar[i]))
    return shots, loss


def features_batch(own: np.ndarray, other: np.ndarray) -> np.ndarray:
    """`features.side_features` of N sides at once (counts arrays N × 26, each in its own numbering)."""
    own, other = own.astype(np.int64), other.astype(np.int64)
    n = own.shape[0]
    points = np.arange(1, 25)
    mine = own[:, 1:25]
    theirs = other[:, 24:0:-1]  # the other side's checkers on our points 1–24
    made, blots = _bits(mine >= 2), _bits(mine == 1)
    others, other_made = _bits(theirs > 0), _bits(theirs >= 2)
    bar = other[:, 25]
    free = FULL & ~made
    shots, loss = _shots(blots, free, others, bar)
    occupied = mine > 0
    last = np.where(occupied.any(axis=1), 24 - np.argmax(occupied[:, ::-1], axis=1), 0)
    back = np.where(own[:, 25] > 0, 25, last)
    back_escapes = np.where(back > 0, _escapes(other_made, back), 0)
    contain = np.min(np.stack([_escapes(other_made, np.full(n, p)) for p in range(15, 25)]), axis=0)
    top_made = np.where(made != 0, np.log2(np.maximum(made, 1)).astype(np.int64), 0)  # made < 2^25: exact
    anchors = own[:, 19:25] >= 2
    first_anchor = np.where(anchors.any(axis=1), 25 - (19 + np.argmax(anchors, axis=1)), 0)
    their_occupied = theirs > 0
    line = np.where(other[:, 25] > 0, 0,
                    np.where(their_occupied.any(axis=1), 1 + np.argmax(their_occupied, axis=1), 25))
    beyond = np.arange(1, 26)[None, :] - line[:, None]
    to_pass = (np.maximum(beyond, 0) * own[:, 1:26]).sum(axis=1)
    run = np.zeros(n, dtype=np.int64)
    x = made.copy()
    while (x != 0).any():
        run += x != 0
        x &= x << 1
    home = (own[:, 1:7] >= 2).sum(axis=1)
    blot_count = (mine == 1).sum(axis=1)
    columns = [shots / 36, loss / 900, back_escapes / 36, (36 - contain) / 36, back / 24, top_made / 24,
               first_anchor / 6, anchors.sum(axis=1) / 3, own[:, 19:26].sum(axis=1) / 5, to_pass / 100,
               run / 6, home / 6, blot_count / 4]
    del points
    return np.stack(columns, axis=1).astype(np.float32)


def sigmoid(x: np.ndarray) -> np.ndarray:
    """The logistic function."""
    return 1.0 / (1.0 + np.exp(-np.clip(x, -40, 40)))


class Net:
    """One network's weights as numpy arrays, with Adam's moments."""

    def __init__(self, inputs: int, hidden: int, rng: np.random.Generator, kind: str) -> None:
        self.kind = kind
        self.params = {
            "w1": rng.uniform(-0.1, 0.1, (inputs, hidden)).astype(np.float32),
            "b1": np.zeros(hidden, dtype=np.float32),
            "w2": rng.uniform(-0.1, 0.1, (OUTPUTS, hidden)).astype(np.float32),
            "b2": np.zeros(OUTPUTS, dtype=np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.steps = 0

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs for a batch of inputs."""
        p = self.params
        return sigmoid(sigmoid(x @ p["w1"] + p["b1"]) @ p["w2"].T + p["b2"])

    def learn(self, x: np.ndarray, target: np.ndarray, lr: float) -> float:
        """One Adam step on the mean cross-entropy of a batch; the loss before the step."""
        p = self.params
        h = sigmoid(x @ p["w1"] + p["b1"])
        o = sigmoid(h @ p["w2"].T + p["b2"])
        eps = 1e-7
        loss = float(-np.mean(target * np.log(o + eps) + (1 - target) * np.log(1 - o + eps)))
        dz2 = (o - target) / len(x)
        dh = (dz2 @ p["w2"]) * h * (1 - h)
        grads = {"w2": dz2.T @ h, "b2": dz2.sum(axis=0), "w1": x.T @ dh, "b1": dh.sum(axis=0)}
        self.steps += 1
        b1, b2 = 0.9, 0.999
        for k, g in grads.items():
            self.m[k] = b1 * self.m[k] + (1 - b1) * g
            self.v[k] = b2 * self.v[k] + (1 - b2) * g * g
            m_hat = self.m[k] / (1 - b1 ** self.steps)
            v_hat = self.v[k] / (1 - b2 ** self.steps)
            p[k] -= (lr * m_hat / (np.sqrt(v_hat) + 1e-8)).astype(np.float32)
        return loss

    def to_network(self, info: dict[str, object]) -> Network:
        """The engine's pure-Python network."""
        p = self.params
        return Network(tuple(map(tuple, p["w1"].tolist())), tuple(p["b1"].tolist()),
                       tuple(map(tuple, p["w2"].tolist())), tuple(p["b2"].tolist()), info)


@dataclass(eq=False)
class Game:
    """One game in progress: the board seen by the player on roll, and its positions so far."""

    board: Board
    first: bool = True
    kinds: list[int] = field(default_factory=list)
    inputs: list[np.ndarray | None] = field(default_factory=list)
    values: list[np.ndarray] = field(default_factory=list)


def flip(v: np.ndarray) -> np.ndarray:
    """Outputs seen by the other player."""
    out = v[..., FLIP].copy()
    out[..., 0] = 1 - v[..., 0]
    return out


def equity(o: np.ndarray) -> np.ndarray:
    """Cubeless equity of outputs for the player on roll."""
    return 2 * o[..., 0] - 1 + o[..., 1] - o[..., 3] + o[..., 2] - o[..., 4]


def result_for_loser(loser: Board) -> np.ndarray:
    """The outputs' true values for the loser, on roll after the winner bore off his last."""
    gammon = loser.mover[0] == 0
    backgammon = gammon and (loser.mover[25] > 0 or any(loser.mover[19:25]))
    return np.array([0, 0, 0, float(gammon), float(backgammon)], dtype=np.float32)


def bearoff_value(board: Board, cache: dict[Board, np.ndarray]) -> np.ndarray:
    """The bear-off database's exact chances, remembered."""
    found = cache.get(board)
    if found is None:
        found = cache[board] = np.array(database().chances(board), dtype=np.float32)
        if len(cache) > 500_000:
            cache.clear()
    return found


def kinds_batch(mover: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """`kind_of` of N boards (counts arrays)."""
    points = np.arange(1, 26)
    mover_back = np.where(mover[:, 1:26] > 0, points, 0).max(axis=1)
    opponent_back = np.where(opponent[:, 1:26] > 0, points, 0).max(axis=1)
    over = (mover[:, 0] == 15) | (opponent[:, 0] == 15)
    home = (mover_back <= 6) & (opponent_back <= 6)
    race = mover_back + opponent_back <= 25
    return np.where(over, OVER, np.where(home, BEAROFF, np.where(race, RACE, CONTACT)))


def kind_of(board: Board) -> int:
    """Which evaluator judges a board (the player on roll to throw)."""
    if board.mover[0] == 15 or board.opponent[0] == 15:
        return OVER
    if is_bearoff(board):
        return BEAROFF
    return RACE if is_race(board) else CONTACT


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
                values[where] = net.forward(x)
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
                best = start + int(np.argmin(ours[start: start + n]))
                game.board = candidates[best]
                game.kinds.append(int(kinds[best]))
                game.inputs.append(inputs(best))
                game.values.append(values[best])
        return ended

    def finish(self, game: Game, result: np.ndarray) -> None:
        """The λ-returns of a finished game's positions, queued for learning."""
        lam = self.args.lam
        later = result  # the target of the position after, seen from its player on roll
        for kind, x, value in zip(reversed(game.kinds), reversed(game.inputs), reversed(game.values),
                                  strict=True):
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
                pick = order[i: i + size]
                self.losses[kind].append(net.learn(x[pick], t[pick], lr))


def save_state(path: Path, state: dict[str, object]) -> None:
    """Write the trainer's state atomically."""
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb") as f:
        pickle.dump(state, f)
    os.replace(tmp, path)


def export(net: Net, path: Path, info: dict[str, object]) -> None:
    """The engine's weights file, atomically."""
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(to_bytes(net.to_network(info)))
    os.replace(tmp, path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, required=True)
    parser.add_argument("--games", type=int, default=1_000_000, help="stop after this many games in all")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--race-hidden", type=int, default=64)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--decay", type=float, default=50_000)
    parser.add_argument("--lam", type=float, default=0.7)
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--side", type=int, default=32, help="games played side by side")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=2000)
    parser.add_argument("--keep", type=int, default=20_000)
    args = parser.parse_args(argv[1:])
    args.dir.mkdir(parents=True, exist_ok=True)
    state_path = args.dir / "state.pkl"
    if state_path.exists():
        with state_path.open("rb") as f:
            state = pickle.load(f)
        contact, race, rng, done = state["contact"], state["race"], state["rng"], state["games"]
        history = state["history"]
    else:
        nprng = np.random.default_rng(args.seed)
        contact = Net(CONTACT_INPUTS, args.hidden, nprng, "contact")
        race = Net(INPUTS, args.race_hidden, nprng, "race")
        rng, done, history = random.Random(args.seed), 0, []
    history.append({"argv": argv[1:], "from_games": done})
    trainer = Trainer(contact, race, args, rng)
    games = [trainer.new_game() for _ in range(args.side)]
    started, finished, plies = time.perf_counter(), 0, 0
    while done < args.games:
        lr = args.lr / (1 + done / args.decay) ** 0.5
        for game, result in trainer.step(games):
            plies += len(game.kinds) + 1
            trainer.finish(game, result)
            games[games.index(game)] = trainer.new_game()
            done += 1
            finished += 1
            trainer.learn(lr, 4096)
            if done % args.every == 0:
                info = {"games": done, "seed": args.seed, "lambda": args.lam, "lr": lr,
                        "method": "self-play, λ-returns, Adam", "command": history}
                for net, name in ((contact, "contact"), (race, "race")):
                    net_info = {**info, "kind": name, "hidden": int(net.params["b1"].size),
                                "inputs": int(net.params["w1"].shape[0]), "outputs": OUTPUTS}
                    export(net, args.dir / f"{name}.bin", net_info)
                    if done % args.keep == 0:
                        export(net, args.dir / f"{name}-{done}.bin", net_info)
                save_state(state_path, {"contact": contact, "race": race, "rng": rng, "games": done,
                                        "history": history})
                elapsed = time.perf_counter() - started
                line = {"games": done, "lr": round(lr, 6), "games_per_s": round(finished / elapsed, 2),
                        "plies_per_game": round(plies / finished, 1),
                        "contact_loss": round(float(np.mean(trainer.losses[CONTACT] or [0])), 4),
                        "race_loss": round(float(np.mean(trainer.losses[RACE] or [0])), 4),
                        "time": time.strftime("%Y-%m-%d %H:%M:%S")}
                trainer.losses = {CONTACT: [], RACE: []}
                with (args.dir / "train.log").open("a") as log:
                    log.write(json.dumps(line) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
