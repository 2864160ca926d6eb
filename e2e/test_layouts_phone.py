"""Phones, measured: the cube offered beside the dice's words on the 1699 phone board (neither
covers the other), the last event read in full above the real-dice pad, and a
landscape phone showing the whole board beside its controls (both games). Boxes are the
browser's own; screenshots of each size go to e2e/artifacts/ (phone-*.png), for a person to look at.
"""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_pages import open_page
from browsing import screenshot
from helpers import button, idle
from interop_helpers import new_backgammon

PHONE = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True}
PORTRAIT = {"320": {"width": 320, "height": 568}, "375": {"width": 375, "height": 667}}
LANDSCAPE = {"667": {"width": 667, "height": 375}, "844": {"width": 844, "height": 390}}

BOX = """(s) => { const b = document.querySelector(s).getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom]; }"""
BOXES = """(s) => [...document.querySelectorAll(s)].map((n) => { const b = n.getBoundingClientRect();
  return [b.left, b.top, b.right, b.bottom]; })"""
# The last event's words as laid out: their boxes' union, and the element's own box (a clipped line
# is wider than its box, or taller).
WORDS = """() => { const e = document.querySelector('#last-event'), r = document.createRange();
  r.selectNodeContents(e); const w = r.getBoundingClientRect(), b = e.getBoundingClientRect();
  return {text: e.textContent, words: [w.left, w.top, w.right, w.bottom],
          box: [b.left, b.top, b.right, b.bottom],
          scroll: [e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight]}; }"""
SHAPE = """() => { const s = document.querySelector('#board'), v = s.viewBox.baseVal;
  const b = s.getBoundingClientRect(); return [v.width / v.height, b.width / b.height]; }"""
WORD_SIZES = """(ns) => ns.filter((n) => n.textContent)
  .map((n) => parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a)"""


def overlap(a: list[float], b: list[float]) -> bool:
    """Two boxes [left, top, right, bottom] share some area."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(a: list[float], b: list[float], slack: float = 0.5) -> bool:
    """Box a lies within box b."""
    return a[0] >= b[0] - slack and a[1] >= b[1] - slack and a[2] <= b[2] + slack and a[3] <= b[3] + slack


@pytest.mark.parametrize("width", list(PORTRAIT))
def test_the_offered_cube_leaves_the_dice_words_readable(browser: Browser, base_url: str, width: str) -> None:
    device = {"viewport": PORTRAIT[width], **PHONE}
    page, guard = open_page(browser, base_url, "/?seed=1&preset=modern", device)
    for _ in range(30):  # throw until a player may double while the other's strip says a die was lost
        lost = page.locator("#board .die-tag", has_text="lost")
        if button(page, "Double").is_visible() and lost.count():
            break
        button(page, "Throw").click()
        idle(page)
    button(page, "Double").click()
    idle(page)
    expect(page.locator("#board .cube.offered")).to_be_visible()
    cube = page.evaluate(BOX, "#board .cube.offered")
    tag = page.evaluate(BOX, "#board .die-tag:not(:empty)")
    board = page.evaluate(BOX, "#board")
    dice = page.evaluate(BOXES, "#board .die")
    screenshot(page, f"phone-{width}-cube-offered", full_page=False)
    assert not overlap(cube, tag), (cube, tag)
    assert not any(overlap(cube, die) for die in dice), (cube, dice)
    assert inside(cube, board) and inside(tag, board), (cube, tag, board)
    guard.assert_clean()
    page.context.close()


def start_typed(page: Page) -> None:
    """A new game of real dice through the menu, its opening typed in: White 5, Black 2."""
    button(page, "Menu").click()
    button(page, "New game").click()
    page.get_by_label("Real dice: players throw at the table and type each throw in").check()
    button(page, "Start game").click()
    idle(page)
    page.get_by_role("button", name="White's die: 5").tap()
    page.get_by_role("button", name="Black's die: 2").tap()
    idle(page)


@pytest.mark.parametrize("width", list(PORTRAIT))
def test_the_last_event_is_read_in_full_above_the_pad(browser: Browser, base_url: str, width: str) -> None:
    """The line is the page's, whatever the game: the 1699 game's long events try it."""
    page, guard = open_page(browser, base_url, "/", {"viewport": PORTRAIT[width], **PHONE})
    start_typed(page)
    for throw in ["4 and 3", "1 and 1"]:  # Black's 1-1: the second ace passes to White, and he throws again
        button(page, throw).tap()
        idle(page)
    page.evaluate("scrollTo(0, 0)")
    expect(page.locator("#typed")).to_be_visible()
    shown: dict[str, Any] = page.evaluate(WORDS)
    screenshot(page, f"phone-{width}-last-event", full_page=False)
    assert len(shown["text"]) > 30, shown  # long enough to be cut on one line at this width
    scroll_w, client_w, scroll_h, client_h = shown["scroll"]
    assert scroll_w <= client_w and scroll_h <= client_h + 1, shown  # nothing hidden past its box
    assert inside(shown["words"], shown["box"], 1) and shown["words"][2] <= PORTRAIT[width]["width"], shown
    pad = page.evaluate(BOX, "#typed")
    assert shown["box"][3] <= pad[1], (shown, pad)  # above the pad, not under it
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("game", ["dames", "backgammon"])
@pytest.mark.parametrize("width", list(LANDSCAPE))
def test_a_landscape_phone_shows_the_whole_board_beside_its_controls(browser: Browser, base_url: str,
                                                                      game: str, width: str) -> None:
    size = LANDSCAPE[width]
    page, guard = open_page(browser, base_url, "/?seed=4", {"viewport": size, **PHONE})
    if game == "backgammon":
        button(page, "Menu").click()
        new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    page.evaluate("scrollTo(0, 0)")
    board, status = page.evaluate(BOX, "#board"), page.evaluate(BOX, "#status")
    screen = [0, 0, size["width"], size["height"]]
    screenshot(page, f"phone-landscape-{width}-{game}", full_page=False)
    assert inside(board, screen), (board, screen)  # the whole board on the first screen
    assert status[0] >= board[2] and status[3] <= size["height"], (status, board)  # the controls beside it
    controls = page.evaluate(BOX, ".controls")  # the status across their column, not a word a line
    assert status[2] - status[0] >= 0.8 * (controls[2] - controls[0]), (status, controls)
    # The board's words read at 9 CSS px or more: point numbers, names, pip counts.
    sizes = page.locator("#board .num, #board .name, #board .pips").evaluate_all(WORD_SIZES)
    assert sizes and min(sizes) >= 9, sorted(sizes)[:3]
    # The board drawn edge to edge in its box: its shape is the drawing's (no margin beside it).
    drawn = page.evaluate(SHAPE)
    assert drawn[1] == pytest.approx(drawn[0], rel=0.01), drawn
    if game == "backgammon":  # Resign a flag at the end of the move's row, the help under it on the screen
        resign, hint = page.evaluate(BOX, "#resign"), page.evaluate(BOX, "#bg-hint")
        centres = (resign[1] + resign[3], hint[1] + hint[3])
        assert resign[0] >= hint[2] and abs(centres[0] - centres[1]) <= 2, (resign, hint)
        expect(button(page, "Resign")).to_be_visible()
        assert page.evaluate(BOX, "#bg-help")[3] <= size["height"]
    guard.assert_clean()
    page.context.close()
