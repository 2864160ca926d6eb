"""Two tabs on one game never lose or double an action: each follows the other."""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import BrowserContext, Page, expect

from browsing import PageGuard
from helpers import button, check_board, idle, record
from rabattues import dames
from saves_helpers import CONFLICT, FOLLOWED, import_record, open_app

# ─── Two tabs on one game ───────────────────────────────────────────────────────────────────


def settle(pages: list[Page], timeout_s: float = 30) -> str:
    """Wait until every page is idle and shows the same position (they follow each other)."""
    deadline = time.monotonic() + timeout_s
    while True:
        for p in pages:
            idle(p)
        positions = {p.locator("#board").get_attribute("data-position") for p in pages}
        if len(positions) == 1 and all(p.get_attribute("body", "data-idle") == "true" for p in pages):
            return positions.pop() or ""
        assert time.monotonic() < deadline, f"the tabs did not agree: {positions}"
        pages[0].wait_for_timeout(100)


def test_two_tabs_follow_each_other_and_never_lose_an_action(context: BrowserContext,
                                                             guard: PageGuard) -> None:
    """Two tabs on the same saved game: each sees the other's moves; when both throw at once, every
    action is either kept or its tab is told it was not; nothing is doubled, both end up equal."""
    first = context.new_page()
    open_app(first, guard, "/?seed=41")
    second = context.new_page()
    open_app(second, guard, "/")  # resumes the game played last: the same one
    assert record(second) == record(first)
    for mover, watcher in [(first, second), (second, first), (first, second)]:
        before = len(record(mover)["actions"])
        button(mover, "Throw").click()
        idle(mover)
        position = mover.locator("#board").get_attribute("data-position") or ""
        expect(watcher.locator("#board")).to_have_attribute("data-position", position)
        idle(watcher)
        expect(watcher.locator(".message-info", has_text=FOLLOWED)).to_be_visible()
        assert len(record(watcher)["actions"]) == before + 1
        check_board(watcher)
    outcomes = []
    for _round in range(4):
        for p in (first, second):  # clear the last round's messages and announcements
            p.evaluate("() => { document.querySelectorAll('#messages .dismiss').forEach(b => b.click());"
                       " document.getElementById('live').textContent = ''; }")
        before = record(first)["actions"]
        first.locator("#throw").click()
        second.locator("#throw").click()
        position = settle([first, second])
        after = record(first)["actions"]
        told = sum(p.locator(".message-error", has_text=CONFLICT).count() for p in (first, second))
        announced = [p.locator("#live").inner_text() for p in (first, second)]
        assert after[:len(before)] == before  # nothing rewritten
        added = len(after) - len(before)
        if told:  # one tab's throw came too late: it was not kept, and that tab says so
            assert (added, told) == (1, 1), (before, after, told)
        elif added == 1:
            followed = [p.locator(".message-info", has_text=FOLLOWED).count() > 0 for p in (first, second)]
            if all(announced):  # both threw from the same position: the seed gives the same throw, kept once
                assert announced[0] == announced[1], announced
            else:  # the other tab's throw reached this one as it was clicked: it shows it, and says so
                assert [bool(a) for a in announced] == [not f for f in followed], (announced, followed)
        else:  # one after the other: both kept
            assert added == 2 and all(announced) and announced[0] != announced[1], (after, announced)
        outcomes.append((added, told))
        state = check_board(first)
        check_board(second)
        assert dames.format_position(state.position) == position
    print("two tabs throwing at once: (actions added, tabs told):", outcomes)
    guard.assert_clean()




def test_two_tabs_playing_different_dice_at_once(context: BrowserContext, guard: PageGuard) -> None:
    """Real dice typed in two tabs at the same moment (4-3 in one, 6-1 in the other, from the same
    position): exactly one throw is kept, and the other tab says its throw was not kept (or, if the
    first throw reached it before its own, that the game moved on); both then show the same game."""
    first = context.new_page()
    open_app(first, guard, "/?seed=1")
    start = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
    import_record(first, {"preset": "charpentier-1699", "seed": 5, "dice": "typed", "start": start})
    second = context.new_page()
    open_app(second, guard, "/")
    assert record(second) == record(first)
    for round_ in range(3):
        for p in (first, second):
            p.evaluate("() => document.querySelectorAll('#messages .dismiss').forEach(b => b.click())")
        before = record(first)["actions"]
        shown = first.locator("#board").get_attribute("data-position")
        first.locator("#throw-grid [data-throw='43']").click()
        # At once, as far as a test can: the position the second tab showed when its click landed.
        seen = second.evaluate("""() => {
            const shown = document.querySelector('#board').dataset.position;
            document.querySelector("#throw-grid [data-throw='61']").click();
            return shown;
        }""")
        settle([first, second])
        after = record(first)["actions"]
        if seen != shown:  # the first tab's throw had reached the second, which then threw on from it
            assert after == [*before, "43", "61"], (before, after)
            check_board(first)
            check_board(second)
            continue
        assert after[:len(before)] == before and len(after) == len(before) + 1, (before, after)
        kept = after[-1]
        assert kept in ("43", "61"), kept
        loser = second if kept == "43" else first
        said = loser.locator(".message-error", has_text=CONFLICT).count() + \
            loser.locator(".message-info", has_text=FOLLOWED).count()
        assert said == 1, (round_, kept, loser.locator("#messages").inner_text())
        print("round", round_, "kept", kept, "the other tab said:", loser.locator("#messages").inner_text())
        check_board(first)
        check_board(second)
    guard.assert_clean()
