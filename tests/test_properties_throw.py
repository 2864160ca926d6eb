"""A reference model of one throw, written from RULES.md §3–§5 alone, compared with the engine on
random positions, dice and option sets (hypothesis; random whole games: test_properties.py)."""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rabattues.dames import Throw, new_game

sys.path.insert(0, str(Path(__file__).resolve().parent))
from property_helpers import OPTIONS, positions

# A reference model of one throw, from RULES.md §3–§5 alone


def ref_use(side, die):
    """§3: one die on its own point: unstack if stacked, else bear off if no stack anywhere."""
    counts, stacks = list(side[0]), list(side[1])
    i = die - 1
    if stacks[i]:
        stacks[i] -= 1
    elif counts[i] and not any(stacks):
        counts[i] -= 1
    else:
        return None
    return counts, stacks


def ref_play(side, dice):
    """§3: try every order; a die is used if it can be when its turn comes; stop at the 15th
    checker; keep the order using most dice. Returns (side, number used, dice unused)."""
    best = None
    for order in itertools.permutations(dice):
        current, used, unused = side, 0, []
        for k, die in enumerate(order):
            if not any(current[0]):  # the game is over: nothing more is played (§4)
                unused = []
                break
            moved = ref_use(current, die)
            if moved is None:
                unused.append(order[k])
            else:
                current, used = moved, used + 1
        if best is None or used > best[1]:
            best = (current, used, sorted(unused))
    return best


def ref_throw(position, dice, options):
    """§3–§5: both sides and the next thrower after a throw (automatic claiming)."""
    sides = {c: (position.side(c).counts, position.side(c).stacks) for c in "wb"}
    roller = position.turn
    receiver = "b" if roller == "w" else "w"
    double = dice[0] == dice[1]
    if double and options.doubles == "reroll":
        return sides, roller, ()
    sides[roller], _, unused = ref_play(sides[roller], dice)
    finished = not any(sides[roller][0])
    passes = options.passing == "always" or (options.passing == "bear-off" and not any(sides[roller][1]))
    pending = ()
    if unused and passes and not finished:
        if options.claim == "automatic":
            sides[receiver], _, _ = ref_play(sides[receiver], unused)
        else:
            pending = tuple(sorted(unused))
    return sides, roller if double else receiver, pending


DICE = st.tuples(st.integers(1, 6), st.integers(1, 6))


@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(positions(), DICE, OPTIONS)
def test_throw_matches_reference_model(position, dice, options):
    """§3–§5: the engine's throw agrees with the reference model on any position, dice, options."""
    step = new_game(options, position).step(Throw(dice))
    sides, turn, pending = ref_throw(position, dice, options)
    after = step.state.position
    for color in "wb":
        side = after.side(color)
        assert (list(side.counts), list(side.stacks)) == tuple(map(list, sides[color]))
    if not step.state.is_terminal():
        assert after.turn == turn
        assert tuple(sorted(step.state.pending)) == pending
    moves = sum(_moves(position.side(c), after.side(c)) for c in "wb")
    assert len([e for e in step.events if e.use]) == moves


def _moves(before, after):
    """Unstacking moves plus checkers borne off between two sides."""
    return sum(before.stacks) - sum(after.stacks) + sum(before.counts) - sum(after.counts)
