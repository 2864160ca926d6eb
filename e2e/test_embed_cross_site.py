"""The embedded boards where articles live: framed by a page of another site (an article on
`localhost` framing the board on `127.0.0.1`: two sites for the browser, which blocks storage in
the frame), each board starts, both games, and stores nothing there; a frame sandboxed with the
tokens the embed's documentation names works too, and one without `allow-same-origin` says what
it needs instead of staying blank.

The article is served by a plain server of its own on `localhost`. Its boards are compared with
the engine's replay in CPython.
"""

from __future__ import annotations

import functools
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, Frame, Page, expect

from browsing import PageGuard
from helpers import frame_ready, shown_frame
from rabattues import api

BOARDS = {
    "dames": "embed.html?dice=43+11+51&step=2",
    "backgammon": "embed.html?game=backgammon&moves=31,8/5 6/5,64,24/18 13/9&step=4&lang=fr",
}


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def article(folder: Path, body: str) -> Iterator[str]:
    """An article page served on `localhost` (another site than the board's 127.0.0.1): its address."""
    (folder / "article.html").write_text(
        f"<!doctype html><title>An article</title><link rel=icon href=\"data:,\">{body}", encoding="utf-8")
    server = ThreadingHTTPServer(("localhost", 0), functools.partial(QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://localhost:{server.server_address[1]}/article.html"
    finally:
        server.shutdown()
        server.server_close()


def frames(base_url: str, sandbox: str | None = None) -> str:
    """One frame a board, each named after its game."""
    extra = "" if sandbox is None else f' sandbox="{sandbox}"'
    return "".join(f'<iframe id="{name}" title="{name}" width="640" height="480"{extra} '
                   f'src="{base_url}/{src.replace("&", "&amp;")}"></iframe>' for name, src in BOARDS.items())


def step_shown(frame: Frame) -> str:
    """The position the frame's board shows (its data-position)."""
    return str(frame.locator("#board").get_attribute("data-position"))


def expected_positions() -> dict[str, str]:
    """Each board's position at the step its address names, replayed in CPython."""
    old = json.loads(api.steps(json.dumps({"preset": "charpentier-1699", "dice": "43+11+51"})))
    bg = json.loads(api.steps(json.dumps({"game": "backgammon", "moves": "31,8/5 6/5,64,24/18 13/9"})))
    return {"dames": old["views"][2]["position"], "backgammon": bg["views"][4]["position"]}


def stored_in_frame(frame: Frame) -> dict[str, Any]:
    """What the frame's context holds: its storage (if it may read it) and its caches' names."""
    result: dict[str, Any] = frame.evaluate("""async () => {
        let local = null;
        try { local = Object.keys(localStorage); } catch (e) { local = 'refused: ' + e.name; }
        let named = null;
        try { named = await caches.keys(); } catch (e) { named = 'refused: ' + e.name; }
        return {local, caches: named, origin: self.origin};
    }""")
    return result


def test_both_boards_start_in_an_article_of_another_site(browser: Browser, base_url: str,
                                                          tmp_path: Path) -> None:
    """Before, in Chromium (not its headless shell, which blocks no storage): "The game engine could
    not start: the engine's worker could not start", both games (the shared worker refused in the
    frame, and the same one tried again). The backgammon board is asked in French (`lang=fr`),
    which it shows and does not remember."""
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1400, "height": 1200})
    guard = PageGuard(base_url).attach(context)
    with article(tmp_path, "<p>Two boards:</p>" + frames(base_url)) as address:
        assert urlsplit(address).hostname != urlsplit(base_url).hostname
        page = context.new_page()
        page.goto(address)
        guard.foreign_requests.clear()  # the article's own address
        wanted = expected_positions()
        for name in BOARDS:
            inner = shown_frame(page.locator(f"#{name}"))
            frame_ready(inner)
            expect(inner.locator("#embed-error")).to_be_hidden()
            assert step_shown(inner) == wanted[name], name
            language = "fr" if "lang=fr" in BOARDS[name] else "en"
            assert inner.evaluate("document.documentElement.lang") == language
            held = stored_in_frame(inner)
            assert held["local"] == [] or str(held["local"]).startswith("refused"), held
            assert held["caches"] == [] or str(held["caches"]).startswith("refused"), held
            inner.locator("#embed-prev").click()  # it steps, on its engine's views
            frame_ready(inner)
            assert step_shown(inner) != wanted[name], name
        guard.assert_clean()
    context.close()


def test_a_sandboxed_frame_with_the_documented_tokens_starts(browser: Browser, base_url: str,
                                                              tmp_path: Path) -> None:
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1400, "height": 1200})
    guard = PageGuard(base_url).attach(context)
    with article(tmp_path, frames(base_url, "allow-scripts allow-same-origin allow-popups")) as address:
        page = context.new_page()
        page.goto(address)
        guard.foreign_requests.clear()
        wanted = expected_positions()
        for name in BOARDS:
            inner = shown_frame(page.locator(f"#{name}"))
            frame_ready(inner)
            assert step_shown(inner) == wanted[name], name
        guard.assert_clean()
    context.close()


@pytest.mark.parametrize("sandbox", ["allow-scripts", ""])
def test_a_frame_sandboxed_without_same_origin_says_what_it_needs(browser: Browser, base_url: str,
                                                                  tmp_path: Path, sandbox: str) -> None:
    """Its origin is `null`: the board's modules are refused (CORS) and nothing ran, a blank frame.
    Now the frame says which tokens the board needs."""
    context = browser.new_context(viewport={"width": 1400, "height": 1200})
    with article(tmp_path, frames(base_url, sandbox)) as address:
        page: Page = context.new_page()
        page.goto(address)
        for name in BOARDS:
            inner = page.frame_locator(f"#{name}")
            expect(inner.locator("body")).to_contain_text("allow-scripts allow-same-origin")
    context.close()
