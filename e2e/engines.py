"""The site's shared engine seen from outside its pages (Chromium's DevTools targets): every page
of a context talks to one SharedWorker, which outlives them for a while (js/engine/spawn.js).

  dedicated_engine(context)  its pages start the engine as a browser without SharedWorker does:
                      a dedicated worker, whose requests Playwright sees, routes and takes offline
                      (it sees none of a shared worker's)
  engines(page)       the engine workers running in the page's context
  wait_engines(page, n)  until there are n
  in_engine(page, js) the value of an expression in the page's shared engine (DevTools protocol)
  stop_engines(page)  end them, as the browser does some time after their last page went (or a
                      crash does): a page of the context open then starts another at once, the
                      next page an engine of its own
"""

from __future__ import annotations

import itertools
import json
import time
from typing import Any

from playwright.sync_api import BrowserContext, Page

ENGINE_SCRIPT = "/js/engine/worker.js"


def dedicated_engine(context: BrowserContext) -> BrowserContext:
    """The context's pages have no SharedWorker (js/engine/spawn.js then starts a dedicated worker)."""
    context.add_init_script("delete globalThis.SharedWorker;")
    return context


def engines(page: Page) -> list[dict[str, Any]]:
    """The engine's shared workers of the page's browser context (DevTools target infos)."""
    session = page.context.new_cdp_session(page)
    try:
        mine = session.send("Target.getTargetInfo")["targetInfo"]["browserContextId"]
        targets = session.send("Target.getTargets")["targetInfos"]
    finally:
        session.detach()
    return [t for t in targets if t["type"] == "shared_worker" and t.get("browserContextId") == mine
            and ENGINE_SCRIPT in t["url"]]


def stop_engines(page: Page, timeout_s: float = 10) -> None:
    """End the engines of the page's context (as the browser would) and wait until they are gone
    (a page that knows its engine died at once may have started another meanwhile)."""
    browser = page.context.browser
    assert browser is not None, "a context of a launched browser"
    session = browser.new_browser_cdp_session()
    ended = {target["targetId"] for target in engines(page)}
    try:
        for target in ended:
            session.send("Target.closeTarget", {"targetId": target})
    finally:
        session.detach()
    deadline = time.monotonic() + timeout_s
    while ended & (running := {target["targetId"] for target in engines(page)}):
        assert time.monotonic() < deadline, f"engine workers still running: {ended & running}"
        time.sleep(0.05)


def wait_engines(page: Page, count: int, timeout_s: float = 10) -> None:
    """Wait until the page's context runs `count` engine workers."""
    deadline = time.monotonic() + timeout_s
    while len(running := engines(page)) != count:
        assert time.monotonic() < deadline, f"{len(running)} engine workers, not {count}: {running}"
        time.sleep(0.05)


def in_engine(page: Page, expression: str, timeout_s: float = 10) -> Any:
    """The JSON value of an expression evaluated in the page's one shared engine worker (through
    a browser session: Playwright has no handle on shared workers)."""
    [target] = engines(page)
    browser = page.context.browser
    assert browser is not None, "a context of a launched browser"
    session = browser.new_browser_cdp_session()
    heard: list[dict[str, Any]] = []
    session.on("Target.receivedMessageFromTarget", lambda event: heard.append(json.loads(event["message"])))
    try:
        attached = session.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": False})
        worker = attached["sessionId"]
        ask = {"id": next(_ids), "method": "Runtime.evaluate",
               "params": {"expression": expression, "returnByValue": True, "awaitPromise": True}}
        session.send("Target.sendMessageToTarget", {"sessionId": worker, "message": json.dumps(ask)})
        deadline = time.monotonic() + timeout_s
        while not (answer := [m for m in heard if m.get("id") == ask["id"]]):
            assert time.monotonic() < deadline, "the engine's worker did not answer"
            page.wait_for_timeout(20)  # lets Playwright deliver the session's events
        result = answer[0]["result"]
        assert "exceptionDetails" not in result, result
        return result["result"].get("value")
    finally:
        session.detach()


_ids = itertools.count(1)
