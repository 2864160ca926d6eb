"""The Settings' automatic bear-off, as GNU Backgammon's: in a race, a throw whose every die bears a
checker off is played for the player; any other bear-off waits for him. The choice is remembered in
this browser, as the forced move's is. Screenshot in e2e/artifacts/."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from bg_helpers import check_bg_board, import_game
from browsing import PageGuard, screenshot, wait_ready
from helpers import button, idle, record_text
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

BLACK_HOME = {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}
"""Black's fifteen in his home board: no contact with White's, all home too."""


def bear_off_for_me(page: Page) -> None:
    """Tick the setting."""
    page.locator("#settings summary").click()
    page.locator("#auto-bear-off").check()
    page.locator("#settings").scroll_into_view_if_needed()
    screenshot(page, "bg-settings-bear-off", full_page=False)


def test_a_throw_whose_every_die_bears_off_is_played_for_the_player(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    two_a_point = format_position_id(from_points({p: 2 for p in range(1, 7)}, BLACK_HOME))
    import_game(page, start=two_a_point, turn="w", seed=3)  # seed 3 throws 2-6 first
    bear_off_for_me(page)
    button(page, "Throw").click()
    expect(page.locator("#move-list")).to_contain_text("6/off 2/off")  # each die off its own point
    idle(page)
    assert json.loads(record_text(page))["actions"][:2] == ["26", "6/off 2/off"]
    check_bg_board(page)


def test_a_bear_off_with_a_choice_is_left_to_the_player(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    gaps = format_position_id(from_points({6: 2, 5: 1, 2: 3}, BLACK_HOME))
    import_game(page, start=gaps, turn="w", seed=7)  # seed 7 throws 6-1: the 1 cannot bear off
    bear_off_for_me(page)
    button(page, "Throw").click()
    idle(page)
    expect(page.locator("#status")).to_contain_text("White to move 6-1")
    page.wait_for_timeout(1500)  # twice the pause before a move played for the player: none comes
    assert json.loads(record_text(page))["actions"] == ["61"]
    expect(button(page, "Confirm")).to_be_visible()


def test_the_bear_off_and_forced_move_choices_are_remembered(desktop: tuple[Page, PageGuard]) -> None:
    page, guard = desktop
    two_a_point = format_position_id(from_points({p: 2 for p in range(1, 7)}, BLACK_HOME))
    bear_off_for_me(page)
    page.locator("#auto-forced").check()
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator("#auto-bear-off")).to_be_checked()
    expect(page.locator("#auto-forced")).to_be_checked()
    import_game(page, start=two_a_point, turn="w", seed=3)  # seed 3 throws 2-6 first
    button(page, "Throw").click()
    expect(page.locator("#move-list")).to_contain_text("6/off 2/off")  # played for him, as ticked before
    page.locator("#settings summary").click()
    page.locator("#auto-bear-off").uncheck()
    page.reload()
    wait_ready(page, guard=guard)
    expect(page.locator("#auto-bear-off")).not_to_be_checked()
    expect(page.locator("#auto-forced")).to_be_checked()
