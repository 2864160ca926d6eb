"""RULES.md §10: the three worked examples of the 1699 rules, throw by throw.

The examples and their diagrams are Philippe Lalanne's, from the English text he signed (2004) on
the rules Charpentier published in Paris in 1698 or 1699 (RULES.md §13, [S2] and [S5]); the diagrams are
transcribed in `tests/data/diagrams_1699.txt`. Every expected position is written here by hand
from them: a diagram column "2W / W" is a stack of two beside one checker on line, i.e. `3s`.
"""

from __future__ import annotations

from rabattues.dames import (
    Claim,
    DieEvent,
    Opening,
    Options,
    Throw,
    format_position,
    new_game,
    parse_action,
    parse_position,
)

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"

# §10 Example 1, the positions after each throw (Lalanne's diagrams 2–5).
EX1_AFTER_43 = "2s.2s.2.3s.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/b"
EX1_AFTER_11 = "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3ss.3ss/b"  # Black threw a double: Black again
EX1_AFTER_51 = "2.2s.2.3s.3ss.3ss/2.2s.2s.3ss.3s.3ss/w"
EX1_AFTER_54 = "2.2s.2.3.3s.3ss/2.2s.2s.3ss.3s.3ss/b"

# §10 Example 2: White has unstacked everything but one checker of the stack on 5.
# Black from the diagram: 1 "B B", 2 "2B", 3 "B B", 4 "B B B", 5 "2B B", 6 "2B B".
EX2_BEFORE = "2.2.2.3.3s.3/2.2s.2.3.3s.3s/w"
EX2_AFTER_52 = "2.1.2.3.3.3/2.2s.2.3.3s.3s/b"

# §10 Example 3: White bears off, point 2 empty, two checkers off.
# Black from the diagram: 1 "B B", 2 "2B", 3 "B B", 4 "B B B", 5 "2B B", 6 "B B B".
EX3_BEFORE = "2.0.2.3.3.3/2.2s.2.3.3s.3/w"
EX3_AFTER_42 = "2.0.2.2.3.3/2.2.2.3.3s.3/b"


def _where(state):
    """The state's position in notation."""
    return format_position(state.position)


def test_example_1_from_the_start_throw_by_throw():
    """§10 Example 1 (§2, §3, §4, §5): 43, then Black 11 and 51 with aces passed, then White 54."""
    state = new_game(Options())
    assert _where(state) == START
    state = state.child(Opening(5, 2))  # White's die is higher: White starts (§6)
    assert _where(state) == START

    step = state.step(Throw((4, 3)))
    assert _where(step.state) == EX1_AFTER_43
    assert step.events == (DieEvent(4, "w", "unstack"), DieEvent(3, "w", "unstack"))

    step = step.state.step(Throw((1, 1)))
    assert _where(step.state) == EX1_AFTER_11
    assert step.events == (DieEvent(1, "b", "unstack"), DieEvent(1, "w", "unstack", passed=True))

    step = step.state.step(Throw((5, 1)))
    assert _where(step.state) == EX1_AFTER_51
    assert step.events == (DieEvent(5, "b", "unstack"), DieEvent(1, "w", None, passed=True))

    step = step.state.step(Throw((5, 4)))
    assert _where(step.state) == EX1_AFTER_54
    assert step.events == (DieEvent(5, "w", "unstack"), DieEvent(4, "w", "unstack"))
    assert not step.state.is_terminal()


def test_example_1_point_4_is_done_after_two_moves():
    """§2 via Example 1: a stack of 3 needs exactly two unstacking moves; a third 4 is unplayable."""
    state = new_game(Options(), parse_position(EX1_AFTER_54).with_turn("w"))
    assert state.position.white.uses(4) is None
    assert state.position.white.uses(5) == "unstack"  # 5 has had one move of two


def test_example_2_phase_changes_inside_the_throw():
    """§10 Example 2 (§3): 5-2 unstacks the last checker on 5, then the 2 bears off from point 2."""
    state = new_game(Options(), parse_position(EX2_BEFORE))
    step = state.step(Throw((5, 2)))
    assert _where(step.state) == EX2_AFTER_52
    assert step.events == (DieEvent(5, "w", "unstack"), DieEvent(2, "w", "bear-off"))
    assert step.state.position.white.borne_off == 1


def test_example_2_dice_read_in_the_other_order():
    """§3: 2-5 must still use both dice: the 5 first, so that the 2 can bear off."""
    state = new_game(Options(), parse_position(EX2_BEFORE))
    step = state.step(Throw((2, 5)))
    assert _where(step.state) == EX2_AFTER_52
    assert [e.die for e in step.events] == [5, 2]


def test_example_3_unplayable_two_passes_to_black():
    """§10 Example 3 (§4): 4-2 bears off from 4; the 2 passes and Black unstacks his point 2."""
    state = new_game(Options(), parse_position(EX3_BEFORE))
    step = state.step(Throw((4, 2)))
    assert _where(step.state) == EX3_AFTER_42
    assert step.events == (DieEvent(4, "w", "bear-off"), DieEvent(2, "b", "unstack", passed=True))
    assert step.state.position.turn == "b"  # "Then, Black rolls the dice."
    assert step.state.can_throw()


def test_example_3_strict_black_claims_before_throwing():
    """§10 Example 3 with claim=strict (§4): Black claims the White 2, then throws."""
    state = new_game(Options(claim="strict"), parse_position(EX3_BEFORE))
    state = state.child(Throw((4, 2)))
    assert _where(state) == "2.0.2.2.3.3/2.2s.2.3.3s.3/b"  # the 2 waits for Black's claim
    assert state.claimable() == (2,)
    state = state.child(parse_action("c2"))
    assert _where(state) == EX3_AFTER_42
    assert state.claimable() == ()


def test_example_3_strict_black_forgets_and_loses_the_two():
    """§10 Example 3 (§4 strict): "If Black forgets to use the White's 2 before to roll the dice,
    he cannot use the White's 2 anymore." Black throws 6-6: his 6 is done, nothing else moves."""
    state = new_game(Options(claim="strict"), parse_position(EX3_BEFORE))
    state = state.child(Throw((4, 2))).child(Throw((6, 6)))
    # Black's point 6 is unstacked and he still has stacks: both sixes pass to White (to claim).
    assert _where(state) == "2.0.2.2.3.3/2.2s.2.3.3s.3/b"
    assert state.pending == (6, 6)
    assert state.receiver == "w"
    assert Claim(2) not in state.legal_actions()  # Black's 2 was forfeited by his throw
    assert state.legal_actions() == [Claim(6)]

