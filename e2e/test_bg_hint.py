"""Backgammon's hint as the apps show it: in view when asked for (beside the board on a laptop,
scrolled to under the controls on a phone), its moves ranked with their equities, each one placed
on the board by a tap and then confirmed as any move. Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from bg_helpers import check_bg_board, new_backgammon, open_menu
from browsing import PageGuard, screenshot
from helpers import button, idle, record_text
from rabattues import api


def hinted(page: Page) -> dict[str, Any]:
    """Throw in a new game against the computer (seed 4: White 5-1), ask for the hint; the engine's
    hint for that record, in CPython."""
    open_menu(page)  # a phone's New game is in its menu
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    button(page, "Hint").click()
    expect(page.locator("#bg-hint-list li").first).to_be_visible()
    answer: dict[str, Any] = json.loads(api.hint(record_text(page)))
    return answer


def test_the_hint_opens_in_view_beside_the_board_on_a_laptop(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    hinted(page)
    expect(page.locator("#bg-hint-box")).to_be_in_viewport(ratio=1)
    expect(page.locator("#board")).to_be_in_viewport(ratio=1)  # nothing scrolled away to show it
    page.locator("#bg-hint-list li").first.hover()
    screenshot(page, "bg-hint-desktop", full_page=False)


def test_a_move_of_the_hint_is_placed_on_the_board_then_confirmed(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    expected = hinted(page)
    second = expected["moves"][1]
    rows = page.locator("#bg-hint-list li")
    expect(rows).to_have_count(len(expected["moves"]))
    expect(rows.nth(1)).to_contain_text(second["move"])
    before = json.loads(record_text(page))["actions"]
    rows.nth(1).get_by_role("button").click()
    expect(page.locator("#status")).to_contain_text(f"Move chosen: {second['move']}")
    expect(rows.nth(1).get_by_role("button")).to_have_attribute("aria-pressed", "true")
    assert json.loads(record_text(page))["actions"] == before  # placed, not sent
    button(page, "Confirm").click()
    idle(page)
    assert json.loads(record_text(page))["actions"][len(before)] == second["move"]
    check_bg_board(page)


def test_the_hint_closes(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    hinted(page)
    page.locator("#bg-hint-close").click()
    expect(page.locator("#bg-hint-box")).to_be_hidden()


def test_on_a_phone_the_hint_scrolls_into_view_and_a_move_brings_back_the_board(
        phone: tuple[Page, PageGuard]) -> None:
    page, _ = phone
    expected = hinted(page)
    expect(page.locator("#bg-hint-box")).to_be_in_viewport(ratio=1)
    screenshot(page, "bg-hint-phone", full_page=False)
    page.locator("#bg-hint-list li").first.get_by_role("button").tap()
    expect(page.locator("#status")).to_contain_text(expected["moves"][0]["move"])
    expect(page.locator("#board")).to_be_in_viewport(ratio=1)
    expect(button(page, "Confirm")).to_be_in_viewport(ratio=1)
    screenshot(page, "bg-hint-phone-chosen", full_page=False)
