"""The page's questions about one game replay its record once (replays.py keeps the last replay).

A human throw against the computer, with the win bar shown, asks the worker in turn: `act`,
`tables_for`, `computer_action`, `position_analysis`, then `act` again for the computer's
answer. Each sends the whole record; none may replay it from the start again.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rabattues import api, replays, review
from rabattues.record import Record

Counts = dict[str, int]


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    """Count replays from the start (`Record.initial_state`) and actions told (`replays.told`)."""
    counts: Counts = {"from_start": 0, "told": 0}

    def counting(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            counts[name] += 1
            return function(*args, **kwargs)
        return wrapped

    monkeypatch.setattr(Record, "initial_state", counting("from_start", Record.initial_state))
    monkeypatch.setattr(replays, "told", counting("told", replays.told))
    monkeypatch.setattr(review, "state_values", lambda state: None)  # the win bar: figures beside the point
    yield counts


def answer(function: Callable[..., str], *args: str) -> dict[str, Any]:
    """An api answer that must succeed."""
    result = json.loads(function(*args))
    assert result["ok"], result
    return result


def test_a_human_throw_against_the_computer_replays_nothing_from_the_start(counted: Counts) -> None:
    players = {"w": {"name": "Anne", "kind": "human"}, "b": {"name": "Deep Rabat", "kind": "computer"}}
    game = answer(api.new_game, json.dumps({"seed": 5, "players": players}))
    for _ in range(16):  # a game well under way: a replay from the start would show in the counts
        game = answer(api.act, json.dumps(game["record"]), "throw")
    for _ in range(3):
        assert game["view"]["outcome"] is None
        counted.update(from_start=0, told=0)
        human = answer(api.act, json.dumps(game["record"]), "throw")  # the human's throw
        played = json.dumps(human["record"])
        answer(api.tables_for, played)
        action = answer(api.computer_action, played)["action"]
        answer(api.position_analysis, played)  # the win bar
        game = answer(api.act, played, action or "throw")
        assert counted == {"from_start": 0, "told": 2}, counted
