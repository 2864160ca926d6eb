"""The computer's level, chosen in New game: kept in the record, said beside the rules, offered
again by the dialog, and played at (its moves are the engine's at that level)."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Page, expect

from bg_helpers import new_backgammon, play_human_turn, saved_view
from browsing import PageGuard
from helpers import button, idle, record_text
from rabattues.backgammon.actions import Move
from rabattues.backgammon.game import GameState
from rabattues.backgammon.levels import LEVELS, choose
from rabattues.backgammon.record import loads


def test_a_beginner_game_is_kept_said_and_played_at_its_level(
    desktop: tuple[Page, PageGuard], artifacts: Path,
) -> None:
    page, _ = desktop
    new_backgammon(page, seed=11, level="Beginner")
    record = json.loads(record_text(page))
    assert record["players"]["b"] == {"name": "Black", "kind": "computer", "level": "beginner"}
    assert record["players"]["w"] == {"name": "White", "kind": "human"}
    rules = page.locator("#fact-rules")
    expect(rules).to_have_text("Backgammon, money play; cube on; the computer: Beginner")
    # The computer's moves are the beginner's: each one as the engine's beginner chooses it.
    checked = 0
    for _ in range(40):
        if checked >= 3:
            break
        if button(page, "Take").is_visible():
            button(page, "Take").click()
        elif saved_view(page).get("moves"):
            play_human_turn(page)
        else:
            button(page, "Throw").click()
        idle(page)
        for before, action in computer_moves(record_text(page))[checked:]:
            assert before.dice is not None
            chosen = choose(before.board, before.dice, LEVELS["beginner"])
            assert chosen is not None and action == chosen.text
            checked += 1
    assert checked >= 3
    # The dialog offers the game's level again; French names it in French.
    button(page, "New game").click()
    expect(page.get_by_label("The computer's level")).to_have_value("beginner")
    page.locator("#new-dialog").screenshot(path=str(artifacts / "bg-new-game-level.png"))
    page.keyboard.press("Escape")
    page.locator("#language").select_option("fr")
    expect(rules).to_contain_text("ordinateur\u00a0: Débutant")
    page.locator("#language").select_option("en")


def test_the_default_level_is_the_strongest_and_hot_seat_names_none(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=12)
    assert json.loads(record_text(page))["players"]["b"]["level"] == "master"
    expect(page.locator("#fact-rules")).to_have_text("Backgammon, money play; cube on; the computer: Master")
    # The level is offered only when the computer plays.
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    level = dialog.get_by_label("The computer's level")
    expect(level).to_be_visible()
    dialog.locator("input[name=players][value='hotseat']").check()
    expect(level).to_be_hidden()
    dialog.locator("input[name=players][value='computer-w']").check()
    expect(level).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    new_backgammon(page, seed=12, players="hotseat")
    players = json.loads(record_text(page))["players"]
    assert "level" not in players["w"] and "level" not in players["b"]
    expect(page.locator("#fact-rules")).to_have_text("Backgammon, money play; cube on")


def computer_moves(text: str) -> list[tuple[GameState, str]]:
    """Each move Black (the computer) made, with the state it was made in."""
    record = loads(text)
    befores = [record.initial_state(), *(step.state for step in record.steps())]
    return [(before, action.text) for before, action in zip(befores, record.actions, strict=False)
            if isinstance(action, Move) and before.current_player() == "b"]
