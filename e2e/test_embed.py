"""The embeddable board: the examples page frames it, it replays the 1699 examples throw by
throw showing the engine's (CPython's) positions, it can be played on, it stores nothing in the
reader's browser, and it explains any bad value of its address. Framed by another site, in frames
of any size: test_embed_framed.py.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Frame, Page, Route, expect

from bg_pages import PHONE
from browsing import PageGuard, returning, screenshot, wait_ready
from helpers import frame_ready
from rabattues.dames import format_position
from rabattues.dames.options import preset as preset_options
from rabattues.dames.record import loads

START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
EXAMPLE_1 = ["43", "11", "51", "54"]


def positions(start: str, throws: list[str], preset: str = "charpentier-1699") -> list[str]:
    """The positions after each throw, replayed by the engine in CPython from a typed-dice record."""
    record = {"format": 1, "preset": preset, "rules": preset_options(preset).to_json(), "seed": 0,
              "dice": "typed", "start": start, "actions": throws}
    game = loads(json.dumps(record))
    return [start] + [format_position(step.state.position) for step in game.steps()]


def idle(frame: Frame | Page) -> None:
    frame.wait_for_selector("body[data-idle='true']", timeout=30_000)


def storage_used(frame: Frame | Page) -> dict[str, Any]:
    used: dict[str, Any] = frame.evaluate(
        "async () => ({local: localStorage.length, session: sessionStorage.length,"
        " databases: (await indexedDB.databases()).length,"
        " workers: (await navigator.serviceWorker.getRegistrations()).length})")
    return used


def test_examples_page_replays_example_1(browser: Browser, base_url: str) -> None:
    context = browser.new_context(base_url=base_url, reduced_motion="reduce",
                                  viewport={"width": 900, "height": 1000})
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    link = page.locator("a[href='./examples.html']")
    expect(link).to_be_visible()
    link.click()
    page.wait_for_url("**/examples.html")
    frames = page.locator("iframe.board-frame")
    expect(frames).to_have_count(3)
    sources = [frames.nth(i).get_attribute("src") or "" for i in range(3)]
    assert all(s.startswith("./embed.html?") for s in sources), sources
    # Each snippet is an <iframe> of the embed page at this site's address, with its settings.
    for i, source in enumerate(sources):
        code = page.locator("textarea.code").nth(i).input_value()
        assert code.startswith(f'<iframe src="{base_url}/embed.html?') and code.endswith("</iframe>"), code
        assert source.removeprefix("./embed.html?").replace("&", "&amp;") in code, (source, code)
    # Credited to both: the English text and worked examples Lalanne signed, the rules Charpentier
    # published (1698 or 1699: the sources disagree).
    caption = page.locator("figcaption").first
    expect(caption).to_contain_text("the English text signed by Philippe Lalanne (2004)")
    expect(caption).to_contain_text("Henri Charpentier published in Paris in 1698 or 1699")
    expect(page.locator("figcaption a.cite").first).to_have_attribute("href", "./rules.html#src-lalanne-2004")

    frames.first.scroll_into_view_if_needed()
    frame = page.frame_locator("#ex1")
    ex1 = next(f for f in page.frames if "dice=43+11+51+54" in f.url)
    frame_ready(ex1)
    expected = positions(START, EXAMPLE_1)
    board = frame.locator("#board")
    expect(board).to_have_attribute("data-position", expected[0])
    expect(frame.locator("#embed-step")).to_have_text("The start")  # example 1 gives throws from the start
    for step in range(1, 5):
        frame.get_by_role("button", name="Next", exact=True).click()
        idle(ex1)
        expect(board).to_have_attribute("data-position", expected[step])
        expect(frame.locator("#embed-step")).to_have_text(f"Step {step} of 4")
    # The 1699 text, in the app's words: the second ace passes to White, who unstacks on his 1.
    frame.get_by_role("button", name="Previous", exact=True).click()
    idle(ex1)
    frame.get_by_role("button", name="Previous", exact=True).click()
    idle(ex1)
    expect(board).to_have_attribute("data-position", expected[2])
    move = frame.locator("#embed-move")
    expect(move).to_contain_text("Black 1-1: unstacks on 1")
    expect(move).to_contain_text(re.compile(r"the second (1|ace) passes to White, who unstacks on 1"))
    expect(move).to_contain_text("Black throws again")
    frame.get_by_role("button", name="Next", exact=True).click()
    idle(ex1)
    expect(move).to_contain_text("cannot use it")
    frame.get_by_role("button", name="Next", exact=True).click()
    idle(ex1)
    # "W has now unstacked 4 completely, 5 once" (RULES.md §10, Example 1).
    white = expected[4].split("/")[0].split(".")
    assert (white[3], white[4]) == ("3", "3s"), white
    expect(frame.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    screenshot(page, "examples-page", full_page=False)
    assert storage_used(ex1)["local"] == 0
    guard.assert_clean()
    context.close()


def test_examples_2_and_3_end_where_the_text_says(browser: Browser, base_url: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    for start, throw, words in (("2.2.2.3.3s.3/2.2s.2.3.3s.3s/w", "52", "unstacks on 5 and bears off from 2"),
                                ("2.0.2.3.3.3/2.2s.2.3.3s.3/w", "42", "passes to Black, who unstacks on 2")):
        page.goto(f"/embed.html?preset=charpentier-1699&position={start}&dice={throw}")
        wait_ready(page, guard=guard)
        idle(page)
        page.get_by_role("button", name="Next", exact=True).click()
        idle(page)
        expect(page.locator("#board")).to_have_attribute("data-position", positions(start, [throw])[1])
        expect(page.locator("#embed-move")).to_contain_text(words)
    guard.assert_clean()
    context.close()


def test_play_on_from_a_step_stores_nothing(browser: Browser, base_url: str) -> None:
    # Service workers allowed, so that an embed registering one would be seen (storage_used).
    context = browser.new_context(service_workers="allow", base_url=base_url, reduced_motion="reduce",
                                  viewport={"width": 640, "height": 480})
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/embed.html?dice=43+11&step=2")
    wait_ready(page, guard=guard)
    idle(page)
    at = positions(START, ["43", "11"])[2]
    expect(page.locator("#board")).to_have_attribute("data-position", at)
    page.get_by_role("button", name="Play from here", exact=True).click()
    idle(page)
    throws: list[str] = []
    for _ in range(6):
        page.get_by_role("button", name="Throw", exact=True).click()
        idle(page)
        found = re.match(r"(White|Black) (\d)-(\d)", page.locator("#embed-move").inner_text())
        assert found, page.locator("#embed-move").inner_text()
        throws.append(found.group(2) + found.group(3))
    # The throws shown, replayed in CPython from the step's position, give the board shown.
    expect(page.locator("#board")).to_have_attribute("data-position", positions(at, throws)[-1])
    assert storage_used(page) == {"local": 0, "session": 0, "databases": 0, "workers": 0}
    page.get_by_role("button", name="Back to the example", exact=True).click()
    expect(page.locator("#board")).to_have_attribute("data-position", at)
    screenshot(page, "embed-640x480", full_page=False)
    guard.assert_clean()
    context.close()


def test_bad_address_values_are_explained(browser: Browser, base_url: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce",
                                            viewport={"width": 480, "height": 360}))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    cases = [
        ("position=9.9.9/x/q&dice=43", ['The position "9.9.9/x/q" in the address is not valid']),
        ("dice=43+77+11", ['Throw 2 ("77") in the address cannot be played']),
        # A bad throw is reported when the position is bad too.
        ("position=9.9.9/x/q&dice=43+77", ['The position "9.9.9/x/q" in the address is not valid',
                                          'Throw 2 ("77") in the address cannot be played']),
        ("preset=chess&colour=red", ['The rules "chess" in the address do not exist',
                                     'unknown setting "colour"']),
    ]
    for query, messages in cases:
        page.goto(f"/embed.html?{query}")
        wait_ready(page, guard=guard)
        error = page.locator("#embed-error")
        expect(error).to_be_visible()
        for message in messages:
            expect(error).to_contain_text(message)
        # Never a blank frame: the board is drawn, with its checkers.
        assert page.locator("#board .checker").count() == 30
        screenshot(page, "embed-bad-" + query.split("=")[0], full_page=False)
    # Playing from a position with no throws has no example to go back to.
    page.goto("/embed.html?preset=modern&mode=play")
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.get_by_role("button", name="Back to the example", exact=True)).to_have_count(0)
    expect(page.locator("#embed-error")).to_be_hidden()
    # The throws before the bad one are still replayed.
    page.goto("/embed.html?dice=43+77+11")
    wait_ready(page, guard=guard)
    page.get_by_role("button", name="Next", exact=True).click()
    idle(page)
    expect(page.locator("#board")).to_have_attribute("data-position", positions(START, ["43"])[1])
    expect(page.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    guard.assert_clean()
    context.close()


@pytest.mark.dedicated_engine  # a route sees a dedicated worker's requests, not a shared one's
def test_a_position_of_the_address_is_never_preceded_by_the_start(page: Page) -> None:
    """Until the engine has read the address's position (its notation is a rule, not the page's),
    the board is drawn empty, never the start in its place; an address without one shows the
    start at once. The runtime's WebAssembly is held back, so the engine never answers here."""

    def hold(route: Route) -> None:
        """Leave the request unanswered."""

    page.route("**/pyodide/pyodide.asm.wasm", hold)
    page.goto("/embed.html?preset=charpentier-1699&position=2.0.2.3.3.3/2.2s.2.3.3s.3/w&dice=42")
    expect(page.locator("#embed-move")).to_have_text("Loading the rules engine…")
    expect(page.locator("#board .point")).to_have_count(12)
    page.wait_for_timeout(500)  # the page's first modules have run: nothing more comes without the engine
    assert page.locator("#board .checker").count() == 0
    assert page.get_attribute("#board", "data-position") is None
    expect(page.locator("#board")).to_have_attribute("aria-label", "Loading the rules engine…")
    page.goto("/embed.html?preset=charpentier-1699&dice=42")
    expect(page.locator("#embed-move")).to_have_text("Loading the rules engine…")
    expect(page.locator("#board .checker")).to_have_count(30)
    expect(page.locator("#board")).to_have_attribute("data-position", START)


def test_a_portrait_phone_frame_gets_the_phones_board(browser: Browser, base_url: str) -> None:
    """On a phone, a frame as tall as it is wide draws the phone's board, whose numbers and counts
    are drawn large enough to read (the wide board scaled down wrote them about 5 px high)."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **PHONE)
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/embed.html?dice=43+11+51+54&step=2")
    frame_ready(page.main_frame)
    expect(page.locator("#board")).to_have_class(re.compile(r"\bnarrow\b"))
    heights = page.locator("#board text").evaluate_all(
        """ns => ns.filter((n) => /^[0-9]$/.test(n.textContent.trim()))
                  .map((n) => n.getBoundingClientRect().height).filter((h) => h > 0)""")
    assert len(heights) >= 12 and min(heights) >= 10, heights  # the 12 point numbers, the counts
    assert page.evaluate("document.documentElement.scrollWidth") <= (PHONE["viewport"]["width"])
    screenshot(page, "embed-phone", full_page=False)
    guard.assert_clean()
    context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_small_frame_shows_the_whole_caption_and_its_controls_on_one_row(browser: Browser, base_url: str,
                                                                          lang: str) -> None:
    """A 300 × 260 frame: the step's words wrap instead of being cut, Previous, Next and the link are
    signs on one row with Play from here, and the board's numbers and stack counts read at 8.5 px or more."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", device_scale_factor=2,
                                  viewport={"width": 300, "height": 260}, is_mobile=True, has_touch=True)
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto(f"/embed.html?dice=43+11&step=2&lang={lang}")
    frame_ready(page.main_frame)
    text = page.locator(".embed-text")
    expect(text).to_contain_text("2")
    assert len(text.inner_text()) > 80  # long enough to need more than one line at this width
    cut = text.evaluate("t => t.scrollWidth > t.clientWidth || t.scrollHeight > t.clientHeight + 1 "
                        "|| getComputedStyle(t).textOverflow === 'ellipsis'")
    assert not cut
    scrolled = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
    assert scrolled == [300, 260], scrolled
    controls = ("#embed-prev", "#embed-next", "#embed-play", "#embed-open")
    boxes = [page.locator(s).bounding_box() for s in controls]
    assert all(boxes) and len({round(b["y"] + b["height"] / 2) for b in boxes if b}) == 1, boxes
    previous = "Previous" if lang == "en" else "Précédent"
    expect(page.get_by_role("button", name=previous, exact=True)).to_be_visible()  # a sign, named by its word
    sizes = page.locator("#board .num, #board .badge text").evaluate_all(
        "ns => ns.map((n) => parseFloat(getComputedStyle(n).fontSize) * n.getScreenCTM().a)")
    assert len(sizes) >= 12 and min(sizes) >= 8.5, sorted(sizes)[:3]
    screenshot(page, f"embed-300x260-{lang}", full_page=False)
    guard.assert_clean()
    context.close()
