"""Messages float over the page's foot (they never push the board down, and they clear): a problem
stays until closed, news goes at the player's next action."""

from __future__ import annotations

import json
import time
from typing import Any

from playwright.sync_api import CDPSession, Page, expect

from browsing import PageGuard, wait_ready
from helpers import button, idle
from rabattues import api

NEWS_S = 10
"""How long news stays once drawn (web/js/app/render.js NEWS_MS; docs/PLAYING.md)."""


def board_top(page: Page) -> float:
    """Where the board starts, in CSS pixels from the top of the page."""
    box = page.locator("#board").bounding_box()
    assert box is not None
    return box["y"] + page.evaluate("scrollY")


def test_messages_never_move_the_board_and_news_clears(page: Page, guard: PageGuard) -> None:
    page.goto("/?seed=4")
    wait_ready(page, guard=guard)
    idle(page)
    clean = board_top(page)
    page.goto("/?seed=x1&colour=red")  # two problems with the address: two messages
    wait_ready(page, guard=guard)
    idle(page)
    problems = page.locator("#messages .message")
    expect(problems).to_have_count(2)
    assert board_top(page) == clean, "the messages pushed the board"
    import_a_game(page)
    idle(page)
    expect(page.locator("#messages .message-info")).to_contain_text("Game imported")
    assert board_top(page) == clean
    button(page, "Throw").click()
    idle(page)
    expect(page.locator("#messages .message-info")).to_have_count(0)  # news goes at the next action
    expect(problems).to_have_count(2)  # problems stay until closed
    problems.first.locator(".dismiss").click()
    expect(problems).to_have_count(1)
    guard.assert_clean()


def import_a_game(page: Page) -> None:
    """Import a new game's record from a file, as the player does (the page says "Game imported.")."""
    game = json.loads(api.new_game(json.dumps({"seed": 8})))["record"]
    page.locator("#import-file").set_input_files(
        files=[{"name": "g.json", "mimeType": "application/json", "buffer": json.dumps(game).encode()}])


def page_debugger(page: Page) -> tuple[CDPSession, list[dict[str, Any]]]:
    """A debugger session on the page, and the pauses it hears."""
    debugger = page.context.new_cdp_session(page)
    paused: list[dict[str, Any]] = []
    debugger.on("Debugger.paused", lambda event: paused.append(event))
    debugger.send("Debugger.enable")
    return debugger, paused


def wait_paused(page: Page, paused: list[dict[str, Any]], why: str) -> None:
    """Until the page's debugger has paused (its session's events are heard while Playwright waits)."""
    deadline = time.monotonic() + 30
    while not paused:
        assert time.monotonic() < deadline, why
        page.wait_for_timeout(50)


def test_news_said_before_a_long_freeze_is_still_there_to_read(page: Page, guard: PageGuard) -> None:
    """News counts its time from when it is drawn: a page frozen longer than that (a 20,000-move game
    opening on a busy machine) must not hide news nobody could read (a CI run lost "Game imported")."""
    page.goto("/?seed=4")
    wait_ready(page, guard=guard)
    idle(page)
    # The news of an import, and the page stopped in the debugger as soon as the code that said
    # it is done (no frame drawn, no timer run while it waits, as a long answer being drawn holds
    # the page), for longer than news lasts: a DOM breakpoint on the messages finds the moment,
    # and a `debugger` statement queued there holds the page at the end of that code.
    debugger, paused = page_debugger(page)
    document = debugger.send("DOM.getDocument")["root"]["nodeId"]
    messages = debugger.send("DOM.querySelector", {"nodeId": document, "selector": "#messages"})["nodeId"]
    entered = {"nodeId": messages, "type": "subtree-modified"}
    debugger.send("DOMDebugger.setDOMBreakpoint", entered)
    import_a_game(page)
    wait_paused(page, paused, "the import's news never came")
    debugger.send("DOMDebugger.removeDOMBreakpoint", entered)
    debugger.send("Debugger.evaluateOnCallFrame", {"callFrameId": paused[0]["callFrames"][0]["callFrameId"],
                                                  "expression": "queueMicrotask(() => { debugger; })"})
    paused.clear()
    debugger.send("Debugger.resume")
    wait_paused(page, paused, "the queued pause never came")
    time.sleep(NEWS_S + 1)
    debugger.send("Debugger.resume")
    debugger.detach()
    news = page.locator("#messages .message-info", has_text="Game imported")
    expect(news).to_be_visible(timeout=5_000)  # most of its 10 s left: a loaded page is slow to answer
    expect(news).to_have_count(0, timeout=(NEWS_S + 10) * 1000)  # and it still goes by itself
    guard.assert_clean()


def test_news_drawn_before_a_long_freeze_is_still_there_after_it(page: Page, guard: PageGuard) -> None:
    """News counts only the time the page can be read: a freeze longer than news lasts, after it was
    drawn (the next long answer drawn on a busy machine), counts as a moment (a test run under load
    lost "Game imported" so)."""
    page.goto("/?seed=4")
    wait_ready(page, guard=guard)
    idle(page)
    import_a_game(page)
    news = page.locator("#messages .message-info", has_text="Game imported")
    expect(news).to_be_visible()
    # The page held in the debugger at its next script (a timer: news counts its time with them),
    # as a long task holds it: no timer runs while it waits.
    debugger, paused = page_debugger(page)
    debugger.send("Debugger.pause")
    wait_paused(page, paused, "the page never paused")
    time.sleep(NEWS_S + 1)
    debugger.send("Debugger.resume")
    debugger.detach()
    page.wait_for_timeout(1000)  # the timers overdue after the freeze have run
    assert news.count() == 1, "the news went as the page thawed"
    expect(news).to_have_count(0, timeout=(NEWS_S + 10) * 1000)  # and it still goes by itself
    guard.assert_clean()
