"""One test per rule of RULES.md §12.10 (backgammon match play): the score, the points a game
counts, the Crawford game, post-Crawford play, the dead cube, one game after another in one
record, and what a match record holds; on positions set up by hand (a game over in one throw)."""

from __future__ import annotations

import json

import pytest

from rabattues import api
from rabattues.backgammon.actions import Move
from rabattues.backgammon.board import START, from_points
from rabattues.backgammon.game import GameState, new_game
from rabattues.backgammon.options import Options
from rabattues.backgammon.page import view
from rabattues.backgammon.record import Record, Start, load, loads
from rabattues.kernel.actions import DOUBLE, DROP, TAKE, ActionError, Opening, Throw
from rabattues.kernel.cube import Cube
from rabattues.kernel.match import Match
from rabattues.kernel.record_errors import RecordError

GAMMON = from_points({2: 1}, {6: 15})
"""White to roll bears off his last checker with any throw; Black has borne off none: a gammon."""
SINGLE = from_points({2: 1}, {6: 14})


CENTRED = Cube()


def won(match: Match, board: object = GAMMON, cube: Cube = CENTRED) -> GameState:
    """White, on roll at this score with this cube, throws 6-5 and bears off his last checker."""
    state = new_game(Options(), board, "w", match)  # type: ignore[arg-type]
    state = GameState(state.options, state.board, "w", False, None, cube, match=match)
    return state.child(Throw((6, 5))).child(Move("2/off"))


def at_throw(match: Match, cube: Cube = CENTRED, turn: str = "w") -> GameState:
    """The start position with `turn` to throw, at this score and cube."""
    return GameState(Options(), START, turn, False, None, cube, match=match)  # type: ignore[arg-type]


def test_a_game_won_adds_its_points_to_the_winners_score() -> None:
    """§12.10: a gammon at cube 2 counts 4 toward a 7-point match; the next game starts at 4-1."""
    state = won(Match(7, (0, 1)), cube=Cube(2, "w"))
    assert state.outcome is not None and state.outcome.points == 4
    assert not state.is_terminal() and state.match_after() == Match(7, (4, 1))


def test_the_match_ends_when_a_player_has_its_points() -> None:
    """§12.10: the first player with the match's points wins it: nothing follows."""
    state = won(Match(5, (4, 3)), SINGLE)
    assert state.is_terminal() and state.match_after().winner() == "w"
    assert not state.is_chance_node() and state.chance_outcomes() == []


def test_no_bonus_past_the_match_length() -> None:
    """§12.10: a gammon at 1-away counts what the match needs, 1 point."""
    state = won(Match(5, (4, 0)), GAMMON)
    assert state.outcome is not None and (state.outcome.multiplier, state.outcome.points) == (2, 1)
    assert state.match_after().score == (5, 0)


def test_a_drop_counts_the_cube_before_the_double() -> None:
    """§12.10: at 6-0 of a 9-point match Black redoubles to 8 and White drops: Black scores 4."""
    state = at_throw(Match(9, (6, 0)), Cube(4, "b"), turn="b").child(DOUBLE).child(DROP)
    assert state.outcome is not None and (state.outcome.winner, state.outcome.points) == ("b", 4)
    assert state.match_after() == Match(9, (6, 4))


def test_the_drop_offered_says_the_points_it_loses() -> None:
    """§12.10: at 6-0 of a 9-point match Black redoubles to 8: a drop would give Black 4 points;
    the page's view says so before White chooses."""
    state = at_throw(Match(9, (6, 0)), Cube(4, "b"), turn="b").child(DOUBLE)
    started = json.loads(api.new_game(json.dumps({"game": "backgammon", "seed": 1})))
    record = loads(json.dumps(started["record"]))
    drop = next(a for a in view(record, state)["actions"] if a["kind"] == "drop")
    assert (drop["player"], drop["points"]) == ("w", 4)


def test_the_game_after_a_player_first_reaches_match_point_is_the_crawford_game() -> None:
    """§12.10: at 3-1 in a 5-point match White wins 1: the next game (4-1) is the Crawford game."""
    assert won(Match(5, (3, 1)), SINGLE).match_after() == Match(5, (4, 1), crawford=True)


def test_no_double_in_the_crawford_game() -> None:
    """§12.10: in the Crawford game neither player may double."""
    for turn in ("w", "b"):
        state = at_throw(Match(5, (4, 1), crawford=True), turn=turn)
        assert not state.can_double() and DOUBLE not in state.legal_actions()
        with pytest.raises(ActionError):
            state.child(DOUBLE)


def test_only_one_crawford_game() -> None:
    """§12.10: the trailer wins the Crawford game: the next game (4-2) is not one, and so on."""
    after = Match(5, (4, 1), crawford=True).after("b", 1)
    assert after == Match(5, (4, 2)) and after.is_post_crawford()
    assert after.after("b", 1) == Match(5, (4, 3))


def test_both_reaching_match_point_together_is_no_crawford_game() -> None:
    """§12.10: 3-4 post-Crawford, the trailer wins 1: 4-4, no second Crawford game."""
    assert Match(5, (3, 4)).after("w", 1) == Match(5, (4, 4))


def test_the_trailer_doubles_after_the_crawford_game() -> None:
    """§12.10: post-Crawford at 4-2 the trailer may double."""
    state = at_throw(Match(5, (4, 2)), turn="b")
    assert state.can_double() and state.child(DOUBLE).legal_actions() == [TAKE, DROP]


def test_a_dead_cube_cannot_be_turned() -> None:
    """§12.10: the leader at 4-2 of a 5-point match wins the match with any win: he may not double;
    nor may a player 2-away holding the cube at 2."""
    assert not at_throw(Match(5, (4, 2)), turn="w").can_double()
    assert not at_throw(Match(5, (3, 0)), Cube(2, "w"), turn="w").can_double()
    assert at_throw(Match(5, (2, 0)), Cube(2, "w"), turn="w").can_double()


def test_a_one_point_match_has_no_doubling() -> None:
    """§12.10: in a 1-point match winning the game wins the match: the cube is dead from the start."""
    assert not at_throw(Match(1)).can_double()


def test_the_next_game_begins_with_its_opening_throw() -> None:
    """§12.10: after a game of a match not yet won, the next opening throw starts a new game from
    the usual position, the cube in the middle, at the new score."""
    over = won(Match(5, (0, 0)), SINGLE, Cube(2, "b"))
    assert over.opening and over.is_chance_node()
    assert {a for a, _ in over.chance_outcomes()} >= {Opening(3, 1)}
    assert over.legal_actions() == [] and not over.can_double()
    with pytest.raises(ActionError):
        over.child(Throw((3, 1)))
    nxt = over.child(Opening(3, 1))
    assert (nxt.board, nxt.cube, nxt.outcome, nxt.turn, nxt.dice) == (START, Cube(), None, "w", (3, 1))
    assert nxt.match == Match(5, (2, 0))


def test_equal_opening_dice_after_a_game_start_the_new_game_and_throw_again() -> None:
    """§12.2, §12.10: the next game's equal opening dice leave it at its start, opening throws to come."""
    nxt = won(Match(3), SINGLE).child(Opening(4, 4))
    assert nxt.board == START and nxt.outcome is None and nxt.opening and nxt.match == Match(3, (1, 0))


def test_the_jacoby_rule_is_not_used_in_match_play() -> None:
    """§12.10: a match record with jacoby=on is refused, saying so."""
    with pytest.raises(RecordError, match="Jacoby rule is not used in match play"):
        Record.parse(Record(options=Options(jacoby=True), preset="money", match=Match(5)).to_json())


def test_a_match_counts_no_stake() -> None:
    """§12.10: a match's games count points: a stake other than 1 is refused."""
    with pytest.raises(RecordError, match="stake=1"):
        Record.parse(Record(options=Options(stake=2), preset="money", match=Match(5)).to_json())


def test_a_match_record_holds_its_score_and_replays_game_after_game() -> None:
    """§12.10: one record holds the games of a match, one after another; the score at its start
    is its `match`, each later score follows from the games."""
    record = Record(options=Options(), preset="money", dice="typed", match=Match(3, (1, 0)),
                    start=Start(SINGLE, "w"), actions=(Throw((6, 5)), Move("2/off"), Opening(2, 5)))
    data = record.to_json()
    assert data["match"] == {"length": 3, "score": {"w": 1, "b": 0}, "crawford": False}
    state = load(data).final_state()
    assert (state.turn, state.match, state.dice) == ("b", Match(3, (2, 0), crawford=True), (2, 5))


def test_a_money_record_is_unchanged() -> None:
    """§12.10: a record without `match` is money play, and is written without one."""
    record = Record(options=Options(), preset="money", dice="typed", actions=(Opening(3, 1), Move("8/5 6/5")))
    data = record.to_json()
    assert "match" not in data and load(data).match is None and load(data).final_state().match is None


@pytest.mark.parametrize(("match", "message"), [
    (26, "bad match length 26"),
    ({"length": 5, "score": {"w": 5, "b": 0}, "crawford": False}, "bad match score 5-0"),
    ({"length": 5, "score": {"w": 4, "b": 4}, "crawford": True}, "no Crawford game at 4-4"),
    ({"length": 5, "score": {"w": 1, "b": 0}, "crawford": True}, "no Crawford game at 1-0"),
    ({"length": 5, "score": {"w": 1}, "crawford": False}, "'score' must be"),
    ({"length": 5}, "'match' must be"),
])
def test_an_impossible_match_is_refused(match: object, message: str) -> None:
    """§12.10: lengths 1 to 25, each score below the length, a Crawford game only at its score."""
    data = Record(options=Options(), preset="money").to_json() | {"match": match}
    with pytest.raises(RecordError, match=message):
        Record.parse(data)


def test_the_1699_game_has_no_match_play() -> None:
    """The 1699 game's records hold no match."""
    from rabattues.dames.record import Record as DamesRecord
    from rabattues.dames.record import new_record

    data = new_record(seed=1).to_json() | {"match": 5}
    with pytest.raises(RecordError, match="has no 'match'"):
        DamesRecord.parse(data)


def test_a_resignation_counts_no_more_than_the_winner_needs() -> None:
    """§12.8, §12.10: a backgammon resigned to a player 2-away counts 2 points, and ends the match."""
    from rabattues.backgammon.actions import Resign

    state = at_throw(Match(5, (3, 0)), turn="b").child(Resign(3))
    assert state.outcome is not None and (state.outcome.multiplier, state.outcome.points) == (3, 2)
    assert state.is_terminal() and state.match_after().winner() == "w"
