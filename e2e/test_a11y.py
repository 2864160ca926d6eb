"""Accessibility: an axe-core audit of every page (the game, its New game dialog, the rules,
the embed and examples pages), the throw announced in words, the board described in text,
and checkers told apart without colour vision.
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import Browser, Page, expect

from browsing import ROOT, SITE, PageGuard, screenshot, wait_ready
from helpers import button, idle, new_game, shown_frame

AXE_JS = ROOT / "node_modules" / "axe-core" / "axe.min.js"
# The pages other helpers add are audited once they exist in the built site.
PAGES = ["/rules.html", "/rules.html?game=backgammon"] + [
    f"/{name}" for name in ("embed.html", "examples.html") if (SITE / name).exists()]


@pytest.fixture(scope="module")
def page(module_page: Page) -> Page:
    # axe-core from npm, put in every document before its own scripts (a <script> tag added
    # later would be inline, which the site's CSP rightly refuses).
    assert AXE_JS.exists(), "axe-core is not installed (npm ci)"
    module_page.context.add_init_script(path=str(AXE_JS))
    module_page.emulate_media(reduced_motion="reduce")
    return module_page


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """Run axe-core on the page as it stands."""
    assert page.evaluate("typeof window.axe === 'object'"), "axe-core was not injected"
    results: dict[str, Any] = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        {"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in results["violations"]
    ]


def test_axe_main_page(page: Page, module_guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=module_guard)
    idle(page)
    assert axe_violations(page) == []


def test_axe_new_game_dialog(page: Page) -> None:
    button(page, "New game").click()
    expect(page.locator("#new-dialog")).to_be_visible()
    page.locator("#new-dialog details.house summary").click()
    assert axe_violations(page) == []
    button(page, "Cancel").click()
    expect(page.locator("#new-dialog")).to_be_hidden()


@pytest.mark.parametrize("path", PAGES)
def test_axe_other_pages(page: Page, path: str) -> None:
    page.goto(path)
    page.wait_for_load_state("load")
    if page.get_attribute("body", "data-state") is not None:
        page.wait_for_selector("body:not([data-state='loading'])", timeout=120_000)
    for board in page.locator("iframe.board-frame").all():  # the examples' boards, each ready
        board.scroll_into_view_if_needed()  # (a lazy frame loads once it is near the view)
        shown_frame(board)
    assert axe_violations(page) == []


@pytest.mark.parametrize("lang", ["fr", "ru"])
def test_axe_translated_page(page: Page, lang: str) -> None:
    page.goto(f"/?lang={lang}")
    try:
        wait_ready(page)
        idle(page)
        assert page.get_attribute("html", "lang") == lang
        assert axe_violations(page) == []
    finally:  # the language is remembered: the module's next tests read English, even after a failure
        page.evaluate("() => localStorage.setItem('rabattues:lang', 'en')")


def test_example_1_is_announced_in_words(page: Page, module_guard: PageGuard) -> None:
    """The 1699 text's Example 1, typed in as real dice: White 4-3, Black 1-1 (the second ace passes)."""
    page.goto("/")
    wait_ready(page, guard=module_guard)
    new_game(page, dice="typed")
    page.get_by_role("button", name="White's die: 5").click()
    page.get_by_role("button", name="Black's die: 2").click()
    idle(page)
    for throw in ("4 and 3", "1 and 1"):
        button(page, throw).click()
        idle(page)
    expect(page.locator("#live")).to_have_text(
        "Black throws 1-1: unstacks on 1; the second ace passes to White, who unstacks on 1;"
        " Black throws again"
    )
    expect(page.locator("#live")).to_have_attribute("aria-live", "polite")
    # The board's description: White has unstacked 4 and 3 and, with Black's ace, 1 (the 1699 diagram).
    board = page.locator("#board")
    expect(board).to_have_attribute("role", "img")
    label = board.get_attribute("aria-label") or ""
    assert "White: points 1: 2 on line, 2: 2, stack of 2, 3: 2 on line, 4: 3, stack of 2," in label, label
    assert "Black: points 1: 2 on line, 2: 2, stack of 2, 3: 2, stack of 2, 4: 3, stack of 3," in label, label
    assert label.endswith("Black to throw."), label
    module_guard.assert_clean()


def mean_gray(page: Page, png: bytes) -> float:
    """Mean luminance (0-1) of a PNG, decoded by the browser (no network: a Blob, not a URL)."""
    value = page.evaluate(
        """async (b64) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0);
        const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) {
            sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
        }
        return sum / (data.length / 4) / 255;
    }""",
        base64.b64encode(png).decode(),
    )
    return float(value)


def test_checkers_differ_without_colour(page: Page, module_guard: PageGuard) -> None:
    """In grayscale the two sides' checkers still differ by far in lightness, and Black's carry a mark."""
    page.goto("/")
    wait_ready(page, guard=module_guard)
    idle(page)
    marks = page.evaluate("""() => ({
        b: [...document.querySelectorAll('#board .checker[data-player=b]')]
            .map((c) => !!c.querySelector('.checker-mark')),
        w: [...document.querySelectorAll('#board .checker[data-player=w]')]
            .map((c) => !!c.querySelector('.checker-mark')),
    })""")
    assert marks["b"] and all(marks["b"]), "every black checker carries its mark"
    assert marks["w"] and not any(marks["w"]), "white checkers are plain"
    # No colour at all: the whole page through a grayscale filter (set by CSSOM, which the CSP allows).
    page.evaluate("document.documentElement.style.filter = 'grayscale(1)'")
    screenshot(page, "a11y-grayscale", full_page=False)
    gray = {}
    for color in ("w", "b"):
        box = page.locator(f"#board .checker[data-player={color}][data-point='6']").first.bounding_box()
        assert box
        inset = box["width"] * 0.3
        clip: Any = {
            "x": box["x"] + inset,
            "y": box["y"] + inset,
            "width": box["width"] - 2 * inset,
            "height": box["height"] - 2 * inset,
        }
        gray[color] = mean_gray(page, page.screenshot(clip=clip))
    page.evaluate("document.documentElement.style.filter = ''")
    assert gray["w"] - gray["b"] > 0.4, gray
    module_guard.assert_clean()


def test_focus_ring_is_visible(page: Page) -> None:
    page.goto("/rules.html")
    page.keyboard.press("Tab")
    style = page.evaluate("""() => {
        const s = getComputedStyle(document.activeElement);
        const tag = document.activeElement.tagName;
        return {tag, style: s.outlineStyle, width: parseFloat(s.outlineWidth)};
    }""")
    assert style["tag"] == "A" and style["style"] == "solid" and style["width"] >= 2, style


@pytest.mark.parametrize("path", ["/rules.html?lang=fr", "/rules.html?lang=ru", "/examples.html?lang=ru",
                                  "/rules.html?game=backgammon&lang=fr",
                                  "/rules.html?game=backgammon&lang=ru"])
def test_translated_pages_pass_axe(browser: Browser, base_url: str, path: str) -> None:
    """The axe-core audit (as e2e/test_a11y.py runs it on the English pages), in French and Russian."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce")
    context.add_init_script(path=str(AXE_JS))
    page = context.new_page()
    page.goto(path)
    page.wait_for_selector("body:not([data-state='loading'])", timeout=30_000)
    results: dict[str, Any] = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    assert [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]] == []
    context.close()
