"""A pasted Position ID or XGID starts a game (New game) or an embedded board: what is kept, what is said.

Expectations are read off the XGID by hand: `:1:-1:-1:31:` is a cube of 2¹ on O's side (−1),
O on roll (−1), dice 3 and 1; O is Black, X (the bottom player, home 1–6) White; `:2:6:1:7:` a
score of 2–6 in a match to 7, this game the Crawford game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues import api
from rabattues.backgammon.board import START
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.xgid import parse_xgid

START_O_31 = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10"
"""The start, Black (O) on roll with 31, the cube at 2 on Black's side."""


def call(op: str, *args: Any) -> dict[str, Any]:
    """An api call with JSON arguments; the parsed answer."""
    answer: dict[str, Any] = json.loads(getattr(api, op)(*[json.dumps(a) for a in args]))
    return answer


def pasted_game(text: str, dice: str) -> dict[str, Any]:
    """A new backgammon game from pasted text."""
    return call("new_game", {"game": "backgammon", "dice": dice, "seed": 5, "start": {"pasted": text}})


def test_a_position_id_gives_the_checkers_and_white_to_roll() -> None:
    """A Position ID says nothing of the turn: White rolls, nothing else is reported."""
    answer = pasted_game("4HPwATDgc/ABMA", "seeded")
    assert answer["record"]["start"] == {"position_id": "4HPwATDgc/ABMA", "turn": "w"}
    assert answer["pasted"] == {"kind": "position_id", "turn": "w"}


@pytest.mark.parametrize("dice", ["seeded", "typed"])
def test_an_xgid_keeps_its_turn_its_dice_and_its_cube(dice: str) -> None:
    """Black on roll with 31, the cube at 2 his: the record's start holds all of it, nothing is thrown."""
    answer = pasted_game(START_O_31, dice)
    start = {"position_id": format_position_id(START), "turn": "b", "dice": [3, 1],
             "cube": {"value": 2, "owner": "b"}}
    assert answer["record"]["start"] == start and answer["record"]["actions"] == []
    assert answer["view"]["turn"] == "b" and answer["view"]["thrown"] == [3, 1] and answer["view"]["moves"]
    assert (answer["view"]["cube"]["value"], answer["view"]["cube"]["owner"]) == (2, "b")
    assert answer["pasted"]["cube_kept"] is True and answer["pasted"]["cube_why"] is None


@pytest.mark.parametrize(("text", "rules", "why"), [
    (START_O_31, {"cube": False}, "off"),  # the game is played without the cube
    (START_O_31, {"cube_max": 2}, None),  # 2 is within a largest cube of 2
    ("XGID=-b----E-C---eE---c-e----B-:2:-1:-1:31:0:0:0:0:10", {"cube_max": 2}, "max"),  # 4 is past it
    ("XGID=-b----E-C---eE---c-e----B-:1:0:-1:31:0:0:0:0:10", {}, "impossible"),  # 2 in the middle
    ("XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:2:6:1:7:10", {}, "crawford"),  # 2 in the Crawford game
])
def test_a_cube_the_game_cannot_have_is_reported_and_left_in_the_middle(text: str, rules: dict[str, Any],
                                                                         why: str | None) -> None:
    config = {"game": "backgammon", "seed": 5, "rules": rules, "start": {"pasted": text}}
    answer = call("new_game", config)
    assert answer["ok"], answer
    assert (answer["pasted"]["cube_kept"], answer["pasted"]["cube_why"]) == (why is None, why)
    kept = (2, "b") if why is None else (1, None)
    assert (answer["view"]["cube"]["value"], answer["view"]["cube"]["owner"]) == kept
    assert answer["view"]["thrown"] == [3, 1]  # the dice are kept whatever becomes of the cube


def test_the_view_gives_an_xgid_that_reads_back_to_the_position() -> None:
    """The view's XGID: Black on roll with 31, the start's checkers (symmetrical), the cube 2 his."""
    xgid = parse_xgid(pasted_game(START_O_31, "seeded")["view"]["xgid"])
    assert (xgid.board, xgid.turn, xgid.dice, xgid.cube, xgid.owner) == (START, "b", (3, 1), 2, "mover")


@pytest.mark.parametrize(("text", "words"), [
    ("XGID=nonsense", "bad XGID"),
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:9:0:0:7:10", "bad match score 9-0"),
    ("XGID=-b------------------------:0:0:1:00:0:0:0:0:10", "over"),  # White has borne off all 15
    ("4HPwATDgc/AB", "Position ID"),
])
def test_what_cannot_start_a_game_is_refused_in_words(text: str, words: str) -> None:
    """Nonsense, an impossible match, a finished game, a short Position ID: refused, the reason given."""
    answer = pasted_game(text, "typed")
    assert not answer["ok"] and words in answer["error"]


def embed(**request: Any) -> dict[str, Any]:
    """The embedded board's replay."""
    return call("steps", {"game": "backgammon", **request})


def test_the_embed_shows_a_position_with_its_dice() -> None:
    """A Position ID and dice: two steps, the position given, then the throw (White's, 31)."""
    answer = embed(position="4HPwATDgc/ABMA", dice="31")
    assert len(answer["views"]) == 2 and answer["views"][1]["thrown"] == [3, 1] and answer["given"] == 1
    assert answer["views"][0]["position_id"] == format_position_id(START)


def test_the_embed_replays_moves_and_stops_at_an_illegal_one() -> None:
    """31 8/5 6/5, then 64 for Black, whose 24/10 uses 14 pips: stopped there, the steps before kept."""
    answer = embed(moves="31, 8/5 6/5; 64, 24/10, 52")
    assert [h["action"] for h in answer["history"]] == ["31", "8/5 6/5", "64"]
    assert answer["stopped"]["n"] == 4 and answer["stopped"]["action"] == "24/10"


def test_the_embed_refuses_too_many_moves_before_any_replay() -> None:
    """1,001 actions: over the embed's limit, refused as too large."""
    answer = embed(moves=", ".join(["31"] * 1001))
    assert not answer["ok"] and answer.get("code") == "too-large"


def test_a_match_xgid_starts_a_game_of_that_match() -> None:
    """A pasted XGID of a match: the record and the view hold its length, score and Crawford game."""
    answer = pasted_game("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:6:1:7:10", "typed")
    match = {"length": 7, "score": {"w": 2, "b": 6}, "crawford": True}
    assert answer["record"]["match"] == match and answer["pasted"]["match"] == match
    assert answer["view"]["match"]["crawford"] and answer["view"]["actions"] == []
