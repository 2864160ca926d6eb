"""RULES.md §4, §5, §7: what each option value does to the play (the presets and options as text
and JSON: test_option_text.py)."""

from __future__ import annotations

import pytest

from rabattues.dames import Claim, DieEvent, Throw
from rabattues.dames.describe import describe_clauses
from rabattues.dames.story import Table, clauses, told

B0 = "2s.2s.2s.3ss.3ss.3ss"
UNSTACKING_ACE = f"2.2s.2s.3ss.3ss.3ss/{B0}/w"
"""White's point 1 is done, he still has stacks: an ace is unplayable for him, usable by Black."""
EX3 = "2.0.2.3.3.3/2.2s.2.3.3s.3/w"
"""§10 Example 3: White bears off with point 2 empty."""


# §4 option passing


def test_s4_passing_always_during_unstacking(state, where):
    """§4 passing=always (1699, Example 1): an ace unplayable while unstacking passes."""
    step = state(UNSTACKING_ACE, passing="always").step(Throw((1, 3)))
    assert where(step.state) == "2.2s.2.3ss.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b"
    assert step.events[-1] == DieEvent(1, "b", "unstack", passed=True)


def test_s4_passing_always_during_bear_off(state, where):
    """§4 passing=always: a die unplayable in bear-off passes (Example 3)."""
    after = state(EX3, passing="always").child(Throw((4, 2)))
    assert where(after) == "2.0.2.2.3.3/2.2.2.3.3s.3/b"


def test_s4_passing_bear_off_lost_during_unstacking(state, where):
    """§4 passing=bear-off: while the roller still has a stack, an unusable die is simply lost."""
    step = state(UNSTACKING_ACE, passing="bear-off").step(Throw((1, 3)))
    assert where(step.state) == f"2.2s.2.3ss.3ss.3ss/{B0}/b"
    assert step.events == (DieEvent(3, "w", "unstack"), DieEvent(1, "w", None))


def test_s4_passing_bear_off_passes_in_bear_off(state, where):
    """§4 passing=bear-off: a roller in the bear-off phase passes his unplayable die."""
    after = state(EX3, passing="bear-off").child(Throw((4, 2)))
    assert where(after) == "2.0.2.2.3.3/2.2.2.3.3s.3/b"


def test_s4_passing_bear_off_unused_die_of_a_double(state, where):
    """§4 passing=bear-off, §3: the second 5 of 5-5 on a lone checker passes (roller in bear-off).

    "In the bear-off phase after playing what he could" never differs from "before" here: a
    phase change inside a throw leaves every point full, so the other die is always playable.
    """
    step = state(f"2.2.2.3.1.3/{B0}/w", passing="bear-off").step(Throw((5, 5)))
    assert where(step.state) == "2.2.2.3.0.3/2s.2s.2s.3ss.3s.3ss/w"
    assert step.events[-1] == DieEvent(5, "b", "unstack", passed=True)


@pytest.mark.parametrize("position", [UNSTACKING_ACE, EX3])
def test_s4_passing_never(state, position):
    """§4 passing=never: an unplayable die is lost in both phases; the opponent never moves."""
    before = state(position, passing="never")
    dice = (1, 3) if position == UNSTACKING_ACE else (4, 2)
    step = before.step(Throw(dice))
    assert step.state.position.black == before.position.black
    assert step.events[-1].player == "w" and step.events[-1].use is None
    assert not any(e.passed for e in step.events)


# §4 option claim


def test_s4_claim_automatic_uses_the_die_at_once(state):
    """§4 claim=automatic: the app uses the passed die for the receiver; nothing to claim."""
    after = state(EX3, claim="automatic").child(Throw((4, 2)))
    assert after.pending == () and after.receiver is None and after.legal_actions() == []


def test_s4_claim_strict_receiver_claims(state, where, play):
    """§4 claim=strict: the passed die waits; the receiver claims it before the next throw."""
    after = state(EX3, claim="strict").child(Throw((4, 2)))
    assert after.pending == (2,) and after.receiver == "b" and after.legal_actions() == [Claim(2)]
    assert where(after) == "2.0.2.2.3.3/2.2s.2.3.3s.3/b"
    claimed = play(after, "c2")
    assert where(claimed) == "2.0.2.2.3.3/2.2.2.3.3s.3/b"
    assert claimed.pending == () and claimed.legal_actions() == []


def test_s4_claim_strict_throwing_first_forfeits(state, where, play):
    """§4 claim=strict: if the dice are thrown before the claim, the passed die is lost. Black
    throws 6-1 without claiming: the 2 is gone, his 1 is done already, the 6 and 1 pass to White."""
    after = play(state(EX3, claim="strict"), "42 61")
    assert where(after) == "2.0.2.2.3.3/2.2s.2.3.3s.3/w"
    assert after.pending == (6, 1) and after.receiver == "w"


def test_s4_claim_strict_roller_rethrow_after_double_forfeits(state, where, play):
    """§4 claim=strict, §10 Example 1: Black's second ace of 1-1 waits for White; Black throws
    again (double) before White claims, so White's point 1 stays stacked."""
    game = state(f"2s.2s.2.3s.3ss.3ss/{B0}/b", claim="strict")
    after = play(game, "11")
    assert after.legal_actions() == [Claim(1)] and after.position.turn == "b"
    after = play(after, "51")
    assert where(after) == "2s.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3s.3ss/w"
    assert after.pending == (1,) and after.receiver == "w"  # the 5-1's ace, claimable by White
    assert after.legal_actions() == [Claim(1)]


def test_s4_claim_strict_only_usable_dice_claimable(state, play):
    """§4 claim=strict: a passed die the receiver cannot use is not claimable (it is lost)."""
    after = play(state(UNSTACKING_ACE.replace(B0, "2.2s.2s.3ss.3ss.3ss"), claim="strict"), "13")
    assert after.pending == (1,) and after.claimable() == () and after.legal_actions() == []
    assert not after.is_legal(Claim(1)) and not after.is_legal(Claim(3))


def test_s4_claim_strict_in_order_across_phase_change(state, where, play):
    """§4 claim=strict with §3: passed 5 and 2; the 2 is claimable only after the 5 unstacked
    White's last stack."""
    after = play(state("2.2.2.3.3s.3/2.0.2.3.0.3/b", claim="strict"), "52")
    assert after.pending == (5, 2) and after.claimable() == (5,)
    after = play(after, "c5")
    assert after.claimable() == (2,)
    after = play(after, "c2")
    assert where(after) == "2.1.2.3.3.3/2.0.2.3.0.3/w"


def test_s4_claim_strict_win_on_a_claimed_die(state, play):
    """§4, §7 claim=strict: the receiver can win on a claimed die."""
    final = play(state("2.0.2.3.3.3/0.1.0.0.0.0/w", claim="strict"), "42 c2")
    assert final.outcome.winner == "b" and final.is_terminal()


def test_s4_claim_strict_claimed_position_is_after_the_claims_open_now(state, play):
    """§4 claim=strict: `claimed_position` (what the solver values) is the position once the
    receiver has claimed the dice he can claim now; with nothing to claim, the position."""
    after = play(state(f"2s.2s.2.3s.3ss.3ss/{B0}/b", claim="strict"), "11")
    claimed = play(after, "c1")
    assert after.claimed_position() == claimed.position != after.position
    assert claimed.claimed_position() == claimed.position
    lost = play(state(UNSTACKING_ACE.replace(B0, "2.2s.2s.3ss.3ss.3ss"), claim="strict"), "13")
    assert lost.pending == (1,) and lost.claimed_position() == lost.position


# §5 option doubles


def test_s5_doubles_replay(state, where):
    """§5 doubles=replay (1699): the double is played, passing what is unplayable; roll again."""
    step = state(UNSTACKING_ACE, doubles="replay").step(Throw((1, 1)))
    assert where(step.state) == "2.2s.2s.3ss.3ss.3ss/2.2s.2s.3ss.3ss.3ss/w"
    assert step.state.in_turn and step.state.can_throw()


def test_s5_doubles_reroll(state, where, play):
    """§5 doubles=reroll (modern): a double is not played, nothing passes, the same player throws
    again; the next non-double is played normally."""
    game = state(UNSTACKING_ACE, doubles="reroll")
    step = game.step(Throw((3, 3)))
    assert where(step.state) == UNSTACKING_ACE and step.events == ()
    assert step.state.position.turn == "w" and step.state.in_turn
    after = play(step.state, "11 66 32")
    assert where(after) == f"2.2.2.3ss.3ss.3ss/{B0}/b"


# §7 options multipliers and stake are in test_rules (§7); the §8 cube in test_cube_rules.


@pytest.mark.parametrize("stake", [1, 2, 1_000_000])
def test_s7_stake_values(state, stake):
    """§7: any whole stake from 1 is the value of a plain win."""
    final = state(f"1.0.0.0.0.0/{B0}/w", stake=str(stake)).child(Throw((1, 1)))
    assert final.outcome.points == stake


def test_s4_claim_strict_a_passed_die_never_usable_is_lost_as_it_passes(state):
    """§4 claim=strict: White throws 6-2 and uses neither; both pass to Black, who can unstack on
    his 6 but has no stack on his 2 and still stacks on his 5 and 6 (so no bearing off): the 6 is
    his to claim, the 2 is lost at once, and the board, the move list and the command line say so."""
    before = state("2.2.2s.3.3.3/2.2.2.3.3s.3ss/w", claim="strict")
    step = before.step(Throw((6, 2)))
    assert step.state.pending == (6, 2) and step.state.claimable() == (6,)
    passes = clauses(before, Throw((6, 2)), step)[-1]
    assert (passes["claim"], passes["to_claim"], passes["lost"]) == (True, [6], [2])
    table, _ = told(1, Table(0, ()), before, Throw((6, 2)), step)
    assert {d.value: d.status for d in table.dice} == {6: "pending", 2: "lost"}
    assert describe_clauses([passes]) == "6 and 2 pass to Black, who must claim 6; 2 lost"


def test_s4_claim_strict_a_passed_die_usable_once_another_is_claimed_waits(state):
    """§4 claim=strict: Black's only stack is on his 6; once he claims the 6 he has none and bears
    off, so the 2 (a checker on his 2) becomes his to use: both wait to be claimed, none is lost."""
    before = state("2.2.2s.3.3.3/2.2.2.3.3.3s/w", claim="strict")
    step = before.step(Throw((6, 2)))
    assert step.state.claimable() == (6,)
    passes = clauses(before, Throw((6, 2)), step)[-1]
    assert (passes["claim"], passes["to_claim"], passes["lost"]) == (True, [6, 2], [])
    table, _ = told(1, Table(0, ()), before, Throw((6, 2)), step)
    assert {d.value: d.status for d in table.dice} == {6: "pending", 2: "pending"}
    assert Claim(2) in step.state.child(Claim(6)).legal_actions()
