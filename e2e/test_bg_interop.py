"""Backgammon and the world outside the page, in a real Chromium: an XGID pasted in New game and
the position copied (Position ID, XGID), the embedded board, the share link, real dice typed in,
the saved-games list, export and import, and the tap that plays the higher die.

Expectations come from the XGID's definition read by hand, from GNU Backgammon's Position ID of
the start, or from the engine's replay in CPython of the record the page saved. Screenshots in
e2e/artifacts/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, expect

from bg_helpers import DESKTOP, PHONE, ready_page
from conftest import PageGuard, screenshot, wait_ready
from helpers import button, idle, record, record_text
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads

START_ID = "4HPwATDgc/ABMA"
"""The start's Position ID, as GNU Backgammon prints it (its manual and every gnubg session)."""
START_BLACK_31 = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10"
"""The start, Black (O, −1) on roll with 3 and 1, the cube at 2¹ on Black's side (−1)."""


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A desktop page with the engine ready, motion reduced, the clipboard allowed."""
    yield from ready_page(browser, base_url, DESKTOP, ("clipboard-read", "clipboard-write"))


def new_backgammon(page: Page, *, dice: str = "seeded", seed: int = 7, pasted: str = "",
                   players: str = "hotseat", refused: bool = False) -> None:
    """Fill the New game dialog for backgammon and start; wait for the game, unless it is to be refused."""
    idle(page)
    page.locator("#new-game").click()  # by id: the words are the language's
    dialog = page.locator("#new-dialog")
    dialog.locator("input[name=game][value=backgammon]").check()
    dialog.locator(f"input[name=players][value='{players}']").check()
    dialog.locator(f"input[name=dice][value='{dice}']").check()
    if dice == "seeded":
        dialog.locator("#seed").fill(str(seed))
    dialog.locator("#bg-position").fill(pasted)
    dialog.locator("#new-start").click()
    if not refused:
        expect(dialog).to_be_hidden()  # the engine has answered and the game is shown
        idle(page)


def shown_position(page: Page) -> str:
    """The position the board draws: `<Position ID>:<player on roll>`."""
    return str(page.locator("#board").get_attribute("data-position"))


def replayed_position(record_json: str) -> str:
    """The position after the record's last action, replayed by the engine in CPython."""
    state = loads(record_json).final_state()
    return f"{format_position_id(state.board)}:{state.turn}"


def view_of(page: Page) -> dict[str, Any]:
    """The view of the game shown, as the page saved it."""
    text = page.evaluate("""() => {
        const id = JSON.parse(localStorage.getItem('rabattues:current'));
        return JSON.stringify(JSON.parse(localStorage.getItem('rabattues:game:' + id)).view);
    }""")
    data: dict[str, Any] = json.loads(text)
    return data


def play_moves(page: Page, count: int) -> None:
    """Throw and play the engine's first legal move by dragging, `count` turns (hot seat, seeded dice)."""
    for _ in range(count):
        idle(page)
        if button(page, "Throw").is_visible():
            button(page, "Throw").click()
            idle(page)
        view = view_of(page)
        if not view["moves"]:
            continue
        for step in view["moves"][0]["paths"][0]:
            drag(page, str(step["from"]), "off" if step["to"] == "off" else str(step["to"]), view["turn"])
        button(page, "Confirm").click()
    idle(page)


def drag(page: Page, source: str, target: str, turn: str) -> None:
    """Drag a checker from one place to another with the mouse."""
    def centre(place: str, color: str | None = None) -> tuple[float, float]:
        selector = f"#board .area[data-place='{place}']" + (f"[data-color='{color}']" if color else "")
        box = page.locator(selector).bounding_box()
        assert box is not None
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    x, y = centre(source)
    to = centre("off", turn) if target == "off" else centre(target)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y + 20, steps=3)
    page.mouse.move(*to, steps=5)
    page.mouse.up()


# ─── 1. XGIDs in the page ────────────────────────────────────────────────────────────────────


def test_a_pasted_xgid_keeps_its_turn_and_typed_dice_and_says_the_cube_is_not_kept(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_BLACK_31)
    data = record(page)
    assert data["start"] == {"position_id": START_ID, "turn": "b"} and data["actions"] == ["31"]
    assert shown_position(page) == replayed_position(record_text(page)) == f"{START_ID}:b"
    expect(page.locator("#board .die")).to_have_count(2)
    note = page.locator(".message-info")
    expect(note).to_contain_text("Started from the XGID: its checkers, Black on roll with 3-1 thrown.")
    expect(note).to_contain_text("Its cube (at 2, owned by Black) is not kept")
    screenshot(page, "bg-xgid-pasted", full_page=False)


def test_an_xgid_in_a_seeded_game_says_its_dice_are_not_kept(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="seeded", pasted=START_BLACK_31)
    idle(page)
    assert record(page)["actions"] == [] and record(page)["start"]["turn"] == "b"
    expect(page.locator(".message-info")).to_contain_text("Its dice (3-1) are not kept")
    expect(button(page, "Throw")).to_be_visible()


@pytest.mark.parametrize(("text", "words"), [
    ("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:7:10", "match position"),
    ("XGID=-o----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10", "checkers"),
    ("XGID=<b>bold</b>", "bad XGID"),
])
def test_an_xgid_that_cannot_start_a_game_is_refused_in_words(desktop: tuple[Page, PageGuard], text: str,
                                                              words: str) -> None:
    page, _ = desktop
    new_backgammon(page, pasted=text, refused=True)
    error = page.locator("#new-error")
    expect(error).to_contain_text(words)
    expect(error).not_to_contain_text("Traceback")
    assert page.locator("#new-error b").count() == 0, "markup is shown as text"
    button(page, "Cancel").click()


def test_the_position_is_copied_as_a_position_id_and_as_an_xgid(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_BLACK_31)
    idle(page)
    button(page, "Copy the position").click()
    expect(page.locator(".message-info").last).to_contain_text(f"GNU Backgammon Position ID: {START_ID}")
    assert page.evaluate("navigator.clipboard.readText()") == START_ID
    button(page, "Copy the XGID").click()
    # By the XGID's definition: the start (symmetrical), O (Black) on roll (−1) with 31, the cube
    # centred at 2⁰ (a game starts so), no score, no Jacoby, money, largest cube 64 = 2⁶.
    expected = "XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:0:0:0:0:6"
    expect(page.locator(".message-info").last).to_contain_text(expected)
    assert page.evaluate("navigator.clipboard.readText()") == expected


def test_the_copy_xgid_button_is_only_for_backgammon(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    expect(page.locator("#copy-xgid")).to_be_hidden()  # the 1699 game shown first
    new_backgammon(page)
    idle(page)
    expect(page.locator("#copy-xgid")).to_be_visible()


# ─── 2. The embedded board ───────────────────────────────────────────────────────────────────


def embed(browser: Browser, base_url: str, query: str, size: dict[str, Any] | None = None,
          ) -> tuple[Page, PageGuard, Any]:
    """An embedded backgammon board opened alone, ready."""
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **(size or DESKTOP))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto(f"/embed.html?game=backgammon&{query}")
    wait_ready(page, guard=guard)
    idle(page)
    return page, guard, context


def test_an_embed_shows_a_position_with_its_dice(browser: Browser, base_url: str) -> None:
    page, guard, context = embed(browser, base_url, f"position={START_ID}&dice=31")
    assert shown_position(page) == f"{START_ID}:w"
    faces = page.locator("#board .die").evaluate_all("ns => ns.map(n => n.dataset.value)")
    dice = sorted(int(v) for v in faces)
    assert dice == [1, 3]
    expect(page.locator("#embed-step")).to_have_text("The position given")
    expect(page.locator("#embed-move")).to_contain_text("White to move 3-1")
    expect(page.locator("#embed-error")).to_be_hidden()
    screenshot(page, "bg-embed-position", full_page=False)
    guard.assert_clean()
    context.close()


def test_an_embed_of_an_xgid_on_a_phone(browser: Browser, base_url: str) -> None:
    page, guard, context = embed(browser, base_url, f"position={quote(START_BLACK_31)}", PHONE)
    assert shown_position(page) == f"{START_ID}:b"
    expect(page.locator("#embed-move")).to_contain_text("Black to move 3-1")
    expect(page.locator("#embed-error")).to_contain_text("Its cube (at 2, owned by Black) is not kept")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    screenshot(page, "bg-embed-xgid-phone", full_page=False)
    guard.assert_clean()
    context.close()


def test_an_embed_replays_a_game_step_by_step_as_the_engine_does(browser: Browser, base_url: str) -> None:
    actions = ["31", "8/5 6/5", "64", "24/18 13/9", "52", "13/8 13/11"]
    page, guard, context = embed(browser, base_url, f"moves={quote(', '.join(actions))}")
    expect(page.locator("#embed-step")).to_have_text("The position given")
    assert shown_position(page) == f"{START_ID}:w"
    base = {"format": 1, "game": "backgammon", "preset": "money",
            "rules": {"cube": True, "cube_max": 64, "jacoby": False, "stake": 1}, "seed": 0, "dice": "typed",
            "start": {"position_id": START_ID, "turn": "w"}}
    for n in range(1, len(actions) + 1):
        button(page, "Next").click()
        idle(page)
        expected = replayed_position(json.dumps({**base, "actions": actions[:n]}))
        assert shown_position(page) == expected, f"step {n}"
        expect(page.locator("#embed-step")).to_have_text(f"Step {n} of {len(actions)}")
    expect(page.locator("#embed-move")).to_contain_text("White 5-2: 13/")  # White, Black, then White again
    expect(button(page, "Next")).to_be_disabled()
    screenshot(page, "bg-embed-game", full_page=False)
    guard.assert_clean()
    context.close()


@pytest.mark.parametrize(("query", "words"), [
    ("position=nonsense", 'The position "nonsense" in the address is not valid: bad Position ID'),
    ("moves=31,8/5%206/5,64,24/10", 'Move 4 ("24/10") in the address cannot be played'),
    ("position=4HPwATDgc/ABMA&dice=77", "bad throw '77'"),
    ("colour=red", 'unknown setting "colour"'),
])
def test_an_embed_with_bad_parameters_says_so_and_shows_a_board(browser: Browser, base_url: str, query: str,
                                                                 words: str) -> None:
    page, guard, context = embed(browser, base_url, query)
    expect(page.locator("#embed-error")).to_be_visible()
    expect(page.locator("#embed-error")).to_contain_text(words)
    expect(page.locator("#embed-error")).not_to_contain_text("Traceback")
    expect(page.locator("#board .checker")).to_have_count(30)  # never a blank frame
    guard.assert_clean()
    context.close()


# ─── 3. Share link, typed dice, saved games, export and import ───────────────────────────────


def test_the_share_link_opens_the_backgammon_game_in_a_fresh_browser(
        desktop: tuple[Page, PageGuard], browser: Browser, base_url: str) -> None:
    page, _ = desktop
    new_backgammon(page, seed=11)
    play_moves(page, 4)
    shared = record_text(page)
    button(page, "Share this game").click()
    expect(page.locator("#share-dialog")).to_be_visible()  # the link is written before the dialog opens
    link = page.locator("#share-link").input_value()
    assert "#game=" in link, link
    button(page, "Close").click()
    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP)
    guard = PageGuard(base_url).attach(context)
    other = context.new_page()
    other.goto(link)
    wait_ready(other, guard=guard)
    expect(other.locator(".message-info")).to_contain_text("A shared game")
    idle(other)
    assert json.loads(record_text(other)) == json.loads(shared)
    expect(other.locator("#board")).to_have_attribute("data-game", "backgammon")
    first = loads(shared).initial_state()  # the link opens at the start, to step through
    assert shown_position(other) == f"{format_position_id(first.board)}:{first.turn}"
    screenshot(other, "bg-shared-link-opened", full_page=False)
    button(other, "Back to the game").click()
    idle(other)
    assert shown_position(other) == replayed_position(shared)
    guard.assert_clean()
    context.close()


def test_a_game_with_real_dice_typed_in(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, dice="typed")
    idle(page)
    page.get_by_role("button", name="White's die: 3").click()
    page.get_by_role("button", name="Black's die: 1").click()  # the opening: White starts with 31
    idle(page)
    drag(page, "8", "5", "w")
    drag(page, "6", "5", "w")
    button(page, "Confirm").click()
    idle(page)
    button(page, "6 and 4").click()  # Black's throw, one tap
    idle(page)
    data = record(page)
    assert data["dice"] == "typed" and data["actions"] == ["o31", "8/5 6/5", "64"]
    assert shown_position(page) == replayed_position(record_text(page))
    expect(page.locator("#fact-seed")).to_have_text("real dice, typed in")


def test_the_saved_games_list_names_the_backgammon_game_and_opens_it(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=5)
    play_moves(page, 2)
    kept = record_text(page)
    button(page, "New game").click()  # a 1699 game, played on: both are kept
    page.locator("#new-dialog input[name=game][value=rabattues]").check()
    button(page, "Start game").click()
    expect(page.locator("#new-dialog")).to_be_hidden()
    idle(page)
    button(page, "Throw").click()
    idle(page)
    button(page, "Saved games").click()
    item = page.locator("#saved-list li.saved").filter(has_text="Backgammon")
    expect(item).to_have_count(1)
    expect(item).to_contain_text("Backgammon · Seed 5")
    screenshot(page, "bg-saved-games", full_page=False)
    item.get_by_role("button", name="Resume").click()
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    idle(page)
    assert record_text(page) == kept
    assert shown_position(page) == replayed_position(kept)


def test_export_then_import_a_backgammon_game(desktop: tuple[Page, PageGuard], tmp_path: Path) -> None:
    page, _ = desktop
    new_backgammon(page, seed=9)
    play_moves(page, 3)
    with page.expect_download() as download:
        button(page, "Export").click()
    path = tmp_path / "backgammon.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported == record(page) and exported["game"] == "backgammon"
    page.evaluate("localStorage.clear()")  # another browser: nothing saved
    page.reload()
    wait_ready(page)
    idle(page)
    page.locator("#import-file").set_input_files(str(path))
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    idle(page)
    assert record(page) == exported
    assert shown_position(page) == replayed_position(json.dumps(exported))


# ─── 4. The second tap ───────────────────────────────────────────────────────────────────────


def test_a_tap_plays_the_higher_die_and_a_second_tap_the_other(desktop: tuple[Page, PageGuard]) -> None:
    """White 31 at the start: his back checker (24) can use either die; a tap plays the 3 (24/21),
    a second tap on it the 1 (21/20): the move 24/20, which the engine's list holds."""
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_ID)
    idle(page)
    button(page, "3 and 1").click()
    idle(page)
    moves = {m["move"]: m for m in view_of(page)["moves"]}
    assert "24/20" in moves and any([s["die"] for s in p] == [3, 1] for p in moves["24/20"]["paths"])
    white = page.locator("#board .checker[data-player=w]")
    page.locator("#board .area[data-place='24']").click()
    expect(white.and_(page.locator("[data-place='21']"))).to_have_count(1)
    expect(white.and_(page.locator("[data-place='24']"))).to_have_count(1)
    expect(page.locator("#board .die.used")).to_have_attribute("data-value", "3")
    page.locator("#board .area[data-place='21']").click()
    expect(white.and_(page.locator("[data-place='20']"))).to_have_count(1)
    button(page, "Confirm").click()
    idle(page)
    assert record(page)["actions"] == ["31", "24/20"]
    assert shown_position(page) == replayed_position(record_text(page))


def test_the_keyboard_still_chooses_the_lower_die(desktop: tuple[Page, PageGuard]) -> None:
    """Enter selects the checker instead; Enter on 23 plays the 1 first (24/23), as the engine allows."""
    page, _ = desktop
    new_backgammon(page, dice="typed", pasted=START_ID)
    idle(page)
    button(page, "3 and 1").click()
    idle(page)
    page.locator("#board .area[data-place='24']").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#board .target[data-point='23']")).to_have_count(1)
    page.locator("#board .area[data-place='23']").focus()
    page.keyboard.press("Enter")
    white = page.locator("#board .checker[data-player=w]")
    expect(white.and_(page.locator("[data-place='23']"))).to_have_count(1)
    expect(page.locator("#board .die.used")).to_have_attribute("data-value", "1")


# ─── Accessibility ───────────────────────────────────────────────────────────────────────────


@pytest.mark.parametrize("query", [f"position={quote(START_BLACK_31)}", "moves=31,8/5%206/5,64"])
def test_axe_finds_nothing_on_the_backgammon_embed(browser: Browser, base_url: str, query: str) -> None:
    from conftest import ROOT

    context = browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP)
    context.add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto(f"/embed.html?game=backgammon&{query}")
    wait_ready(page, guard=guard)
    idle(page)
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]]
    assert found == []
    guard.assert_clean()
    context.close()


def test_the_xgid_note_in_french_and_russian(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    for lang, words in (("fr", "Son videau (à 2, à Noir) n'est pas repris"), ("ru", "не взят")):
        page.locator("#language").select_option(lang)
        new_backgammon(page, dice="typed", pasted=START_BLACK_31)
        idle(page)
        expect(page.locator(".message-info").last).to_contain_text(words)
