"""End-to-end fixtures: the built site served with Netlify's headers, Debian's chromium (its
headless shell), and guards that record anything leaving the origin, console errors and CSP violations.

Fixtures (besides pytest-playwright's `page`, `context`, `new_context`, `browser`...):
  site_dir      build/site (fails clearly if `make site` has not run)
  base_url      http://127.0.0.1:<free port>, served by tools/serve.py's handler in a thread,
                with the same headers as netlify.toml (so `page.goto("/")` works)
  manifest      build/site/build.json as a dict
  shared_context  one returning visitor's context per test process, where `page` is made unless
                the test asks for `context` or is marked `own_context`; storage cleared after each test
  page_context  the context the test's `page` is in (its own, or the shared one)
  guard         a PageGuard on the context of the test's `page`: `guard.assert_clean()` at the end
  make_guard    PageGuard factory for contexts a test creates itself (`make_guard(ctx)`)
  module_page   one page (and context, guarded) shared by a test module, to boot Pyodide once
  artifacts     e2e/artifacts/ (gitignored) for screenshots; see `screenshot()`
  desktop, phone  a page with the engine ready, on a desktop or a phone (bg_pages.py)
Helpers to import (`from browsing import wait_ready, screenshot`): browsing.py (PageGuard, clean_shared,
wait_ready, returning, screenshot, serving, ROOT, SITE, ARTIFACTS).

Contexts are returning visitors': `new_context` (so `context`), `shared_context` and `module_context`
fill the cache with the snapshot first (a boot from it, not a cold boot each). Tests of a first visit
make their context with `browser.new_context` and say so (test_startup.py, test_offline.py).
Contexts block service workers (`browser`, below) but the shared one and those made with
`service_workers="allow"`: the tests of offline play, updates and the snapshot's travel.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

import cpu_report
from bg_pages import desktop, desktop_context, phone, phone_context  # noqa: F401  (the ready pages' fixtures, found by name in every e2e file)
from browsing import ARTIFACTS, CSP_LISTENER, SITE, PageGuard, clean_shared, returning, serving
from engines import dedicated_engine
from ordering import (  # noqa: F401  (hooks: the longest files first, e2e/ordering.py)
    add_option,
    pytest_collection_modifyitems,
    pytest_runtest_logreport,
    pytest_sessionfinish,
)

# The engine in this process (tests compare the page with it) reads the site's packed bear-off
# database, the one the page's worker installs, instead of building it again in every process.
os.environ.setdefault("RABATTUES_BEAROFF", str(SITE / "tables" / "bearoff.bin"))

# Debian's chromium-headless-shell: the same Blink and V8 as its `chromium`, built for headless use
# (what Playwright runs headless), with no browser window behind each context: less CPU a booted
# page. `make e2e` runs the smoke tests in the full `chromium` too (CHROMIUM=...).
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium-headless-shell")
# Playwright already passes --headless --no-sandbox --disable-background-networking
# --disable-component-update --no-first-run --disable-dev-shm-usage ...; these are extras.
CHROMIUM_ARGS = ["--disable-gpu", "--disable-sync", "--disable-quic"]
# The headless shell's V8 compiles a WebAssembly function with its optimizing compiler after ten
# times the usual use (`--wasm-tiering-budget`, 13,000,000 by default): each engine's boot had it
# optimize the runtime's functions in the background at every boot, which the suite's hundreds
# of boots paid and no test needs (docs/TESTING.md). The same code runs,
# only compiled later; the smoke tests, a first visit and the shared engine run at the defaults in
# the full `chromium` (`make e2e`).
if CHROMIUM.endswith("headless-shell"):
    CHROMIUM_ARGS.append("--js-flags=--wasm-tiering-budget=130000000")
# What a page shows is awaited up to 15 s, not Playwright's 5: five browsers and the unit tests
# share two cores in `make test`, and an answer that is quick alone can take several times as long
# there. No test
# here is timed.
expect.set_options(timeout=15_000)


def pytest_addoption(parser: pytest.Parser) -> None:
    """The e2e suite's options: `--e2e-durations` (ordering.py) and `--e2e-cpu` (cpu_report.py)."""
    add_option(parser)
    cpu_report.add_option(parser)


def pytest_configure(config: pytest.Config) -> None:
    """Where the CPU goes, per test, when asked (`--e2e-cpu`, e2e/cpu_report.py)."""
    config.pluginmanager.register(cpu_report, "e2e-cpu")


@pytest.fixture(scope="session")
def site_dir() -> Path:
    if not (SITE / "build.json").exists():
        pytest.fail(f"{SITE} is not built: run `make site` (or `make test`, which builds it first)")
    return SITE


@pytest.fixture(scope="session")
def manifest(site_dir: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((site_dir / "build.json").read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    """Serve build/site on 127.0.0.1:<free port> for the whole session (in-process thread)."""
    with serving(site_dir) as url:
        yield url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's chromium (headless shell) by path: `playwright install` cannot download browsers here."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no browser at {CHROMIUM}: `make test` installs Debian's (or set CHROMIUM)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser(browser: Browser) -> Browser:
    """pytest-playwright's browser, whose new contexts block service workers unless a test allows
    them (`service_workers="allow"`): the page registers web/sw.js once it is playable, and its
    install fetches and stores the whole site again (CPU in a background no other test looks at).
    The shared context, and the tests of offline play, of the snapshot's travel and of a page that
    must register none, allow them."""
    plain = browser.new_context

    def new_context(**options: Any) -> BrowserContext:
        """A context of this browser, service workers blocked unless asked for."""
        return plain(**{"service_workers": "block", **options})

    setattr(browser, "new_context", new_context)  # noqa: B010 (this session's browser)
    return browser


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def new_context(new_context: Callable[..., BrowserContext]) -> Callable[..., BrowserContext]:
    """pytest-playwright's context factory (closed after the test), each a returning visitor's;
    its `context` fixture, in which `page` is made, comes from it."""
    return lambda **options: returning(new_context(**options))


@pytest.fixture
def make_guard(base_url: str) -> Callable[[BrowserContext], PageGuard]:
    return lambda context: PageGuard(base_url).attach(context)


@pytest.fixture(scope="session")
def shared_context(browser: Browser, browser_context_args: dict[str, Any]) -> Iterator[BrowserContext]:
    """One returning visitor's context for every test of this worker that asks for a `page` and
    not for its `context`: a new context costs much more CPU than a page in this one (its renderer,
    its cache filled, its service worker installed), hundreds of times a run."""
    context = returning(browser.new_context(**{**browser_context_args, "service_workers": "allow"}))
    context.add_init_script(CSP_LISTENER)  # once: each test's guard only listens (PageGuard.listen)
    yield context
    context.close()


@pytest.fixture
def page_context(request: pytest.FixtureRequest, shared_context: BrowserContext,
                 base_url: str) -> Iterator[BrowserContext]:
    """The context of the test's `page`: its own `context` when it asks for one or is marked
    `own_context` (it routes, goes offline, grants or adds scripts: a route does not see what the
    shared context's service worker answers), else the shared one, left as a new visitor's storage finds it:
    the test's pages closed, the origin's local storage, cookies and databases cleared (the
    cache and the service worker stay: a returning visitor's)."""
    if request.node.get_closest_marker("dedicated_engine"):
        yield dedicated_engine(request.getfixturevalue("context"))
        return
    if ("context" in request.fixturenames or request.node.get_closest_marker("own_context")
            or request.node.get_closest_marker("browser_context_args")):
        yield request.getfixturevalue("context")
        return
    yield shared_context
    if _failed(request.node):
        for number, page in enumerate(shared_context.pages):
            with contextlib.suppress(Exception):
                page.screenshot(path=str(_failure_folder(request) / f"test-failed-{number + 1}.png"))
    clean_shared(shared_context, base_url)


@pytest.fixture
def page(page_context: BrowserContext, shared_context: BrowserContext) -> Page:
    """A page of the test's context (`page_context`: the shared one unless the test asks for its own;
    there, the blank page its last test left, whose renderer is started already)."""
    if page_context is not shared_context:
        return page_context.new_page()
    left = [p for p in page_context.pages if p.url == "about:blank"]
    page = left[0] if left else page_context.new_page()
    setattr(page, "route", _no_route)  # noqa: B010 (this one page)
    return page


def _no_route(*_: object, **__: object) -> None:
    """A shared page's `route`: its service worker answers first, so the route would see nothing."""
    pytest.fail("this page is in the shared context, whose service worker answers before any route: "
                "mark the test `@pytest.mark.own_context`")


@pytest.fixture
def guard(page_context: BrowserContext, shared_context: BrowserContext, base_url: str) -> Iterator[PageGuard]:
    """Guard the context of the test's `page` (before the first `page.goto`); a shared context is
    only heard for the length of the test."""
    guard = PageGuard(base_url)
    if page_context is not shared_context:
        yield guard.attach(page_context)
        return
    yield guard.listen(page_context)
    guard.detach(page_context)


def _failed(item: pytest.Item) -> bool:
    """Whether the test itself failed (pytest-playwright keeps each phase's report on the item)."""
    report = getattr(item, "rep_call", None)
    return bool(report and report.failed)


def _failure_folder(request: pytest.FixtureRequest) -> Path:
    """Where pytest-playwright puts a failed test's screenshots (--output), for this test."""
    folder = Path(str(request.config.getoption("--output"))) / re.sub(r"[^\w.-]+", "-", request.node.nodeid)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def module_context(browser: Browser, base_url: str) -> Iterator[tuple[BrowserContext, PageGuard]]:
    context = returning(browser.new_context(base_url=base_url))
    guard = PageGuard(base_url).attach(context)
    yield context, guard
    context.close()


@pytest.fixture(scope="module")
def module_page(module_context: tuple[BrowserContext, PageGuard]) -> Page:
    """One page for a whole test module (boot Pyodide once); its guard is `module_guard`."""
    return module_context[0].new_page()


@pytest.fixture(scope="module")
def module_guard(module_context: tuple[BrowserContext, PageGuard]) -> PageGuard:
    return module_context[1]
