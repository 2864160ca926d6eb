"""A whole game by keyboard alone: Tab and Shift+Tab to move, Enter and Space to press, digits
typed in the seed field. No mouse click anywhere: the New game dialog, its options, the
throws, the cube offered and taken, to the end banner.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import Page, expect

from browsing import PageGuard, screenshot, wait_ready
from helpers import check_board, idle, record

MAX_TABS = 80


def focus_by_keyboard(page: Page, selector: str) -> None:
    """Press Tab (or Shift+Tab, if the target comes before the focus) until `selector` has the focus."""
    for _ in range(MAX_TABS):
        where = page.evaluate(
            """(selector) => {
            const target = document.querySelector(selector), active = document.activeElement;
            if (!target) return 'missing';
            if (target === active) return 'here';
            if (!active || active === document.body) return 'after';
            const follows = target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING;
            return follows ? 'before' : 'after';
        }""",
            selector,
        )
        assert where != "missing", selector
        if where == "here":
            return
        page.keyboard.press("Shift+Tab" if where == "before" else "Tab")
    raise AssertionError(f"{selector} cannot be reached with Tab")


def press(page: Page, selector: str, key: str = "Enter") -> None:
    focus_by_keyboard(page, selector)
    expect(page.locator(selector)).to_be_focused()
    page.keyboard.press(key)


def test_a_full_game_by_keyboard_alone(page: Page, guard: PageGuard) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto("/")
    wait_ready(page, guard=guard)
    idle(page)

    # New game: the 1699 rules with the cube and the multipliers as house rules, seed 42.
    press(page, "#new-game")
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    press(page, "#new-dialog details.house summary")
    expect(page.locator("#new-dialog details.house")).to_have_attribute("open", "")
    press(page, "#rule-cube", "Space")
    expect(page.locator("#rule-cube")).to_be_checked()
    press(page, "#rule-multipliers", "Space")
    focus_by_keyboard(page, "#seed")
    page.keyboard.type("42")
    press(page, "#new-start")
    expect(dialog).to_be_hidden()
    idle(page)
    data = record(page)
    assert data["seed"] == 42 and data["rules"]["cube"] is True and data["rules"]["multipliers"] is True
    # The facts name house rules as such, and this game's stake with its cube.
    expect(page.locator("#fact-rules")).to_have_text("Charpentier 1699, with house rules")
    expect(page.locator("#fact-worth")).to_have_text("stake 1 × cube 1 × (1, 2 or 4)")

    # Play to the end: take any double, claim what can be claimed, double once, else throw.
    doubled = False
    for number in range(400):
        idle(page)
        if page.locator("#banner").is_visible():
            break
        if page.locator("#take").is_visible():
            press(page, "#take", "Space")
        elif page.locator("#claims button").count():
            press(page, "#claims button")
        elif not doubled and number >= 4 and page.locator("#double").is_visible():
            press(page, "#double")
            doubled = True
            idle(page)  # the focus goes to the answer's buttons, not to the body
            focused = page.evaluate("!!document.activeElement?.closest('#buttons')")
            assert focused, "the focus left the game's buttons"
        else:
            expect(page.locator("#throw")).to_be_visible()
            press(page, "#throw")
    idle(page)
    expect(page.locator("#banner")).to_be_visible()
    state = check_board(page)
    assert state.is_terminal()
    actions = record(page)["actions"]
    assert "double" in actions and "take" in actions, actions
    screenshot(page, "keyboard-game-end", full_page=False)
    expect(page.locator("#play-again")).to_be_focused()  # the end goes to Play again

    # The end banner's buttons are reachable too: close it, and the board is there.
    press(page, "#banner-close")
    expect(page.locator("#banner")).to_be_hidden()
    guard.assert_clean()


def test_the_focus_stays_on_the_game_buttons_while_throwing(page: Page, guard: PageGuard) -> None:
    page.emulate_media(reduced_motion="reduce")
    page.goto("/?seed=9")
    wait_ready(page, guard=guard)
    idle(page)
    # A 1699 game has no cube to speak of, and its seed is a fact, not a link to leave it by.
    expect(page.locator("#fact-rules")).to_have_text("Charpentier 1699")
    expect(page.locator("#fact-worth")).to_have_text("stake 1")
    press(page, "#throw")
    for _ in range(6):
        idle(page)
        active = page.evaluate(
            "document.activeElement && document.activeElement.closest('#buttons') ? 'buttons' : 'elsewhere'"
        )
        assert active == "buttons", "after a throw the focus is back on the game's buttons"
        page.keyboard.press("Enter")
    idle(page)
    assert len(record(page)["actions"]) >= 7
    before = record(page)
    page.locator("#fact-seed").click()
    idle(page)
    assert record(page) == before, "clicking the seed changed the game"
    guard.assert_clean()
