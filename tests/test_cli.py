"""The command line `python -m rabattues`: output checked against the 1699 text, and bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIAGRAMS = Path(__file__).resolve().parent / "data" / "diagrams_1699.txt"
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m rabattues ARGS`, capturing its output."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "rabattues", *args], capture_output=True, text=True,
                          env=env, timeout=120, check=False)


def source_diagrams() -> dict[str, list[str]]:
    """The board diagrams of the 1699 text (transcribed in tests/data), by name."""
    diagrams: dict[str, list[str]] = {}
    for block in DIAGRAMS.read_text(encoding="utf-8").split("\n= ")[1:]:
        name, *lines = block.strip("\n").splitlines()
        diagrams[name] = lines
    return diagrams


def board_lines(output: str) -> list[str]:
    """The diagram lines of the CLI's output, from edge to edge."""
    lines = [line.rstrip() for line in output.splitlines()]
    first = next(i for i, line in enumerate(lines) if line.strip().startswith("+-1--2"))
    return lines[first : first + 13]


def test_show_start_matches_the_1699_diagram() -> None:
    """§1, §11: `show` draws the starting position exactly as the 1699 text does."""
    result = run("show", START)
    assert result.returncode == 0
    assert board_lines(result.stdout) == source_diagrams()["start"]


@pytest.mark.parametrize(("name", "position"), [
    ("example 1, after White's 4-3", "2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b"),
    ("example 1, after Black's 1-1 and the passed ace", "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b"),
    ("example 1, after Black's 5-1", "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3s.3ss/w"),
    ("example 2, before 5-2", "2.2.2.3.3s.3/2.2s.2.3.3s.3s/w"),
])
def test_show_matches_the_1699_diagrams(name: str, position: str) -> None:
    """§10, §11: `show` draws the positions of the worked examples as the 1699 text does.

    Each notation was read off the source's diagram by hand.
    """
    result = run("show", position)
    assert board_lines(result.stdout) == source_diagrams()[name]


def test_play_typed_dice_example_1() -> None:
    """§10 Example 1 through `play --dice`: one line a throw, the last line the position."""
    result = run("play", "--position", START, "--dice", "43 11 51 54")
    lines = result.stdout.splitlines()
    assert result.returncode == 0
    assert len(lines) == 5
    assert lines[0] == "White 4-3: unstacks on 4 and 3"
    assert "passes to White, who unstacks on 1" in lines[1] and "throws again" in lines[1]
    assert "lost" in lines[2]
    assert lines[-1] == "2.2s.2.3.3s.3ss/2.2s.2s.3ss.3s.3ss/b"


def test_play_to_the_end_states_the_result_then_the_position() -> None:
    """`play` without --dice plays to the end: the line before the position states the result."""
    result = run("play", "--preset", "modern", "--seed", "11")
    lines = result.stdout.splitlines()
    assert result.returncode == 0
    assert lines[0].startswith("Opening: ")
    assert "bears off all 15" in lines[-2]
    white, black, _ = lines[-1].split("/")
    assert "0.0.0.0.0.0" in (white, black)


def test_play_json_then_replay_gives_the_same_positions(tmp_path: Path) -> None:
    """`play --json` prints a record; `replay` of it ends on the position `play` reached."""
    played = run("play", "--seed", "5", "--rule", "claim=strict")
    recorded = run("play", "--seed", "5", "--rule", "claim=strict", "--json")
    record = json.loads(recorded.stdout)
    assert record["format"] == 1 and record["rules"]["claim"] == "strict"
    path = tmp_path / "game.json"
    path.write_text(recorded.stdout, encoding="utf-8")
    replayed = run("replay", str(path))
    assert replayed.returncode == 0
    positions = [line for line in replayed.stdout.splitlines() if line.count("/") == 2]
    assert positions[-1] == played.stdout.splitlines()[-1]
    assert len(positions) == len(record["actions"]) + 1


def test_simulate_prints_shares_with_standard_errors() -> None:
    """`simulate` for the modern preset reports the first player's share, throws and ×1/×2/×4."""
    result = run("simulate", "--preset", "modern", "--games", "2000", "--seed", "3")
    assert result.returncode == 0
    text = result.stdout
    assert "first player wins: " in text and "throws per game: " in text
    shares = [float(line.split()[1]) for line in text.splitlines() if line.startswith("×")]
    assert len(shares) == 3 and abs(sum(shares) - 1) < 1e-9


@pytest.mark.parametrize("args", [
    ["show", "2s.2s/x"],
    ["show", "4.2.2.3.3.3/2.2.2.3.3.3/w"],
    ["play", "--preset", "nope"],
    ["play", "--rule", "passing=sometimes"],
    ["play", "--rule", "nonsense"],
    ["play", "--dice", "47 11"],
    ["play", "--seed", "-4"],
    ["play", "--seed", "abc"],
    ["replay", "/no/such/file.json"],
    ["simulate", "--games", "0"],
    ["frobnicate"],
    [],
])
def test_bad_input_exits_2_with_one_line(args: list[str]) -> None:
    """Bad input: exit status 2 and a one-line message on stderr, never a traceback."""
    result = run(*args)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr and result.stderr.startswith("rabattues: error: ")


def test_replay_refuses_a_corrupt_record(tmp_path: Path) -> None:
    """A record with an impossible action is refused in one line."""
    path = tmp_path / "bad.json"
    recorded = json.loads(run("play", "--seed", "2", "--json").stdout)
    recorded["actions"].insert(1, "take")
    path.write_text(json.dumps(recorded), encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode == 2 and "take" in result.stderr


FINISHED = "0.0.0.0.0.0/0.0.0.0.0.1/w"
"""White has borne off all 15: the game is over."""


@pytest.mark.parametrize("seed", ["-5", "9" * 300, "9007199254740992", "２", "1_000", " 7", "0x10", ""])
@pytest.mark.parametrize("command", [["play"], ["simulate", "--games", "10"]], ids=["play", "simulate"])
def test_every_command_refuses_the_same_bad_seeds(command: list[str], seed: str) -> None:
    """One seed parser for all commands: ASCII digits, 0 to 2**53 − 1."""
    result = run(*command, "--seed", seed)
    assert result.returncode == 2 and result.stderr.count("\n") == 1
    assert "bad seed" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("seed", ["0", "9007199254740991"])
@pytest.mark.parametrize("command", [["play"], ["simulate", "--games", "10"]], ids=["play", "simulate"])
def test_every_command_takes_the_same_good_seeds(command: list[str], seed: str) -> None:
    assert run(*command, "--seed", seed).returncode == 0


@pytest.mark.parametrize("args", [
    ["simulate", "--position", FINISHED, "--games", "10"],
    ["play", "--position", FINISHED],
])
def test_a_finished_position_is_refused_by_play_and_simulate(args: list[str]) -> None:
    result = run(*args)
    assert result.returncode == 2 and "already over" in result.stderr


@pytest.mark.parametrize("games", ["２", "-1", "1e3", "0", "100000001", "9" * 300])
def test_simulate_refuses_bad_game_counts(games: str) -> None:
    result = run("simulate", "--games", games)
    assert result.returncode == 2 and "--games" in result.stderr


@pytest.mark.parametrize("cube", ["", "999w", "２w", "4", "1w", "3w", "128w", "4x", "04 w"])
def test_solve_refuses_a_bad_cube_before_building_any_table(cube: str) -> None:
    """Checked first: neither the throw tables nor the classes (the first things solving builds)."""
    script = (
        "import sys\n"
        "from rabattues.cli import main\n"
        "from rabattues.dames.solver import symmetry\n"
        "from rabattues.dames import tables\n"
        "status = main(sys.argv[1:])\n"
        "print(status, symmetry.classes.cache_info().currsize, tables.throw_table.cache_info().currsize)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    argv = ["solve", START, "--preset", "modern", "--cube", cube]
    result = subprocess.run([sys.executable, "-c", script, *argv], capture_output=True, text=True, env=env,
                            timeout=120, check=False)
    assert result.stdout.split() == ["2", "0", "0"], result.stderr
    assert result.stderr.count("\n") == 1 and "cube" in result.stderr


def test_solve_refuses_a_cube_when_the_rules_have_none() -> None:
    result = run("solve", START, "--cube", "2w")
    assert result.returncode == 2 and "cube rule" in result.stderr


def test_solve_refuses_a_finished_position_before_building_any_table() -> None:
    result = run("solve", FINISHED)
    assert result.returncode == 2 and "over" in result.stderr and "building" not in result.stderr
