"""Phone and tablet layouts: the board fills the width (or, in landscape, the height), the
controls are within thumb reach, every touch target is at least 44 px, nothing scrolls
sideways and a double tap does not zoom; from 320 px wide. Screenshots in e2e/artifacts/.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect

from conftest import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle

TOUCH = 44  # px: the smallest touch target (WCAG 2.5.5, Apple's and Google's guidelines)

# What a finger presses: every visible control of the page (or of an open dialog).
TARGETS = """(root) => {
  const shown = (n) => {
    const r = n.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && getComputedStyle(n).visibility !== 'hidden'
           && !n.closest('[hidden], .visually-hidden');
  };
  const choice = (n) => ['checkbox', 'radio'].includes(n?.type);
  const nodes = [...root.querySelectorAll('button, a[href], label.button, select, summary, input, label')]
    .filter(shown)
    .filter(n => n.tagName !== 'INPUT' || !['radio', 'file', 'hidden'].includes(n.type))
    .filter(n => n.tagName !== 'LABEL' || n.classList.contains('button') || choice(n.control))
    .filter(n => n.type !== 'checkbox' || ![...n.labels].some(shown));  // then its label is the target
  return nodes.map(n => { const r = n.getBoundingClientRect();
    return {what: (n.id || n.textContent || n.name || n.tagName).trim().slice(0, 40), w: r.width, h: r.height,
            x: r.left, y: r.top}; });
}"""

LAYOUT = """() => {
  const board = document.querySelector('#board').getBoundingClientRect();
  const throwButton = document.querySelector('#throw').getBoundingClientRect();
  return {vw: innerWidth, vh: innerHeight, sw: document.documentElement.scrollWidth,
          board: {x: board.left, y: board.top, w: board.width, h: board.height, bottom: board.bottom},
          throwButton: {y: throwButton.top, bottom: throwButton.bottom, h: throwButton.height},
          touchAction: getComputedStyle(document.documentElement).touchAction,
          coarse: matchMedia('(pointer: coarse)').matches};
}"""


def device(playwright: Playwright, name: str) -> dict[str, Any]:
    """A Playwright device profile for chromium (the profile's own browser type dropped)."""
    if name == "iPhone 375":
        return {"viewport": {"width": 375, "height": 667}, "device_scale_factor": 2, "is_mobile": True,
                "has_touch": True}
    profile = dict(playwright.devices[name])
    profile.pop("default_browser_type", None)
    return profile


def small_targets(page: Page, root: str = "document") -> list[str]:
    targets: list[dict[str, Any]] = page.evaluate(f"(() => ({TARGETS}))()({root})")
    assert targets, "no control found"
    return [f'{t["what"]!r} {t["w"]:.0f}×{t["h"]:.0f}' for t in targets
            if t["h"] < TOUCH - 0.5 or t["w"] < TOUCH - 0.5]


CASES = [
    ("iPhone SE", "phone-320-portrait"),
    ("iPhone 375", "phone-375-portrait"),
    ("Pixel 7 landscape", "phone-pixel7-landscape"),
    ("iPad (gen 7)", "tablet-ipad-portrait"),
]


@pytest.mark.parametrize(("name", "shot"), CASES, ids=[c[1] for c in CASES])
def test_layout(browser: Browser, playwright: Playwright, base_url: str, name: str, shot: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce",
                                            **device(playwright, name)))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/?seed=4")
    wait_ready(page, guard=guard)
    idle(page)
    for _ in range(3):
        button(page, "Throw").click()
        idle(page)
    layout = page.evaluate(LAYOUT)
    screenshot(page, shot, full_page=False)
    screenshot(page, shot + "-full")
    vw, vh = layout["vw"], layout["vh"]
    assert layout["coarse"], "the emulated device has a coarse pointer"
    assert layout["sw"] <= vw, f"the page scrolls sideways: {layout}"
    assert layout["touchAction"] == "manipulation", "a double tap would zoom"
    board, throw = layout["board"], layout["throwButton"]
    portrait = vh > vw
    if portrait:
        assert board["w"] >= vw - 32, f"the board does not fill the width: {board} in {vw}"
    else:
        assert board["bottom"] <= vh, f"the board is taller than the screen: {board} in {vh}"
        assert board["w"] >= 0.55 * vw, f"the board is small: {board} in {vw}"
    # Thumb reach: Throw on the first screen, in its lower part (where a thumb rests).
    assert throw["bottom"] <= vh, f"Throw is below the screen: {throw} in {vh}"
    if portrait and vw < 600:
        assert throw["y"] >= 0.4 * vh, f"Throw is at the top of the screen: {throw} in {vh}"
    assert not small_targets(page), small_targets(page)
    # The new-game dialog: its controls too, and it fits the screen's width.
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    page.locator("#new-dialog details.house summary").click()
    box = dialog.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= vw, (box, vw)
    small = small_targets(page, "document.querySelector('#new-dialog')")
    assert not small, small
    assert page.evaluate("document.documentElement.scrollWidth") <= vw
    screenshot(page, shot + "-dialog", full_page=False)
    guard.assert_clean()
    context.close()
