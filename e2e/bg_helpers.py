"""Backgammon in the page, played as a player does: the helpers and fixtures of the
e2e/test_bg_*.py files. Moves are chosen by tapping checkers and points (the legal ones lit from
the engine's list), by dragging and by the keyboard; after each game the board the page shows is
compared with the engine's replay, in CPython, of the record the page saved. The pages they open,
ready, on a desktop or a phone: bg_pages.py."""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from bg_pointer import area, drag_step, key_step
from bg_taps import tapped_path
from helpers import button, idle, record_text
from rabattues import api
from rabattues.backgammon.board import BAR, OFF
from rabattues.backgammon.game import GameState
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads

HUMAN_VS_COMPUTER = {"w": {"name": "White", "kind": "human"}, "b": {"name": "Black", "kind": "computer"}}
REVIEW_TIMEOUT_MS = 180_000
"""A whole game's review takes seconds in Pyodide (21 throws evaluated before each throw)."""


def saved_view(page: Page) -> dict[str, Any]:
    """The view of the game shown, as the page saved it. A view past the size the page stores
    whole (saves/store.js, VIEW_CHARS: a double in a crowded position) is saved without its moves:
    then they are the engine's, in CPython, for the record the page saved."""
    text = page.evaluate(
        """() => {
            const id = JSON.parse(localStorage.getItem('rabattues:current'));
            return JSON.stringify(JSON.parse(localStorage.getItem('rabattues:game:' + id)).view);
        }"""
    )
    view: dict[str, Any] = json.loads(text)
    if view["in_turn"] and not view["moves"] and view["outcome"] is None:  # no move: passed at once
        return engine_view(record_text(page))
    return view


def engine_view(record_json: str) -> dict[str, Any]:
    """CPython's view of a record, its steps written out."""
    view: dict[str, Any] = json.loads(api.open_record(record_json))["view"]
    singles = view.pop("singles", None)
    for move in view["moves"] if singles else []:
        move["paths"] = [[singles[i] for i in path] for path in move["paths"]]
    return view


def new_backgammon(page: Page, *, seed: int, players: str = "computer-b", cube: bool = True,
                   jacoby: bool = False, level: str | None = None) -> None:
    """Start a backgammon game through the New game dialog (the computer's level by its label, if given)."""
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
    if level is not None:
        dialog.get_by_label("The computer's level").select_option(label=level)
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


def place_move(page: Page, view: dict[str, Any], move: dict[str, Any], how: str = "tap") -> None:
    """Put a legal move of `view` on the board, by taps, by dragging or by the keyboard (not confirmed)."""
    tapped = tapped_path(move, view["moves"]) if how == "tap" else None
    for step in tapped or move["paths"][0]:
        to = ("off", view["turn"]) if step["to"] == "off" else (str(step["to"]), None)
        if how == "drag" or (how == "tap" and tapped is None):  # a move taps alone cannot play is dragged
            drag_step(page, str(step["from"]), to)
        elif how == "keys":
            key_step(page, str(step["from"]), to)
        else:
            area(page, str(step["from"])).click()  # one place to go, or the higher usable die: the step


def play_human_turn(page: Page, choose: int = 0, how: str = "tap") -> str:
    """Play one of the legal moves the page offers, by taps, by dragging or by the keyboard, then
    Confirm; the move's notation."""
    view = saved_view(page)
    move = view["moves"][choose % len(view["moves"])]
    place_move(page, view, move, how)
    confirm = button(page, "Confirm")
    expect(confirm).to_be_enabled()
    if how == "keys":
        confirm.focus()
        page.keyboard.press("Enter")
    else:
        confirm.click()
    idle(page)
    return str(move["move"])


def play_to_the_end(page: Page, *, max_turns: int = 300, choose: int = 0, how: str = "tap") -> GameState:
    """Throw, move (by taps, drag or keys) and answer the cube until the game ends; the board
    checked every turn."""
    for number in range(max_turns):
        idle(page)
        if page.locator("#banner").is_visible():
            break
        view = saved_view(page)
        if button(page, "Take").is_visible():
            button(page, "Take").click()
        elif view.get("moves"):
            play_human_turn(page, choose + number, how)
        elif button(page, "Throw").is_visible():
            if how == "keys":
                page.evaluate("document.activeElement?.blur()")
                page.keyboard.press(" ")  # Space throws
            else:
                button(page, "Throw").click()
        else:
            pytest.fail(f"nothing to do: {page.locator('#status').inner_text()!r}")
        idle(page)
        check_bg_board(page)
    state = check_bg_board(page)
    assert state.is_terminal(), "the game did not end"
    return state


def import_game(page: Page, *, start: str, turn: str, seed: int = 1,
                players: dict[str, Any] | None = None) -> None:
    """Open a game from a record file made by the engine in CPython (a position to start from)."""
    from rabattues import api

    config = {"game": "backgammon", "seed": seed, "players": players or HUMAN_VS_COMPUTER,
              "start": {"position_id": start, "turn": turn}}
    answer = json.loads(api.new_game(json.dumps(config)))
    assert answer["ok"], answer
    data = json.dumps(answer["record"]).encode()
    file = {"name": "game.json", "mimeType": "application/json", "buffer": data}
    page.locator("#import-file").set_input_files(file)
    expect(page.locator("#board")).to_have_attribute("data-position", f"{start}:{turn}")
    idle(page)


def checker_count(page: Page, place: str) -> int:
    """How many checkers the board draws on a place."""
    return page.locator(f"#board .checker[data-place='{place}']").count()


def review_marks(page: Page) -> list[str | None]:
    """The mark the review's list of errors shows on each, in order."""
    items = page.locator("#bg-review-errors li[data-n]")
    return [items.nth(i).get_attribute("data-mark") for i in range(items.count())]


def open_menu(page: Page) -> None:
    """The phone's header menu, opened if it is not."""
    menu = page.locator("#menu-button")
    if menu.is_visible() and menu.get_attribute("aria-expanded") != "true":
        menu.click()


def played_to_the_end(record: dict[str, Any], *, max_turns: int = 300, choose: int = 0) -> dict[str, Any]:
    """`record` played to its end by the engine in CPython, as `play_to_the_end` plays it in the
    page: the computer's actions its own, the player's chosen by that helper's rule (a take when
    offered, else move number `choose + n` of the list, else a throw; n counts his actions)."""
    from rabattues import api

    def act(token: str) -> dict[str, Any]:
        answer = json.loads(api.act(json.dumps(record), token))
        assert answer["ok"], answer
        return answer

    answer = json.loads(api.open_record(json.dumps(record)))
    assert answer["ok"], answer
    for number in range(max_turns):
        view = answer["view"]
        while view["outcome"] is None and view["players"][view["current"]]["kind"] == "computer":
            action = json.loads(api.computer_action(json.dumps(record)))["action"]
            assert action is not None, view
            answer = act(action)
            record, view = answer["record"], answer["view"]
        if view["outcome"] is not None:
            return record
        if any(a["action"] == "take" for a in view["actions"]):
            answer = act("take")
        elif view["moves"]:
            answer = act(view["moves"][(choose + number) % len(view["moves"])]["move"])
        else:
            assert view["can_throw"], view
            answer = act("throw")
        record = answer["record"]
    pytest.fail("the game did not end")
