"""Match files checked against GNU Backgammon 1.07 (`bench/gnubg_mat.py` made the data; RULES.md §12.12).

Each row is a random match (`simulate.random_match` of its seed and length) written here and
imported by gnubg: gnubg's reading of each game (score, winner, points, resignation, every
action) must be the record's, and the file gnubg exported from it must be the one written here
(their SHA-256, gnubg's `;` comment lines left out), so that reading gnubg's file back gives the
record again. Three matches gnubg played against itself must import and replay here.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from rabattues.backgammon.actions import Move, Resign
from rabattues.backgammon.matfile import format_mat
from rabattues.backgammon.matfile_read import read_mat
from rabattues.backgammon.record import Record
from rabattues.backgammon.simulate import random_match
from rabattues.kernel.actions import Opening, Throw
from rabattues.kernel.colors import other

pytestmark = pytest.mark.slow  # 50 matches replayed, about 90 s

DATA = Path(__file__).parent.parent / "data" / "backgammon"
ROWS: list[dict[str, Any]] = json.loads((DATA / "gnubg_mat.json").read_text())["rows"]


def games_of(record: Record) -> list[dict[str, Any]]:
    """The record's games in gnubg's terms: the score before each, its result and its actions."""
    state, games = record.initial_state(), []
    for action, step in zip(record.actions, record.steps(), strict=True):
        after = step.state
        if isinstance(action, Opening) and (not games or state.outcome is not None):
            score = list(after.match.score) if after.match is not None else [0, 0]
            games.append({"score": score, "winner": None, "points": None, "resigned": False, "actions": []})
        game = games[-1]
        if isinstance(action, Move) and step.move is not None and state.dice is not None:
            high, low = max(state.dice), min(state.dice)
            steps = [f"{s}/{t}" for s, t in step.move.play]
            game["actions"].append([state.turn, f"{high}{low}", sorted(steps)])
        elif isinstance(action, Throw) and after.dice is None:  # no legal move
            game["actions"].append([state.turn, f"{max(action.dice)}{min(action.dice)}", []])
        elif isinstance(action, Resign):
            game["actions"].append([state.current_player(), "resign", [str(action.times)]])
        elif not isinstance(action, Opening | Throw):
            game["actions"].append([state.current_player(), action.kind, []])
        if after.outcome is not None and state.outcome is None:
            won = after.outcome
            game.update(winner=won.winner, points=won.cube * won.multiplier, resigned=won.how == "resign")
        state = after
    return games


def gnubg_games(row: dict[str, Any]) -> list[dict[str, Any]]:
    """gnubg's reading, its actions split as games_of writes them."""
    out = []
    for game in row["games"]:
        actions = []
        for text in game["actions"]:
            player, kind, *rest = text.split()
            actions.append([player, kind, sorted(rest) if kind[0].isdigit() else rest])
        out.append(game | {"actions": actions})
    return out


def test_the_data_covers_what_a_match_file_holds() -> None:
    """50 matches; every kind of action and end; throws without a move; games at match point."""
    assert len(ROWS) == 50
    actions = [a.split() for r in ROWS for g in r["games"] for a in g["actions"]]
    kinds = {"move" if words[1].isdigit() else words[1] for words in actions}
    assert kinds == {"move", "double", "take", "drop", "resign"}
    assert any(len(words) == 2 and words[1].isdigit() for words in actions)
    at_match_point = [g for r in ROWS for g in r["games"] if r["length"] - 1 in g["score"]]
    assert len(at_match_point) >= 5


@pytest.mark.parametrize("row", ROWS, ids=lambda row: f"seed{row['seed']}")
def test_gnubg_reads_the_match_written_here_and_writes_it_back_the_same(row: dict[str, Any]) -> None:
    """Same games, scores, results and actions; gnubg's export is byte for byte the file written here."""
    record = random_match(row["length"], row["seed"])
    text = format_mat(record)
    assert hashlib.sha256(text.encode()).hexdigest() == row["sha256"], "run bench/gnubg_mat.py again"
    assert row["exported_sha256"] == row["sha256"]
    assert gnubg_games(row) == games_of(record)
    back = read_mat(text)
    assert games_of(back) == games_of(record) and back.match == record.match


@pytest.mark.parametrize("number", [1, 2, 3])
def test_matches_gnubg_played_import_and_replay(number: int) -> None:
    """Each game's score line is the score the games before it give, and the match is won at the end."""
    text = (DATA / f"gnubg_match_{number}.mat").read_text()
    record = read_mat(text)
    written = [line.split() for line in text.splitlines() if line.startswith(" gnubg : ")]
    scores = [[int(words[2]), int(words[5])] for words in written]
    played = games_of(record)
    assert [g["score"] for g in played] == scores
    final = list(record.steps())[-1].state
    winner = final.match_after().winner()
    assert winner is not None and final.outcome is not None and final.outcome.winner == winner
    assert final.match_after().away(other(winner)) > 0
