"""One ply of lookahead (`lookahead.py`): the same moves, re-ranked; the opponent's throws averaged."""

from __future__ import annotations

import pytest

from rabattues.backgammon import evaluate
from rabattues.backgammon.board import START, from_points
from rabattues.backgammon.lookahead import judge_deeper, reply_average


def test_the_same_moves_best_first() -> None:
    """Every legal move is still there, once, and the list falls in equity where it was looked at again."""
    deeper = judge_deeper(START, (4, 3))
    plain = evaluate.judge(START, (4, 3))
    assert sorted(j.move.text for j in deeper) == sorted(j.move.text for j in plain)
    assert deeper[0].equity >= deeper[1].equity


def test_an_opponent_who_cannot_move_leaves_us_on_roll() -> None:
    """He is on the bar against our closed board: every throw of his fails, so the average is our own
    position on roll, evaluated as it stands."""
    after = from_points({1: 2, 2: 2, 3: 2, 4: 3, 5: 3, 6: 3}, {25: 1, 6: 14})
    assert reply_average(after) == pytest.approx(evaluate.chances(after))


def test_an_opponent_sure_to_finish_wins() -> None:
    """His last checker is on his 1-point: whatever he throws he bears it off, so we lose."""
    after = from_points({6: 15}, {1: 1})
    assert reply_average(after).win == 0.0


def test_a_move_that_ends_the_game_is_worth_its_result() -> None:
    """We bore off our last checker and he has none off: no reply, a gammon won."""
    after = from_points({}, {4: 2, 5: 4, 6: 7, 7: 1, 9: 1})  # ours all off; his 15 on his 4- to 9-points
    assert after.mover[0] == 15 and after.opponent[0] == 0
    assert tuple(reply_average(after)) == (1.0, 1.0, 0.0, 0.0, 0.0)


def test_pruning_keeps_the_pruning_networks_best_and_judges_only_them() -> None:
    """The kept boards are the pruning network's best for the player who moved (its equity of each
    position computed here from scratch, not from the sums before the move), and the best of a throw
    with pruning is the best of those."""
    from rabattues.backgammon.movegen import apply_play, generate_plays
    from rabattues.backgammon.network import default_networks

    prune = default_networks().prune
    assert prune is not None
    board, dice = START, (5, 4)
    afters = [apply_play(board, play) for play in generate_plays(board, dice)]
    kept = evaluate.pruned(board, afters, 3, {})
    ours = sorted(afters, key=lambda a: prune.equity_from(prune.sums(prune.encode(a.flipped()))))[:3]
    assert kept == ours
    best = max(evaluate.after_all(board, kept), key=lambda c: c.equity)
    assert evaluate.best_after(board, dice, prune=3) == best
    assert evaluate.best_after(board, dice) == max(evaluate.after_all(board, afters), key=lambda c: c.equity)


@pytest.mark.slow
def test_two_plies_before_the_throw_agree_with_the_exact_bear_off() -> None:
    """Both sides home: every position looked at is in the bear-off database, whose chances are exact, so
    averaging them over the throws and replies gives those chances again (to the database's play, which
    saves throws rather than chances: within a hundredth)."""
    from rabattues.backgammon.bearoff import database
    from rabattues.backgammon.lookahead import before_roll_deeper

    board = from_points({6: 2, 5: 3, 3: 2, 1: 1}, {6: 3, 4: 2, 2: 2, 1: 2})
    deeper = before_roll_deeper(board)
    assert deeper is not None
    assert deeper.win == pytest.approx(database().chances(board).win, abs=0.01)


def test_two_plies_give_up_when_out_of_time() -> None:
    """A close cube decision (a race, 67 pips against 73, the player on roll doubling: double, take)
    with no time for two plies: None, and the decision falls back on the chances of one."""
    from rabattues.backgammon.computer import close, cube_decision
    from rabattues.backgammon.lookahead import before_roll_deeper
    from rabattues.backgammon.options import Options

    board = from_points({6: 5, 5: 3, 4: 3, 3: 2, 2: 2}, {6: 4, 5: 3, 4: 3, 3: 2, 7: 2, 2: 1})
    quick = cube_decision(board, Options(), 1, "centre", plies=1)
    assert close(quick[0])
    assert before_roll_deeper(board, seconds=-1.0) is None
    assert cube_decision(board, Options(), 1, "centre", plies=2, seconds=-1.0) == quick
    assert before_roll_deeper(board) is not None
