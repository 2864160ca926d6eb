"""Strict claiming in the figures: passed dice still to claim count as claimed, by one rule
(`GameState.claimed`) that the solver, the review and the luck share."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from rabattues import api
from rabattues.dames import parse_position, preset
from rabattues.dames.actions import Claim, parse_action
from rabattues.dames.game import ALL_THROWS, GameState, new_game
from rabattues.dames.luck import Worth, worth
from rabattues.dames.record import new_record
from rabattues.dames.review import position_review
from rabattues.dames.solver import solve
from rabattues.kernel.actions import Opening

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

STRICT = [preset(name).with_rule("claim", "strict") for name in ("charpentier-1699", "modern")]
MODERN_STRICT = STRICT[1]


def every_end_of_claiming(state: GameState) -> Iterator[GameState]:
    """Each state a receiver reaches by claiming, one legal `Claim` at a time, in every order."""
    claims = [a for a in state.legal_actions() if isinstance(a, Claim)]
    if not claims:
        yield state
    for claim in claims:
        yield from every_end_of_claiming(state.child(claim))


def with_dice_to_claim(seed: int) -> Iterator[GameState]:
    """States of random strict games where the receiver has passed dice he can claim."""
    rng = random.Random(seed)
    for options in STRICT:
        state = new_game(options)
        while not state.is_terminal():
            if state.claimable():
                yield state
            claims = [a for a in state.legal_actions() if isinstance(a, Claim)]
            if state.opening:
                action = Opening(rng.randint(1, 6), rng.randint(1, 6))
            else:
                action = rng.choice(claims) if claims and rng.random() < 0.5 else rng.choice(ALL_THROWS)
            state = state.child(action)


@pytest.mark.parametrize("seed", range(6))
def test_claiming_in_any_order_ends_where_the_one_rule_does(seed: int) -> None:
    """RULES.md §3: dice played in any order that uses the most end in the same position.

    So the receiver's claims, made one at a time in whichever order, end in `claimed()`: the
    position, and the game won when the claims bear off his 15th checker.
    """
    seen = 0
    for state in with_dice_to_claim(seed):
        claimed = state.claimed()
        ends = list(every_end_of_claiming(state))
        assert {end.position for end in ends} == {claimed.position}
        assert {end.outcome for end in ends} == {claimed.outcome}
        assert claimed.claimable() == () and state.claimed_position() == claimed.position
        seen += 1
    assert seen > 0


def test_the_win_bar_counts_a_claim_while_a_double_is_offered() -> None:
    """Modern, strict: Black's 6-1 on his lone 5 passes both dice; White, his last checker on his 6,
    doubles before claiming the 6. Claimed, it bears that checker off: White has won.

    A `Claim` is not legal while a double is offered (take or drop first), so counting the
    claims by playing them once made the win bar fail here.
    """
    record = new_record("modern", options=MODERN_STRICT, dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.0.0.0.1.0/b"),
                        actions=(parse_action("61"), parse_action("double")))
    state = record.final_state()
    assert state.offered and state.pending == (6, 1) and state.receiver == "w"
    answer = json.loads(api.position_analysis(record.dumps()))
    assert answer["ok"], answer
    assert answer["win"] == {"w": 1.0, "b": 0.0}
    assert worth(state, "w") == Worth(1.0, 1.0)  # the claim ends the game before the answer: the cube at 1


def test_an_offered_double_with_a_die_to_claim_is_valued_as_claimed() -> None:
    """The same with a second White checker on his 5: the 6 claimed, White (to throw, his
    double offered) has one checker on his 5 against Black's on his 5, as the solver gives it."""
    record = new_record("modern", options=MODERN_STRICT, dice="typed",
                        start=parse_position("0.0.0.0.1.1/0.0.0.0.1.0/b"),
                        actions=(parse_action("61"), parse_action("double")))
    state = record.final_state()
    by_hand = solve(parse_position("0.0.0.0.1.0/0.0.0.0.1.0/w"), MODERN_STRICT).win
    win = position_review(state)["win"]
    assert win == {"w": pytest.approx(by_hand, abs=1e-6), "b": pytest.approx(1 - by_hand, abs=1e-6)}
