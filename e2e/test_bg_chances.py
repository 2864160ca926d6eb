"""Backgammon's win estimate as the apps show it: each side's wins, gammons and backgammons, the
engine's own figures (`position_analysis`), in a table under the bar and shaded at the bar's ends.
Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from bg_helpers import new_backgammon, open_menu
from browsing import PageGuard, screenshot
from helpers import button, idle, record_text
from rabattues import api

KINDS = ("win", "gammon", "backgammon")


def chances_shown(page: Page) -> None:
    """A backgammon game against the computer (seed 4), White's 5-1 thrown, the win bar shown."""
    open_menu(page)
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    toggle = page.locator("#winbar-toggle")
    if toggle.get_attribute("aria-pressed") != "true":
        toggle.click()
    expect(page.locator("#winbar")).to_have_attribute("data-state", "ready")
    expect(page.locator("#winbar-shares")).to_be_visible()


def test_each_side_has_its_wins_gammons_and_backgammons(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    chances_shown(page)
    expected = json.loads(api.position_analysis(record_text(page)))
    for c in "wb":
        row = page.locator(f"#winbar-shares tr[data-player='{c}']")
        for kind in KINDS:
            cell = row.locator(f".share-{kind}")
            assert float(cell.get_attribute("data-value") or "nan") == expected[kind][c], (c, kind)
            expect(cell).to_have_text(re.compile(r"^\d{1,3}\.\d%$"))
        assert expected["backgammon"][c] <= expected["gammon"][c] <= expected["win"][c]
    # The bar shades each side's gammons at its end: as wide as their share of the whole.
    for c in "wb":
        width = float(page.locator(f"#winbar-graphic .winbar-gammon-{c}").get_attribute("width") or "nan")
        assert abs(width - 1000 * expected["gammon"][c]) < 1e-6
    page.locator("#analysis").scroll_into_view_if_needed()
    screenshot(page, "bg-chances-desktop", full_page=False)


def test_the_table_speaks_french_and_russian(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    chances_shown(page)
    heads = page.locator("#winbar-shares thead th")
    page.locator("#language").select_option("fr")
    expect(heads).to_have_text(["Victoire", "Gammon", "Backgammon"])
    expect(page.locator("#winbar-shares .share-win").first).to_have_text(re.compile(r"^\d{1,3},\d\u00a0%$"))
    page.locator("#language").select_option("ru")
    expect(heads).to_have_text(["Победа", "Гаммон", "Бэкгаммон"])
    page.locator("#language").select_option("en")


def test_a_phone_shows_the_table_whole(phone: tuple[Page, PageGuard]) -> None:
    page, _ = phone
    chances_shown(page)
    table = page.locator("#winbar-shares")
    table.scroll_into_view_if_needed()
    box = table.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375, box
    screenshot(page, "bg-chances-phone", full_page=False)
