"""Backgammon's XGIDs in the page, in a real Chromium: an XGID pasted in New game (with real and
with seeded dice, refused in words), the position copied as a Position ID and as an XGID, the
note in French and Russian. Expectations come from the XGID's definition read by hand, from GNU
Backgammon's Position ID of the start, or from the engine's replay in CPython of the record the
page saved. Screenshots in e2e/artifacts/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_pages import DESKTOP, ready_page
from browsing import PageGuard, screenshot
from helpers import button, idle, record, record_text
from interop_helpers import START_BLACK_31, START_ID, new_backgammon, replayed_position, shown_position


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A desktop page with the engine ready, motion reduced, the clipboard allowed (the copies read it)."""
    with ready_page(browser, base_url, DESKTOP, ("clipboard-read", "clipboard-write")) as opened:
        yield opened


# ─── 1. XGIDs in the page ────────────────────────────────────────────────────────────────────


def test_a_pasted_xgid_keeps_its_turn_and_typed_dice_and_says_the_cube_is_not_kept(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_BLACK_31)
    data = record(page)
    assert data["start"] == {"position_id": START_ID, "turn": "b"} and data["actions"] == ["31"]
    assert shown_position(page) == replayed_position(record_text(page)) == f"{START_ID}:b"
    expect(page.locator("#board .die")).to_have_count(2)
    note = page.locator(".message-info")
    expect(note).to_contain_text("Started from the XGID: its checkers, Black on roll with 3-1 thrown.")
    expect(note).to_contain_text("Its cube (at 2, owned by Black) is not kept")
    screenshot(page, "bg-xgid-pasted", full_page=False)


def test_an_xgid_in_a_seeded_game_says_its_dice_are_not_kept(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="seeded", pasted=START_BLACK_31)
    idle(page)
    assert record(page)["actions"] == [] and record(page)["start"]["turn"] == "b"
    expect(page.locator(".message-info")).to_contain_text("Its dice (3-1) are not kept")
    expect(button(page, "Throw")).to_be_visible()


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
    # centred at 2⁰ (a game starts so), no score, no Jacoby, money, largest cube 64 = 2⁶.
    expected = "XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:0:0:0:0:6"
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
    for lang, words in (("fr", "Son videau (à 2, à Noir) n'est pas repris"), ("ru", "не взят")):
        page.locator("#language").select_option(lang)
        new_backgammon(page, dice="typed", pasted=START_BLACK_31)
        idle(page)
        expect(page.locator(".message-info").last).to_contain_text(words)
