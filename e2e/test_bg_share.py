"""Backgammon leaving the page and coming back, in a real Chromium: the share link opened in a
fresh browser, real dice typed in, the saved-games list, export then import, and the tap that
plays the higher die (the keyboard the lower). Each board shown is compared with the engine's
replay in CPython of the record the page saved. Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from bg_helpers import saved_view as view_of
from bg_pages import DESKTOP
from browsing import PageGuard, screenshot, wait_ready
from helpers import button, idle, record, record_text
from interop_helpers import (
    START_ID,
    drag,
    new_backgammon,
    play_moves,
    replayed_position,
    shown_position,
)

# ─── 3. Share link, typed dice, saved games, export and import ───────────────────────────────


def test_the_share_link_opens_the_backgammon_game_in_a_fresh_browser(
        desktop: tuple[Page, PageGuard], browser: Browser, base_url: str) -> None:
    page, _ = desktop
    new_backgammon(page, seed=11)
    play_moves(page, 4)
    shared = record_text(page)
    button(page, "Share this game").click()
    expect(page.locator("#share-dialog")).to_be_visible()  # the link is written before the dialog opens
    link = page.locator("#share-link").input_value()
    assert "#game=" in link, link
    button(page, "Close").click()
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP)
    guard = PageGuard(base_url).attach(context)
    other = context.new_page()
    other.goto(link)
    wait_ready(other, guard=guard)
    expect(other.locator(".message-info")).to_contain_text("A shared game")
    idle(other)
    assert json.loads(record_text(other)) == json.loads(shared)
    expect(other.locator("#board")).to_have_attribute("data-game", "backgammon")
    # The link opens at the game's last position, the stepping bar leading back through it.
    assert shown_position(other) == replayed_position(shared)
    expect(other.locator("#status")).to_have_text(re.compile(r"^Step (\d+) of \1: "))
    button(other, "Previous").click()
    before = json.loads(shared)
    last_line = 2 if "/" in before["actions"][-1] else 1  # a move is written in its throw's line
    before["actions"] = before["actions"][:-last_line]
    expect(other.locator("#board")).to_have_attribute("data-position", replayed_position(json.dumps(before)))
    screenshot(other, "bg-shared-link-opened", full_page=False)
    button(other, "Back to the game").click()
    idle(other)
    assert shown_position(other) == replayed_position(shared)
    guard.assert_clean()
    context.close()


def test_a_game_with_real_dice_typed_in(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="typed")
    idle(page)
    page.get_by_role("button", name="White's die: 3").click()
    page.get_by_role("button", name="Black's die: 1").click()  # the opening: White starts with 31
    idle(page)
    drag(page, "8", "5", "w")
    drag(page, "6", "5", "w")
    button(page, "Confirm").click()
    idle(page)
    button(page, "6 and 4").click()  # Black's throw, one tap
    idle(page)
    data = record(page)
    assert data["dice"] == "typed" and data["actions"] == ["o31", "8/5 6/5", "64"]
    assert shown_position(page) == replayed_position(record_text(page))
    expect(page.locator("#fact-seed")).to_have_text("real dice, typed in")


def test_the_saved_games_list_names_the_backgammon_game_and_opens_it(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=5)
    play_moves(page, 2)
    kept = record_text(page)
    button(page, "New game").click()  # a 1699 game, played on: both are kept
    page.locator("#new-dialog input[name=game][value=dames-rabattues]").check()
    button(page, "Start game").click()
    expect(page.locator("#new-dialog")).to_be_hidden()
    idle(page)
    button(page, "Throw").click()
    idle(page)
    button(page, "Saved games").click()
    item = page.locator("#saved-list li.saved").filter(has_text="Backgammon")
    expect(item).to_have_count(1)
    expect(item).to_contain_text("Backgammon · Seed 5")
    screenshot(page, "bg-saved-games", full_page=False)
    item.get_by_role("button", name="Resume").click()
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    idle(page)
    assert record_text(page) == kept
    assert shown_position(page) == replayed_position(kept)


def test_export_then_import_a_backgammon_game(desktop: tuple[Page, PageGuard], tmp_path: Path) -> None:
    page, _ = desktop
    new_backgammon(page, seed=9)
    play_moves(page, 3)
    with page.expect_download() as download:
        button(page, "Export").click()
    path = tmp_path / "backgammon.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported == record(page) and exported["game"] == "backgammon"
    page.evaluate("localStorage.clear()")  # another browser: nothing saved
    page.reload()
    wait_ready(page)
    idle(page)
    page.locator("#import-file").set_input_files(str(path))
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    idle(page)
    assert record(page) == exported
    assert shown_position(page) == replayed_position(json.dumps(exported))


# ─── 4. The second tap ───────────────────────────────────────────────────────────────────────


def test_a_tap_plays_the_higher_die_and_a_second_tap_the_other(desktop: tuple[Page, PageGuard]) -> None:
    """White 31 at the start: his back checker (24) can use either die; a tap plays the 3 (24/21),
    a second tap on it the 1 (21/20): the move 24/20, which the engine's list holds."""
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_ID)
    idle(page)
    button(page, "3 and 1").click()
    idle(page)
    moves = {m["move"]: m for m in view_of(page)["moves"]}
    assert "24/20" in moves and any([s["die"] for s in p] == [3, 1] for p in moves["24/20"]["paths"])
    white = page.locator("#board .checker[data-player=w]")
    page.locator("#board .area[data-place='24']").click()
    expect(white.and_(page.locator("[data-place='21']"))).to_have_count(1)
    expect(white.and_(page.locator("[data-place='24']"))).to_have_count(1)
    expect(page.locator("#board .die.used")).to_have_attribute("data-value", "3")
    page.locator("#board .area[data-place='21']").click()
    expect(white.and_(page.locator("[data-place='20']"))).to_have_count(1)
    button(page, "Confirm").click()
    idle(page)
    assert record(page)["actions"] == ["31", "24/20"]
    assert shown_position(page) == replayed_position(record_text(page))


def test_the_keyboard_still_chooses_the_lower_die(desktop: tuple[Page, PageGuard]) -> None:
    """Enter selects the checker instead; Enter on 23 plays the 1 first (24/23), as the engine allows."""
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_ID)
    idle(page)
    button(page, "3 and 1").click()
    idle(page)
    page.locator("#board .area[data-place='24']").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .target[data-point='23']")).to_have_count(1)
    page.locator("#board .area[data-place='23']").focus()
    page.keyboard.press("Enter")
    white = page.locator("#board .checker[data-player=w]")
    expect(white.and_(page.locator("[data-place='23']"))).to_have_count(1)
    expect(page.locator("#board .die.used")).to_have_attribute("data-value", "1")
