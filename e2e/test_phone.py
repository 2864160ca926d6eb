"""Phone first, each behaviour through the page as a player meets it: the header's
menu button by keyboard and by finger, real dice typed in one tap (and the throws one tab stop on
a desktop), axe-core on a phone, the move list one tap from the board. The board's flip:
test_phone_flip.py. Screenshots in e2e/artifacts/."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_pages import DESKTOP, PHONE, seeded_page
from browsing import ROOT, PageGuard, returning, screenshot, wait_ready
from helpers import button, check_board, idle, record


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    """The game of seed 4 on a phone."""
    with seeded_page(browser, base_url, PHONE) as page:
        yield page


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[Page]:
    """The game of seed 4 on a desktop."""
    with seeded_page(browser, base_url, DESKTOP) as page:
        yield page


def focused(page: Page) -> str:
    """The focused element's id or accessible text."""
    name: str = page.evaluate("(document.activeElement.id || document.activeElement.textContent).trim()")
    return name


def tab_to(page: Page, element_id: str, limit: int = 30) -> None:
    """Press Tab from the page's start until this element has the focus."""
    page.evaluate("document.activeElement.blur()")
    for _ in range(limit):
        page.keyboard.press("Tab")
        if focused(page) == element_id:
            return
    raise AssertionError(f"#{element_id} is not reached by Tab")


def test_the_menu_opens_and_closes_by_keyboard(phone: Page) -> None:
    toggle = button(phone, "Menu")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_have_attribute("aria-controls", "top-menu")
    expect(button(phone, "New game")).to_be_hidden()
    tab_to(phone, "menu-button")
    phone.keyboard.press("Enter")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    expect(button(phone, "New game")).to_be_focused()  # the focus goes into the menu
    for name in ("Saved games", "Export", "Flip the board"):
        expect(button(phone, name)).to_be_visible()
    expect(phone.get_by_text("Import", exact=True)).to_be_visible()
    expect(phone.get_by_role("link", name="Rules", exact=True)).to_be_visible()
    expect(phone.get_by_label("Language")).to_be_visible()
    screenshot(phone, "phone-menu-open", full_page=False)
    phone.keyboard.press("Tab")
    expect(button(phone, "Saved games")).to_be_focused()
    phone.keyboard.press("Escape")
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(toggle).to_be_focused()  # Escape gives the focus back to the button
    expect(button(phone, "New game")).to_be_hidden()
    phone.keyboard.press("Space")
    expect(toggle).to_have_attribute("aria-expanded", "true")
    phone.keyboard.press("Space")  # on New game, which has the focus: the menu closes, the dialog opens
    expect(phone.locator("#new-dialog")).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    phone.keyboard.press("Escape")  # the dialog closes; the focus comes back to the menu button
    expect(phone.locator("#new-dialog")).to_be_hidden()
    expect(toggle).to_be_focused()


def test_leaving_the_menu_closes_it(phone: Page) -> None:
    toggle = button(phone, "Menu")
    toggle.click()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    phone.locator("#status").click()  # a tap elsewhere (below the open menu)
    expect(toggle).to_have_attribute("aria-expanded", "false")
    toggle.click()
    phone.locator("#language").focus()
    phone.keyboard.press("Tab")  # Tab past the menu's last item
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(button(phone, "New game")).to_be_hidden()


def start_typed_game(page: Page) -> None:
    """A new game of real dice, through the menu and the New game dialog, as a player does."""
    toggle = button(page, "Menu")
    if toggle.is_visible():
        toggle.click()
    button(page, "New game").click()
    page.get_by_label("Real dice: players throw at the table and type each throw in").check()
    button(page, "Start game").click()
    idle(page)


def test_a_real_dice_throw_is_one_tap(phone: Page) -> None:
    start_typed_game(phone)
    expect(button(phone, "Throw")).to_be_hidden()
    phone.get_by_role("button", name="White's die: 5").tap()
    assert record(phone)["actions"] == [], "one die of the opening is not a throw yet"
    phone.get_by_role("button", name="Black's die: 2").tap()  # the opening goes as soon as both are chosen
    idle(phone)
    phone.evaluate("scrollTo(0, 0)")
    pad = phone.locator("#typed").bounding_box()
    last = phone.locator("#throw-grid button").last.bounding_box()
    assert pad and last
    screenshot(phone, "phone-real-dice", full_page=False)
    assert last["y"] + last["height"] <= 667, f"the throws are below the first screen: {last}"
    button(phone, "4 and 3").tap()
    idle(phone)
    assert record(phone)["actions"] == ["o52", "43"]
    check_board(phone)
    phone.evaluate("scrollTo(0, 0)")
    assert phone.locator("#typed").bounding_box() == pad, "the pad moved"
    button(phone, "1 and 1").tap()  # Black's throw: a double, the same one tap
    idle(phone)
    assert record(phone)["actions"] == ["o52", "43", "11"]
    check_board(phone)


def test_the_throws_are_one_tab_stop_and_arrow_keys_move_in_them(desktop: Page) -> None:
    start_typed_game(desktop)
    button(desktop, "White's die: 6").click()
    button(desktop, "Black's die: 1").click()
    idle(desktop)
    cells = desktop.locator("#throw-grid button")
    expect(cells).to_have_count(21)
    assert desktop.locator("#throw-grid button[tabindex='0']").count() == 1
    cells.first.focus()
    desktop.keyboard.press("ArrowRight")
    expect(button(desktop, "2 and 1")).to_be_focused()
    desktop.keyboard.press("ArrowDown")  # one row down: the grid's own columns
    columns = desktop.evaluate(
        "getComputedStyle(document.querySelector('#throw-grid')).gridTemplateColumns.split(' ').length")
    expect(cells.nth(1 + columns)).to_be_focused()
    desktop.keyboard.press("End")
    expect(button(desktop, "6 and 6")).to_be_focused()
    desktop.keyboard.press("Enter")
    idle(desktop)
    assert record(desktop)["actions"] == ["o61", "66"]
    check_board(desktop)


def test_axe_finds_nothing_on_a_phone(browser: Browser, base_url: str) -> None:
    """axe-core on a phone: the menu open, then the real-dice pad at the opening and for a throw."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **PHONE))
    context.add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/?seed=4")
    wait_ready(page, guard=guard)
    idle(page)
    audit = ("axe.run(document, {resultTypes: ['violations']})"
             ".then(r => r.violations.map(v => [v.id, v.nodes.map(n => n.target)]))")
    button(page, "Menu").click()
    assert page.evaluate(audit) == []
    page.keyboard.press("Escape")
    start_typed_game(page)
    assert page.evaluate(audit) == []  # the opening's two rows
    button(page, "White's die: 5").click()
    button(page, "Black's die: 2").click()
    idle(page)
    assert page.evaluate(audit) == []  # the throws' grid
    guard.assert_clean()
    context.close()


def test_the_move_list_is_one_tap_from_the_board(phone: Page, desktop: Page) -> None:
    """On a phone, "Moves" beside the status line brings the move list into view (focused), and
    "Back to the board" brings the board back; on a desktop the list is beside the board, so no button."""
    for _ in range(3):
        button(phone, "Throw").tap()
        idle(phone)
    phone.evaluate("scrollTo(0, 0)")
    items = phone.locator("#move-list li")
    expect(items.first).not_to_be_in_viewport()
    button(phone, "Moves").tap()
    expect(items.last).to_be_in_viewport()
    assert phone.evaluate("document.activeElement.id") == "move-list"
    screenshot(phone, "phone-moves", full_page=False)
    button(phone, "Back to the board").tap()
    expect(phone.locator("#board")).to_be_in_viewport(ratio=0.5)
    assert phone.evaluate("document.activeElement.id") == "throw"
    expect(button(desktop, "Moves")).to_be_hidden()
    expect(button(desktop, "Back to the board")).to_be_hidden()
