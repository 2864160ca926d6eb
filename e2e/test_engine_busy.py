"""One slow engine call does not cut off the other pages that share the engine: a long review runs
in slices, between which the engine answers every page (their pings first), and it tells them it
is busy, so that a page waiting behind a long call takes it for busy, not dead.

Two tabs of one browser share the engine. One opens a finished backgammon game of 199 actions
(random legal moves, made by the engine in CPython): its review takes seconds in CPython and tens
of seconds in the page. Meanwhile the other tab plays: its throws are answered while the review
goes on, and it never says the engine stopped. Were the engine to answer the long call whole, the
other tab would hear nothing for longer than the 10 s a ping may wait, say "The game engine stopped
answering", and offer to restart it.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from playwright.sync_api import BrowserContext, expect

from bg_helpers import REVIEW_TIMEOUT_MS
from browsing import PageGuard, wait_ready
from helpers import button, check_board, idle, record
from rabattues.backgammon.actions import Move, format_action
from rabattues.backgammon.record import loads, new_record
from rabattues.backgammon.review import game_review
from rabattues.kernel.actions import Opening, Throw


def long_game(seed: int = 5) -> dict[str, Any]:
    """A finished typed-dice backgammon game of random legal moves (seed 5: 199 actions)."""
    draw = random.Random(seed)
    record = new_record(seed=1, dice="typed")
    state, actions = record.initial_state(), []
    while not state.is_terminal():
        if state.opening:
            action: Any = Opening(draw.randint(1, 6), draw.randint(1, 6))
        elif state.dice is None:
            action = Throw((draw.randint(1, 6), draw.randint(1, 6)))
        else:
            action = Move(draw.choice(state.moves().moves).text)  # type: ignore[union-attr]
        state = state.step(action).state
        actions.append(format_action(action))
    return {**record.to_json(), "actions": actions}


def test_a_long_review_in_one_tab_leaves_the_other_playing(context: BrowserContext,
                                                           guard: PageGuard) -> None:
    game = long_game()
    assert len(game["actions"]) == 199
    other = context.new_page()
    other.goto("/?seed=12")
    wait_ready(other, guard=guard)
    idle(other)
    reviewing = context.new_page()
    reviewing.goto("/")
    wait_ready(reviewing, guard=guard)
    reviewing.locator("#import-file").set_input_files(
        files=[{"name": "long.json", "mimeType": "application/json", "buffer": json.dumps(game).encode()}])
    review = reviewing.locator("#bg-review")
    expect(review).to_have_attribute("data-state", "working")
    started = time.monotonic()
    # The other tab throws three times while the review is computed, each answered in seconds.
    other.bring_to_front()
    for throws in range(1, 4):
        button(other, "Throw").click()
        idle(other, 15_000)
        assert len(record(other)["actions"]) == throws
        assert review.get_attribute("data-state") == "working", "the review ended before the other tab played"
    print(f"\nthree throws answered {time.monotonic() - started:.1f} s into the review")
    check_board(other)
    # It waits in the background, longer than a ping may (10 s), and is never taken for dead.
    expect(review).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
    print(f"review ready after {time.monotonic() - started:.1f} s")
    for page in (other, reviewing):
        expect(page.locator("#messages .message-error")).to_have_count(0)
        expect(page.locator("#messages")).not_to_contain_text("stopped answering")
    expected = game_review(loads(json.dumps(game)))  # the same review, in CPython
    assert reviewing.locator("#bg-review .review-svg .hit").count() == len(expected["points"]) > 0
    button(other, "Throw").click()
    idle(other)
    assert len(record(other)["actions"]) == 4
    guard.assert_clean()
