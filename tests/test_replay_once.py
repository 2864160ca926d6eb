"""The page's questions about one game replay its record once (replays.py keeps the last replay).

A human throw against the computer, with the win bar shown, asks the worker in turn: `act`,
`tables_for`, `computer_action`, `position_analysis`, then `act` again for the computer's
answer. Each sends the whole record; none may replay it from the start again. The same holds
for the other questions asked of a game already replayed: opening it, stepping through it
(`view_at`, `steps`), its review (`analysis`), its positions (`replay`), and for backgammon's
own kept replay (backgammon/page.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rabattues import api
from rabattues.backgammon import page as bg_page
from rabattues.backgammon.record import Record as BgRecord
from rabattues.dames import luck, replays, review
from rabattues.dames.record import Record

Counts = dict[str, int]
PLAYERS = {"w": {"name": "Anne", "kind": "human"}, "b": {"name": "Deep Rabat", "kind": "computer"}}


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    """Count replays from the start (`Record.initial_state`, `Record.steps`: a replay calls both)
    and actions told (`replays.told`, 1699) or entered (`page.entry`, backgammon)."""
    counts: Counts = {}

    def counting(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        counts[name] = 0

        def wrapped(*args: Any, **kwargs: Any) -> Any:
            counts[name] += 1
            return function(*args, **kwargs)
        return wrapped

    for game, record in (("", Record), ("bg_", BgRecord)):
        monkeypatch.setattr(record, "initial_state", counting(f"{game}from_start", record.initial_state))
        monkeypatch.setattr(record, "steps", counting(f"{game}replays", record.steps))
    monkeypatch.setattr(replays, "told", counting("told", replays.told))
    monkeypatch.setattr(bg_page, "entry", counting("bg_entered", bg_page.entry))
    for module in (review, luck):  # the win bar and the review: figures beside the point
        monkeypatch.setattr(module, "state_values", lambda state: None)
    yield counts


def answer(function: Callable[..., str], *args: str) -> dict[str, Any]:
    """An api answer that must succeed."""
    result = json.loads(function(*args))
    assert result["ok"], result
    return result


def cost(counts: Counts, function: Callable[..., str], *args: str) -> tuple[Counts, dict[str, Any]]:
    """What one question replayed (only the counts that moved), and its answer."""
    counts.update(dict.fromkeys(counts, 0))
    result = answer(function, *args)
    return {name: n for name, n in counts.items() if n}, result


def under_way(config: dict[str, Any], actions: int) -> dict[str, Any]:
    """A 1699 game of the seed's throws, `actions` long: a replay from the start would show in the counts."""
    game = answer(api.new_game, json.dumps(config))
    for _ in range(actions):
        game = answer(api.act, json.dumps(game["record"]), "throw")
    assert game["view"]["outcome"] is None
    return game


def test_a_human_throw_against_the_computer_replays_nothing_from_the_start(counted: Counts) -> None:
    game = under_way({"seed": 5, "players": PLAYERS}, 16)
    for _ in range(3):
        assert game["view"]["outcome"] is None
        counted.update(dict.fromkeys(counted, 0))
        human = answer(api.act, json.dumps(game["record"]), "throw")  # the human's throw
        played = json.dumps(human["record"])
        answer(api.tables_for, played)
        action = answer(api.computer_action, played)["action"]
        answer(api.position_analysis, played)  # the win bar
        game = answer(api.act, played, action or "throw")
        assert {name: n for name, n in counted.items() if n} == {"told": 2}, counted


def test_a_game_opened_is_replayed_once_for_every_question_after(counted: Counts) -> None:
    """Opening a saved game replays it; stepping through it, its review and playing on do not."""
    record = json.dumps(under_way({"seed": 3, "preset": "modern"}, 24)["record"])
    actions = len(json.loads(record)["actions"])
    answer(api.new_game, json.dumps({"seed": 4}))  # another game since: the saved one is not kept
    assert cost(counted, api.open_record, record)[0] == {
        "from_start": 2, "replays": 1, "told": actions}  # the one replay: its first state, its steps
    assert cost(counted, api.open_record, record)[0] == {}
    assert cost(counted, api.view_at, record, "0")[0] == {}
    for n in (1, 10, actions):  # stepping to a position tells that one action, to animate it
        spent, shown = cost(counted, api.view_at, record, str(n))
        assert spent == {"told": 1} and shown["last"]["n"] == n and "steps" in shown["last"]
    spent, stepped = cost(counted, api.steps, json.dumps({"record": json.loads(record)}))
    assert spent == {"told": actions}  # each entry told once, for its animation
    assert stepped["stopped"] is None and len(stepped["history"]) == actions
    assert cost(counted, api.analysis, record)[0] == {}
    assert cost(counted, api.replay, record)[0] == {}
    assert cost(counted, api.act, record, "throw")[0] == {"told": 1}


def test_a_record_that_stops_is_replayed_once_to_find_where(counted: Counts) -> None:
    """`steps` of a record with an impossible action: one replay finds it and gives the steps before it."""
    record = under_way({"seed": 2}, 8)["record"]
    record["actions"].insert(5, "take")
    spent, stepped = cost(counted, api.steps, json.dumps({"record": record}))
    assert stepped["stopped"]["n"] == 6 and stepped["stopped"]["action"] == "take"
    assert spent["replays"] == 1, spent
    assert spent["told"] == 2 * 5  # the five actions before it, replayed, then each told to animate
    assert cost(counted, api.view_at, json.dumps(stepped["record"]), "5")[0] == {"told": 1}


def bg_move(view: dict[str, Any]) -> str:
    """A human's backgammon action: throw, take a double, else the first legal move."""
    if view["can_throw"]:
        return "throw"
    if view["cube"]["offered"]:
        return "take"
    return view["moves"][0]["move"]


def test_backgammon_against_the_computer_replays_nothing_from_the_start(counted: Counts) -> None:
    """Backgammon's kept replay: the human's throw and move, the bar, the computer's answers."""
    game = answer(api.new_game, json.dumps({"game": "backgammon", "seed": 5, "players": PLAYERS}))
    for turn in range(12):
        record = json.dumps(game["record"])
        if turn >= 6:  # a game under way: a replay from the start would show in the counts
            counted.update(dict.fromkeys(counted, 0))
            answer(api.tables_for, record)
            answer(api.position_analysis, record)  # the win bar
        human = game["view"]["current"] == "w"
        action = bg_move(game["view"]) if human else answer(api.computer_action, record)["action"]
        game = answer(api.act, record, action or "throw")
        if turn >= 6:
            assert {name: n for name, n in counted.items() if n} == {"bg_entered": 1}, (turn, counted)
    assert game["view"]["outcome"] is None
    record = json.dumps(game["record"])
    assert cost(counted, api.view_at, record, "3")[0] == {}
    assert cost(counted, api.computer_action, record)[0] == {}
    assert cost(counted, api.replay, record)[0] == {}
