"""Backgammon offline and on the narrowest phone: after one visit, a game against the computer
(its bear-off database included) is played with the network cut, every file from the service
worker; at 320 px the whole board fits and its numbers stay readable. Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Browser

from bg_helpers import check_bg_board, new_backgammon, open_menu, play_human_turn, saved_view
from bg_pages import PHONE
from browsing import PageGuard, returning, screenshot, wait_ready
from engines import dedicated_engine
from helpers import button, idle, record_text
from test_offline import controlled_by_service_worker, watch_network


def test_a_backgammon_game_against_the_computer_offline(browser: Browser, base_url: str,
                                                          manifest: dict[str, Any]) -> None:
    # Offline for the engine too: a dedicated worker (Playwright takes the network from it, not
    # from a shared one; test_a_shared_engine_boots_with_the_server_gone).
    context = dedicated_engine(browser.new_context(service_workers="allow", base_url=base_url,
                                                   reduced_motion="reduce"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    controlled_by_service_worker(page)
    failed, responses = watch_network(context)
    context.set_offline(True)
    new_backgammon(page, seed=4)
    for _ in range(8):  # the human's throws and moves; the computer answers each turn
        idle(page)
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    check_bg_board(page)
    actions = json.loads(record_text(page))["actions"]
    assert len(actions) >= 12 and sum("/" in a for a in actions) >= 6, actions
    assert failed == [], failed
    same_origin = [r for r in responses if r.url.startswith(base_url)]
    assert any(r.url.endswith("tables/bearoff.bin") for r in same_origin), "the computer's bear-off database"
    assert all(r.from_service_worker for r in same_origin), \
        [r.url for r in same_origin if not r.from_service_worker]
    guard.assert_clean()
    context.close()


def test_the_backgammon_board_fits_and_reads_at_320_px(browser: Browser, base_url: str) -> None:
    narrow = {**PHONE, "viewport": {"width": 320, "height": 568}}
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **narrow))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    open_menu(page)
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    page.locator("#board").scroll_into_view_if_needed()
    screenshot(page, "backgammon-phone-320", full_page=False)
    box = page.locator("#board").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 320 + 0.5, box
    assert page.evaluate("document.documentElement.scrollWidth") <= 320, "nothing overflows the width"
    for selector in ("#board .num", "#board .pips-w"):
        text = page.locator(selector).first.bounding_box()
        assert text is not None and text["height"] >= 9, f"{selector} readable: {text}"
    checker = page.locator("#board .checker").first.bounding_box()
    assert checker is not None and checker["width"] >= 18, f"a checker big enough to tap: {checker}"
    check_bg_board(page)
    guard.assert_clean()
    context.close()
