"""`api.steps`: one replay gives every step's view, for the embed's Previous / Next.

Checked against the way the embed worked before it (one `act` a throw, each replaying the
record so far): every step's view, move list and last move must be the same.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues import api
from rabattues.kernel.limits import MAX_EMBED_STEPS

EXAMPLE_2 = "2.2.2.3.3s.3/2.2s.2.3.3s.3s/w"
"""RULES.md §10, Example 2 (before 5-2): the position of EMBED.md's snippet."""
DICE = ["52", "43", "11", "65", "21", "33", "64"]


def api_call(function: Any, *args: str) -> dict[str, Any]:
    """An api call's answer, parsed."""
    result: dict[str, Any] = json.loads(function(*args))
    return result


def steps(**request: Any) -> dict[str, Any]:
    """`api.steps` of a request object."""
    return api_call(api.steps, json.dumps(request))


def without_steps(entry: dict[str, Any]) -> dict[str, Any]:
    """A move-list entry without the steps of its animation."""
    return {key: value for key, value in entry.items() if key != "steps"}


def one_act_a_throw(preset: str, start: str, dice: list[str]) -> list[dict[str, Any]]:
    """The answers of the old way: a new game with typed dice, then `act` for each throw."""
    game = api_call(api.new_game, json.dumps({"preset": preset, "start": start, "dice": "typed", "seed": 0}))
    answers = [game]
    for token in dice:
        game = api_call(api.act, json.dumps(game["record"]), token)
        answers.append(game)
    return answers


@pytest.mark.parametrize("preset", ["charpentier-1699", "modern"])
def test_every_step_is_what_one_act_a_throw_gave(preset: str) -> None:
    stepped = steps(preset=preset, start=EXAMPLE_2, dice="+".join(DICE))
    expected = one_act_a_throw(preset, EXAMPLE_2, DICE)
    assert stepped["stopped"] is None and len(stepped["views"]) == len(expected)
    for n, old in enumerate(expected):
        assert stepped["views"][n] == old["view"]
        # Stepping animates every entry; one act animates its last one only.
        assert [without_steps(e) for e in stepped["history"][:n]] == old["history"]
        if n:
            assert stepped["history"][n - 1] == old["last"]
    assert stepped["record"] == expected[-1]["record"]


def test_dice_may_be_written_as_the_address_writes_them() -> None:
    written = steps(start=EXAMPLE_2, dice=" 5-2, 43;1-1 +65 ")
    assert [entry["action"] for entry in written["history"]] == ["52", "43", "11", "65"]


def test_without_a_start_the_game_is_the_start_position_white_to_throw() -> None:
    stepped = steps(dice="43")
    assert stepped["views"][0]["position"] == "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
    assert stepped["views"][1]["position"] == "2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b"  # Example 1


def test_a_bad_throw_stops_the_steps_there_with_its_reason() -> None:
    stepped = steps(start=EXAMPLE_2, dice="52+77+11")
    assert stepped["ok"] and len(stepped["views"]) == 2
    assert stepped["stopped"]["n"] == 2 and stepped["stopped"]["action"] == "77"
    assert "bad throw" in stepped["stopped"]["error"]
    assert stepped["record"]["actions"] == ["52"]


def test_a_record_steps_through_its_whole_game() -> None:
    game = api_call(api.new_game, json.dumps({"preset": "modern", "seed": 11}))
    while not game["view"]["outcome"]:
        game = api_call(api.act, json.dumps(game["record"]), "throw")
    stepped = steps(record=game["record"])
    opened = api_call(api.open_record, json.dumps(game["record"]))
    assert stepped["stopped"] is None
    assert stepped["views"][-1] == opened["view"]
    # The same entries, stepping's each with the steps of its animation (docs/PROTOCOL.md: history's
    # are without).
    assert [{k: v for k, v in e.items() if k != "steps"} for e in stepped["history"]] == opened["history"]
    assert all("steps" in e for e in stepped["history"]) and not any("steps" in e for e in opened["history"])
    assert len(stepped["views"]) == len(game["record"]["actions"]) + 1


def test_a_record_with_an_impossible_action_stops_before_it() -> None:
    game = api_call(api.new_game, json.dumps({"seed": 2}))
    for _ in range(4):
        game = api_call(api.act, json.dumps(game["record"]), "throw")
    record = game["record"]
    record["actions"].insert(2, "take")
    stepped = steps(record=record)
    assert stepped["stopped"]["n"] == 3 and stepped["stopped"]["action"] == "take"
    assert len(stepped["views"]) == 3 and record["actions"][:2] == stepped["record"]["actions"]


def test_too_many_throws_are_refused_before_any_replay() -> None:
    """The first throw is impossible: had anything been replayed, the answer would be a stop there."""
    refused = steps(start=EXAMPLE_2, dice="+".join(["77"] + ["43"] * MAX_EMBED_STEPS))
    assert not refused["ok"] and refused["code"] == "too-large"
    assert refused["error"] == f"dice too large: {MAX_EMBED_STEPS + 1} throws (at most {MAX_EMBED_STEPS})"


def test_a_record_too_long_to_step_through_is_refused_before_any_replay() -> None:
    game = api_call(api.new_game, json.dumps({"seed": 2}))
    record = {**game["record"], "actions": ["take"] * (MAX_EMBED_STEPS + 1)}
    refused = steps(record=record)
    assert refused["code"] == "too-large" and f"(at most {MAX_EMBED_STEPS})" in refused["error"]


@pytest.mark.parametrize(("request_", "fragment"), [
    ({"preset": "x" * 20_000}, "unknown preset"),
    ({"start": "2s/w"}, "WHITE/BLACK/TURN"),
    ({"dice": 43}, "dice must be text"),
    ({"record": {}, "dice": "43"}, "nothing else"),
    ({"record": []}, "JSON object"),
    ({"speed": 3}, "unknown setting 'speed'"),
])
def test_bad_requests_are_refused_with_a_message(request_: dict[str, Any], fragment: str) -> None:
    refused = steps(**request_)
    assert not refused["ok"] and fragment in refused["error"] and len(refused["error"]) < 200
