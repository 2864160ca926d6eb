"""Share writes only links the app opens: one size policy for the link written and the link read
(`limits.address_chars`, the fragment's code). A game too long for a link says so when Share is
pressed and offers the file export instead; a game that fits gets a link that opens it.

The games are typed-dice backgammon games from a position where no throw without a 6 lets either
player move (White on the bar facing a closed board, Black facing a board open on the 6 only):
thousands of legal throws, varied enough that the link grows with them. Made by the engine in
CPython, imported as a file as a player would.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import button, idle, import_text, record
from rabattues import api

STUCK = "XGID=aBBBBB------bD-----bbbbbbA:0:0:1:00:0:0:0:0:10"
THROWS = [f"{a}{b}" for a in range(1, 6) for b in range(1, 6)]
"""Every throw without a 6: each passes, for both players."""


def passing_game(actions: int) -> dict[str, Any]:
    """A record of this many passing throws, drawn at random (seeded by their number)."""
    config = {"game": "backgammon", "dice": "typed", "start": {"pasted": STUCK}}
    answer = json.loads(api.new_game(json.dumps(config)))
    assert answer["ok"], answer
    draw = random.Random(actions)
    return {**answer["record"], "actions": [draw.choice(THROWS) for _ in range(actions)]}


def import_game(page: Page, game: dict[str, Any]) -> None:
    """Open a record file through the page's Import, and wait for it to be shown."""
    import_text(page, "long.json", json.dumps(game))
    assert record(page) == game


def test_a_game_too_long_for_a_link_says_so_and_offers_the_file(page: Page, guard: PageGuard,
                                                               tmp_path: Path) -> None:
    """7,000 throws need a code of about 9,100 characters, past the 8,192 the app opens: Share
    said nothing and gave that link, which the app then refused ("too large to be one the app
    wrote"). Now Share says so, shows no link, and its button exports the game's file."""
    page.goto("/")
    wait_ready(page, guard=guard)
    game = passing_game(7_000)
    import_game(page, game)
    button(page, "Share this game").click()
    dialog = page.locator("#share-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("#share-note")).to_contain_text("This game is too long for a link")
    expect(dialog.locator("#share-note")).to_contain_text("holds at most 8192")
    expect(dialog.locator("#share-link")).to_be_hidden()
    expect(button(dialog, "Copy the link")).to_be_hidden()
    with page.expect_download() as download:
        button(dialog, "Export the game").click()
    path = tmp_path / "exported.json"
    download.value.save_as(path)
    assert json.loads(path.read_text(encoding="utf-8")) == game
    expect(dialog).to_be_hidden()
    guard.assert_clean()


def test_a_game_that_fits_gets_a_link_that_opens_it(page: Page, guard: PageGuard) -> None:
    """5,000 throws fit (a code of about 6,700 characters): the link is given, and opens the game."""
    page.goto("/")
    wait_ready(page, guard=guard)
    game = passing_game(5_000)
    import_game(page, game)
    button(page, "Share this game").click()
    link = page.locator("#share-link")
    expect(link).to_be_visible()
    expect(page.locator("#share-export")).to_be_hidden()
    address = link.input_value()
    assert "#game=" in address and len(address.partition("#game=")[2]) <= 8192, len(address)
    button(page, "Close").click()
    page.goto("about:blank")
    page.goto(address)
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator(".message-info")).to_contain_text("A shared game")
    assert record(page) == game
    guard.assert_clean()
