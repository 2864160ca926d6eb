"""Backgammon and the world outside the page: the helpers of e2e/test_bg_xgid.py, test_bg_embed.py
and test_bg_share.py (an XGID pasted in New game, the position shown and replayed, moves dragged).

Expectations come from the XGID's definition read by hand, from GNU Backgammon's Position ID of
the start, or from the engine's replay in CPython of the record the page saved."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from bg_helpers import saved_view as view_of  # the view the page saved, by this file's name
from helpers import button, idle
from rabattues.backgammon.position_id import format_position_id
from rabattues.backgammon.record import loads

START_ID = "4HPwATDgc/ABMA"
"""The start's Position ID, as GNU Backgammon prints it (its manual and every gnubg session)."""
START_BLACK_31 = "XGID=-b----E-C---eE---c-e----B-:1:-1:-1:31:0:0:0:0:10"
"""The start, Black (O, −1) on roll with 3 and 1, the cube at 2¹ on Black's side (−1)."""


def new_backgammon(page: Page, *, dice: str = "seeded", seed: int = 7, pasted: str = "",
                   players: str = "hotseat", refused: bool = False, timeout_ms: float = 15_000,
                   cube: bool = True) -> None:
    """Fill the New game dialog for backgammon and start; wait for the game (up to `timeout_ms`),
    unless it is to be refused."""
    idle(page)
    page.locator("#new-game").click()  # by id: the words are the language's
    dialog = page.locator("#new-dialog")
    dialog.locator("input[name=game][value=backgammon]").check()
    dialog.locator(f"input[name=players][value='{players}']").check()
    dialog.locator(f"input[name=dice][value='{dice}']").check()
    dialog.locator("#bg-cube").set_checked(cube)
    if dice == "seeded":
        dialog.locator("#seed").fill(str(seed))
    dialog.locator("#bg-position").fill(pasted)
    dialog.locator("#new-start").click()
    if not refused:
        expect(dialog).to_be_hidden(timeout=timeout_ms)  # the engine has answered and the game is shown
        idle(page, int(timeout_ms))


def shown_position(page: Page) -> str:
    """The position the board draws: `<Position ID>:<player on roll>`."""
    return str(page.locator("#board").get_attribute("data-position"))


def replayed_position(record_json: str) -> str:
    """The position after the record's last action, replayed by the engine in CPython."""
    state = loads(record_json).final_state()
    return f"{format_position_id(state.board)}:{state.turn}"


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
