"""`python -m rabattues ... --game backgammon`: a match played to its end, and match files (RULES.md
§12.10, §12.12) exported and imported; bad input gets one line and exit status 2."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rabattues import api
from rabattues.backgammon.matfile import format_mat
from rabattues.backgammon.matfile_read import read_mat

from .test_bg_cli import run

DATA = Path(__file__).parent.parent / "data" / "backgammon"


@pytest.mark.slow
def test_a_match_is_played_to_its_end(tmp_path: Path) -> None:
    """A 3-point match at the beginner level: each game's result, the score, the match's winner; the
    record holds the match, and its .mat file the same games."""
    result = run("play", "--game", "backgammon", "--match", "3", "--seed", "8", "--level", "beginner")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    told = [line for line in lines if " wins" in line]
    scores = [tuple(map(int, re.search(r"(\d+)-(\d+)(, [a-zA-Z -]+)?$", line).groups()[:2]))  # type: ignore[union-attr]
              for line in told]
    assert "wins the 3-point match" in told[-1] and max(scores[-1]) == 3 and min(scores[-1]) < 3
    crawford = next(n for n, line in enumerate(lines) if line.endswith("Crawford game"))  # this seed has one
    end = next(n for n in range(crawford + 1, len(lines)) if " wins" in lines[n])
    crawford_game = lines[crawford + 1:end]
    assert crawford_game and not any("doubles" in line for line in crawford_game)
    assert 2 in scores[told.index(lines[crawford])]
    at_crawford = dict(zip("wb", scores[told.index(lines[crawford])], strict=True))  # the game before's score
    assert all(max(score) < 3 for score in scores[:-1])
    assert scores == sorted(scores, key=sum)  # the score only grows
    record = run("play", "--game", "backgammon", "--match", "3", "--seed", "8", "--level", "beginner",
                 "--json")
    data = json.loads(record.stdout)
    assert data["match"] == {"length": 3, "score": {"w": 0, "b": 0}, "crawford": False}
    (tmp_path / "match.json").write_text(record.stdout)
    mat = run("mat-export", "--game", "backgammon", str(tmp_path / "match.json")).stdout
    assert mat.startswith("\n 3 point match\n") and mat.count(" Game ") == len(told)
    views = [json.loads(api.view_at(record.stdout, str(n)))["view"] for n in range(len(data["actions"]) + 1)]
    crawford = [v for v in views if v["match"]["crawford"]]
    offered = [{a["kind"] for a in v["actions"]} for v in views]
    assert crawford and all(v["match"]["score"] == at_crawford for v in crawford)  # the page can say it
    in_crawford = [kinds for kinds, v in zip(offered, views, strict=True) if v["match"]["crawford"]]
    assert not any("double" in kinds for kinds in in_crawford)
    assert any("double" in kinds for kinds in offered)  # before it, doubles were offered
    final = dict(zip("wb", scores[-1], strict=True))
    assert views[-1]["match"]["winner"] == max(final, key=final.__getitem__)
    assert views[-1]["match"]["score_after"] == final


def test_a_gnubg_match_file_is_imported_and_exported_again(tmp_path: Path) -> None:
    """gnubg's 5-point match: a record of its 6 games, written back as a file of the same games."""
    result = run("mat-import", "--game", "backgammon", str(DATA / "gnubg_match_2.mat"))
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert record["match"]["length"] == 5 and record["players"]["w"]["name"] == "gnubg"
    (tmp_path / "match.json").write_text(result.stdout)
    mat = run("mat-export", "--game", "backgammon", str(tmp_path / "match.json"), "--number", "6").stdout
    assert " Game 6\n gnubg : 3                      root : 4\n" in mat
    whole = run("mat-export", "--game", "backgammon", str(tmp_path / "match.json")).stdout
    assert whole == format_mat(read_mat((DATA / "gnubg_match_2.mat").read_text()))  # to the last newline


@pytest.mark.parametrize(("args", "message"), [
    (["play", "--game", "backgammon", "--match", "26"], "bad match length 26"),
    (["play", "--game", "backgammon", "--match", "x"], "--match must be a length from 1 to 25"),
    (["play", "--match", "5"], "--match and --mat are for backgammon"),
    (["mat-import", "--game", "backgammon", str(DATA / "gnubg_xgid.json")], "line 1: not a match file"),
])
def test_bad_input_is_one_line_and_status_2(args: list[str], message: str) -> None:
    """A length out of range, a file that is not a match file."""
    result = run(*args)
    assert result.returncode == 2 and message in result.stderr and result.stderr.count("\n") == 1
