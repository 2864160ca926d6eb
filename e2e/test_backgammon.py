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

from bg_taps import tap_plays, tapped_path
from conftest import PageGuard, returning, screenshot, wait_ready
from helpers import button, idle, record_text
from rabattues.backgammon.board import BAR, OFF, from_points
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


def play_human_turn(page: Page, choose: int = 0, how: str = "tap") -> str:
    """Play one of the legal moves the page offers, by taps, by dragging or by the keyboard, then
    Confirm; the move's notation."""
    view = saved_view(page)
    move = view["moves"][choose % len(view["moves"])]
    tapped = tapped_path(move, view["moves"]) if how == "tap" else None
    for step in tapped or move["paths"][0]:
        to = ("off", view["turn"]) if step["to"] == "off" else (str(step["to"]), None)
        if how == "drag" or (how == "tap" and tapped is None):  # a move taps alone cannot play is dragged
            drag_step(page, str(step["from"]), to)
        elif how == "keys":
            key_step(page, str(step["from"]), to)
        else:
            area(page, str(step["from"])).click()  # one place to go, or the higher usable die: the step
    confirm = button(page, "Confirm")
    expect(confirm).to_be_enabled()
    if how == "keys":
        confirm.focus()
        page.keyboard.press("Enter")
    else:
        confirm.click()
    idle(page)
    return str(move["move"])


def selected(page: Page) -> bool:
    """Whether a checker is selected (its destinations lit)."""
    return page.locator("#board .origin").count() > 0


def drag_step(page: Page, source: str, to: tuple[str, str | None]) -> None:
    """Drag the top checker of a place to another with the mouse (Pointer Events)."""
    x, y = centre(page, source)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 20, y + 20, steps=3)
    expect(page.locator("#board .ghost")).to_have_count(1)
    tx, ty = centre(page, *to)
    page.mouse.move(tx, ty, steps=6)
    page.mouse.up()
    expect(page.locator("#board .ghost")).to_have_count(0)


def key_step(page: Page, source: str, to: tuple[str, str | None]) -> None:
    """Reach a place with the arrow keys, Enter; then its destination, Enter."""
    page.locator("#board .area.live").first.focus()
    key_to(page, source, None)
    page.keyboard.press("Enter")
    if not selected(page):
        return  # the checker had one place to go, and went
    key_to(page, *to)
    page.keyboard.press("Enter")


def key_to(page: Page, place: str, color: str | None) -> None:
    """Press the right arrow until a place has the focus (the arrows go from one live place to the next)."""
    for _ in range(40):
        here = page.evaluate("(d => [d.place, d.color])(document.activeElement.dataset)")
        if here[0] == place and (color is None or here[1] == color):
            return
        page.keyboard.press("ArrowRight")
    pytest.fail(f"the arrows never reached {place}")


def centre(page: Page, place: str, color: str | None = None) -> tuple[float, float]:
    """The middle of a place's answering area, in page pixels."""
    box = area(page, place, color).bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


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
    page.evaluate("window.scrollTo(0, 0)")
    screenshot(page, "backgammon-desktop", full_page=False)
    state = play_to_the_end(page)
    assert state.outcome is not None
    entries = page.locator("#move-list li.entry").count()
    assert entries == len(json.loads(record_text(page))["actions"])


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


def test_undo_within_the_turn_then_confirm(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    button(page, "Throw").click()  # seed 4: White opens
    idle(page)
    view = saved_view(page)
    assert view["turn"] == "w" and view["moves"]
    step = next(p[0] for m in view["moves"] for p in m["paths"] if tap_plays(view["moves"], [], p[0]))
    source, target = str(step["from"]), str(step["to"])
    before = (checker_count(page, source), checker_count(page, target))
    area(page, source).click()  # one place to go, or the higher usable die: this step
    assert (checker_count(page, source), checker_count(page, target)) == (before[0] - 1, before[1] + 1)
    expect(button(page, "Undo")).to_be_enabled()
    expect(button(page, "Confirm")).to_be_disabled()  # one die of two used
    button(page, "Undo").click()
    assert (checker_count(page, source), checker_count(page, target)) == before
    assert len(json.loads(record_text(page))["actions"]) == 1, "nothing was sent: the opening throw only"
    played = play_human_turn(page, 1)
    assert json.loads(record_text(page))["actions"][1] == played
    check_bg_board(page)


def test_a_forced_pass_is_said_and_the_turn_passes(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    closed = format_position_id(from_points({25: 1, 6: 14}, {p: 2 for p in range(1, 7)} | {7: 3}))
    import_game(page, start=closed, turn="w")
    button(page, "Throw").click()
    idle(page)
    actions = json.loads(record_text(page))["actions"]
    assert len(actions) >= 1 and "/" not in actions[0], "White's throw, and no move of his"
    expect(page.locator("#move-list li.entry").first).to_contain_text("cannot move")
    check_bg_board(page)
    first = next(loads(record_text(page)).steps()).state
    assert first.turn == "b" and first.dice is None, "the throw passed the turn at once"


def test_bearing_off_wins_a_gammon(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    race = format_position_id(from_points({1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}))
    import_game(page, start=race, turn="w")
    button(page, "Throw").click()
    idle(page)
    off = page.locator("#board .off[data-player=w]")
    expect(off).to_have_count(13)
    for count in (14, 15):  # from the 1-point every die bears off: one tap each, nothing to choose
        area(page, "1").click()
        expect(off).to_have_count(count)
    button(page, "Confirm").click()
    idle(page)
    state = check_bg_board(page)
    assert state.outcome is not None and state.outcome.winner == "w" and state.outcome.multiplier == 2
    expect(page.locator("#banner")).to_be_visible()
    assert page.locator("#board .off[data-player=w]").count() == 15


def test_the_cube_doubled_and_taken(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    even = format_position_id(from_points({6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5, 24: 2}))
    import_game(page, start=even, turn="w")
    button(page, "Double").click()
    idle(page)
    actions = json.loads(record_text(page))["actions"]
    assert actions[:2] == ["double", "take"], actions
    state = check_bg_board(page)
    assert state.cube.value == 2 and state.cube.owner == "b"


def test_doubles_dropped_by_the_computer_and_by_the_player(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    ahead = format_position_id(from_points({1: 5, 2: 5, 3: 5}, {13: 8, 8: 4, 6: 3}))
    import_game(page, start=ahead, turn="w")
    button(page, "Double").click()
    idle(page)
    state = check_bg_board(page)
    assert state.outcome is not None and state.outcome.how == "drop" and state.outcome.winner == "w"
    expect(page.locator("#banner")).to_be_visible()
    # Black (the computer) well ahead in a race, on roll: he doubles; White drops.
    behind = format_position_id(from_points({6: 5, 5: 4, 4: 3, 3: 3}, {7: 3, 8: 4, 6: 4, 5: 4}))
    import_game(page, start=behind, turn="b")
    expect(button(page, "Drop")).to_be_visible()
    button(page, "Drop").click()
    page.locator("#drop-dialog").get_by_role("button", name="Drop", exact=True).click()
    idle(page)
    state = check_bg_board(page)
    assert json.loads(record_text(page))["actions"] == ["double", "drop"]
    assert state.outcome is not None and state.outcome.winner == "b" and state.outcome.points == 1


def test_a_reload_mid_game_resumes_exactly(desktop: tuple[Page, PageGuard]) -> None:
    page, guard = desktop
    new_backgammon(page, seed=9)
    for _ in range(5):
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    before = record_text(page)
    shown = page.locator("#move-list li.entry").all_inner_texts()
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    assert record_text(page) == before
    assert page.locator("#move-list li.entry").all_inner_texts() == shown
    check_bg_board(page)
    state = play_to_the_end(page, choose=3)
    assert state.outcome is not None


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Iterator[tuple[Page, PageGuard]]:
    """A portrait phone (375 × 667, touch) with the engine ready."""
    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **PHONE))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    idle(page)
    yield page, guard
    guard.assert_clean()
    context.close()


def open_menu(page: Page) -> None:
    """The phone's header menu, opened if it is not."""
    menu = page.locator("#menu-button")
    if menu.is_visible() and menu.get_attribute("aria-expanded") != "true":
        menu.click()


def test_a_phone_plays_by_taps_on_a_board_that_fits(phone: tuple[Page, PageGuard]) -> None:
    page, _ = phone
    open_menu(page)
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    for _ in range(4):
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        idle(page)
    if button(page, "Throw").is_visible():
        button(page, "Throw").click()
        idle(page)
    view = saved_view(page)
    if view.get("moves"):  # a checker selected by Enter (a tap plays it): its destinations lit
        area(page, str(view["moves"][0]["paths"][0][0]["from"])).focus()
        page.keyboard.press("Enter")
    page.locator("#board").scroll_into_view_if_needed()
    screenshot(page, "backgammon-phone", full_page=False)
    box = page.locator("#board").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 375 + 0.5, box
    assert page.evaluate("document.documentElement.scrollWidth") <= 375, "nothing overflows the width"
    number = page.locator("#board .num").first.bounding_box()
    assert number is not None and number["height"] >= 9, f"point numbers readable: {number}"
    check_bg_board(page)


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


def test_the_hint_lists_the_best_moves_and_the_bar_is_an_estimate(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    button(page, "Hint").click()
    expect(page.locator("#bg-hint-box")).to_be_visible()
    shown = page.locator("#bg-hint-list li").evaluate_all("items => items.map((i) => i.dataset.move)")
    from rabattues import api

    expected = json.loads(api.hint(record_text(page)))
    assert shown == [m["move"] for m in expected["moves"]] and len(shown) >= 2
    toggle = page.locator("#winbar-toggle")
    if toggle.get_attribute("aria-pressed") != "true":
        toggle.click()
    expect(page.locator("#winbar")).to_have_attribute("data-state", "ready")
    expect(page.locator("#winbar-note")).to_contain_text("not exact")
    expect(page.locator("#analysis-heading")).to_contain_text("estimates")
    play_human_turn(page)
    expect(page.locator("#bg-hint-box")).to_be_hidden()


def test_with_animations_on_the_computers_moves_glide_and_the_board_ends_right(browser: Browser,
                                                                              base_url: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="no-preference", **DESKTOP))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    page.evaluate("""() => {
        window.__glides = 0;
        new MutationObserver(() => {
            const glide = (a) => a.effect?.target?.classList?.contains('checker');
            if (document.getAnimations().some(glide)) window.__glides++;
        }).observe(document.querySelector('#board'), {subtree: true, attributes: true, childList: true});
    }""")
    new_backgammon(page, seed=4)
    for _ in range(8):
        idle(page, 60_000)
        if saved_view(page).get("moves"):
            play_human_turn(page)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
    idle(page, 60_000)
    check_bg_board(page)
    assert page.evaluate("window.__glides") > 0, "checkers glided from point to point"
    guard.assert_clean()
    context.close()


def test_a_pasted_position_id_starts_the_game_there_and_a_bad_one_is_refused_in_words(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    race = format_position_id(from_points({1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}))
    for text, ok in (("not an id!", False), (race, True)):
        idle(page)
        button(page, "New game").click()
        dialog = page.locator("#new-dialog")
        dialog.locator("input[name=game][value=backgammon]").check()
        dialog.locator("#bg-position").fill(text)
        button(page, "Start game").click()
        if not ok:
            expect(page.locator("#new-error")).to_contain_text("not an id!")
            expect(page.locator("#new-error")).not_to_contain_text("Traceback")
            button(page, "Cancel").click()
            continue
        expect(dialog).to_be_hidden()
    idle(page)
    expect(page.locator("#board")).to_have_attribute("data-position", f"{race}:w")
    check_bg_board(page)
    assert json.loads(record_text(page))["start"] == {"position_id": race, "turn": "w"}


def test_axe_finds_nothing_on_a_backgammon_game_being_chosen(browser: Browser, base_url: str) -> None:
    from conftest import ROOT

    context = returning(browser.new_context(base_url=base_url, reduced_motion="reduce", **DESKTOP))
    context.add_init_script(path=str(ROOT / "node_modules" / "axe-core" / "axe.min.js"))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    step = saved_view(page)["moves"][0]["paths"][0][0]
    area(page, str(step["from"])).focus()
    page.keyboard.press("Enter")  # a checker selected, its destinations lit (a tap would play it)
    button(page, "Hint").click()
    expect(page.locator("#bg-hint-box")).to_be_visible()
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"]]
    assert found == []
    guard.assert_clean()
    context.close()


def test_a_damaged_backgammon_file_is_refused_in_words_and_the_game_shown_stays(
        desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4)
    button(page, "Throw").click()
    idle(page)
    shown = record_text(page)
    damaged = json.loads(shown)
    damaged["actions"].append("24/1")  # no such move with the dice thrown
    file = {"name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(damaged).encode()}
    page.locator("#import-file").set_input_files(file)
    expect(page.locator("#messages")).to_contain_text("24/1")
    expect(page.locator("#messages")).not_to_contain_text("Traceback")
    assert record_text(page) == shown
    check_bg_board(page)


def test_the_backgammon_words_in_french_and_russian(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="hotseat")
    button(page, "Throw").click()
    idle(page)
    play_human_turn(page)
    move = json.loads(record_text(page))["actions"][1]
    page.locator("#language").select_option("fr")
    expect(page.locator("#move-list")).to_contain_text(f"Blanc 5-1\u00a0: {move}")
    expect(page.locator("#board .pips-w")).to_contain_text("pips")
    expect(page.locator("#status")).to_contain_text("Noir")
    page.locator("#language").select_option("ru")
    expect(page.locator("#move-list")).to_contain_text(f"Белые 5-1: {move}")
    expect(page.locator("#board .pips-w")).to_contain_text("пип")
    assert "Доска для нард" in (page.locator("#board").get_attribute("aria-label") or "")


def test_the_board_turns_to_the_humans_side_and_flips(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    new_backgammon(page, seed=4, players="computer-w")  # the human plays Black
    board = page.locator("#board")
    expect(board).to_have_attribute("data-bottom", "b")

    def height(place: str) -> float:
        box = area(page, place).bounding_box()
        assert box is not None
        return box["y"]

    # Black's home board (White's points 19–24) is at the bottom, his point 1 (White's 24) bottom right.
    assert height("24") > height("1")
    page.locator("#flip").click()
    expect(board).to_have_attribute("data-bottom", "w")
    assert height("24") < height("1")
    check_bg_board(page)
    page.locator("#flip").click()  # the choice is kept in this browser: put back


@pytest.mark.parametrize(("how", "seed"), [("drag", 5), ("keys", 6)])
def test_whole_games_by_drag_and_by_the_keyboard(desktop: tuple[Page, PageGuard], how: str,
                                                 seed: int) -> None:
    page, _ = desktop
    new_backgammon(page, seed=seed)
    state = play_to_the_end(page, how=how, choose=seed)
    assert state.outcome is not None
    assert len(json.loads(record_text(page))["actions"]) > 20


def test_a_reload_after_every_action_resumes_each_time(desktop: tuple[Page, PageGuard]) -> None:
    page, guard = desktop
    new_backgammon(page, seed=12)
    for _ in range(10):
        if button(page, "Take").is_visible():
            button(page, "Take").click()
        elif saved_view(page).get("moves"):
            play_human_turn(page, 2)
        elif button(page, "Throw").is_visible():
            button(page, "Throw").click()
        else:
            pytest.fail(f"nothing to do: {page.locator('#status').inner_text()!r}")
        idle(page)
        before = record_text(page)
        page.reload()
        wait_ready(page, guard=guard)
        idle(page)
        assert record_text(page) == before, "the reload neither lost nor added an action"
        check_bg_board(page)
        if saved_view(page).get("moves"):  # the move to choose is offered again
            expect(button(page, "Confirm")).to_be_visible()
    assert len(json.loads(record_text(page))["actions"]) >= 10


def test_a_forced_move_is_played_for_the_player_when_he_asks(desktop: tuple[Page, PageGuard]) -> None:
    page, _ = desktop
    race = format_position_id(from_points({1: 2}, {1: 3, 2: 3, 3: 3, 4: 3, 5: 3}))
    import_game(page, start=race, turn="w")
    page.locator("#settings summary").click()
    page.locator("#auto-forced").check()
    button(page, "Throw").click()
    idle(page)
    expect(page.locator("#banner")).to_be_visible()  # the only move (both checkers off) played, and won
    actions = json.loads(record_text(page))["actions"]
    assert len(actions) == 2 and actions[1] == "1/off(2)", actions
    check_bg_board(page)
