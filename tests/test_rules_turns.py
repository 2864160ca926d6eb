"""One test per rule of RULES.md §5–§7 (doubles, who starts, winning and the stake), with the chance
nodes of a throw and of the opening and the actions refused, under the default (1699) options
unless a rule needs more (§1–§4: test_rules.py; §8, the cube: test_cube_rules.py).

Every position is written by hand in the notation of §11; `B0` below is Black's start.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from rabattues.dames import ActionError, Claim, Opening, Options, Throw, new_game

B0 = "2s.2s.2s.3ss.3ss.3ss"
START_TEXT = f"{B0}/{B0}/w"


# §5 Doubles (default replay; reroll is in test_options)


def test_s5_double_played_then_thrown_again(state, where):
    """§5 replay: a double is played like any roll (the second 3 passes), then the same player
    throws again."""
    after = state(START_TEXT).child(Throw((3, 3)))
    assert where(after) == "2s.2s.2.3ss.3ss.3ss/2s.2s.2.3ss.3ss.3ss/w"
    assert after.in_turn


# §6 Who starts


@pytest.mark.parametrize(("white", "black", "starter"), [(5, 2, "w"), (2, 5, "b"), (6, 1, "w"), (1, 6, "b")])
def test_s6_higher_die_starts_and_throws_both_dice_afresh(white, black, starter, where):
    """§6: the higher single die starts; the opening dice are not played."""
    state = new_game(Options()).child(Opening(white, black))
    assert not state.opening and state.position.turn == starter
    assert where(state) == f"{B0}/{B0}/{starter}"
    assert state.can_throw() and state.is_legal(Throw((1, 2)))


@pytest.mark.parametrize("face", range(1, 7))
def test_s6_tie_throws_again(face):
    """§6: equal numbers: both throw again (still the opening)."""
    state = new_game(Options()).child(Opening(face, face))
    assert state.opening and state == new_game(Options())


def test_s6_opening_chance_outcomes():
    """§6: the opening is a chance node of 36 single-die pairs, 1/36 each; White starts on 15."""
    outcomes = new_game(Options()).chance_outcomes()
    assert len(outcomes) == 36 and sum(p for _, p in outcomes) == 1
    assert all(isinstance(a, Opening) and p == Fraction(1, 36) for a, p in outcomes)
    assert sum(a.white > a.black for a, _ in outcomes) == 15


def test_s6_no_throw_before_opening_and_no_opening_after():
    """§6: two-dice throws come after the opening; no opening once decided."""
    state = new_game(Options())
    with pytest.raises(ActionError):
        state.step(Throw((4, 3)))
    with pytest.raises(ActionError):
        state.child(Opening(4, 3)).step(Opening(4, 3))


def test_s3_throw_chance_outcomes(state):
    """§3: a throw is a chance node of the 36 ordered pairs of two dice."""
    outcomes = state(START_TEXT).chance_outcomes()
    assert sorted(a.dice for a, _ in outcomes) == [(a, b) for a in range(1, 7) for b in range(1, 7)]
    assert sum(p for _, p in outcomes) == 1


# §7 Winning and the stake


def test_s7_win_worth_the_stake_default_one(state):
    """§7 (1699): the game is worth what was agreed, by default 1 point, whatever the loser's state."""
    final = state(f"1.0.0.0.0.0/{B0}/w").child(Throw((1, 2)))
    assert final.outcome.winner == "w" and final.outcome.points == 1 and final.outcome.multiplier == 1


def test_s7_stake(state):
    """§7 option stake: a win is worth the stake."""
    final = state(f"1.0.0.0.0.0/{B0}/w", stake="5").child(Throw((1, 2)))
    assert final.outcome.points == 5


@pytest.mark.parametrize(
    ("black", "times"),
    [
        ("2.2.2.3.3.2", 1),  # §7: the loser has borne off one checker
        ("0.0.0.0.0.1", 1),  # ... or fourteen
        ("2.2.2.3.3.3", 2),  # unstacking finished, none off
        ("2.2.2.3.3.3s", 4),  # one stack left
        (B0, 4),  # never moved
    ],
)
def test_s7_multipliers(state, black, times):
    """§7 option multipliers: ×1 if the loser bore off, ×2 if he finished unstacking, ×4 with a stack."""
    final = state(f"1.0.0.0.0.0/{black}/w", multipliers="on", stake="3").child(Throw((1, 2)))
    assert final.outcome.multiplier == times and final.outcome.points == 3 * times


def test_s7_multipliers_off_always_one(state):
    """§7: without multipliers a win against a loser with stacks is ×1."""
    final = state(f"1.0.0.0.0.0/{B0}/w", multipliers="off").child(Throw((1, 2)))
    assert final.outcome.multiplier == 1



@pytest.mark.parametrize(
    "action",
    [Throw((7, 1)), Throw((1, 7)), Throw((0, 3)), Throw((-1, 6)), Throw((1, 2, 3))],
    ids=str,
)
def test_s3_impossible_throw_refused(state, action):
    """§3: two dice of 1–6; a die of 7 or 0 given to the transition function is an ActionError,
    not a crash nor a move on another point (a 0 once acted on point 6 through index −1)."""
    with pytest.raises(ActionError, match="not allowed"):
        state(START_TEXT).step(action)


@pytest.mark.parametrize("action", [Opening(7, 1), Opening(1, 0), Opening(9, 9)], ids=str)
def test_s6_impossible_opening_refused(action):
    """§6: an opening die of 7 or 0 is an ActionError, not a start for the "higher" die."""
    with pytest.raises(ActionError, match="not allowed"):
        new_game(Options()).step(action)


def test_s4_claim_of_impossible_die_refused(state, play):
    """§4 strict: only a pending die can be claimed; a die of 7 never."""
    game = play(state("2.0.2.3.3.3/2.2s.2.3.3s.3/w", claim="strict"), "42")
    for die in (7, 0, 4):
        with pytest.raises(ActionError):
            game.step(Claim(die))
