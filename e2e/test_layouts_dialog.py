"""The New game dialog on the narrowest phone (320 px) never cuts a choice, in English, French
and Russian: no label or legend narrower than its words, no option wider than its select, the
dialog not scrolling sideways. Screenshots of the dialog, top to end, go to e2e/artifacts/
(layout-dialog-320-*.png). The other layouts' tests: test_layouts.py.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from bg_pages import PHONE, open_page
from browsing import screenshot

PHONE_320 = {**PHONE, "viewport": {"width": 320, "height": 568}}

# Every text of the dialog that could be cut: a label or legend narrower than its words, or a
# select's option wider than the select's box.
CUT = """() => {
  const out = [];
  const dialog = document.querySelector('#new-dialog');
  for (const n of dialog.querySelectorAll('label, legend, .note, summary, button')) {
    if (n.getClientRects().length && n.scrollWidth > n.clientWidth + 1) out.push(n.textContent.trim());
  }
  const context = document.createElement('canvas').getContext('2d');
  for (const select of dialog.querySelectorAll('select')) {
    if (!select.getClientRects().length) continue;  // another game's options, hidden
    const style = getComputedStyle(select);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    for (const option of select.options) {
      if (context.measureText(option.text).width > room) out.push(option.text);
    }
  }
  return out;
}"""


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_new_game_dialog_cuts_no_choice(browser: Browser, base_url: str, lang: str) -> None:
    page, guard = open_page(browser, base_url, f"/?seed=4&lang={lang}", PHONE_320)
    page.locator("#menu-button").click()
    page.locator("#new-game").click()
    page.locator("#new-dialog details.house summary").click()
    assert page.evaluate(CUT) == []
    dialog = page.locator("#new-dialog")
    assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth")
    # Each player's name field wide enough to type in (a label beside it once squeezed it to 15 px).
    widths = dialog.locator(".names input").evaluate_all(
        "ns => ns.map((n) => n.getBoundingClientRect().width)")
    assert len(widths) == 2 and min(widths) >= 150, widths
    for part, at in (("top", 0), ("middle", 0.5), ("end", 1)):
        dialog.evaluate("(d, at) => { d.scrollTop = at * (d.scrollHeight - d.clientHeight); }", at)
        screenshot(page, f"layout-dialog-320-{lang}-{part}", full_page=False)
    # Backgammon's options too: the Position ID field within the dialog, nothing scrolls sideways.
    dialog.locator("input[name=game][value=backgammon]").check()
    expect(dialog.locator("#bg-options")).to_be_visible()
    assert page.evaluate(CUT) == []
    assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth")
    field, box = dialog.locator("#bg-position").bounding_box(), dialog.bounding_box()
    assert field and box and box["x"] <= field["x"] and field["x"] + field["width"] <= box["x"] + box["width"]
    dialog.locator("#bg-position").scroll_into_view_if_needed()
    screenshot(page, f"layout-dialog-320-{lang}-backgammon", full_page=False)
    guard.assert_clean()
    page.context.close()
