"""Train backgammon's networks towards their own one-ply judgement of self-play positions (numpy only).

After self-play TD (`train_bg.py`), each network gives a position's chances as it stands
("0-ply"). Averaging, over the 21 throws of the player on roll, the chances after his best
move (best by 0-ply) is a better judgement ("1-ply", what the engine's lookahead computes):
here the networks learn that. Positions are drawn from self-play games by the networks
themselves (one in --sample of the contact positions met, one in --race-sample of the races:
a race's target costs less); for each, every legal move of every throw
is judged in one batch (the contact network, the race network, the bear-off database, or the
game's result), and the network of the position's kind takes an Adam step towards the
average. Only the engine's own judgement is learnt: nothing from any other program.

    RABATTUES_BEAROFF=build/bearoff/bearoff.bin OMP_NUM_THREADS=1 nice -n 19 .venv/bin/python \\
        tools/train_ply.py --dir build/ply --start build/train/state.pkl --positions 2000000 --seed 2

`--from-weights py/rabattues/backgammon/data` instead of `--start` goes on from the networks shipped
(with `--contact-hidden` or `--race-hidden`, widened first without changing their judgement).
`--plies 2` looks a throw further for the targets; `--prune K` judges only the K best moves of
each throw by the pruning network, as the engine's lookahead does; `--alternatives K` also
learns, for each kept position, the positions after the K best moves of a throw (the choices a
move compares).

The state is saved in --dir every --every positions (atomically; the same command resumes),
with the engine's weights files (contact.bin, race.bin), a copy every --keep positions, and a
line of JSON in train.log.
"""

from __future__ import annotations

import argparse
import pickle
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bg_inputs import BEAROFF, CONTACT, RACE, contact_batch, counts, kinds_batch, raw_batch
from bg_net import Net, export_networks, save_state, state_from_weights
from bg_selfplay import Game, Trainer
from bg_values import bearoff_value, equity, flip, result_for_loser
from rabattues.backgammon.board import Board
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import OUTPUTS, default_networks
from rabattues.kernel.dice import THROW_CHANCES

DEEPER_CHUNK = 48
"""Positions judged a ply further at once (each brings some 400 candidate boards)."""


class PlyTrainer(Trainer):
    """Self-play that keeps some positions, and one-ply targets for them."""

    def __init__(self, *args: object, prune: Net | None = None) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.pending: list[tuple[int, Board]] = []
        self.prune = prune
        """With `--prune`, the pruning network that ranks the moves of a throw."""

    def step(self, games: list[Game]) -> list[tuple[Game, np.ndarray]]:
        """A turn of every game; one in `sample` (`race_sample` in races) of the positions met is kept."""
        ended = super().step(games)
        for game in games:
            share = {CONTACT: 1 / self.args.sample, RACE: 1 / self.args.race_sample}
            if game.kinds and game.kinds[-1] in share and self.rng.random() < share[game.kinds[-1]]:
                self.pending.append((game.kinds[-1], game.board))
            del game.kinds[:-1], game.inputs[:-1], game.values[:-1]  # no λ-returns kept here
        return ended

    def targets(self, boards: list[Board], plies: int = 1) -> np.ndarray:
        """Each board's chances for its player on roll, averaged over his throws, each played best
        (by 0-ply); with 2 plies, the position after each best move judged so in its turn."""
        candidates: list[Board] = []
        where: list[tuple[int, float, int, int]] = []  # board, weight, first candidate, count
        fixed: dict[tuple[int, int], np.ndarray] = {}  # (board, throw) -> value when no choice is judged
        for b, board in enumerate(boards):
            for t, (dice, weight) in enumerate(THROW_CHANCES):
                afters = [apply_play(board, play) for play in generate_plays(board, dice)]
                done = [a for a in afters if a.mover[0] == 15]
                if done:
                    fixed[b, t] = flip(result_for_loser(done[0].flipped()))
                    where.append((b, weight, -1, t))
                elif not afters:
                    where.append((b, weight, len(candidates), 1))
                    candidates.append(board.flipped())
                else:
                    where.append((b, weight, len(candidates), len(afters)))
                    candidates += [Board(a.opponent, a.mover) for a in afters]
        if getattr(self.args, "prune", 0):
            candidates, where = self.pruned(candidates, where)
        kinds, values, _inputs = self.judge(candidates)
        theirs = equity(values)
        out = np.zeros((len(boards), OUTPUTS), dtype=np.float32)
        deeper: list[tuple[int, float, int]] = []  # board, weight, candidate judged a ply further
        for b, weight, start, n in where:
            if start < 0:
                out[b] += weight * fixed[b, n]
                continue
            best = start + int(np.argmin(theirs[start : start + n]))
            if plies > 1 and kinds[best] != BEAROFF:  # the database is exact already
                deeper.append((b, weight, best))
            else:
                out[b] += weight * flip(values[best])
        for i in range(0, len(deeper), DEEPER_CHUNK):  # a chunk's replies fit in memory
            part = deeper[i : i + DEEPER_CHUNK]
            values_after = self.targets([candidates[c] for _, _, c in part], plies - 1)
            for (b, weight, _), value in zip(part, values_after, strict=True):
                out[b] += weight * flip(value)
        return out

    def pruned(self, candidates: list[Board], where: list[tuple[int, float, int, int]],
               ) -> tuple[list[Board], list[tuple[int, float, int, int]]]:
        """Only the `--prune` best moves of each throw, the best by the pruning network (the
        database's exact chances in a bear-off), as the engine's lookahead judges them."""
        assert self.prune is not None
        mover, opponent = counts(candidates)
        ranks = equity(self.prune.forward(raw_batch(mover, opponent)).astype(np.float64))
        for i in np.nonzero(kinds_batch(mover, opponent) == BEAROFF)[0]:
            ranks[i] = equity(bearoff_value(candidates[i], self.cache)[None].astype(np.float64))[0]
        kept: list[Board] = []
        spans = []
        for b, weight, start, n in where:
            if start < 0 or n <= self.args.prune:
                chosen = range(start, start + n) if start >= 0 else range(0)
            else:  # the opponent's equity: least is best for the mover; ties in the moves' order
                chosen = start + np.argsort(ranks[start : start + n], kind="stable")[: self.args.prune]
            spans.append((b, weight, len(kept) if start >= 0 else start, len(chosen) if start >= 0 else n))
            kept += [candidates[c] for c in chosen]
        return kept, spans

    def alternatives(self, batch: list[tuple[int, Board]]) -> list[tuple[int, Board]]:
        """For each kept position, a throw at random and the positions after its `--alternatives`
        best moves by 0-ply (within `--margin` of the best): what a move's choice compares."""
        candidates: list[Board] = []
        spans: list[tuple[int, int]] = []
        for _kind, board in batch:
            dice = (self.rng.randint(1, 6), self.rng.randint(1, 6))
            afters = [apply_play(board, play) for play in generate_plays(board, dice)]
            if len(afters) > 1 and all(a.mover[0] < 15 for a in afters):
                spans.append((len(candidates), len(afters)))
                candidates += [Board(a.opponent, a.mover) for a in afters]
        kinds, values, _inputs = self.judge(candidates)
        theirs = equity(values)  # the opponent's: the mover's best move leaves him the least
        found = []
        for start, n in spans:
            order = start + np.argsort(theirs[start : start + n])[: self.args.alternatives]
            found += [
                (int(kinds[c]), candidates[c])
                for c in order
                if kinds[c] in (CONTACT, RACE) and theirs[c] - theirs[order[0]] <= self.args.margin
            ]
        return found

    def learn_pending(self, lr: float) -> int:
        """One-ply targets for the kept positions and an Adam step for each network; how many."""
        batch, self.pending = self.pending, []
        if self.args.alternatives:
            batch += self.alternatives(batch)
            self.rng.shuffle(batch)
        for kind, net, encode in (
            (CONTACT, self.contact, contact_batch),
            (RACE, self.race, lambda bs: raw_batch(*counts(bs))),
        ):
            boards = [board for k, board in batch if k == kind]
            for i in range(0, len(boards), self.args.batch):
                part = boards[i : i + self.args.batch]
                self.losses[kind].append(net.learn(encode(part), self.targets(part, self.args.plies), lr))
        return len(batch)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, required=True)
    parser.add_argument("--start", type=Path, help="a train_bg.py state to start from (unless --dir has one)")
    parser.add_argument(
        "--from-weights", type=Path, help="or a folder of the engine's weights files (contact.bin, race.bin)"
    )
    parser.add_argument(
        "--race-hidden",
        type=int,
        help="with --from-weights: widen the race network to this many hidden units",
    )
    parser.add_argument(
        "--contact-hidden",
        type=int,
        help="with --from-weights: widen the contact network to this many hidden units",
    )
    parser.add_argument("--positions", type=int, default=1_000_000, help="stop after learning this many")
    parser.add_argument(
        "--plies",
        type=int,
        default=1,
        choices=(1, 2),
        help="the target's lookahead: 2 judges each best move's position at 1-ply in turn",
    )
    parser.add_argument(
        "--prune",
        type=int,
        default=0,
        help="judge only this many moves of each throw, the best by the engine's pruning network",
    )
    parser.add_argument(
        "--alternatives",
        type=int,
        default=0,
        help="also learn the positions after the best moves of a throw from each kept one",
    )
    parser.add_argument(
        "--margin",
        type=float,
        default=0.2,
        help="with --alternatives: only moves within this equity of the best",
    )
    parser.add_argument("--lr", type=float, default=2e-4)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--sample", type=int, default=8, help="keep one contact position in this many")
    parser.add_argument("--race-sample", type=int, default=8, help="keep one race position in this many")
    parser.add_argument("--side", type=int, default=16)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--every", type=int, default=5000)
    parser.add_argument("--keep", type=int, default=50_000)
    args = parser.parse_args(argv[1:])
    args.lam = 0.0
    args.dir.mkdir(parents=True, exist_ok=True)
    state_path = args.dir / "state.pkl"
    source = state_path if state_path.exists() else args.start
    if source is None and args.from_weights is None:
        parser.error("--start or --from-weights is needed the first time")
    import __main__

    __main__.Net = Net  # type: ignore[attr-defined]  # train_bg.py, run as a script, saved its nets as __main__.Net
    if source is None:
        state = state_from_weights(args.from_weights)
        for kind, hidden in (("race", args.race_hidden), ("contact", args.contact_hidden)):
            if hidden:
                state[kind] = state[kind].widened(hidden, np.random.default_rng(args.seed))
    else:
        with source.open("rb") as f:
            state = pickle.load(f)
    contact, race = state["contact"], state["race"]
    done = state.get("positions", 0)
    rng = state["rng"] if source == state_path else random.Random(args.seed)
    history = [*state.get("ply_command", []), {"argv": argv[1:], "from_positions": done}]
    prune = Net.from_network(default_networks().prune, "prune") if args.prune else None
    trainer = PlyTrainer(contact, race, args, rng, prune=prune)
    games = [trainer.new_game() for _ in range(args.side)]
    started, learnt, last_saved = time.perf_counter(), 0, done
    while done < args.positions:
        for game, _result in trainer.step(games):
            games[games.index(game)] = trainer.new_game()
        if len(trainer.pending) >= 2 * args.batch:
            n = trainer.learn_pending(args.lr)
            done += n
            learnt += n
        if done - last_saved >= args.every:
            last_saved = done
            info = {
                "games": state["games"],
                "positions": done,
                "seed": args.seed,
                "lr": args.lr,
                "method": "self-play TD, then towards its own 1-ply judgement",
                "command": state["command"],
                "ply_command": history,
            }
            kept = done // args.keep != (done - args.every) // args.keep
            export_networks(args.dir, {"contact": contact, "race": race}, info, f"p{done}" if kept else None)
            save_state(
                state_path,
                {
                    **state,
                    "contact": contact,
                    "race": race,
                    "rng": rng,
                    "positions": done,
                    "ply_command": history,
                },
            )
            elapsed = time.perf_counter() - started
            trainer.log(args.dir, {"positions": done, "per_s": round(learnt / elapsed, 1)})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
