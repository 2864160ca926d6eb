"""Reviewing a finished game and stepping through it, in both games, as lichess and GNU Backgammon
show one: the end banner's Review opens the review, which starts on the first screen, and the
banner goes while stepping; whatever is clicked in the review or the move list (a decision, a
point of the graph, a line), the board stays wholly on the screen (a laptop: beside the review; a
phone: on top, the review scrolling under it), the status line says the step it shows with the
move list's number and words, and the steps are counted as the move list counts its lines (a
backgammon throw and its move are one). Backgammon's review lists only GNU's marked errors, each
with its moves ranked, each a button to the position after it, which CPython's engine gives too.
A step is drawn at once: no animation, Previous and Next never disabled. Screenshots at 1280×800,
375 and 320 px, both games, in e2e/artifacts/ (review-<game>-<size>.png).
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from analysis_helpers import finished
from bg_helpers import HUMAN_VS_COMPUTER, REVIEW_TIMEOUT_MS, played_to_the_end
from bg_pages import open_page
from browsing import screenshot
from helpers import button, import_text
from rabattues import api
from rabattues.backgammon.record import loads
from rabattues.backgammon.review import game_review
from rabattues.dames import format_position
from rabattues.dames.record import loads as dames_loads

TOUCH = {"device_scale_factor": 2, "is_mobile": True, "has_touch": True}
SIZES = {"1280": {"viewport": {"width": 1280, "height": 800}},
         "375": {"viewport": {"width": 375, "height": 667}, **TOUCH},
         "320": {"viewport": {"width": 320, "height": 568}, **TOUCH}}
STEP = re.compile(r"Step (\d+)")


def dames_text() -> str:
    """A whole modern game of the 1699 rules whose players erred now and then (seed 20)."""
    return finished(20).dumps()


@cache
def backgammon_text() -> str:
    """A seeded backgammon game played to its end against the computer, in CPython (seed 3: 75
    actions, nine errors, each a move; a short game keeps the review's time in the page short)."""
    config = {"game": "backgammon", "seed": 3, "players": HUMAN_VS_COMPUTER}
    answer = json.loads(api.new_game(json.dumps(config)))
    return json.dumps(played_to_the_end(answer["record"]))


@cache
def backgammon_review() -> dict[str, Any]:
    """The engine's review of that game in CPython, made once for the three sizes."""
    return game_review(loads(backgammon_text()))


def lines_of(text: str) -> int:
    """The steps of a game as a player counts its lines: an action a line, but a backgammon move,
    which is written in the line of the throw (or opening) that gave its dice."""
    actions = json.loads(text)["actions"]
    moves = sum("/" in a for a in actions) if json.loads(text).get("game") == "backgammon" else 0
    return len(actions) - moves


def in_view(page: Page, target: Locator | str) -> None:
    """The element is wholly on the screen: its bounding box inside the window."""
    box = (page.locator(target) if isinstance(target, str) else target).bounding_box()
    height = (page.viewport_size or {"height": 0})["height"]
    assert box is not None, target
    assert box["y"] >= -1 and box["y"] + box["height"] <= height + 1, (target, box, height)


def open_review(page: Page, text: str, box: str) -> None:
    """Import a finished game; its banner's Review opens the review, which starts on the first screen."""
    import_text(page, "game.json", text)
    expect(page.locator(box)).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    button(banner, "Review").click()
    expect(banner).to_be_hidden()
    top = page.locator(box).bounding_box()
    assert top is not None and 0 <= top["y"] < (page.viewport_size or {"height": 0})["height"] - 60, top


def shows_step(page: Page, target: Locator, step: int, lines: int) -> None:
    """Clicking `target` shows step `step`: the move list's line marked, the status line its number
    and words, no banner, the board wholly on the screen."""
    target.click()
    line = page.locator("#move-list li.entry").nth(step - 1)  # numbered by its place: the step-th line
    expect(line.get_by_role("button")).to_have_attribute("aria-current", "step")
    expect(page.locator("#status")).to_have_text(f"Step {step} of {lines}: {line.inner_text()}")
    expect(page.locator("#stepbar")).to_be_visible()
    expect(page.locator("#banner")).to_be_hidden()
    in_view(page, "#board")


def step_named(target: Locator, attribute: str | None = None) -> int:
    """The step a review's button or graph point names ("Step 12")."""
    found = STEP.match((target.get_attribute(attribute) if attribute else target.inner_text()) or "")
    assert found, target
    return int(found.group(1))


def walk_the_review(page: Page, box: str, decisions: str, lines: int) -> None:
    """A decision, a point of the graph and a line of the move list, each shown with the board in view."""
    expect(page.locator("#move-list li.entry")).to_have_count(lines)
    decision = page.locator(decisions).first.get_by_role("button").first
    shows_step(page, decision, step_named(decision), lines)
    point = page.locator(f"{box} .review-svg .hit").nth(4)
    shows_step(page, point, step_named(point, "aria-label"), lines)
    shows_step(page, page.locator("#move-list li.entry").nth(2).get_by_role("button"), 3, lines)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_1699_review_keeps_the_board_in_view(browser: Browser, base_url: str, size: str) -> None:
    page, guard = open_page(browser, base_url, "/", SIZES[size])
    text = dames_text()
    open_review(page, text, "#review")
    walk_the_review(page, "#review", "#review-decisions li", lines_of(text))
    page.locator("#review-decisions li").nth(1).get_by_role("button").click()
    expect(page.locator("#status")).to_contain_text("Step ")
    screenshot(page, f"review-dames-{size}", full_page=False)
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_backgammon_review_ranks_each_errors_moves(browser: Browser, base_url: str,
                                                       size: str) -> None:
    page, guard = open_page(browser, base_url, "/", SIZES[size])
    text = backgammon_text()
    review = backgammon_review()
    errors = [d for d in review["decisions"] if d["mark"]]
    assert errors, "the seeded game has errors to read"
    open_review(page, text, "#bg-review")
    expect(page.locator("#bg-review .review-svg .hit")).to_have_count(len(review["points"]))
    listed = page.locator("#bg-review-errors li[data-n]")
    expect(listed).to_have_count(len(errors))  # only GNU's marked errors: no 0.000 listed
    numbers = [listed.nth(i).get_attribute("data-n") for i in range(len(errors))]
    assert numbers == [str(d["n"]) for d in errors]
    # Dice are written one way, the higher first, in the review and in the move list.
    for words in [*listed.all_inner_texts(), *page.locator("#move-list li.entry").all_inner_texts()]:
        assert all(a >= b for a, b in re.findall(r"\b(\d)-(\d)\b", words)), words
    walk_the_review(page, "#bg-review", "#bg-review-errors li[data-n]", lines_of(text))
    move = next(d for d in errors if d["kind"] == "move")
    alternatives(page, text, move, lines_of(text))
    screenshot(page, f"review-backgammon-{size}", full_page=False)
    guard.assert_clean()
    page.context.close()


def alternatives(page: Page, text: str, error: dict[str, Any], lines: int) -> None:
    """An error's moves ranked as the engine ranks them; one not played shows the position after
    it (CPython's), and Next the move played."""
    item = page.locator(f"#bg-review-errors li[data-n='{error['n']}']")
    rows = item.locator("table.ranked tr:has(td)")
    ranked = error["alternatives"]
    expect(rows).to_have_count(len(ranked))
    moves = rows.locator("td:nth-child(2)").all_inner_texts()
    shown = [m.removesuffix(" (played)") for m in moves]
    assert shown == [r["move"] for r in ranked]
    expect(item.locator("tr.played")).to_contain_text(error["played"])
    other = next(r["move"] for r in ranked if r["move"] != error["played"])
    record = json.loads(text)
    before = {**record, "actions": record["actions"][: error["n"] - 1]}
    after = json.loads(api.act(json.dumps(before), other))
    item.get_by_role("button", name=other, exact=True).click()
    expect(page.locator("#board")).to_have_attribute("data-position", after["view"]["position"])
    step = step_named(item.get_by_role("button").first)
    instead = rf"^Step {step} of {lines}, not played: .*{re.escape(other)}"
    expect(page.locator("#status")).to_contain_text(re.compile(instead))
    in_view(page, "#board")
    button(page, "Next").click()
    played = json.loads(api.view_at(text, str(error["n"])))
    expect(page.locator("#board")).to_have_attribute("data-position", played["view"]["position"])
    expect(page.locator("#status")).to_contain_text(f"Step {step} of {lines}: ")


def position_after(text: str, n: int) -> str:
    """The 1699 position after action n of a record, replayed in CPython."""
    data = json.loads(text)
    state = dames_loads(json.dumps({**data, "actions": data["actions"][:n]})).final_state()
    return format_position(state.position)


def test_a_step_is_drawn_at_once(browser: Browser, base_url: str) -> None:
    """Animations on (no reduced motion): stepping forward and back animates nothing on the board,
    and Previous and Next are never disabled meanwhile; each step is CPython's position."""
    page, guard = open_page(browser, base_url, "/", SIZES["1280"], motion="no-preference")
    text = dames_text()
    import_text(page, "game.json", text)
    button(page.locator("#banner"), "Close").click()
    board = page.locator("#board")
    page.locator("#move-list li.entry").nth(9).get_by_role("button").click()
    expect(board).to_have_attribute("data-position", position_after(text, 10))
    page.evaluate("""() => {
        window.seen = {animations: 0, disabled: 0};
        const animate = Element.prototype.animate;
        Element.prototype.animate = function (...args) {
            if (this.closest('#board')) window.seen.animations++;
            return animate.apply(this, args);
        };
        const watch = new MutationObserver(() => {
            for (const id of ['step-prev', 'step-next'])
                if (document.getElementById(id).disabled) window.seen.disabled++;
        });
        for (const id of ['step-prev', 'step-next'])
            watch.observe(document.getElementById(id), {attributes: true, attributeFilter: ['disabled']});
    }""")
    steps = (("Next", 11), ("Next", 12), ("Next", 13), ("Previous", 12), ("Previous", 11), ("Next", 12))
    for name, n in steps:
        button(page, name).click()
        expect(board).to_have_attribute("data-position", position_after(text, n))
    assert page.evaluate("window.seen") == {"animations": 0, "disabled": 0}
    expect(page.locator("#status")).to_contain_text(f"Step 12 of {lines_of(text)}: ")
    guard.assert_clean()
    page.context.close()
