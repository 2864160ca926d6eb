"""The exact analysis in the page: the computer's cube play, the win-chance bar and the review,
checked against the exact solver in CPython (never against the page's own output)."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, expect

from conftest import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle, record, replayed
from rabattues import parse_position, preset
from rabattues.solver import solve

MODERN = preset("modern")
DOUBLE_DROP = "0.0.0.0.0.1/1.1.1.1.1.1/w"
"""One checker left against six (tests/test_solver.py): double/drop for the player to throw."""
DOUBLE_TAKE = "0.0.0.0.0.1/0.0.0.1.1.1/w"
"""One checker left against three: double/take."""
PIXEL_7 = {"viewport": {"width": 412, "height": 915}, "device_scale_factor": 2.625, "is_mobile": True,
           "has_touch": True}


def exact(notation: str) -> tuple[bool, bool, float]:
    """The CPython solver's double and take decisions and win chance for the player to throw."""
    analysis = solve(parse_position(notation), MODERN)
    assert analysis.cube is not None and analysis.cube.take is not None
    return analysis.cube.double, analysis.cube.take, analysis.win


def start(page: Page, notation: str, computer: str, guard: PageGuard) -> None:
    """A modern game from the address, the computer playing one side."""
    page.goto(f"/?preset=modern&computer={computer}&position={notation}")
    wait_ready(page, guard=guard)
    expect(page.locator("#board")).to_have_attribute("data-position", notation)


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
    """Double/drop: the human (White) doubles, the computer (Black) drops; then the review marks it."""
    double, take, _ = exact(DOUBLE_DROP)
    assert double and not take
    start(page, DOUBLE_DROP, "b", guard)
    button(page, "Double").click()
    expect(page.locator("#banner")).to_be_visible(timeout=30_000)
    assert record(page)["actions"] == ["double", "drop"]
    outcome = replayed(page).outcome
    assert outcome is not None and outcome.how == "drop" and outcome.winner == "w"
    review = page.locator("#review")
    expect(review).to_have_attribute("data-state", "ready", timeout=30_000)
    marks = page.locator("#review-graph svg .mark")
    assert sorted(marks.evaluate_all("ms => ms.map(m => m.dataset.kind)")) == ["double", "drop"]
    assert marks.evaluate_all("ms => ms.map(m => m.classList.contains('right'))") == [True, True]
    lines = page.locator("#review-decisions li")
    expect(lines).to_have_count(2)
    assert lines.evaluate_all("ls => ls.map(l => [l.dataset.kind, l.dataset.best, l.dataset.loss])") == [
        ["double", "double", "0"], ["drop", "drop", "0"]]
    page.locator("#banner-close").click()
    guard.assert_clean()


def test_a_wrong_take_is_marked_with_its_equity_loss(page: Page, guard: PageGuard) -> None:
    """Double/drop, but the human (Black) takes: the review marks it wrong, with the solver's loss."""
    start(page, DOUBLE_DROP, "w", guard)
    expect(button(page, "Take")).to_be_visible(timeout=30_000)
    button(page, "Take").click()
    idle(page)
    if page.locator("#review-button").is_visible():  # else White won at once: the review is shown
        page.locator("#review-button").click()
    wrong = page.locator("#review-decisions li.wrong")
    expect(wrong).to_have_count(1, timeout=30_000)
    assert wrong.get_attribute("data-kind") == "take" and wrong.get_attribute("data-best") == "drop"
    cube = solve(parse_position(DOUBLE_DROP), MODERN).cube
    assert cube is not None and cube.double_take is not None
    loss = cube.double_take - 1.0  # the taker's equity −(double/take) against −1 for a drop
    assert abs(float(wrong.get_attribute("data-loss") or "nan") - loss) < 0.0005
    expect(page.locator("#review-graph svg .mark.wrong")).to_have_count(1)
    screenshot(page, "analysis-review-desktop")
    guard.assert_clean()


def test_the_win_chance_bar_shows_the_solvers_chance(page: Page, guard: PageGuard) -> None:
    """The bar, once shown (and remembered), shows White's exact chance to 1 decimal; lookup under 1 ms."""
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
    print(f"lookup of a position in Pyodide: {lookup_us} µs")  # the README's figure (pytest -s)
    assert lookup_us < 1000
    expect(page.locator("#winbar-cube")).to_have_attribute("data-double", "true")
    expect(page.locator("#winbar-cube")).to_have_attribute("data-take", "true")
    screenshot(page, "analysis-bar-desktop", full_page=False)
    page.reload()
    wait_ready(page, guard=guard)
    expect(bar).to_be_visible()  # remembered
    page.locator("#facts summary").click()
    expect(page.locator("#facts-list li")).to_have_count(2)
    guard.assert_clean()


def test_bar_and_review_on_a_phone(browser: Browser, base_url: str, make_guard) -> None:  # type: ignore[no-untyped-def]
    """Pixel 7: the bar and a review after a short game fit the screen."""
    context = returning(browser.new_context(base_url=base_url, **PIXEL_7))
    guard = make_guard(context)
    page = context.new_page()
    page.add_init_script("localStorage.setItem('rabattues:winbar', 'shown')")
    start(page, DOUBLE_TAKE, "w", guard)
    expect(button(page, "Take")).to_be_visible(timeout=30_000)
    expect(page.locator("#winbar")).to_have_attribute("data-state", "ready", timeout=30_000)
    page.locator("#analysis").scroll_into_view_if_needed()
    screenshot(page, "analysis-bar-pixel7", full_page=False)
    button(page, "Take").click()
    while not page.locator("#banner").is_visible():
        idle(page)
        if page.locator("#banner").is_visible():
            break
        button(page, "Throw").click()
    expect(page.locator("#review")).to_have_attribute("data-state", "ready", timeout=30_000)
    page.locator("#banner-close").click()
    page.locator("#review").scroll_into_view_if_needed()
    screenshot(page, "analysis-review-pixel7", full_page=False)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 412
    guard.assert_clean()
    context.close()
