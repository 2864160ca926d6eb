"""Storage that is refused or full never stops a game: private modes are reproduced as they
behave (`localStorage` throws on access), a full storage by filling it up to the browser's real quota."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import BrowserContext, Page, expect

from browsing import PageGuard, wait_ready
from helpers import button, check_board, idle, record, throw_always
from rabattues import api, dames
from rabattues.dames.record import loads
from saves_helpers import GAME, ONCE, open_app, storage

# ─── Storage refused or full ────────────────────────────────────────────────────────────────

# What private modes that refuse storage do: any access to localStorage throws.
NO_STORAGE = """
Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""


def exported(page: Page, tmp_path: Path) -> dict[str, Any]:
    with page.expect_download() as download:
        button(page, "Export").click()
    path = tmp_path / "export.json"
    download.value.save_as(path)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def seeded_throws(seed: int, count: int, preset: str = "charpentier-1699") -> dames.GameState:
    """CPython: a new game of this seed and `count` throws."""
    text = json.loads(api.new_game(json.dumps({"preset": preset, "seed": seed})))["record"]
    for _ in range(count):
        answer = json.loads(api.act(json.dumps(text), "throw"))
        assert answer["ok"], answer
        text = answer["record"]
    return loads(json.dumps(text)).final_state()


def test_storage_refused_the_game_goes_on(page: Page, context: BrowserContext, guard: PageGuard,
                                          tmp_path: Path) -> None:
    """localStorage throws on any access: the player is told saving is off, and plays on."""
    context.add_init_script(NO_STORAGE)
    open_app(page, guard, "/?seed=31")
    expect(page.locator("#messages")).to_contain_text("Saving is off")
    for number in range(6):
        button(page, throw_always(page, {"n": number}) or "Throw").click()
        idle(page)
    game = exported(page, tmp_path)
    assert game["seed"] == 31 and len(game["actions"]) == 6
    expected = seeded_throws(31, 6)
    assert loads(json.dumps(game)).final_state() == expected
    position = dames.format_position(expected.position)
    expect(page.locator("#board")).to_have_attribute("data-position", position)
    guard.assert_clean()


FILL = """() => {
  let size = 1 << 21, i = 0;
  while (size >= 1) {
    try { localStorage.setItem("filler:" + i, "x".repeat(size)); i++; }
    catch (e) { if (e.name !== "QuotaExceededError") throw e; size = Math.floor(size / 2); }
  }
  return i;
}"""


def test_storage_full_the_game_goes_on_and_saves_again(page: Page, guard: PageGuard) -> None:
    """localStorage filled to its real quota: the game starts and plays, the player is told it is not
    saved and what to do; once there is room again the next action saves the whole game, the
    warning goes by itself, and a reload resumes it."""
    page.add_init_script(ONCE.replace("%s", f"window.__fillers = ({FILL})();"))
    open_app(page, guard, "/?seed=32")
    assert page.evaluate("window.__fillers") > 0
    full = page.locator(".message-error", has_text="storage for the page is full")
    expect(full).to_contain_text("Delete finished or old games in Saved games")
    expect(full.get_by_role("button", name="Saved games")).to_be_visible()
    for number in range(4):
        button(page, throw_always(page, {"n": number}) or "Throw").click()
        idle(page)
    assert not [k for k in storage(page) if k.startswith(GAME)]  # nothing could be saved
    page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('filler:'))"
                  ".forEach(k => localStorage.removeItem(k))")
    button(page, throw_always(page, {}) or "Throw").click()
    idle(page)
    saved = record(page)
    expect(full).to_have_count(0)  # room was made and the game saved: the warning went by itself
    assert saved["seed"] == 32 and len(saved["actions"]) == 5
    assert loads(json.dumps(saved)).final_state() == seeded_throws(32, 5)
    position = page.locator("#board").get_attribute("data-position")
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator("#board")).to_have_attribute("data-position", position or "")
    check_board(page)
    guard.assert_clean()
