"""Two throws ahead in a race (`race_lookahead.py`): the pairs judged as the evaluator judges them,
the averages as defined, the master level's use of it, and its time limit."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.bearoff import is_bearoff
from rabattues.backgammon.board import OFF, Board, from_points, is_race
from rabattues.backgammon.evaluate import best_board_after
from rabattues.backgammon.game import legal_moves
from rabattues.backgammon.levels import DEFAULT, LEVELS, choose, ranked
from rabattues.backgammon.network import default_networks
from rabattues.backgammon.race_lookahead import race_reply_average
from rabattues.backgammon.simulate import random_positions
from rabattues.kernel.dice import THROW_CHANCES


def races(count: int, seed: int) -> list[Board]:
    """Races of random games, not yet both home (the race network judges them)."""
    found = [b for b in random_positions(count * 20 + 200, seed) if is_race(b) and not is_bearoff(b)]
    assert len(found) >= count
    return found[:count]


def test_a_boards_hidden_sums_are_the_biases_and_each_players_part() -> None:
    """The race network's sums of a board, from its two players' parts, give its chances as a whole."""
    network = default_networks().race
    for board in races(40, 1):
        mover, opponent = network.side_sums(board.mover, True), network.side_sums(board.opponent, False)
        sums = tuple(b + m + o for b, m, o in zip(network.b1, mover, opponent, strict=True))
        assert tuple(network.chances_from(sums)) == pytest.approx(tuple(network.chances(board)), abs=1e-12)


def two_throws_ahead(after: Board, prune: int) -> tuple[float, ...]:
    """The definition, judged plainly: his best reply to each of his throws, our best play of each of
    ours against his checkers before his reply, each pair by `evaluate.chances`, averaged, seen by us."""
    ours = []
    for dice, weight in THROW_CHANCES:
        best = best_board_after(after, dice, prune)
        ours.append((weight, after.mover if best is None else best[0].mover))
    total = [0.0] * 5
    for dice, weight in THROW_CHANCES:
        reply = best_board_after(after.flipped(), dice, prune)
        his = after.opponent if reply is None else reply[0].mover
        for our_weight, mine in ours:
            if his[OFF] == 15:  # his last checker off: lost as we stand, no throw of ours
                outcome = evaluate.chances(Board(after.mover, his))
            else:
                outcome = evaluate.chances(Board(his, mine)).flipped()
            for i, value in enumerate(outcome):
                total[i] += weight * our_weight * value
    return tuple(total)


@pytest.mark.parametrize("prune", [0, 4])
def test_the_average_is_the_definitions(prune: int) -> None:
    """On races of random games, after one of their moves, as the definition computes it."""
    rng = random.Random(2)
    for board in races(3, 2):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        moves = legal_moves(board, dice).moves
        after = moves[rng.randrange(len(moves))].after if moves else board
        found = race_reply_average(after, prune)
        assert found is not None
        assert tuple(found) == pytest.approx(two_throws_ahead(after, prune), abs=1e-9)


def test_a_move_that_ends_the_game_is_worth_its_result() -> None:
    """We bore off our last checker and he has none off: a gammon won, no reply."""
    after = from_points({}, {4: 2, 5: 4, 6: 7, 7: 1, 9: 1})
    assert tuple(race_reply_average(after, 4) or ()) == (1.0, 1.0, 0.0, 0.0, 0.0)


def test_an_opponent_sure_to_finish_wins() -> None:
    """His last checker is on his 1-point: whatever he throws he bears it off, so we lose, a gammon
    as we stand (none of ours off), whatever our throws could have done."""
    after = from_points({1: 15}, {1: 1})
    found = race_reply_average(after, 4)
    assert found is not None and tuple(found) == (0.0, 0.0, 0.0, 1.0, 0.0)
    assert tuple(found) == pytest.approx(two_throws_ahead(after, 4))


def test_out_of_time_it_gives_up() -> None:
    """A deadline already passed: None."""
    assert race_reply_average(races(1, 3)[0], 4, deadline=-1.0) is None


def race_turns(count: int, seed: int) -> list[tuple[Board, tuple[int, int]]]:
    """Races with a throw that offers at least three moves."""
    rng, found = random.Random(seed), []
    for board in races(count * 4, seed):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if len(legal_moves(board, dice)) >= 3:
            found.append((board, dice))
    assert len(found) >= count
    return found[:count]


def test_the_master_plays_the_best_of_its_best_three_two_throws_ahead() -> None:
    """Without a time limit, in a race: of the best three moves one throw ahead (within the margin),
    the one whose average two throws ahead is best, computed here directly."""
    level = replace(LEVELS[DEFAULT], seconds=None)
    assert level.race_keep == 3
    for board, dice in race_turns(3, 4):
        looked = ranked(board, dice, replace(level, race_keep=0))
        top = [j for j in looked[:3] if j.equity >= looked[0].equity - level.race_margin]
        two = {j.move.text: race_reply_average(j.move.after, level.prune) for j in top}
        best = max(top, key=lambda j: two[j.move.text].equity)  # type: ignore[union-attr]
        assert choose(board, dice, level) == best.move


def test_with_no_time_left_a_race_keeps_the_0_ply_choice() -> None:
    """A budget of no time at all: neither lookahead is begun, the 0-ply best is played."""
    level = replace(LEVELS[DEFAULT], seconds=0.0)
    for board, dice in race_turns(3, 5):
        assert choose(board, dice, level) == evaluate.best_move(board, dice)
        assert len(ranked(board, dice, level)) == len(legal_moves(board, dice))
