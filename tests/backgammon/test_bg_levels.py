"""The computer's levels: what each one plays, the lookahead's budget, and the command line's `--level`."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import Board, is_race
from rabattues.backgammon.game import legal_moves
from rabattues.backgammon.levels import DEFAULT, LEVELS, choose, level_named, ranked
from rabattues.backgammon.lookahead import reply_average
from rabattues.backgammon.simulate import random_positions


def turns(count: int, seed: int) -> list[tuple[Board, tuple[int, int]]]:
    """Contact positions of random games with a throw that offers at least three moves."""
    rng, found = random.Random(seed), []
    for board in random_positions(count * 4, seed):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        if not is_race(board) and len(legal_moves(board, dice)) >= 3:
            found.append((board, dice))
    return found[:count]


def test_expert_plays_the_evaluators_best_move() -> None:
    """The expert level is the evaluator's plain choice (0-ply)."""
    for board, dice in turns(30, 1):
        assert choose(board, dice, LEVELS["expert"]) == evaluate.best_move(board, dice)


def test_the_weaker_levels_err_on_purpose_but_always_the_same_way() -> None:
    """A beginner plays legal moves, not always the best, and the same move again in the same position."""
    differ = 0
    for board, dice in turns(40, 2):
        move = choose(board, dice, LEVELS["beginner"])
        assert move is not None and move.text in legal_moves(board, dice)
        assert choose(board, dice, LEVELS["beginner"]) == move
        differ += move != evaluate.best_move(board, dice)
    assert differ >= 8


def test_the_lookahead_picks_the_best_reply_average_among_its_candidates() -> None:
    """Without a time limit, the master's move is the candidate (best few by 0-ply, within the margin)
    whose average over the opponent's replies is best, computed here directly."""
    level = replace(LEVELS[DEFAULT], seconds=None)
    for board, dice in turns(4, 3):
        judged = evaluate.judge(board, dice)
        candidates = [j for j in judged[: level.keep] if j.equity >= judged[0].equity - level.margin]
        best = max(candidates, key=lambda j: reply_average(j.move.after, level.prune).equity)
        assert choose(board, dice, level) == best.move


def test_with_no_time_left_the_lookahead_keeps_the_0_ply_choice() -> None:
    """A budget of no time at all: only the 0-ply best is looked at, so it is played."""
    level = replace(LEVELS[DEFAULT], seconds=0.0)
    for board, dice in turns(5, 4):
        assert choose(board, dice, level) == evaluate.best_move(board, dice)
        assert len(ranked(board, dice, level)) == len(legal_moves(board, dice))


def test_an_unknown_level_is_refused_by_name() -> None:
    """The error names the levels there are."""
    with pytest.raises(ValueError, match="beginner, intermediate, expert, master"):
        level_named("grandmaster")


def test_the_command_line_plays_at_a_level_and_refuses_an_unknown_one() -> None:
    """`play --level beginner` plays a whole game; `--level nope` is one line and exit status 2."""
    run = [sys.executable, "-m", "rabattues", "play", "--game", "backgammon", "--seed", "5"]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "py")}
    done = subprocess.run([*run, "--level", "beginner"], capture_output=True, text=True, check=True, env=env)
    assert "wins" in done.stdout.splitlines()[-2]
    bad = subprocess.run([*run, "--level", "nope"], capture_output=True, text=True, env=env)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "unknown level 'nope'" in bad.stderr
