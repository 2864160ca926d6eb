"""A cached snapshot that is missing, truncated, of another build, that fails to load or whose
memory is damaged only means an ordinary boot; a damaged copy is fetched again, and the next
visit boots from it.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, expect

from boot_helpers import engine_ready, throw_once
from browsing import PageGuard, wait_ready
from engines import stop_engines
from helpers import wait_until

# Each damage is done in the page, to the snapshot the cache holds (zipped, as the site serves it,
# after its unzipped copy is deleted; or that copy, unzipped by the service worker).
DAMAGE = {
    "missing": "async (cache, url, bytes) => { await cache.delete(url); }",
    "truncated": """async (cache, url, bytes) => {
        await cache.put(url, new Response(bytes.slice(0, bytes.length >> 1)));
    }""",
    # Another build's: the same memory, another id in the header.
    "other-build": """async (cache, url, bytes) => {
        const raw = await unzip(bytes);
        raw[8] = raw[8] === 48 ? 49 : 48;
        await cache.put(url, new Response(await zip(raw)));
    }""",
    # This build's header, but memory Pyodide refuses (its own magic number broken), with the
    # checksum of that memory written in the header: only Pyodide can tell.
    "fails-to-load": """async (cache, url, bytes) => {
        const raw = await unzip(bytes);
        raw.fill(0, 144, 160);
        await cache.put(url, new Response(await zip(await resign(raw))));
    }""",
    # 4 KB zeroed at offset 4096, its size and header kept: Pyodide boots from it, and then every
    # engine call fails ("SystemError: Empty keyword parameter name"), unless its checksum is read.
    "damaged": """async (cache, url, bytes) => {
        const raw = await unzip(bytes);
        raw.fill(0, 4096, 8192);
        await cache.put(url, new Response(await zip(raw)));
    }""",
}
WHY = {"missing": "not cached", "truncated": "truncated", "other-build": "another build",
       "fails-to-load": "magic", "damaged": "damaged snapshot"}
DAMAGE_UNPACKED = {
    "truncated": DAMAGE["truncated"],
    "other-build": """async (cache, url, bytes) => {
        bytes[8] = bytes[8] === 48 ? 49 : 48;
        await cache.put(url, new Response(bytes));
    }""",
    "fails-to-load": """async (cache, url, bytes) => {
        bytes.fill(0, 144, 160);
        await cache.put(url, new Response(await resign(bytes)));
    }""",
    "damaged": """async (cache, url, bytes) => {
        bytes.fill(0, 4096, 8192);
        await cache.put(url, new Response(bytes));
    }""",
}
DAMAGE_JS = """async () => {{
    const unzip = async (b) => new Uint8Array(await new Response(new Blob([b]).stream()
        .pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
    const zip = async (b) => new Uint8Array(await new Response(new Blob([b]).stream()
        .pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
    // The header's checksum (bytes 72-136, after the magic and the build's id) made the memory's.
    const resign = async (raw) => {{
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', raw.subarray(144)));
        const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
        raw.set(new TextEncoder().encode(hex), 72);
        return raw;
    }};
    const build = await (await fetch('./build.json')).json();
    const cache = await caches.open('rabattues-' + build.hash);
    const url = './' + build.snapshot.{entry};
    {first}
    const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
    await ({damage})(cache, url, bytes);
}}"""


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_a_bad_snapshot_only_means_an_ordinary_boot(context: BrowserContext, guard: PageGuard,
                                                    damage: str) -> None:
    page = context.new_page()
    page.goto("/build.json")
    page.evaluate(DAMAGE_JS.format(entry="file", damage=DAMAGE[damage],
                                   first="await cache.delete('./' + build.snapshot.unpacked);"))
    page.goto("/")
    wait_ready(page, guard=guard)
    ready = engine_ready(page)
    assert ready["boot"] == "ordinary"
    assert WHY[damage] in ready["snapshotError"], ready
    expect(page.locator("#messages .message-error")).to_have_count(0)
    throw_once(page)
    guard.assert_clean()


@pytest.mark.parametrize("damage", list(DAMAGE_UNPACKED))
def test_a_bad_unzipped_snapshot_only_means_an_ordinary_boot(context: BrowserContext, guard: PageGuard,
                                                             damage: str) -> None:
    page = context.new_page()
    page.goto("/build.json")
    page.evaluate(DAMAGE_JS.format(entry="unpacked", damage=DAMAGE_UNPACKED[damage], first=""))
    page.goto("/")
    wait_ready(page, guard=guard)
    ready = engine_ready(page)
    assert ready["boot"] == "ordinary"
    assert WHY[damage] in ready["snapshotError"], ready
    throw_once(page)
    guard.assert_clean()


CACHED_SNAPSHOT = """async () => {
    const build = await (await fetch('./build.json')).json();
    const cache = await caches.open('rabattues-' + build.hash);
    const zipped = await cache.match('./' + build.snapshot.file);
    const unzipped = await cache.match('./' + build.snapshot.unpacked);
    if (!zipped || unzipped) return null;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await zipped.arrayBuffer()));
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}"""
"""The SHA-256 of the zipped snapshot the cache holds, once its unzipped copy is gone (else null)."""


@pytest.mark.parametrize("entry", ["unpacked", "file"])
def test_a_damaged_snapshot_is_replaced_and_the_next_visit_boots_from_it(
        context: BrowserContext, guard: PageGuard, site_dir: Path, manifest: dict[str, Any],
        entry: str) -> None:
    """4 KB zeroed inside the cached snapshot: that visit boots the ordinary way, and the copy is
    fetched again, so that the next one (a new engine) boots from the snapshot. Before, nothing
    checked its content: every visit booted from it and then every engine call failed."""
    page = context.new_page()
    page.goto("/build.json")
    first = "" if entry == "unpacked" else "await cache.delete('./' + build.snapshot.unpacked);"
    damage = (DAMAGE_UNPACKED if entry == "unpacked" else DAMAGE)["damaged"]
    page.evaluate(DAMAGE_JS.format(entry=entry, damage=damage, first=first))
    page.goto("/")
    wait_ready(page, guard=guard)
    ready = engine_ready(page)
    assert ready["boot"] == "ordinary" and "damaged snapshot" in ready["snapshotError"], ready
    throw_once(page)
    served = hashlib.sha256((site_dir / manifest["snapshot"]["file"]).read_bytes()).hexdigest()
    wait_until(page, f"async () => (await ({CACHED_SNAPSHOT})()) === {json.dumps(served)}", 60_000)
    stop_engines(page)
    page.reload()
    wait_ready(page, guard=guard)
    ready = engine_ready(page)
    assert ready["boot"] == "snapshot", ready
    throw_once(page)
    guard.assert_clean()
