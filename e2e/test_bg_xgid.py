"""Backgammon's XGIDs in the page, in a real Chromium: an XGID pasted in New game (its dice and
cube kept with real and with seeded dice, its review's graph from the start, a cube the rules
refuse said not kept, refused in words), the position copied as a Position ID and as an
XGID, the note in French and Russian. Expectations come from the XGID's definition read by hand,
from GNU Backgammon's Position ID of the start, or from the engine's replay in CPython of the
record the page saved. Screenshots in e2e/artifacts/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_helpers import REVIEW_TIMEOUT_MS, check_bg_board, play_human_turn
from bg_pages import DESKTOP, ready_page
from browsing import PageGuard, screenshot
from helpers import button, idle, record, record_text
from interop_helpers import START_BLACK_31, START_ID, new_backgammon, replayed_position, shown_position
from rabattues.kernel import dice as seeded
from rabattues.kernel.cube import Cube


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A desktop page with the engine ready, motion reduced, the clipboard allowed (the copies read it)."""
    with ready_page(browser, base_url, DESKTOP, ("clipboard-read", "clipboard-write")) as opened:
        yield opened


# ─── 1. XGIDs in the page ────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("dice", ["typed", "seeded"])
def test_a_pasted_xgid_keeps_its_turn_its_dice_and_its_cube(desktop: tuple[Page, PageGuard],
                                                            dice: str) -> None:
    page, _ = desktop
    new_backgammon(page, dice=dice, pasted=START_BLACK_31)
    data = record(page)
    start = {"position_id": START_ID, "turn": "b", "dice": [3, 1], "cube": {"value": 2, "owner": "b"}}
    assert data["start"] == start and data["actions"] == []
    assert shown_position(page) == replayed_position(record_text(page)) == f"{START_ID}:b"
    faces = page.locator("#board .die").evaluate_all("ns => ns.map((n) => Number(n.dataset.value))")
    assert sorted(faces) == [1, 3]
    cube = page.locator("#board .cube")
    expect(cube).to_have_attribute("data-value", "2")
    expect(cube).to_have_attribute("data-owner", "b")
    expect(page.locator("#status")).to_contain_text("Black to move 3-1")
    note = page.locator(".message-info")
    expect(note).to_contain_text("Started from the XGID: its checkers, Black on roll with 3-1 thrown.")
    expect(note).to_contain_text("Its cube too: at 2, owned by Black.")
    screenshot(page, f"bg-xgid-pasted-{dice}", full_page=False)


def test_a_seeded_game_from_an_xgid_plays_on_with_the_seeds_dice(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="seeded", seed=7, pasted=START_BLACK_31)
    played = play_human_turn(page)  # Black's 3-1
    button(page, "Throw").click()
    idle(page)
    first = "".join(map(str, seeded.dice(7, 0, 2)))  # the seed's die 0 and 1: its first throw
    assert record(page)["actions"] == [played, first]
    state = check_bg_board(page)  # the page's board is CPython's replay of its record
    assert state.cube == Cube(2, "b")


def test_the_review_of_a_game_from_an_xgid_with_dice_starts_at_it(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="seeded", seed=7, pasted=START_BLACK_31)
    play_human_turn(page)  # Black's 3-1: the game's first action, no throw before it
    button(page, "Review the game").click()
    expect(page.locator("#bg-review")).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
    hits = page.locator("#bg-review .review-svg .hit")
    expect(hits).to_have_count(1)  # the start, Black with his 3-1 thrown (White has not thrown yet)
    expect(hits.first).to_have_attribute("data-n", "0")


def test_a_cube_the_game_cannot_have_is_said_not_kept(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="seeded", pasted=START_BLACK_31, cube=False)
    assert "cube" not in record(page)["start"] and record(page)["start"]["dice"] == [3, 1]
    expect(page.locator(".message-info")).to_contain_text(
        "Its cube (at 2, owned by Black) is not kept: this game is played without the cube")


@pytest.mark.parametrize(("text", "words"), [
    ("XGID=-o----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", "checkers"),
    ("XGID=<b>bold</b>", "bad XGID"),
    # A cube past 2⁶ is refused in a line, at once: its exponent is checked before 2 ** exponent
    # (4,000,000,000 took 17 s and grew the worker by gigabytes).
    ("XGID=-b----E-C---eE---c-e----B-:4000000000:0:1:00:0:0:0:0:10", "a number of more than 4 digits"),
    ("XGID=-b----E-C---eE---c-e----B-:7:0:1:00:0:0:0:0:10", "its cube is 2^7, the largest is 64"),
    # Both players on the bar facing closed boards: throws would pass forever.
    ("XGID=aBBBBBB-----Bb-----bbbbbbA:0:0:1:00:0:0:0:0:10", "neither player can ever move in this position"),
])
def test_an_xgid_that_cannot_start_a_game_is_refused_in_words(desktop: tuple[Page, PageGuard], text: str,
                                                              words: str) -> None:
    page, _ = desktop
    new_backgammon(page, pasted=text, refused=True)
    error = page.locator("#new-error")
    expect(error).to_contain_text(words)
    expect(error).not_to_contain_text("Traceback")
    assert page.locator("#new-error b").count() == 0, "markup is shown as text"
    button(page, "Cancel").click()


def test_the_position_is_copied_as_a_position_id_and_as_an_xgid(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_BLACK_31)
    idle(page)
    button(page, "Copy the position").click()
    expect(page.locator(".message-info").last).to_contain_text(f"GNU Backgammon Position ID: {START_ID}")
    assert page.evaluate("navigator.clipboard.readText()") == START_ID
    button(page, "Copy the XGID").click()
    # By the XGID's definition: the start (symmetrical), O (Black) on roll (−1) with 31, the cube
    # at 2¹ on O's side (−1), as pasted; no score, no Jacoby, money, largest cube 64 = 2⁶.
    expected = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:6"
    expect(page.locator(".message-info").last).to_contain_text(expected)
    assert page.evaluate("navigator.clipboard.readText()") == expected


def test_the_copy_xgid_button_is_only_for_backgammon(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    expect(page.locator("#copy-xgid")).to_be_hidden()  # the 1699 game shown first
    new_backgammon(page)
    idle(page)
    expect(page.locator("#copy-xgid")).to_be_visible()


def test_the_xgid_note_in_french_and_russian(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    for lang, words in (("fr", "Son videau aussi\u00a0: à 2, chez Noir."), ("ru", "Куб тоже из него: на 2")):
        page.locator("#language").select_option(lang)
        new_backgammon(page, dice="typed", pasted=START_BLACK_31)
        idle(page)
        expect(page.locator(".message-info").last).to_contain_text(words)
