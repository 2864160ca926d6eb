"""The rules page and the examples page, in English, French and Russian: the boards are the
engine's positions (CPython's replay of the same throws), every citation links to an entry of
the sources, the quotations of 1699 are in French beside the reader's language, and the
examples page and its boards follow the language menu. Screenshots at desktop and phone sizes.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from browsing import ROOT, PageGuard, returning, screenshot, wait_ready
from rabattues.dames import format_position
from rabattues.dames.options import preset as preset_options
from rabattues.dames.record import loads
from test_offline import controlled_by_service_worker

FIGURES = json.loads((ROOT / "web" / "rules-figures.json").read_text(encoding="utf-8"))
SIZES = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
HEADINGS = {"en": "The rules of Dames Rabattues", "fr": "Les règles des Dames Rabattues",
            "ru": "Правила игры Dames Rabattues"}
NEXT = {"en": "Next", "fr": "Suivant", "ru": "Далее"}
HEADER_CLEAR = """() => {
  const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const name = [...document.querySelector('.site-name a').getClientRects()];
  const links = [...document.querySelectorAll('header .aux > *')].map((e) => e.getBoundingClientRect());
  return name.length > 0 && name.every((n) => links.every((l) => !overlap(n, l)));
}"""
"""Whether the site's name (each line of its text) is clear of every link and menu of the header."""


def replayed(request: dict[str, str], step: int) -> str:
    """The position after `step` throws of a figure's sequence, replayed by the engine in CPython."""
    rules = preset_options(request["preset"]).to_json()
    record = {"format": 1, "preset": request["preset"], "rules": rules, "seed": 0, "dice": "typed",
              "start": request["start"], "actions": request["dice"].split("+")[:step]}
    game = loads(json.dumps(record))
    positions = [request["start"]] + [format_position(s.state.position) for s in game.steps()]
    return positions[step]


def open_page(browser: Browser, base_url: str, path: str, size: str = "desktop") -> tuple[Page, PageGuard]:
    """A fresh visitor's page at `path`, guarded, at a desktop or phone size."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", viewport=SIZES[size])
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto(path)
    return page, guard


def ready(page: Page) -> None:
    page.wait_for_selector("body[data-state='ready']", timeout=30_000)


def test_every_board_is_the_engines_position(browser: Browser, base_url: str) -> None:
    page, guard = open_page(browser, base_url, "/rules.html?lang=en")
    ready(page)
    boards = page.locator("svg.mini-board")
    drawn = boards.evaluate_all(
        "(svgs) => svgs.map((s) => [s.dataset.figure, s.dataset.position, s.getAttribute('aria-label')])")
    assert len(drawn) == 13, drawn  # the start, each phase, the passed and the lost ace, 4 + 2 + 2 examples
    for name, position, label in drawn:
        figure = FIGURES["figures"][name]
        request = FIGURES["sequences"][figure["sequence"]]["request"]
        assert position == replayed(request, figure["step"]), name
        assert label and label.startswith("Board. White: points 1:"), label
    assert page.locator("svg.mini-board .checker").count() > 13 * 20
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_every_citation_links_to_its_source(browser: Browser, base_url: str, lang: str) -> None:
    page, guard = open_page(browser, base_url, f"/rules.html?lang={lang}")
    ready(page)
    expect(page.locator("h1")).to_have_text(HEADINGS[lang])
    entries = page.locator("ol.sources > li")
    ids = entries.evaluate_all("(items) => items.map((li) => li.id)")
    assert len(ids) == 9 and all(i.startswith("src-") for i in ids), ids
    targets = page.locator("a.cite").evaluate_all("(links) => links.map((a) => a.getAttribute('href'))")
    assert len(targets) > 100, len(targets)
    assert {t.removeprefix("#") for t in targets} == set(ids)  # every link has its entry, every entry a link
    page.locator("a.cite[href='#src-lalanne-2004']").first.click()
    expect(page.locator("#src-lalanne-2004")).to_be_in_viewport()
    assert page.evaluate("location.hash") == "#src-lalanne-2004"
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_quotations_of_1699_are_in_french_beside_the_reader_s_language(browser: Browser, base_url: str,
                                                                       lang: str) -> None:
    page, guard = open_page(browser, base_url, f"/rules.html?lang={lang}")
    ready(page)
    quotes: list[dict[str, Any]] = page.locator("figure.quote").evaluate_all("""(figs) => figs.map((f) => ({
        lang: f.querySelector('blockquote').lang, text: f.querySelector('blockquote').textContent,
        gloss: f.querySelector('.gloss') ? f.querySelector('.gloss').textContent : null,
        cite: [...f.querySelectorAll('figcaption a.cite')].map((a) => a.getAttribute('href'))}))""")
    french = [q for q in quotes if q["lang"] == "fr"]
    assert len(french) >= 18, len(french)
    assert any("il n’a qu’une dame à abattre" in q["text"] for q in french)
    for q in quotes:
        assert (q["gloss"] is None) == (q["lang"] == lang), q  # translated exactly when the languages differ
        assert q["cite"], q
    for q in french:  # the 1699 text is read in the Hermes Trictrac transcription, and says so
        if "#src-charpentier-1699" in q["cite"]:
            assert "#src-hermes" in q["cite"], q
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_rules_page_in_each_language_screenshots(browser: Browser, base_url: str, size: str) -> None:
    page, guard = open_page(browser, base_url, "/rules.html?lang=en", size)
    for lang in ("en", "fr", "ru"):
        if lang != "en":
            page.locator("#language").select_option(lang)
        ready(page)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(page.locator("h1")).to_have_text(HEADINGS[lang])
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= SIZES[size]["width"], f"{lang} {size}: the page is {width}px wide"
        screenshot(page, f"rules-{lang}-{size}", full_page=False)
        page.locator("#examples").scroll_into_view_if_needed()
        screenshot(page, f"rules-{lang}-{size}-examples", full_page=False)
        page.locator("#decisions").scroll_into_view_if_needed()
        screenshot(page, f"rules-{lang}-{size}-decisions", full_page=False)
        page.evaluate("window.scrollTo(0, 0)")
    links = page.locator("ul.page-links a").evaluate_all("(as) => as.map((a) => a.getAttribute('href'))")
    assert {"./examples.html", "./RULES.txt"} <= set(links), links
    guard.assert_clean()
    page.context.close()


def test_the_specification_is_served_with_the_site(browser: Browser, base_url: str) -> None:
    page, guard = open_page(browser, base_url, "/rules.html?lang=en")
    # A plain-text page has no <link rel=icon>: the browser asks for /favicon.ico, which the site lacks.
    guard.allowed_console.append("404 (File not found)")
    ready(page)
    page.locator("ul.page-links a[href='./RULES.txt']").first.click()
    expect(page.locator("body")).to_contain_text("Rules of Dames Rabattues, as this project implements them")
    spec = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    assert spec.startswith(page.locator("body").inner_text()[:60])
    guard.assert_clean()
    page.context.close()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_examples_page_and_its_boards_follow_the_language(browser: Browser, base_url: str, size: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", viewport=SIZES[size]))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/examples.html")
    expect(page.locator("h1")).to_have_text("Three worked examples of the 1699 rules")
    cite = page.locator("figcaption a.cite").first
    expect(cite).to_have_attribute("href", "./rules.html#src-lalanne-2004")
    for lang in ("fr", "ru", "en"):
        page.locator("#language").select_option(lang)
        expect(page.locator("html")).to_have_attribute("lang", lang)
        heading = {"en": "Three worked examples", "fr": "Trois exemples", "ru": "Три примера"}[lang]
        expect(page.locator("h1")).to_contain_text(heading)
        pages = {"en": "Pages", "fr": "Pages", "ru": "Страницы"}[lang]
        expect(page.get_by_role("navigation", name=pages, exact=True)).to_be_visible()
        title = page.locator("#ex1").get_attribute("title") or ""
        assert re.search({"en": "Example 1", "fr": "Exemple 1", "ru": "Пример 1"}[lang], title), title
        assert f'title="{title}"' in page.locator("#ex1-code").input_value()
        page.locator("#ex1").scroll_into_view_if_needed()
        frame = page.frame_locator("#ex1")
        expect(frame.get_by_role("button", name=NEXT[lang], exact=True)).to_be_visible(timeout=60_000)
        expect(frame.locator("html")).to_have_attribute("lang", lang)
        # The board's words name the players in the language shown ("White to throw" at step 0).
        white = {"en": "White", "fr": "Blanc", "ru": "белые"}[lang]
        expect(frame.locator("#embed-move")).to_contain_text(white, ignore_case=True)
        page.evaluate("window.scrollTo(0, 0)")
        assert page.evaluate(HEADER_CLEAR), f"{lang} {size}: the header's links cover the site's name"
        screenshot(page, f"examples-{lang}-{size}", full_page=False)
    guard.assert_clean()
    context.close()


REWRITES = """document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;  // parsed: the page's scripts run next
  window.rewritten = [];
  const element = (node) => (node.nodeType === 1 ? node : node.parentElement);
  new MutationObserver((records) => window.rewritten.push(...records
      .map((r) => element(r.target)?.closest('[data-text], [data-rich]'))
      .filter(Boolean).map((el) => el.dataset.text ?? el.dataset.rich)))
    .observe(document.documentElement, {subtree: true, childList: true, characterData: true});
});"""
"""Records, once the page is parsed, which of its texts a script rewrites."""
SERVED_AND_SHOWN = """async () => {
  const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
  const squeezed = (html) => html.replace(/[ \\t\\n\\f\\r]+/g, ' ').replace(/^ | $/g, '');
  const texts = (doc) => [...doc.querySelectorAll('[data-text], [data-rich]')]
    .map((el) => [el.dataset.text ?? el.dataset.rich, squeezed(el.innerHTML)]);
  return {served: texts(served), shown: texts(document)};
}"""
"""Each text of the page as served (its HTML) and as shown, white space as it is drawn."""


def test_examples_page_is_served_in_english_as_it_is_shown(browser: Browser, base_url: str) -> None:
    """examples.html holds its English texts as its script draws them (strings.examples, with the
    citations linked): loading it in English rewrites none, so the page is not laid out and painted
    again while its boards' engine boots, and a reader without scripts reads the same texts."""
    context = browser.new_context(base_url=base_url)
    context.add_init_script(REWRITES)
    page = context.new_page()
    page.goto("/examples.html")
    expect(page.locator("#ex3-code")).to_have_value(re.compile(r"^<iframe .*dice=42"))  # drawn
    expect(page.locator("#language")).to_have_value("en")
    texts = page.evaluate(SERVED_AND_SHOWN)
    assert len(texts["shown"]) >= 15, texts["shown"]
    assert any('<a class="cite"' in html for _, html in texts["shown"]), "no citation is linked"
    assert texts["served"] == texts["shown"]
    assert page.evaluate("window.rewritten") == []
    # Drawn by the script itself (in French, then in English again): still the page as served.
    for lang, heading in (("fr", "Trois exemples"), ("en", "Three worked examples")):
        page.locator("#language").select_option(lang)
        expect(page.locator("h1")).to_contain_text(heading)
    assert page.evaluate("window.rewritten"), "the change of language rewrote nothing"
    assert page.evaluate(SERVED_AND_SHOWN) == texts
    context.close()



def test_rules_page_offline_with_its_boards(browser: Browser, base_url: str) -> None:
    """After one visit to the game, the rules page, its boards and the specification open offline."""
    context = browser.new_context(service_workers="allow", base_url=base_url, reduced_motion="reduce")
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    controlled_by_service_worker(page)
    context.set_offline(True)
    page.goto("/rules.html?lang=ru")
    ready(page)
    expect(page.locator("h1")).to_have_text(HEADINGS["ru"])
    expect(page.locator("svg.mini-board[data-position]")).to_have_count(13)
    expect(page.locator("#rules-status")).to_have_text("")
    page.goto("/RULES.txt")
    expect(page.locator("body")).to_contain_text("§13")
    guard.assert_clean()
    context.close()
