"""Untrusted input: hostile addresses and imported files only ever get a clear message in the
page — never a stack trace, a blank page, a half-applied game, or HTML interpreted. Saved records
are the third input; e2e/test_saves.py covers them."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import Browser, Page, expect

from browsing import ARTIFACTS, PageGuard, returning, wait_ready
from helpers import button, check_board, idle, record
from rabattues import api
from rabattues.dames.record import loads

MAX_MESSAGE = 400  # web/js/saves/rescue.js: longer messages are cut
EX3 = "2.0.2.3.3.3/2.2s.2.3.3s.3/w"
PWNED = "window.__pwned"


@pytest.fixture(scope="module")
def page(module_page: Page) -> Page:
    return module_page


def nothing_interpreted(page: Page) -> None:
    """No hostile markup became an element, no script ran, no stack trace is shown, messages are short."""
    assert page.evaluate(PWNED) is None
    assert page.locator("#messages img, #messages script, #messages b, #status img").count() == 0
    assert page.locator("[onerror], img[src='x'], script:not([src])").count() == 0
    text = page.locator("body").inner_text()
    for trace in ("Traceback", "    at ", "Error: ", "undefined", "[object Object]"):
        assert trace not in text, trace
    for message in page.locator("#messages .message span").all_inner_texts():
        assert 0 < len(message) <= MAX_MESSAGE, message[:100]


def plays(page: Page) -> dict[str, Any]:
    """A whole, valid game is shown (CPython replays its record to the board) and a throw works."""
    shown = check_board(page)
    assert not shown.is_terminal()
    before = len(record(page)["actions"])
    button(page, "Throw").click()
    idle(page)
    assert len(record(page)["actions"]) == before + 1
    check_board(page)
    return record(page)


# (address, text the page must say, what the game must be: a dict of record fields, or "fallback")
HOSTILE_URLS: list[tuple[str, str, dict[str, Any] | str]] = [
    ("?seed=-1", 'The seed "-1"', {"preset": "charpentier-1699"}),
    ("?seed=9007199254740992", 'The seed "9007199254740992"', {}),
    ("?seed=1e3&preset=modern", 'The seed "1e3"', {"preset": "modern"}),
    ("?seed=%3Cimg%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E", 'The seed "<img src=x onerror', {}),
    ("?preset=constructor", "constructor", "fallback"),
    ("?preset=" + "A" * 20_000, "too long to read", "fallback"),  # over the address limit: not read at all
    ("?computer=%3Cscript%3Ewindow.__pwned%3D2%3C%2Fscript%3E", "<script>window.__pwned=2</script>", {}),
    ("?%3Cb%3Eloud%3C%2Fb%3E=1&seed=8", 'unknown setting "<b>loud</b>"', {"seed": 8}),
    ("?seed=77&preset=modern&position=not-a-position", "could not start a game", "fallback"),
    ("?seed=77&position=0.0.0.0.0.0/2.2.2.3.3.3/w", "could not start a game", "fallback"),
    ("?seed=77&position=" + "2s." * 3000, "too long to read", "fallback"),
    ("?seed=77&position=%00%00", "could not start a game", "fallback"),
    ("?seed=1&preset=modern&embed=1&dice=77&options=%7B%22cube%22%3Afalse%7D", 'unknown setting "embed"',
     {"seed": 1, "preset": "modern"}),
    (f"?seed=5&position={EX3}&preset=tric-trac", 'The rules "tric-trac"', {"seed": 5, "start": EX3}),
]


@pytest.mark.parametrize(("query", "said", "game"), HOSTILE_URLS, ids=lambda v: str(v)[:40])
def test_hostile_address(page: Page, module_guard: PageGuard, query: str, said: str,
                         game: dict[str, Any] | str) -> None:
    """Each hostile address: the page is ready, says what was wrong (as text), and shows a whole
    game — the one asked for, with only the refused setting left out, or else no game of it at all
    (never one half made of it)."""
    if page.url.startswith("http"):  # no game saved: the fallback is a new game, not an older one
        page.evaluate("() => localStorage.clear()")
    page.goto("/" + query)
    wait_ready(page, guard=module_guard)
    idle(page)
    expect(page.locator("#messages")).to_contain_text(said[:MAX_MESSAGE - 100])
    nothing_interpreted(page)
    shown = record(page)
    assert loads(json.dumps(shown)).actions == ()
    if game == "fallback":  # the engine refused the settings: a fresh default game, nothing of the address
        assert shown["seed"] != 77 and "start" not in shown and shown["preset"] == "charpentier-1699"
    else:
        assert isinstance(game, dict)
        for key, value in game.items():
            assert shown[key] == value, (key, shown)
    plays(page)
    assert page.evaluate("location.search") == ""  # a reload resumes, it does not apply the address again
    module_guard.assert_clean()


def import_file(page: Page, name: str, content: bytes) -> float:
    """Choose a file in Import; the seconds until the page says something."""
    count = page.locator("#messages .message").count()
    start = time.monotonic()
    page.locator("#import-file").set_input_files(
        files=[{"name": name, "mimeType": "application/json", "buffer": content}])
    expect(page.locator("#messages .message")).not_to_have_count(count)
    idle(page)
    return time.monotonic() - start


@pytest.fixture
def fresh(page: Page, module_guard: PageGuard) -> Page:
    """A new game of seed 3, its messages dismissed."""
    page.goto("/?seed=3")
    wait_ready(page, guard=module_guard)
    idle(page)
    page.evaluate("() => document.querySelectorAll('#messages .dismiss').forEach(b => b.click())")
    return page


BAD_FILES: list[tuple[str, bytes, str]] = [
    ("html", b'<img src=x onerror="window.__pwned=3"><script>window.__pwned=4</script>', "not JSON"),
    ("json-with-html", json.dumps({"format": 1, "preset": "<img src=x onerror=window.__pwned=5>", "rules": {},
                                   "seed": 1, "actions": []}).encode(), "<img src=x onerror"),
    ("nested", b"[" * 200_000, "not JSON"),
    ("escaped-quotes", b'"' + b'\\"' * 400_000 + b"[" * 40, "not JSON"),  # quadratic for a backtracking regex
    ("binary", os.urandom(4096), "not"),
    ("empty", b"", "not JSON"),
    ("future", json.dumps({"format": 2, "preset": "modern", "rules": {}, "seed": 1, "actions": []}).encode(),
     "newer"),
    ("utf-16", json.dumps({"format": 1, "preset": "modern", "rules": {}, "seed": 1,
                           "actions": []}).encode("utf-16"), "UTF-16 or UTF-32"),  # as the command line
]


@pytest.mark.parametrize(("kind", "content", "said"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_hostile_file_is_refused_as_text(fresh: Page, module_guard: PageGuard, kind: str, content: bytes,
                                         said: str) -> None:
    """A file that is not a record: refused with the engine's reason, shown as text; the game shown
    is untouched and plays on."""
    page = fresh
    before = record(page)
    import_file(page, f"{kind}.json", content)
    alert = page.locator(".message-error")
    expect(alert).to_contain_text("not a game record")
    expect(alert).to_contain_text(said)
    nothing_interpreted(page)
    assert record(page) == before
    plays(page)
    module_guard.assert_clean()


@pytest.mark.parametrize("megabytes", [1.5, 5])
def test_huge_file_is_refused_at_once(fresh: Page, module_guard: PageGuard, megabytes: float) -> None:
    """A file over the size limit (limits.file_bytes) is not even read: refused at once with a message."""
    page = fresh
    before = record(page)
    import_file(page, "huge.json", b" " * int(megabytes * 1_000_000) + b"{}")
    # Refused by its size alone (no reason from the engine: it was never asked).
    expect(page.locator(".message-error")).to_contain_text(f"too large to be a game record ({megabytes} MB)")
    assert record(page) == before
    nothing_interpreted(page)
    plays(page)
    module_guard.assert_clean()


def test_a_record_with_a_byte_order_mark_is_imported(fresh: Page, module_guard: PageGuard) -> None:
    """UTF-8 with a byte-order mark: imported, as the command line replays it (files.decode_file)."""
    page = fresh
    game = json.loads(api.new_game(json.dumps({"seed": 21})))
    game = json.loads(api.act(json.dumps(game["record"]), "throw"))
    import_file(page, "marked.json", json.dumps(game["record"]).encode("utf-8-sig"))
    expect(page.locator(".message-info")).to_contain_text("Game imported")
    news, panel = page.locator("#messages").bounding_box(), page.locator(".panel").bounding_box()
    assert news and panel and news["x"] + news["width"] <= panel["x"]  # the panel stays readable
    page.screenshot(path=str(ARTIFACTS / "news-desktop.png"))
    assert record(page) == game["record"]
    plays(page)
    module_guard.assert_clean()


def test_hostile_names_in_a_valid_record_are_shown_as_text(fresh: Page, module_guard: PageGuard) -> None:
    """A valid record whose player names are markup: imported, and the names are shown as text."""
    page = fresh
    names = {"w": "<img src=x onerror=window.__pwned=6>", "b": "<script>window.__pwned=7</script>"}
    game = {"format": 1, "preset": "charpentier-1699", "seed": 12, "dice": "seeded",
            "rules": {"passing": "always", "claim": "automatic", "doubles": "replay", "cube": False,
                      "cube_max": 64, "multipliers": False, "stake": 1},
            "players": {c: {"name": n, "kind": "human"} for c, n in names.items()},
            "start": EX3, "actions": []}
    import_file(page, "names.json", json.dumps(game).encode())
    expect(page.locator(".message-info")).to_contain_text("Game imported")
    assert record(page)["players"]["w"]["name"] == names["w"]
    expect(page.locator("#status")).to_contain_text(names["w"])  # White is to throw
    nothing_interpreted(page)
    button(page, "Throw").click()
    idle(page)
    nothing_interpreted(page)
    check_board(page)
    module_guard.assert_clean()


EMBED_HOSTILE = [
    ("preset=" + "B" * 7000, 'The rules "' + "B" * 39 + "…\" in the address do not exist"),
    ("position=%E2%80%AE" + "9." * 3000,
     'The position "\u2068\u202e' + "9." * 39 + "…\u2069\" in the address is not valid"),
]


@pytest.mark.parametrize(("query", "said"), EMBED_HOSTILE, ids=["long-preset", "long-rtl-position"])
def test_the_embed_quotes_a_hostile_value_short_and_isolated(browser: Browser, base_url: str, query: str,
                                                             said: str) -> None:
    """An address any site may frame: a value of thousands of characters is quoted cut short, and a
    right-to-left override stays inside its isolate (U+2068 … U+2069)."""
    context = returning(browser.new_context(base_url=base_url))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/embed.html?" + query)
    wait_ready(page, guard=guard)
    error = page.locator("#embed-error")
    expect(error).to_contain_text(said)
    text = error.inner_text()
    assert len(text) < MAX_MESSAGE, len(text)
    assert "\u202e" not in text.replace("\u2068\u202e", "")
    assert page.locator("#board .checker").count() == 30
    guard.assert_clean()
    context.close()
