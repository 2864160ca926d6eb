"""Complete games through the page, as players play them, each checked against the engine's
replay in CPython: the 1699 rules hot-seat, the modern game with the cube taken and dropped,
strict claiming with a die forfeited, real dice typed in, and against the computer.

One page for the module (one Pyodide boot); each game after the first is started from the
New game dialog. Animations are off (prefers-reduced-motion) to keep the games quick.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import Page, expect

from browsing import screenshot, wait_ready
from helpers import (
    button,
    check_board,
    cube_policy,
    idle,
    moves_shown,
    new_game,
    play_out,
    record,
    record_text,
    throw_always,
)
from rabattues import api
from rabattues.dames import Claim


@pytest.fixture(scope="module")
def page(module_page: Page) -> Page:
    module_page.emulate_media(reduced_motion="reduce")
    return module_page


def strict_seed() -> tuple[int, int]:
    """A seed whose strict-claiming game offers a claim early: (seed, throws before it)."""
    for seed in range(1, 200):
        answer = json.loads(api.new_game(json.dumps({"seed": seed, "rules": {"claim": "strict"}})))
        for throws in range(1, 13):
            answer = json.loads(api.act(json.dumps(answer["record"]), "throw"))
            if answer["view"]["pending"]["claimable"]:
                return seed, throws
    raise AssertionError("no seed offers a claim early")


def test_full_charpentier_game_hot_seat(page: Page, module_guard) -> None:
    page.goto("/?seed=11")
    wait_ready(page, guard=module_guard)
    idle(page)
    assert page.evaluate("location.search") == "", "the address keeps no setting, so a reload resumes"
    check_board(page)
    expect(page.locator("#fact-seed")).to_have_text("11")
    state = play_out(page)
    data = record(page)
    assert data["seed"] == 11 and data["preset"] == "charpentier-1699"
    assert len(moves_shown(page)) == len(data["actions"])
    first = moves_shown(page)[0]
    assert first.startswith("Opening throw: White"), first
    banner = page.locator("#banner")
    expect(banner).to_be_visible()
    winner = {"w": "White", "b": "Black"}[state.outcome.winner]
    expect(banner).to_contain_text(f"{winner} bears off all fifteen and wins")
    expect(page.locator(f"#score-{state.outcome.winner}")).to_have_text(str(state.outcome.points))
    screenshot(page, "game-1699-end")
    module_guard.assert_clean()


def test_modern_game_cube_offered_and_taken(page: Page, module_guard) -> None:
    new_game(page, preset="modern", seed=5)
    check_board(page)
    state = play_out(page, cube_policy(double_at=3, answer="Take"))
    data = record(page)
    assert "double" in data["actions"] and "take" in data["actions"], data["actions"]
    assert state.cube.value >= 2 and state.outcome is not None
    assert state.outcome.how == "bear-off"
    lines = moves_shown(page)
    assert any(line.endswith("offers a double") for line in lines)
    assert any(line.endswith("takes the cube") for line in lines)
    module_guard.assert_clean()


def test_modern_game_cube_dropped(page: Page, module_guard) -> None:
    new_game(page, preset="modern", seed=8)
    state = play_out(page, cube_policy(double_at=6, answer="Drop"))
    assert state.outcome is not None and state.outcome.how == "drop"
    assert record(page)["actions"][-2:] == ["double", "drop"]
    expect(page.locator("#banner")).to_contain_text("drops the double")
    module_guard.assert_clean()


def test_strict_claiming_die_forfeited_by_throwing_first(page: Page, module_guard) -> None:
    seed, throws = strict_seed()
    new_game(page, seed=seed, rules={"claim": "strict"})
    for _ in range(throws):
        button(page, "Throw").click()
        idle(page)
    claim = page.locator("#claims button").first
    expect(claim).to_be_visible()
    assert claim.inner_text().startswith("Claim ")
    before = check_board(page)
    assert before.claimable()
    # Throwing first forfeits the passed die.
    button(page, "Throw").click()
    idle(page)
    check_board(page)
    assert "unclaimed" in moves_shown(page)[-1], moves_shown(page)[-1]
    history = json.loads(api.open_record(record_text(page)))["history"]
    # Forfeited: the passed dice he could have used, claiming one after the other (a die he could
    # never use was lost as it passed).
    usable, claiming = [], before
    while claiming.claimable():
        usable.append(claiming.claimable()[0])
        claiming = claiming.child(Claim(usable[-1]))
    assert history[-1]["kind"] == "throw" and sorted(history[-1]["forfeited"]) == sorted(usable)
    # Then claim whenever a claim is offered, to the end.
    state = play_out(page, throw_always)
    kinds = {entry["kind"] for entry in json.loads(api.open_record(record_text(page)))["history"]}
    assert "claim" in kinds or state.is_terminal(), kinds
    module_guard.assert_clean()


def test_real_dice_typed_in(page: Page, module_guard) -> None:
    new_game(page, dice="typed")
    expect(button(page, "Throw")).to_be_hidden()
    page.get_by_role("button", name="White's die: 5").click()
    page.get_by_role("button", name="Black's die: 2").click()  # the opening goes as soon as both are chosen
    idle(page)
    button(page, "4 and 3").click()  # a throw: one tap
    idle(page)
    assert record(page)["actions"] == ["o52", "43"]
    assert record(page)["dice"] == "typed"
    check_board(page)
    assert moves_shown(page)[-1] == "White 4-3: unstacks on 4 and 3"
    module_guard.assert_clean()


def test_against_the_computer(page: Page, module_guard) -> None:
    new_game(page, seed=21, players="computer-b")
    state = play_out(page)
    data = record(page)
    assert data["players"]["b"]["kind"] == "computer"
    lines = moves_shown(page)
    assert any(line.startswith("Black ") for line in lines), "the computer threw for Black"
    assert state.is_terminal()
    module_guard.assert_clean()


def test_computer_plays_white_in_the_modern_game(page: Page, module_guard) -> None:
    new_game(page, preset="modern", seed=3, players="computer-w")
    play_out(page)
    data = record(page)
    assert data["players"]["w"]["kind"] == "computer"
    assert any(line.startswith("White ") for line in moves_shown(page))
    module_guard.assert_clean()


def test_passed_and_lost_dice_are_named_on_the_board(page: Page, module_guard) -> None:
    """Lalanne's first example of 1699 (tests/data/diagrams_1699.txt), typed in: Black's second
    ace of 1-1 passes to White, who unstacks on his 1 with it; after Black's 5-1 the ace passes
    again and White cannot use it (his 1 is unstacked): lost. The board says so under the dice."""
    page.goto("/")
    wait_ready(page)
    start = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
    config = {"preset": "charpentier-1699", "dice": "typed", "start": start}
    game = json.loads(api.new_game(json.dumps(config)))["record"]
    page.locator("#import-file").set_input_files(
        files=[{"name": "ex1.json", "mimeType": "application/json", "buffer": json.dumps(game).encode()}])
    idle(page)
    white, black = page.locator("#board .die-tag-w"), page.locator("#board .die-tag-b")
    button(page, "4 and 3").click()
    idle(page)
    expect(white).to_have_text("")
    button(page, "1 and 1").click()
    idle(page)
    expect(white).to_have_text("1 passed")
    expect(black).to_have_text("")
    screenshot(page, "dice-tag-passed", full_page=False)
    button(page, "5 and 1").click()
    idle(page)
    expect(white).to_have_text("1 lost")
    screenshot(page, "dice-tag-lost", full_page=False)
    assert record(page)["actions"] == ["43", "11", "51"]
    module_guard.assert_clean()
