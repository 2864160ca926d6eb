"""One test per rule of RULES.md §1–§4 (the board, stacks, a roll, passing), under the default
(1699) options unless a rule needs more (§5–§7 and refused actions: test_rules_turns.py; §8, the
cube: test_cube_rules.py).

Every position is written by hand in the notation of §11; `B0` below is Black's start.
"""

from __future__ import annotations

import pytest

from rabattues.dames import (
    START,
    ActionError,
    DieEvent,
    Options,
    Throw,
    format_position,
    new_game,
    parse_position,
)

B0 = "2s.2s.2s.3ss.3ss.3ss"
START_TEXT = f"{B0}/{B0}/w"


def sides(state):
    """White's and Black's sides in notation, without the turn."""
    return format_position(state.position).rsplit("/", 1)[0]


# §1 Board and setup


def test_s1_start_position(where):
    """§1: points 1–3 a stack of 2, points 4–6 a stack of 3, for each player; opening first."""
    state = new_game(Options())
    assert where(state) == START_TEXT
    for color in "wb":
        side = state.position.side(color)
        assert side.counts == (2, 2, 2, 3, 3, 3)
        assert side.stacks == (1, 1, 1, 2, 2, 2)
        assert sum(side.counts) == 15 and side.borne_off == 0
    assert state.opening


def test_s1_players_points_are_separate(state, where):
    """§1: White's point 3 and Black's point 3 are different points: a throw changes one side."""
    after = state(START_TEXT).child(Throw((3, 6)))
    assert where(after) == f"2s.2s.2.3ss.3ss.3s/{B0}/b"


# §2 Stacked and unstacked


def test_s2_stack_of_two_needs_one_move(state, where):
    """§2: a stack of 2 is done after one move ("only one checker to knock down")."""
    after = state(START_TEXT).child(Throw((2, 1)))
    assert where(after) == f"2.2.2s.3ss.3ss.3ss/{B0}/b"
    assert after.position.white.uses(1) is None and after.position.white.uses(2) is None


def test_s2_stack_of_three_needs_two_moves(state, where, play):
    """§2: a stack of 3 needs two moves: 4-4 finishes point 4; the next 4-4 is unplayable for White
    and passes to Black (§4), who unstacks his point 4 twice."""
    after = state(START_TEXT).child(Throw((4, 4)))
    assert where(after) == f"2s.2s.2s.3.3ss.3ss/{B0}/w"
    after = after.child(Throw((4, 4)))
    assert where(after) == "2s.2s.2s.3.3ss.3ss/2s.2s.2s.3.3ss.3ss/w"


def test_s2_nine_moves_in_all():
    """§2: a player needs 9 unstacking moves in all."""
    assert sum(START.stacks) == 9
    side, moves = START, 0
    for die in (1, 2, 3, 4, 4, 5, 5, 6, 6):
        side = side.use(die)
        moves += 1
    assert moves == 9 and not side.has_stacks and side.counts == (2, 2, 2, 3, 3, 3)


def test_s2_bear_off_phase_once_no_stack(state):
    """§2: a player is in the bear-off phase once none of his points holds a stack."""
    position = parse_position("2.2.2.3.3.3/2.2.2.3.3s.3/w")
    assert not position.white.has_stacks and position.white.uses(1) == "bear-off"
    assert position.black.has_stacks and position.black.uses(1) is None


# §3 A roll


def test_s3_each_die_on_its_own_point_when_unstacking(state, where):
    """§3: in the unstacking phase a die unstacks only on the point with its number."""
    after = state(START_TEXT).child(Throw((6, 2)))
    assert where(after) == f"2s.2.2s.3ss.3ss.3s/{B0}/b"


def test_s3_no_other_point_in_bear_off(state, where):
    """§3: a 6 with point 6 empty does not bear off from a lower point (no backgammon rule);
    the 5 bears off from 5 and the 6 passes to Black (§4), who unstacks his 6."""
    step = state(f"2.2.2.3.3.0/{B0}/w").step(Throw((6, 5)))
    assert where(step.state) == "2.2.2.3.2.0/2s.2s.2s.3ss.3ss.3s/b"
    assert step.events == (DieEvent(5, "w", "bear-off"), DieEvent(6, "b", "unstack", passed=True))


def test_s3_dice_are_never_added(state, where):
    """§3: 2-1 with points 1 and 2 empty does not bear off from point 3; both dice pass."""
    after = state(f"0.0.2.3.3.3/{B0}/w").child(Throw((2, 1)))
    assert where(after) == "0.0.2.3.3.3/2.2.2s.3ss.3ss.3ss/b"


def test_s3_double_is_two_dice_not_four_bearing_off(state, where):
    """§3: 4-4 bears off two checkers from point 4, not four ("doublets are played only once")."""
    step = state(f"2.2.2.3.3.3/{B0}/w").step(Throw((4, 4)))
    assert where(step.state) == f"2.2.2.1.3.3/{B0}/w"
    assert len(step.events) == 2


def test_s3_double_is_two_dice_not_four_unstacking(state, where):
    """§3: 6-6 from the start makes the two moves on point 6 and nothing passes."""
    step = state(START_TEXT).step(Throw((6, 6)))
    assert where(step.state) == f"2s.2s.2s.3ss.3ss.3/{B0}/w"
    assert [e.player for e in step.events] == ["w", "w"]


def test_s3_double_on_point_with_one_checker_uses_one_die(state, where):
    """§3: 5-5 with one checker on 5 bears it off; the other 5 is unplayable and passes (§4)."""
    step = state(f"2.2.2.3.1.3/{B0}/w").step(Throw((5, 5)))
    assert where(step.state) == "2.2.2.3.0.3/2s.2s.2s.3ss.3s.3ss/w"
    assert step.events == (DieEvent(5, "w", "bear-off"), DieEvent(5, "b", "unstack", passed=True))


def test_s3_phase_changes_inside_a_double(state, where):
    """§3: 5-5 with the last stack on 5: the first 5 unstacks it, the second bears off from 5."""
    step = state(f"2.2.2.3.3s.3/{B0}/w").step(Throw((5, 5)))
    assert where(step.state) == f"2.2.2.3.2.3/{B0}/w"
    assert [e.use for e in step.events] == ["unstack", "bear-off"]


@pytest.mark.parametrize("dice", [(5, 2), (2, 5)])
def test_s3_max_dice_used_whatever_the_order(state, where, dice):
    """§3: the player must use as many dice as possible: 2-5 is played 5 first, like 5-2."""
    step = state(f"2.2.2.3.3s.3/{B0}/w").step(Throw(dice))
    assert where(step.state) == f"2.1.2.3.3.3/{B0}/b"
    assert [e.die for e in step.events] == [5, 2]


def test_s3_both_orders_same_position(state):
    """§3: when both orders use both dice they end in the same position."""
    first = state(START_TEXT).child(Throw((4, 3)))
    second = state(START_TEXT).child(Throw((3, 4)))
    assert first.position == second.position


# §4 Passing unplayable dice


def test_s4_passed_die_used_by_receiver_in_his_own_phase(state, where):
    """§4: White's unplayable 1-1 passes; Black, in bear-off, bears off two from his point 1."""
    step = state("2.2s.2s.3ss.3ss.3ss/2.2.2.3.3.3/w").step(Throw((1, 1)))
    assert where(step.state) == "2.2s.2s.3ss.3ss.3ss/0.2.2.3.3.3/w"
    assert [(e.player, e.use, e.passed) for e in step.events] == [("b", "bear-off", True)] * 2


def test_s4_passed_dice_change_receivers_phase(state, where):
    """§4 and §3: passed 5-5 unstack Black's last stack, then bear off from his point 5."""
    after = state("2s.2s.2s.3ss.3.3ss/2.2.2.3.3s.3/w").child(Throw((5, 5)))
    assert where(after) == "2s.2s.2s.3ss.3.3ss/2.2.2.3.2.3/w"


def test_s4_passed_die_unusable_is_lost_never_passes_back(state, where):
    """§4: a passed die the receiver cannot use is lost; it does not come back to the roller."""
    step = state("2.2s.2s.3ss.3ss.3ss/2.2s.2s.3ss.3ss.3ss/w").step(Throw((1, 3)))
    assert where(step.state) == "2.2s.2.3ss.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b"
    assert step.events == (DieEvent(3, "w", "unstack"), DieEvent(1, "b", None, passed=True))


@pytest.mark.parametrize(("black", "after", "events"), [
    # The 1699 text's own case: Black's ace is done, a pile is left on 5: "ni lui ni vous ne lèverez rien".
    ("2.2.2.3.3s.3", "2.2.2.3.3s.3", [DieEvent(1, "b", None, passed=True)] * 2),
    # Where the two readings differ: Black still has a pile on 1, and unstacks it with a passed ace.
    ("2s.2.2.3.3s.3", "2.2.2.3.3s.3",
     [DieEvent(1, "b", "unstack", passed=True), DieEvent(1, "b", None, passed=True)]),
])
def test_s4_a_receiver_still_unstacking_never_bears_off_with_a_passed_die(state, where, black, after, events):
    """§4, the exception of the 1699 text: White, bearing off with his point 1 empty, throws a
    second 1-1; Black, still unstacking, bears off nothing with the passed aces, and unstacks with
    one only if his point 1 still holds a pile (the reading Lalanne's Example 3 supports)."""
    step = state(f"0.2.2.3.3.3/{black}/w").step(Throw((1, 1)))
    assert where(step.state) == f"0.2.2.3.3.3/{after}/w"
    assert list(step.events) == events


def test_s4_opponent_throws_after_a_non_double(state):
    """§4: after a throw that is not a double, the opponent throws."""
    assert state(START_TEXT).child(Throw((6, 1))).position.turn == "b"


def test_s4_roller_throws_again_after_a_double_even_if_unused(state, where):
    """§4, §5: after a double the same player throws again, even if neither die was playable."""
    after = state("2.2s.2s.3ss.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b").child(Throw((1, 1)))
    assert where(after) == "2.2s.2s.3ss.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b"
    assert after.can_throw() and after.current_player() == "b"


def test_s4_win_on_a_passed_die(state):
    """§4, §7: White's unplayable 2 passes to Black, whose last checker is on 2: Black wins."""
    step = state("2.0.2.3.3.3/0.1.0.0.0.0/w").step(Throw((4, 2)))
    assert sides(step.state) == "2.0.2.2.3.3/0.0.0.0.0.0"
    assert step.state.outcome.winner == "b" and step.state.outcome.how == "bear-off"
    assert step.events[-1] == DieEvent(2, "b", "bear-off", passed=True)


@pytest.mark.parametrize("dice", [(1, 1), (3, 1), (1, 3)])
def test_s4_s7_game_ends_at_the_15th_checker(state, dice):
    """§4, §7: the game ends the moment the 15th checker is off; the other die is not played
    and does not pass, although Black could use it."""
    step = state("1.0.0.0.0.0/2.2.2.3.3.3/w").step(Throw(dice))
    assert sides(step.state) == "0.0.0.0.0.0/2.2.2.3.3.3"
    assert step.events == (DieEvent(1, "w", "bear-off"),)
    final = step.state
    assert final.is_terminal() and final.outcome.winner == "w"
    assert final.legal_actions() == [] and final.chance_outcomes() == [] and not final.can_throw()
    with pytest.raises(ActionError):
        final.step(Throw((2, 2)))
