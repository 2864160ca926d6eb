"""The page in English, French and Russian: the language taken from the browser or the address
or the menu and remembered, the interface and the move list switched in place, and sentences
that follow each language's grammar (French dice). The tables themselves (every key translated,
Russian plurals, the rules page's sections) are checked without a browser: tests/js/i18n.test.mjs.

Expected texts come from the games' own facts (the dice in the record, the winner of the
CPython replay) and from each language's grammar, not from the page's output.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from browsing import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle, moves_shown, new_game, play_out, record, replayed

NAMES = {
    "en": {"w": "White", "b": "Black"},
    "fr": {"w": "Blanc", "b": "Noir"},
    "ru": {"w": "Белые", "b": "Чёрные"},
}


@pytest.fixture(scope="module")
def page(module_page: Page) -> Page:
    module_page.emulate_media(reduced_motion="reduce")
    return module_page


def choose_language(page: Page, lang: str) -> None:
    page.locator("#language").select_option(lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)


def test_switching_changes_interface_and_move_list(page: Page, module_guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=module_guard)
    new_game(page, seed=1234)
    for _ in range(5):
        button(page, "Throw").click()
        idle(page)
    english = moves_shown(page)
    actions = record(page)["actions"]
    assert english[0].startswith("Opening throw: White")
    dice_of_throws = [a for a in actions if re.fullmatch(r"\d\d", a)]

    choose_language(page, "fr")
    expect(button(page, "Nouvelle partie")).to_be_visible()
    expect(button(page, "Jeter les dés")).to_be_visible()
    expect(page.locator("#moves-heading")).to_have_text("Coups")
    french = moves_shown(page)
    assert len(french) == len(english)
    assert french[0].startswith("Premier jet\u00a0: Blanc")
    throws_fr = [line for line in french if re.match(r"(Blanc|Noir) \d-\d", line)]
    assert [re.sub(r"^\S+ (\d)-(\d).*", r"\1\2", line) for line in throws_fr] == dice_of_throws, (
        french,
        actions,
    )
    assert all(re.search(r"abat|lève|rien à jouer|non joué", line) for line in throws_fr), throws_fr
    assert page.title() == "Dames Rabattues — le jeu de table français de 1699"
    label = page.locator("#board").get_attribute("aria-label") or ""
    assert label.startswith("Tablier. Blanc\u00a0: flèche 1"), label
    screenshot(page, "i18n-fr", full_page=False)

    choose_language(page, "ru")
    expect(button(page, "Новая партия")).to_be_visible()
    expect(button(page, "Бросить кости")).to_be_visible()
    russian = moves_shown(page)
    assert len(russian) == len(english)
    assert russian[0].startswith("Первый бросок: у Белых")
    throws_ru = [line for line in russian if re.match(r"(Белые|Чёрные) \d-\d", line)]
    assert len(throws_ru) == len(throws_fr)
    assert all(re.search(r"снимают|сбрасывают|играть нечем|не играется", line) for line in throws_ru), (
        throws_ru
    )
    expect(page.locator("#status")).to_have_text(
        re.compile(r"^(Бросают (Белые|Чёрные)|У (Белых|Чёрных) дубль)")
    )
    screenshot(page, "i18n-ru", full_page=False)

    # Playing on in Russian: the throw is worded in Russian and announced in the live region.
    button(page, "Бросить кости").click()
    idle(page)
    last = moves_shown(page)[-1]
    assert re.match(r"(Белые|Чёрные) \d-\d: ", last), last
    expect(page.locator("#live")).to_have_text(re.compile(r"^(Белые|Чёрные) бросают \d-\d: "))

    # Back to English: the same game in the same words as before.
    choose_language(page, "en")
    assert moves_shown(page)[: len(english)] == english
    module_guard.assert_clean()


def test_the_end_of_a_game_in_russian(page: Page, module_guard: PageGuard) -> None:
    new_game(page, seed=77)
    play_out(page)
    winner = replayed(page).outcome
    assert winner is not None and winner.points == 1  # the 1699 game is worth the stake: one point
    choose_language(page, "ru")
    name = NAMES["ru"][winner.winner]
    expect(page.locator("#move-list li.end")).to_have_text(f"{name} выигрывают 1 очко.")
    expect(page.locator("#banner-title")).to_have_text(
        f"{name} убирают с доски все пятнадцать шашек и побеждают")
    expect(page.locator("#fact-rules")).to_have_text("Шарпантье, 1699")
    choose_language(page, "en")
    expect(page.locator("#move-list li.end")).to_have_text(f"{NAMES['en'][winner.winner]} wins 1 point.")
    module_guard.assert_clean()


def test_the_choice_is_remembered_and_the_address_chooses_too(page: Page, module_guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=module_guard)
    choose_language(page, "ru")
    page.reload()
    wait_ready(page, guard=module_guard)
    expect(page.locator("html")).to_have_attribute("lang", "ru")
    expect(page.locator("#language")).to_have_value("ru")
    page.goto("/?lang=fr")
    wait_ready(page, guard=module_guard)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(button(page, "Nouvelle partie")).to_be_visible()
    assert "lang=" not in page.url  # the address is cleaned; the choice is remembered instead
    assert not page.locator("#messages .message").count(), "?lang= is not an unknown setting"
    page.goto("/rules.html")
    expect(page.locator("h1")).to_have_text("Les règles des Dames Rabattues")
    choose_language(page, "en")
    module_guard.assert_clean()


def open_in_locale(
    browser: Browser, base_url: str, make_guard: Callable[[BrowserContext], PageGuard], locale: str, path: str
) -> tuple[Page, PageGuard, BrowserContext]:
    context = returning(browser.new_context(base_url=base_url, locale=locale))
    guard = make_guard(context)
    page = context.new_page()
    page.goto(path)
    return page, guard, context


@pytest.mark.parametrize(
    ("locale", "lang", "new_game_name"),
    [
        ("fr-FR", "fr", "Nouvelle partie"),
        ("ru-RU", "ru", "Новая партия"),
        ("de-DE", "en", "New game"),
    ],
)
def test_language_from_the_browser_locale(
    browser: Browser, base_url: str, make_guard: Any, locale: str, lang: str, new_game_name: str
) -> None:
    page, guard, context = open_in_locale(browser, base_url, make_guard, locale, "/")
    wait_ready(page, guard=guard)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(button(page, new_game_name)).to_be_visible()
    expect(page.locator("#language")).to_have_value(lang)
    page.goto("/rules.html")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    if lang == "ru":
        expect(page.locator("#rules-title")).to_have_text("Правила игры Dames Rabattues")
        screenshot(page, "rules-ru")
    guard.assert_clean()
    context.close()


def test_rules_page_content(page: Page, module_guard: PageGuard) -> None:
    page.goto("/rules.html")
    page.locator("#language").select_option("en")
    expect(page.locator("h1")).to_have_text("The rules of Dames Rabattues")
    text = page.locator("main").inner_text()
    for fact in (
        "Rabelais",
        "Gargantua",
        "1534",
        "Charpentier",
        "1699",
        "Académie universelle des jeux",
        "doubling cube",
        "n − 1",
        "Lalanne",
        "Where the sources disagree",
        "Sources",
    ):
        assert fact in text, fact
    assert page.locator("main section").count() == 8
    assert page.locator("table.presets tbody tr").count() == 5
    link = page.locator("#back")
    expect(link).to_have_attribute("href", "./")
    screenshot(page, "rules-en")
    choose_language(page, "fr")
    expect(page.locator("#decisions h2")).to_have_text(
        "Là où les sources divergent, et ce que fait l’application"
    )
    assert "rabattre" in page.locator("main").inner_text()
    screenshot(page, "rules-fr", full_page=False)
    choose_language(page, "en")
    module_guard.assert_clean()


def test_main_page_links_to_the_rules(page: Page, module_guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=module_guard)
    page.get_by_role("link", name="Rules", exact=True).click()
    expect(page).to_have_url(re.compile(r"/rules\.html$"))
    expect(page.locator("#rules-title")).to_be_visible()
    module_guard.assert_clean()


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_header_keeps_one_row_on_a_laptop(page: Page, module_guard: PageGuard, lang: str) -> None:
    """At 1280 px the title, its tagline and every button of the header's menu fit one row."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"/?lang={lang}")
    wait_ready(page, guard=module_guard)
    tops = page.evaluate("""() => [...document.querySelectorAll(
            'header.top :is(button, a, select, label.button)')]
        .filter((n) => n.getClientRects().length).map((n) => Math.round(n.getBoundingClientRect().top))""")
    assert len(tops) >= 6 and max(tops) - min(tops) <= 12, tops
