"""An engine that fails while a saved game is opened costs no game: a save is set aside only when
the engine has read it and refused it. One that threw or stopped answering is started again on
its own, the game reopened from its save and the player told; nothing is offered for deletion.

The failures are real: the running engine's worker is made to throw on its next answer (through
the DevTools protocol, as a bug in it would), or ended by the browser in the middle of opening a
long game (as a crash would). Records are made by the engine in CPython and imported as files.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, expect

from browsing import PageGuard, wait_ready
from engines import in_engine, stop_engines, wait_engines
from helpers import button, check_board, idle, import_text, record, wait_until
from saves_helpers import ASIDE, storage

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from test_linear import record_text  # a typed-dice game of any length that never ends

# The worker's next answer that holds a move list fails to parse, as an engine bug would: the
# page hears an error, not a refusal. Every later answer is parsed as usual.
THROW_ONCE = """(() => {
    const parse = JSON.parse;
    JSON.parse = (text, ...rest) => {
        if (typeof text === "string" && text.includes('"history"')) {
            JSON.parse = parse;
            throw new Error("injected failure");
        }
        return parse(text, ...rest);
    };
    return true;
})()"""


def import_game(page: Page, text: str) -> dict[str, Any]:
    """Import a record's text as a file, and wait until it is shown and saved (a long record's replay
    may take a minute on a machine loaded by the whole suite, as its reopening below)."""
    import_text(page, "game.json", text, timeout_ms=150_000)
    game = record(page)
    assert game["actions"] == json.loads(text)["actions"]  # the page names the players it leaves out
    return game


def nothing_set_aside(page: Page) -> None:
    """No save was set aside, and no message says one was."""
    assert not [key for key in storage(page) if key.startswith(ASIDE)], storage(page).keys()
    expect(page.locator("#messages")).not_to_contain_text("set aside")
    expect(page.get_by_role("button", name="Forget it")).to_have_count(0)


def test_an_engine_that_throws_opening_a_saved_game_keeps_it_and_reopens_it(
        context: BrowserContext, guard: PageGuard) -> None:
    """The engine throws on the reload's open_record: the page set the game aside as "damaged",
    started a new one, and offered to forget the real game. Now the engine is started again, the
    same game is shown from its save, and the player is told."""
    page = context.new_page()
    page.goto("/?seed=11")
    wait_ready(page, guard=guard)
    for _ in range(3):
        idle(page)
        button(page, "Throw").click()
    idle(page)
    played = record(page)
    assert in_engine(page, THROW_ONCE) is True
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator(".message-info")).to_contain_text("injected failure")
    expect(page.locator(".message-info")).to_contain_text("it has been started again")
    assert record(page) == played
    nothing_set_aside(page)
    check_board(page)
    button(page, "Throw").click()  # the new engine plays on
    idle(page)
    assert record(page)["actions"][:3] == played["actions"] and len(record(page)["actions"]) == 4
    guard.assert_clean()


def test_an_engine_that_dies_opening_a_saved_game_keeps_it_and_reopens_it(
        context: BrowserContext, guard: PageGuard) -> None:
    """A 19,000-action game (seconds to open here): its engine is ended a second into the
    reload's open_record. The page said the engine stopped, set the game aside as damaged and
    started a new one. Now the engine is started again and the same game reopened; nothing is set
    aside. The death is known from the lock the worker held (freed as it ended), not from a
    silence: with a request waiting that would take 60 s, and the new engine is started well
    before (it is said once the game is reopened, which a loaded machine may take a minute to do)."""
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    game = import_game(page, record_text(["11"] * 19_000))
    stop_engines(page)  # the next engine has not replayed the game yet (an engine keeps its last replay)
    page.reload()
    wait_until(page, "() => performance.getEntriesByName('engine-ready').length > 0")
    time.sleep(1)  # the page has asked for the game: the engine is replaying it
    expect(page.locator("body")).to_have_attribute("data-state", "loading")
    stop_engines(page)
    wait_engines(page, 1, timeout_s=30)  # started again: its death known, well before 60 s of silence
    expect(page.locator(".message-info")).to_contain_text("it has been started again", timeout=150_000)
    wait_ready(page, timeout_ms=150_000, guard=guard)
    idle(page, 60_000)
    assert record(page) == game
    nothing_set_aside(page)
    wait_engines(page, 1)
    guard.assert_clean()
