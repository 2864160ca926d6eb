"""Saved as you go: a reload resumes exactly, export then import gives the same game, the
saved-games list, bad files and bad addresses are said in plain text, and nothing is ever
fetched from outside the site. Animations stay on here (the default motion setting)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from helpers import button, check_board, idle, moves_shown, new_game, record, throw_always


@pytest.fixture(scope="module")
def page(module_page: Page) -> Page:
    return module_page


DICE = "ds => ds.map(d => [d.dataset.value, d.dataset.half, d.dataset.status])"
CHECKERS = "cs => cs.map(c => c.dataset.key + c.getAttribute('transform')).sort()"
CUBE = "c => [c.dataset.value, c.dataset.owner, c.classList.contains('hidden')]"


def snapshot(page: Page) -> dict[str, Any]:
    """Everything a player sees of the game: board, dice, cube, status, moves, score facts."""
    return {
        "position": page.locator("#board").get_attribute("data-position"),
        "label": page.locator("#board").get_attribute("aria-label"),
        "dice": page.eval_on_selector_all("#board .die", DICE),
        "checkers": page.eval_on_selector_all("#board .checker", CHECKERS),
        "cube": page.eval_on_selector("#board .cube", CUBE),
        "status": page.locator("#status").inner_text(),
        "moves": moves_shown(page),
        "facts": page.locator(".facts").inner_text(),
    }


def play(page: Page, actions: int) -> None:
    for number in range(actions):
        idle(page)
        button(page, throw_always(page, {"n": number}) or "Throw").click()
    idle(page)


def test_reload_in_the_middle_resumes_identically(page: Page, module_guard: PageGuard) -> None:
    page.goto("/?seed=42&preset=modern")
    wait_ready(page, guard=module_guard)
    play(page, 9)
    check_board(page)
    before = snapshot(page)
    saved = record(page)
    page.reload()
    wait_ready(page, guard=module_guard)
    idle(page)
    assert snapshot(page) == before
    assert record(page) == saved
    check_board(page)
    # The game goes on, here with the space bar; the throw is announced to screen readers.
    expect(page.get_by_role("button", name="Throw", exact=True)).to_be_visible()
    page.locator("body").press("Space")
    idle(page)
    assert len(record(page)["actions"]) == len(saved["actions"]) + 1
    who, dice, words = re.match(r"(\w+) (\d-\d): (.*)", moves_shown(page)[-1]).groups()  # type: ignore[union-attr]
    expect(page.locator("#live")).to_have_text(f"{who} throws {dice}: {words}")
    check_board(page)
    module_guard.assert_clean()


def test_export_then_import_gives_the_same_game(page: Page, module_guard: PageGuard, tmp_path: Path) -> None:
    play(page, 3)
    with page.expect_download() as download:
        button(page, "Export").click()
    path = tmp_path / "game.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported == record(page)
    before = snapshot(page)
    new_game(page, seed=1)
    play(page, 2)
    assert snapshot(page)["position"] != before["position"]
    page.locator("#import-file").set_input_files(str(path))
    idle(page)
    # The game exported is still saved here: importing it opens that game, it is not saved twice.
    expect(page.locator(".message-info")).to_contain_text("already saved here")
    assert record(page) == exported
    check_board(page)
    after = snapshot(page)
    assert {k: v for k, v in after.items() if k != "dice"} == {k: v for k, v in before.items() if k != "dice"}
    module_guard.assert_clean()


def test_a_bad_file_is_refused_in_plain_text(page: Page, module_guard: PageGuard) -> None:
    position = page.locator("#board").get_attribute("data-position")
    bad = {"format": 1, "preset": "<img src=x onerror=alert(1)>", "rules": {}, "seed": 1, "actions": []}
    page.locator("#import-file").set_input_files(
        files=[{"name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(bad).encode()}])
    alert = page.locator(".message-error")
    expect(alert).to_contain_text("not a game record this app can open")
    expect(alert).to_contain_text("<img")  # shown as text, never as HTML
    assert page.locator("#messages img").count() == 0
    expect(page.locator("#board")).to_have_attribute("data-position", position or "")
    page.locator(".message-error button").first.click()
    expect(alert).to_have_count(0)
    module_guard.assert_clean()


def test_saved_games_can_be_resumed_and_deleted(page: Page, module_guard: PageGuard) -> None:
    idle(page)
    shown = record(page)
    button(page, "Saved games").click()
    dialog = page.locator("#saved-dialog")
    expect(dialog).to_be_visible()
    games = dialog.locator("li.saved")
    count = games.count()
    assert count >= 2, count  # the reloaded game and the seed-1 game (the import was the first again)
    # Resume the oldest (the seed-42 game, also imported since: same record, one save).
    games.nth(count - 1).get_by_role("button", name="Resume").click()
    expect(dialog).to_be_hidden()
    idle(page)
    check_board(page)
    resumed = record(page)
    assert resumed["seed"] == 42
    # Delete a game that is not shown.
    button(page, "Saved games").click()
    seed_one = dialog.locator("li.saved", has_text="Seed 1 ")
    seed_one.first.get_by_role("button", name="Delete").click()
    expect(dialog.locator("li.saved")).to_have_count(count - 1)
    button(page, "Close").click()
    expect(dialog).to_be_hidden()
    assert shown["seed"] == 42 or shown != resumed
    module_guard.assert_clean()


def test_bad_address_settings_are_said_and_the_game_still_works(page: Page, module_guard: PageGuard) -> None:
    page.goto("/?seed=abc&preset=tric-trac&colour=red")
    wait_ready(page, guard=module_guard)
    idle(page)
    messages = page.locator("#messages")
    expect(messages).to_contain_text('The seed "abc"')
    expect(messages).to_contain_text('The rules "tric-trac"')
    expect(messages).to_contain_text('unknown setting "colour"')
    assert record(page)["preset"] == "charpentier-1699"
    play(page, 2)
    check_board(page)
    module_guard.assert_clean()


def test_no_request_leaves_the_site(page: Page, module_guard: PageGuard) -> None:
    """Everything above (boots, games, reloads, downloads) stayed on the site's own origin."""
    assert module_guard.foreign_requests == []
    module_guard.assert_clean()
