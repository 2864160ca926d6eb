"""The game page's address asks for a backgammon game (`?game=backgammon`): its seed, the side and
the level of the computer, a pasted position; a game or a level that is not one is said, and
nothing half-applied."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import idle, record_text

START_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:0:10"
"""The starting position, White to play 3-1."""


def open_address(page: Page, guard: PageGuard, query: str) -> None:
    """Open the game page at this query and wait until it is idle."""
    page.goto(f"/?{query}")
    wait_ready(page, guard=guard)
    idle(page)


def test_an_address_starts_a_backgammon_game_against_the_computer_at_its_level(
        page: Page, guard: PageGuard) -> None:
    open_address(page, guard, "game=backgammon&seed=7&computer=b&level=expert")
    assert page.evaluate("location.search") == "", "the address keeps no setting, so a reload resumes"
    expect(page.locator("body")).to_have_attribute("data-game", "backgammon")
    expect(page.locator(".brand h1")).to_have_text("Backgammon")
    record = json.loads(record_text(page))
    assert (record["game"], record["seed"], record["preset"]) == ("backgammon", 7, "money")
    assert record["players"] == {"w": {"name": "White", "kind": "human"},
                                 "b": {"name": "Black", "kind": "computer", "level": "expert"}}
    expect(page.locator("#fact-rules")).to_have_text("Backgammon, money play; cube on; the computer: Expert")
    expect(page.locator("#messages .message")).to_have_count(0)
    guard.assert_clean()


def test_an_address_starts_a_match(page: Page, guard: PageGuard) -> None:
    open_address(page, guard, "game=backgammon&match=5&computer=b&seed=7")
    record = json.loads(record_text(page))
    assert record["match"] == {"length": 5, "score": {"w": 0, "b": 0}, "crawford": False}
    expect(page.locator("#match-line")).to_be_visible()
    open_address(page, guard, "game=backgammon&match=99")
    expect(page.locator("#messages")).to_contain_text(
        'The match length "99" in the address is not a whole number from 1 to 25; money play was set.')
    assert "match" not in json.loads(record_text(page))
    guard.assert_clean()


def test_an_address_with_a_pasted_position_starts_there(page: Page, guard: PageGuard) -> None:
    pasted = START_XGID.replace("=", "%3D").replace(":", "%3A")
    open_address(page, guard, f"game=backgammon&position={pasted}")
    record = json.loads(record_text(page))
    assert record["start"]["dice"] == [3, 1] and record["start"]["turn"] == "w", record["start"]
    expect(page.locator("#status")).to_contain_text("White to move 3-1")
    guard.assert_clean()


def test_a_game_or_a_level_that_is_not_one_is_said(page: Page, guard: PageGuard) -> None:
    open_address(page, guard, "game=chess&seed=3")
    messages = page.locator("#messages")
    expect(messages).to_contain_text('"game=chess" in the address is not a game here (dames-rabattues or '
                                     "backgammon); the address was ignored.")
    open_address(page, guard, "game=backgammon&computer=w&level=grandmaster")
    expect(messages).to_contain_text('The level "grandmaster" in the address is not one of the computer\'s '
                                     "(beginner, intermediate, expert, or master); it plays at its "
                                     "strongest.")
    record = json.loads(record_text(page))
    assert record["game"] == "backgammon" and record["players"]["w"] == {"name": "White", "kind": "computer"}
    open_address(page, guard, "game=backgammon&level=beginner")
    expect(messages).to_contain_text('"level=beginner" in the address is the computer\'s level')
    assert json.loads(record_text(page))["players"]["b"] == {"name": "Black", "kind": "human"}
    guard.assert_clean()
