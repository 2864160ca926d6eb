"""Saves and share links made by the site as it was published before each game had a folder of its
own (e2e/data/published-<game>.json: a 1699 game whose record and view do not name their game,
and a backgammon game) open in this build: the stored view drawn at once, the record replayed as
saved, the board the engine's replay of it; the shared links open the same games."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from bg_helpers import check_bg_board, play_human_turn
from browsing import PageGuard, wait_ready
from helpers import button, check_board, idle, record
from saves_helpers import CURRENT, DATA, GAME, messages, open_app, put_storage, storage

GAMES = ("dames-rabattues", "backgammon")

# The first position the board draws (data-position on #board), kept before the page's own scripts run.
FIRST_DRAWN = """
new MutationObserver((_, watch) => {
  const board = document.getElementById("board");
  if (board?.dataset.position) {
    window.__firstDrawn = board.dataset.position;
    watch.disconnect();
  }
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["data-position"]});
"""


def published(game: str) -> dict[str, Any]:
    """The stored example of one game: its storage, its link, its save."""
    data: dict[str, Any] = json.loads((DATA / f"published-{game}.json").read_text(encoding="utf-8"))
    (key,) = [k for k in data["storage"] if k.startswith(GAME)]
    data["id"] = key[len(GAME):]
    data["save"] = json.loads(data["storage"][key])
    return data


def as_now(game: str, stored: dict[str, Any]) -> dict[str, Any]:
    """A stored record as the engine writes it now: it names its game (the 1699 one did not)."""
    return {"game": game, **stored}


def check(page: Page, game: str) -> None:
    """The board shows the engine's replay of the record the page keeps."""
    if game == "backgammon":
        check_bg_board(page)
    else:
        check_board(page)


@pytest.mark.parametrize("game", GAMES)
def test_a_published_save_opens_drawn_at_once_and_plays_on(page: Page, guard: PageGuard, game: str) -> None:
    """The save opens as it was: its stored view drawn first, its record kept, the board the
    engine's replay; the save is rewritten with the record naming its game, and the game plays on."""
    example = published(game)
    stored = example["save"]
    assert ("game" in stored["record"]) == (game == "backgammon")  # the 1699 record of that site names none
    page.add_init_script(FIRST_DRAWN)
    put_storage(page, example["storage"])
    open_app(page, guard)
    assert page.evaluate("() => window.__firstDrawn") == stored["view"]["position"]  # not the start's
    expect(page.locator("#board")).to_have_attribute("data-game", game)
    assert record(page) == as_now(game, stored["record"])
    check(page, game)
    saved = json.loads(storage(page)[GAME + example["id"]])
    assert saved["created"] == stored["created"] and saved["view"]["game"] == game
    assert json.loads(storage(page)[CURRENT]) == example["id"]
    assert "set aside" not in messages(page)
    if game == "backgammon":  # its dice are thrown: a move tapped and confirmed
        played = play_human_turn(page)
        assert record(page)["actions"][-1] == played
    else:
        button(page, "Throw").click()
        idle(page)
    assert record(page)["actions"][:-1] == stored["record"]["actions"]
    check(page, game)
    guard.assert_clean()


@pytest.mark.parametrize("game", GAMES)
def test_a_published_share_link_opens_its_game(page: Page, guard: PageGuard, game: str) -> None:
    """A link the published site wrote (#game=…) opens its game in this build, at its last position
    with the stepping bar to go back through it, and, back to the game, that position as shared."""
    example = published(game)
    page.goto(f"/{example['link']}")
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator("#board")).to_have_attribute("data-game", game)
    assert record(page) == as_now(game, example["save"]["record"])
    expect(page.locator(".message-info")).to_contain_text("A shared game")
    expect(page.locator("#status")).to_have_text(re.compile(r"^Step (\d+) of \1: "))  # its last step
    expect(button(page, "Previous")).to_be_enabled()
    button(page, "Back to the game").click()
    idle(page)
    check(page, game)
    guard.assert_clean()
