"""The board's flip through the page as a player meets it: flipped by the player (a
setting kept in this browser), turned to the human's side against the computer, its animations
going the right way when flipped. Screenshots in e2e/artifacts/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_pages import DESKTOP, PHONE, open_page, seeded_page
from browsing import screenshot, wait_ready
from helpers import button, check_board, idle

# Where each colour's checkers lie on the board, as fractions of its height (0 the top).
HEIGHTS = """() => {
  const board = document.querySelector('#board').getBoundingClientRect();
  const mean = (c) => {
    const ys = [...document.querySelectorAll(`#board .checker-${c}`)].map((n) => {
      const r = n.getBoundingClientRect(); return (r.top + r.height / 2 - board.top) / board.height; });
    return ys.reduce((a, b) => a + b, 0) / ys.length;
  };
  return {w: mean('w'), b: mean('b')};
}"""


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[Page]:
    """The game of seed 4 on a desktop."""
    with seeded_page(browser, base_url, DESKTOP) as page:
        yield page


def test_the_flipped_board_shows_white_at_the_top(desktop: Page) -> None:
    flip = button(desktop, "Flip the board")
    expect(flip).to_have_attribute("aria-pressed", "false")
    before = desktop.evaluate(HEIGHTS)
    assert before["w"] > 0.5 > before["b"], before
    flip.click()
    expect(flip).to_have_attribute("aria-pressed", "true")
    expect(desktop.locator("#board")).to_have_attribute("data-bottom", "b")
    after = desktop.evaluate(HEIGHTS)
    assert after["w"] < 0.5 < after["b"], after
    button(desktop, "Throw").click()
    idle(desktop)
    check_board(desktop)  # every checker, count and slab of the game, drawn again
    screenshot(desktop, "desktop-flipped", full_page=False)
    desktop.reload()  # the choice is kept in this browser
    wait_ready(desktop)
    idle(desktop)
    expect(button(desktop, "Flip the board")).to_have_attribute("aria-pressed", "true")
    assert desktop.evaluate(HEIGHTS)["w"] < 0.5
    button(desktop, "Flip the board").click()
    assert desktop.evaluate(HEIGHTS)["w"] > 0.5


def test_against_the_computer_playing_white_black_is_at_the_bottom(browser: Browser, base_url: str) -> None:
    page, guard = open_page(browser, base_url, "/?seed=3&computer=w", PHONE)
    expect(page.locator("#board")).to_have_attribute("data-bottom", "b")
    heights = page.evaluate(HEIGHTS)
    assert heights["b"] > 0.5 > heights["w"], heights
    screenshot(page, "phone-against-white", full_page=False)
    button(page, "Menu").click()
    button(page, "Flip the board").click()  # the human may still turn it
    expect(page.locator("#board")).to_have_attribute("data-bottom", "w")
    guard.assert_clean()
    page.context.close()


# Each frame while the page plays, the lowest edge (as a fraction of the board's height) any of
# White's checkers and dice reached; a die passed to Black is left out (it crosses the board).
WATCH = """() => {
  window.__lowest = {checker: 0, die: 0, frames: 0};
  const look = () => {
    const board = document.querySelector('#board').getBoundingClientRect();
    const low = (selector) => Math.max(0, ...[...document.querySelectorAll(selector)].map((n) =>
      (n.getBoundingClientRect().bottom - board.top) / board.height));
    const w = window.__lowest;
    w.checker = Math.max(w.checker, low('#board .checker-w'));
    w.die = Math.max(w.die, low('#board .die-w:not(.crossed)'));
    w.frames += 1;
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}"""


def test_a_flipped_board_animates_white_at_the_top(browser: Browser, base_url: str) -> None:
    """With animations on, White's first throw on a flipped board: his dice land, and his
    checkers move, in the top half only (every one of White's points holds a stack at the start,
    so nothing passes)."""
    page, guard = open_page(browser, base_url, "/?seed=4", DESKTOP, motion="no-preference")
    button(page, "Flip the board").click()
    button(page, "Throw").click()  # the opening
    idle(page)
    expect(page.locator("#status")).to_have_text("White to throw")  # seed 4: White starts
    page.evaluate(WATCH)
    button(page, "Throw").click()
    idle(page)
    lowest = page.evaluate("window.__lowest")
    assert lowest["frames"] > 10, "the animation was watched"
    assert 0 < lowest["checker"] < 0.5 and 0 < lowest["die"] < 0.5, lowest
    check_board(page)
    guard.assert_clean()
    page.context.close()

