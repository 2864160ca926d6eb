"""Phone, tablet and desktop layouts: from 320 px wide nothing scrolls sideways, the header
collapses into one menu button on a phone, the board uses a phone's whole width with stack
counts of at least 11 CSS px, every touch target is at least 44 px and Throw is within thumb
reach. The New game dialog in three languages: test_layouts_dialog.py.
Screenshots of each layout go to e2e/artifacts/ (layout-*.png), for a person to look at.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_pages import open_page
from browsing import PageGuard, screenshot
from helpers import button, check_board, idle

TOUCH = 44  # px: the smallest touch target (WCAG 2.5.5, Apple's and Google's guidelines)
READABLE = 11  # CSS px: the smallest stack count

PHONE = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True}
SIZES: dict[str, dict[str, Any]] = {
    "phone-320": {"viewport": {"width": 320, "height": 568}, **PHONE},
    "phone-375": {"viewport": {"width": 375, "height": 667}, **PHONE},
    "phone-landscape-667": {"viewport": {"width": 667, "height": 375}, **PHONE},
    "tablet-820": {"viewport": {"width": 820, "height": 1180}, **PHONE},
    "desktop-1280": {"viewport": {"width": 1280, "height": 800}},
}
PHONES = ["phone-320", "phone-375", "phone-landscape-667"]
TOUCHED = [*PHONES, "tablet-820"]

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
    const what = n.id || n.getAttribute('aria-label') || n.textContent || n.name || n.tagName;
    return {what: what.trim().slice(0, 40), w: r.width, h: r.height}; });
}"""

# The board, its checkers and its stack counts as drawn: each count's size in CSS px.
BOARD = """() => {
  const board = document.querySelector('#board').getBoundingClientRect();
  const counts = [...document.querySelectorAll('#board .badges text')].map((t) =>
    parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a);
  const checker = document.querySelector('#board .checker circle').getBoundingClientRect();
  return {vw: innerWidth, vh: innerHeight, board: {x: board.left, w: board.width, bottom: board.bottom},
          counts, checker: checker.width};
}"""


@pytest.fixture(scope="module")
def size_page(browser: Browser, base_url: str,
              request: pytest.FixtureRequest) -> Iterator[tuple[Page, PageGuard, str]]:
    """A page at the size the tests are parametrised with, three throws into a game: one boot a size,
    shared by that size's tests (the tests only look, and open the menu and the New game dialog)."""
    size: str = request.param
    page, guard = open_page(browser, base_url, "/?seed=4", SIZES[size])
    for _ in range(3):
        button(page, "Throw").click()
        idle(page)
    yield page, guard, size
    page.context.close()


@pytest.fixture
def sized(size_page: tuple[Page, PageGuard, str]) -> Iterator[tuple[Page, str]]:
    """The size's page as a fresh one shows it: nothing open, scrolled to the top; checked clean after."""
    page, guard, size = size_page
    put_back(page)
    yield page, size
    guard.assert_clean()


def put_back(page: Page) -> None:
    """Close what a test left open (the dialog's house rules, the dialog, the menu) and scroll to the top."""
    dialog = page.locator("#new-dialog")
    if dialog.is_visible():
        if dialog.locator("details.house").get_attribute("open") is not None:
            dialog.locator("details.house summary").click()  # else the next test's click would close them
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
    toggle = button(page, "Menu")
    if toggle.is_visible() and toggle.get_attribute("aria-expanded") == "true":
        toggle.click()
        expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(dialog.locator("details.house")).not_to_have_attribute("open", "")
    page.evaluate("scrollTo(0, 0)")


def open_menu(page: Page) -> None:
    """On a phone, open the header's menu (elsewhere its items are already shown)."""
    toggle = button(page, "Menu")
    if toggle.is_visible():
        toggle.click()
        expect(toggle).to_have_attribute("aria-expanded", "true")


def open_dialog(page: Page) -> None:
    """The New game dialog, its house rules open."""
    open_menu(page)
    button(page, "New game").click()
    expect(page.locator("#new-dialog")).to_be_visible()
    page.locator("#new-dialog details.house summary").click()


def sideways(page: Page) -> list[str]:
    """What passes the window's right edge, and whether the page scrolls sideways."""
    found: list[str] = page.evaluate("""() => {
      const out = [];
      const width = document.documentElement.scrollWidth;
      if (width > innerWidth) out.push('scrollWidth ' + width);
      for (const n of document.querySelectorAll('body *')) {
        const r = n.getBoundingClientRect();
        // An svg clips what it draws: its own box counts, not its shapes'.
        const inside = n.closest('.visually-hidden') || (n.ownerSVGElement && n.tagName !== 'svg');
        if (r.width && (r.right > innerWidth + 0.5 || r.left < -0.5) && !inside)
          out.push(`${n.id || n.className || n.tagName} ${Math.round(r.left)}..${Math.round(r.right)}`);
      }
      return out;
    }""")
    return found


def small_targets(page: Page, root: str = "document") -> list[str]:
    targets: list[dict[str, Any]] = page.evaluate(f"(() => ({TARGETS}))()({root})")
    assert targets, "no control found"
    return [f'{t["what"]!r} {t["w"]:.0f}×{t["h"]:.0f}' for t in targets
            if t["h"] < TOUCH - 0.5 or t["w"] < TOUCH - 0.5]


@pytest.mark.parametrize("size_page", list(SIZES), indirect=True)
def test_nothing_scrolls_sideways(sized: tuple[Page, str]) -> None:
    page, size = sized
    check_board(page)
    assert sideways(page) == []
    screenshot(page, f"layout-{size}", full_page=False)
    screenshot(page, f"layout-{size}-full")
    open_menu(page)
    assert sideways(page) == []
    screenshot(page, f"layout-{size}-menu", full_page=False)
    page.keyboard.press("Escape")
    open_dialog(page)
    assert sideways(page) == []
    screenshot(page, f"layout-{size}-dialog", full_page=False)


@pytest.mark.parametrize("size_page", TOUCHED, indirect=True)
def test_every_touch_target_is_44_px(sized: tuple[Page, str]) -> None:
    page, _ = sized
    assert page.evaluate("matchMedia('(pointer: coarse)').matches"), "the device has a coarse pointer"
    assert page.evaluate("getComputedStyle(document.documentElement).touchAction") == "manipulation", \
        "a double tap would zoom"
    assert small_targets(page) == []
    open_menu(page)
    assert small_targets(page, "document.querySelector('#top')") == []
    page.keyboard.press("Escape")
    open_dialog(page)
    assert small_targets(page, "document.querySelector('#new-dialog')") == []


@pytest.mark.parametrize("size_page", PHONES[:2], indirect=True)
def test_the_board_uses_a_phone_width(sized: tuple[Page, str]) -> None:
    page, _ = sized
    drawn = page.evaluate(BOARD)
    vw = drawn["vw"]
    assert drawn["board"]["w"] >= vw - 8, drawn
    # The phone's board: checkers about a ninth of the width (20 px at 320 on the wide board).
    assert drawn["checker"] >= 0.105 * vw, drawn
    expect(page.locator("#board")).to_have_class("narrow")


@pytest.mark.parametrize("size_page", list(SIZES), indirect=True)
def test_stack_counts_read_at_11_px(sized: tuple[Page, str]) -> None:
    page, _ = sized
    counts = page.evaluate(BOARD)["counts"]
    assert counts, "no stack count on the board"
    assert min(counts) >= READABLE, counts


@pytest.mark.parametrize("size_page", PHONES, indirect=True)
def test_throw_is_within_thumb_reach(sized: tuple[Page, str]) -> None:
    page, _ = sized
    page.evaluate("scrollTo(0, 0)")
    box = page.locator("#throw").bounding_box()
    vw, vh = page.viewport_size["width"], page.viewport_size["height"]  # type: ignore[index]
    assert box and box["y"] + box["height"] <= vh, f"Throw is below the first screen: {box} in {vh}"
    if vh > vw:
        assert box["y"] >= 0.4 * vh, f"Throw is at the top of the screen: {box} in {vh}"


@pytest.mark.parametrize("size_page", list(SIZES), indirect=True)
def test_the_header_is_one_menu_button_on_a_phone(sized: tuple[Page, str]) -> None:
    page, size = sized
    header = page.locator("#top").bounding_box()
    assert header
    if size in PHONES:
        expect(button(page, "Menu")).to_be_visible()
        expect(button(page, "New game")).to_be_hidden()
        assert header["height"] <= 76, header
    else:
        expect(button(page, "Menu")).to_be_hidden()
        for name in ("New game", "Saved games", "Export", "Flip the board"):
            expect(button(page, name)).to_be_visible()
