"""A view's size has a budget: a double in a crowded position (1,775 legal moves, 37,000 orders
of their steps) is sent with its steps as indexes into the position's distinct single steps, and
the embed's replay carries in each view only the move played next, not every move of its dice.

The crowded position and the embed's address are the ones that made a 6.7 MB view (too large to
save) and 26 MB of views for a 635-character address. Each path written out again is checked
step by step against the test's own stepping of the checkers (test_bg_step_boards)."""

from __future__ import annotations

import json
from typing import Any

from rabattues import api

from .test_bg_page_api import ok, typed_game
from .test_bg_step_boards import check_every_step, start_at

Json = dict[str, Any]
CROWDED = "XGID=a-A-Af-AAA--AAAAh-AAAAA-A-:0:0:1:11:0:0:0:0:6"
"""White on roll with 1-1 thrown, a checker on each of many points: 1,775 legal moves."""


def size(answer: Json) -> int:
    """The characters of an answer as the page receives it (the api's JSON text)."""
    return len(json.dumps(answer, ensure_ascii=False))


def written_out(view: Json) -> Json:
    """A view with its steps written out, as js/engine/views.js does (a copy)."""
    view = json.loads(json.dumps(view))
    singles = view.pop("singles", None)
    if singles is not None:
        for move in view["moves"]:
            move["steps"] = [singles[i] for i in move["steps"]]
            move["paths"] = [[singles[i] for i in path] for path in move["paths"]]
    return view


def crowded() -> Json:
    """The crowded position's game, 1-1 thrown (the XGID's dice, kept in the record's start)."""
    return typed_game(start={"pasted": CROWDED})


def test_a_crowded_double_is_sent_compact_and_whole() -> None:
    """Under 1.5 MB where it was 6.7 MB written out; every path is there, and each step of a
    sample of them lands where the test's own stepping says."""
    game = crowded()
    view = game["view"]
    assert game["record"]["start"]["dice"] == [1, 1] and len(view["moves"]) == 1775
    assert size(game) < 1_500_000, size(game)
    assert 0 < len(view["singles"]) <= 104  # 26 places × 2 dice × hit or not, at the very most
    whole = written_out(view)
    assert size(whole) > 5_000_000  # what it would have been
    paths = [p for m in whole["moves"] for p in m["paths"]]
    assert len(paths) > 1_000 and all(m["steps"] == m["paths"][0] for m in whole["moves"])
    assert all(isinstance(s, dict) and set(s) == {"from", "to", "die", "hit"} for p in paths for s in p)
    sample = {**whole, "moves": whole["moves"][::50]}
    assert check_every_step(sample) > 4 * len(sample["moves"])


def test_an_ordinary_throw_is_sent_written_out() -> None:
    view = ok("act", typed_game()["record"], "o31")["view"]
    assert "singles" not in view and len(view["moves"]) == 16
    assert {"move": "8/5 6/5", "steps": [{"from": 8, "to": 5, "die": 3, "hit": False},
                                          {"from": 6, "to": 5, "die": 1, "hit": False}]}.items() <= next(
        m for m in view["moves"] if m["move"] == "8/5 6/5").items()


def test_the_embed_replay_holds_in_each_view_only_the_move_played_next() -> None:
    """Three crowded doubles in a row: each step's view has the move played from it (its path, the
    entry's steps, and the boards after each of them) or none; the whole answer stays small."""
    record = crowded()["record"]
    actions: list[str] = []
    for throw in ("", "22", "11"):
        if throw:
            record = ok("act", record, throw)["record"]
            actions.append(throw)
        view = written_out(ok("open_record", record)["view"])
        move = view["moves"][len(view["moves"]) // 2]["move"]
        record = ok("act", record, move)["record"]
        actions.append(move)
    address = ",".join(actions)
    answer = json.loads(api.steps(json.dumps({"game": "backgammon", "position": CROWDED, "moves": address})))
    assert answer["ok"] and answer["stopped"] is None, answer.get("stopped")
    views, history = answer["views"], answer["history"]
    assert len(views) == len(history) + 1 == 7  # the position given, its dice, then six actions
    assert size(answer) < 200_000, size(answer)
    for n, view in enumerate(views):
        following = history[n] if n < len(history) else None
        if following is None or following["kind"] != "move":
            assert view["moves"] == [] and view["boards"] == [] and view["after"] == {}
            continue
        [shown] = view["moves"]
        assert shown["move"] == following["move"] and shown["paths"] == [following["steps"]]
        assert check_every_step(view) == len(following["steps"])


def test_a_replay_of_ordinary_moves_draws_each_as_played() -> None:
    """Hits on the way: the view before each move has the boards its animation steps through."""
    start = start_at({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 4, 18: 1, 20: 1, 24: 1})["record"]["start"]
    request = {"game": "backgammon", "position": start["position_id"], "dice": "11",
               "moves": "8/7* 8/7 6/5* 6/5"}
    answer = json.loads(api.steps(json.dumps(request)))
    assert answer["ok"] and answer["stopped"] is None, answer
    [shown] = answer["views"][1]["moves"]
    assert shown["paths"] == [answer["history"][1]["steps"]] and check_every_step(answer["views"][1]) == 4
