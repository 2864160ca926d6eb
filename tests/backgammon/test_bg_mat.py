"""RULES.md §12.12: match files (`.mat`) written and read; a bad file is refused naming its line.

GNU Backgammon's own reading of the files written here: test_bg_mat_gnubg.py."""

from __future__ import annotations

import base64
import json
import random
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rabattues import api
from rabattues.backgammon.actions import Move, Resign
from rabattues.backgammon.board import from_points
from rabattues.backgammon.matfile import format_mat
from rabattues.backgammon.matfile_read import MAX_LINE, MatError, read_mat
from rabattues.backgammon.record import Start, new_record
from rabattues.backgammon.simulate import random_match
from rabattues.kernel.actions import DOUBLE, DROP, TAKE, Opening, Throw
from rabattues.kernel.limits import MAX_FILE_BYTES, LimitError
from rabattues.kernel.match import Match
from rabattues.kernel.record_errors import RecordError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from fuzz_helpers import FUZZ

DATA = Path(__file__).parent.parent / "data" / "backgammon"

OPENING = """
 5 point match

 Game 1
 Anne : 0                       Bob : 0
  1) 31: 8/5 6/5                 64: 24/18 13/9
  2)  Doubles => 2                Drops
      Wins 1 point
"""


def canonical(record: object) -> list[object]:
    """What a match file keeps of a record: equal opening dice left out, two dice in no order."""
    out: list[object] = []
    for action in record.actions:  # type: ignore[attr-defined]
        if isinstance(action, Opening):
            if action.white != action.black:
                out.append(("opening", action.white > action.black, sorted((action.white, action.black))))
        elif isinstance(action, Throw):
            out.append(("throw", sorted(action.dice)))
        else:
            out.append(action.text if isinstance(action, Move | Resign) else action)
    return out


def final(record: object) -> object:
    """The last state of a record."""
    state = record.initial_state()  # type: ignore[attr-defined]
    for step in record.steps():  # type: ignore[attr-defined]
        state = step.state
    return state


def test_a_file_is_played_by_the_rules() -> None:
    """Anne (left: White) opens 31, Bob answers 64, Anne doubles and Bob drops: Anne leads 1-0."""
    record = read_mat(OPENING)
    assert [p.name for p in record.players.values()] == ["Anne", "Bob"]
    assert record.match == Match(5)
    assert record.actions[1:] == (Move("8/5 6/5"), Throw((6, 4)), Move("24/18 13/9"), DOUBLE, DROP)
    assert isinstance(record.actions[0], Opening) and record.actions[0].white == 3
    state = final(record)
    assert state.outcome is not None and (state.outcome.winner, state.outcome.how) == ("w", "drop")  # type: ignore[attr-defined]
    assert state.match_after() == Match(5, (1, 0))  # type: ignore[attr-defined]


def test_the_file_written_is_the_files_layout() -> None:
    """The same game written here: GNU Backgammon's columns (the right one from the 34th character)."""
    text = format_mat(read_mat(OPENING))
    lines = text.splitlines()
    assert lines[1] == " 5 point match"
    assert lines[4] == " Anne : 0                       Bob : 0"
    assert lines[5] == "  1) 31: 8/5 6/5                 64: 24/18 13/9 "
    assert lines[6].startswith("  2)  Doubles => 2") and lines[6][33:] == " Drops"
    assert lines[7].strip() == "Wins 1 point"


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(20))
def test_random_matches_come_back_as_they_were_written(seed: int) -> None:
    """Every action kept by the format (throws, moves, cube actions, resignations) comes back."""
    record = random_match((1, 3, 5, 7, 9)[seed % 5], seed)
    back = read_mat(format_mat(record))
    assert canonical(back) == canonical(record) and back.match == record.match


def test_the_crawford_game_and_post_crawford_doubles_are_read() -> None:
    """gnubg's 3-point match: game 2 at 0-2 is the Crawford game, game 3 at 1-2 has a double."""
    record = read_mat((DATA / "gnubg_match_1.mat").read_text())
    steps = list(record.steps())
    games = [s.state.match for a, s in zip(record.actions, steps, strict=True) if isinstance(a, Opening)]
    assert [(m.score, m.crawford) for m in dict.fromkeys(games)] == [((0, 0), False), ((0, 2), True),
                                                                       ((1, 2), False)]
    assert any(a == DOUBLE for a in record.actions)
    assert steps[-1].state.match_after().winner() == "b"


def test_one_game_of_a_match_is_written_alone() -> None:
    """`only`: the game's own number and score."""
    record = read_mat((DATA / "gnubg_match_1.mat").read_text())
    text = format_mat(record, only=3)
    assert " Game 3\n gnubg : 1                      root : 2\n" in text and " Game 1" not in text
    with pytest.raises(RecordError, match="no game 4 in this record of 3 games"):
        format_mat(record, only=4)


def test_money_play_is_a_zero_point_match_of_one_game() -> None:
    """Money play is written as a `0 point match`, read back as money play."""
    text = OPENING.replace(" 5 point match", " 0 point match")
    record = read_mat(text)
    assert record.match is None and format_mat(record).startswith("\n 0 point match\n")


def test_a_position_set_by_hand_has_no_place_in_a_match_file() -> None:
    """The format starts every game from the usual start."""
    record = new_record(start=Start(from_points({2: 1}, {6: 15}), "w"))
    with pytest.raises(RecordError, match="position given by hand"):
        format_mat(record)


def test_resignations_are_written_as_the_games_result() -> None:
    """A resignation for a gammon at cube 2 is `Wins 4 points`, and is read back as that resignation."""
    record = new_record(match=Match(7), dice="typed").with_action(Opening(3, 1)).with_action(Move("8/5 6/5"))
    record = record.with_action(DOUBLE).with_action(TAKE).with_action(Resign(2))
    text = format_mat(record)
    assert "Wins 4 points" in text
    back = read_mat(text)
    assert back.actions[-1] == Resign(2) and final(back).match_after() == Match(7, (4, 0))  # type: ignore[attr-defined]


BAD = [
    ("", "not a match file: no game in it"),
    ("hello\n", "line 1: not a match file"),
    (OPENING.replace("8/5 6/5", "8/4 6/5"), "line 6: move '8/4 6/5' is not legal with 31"),
    (OPENING.replace("31: 8/5 6/5", "33: 8/5 6/5"), "line 6: an opening throw of a double, 33"),
    (OPENING.replace("Drops", "Beavers"), "line 7: 'beavers': not in these rules"),
    (OPENING.replace("Doubles => 2", "Doubles => 4"), "line 7: a double to 4 with the cube at 1"),
    (OPENING.replace("Wins 1 point", "Wins 2 points"), "line 8: 'wins 2' but the game is won for 1"),
    (OPENING + " Game 2\n Anne : 0   Bob : 1\n",
     "line 10: the score 0-1 does not follow from the games above (1-0)"),
    ("\n 5 point match\n\n Game 1\n Anne : 0   Bob : 0\n  1) 31: 8/5 6/5\n Game 2\n",
     "line 7: a new game before the game above is over"),
    (OPENING.replace(" Anne :", " " + "A" * 41 + " :"), "line 5: a player's name of more than 40 characters"),
    (OPENING + "x" * (MAX_LINE + 1), f"line 9: a line of {MAX_LINE + 1} characters"),
    (OPENING + "  3) 52: 13/8 13/11\n", "line 9: a turn after the game is over"),
]


@pytest.mark.parametrize(("text", "message"), BAD)
def test_a_bad_file_is_refused_naming_its_line(text: str, message: str) -> None:
    """One line, naming what is wrong and where."""
    with pytest.raises(MatError) as refused:
        read_mat(text)
    assert str(refused.value).startswith(message) and "\n" not in str(refused.value)


def test_a_file_over_the_size_policy_is_refused_unread() -> None:
    """More characters than a file may have: refused before any line is read."""
    with pytest.raises(LimitError, match="match file too large"):
        read_mat(OPENING + " " * MAX_FILE_BYTES)


def api_answer(function: object, text: str) -> dict[str, object]:
    """An api call's JSON answer."""
    answer: dict[str, object] = json.loads(function(text))  # type: ignore[operator]
    return answer


def test_the_api_opens_a_match_file_and_exports_one() -> None:
    """open_file takes a .mat file's bytes (the page sends any file so); export_file writes one."""
    data = (DATA / "gnubg_match_2.mat").read_bytes()
    opened = api_answer(api.open_file, base64.b64encode(data).decode())
    assert opened["ok"] and opened["view"]["match"]["score_after"] == {"w": 3, "b": 5}  # type: ignore[index]
    exported = api_answer(api.export_file, json.dumps({"record": opened["record"], "number": 6}))
    assert exported["ok"] and " Game 6\n gnubg : 3" in exported["text"]  # type: ignore[operator]


def test_the_api_refuses_a_bad_match_file_naming_the_line() -> None:
    """A move the rules refuse: the answer names its line; nothing is opened."""
    data = OPENING.replace("24/18 13/9", "24/18 13/8").encode()
    refused = api_answer(api.open_file, base64.b64encode(data).decode())
    assert not refused["ok"] and str(refused["error"]).startswith("line 6: move '24/18 13/8' is not legal")


PIECES = ["Doubles => 2", "Takes", "Drops", "Wins 1 point", "Wins 4 points", " Game 1", " Game 2",
          " 3 point match", " 0 point match", "31: 8/5 6/5", "64: 24/18 13/9", "52:", "bar/20*", "6/off",
          "  1)", "  2)", "A : 0   B : 0", "A : 1   B : 0", " " * 30, "\n", ":", ")", "Beavers", "é"]


def mutated(seed: int) -> str:
    """A file gnubg wrote with one to four lines damaged at random (a character dropped or changed,
    a piece of the format put in, a line dropped or repeated)."""
    rng = random.Random(seed)
    lines = (DATA / f"gnubg_match_{seed % 3 + 1}.mat").read_text().splitlines()
    for _ in range(rng.randint(1, 4)):
        k = rng.randrange(len(lines))
        line, at = lines[k], rng.randrange(len(lines[k]) + 1)
        digit = line.replace(rng.choice("0123456"), rng.choice("0123456"))
        piece = line[:at] + rng.choice(PIECES) + line[at:]
        lines[k:k + 1] = rng.choice([[line[:at] + line[at + 1:]], [piece], [], [line, line], [digit]])
    return "\n".join(lines)


@pytest.mark.parametrize("seed", range(150))
def test_a_damaged_file_is_read_or_refused_in_one_line(seed: int) -> None:
    """Never another exception, never a message of more than one line; what is read writes back."""
    try:
        record = read_mat(mutated(seed))
    except RecordError as error:
        assert "\n" not in str(error)
        return
    assert canonical(read_mat(format_mat(record))) == canonical(record)


@FUZZ
@given(st.lists(st.sampled_from(PIECES), max_size=30).map(" ".join))
def test_pieces_of_the_format_are_read_or_refused(text: str) -> None:
    """Text made of the format's own pieces: a record, or MatError / RecordError in one line."""
    try:
        read_mat(text)
    except RecordError as error:
        assert "\n" not in str(error)
