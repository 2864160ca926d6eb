"""A backgammon match in the page: a 5-point match against the computer played to its end with the
page's own controls (the Crawford game shown, no double offered in it), its score kept by a reload
and carried by a share link; a match downloaded as GNU Backgammon's .mat and imported back, the
same games, score and moves. Screenshots in e2e/artifacts/ (1280×800, a 375 px phone, the New game
dialog at 320 px)."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from bg_helpers import saved_view
from bg_match_helpers import Match, expect_match_line, new_match, play_one, resign
from bg_pages import PHONE, device_context
from browsing import PageGuard, screenshot, wait_ready
from helpers import button, idle, import_text, record_text
from rabattues import api

SEED = 21
MOVES_A_GAME = 2
"""The player's moves in each game before he resigns it: games of a few throws."""


def test_a_five_point_match_against_the_computer_to_its_end(
        desktop: tuple[Page, PageGuard], browser: Browser, base_url: str) -> None:
    page, guard = desktop
    new_match(page, seed=SEED, length=5)
    expect(page.locator("#match-line")).to_have_text("Match to 5: White 0, Black 0")
    expect(page.locator("#score-heading")).to_have_text("Match to 5 points")
    seen, reloaded, between = Match(), False, False
    for _ in range(200):
        if not play_one(page, seen, MOVES_A_GAME):
            break
        idle(page)  # the computer has played
        view = saved_view(page)
        if view["outcome"] and not view["match"]["winner"] and not between:
            expect(button(page, "Next game")).to_be_visible()
            screenshot(page, "bg-match-next-game", full_page=False)
            between = True
        mine = view["players"][view["current"]]["kind"] == "human"
        if view["match"]["crawford"] and not view["outcome"] and view["moves"] and mine and not reloaded:
            screenshot(page, "bg-match-crawford", full_page=False)
            before = record_text(page)
            page.reload()
            wait_ready(page, guard=guard)
            idle(page)
            assert record_text(page) == before, "the reload kept the match's record"
            expect(page.locator("#match-line")).to_have_text("Match to 5: White 0, Black 4 · Crawford game")
            expect(page.locator("#score-b")).to_have_text("4")
            expect(page.locator("#score-games")).to_have_text("Crawford game")
            reloaded = True
    view = saved_view(page)
    assert view["match"]["winner"] == "b" and view["match"]["score_after"] == {"w": 0, "b": 5}, view["match"]
    assert seen.double_offered_before_crawford, "the Double was offered before the Crawford game"
    assert seen.crawford_throws >= 1 and reloaded, "the Crawford game was played, no double offered in it"
    expect(page.locator("#banner-title")).to_have_text("Black wins the match 5–0")
    expect(page.locator("#score-games")).to_have_text("Black wins the match 5–0")
    headings = page.locator("#move-list li.game-heading").all_inner_texts()
    assert headings[0] == "Game 1 · White 0, Black 0", headings
    assert headings[-1].endswith("· White 0, Black 4 · Crawford game"), headings
    screenshot(page, "bg-match-won", full_page=False)
    shared_on_a_phone(page, browser, base_url)


def shared_on_a_phone(page: Page, browser: Browser, base_url: str) -> None:
    """The share link opens the match, its score and its games' headings, on a phone; the New game
    dialog's match choice there at 320 px."""
    button(page, "Share this game").click()
    expect(page.locator("#share-dialog")).to_be_visible()  # the link is written before the dialog opens
    link = page.locator("#share-link").input_value()
    page.locator("#share-close").click()
    context = device_context(browser, base_url, PHONE)
    guard = PageGuard(base_url).attach(context)
    other = context.new_page()
    other.goto(link)
    wait_ready(other, guard=guard)
    idle(other)
    assert json.loads(record_text(other)) == json.loads(record_text(page))
    expect(other.locator("#score-heading")).to_have_text("Match to 5 points")
    expect(other.locator("#score-games")).to_have_text("Black wins the match 5–0")
    expect(other.locator("#match-line")).to_have_text("Match to 5: White 0, Black 5")
    expect(other.locator("#move-list li.game-heading").first).to_have_text("Game 1 · White 0, Black 0")
    screenshot(other, "bg-match-shared-phone", full_page=False)
    other.set_viewport_size({"width": 320, "height": 640})
    other.locator("#menu-button").click()
    button(other, "New game").click()
    dialog = other.locator("#new-dialog")
    expect(dialog.locator("#bg-options")).to_be_visible()
    expect(dialog.locator("#bg-match")).to_have_value("5")  # the game shown's choice
    assert dialog.evaluate("d => d.scrollWidth <= d.clientWidth"), "the dialog fits 320 px"
    screenshot(other, "bg-match-dialog-320", full_page=False)
    guard.assert_clean()
    context.close()


def test_a_match_downloaded_as_mat_imports_back_the_same(
        desktop: tuple[Page, PageGuard], tmp_path: Path) -> None:
    page, _ = desktop
    new_match(page, seed=SEED + 1, length=3)
    seen = Match()
    while saved_view(page)["match"]["score"]["b"] == 0 or seen.moves_this_game < MOVES_A_GAME:
        play_one(page, seen, MOVES_A_GAME)  # the first game resigned (1 or 2 points), two moves of the next
    idle(page)
    expect(button(page, "Throw")).to_be_visible()
    before = saved_view(page)
    page.locator("#winbar-toggle").click()  # each player's match winning chances, the engine's
    chances = page.locator("#winbar-match")
    expect(chances).to_contain_text("Match winning chances: White ")
    expected = json.loads(api.position_analysis(record_text(page)))["match"]
    assert float(str(chances.get_attribute("data-w"))) == expected["w"], expected
    with page.expect_download() as download:
        button(page, "Download .mat").click()
    path = tmp_path / "match.mat"
    download.value.save_as(path)
    text = path.read_text(encoding="utf-8")
    assert text.strip().startswith("3 point match") and " Game 2" in text, text[:200]
    headings = page.locator("#move-list li.game-heading").all_inner_texts()
    moves = page.locator("#move-list li.entry-move").all_inner_texts()
    import_text(page, "match.mat", text)
    after = saved_view(page)
    assert after["match"] == before["match"] and after["position"] == before["position"]
    assert page.locator("#move-list li.game-heading").all_inner_texts() == headings
    assert page.locator("#move-list li.entry-move").all_inner_texts() == moves
    expect_match_line(page, after)
    history = json.loads(api.open_record(record_text(page)))["history"]
    moved = [e["move"] for e in history if e["kind"] == "move"]
    assert len(moved) == len(moves) >= 2 * MOVES_A_GAME


def test_a_bad_match_file_is_refused_naming_its_line(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    page.locator("#import-file").set_input_files(files=[{
        "name": "bad.mat", "mimeType": "text/plain",
        "buffer": b" 3 point match\n\n Game 1\n White : 0     Black : 0\n  1) 31: 8/5 6/9\n"}])
    expect(page.locator(".message-error").first).to_contain_text("line 5")
    expect(page.locator("#match-line")).to_be_hidden()  # nothing was opened: the game shown is still there


def test_a_gammon_resigned_at_one_point_counts_what_the_winner_needs(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_match(page, seed=SEED, length=1, players="hotseat")
    button(page, "Throw").click()
    idle(page)
    expect(page.locator("#match-line")).to_have_text("Match to 1: White 0, Black 0")
    mover = saved_view(page)["turn"]
    resign(page, "A gammon")  # the player to move concedes: the winner needs only 1 point
    view = saved_view(page)
    winner = "b" if mover == "w" else "w"
    assert view["outcome"]["how"] == "resign" and view["outcome"]["points"] == 1
    assert view["match"]["winner"] == winner
    names = {"w": "White", "b": "Black"}
    expect(page.locator("#banner-match")).to_have_text(f"{names[mover]} resigns: {names[winner]} wins")
    expect(page.locator("#banner-detail")).to_have_text("1 point (cube 1 × 2, no more than the match needed)")
    expect(page.locator("#move-list li.entry-resign")).to_have_text(f"{names[mover]} resigns a gammon")
