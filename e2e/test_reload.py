"""A reload (or a crash) between any two actions resumes exactly."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import Page

from browsing import PageGuard, wait_ready
from helpers import button, check_board, cube_policy, idle, moves_shown, record, record_text, throw_always
from rabattues import api
from saves_helpers import import_record, open_app

# ─── A reload (or a crash) between any two actions ──────────────────────────────────────────

NEAR_END = "0.1.1.2.2.2/0.1.2.2.2.3/w"
SHORT_GAME = {"preset": "modern", "seed": 25, "start": NEAR_END,
              "rules": {"passing": "always", "claim": "strict"}}


def view_of(page: Page) -> dict[str, Any]:
    return {"position": page.locator("#board").get_attribute("data-position"), "moves": moves_shown(page),
            "status": page.locator("#status").inner_text(), "facts": page.locator(".facts").inner_text()}


def test_reload_after_every_action_of_a_whole_game(page: Page, guard: PageGuard) -> None:
    """A whole game (modern, strict claiming, from a position near the end) with a reload after
    each action: every time the page shows exactly what it showed, the saved record is the same,
    and the board is CPython's replay of it."""
    open_app(page, guard, "/?seed=1")
    import_record(page, SHORT_GAME)
    policy = cube_policy(3, "Take")
    for number in range(100):
        if page.locator("#banner").is_visible():
            break
        choice = policy(page, {"n": number})
        assert choice, f"nothing to press at action {number}"
        button(page, choice).click()
        idle(page)
        saved = record(page)
        assert len(saved["actions"]) == number + 1
        shown = view_of(page)
        page.reload()
        wait_ready(page, guard=guard)
        idle(page)
        assert record(page) == saved
        assert view_of(page) == shown
        check_board(page)
    state = check_board(page)
    assert state.is_terminal()
    kinds = {entry["kind"] for entry in json.loads(api.open_record(record_text(page)))["history"]}
    assert {"double", "take", "claim"} <= kinds, kinds  # the engine's kinds, not the tokens' letters
    guard.assert_clean()


def test_reload_in_the_middle_of_an_action(page: Page, guard: PageGuard) -> None:
    """Reloading at once after pressing Throw (while the engine answers or the dice roll): the game
    resumes with the action either done or not, never half done, as CPython replays the record."""
    open_app(page, guard, "/?seed=1")
    import_record(page, SHORT_GAME)
    counts = []
    for _ in range(6):
        idle(page)
        before = len(record(page)["actions"])
        choice = throw_always(page, {})
        if choice is None or page.locator("#banner").is_visible():
            break
        button(page, choice).click()
        page.reload()
        wait_ready(page, guard=guard)
        idle(page)
        after = len(record(page)["actions"])
        assert after in (before, before + 1)
        counts.append(after - before)
        check_board(page)
    assert counts
    guard.assert_clean()
