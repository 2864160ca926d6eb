"""Each throw's luck (luck.py): hand-derived values, its zero mean over the 36 throws, the
opening shared between its two dice, and the colours swapped."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction

import pytest

from rabattues.dames import parse_position, preset, replays
from rabattues.dames.actions import parse_action
from rabattues.dames.game import ALL_THROWS, GameState, new_game
from rabattues.dames.luck import throw_luck
from rabattues.dames.options import Options
from rabattues.dames.position import Position
from rabattues.dames.record import new_record
from rabattues.dames.review import game_review
from rabattues.dames.solver import solve
from rabattues.kernel.actions import Opening, Throw

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`).
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

OLD, MODERN = preset("charpentier-1699"), preset("modern")
LONE = "0.0.0.0.0.1/0.0.0.0.1.0/w"
"""One checker each, White's on his 6, Black's on his 5 (tests/test_solver.py `lone(6, 5)`)."""
MID_GAME = "2.2.2.3s.3ss.3/2s.2.2s.3.3s.3ss/b"


def throw(token: str) -> Throw:
    """A throw from its record token."""
    action = parse_action(token)
    assert isinstance(action, Throw)
    return action


def luck_of(options: Options, notation: str, token: str) -> tuple[float, float | None]:
    """The luck of one throw from a written position (cube centred): (chance, equity)."""
    found = throw_luck(new_game(options, parse_position(notation)), throw(token))
    assert found is not None
    return found.win, found.equity


# lone(6, 5), 1699 rules: White, to throw, wins with p = 23/44 (test_solver.py, by hand). A 6
# wins at once; 5-5 passes a 5 to Black, who bears off and wins; 2-1 passes both dice, Black
# cannot use them and throws from the same position (White then has 1 − 23/44); 2-2 is thrown
# again from the same position. Without cube or multipliers the equity is 2p − 1.
@pytest.mark.parametrize(("token", "after"), [
    ("61", Fraction(1)), ("16", Fraction(1)), ("55", Fraction(0)), ("21", Fraction(21, 44)),
    ("22", Fraction(23, 44))])
def test_a_throws_luck_is_the_hand_derived_change_of_chances(token: str, after: Fraction) -> None:
    win, equity = luck_of(OLD, LONE, token)
    assert win == pytest.approx(float(after - Fraction(23, 44)), abs=1e-12)
    assert equity == pytest.approx(2 * win, abs=1e-12)


# The same with the modern cube up to 2 (test_solver.py, by hand): throwing without doubling
# is worth 1/35 a stake; a 6 wins 1; 5-2 passes the 5 and loses 1; 2-1 hands over a centred
# cube with which Black is worth 2/21; 5-5 is rerolled (modern), White in turn, 1/35 again.
@pytest.mark.parametrize(("token", "after"), [
    ("61", Fraction(1)), ("52", Fraction(-1)), ("21", Fraction(-2, 21)), ("55", Fraction(1, 35))])
def test_a_throws_equity_luck_with_the_cube_is_hand_derived(token: str, after: Fraction) -> None:
    _, equity = luck_of(replace(MODERN, cube_max=2), LONE, token)
    assert equity == pytest.approx(float(after - Fraction(1, 35)), abs=1e-12)


def some_states(options: Options, rng: random.Random) -> Iterator[GameState]:
    """Live states reached by random play from the start, with the cube sometimes turned."""
    state = new_game(options, parse_position("2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"))
    while not state.is_terminal():
        if options.cube and rng.random() < 0.3 and state.can_double():
            state = state.child(parse_action("double")).child(parse_action("take"))
        yield state
        state = state.child(rng.choice(ALL_THROWS))


@pytest.mark.parametrize("options", [OLD, MODERN, OLD.with_rule("claim", "strict")],
                         ids=["1699", "modern", "strict"])
def test_luck_averages_zero_over_the_36_throws(options: Options) -> None:
    """The worth before a throw is the mean of the worths after: luck is zero on average."""
    rng = random.Random(3)
    for state in list(some_states(options, rng))[::3]:
        lucks = [throw_luck(state, t) for t in ALL_THROWS]
        assert all(luck is not None and luck.equity is not None for luck in lucks)
        assert sum(luck.win for luck in lucks if luck) / 36 == pytest.approx(0, abs=1e-12)
        assert sum(luck.equity or 0 for luck in lucks if luck) / 36 == pytest.approx(0, abs=1e-12)


def opening_shares(p: float, white: int, black: int) -> tuple[float, float]:
    """Each die's share of an opening from the start, from White's side, by counting faces.

    The starter wins with p (the solver's start), so White's chance is p if he starts, 1 − p if
    Black does, 1/2 on a tie (thrown again). With one die known, the other is any of six faces.
    """
    def value(w: int, b: int) -> float:
        return p if w > b else 1 - p if w < b else 0.5
    white_die = sum(value(white, b) for b in range(1, 7)) / 6
    black_die = sum(value(w, black) for w in range(1, 7)) / 6
    both = value(white, black)
    return ((white_die - 0.5) + (both - black_die)) / 2, ((black_die - 0.5) + (both - white_die)) / 2


@pytest.mark.parametrize(("white", "black"), [(6, 1), (4, 2), (2, 5), (3, 3)])
def test_the_opening_is_shared_between_the_two_dice(white: int, black: int) -> None:
    p = solve(parse_position("2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"), OLD).win
    record = new_record("charpentier-1699", dice="typed", actions=(Opening(white, black),))
    entries = game_review(replays.replay(record))["luck"]["throws"]
    white_share, black_share = opening_shares(p, white, black)
    assert [(e["player"], e["dice"], e["opening"]) for e in entries] == [
        ("w", [white], True), ("b", [black], True)]
    assert entries[0]["win"] == pytest.approx(white_share, abs=1e-6)
    assert entries[1]["win"] == pytest.approx(-black_share, abs=1e-6)  # Black's side


def test_swapping_the_colours_swaps_the_luck() -> None:
    """The same throws from the mirrored position: each throw's luck moves to the other player."""
    throws = tuple(throw(t) for t in ("43", "11", "51", "62", "33", "54", "21", "66", "12", "35"))
    start = parse_position(MID_GAME)
    mirrored = Position(start.black, start.white, "w")
    records = [new_record("charpentier-1699", dice="typed", start=p, actions=throws)
               for p in (start, mirrored)]
    reviews = [game_review(replays.replay(record)) for record in records]
    first, second = (r["luck"]["throws"] for r in reviews)
    assert [(e["n"], e["win"]) for e in first] == [(e["n"], e["win"]) for e in second]
    assert [e["player"] for e in first] == [{"w": "b", "b": "w"}[e["player"]] for e in second]
    totals = [r["luck"]["players"][c] for r, c in zip(reviews, "bw", strict=True)]
    assert [t["win"] for t in totals] == [totals[0]["win"]] * 2 and totals[0]["throws"] == totals[1]["throws"]
    assert totals[0]["luckiest"]["n"] == totals[1]["luckiest"]["n"]
