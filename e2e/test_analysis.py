"""The exact analysis in the page: the computer's cube play is the solver's, the win-chance bar
and the facts show the solver's figures (in the page's language). The review: test_review_page.py."""

from __future__ import annotations

import math
import re

import pytest
from playwright.sync_api import Page, expect

from analysis_helpers import (
    DOUBLE_DROP,
    DOUBLE_TAKE,
    START,
    exact,
    remember,
    solved,
    start,
)
from browsing import PageGuard, screenshot, wait_ready
from helpers import button, idle, record, replayed
from rabattues.dames import preset
from rabattues.kernel.marks import VERY_BAD

# ─── The computer's cube play and the bar ──────────────────────────────────────────────────


def test_the_computer_doubles_when_doubling_is_right(page: Page, guard: PageGuard) -> None:
    """Double/take: the computer (White) doubles; the human takes; the solver agrees on both."""
    double, take, _ = exact(DOUBLE_TAKE)
    assert double and take
    start(page, DOUBLE_TAKE, "w", guard)
    expect(button(page, "Take")).to_be_visible(timeout=30_000)
    assert record(page)["actions"] == ["double"]
    button(page, "Take").click()
    idle(page)
    assert replayed(page).cube.value == 2
    guard.assert_clean()


def test_the_computer_drops_when_dropping_is_right(page: Page, guard: PageGuard) -> None:
    """Double/drop: the human (White) doubles, the computer drops; both right and clear, so none is listed."""
    double, take, _ = exact(DOUBLE_DROP)
    assert double and not take
    start(page, DOUBLE_DROP, "b", guard)
    button(page, "Double").click()
    expect(page.locator("#banner")).to_be_visible(timeout=30_000)
    assert record(page)["actions"] == ["double", "drop"]
    outcome = replayed(page).outcome
    assert outcome is not None and outcome.how == "drop" and outcome.winner == "w"
    cube = solved(DOUBLE_DROP).cube
    assert cube is not None and cube.double_take is not None
    assert 1 - cube.no_double >= 0.04 and cube.double_take - 1 >= 0.04  # neither decision was close
    expect(page.locator("#review")).to_have_attribute("data-state", "ready", timeout=30_000)
    expect(page.locator("#review-graph svg .mark")).to_have_count(0)
    expect(page.locator("#review-decisions li")).to_have_text(
        ["Every decision was right, and none was close."])
    summary = page.locator("#review-summary li")
    errors = summary.evaluate_all("ls => ls.map(l => [l.dataset.player, l.dataset.errors])")
    assert errors == [["w", "0"], ["b", "0"]]
    expect(summary.first).to_have_text("White: 0 errors in 1 decision, equity lost 0.000")
    guard.assert_clean()


def test_a_wrong_take_is_listed_with_its_equity_loss(page: Page, guard: PageGuard) -> None:
    """Double/drop, but the human (Black) takes: listed wrong, with the solver's loss, and in his summary."""
    start(page, DOUBLE_DROP, "w", guard)
    expect(button(page, "Take")).to_be_visible(timeout=30_000)
    button(page, "Take").click()
    idle(page)
    if page.locator("#review-button").is_visible():  # else White won at once: the review is shown
        page.locator("#review-button").click()
    wrong = page.locator("#review-decisions li.wrong")
    expect(wrong).to_have_count(1, timeout=30_000)
    assert wrong.get_attribute("data-kind") == "take" and wrong.get_attribute("data-best") == "drop"
    cube = solved(DOUBLE_DROP).cube
    assert cube is not None and cube.double_take is not None
    loss = cube.double_take - 1.0  # the taker's equity −(double/take) against −1 for a drop
    assert abs(float(wrong.get_attribute("data-loss") or "nan") - loss) < 0.0005
    mark = "blunder" if loss >= VERY_BAD else "mistake"
    expect(wrong).to_contain_text(f"Black: take — {mark}: drop was right")
    black = page.locator("#review-summary li[data-player=b]")
    expect(black).to_have_attribute("data-errors", "1")
    assert abs(float(black.get_attribute("data-lost") or "nan") - loss) < 0.0005
    expect(page.locator("#review-graph svg .mark.error")).to_have_count(1)
    guard.assert_clean()


def test_the_win_chance_bar_shows_the_solvers_chance(page: Page, guard: PageGuard) -> None:
    """The bar, once shown (and remembered), shows White's exact chance to 1 decimal, and its lookup time."""
    *_, win = exact(DOUBLE_TAKE)
    start(page, DOUBLE_TAKE, "b", guard)
    bar = page.locator("#winbar")
    expect(bar).to_be_hidden()
    page.locator("#winbar-toggle").click()
    expect(bar).to_have_attribute("data-state", "ready", timeout=30_000)
    shown = float(bar.get_attribute("data-win") or "nan")
    assert abs(shown - win) <= 1 / 4096
    expect(page.locator("#winbar-w")).to_have_text(f"White {100 * win:.1f}%")
    lookup_us = float(bar.get_attribute("data-lookup-us") or "inf")
    print(f"lookup of a position in Pyodide: {lookup_us} µs")  # docs/BENCHMARKS.md's figure (pytest -s)
    assert 0 <= lookup_us < math.inf  # measured and reported; its speed is a benchmark's, not a test's
    expect(page.locator("#winbar-cube")).to_have_attribute("data-double", "true")
    expect(page.locator("#winbar-cube")).to_have_attribute("data-take", "true")
    screenshot(page, "analysis-bar-desktop", full_page=False)
    page.reload()
    wait_ready(page, guard=guard)
    expect(bar).to_be_visible()  # remembered
    page.locator("#facts summary").click()
    expect(page.locator("#facts-list li")).to_have_count(2)
    guard.assert_clean()


@pytest.mark.parametrize(("lang", "decimal"), [("fr", ","), ("ru", ",")])
def test_the_bar_and_the_facts_write_numbers_in_the_pages_language(page: Page, guard: PageGuard, lang: str,
                                                                   decimal: str) -> None:
    """French and Russian: a decimal comma and a space before % (Intl), in the bar and the facts."""
    *_, win = exact(DOUBLE_TAKE)
    remember(page, lang)
    start(page, DOUBLE_TAKE, "b", guard)
    expect(page.locator("#winbar")).to_have_attribute("data-state", "ready", timeout=30_000)
    figure = f"{100 * win:.1f}".replace(".", decimal)
    expect(page.locator("#winbar-w")).to_have_text(re.compile(rf"^\S+ {figure}\s%$"))
    # The cube's two decisions in one sentence, joined as the language writes it (French: a space before ;).
    expect(page.locator("#winbar-cube")).to_contain_text(
        "devrait doubler\u00a0; " if lang == "fr" else "надо удваивать; ")
    first = solved(START, preset("charpentier-1699")).win
    page.locator("#facts summary").click()
    expect(page.locator("#facts-list li").first).to_contain_text(re.compile(
        rf"{100 * first:.1f}".replace(".", decimal) + r"\s%"))
    guard.assert_clean()
