"""What every e2e test uses to visit the built site: where it and the screenshots are, a page
awaited until its engine is ready, a context made a returning visitor's, and the guard that records
anything leaving the origin, console errors and CSP violations.

  wait_ready(page)   wait (up to 120 s) for body[data-state] to be "ready"; fail with the
                     page's message if it is "error"
  returning(context) put the build's engine snapshot in the context's cache, as a first visit
                     leaves it: the app then boots from the snapshot, as on every later visit
  clean_shared(context, origin)  a context kept for many tests left clean for the next one
  screenshot(page, name)  e2e/artifacts/<name>.png (gitignored)
  serving(folder)    a site folder served on 127.0.0.1:<free port> for the length of a block
  PageGuard(origin).attach(context)  then `guard.assert_clean()` at the end

The fixtures that make them for a test are conftest.py's.
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, WebError
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "build" / "site"
sys.path.insert(0, str(ROOT / "tools"))
import serve  # noqa: E402  (tools/serve.py: the same handler and headers as `make serve`)

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
LOAD_TIMEOUT_MS = 120_000  # a cold Pyodide boot takes 3-10 s here; leave room on a busy CI
SETTLED = "body[data-state=ready], body[data-state=error]"

# Reports CSP violations of the page (workers' own are seen as console errors, below).
CSP_LISTENER = """
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

    Requests are seen for every page, dedicated worker and service worker of the context, not
    for the engine's SharedWorker (Playwright does not attach to shared workers): the tests
    marked `dedicated_engine` see the engine's requests (e2e/engines.py). CSP violations come
    from each page's `securitypolicyviolation` events and, for its workers too, from
    Chromium's log (DevTools protocol), where the console has none.
    """

    origin: str
    foreign_requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    csp_violations: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    allowed_console: list[str] = field(default_factory=list)  # substrings a test expects

    def attach(self, context: BrowserContext) -> PageGuard:
        context.add_init_script(CSP_LISTENER)
        return self.listen(context)

    def listen(self, context: BrowserContext) -> PageGuard:
        """Hear this context's events (its pages already report CSP violations: `attach` did it)."""
        context.on("request", self._on_request)
        context.on("console", self._on_console)
        context.on("weberror", self._on_weberror)
        context.on("page", self._watch_log)
        for page in context.pages:
            self._watch_log(page)
        return self

    def detach(self, context: BrowserContext) -> None:
        """Stop hearing this context (it goes on serving other tests)."""
        for event, handler in (("request", self._on_request), ("console", self._on_console),
                               ("weberror", self._on_weberror), ("page", self._watch_log)):
            context.remove_listener(event, handler)

    def _on_weberror(self, error: WebError) -> None:
        self.page_errors.append(str(error.error))

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


def clean_shared(context: BrowserContext, base_url: str) -> None:
    """Leave a context kept for many tests as a returning visitor's next test finds it: its pages
    closed (a blank one left, its renderer started), the origin's local storage, cookies and
    databases cleared (the cache, the service worker and the running engine stay)."""
    for page in context.pages:
        page.close()
    blank = context.new_page()
    context.new_cdp_session(blank).send("Storage.clearDataForOrigin", {
        "origin": base_url, "storageTypes": "local_storage,indexeddb,cookies,file_systems,websql"})


@contextlib.contextmanager
def serving(folder: Path) -> Iterator[str]:
    """Serve a site folder on 127.0.0.1:<free port> (its URL) in a thread, until the block ends."""
    server = serve.make_server(folder, "127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
