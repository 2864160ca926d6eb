"""End-to-end fixtures: the built site served with Netlify's headers, Debian's chromium,
and guards that record anything leaving the origin, console errors and CSP violations.

Fixtures (besides pytest-playwright's `page`, `context`, `new_context`, `browser`...):
  site_dir      build/site (fails clearly if `make site` has not run)
  base_url      http://127.0.0.1:<free port>, served by tools/serve.py's handler in a thread,
                with the same headers as netlify.toml (so `page.goto("/")` works)
  manifest      build/site/build.json as a dict
  guard         a PageGuard on the test's `context`: `guard.assert_clean()` at the end
  make_guard    PageGuard factory for contexts a test creates itself (`make_guard(ctx)`)
  module_page   one page (and context, guarded) shared by a test module, to boot Pyodide once
  artifacts     e2e/artifacts/ (gitignored) for screenshots; see `screenshot()`
Helpers to import (`from conftest import wait_ready, screenshot`):
  wait_ready(page)   wait (up to 120 s) for body[data-state] to be "ready"; fail with the
                     page's message if it is "error"
  returning(context) put the build's engine snapshot in the context's cache, as a first visit
                     leaves it: the app then boots from the snapshot, as on every later visit

Contexts are returning visitors': `new_context` (so `context` and `page`) and `module_context` fill the cache
with the snapshot first (0.1 s instead of a 3-10 s cold boot each). Tests of a first visit
make their context with `browser.new_context` and say so (test_startup.py, test_offline.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import serve  # noqa: E402  (tools/serve.py: the same handler and headers as `make serve`)

SITE = ROOT / "build" / "site"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Playwright already passes --headless --no-sandbox --disable-background-networking
# --disable-component-update --no-first-run --disable-dev-shm-usage ...; these are extras.
CHROMIUM_ARGS = ["--disable-gpu", "--disable-sync", "--disable-quic"]
LOAD_TIMEOUT_MS = 120_000  # a cold Pyodide boot takes 3-10 s here; leave room on a busy CI
SETTLED = "body[data-state=ready], body[data-state=error]"
# What a page shows is awaited up to 15 s, not Playwright's 5: three browsers share two cores in
# `make test`, and an answer that took 1 s alone has taken over 5 s there. No test here is timed.
expect.set_options(timeout=15_000)

# Reports CSP violations of the page (workers' own are seen as console errors, below).
_CSP_LISTENER = """
(() => {
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (e) => {
    const v = {directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile,
               line: e.lineNumber, sample: e.sample};
    window.__cspViolations.push(v);
    console.error("CSP violation: " + JSON.stringify(v));
  });
})();
"""


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
    """Debian's chromium by path: `playwright install` cannot download browsers here."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no chromium at {CHROMIUM}: `make test` installs Debian's (or set CHROMIUM)")
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


def screenshot(page: Page, name: str, full_page: bool = True) -> Path:
    """Save a PNG of the page as e2e/artifacts/<name>.png (kept after the run)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=full_page)
    return path


def wait_ready(page: Page, timeout_ms: int = LOAD_TIMEOUT_MS, guard: PageGuard | None = None) -> None:
    """Wait until the page says the engine is loaded (body[data-state="ready"]).

    Fails at once, with the page's own message, if it says "error" instead; and, with a
    `guard`, a few seconds after a CSP violation or an uncaught error (Pyodide never settles
    when its WebAssembly is refused, so the page may never say "error" by itself).
    """
    deadline = time.monotonic() + timeout_ms / 1000
    trouble_since: float | None = None
    while True:
        state = page.get_attribute("body", "data-state")
        if state == "ready":
            return
        if state == "error":
            message = page.evaluate(
                "() => document.body.dataset.error"
                " || (document.querySelector('[role=status]') || {}).textContent || ''"
            )
            pytest.fail(f"the page reported an engine error: {message}")
        now = time.monotonic()
        if guard is not None and (guard.csp_violations or guard.page_errors):
            trouble_since = trouble_since or now
            if now - trouble_since > 5:
                pytest.fail("the engine did not load: " + json.dumps(
                    {"CSP violations": guard.csp_violations, "page errors": guard.page_errors}, indent=1))
        if now > deadline:
            seen = guard.csp_violations + guard.page_errors + guard.console_errors if guard else []
            pytest.fail(f"the engine was not ready after {timeout_ms / 1000:.0f} s "
                        f"(data-state={state!r}); seen: {seen}")
        _wait_settled(page, 1000)


def _wait_settled(page: Page, timeout_ms: int) -> None:
    """Return as soon as the page says ready or error (seen by Playwright at once, not by a fixed
    sleep: a boot from the snapshot takes about a second, hundreds of times a run), or after a while."""
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_selector(SETTLED, state="attached", timeout=timeout_ms)


def _same_origin(url: str, origin: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return f"{parts.scheme}://{parts.netloc}" == origin


@dataclass
class PageGuard:
    """What a browser context did that the site must never do; `assert_clean()` checks it.

    Requests are seen for every page, worker and service worker of the context. CSP
    violations come from each page's `securitypolicyviolation` events and, for its
    workers too, from Chromium's log (DevTools protocol), where the console has none.
    """

    origin: str
    foreign_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    csp_violations: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    allowed_console: list[str] = field(default_factory=list)  # substrings a test expects

    def attach(self, context: BrowserContext) -> PageGuard:
        context.add_init_script(_CSP_LISTENER)
        context.on("request", self._on_request)
        context.on("console", self._on_console)
        context.on("weberror", lambda error: self.page_errors.append(str(error.error)))
        context.on("page", self._watch_log)
        for page in context.pages:
            self._watch_log(page)
        return self

    def _watch_log(self, page: Page) -> None:
        try:
            session = page.context.new_cdp_session(page)
            session.on("Log.entryAdded", self._on_log)
            session.send("Log.enable")
        except Exception as error:  # not chromium, or the page is already closed
            self.page_errors.append(f"cannot watch the log of {page.url}: {error}")

    def _on_log(self, event: dict[str, Any]) -> None:
        entry = event.get("entry", {})
        text = str(entry.get("text", ""))
        if "Content Security Policy" in text and not self._allowed(text):
            self._add_csp(f"{text} ({entry.get('url', '')})")

    def _add_csp(self, text: str) -> None:
        if text not in self.csp_violations:
            self.csp_violations.append(text)

    def _allowed(self, text: str) -> bool:
        return any(allowed in text for allowed in self.allowed_console)

    def _on_request(self, request: Request) -> None:
        if not _same_origin(request.url, self.origin):
            self.foreign_requests.append(f"{request.method} {request.url}")

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type != "error" or self._allowed(message.text):
            return
        text = f"{message.text} ({message.location.get('url', '')})"
        if message.text.startswith("CSP violation") or "Content Security Policy" in message.text:
            self._add_csp(text)
        else:
            self.console_errors.append(text)

    def assert_clean(self) -> None:
        problems = {
            "requests outside the origin": self.foreign_requests,
            "CSP violations": self.csp_violations,
            "console errors": self.console_errors,
            "uncaught page errors": self.page_errors,
        }
        found = {what: items for what, items in problems.items() if items}
        assert not found, json.dumps(found, indent=1)


def returning(context: BrowserContext) -> BrowserContext:
    """Cache the engine's snapshot in this context as the service worker does after a first visit
    (web/sw.js: the file as served, and unzipped under its own key). The page that did it is the
    context's next `new_page()`: its renderer is started already (a third of a boot's CPU here)."""
    page = context.new_page()
    page.goto("/build.json")
    page.evaluate("""async () => {
        const build = await (await fetch('./build.json')).json();
        const cache = await caches.open('rabattues-' + build.hash);
        await cache.add('./' + build.snapshot.file);
        const zipped = await cache.match('./' + build.snapshot.file);
        await cache.put('./' + build.snapshot.unpacked,
                        new Response(zipped.body.pipeThrough(new DecompressionStream('gzip'))));
    }""")
    spare, plain = [page], context.new_page

    def new_page() -> Page:
        """The page that filled the cache first, then new ones."""
        return spare.pop() if spare and not spare[0].is_closed() else plain()

    setattr(context, "new_page", new_page)  # noqa: B010 (a method of this one context)
    return context


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


# The ready pages' fixtures (e2e/bg_pages.py), found by name in every e2e file.
from bg_pages import desktop, phone  # noqa: E402, F401
