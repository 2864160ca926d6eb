"""The review (review.py) and its luck (luck.py): hand-derived values, the zero mean of luck,
whole games whose luck and errors add up to their result, and the colours swapped."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction

import pytest

from rabattues import api, parse_position, preset, replays
from rabattues.actions import Opening, Throw, parse_action
from rabattues.game import ALL_THROWS, GameState, new_game
from rabattues.luck import throw_luck
from rabattues.options import Options
from rabattues.position import Position
from rabattues.record import Record, new_record
from rabattues.review import game_review, position_review, rating
from rabattues.solver import packed as packed_tables
from rabattues.solver import solve
from rabattues.solver.packing import pack

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


def played(options: Options, seed: int, *, decide: float = 0.0) -> Record:
    """A seeded game to its end; with `decide`, the chance of taking a random decision when one is open."""
    rng = random.Random(seed)
    record = new_record("modern" if options.cube else "charpentier-1699", options=options, seed=seed)
    state = record.initial_state()
    while not state.is_terminal():
        legal = state.legal_actions()
        if legal and (state.offered or rng.random() < decide):
            action = rng.choice(legal)
        else:
            a, b = record.next_dice()
            action = Opening(a, b) if state.opening else Throw((a, b))
        record, state = record.with_action(action), state.child(action)
    return record


def whites(entries: list[dict[str, float]], key: str) -> float:
    """The sum of the throws' luck seen from White (Black's own luck turned round)."""
    return sum(e[key] if e["player"] == "w" else -e[key] for e in entries)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_without_decisions_the_luck_is_the_whole_change_of_chances(seed: int) -> None:
    """1699 rules: nothing but dice, so White's luck less Black's is White's result less 1/2."""
    review = game_review(replays.replay(played(OLD, seed)))
    won = review["outcome"]["winner"] == "w"
    assert whites(review["luck"]["throws"], "win") == pytest.approx(float(won) - 0.5, abs=1e-4)
    assert review["decisions"] == []
    assert review["summary"]["w"] == {"decisions": 0, "errors": 0, "lost": 0, "lost_stakes": 0, "unknown": 0}


@pytest.mark.parametrize(("options", "seed"), [(MODERN, 4), (MODERN, 5), (MODERN, 6),
                                               (OLD.with_rule("claim", "strict"), 7)])
def test_luck_and_errors_add_up_to_the_result(options: Options, seed: int) -> None:
    """Equity in stakes: White's result = 0 at the start + his luck − Black's − his errors + Black's."""
    review = game_review(replays.replay(played(options, seed, decide=0.4)))
    outcome, summary = review["outcome"], review["summary"]
    result = outcome["points"] if outcome["winner"] == "w" else -outcome["points"]
    luck = whites(review["luck"]["throws"], "equity")
    assert luck - summary["w"]["lost_stakes"] + summary["b"]["lost_stakes"] == pytest.approx(result, abs=1e-4)
    assert summary["w"]["errors"] + summary["b"]["errors"] > 0  # random decisions make some errors


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


def test_an_unclaimed_die_is_an_error_costing_the_chance_it_gave() -> None:
    """1699, strict: White's 2-1 passes both dice; Black can claim the 2 and throws instead.

    Claimed, Black has one checker on his 6 against White's on his 6, to throw: 31/51 by hand
    (test_solver.py); unclaimed, the position is solved directly. Equity (no cube) is 2p − 1.
    """
    record = new_record("charpentier-1699", options=OLD.with_rule("claim", "strict"), dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.1.0.0.0.1/w"), actions=(throw("21"), throw("43")))
    kept = solve(parse_position("0.0.0.0.0.1/0.1.0.0.0.1/b"), OLD).win
    (decision,) = game_review(replays.replay(record))["decisions"]
    assert (decision["n"], decision["player"], decision["kind"], decision["best"], decision["dice"]) == (
        2, "b", "forfeit", "claim", [2])
    assert decision["loss"] == pytest.approx(2 * (31 / 51 - kept), abs=1e-6)


def test_a_claim_made_is_a_right_decision() -> None:
    """1699, strict: Black claims the 2 White passed: one decision, right, nothing lost."""
    record = new_record("charpentier-1699", options=OLD.with_rule("claim", "strict"), dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.1.0.0.0.1/w"),
                        actions=(throw("21"), parse_action("c2"), throw("43")))
    review = game_review(replays.replay(record))
    assert [(d["n"], d["player"], d["kind"], d["rating"], d["loss"]) for d in review["decisions"]] == [
        (2, "b", "claim", "right", 0.0)]
    assert review["summary"]["b"] == {"decisions": 1, "errors": 0, "lost": 0, "lost_stakes": 0, "unknown": 0}


def test_a_claim_that_would_end_the_game_counts_as_won() -> None:
    """1699, strict: White's 2-1 passes a 2 to Black, whose last checker is on his 2: claimed, he has won.

    The figures count passed dice as claimed (always best), so Black's chance is 1; the solver
    has no value for a finished position, so this once failed (ValueError)."""
    record = new_record("charpentier-1699", options=OLD.with_rule("claim", "strict"), dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.1.0.0.0.0/w"), actions=(throw("21"),))
    game = replays.replay(record)
    assert game_review(game)["points"][-1] == {"n": 1, "win": {"w": 0.0, "b": 1.0}}
    assert position_review(game.state)["win"] == {"w": 0.0, "b": 1.0}


@pytest.mark.parametrize(("right", "margin", "mark"), [
    # GNU Backgammon 1.07's defaults (`show analysis`): doubtful from 0.03, bad from 0.06, very bad from 0.12.
    (False, 0.2, "very_bad"), (False, 0.12, "very_bad"), (False, 0.1, "bad"), (False, 0.06, "bad"),
    (False, 0.05, "doubtful"), (False, 0.03, "doubtful"), (False, 0.029, "minor"), (False, 0.01, "minor"),
    (True, 0.029, "close"), (True, 0.03, "clear"), (True, 0.3, "clear"), (False, None, "error"),
    (True, None, "right")])
def test_decisions_are_marked_as_gnu_backgammons_are(right: bool, margin: float | None, mark: str) -> None:
    assert rating(right, margin) == mark


def test_the_api_answers_the_review_with_its_summary_and_luck() -> None:
    record = played(MODERN, 8, decide=0.3)
    answer = json.loads(api.analysis(record.dumps()))
    assert answer["ok"] and answer["available"] == "exact"
    assert set(answer) >= {"points", "decisions", "summary", "luck", "outcome"}
    throws = sum(isinstance(a, Throw) for a in record.actions) + 2 * sum(
        isinstance(a, Opening) for a in record.actions)
    assert len(answer["luck"]["throws"]) == throws
    totals = answer["luck"]["players"]
    assert totals["w"]["throws"] + totals["b"]["throws"] == throws
    for color, total in totals.items():
        mine = [e["win"] for e in answer["luck"]["throws"] if e["player"] == color]
        assert total["win"] == pytest.approx(sum(mine), abs=1e-5)
        assert total["luckiest"]["win"] == max(mine) and total["unluckiest"]["win"] == min(mine)


@pytest.fixture
def packed_modern() -> Iterator[None]:
    """The modern preset's packed tables loaded, as in the page; unloaded after."""
    packed_tables.load("modern", pack("modern"))
    yield
    packed_tables._LOADED.clear()


@pytest.mark.usefixtures("packed_modern")
def test_the_pages_tables_give_the_same_luck_to_their_grid() -> None:
    """From the packed tables (1/2048 grid), each throw's luck within 0.001 of the exact one."""
    record = played(MODERN, 9)
    from_tables = game_review(replays.replay(record))["luck"]["throws"]
    packed_tables._LOADED.clear()
    exact = game_review(replays.replay(record))["luck"]["throws"]
    assert len(from_tables) == len(exact) > 10
    for table, solved in zip(from_tables, exact, strict=True):
        assert table["win"] == pytest.approx(solved["win"], abs=0.001)
        assert table["equity"] == pytest.approx(solved["equity"], abs=0.002)
