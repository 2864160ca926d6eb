"""Start-up: a first visit boots the ordinary way and fetches no snapshot before the game is
playable; every later visit boots from the engine's memory snapshot (a bad one:
test_snapshot_damage.py); the boards of one page share one engine; the loading indicator follows
real progress.
"""

from __future__ import annotations

import time
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page, Request

from boot_helpers import engine_ready, throw_once
from browsing import PageGuard, returning, wait_ready
from build_site import bundle_file  # the build's own lookup (browsing puts tools/ on the path)
from engines import dedicated_engine, stop_engines
from helpers import record, wait_until

SNAPSHOT_IN_CACHE = """async () => {
    const build = await (await fetch('./build.json')).json();
    const cache = await caches.open('rabattues-' + build.hash);
    return !!(await cache.match('./' + build.snapshot.file))
        && !!(await cache.match('./' + build.snapshot.unpacked));
}"""

CACHE_SEEN = """async () => {
    const build = await (await fetch('./build.json')).json();
    const cache = await caches.open('rabattues-' + build.hash);
    const keys = (await cache.keys()).map((r) => r.url.split('/').pop());
    const reg = await navigator.serviceWorker.getRegistration();
    return {caches: await caches.keys(), entries: keys.length,
            snapshots: keys.filter((k) => k.includes('.snap')),
            worker: reg && [reg.installing?.state, reg.waiting?.state, reg.active?.state]};
}"""
"""What the cache storage holds, seen from the page: said when a boot was not the one expected."""

WATCH_LOADING = """
window.loadingSeen = [];
new MutationObserver(() => {
    const bar = document.getElementById('loading-bar');
    const text = document.getElementById('loading-text')?.textContent ?? '';
    const last = window.loadingSeen.at(-1);
    if (text && (!last || last[0] !== bar.value || last[1] !== text)) {
        window.loadingSeen.push([bar.value, text]);
    }
}).observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
"""
"""Every state the loading bar and its words pass through, kept by the page itself: a test sampling
from outside can miss a stage on a loaded machine."""




def test_first_visit_is_ordinary_then_every_visit_starts_from_the_snapshot(
        browser: Browser, base_url: str, manifest: dict[str, Any]) -> None:
    # A first visit (nothing cached), its engine's requests seen: a dedicated worker's (a shared
    # one boots the same way: test_the_boards_of_one_page_share_one_engine).
    context = dedicated_engine(browser.new_context(service_workers="allow", base_url=base_url))
    guard = PageGuard(base_url).attach(context)
    asked: list[tuple[Request, float]] = []  # each request, and when this test heard of it
    context.on("request", lambda request: asked.append((request, time.time() * 1000)))
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    assert page.get_attribute("body", "data-boot") == "ordinary"
    playable = page.evaluate("performance.timeOrigin + "
                             "performance.getEntriesByName('first-throw-possible')[0].startTime")
    # A request's start as the browser timed it (-1 while under way: then when this test heard of it).
    before = [r.url for r, heard in asked
              if (r.timing["startTime"] if r.timing["startTime"] > 0 else heard) < playable]
    assert any("pyodide.asm.wasm" in url for url in before)
    assert not any("engine.snap" in url for url in before), "the snapshot came before the game was playable"
    # What a first view of a 1699 game in English does not need is not loaded before it is wanted
    # (nor the files of the site's bundle that hold it).
    later = ("js/i18n/fr.js", "js/i18n/ru.js", "js/backgammon/board.js", "js/dames/review.js")
    lazy = tuple("/" + bundle_file(manifest["bundles"], module) for module in later)
    assert not [url for url in before if url.endswith(lazy)], before
    # The page's own standard library (tools/compile_stdlib.mjs), not the runtime's, nor its package list.
    assert any(url.endswith("/pyodide/python_stdlib.page.zip") for url in before), before
    assert not any(url.endswith(("/python_stdlib.zip", "/pyodide-lock.json")) for url in before), before
    throw_once(page)
    played = record(page)["actions"]
    # The service worker caches the site, the snapshot too, once the game is playable.
    wait_until(page, SNAPSHOT_IN_CACHE, 120_000)
    cached = page.evaluate(CACHE_SEEN)
    page.reload()
    wait_ready(page, guard=guard)
    assert page.get_attribute("body", "data-boot") == "snapshot", \
        (engine_ready(page), cached, page.evaluate(CACHE_SEEN))
    assert record(page)["actions"] == played, "the game resumed as it was"
    throw_once(page)
    guard.assert_clean()
    context.close()




def test_without_its_unzipped_copy_the_zipped_snapshot_is_read(context: BrowserContext,
                                                               guard: PageGuard) -> None:
    page = context.new_page()
    page.goto("/build.json")
    page.evaluate("""async () => {
        const build = await (await fetch('./build.json')).json();
        const cache = await caches.open('rabattues-' + build.hash);
        await cache.delete('./' + build.snapshot.unpacked);
    }""")
    page.goto("/")
    wait_ready(page, guard=guard)
    ready = engine_ready(page)
    assert ready["boot"] == "snapshot", ready
    throw_once(page)
    guard.assert_clean()


def test_a_returning_visit_starts_from_the_snapshot(page: Page, guard: PageGuard) -> None:
    stop_engines(page)  # one an earlier test's page left running
    page.goto("/")
    wait_ready(page, guard=guard)
    ready = engine_ready(page)
    assert ready["boot"] == "snapshot", ready
    throw_once(page)
    guard.assert_clean()


def test_the_boards_of_one_page_share_one_engine(browser: Browser, base_url: str) -> None:
    """And so does every page of the site: the game opened beside them, a reload, and the next page
    after its last page went; once the browser has ended it, the next page boots one."""
    context = returning(browser.new_context(base_url=base_url, viewport={"width": 1280, "height": 3200},
                                            reduced_motion="reduce"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/examples.html")
    frames: list[Any] = []
    for _ in range(600):
        frames = [f for f in page.frames if "embed.html" in f.url]
        if len(frames) == 3 and all(f.evaluate("document.body.dataset.state") == "ready" for f in frames):
            break
        page.wait_for_timeout(200)
    ids = {f.evaluate("performance.getEntriesByName('engine-ready')[0].detail.engine") for f in frames}
    assert len(frames) == 3 and len(ids) == 1, f"{len(frames)} boards, engines {ids}"
    game = context.new_page()
    game.goto("/?seed=9")
    wait_ready(game, guard=guard)
    assert (engine_ready(game)["boot"], engine_ready(game)["engine"]) == ("running", *ids)
    throw_once(game)
    page.close()
    game.reload()
    wait_ready(game, guard=guard)
    assert (engine_ready(game)["boot"], engine_ready(game)["engine"]) == ("running", *ids)
    assert len(record(game)["actions"]) == 1, "the game resumed"
    game.close()
    time.sleep(2)  # no page left: the engine lives on a while (Chromium ends it some minutes later)
    later = context.new_page()
    later.goto("/")
    wait_ready(later, guard=guard)
    assert (engine_ready(later)["boot"], engine_ready(later)["engine"]) == ("running", *ids)
    assert engine_ready(later)["booted"] == "snapshot"
    stop_engines(later)
    before = later.evaluate("performance.timeOrigin")
    later.reload()
    wait_ready(later, guard=guard)
    assert later.evaluate("performance.timeOrigin") != before, "the page was not reloaded"
    # A new engine, booted from the snapshot: whether this page's connection started it or found it
    # already ready ("running") is the browser's timing. One CI run on a loaded machine saw
    # "running" here (which engine, it did not say: the message now does).
    after = engine_ready(later)
    assert after["engine"] not in ids and after.get("booted", after["boot"]) == "snapshot", (after, ids)
    throw_once(later)
    guard.assert_clean()
    context.close()


def test_the_loading_indicator_follows_the_boot(browser: Browser, base_url: str) -> None:
    # A cold boot on a slow network, several seconds to watch (a dedicated worker: the network
    # emulated for the page reaches it, not a shared worker).
    context = dedicated_engine(browser.new_context(base_url=base_url))
    page = context.new_page()
    # A network of 8 MB/s (loopback would fetch the runtime in a blink, too fast to watch).
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": 20,
                                                    "downloadThroughput": 8e6, "uploadThroughput": 8e6})
    page.add_init_script(WATCH_LOADING)
    page.goto("/")
    wait_until(page, "(document.body?.dataset.state ?? 'loading') !== 'loading'", timeout_ms=180_000)
    seen = [(float(v), str(t)) for v, t in page.evaluate("window.loadingSeen")]
    values = [v for v, _ in seen]
    assert values == sorted(values), f"the bar went back: {seen}"
    texts = " | ".join(text for _, text in seen)
    for stage in ("MB", "Starting the game engine", "Loading the rules"):  # bytes, then each stage by name
        assert stage in texts, f"{stage!r} was never shown: {seen}"
    context.close()
