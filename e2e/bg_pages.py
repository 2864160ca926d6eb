"""A page of the app opened ready for a test, on a desktop or a phone: the `desktop` and `phone`
fixtures of every e2e file (conftest.py imports them), and `ready_page` or `open_page` for a test that
opens its own.

The fixtures' pages are made in one returning visitor's context per device and test process (its
engine found running: 0.5 s of CPU a test instead of 1.5 s for a context of its own), left as a new
visitor's storage finds it after each test (`clean_shared`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page

from browsing import CSP_LISTENER, ROOT, PageGuard, clean_shared, returning, wait_ready
from helpers import idle

PHONE = {"viewport": {"width": 375, "height": 667}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}


@contextmanager
def ready_page(browser: Browser, base_url: str, device: dict[str, Any], permissions: tuple[str, ...] = (),
               *, axe: bool = False) -> Iterator[tuple[Page, PageGuard]]:
    """A page of the app on a device, motion reduced (moves shown at once), the engine ready, axe-core
    in it if asked; closed at the end, with nothing foreign, no console error and no CSP violation seen."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **device))
    if permissions:
        context.grant_permissions(list(permissions))
    if axe:  # from npm, before the page's own scripts (the CSP refuses an inline one added later)
        context.add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    idle(page)
    yield page, guard
    guard.assert_clean()
    context.close()


def open_page(browser: Browser, base_url: str, url: str, device: dict[str, Any],
              motion: str = "reduce") -> tuple[Page, PageGuard]:
    """A returning visitor's page at this address on a device, the game ready; the caller closes it."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion=motion, **device))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto(url)
    wait_ready(page, guard=guard)
    idle(page)
    return page, guard


@contextmanager
def seeded_page(browser: Browser, base_url: str, device: dict[str, Any]) -> Iterator[Page]:
    """The game of seed 4 on a device, ready; closed at the end, with nothing foreign seen."""
    page, guard = open_page(browser, base_url, "/?seed=4", device)
    yield page
    guard.assert_clean()
    page.context.close()


def device_context(browser: Browser, base_url: str, device: dict[str, Any]) -> BrowserContext:
    """A returning visitor's context on a device, motion reduced, its pages reporting CSP violations."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **device))
    context.add_init_script(CSP_LISTENER)
    return context


@contextmanager
def kept_page(context: BrowserContext, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A page of the app in a context kept for many tests, the engine ready; after the test, nothing
    foreign, no console error and no CSP violation seen, and the context left clean for the next."""
    guard = PageGuard(base_url).listen(context)
    blank = [p for p in context.pages if p.url == "about:blank"]
    page = blank[0] if blank else context.new_page()
    try:
        page.goto("/")
        wait_ready(page, guard=guard)
        idle(page)
        yield page, guard
        guard.assert_clean()
    finally:
        guard.detach(context)
        clean_shared(context, base_url)


@pytest.fixture(scope="session")
def desktop_context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    """The `desktop` pages' context (one a test process)."""
    context = device_context(browser, base_url, DESKTOP)
    yield context
    context.close()


@pytest.fixture(scope="session")
def phone_context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    """The `phone` pages' context (one a test process)."""
    context = device_context(browser, base_url, PHONE)
    yield context
    context.close()


@pytest.fixture
def desktop(desktop_context: BrowserContext, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A desktop page with the engine ready."""
    with kept_page(desktop_context, base_url) as opened:
        yield opened


@pytest.fixture
def phone(phone_context: BrowserContext, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A portrait phone (375 × 667, touch) with the engine ready."""
    with kept_page(phone_context, base_url) as opened:
        yield opened
