"""A game's review (review.py): whole games whose luck and errors add up to their result, each
decision judged (claims made and let go), its marks, the api's answer and the page's tables."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from rabattues import api
from rabattues.dames import parse_position, preset, replays
from rabattues.dames.actions import parse_action
from rabattues.dames.options import Options
from rabattues.dames.record import Record, new_record
from rabattues.dames.review import decision_mark, game_review, position_review
from rabattues.dames.solver import packed as packed_tables
from rabattues.dames.solver import solve
from rabattues.dames.solver.packing import pack
from rabattues.kernel.actions import Opening, Throw

# The exact solver's tables take seconds to build (once, conftest.py's `solver_tables`).
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("solver_tables")]

OLD, MODERN = preset("charpentier-1699"), preset("modern")


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


def test_an_unclaimed_die_is_an_error_costing_the_chance_it_gave() -> None:
    """1699, strict: White's 2-1 passes both dice; Black can claim the 2 and throws instead.

    Claimed, Black has one checker on his 6 against White's on his 6, to throw: 31/51 by hand
    (test_solver.py); unclaimed, the position is solved directly. Equity (no cube) is 2p − 1.
    """
    record = new_record("charpentier-1699", options=OLD.with_rule("claim", "strict"), dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.1.0.0.0.1/w"),
                        actions=(Throw((2, 1)), Throw((4, 3))))
    kept = solve(parse_position("0.0.0.0.0.1/0.1.0.0.0.1/b"), OLD).win
    (decision,) = game_review(replays.replay(record))["decisions"]
    assert (decision["n"], decision["player"], decision["kind"], decision["best"], decision["dice"]) == (
        2, "b", "forfeit", "claim", [2])
    assert decision["loss"] == pytest.approx(2 * (31 / 51 - kept), abs=1e-6)


def test_a_claim_made_is_a_right_decision() -> None:
    """1699, strict: Black claims the 2 White passed: one decision, right, nothing lost."""
    record = new_record("charpentier-1699", options=OLD.with_rule("claim", "strict"), dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.1.0.0.0.1/w"),
                        actions=(Throw((2, 1)), parse_action("c2"), Throw((4, 3))))
    review = game_review(replays.replay(record))
    assert [(d["n"], d["player"], d["kind"], d["mark"], d["loss"]) for d in review["decisions"]] == [
        (2, "b", "claim", "right", 0.0)]
    assert review["summary"]["b"] == {"decisions": 1, "errors": 0, "lost": 0, "lost_stakes": 0, "unknown": 0}


def test_a_claim_that_would_end_the_game_counts_as_won() -> None:
    """1699, strict: White's 2-1 passes a 2 to Black, whose last checker is on his 2: claimed, he has won.

    The figures count passed dice as claimed (always best), so Black's chance is 1; the solver
    has no value for a finished position, so this once failed (ValueError)."""
    record = new_record("charpentier-1699", options=OLD.with_rule("claim", "strict"), dice="typed",
                        start=parse_position("0.0.0.0.0.1/0.1.0.0.0.0/w"), actions=(Throw((2, 1)),))
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
    assert decision_mark(right, margin) == mark


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
