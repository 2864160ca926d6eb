"""Bad input to every `--game backgammon` command: exit status 2, one short line on stderr."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .test_bg_cli import run

HUGE = "9" * 100_000
BG = ("--game", "backgammon")
START = "4HPwATDgc/ABMA"
START_XGID = "-b----E-C---eE---c-e----B-"


@pytest.mark.parametrize(("args", "message"), [
    (("moves", *BG, "--dice", "77"), "bad dice '77'"),
    (("moves", *BG, "--dice", HUGE), "bad dice"),
    (("moves", *BG, "--dice", "31", "--position-id", HUGE), "bad Position ID"),
    (("moves", *BG, "--dice", "31", "--position-id", "AAAAAAAAAAAAAA"), "Position ID"),
    (("moves", *BG, "--dice", "31", "--position-id", "4HPwATAAAAAAAA"), "the game is over"),
    (("hint", *BG, "--dice", "70"), "bad dice '70'"),
    (("hint", *BG, "--cube", HUGE), "bad --cube"),
    (("hint", *BG, "--position-id", "XGID=" + HUGE), "bad XGID"),
    (("moves", *BG, "--dice", "31", "--position-id", f"XGID={START_XGID}:4000000000:0:1:00:0:0:0:0:10"),
     "more than 4 digits"),
    (("hint", *BG, "--position-id", f"XGID={START_XGID}:7:0:1:00:0:0:0:0:10"), "the largest is 64"),
    (("hint", *BG, "--position-id", f"XGID={START_XGID}:2000:0:1:00:0:0:0:0:10"), "the largest is 64"),
    (("hint", *BG, "--position-id", f"XGID={START_XGID}:5:1:1:00:0:0:0:0:10", "--rule", "cube_max=16"),
     "past these rules' largest cube, 16"),
    (("show", *BG, "--position-id", "garbage!"), "bad Position ID"),
    (("simulate", *BG, "--games", HUGE), "--games"),
    (("simulate", *BG, "--games", "0"), "--games"),
    (("simulate", *BG, "--seed", HUGE), "bad seed"),
    (("play", *BG, "--seed", "-5"), "bad seed"),
    (("play", *BG, "--dice", "31 77"), "bad throw '77'"),
    (("play", *BG, "--rule", HUGE), "unknown backgammon rule"),
    (("play", *BG, "--rule", "cube=" + HUGE), "bad value"),
    (("play", *BG, "--rule", "stake=" + HUGE), "bad value"),
    (("play", *BG, "--rule", "cube_max=3"), "cube_max"),
    (("hint", *BG, "--dice", "31", "--plies", HUGE), "--plies"),
    (("show", *BG, "--turn", HUGE), "--turn"),
    (("moves", "--game", HUGE), "--game"),
])
def test_bad_arguments_exit_2_with_one_short_line(args: tuple[str, ...], message: str) -> None:
    """Huge numbers, garbage IDs, impossible dice and rules: one line, cut, naming the problem."""
    result = run(*args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and len(result.stderr) < 400
    assert message in result.stderr


def _record() -> dict[str, object]:
    """A short seeded backgammon record (seed 7: White opens 6-1, Black throws 6-4)."""
    return {"format": 1, "game": "backgammon", "preset": "money",
            "rules": {"cube": True, "cube_max": 64, "jacoby": False, "stake": 1}, "seed": 7,
            "dice": "seeded", "actions": ["o61", "13/7 8/7", "64", "24/14"]}


@pytest.mark.parametrize(("change", "message"), [
    ({}, None),
    ({"actions": ["o61", "13/7 8/6"]}, "is not legal with 61"),
    ({"actions": ["o61", "13/7 8/7", "77"]}, "bad action '77'"),
    ({"actions": ["o61", "13/7 8/7", "55"]}, "not the seed's dice"),
    ({"seed": 10**40}, "bad seed"),
    ({"game": "chess"}, "unknown game 'chess'"),
    ({"rules": {"cube": True, "cube_max": 10**40, "jacoby": False, "stake": 1}}, "cube_max"),
    ({"rules": {"cube": True, "cube_max": 64, "jacoby": "x" * 10_000, "stake": 1}}, "jacoby"),
    ({"rules": {"cube": True, "cube_max": 64, "jacoby": False, "stake": 1, HUGE: 1}}, "unknown"),
    ({"start": {"position_id": HUGE, "turn": "w"}}, "bad Position ID"),
    ({"format": 2}, "record format 2 is newer than this app reads"),
])
def test_replay_of_a_bad_record_exits_2_with_one_line(tmp_path: Path, change: dict[str, object],
                                                        message: str | None) -> None:
    """An illegal move, a throw that is not the seed's, a hostile field: refused in one line."""
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**_record(), **change}), encoding="utf-8")
    result = run("replay", str(path))
    if message is None:
        assert result.returncode == 0 and result.stdout.startswith(START)
        return
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and len(result.stderr) < 400
    assert message in result.stderr


FROZEN = "XGID=aBBBBBB-----Bb-----bbbbbbA:0:0:1:00:0:0:0:0:10"
"""Each player has a checker on the bar and faces the other's closed home board (two on each of
his points 1–6), with two more checkers elsewhere: no throw lets either enter, ever."""


@pytest.mark.parametrize("command", [("play",), ("play", "--dice", "31 42"), ("play", "--json"),
                                     ("simulate", "--games", "5")])
def test_a_position_where_no_one_can_ever_move_is_refused_at_once(command: tuple[str, ...]) -> None:
    """`play` from it passed throws until the longest record (34 s, then an error): now one line at once."""
    result = run(command[0], *BG, "--position-id", FROZEN, *command[1:])
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip() == ("rabattues: error: neither player can ever move in this position, "
                                     "whatever the dice: it is no game")


def test_a_player_on_the_bar_facing_a_closed_board_is_a_game() -> None:
    """Only White is stuck (Black's checker on the bar moved to White's 13, beside his two): Black
    moves, so the game goes on, and `play` ends it."""
    one_stuck = "XGID=-BBBBBB-----Bc-----bbbbbbA:0:0:1:00:0:0:0:0:10"
    result = run("play", *BG, "--seed", "3", "--position-id", one_stuck)
    assert result.returncode == 0, result.stderr
    assert " wins, " in result.stdout
