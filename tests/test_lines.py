"""The move list's lines, as the engine numbers its entries (`line`): one numbering for the move
list, the review, the stepping bar and the graph.

Backgammon writes a move in the line of the throw (or the opening) that gave its dice, as GNU
Backgammon writes `31: 8/5 6/5`; every other action, and every action of the 1699 game, has a
line of its own.
"""

from __future__ import annotations

import json
from typing import Any

from rabattues import api


def ok(call: Any, *args: str) -> Any:
    """An answer that must be `ok`."""
    answer = json.loads(call(*args))
    assert answer["ok"], answer
    return answer


def played(game: str, actions: int) -> Any:
    """A seeded game between two computers, `actions` actions in."""
    computers = {c: {"name": c, "kind": "computer"} for c in ("w", "b")}
    answer = ok(api.new_game, json.dumps({"game": game, "seed": 7, "players": computers}))
    for _ in range(actions):
        record = json.dumps(answer["record"])
        answer = ok(api.act, record, ok(api.computer_action, record)["action"] or "throw")
    return answer


def test_a_backgammon_move_is_written_in_its_throws_line() -> None:
    answer = played("backgammon", 9)
    history = answer["history"]
    assert any(e["kind"] == "move" for e in history) and history[0]["kind"] == "opening"
    line = 0
    for entry in history:
        line += 0 if entry["kind"] == "move" else 1
        assert entry["line"] == line, entry
    assert answer["last"]["line"] == history[-1]["line"]
    # The same numbers wherever the engine gives an entry: stepping to an action, a replay.
    record = json.dumps(answer["record"])
    for n in (1, 2, len(history)):
        assert ok(api.view_at, record, str(n))["last"]["line"] == history[n - 1]["line"]
    assert ok(api.open_record, record)["history"] == history


def test_every_action_of_the_1699_game_has_a_line_of_its_own() -> None:
    answer = played("dames-rabattues", 12)
    assert [e["line"] for e in answer["history"]] == list(range(1, 13))
    assert answer["last"]["line"] == 12
    steps = ok(api.steps, json.dumps({"record": answer["record"]}))
    assert [e["line"] for e in steps["history"]] == list(range(1, 13))
