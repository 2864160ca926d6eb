"""Backgammon moves by dragging and by the keyboard alone: one move each, then whole games.
Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from bg_helpers import check_bg_board, new_backgammon, play_to_the_end, saved_view
from bg_pointer import centre, selected
from bg_taps import places_reached
from browsing import PageGuard
from helpers import button, idle, record_text


def test_a_move_by_dragging_with_the_mouse(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="hotseat")
    button(page, "Throw").click()
    idle(page)
    view = saved_view(page)
    move = view["moves"][0]
    for step in move["paths"][0]:
        x, y = centre(page, str(step["from"]))
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 20, y + 20, steps=3)
        expect(page.locator("#board .ghost")).to_have_count(1)
        tx, ty = centre(page, "off", view["turn"]) if step["to"] == "off" else centre(page, str(step["to"]))
        page.mouse.move(tx, ty, steps=6)
        page.mouse.up()
        expect(page.locator("#board .ghost")).to_have_count(0)
    button(page, "Confirm").click()
    idle(page)
    assert json.loads(record_text(page))["actions"][-1] == move["move"]
    check_bg_board(page)


def test_a_move_by_the_keyboard_alone_is_announced(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="hotseat")
    button(page, "Throw").click()
    idle(page)
    view = saved_view(page)
    move = view["moves"][0]
    for step in move["paths"][0]:
        page.locator("#board .area.live").first.focus()
        for _ in range(40):  # arrows go from one place that can be acted on to the next
            if page.evaluate("document.activeElement.dataset.place") == str(step["from"]):
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.dataset.place") == str(step["from"])
        if not selected(page):
            continue  # the checker had one place to go, and went
        for _ in range(40):
            if page.evaluate("document.activeElement.dataset.place") == str(step["to"]):
                break
            page.keyboard.press("ArrowRight")
        label = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert "can go here" in label, label
        page.keyboard.press("Enter")
    confirm = button(page, "Confirm")
    confirm.focus()
    page.keyboard.press("Enter")
    idle(page)
    assert json.loads(record_text(page))["actions"][-1] == move["move"]
    expect(page.locator("#live")).to_contain_text(move["move"])
    check_bg_board(page)


def lit_places(page: Page) -> set[object]:
    """The places the board lights as destinations: points by number, the tray as `off`."""
    found = page.locator("#board .target").evaluate_all("ts => ts.map((t) => t.dataset.point ?? 'off')")
    return {p if p == "off" else int(p) for p in found}


def test_a_checker_held_under_the_pointer_lights_where_it_may_go_until_it_is_dropped(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="hotseat")
    button(page, "Throw").click()
    idle(page)
    moves = saved_view(page)["moves"]
    sources = {step["from"] for move in moves for path in move["paths"] for step in path[:1]}
    source = max(sorted(sources, key=str), key=lambda s: len(places_reached(moves, [], s)))
    reached = places_reached(moves, [], source)
    assert len(reached) >= 2  # lit by the press alone, not by a tap that played a step
    x, y = centre(page, str(source))
    page.mouse.move(x, y)
    page.mouse.down()
    expect(page.locator("#board .target")).to_have_count(len(reached))
    assert lit_places(page) == reached
    page.mouse.move(x + 20, y + 20, steps=3)  # dragged: still lit
    expect(page.locator("#board .ghost")).to_have_count(1)
    assert lit_places(page) == reached
    to = min(p for p in reached if p != "off")
    tx, ty = centre(page, str(to))
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()
    expect(page.locator("#board .target")).to_have_count(0)  # dropped: nothing lit
    assert page.locator("#board .checker.selected").count() == 0
    assert selected(page) is False


@pytest.mark.parametrize(("how", "seed"), [("drag", 5), ("keys", 6)])
def test_whole_games_by_drag_and_by_the_keyboard(desktop: tuple[Page, PageGuard], how: str,
                                                 seed: int) -> None:
    page, _ = desktop
    new_backgammon(page, seed=seed)
    state = play_to_the_end(page, how=how, choose=seed)
    assert state.outcome is not None
    assert len(json.loads(record_text(page))["actions"]) > 20
