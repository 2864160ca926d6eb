"""The training tools (numpy, never at run time): where they start from, and what they learn from."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import CHECKERS, OFF, is_race
from rabattues.backgammon.encoding import INPUTS
from rabattues.backgammon.network import default_networks, from_bytes
from rabattues.backgammon.simulate import random_positions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import bg_inputs
import bg_net
import bg_races


def test_training_can_go_on_from_the_shipped_networks() -> None:
    """`train_ply.py --from-weights` starts from the shipped files' exact weights, and carries on
    the record of the training that made them (each new file's header says all of it)."""
    import train_ply

    folder = Path(__file__).resolve().parents[2] / "py" / "rabattues" / "backgammon" / "data"
    state = train_ply.state_from_weights(folder)
    for kind in ("contact", "race"):
        shipped = from_bytes((folder / f"{kind}.bin").read_bytes())
        assert state[kind].to_network({}) == shipped  # `info` is not compared
        assert all(not moment.any() for moment in state[kind].m.values())
    assert state["games"] == shipped.info["games"] and state["positions"] == shipped.info["positions"]
    assert state["history"] == shipped.info["command"] and state["ply_history"] == shipped.info["ply_command"]


def test_a_widened_network_judges_as_before() -> None:
    """`Net.widened` adds hidden units that no output reads yet: the same outputs on every race
    board (`train_ply.py --race-hidden`), and it refuses to narrow."""
    race = bg_net.Net.from_network(default_networks().race, "race")
    boards = [b for b in random_positions(400, 3) if is_race(b)]
    inputs = bg_inputs.raw_batch(*bg_inputs.counts(boards))
    wider = race.widened(128, np.random.default_rng(1))
    assert wider.params["w1"].shape == (INPUTS, 128) and wider.m["w1"].shape == (INPUTS, 128)
    assert len(boards) > 20 and np.allclose(wider.forward(inputs), race.forward(inputs), rtol=0, atol=1e-6)
    with pytest.raises(ValueError, match="fewer"):
        race.widened(32, np.random.default_rng(1))



def test_the_races_far_from_even_are_races_a_side_must_save_a_gammon_in() -> None:
    """Each has 15 checkers a side, contact over, not both sides home; one side has none off and
    the other some off (at least one on the board); either side is on roll; some lose a backgammon
    as they stand (a checker in the other's home board)."""
    rng = random.Random(1)
    boards = [bg_races.gammon_race(rng) for _ in range(2000)]
    on_roll = {"saving": 0, "ahead": 0}
    backgammons = 0
    for board in boards:
        assert sum(board.mover) == sum(board.opponent) == CHECKERS
        assert is_race(board) and not is_bearoff(board)
        saving, ahead = sorted((board.mover, board.opponent), key=lambda side: side[OFF])
        assert saving[OFF] == 0 and 0 < ahead[OFF] < CHECKERS
        on_roll["saving" if board.mover is saving else "ahead"] += 1
        backgammons += any(saving[19:26])
    assert min(on_roll.values()) > 800 and backgammons > 50
