"""Whole seeded backgammon games against the computer by taps, on a desktop and a phone, and with
animations on; the review a game played to its end shows, checked against the engine's (the
review's figures in full: test_bg_review.py). Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json

from playwright.sync_api import Browser, Page, expect

from bg_helpers import (
    REVIEW_TIMEOUT_MS,
    check_bg_board,
    new_backgammon,
    open_menu,
    play_human_turn,
    play_to_the_end,
    review_marks,
    saved_view,
)
from bg_pages import DESKTOP
from bg_pointer import area
from browsing import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle, record_text
from rabattues.backgammon.record import loads
from rabattues.backgammon.review import game_review


def test_a_whole_seeded_game_against_the_computer_by_taps(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    assert json.loads(record_text(page))["game"] == "backgammon"
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    button(page, "Throw").click()
    idle(page)
    for _ in range(6):  # to mid-game for the screenshot
        view = saved_view(page)
        if view.get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    check_bg_board(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, "backgammon-desktop", full_page=False)
    state = play_to_the_end(page)
    assert state.outcome is not None
    lines = page.locator("#move-list li.entry").count()
    actions = json.loads(record_text(page))["actions"]
    assert lines == len(actions) - sum("/" in a for a in actions)  # a move is written in its throw's line
    expect(page.locator("#bg-review")).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
    expected = game_review(loads(record_text(page)))
    assert review_marks(page) == [d["mark"] for d in expected["decisions"] if d["mark"]]


def test_a_phone_plays_by_taps_on_a_board_that_fits(phone: tuple[Page, PageGuard]) -> None:
    page, _ = phone
    open_menu(page)
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    for _ in range(4):
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    view = saved_view(page)
    if view.get("moves"):  # a checker selected by Enter (a tap plays it): its destinations lit
        area(page, str(view["moves"][0]["paths"][0][0]["from"])).focus()
        page.keyboard.press("Enter")
    page.locator("#board").scroll_into_view_if_needed()
    screenshot(page, "backgammon-phone", full_page=False)
    box = page.locator("#board").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375 + 0.5, box
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, "nothing overflows the width"
    number = page.locator("#board .num").first.bounding_box()
    assert number is not None and number["height"] >= 9, f"point numbers readable: {number}"
    # Resign, a flag named "Resign", ends the row of Undo, Confirm and Hint instead of a row of its own.
    resign, hint = page.locator("#resign").bounding_box(), page.locator("#bg-hint").bounding_box()
    assert resign and hint and resign["x"] >= hint["x"] + hint["width"], (resign, hint)
    assert abs(resign["y"] + resign["height"] / 2 - hint["y"] - hint["height"] / 2) <= 1, (resign, hint)
    expect(button(page, "Resign")).to_be_visible()
    check_bg_board(page)


def test_with_animations_on_the_computers_moves_glide_and_the_board_ends_right(browser: Browser,
                                                                              base_url: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="no-preference", **DESKTOP))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    page.evaluate("""() => {
        window.__glides = 0;
        new MutationObserver(() => {
            const glide = (a) => a.effect?.target?.classList?.contains('checker');
            if (document.getAnimations().some(glide)) window.__glides++;
        }).observe(document.querySelector('#board'), {subtree: true, attributes: true, childList: true});
    }""")
    new_backgammon(page, seed=4)
    for _ in range(8):
        idle(page, 60_000)
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
    idle(page, 60_000)
    check_bg_board(page)
    assert page.evaluate("window.__glides") > 0, "checkers glided from point to point"
    guard.assert_clean()
    context.close()
