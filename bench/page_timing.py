"""What the page benchmarks share: the built site served, Debian's chromium, and waiting on the
page's own marks (bench/startup.py, bench/startup_backgammon.py, bench/page_facts.py)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, Request
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--disable-gpu", "--disable-sync", "--disable-quic"]
TIMEOUT_S = 180


@contextmanager
def served(site: Path) -> Iterator[str]:
    """The site on a free local port, for the length of the block: `make serve`'s server, in
    a process of its own (in this one it would share Python's lock with the browser's driver)."""
    env = {**os.environ, "PORT": "0", "HOST": "127.0.0.1"}
    server = subprocess.Popen([sys.executable, str(ROOT / "tools" / "serve.py"), str(site)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = server.stdout.readline() if server.stdout else ""
        found = re.search(r"http://\S+:(\d+)/", line)
        if not found:
            raise SystemExit(f"startup bench: the server did not start ({line!r})")
        yield f"http://127.0.0.1:{found[1]}"
    finally:
        server.terminate()
        server.wait()


class Bytes:
    """Response bodies a context received, counted up to a moment (`upto`)."""

    def __init__(self, context: BrowserContext) -> None:
        self.requests: list[Request] = []
        context.on("requestfinished", lambda request: self.requests.append(request))

    def mark(self) -> int:
        """How many requests had finished by now."""
        return len(self.requests)

    def total(self, start: int, end: int) -> int:
        """Bytes of the bodies of requests start..end."""
        return sum(max(0, r.sizes()["responseBodySize"]) for r in self.requests[start:end])


def wait_for(page: Page, predicate: str, what: str, arg: Any = None) -> None:
    """Wait until a JavaScript function holds, checked by the page itself every 100 ms (a function:
    an expression would be eval, which the site's policy forbids). Asked from here instead, a
    round trip to the browser every 20 ms (and one for each frame of the examples page) would weigh
    on the two cores and slow the pages measured."""
    try:
        page.wait_for_function(predicate, arg=arg, polling=100, timeout=TIMEOUT_S * 1000)
    except PlaywrightTimeout:
        raise SystemExit(f"startup bench: {what} not reached in {TIMEOUT_S} s") from None


def wait_for_promise(page: Page, predicate: str, what: str) -> None:
    """Wait until an asynchronous predicate holds (between the measures: its asking is not timed)."""
    deadline = time.monotonic() + TIMEOUT_S
    while not page.evaluate(predicate):
        if time.monotonic() > deadline:
            raise SystemExit(f"startup bench: {what} not reached in {TIMEOUT_S} s")
        page.wait_for_timeout(100)


def mark(page: Page, name: str) -> float:
    """A performance mark's time (ms since navigation start)."""
    found = page.evaluate(f"performance.getEntriesByName({json.dumps(name)}).map(e => e.startTime)")
    if not found:
        raise SystemExit(f"startup bench: the page set no {name!r} mark")
    return float(found[0])


def ready_and_settled(page: Page) -> None:
    """Wait for the first throw to be possible (body[data-state=ready] and its mark)."""
    wait_for(page, "() => document.body.dataset.state === 'ready' && "
                   "performance.getEntriesByName('first-throw-possible').length > 0", "the first throw")


CACHED = """(async () => {
    const build = await (await fetch('./build.json')).json();
    const name = 'rabattues-' + build.hash;
    const cache = (await caches.has(name)) && await caches.open(name);
    return !!(cache && await cache.match('./' + build.snapshot.file) && navigator.serviceWorker.controller);
})()"""
