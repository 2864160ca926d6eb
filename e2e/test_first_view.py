"""The first view: the board is drawn before the engine is ready, already in the shape
and the turn it keeps (a phone's narrow board, the player's flip), and already in the player's
language: drawn once, never redrawn another way when the rest of the page arrives."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser

from browsing import PageGuard, returning, wait_ready

PHONE = {"viewport": {"width": 375, "height": 667}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}

# What the board showed when the page marked it drawn, kept for the test (before the engine is ready).
RECORD_FIRST_VIEW = """
new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName('board-drawn').length) return;
  const svg = document.querySelector('#board');
  window.firstView = {viewBox: svg.getAttribute('viewBox'), bottom: svg.dataset.bottom,
                      state: document.body.dataset.state,
                      lang: document.documentElement.lang};
  observer.disconnect();
}).observe({type: 'mark', buffered: true});
"""
FINAL_VIEW = """() => { const svg = document.querySelector('#board');
  return {viewBox: svg.getAttribute('viewBox'), bottom: svg.dataset.bottom}; }"""


CASES = [(PHONE, True, "en"), (PHONE, False, "fr"), (DESKTOP, True, "ru")]


@pytest.mark.parametrize(("device", "flipped", "lang"), CASES, ids=["phone-flip", "phone-fr", "desktop-ru"])
def test_the_first_view_is_drawn_as_it_stays(browser: Browser, base_url: str, device: dict[str, Any],
                                             flipped: bool, lang: str) -> None:
    context = returning(browser.new_context(base_url=base_url, **device))
    guard = PageGuard(base_url).attach(context)
    context.add_init_script(f"""if (location.pathname === '/') {{
        localStorage.setItem('rabattues:flip', {'"flipped"' if flipped else '""'});
        localStorage.setItem('rabattues:lang', {lang!r});
        {RECORD_FIRST_VIEW}}}""")
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    first = page.evaluate("window.firstView")
    assert first is not None, "the page never marked its board drawn"
    assert first["state"] == "loading", "the board was drawn only once the engine was ready"
    assert first["lang"] == lang
    final = page.evaluate(FINAL_VIEW)
    assert {k: first[k] for k in final} == final, "the board was drawn again in another shape or turn"
    # Two humans: White is at the bottom unless the board is turned.
    assert final["bottom"] == ("b" if flipped else "w")
    width, height = (float(x) for x in final["viewBox"].split()[2:])
    assert (height > width) == (device is PHONE), final["viewBox"]  # the phone's board is taller than wide
    guard.assert_clean()
    context.close()
