"""The computer's levels: what each one plays, the lookahead's budget, the command line's `--level`, and a
computer player's level named in the record (kept, checked, and played at)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from rabattues import api
from rabattues.backgammon import evaluate
from rabattues.backgammon.board import Board, from_points, is_race
from rabattues.backgammon.evaluate import judge
from rabattues.backgammon.game import legal_moves
from rabattues.backgammon.levels import DEFAULT, LEVELS, choose, level_named, ranked
from rabattues.backgammon.lookahead import reply_average
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import Record
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
    """Without a time limit and looking no further, the master's move is the candidate (best few by
    0-ply, within the margin) whose average over the opponent's replies is best, computed here directly."""
    level = replace(LEVELS[DEFAULT], seconds=None, contact_keep=0)
    for board, dice in turns(4, 3):
        judged = evaluate.judge(board, dice)
        candidates = [j for j in judged[: level.keep] if j.equity >= judged[0].equity - level.margin]
        best = max(candidates, key=lambda j: reply_average(j.move.after, level.prune).equity)
        assert choose(board, dice, level) == best.move


@pytest.mark.parametrize(("theirs", "dice", "moves", "worth"), [
    ({4: 2, 5: 4, 6: 7, 7: 1, 9: 1}, (2, 1), {"2/off 1/off", "2/off"}, 2.0),  # none off: a gammon to win now
    ({2: 4, 3: 3, 5: 1, 6: 2}, (1, 4), {"2/off 1/off", "2/off"}, 1.0),  # 10 left: won next turn anyway
])
def test_the_best_levels_bear_off_the_last_checkers_when_they_can(
        theirs: dict[int, int], dice: tuple[int, int], moves: set[str], worth: float) -> None:
    """Two checkers left, on the 1- and 2-points: 2/off 1/off ends the game, 2/1/off leaves one. The
    levels that err on none of their moves end it: when a gammon is at stake (the lookahead had judged
    the finished game by replies to it), and when the game is won either way (a tie, which a player
    would not drag on)."""
    board = from_points({1: 1, 2: 1}, theirs)
    assert {m.text for m in legal_moves(board, dice)} == moves
    for level in (level for level in LEVELS.values() if not level.noise):
        judged = ranked(board, dice, replace(level, seconds=None))
        assert judged[0].move.text == "2/off 1/off" and judged[0].equity == worth


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


def record_text(level: str | None, board: Board, dice: tuple[int, int], kind: str = "computer") -> str:
    """Black on roll with these dice on this board, played by a computer at `level` (None: unnamed)."""
    black: dict[str, Any] = {"name": "Black", "kind": kind, **({"level": level} if level else {})}
    return json.dumps({
        "format": 1, "game": "backgammon", "preset": "money",
        "rules": {"cube": False, "cube_max": 64, "jacoby": False, "stake": 1}, "seed": 5, "dice": "seeded",
        "players": {"w": {"name": "White", "kind": "human"}, "b": black},
        "start": {"position_id": format_position_id(board), "turn": "b", "dice": list(dice)}, "actions": []})


def test_the_levels_a_record_names_are_the_computers_levels() -> None:
    """The record reads the names without the networks; they are the levels' own, weakest first."""
    assert list(Record.LEVELS) == list(LEVELS)
    assert DEFAULT in Record.LEVELS


def test_the_computer_moves_at_its_records_level() -> None:
    """Each level's move is what that level chooses; a beginner's differ from an expert's somewhere."""
    differ = 0
    for board, dice in turns(12, 3):
        moves = {}
        for level in ("beginner", "expert"):
            answer = json.loads(api.computer_action(record_text(level, board, dice)))
            assert answer["action"] == choose(board, dice, LEVELS[level]).text
            moves[level] = answer["action"]
        differ += moves["beginner"] != moves["expert"]
    assert differ >= 2


def test_a_record_without_a_level_plays_the_default_level() -> None:
    """Old records name no level: the computer plays at the default level, as it always did (in
    positions where that level has one candidate, its best by a margin: the same on any machine)."""
    checked = 0
    for board, dice in turns(60, 4):
        best, second = judge(board, dice)[:2]
        if best.chances.equity - second.chances.equity <= LEVELS[DEFAULT].margin:
            continue
        beginner = choose(board, dice, LEVELS["beginner"])
        unnamed = json.loads(api.computer_action(record_text(None, board, dice)))["action"]
        assert unnamed == best.move.text
        checked += beginner is not None and beginner.text != unnamed
    assert checked >= 1


def test_a_level_is_written_back_as_read_and_left_out_when_unnamed() -> None:
    """The record keeps the level it was given; one without stays without."""
    board, dice = turns(1, 5)[0]
    for level in ("intermediate", None):
        opened = json.loads(api.open_record(record_text(level, board, dice)))
        black = opened["record"]["players"]["b"]
        assert black == {"name": "Black", "kind": "computer", **({"level": level} if level else {})}


@pytest.mark.parametrize(("level", "kind", "words"), [
    ("grandmaster", "computer", "unknown level 'grandmaster' (beginner, intermediate, expert, master)"),
    ("expert", "human", "only a computer player has a level"),
    (3, "computer", "unknown level '3'"),
])
def test_a_bad_level_is_refused_by_name(level: Any, kind: str, words: str) -> None:
    """An unknown level, a level for a person, or one that is no name: refused, saying which."""
    board, dice = turns(1, 6)[0]
    answer = json.loads(api.open_record(record_text(level, board, dice, kind)))
    assert answer["ok"] is False
    assert words in answer["error"]


def test_the_1699_game_has_no_levels() -> None:
    """Its computer plays the exact solver's moves: a level is refused."""
    settings = {"players": {"w": {"name": "White", "kind": "human"},
                            "b": {"name": "Black", "kind": "computer", "level": "expert"}}}
    answer = json.loads(api.new_game(json.dumps(settings)))
    assert answer == {"ok": False, "error": "player 'b': this game's computer has no levels"}
