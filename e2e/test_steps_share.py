"""Looking back and sharing: any position of a game from the move list or the arrow keys, a
link that is the game (opened elsewhere and offline, stepped through), the position copied in
notation; named players, whose names never turn a sentence around; throwing for the player
until something happens; Drop asked again. Each board shown is CPython's replay.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import Browser, BrowserContext, Page, expect

from browsing import PageGuard, returning, screenshot, wait_ready
from helpers import button, check_board, idle, moves_shown, new_game, record
from rabattues.dames import format_position
from rabattues.dames.record import loads


def position_after(page: Page, n: int) -> str:
    """The position after action n of the game shown, replayed in CPython."""
    data = record(page)
    state = loads(json.dumps({**data, "actions": data["actions"][:n]})).final_state()
    return format_position(state.position)


def play(page: Page, throws: int) -> None:
    """Throw (and claim whatever can be claimed) a number of times."""
    for _ in range(throws):
        idle(page)
        claims = page.locator("#claims button")
        (claims.first if claims.count() else button(page, "Throw")).click()
    idle(page)


def test_any_position_from_the_move_list_and_the_keys(page: Page, guard: PageGuard) -> None:
    page.goto("/?seed=12")
    wait_ready(page, guard=guard)
    play(page, 6)
    total = len(record(page)["actions"])
    page.locator("#move-list li.entry").nth(2).get_by_role("button").click()
    expect(page.locator("#stepbar")).to_be_visible()
    expect(page.locator("#board")).to_have_attribute("data-position", position_after(page, 3))
    expect(page.locator("#status")).to_have_text(f"Step 3 of {total}: {moves_shown(page)[2]}")
    expect(button(page, "Throw")).to_be_hidden()  # the game waits while the player looks back
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#board")).to_have_attribute("data-position", position_after(page, 2))
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#board")).to_have_attribute("data-position", position_after(page, 4))
    expect(page.locator("#move-list [aria-current=step]")).to_have_text(moves_shown(page)[3])
    button(page, "Back to the game").click()
    expect(page.locator("#stepbar")).to_be_hidden()
    check_board(page)
    assert len(record(page)["actions"]) == total, "looking back played nothing"
    button(page, "Throw").click()
    idle(page)
    check_board(page)
    guard.assert_clean()


def test_a_link_that_is_the_game_opens_elsewhere_and_offline(browser: Browser, base_url: str,
                                                             context: BrowserContext,
                                                             guard: PageGuard) -> None:
    page = context.new_page()
    page.goto("/?seed=21")
    wait_ready(page, guard=guard)
    play(page, 8)
    shared = record(page)
    lines = moves_shown(page)
    button(page, "Share this game").click()
    expect(page.locator("#share-dialog")).to_be_visible()
    link = page.locator("#share-link").input_value()
    assert "#game=" in link and "seed" not in link and len(link) < 2000, link
    button(page, "Close").click()
    # Another device: a returning visitor's browser, offline.
    other_context = returning(browser.new_context(service_workers="allow", base_url=base_url))
    other = other_context.new_page()
    other.goto("/")
    wait_ready(other)
    idle(other)
    other_context.set_offline(True)
    other.goto(link)
    wait_ready(other)
    idle(other)
    expect(other.locator(".message-info")).to_contain_text("A shared game")
    assert record(other) == shared
    assert moves_shown(other) == lines
    total = len(shared["actions"])  # opened at its last position, the stepping bar leading back
    expect(other.locator("#status")).to_have_text(f"Step {total} of {total}: {lines[-1]}")
    expect(other.locator("#board")).to_have_attribute("data-position", position_after(other, total))
    button(other, "Previous").click()
    idle(other)
    expect(other.locator("#board")).to_have_attribute("data-position", position_after(other, total - 1))
    screenshot(other, "shared-link-opened", full_page=False)
    assert "#" not in other.url, "the fragment is gone: a reload resumes the game"
    other_context.close()
    guard.assert_clean()


def test_a_damaged_link_opens_nothing_and_says_so(page: Page, guard: PageGuard) -> None:
    # The last: a whole deflate of '{"hello": "world"}', which the engine refuses as a record.
    for fragment, said in (("#game=!!!", "could not be read"), ("#game=" + "A" * 9000, "too large"),
                           ("#game=q1bKSM3JyVeyUlAqzy_KSVGqBQA", "not a game record")):
        page.goto("about:blank")  # a new page load each time (from the same page, a fragment is no new page)
        page.goto("/" + fragment)
        wait_ready(page, guard=guard)
        idle(page)
        expect(page.locator("#messages")).to_contain_text(said)
        check_board(page)
    guard.assert_clean()


def test_the_position_is_copied_in_notation(context: BrowserContext, page: Page, guard: PageGuard) -> None:
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto("/?seed=4")
    wait_ready(page, guard=guard)
    play(page, 3)
    button(page, "Copy the position").click()
    position = page.locator("#board").get_attribute("data-position")
    assert page.evaluate("navigator.clipboard.readText()") == position
    expect(page.locator(".message-info")).to_contain_text(position or "")
    guard.assert_clean()


def test_named_players_and_a_name_that_would_turn_sentences_around(page: Page, guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=guard)
    hostile = "\u202eworht ot"
    button(page, "New game").click()
    page.get_by_label("White's name (optional)").fill("Anne")
    page.get_by_label("Black's name (optional)").fill(hostile)
    page.locator("#new-dialog").get_by_label("Seed", exact=True).fill("5")
    button(page, "Start game").click()
    idle(page)
    assert record(page)["players"]["w"]["name"] == "Anne"
    play(page, 4)
    shown = [*moves_shown(page), page.locator("#status").inner_text(),
             page.locator("#score-name-b").inner_text()]
    text = " ".join(shown)
    assert "Anne" in text
    # The override stays inside its isolate: U+2068 before the name, U+2069 after it.
    assert re.search("\u2068\u202eworht ot\u2069", text), text
    assert re.search(r"\u202e[^\u2069]*$", text) is None
    guard.assert_clean()


def test_throw_for_me_until_something_is_to_be_decided(page: Page, guard: PageGuard) -> None:
    page.goto("/")
    wait_ready(page, guard=guard)
    # Seed 777, strict claiming: the fourth action passes a 3 to White, his to claim (the golden
    # playthrough 1699-strict-seed-777 tells the same game).
    new_game(page, seed=777, rules={"claim": "strict"})
    page.locator("#settings summary").click()
    page.get_by_label("Throw for me until something happens").check()
    expect(page.locator("#claims button")).to_be_visible(timeout=60_000)
    idle(page)
    expect(page.get_by_label("Throw for me until something happens")).not_to_be_checked()
    assert len(record(page)["actions"]) == 4
    expect(page.locator("#messages")).to_contain_text("you have something to decide")
    check_board(page)
    guard.assert_clean()


def test_drop_is_asked_again(page: Page, guard: PageGuard) -> None:
    page.goto("/?seed=3&preset=modern&position=0.0.0.0.0.1/1.1.1.1.1.1/w")
    wait_ready(page, guard=guard)
    idle(page)
    button(page, "Double").click()
    idle(page)
    button(page, "Drop").click()
    dialog = page.locator("#drop-dialog")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Go back").click()
    expect(dialog).to_be_hidden()
    assert record(page)["actions"][-1] == "double", "going back drops nothing"
    button(page, "Take").click()
    idle(page)
    assert record(page)["actions"][-1] == "take"
    check_board(page)
    guard.assert_clean()


# Every animation the page starts is recorded with its length (Element.animate, which the board
# uses for all its motion), so a throw's animations are read after it, whatever the timing.
RECORD_ANIMATIONS = """() => {
  window.lengths = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    window.lengths.push(typeof options === "number" ? options : options?.duration ?? 0);
    return animate.call(this, keyframes, options);
  };
}"""


def test_the_animation_speed_setting(page: Page, guard: PageGuard) -> None:
    """Settings, Animations: off plays a throw with no animation; slow runs each at twice the
    normal length (read from the animations the throw starts); the choice outlives a reload."""
    page.goto("/?seed=3")
    wait_ready(page, guard=guard)
    idle(page)
    page.locator("#settings summary").click()
    page.evaluate(RECORD_ANIMATIONS)
    lengths = {}
    for speed in ("Normal", "Slow", "Off"):
        page.locator("#speed").select_option(label=speed)
        page.evaluate("() => { window.lengths = []; }")
        button(page, "Throw").click()
        idle(page)
        lengths[speed] = max(page.evaluate("() => window.lengths"), default=0)
    assert lengths["Normal"] > 0 and lengths["Slow"] == 2 * lengths["Normal"], lengths
    assert lengths["Off"] == 0, lengths
    page.reload()
    wait_ready(page, guard=guard)
    expect(page.locator("#speed")).to_have_value("off")
    guard.assert_clean()
