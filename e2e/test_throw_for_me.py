"""Throw for me (Settings): the page throws for the player while he has nothing to decide. A turn
whose only decision is whether to double is thrown through unless he asks the page to stop there
too; in a two-player game it throws for either side. (Its stop at a claim: test_steps_share.py.)"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import idle, new_game, wait_until

THROW_FOR_ME = "Throw for me until something happens"
STOP_AT_DOUBLE = "…and stop when I could double"
HISTORY = """() => {
    const id = JSON.parse(localStorage.getItem('rabattues:current'));
    return JSON.parse(localStorage.getItem('rabattues:game:' + id)).record.actions.length;
}"""


def test_a_turn_where_the_player_could_double_is_thrown_through_unless_asked(page: Page,
                                                                             guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=guard)
    new_game(page, preset="modern", seed=3, players="computer-b")  # the cube in the middle: White may double
    page.locator("#settings summary").click()
    page.get_by_label(THROW_FOR_ME).check()
    # Throws for White, turn after turn (the computer answers each), the setting kept.
    wait_until(page, f"() => ({HISTORY})() >= 8", 90_000)
    expect(page.get_by_label(THROW_FOR_ME)).to_be_checked()
    expect(page.locator("#messages")).not_to_contain_text("something to decide")
    # Asked to stop when he could double: it stops at his next turn, and says so.
    page.get_by_label(STOP_AT_DOUBLE).check()
    expect(page.get_by_label(THROW_FOR_ME)).not_to_be_checked(timeout=30_000)
    idle(page)
    expect(page.locator("#messages")).to_contain_text("something to decide")
    expect(page.get_by_role("button", name="Double", exact=True)).to_be_visible()
    guard.assert_clean()


def test_in_a_two_player_game_it_throws_for_either_side(page: Page, guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=guard)
    new_game(page, preset="modern", seed=5)  # two players, each of whom could double
    page.locator("#settings summary").click()
    page.get_by_label(THROW_FOR_ME).check()
    wait_until(page, f"() => ({HISTORY})() >= 6", 60_000)  # the opening, then each side's throws
    expect(page.get_by_label(THROW_FOR_ME)).to_be_checked()
    guard.assert_clean()
