"""The page's api for backgammon: new games, views from a fixed side, the move list with every
order of its steps, actions, the computer, hints, and records that reopen exactly."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues import api
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

HUMANS = {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "human"}}
COMPUTERS = {"w": {"name": "W", "kind": "computer"}, "b": {"name": "B", "kind": "computer"}}


def call(op: str, *args: Any) -> dict[str, Any]:
    """An api call with JSON arguments (text passes as is); the parsed answer."""
    texts = [a if isinstance(a, str) else json.dumps(a) for a in args]
    answer: dict[str, Any] = json.loads(getattr(api, op)(*texts))
    return answer


def ok(op: str, *args: Any) -> dict[str, Any]:
    """A call that must succeed."""
    answer = call(op, *args)
    assert answer["ok"], answer
    return answer


def typed_game(**config: Any) -> dict[str, Any]:
    """A backgammon game with typed dice between two humans."""
    return ok("new_game", {"game": "backgammon", "dice": "typed", "players": HUMANS, **config})


def board_of(view: dict[str, Any]) -> dict[str, Any]:
    """A view's checkers as {point: (player, count)}, bars and trays (the test's own reading)."""
    points = {p["point"]: (p["player"], p["count"]) for p in view["points"] if p["count"]}
    return {"points": points, "bar": view["bar"], "off": view["off"]}


def test_the_start_seen_from_whites_side() -> None:
    view = typed_game()["view"]
    # RULES.md §12: 2 on the 24, 5 on the 13, 3 on the 8, 5 on the 6; Black's mirrored (25 − p).
    assert board_of(view)["points"] == {24: ("w", 2), 13: ("w", 5), 8: ("w", 3), 6: ("w", 5),
                                        1: ("b", 2), 12: ("b", 5), 17: ("b", 3), 19: ("b", 5)}
    assert view["pips"] == {"w": 167, "b": 167}
    assert view["opening"] and view["can_throw"] and view["moves"] == []
    assert view["position_id"] == "4HPwATDgc/ABMA"  # GNU Backgammon's ID of the start
    assert view["game"] == "backgammon" and view["cube"]["enabled"]


def test_the_opening_31_offers_the_engines_moves_with_every_order() -> None:
    game = typed_game()
    answer = ok("act", game["record"], "o31")
    view = answer["view"]
    assert view["turn"] == "w" and view["thrown"] == [3, 1]
    moves = {m["move"]: m for m in view["moves"]}
    assert len(moves) == 16 and "8/5 6/5" in moves  # 16 distinct positions after 31 (gnubg)
    point = moves["8/5 6/5"]
    assert point["position_id"] == "sGfwATDgc/ABMA"
    orders = [[(s["from"], s["to"], s["die"]) for s in path] for path in point["paths"]]
    assert sorted(orders) == [[(6, 5, 1), (8, 5, 3)], [(8, 5, 3), (6, 5, 1)]]
    # 24/20 can be played 24/21/20 or 24/23/20: both orders reach the same move.
    run = [[(s["from"], s["to"]) for s in p] for p in moves["24/20"]["paths"]]
    assert sorted(run) == [[(24, 21), (21, 20)], [(24, 23), (23, 20)]]


def apply_steps(board: dict[str, Any], steps: list[dict[str, Any]], player: str) -> dict[str, Any]:
    """Play single steps on a reading of the board: a simple checker of the page's coordinates."""
    points = dict(board["points"])
    bar, off = dict(board["bar"]), dict(board["off"])
    for s in steps:
        if s["from"] == "bar":
            bar[player] -= 1
        else:
            owner, n = points.pop(s["from"])
            assert owner == player
            if n > 1:
                points[s["from"]] = (player, n - 1)
        if s["to"] == "off":
            off[player] += 1
            continue
        owner, n = points.get(s["to"], (None, 0))
        if owner not in (None, player):
            assert n == 1 and s["hit"], "a step may only land on a blot, and then it hits"
            bar[owner] += 1
            owner, n = None, 0
        else:
            assert not s["hit"]
        points[s["to"]] = (player, n + 1)
    return {"points": points, "bar": bar, "off": off}


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11])
def test_every_path_of_every_move_reaches_the_position_the_engine_plays(seed: int) -> None:
    game = ok("new_game", {"game": "backgammon", "seed": seed, "players": HUMANS})
    record, view, checked = game["record"], game["view"], 0
    for _ in range(40):
        if view["outcome"]:
            break
        if view["can_throw"]:
            answer = ok("act", record, "throw")
        else:
            before, player = board_of(view), view["turn"]
            for move in view["moves"][:6]:
                after = ok("act", record, move["move"])["view"]
                for path in move["paths"]:
                    assert apply_steps(before, path, player) == board_of(after), (move["move"], path)
                    checked += 1
                assert after["position_id"] == move["position_id"]
            answer = ok("act", record, view["moves"][-1]["move"])
        record, view = answer["record"], answer["view"]
    assert checked > 50


def test_an_illegal_move_is_refused_with_its_reason_and_nothing_changes() -> None:
    game = typed_game()
    thrown = ok("act", game["record"], "o31")
    answer = call("act", thrown["record"], "24/20 13/10")
    assert not answer["ok"] and "not legal with 31" in answer["error"]
    assert ok("open_record", thrown["record"])["view"] == thrown["view"]


def test_a_forced_pass_when_no_move_is_possible() -> None:
    # White on the bar against Black's closed board (Black on White's 19–24): no entry.
    board = from_points({25: 1, 6: 14}, {p: 2 for p in range(1, 7)} | {7: 3})
    start = {"position_id": format_position_id(board), "turn": "w"}
    game = typed_game(start=start)
    assert game["view"]["bar"] == {"w": 1, "b": 0}
    answer = ok("act", game["record"], "64")
    assert answer["last"]["kind"] == "throw" and answer["last"]["pass"] is True
    assert answer["view"]["turn"] == "b" and answer["view"]["moves"] == []


def test_a_record_reopens_to_the_same_view_and_history() -> None:
    game = ok("new_game", {"game": "backgammon", "seed": 5, "players": HUMANS, "rules": {"jacoby": True}})
    record = game["record"]
    for action in ["throw"]:
        record = ok("act", record, action)["record"]
    played = ok("act", record, ok("open_record", record)["view"]["moves"][0]["move"])
    reopened = ok("open_record", json.dumps(played["record"]))
    assert reopened["view"] == played["view"] and reopened["history"] == played["history"]
    assert played["record"]["game"] == "backgammon" and played["record"]["rules"]["jacoby"] is True
    assert ok("view_at", played["record"], "1")["view"]["turn"] == played["history"][0]["starter"]


def test_a_record_without_game_is_still_dames_rabattues() -> None:
    """Records once had no `game`: one of those opens as Dames Rabattues; a record written now names it."""
    game = ok("new_game", {"preset": "charpentier-1699", "seed": 1})
    assert game["record"]["game"] == "dames-rabattues"
    old = {key: value for key, value in game["record"].items() if key != "game"}
    opened = ok("open_record", old)
    assert opened["record"] == game["record"] and "sides" in opened["view"]


@pytest.mark.slow
def test_the_computer_plays_a_whole_game_to_its_end() -> None:
    game = ok("new_game", {"game": "backgammon", "seed": 2, "players": COMPUTERS})
    record, kinds = game["record"], set()
    for _ in range(400):
        action = ok("computer_action", record)["action"]
        if action is None:
            break
        answer = ok("act", record, action)
        kinds.add(answer["last"]["kind"])
        record = answer["record"]
    view = ok("open_record", record)["view"]
    assert view["outcome"] is not None and view["outcome"]["winner"] in ("w", "b")
    assert {"opening", "throw", "move"} <= kinds
    assert len(ok("replay", record)["positions"]) == len(record["actions"])


def test_a_hint_ranks_the_moves_best_first_as_estimates() -> None:
    thrown = ok("act", typed_game()["record"], "o31")
    hint = ok("hint", thrown["record"])
    assert hint["kind"] == "moves" and hint["estimate"] is True
    assert hint["moves"][0]["move"] == "8/5 6/5"  # the standard opening 31 (making the 5-point)
    equities = [m["equity"] for m in hint["moves"]]
    assert equities == sorted(equities, reverse=True) and hint["moves"][0]["loss"] == 0


def test_a_hint_before_the_throw_is_the_cube_decision() -> None:
    thrown = ok("act", typed_game()["record"], "o31")
    played = ok("act", thrown["record"], "8/5 6/5")
    hint = ok("hint", played["record"])
    assert hint["kind"] == "cube" and hint["action"] == "no double"  # no one doubles at the start


def test_position_analysis_gives_estimated_chances_that_add_up() -> None:
    thrown = ok("act", typed_game()["record"], "o31")
    found = ok("position_analysis", ok("act", thrown["record"], "8/5 6/5")["record"])
    assert found["available"] == "estimate"
    assert found["win"]["w"] + found["win"]["b"] == pytest.approx(1, abs=1e-3)
    assert 0.4 < found["win"]["b"] < 0.6


@pytest.mark.parametrize(("config", "words"), [
    ({"rules": {"jacoby": "yes"}}, "jacoby"),
    ({"rules": {"colour": True}}, "colour"),
    ({"start": {"position_id": "not an id!", "turn": "w"}}, "position"),
    ({"preset": "match"}, "preset"),
    ({"seed": -1}, "seed"),
    ({"frobnicate": 1}, "frobnicate"),
])
def test_bad_settings_are_refused_in_words(config: dict[str, Any], words: str) -> None:
    answer = call("new_game", {"game": "backgammon", **config})
    assert not answer["ok"] and words in answer["error"].lower()


def test_the_bear_off_database_is_asked_for_and_loaded_from_a_file(tmp_path: Any) -> None:

    record = typed_game()["record"]
    assert ok("tables_for", record)["table"] == "bearoff"
    bad = tmp_path / "bad.bin"
    bad.write_bytes(b"nonsense")
    assert not call("load_tables", {"name": "bearoff", "path": str(bad)})["ok"]
