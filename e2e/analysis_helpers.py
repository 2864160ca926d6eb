"""What the exact analysis's e2e tests share: positions whose cube play is known, a finished game
and its review by CPython's solver, the page opened on it, the language chosen."""

from __future__ import annotations

import random
import re
from functools import cache
from typing import Any

from playwright.sync_api import Page, expect

from browsing import PageGuard, wait_ready
from exact_cache import keep_exact_tables
from helpers import idle
from rabattues.dames import Options, parse_position, preset, replays
from rabattues.dames.record import Record, new_record
from rabattues.dames.review import game_review
from rabattues.dames.solver import Analysis, solve
from rabattues.kernel.actions import Opening, Throw

MODERN = preset("modern")
DOUBLE_DROP = "0.0.0.0.0.1/1.1.1.1.1.1/w"
"""One checker left against six (tests/test_solver.py): double/drop for the player to throw."""
DOUBLE_TAKE = "0.0.0.0.0.1/0.0.0.1.1.1/w"
"""One checker left against three: double/take."""
START = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
PIXEL_7 = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.625, "is_mobile": True,
           "has_touch": True}
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 375, "height": 667},
         "landscape": {"width": 667, "height": 375}}
QUIET = ("clear", "right")
ENGLISH = re.compile(r"\b(White|Black|errors?|decisions?|equity|luck|throws?|doubled|takes?|drops?|blunder|"
                     r"mistake|inaccuracy|right|close)\b")
"""English words of the review, none of which a French or Russian review may show."""


@cache
def exact_tables() -> None:
    """Both presets' exact tables in this process, the oracle the page is checked against: read
    from build/test-cache, where `make site` keeps them (tools/exact_cache.py; the first test
    process that finds them missing builds them while the others wait). The build itself,
    and the cache's figures bit for bit, are tests/' to check."""
    keep_exact_tables()


def solved(notation: str, options: Options = MODERN) -> Analysis:
    """The CPython solver's analysis of a position (its tables shared by the test processes)."""
    exact_tables()
    return solve(parse_position(notation), options)


def exact(notation: str) -> tuple[bool, bool, float]:
    """The CPython solver's double and take decisions and win chance for the player to throw."""
    analysis = solved(notation)
    assert analysis.cube is not None and analysis.cube.take is not None
    return analysis.cube.double, analysis.cube.take, analysis.win


def start(page: Page, notation: str, computer: str, guard: PageGuard) -> None:
    """A modern game from the address, the computer playing one side."""
    page.goto(f"/?preset=modern&computer={computer}&position={notation}")
    wait_ready(page, guard=guard)
    expect(page.locator("#board")).to_have_attribute("data-position", notation)


@cache
def finished(seed: int = 20) -> Record:
    """A whole modern game, seeded, whose players took a random decision now and then (seed 20:
    51 actions, two close decisions, three wrong ones)."""
    rng = random.Random(seed)
    game = new_record("modern", seed=seed)
    state = game.initial_state()
    while not state.is_terminal():
        legal = state.legal_actions()
        if legal and (state.offered or rng.random() < 0.08):
            action = rng.choice(legal)
        else:
            a, b = game.next_dice()
            action = Opening(a, b) if state.opening else Throw((a, b))
        game, state = game.with_action(action), state.child(action)
    return game


@cache
def expected(seed: int = 20) -> dict[str, Any]:
    """The review of `finished(seed)` by the exact solver in CPython."""
    exact_tables()
    return game_review(replays.replay(finished(seed)))


def import_game(page: Page, guard: PageGuard, game: Record) -> None:
    """Open the page and import a game's record as a player does (a file)."""
    page.goto("/")
    wait_ready(page, guard=guard)
    idle(page)
    page.locator("#import-file").set_input_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": game.dumps().encode()}])


def open_finished(page: Page, guard: PageGuard, seed: int = 20) -> None:
    """Import the finished game, and wait for its review."""
    import_game(page, guard, finished(seed))
    expect(page.locator("#review")).to_have_attribute("data-state", "ready", timeout=30_000)
    expect(page.locator("#banner")).to_be_visible()
    page.locator("#banner-close").click()


def choose_language(page: Page, lang: str) -> None:
    """The language menu, as a player uses it."""
    page.locator("#language").select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


def review_text(page: Page) -> str:
    """Every word the review and the bar show (the graph's line under it included)."""
    parts = ("#winbar", "#review-legend", "#review-detail", "#review-summary", "#review-decisions",
             "#review-luck")
    return " ".join(page.locator(part).inner_text() for part in parts)


def remember(page: Page, lang: str = "en") -> None:
    """A returning player's choices: this language, and the win bar shown."""
    page.add_init_script(f"localStorage.setItem('rabattues:lang', '{lang}');"
                         "localStorage.setItem('rabattues:winbar', 'shown')")
