"""A game shared as a link (`#game=…`) stays the game shown when the page is reloaded, whatever
query the link also carries: the query is read only when the fragment opens nothing. The record
shared is made by the engine in CPython; the page's is read back from its save.
"""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import idle, record
from rabattues import api


def shared_game() -> dict[str, object]:
    """A 1699 game of seed 21 with four throws, played by the engine here."""
    answer = json.loads(api.new_game(json.dumps({"preset": "charpentier-1699", "seed": 21})))
    game = answer["record"]
    for _ in range(4):
        answer = json.loads(api.act(json.dumps(game), "throw"))
        assert answer["ok"], answer
        game = answer["record"]
    return game


def link_code(game: dict[str, object]) -> str:
    """The fragment's code for a record, as js/app/share-link.js writes it: raw deflate, base64url."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(game).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


@pytest.mark.parametrize("query", ["?seed=5&preset=modern", "?seed=nonsense&preset=none&colour=red"])
def test_a_shared_game_survives_a_reload_whatever_the_query(page: Page, guard: PageGuard, query: str) -> None:
    """Opened from `/?seed=5&preset=modern#game=…`, a reload started a new seed-5 game (and with bad
    values, said three errors): now the shared game is shown again, and nothing is said of the query."""
    game = shared_game()
    page.goto(f"/{query}#game={link_code(game)}")
    wait_ready(page, guard=guard)
    idle(page)
    assert record(page) == game
    expect(page.locator(".message-info")).to_contain_text("A shared game")
    assert page.url.endswith("/"), page.url  # neither the fragment nor the query is left to be read again
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    assert record(page) == game
    expect(page.locator("#messages .message-error")).to_have_count(0)
    guard.assert_clean()


def test_a_link_that_opens_nothing_leaves_the_query_read(page: Page, guard: PageGuard) -> None:
    """A fragment that is no game is said, and the query's game is started as it asks."""
    page.goto("/?seed=5#game=!!!")
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator("#messages")).to_contain_text("could not be read")
    assert record(page)["seed"] == 5
    guard.assert_clean()
