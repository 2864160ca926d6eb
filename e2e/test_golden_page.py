"""The golden playthroughs in the page: each game of tests/data/golden, opened from its record
file, shows exactly the move list its file fixes, in English, French and Russian (the same files
fix what the command line prints: tests/test_golden.py; and the words themselves: tests/js)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import check_board, idle, moves_shown

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "data" / "golden"
GAMES = ["1699-strict-seed-777", "modern-seed-5"]


@pytest.fixture(scope="module")
def page(module_page: Page) -> Page:
    module_page.emulate_media(reduced_motion="reduce")
    return module_page


def shown_list(page: Page) -> list[str]:
    """Every line of the move list, the end line included."""
    return [*moves_shown(page), *page.locator("#move-list li.end").all_inner_texts()]


@pytest.mark.parametrize("name", GAMES)
def test_the_page_tells_each_golden_game_as_its_file_says(page: Page, module_guard: PageGuard,
                                                         name: str) -> None:
    game = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    page.goto("/?lang=en")
    wait_ready(page, guard=module_guard)
    idle(page)
    record = json.dumps(game["record"]).encode()
    page.locator("#import-file").set_input_files(
        files=[{"name": f"{name}.json", "mimeType": "application/json", "buffer": record}])
    expect(page.locator("#move-list li.entry")).to_have_count(len(game["history"]))
    idle(page)
    check_board(page)
    for lang in ("en", "fr", "ru"):
        page.locator("#language").select_option(lang)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        assert shown_list(page) == game["moves"][lang], lang
    page.locator("#language").select_option("en")
    module_guard.assert_clean()
