"""The backgammon review in the page, and the computer's double taken by the player.

A seeded game played to the end against the computer by the rule `play_to_the_end` follows in
the page (taps), played by the engine in CPython (bg_helpers.played_to_the_end), is opened
finished: the review the page then shows is compared with the engine's review, in CPython: the
summary's figures, one line a move with its mark. (A game played to its end in the page is
reviewed there too: test_bg_games.py.) A second test starts from a race where the computer, on
roll, doubles (found with the CPython engine; a 9% lead, a double and a take by the 8-9-12 rule
of thumb too): the player takes, play goes on with the cube at 2 on his side, and the board is
the CPython replay of the saved record. Screenshots in e2e/artifacts/.
"""

from __future__ import annotations

import json
import time
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from playwright.sync_api import Browser, Page, expect

from bg_helpers import (
    HUMAN_VS_COMPUTER,
    REVIEW_TIMEOUT_MS,
    play_human_turn,
    played_to_the_end,
    review_marks,
    saved_view,
)
from bg_pages import PHONE, ready_page
from browsing import PageGuard, screenshot
from helpers import button, idle, record_text
from rabattues import api
from rabattues.backgammon import computer
from rabattues.backgammon.board import from_points
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads
from rabattues.backgammon.review import game_review

GNU_GRADES = {"supernatural": "Supernatural", "world_class": "World class", "expert": "Expert",
              "advanced": "Advanced", "intermediate": "Intermediate", "casual": "Casual player",
              "beginner": "Beginner", "awful": "Awful!"}
"""GNU Backgammon's names of its grades of play (its manual)."""
RACE = format_position_id(from_points({6: 5, 5: 3, 4: 3, 3: 2, 2: 2}, {6: 4, 5: 3, 4: 3, 3: 2, 7: 2, 2: 1}))
"""Black, on roll, 67 pips against White's 73: he doubles, and White should take."""


def import_record(page: Page, data: dict[str, Any]) -> None:
    """Open a record file, as a player does from the menu."""
    file = {"name": "game.json", "mimeType": "application/json", "buffer": json.dumps(data).encode()}
    page.locator("#import-file").set_input_files(file)
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    idle(page)


def new_record(**config: Any) -> dict[str, Any]:
    """A backgammon record made by the engine in CPython, White the player, Black the computer."""
    answer = json.loads(api.new_game(json.dumps({"game": "backgammon", "players": HUMAN_VS_COMPUTER,
                                                  **config})))
    assert answer["ok"], answer
    record: dict[str, Any] = answer["record"]
    return record


def play_turn(page: Page) -> None:
    """Play the first legal move the page offers, by taps (a drag where taps cannot), and confirm it."""
    play_human_turn(page, 0)


def minus(text: str) -> str:
    """A number as the page writes it in English: a true minus sign."""
    return text.replace("-", "\u2212")


def fixed(x: float) -> Decimal:
    """A figure to 3 decimals as the page's Intl.NumberFormat rounds it: V8's ICU rounds the
    number's shortest decimal form half away from zero (-0.2825 is -0.283), where Python's format
    rounds its binary value (-0.28249999999999997 is -0.282)."""
    return Decimal(repr(x)).quantize(Decimal("0.001"), rounding=ROUND_HALF_UP)


def expected_cells(review: dict[str, Any], color: str) -> dict[str, str]:
    """The summary's cells for one player, worded here from the CPython review's figures (his
    summary, and his luck)."""
    s = review["summary"][color] | review["luck"]["players"][color]
    marks = ("doubtful", "bad", "very_bad")
    luck = ("very_lucky", "lucky", "unlucky", "very_unlucky")

    def signed(x: float) -> str:
        shown = fixed(x)
        return minus(f"{shown:+}") if shown else "0.000"

    return {"moves": f"{s['moves']} ({s['unforced']})", "cube": str(s["cube_decisions"]),
            "move-errors": " / ".join(str(s["move_marks"][m]) for m in marks),
            "cube-errors": " / ".join(str(s["cube_marks"][m]) for m in marks),
            "lost": str(fixed(s["lost"])), "lost-points": str(fixed(s["lost_points"])),
            "luck": signed(s["luck"]), "luck-points": signed(s["luck_points"]),
            "luck-marks": " / ".join(str(s["luck_marks"][m]) for m in luck),
            "rate": "—" if s["rate"] is None else str(fixed(s["rate"])),
            "rating": GNU_GRADES.get(s["rating"], "—")}


def shown_cells(page: Page, color: str) -> dict[str, str]:
    """The summary's cells the page shows for one player."""
    cells = page.locator(f"#bg-review-summary tr[data-row] td[data-player='{color}']")
    rows = page.locator("#bg-review-summary tr[data-row]")
    return {rows.nth(i).get_attribute("data-row") or "": cells.nth(i).inner_text()
            for i in range(rows.count())}


def test_a_seeded_game_against_the_computer_is_reviewed_as_the_engine_reviews_it(
        desktop: tuple[Page, PageGuard], browser: Browser, base_url: str) -> None:
    page, _ = desktop
    finished = played_to_the_end(new_record(seed=4))
    import_record(page, finished)
    started = time.monotonic()
    review = page.locator("#bg-review")
    expect(review).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
    print(f"\nreview of the game shown in {time.monotonic() - started:.1f} s (Pyodide, Chromium)")
    assert json.loads(record_text(page)) == finished
    expected = game_review(loads(record_text(page)))
    for color in "wb":
        shown = shown_cells(page, color)
        assert {k: v for k, v in shown.items() if k in expected_cells(expected, color)} == \
            expected_cells(expected, color)
    errors = [d for d in expected["decisions"] if d["mark"]]  # only the errors GNU marks are listed
    assert review_marks(page) == [d["mark"] for d in errors]
    expect(page.locator("#bg-review .review-svg .hit")).to_have_count(len(expected["points"]))
    expect(review).to_contain_text("Estimates")
    # "Game imported." floats over the review in the picture until it goes by itself (10 s).
    expect(page.locator("#messages .message")).to_have_count(0, timeout=30_000)
    review.scroll_into_view_if_needed()
    screenshot(page, "bg-review-desktop")
    phone_review(browser, base_url, json.loads(record_text(page)))


def phone_review(browser: Browser, base_url: str, data: dict[str, Any]) -> None:
    """The same finished game opened on a phone: its review, looked at."""
    with ready_page(browser, base_url, PHONE) as (page, _):
        import_record(page, data)
        expect(page.locator("#bg-review")).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
        expect(page.locator("#messages .message")).to_have_count(0, timeout=30_000)  # the news goes by itself
        page.locator("#bg-review-summary").scroll_into_view_if_needed()
        screenshot(page, "bg-review-phone", full_page=False)


def test_the_computer_doubles_and_the_player_takes(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    data = new_record(seed=3, start={"position_id": RACE, "turn": "b"})
    assert computer.state_cube(loads(json.dumps(data)).initial_state()).action == "double, take"
    import_record(page, data)
    take = button(page, "Take")
    expect(take).to_be_visible()
    assert json.loads(record_text(page))["actions"] == ["double"]
    take.click()
    idle(page)
    for _ in range(3):  # Black throws and moves; White throws and moves, owning the cube
        if button(page, "Throw").is_visible():
            button(page, "Throw").click()
        elif saved_view(page).get("moves"):
            play_turn(page)
        idle(page)
    actions = json.loads(record_text(page))["actions"]
    assert actions[:2] == ["double", "take"] and len(actions) >= 4, actions
    state = loads(record_text(page)).final_state()
    assert (state.cube.value, state.cube.owner) == (2, "w")
    position = f"{format_position_id(state.board)}:{state.turn}"
    expect(page.locator("#board")).to_have_attribute("data-position", position)
    cube = page.locator("#board .cube")
    expect(cube).to_have_attribute("data-value", "2")
    expect(cube).to_have_attribute("data-owner", "w")
    screenshot(page, "bg-taken-double-desktop", full_page=False)


def finished_race() -> dict[str, Any]:
    """A record of a short race from RACE played to the end by the computer for both players (CPython)."""
    computers = {c: {"name": name, "kind": "computer"} for c, name in (("w", "White"), ("b", "Black"))}
    data = new_record(seed=5, start={"position_id": RACE, "turn": "b"}, players=computers)
    while (token := json.loads(api.computer_action(json.dumps(data)))["action"]) is not None:
        answer = json.loads(api.act(json.dumps(data), token))
        assert answer["ok"], answer
        data = answer["record"]
    return data


def test_the_review_on_a_phone_is_accessible(browser: Browser, base_url: str) -> None:
    with ready_page(browser, base_url, PHONE, axe=True) as (page, _):
        import_record(page, finished_race())
        expect(page.locator("#bg-review")).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
        results: dict[str, Any] = page.evaluate("axe.run('#bg-review', {resultTypes: ['violations']})")
        assert [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]] == []


def test_the_review_on_demand_mid_game(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    import_record(page, new_record(seed=2, start={"position_id": RACE, "turn": "w"}))
    for _ in range(4):  # White throws and moves; Black (the computer) answers
        if button(page, "Throw").is_visible():
            button(page, "Throw").click()
        elif saved_view(page).get("moves"):
            play_turn(page)
        idle(page)
    assert not loads(record_text(page)).final_state().is_terminal()
    expect(page.locator("#bg-review")).to_be_hidden()
    button(page, "Review the game").click()
    expect(page.locator("#bg-review")).to_have_attribute("data-state", "ready", timeout=REVIEW_TIMEOUT_MS)
    expected = game_review(loads(record_text(page)))
    assert review_marks(page) == [d["mark"] for d in expected["decisions"] if d["mark"]]
    expect(page.locator("#bg-review .review-svg .hit")).to_have_count(len(expected["points"]))
    assert expected["points"]
    button(page, "Hide the review").click()
    expect(page.locator("#bg-review")).to_be_hidden()
