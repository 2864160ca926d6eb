"""Start-up benchmark: how soon the game is playable, against the bare runtime's own boot.

In one run of Debian's chromium, in fresh browser contexts, each round measures in turn:

- bare      bench/bare.html: only loadPyodide() in a module worker, from the site's pyodide/
- bare-page the same with the page's own standard library (part bytecode, tools/compile_stdlib.mjs)
            and no package list: the runtime the app boots, a stricter yardstick
- cold      the app, first visit (empty caches): board drawn, first throw possible
- reload    the app reloaded in the same context, once its service worker has cached the site:
            the engine is still running (it outlives its page for a while), nothing boots
- warm      a later visit: the same context once the browser has ended that engine (as it does a
            while after the last page went): it boots from the snapshot
- embed     one embed.html board, first visit
- examples  examples.html (three embedded boards), first visit: all three ready
- the last two again in a laptop's 1280 x 800 window (the others' window is 1280 x 3200, every board
            in view)

Times are from navigation start (performance marks the pages set); bytes are the response
bodies received from the network until the page was ready: the pages' (seen by Playwright) and
the shared engine's (its own resource timing, read through the DevTools protocol: Playwright
does not see a shared worker's requests; the worker's four small scripts are not counted).
Medians over the rounds, and ratios to the bare boot of the same run, are printed as the
table of docs/BENCHMARKS.md.

usage: .venv/bin/python bench/startup.py [--rounds 5] [--site build/site]   (after `make site`)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, ViewportSize, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "e2e"))
from engines import in_engine, stop_engines  # noqa: E402 (the e2e tests' own view of a context's engine)
from page_timing import (  # noqa: E402
    ARGS,
    CACHED,
    CHROMIUM,
    Bytes,
    mark,
    ready_and_settled,
    served,
    wait_for,
    wait_for_promise,
)

TALL: ViewportSize = {"width": 1280, "height": 3200}  # every example board in view: none waits for a scroll
# A laptop's window: the examples page's first board in view, the two others below it (loaded at
# once all the same: Chromium loads a lazy frame this near the view without a scroll). The tall
# window is drawn whole at each change of any of the page's documents, which no reader's is.
LAPTOP: ViewportSize = {"width": 1280, "height": 800}

Sample = dict[str, float]


ENGINE_FETCHED = """performance.getEntriesByType('resource').filter((e) => e.transferSize > 0)
    .map((e) => [performance.timeOrigin + e.startTime, performance.timeOrigin + e.responseEnd,
                 e.encodedBodySize])"""


def engine_bytes(page: Page, ready_ms: float) -> int:
    """Bytes the page's shared engine received from the network between the page's navigation and
    `ready_ms` (ms since it)."""
    origin = float(page.evaluate("performance.timeOrigin"))
    return sum(int(size) for start, end, size in in_engine(page, ENGINE_FETCHED)
               if start >= origin and end <= origin + ready_ms)


def visit(page: Page, counter: Bytes, start: int, boot: str) -> Sample:
    """One visit of the app, once playable: its marks, bytes, and whether its engine started as `boot`
    (`snapshot` or `running`: the engine was found running)."""
    ready = mark(page, "first-throw-possible")
    return {"board": mark(page, "board-drawn"), "ready": ready,
            "bytes": counter.total(start, counter.mark()) + engine_bytes(page, ready),
            "as expected": float(page.evaluate(f"document.body.dataset.boot === {json.dumps(boot)}"))}


def bare(browser: Browser, base: str, query: str = "") -> Sample:
    """The bare runtime's boot (`?stdlib=page`: with the page's own standard library)."""
    context = browser.new_context(base_url=base)
    counter = Bytes(context)
    page = context.new_page()
    page.goto("/bench/bare.html" + query)
    wait_for(page, "() => document.body.dataset.state === 'ready'", "the bare boot")
    sample = {"ready": mark(page, "runtime-booted"), "bytes": counter.total(0, counter.mark())}
    context.close()
    return sample


def app(browser: Browser, base: str) -> tuple[Sample, Sample, Sample]:
    """The app's first visit, then a reload once the service worker has cached the site (the
    engine still running), then a later visit (the engine ended: a boot from the snapshot)."""
    context = browser.new_context(base_url=base)
    counter = Bytes(context)
    page = context.new_page()
    page.goto("/")
    ready_and_settled(page)
    cold = visit(page, counter, 0, "ordinary")
    wait_for_promise(page, CACHED, "the service worker's cache")
    start = counter.mark()
    page.reload()
    ready_and_settled(page)
    reload = visit(page, counter, start, "running")
    page.goto("/build.json")
    stop_engines(page)
    start = counter.mark()
    page.goto("/")
    ready_and_settled(page)
    warm = visit(page, counter, start, "snapshot")
    context.close()
    return cold, reload, warm


BOARDS_READY = """(count) => {
    const boards = location.pathname.endsWith('embed.html') ? [document]
        : [...document.querySelectorAll('iframe')].map((frame) => frame.contentDocument);
    return boards.length === count && boards.every((board) => board?.body?.dataset.state === 'ready');
}"""


def frames_ready(path: str, frames: int, viewport: ViewportSize = TALL) -> Callable[[Browser, str], Sample]:
    """A page of embedded boards (or one embed) measured until every board is ready: the latest
    of the frames' `embed-ready` marks, in the page's clock (each frame has its own origin)."""

    def measure(browser: Browser, base: str) -> Sample:
        context = browser.new_context(base_url=base, viewport=viewport)
        counter = Bytes(context)
        page = context.new_page()
        page.goto(path)
        wait_for(page, BOARDS_READY, f"{path}'s {frames} boards ready", frames)
        boards = [f for f in page.frames if "embed.html" in f.url]
        origin = float(page.evaluate("performance.timeOrigin"))
        marked = "performance.timeOrigin + performance.getEntriesByName('embed-ready')[0].startTime"
        ready = max(float(f.evaluate(marked)) for f in boards) - origin
        sample = {"ready": ready, "bytes": counter.total(0, counter.mark()) + engine_bytes(page, ready)}
        context.close()
        return sample

    return measure


def median(samples: list[Sample], key: str) -> float:
    """The median of one figure over the rounds."""
    return statistics.median(s[key] for s in samples)


def report(results: dict[str, list[Sample]]) -> str:
    """docs/BENCHMARKS.md's table: medians, and ratios to the bare boot (and to the bare boot with the
    page's standard library)."""
    bare_ms, bare_bytes = median(results["bare"], "ready"), median(results["bare"], "bytes")
    page_ms = median(results["bare-page"], "ready")
    rows = ["| start | ready (median) | × bare boot | × bare, page's stdlib | board drawn "
            "| bytes before ready | × bare bytes | engine started as expected |",
            "|---|---|---|---|---|---|---|---|"]
    for name, samples in results.items():
        ready, size = median(samples, "ready"), median(samples, "bytes")
        board = f"{median(samples, 'board'):.0f} ms" if "board" in samples[0] else "—"
        expected = sum(s.get("as expected", 0) for s in samples)
        started = f"{expected:.0f}/{len(samples)}" if "as expected" in samples[0] else "—"
        rows.append(f"| {name} | {ready / 1000:.2f} s | {ready / bare_ms:.2f}× | {ready / page_ms:.2f}× "
                    f"| {board} | {size / 1e6:.2f} MB | {size / bare_bytes:.2f}× | {started} |")
    ratio = median(results["examples"], "ready") / median(results["embed"], "ready")
    rows.append(f"\nexamples page (three boards) / one board: {ratio:.2f}×")
    laptop = median(results["examples 1280x800"], "ready") / median(results["embed 1280x800"], "ready")
    rows.append(f"the same in a 1280 × 800 window: {laptop:.2f}×")
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args(argv[1:])
    if not (args.site / "build.json").exists():
        raise SystemExit(f"startup bench: {args.site} is not built (make site)")
    measures: dict[str, Callable[[Browser, str], Any]] = {
        "bare": bare, "bare-page": lambda browser, base: bare(browser, base, "?stdlib=page"), "app": app,
        "embed": frames_ready("/embed.html", 1),
        "examples": frames_ready("/examples.html", 3),
        "embed 1280x800": frames_ready("/embed.html", 1, LAPTOP),
        "examples 1280x800": frames_ready("/examples.html", 3, LAPTOP)}
    results: dict[str, list[Sample]] = {}  # in the order measured: the report's rows
    with served(args.site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for round_ in range(args.rounds):
            for name, measure in measures.items():
                sample = measure(browser, base)
                if name == "app":
                    for kind, one in zip(("cold", "reload", "warm"), sample, strict=True):
                        results.setdefault(kind, []).append(one)
                else:
                    results.setdefault(name, []).append(sample)
            print(f"round {round_ + 1}: " + ", ".join(
                f"{k} {v[-1]['ready'] / 1000:.2f} s" for k, v in results.items()), file=sys.stderr)
        browser.close()
    print(report(results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
