"""The page at phone and desktop size: everything fits with no horizontal scrolling, the board
is drawn before Python is ready, and screenshots of a game in progress are saved in
e2e/artifacts/ (pixel7-*.png, desktop-*.png) for a person to look at."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import BrowserContext, Page, Playwright, expect

from browsing import PageGuard, screenshot, wait_ready
from helpers import button, check_board, cube_policy, idle

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
FITS = """() => {
    const width = innerWidth;
    const out = {scroll: document.scrollingElement.scrollWidth, width, outside: []};
    for (const sel of ['#board', '.controls', '.menu', '.panel', '#throw', '#double', '.top']) {
        const node = document.querySelector(sel);
        if (!node || node.hidden) continue;
        const box = node.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) out.outside.push([sel, box.left, box.right]);
    }
    return out;
}"""


def play(page: Page, actions: int, policy: Callable[[Page, dict[str, Any]], str | None]) -> None:
    for number in range(actions):
        idle(page)
        choice = policy(page, {"n": number})
        assert choice
        button(page, choice).click()
    idle(page)


def test_pixel7_portrait_fits_without_horizontal_scrolling(
        playwright: Playwright, new_context: Callable[..., BrowserContext],
        make_guard: Callable[[BrowserContext], PageGuard]) -> None:
    context = new_context(**playwright.devices["Pixel 7"], reduced_motion="reduce")
    guard = make_guard(context)
    page = context.new_page()
    page.goto("/?seed=2024&preset=modern")
    # The board is drawn at once, before Python is ready (the page's own marks tell the order: a
    # look at the page from here could come after both, on a loaded machine).
    expect(page.locator("#board .checker")).to_have_count(30, timeout=5_000)
    screenshot(page, "pixel7-loading", full_page=False)
    wait_ready(page, guard=guard)
    drawn, ready = page.evaluate("""['board-drawn', 'engine-ready']
        .map((name) => performance.getEntriesByName(name)[0].startTime)""")
    assert drawn < ready, (drawn, ready)
    play(page, 12, cube_policy(double_at=10, answer="Take"))
    check_board(page)
    fits = page.evaluate(FITS)
    assert fits["width"] == 412, fits
    assert fits["scroll"] <= fits["width"], fits
    assert fits["outside"] == [], fits
    board = page.locator("#board").bounding_box()
    assert board and board["width"] >= 380, board
    throw = page.get_by_role("button", name="Throw", exact=True)
    expect(throw).to_be_visible()
    box = throw.bounding_box()
    assert box and box["y"] + box["height"] <= 915, ("the Throw button is below the first screen", box)
    screenshot(page, "pixel7-midgame", full_page=False)
    screenshot(page, "pixel7-midgame-full")
    guard.assert_clean()


def test_desktop_midgame_screenshot(new_context: Callable[..., BrowserContext],
                                    make_guard: Callable[[BrowserContext], PageGuard]) -> None:
    context = new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    guard = make_guard(context)
    page = context.new_page()
    page.goto("/?seed=77&preset=modern")
    wait_ready(page, guard=guard)
    play(page, 14, cube_policy(double_at=8, answer="Take"))
    check_board(page)
    fits = page.evaluate(FITS)
    assert fits["scroll"] <= fits["width"] and fits["outside"] == [], fits
    # Everything that matters is on the first screen.
    for selector in ("#board", ".controls"):
        box = page.locator(selector).bounding_box()
        assert box and box["y"] + box["height"] <= 800, (selector, box)
    screenshot(page, "desktop-midgame", full_page=False)
    page.evaluate(AXE.read_text(encoding="utf-8"))
    violations = page.evaluate("axe.run(document, {resultTypes: ['violations']})")["violations"]
    assert [(v["id"], [n["target"] for n in v["nodes"]]) for v in violations] == []
    button(page, "New game").click()
    page.locator("#new-dialog details.house summary").click()
    screenshot(page, "desktop-new-game", full_page=False)
    button(page, "Cancel").click()
    guard.assert_clean()


@pytest.mark.dedicated_engine  # a route sees a dedicated worker's requests, not a shared one's
def test_an_engine_that_cannot_load_is_said(page: Page) -> None:
    """No WebAssembly, no engine: the page says so in words, and the board is still drawn."""
    page.route("**/pyodide.asm.wasm", lambda route: route.abort())
    page.goto("/?seed=1")
    expect(page.locator("#board .checker")).to_have_count(30)
    expect(page.locator("body")).to_have_attribute("data-state", "error", timeout=60_000)
    expect(page.locator(".message-error")).to_contain_text("The game engine could not start")
    expect(page.get_by_role("button", name="Throw", exact=True)).to_be_hidden()
