"""The README's two pictures, taken from the page as a player sees it: a Dames Rabattues game on a
desktop and a backgammon game against the computer on a phone, each checked against the engine's
replay of its saved record before it is taken. Saved in e2e/artifacts/ like every screenshot;
`make pictures` runs this file with DOCS_IMG=docs/img to refresh the README's copies."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from playwright.sync_api import Page, expect

from bg_helpers import check_bg_board, new_backgammon, open_menu, play_human_turn, saved_view
from browsing import ROOT, PageGuard, screenshot
from helpers import button, check_board, idle, new_game


def picture(page: Page, name: str) -> Path:
    """The page's screenshot in e2e/artifacts/, copied into $DOCS_IMG when it is set."""
    page.evaluate("window.scrollTo(0, 0)")
    path = screenshot(page, name, full_page=False)
    folder = os.environ.get("DOCS_IMG")
    if folder:
        shutil.copyfile(path, ROOT / folder / f"{name}.png")
    return path


def test_a_dames_rabattues_game_on_a_desktop(desktop: tuple[Page, PageGuard]) -> None:
    """The modern preset, two players at one desktop, twelve throws in: the board is the replay's,
    the win bar shown."""
    page, guard = desktop
    new_game(page, preset="modern", seed=7)
    for _ in range(12):
        expect(button(page, "Throw")).to_be_visible()
        button(page, "Throw").click()
        idle(page)
    state = check_board(page)
    assert state.outcome is None and len(page.locator("#move-list li.entry").all()) >= 12
    page.locator("#winbar-toggle").click()
    bar = page.locator("#winbar")
    expect(bar).to_have_attribute("data-state", "ready", timeout=30_000)
    white = float(bar.get_attribute("data-win") or "nan")
    expect(page.locator("#winbar-w")).to_have_text(f"White {100 * white:.1f}%")
    expect(page.locator(".brand h1")).to_have_text("Dames Rabattues")
    assert picture(page, "desktop").stat().st_size > 10_000
    guard.assert_clean()


def test_a_backgammon_game_on_a_phone(phone: tuple[Page, PageGuard]) -> None:
    """Backgammon against the computer on a phone, a few turns in: the board is the replay's and fits."""
    page, guard = phone
    open_menu(page)
    new_backgammon(page, seed=4)
    for _ in range(6):
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    state = check_bg_board(page)
    assert state.outcome is None
    box = page.locator("#board").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375 + 0.5, box
    expect(page.locator(".brand h1")).to_have_text("Backgammon")  # the heading names the game shown
    assert picture(page, "phone").stat().st_size > 10_000
    guard.assert_clean()
