"""End-to-end fixtures: the built site served with Netlify's headers, Debian's chromium (its
headless shell), and guards that record anything leaving the origin, console errors and CSP violations.

Fixtures (besides pytest-playwright's `page`, `context`, `new_context`, `browser`...):
  site_dir      build/site (fails clearly if `make site` has not run)
  base_url      http://127.0.0.1:<free port>, served by tools/serve.py's handler in a thread,
                with the same headers as netlify.toml (so `page.goto("/")` works)
  manifest      build/site/build.json as a dict
  guard         a PageGuard on the test's `context`: `guard.assert_clean()` at the end
  make_guard    PageGuard factory for contexts a test creates itself (`make_guard(ctx)`)
  module_page   one page (and context, guarded) shared by a test module, to boot Pyodide once
  artifacts     e2e/artifacts/ (gitignored) for screenshots; see `screenshot()`
  desktop, phone  a page with the engine ready, on a desktop or a phone (bg_pages.py)
Helpers to import (`from browsing import wait_ready, screenshot`): browsing.py (PageGuard,
wait_ready, returning, screenshot, ROOT, SITE, ARTIFACTS).

Contexts are returning visitors': `new_context` (so `context` and `page`) and `module_context` fill the cache
with the snapshot first (0.1 s instead of a 3-10 s cold boot each). Tests of a first visit
make their context with `browser.new_context` and say so (test_startup.py, test_offline.py).
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from bg_pages import desktop, phone  # noqa: F401  (the ready pages' fixtures, found by name in every e2e file)
from browsing import ARTIFACTS, ROOT, SITE, PageGuard, returning

sys.path.insert(0, str(ROOT / "tools"))
import serve  # tools/serve.py: the same handler and headers as `make serve`

# Debian's chromium-headless-shell: the same Blink and V8 as its `chromium`, built for headless use
# (what Playwright runs headless), with no browser window behind each context: a quarter less CPU
# a booted page here. `make e2e` runs the smoke tests in the full `chromium` too (CHROMIUM=...).
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium-headless-shell")
# Playwright already passes --headless --no-sandbox --disable-background-networking
# --disable-component-update --no-first-run --disable-dev-shm-usage ...; these are extras.
CHROMIUM_ARGS = ["--disable-gpu", "--disable-sync", "--disable-quic"]
# What a page shows is awaited up to 15 s, not Playwright's 5: three browsers share two cores in
# `make test`, and an answer that took 1 s alone has taken over 5 s there. No test here is timed.
expect.set_options(timeout=15_000)


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
    server = serve.make_server(site_dir, "127.0.0.1", 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's chromium (headless shell) by path: `playwright install` cannot download browsers here."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no browser at {CHROMIUM}: `make test` installs Debian's (or set CHROMIUM)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


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


@pytest.fixture
def guard(context: BrowserContext, make_guard: Callable[[BrowserContext], PageGuard]) -> PageGuard:
    """Guard the test's `context` (attach before the first `page.goto`; `page` is in it)."""
    return make_guard(context)


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
