"""A backgammon match played in the page against the computer, as a player does: the helpers of
e2e/test_bg_match.py. The player (White) throws and moves with the page's own buttons and taps, drops
any double the computer offers, and after a few moves of each game resigns it, for what brings the
computer to 4 points of 5 (then the Crawford game) without passing it: games of a few throws each,
whatever the computer plays. What the page shows is checked against the view it saved (the engine's)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playwright.sync_api import Page, expect

from bg_helpers import play_human_turn, saved_view
from helpers import button, idle, press


@dataclass
class Match:
    """What the player saw of the match so far."""

    moves_this_game: int = 0
    double_offered_before_crawford: bool = False
    crawford_throws: int = 0
    """Throws of the player in the Crawford game, each checked to offer no double."""


def new_match(page: Page, *, seed: int, length: int, players: str = "computer-b") -> None:
    """Start a backgammon match through the New game dialog."""
    idle(page)
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    expect(dialog).to_be_visible()
    dialog.locator("input[name=game][value=backgammon]").check()
    dialog.locator("#bg-match").select_option(str(length))
    dialog.locator(f"input[name=players][value='{players}']").check()
    dialog.get_by_label("Seed", exact=True).fill(str(seed))
    button(page, "Start game").click()
    expect(dialog).to_be_hidden()
    idle(page)


def score_now(match: dict[str, Any]) -> dict[str, int]:
    """The score after the game shown once it is over, else before it (the view's own figures)."""
    score: dict[str, int] = match["score_after"] or match["score"]
    return score


def expect_match_line(page: Page, view: dict[str, Any]) -> None:
    """The line above the status says the match's length, its score and the Crawford game."""
    match = view["match"]
    score = score_now(match)
    line = f"Match to {match['length']}: White {score['w']}, Black {score['b']}"
    if match["crawford"] and not view["outcome"]:
        line += " · Crawford game"
    elif match["post_crawford"] and not view["outcome"]:
        line += " · post-Crawford"
    expect(page.locator("#match-line")).to_have_text(line)


def resign_for(match: dict[str, Any]) -> str:
    """The resignation that brings the computer (Black) closest to 4 points of 5 without passing
    it: a gammon, or a single game; in the Crawford game, a single game (the match)."""
    need = match["length"] - 1 - match["score"]["b"]
    return "A gammon" if need >= 2 else "A single game"


def resign(page: Page, choice: str) -> None:
    """Resign through the game menu's Resign and its dialog."""
    button(page, "Resign").click()
    dialog = page.locator("#resign-dialog")
    expect(dialog).to_be_visible()
    button(dialog, choice).click()
    expect(dialog).to_be_hidden()
    idle(page)


def play_one(page: Page, seen: Match, moves_a_game: int) -> bool:
    """One action of the player (or Next game); False once the match is over."""
    idle(page)
    view = saved_view(page)
    match = view["match"]
    expect_match_line(page, view)
    if view["outcome"]:
        if match["winner"]:
            return False
        expect(page.locator("#banner")).to_be_visible()
        button(page, "Next game").click()  # the next game's opening throw
        seen.moves_this_game = 0
        return True
    if button(page, "Drop").is_visible():
        assert not match["crawford"], "a double offered in the Crawford game"
        press(page, "Drop")
        return True
    if view["moves"]:
        play_human_turn(page, seen.moves_this_game)
        seen.moves_this_game += 1
        return True
    expect(button(page, "Throw")).to_be_visible()
    if not view["opening"]:
        check_the_cube(page, view, seen)
    if seen.moves_this_game >= moves_a_game:
        resign(page, resign_for(match))
    else:
        button(page, "Throw").click()
    return True


def check_the_cube(page: Page, view: dict[str, Any], seen: Match) -> None:
    """Before the player's throw: no Double in the Crawford game, and the view says Crawford there;
    the Double offered before it (the cube in the middle)."""
    if view["match"]["crawford"]:
        expect(page.locator("#double")).to_be_hidden()
        assert not any(a["kind"] == "double" for a in view["actions"]), view["actions"]
        seen.crawford_throws += 1
    elif view["cube"]["owner"] is None and view["cube"]["value"] == 1:
        expect(button(page, "Double")).to_be_visible()
        seen.double_offered_before_crawford = True
