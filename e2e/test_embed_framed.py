"""The embeddable board framed by another site: an article on another origin frames it (its
frame-ancestors is *), the board and its controls fit frames from 300 × 260 to 900 × 600 with no
scrolling, and the game page itself refuses to be framed. The examples page, replays and bad
values: test_embed.py.
"""

from __future__ import annotations

import functools
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, expect

from browsing import ARTIFACTS, PageGuard
from helpers import shown_frame


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_fits_any_frame_of_another_site(browser: Browser, base_url: str, tmp_path: Path) -> None:
    """An article on another origin frames the board (frame-ancestors *); the board and its
    controls fit frames from 300 × 260 to 900 × 600 with no scrolling; the game page itself
    refuses to be framed by another site."""
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1000, "height": 1400})
    guard = PageGuard(base_url).attach(context)
    guard.allowed_console.append("frame-ancestors")  # the refused frame of the game page, expected
    sizes = [(300, 260), (420, 320), (640, 480), (900, 600)]
    frames = "".join(
        f'<iframe id="f{i}" width="{w}" height="{h}" title="board" '
        f'src="{base_url}/embed.html?dice=43+11+51+54&amp;step=1"></iframe>'
        for i, (w, h) in enumerate(sizes))
    article = "<!doctype html><title>An article</title><link rel=icon href=\"data:,\">" \
              f"<p>The game:</p>{frames}" \
              f'<iframe id="game" width="400" height="300" src="{base_url}/"></iframe>'
    # Another origin (another port), on the loopback too: Chromium keeps public pages from
    # framing loopback addresses (local network access), whatever the headers say.
    (tmp_path / "article.html").write_text(article, encoding="utf-8")
    handler = functools.partial(QuietHandler, directory=str(tmp_path))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    page = context.new_page()
    page.goto(f"http://127.0.0.1:{server.server_address[1]}/article.html")
    guard.foreign_requests.clear()  # the article's own address, served above
    for i, (w, h) in enumerate(sizes):
        frame = page.frame_locator(f"#f{i}")
        inner = shown_frame(page.locator(f"#f{i}"))
        fit = inner.evaluate(
            """() => {
                const d = document.documentElement;
                const b = document.querySelector('#board').getBoundingClientRect();
                const buttons = [...document.querySelectorAll('button:not([hidden]), a')]
                    .map(n => n.getBoundingClientRect());
                return {w: innerWidth, h: innerHeight, sw: d.scrollWidth, sh: d.scrollHeight,
                        board: [b.left, b.top, b.right, b.bottom],
                        inside: buttons.every(r => r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5
                                                   && r.bottom <= innerHeight + 0.5),
                        minHeight: Math.min(...buttons.map(r => r.height))};
            }""")
        assert (fit["w"], fit["h"]) == (w, h), fit
        assert fit["sw"] <= w and fit["sh"] <= h, f"the frame scrolls at {w}×{h}: {fit}"
        left, top, right, bottom = fit["board"]
        assert left >= 0 and top >= 0 and right <= w and bottom <= h, fit
        assert fit["inside"], f"a control is outside the {w}×{h} frame: {fit}"
        assert fit["minHeight"] >= 44, fit
        expect(frame.locator("#embed-step")).to_have_text("Step 1 of 4")
    page.locator("#f2").scroll_into_view_if_needed()
    page.locator("#f2").screenshot(path=str(ARTIFACTS / "embed-in-article.png"))
    # The game page is not frameable by another site: its frame stays empty.
    game = page.frame_locator("#game")
    expect(game.locator("#board")).to_have_count(0)
    guard.assert_clean()
    context.close()
    server.shutdown()
    server.server_close()
