"""Facts of the built page, measured in Debian's chromium: what a first view loads, how large a
narrow phone draws the board, how long the shared engine outlives its last page.

- files: the scripts and style sheets the game page loads before its board is drawn (its
  `board-drawn` mark), and one embedded board before it is ready (`embed-ready`), from the page's
  resource timing (the engine's worker loads its own, apart);
- phone: a 320 px wide phone's checker (its width) and a stack's count (its height), in CSS pixels;
- lifetime: a page is closed, its context kept; after each wait, a new page of that context finds
  the engine still running (`body[data-boot=running]`) or boots it again. One context a wait,
  all waiting side by side.

usage: .venv/bin/python bench/page_facts.py [--waits 60,90,120,150,210]   (after `make site`)
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, sync_playwright

from page_timing import (
    ARGS,
    CACHED,
    CHROMIUM,
    ROOT,
    mark,
    ready_and_settled,
    served,
    wait_for,
    wait_for_promise,
)

FIRST_VIEW = """(drawn) => performance.getEntriesByType('resource')
    .filter((e) => /\\.(js|mjs|css)$/.test(new URL(e.name).pathname) && e.responseEnd <= drawn)
    .map((e) => new URL(e.name).pathname)"""


def first_view(browser: Browser, base: str, path: str, marked: str) -> list[str]:
    """The scripts and style sheets a first visit of `path` loaded before its mark `marked`."""
    context = browser.new_context(base_url=base)
    page = context.new_page()
    page.goto(path)
    wait_for(page, f"() => performance.getEntriesByName('{marked}').length > 0", f"{path}'s {marked}")
    files = sorted(page.evaluate(FIRST_VIEW, mark(page, marked)))
    context.close()
    return files


def phone_sizes(browser: Browser, base: str) -> tuple[float, float]:
    """A 320 px phone's checker width and stack count height, in CSS pixels."""
    context = browser.new_context(base_url=base, viewport={"width": 320, "height": 568},
                                  device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto("/?seed=1")
    ready_and_settled(page)
    checker = page.locator("#board .checker").first.bounding_box()
    count = page.locator("#board .badges text").first.bounding_box()
    context.close()
    assert checker and count, "no checker or stack count drawn"
    return checker["width"], count["height"]


def lifetimes(browser: Browser, base: str, waits: list[int]) -> dict[int, str]:
    """For each wait (seconds after its last page closed), how a new page found the engine."""
    opened: list[tuple[int, float, BrowserContext]] = []
    for wait in waits:
        context = browser.new_context(base_url=base)
        page = context.new_page()
        page.goto("/")
        ready_and_settled(page)
        wait_for_promise(page, CACHED, "the service worker's cache")
        page.close()
        opened.append((wait, time.monotonic(), context))
    found = {}
    for wait, closed, context in sorted(opened, key=lambda o: o[0] + o[1]):
        time.sleep(max(0.0, closed + wait - time.monotonic()))
        page = context.new_page()
        page.goto("/")
        ready_and_settled(page)
        found[wait] = str(page.evaluate("document.body.dataset.boot"))
        context.close()
    return found


def main() -> None:
    """Measure each fact once and print it."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--waits", default="60,90,120,150,210")
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args()
    with served(args.site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        print(f"chromium {browser.version}")
        for path, marked in (("/", "board-drawn"), ("/embed.html", "embed-ready")):
            files = first_view(browser, base, path, marked)
            print(f"{path} before {marked}: {len(files)} files ({', '.join(files)})")
        width, height = phone_sizes(browser, base)
        print(f"a 320 px phone: checkers {width:.0f} px wide, a stack's count {height:.0f} px high")
        for wait, boot in lifetimes(browser, base, [int(w) for w in args.waits.split(",")]).items():
            print(f"a page {wait:3d} s after the last one closed: engine {boot}")
        browser.close()


if __name__ == "__main__":
    main()
