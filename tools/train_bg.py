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
train.log has one JSON line per save. `--from-weights py/rabattues/backgammon/data` goes on
from the networks shipped (their headers' record of training carried on).
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bg_inputs import (  # noqa: F401  (the other trainers take them from here too)
    BEAROFF,
    CONTACT,
    OVER,
    RACE,
    contact_batch,
    counts,
    features_batch,
    kind_of,
    kinds_batch,
    raw_batch,
)
from bg_net import (  # noqa: F401  (pickled states name train_bg.Net)
    Net,
    export,
    export_networks,
    save_state,
    sigmoid,
    state_from_weights,
)
from bg_values import FLIP, bearoff_value, equity, flip, result_for_loser  # noqa: F401  (train_ply.py takes them from here)
from rabattues.backgammon.board import START, Board
from rabattues.backgammon.encoding import CONTACT_INPUTS, INPUTS
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

    def log(self, directory: Path, line: dict[str, object]) -> None:
        """Append a line to the training log: `line`, the mean losses since the last one, the time."""
        line = {**line, "contact_loss": round(float(np.mean(self.losses[CONTACT] or [0])), 4),
                "race_loss": round(float(np.mean(self.losses[RACE] or [0])), 4),
                "time": time.strftime("%Y-%m-%d %H:%M:%S")}
        self.losses = {CONTACT: [], RACE: []}
        with (directory / "train.log").open("a") as log:
            log.write(json.dumps(line) + "\n")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, required=True)
    parser.add_argument("--games", type=int, default=1_000_000, help="stop after this many games in all")
    parser.add_argument("--from-weights", type=Path,
                        help="start from a folder of the engine's weights files (contact.bin, race.bin)")
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
    elif args.from_weights:
        state = state_from_weights(args.from_weights)
        contact, race, rng, done = state["contact"], state["race"], random.Random(args.seed), state["games"]
        history = state["history"]
    else:
        state = {}
        nprng = np.random.default_rng(args.seed)
        contact = Net(CONTACT_INPUTS, args.hidden, nprng, "contact")
        race = Net(INPUTS, args.race_hidden, nprng, "race")
        rng, done, history = random.Random(args.seed), 0, []
    history.append({"argv": argv[1:], "from_games": done})
    earlier = state.get("earlier") or (  # train_ply.py's training between earlier games and these
        {"positions": state["positions"], "ply_command": state["ply_history"]}
        if state.get("ply_history") else {})
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
                        "method": "self-play, λ-returns, Adam", "command": history, **earlier}
                export_networks(args.dir, {"contact": contact, "race": race}, info,
                                str(done) if done % args.keep == 0 else None)
                save_state(state_path, {"contact": contact, "race": race, "rng": rng, "games": done,
                                        "history": history, "earlier": earlier})
                elapsed = time.perf_counter() - started
                trainer.log(args.dir, {"games": done, "lr": round(lr, 6),
                                       "games_per_s": round(finished / elapsed, 2),
                                       "plies_per_game": round(plies / finished, 1)})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
