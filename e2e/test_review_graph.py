"""The review's graph in the page: legible at every size, a point or a hovered throw shows its
position, and the review passes an audit, with screenshots (three languages, both themes, a phone)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from analysis_helpers import (
    DOUBLE_TAKE,
    PIXEL_7,
    SIZES,
    expected,
    open_finished,
    remember,
    start,
)
from browsing import ARTIFACTS, ROOT, PageGuard, returning, screenshot
from helpers import button, idle


@pytest.mark.parametrize("size", list(SIZES))
def test_the_graph_is_legible(page: Page, guard: PageGuard, size: str) -> None:
    """Ticks of 11 px or more as shown, none over another, nothing else written on the plot, a legend."""
    page.set_viewport_size(SIZES[size])  # type: ignore[arg-type]
    open_finished(page, guard)
    graph = page.locator("#review-graph svg")
    graph.scroll_into_view_if_needed()
    ticks = graph.evaluate("""svg => {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')].map(t => {
            const r = t.getBoundingClientRect();
            return {tick: t.classList.contains('tick'), px: parseFloat(getComputedStyle(t).fontSize) * scale,
                    box: [r.left, r.top, r.right, r.bottom]};
        });
    }""")
    assert len(ticks) >= 7 and all(t["tick"] for t in ticks)
    assert min(t["px"] for t in ticks) >= 11, [t["px"] for t in ticks]
    for i, a in enumerate(ticks):
        for b in ticks[i + 1:]:
            (al, at, ar, ab), (bl, bt, br, bb) = a["box"], b["box"]
            assert ar <= bl or br <= al or ab <= bt or bb <= at, (a, b)
    expect(page.locator("#review-legend li")).to_have_count(5)
    expect(page.locator("#review-legend li").first).to_have_text("White")
    assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]
    page.locator("#review").screenshot(path=screenshot_path(f"analysis-review-{size}"))
    guard.assert_clean()


def test_a_point_of_the_graph_shows_its_position(page: Page, guard: PageGuard) -> None:
    """Focus or a click on a throw asks for the position after it; arrows go from throw to throw."""
    review = expected()
    points = [p["n"] for p in review["points"]]
    open_finished(page, guard)
    box, detail = page.locator("#review"), page.locator("#review-detail")
    page.locator(".review-svg .hit[tabindex='0']").focus()  # the tab stop: the last throw
    expect(box).to_have_attribute("data-stepped", str(points[-1]))
    page.keyboard.press("ArrowLeft")
    expect(box).to_have_attribute("data-stepped", str(points[-2]))
    expect(detail).to_contain_text(f"Step {points[-2]}")  # the 1699 game: an action a step
    page.keyboard.press("Home")
    expect(box).to_have_attribute("data-stepped", str(points[0]))
    expect(detail).to_contain_text(f"Step {points[0]}, opening throw: White ")
    page.locator(f".review-svg .hit[data-n='{points[10]}']").click()
    expect(box).to_have_attribute("data-stepped", str(points[10]))
    first = page.locator("#review-decisions li").first
    first.get_by_role("button").click()
    expect(box).to_have_attribute("data-stepped", first.get_attribute("data-n") or "")  # the position after
    screenshot(page, "analysis-review-stepping", full_page=False)
    guard.assert_clean()


def test_a_throw_hovered_is_read_under_the_graph(page: Page, guard: PageGuard) -> None:
    """Hovering the graph names the throw under the pointer, its chances and its luck, under the graph."""
    open_finished(page, guard)
    graph = page.locator("#review-graph svg")
    graph.scroll_into_view_if_needed()
    box = graph.bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.5)
    detail = re.compile(r"^Step \d+, (White|Black) \d-\d: White \d+\.\d%, Black ")
    expect(page.locator("#review-detail")).to_contain_text(detail)
    expect(page.locator("#review-detail")).to_contain_text("Luck: ")
    page.mouse.move(0, 0)
    expect(page.locator("#review-detail")).to_contain_text("Point at the graph")
    guard.assert_clean()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_review_passes_an_audit(page: Page, guard: PageGuard, scheme: str) -> None:
    """axe-core on the analysis panel with a review shown: names, roles, contrast, in both themes."""
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    remember(page)
    open_finished(page, guard)
    page.locator(".review-svg .hit").nth(3).focus()
    found = page.evaluate("axe.run('#analysis', {resultTypes: ['violations']})")
    assert [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in found["violations"]] == []
    guard.assert_clean()


@pytest.mark.parametrize(("lang", "scheme", "size"), [
    ("en", "light", "desktop"), ("fr", "dark", "desktop"), ("ru", "light", "phone"),
    ("en", "dark", "phone"), ("fr", "light", "landscape"), ("ru", "dark", "landscape")])
def test_review_screenshots(page: Page, guard: PageGuard, lang: str, scheme: str, size: str) -> None:
    """The review to look at: three languages, both themes, desktop and phones (e2e/artifacts/)."""
    page.set_viewport_size(SIZES[size])  # type: ignore[arg-type]
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    remember(page, lang)
    open_finished(page, guard)
    page.locator(".review-svg .hit").nth(12).focus()
    expect(page.locator("#review")).to_have_attribute("data-stepped", re.compile(r"\d+"))
    page.locator("#analysis").screenshot(path=screenshot_path(f"analysis-{lang}-{scheme}-{size}"))
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


def screenshot_path(name: str) -> str:
    """Where an element's screenshot goes (beside the page screenshots, e2e/artifacts/)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return str(ARTIFACTS / f"{name}.png")
