"""Two throws ahead in contact, sampled (`sampled_lookahead.py`): the estimate as defined, the whole
two-throw search when every throw is sampled, the order of the throws, its time limit, and the
master level's use of it."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import OFF, Board, from_points, is_race
from rabattues.backgammon.evaluate import Judged, before_roll, best_board_after
from rabattues.backgammon.game import legal_moves
from rabattues.backgammon.levels import DEFAULT, LEVELS, choose, ranked
from rabattues.backgammon.lookahead import before_roll_deeper, reply_average
from rabattues.backgammon.moves import LegalMove
from rabattues.backgammon.sampled_lookahead import ORDER, sampled_two_throws
from rabattues.backgammon.simulate import random_positions
from rabattues.kernel.dice import THROW_CHANCES


def contact_turns(count: int, seed: int, least: int = 3) -> list[tuple[Board, tuple[int, int]]]:
    """Contact positions of random games with a throw that offers at least `least` moves."""
    rng, found = random.Random(seed), []
    for board in random_positions(count * 4, seed):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if not is_race(board) and len(legal_moves(board, dice)) >= least:
            found.append((board, dice))
    assert len(found) >= count
    return found[:count]


def afters(count: int, seed: int) -> list[Board]:
    """Positions after a move of random contact turns."""
    rng = random.Random(seed)
    return [(moves := legal_moves(b, d).moves)[rng.randrange(len(moves))].after
            for b, d in contact_turns(count, seed)]


def estimate(after: Board, prune: int, throws: int) -> tuple[float, ...]:
    """The definition, judged plainly: the move's chances one throw ahead (`reply_average`), plus the
    mean difference our best play of each of our throws makes to our chances after his best reply,
    over the first `throws` of his throws in the order sampled (weighted by their chances)."""
    difference, sampled = [0.0] * 5, 0.0
    for dice in ORDER[:throws]:
        weight = dict(THROW_CHANCES)[dice]
        reply = best_board_after(after.flipped(), dice, prune)
        assert reply is None or reply[0].mover[OFF] < 15  # contact: he cannot have won
        if reply is None:  # he cannot move: we are on roll again after our move
            now, ours = evaluate.chances(after), after
        else:
            now, ours = reply[1].flipped(), reply[0].flipped()
        deeper = before_roll(ours, prune)
        difference = [d + weight * (f - n) for d, f, n in zip(difference, deeper, now, strict=True)]
        sampled += weight
    return tuple(o + d / sampled for o, d in zip(reply_average(after, prune), difference, strict=True))


def one_throw(moves: list[Board], prune: int) -> list[Judged]:
    """Moves judged one throw ahead, as the master's first look judges them."""
    return [Judged(LegalMove((), "", after), reply_average(after, prune)) for after in moves]


def test_his_throws_are_sampled_without_favouring_a_face() -> None:
    """Every throw once; each three mixed throws in turn show every face once; a double after two runs."""
    assert sorted(ORDER) == sorted(dice for dice, _ in THROW_CHANCES)
    mixed = [dice for dice in ORDER if dice[0] != dice[1]]
    for run in range(5):
        assert sorted(face for dice in mixed[run * 3: run * 3 + 3] for face in dice) == [1, 2, 3, 4, 5, 6]
    assert [i for i, dice in enumerate(ORDER) if dice[0] == dice[1]] == [6, 10, 14, 18, 19, 20]


@pytest.mark.parametrize("throws", [1, 4, 7])
def test_the_estimate_is_the_definitions(throws: int) -> None:
    """After moves of random contact positions, as the definition computes it."""
    moves = afters(3, 1)
    found = sampled_two_throws(one_throw(moves, 4), throws, 4, None, 0.0)
    for after, judged in zip(moves, found, strict=True):
        assert tuple(judged.chances) == pytest.approx(estimate(after, 4, throws), abs=1e-9)


def test_with_every_throw_sampled_it_is_the_whole_two_throw_search() -> None:
    """Sampling all 21 of his throws gives the full search two throws ahead (`before_roll_deeper` on
    his turn), computed independently."""
    moves = afters(2, 2)
    for after, judged in zip(moves, sampled_two_throws(one_throw(moves, 4), 21, 4, None, 0.0), strict=True):
        full = before_roll_deeper(after.flipped(), 4)
        assert full is not None  # no time limit
        assert tuple(judged.chances) == pytest.approx(tuple(full.flipped()), abs=1e-9)


def test_a_move_that_ends_the_game_keeps_its_result() -> None:
    """We bore off our last checker and he has none off: a gammon won, nothing to look at further."""
    after = from_points({}, {4: 2, 5: 4, 6: 7, 7: 1, 9: 1})
    found = sampled_two_throws(one_throw([after], 4), 7, 4, None, 0.0)
    assert [tuple(j.chances) for j in found] == [(1.0, 1.0, 0.0, 0.0, 0.0)]


def test_out_of_time_it_gives_up() -> None:
    """A deadline already passed, or one the first throw would likely pass: nothing compared."""
    judged = one_throw(afters(2, 3), 4)
    assert sampled_two_throws(judged, 7, 4, -1.0, 0.0) == []
    assert sampled_two_throws(judged, 7, 4, time.perf_counter() + 5.0, 10.0) == []


def test_the_master_plays_the_better_of_its_best_two_by_the_sampled_look() -> None:
    """Without a time limit, in contact: of the best two moves one throw ahead, if both are within the
    margin, the one whose sampled look two throws ahead is best, computed here directly; else the
    best one throw ahead."""
    level = replace(LEVELS[DEFAULT], seconds=None)
    assert (level.contact_keep, level.contact_throws) == (2, 7)
    compared = changed = 0
    for board, dice in contact_turns(12, 4):
        looked = ranked(board, dice, replace(level, contact_keep=0))
        top = [j for j in looked[:2] if j.equity >= looked[0].equity - level.contact_margin]
        best = looked[0]
        if len(top) == 2:
            compared += 1
            best = max(top, key=lambda j: equity(estimate(j.move.after, level.prune, 7)))
            changed += best is not looked[0]
        assert choose(board, dice, level) == best.move
    assert compared >= 3 and changed >= 1


def equity(chances: tuple[float, ...]) -> float:
    """Cubeless equity of (win, win gammon, win backgammon, lose gammon, lose backgammon)."""
    win, win_gammon, win_backgammon, lose_gammon, lose_backgammon = chances
    return 2 * win - 1 + win_gammon - lose_gammon + win_backgammon - lose_backgammon


def test_with_no_time_left_contact_keeps_the_0_ply_choice() -> None:
    """A budget of no time at all: no look further is begun, the 0-ply best is played."""
    level = replace(LEVELS[DEFAULT], seconds=0.0)
    for board, dice in contact_turns(3, 5):
        assert choose(board, dice, level) == evaluate.best_move(board, dice)
