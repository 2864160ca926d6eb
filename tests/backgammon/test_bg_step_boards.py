"""What the page draws while a move is chosen or animated, as the engine gives it (backgammon/choose.py):
the board and pips after every step of every path, each distinct board once, and the dice to draw.

Each board is checked against the test's own stepping of the checkers (`apply_steps`, which
also checks that a step hits exactly when it lands on a blot) and its own pip count."""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

from .test_bg_page_api import apply_steps, board_of, ok, typed_game

Json = dict[str, Any]


def start_at(mover: dict[int, int], opponent: dict[int, int]) -> Json:
    """A typed game from White's checkers and Black's, each `{point: checkers}` in his own numbering."""
    board = from_points(mover, opponent)
    return typed_game(start={"position_id": format_position_id(board), "turn": "w"})


def reading(board: Json) -> Json:
    """An engine's step board read as `board_of` reads a view: {point: (player, count)}, bars, trays."""
    points = {i + 1: ("w" if n > 0 else "b", abs(n)) for i, n in enumerate(board["checkers"]) if n}
    return {"points": points, "bar": board["bar"], "off": board["off"]}


def pips(board: Json) -> dict[str, int]:
    """The test's own pip count: White's point p is p pips for White and 25 − p for Black; the bar 25."""
    total = {c: 25 * board["bar"][c] for c in ("w", "b")}
    for point, (player, n) in board["points"].items():
        total[player] += n * (point if player == "w" else 25 - point)
    return total


def key(steps: list[Json]) -> str:
    """The steps' key in `after`, as the protocol writes it: `from-to`, joined by spaces."""
    return " ".join(f"{s['from']}-{s['to']}" for s in steps)


def check_every_step(view: Json) -> int:
    """Assert every path's boards against the test's stepping; the number of boards checked."""
    before, player, boards, checked = board_of(view), view["turn"], view["boards"], 0
    assert pips(before) == view["pips"]
    for move in view["moves"]:
        for path in move["paths"]:
            for k in range(1, len(path) + 1):
                given = boards[move["board"]] if k == len(path) else boards[view["after"][key(path[:k])]]
                expected = apply_steps(before, path[:k], player)
                assert reading(given) == expected, (move["move"], path[:k])
                assert given["pips"] == pips(expected), (move["move"], path[:k])
                checked += 1
    return checked


# Hitting: Black's blots on White's 7 and 5 (his 18 and 20), White 1-1 from his 8 and 6.
BLOTS = ({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 4, 18: 1, 20: 1, 24: 1})
# Entering: White on the bar, a black blot on White's 22 (his 3); 3-3 enters hitting.
ON_THE_BAR = ({25: 1, 6: 5, 8: 3, 13: 4, 24: 2}, {3: 1, 6: 5, 8: 2, 13: 5, 24: 2})
# Bearing off: White all home, 6-4 bears off or moves inside.
HOME = ({1: 2, 2: 3, 3: 3, 4: 2, 5: 2, 6: 3}, {6: 10, 5: 5})


@pytest.mark.parametrize(("start", "throw"), [(None, "o31"), (None, "o65"), (BLOTS, "11"),
                                              (ON_THE_BAR, "33"), (HOME, "64"), (HOME, "22")])
def test_each_step_of_each_path_has_the_board_and_pips_after_it(start: Any, throw: str) -> None:
    game = typed_game() if start is None else start_at(*start)
    view = ok("act", game["record"], throw)["view"]
    assert view["moves"] and check_every_step(view) > len(view["moves"])


def test_a_hitting_step_sends_the_blot_to_the_bar_on_its_board() -> None:
    view = ok("act", start_at(*BLOTS)["record"], "11")["view"]
    hits = [p[0] for m in view["moves"] for p in m["paths"] if p[0]["hit"]]
    assert {(s["from"], s["to"]) for s in hits} == {(8, 7), (6, 5)}
    board = view["boards"][view["after"]["8-7"]]
    assert board["bar"] == {"w": 0, "b": 1} and board["checkers"][6] == 1
    assert board["pips"]["b"] == view["pips"]["b"] - 18 + 25  # his checker on his 18 starts again from 25


def test_each_board_is_given_once_and_a_whole_path_only_as_its_move() -> None:
    view = ok("act", start_at(*BLOTS)["record"], "11")["view"]
    texts = [json.dumps(b, sort_keys=True) for b in view["boards"]]
    assert len(texts) == len(set(texts))
    whole = {key(p) for m in view["moves"] for p in m["paths"]}
    assert not whole & set(view["after"])  # the board after a whole path is its move's `board`
    assert {m["board"] for m in view["moves"]} | set(view["after"].values()) == set(range(len(texts)))


def test_the_move_played_is_a_path_of_the_view_before_it_for_its_animation() -> None:
    thrown = ok("act", start_at(*BLOTS)["record"], "11")
    before = thrown["view"]
    move = next(m for m in before["moves"] if len(m["paths"]) > 2)
    played = ok("act", thrown["record"], move["move"])
    steps = played["last"]["steps"]
    assert steps in move["paths"]
    for k in range(1, len(steps)):
        assert key(steps[:k]) in before["after"]
    assert reading(before["boards"][move["board"]]) == board_of(played["view"])


@pytest.mark.parametrize(("throw", "faces"), [("o31", [3, 1]), ("o16", [6, 1]), ("64", [6, 4]),
                                              ("46", [6, 4]), ("22", [2, 2, 2, 2]), ("66", [6, 6, 6, 6])])
def test_the_dice_to_draw_higher_first_and_four_for_a_double(throw: str, faces: list[int]) -> None:
    game = typed_game()
    record = game["record"]
    if not throw.startswith("o"):
        record = ok("act", ok("act", record, "o31")["record"], "8/5 6/5")["record"]
    assert ok("act", record, throw)["view"]["faces"] == faces


def test_no_dice_to_draw_before_a_throw_nor_once_the_game_is_over() -> None:
    assert typed_game()["view"]["faces"] == []
    # White has one checker left, on his 1-point: any throw bears it off and wins.
    game = start_at({1: 1}, {6: 15})
    assert game["view"]["faces"] == [] and game["view"]["boards"] == [] and game["view"]["after"] == {}
    thrown = ok("act", game["record"], "21")
    assert thrown["view"]["faces"] == [2, 1]
    won = ok("act", thrown["record"], thrown["view"]["moves"][0]["move"])["view"]
    assert won["outcome"] is not None and won["faces"] == [] and won["moves"] == []

