"""Backgammon in the page (issue 15), played as a player does: a new game from the dialog, moves
chosen by tapping checkers and points (the legal ones lit from the engine's list), by dragging
and by the keyboard, undo, confirm, the computer's moves, a forced pass, bearing off, the cube
taken and dropped, a reload mid-game. After each game the board the page shows is compared with
the engine's replay, in CPython, of the record the page saved. Screenshots in e2e/artifacts/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle, record_text
from rabattues.backgammon.board import BAR, OFF
from rabattues.backgammon.game import GameState
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads

PHONE = {"viewport": {"width": 375, "height": 667}, "device_scale_factor": 2, "is_mobile": True,
         "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
HUMAN_VS_COMPUTER = {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "computer"}}


@pytest.fixture
def desktop(browser: Browser, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A desktop page with the engine ready (motion reduced: moves are shown at once)."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    idle(page)
    yield page, guard
    guard.assert_clean()
    context.close()


def saved_view(page: Page) -> dict[str, Any]:
    """The view of the game shown, as the page saved it."""
    text = page.evaluate(
        """() => {
            const id = JSON.parse(localStorage.getItem('rabattues:current'));
            return JSON.stringify(JSON.parse(localStorage.getItem('rabattues:game:' + id)).view);
        }"""
    )
    view: dict[str, Any] = json.loads(text)
    return view


def new_backgammon(page: Page, *, seed: int, players: str = "computer-b", cube: bool = True,
                   jacoby: bool = False) -> None:
    """Start a backgammon game through the New game dialog."""
    idle(page)
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    dialog.locator("input[name=game][value=backgammon]").check()
    expect(dialog.locator("#bg-options")).to_be_visible()
    expect(dialog.locator("#dames-options")).to_be_hidden()
    dialog.locator("#bg-cube").set_checked(cube)
    dialog.locator("#bg-jacoby").set_checked(jacoby)
    dialog.locator(f"input[name=players][value='{players}']").check()
    dialog.get_by_label("Seed", exact=True).fill(str(seed))
    button(page, "Start game").click()
    expect(dialog).to_be_hidden()
    idle(page)


def replayed(page: Page) -> GameState:
    """The engine's replay, in CPython, of the record the page saved."""
    return loads(record_text(page)).final_state()


def white_counts(state: GameState) -> dict[str, Any]:
    """The replay's checkers in White's numbering, worked out here from each player's own counts."""
    mine = {state.turn: state.board.mover, ("b" if state.turn == "w" else "w"): state.board.opponent}
    points = {}
    for p in range(1, 25):
        white, black = mine["w"][p], mine["b"][25 - p]
        if white or black:
            points[str(p)] = ("w", white) if white else ("b", black)
    return {"points": points, "bar": {c: mine[c][BAR] for c in "wb"}, "off": {c: mine[c][OFF] for c in "wb"}}


def check_bg_board(page: Page) -> GameState:
    """The board the page draws is the engine's replay of its record: Position ID, checkers, bar, trays,
    cube."""
    state = replayed(page)
    position = f"{format_position_id(state.board)}:{state.turn}"
    expect(page.locator("#board")).to_have_attribute("data-position", position)
    shown = page.evaluate(
        """() => {
            const points = {};
            for (const node of document.querySelectorAll('#board .checker')) {
                const place = node.dataset.place, c = node.dataset.player;
                if (place === 'bar') continue;
                const [owner, n] = points[place] ?? [c, 0];
                points[place] = [owner === c ? c : 'both', n + 1];
            }
            const bar = {w: 0, b: 0}, off = {w: 0, b: 0};
            for (const node of document.querySelectorAll('#board .checker[data-place=bar]')) {
                bar[node.dataset.player]++;
            }
            for (const node of document.querySelectorAll('#board .off')) off[node.dataset.player]++;
            const cube = document.querySelector('#board .cube');
            const seen = cube ? {value: Number(cube.dataset.value), owner: cube.dataset.owner} : null;
            return {points, bar, off, cube: seen};
        }"""
    )
    expected = white_counts(state)
    assert {k: tuple(v) for k, v in shown["points"].items()} == expected["points"]
    assert shown["bar"] == expected["bar"] and shown["off"] == expected["off"]
    if state.options.cube:
        assert shown["cube"] == {"value": state.cube.value, "owner": state.cube.owner or "middle"}
    else:
        assert shown["cube"] is None
    return state


def area(page: Page, place: str, color: str | None = None) -> Any:
    """A place's answering area on the board (a point in White's numbering, `bar`, or a tray)."""
    selector = f"#board .area[data-place='{place}']" + (f"[data-color='{color}']" if color else "")
    return page.locator(selector)


def play_human_turn(page: Page, choose: int = 0) -> str:
    """Tap the steps of one of the legal moves the page offers, then Confirm; the move's notation."""
    view = saved_view(page)
    move = view["moves"][choose % len(view["moves"])]
    for step in move["paths"][0]:
        area(page, str(step["from"])).click()
        to = area(page, "off", view["turn"]) if step["to"] == "off" else area(page, str(step["to"]))
        to.click()
    confirm = button(page, "Confirm")
    expect(confirm).to_be_enabled()
    confirm.click()
    idle(page)
    return str(move["move"])


def play_to_the_end(page: Page, *, max_turns: int = 300, choose: int = 0) -> GameState:
    """Throw, move by taps and answer the cube until the game ends; the board checked every turn."""
    for number in range(max_turns):
        idle(page)
        if page.locator("#banner").is_visible():
            break
        view = saved_view(page)
        if button(page, "Take").is_visible():
            button(page, "Take").click()
        elif view.get("moves"):
            play_human_turn(page, choose + number)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        else:
            pytest.fail(f"nothing to do: {page.locator('#status').inner_text()!r}")
        idle(page)
        check_bg_board(page)
    state = check_bg_board(page)
    assert state.is_terminal(), "the game did not end"
    return state


def test_a_whole_seeded_game_against_the_computer_by_taps(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    assert json.loads(record_text(page))["game"] == "backgammon"
    expect(page.locator("#board")).to_have_attribute("data-game", "backgammon")
    button(page, "Throw").click()
    idle(page)
    for _ in range(6):  # to mid-game for the screenshot
        view = saved_view(page)
        if view.get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    check_bg_board(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    screenshot(page, "backgammon-desktop", full_page=False)
    state = play_to_the_end(page)
    assert state.outcome is not None
    entries = page.locator("#move-list li.entry").count()
    assert entries == len(json.loads(record_text(page))["actions"])
