"""Backgammon's rules page (rules.html?game=backgammon) in English, French and Russian: every rule's
section, its boards the engine's positions (CPython's replay of the same actions), every citation
linked to a listed source, the sources' English beside the reader's language; the header's Rules
link opens the rules of the game shown, and each game's rules page links the other. Screenshots at
1280×800 and 375 px wide in e2e/artifacts/."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_helpers import new_backgammon
from bg_pages import DESKTOP
from browsing import ROOT, PageGuard, returning, screenshot, wait_ready
from helpers import idle
from rabattues import api

FIGURES = json.loads((ROOT / "web" / "rules-figures-backgammon.json").read_text(encoding="utf-8"))
HEADINGS = {"en": "The rules of backgammon", "fr": "Les règles du backgammon", "ru": "Правила бэкгаммона"}
DAMES = {"en": "The rules of Dames Rabattues", "fr": "Les règles des Dames Rabattues",
         "ru": "Правила игры Dames Rabattues"}
SECTIONS = ["about", "setup", "moving", "hitting", "bearing-off", "scoring", "cube", "match", "options",
            "decisions", "sources"]
"""Every section the page must have: the rules the task names (setup, moving, entering and hitting,
bearing off, scoring, the cube, match play and Crawford), the options, the choices, the sources."""
SIZES = {"desktop": DESKTOP, "phone": {"viewport": {"width": 375, "height": 800}}}
BOARDS = 9
"""The start, the opening, the hit and the entry (three), two bear-offs, the cube doubled and taken."""


def open_rules(browser: Browser, base_url: str, path: str, device: dict[str, Any]) -> tuple[Page, PageGuard]:
    """A fresh visitor's rules page at `path`, its boards drawn."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **device)
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto(path)
    page.wait_for_selector("body[data-state='ready']", timeout=30_000)
    return page, guard


def replayed_position(request: dict[str, str], step: int) -> str:
    """The position after `step` actions of a figure's sequence, replayed by the engine in CPython."""
    answer = json.loads(api.steps(json.dumps(request)))
    assert answer["ok"] and not answer["stopped"], answer
    return str(answer["views"][step]["position"])


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_page_in_each_language_has_every_rule_and_its_sources(browser: Browser, base_url: str,
                                                                   lang: str) -> None:
    page, guard = open_rules(browser, base_url, f"/rules.html?game=backgammon&lang={lang}", DESKTOP)
    expect(page.locator("h1")).to_have_text(HEADINGS[lang])
    expect(page.locator("html")).to_have_attribute("lang", lang)
    assert page.locator("#rules-body > section").evaluate_all("(s) => s.map((e) => e.id)") == SECTIONS
    assert page.locator("#rules-contents a").count() == len(SECTIONS)
    expect(page.locator("#rules-status")).to_have_text("")
    # The sources it cites, and only those: the manual, the Régles of Backgammon, the specification.
    ids = page.locator("ol.sources > li").evaluate_all("(items) => items.map((li) => li.id)")
    assert sorted(ids) == ["src-backgammon", "src-gnubg-manual", "src-spec"], ids
    targets = page.locator("a.cite").evaluate_all("(links) => links.map((a) => a.getAttribute('href'))")
    assert len(targets) > 60 and {t.removeprefix("#") for t in targets} == set(ids), len(targets)
    # The sources' words in English, beside the reader's language (none beside English).
    quotes: list[dict[str, Any]] = page.locator("figure.quote").evaluate_all("""(figs) => figs.map((f) => ({
        lang: f.querySelector('blockquote').lang, gloss: f.querySelector('.gloss')?.textContent ?? null,
        cite: [...f.querySelectorAll('figcaption a.cite')].map((a) => a.getAttribute('href'))}))""")
    assert len(quotes) >= 15, len(quotes)
    for q in quotes:
        assert q["lang"] == "en" and (q["gloss"] is None) == (lang == "en") and q["cite"], q
    # The match's Crawford rule is quoted and set out.
    expect(page.locator("#match blockquote").nth(1)).to_contain_text("Crawford game")
    expect(page.locator("#match table tbody tr")).to_have_count(6)
    guard.assert_clean()
    page.context.close()


def test_every_board_is_the_engines_position(browser: Browser, base_url: str) -> None:
    page, guard = open_rules(browser, base_url, "/rules.html?game=backgammon&lang=en", DESKTOP)
    drawn = page.locator("svg.mini-board").evaluate_all(
        "(svgs) => svgs.map((s) => [s.dataset.figure, s.dataset.position, s.getAttribute('aria-label'),"
        " s.dataset.game])")
    assert len(drawn) == BOARDS, drawn
    for name, position, label, game in drawn:
        figure = FIGURES["figures"][name]
        request = FIGURES["sequences"][figure["sequence"]]["request"]
        assert position == replayed_position(request, figure["step"]), name
        assert game == "backgammon" and label.startswith("Backgammon board. White: "), label
    assert page.locator("svg.mini-board .checker").count() >= BOARDS * 20
    # The hit: a White checker on the bar; the entry: none left there.
    assert page.locator("svg[data-figure='bg-enter-throw'] .checker[data-place='bar']").count() == 1
    assert page.locator("svg[data-figure='bg-enter'] .checker[data-place='bar']").count() == 0
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_screenshots_in_each_language(browser: Browser, base_url: str, size: str) -> None:
    device = SIZES[size]
    page, guard = open_rules(browser, base_url, "/rules.html?game=backgammon&lang=en", device)
    for lang in ("en", "fr", "ru"):
        if lang != "en":
            page.locator("#language").select_option(lang)
            expect(page.locator("h1")).to_have_text(HEADINGS[lang])
            page.wait_for_selector("body[data-state='ready']", timeout=30_000)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= device["viewport"]["width"], f"{lang} {size}: the page is {width}px wide"
        screenshot(page, f"rules-bg-{lang}-{size}", full_page=False)
        for section in ("hitting", "bearing-off", "cube", "match"):
            page.evaluate(f"document.getElementById('{section}').scrollIntoView()")
            screenshot(page, f"rules-bg-{lang}-{size}-{section}", full_page=False)
        page.evaluate("window.scrollTo(0, 0)")
    guard.assert_clean()
    page.context.close()


def test_the_header_and_the_rules_link_follow_the_game_shown(browser: Browser, base_url: str) -> None:
    """The header names the game being played, in the language shown, and so does the tab; the
    Rules link opens that game's rules page."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    idle(page)
    link = page.locator("#rules-link")
    expect(link).to_have_attribute("href", "./rules.html")  # a 1699 game
    expect(page.locator("header h1")).to_have_text("Dames Rabattues")
    expect(page.locator("header .tagline")).to_have_text("the French tables game of 1699")
    new_backgammon(page, seed=3)
    expect(link).to_have_attribute("href", "./rules.html?game=backgammon")
    expect(page.locator("header h1")).to_have_text("Backgammon")
    expect(page.locator("header .tagline")).not_to_contain_text("1699")
    expect(page).to_have_title("Backgammon — Dames Rabattues")
    page.locator("#language").select_option("ru")
    expect(page.locator("header h1")).to_have_text("Бэкгаммон")
    page.locator("#language").select_option("en")
    expect(page.locator("header h1")).to_have_text("Backgammon")
    link.click()
    expect(page.locator("h1")).to_have_text(HEADINGS["en"])
    page.wait_for_selector("body[data-state='ready']", timeout=30_000)
    # Backgammon's page links the 1699 game's, which links back.
    page.locator("ul.page-links a[href='./rules.html']").click()
    expect(page.locator("h1")).to_have_text(DAMES["en"])
    page.wait_for_selector("body[data-state='ready']", timeout=30_000)
    page.locator("ul.page-links a[href='./rules.html?game=backgammon']").click()
    expect(page.locator("h1")).to_have_text(HEADINGS["en"])
    # Back in the game, a 1699 game again: the link follows it.
    page.goto("/?preset=modern&seed=5")
    wait_ready(page, guard=guard)
    idle(page)
    expect(link).to_have_attribute("href", "./rules.html")
    expect(page.locator("header h1")).to_have_text("Dames Rabattues")
    expect(page).to_have_title("Dames Rabattues — the French tables game of 1699")
    link.click()
    expect(page.locator("h1")).to_have_text(DAMES["en"])
    guard.assert_clean()
    context.close()


def test_an_unknown_game_is_said_and_the_1699_rules_are_shown(browser: Browser, base_url: str) -> None:
    page, guard = open_rules(browser, base_url, "/rules.html?game=chess&lang=fr", DESKTOP)
    expect(page.locator("h1")).to_have_text(DAMES["fr"])
    expect(page.locator("#rules-status")).to_have_text(
        "L'adresse ne nomme aucun jeu de ce site («\u00a0chess\u00a0»)\u00a0:"
        " voici les règles des Dames Rabattues.")
    expect(page.locator("svg.mini-board[data-position]")).to_have_count(13)  # the 1699 page, whole
    guard.assert_clean()
    page.context.close()
