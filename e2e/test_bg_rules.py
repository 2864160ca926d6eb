"""Backgammon's rules as the page plays them: undo then confirm, a forced pass, bearing off to a
gammon, the cube taken and dropped, a forced move played for the player. Screenshots in
e2e/artifacts/."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from bg_helpers import check_bg_board, checker_count, import_game, new_backgammon, play_human_turn, saved_view
from bg_pointer import area
from bg_taps import tap_plays
from browsing import PageGuard
from helpers import button, idle, record_text
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads


def test_undo_within_the_turn_then_confirm(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    button(page, "Throw").click()  # seed 4: White opens
    idle(page)
    view = saved_view(page)
    assert view["turn"] == "w" and view["moves"]
    step = next(p[0] for m in view["moves"] for p in m["paths"] if tap_plays(view["moves"], [], p[0]))
    source, target = str(step["from"]), str(step["to"])
    before = (checker_count(page, source), checker_count(page, target))
    area(page, source).click()  # one place to go, or the higher usable die: this step
    assert (checker_count(page, source), checker_count(page, target)) == (before[0] - 1, before[1] + 1)
    expect(button(page, "Undo")).to_be_enabled()
    expect(button(page, "Confirm")).to_be_disabled()  # one die of two used
    button(page, "Undo").click()
    assert (checker_count(page, source), checker_count(page, target)) == before
    assert len(json.loads(record_text(page))["actions"]) == 1, "nothing was sent: the opening throw only"
    played = play_human_turn(page, 1)
    assert json.loads(record_text(page))["actions"][1] == played
    check_bg_board(page)


def test_a_forced_pass_is_said_and_the_turn_passes(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    closed = format_position_id(from_points({25: 1, 6: 14}, {p: 2 for p in range(1, 7)} | {7: 3}))
    import_game(page, start=closed, turn="w")
    button(page, "Throw").click()
    idle(page)
    actions = json.loads(record_text(page))["actions"]
    assert len(actions) >= 1 and "/" not in actions[0], "White's throw, and no move of his"
    expect(page.locator("#move-list li.entry").first).to_contain_text("cannot move")
    check_bg_board(page)
    first = next(loads(record_text(page)).steps()).state
    assert first.turn == "b" and first.dice is None, "the throw passed the turn at once"


def test_bearing_off_wins_a_gammon(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    race = format_position_id(from_points({1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}))
    import_game(page, start=race, turn="w")
    button(page, "Throw").click()
    idle(page)
    off = page.locator("#board .off[data-player=w]")
    expect(off).to_have_count(13)
    for count in (14, 15):  # from the 1-point every die bears off: one tap each, nothing to choose
        area(page, "1").click()
        expect(off).to_have_count(count)
    button(page, "Confirm").click()
    idle(page)
    state = check_bg_board(page)
    assert state.outcome is not None and state.outcome.winner == "w" and state.outcome.multiplier == 2
    expect(page.locator("#banner")).to_be_visible()
    assert page.locator("#board .off[data-player=w]").count() == 15


def test_the_cube_doubled_and_taken(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    even = format_position_id(from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5, 24: 2}))
    import_game(page, start=even, turn="w")
    button(page, "Double").click()
    idle(page)
    actions = json.loads(record_text(page))["actions"]
    assert actions[:2] == ["double", "take"], actions
    state = check_bg_board(page)
    assert state.cube.value == 2 and state.cube.owner == "b"


def test_doubles_dropped_by_the_computer_and_by_the_player(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    ahead = format_position_id(from_points({1: 5, 2: 5, 3: 5}, {13: 8, 8: 4, 6: 3}))
    import_game(page, start=ahead, turn="w")
    button(page, "Double").click()
    idle(page)
    state = check_bg_board(page)
    assert state.outcome is not None and state.outcome.how == "drop" and state.outcome.winner == "w"
    expect(page.locator("#banner")).to_be_visible()
    # Black (the computer) well ahead in a race, on roll: he doubles; White drops.
    behind = format_position_id(from_points({6: 5, 5: 4, 4: 3, 3: 3}, {7: 3, 8: 4, 6: 4, 5: 4}))
    import_game(page, start=behind, turn="b")
    expect(button(page, "Drop")).to_be_visible()
    button(page, "Drop").click()
    expect(page.locator("#drop-dialog")).to_contain_text("you lose it, 1 point.")  # §12.8: the cube before
    page.locator("#drop-dialog").get_by_role("button", name="Drop", exact=True).click()
    idle(page)
    state = check_bg_board(page)
    assert json.loads(record_text(page))["actions"] == ["double", "drop"]
    assert state.outcome is not None and state.outcome.winner == "b" and state.outcome.points == 1


def test_a_forced_move_is_played_for_the_player_when_he_asks(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    race = format_position_id(from_points({1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}))
    import_game(page, start=race, turn="w")
    page.locator("#settings summary").click()
    page.locator("#auto-forced").check()
    button(page, "Throw").click()
    idle(page)
    expect(page.locator("#banner")).to_be_visible()  # the only move (both checkers off) played, and won
    actions = json.loads(record_text(page))["actions"]
    assert len(actions) == 2 and actions[1] == "1/off(2)", actions
    check_bg_board(page)
