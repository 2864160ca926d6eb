"""RULES.md §12.12: GNU Backgammon's own match files (`.sgf`) read; a bad one refused naming its game
and node. The three matches gnubg played against itself were saved by gnubg both as `.mat` and as
`.sgf` (`bench/gnubg_mat.py`): both readings must be the same games."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from rabattues import api
from rabattues.backgammon.actions import Move
from rabattues.backgammon.matfile_read import read_mat
from rabattues.backgammon.sgffile import SgfError, is_sgf, read_sgf
from rabattues.kernel.actions import DOUBLE, Throw
from rabattues.kernel.limits import MAX_FILE_BYTES, LimitError

from .test_bg_mat import canonical

DATA = Path(__file__).parent.parent / "data" / "backgammon"
HEAD = "(;FF[4]GM[6]CA[UTF-8]MI[length:5][game:0][ws:0][bs:0]PW[Anne]PB[Bob]RU[Crawford]RE[W+1]"


@pytest.mark.parametrize("number", [1, 2, 3])
def test_gnubgs_sgf_is_the_same_match_as_its_mat(number: int) -> None:
    """Same moves, cube actions, resignations, score, Crawford game and players."""
    sgf = read_sgf((DATA / f"gnubg_match_{number}.sgf").read_text())
    mat = read_mat((DATA / f"gnubg_match_{number}.mat").read_text())
    assert canonical(sgf) == canonical(mat) and sgf.match == mat.match
    assert [p.name for p in sgf.players.values()] == ["gnubg", "root"]


def test_a_small_game_is_played_by_the_rules() -> None:
    """Anne (W) opens 31 (`hefe`: 8/5 6/5), Bob answers 64 (`aggk`: 24/18 18/14), Anne doubles, Bob drops."""
    record = read_sgf(HEAD + ";W[31hefe];B[64aggk];W[double];B[drop])")
    assert record.actions[1:5] == (Move("8/5 6/5"), Throw((6, 4)), Move("24/14"), DOUBLE)
    final = list(record.steps())[-1].state
    assert final.outcome is not None and final.match_after().score == (1, 0)


BAD = [
    (HEAD + ";W[31hefg])", "game 1, node 2: move '8/5 6/7' goes backwards"),
    (HEAD + ";W[31hdfe])", "game 1, node 2: move '8/4 6/5' is not legal with 31"),
    (HEAD + ";W[33hefe])", "game 1, node 2: an opening throw of a double, 33"),
    (HEAD + ";W[31hefe];W[64aggk])", "game 1, node 3: a turn of White's (left) when Black is to play"),
    (HEAD + ";W[31hefe];B[beaver])", "game 1, node 3: not a turn of a backgammon SGF file: 'beaver'"),
    (HEAD + ";AB[aa];W[31hefe])", "game 1, node 2: a position set up by hand"),
    (HEAD + ";W[31hefe])", "game 1: the game is not over and 'W+1' is no resignation by the player to act"),
    (HEAD.replace("GM[6]", "GM[1]") + ")", "game 1, node 1: a game of GM[1], not backgammon (GM[6])"),
    (HEAD + ";W[31hefe];B[double])(;FF[4]GM[6]MI[length:5][game:1][ws:0][bs:1])",
     "game 1: the game is not over"),
    (HEAD.replace("RE[W+1]", "RE[B+1]") + ";W[31hefe];B[double];W[drop])"
     "(;FF[4]GM[6]MI[length:5][game:1][ws:1][bs:0])",
     "game 2, node 1: the score 1-0 does not follow from the games before (0-1)"),
    ("(;FF[4]GM[6]))", "not a backgammon SGF file: a ')' without its '('"),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_a_bad_file_is_refused_naming_its_game_and_node(text: str, message: str) -> None:
    """One line, naming the game and the node of the first thing wrong."""
    with pytest.raises(SgfError) as refused:
        read_sgf(text)
    assert message in str(refused.value) and "\n" not in str(refused.value)


def test_an_sgf_file_over_the_size_policy_is_refused_unread() -> None:
    """More characters than a file may have."""
    with pytest.raises(LimitError, match="SGF file too large"):
        read_sgf(HEAD + " " * MAX_FILE_BYTES + ")")


def test_the_api_and_the_command_line_open_an_sgf_file() -> None:
    """api.open_file takes its bytes as it takes a .mat file's."""
    data = (DATA / "gnubg_match_3.sgf").read_bytes()
    assert is_sgf(data.decode()) and not is_sgf((DATA / "gnubg_match_3.mat").read_text())
    opened = json.loads(api.open_file(base64.b64encode(data).decode()))
    assert opened["ok"] and opened["view"]["match"]["winner"] == "w"
