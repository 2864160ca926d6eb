"""The training tools (numpy, never at run time): where they start from, and how a network grows."""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np
import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import Board, is_race
from rabattues.backgammon.chances import Chances
from rabattues.backgammon.encoding import INPUTS
from rabattues.backgammon.lookahead import before_roll_deeper
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import default_networks, from_bytes
from rabattues.backgammon.position_id import parse_position_id
from rabattues.backgammon.simulate import random_positions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import bg_inputs
import bg_net
import bg_selfplay


def test_training_can_go_on_from_the_shipped_networks() -> None:
    """`train_ply.py` and `train_bg.py --from-weights` start from the shipped files' exact weights,
    and carry on the record of the training that made them (each new file's header says all of it)."""
    folder = Path(__file__).resolve().parents[2] / "py" / "rabattues" / "backgammon" / "data"
    state = bg_net.state_from_weights(folder)
    for kind in ("contact", "race"):
        shipped = from_bytes((folder / f"{kind}.bin").read_bytes())
        assert state[kind].to_network({}) == shipped  # `info` is not compared
        assert all(not moment.any() for moment in state[kind].m.values())
    assert state["games"] == shipped.info["games"] and state["positions"] == shipped.info["positions"]
    assert state["command"] == shipped.info["command"] and state["ply_command"] == shipped.info["ply_command"]


def test_a_widened_network_judges_as_before() -> None:
    """`Net.widened` adds hidden units that no output reads yet: the same outputs on every race
    board (`train_ply.py --race-hidden`; `--contact-hidden` widens the contact one alike), and it
    refuses to narrow."""
    race = bg_net.Net.from_network(default_networks().race, "race")
    boards = [b for b in random_positions(400, 3) if is_race(b)]
    inputs = bg_inputs.raw_batch(*bg_inputs.counts(boards))
    wider = race.widened(128, np.random.default_rng(1))
    assert wider.params["w1"].shape == (INPUTS, 128) and wider.m["w1"].shape == (INPUTS, 128)
    assert len(boards) > 20 and np.allclose(wider.forward(inputs), race.forward(inputs), rtol=0, atol=1e-6)
    with pytest.raises(ValueError, match="fewer"):
        race.widened(32, np.random.default_rng(1))


def test_two_ply_targets_are_the_engines_two_ply_chances() -> None:
    """`train_ply.py --plies 2` learns what the engine's unpruned 2-ply computes: each throw
    played best by 0-ply, the position after it judged at 1-ply (`before_roll_deeper`)."""
    import train_ply

    folder = Path(__file__).resolve().parents[2] / "py" / "rabattues" / "backgammon" / "data"
    state = bg_net.state_from_weights(folder)
    args = argparse.Namespace(sample=8, race_sample=8, side=1, batch=64, lam=0.0, plies=2)
    trainer = train_ply.PlyTrainer(state["contact"], state["race"], args, random.Random(1))
    boards = [b for b in random_positions(60, 5) if not is_race(b)][:3]
    deeper, one_ply = trainer.targets(boards, 2), trainer.targets(boards, 1)
    engine = np.array([tuple(before_roll_deeper(board, prune=0)) for board in boards])
    assert np.allclose(deeper, engine, rtol=0, atol=1e-4)
    assert np.abs(one_ply - engine).max() > 0.003  # one ply less is another judgement


def test_pruned_two_ply_targets_are_the_engines_pruned_two_ply_chances() -> None:
    """`train_ply.py --plies 2 --prune 4` learns what the engine's 2-ply computes with its pruning
    network (`before_roll_deeper(board, prune=4)`): only the 4 best moves of each throw judged."""
    import train_ply

    folder = Path(__file__).resolve().parents[2] / "py" / "rabattues" / "backgammon" / "data"
    state = bg_net.state_from_weights(folder)
    args = argparse.Namespace(sample=8, race_sample=8, side=1, batch=64, lam=0.0, plies=2, prune=4)
    prune = bg_net.Net.from_network(from_bytes((folder / "prune.bin").read_bytes()), "prune")
    trainer = train_ply.PlyTrainer(state["contact"], state["race"], args, random.Random(1), prune=prune)
    boards = [b for b in random_positions(60, 5) if not is_race(b)][:3]
    pruned = trainer.targets(boards, 2)
    engine = np.array([tuple(before_roll_deeper(board, prune=4)) for board in boards])
    assert np.allclose(pruned, engine, rtol=0, atol=1e-6)
    trainer.args.prune = 0  # judging every move: close (few best moves are pruned away), not the same
    assert np.abs(trainer.targets(boards, 2) - engine).max() > 2e-5


def test_alternatives_are_the_positions_after_a_throws_best_moves() -> None:
    """`--alternatives 2`: for each kept position, the positions after two of a throw's legal
    moves, the opponent on roll, the better one (for the mover) first."""
    import train_ply

    folder = Path(__file__).resolve().parents[2] / "py" / "rabattues" / "backgammon" / "data"
    state = bg_net.state_from_weights(folder)
    args = argparse.Namespace(sample=8, race_sample=8, side=1, batch=64, lam=0.0, plies=1,
                              alternatives=2, margin=10.0)
    trainer = train_ply.PlyTrainer(state["contact"], state["race"], args, random.Random(3))
    board = next(b for b in random_positions(60, 7) if not is_race(b))
    found = trainer.alternatives([(0, board)])
    after_some_throw = {Board(a.opponent, a.mover) for x in range(1, 7) for y in range(1, 7)
                        for a in (apply_play(board, play) for play in generate_plays(board, (x, y)))}
    assert len(found) == 2 and all(b in after_some_throw for _, b in found)
    theirs = [Chances(*trainer.judge([b])[1][0].tolist()).equity for _, b in found]
    assert theirs[0] <= theirs[1]


def test_the_trainers_judge_boards_as_the_engine_does() -> None:
    """The trainers' judgement of a board (the network of its kind, or the bear-off database) is
    the engine's `evaluate.chances`, the gammons the rules rule out included (`bg_values.possible_batch`)."""
    folder = Path(__file__).resolve().parents[2] / "py" / "rabattues" / "backgammon" / "data"
    state = bg_net.state_from_weights(folder)
    trainer = bg_selfplay.Trainer(state["contact"], state["race"], argparse.Namespace(), random.Random(1))
    boards = [b for b in random_positions(1500, 8) if b.mover[0] < 15 and b.opponent[0] < 15]
    stuck = parse_position_id("3wEAAHC2AxAeAA")  # a race: five checkers back against a leader home
    boards += [stuck, stuck.flipped()]
    _kinds, values, _inputs = trainer.judge(boards)
    engine = np.array([tuple(evaluate.chances(b)) for b in boards])
    clipped = np.array([tuple(Chances(*row).consistent()) for row in values.tolist()])
    ruled_out = [b for b in boards if (b.mover[0] or b.opponent[0]) and not evaluate.is_bearoff(b)]
    assert len(ruled_out) > 50  # boards where a checker off rules a gammon out
    assert np.allclose(clipped, engine, rtol=0, atol=2e-5)
