"""A backgammon position with thousands of legal moves is played and saved like any other: its
view comes compact from the engine and is written out in the page, its save stays within what the
browser's storage holds (the moves to choose from left out: the engine gives them again), the
game saved is the current one, and no storage message is said.

The position is 1-1 thrown with White's checkers spread on many points: 1,775 legal moves (as
GNU Backgammon counts them too), whose view written out is 6.7 MB, over the 5 MB localStorage
holds: saved whole, the page would say storage was full and to delete games (with storage empty),
and on reload neither this game nor the one before would come back. The move played is chosen
from CPython's view.
"""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Browser, expect

from bg_helpers import engine_view
from bg_pages import DESKTOP, ready_page
from bg_pointer import drag_step
from browsing import wait_ready
from helpers import button, idle, record, record_text
from interop_helpers import new_backgammon

CROWDED = "XGID=a-A-Af-AAA--AAAAh-AAAAA-A-:0:0:1:11:0:0:0:0:6"


def stored(page: Any) -> dict[str, str]:
    """Every key the page stored, and its text."""
    items: dict[str, str] = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    return items


def test_a_position_of_thousands_of_moves_is_saved_resumed_and_played(browser: Browser,
                                                                      base_url: str) -> None:
    with ready_page(browser, base_url, DESKTOP) as (page, guard):
        new_backgammon(page, dice="typed", pasted=CROWDED, timeout_ms=90_000)  # 1,775 moves: seconds
        expect(page.locator("#messages .message-error")).to_have_count(0)  # no "storage is full"
        game = record(page)
        assert game["start"]["dice"] == [1, 1] and game["actions"] == []  # the XGID's 1-1, kept in the start
        items = stored(page)
        current = json.loads(items["rabattues:current"])
        save = items[f"rabattues:game:{current}"]
        assert json.loads(save)["record"] == game and len(save) < 1_100_000, len(save)
        assert sum(len(k) + len(v) for k, v in items.items()) < 5_000_000
        # Reloaded: the same game, its moves offered again by the engine, and one played by dragging.
        page.reload()
        wait_ready(page, guard=guard)
        idle(page, 90_000)
        assert record(page) == game
        view = engine_view(record_text(page))
        assert len(view["moves"]) == 1775
        move = view["moves"][len(view["moves"]) // 3]
        for step in move["paths"][-1]:  # its last order: the page matches every one
            drag_step(page, str(step["from"]), (str(step["to"]), None))
        button(page, "Confirm").click()
        idle(page, 90_000)
        assert record(page)["actions"] == [move["move"]]
        expect(page.locator("#messages .message-error")).to_have_count(0)
