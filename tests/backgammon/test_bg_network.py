"""The evaluator: the pure-Python networks and encodings agree with the numpy training code."""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import START, is_race
from rabattues.backgammon.encoding import INPUTS, encode
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import (
    WeightsError,
    default_network,
    default_networks,
    from_bytes,
    to_bytes,
)
from rabattues.backgammon.simulate import random_positions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import bg_inputs
import bg_net


def test_the_numpy_encoding_is_the_pure_python_one() -> None:
    """Training and play see the same inputs."""
    boards = random_positions(500, 1)
    batch = bg_inputs.raw_batch(*bg_inputs.counts(boards))
    for board, row in zip(boards, batch, strict=True):
        dense = np.zeros(INPUTS, dtype=np.float32)
        for index, value in encode(board):
            dense[index] = value
        assert np.allclose(dense, row)


def test_the_shipped_networks_give_what_numpy_gives() -> None:
    """Pure-Python inference equals the training code's forward pass on each shipped network: the contact
    network on contact positions (the raw board and the features), the race and pruning networks on races."""
    networks = default_networks()
    assert networks.prune is not None and networks.contact.featured and not networks.race.featured
    boards = random_positions(600, 2)
    contact = [b for b in boards if not is_race(b)]
    race = [b for b in boards if is_race(b)]
    assert len(contact) > 100 and len(race) > 50
    cases = ((networks.contact, contact, bg_inputs.contact_batch(contact)),
             (networks.race, race, bg_inputs.raw_batch(*bg_inputs.counts(race))),
             (networks.prune, race, bg_inputs.raw_batch(*bg_inputs.counts(race))))
    for network, chosen, inputs in cases:
        outputs = bg_net.Net.from_network(network, "test").forward(inputs)
        for board, row in zip(chosen, outputs, strict=True):
            # `consistent()` may clip a gammon above its win; compare the unclipped wins.
            assert network.chances(board).win == pytest.approx(float(row[0]), abs=1e-5)


def test_weights_round_trip_and_bad_files_are_refused() -> None:
    """A network written and read back is the same, in float32 or float16 (the shipped files' numbers are
    half-precision values already); a wrong file is a WeightsError."""
    for network in default_networks():
        assert network is not None and network.info["numbers"] == "float16"
        assert from_bytes(to_bytes(network)) == network
        half = to_bytes(network, "float16")
        assert len(half) < len(to_bytes(network)) * 0.55 and from_bytes(half) == network
    with pytest.raises(WeightsError):
        from_bytes(b"not weights")
    half = to_bytes(default_network(), "float16")
    with pytest.raises(WeightsError, match="numbers, not"):
        from_bytes(half[:-1])
    with pytest.raises(WeightsError, match="'float8'"):
        from_bytes(half.replace(b'"float16"', b'"float8"', 1))


def test_half_precision_rounds_each_number_to_the_nearest_float16() -> None:
    """A float32 network stored as float16 keeps each number to the nearest half-precision value (11 bits)."""
    network = default_network()
    wide = replace(network, w1=tuple(tuple(x + 1e-4 for x in row) for row in network.w1[:1]) + network.w1[1:])
    back = from_bytes(to_bytes(wide, "float16"))
    for before, after in zip(wide.w1[0], back.w1[0], strict=True):
        assert abs(after - before) <= max(abs(before), 2 ** -14) * 2 ** -11
    assert back.w1[1:] == network.w1[1:]


def test_chances_are_consistent() -> None:
    """0 ≤ backgammons ≤ gammons ≤ wins ≤ 1, for both sides."""
    for board in random_positions(100, 3):
        c = evaluate.chances(board)
        assert 0 <= c.win_backgammon <= c.win_gammon <= c.win <= 1
        assert 0 <= c.lose_backgammon <= c.lose_gammon <= 1 - c.win


def test_no_gammon_is_given_to_a_player_who_has_borne_off_nor_a_backgammon_a_race_rules_out() -> None:
    """The rules, not the network, decide these: a checker off saves the gammon; in a race no
    checker goes back, so one with none in the winner's home board is safe from a backgammon."""
    from rabattues.backgammon.board import Board
    from rabattues.backgammon.position_id import parse_position_id

    # Its player to move has 13 off and two on his 1-point; the other has one off, three outside.
    board = Board((13, 2) + (0,) * 24, (1, 1, 2, 2, 3, 2, 2) + (0,) * 7 + (1, 0, 1) + (0,) * 9)
    assert evaluate.chances(board).win > 0.99 and evaluate.chances(board).win_gammon == 0.0
    # Four checkers stuck on the other's 3-point in a race: a backgammon is possible ...
    stuck = parse_position_id("3wEAAHC2AxAeAA")
    assert is_race(stuck) and evaluate.chances(stuck).lose_backgammon > 0.0
    # ... and after each move, seen by the mover, it stays possible only while one is still there.
    for judged in evaluate.judge(stuck, (6, 5)):
        c, back = judged.chances, any(judged.move.after.mover[19:25])
        assert c.lose_backgammon == 0.0 or back
        assert c.win_gammon == c.win_backgammon == 0.0  # the opponent has borne off 7
    # Without a checker back (moved past the other's home board), no backgammon, whatever the network says.
    for board in random_positions(300, 6):
        if is_race(board) and not any(board.mover[19:26]):
            assert evaluate.chances(board).lose_backgammon == 0.0
        if board.mover[0]:
            assert evaluate.chances(board).lose_gammon == 0.0


def test_the_evaluator_knows_a_won_race() -> None:
    """Far ahead in a race (bear-off database): nearly sure to win."""
    from rabattues.backgammon.board import from_points

    assert evaluate.chances(from_points({1: 2}, {6: 10, 5: 3})).win > 0.99


def test_the_evaluator_plays_the_standard_opening_3_1() -> None:
    """8/5 6/5 is the best 3-1 opening by every strong program and book."""
    assert evaluate.best_move(START, (3, 1)).text == "8/5 6/5"  # type: ignore[union-attr]


def test_a_moves_inputs_are_its_positions_inputs_plus_the_change() -> None:
    """`encode_change` is exactly the difference of two encodings, so sums built from it are the same."""
    from rabattues.backgammon.encoding import encode_change

    network = default_network()
    rng = random.Random(5)
    for board in random_positions(200, 4):
        plays = generate_plays(board, (rng.randint(1, 6), rng.randint(1, 6)))
        for play in plays[:5]:
            after = apply_play(board, play).flipped()
            dense = dict(encode(board.flipped()))
            for index, value in encode_change(board.flipped(), after):
                dense[index] = dense.get(index, 0.0) + value
            expected = {i: v for i, v in encode(after) if v}  # a finished player's pips are a 0 input
            assert {i: v for i, v in dense.items() if abs(v) > 1e-12} == pytest.approx(expected)
            full = network.sums(encode(after))
            step = network.sums(encode_change(board.flipped(), after), network.sums(encode(board.flipped())))
            assert step == pytest.approx(full, abs=1e-9)
