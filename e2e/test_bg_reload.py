"""A backgammon game reloaded mid-game, and after every action, resumes exactly. Screenshots in
e2e/artifacts/."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from bg_helpers import (
    check_bg_board,
    new_backgammon,
    play_human_turn,
    play_to_the_end,
    saved_view,
)
from browsing import PageGuard, wait_ready
from helpers import button, idle, record_text


def test_a_reload_mid_game_resumes_exactly(desktop: tuple[Page, PageGuard]) -> None:
    page, guard = desktop
    new_backgammon(page, seed=9)
    for _ in range(5):
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    before = record_text(page)
    shown = page.locator("#move-list li.entry").all_inner_texts()
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    assert record_text(page) == before
    assert page.locator("#move-list li.entry").all_inner_texts() == shown
    check_bg_board(page)
    state = play_to_the_end(page, choose=3)
    assert state.outcome is not None


def test_a_reload_after_every_action_resumes_each_time(desktop: tuple[Page, PageGuard]) -> None:
    page, guard = desktop
    new_backgammon(page, seed=12)
    for _ in range(10):
        if button(page, "Take").is_visible():
            button(page, "Take").click()
        elif saved_view(page).get("moves"):
            play_human_turn(page, 2)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        else:
            pytest.fail(f"nothing to do: {page.locator('#status').inner_text()!r}")
        idle(page)
        before = record_text(page)
        page.reload()
        wait_ready(page, guard=guard)
        idle(page)
        assert record_text(page) == before, "the reload neither lost nor added an action"
        check_bg_board(page)
        if saved_view(page).get("moves"):  # the move to choose is offered again
            expect(button(page, "Confirm")).to_be_visible()
    assert len(json.loads(record_text(page))["actions"]) >= 10
