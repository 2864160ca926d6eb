"""The contact network's hand-made features: worked examples; the trainer's numpy version equals them."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest

from rabattues.backgammon.board import START, Board, from_points, is_race
from rabattues.backgammon.encoding import CONTACT_INPUTS, INPUTS, encode_contact
from rabattues.backgammon.features import FEATURES, NAMES, side_features
from rabattues.backgammon.movegen import apply_play, generate_plays
from rabattues.backgammon.network import Network, from_bytes, to_bytes
from rabattues.backgammon.simulate import random_positions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import bg_inputs
import bg_net


def named(board: Board) -> dict[str, float]:
    """The features of the player not on roll (the side whose blots the player on roll may hit)."""
    return dict(zip(NAMES, side_features(board.opponent, board.mover), strict=True))


def test_a_blot_five_away_is_hit_by_fifteen_throws() -> None:
    """Eleven throws hold a 5, and 4-1 and 3-2 make one through an open point: 15 of 36, each
    costing the 19 pips from the blot's point 6 to the bar."""
    board = from_points({24: 1}, {6: 1})  # the player on roll's 24-point is the blot side's 1-point
    found = named(board)
    assert found["shots"] == pytest.approx(15 / 36)
    assert found["pip loss"] == pytest.approx(15 * 19 / 900)


def test_a_blocked_point_between_stops_the_combination_shots() -> None:
    """With the blot side's points 2 to 5 made, 4-1 and 3-2 find both their ways blocked (through 2 or 5,
    through 3 or 4), and 1-1 stops at once: only the 11 throws with a 5 hit."""
    board = from_points({24: 1}, {6: 1, 2: 2, 3: 2, 4: 2, 5: 2})
    assert named(board)["shots"] == pytest.approx(11 / 36)


def test_two_checkers_on_the_bar_hit_only_where_they_enter() -> None:
    """Both must enter before anything else moves: a blot on point 3 is hit by the 11 throws with a 3,
    and by 1-1, whose last two steps carry an entered checker from 1 to 3 (the checker on 20 is past it)."""
    board = from_points({25: 2, 20: 1}, {3: 1})
    assert named(board)["shots"] == pytest.approx(12 / 36)


def test_the_starting_position() -> None:
    """At the start: no blots, the back checkers on 24 escape with 24 throws of 36 (sums of 5, 7 and 12
    land on made points, and 5-5 finds both its single steps blocked), 152 pips to pass the last checker."""
    found = dict(zip(NAMES, side_features(START.mover, START.opponent), strict=True))
    assert found["shots"] == 0 and found["blots"] == 0
    assert found["back escapes"] == pytest.approx(24 / 36)
    assert found["back checker"] == 1 and found["checkers back"] == pytest.approx(2 / 5)
    assert found["forward anchor"] == pytest.approx(1 / 6) and found["anchors"] == pytest.approx(1 / 3)
    assert found["break contact"] == pytest.approx(1.52)
    assert found["prime"] == pytest.approx(1 / 6) and found["home points"] == pytest.approx(1 / 6)


def test_a_six_prime() -> None:
    """Points 4 to 9 made: a prime of six."""
    board = from_points({24: 2}, {p: 2 for p in range(4, 10)})
    assert named(board)["prime"] == 1.0


def positions() -> list[Board]:
    """Contact positions from random games, with checkers on the bar among them."""
    found = [b for b in random_positions(3000, 11) if not is_race(b)]
    assert sum(b.mover[25] >= 2 for b in found) > 20 and sum(b.opponent[25] == 1 for b in found) > 20
    return found


def test_the_trainers_numpy_features_are_the_engines() -> None:
    """Every feature of both sides, for thousands of positions: the same number in numpy as in pure Python."""
    boards = positions()
    mover, opponent = bg_inputs.counts(boards)
    for own, other, side in ((mover, opponent, lambda b: (b.mover, b.opponent)),
                             (opponent, mover, lambda b: (b.opponent, b.mover))):
        batch = bg_inputs.features_batch(own, other)
        expected = np.array([side_features(*side(b)) for b in boards], dtype=np.float32)
        assert batch.shape == (len(boards), FEATURES)
        assert np.array_equal(batch, expected)


def test_the_trainers_contact_inputs_are_the_engines() -> None:
    """The whole input vector of the contact network, numpy against `encode_contact`."""
    boards = positions()[:500]
    batch = bg_inputs.contact_batch(boards)
    for board, row in zip(boards, batch, strict=True):
        dense = np.zeros(CONTACT_INPUTS, dtype=np.float32)
        for index, value in encode_contact(board):
            dense[index] = value
        assert np.allclose(dense, row, atol=1e-6)


def random_contact_network(seed: int) -> Network:
    """A contact network with random weights, through the weights file."""
    rng = np.random.default_rng(seed)
    net = bg_net.Net(CONTACT_INPUTS, 16, rng, "contact")
    net.params["b1"] = rng.uniform(-1, 1, 16).astype(np.float32)
    info = {"inputs": CONTACT_INPUTS, "hidden": 16, "outputs": 5}
    return from_bytes(to_bytes(net.to_network(info)))


def test_sums_after_a_move_are_the_sums_of_the_board_after_it() -> None:
    """The incremental sums (raw changes and changed features only) equal the sums computed from scratch,
    and the pure-Python outputs equal numpy's."""
    network = random_contact_network(3)
    assert network.featured
    net = bg_net.Net(CONTACT_INPUTS, 16, np.random.default_rng(0), "contact")
    net.params = {"w1": np.array(network.w1, dtype=np.float32), "b1": np.array(network.b1, dtype=np.float32),
                  "w2": np.array(network.w2, dtype=np.float32), "b2": np.array(network.b2, dtype=np.float32)}
    rng = random.Random(5)
    checked = 0
    for board in positions()[:150]:
        start = network.start(board.flipped())
        for play in generate_plays(board, (rng.randint(1, 6), rng.randint(1, 6)))[:4]:
            seen = apply_play(board, play).flipped()
            full = network.sums(encode_contact(seen))
            assert network.sums_after(start, seen) == pytest.approx(full, abs=1e-9)
            ours = network.chances(seen)
            theirs = net.forward(bg_inputs.contact_batch([seen]))[0]
            assert ours.win == pytest.approx(float(theirs[0]), abs=1e-5)
            checked += 1
    assert checked > 300
    assert INPUTS + 2 * FEATURES == CONTACT_INPUTS


def test_the_trainer_sends_each_board_to_the_engines_evaluator() -> None:
    """Contact, race, bear-off (both home) or over, in numpy as in the engine, on boards of every kind."""
    from rabattues.backgammon.bearoff import is_bearoff

    boards = random_positions(4000, 12)
    kinds = bg_inputs.kinds_batch(*bg_inputs.counts(boards))
    for board, kind in zip(boards, kinds, strict=True):
        over = board.mover[0] == 15 or board.opponent[0] == 15
        expected = (bg_inputs.OVER if over else bg_inputs.BEAROFF if is_bearoff(board)
                    else bg_inputs.RACE if is_race(board) else bg_inputs.CONTACT)
        assert kind == expected
    assert {bg_inputs.CONTACT, bg_inputs.RACE, bg_inputs.BEAROFF} <= set(kinds.tolist())
