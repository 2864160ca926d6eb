"""`python -m rabattues ... --game backgammon`: moves, hint, show, play, replay, simulate; bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
START = "4HPwATDgc/ABMA"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m rabattues ARGS`, capturing its output."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "rabattues", *args], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


def test_moves_json_lists_every_move_with_the_next_position_id() -> None:
    """3-1 from the start: 16 moves (as gnubg lists them); 8/5 6/5 leads to `sGfw…` (test_bg_notation)."""
    result = run("moves", "--game", "backgammon", "--position-id", START, "--dice", "31", "--json")
    moves = json.loads(result.stdout)
    assert result.returncode == 0 and len(moves) == 16
    assert {"move": "8/5 6/5", "position_id": "sGfwATDgc/ABMA"} in moves


def test_moves_text_is_one_move_a_line() -> None:
    """Without --json, one move a line (6-6: the 11 moves counted in test_bg_rules)."""
    lines = run("moves", "--game", "backgammon", "--dice", "66").stdout.splitlines()
    assert len(lines) == 11 and "24/18(2) 13/7(2)" in lines


def test_moves_with_no_legal_move_is_an_empty_list() -> None:
    """On the bar against a closed board: `[]`."""
    closed = "27YBBwAA8P8DQA"  # the next test checks what it holds
    result = run("moves", "--game", "backgammon", "--position-id", closed, "--dice", "66", "--json")
    assert result.returncode == 0 and json.loads(result.stdout) == []


def test_the_closed_board_id_used_above() -> None:
    """The ID of the no-move test: the roller on the bar, two opponent checkers on each of his 1–6."""
    from rabattues.backgammon.position_id import parse_position_id

    board = parse_position_id("27YBBwAA8P8DQA")
    assert board.mover[25] >= 1 and all(board.opponent[p] >= 2 for p in range(1, 7))


@pytest.mark.parametrize(("args", "message"), [
    (("--dice", "71"), "bad dice '71'"),
    (("--dice", "31", "--position-id", "not-an-id"), "bad Position ID 'not-an-id'"),
    (("--dice", "31", "--position-id", "//////////////"), "Position ID"),
])
def test_bad_input_exits_2_with_one_line(args: tuple[str, ...], message: str) -> None:
    """A bad throw or ID: exit status 2 and one line on stderr."""
    result = run("moves", "--game", "backgammon", *args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and message in result.stderr


def test_moves_needs_the_backgammon_game() -> None:
    """`moves` is a backgammon command."""
    result = run("moves", "--dice", "31")
    assert result.returncode == 2 and "--game backgammon" in result.stderr


def test_hint_ranks_every_move_best_first() -> None:
    """`hint --json`: the best move, then every move with a falling equity."""
    result = run("hint", "--game", "backgammon", "--dice", "31", "--json")
    data = json.loads(result.stdout)
    equities = [m["equity"] for m in data["moves"]]
    assert len(data["moves"]) == 16 and equities == sorted(equities, reverse=True)
    assert data["best"] == {k: data["moves"][0][k] for k in ("move", "position_id")}


def test_hint_without_dice_gives_the_cube_decision() -> None:
    """At the start nobody doubles (the opening is nearly even), and a double would be taken."""
    data = json.loads(run("hint", "--game", "backgammon", "--json").stdout)["cube"]
    assert data["action"] == "no double" and data["take"] is True
    assert set(data) >= {"no_double", "double_take", "double_drop", "chances"}


def test_show_draws_the_board_with_its_id() -> None:
    """The diagram names the Position ID and the player on roll, X for White."""
    out = run("show", "--game", "backgammon", "--position-id", START).stdout
    assert "Position ID: 4HPwATDgc/ABMA" in out and "X: White (on roll)" in out
    assert out.count("X") >= 15


def test_play_writes_a_record_that_replays(tmp_path: Path) -> None:
    """`play --json` writes a backgammon record; `replay` reads it (found by its `game`) to the end."""
    record = run("play", "--game", "backgammon", "--seed", "5", "--json").stdout
    path = tmp_path / "game.json"
    path.write_text(record, encoding="utf-8")
    assert json.loads(record)["game"] == "backgammon"
    lines = run("replay", str(path)).stdout.splitlines()
    assert lines[0] == "4HPwATDgc/ABMA w" and " wins" in lines[-1]


def test_play_with_typed_dice() -> None:
    """`--dice` plays typed throws after the opening, then stops."""
    result = run("play", "--game", "backgammon", "--seed", "1", "--dice", "31 52", "--rule", "cube=off")
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and lines[0].startswith("Opening:")
    assert sum(" 31" in line or " 52" in line for line in lines) >= 2


def test_simulate_reports_shares_with_errors() -> None:
    """Random games: the first player's share and the turns per game, with standard errors."""
    out = run("simulate", "--game", "backgammon", "--games", "200", "--seed", "1").stdout
    assert out.startswith("games: 200") and "first player wins: " in out and "gammon: " in out


def test_a_bad_rule_exits_2() -> None:
    """A rule backgammon does not have is refused."""
    result = run("moves", "--game", "backgammon", "--dice", "31", "--rule", "passing=never")
    assert result.returncode == 2 and "unknown backgammon rule 'passing'" in result.stderr
