"""Nothing lost: saves of every version open; damaged saves are set aside (their text kept for
export) while the other games and the app go on.

Storage is set up through the real page: a same-origin document (build.json) writes the keys,
then the app opens (saves_helpers.py). Storage refused or full: test_storage_refused.py; two
tabs: test_tabs.py; a reload between actions: test_reload.py; the default seed: test_seed_kept.py.
"""

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
from helpers import button, check_board, idle, record, throw_always
from rabattues.dames.record import loads
from saves_helpers import (
    ASIDE,
    BAD_ID,
    CURRENT,
    GAME,
    GOOD_ID,
    example,
    game_of,
    messages,
    open_app,
    put_storage,
    storage,
)

# ─── Every version of a save opens ──────────────────────────────────────────────────────────


@pytest.mark.parametrize("version", [0, 1])
def test_stored_saves_of_every_version_open(page: Page, guard: PageGuard, version: int) -> None:
    """e2e/data/saves-v<N>.json: the game in progress opens exactly as the engine replays its record,
    is rewritten in the current version (same record, creation time kept) and plays on."""
    items = example(version)
    game_id, stored_record = game_of(items)
    put_storage(page, items)
    open_app(page, guard)
    assert record(page) == stored_record
    state = check_board(page)  # the board is CPython's replay of the stored record
    assert state == loads(json.dumps(stored_record)).final_state()
    saved = json.loads(storage(page)[GAME + game_id])
    assert saved["save"] == 1 and saved["record"] == stored_record
    if version == 0:
        index = json.loads(items["rabattues:index"])
        assert saved["created"] == index[0]["created"]
        assert "rabattues:index" not in storage(page)  # migrated away
    else:  # already current: its record now names its game, so it is saved once more (the next rev,
        before = json.loads(items[GAME + game_id])  # its creation kept), its view as the engine drew it
        unchanged = {"view": None, "record": None, "rev": None, "updated": None}
        assert {**saved, **unchanged} == {**before, **unchanged} and saved["rev"] == before["rev"] + 1
        assert saved["view"]["position"] == before["view"]["position"] and "table" in saved["view"]
    assert "set aside" not in messages(page)
    button(page, "Saved games").click()
    expect(page.locator("#saved-dialog li.saved")).to_have_count(1)
    button(page, "Close").click()
    button(page, throw_always(page, {}) or "Throw").click()
    idle(page)
    assert record(page)["actions"][:-1] == stored_record["actions"]
    check_board(page)
    guard.assert_clean()


# ─── Damaged saves are set aside ────────────────────────────────────────────────────────────


def _bad_saves() -> dict[str, tuple[str, str]]:
    """Damaged or hand-edited saves: (raw stored text, a fragment of the reason shown)."""
    _, good = game_of(example(1))
    save = {"save": 1, "rev": 3, "created": 1, "updated": 2, "view": None}

    def with_record(**changes: Any) -> str:
        return json.dumps({**save, "record": {**good, **changes}})

    return {
        "invalid-json": ('{"save": 1, "rev": 3, "record": {"format": 1, "preset": "mod', "not valid JSON"),
        "not-an-object": ("[1, 2, 3]", "not a JSON object"),
        "wrong-types": (with_record(seed="7"), "bad seed"),
        "impossible-action": (with_record(actions=[*good["actions"], "77"]), "'77'"),
        "record-from-the-future": (with_record(format=2), "format 2"),
        "save-from-the-future": (json.dumps({**save, "save": 2, "record": good}), "newer version"),
        "hostile-text": (with_record(preset="<img src=x onerror=window.__pwned=1>"), "<img src=x"),
    }


BAD = _bad_saves()


@pytest.mark.parametrize("kind", list(BAD))
def test_a_damaged_save_is_set_aside_and_the_rest_goes_on(page: Page, guard: PageGuard, kind: str) -> None:
    """The damaged save is the one being played (the worst case): it is moved aside with a clear
    message, its raw text can be exported exactly, the other save is untouched and resumes, and
    the app starts a new game."""
    raw, why = BAD[kind]
    good = example(1)
    put_storage(page, {**good, GAME + BAD_ID: raw, CURRENT: json.dumps(BAD_ID)})
    open_app(page, guard)
    alert = page.locator(".message-error", has_text="set aside")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text(why)  # shown as text, whatever it contains
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#messages img, #messages script").count() == 0
    stored = storage(page)
    assert GAME + BAD_ID not in stored
    assert json.loads(stored[ASIDE + BAD_ID])["raw"] == raw
    assert stored[GAME + GOOD_ID] == good[GAME + GOOD_ID]  # the other game: byte for byte
    # The raw text, exported exactly as it was stored.
    with page.expect_download() as download:
        alert.get_by_role("button", name="Export its text").click()
    path = download.value.path()
    assert Path(path).read_text(encoding="utf-8") == raw
    # The app plays: a new game is shown, and the other save resumes.
    assert record(page)["actions"] == []
    button(page, "Saved games").click()
    games = page.locator("#saved-dialog li.saved")
    seed_99 = re.compile(r"Seed\s99(?!\d)")  # not the new game's seed, should it begin with 99
    resume = games.filter(has_text=seed_99).get_by_role("button", name="Resume")
    resume.click()
    page.wait_for_function("(id) => JSON.parse(localStorage.getItem('rabattues:current')) === id",
                           arg=GOOD_ID, polling=100)
    idle(page)
    _, good_record = game_of(good)
    assert record(page) == good_record
    check_board(page)
    # Forget it: gone from storage, and no message at the next visit.
    alert.get_by_role("button", name="Forget it").click()
    expect(alert).to_have_count(0)
    assert ASIDE + BAD_ID not in storage(page)
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    assert "set aside" not in messages(page)
    assert record(page) == good_record
    guard.assert_clean()


def test_a_damaged_save_not_being_played_is_set_aside_at_start(page: Page, guard: PageGuard) -> None:
    """A damaged save that is not the current game is found when the page starts, set aside and said;
    the current game resumes as it was."""
    raw, _ = BAD["invalid-json"]
    good = example(1)
    put_storage(page, {**good, GAME + BAD_ID: raw})
    open_app(page, guard)
    expect(page.locator(".message-error", has_text="set aside")).to_be_visible()
    _, good_record = game_of(good)
    assert record(page) == good_record
    assert json.loads(storage(page)[ASIDE + BAD_ID])["raw"] == raw
    button(page, "Saved games").click()
    expect(page.locator("#saved-dialog li.saved")).to_have_count(1)
    guard.assert_clean()


def test_a_stored_view_of_the_wrong_shape_is_not_drawn(page: Page, guard: PageGuard) -> None:
    """The stored view is drawn before the engine is ready: a hand-edited one is ignored (the
    board is drawn from the start, then from the engine's replay) and the game is not lost."""
    good = example(1)
    saved = json.loads(good[GAME + GOOD_ID])
    saved["view"] = {"position": "x", "sides": {"w": {"points": "<b>"}}, "turn": "w"}
    put_storage(page, {**good, GAME + GOOD_ID: json.dumps(saved)})
    open_app(page, guard)
    assert record(page) == {"game": "dames-rabattues", **saved["record"]}
    check_board(page)
    assert "set aside" not in messages(page)
    guard.assert_clean()
