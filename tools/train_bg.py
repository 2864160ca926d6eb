"""Train backgammon's contact and race networks by self-play towards λ-returns (numpy; never at run time).

The games are `bg_selfplay.py`'s: many side by side, each ply's candidates judged in one batch,
the player on roll choosing greedily by the contact network (contact positions,
`encoding.encode_contact`: the raw board and the hand-made features), the race network (races,
`encoding.encode`) or the exact bear-off database (both sides home). At the end of a game each
position's target is its λ-return, the outputs one ply later (seen from the other side) blended
with the later targets and the result; a bear-off position's exact chances end the chain. Here
the networks learn those targets (cross-entropy on the five sigmoid outputs, Adam, the learning
rate falling as lr / sqrt(1 + games / decay)).

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
import pickle
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from bg_net import Net, export_networks, save_state, state_from_weights  # Net: states pickled name it here
from bg_selfplay import Trainer
from rabattues.backgammon.encoding import CONTACT_INPUTS, INPUTS


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, required=True)
    parser.add_argument("--games", type=int, default=1_000_000, help="stop after this many games in all")
    parser.add_argument(
        "--from-weights",
        type=Path,
        help="start from a folder of the engine's weights files (contact.bin, race.bin)",
    )
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
        history = state["command"]
    elif args.from_weights:
        state = state_from_weights(args.from_weights)
        contact, race, rng, done = state["contact"], state["race"], random.Random(args.seed), state["games"]
        history = state["command"]
    else:
        state = {}
        nprng = np.random.default_rng(args.seed)
        contact = Net(CONTACT_INPUTS, args.hidden, nprng, "contact")
        race = Net(INPUTS, args.race_hidden, nprng, "race")
        rng, done, history = random.Random(args.seed), 0, []
    history.append({"argv": argv[1:], "from_games": done})
    earlier = state.get("earlier") or (  # train_ply.py's training between earlier games and these
        {"positions": state["positions"], "ply_command": state["ply_command"]}
        if state.get("ply_command")
        else {}
    )
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
                info = {
                    "games": done,
                    "seed": args.seed,
                    "lambda": args.lam,
                    "lr": lr,
                    "method": "self-play, λ-returns, Adam",
                    "command": history,
                    **earlier,
                }
                export_networks(
                    args.dir,
                    {"contact": contact, "race": race},
                    info,
                    str(done) if done % args.keep == 0 else None,
                )
                save_state(
                    state_path,
                    {
                        "contact": contact,
                        "race": race,
                        "rng": rng,
                        "games": done,
                        "command": history,
                        "earlier": earlier,
                    },
                )
                elapsed = time.perf_counter() - started
                trainer.log(
                    args.dir,
                    {
                        "games": done,
                        "lr": round(lr, 6),
                        "games_per_s": round(finished / elapsed, 2),
                        "plies_per_game": round(plies / finished, 1),
                    },
                )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
