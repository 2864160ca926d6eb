"""Every game's default seed comes from crypto.getRandomValues and is kept."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from browsing import PageGuard, wait_ready
from helpers import button, idle, record
from rabattues.dames.record import loads
from saves_helpers import (
    open_app,
)

# ─── Dice: the default seed comes from crypto.getRandomValues and is kept ───────────────────

# A spy, not a mock: the browser's own generator answers; its outputs are only written down.
SPY = """
(() => {
  const real = crypto.getRandomValues.bind(crypto);
  window.__randomWords = [];
  crypto.getRandomValues = (array) => {
    const out = real(array);
    if (array instanceof Uint32Array) window.__randomWords.push(Array.from(array));
    return out;
  };
})();
"""


def seeds_drawn(page: Page) -> list[int]:
    """The seed each two-word draw makes: 53 bits, 21 low bits of the first word and 32 of the second."""
    words: list[list[int]] = page.evaluate("window.__randomWords")
    return [(w[0] & 0x1FFFFF) * 2**32 + w[1] for w in words if len(w) == 2]


def started_record(page: Page, seen: set[int]) -> dict[str, Any]:
    """The record of the game just started, polled until its seed is not one seen before.

    Starting a game is asynchronous: the page may still look idle for a moment after the click.
    """
    deadline = time.monotonic() + 30
    while True:
        data = record(page)
        if data["seed"] not in seen or time.monotonic() > deadline:
            return data
        page.wait_for_timeout(100)


@pytest.fixture
def spied(context: BrowserContext) -> Iterator[None]:
    context.add_init_script(SPY)
    yield


def test_default_seed_comes_from_crypto_and_is_kept(page: Page, guard: PageGuard, spied: None) -> None:
    """A new game without a seed gets one drawn from crypto.getRandomValues; the seed is in its
    record, on the page, and kept by Play again, the New game dialog, typed dice and the address."""
    open_app(page, guard)
    first = record(page)["seed"]
    assert first in seeds_drawn(page)
    expect(page.locator("#fact-seed")).to_have_text(str(first))
    seen = {first}
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    dialog.locator("input[name=dice][value='typed']").check()
    button(page, "Start game").click()
    typed = started_record(page, seen)
    idle(page)
    assert typed["dice"] == "typed" and typed["seed"] in seeds_drawn(page) and typed["seed"] not in seen
    seen.add(typed["seed"])
    button(page, "New game").click()
    dialog.locator("input[name=dice][value='seeded']").check()
    button(page, "Start game").click()
    third = started_record(page, seen)["seed"]
    idle(page)
    assert third in seeds_drawn(page) and third not in seen
    for seed in (0, 123, 2**53 - 1):
        page.goto(f"/?seed={seed}")
        wait_ready(page, guard=guard)
        idle(page)
        assert record(page)["seed"] == seed
        button(page, "Throw").click()
        idle(page)
        assert record(page)["seed"] == seed and loads(json.dumps(record(page))).seed == seed
    guard.assert_clean()
