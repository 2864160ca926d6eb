"""Playing through the page as a player does, and checking what it shows against CPython.

The page saves the record of the game shown in localStorage after every action; the tests
read it there, replay it with the engine in CPython and compare the board the page draws
(the svg's `data-position` and the checkers, slabs and cube in the DOM) with that replay.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Frame, Locator, Page, expect

from rabattues import dames
from rabattues.dames.record import loads

IDLE = "body[data-idle='true']"
ACTION_TIMEOUT_MS = 30_000
COLORS = ("w", "b")


def idle(page: Page, timeout_ms: int = ACTION_TIMEOUT_MS) -> None:
    """Wait until the page has answered, animated and let the computer play."""
    page.wait_for_selector(IDLE, timeout=timeout_ms)


def import_text(page: Page, name: str, text: str, timeout_ms: int = 60_000) -> None:
    """Import a record's text as a file through the page's Import, and wait until the page says it
    was imported and is idle (the file is read before the page is busy with it: idle alone could be
    the moment before; a long record takes seconds to replay)."""
    page.locator("#import-file").set_input_files(
        files=[{"name": name, "mimeType": "application/json", "buffer": text.encode()}])
    expect(page.locator(".message-info").first).to_contain_text("imported", timeout=timeout_ms)
    idle(page)


def frame_ready(frame: Frame, timeout_ms: int = 120_000) -> None:
    """Wait until a frame's page has its engine ready and is idle (a first visit's boot included)."""
    frame.wait_for_selector("body[data-state='ready'][data-idle='true']", timeout=timeout_ms)


def shown_frame(iframe: Locator) -> Frame:
    """The page an <iframe> element shows, once it is ready (`frame_ready`)."""
    handle = iframe.element_handle()
    inner = handle.content_frame() if handle else None
    assert inner is not None, "the element shows no frame"
    frame_ready(inner)
    return inner


def wait_until(page: Page, predicate: str, timeout_ms: int = 60_000) -> None:
    """Wait until a JavaScript predicate, perhaps async, holds in the page. (Playwright's
    `wait_for_function` takes the promise an async predicate returns as a truthy answer: it
    does not wait.)"""
    deadline = time.monotonic() + timeout_ms / 1000
    while not page.evaluate(predicate):
        assert time.monotonic() < deadline, f"not true after {timeout_ms / 1000:.0f} s: {predicate}"
        page.wait_for_timeout(100)


def button(where: Page | Locator, name: str) -> Locator:
    """A visible button by its accessible name (exact), in the page or only within a part of it."""
    return where.get_by_role("button", name=name, exact=True)


def record_text(page: Page) -> str:
    """The record of the game shown, as the page saved it."""
    text = page.evaluate(
        """() => {
            const id = JSON.parse(localStorage.getItem('rabattues:current'));
            const saved = JSON.parse(localStorage.getItem('rabattues:game:' + id));
            return JSON.stringify(saved.record);
        }"""
    )
    assert isinstance(text, str)
    return text


def record(page: Page) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(record_text(page))
    return data


def replayed(page: Page) -> dames.GameState:
    """The engine's replay, in CPython, of the record the page saved."""
    return loads(record_text(page)).final_state()


def check_board(page: Page) -> dames.GameState:
    """The board the page shows is the engine's replay of its record: notation, checkers, trays, cube."""
    state = replayed(page)
    board = page.locator("#board")
    expect(board).to_have_attribute("data-position", dames.format_position(state.position))
    counts = page.evaluate(
        """() => {
            const out = {};
            for (const c of ['w', 'b']) {
                out[c] = {points: [], off: document.querySelectorAll(`#board .off[data-player=${c}]`).length,
                          badges: []};
                for (let p = 1; p <= 6; p++) {
                    out[c].points.push(document.querySelectorAll(
                        `#board .checker[data-player=${c}][data-point="${p}"]`).length);
                    const badge = document.querySelector(`#board .badges [data-key="badge-${c}${p}"] text`);
                    out[c].badges.push(badge ? Number(badge.textContent) : 0);
                }
            }
            const cube = document.querySelector('#board .cube');
            out.cube = {hidden: cube.classList.contains('hidden'), value: Number(cube.dataset.value),
                        owner: cube.dataset.owner};
            return out;
        }"""
    )
    for color in COLORS:
        side = state.position.side(color)
        assert counts[color]["points"] == list(side.counts), (color, counts[color], side)
        assert counts[color]["off"] == side.borne_off, (color, counts[color], side)
        stacks = [s + 1 if s else 0 for s in side.stacks]
        assert counts[color]["badges"] == stacks, (color, counts[color], side)
    assert counts["cube"]["hidden"] == (not state.options.cube)
    if state.options.cube:
        assert counts["cube"]["value"] == state.cube.value
        assert counts["cube"]["owner"] == (state.cube.owner or "middle")
    return state


def moves_shown(page: Page) -> list[str]:
    """The move list's lines."""
    return page.locator("#move-list li.entry").all_inner_texts()


Policy = Callable[[Page, dict[str, Any]], str | None]


def throw_always(page: Page, view: dict[str, Any]) -> str | None:
    """Claim what can be claimed, take any double, else throw."""
    for name in ("Take",):
        if button(page, name).is_visible():
            return name
    claims = page.locator("#claims button")
    if claims.count():
        return claims.first.inner_text()
    return "Throw" if button(page, "Throw").is_visible() else None


def play_out(page: Page, policy: Policy = throw_always, max_actions: int = 400,
             check_every: int = 10) -> dames.GameState:
    """Press buttons as the policy says until the game is over; check the board now and then."""
    for number in range(max_actions):
        idle(page)
        if page.locator("#banner").is_visible():
            break
        choice = policy(page, {"n": number})
        assert choice, f"no button to press at action {number}: {page.locator('#status').inner_text()!r}"
        press(page, choice)
        if number % check_every == check_every - 1:
            idle(page)
            check_board(page)
    idle(page)
    state = check_board(page)
    assert state.is_terminal(), "the game did not end"
    return state


def press(page: Page, name: str) -> None:
    """Press a game button; Drop is asked again (it ends the game), and confirmed."""
    button(page, name).click()
    if name == "Drop":
        dialog = page.locator("#drop-dialog")
        expect(dialog).to_be_visible()
        dialog.get_by_role("button", name="Drop", exact=True).click()


def new_game(page: Page, *, preset: str = "charpentier-1699", seed: int | None = None,
             players: str = "hotseat", dice: str = "seeded",
             rules: dict[str, str | bool] | None = None) -> None:
    """Start a game through the New game dialog, as a player does."""
    idle(page)
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    dialog.locator(f"input[name=preset][value='{preset}']").check()
    for name, value in (rules or {}).items():
        if dialog.locator("details.house").get_attribute("open") is None:
            dialog.locator("details.house summary").click()
        field = dialog.locator(f"[name='{name}']")
        if isinstance(value, bool):
            field.set_checked(value)
        elif field.first.get_attribute("type") == "radio":
            dialog.locator(f"input[name='{name}'][value='{value}']").check()
        elif field.evaluate("e => e.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)
    dialog.locator(f"input[name=players][value='{players}']").check()
    dialog.locator(f"input[name=dice][value='{dice}']").check()
    if seed is not None:
        dialog.get_by_label("Seed", exact=True).fill(str(seed))
    button(page, "Start game").click()
    expect(dialog).to_be_hidden()
    idle(page)


def cube_policy(double_at: int, answer: str) -> Policy:
    """Throw, but offer a double at the first chance from action `double_at` on, answered by `answer`."""
    done = {"doubled": False}

    def policy(page: Page, info: dict[str, Any]) -> str | None:
        if button(page, "Take").is_visible():
            done["doubled"] = True
            return answer
        if not done["doubled"] and info["n"] >= double_at and button(page, "Double").is_visible():
            return "Double"
        return throw_always(page, info)

    return policy


def status(page: Page) -> str:
    return page.locator("#status").inner_text()


def words(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()
