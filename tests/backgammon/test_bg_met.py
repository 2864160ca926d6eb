"""RULES.md §12.11: the match equity table, match winning chances, and cube decisions in a match.

The table's numbers below are typed from the published Kazaross-XG2 table (its pre-Crawford
rows by the points the player needs; its post-Crawford row); the cube decisions are checked
where the answer follows from the table alone: with the doubled cube dead for both players a
take is right exactly when the taker's game winning chance reaches the MWC he would keep by
dropping.
"""

from __future__ import annotations

import pytest

from rabattues.backgammon.board import START, from_points
from rabattues.backgammon.chances import Chances
from rabattues.backgammon.computer import decision
from rabattues.backgammon.game import GameState, new_game
from rabattues.backgammon.match_cube import dead, decide
from rabattues.backgammon.met import SIZE, equity, table_value
from rabattues.backgammon.options import Options
from rabattues.kernel.actions import DOUBLE, DROP
from rabattues.kernel.match import Match


def game_chances(win: float, gammon: float = 0.0, lose_gammon: float = 0.0) -> Chances:
    """Chances of the player on roll, no backgammons."""
    return Chances(win, gammon, 0.0, lose_gammon, 0.0)


def test_the_table_reads_the_published_numbers() -> None:
    """Kazaross-XG2: 3-away against 4-away 0.57150; the Crawford game's leader 1-away against 2-away
    0.67736; post-Crawford, the trailer 2-away 0.48803."""
    assert table_value(3, 4, post_crawford=False) == pytest.approx(0.57150)
    assert table_value(1, 2, post_crawford=False) == pytest.approx(0.67736)
    assert table_value(2, 1, post_crawford=True) == pytest.approx(0.48803)
    assert table_value(1, 2, post_crawford=True) == pytest.approx(1 - 0.48803)


def test_the_two_players_chances_add_up_to_one() -> None:
    """The published table is symmetric: a player's chance and his opponent's make 1 (to 5 decimals)."""
    for a in range(1, SIZE + 1):
        for b in range(1, SIZE + 1):
            assert table_value(a, b, post_crawford=False) + table_value(b, a, post_crawford=False) \
                == pytest.approx(1, abs=2e-5)


def test_the_score_chooses_the_table() -> None:
    """At 4-2 in a 5-point match the leader's chance is the Crawford game's (row 1) in the Crawford
    game, the post-Crawford row after it: 0.75076 against 1 − 0.32264."""
    assert equity(Match(5, (4, 2), crawford=True), "w") == pytest.approx(0.75076)
    assert equity(Match(5, (4, 2)), "w") == pytest.approx(1 - 0.32264)
    assert equity(Match(5, (5, 2)), "w") == 1.0 and equity(Match(5, (2, 5)), "w") == 0.0


def test_gammons_count_nothing_at_double_match_point() -> None:
    """At 4-4 of a 5-point match any win wins the match: the dead-cube MWC is the game winning chance."""
    chances = game_chances(0.6, gammon=0.3, lose_gammon=0.2)
    assert dead(chances, Match(5, (4, 4)), "w", "w", 1) == pytest.approx(0.6)


def test_a_gammon_wins_the_match_for_the_crawford_trailer_at_2_away() -> None:
    """Crawford game, trailer 2-away: a single win leaves 1-away each (0.5), a gammon wins the match."""
    chances = game_chances(0.4, gammon=0.1)
    expected = 0.3 * 0.5 + 0.1 * 1.0
    assert dead(chances, Match(5, (4, 3), crawford=True), "b", "b", 1) == pytest.approx(expected)


@pytest.mark.parametrize(("doubler_wins", "take"), [(0.66, True), (0.69, False)])
def test_at_two_away_each_the_take_point_is_from_the_table(doubler_wins: float, take: bool) -> None:
    """At 3-3 of a 5-point match a double kills the cube: the taker needs 32.264% of games, his
    chance at 2-away against the Crawford game's leader (row 2 of the table)."""
    chosen = decide(game_chances(doubler_wins), Match(5, (3, 3)), "w", value=1, owner="centre", x=0.68)
    assert chosen.available and chosen.take is take


@pytest.mark.parametrize(("trailer_wins", "take"), [(0.45, True), (0.55, False)])
def test_post_crawford_the_leader_takes_with_half_the_games(trailer_wins: float, take: bool) -> None:
    """At 4-3 post-Crawford the trailer doubles: dropping leaves 1-away each (0.5), taking plays the
    match on this game: the leader takes with more than half the games."""
    chosen = decide(game_chances(trailer_wins), Match(5, (4, 3)), "b", value=1, owner="centre", x=0.68)
    assert chosen.available and chosen.take is take and chosen.double


def test_the_trailer_redoubles_at_once_a_cube_dead_for_the_leader() -> None:
    """At 5-3 of a 7-point match the leader (2-away) doubles to 2: the trailer takes and redoubles
    to 4 at once, a redouble that risks nothing of his; the leader, a 76.7% favourite, takes: the
    game is played for the match, worth his 76.7% to him. GNU Backgammon 1.07 (2-ply, gnubg's own
    chances of a position with these: `bench/gnubg_match_cube.py`) judges it no double."""
    chosen = decide(game_chances(0.767), Match(7, (5, 3)), "w", value=1, owner="centre", x=0.68)
    assert chosen.double_take == pytest.approx(0.767)
    assert not chosen.double and chosen.take


def test_a_cube_dead_for_the_player_on_roll_is_no_decision() -> None:
    """The leader post-Crawford, and anyone in a 1-point match, cannot double: the decision says so."""
    assert decide(game_chances(0.9), Match(5, (4, 2)), "w", value=1, owner="centre", x=0.68).action \
        == "cannot double"
    assert not decide(game_chances(0.9), Match(1), "w", value=1, owner="centre", x=0.68).available


def test_the_computer_never_doubles_in_the_crawford_game() -> None:
    """Far ahead in the Crawford game (a sure win), the computer throws rather than doubles."""
    board = from_points({1: 2}, {6: 10, 5: 5})
    state = GameState(Options(), board, "b", False, match=Match(5, (4, 2), crawford=True))
    assert decision(state) is None


@pytest.mark.parametrize("trailer", [2, 3])
def test_the_leader_drops_a_sure_loss_post_crawford(trailer: int) -> None:
    """Post-Crawford the trailer, sure to win a single game, doubles. At 4-2 the leader drops (4-3
    leaves him 1 − 0.48803, a take lost 4-4 only 0.5); at 4-3 too (4-4 leaves him 0.5, a take
    lost loses the match)."""
    board = from_points({1: 2}, {6: 5, 5: 5})  # White has borne off five: no gammon
    state = GameState(Options(), board, "b", False, match=Match(5, (4, trailer)))
    assert decision(state.child(DOUBLE)) == DROP


def test_the_win_estimate_in_a_match_is_the_tables_before_a_game() -> None:
    """Before a game's opening throw the match winning chances are the table's at the score."""
    from rabattues.backgammon.match_moves import winning_chances

    state = new_game(Options(), match=Match(7, (4, 3)))
    assert winning_chances(state) == pytest.approx(0.57150)
    assert state.board == START
