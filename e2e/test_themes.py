"""Themes and motion: a dark theme when the system asks for one (page, panels, dialog, the
phone's menu and real-dice pad, text at a readable contrast), the light theme otherwise; no
animation at all when the system asks for reduced motion, and animations otherwise."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from browsing import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle

# Text colour against the first solid background behind it (WCAG relative luminance).
CONTRAST = """(selectors) => {
  const rgb = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
  const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const lum = ([r, g, b]) => 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  const background = (node) => {
    for (let n = node; n; n = n.parentElement) {
      const c = rgb(getComputedStyle(n).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0.9)) return c.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const out = [];
  for (const selector of selectors) {
    for (const node of document.querySelectorAll(selector)) {
      if (!node.getClientRects().length || !node.textContent.trim()) continue;
      const a = lum(rgb(getComputedStyle(node).color)), b = lum(background(node));
      out.push({selector, text: node.textContent.trim().slice(0, 30),
                ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)});
    }
  }
  return {items: out, page: lum(background(document.body))};
}"""

# A shape's fill against the first solid background behind it (WCAG 1.4.11: 3:1 for graphics).
FILL_CONTRAST = CONTRAST.replace("getComputedStyle(node).color", "getComputedStyle(node).fill").replace(
    "|| !node.textContent.trim()", "")

OUTLINE_CONTRAST = FILL_CONTRAST.replace("getComputedStyle(node).fill",
                                         "getComputedStyle(node).borderTopColor")
# White's part of the win bar against Black's.
PARTS_CONTRAST = """() => {
  const rgb = (text) => (text.match(/[\\d.]+/g) || []).map(Number);
  const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const lum = (node) => { const [r, g, b] = rgb(getComputedStyle(node).fill);
                          return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const [w, b] = ['.winbar-w', '.winbar-b'].map((s) => lum(document.querySelector(s)));
  return (Math.max(w, b) + 0.05) / (Math.min(w, b) + 0.05);
}"""

PAGE_TEXT = ["h1", ".tagline", "#language", "#status", ".card h2", ".facts dt", ".facts dd", "#move-list li",
             ".menu button", "button.primary", ".foot a"]
DIALOG_TEXT = ["#new-dialog h2", "#new-dialog legend", "#new-dialog label", "#new-dialog .note",
               "#new-dialog button"]


def contrast(page: Page, selectors: list[str]) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate(f"({CONTRAST})({selectors!r})")
    assert result["items"], "no text measured"
    return result


def open_game(browser: Browser, base_url: str, **options: Any) -> tuple[Page, PageGuard]:
    context = returning(browser.new_context(base_url=base_url, **options))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/?seed=9")
    wait_ready(page, guard=guard)
    idle(page)
    return page, guard


def test_dark_and_light_themes(browser: Browser, base_url: str) -> None:
    for scheme in ("dark", "light"):
        page, guard = open_game(browser, base_url, color_scheme=scheme, reduced_motion="reduce")
        for _ in range(2):
            button(page, "Throw").click()
            idle(page)
        measured = contrast(page, PAGE_TEXT)
        # The page's own background: dark in the dark theme, light in the light one.
        dark = measured["page"] < 0.05
        assert dark if scheme == "dark" else measured["page"] > 0.7, (scheme, measured["page"])
        low = [i for i in measured["items"] if i["ratio"] < 4.5]
        assert not low, (scheme, low)
        # The win bar's outline stands out from the card it is drawn on, and each player's part
        # from the other's and from the card or the outline (WCAG 1.4.11: 3:1 for graphics).
        page.locator("#winbar-toggle").click()
        expect(page.locator("#winbar")).to_have_attribute("data-state", "ready", timeout=30_000)
        parts = page.evaluate(f"({FILL_CONTRAST})(['.winbar-w', '.winbar-b'])")["items"]
        outline = page.evaluate(f"({OUTLINE_CONTRAST})(['.winbar-graphic'])")["items"]
        between = page.evaluate(PARTS_CONTRAST)
        assert len(parts) == 2 and outline[0]["ratio"] >= 3 and between >= 3, (scheme, outline, between)
        assert max(i["ratio"] for i in parts) >= 3, (scheme, parts)
        screenshot(page, f"theme-{scheme}", full_page=False)
        button(page, "New game").click()
        expect(page.locator("#new-dialog")).to_be_visible()
        dialog = contrast(page, DIALOG_TEXT)
        low = [i for i in dialog["items"] if i["ratio"] < 4.5]
        assert not low, (scheme, low)
        screenshot(page, f"theme-{scheme}-dialog", full_page=False)
        guard.assert_clean()
        page.context.close()


def test_dark_embed(browser: Browser, base_url: str) -> None:
    context = returning(browser.new_context(base_url=base_url, color_scheme="dark", reduced_motion="reduce",
                                            viewport={"width": 640, "height": 480}))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/embed.html?dice=43+11")
    wait_ready(page, guard=guard)
    page.get_by_role("button", name="Next", exact=True).click()
    page.wait_for_selector("body[data-idle='true']")
    measured = contrast(page, [".embed-text strong", ".embed-text span", ".embed-buttons button",
                               ".embed-open"])
    assert measured["page"] < 0.05
    assert not [i for i in measured["items"] if i["ratio"] < 4.5], measured
    screenshot(page, "theme-dark-embed", full_page=False)
    guard.assert_clean()
    context.close()


# Counts the animations running on the page at every frame while the test plays.
WATCH = """() => { window.__mostAnimations = 0;
  const look = () => {
    window.__mostAnimations = Math.max(window.__mostAnimations, document.getAnimations().length);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look); }"""


def most_animations(browser: Browser, base_url: str, motion: str) -> int:
    page, guard = open_game(browser, base_url, reduced_motion=motion)
    page.evaluate(WATCH)
    for _ in range(4):
        button(page, "Throw").click()
        idle(page)
    count: int = page.evaluate("window.__mostAnimations")
    guard.assert_clean()
    page.context.close()
    return count


def test_reduced_motion_turns_animations_off(browser: Browser, base_url: str) -> None:
    assert most_animations(browser, base_url, "reduce") == 0
    assert most_animations(browser, base_url, "no-preference") > 0, "the check sees animations when allowed"


PHONE_MENU_TEXT = ["#top-menu button", "#top-menu a", "#top-menu label.button", "#language"]
PAD_TEXT = ["#status", ".pad-label", ".typed-help"]


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_phone_menu_and_real_dice_read_in_each_theme_and_language(
        phone: tuple[Page, PageGuard], scheme: str, lang: str) -> None:
    """A phone in portrait, each theme and language: the open menu, and the real-dice pad with
    White's and then Black's dice, every text at a readable contrast; screenshots of each."""
    page, guard = phone
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.goto(f"/?seed=9&lang={lang}")
    wait_ready(page, guard=guard)
    idle(page)
    page.locator("#menu-button").click()
    menu = contrast(page, PHONE_MENU_TEXT)
    assert [i for i in menu["items"] if i["ratio"] < 4.5] == [], (scheme, lang, menu)
    screenshot(page, f"theme-{scheme}-{lang}-phone-menu", full_page=False)
    page.locator("#new-game").click()
    page.locator("#new-dialog input[name=dice][value='typed']").check()
    page.locator("#new-start").click()
    idle(page)
    screenshot(page, f"theme-{scheme}-{lang}-phone-opening")
    page.locator("#pad-first [data-face='5']").click()
    page.locator("#pad-second [data-face='2']").click()
    idle(page)
    pad = contrast(page, PAD_TEXT)
    assert [i for i in pad["items"] if i["ratio"] < 4.5] == [], (scheme, lang, pad)
    page.evaluate("scrollTo(0, 0)")
    screenshot(page, f"theme-{scheme}-{lang}-phone-white-dice", full_page=False)
    page.locator("#throw-grid [data-throw='43']").click()
    idle(page)
    expect(page.locator("#typed")).to_have_attribute("data-thrower", "b")
    page.evaluate("scrollTo(0, 0)")
    screenshot(page, f"theme-{scheme}-{lang}-phone-black-dice", full_page=False)
