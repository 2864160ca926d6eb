"""The backgammon review: each move, cube decision and throw judged, each player's summary.

Expectations come from the rules and from hand reasoning, never from the review's own output:
a forced move has nothing better; the opening 31 is best played 8/5 6/5 (every reference, GNU
Backgammon too); luck is defined against the average of the 36 throws, so it averages to zero;
the summary is the rows added up here; a record saved and reloaded is the same game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from rabattues import api
from rabattues.backgammon import evaluate, page, review
from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import START, from_points
from rabattues.backgammon.game import ALL_THROWS, new_game
from rabattues.backgammon.options import preset
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads, parse
from rabattues.backgammon.review import cube_row, game_review, move_row, throw_luck
from rabattues.kernel.actions import DOUBLE, TAKE, Throw
from rabattues.kernel.marks import error_mark, luck_mark, rating

MONEY = preset("money")
COMPUTERS = {"w": {"name": "W", "kind": "computer"}, "b": {"name": "B", "kind": "computer"}}
RACE = from_points({6: 5, 5: 3, 4: 3, 3: 2, 2: 2}, {6: 4, 5: 3, 4: 3, 3: 2, 7: 2, 2: 1})
"""A race, 67 pips against 73 for the player on roll: a lead of 9% (by the 8-9-12 rule of thumb,
a double and a take)."""


def thrown(board: Any, dice: tuple[int, int]) -> Any:
    """A game from a board, White on roll, the dice thrown."""
    return new_game(MONEY, board, "w").child(Throw(dice))


def test_a_forced_move_loses_nothing() -> None:
    # One checker left on the 1-point, one on the 2: a 6-5 can only bear both off.
    state = thrown(from_points({1: 1, 2: 1}, {6: 5, 5: 5, 4: 5}), (6, 5))
    assert len(state.moves()) == 1
    row = move_row(1, state, Move(state.moves().moves[0].text))
    assert row["forced"] and row["loss"] == 0 and row["mark"] is None and row["played"] == row["best"]


def test_the_best_opening_31_loses_nothing() -> None:
    state = thrown(START, (3, 1))
    row = move_row(1, state, Move("8/5 6/5"))
    assert row["best"] == "8/5 6/5" and row["loss"] == 0 and row["mark"] is None and not row["forced"]


def test_a_move_leaving_two_home_blots_loses_more_than_making_a_point() -> None:
    # 6/5 6/3 leaves two blots in the home board in direct range of the two back checkers;
    # 13/10 6/5 leaves blots too but further away; 8/5 6/5 leaves none: worst to best.
    state = thrown(START, (3, 1))
    worst, middling, good = (move_row(1, state, Move(m)) for m in ("6/5 6/3", "13/10 6/5", "8/5 6/5"))
    assert worst["loss"] > middling["loss"] > good["loss"] == 0
    assert worst["mark"] is not None and worst["best"] == "8/5 6/5"
    assert worst["loss"] == pytest.approx(worst["best_equity"] - worst["equity"], abs=2e-4)


@pytest.mark.parametrize("board", [START, RACE, from_points({13: 2, 8: 3, 6: 5, 4: 2, 25: 1, 24: 2},
                                                            {24: 2, 13: 5, 8: 3, 6: 4, 5: 1})],
                         ids=["start", "race", "contact"])
def test_the_luck_of_the_36_throws_averages_to_zero(board: Any) -> None:
    state = new_game(MONEY, board, "w")
    outcomes = evaluate.throw_outcomes(board)
    lucks = [throw_luck(1, state, t.dice, outcomes)["luck"] for t in ALL_THROWS]
    assert len(lucks) == 36 and abs(sum(lucks) / 36) < 1e-3  # rows are rounded to 1e-4
    assert max(lucks) > 0 > min(lucks)


def test_a_race_double_and_take_are_right_and_cost_nothing() -> None:
    state = new_game(MONEY, RACE, "w")
    outcomes = evaluate.throw_outcomes(RACE)
    double = cube_row(1, state, DOUBLE, outcomes)
    assert (double["kind"], double["best"], double["loss"]) == ("double", "double", 0)
    take = cube_row(2, state.child(DOUBLE), TAKE, outcomes)
    assert (take["player"], take["kind"], take["best"], take["loss"]) == ("b", "take", "take", 0)
    assert take["equities"]["drop"] == -1  # dropping gives up the cube's value
    missed = cube_row(1, state, Throw((3, 1)), outcomes)
    assert missed["kind"] == "no_double" and missed["loss"] > 0
    gain = double["equities"]["double"] - double["equities"]["no_double"]
    assert missed["loss"] == pytest.approx(gain, abs=2e-4)


def test_marks_follow_gnu_backgammons_thresholds() -> None:
    # GNU Backgammon 1.07, `show analysis`: doubtful 0.03, bad 0.06, very bad 0.12; luck ±0.3, ±0.6.
    assert [error_mark(x) for x in (0.0, 0.029, 0.03, 0.059, 0.06, 0.12, 1.0)] == [
        None, None, "doubtful", "doubtful", "bad", "very_bad", "very_bad"]
    assert [luck_mark(x) for x in (-0.7, -0.3, -0.29, 0.29, 0.3, 0.6)] == [
        "very_unlucky", "unlucky", None, None, "lucky", "very_lucky"]
    # GNU's manual: 0.002 supernatural, 0.005 world class, …, 0.035 and more awful.
    grades = ["supernatural", "world_class", "beginner", "awful"]
    assert [rating(x) for x in (0.0, 0.004, 0.0349, 0.035)] == grades
    assert rating(None) is None


def short_game(seed: int) -> Any:
    """A seeded race from RACE played to the end by the computer for both players (a few seconds)."""
    config = {"game": "backgammon", "seed": seed, "players": COMPUTERS,
              "start": {"position_id": format_position_id(RACE), "turn": "w"}}
    record = json.loads(api.new_game(json.dumps(config)))["record"]
    while True:
        answer = json.loads(api.computer_action(json.dumps(record)))
        if answer.get("action") is None:
            return parse(record)
        record = json.loads(api.act(json.dumps(record), answer["action"]))["record"]


def test_the_summary_adds_up_from_the_rows() -> None:
    review = game_review(short_game(5))
    assert review["outcome"] is not None and review["available"] == "estimate"
    for color in "wb":
        decided = [r for r in review["decisions"] if r["player"] == color]
        mine = [r for r in decided if r["kind"] == "move"]
        cube = [r for r in decided if r["kind"] in ("double", "no_double", "take", "drop")]
        assert len(mine) + len(cube) == len(decided)  # a decision is a move or the cube's
        luck = [r for r in review["luck"]["throws"] if r["player"] == color]
        s, fortune = review["summary"][color], review["luck"]["players"][color]
        assert s["moves"] == len(mine) and s["unforced"] == sum(len_choices > 1 for len_choices in
                                                                 (r["choices"] for r in mine))
        assert s["lost"] == pytest.approx(sum(r["loss"] for r in mine + cube), abs=1e-3)
        assert fortune["luck"] == pytest.approx(sum(r["luck"] for r in luck), abs=1e-3)
        assert fortune["throws"] == len(luck)
        for mark in ("doubtful", "bad", "very_bad"):
            assert s["move_marks"][mark] == sum(r["mark"] == mark for r in mine)


@pytest.mark.slow
def test_the_review_is_the_same_after_a_save_and_reload() -> None:
    record = short_game(8)
    first = game_review(record)
    review._last.clear()  # neither the last review nor the last replay kept: all done again
    page.REPLAYS.last = None
    assert game_review(loads(record.dumps())) == first
    answer = json.loads(api.analysis(record.dumps()))
    assert answer["ok"] and answer["summary"] == game_review(record)["summary"]


def test_an_errors_row_ranks_the_best_moves_with_the_one_played() -> None:
    # The opening 31: 8/5 6/5 is best (every reference); 6/5 6/3, two home blots, is an error.
    state = thrown(START, (3, 1))
    worst, good = move_row(1, state, Move("6/5 6/3")), move_row(1, state, Move("8/5 6/5"))
    assert good["mark"] is None and good["alternatives"] == []  # nothing to read beside a right move
    rows = worst["alternatives"]
    assert rows[0] == {"rank": 1, "move": "8/5 6/5", "equity": worst["best_equity"], "loss": 0}
    assert [r["rank"] for r in rows[:review.ALTERNATIVES]] == list(range(1, review.ALTERNATIVES + 1))
    equities = [r["equity"] for r in rows]
    assert equities[:review.ALTERNATIVES] == sorted(equities[:review.ALTERNATIVES], reverse=True)
    played = [r for r in rows if r["move"] == "6/5 6/3"]
    assert len(played) == 1 and played[0]["loss"] == pytest.approx(worst["loss"], abs=2e-4)
    assert len(rows) <= review.ALTERNATIVES + 1 and len({r["move"] for r in rows}) == len(rows)


def test_the_graphs_points_are_the_chances_before_each_throw_and_the_end() -> None:
    record = short_game(5)
    answer = game_review(record)
    points, actions = answer["points"], record.actions
    # One point before each throw (after the action before it), then the end: the winner's 1.
    throws = [n - 1 for n, a in enumerate(actions, start=1) if isinstance(a, Throw)]
    assert [p["n"] for p in points] == [*throws, len(actions)]
    assert all(p["win"]["w"] + p["win"]["b"] == pytest.approx(1) for p in points)
    winner = answer["outcome"]["winner"]
    assert points[-1]["win"][winner] == 1
    # RACE: White on roll, 67 pips against 73, is the favourite before his first throw (the
    # cube's double and take, if any, change nothing on the board).
    assert points[0]["win"]["w"] > 0.6


@pytest.mark.parametrize(("dice", "win"), [((6, 6), 1.0), ((2, 1), 0.0)])
def test_a_start_with_its_dice_has_the_graphs_first_point(dice: tuple[int, int], win: float) -> None:
    # White's four checkers on his 6 point, Black's last on his 1 point: thrown 6-6 bears all four
    # off and wins; 2-1 cannot, and Black bears off next. The dice are known: the point is 1 or 0,
    # not the 1/36 of a throw to come.
    board = from_points({6: 4}, {1: 1})
    config = {"game": "backgammon", "seed": 3, "players": COMPUTERS,
              "start": {"position_id": format_position_id(board), "turn": "w", "dice": list(dice)}}
    record = parse(json.loads(api.new_game(json.dumps(config)))["record"])
    points = game_review(record)["points"]
    assert points[0] == {"n": 0, "win": {"w": win, "b": 1 - win}}
