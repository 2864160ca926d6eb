"""Offline and installable: after one visit the service worker serves the whole game, which
then loads and plays a full game with the network off; a new build replaces the old cache and
the game saved under the old build opens under the new one (the manifest and its icons:
test_manifest.py).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Request, Response, expect

from browsing import PageGuard, screenshot, serving, wait_ready
from build_site import bundle_files  # the build's own lookup (browsing puts tools/ on the path)
from engines import dedicated_engine, engines, stop_engines
from helpers import button, check_board, idle, play_out, record, wait_until

CACHE_PREFIX = "rabattues-"


def cache_names(page: Page) -> list[str]:
    names: list[str] = page.evaluate("caches.keys()")
    return sorted(n for n in names if n.startswith(CACHE_PREFIX))


def controlled_by_service_worker(page: Page) -> None:
    """Wait for the service worker (registered once the game is playable) to be active, then
    reload once so that it controls the page."""
    wait_until(page, "navigator.serviceWorker.getRegistration().then(r => !!r)")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_ready(page)
    assert page.evaluate("!!navigator.serviceWorker.controller"), "no service worker controls the page"


def watch_network(context: BrowserContext) -> tuple[list[str], list[Response]]:
    """Every request of the context that fails from now on, and every response.

    A request cancelled (`net::ERR_ABORTED`) is no failure of the network: offline, what the
    cache lacks fails otherwise (`ERR_INTERNET_DISCONNECTED` for a static route's miss, seen here;
    a `fetch` handler that throws fails its request as `ERR_FAILED`). A cancel is what a page that
    navigates away does to its engine's requests still on their way: most likely the one failure
    seen on a busy machine, the worker's deferred fetch of the engine's zip after a snapshot boot."""
    failed: list[str] = []
    responses: list[Response] = []

    def on_failed(request: Request) -> None:
        if request.failure != "net::ERR_ABORTED":
            failed.append(f"{request.method} {request.url}: {request.failure}")

    context.on("requestfailed", on_failed)
    context.on("response", lambda r: responses.append(r))
    return failed, responses


def test_full_game_offline(browser: Browser, base_url: str, manifest: dict[str, Any]) -> None:
    # Offline for the engine too: a dedicated worker (Playwright takes the network from it, not
    # from a shared one; test_a_shared_engine_boots_with_the_server_gone).
    context = dedicated_engine(browser.new_context(service_workers="allow", base_url=base_url,
                                                   reduced_motion="reduce"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    controlled_by_service_worker(page)
    assert cache_names(page) == [CACHE_PREFIX + manifest["hash"]], "one cache, named after the build"
    cached = page.evaluate(
        f"caches.open('{CACHE_PREFIX}{manifest['hash']}').then(c => c.keys()).then(ks => ks.map(r => r.url))")
    paths = {url.removeprefix(base_url + "/") for url in cached}
    needed = {"", "index.html", "style.css", *manifest["bundles"],
              "build.json", "manifest.webmanifest", "pyodide/pyodide.asm.wasm", manifest["stdlib"],
              manifest["wheel"], manifest["engine"], manifest["snapshot"]["file"],
              manifest["snapshot"]["unpacked"], "embed.html",
              "examples.html"}
    needed |= {f for f in manifest["files"] if f.startswith("tables/")}
    assert needed <= paths, f"not precached: {sorted(needed - paths)}"
    # The runtime's own standard library and package list: the page boots without them (build.json "stdlib").
    assert not {"pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json"} & paths, "precached, never used"

    failed, responses = watch_network(context)
    context.set_offline(True)
    # A navigation with a query the cache never saw is served from the cached shell.
    page.goto("/?seed=7")
    wait_ready(page, guard=guard)
    idle(page)
    assert record(page)["seed"] == 7, "the address's seed started the game, offline"
    assert page.get_attribute("body", "data-boot") == "snapshot", "offline too, it boots from the snapshot"
    state = play_out(page)
    assert state.is_terminal()
    expect(page.locator("#banner")).to_be_visible()
    screenshot(page, "offline-game-end")
    assert failed == [], failed
    same_origin = [r for r in responses if r.url.startswith(base_url)]
    assert same_origin, "no request was seen"
    assert all(r.from_service_worker for r in same_origin), \
        [r.url for r in same_origin if not r.from_service_worker]
    # A new tab, still offline, opens the game too (the saved one).
    other = context.new_page()
    other.goto("/")
    wait_ready(other, guard=guard)
    assert record(other)["seed"] == 7
    guard.assert_clean()
    context.close()


def test_a_shared_engine_boots_with_the_server_gone(browser: Browser, site_dir: Path) -> None:
    """The engine every page shares (a SharedWorker, whose requests Playwright neither sees nor takes
    offline) boots from the service worker's cache once the site's own server is gone."""
    with serving(site_dir) as url:
        context = browser.new_context(service_workers="allow", base_url=url, reduced_motion="reduce")
        guard = PageGuard(url).attach(context)
        page = context.new_page()
        page.goto("/?seed=3")
        wait_ready(page, guard=guard)
        controlled_by_service_worker(page)
        page.goto("/build.json")
        stop_engines(page)
    page.goto("/")  # the server is gone
    wait_ready(page, guard=guard)
    assert page.get_attribute("body", "data-boot") == "snapshot"
    assert len(engines(page)) == 1, "a shared worker"
    idle(page)
    button(page, "Throw").click()
    idle(page)
    assert len(record(page)["actions"]) == 1
    check_board(page)
    guard.assert_clean()
    context.close()


# ─── A new build replaces the old one ──────────────────────────────────────────────────────


@pytest.fixture
def two_builds(site_dir: Path, manifest: dict[str, Any], tmp_path: Path) -> Iterator[dict[str, Any]]:
    """Build A (the site) and build B (A with a changed stylesheet and a new hash), served at one
    origin whose content is switched from A to B by swapping a symlink, as a deploy does."""
    old = manifest["hash"]
    new = "b" * len(old) if old != "b" * len(old) else "c" * len(old)
    shutil.copytree(site_dir, tmp_path / "A", symlinks=True)
    shutil.copytree(site_dir, tmp_path / "B", symlinks=True)
    marker = "/* build B */"
    with open(tmp_path / "B" / "style.css", "a", encoding="utf-8") as css:
        css.write("\n" + marker + "\n")
    stamped = (name for module in ("js/engine/boot.js", "js/engine/spawn.js")
               for name in bundle_files(manifest["bundles"], module))
    for name in ("sw.js", "build.json", *stamped):
        path = tmp_path / "B" / name
        text = path.read_text(encoding="utf-8")
        assert old in text, f"the build's hash is not in {name}"
        path.write_text(text.replace(old, new), encoding="utf-8")
    current = tmp_path / "current"
    current.symlink_to(tmp_path / "A")

    def deploy(build: str) -> None:
        link = tmp_path / "next"
        link.symlink_to(tmp_path / build)
        os.replace(link, current)

    with serving(current) as url:
        yield {"url": url, "old": old, "new": new, "marker": marker, "deploy": deploy}


def test_new_version_keeps_the_saved_game(browser: Browser, two_builds: dict[str, Any]) -> None:
    url = two_builds["url"]
    context = browser.new_context(service_workers="allow", base_url=url, reduced_motion="reduce")
    guard = PageGuard(url).attach(context)
    page = context.new_page()
    # Under build A: a game of a few throws, saved in localStorage.
    page.goto("/?seed=5")
    wait_ready(page, guard=guard)
    for _ in range(4):
        idle(page)
        button(page, "Throw").click()
    idle(page)
    saved = record(page)["actions"]
    assert len(saved) == 4
    controlled_by_service_worker(page)
    assert cache_names(page) == [CACHE_PREFIX + two_builds["old"]]
    assert record(page)["actions"] == saved, "the reload resumed the game"

    # Build B is deployed; the service worker finds it, installs it and drops A's cache.
    two_builds["deploy"]("B")
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    wait_until(page, f"caches.keys().then(k => k.filter(n => n.startsWith('{CACHE_PREFIX}')).join() === "
                     f"'{CACHE_PREFIX}{two_builds['new']}')")
    expect(page.locator(".message-info")).to_contain_text("new version")

    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    css = page.evaluate("fetch('./style.css').then(r => r.text())")
    assert two_builds["marker"] in css, "the page is served by build B"
    assert page.get_attribute("body", "data-boot") != "running", "build B's page found build A's engine"
    assert record(page)["actions"] == saved, "the game saved under build A opens under build B"
    check_board(page)
    button(page, "Throw").click()
    idle(page)
    assert record(page)["actions"][:4] == saved and len(record(page)["actions"]) == 5
    # And B plays offline too.
    context.set_offline(True)
    page.reload()
    wait_ready(page, guard=guard)
    assert len(record(page)["actions"]) == 5
    check_board(page)
    guard.assert_clean()
    context.close()


# ─── Installable: the manifest and its icons ───────────────────────────────────────────────
