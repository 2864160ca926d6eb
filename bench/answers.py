"""Benchmark: how soon the page answers each control, and where the time goes until it is idle.

    make site && .venv/bin/python bench/answers.py [--rounds 5] [--speed off]

Serves build/site, opens Debian's chromium (1280×800) and plays as a player does: backgammon
against the computer (Throw, Confirm, Double, Take, a new game from a pasted XGID, the review of
a finished game imported and after a reload) and the modern 1699 game (Double). A script run
before the page's own (bench/answers_probe.py) notes each click, each change of the page and the
frame that paints it, each request to the engine's worker and its answer.
For each action it prints, over the rounds (median and worst, in ms):
  taken   click → the first frame painted after the page changed (the control was taken);
  reply   click → the computer's first action answered, ready to show (a move the computer answers);
  idle    click → the page idle again (the computer's reply played, the review drawn);
  engine  the engine's time in that span (requests sent until answered);
  pause   the computer's deliberate pause (its thinking included: app/game.js COMPUTER_DELAY);
  page    the rest: the page's own work, drawing and animation.
With `--speed off` (the default) the animations are off, as "animation excluded" asks.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "e2e"), str(ROOT / "bench")]

from answers_probe import PROBE, SUMMARY  # noqa: E402
from bg_helpers import HUMAN_VS_COMPUTER, new_backgammon, place_move, played_to_the_end, saved_view  # noqa: E402
from interop_helpers import START_BLACK_31  # noqa: E402
from page_timing import ARGS, CHROMIUM, served, wait_for  # noqa: E402
from rabattues import api  # noqa: E402
from rabattues.backgammon.board import from_points  # noqa: E402
from rabattues.backgammon.position_id import format_position_id  # noqa: E402

EVEN = format_position_id(from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5, 24: 2}))
"""A position early in a game: White doubles, and the computer takes."""
RACE = format_position_id(from_points({6: 5, 5: 3, 4: 3, 3: 2, 2: 2},
                                      {6: 4, 5: 3, 4: 3, 3: 2, 7: 2, 2: 1}))
"""Black, the computer, on roll, 67 pips against White's 73: he doubles, and White should take."""

Figures = dict[str, list[dict[str, Any]]]


def clicked(page: Page) -> int:
    """How many clicks the page has seen."""
    return int(page.evaluate("() => globalThis.__answers.clicks.length"))


def timed(page: Page, figures: Figures, name: str, click: Callable[[], None],
          until: str | None = None) -> None:
    """Click, wait until the page is idle again (or `until` holds), and note the figures."""
    before = clicked(page)
    start = float(page.evaluate("() => performance.now()"))  # an action without a click (a file chosen)
    click()
    if until is None:
        wait_for(page, """(n) => { const log = globalThis.__answers; const click = log.clicks[n];
            return click !== undefined && log.idle.some(([t, idle]) => idle && t > click); }""", name, before)
        end = None
    else:
        wait_for(page, until, name)
        end = float(page.evaluate("() => performance.now()"))
    page.wait_for_timeout(100)  # the frame that painted the first change has run
    figures[name].append(page.evaluate(SUMMARY, [before, start, end]))


def idle(page: Page) -> None:
    """Wait until the page is idle."""
    page.wait_for_selector("body[data-idle='true']", timeout=120_000)


def record_file(page: Page, record: dict[str, Any]) -> None:
    """Open a record as a player opens a file."""
    file = {"name": "game.json", "mimeType": "application/json", "buffer": json.dumps(record).encode()}
    page.locator("#import-file").set_input_files(file)


def new_record(**config: Any) -> dict[str, Any]:
    """A backgammon record made by the engine in CPython: White the player, Black the computer."""
    config = {"game": "backgammon", "players": HUMAN_VS_COMPUTER, **config}
    answer = json.loads(api.new_game(json.dumps(config)))
    assert answer["ok"], answer
    return dict(answer["record"])


def choose_move(page: Page) -> bool:
    """Put the first legal move on the board (bg_helpers.place_move); False if there is none."""
    view = saved_view(page)
    if not view.get("moves"):
        return False
    place_move(page, view, view["moves"][0])
    return True


def button(page: Page, name: str) -> Any:
    """A visible game button by its name."""
    return page.get_by_role("button", name=name, exact=True)


def backgammon_turns(page: Page, figures: Figures, seed: int, turns: int) -> None:
    """Throw and Confirm against the computer, as the turns come."""
    new_backgammon(page, seed=seed)
    for _ in range(turns):
        idle(page)
        if page.locator("#banner").is_visible():
            return
        if button(page, "Take").is_visible():
            timed(page, figures, "bg take (in play)", lambda: button(page, "Take").click())
        elif button(page, "Throw").is_visible():
            timed(page, figures, "bg throw", lambda: button(page, "Throw").click())
        elif choose_move(page):
            timed(page, figures, "bg confirm", lambda: button(page, "Confirm").click())


def backgammon_cube(page: Page, figures: Figures, seed: int) -> None:
    """White doubles in an even position (the computer takes); the computer doubles in a race, and
    White takes."""
    record_file(page, new_record(seed=seed, start={"position_id": EVEN, "turn": "w"}))
    expect(page.locator("#board")).to_have_attribute("data-position", f"{EVEN}:w")
    idle(page)
    timed(page, figures, "bg double", lambda: button(page, "Double").click())
    record_file(page, new_record(seed=seed, start={"position_id": RACE, "turn": "b"}))
    expect(button(page, "Take")).to_be_visible(timeout=60_000)
    idle(page)
    timed(page, figures, "bg take", lambda: button(page, "Take").click())


def backgammon_pasted(page: Page, figures: Figures, seed: int) -> None:
    """A new two-player game from a pasted XGID."""
    idle(page)
    page.locator("#new-game").click()
    dialog = page.locator("#new-dialog")
    dialog.locator("input[name=game][value=backgammon]").check()
    dialog.locator("input[name=players][value='hotseat']").check()
    dialog.locator("input[name=dice][value='seeded']").check()
    dialog.locator("#seed").fill(str(seed))
    dialog.locator("#bg-position").fill(START_BLACK_31)
    timed(page, figures, "bg new game, pasted XGID", lambda: dialog.locator("#new-start").click())


def backgammon_review(page: Page, figures: Figures, seed: int) -> None:
    """A finished game imported (its review drawn), then the page reloaded (the review drawn again)."""
    ready = "() => document.querySelector('#bg-review')?.dataset.state === 'ready'"
    finished = played_to_the_end(new_record(seed=seed))
    timed(page, figures, "bg review, finished game imported", lambda: record_file(page, finished),
          until=ready)
    page.reload()
    wait_for(page, ready, "the review after a reload")
    started = page.evaluate("() => performance.getEntriesByName('engine-ready')[0]?.startTime ?? 0")
    shown = page.evaluate("() => performance.now()")
    figures["bg review after a reload (from engine ready)"].append({"idle": shown - started})


def dames_double(page: Page, figures: Figures, seed: int) -> None:
    """The modern 1699 game against the computer: the player doubles at his first chance."""
    page.goto(f"/?preset=modern&seed={seed}&computer=b")
    wait_for(page, "() => document.body.dataset.state === 'ready'", "the 1699 game")
    for _ in range(60):
        idle(page)
        if button(page, "Double").is_visible():
            timed(page, figures, "1699 double", lambda: button(page, "Double").click())
            return
        claims = page.locator("#claims button")
        if button(page, "Take").is_visible():
            button(page, "Take").click()
        elif claims.count():
            claims.first.click()
        else:
            button(page, "Throw").click()


def report(figures: Figures) -> None:
    """Median and worst of each figure, by action."""
    keys = ("taken", "reply", "idle", "engine", "pause", "page")
    heads = " ".join(f"{k:>13}" for k in keys)
    print(f"{'action':44} {'n':>3} {heads}   engine calls (first round)")
    for name, rows in figures.items():
        cells = []
        for key in keys:
            values = [r[key] for r in rows if r.get(key) is not None]
            cells.append(f"{statistics.median(values):6.0f} {max(values):6.0f}" if values else f"{'—':>13}")
        ops = ", ".join(rows[0].get("ops", [])[:8])
        print(f"{name:44} {len(rows):3} " + " ".join(cells) + f"   {ops}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--speed", choices=["off", "normal", "slow"], default="off")
    parser.add_argument("--turns", type=int, default=12, help="backgammon turns played a round")
    options = parser.parse_args()
    figures: Figures = defaultdict(list)
    with served(ROOT / "build" / "site") as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for round_ in range(options.rounds):
            context = browser.new_context(base_url=base, viewport={"width": 1280, "height": 800})
            context.add_init_script(PROBE)
            context.add_init_script(f"localStorage.setItem('rabattues:speed', {json.dumps(options.speed)})")
            page = context.new_page()
            page.goto("/")
            wait_for(page, "() => document.body.dataset.state === 'ready'", "the page")
            seed = 11 + round_
            backgammon_turns(page, figures, seed, options.turns)
            backgammon_cube(page, figures, seed)
            backgammon_pasted(page, figures, seed)
            backgammon_review(page, figures, seed)
            dames_double(page, figures, seed)
            context.close()
            print(f"round {round_ + 1} of {options.rounds} done", file=sys.stderr)
        browser.close()
    print(f"speed {options.speed}; {options.rounds} rounds; ms, median and worst")
    report(figures)


if __name__ == "__main__":
    main()
