"""The backgammon page around the board: the hint and the estimates, a pasted Position ID, axe, a
damaged file, the words in French and Russian, the board turned and flipped. Screenshots in
e2e/artifacts/."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Browser, Page, expect

from bg_helpers import check_bg_board, new_backgammon, play_human_turn, saved_view
from bg_pages import DESKTOP
from bg_pointer import area
from browsing import PageGuard, returning, wait_ready
from helpers import button, idle, record_text
from rabattues import api
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id


def test_the_hint_lists_the_best_moves_and_the_bar_is_an_estimate(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    button(page, "Hint").click()
    expect(page.locator("#bg-hint-box")).to_be_visible()
    shown = page.locator("#bg-hint-list li").evaluate_all("items => items.map((i) => i.dataset.move)")
    from rabattues import api

    expected = json.loads(api.hint(record_text(page)))
    assert shown == [m["move"] for m in expected["moves"]] and len(shown) >= 2
    # In French its equities are written as the rest of the page writes numbers: 0,396, a true minus.
    page.locator("#language").select_option("fr")
    first = expected["moves"][0]["equity"]
    sign = "" if round(first, 3) == 0 else "+" if first > 0 else "\u2212"
    written = sign + f"{abs(first):.3f}".replace(".", ",")
    expect(page.locator("#bg-hint-list li").first).to_contain_text(written)
    page.locator("#language").select_option("en")
    toggle = page.locator("#winbar-toggle")
    if toggle.get_attribute("aria-pressed") != "true":
        toggle.click()
    expect(page.locator("#winbar")).to_have_attribute("data-state", "ready")
    expect(page.locator("#winbar-note")).to_contain_text("not exact")
    expect(page.locator("#analysis-heading")).to_contain_text("estimates")
    play_human_turn(page)
    expect(page.locator("#bg-hint-box")).to_be_hidden()


def test_a_pasted_position_id_starts_the_game_there_and_a_bad_one_is_refused_in_words(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    race = format_position_id(from_points({1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}))
    for text, ok in (("not an id!", False), (race, True)):
        idle(page)
        button(page, "New game").click()
        dialog = page.locator("#new-dialog")
        dialog.locator("input[name=game][value=backgammon]").check()
        dialog.locator("#bg-position").fill(text)
        button(page, "Start game").click()
        if not ok:
            expect(page.locator("#new-error")).to_contain_text("not an id!")
            expect(page.locator("#new-error")).not_to_contain_text("Traceback")
            button(page, "Cancel").click()
            continue
        expect(dialog).to_be_hidden()
    idle(page)
    expect(page.locator("#board")).to_have_attribute("data-position", f"{race}:w")
    check_bg_board(page)
    assert json.loads(record_text(page))["start"] == {"position_id": race, "turn": "w"}
    started = page.locator("#messages .message-info", has_text="Started from")
    expect(started).to_have_text([re.compile("Position ID")])
    # Another new game: what was said of the game before goes with it.
    button(page, "New game").click()
    page.locator("#new-dialog input[name=players][value='hotseat']").check()
    page.locator("#bg-position").fill("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10")
    button(page, "Start game").click()
    idle(page)
    said = started.all_inner_texts()  # at once: news goes on its own after ten seconds anyway
    assert len(said) == 1 and "XGID" in said[0], said


def test_axe_finds_nothing_on_a_backgammon_game_being_chosen(browser: Browser, base_url: str) -> None:
    from browsing import ROOT

    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP))
    context.add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    step = saved_view(page)["moves"][0]["paths"][0][0]
    area(page, str(step["from"])).focus()
    page.keyboard.press("Enter")  # a checker selected, its destinations lit (a tap would play it)
    button(page, "Hint").click()
    expect(page.locator("#bg-hint-box")).to_be_visible()
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]]
    assert found == []
    guard.assert_clean()
    context.close()


def test_a_damaged_backgammon_file_is_refused_in_words_and_the_game_shown_stays(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    shown = record_text(page)
    damaged = json.loads(shown)
    damaged["actions"].append("24/1")  # no such move with the dice thrown
    file = {"name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(damaged).encode()}
    page.locator("#import-file").set_input_files(file)
    expect(page.locator("#messages")).to_contain_text("24/1")
    expect(page.locator("#messages")).not_to_contain_text("Traceback")
    assert record_text(page) == shown
    check_bg_board(page)


CUBE_WORDS = {
    "fr": {"no double": "pas de double", "double, take": "double, accepter",
           "double, drop": "double, refuser", "too good": "trop bon pour doubler"},
    "ru": {"no double": "не удваивать", "double, take": "удвоить, принять",
           "double, drop": "удвоить, отказаться", "too good": "слишком хорошо, чтобы удваивать"},
}
"""A cube decision as French and Russian players say it (docs/BACKGAMMON.md, its words)."""


def test_the_backgammon_words_in_french_and_russian(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="hotseat")
    button(page, "Throw").click()
    idle(page)
    play_human_turn(page)
    move = json.loads(record_text(page))["actions"][1]
    page.locator("#language").select_option("fr")
    expect(page.locator("#move-list")).to_contain_text(f"Blanc 5-1\u00a0: {move}")
    expect(page.locator("#board .pips-w")).to_contain_text("pips")
    expect(page.locator("#status")).to_contain_text("Noir")
    # Black's cube decision before his throw: the engine names it in GNU Backgammon's English, the
    # hint's title in the language shown.
    action = json.loads(api.hint(record_text(page)))["action"]
    button(page, "Conseil").click()
    title = page.locator("#bg-hint-title")
    expect(title).to_have_text(f"Videau\u00a0: {CUBE_WORDS['fr'][action]} (estimation)")
    page.locator("#language").select_option("ru")
    expect(title).to_have_text(f"Куб: {CUBE_WORDS['ru'][action]} (оценка)")
    expect(page.locator("#move-list")).to_contain_text(f"Белые 5-1: {move}")
    expect(page.locator("#board .pips-w")).to_contain_text("пип")
    assert "Доска для бэкгаммона" in (page.locator("#board").get_attribute("aria-label") or "")


def test_the_board_turns_to_the_humans_side_and_flips(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="computer-w")  # the human plays Black
    board = page.locator("#board")
    expect(board).to_have_attribute("data-bottom", "b")

    def height(place: str) -> float:
        box = area(page, place).bounding_box()
        assert box is not None
        return box["y"]

    # Black's home board (White's points 19–24) is at the bottom, his point 1 (White's 24) bottom right.
    assert height("24") > height("1")
    page.locator("#flip").click()
    expect(board).to_have_attribute("data-bottom", "w")
    assert height("24") < height("1")
    check_bg_board(page)
    page.locator("#flip").click()  # the choice is kept in this browser: put back
