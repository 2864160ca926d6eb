"""What the page is told of a match (docs/PROTOCOL.md, "Backgammon"): the move list's entry that
begins each game carries the match before that game, the view between two games offers only the
next game's opening throw, and a match ended says its winner. On positions set up by hand: a game
over in one throw (White's last checker on his 2-point)."""

from __future__ import annotations

import json
from typing import Any

from rabattues import api
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

HUMANS = {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "human"}}
SINGLE = format_position_id(from_points({2: 1}, {6: 14}))
"""White to roll bears off his last checker with any throw; Black has borne one off: a single game."""


def ok(op: str, *args: Any) -> dict[str, Any]:
    """An api call with JSON arguments (text passes as is) that must succeed; its parsed answer."""
    texts = [a if isinstance(a, str) else json.dumps(a) for a in args]
    answer: dict[str, Any] = json.loads(getattr(api, op)(*texts))
    assert answer["ok"], answer
    return answer


def match_at(score: dict[str, int], length: int = 3) -> dict[str, Any]:
    """A match of typed dice at this score, White about to bear off his last checker."""
    match = {"length": length, "score": score, "crawford": False}
    return ok("new_game", {"game": "backgammon", "dice": "typed", "players": HUMANS, "match": match,
                           "start": {"position_id": SINGLE, "turn": "w"}})


def played(answer: dict[str, Any], *actions: str) -> dict[str, Any]:
    """The answer after these actions, one after another."""
    for action in actions:
        answer = ok("act", answer["record"], action)
    return answer


def test_the_first_action_of_each_game_says_the_match_before_it() -> None:
    """At 1-0 of a 3-point match White wins a single game: the next game is at 2-0 and, White now
    1-away for the first time, it is the Crawford game (RULES.md §12.10). The entries that begin
    the two games say so; the others carry no match."""
    answer = played(match_at({"w": 1, "b": 0}), "65", "2/off", "o52")
    history = answer["history"]
    assert [e["kind"] for e in history] == ["throw", "move", "opening"]
    assert history[0]["match"] == {"score": {"w": 1, "b": 0}, "crawford": False, "post_crawford": False}
    assert "match" not in history[1]
    assert history[2]["match"] == {"score": {"w": 2, "b": 0}, "crawford": True, "post_crawford": False}
    assert history[2]["new_game"] is True


def test_between_two_games_only_the_next_opening_throw_is_offered() -> None:
    """A game of a match not won is over: the view says the score before and after it, offers no
    cube decision, and the opening throw is the next action."""
    view = played(match_at({"w": 0, "b": 0}), "65", "2/off")["view"]
    assert view["outcome"]["winner"] == "w" and view["outcome"]["points"] == 1
    assert view["match"]["score"] == {"w": 0, "b": 0} and view["match"]["score_after"] == {"w": 1, "b": 0}
    assert view["match"]["winner"] is None
    assert view["can_throw"] and view["opening"] and view["actions"] == []


def test_an_equal_opening_of_the_next_game_begins_it_once() -> None:
    """Equal opening dice in the next game are thrown again: only the first opening begins the game."""
    history = played(match_at({"w": 0, "b": 0}), "65", "2/off", "o44", "o31")["history"]
    assert [("match" in e) for e in history] == [True, False, True, False]


def test_a_match_won_says_its_winner_and_offers_nothing() -> None:
    """At 2-1 of a 3-point match (after the Crawford game) White wins one point: the match is his."""
    view = played(match_at({"w": 2, "b": 1}), "65", "2/off")["view"]
    assert view["match"]["post_crawford"] is True
    assert view["match"]["winner"] == "w" and view["match"]["score_after"] == {"w": 3, "b": 1}
    assert not view["can_throw"] and view["actions"] == []
