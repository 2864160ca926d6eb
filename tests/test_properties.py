"""Property tests over thousands of random games, for each preset and for random option sets
(the engine's throw against a reference model of RULES.md §3–§5: test_properties_throw.py).

A game is played by a random policy (random claims, sometimes forgotten; random doubles, takes
and drops) with the seed's dice, so that its record is a seeded record. Along the way:
checkers are conserved (15 per player: on board + borne off, counted from the dice events),
a point never gains checkers or stacks, no bear-off while a stack remains, every game ends,
the record replays to the same game, and every position round-trips through the notation.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rabattues.dames import (
    DROP,
    TAKE,
    Claim,
    CubeAction,
    Opening,
    Record,
    Throw,
    format_position,
    loads,
    new_game,
    parse_position,
    preset,
)
from rabattues.kernel import dice as seeded

sys.path.insert(0, str(Path(__file__).resolve().parent))
from property_helpers import OPTIONS, positions

MAX_ACTIONS = 5000
"""No game needs nearly so many: a player needs 24 dice (9 moves, 15 checkers)."""
SEEDS = st.integers(0, seeded.MAX_SEED)


# Random play


def play_random_game(options, seed, start=None):
    """Play one game with the seed's dice and a random policy; check every step; its record."""
    rng = random.Random(seed)
    state = new_game(options, start)
    shadow = {c: [list(state.position.side(c).counts), list(state.position.side(c).stacks)] for c in "wb"}
    off = {c: state.position.side(c).borne_off for c in "wb"}
    actions, states, drawn = [], [], 0
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        action = choose_random(state, rng)
        if isinstance(action, Opening | Throw):
            first, second = seeded.dice(seed, drawn, 2)
            drawn += 2
            action = Opening(first, second) if state.opening else Throw((first, second))
        step = state.step(action)
        check_step(state, step, shadow, off)
        actions.append(action)
        states.append(step.state)
        if len(states) % 3 == 0:  # a sample of the positions reached: the notation round-trips
            text = format_position(state.position)
            assert format_position(parse_position(text)) == text and parse_position(text) == state.position
        state = step.state
    assert state.is_terminal(), f"game not over after {MAX_ACTIONS} actions"
    check_outcome(state)
    return states, Record(options=options, seed=seed, start=start, actions=tuple(actions))


def choose_random(state, rng):
    """A random decision, or a throw placeholder (the dice come from the seed)."""
    legal = state.legal_actions()
    if state.offered:
        return TAKE if rng.random() < 0.85 else DROP
    claims = [a for a in legal if isinstance(a, Claim)]
    if claims and rng.random() < 0.8:
        return rng.choice(claims)
    if CubeAction("double") in legal and rng.random() < 0.15:
        return CubeAction("double")
    return Throw((1, 1))


def check_step(before, step, shadow, off):
    """Invariants of one step, from its dice events replayed on a shadow of each side."""
    after = step.state
    for event in step.events:
        counts, stacks = shadow[event.player]
        i = event.die - 1
        if event.use == "unstack":
            assert stacks[i] > 0
            stacks[i] -= 1
        elif event.use == "bear-off":
            assert not any(stacks), "bear-off while a stack remains (§2, §3)"
            assert counts[i] > 0
            counts[i] -= 1
            off[event.player] += 1
    for color in "wb":
        old, new = before.position.side(color), after.position.side(color)
        assert [list(new.counts), list(new.stacks)] == shadow[color], "events do not explain the move"
        assert all(n <= o for n, o in zip(new.counts, old.counts, strict=True)), "a point gained checkers"
        assert all(n <= o for n, o in zip(new.stacks, old.stacks, strict=True)), "a stack grew"
        assert sum(new.counts) + off[color] == 15, "checkers not conserved"
        assert not (new.has_stacks and new.borne_off), "borne off while a stack remains"
    if not after.is_terminal():
        assert not (after.position.white.is_finished or after.position.black.is_finished)


def check_outcome(state):
    """§7, §8: the winner has finished (or the loser dropped); points = stake × cube × multiplier."""
    outcome, options = state.outcome, state.options
    loser = state.position.side("b" if outcome.winner == "w" else "w")
    if outcome.how == "bear-off":
        assert state.position.side(outcome.winner).is_finished and not loser.is_finished
        expected = 1
        if options.multipliers and loser.borne_off == 0:
            expected = 4 if any(loser.stacks) else 2
        assert outcome.multiplier == expected
    else:
        assert outcome.multiplier == 1 and options.cube
    assert outcome.cube == state.cube.value <= options.cube_max
    assert outcome.points == options.stake * outcome.cube * outcome.multiplier


def check_replay(states, record):
    """The record's text (`dumps` → `loads`) replays to the same game, state by state."""
    again = loads(record.dumps())
    assert again == record
    assert [s.state for s in again.steps()] == states


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(SEEDS)
def test_random_games_charpentier_1699(seed):
    """1699 preset: invariants, termination, outcome and replay over random games."""
    states, record = play_random_game(preset("charpentier-1699"), seed)
    check_replay(states, record)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(SEEDS)
def test_random_games_modern(seed):
    """Modern preset (cube, multipliers, reroll): the same properties."""
    states, record = play_random_game(preset("modern"), seed)
    check_replay(states, record)


@pytest.mark.slow
@settings(max_examples=1000, deadline=None)
@given(OPTIONS, SEEDS)
def test_random_games_random_options(options, seed):
    """Any combination of house rules: the same properties."""
    states, record = play_random_game(options, seed)
    check_replay(states, record)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(OPTIONS, SEEDS, positions())
def test_random_games_from_random_positions(options, seed, start):
    """From any valid position: the same properties."""
    states, record = play_random_game(options, seed, start)
    check_replay(states, record)


@settings(max_examples=1000, deadline=None)
@given(positions(playable=False))
def test_notation_round_trip_of_any_position(position):
    """§11: parse(format(p)) == p and format(parse(x)) == x for generated valid positions."""
    text = format_position(position)
    assert parse_position(text) == position
    assert format_position(parse_position(text)) == text
