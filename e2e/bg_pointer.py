"""Reaching the backgammon board's places as a player does: a place's area, its centre, a checker
dragged with the mouse, the arrow keys and Enter."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect


def area(page: Page, place: str, color: str | None = None) -> Any:
    """A place's answering area on the board (a point in White's numbering, `bar`, or a tray)."""
    selector = f"#board .area[data-place='{place}']" + (f"[data-color='{color}']" if color else "")
    return page.locator(selector)


def selected(page: Page) -> bool:
    """Whether a checker is selected (its destinations lit)."""
    return page.locator("#board .origin").count() > 0


def drag_step(page: Page, source: str, to: tuple[str, str | None]) -> None:
    """Drag the top checker of a place to another with the mouse (Pointer Events)."""
    x, y = centre(page, source)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y + 20, steps=3)
    expect(page.locator("#board .ghost")).to_have_count(1)
    tx, ty = centre(page, *to)
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()
    expect(page.locator("#board .ghost")).to_have_count(0)


def key_step(page: Page, source: str, to: tuple[str, str | None]) -> None:
    """Reach a place with the arrow keys, Enter; then its destination, Enter."""
    page.locator("#board .area.live").first.focus()
    key_to(page, source, None)
    page.keyboard.press("Enter")
    if not selected(page):
        return  # the checker had one place to go, and went
    key_to(page, *to)
    page.keyboard.press("Enter")


def key_to(page: Page, place: str, color: str | None) -> None:
    """Press the right arrow until a place has the focus (the arrows go from one live place to the next)."""
    for _ in range(40):
        here = page.evaluate("(d => [d.place, d.color])(document.activeElement.dataset)")
        if here[0] == place and (color is None or here[1] == color):
            return
        page.keyboard.press("ArrowRight")
    pytest.fail(f"the arrows never reached {place}")


def centre(page: Page, place: str, color: str | None = None) -> tuple[float, float]:
    """The middle of a place's answering area, in page pixels."""
    box = area(page, place, color).bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
