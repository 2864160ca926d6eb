"""What the tests of saves share: localStorage read and written through the real page, the app opened,
the stored examples of every version (e2e/data/saves-v*.json)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import idle, record
from rabattues import api

DATA = Path(__file__).resolve().parent / "data"
GAME = "rabattues:game:"
ASIDE = "rabattues:aside:"
CURRENT = "rabattues:current"
GOOD_ID = "6b1d9e20-3c4f-4a5b-8c7d-9e0f1a2b3c4d"  # the game of saves-v1.json
BAD_ID = "badbadba-0000-4000-8000-000000000bad"
FOLLOWED = "played on in another tab"
CONFLICT = "at the same moment"


def storage(page: Page) -> dict[str, str]:
    """Every localStorage key of the origin and its raw text."""
    data: dict[str, str] = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    return data


# Runs once a tab (a sessionStorage flag), before the app's own scripts: storage as it was left.
ONCE = """
(() => {
  if (sessionStorage.getItem("test:prepared")) return;
  sessionStorage.setItem("test:prepared", "1");
  %s
})();
"""


def put_storage(page: Page, items: dict[str, str]) -> None:
    """Write these keys before the app opens in this page's context."""
    script = f"for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v);"
    page.add_init_script(ONCE.replace("%s", script))


def open_app(page: Page, guard: PageGuard, url: str = "/") -> None:
    page.goto(url)
    wait_ready(page, guard=guard)
    idle(page)


def example(version: int) -> dict[str, str]:
    text = (DATA / f"saves-v{version}.json").read_text(encoding="utf-8")
    items: dict[str, str] = json.loads(text)["storage"]
    return items


def game_of(items: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """The one game of a stored example: its id, and its record as the engine writes it now (every
    record names its game: a stored 1699 record without `game` comes back with it, nothing else changed)."""
    (key,) = [k for k in items if k.startswith(GAME)]
    saved = json.loads(items[key])
    return key[len(GAME):], {"game": "dames-rabattues", **saved["record"]}


def messages(page: Page) -> str:
    return page.locator("#messages").inner_text()


def import_record(page: Page, config: dict[str, Any]) -> dict[str, Any]:
    """A new game's record made by CPython, imported through the page as a player would."""
    game: dict[str, Any] = json.loads(api.new_game(json.dumps(config)))["record"]
    page.locator("#import-file").set_input_files(
        files=[{"name": "short.json", "mimeType": "application/json", "buffer": json.dumps(game).encode()}])
    idle(page)
    expect(page.locator(".message-info")).to_contain_text("Game imported")
    assert record(page) == game
    return game
