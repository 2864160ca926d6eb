"""Backgammon's embedded board (embed.html?game=backgammon), in a real Chromium: a position with
its dice, an XGID on a phone, frames of phones' sizes read whole (every word of the board at 9 px or
more, nothing outside the frame), a game replayed step by step as the engine replays it, bad
parameters said in words over a board, and axe. Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import Page, expect

from browsing import PageGuard, screenshot, wait_ready
from helpers import button, idle
from interop_helpers import START_BLACK_31, START_ID, replayed_position, shown_position
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id

STACKS = format_position_id(from_points({6: 7, 8: 3, 13: 5}, {6: 6, 8: 3, 13: 5, 24: 1}))
"""Seven and six checkers on a point: each stack's count written on it."""
FRAMES = {"300x260": (300, 260), "320x480": (320, 480), "375x667": (375, 667), "667x375": (667, 375),
          "740x300": (740, 300)}
# Every word the board writes, at its size on the screen; every box of the frame's controls and words.
READ = """() => {
  const words = [...document.querySelectorAll('#board text')].filter((t) => t.textContent.trim())
    .map((t) => ({what: t.getAttribute('class'),
                  px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a}));
  const boxes = [...document.querySelectorAll('#board, .embed-text, button:not([hidden]), a')].map((n) => {
    const b = n.getBoundingClientRect(); return [n.id || n.className, b.left, b.top, b.right, b.bottom]; });
  const text = document.querySelector('.embed-text');
  return {words, boxes, cut: text.scrollWidth > text.clientWidth || text.scrollHeight > text.clientHeight + 1,
          scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight]};
}"""

# ─── 2. The embedded board ───────────────────────────────────────────────────────────────────


def embed(opened: tuple[Page, PageGuard], query: str, size: tuple[int, int] | None = None,
          ) -> tuple[Page, PageGuard]:
    """An embedded backgammon board opened alone, ready, in the page of the `desktop` or `phone`
    fixture (a returning visitor's, motion reduced), its viewport `size` if given."""
    page, guard = opened
    if size is not None:
        page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"/embed.html?game=backgammon&{query}")
    wait_ready(page, guard=guard)
    idle(page)
    return page, guard


def test_an_embed_shows_a_position_with_its_dice(desktop: tuple[Page, PageGuard]) -> None:
    page, guard = embed(desktop, f"position={START_ID}&dice=31")
    assert shown_position(page) == f"{START_ID}:w"
    faces = page.locator("#board .die").evaluate_all("ns => ns.map(n => n.dataset.value)")
    dice = sorted(int(v) for v in faces)
    assert dice == [1, 3]
    expect(page.locator("#embed-step")).to_have_text("The position given")
    expect(page.locator("#embed-move")).to_contain_text("White to move 3-1")
    expect(page.locator("#embed-error")).to_be_hidden()
    screenshot(page, "bg-embed-position", full_page=False)
    guard.assert_clean()


def test_an_embed_of_a_position_without_dice_says_who_is_on_roll(desktop: tuple[Page, PageGuard]) -> None:
    """A frame offers no throw: the position given names the player on roll, not "to throw"."""
    page, guard = embed(desktop, f"position={START_ID}")
    expect(page.locator("#embed-move")).to_have_text("White on roll")
    expect(page.locator("#embed-actions button")).to_have_count(0)
    guard.assert_clean()


def test_an_embed_of_an_xgid_on_a_phone(phone: tuple[Page, PageGuard]) -> None:
    page, guard = embed(phone, f"position={quote(START_BLACK_31)}")
    assert shown_position(page) == f"{START_ID}:b"
    expect(page.locator("#embed-move")).to_contain_text("Black to move 3-1")
    expect(page.locator("#board .cube")).to_have_attribute("data-value", "2")  # the XGID's cube, Black's
    expect(page.locator("#board .cube")).to_have_attribute("data-owner", "b")
    expect(page.locator("#embed-error")).to_be_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    screenshot(page, "bg-embed-xgid-phone", full_page=False)
    guard.assert_clean()


@pytest.mark.parametrize("size", list(FRAMES))
def test_a_phone_sized_frame_is_read_whole(phone: tuple[Page, PageGuard], size: str) -> None:
    width, height = FRAMES[size]
    page, guard = embed(phone, f"position={STACKS}&dice=31&moves=6/5%208/5,52", (width, height))
    shown = page.evaluate(READ)
    screenshot(page, f"bg-embed-{size}", full_page=False)
    kinds = {w["what"].split()[0] for w in shown["words"]}
    assert {"num", "name", "pips", "count"} <= kinds, kinds  # point numbers, names, pip counts, stack counts
    small = [w for w in shown["words"] if w["px"] < 9]
    assert not small, small
    assert shown["scroll"] == [width, height], shown["scroll"]  # nothing past the frame
    outside = [b for b in shown["boxes"] if b[1] < 0 or b[2] < 0 or b[3] > width + 0.5 or b[4] > height + 0.5]
    assert not outside, outside
    assert not shown["cut"], "the words under the board are cut"
    guard.assert_clean()


def test_an_embed_replays_a_game_step_by_step_as_the_engine_does(desktop: tuple[Page, PageGuard]) -> None:
    actions = ["31", "8/5 6/5", "64", "24/18 13/9", "52", "13/8 13/11"]
    page, guard = embed(desktop, f"moves={quote(', '.join(actions))}")
    expect(page.locator("#embed-step")).to_have_text("The start")  # no position given: the game's start
    assert shown_position(page) == f"{START_ID}:w"
    base = {"format": 1, "game": "backgammon", "preset": "money",
            "rules": {"cube": True, "cube_max": 64, "jacoby": False, "stake": 1}, "seed": 0, "dice": "typed",
            "start": {"position_id": START_ID, "turn": "w"}}
    for n in range(1, len(actions) + 1):
        button(page, "Next").click()
        idle(page)
        expected = replayed_position(json.dumps({**base, "actions": actions[:n]}))
        assert shown_position(page) == expected, f"step {n}"
        expect(page.locator("#embed-step")).to_have_text(f"Step {n} of {len(actions)}")
    expect(page.locator("#embed-move")).to_contain_text("White 5-2: 13/")  # White, Black, then White again
    expect(button(page, "Next")).to_be_disabled()
    screenshot(page, "bg-embed-game", full_page=False)
    guard.assert_clean()


@pytest.mark.parametrize(("query", "words"), [
    ("position=nonsense", 'The position "nonsense" in the address is not valid: bad Position ID'),
    ("moves=31,8/5%206/5,64,24/10", 'Move 4 ("24/10") in the address cannot be played'),
    ("position=4HPwATDgc/ABMA&dice=77", "bad throw '77'"),
    ("colour=red", 'unknown setting "colour"'),
])
def test_an_embed_with_bad_parameters_says_so_and_shows_a_board(desktop: tuple[Page, PageGuard], query: str,
                                                                 words: str) -> None:
    page, guard = embed(desktop, query)
    expect(page.locator("#embed-error")).to_be_visible()
    expect(page.locator("#embed-error")).to_contain_text(words)
    expect(page.locator("#embed-error")).not_to_contain_text("Traceback")
    expect(page.locator("#board .checker")).to_have_count(30)  # never a blank frame
    guard.assert_clean()


# ─── Accessibility ───────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("query", [f"position={quote(START_BLACK_31)}", "moves=31,8/5%206/5,64"])
def test_axe_finds_nothing_on_the_backgammon_embed(desktop: tuple[Page, PageGuard], query: str) -> None:
    from browsing import ROOT

    desktop[0].add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    page, guard = embed(desktop, query)
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]]
    assert found == []
    guard.assert_clean()
