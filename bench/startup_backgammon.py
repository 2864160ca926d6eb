"""Backgammon in the page: start-up to the first throw possible, and each action's time.

Like bench/startup.py (same server, browser and marks), for a visitor whose game is backgammon:
each round, a fresh browser context holding a saved backgammon game (made once by the page
itself, through New game) opens the app (cold: empty caches, an ordinary boot), reloads it once
the service worker has cached the site (the engine still running), then visits it again once
the browser has ended that engine (warm: a boot from the snapshot). "Ready" is the page's
`first-throw-possible` mark, with the backgammon board drawn. Then, in one hot-seat game with
seeded dice and motion reduced, each Throw and each Confirm is timed from the click to the page
idle again: the worker's Pyodide answering `act` (replaying the record, the view and its legal
moves with every order of their steps) plus drawing. Medians and largest values are printed for
docs/BENCHMARKS.md.

usage: .venv/bin/python bench/startup_backgammon.py [--rounds 5] [--turns 20]   (after `make site`)
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from page_timing import (
    ARGS,
    CACHED,
    CHROMIUM,
    ROOT,
    Bytes,
    ready_and_settled,
    served,
    wait_for,
    wait_for_promise,
)
from startup import Sample, stop_engines, visit

IDLE = "document.body.dataset.idle === 'true'"
SEED = """(saves) => { if (!localStorage.getItem('rabattues:current'))
    for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }"""


def backgammon_save(browser: Browser, base: str) -> dict[str, str]:
    """The localStorage of a page that has just started a hot-seat backgammon game (seed 3)."""
    context = browser.new_context(base_url=base, reduced_motion="reduce")
    page = context.new_page()
    page.goto("/")
    ready_and_settled(page)
    page.click("#new-game")
    page.check("#new-dialog input[name=game][value=backgammon]")
    page.check("#new-dialog input[name=players][value=hotseat]")
    page.fill("#seed", "3")
    page.click("#new-start")
    shown = "document.querySelector('#board').dataset.game === 'backgammon'"
    wait_for(page, f"() => {IDLE} && {shown}", "the new game")
    saves: dict[str, str] = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    context.close()
    return saves


def app(browser: Browser, base: str, saves: dict[str, str]) -> tuple[Sample, Sample, Sample]:
    """A first visit to the saved backgammon game, a reload once the service worker has cached the
    site (the engine running), then a later visit (the engine ended: a boot from the snapshot)."""
    context = browser.new_context(base_url=base)
    context.add_init_script(f"({SEED})({json.dumps(saves)})")
    counter = Bytes(context)
    page = context.new_page()
    page.goto("/")
    ready_and_settled(page)
    assert page.get_attribute("#board", "data-game") == "backgammon"
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
    assert page.get_attribute("#board", "data-game") == "backgammon"
    warm = visit(page, counter, start, "snapshot")
    context.close()
    return cold, reload, warm


VIEW = """(() => { const id = JSON.parse(localStorage.getItem('rabattues:current'));
    return JSON.stringify(JSON.parse(localStorage.getItem('rabattues:game:' + id)).view); })()"""
ACTIONS = """(() => { const id = JSON.parse(localStorage.getItem('rabattues:current'));
    return JSON.parse(localStorage.getItem('rabattues:game:' + id)).record.actions.length; })()"""


def timed(page: Page, selector: str) -> float:
    """Milliseconds from a click to the action saved and the page idle again."""
    before = page.evaluate(ACTIONS)
    t0 = time.perf_counter()
    page.click(selector)
    poll(page, f"{IDLE} && {ACTIONS} > {before}")
    return (time.perf_counter() - t0) * 1000


def poll(page: Page, predicate: str) -> None:
    """Wait, every 5 ms, until a predicate holds (the page's policy forbids wait_for_function's eval)."""
    deadline = time.monotonic() + 60
    while not page.evaluate(predicate):
        if time.monotonic() > deadline:
            raise SystemExit(f"backgammon bench: {predicate[:60]} not reached in 60 s")
        page.wait_for_timeout(5)


def drag(page: Page, source: str, target: str, turn: str) -> None:
    """Drag a checker with the mouse from one place to another."""
    def centre(place: str, color: str | None = None) -> tuple[float, float]:
        extra = f"[data-color='{color}']" if color else ""
        box = page.locator(f"#board .area[data-place='{place}']{extra}").bounding_box()
        assert box is not None
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    x, y = centre(source)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y + 20, steps=2)
    page.mouse.move(*(centre("off", turn) if target == "off" else centre(target)), steps=3)
    page.mouse.up()


def actions(browser: Browser, base: str, saves: dict[str, str], turns: int) -> dict[str, list[float]]:
    """Each Throw and each Confirm of `turns` turns, timed."""
    context = browser.new_context(base_url=base, reduced_motion="reduce",
                                  viewport={"width": 1280, "height": 800})
    context.add_init_script(f"({SEED})({json.dumps(saves)})")
    page = context.new_page()
    page.goto("/")
    ready_and_settled(page)
    times: dict[str, list[float]] = {"throw": [], "move": []}
    for _ in range(turns):
        poll(page, IDLE)
        if page.is_visible("#throw"):
            times["throw"].append(timed(page, "#throw"))
        view = json.loads(page.evaluate(VIEW))
        if view["outcome"]:
            break
        if not view["moves"]:
            continue
        for step in view["moves"][0]["paths"][0]:
            drag(page, str(step["from"]), str(step["to"]), view["turn"])
        times["move"].append(timed(page, "#bg-confirm"))
    context.close()
    return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--site", type=Path, default=ROOT / "build" / "site")
    args = parser.parse_args(argv[1:])
    samples: dict[str, list[Sample]] = {"cold": [], "reload": [], "warm": []}
    with served(args.site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        saves = backgammon_save(browser, base)
        for round_ in range(args.rounds):
            for name, sample in zip(samples, app(browser, base, saves), strict=True):
                samples[name].append(sample)
            print(f"round {round_ + 1}: " + ", ".join(f"{name} {kept[-1]['ready'] / 1000:.2f} s"
                                                      for name, kept in samples.items()), file=sys.stderr)
        times = actions(browser, base, saves, args.turns)
        browser.close()
    for name, kept in samples.items():
        ready = statistics.median(s["ready"] for s in kept)
        board = statistics.median(s["board"] for s in kept)
        expected = sum(s["as expected"] for s in kept)
        print(f"backgammon {name}: ready {ready / 1000:.2f} s (median of {len(kept)}), board drawn "
              f"{board:.0f} ms, {statistics.median(s['bytes'] for s in kept) / 1e6:.2f} MB, "
              f"engine as expected {expected:.0f}/{len(kept)}")
    for name, values in times.items():
        print(f"{name}: click to idle median {statistics.median(values):.0f} ms, "
              f"largest {max(values):.0f} ms ({len(values)} actions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
