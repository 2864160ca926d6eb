"""What the start-up tests ask of a booted page: how its engine booted, and a throw played."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

from helpers import button, check_board, idle


def engine_ready(page: Page) -> dict[str, Any]:
    """What the worker said when it was ready (the page keeps it as a performance mark)."""
    detail: dict[str, Any] = page.evaluate("performance.getEntriesByName('engine-ready')[0].detail")
    return detail


def throw_once(page: Page) -> None:
    """A throw plays and the board is the engine's replay."""
    idle(page)
    button(page, "Throw").click()
    idle(page)
    check_board(page)
