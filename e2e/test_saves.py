"""Nothing lost: saves of every version open, damaged saves are set aside (their text kept for
export) while the other games and the app go on, storage that is full or refused never stops a
game, two tabs on one game never lose or double an action, a reload (or a crash) between any two
actions resumes exactly, and every game's seed comes from crypto.getRandomValues and is kept.

Storage is set up through the real page: a same-origin document (build.json) writes the keys,
then the app opens. Private modes are reproduced as they behave (`localStorage` throws on
access), a full storage by filling it up to the browser's real quota.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import rabattues
from conftest import PageGuard, wait_ready
from helpers import button, check_board, cube_policy, idle, moves_shown, record, throw_always
from rabattues import api
from rabattues.record import loads

DATA = Path(__file__).resolve().parent / "data"
GAME = "rabattues:game:"
ASIDE = "rabattues:aside:"
CURRENT = "rabattues:current"
GOOD_ID = "6b1d9e20-3c4f-4a5b-8c7d-9e0f1a2b3c4d"  # the game of saves-v1.json
BAD_ID = "badbadba-0000-4000-8000-000000000bad"
FOLLOWED = "played on in another tab"
CONFLICT = "at the same moment"


def storage(page: Page) -> dict[str, str]:
    """Every localStorage key of the origin and its raw text."""
    data: dict[str, str] = page.evaluate(
        "() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")
    return data


# Runs once a tab (a sessionStorage flag), before the app's own scripts: storage as it was left.
ONCE = """
(() => {
  if (sessionStorage.getItem("test:prepared")) return;
  sessionStorage.setItem("test:prepared", "1");
  %s
})();
"""


def put_storage(page: Page, items: dict[str, str]) -> None:
    """Write these keys before the app opens in this page's context."""
    script = f"for (const [k, v] of Object.entries({json.dumps(items)})) localStorage.setItem(k, v);"
    page.context.add_init_script(ONCE.replace("%s", script))


def open_app(page: Page, guard: PageGuard, url: str = "/") -> None:
    page.goto(url)
    wait_ready(page, guard=guard)
    idle(page)


def example(version: int) -> dict[str, str]:
    text = (DATA / f"saves-v{version}.json").read_text(encoding="utf-8")
    items: dict[str, str] = json.loads(text)["storage"]
    return items


def game_of(items: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """The one game of a stored example: its id and record."""
    (key,) = [k for k in items if k.startswith(GAME)]
    saved = json.loads(items[key])
    return key[len(GAME):], saved["record"]


def messages(page: Page) -> str:
    return page.locator("#messages").inner_text()


# ─── Every version of a save opens ──────────────────────────────────────────────────────────


@pytest.mark.parametrize("version", [0, 1])
def test_stored_saves_of_every_version_open(page: Page, guard: PageGuard, version: int) -> None:
    """e2e/data/saves-v<N>.json: the game in progress opens exactly as the engine replays its record,
    is rewritten in the current version (same record, creation time kept) and plays on."""
    items = example(version)
    game_id, stored_record = game_of(items)
    put_storage(page, items)
    open_app(page, guard)
    assert record(page) == stored_record
    state = check_board(page)  # the board is CPython's replay of the stored record
    assert state == loads(json.dumps(stored_record)).final_state()
    saved = json.loads(storage(page)[GAME + game_id])
    assert saved["save"] == 1 and saved["record"] == stored_record
    if version == 0:
        index = json.loads(items["rabattues:index"])
        assert saved["created"] == index[0]["created"]
        assert "rabattues:index" not in storage(page)  # migrated away
    else:  # already current: untouched but for its view, which the engine's answer corrects
        before = json.loads(items[GAME + game_id])
        assert {**saved, "view": None} == {**before, "view": None}
        assert saved["view"]["position"] == before["view"]["position"] and "table" in saved["view"]
    assert "set aside" not in messages(page)
    button(page, "Saved games").click()
    expect(page.locator("#saved-dialog li.saved")).to_have_count(1)
    button(page, "Close").click()
    button(page, throw_always(page, {}) or "Throw").click()
    idle(page)
    assert record(page)["actions"][:-1] == stored_record["actions"]
    check_board(page)
    guard.assert_clean()


# ─── Damaged saves are set aside ────────────────────────────────────────────────────────────


def _bad_saves() -> dict[str, tuple[str, str]]:
    """Damaged or hand-edited saves: (raw stored text, a fragment of the reason shown)."""
    _, good = game_of(example(1))
    save = {"save": 1, "rev": 3, "created": 1, "updated": 2, "view": None}

    def with_record(**changes: Any) -> str:
        return json.dumps({**save, "record": {**good, **changes}})

    return {
        "invalid-json": ('{"save": 1, "rev": 3, "record": {"format": 1, "preset": "mod', "not valid JSON"),
        "not-an-object": ("[1, 2, 3]", "not a JSON object"),
        "wrong-types": (with_record(seed="7"), "bad seed"),
        "impossible-action": (with_record(actions=[*good["actions"], "77"]), "'77'"),
        "record-from-the-future": (with_record(format=2), "format 2"),
        "save-from-the-future": (json.dumps({**save, "save": 2, "record": good}), "newer version"),
        "hostile-text": (with_record(preset="<img src=x onerror=window.__pwned=1>"), "<img src=x"),
    }


BAD = _bad_saves()


@pytest.mark.parametrize("kind", list(BAD))
def test_a_damaged_save_is_set_aside_and_the_rest_goes_on(page: Page, guard: PageGuard, kind: str) -> None:
    """The damaged save is the one being played (the worst case): it is moved aside with a clear
    message, its raw text can be exported exactly, the other save is untouched and resumes, and
    the app starts a new game."""
    raw, why = BAD[kind]
    good = example(1)
    put_storage(page, {**good, GAME + BAD_ID: raw, CURRENT: json.dumps(BAD_ID)})
    open_app(page, guard)
    alert = page.locator(".message-error", has_text="set aside")
    expect(alert).to_be_visible()
    expect(alert).to_contain_text(why)  # shown as text, whatever it contains
    assert page.evaluate("window.__pwned") is None
    assert page.locator("#messages img, #messages script").count() == 0
    stored = storage(page)
    assert GAME + BAD_ID not in stored
    assert json.loads(stored[ASIDE + BAD_ID])["raw"] == raw
    assert stored[GAME + GOOD_ID] == good[GAME + GOOD_ID]  # the other game: byte for byte
    # The raw text, exported exactly as it was stored.
    with page.expect_download() as download:
        alert.get_by_role("button", name="Export its text").click()
    path = download.value.path()
    assert Path(path).read_text(encoding="utf-8") == raw
    # The app plays: a new game is shown, and the other save resumes.
    assert record(page)["actions"] == []
    button(page, "Saved games").click()
    games = page.locator("#saved-dialog li.saved")
    resume = games.filter(has_text="Seed 99").get_by_role("button", name="Resume")
    resume.click()
    page.wait_for_function("(id) => JSON.parse(localStorage.getItem('rabattues:current')) === id",
                           arg=GOOD_ID, polling=100)
    idle(page)
    _, good_record = game_of(good)
    assert record(page) == good_record
    check_board(page)
    # Forget it: gone from storage, and no message at the next visit.
    alert.get_by_role("button", name="Forget it").click()
    expect(alert).to_have_count(0)
    assert ASIDE + BAD_ID not in storage(page)
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    assert "set aside" not in messages(page)
    assert record(page) == good_record
    guard.assert_clean()


def test_a_damaged_save_not_being_played_is_set_aside_at_start(page: Page, guard: PageGuard) -> None:
    """A damaged save that is not the current game is found when the page starts, set aside and said;
    the current game resumes as it was."""
    raw, _ = BAD["invalid-json"]
    good = example(1)
    put_storage(page, {**good, GAME + BAD_ID: raw})
    open_app(page, guard)
    expect(page.locator(".message-error", has_text="set aside")).to_be_visible()
    _, good_record = game_of(good)
    assert record(page) == good_record
    assert json.loads(storage(page)[ASIDE + BAD_ID])["raw"] == raw
    button(page, "Saved games").click()
    expect(page.locator("#saved-dialog li.saved")).to_have_count(1)
    guard.assert_clean()


def test_a_stored_view_of_the_wrong_shape_is_not_drawn(page: Page, guard: PageGuard) -> None:
    """The stored view is drawn before the engine is ready: a hand-edited one is ignored (the
    board is drawn from the start, then from the engine's replay) and the game is not lost."""
    good = example(1)
    saved = json.loads(good[GAME + GOOD_ID])
    saved["view"] = {"position": "x", "sides": {"w": {"points": "<b>"}}, "turn": "w"}
    put_storage(page, {**good, GAME + GOOD_ID: json.dumps(saved)})
    open_app(page, guard)
    assert record(page) == saved["record"]
    check_board(page)
    assert "set aside" not in messages(page)
    guard.assert_clean()


# ─── Storage refused or full ────────────────────────────────────────────────────────────────

# What private modes that refuse storage do: any access to localStorage throws.
NO_STORAGE = """
Object.defineProperty(window, "localStorage", {
  configurable: true,
  get() { throw new DOMException("The operation is insecure.", "SecurityError"); },
});
"""


def exported(page: Page, tmp_path: Path) -> dict[str, Any]:
    with page.expect_download() as download:
        button(page, "Export").click()
    path = tmp_path / "export.json"
    download.value.save_as(path)
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def seeded_throws(seed: int, count: int, preset: str = "charpentier-1699") -> rabattues.GameState:
    """CPython: a new game of this seed and `count` throws."""
    text = json.loads(api.new_game(json.dumps({"preset": preset, "seed": seed})))["record"]
    for _ in range(count):
        answer = json.loads(api.act(json.dumps(text), "throw"))
        assert answer["ok"], answer
        text = answer["record"]
    return loads(json.dumps(text)).final_state()


def test_storage_refused_the_game_goes_on(page: Page, context: BrowserContext, guard: PageGuard,
                                          tmp_path: Path) -> None:
    """localStorage throws on any access: the player is told saving is off, and plays on."""
    context.add_init_script(NO_STORAGE)
    open_app(page, guard, "/?seed=31")
    expect(page.locator("#messages")).to_contain_text("Saving is off")
    for number in range(6):
        button(page, throw_always(page, {"n": number}) or "Throw").click()
        idle(page)
    game = exported(page, tmp_path)
    assert game["seed"] == 31 and len(game["actions"]) == 6
    expected = seeded_throws(31, 6)
    assert loads(json.dumps(game)).final_state() == expected
    position = rabattues.format_position(expected.position)
    expect(page.locator("#board")).to_have_attribute("data-position", position)
    guard.assert_clean()


FILL = """() => {
  let size = 1 << 21, i = 0;
  while (size >= 1) {
    try { localStorage.setItem("filler:" + i, "x".repeat(size)); i++; }
    catch (e) { if (e.name !== "QuotaExceededError") throw e; size = Math.floor(size / 2); }
  }
  return i;
}"""


def test_storage_full_the_game_goes_on_and_saves_again(page: Page, guard: PageGuard) -> None:
    """localStorage filled to its real quota: the game starts and plays, the player is told it is not
    saved and what to do; once there is room again the next action saves the whole game, the
    warning goes by itself, and a reload resumes it."""
    page.context.add_init_script(ONCE.replace("%s", f"window.__fillers = ({FILL})();"))
    open_app(page, guard, "/?seed=32")
    assert page.evaluate("window.__fillers") > 0
    full = page.locator(".message-error", has_text="storage for the page is full")
    expect(full).to_contain_text("Delete finished or old games in Saved games")
    expect(full.get_by_role("button", name="Saved games")).to_be_visible()
    for number in range(4):
        button(page, throw_always(page, {"n": number}) or "Throw").click()
        idle(page)
    assert not [k for k in storage(page) if k.startswith(GAME)]  # nothing could be saved
    page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('filler:'))"
                  ".forEach(k => localStorage.removeItem(k))")
    button(page, throw_always(page, {}) or "Throw").click()
    idle(page)
    saved = record(page)
    expect(full).to_have_count(0)  # room was made and the game saved: the warning went by itself
    assert saved["seed"] == 32 and len(saved["actions"]) == 5
    assert loads(json.dumps(saved)).final_state() == seeded_throws(32, 5)
    position = page.locator("#board").get_attribute("data-position")
    page.reload()
    wait_ready(page, guard=guard)
    idle(page)
    expect(page.locator("#board")).to_have_attribute("data-position", position or "")
    check_board(page)
    guard.assert_clean()


# ─── Two tabs on one game ───────────────────────────────────────────────────────────────────


def settle(pages: list[Page], timeout_s: float = 30) -> str:
    """Wait until every page is idle and shows the same position (they follow each other)."""
    deadline = time.monotonic() + timeout_s
    while True:
        for p in pages:
            idle(p)
        positions = {p.locator("#board").get_attribute("data-position") for p in pages}
        if len(positions) == 1 and all(p.get_attribute("body", "data-idle") == "true" for p in pages):
            return positions.pop() or ""
        assert time.monotonic() < deadline, f"the tabs did not agree: {positions}"
        pages[0].wait_for_timeout(100)


def test_two_tabs_follow_each_other_and_never_lose_an_action(context: BrowserContext,
                                                             guard: PageGuard) -> None:
    """Two tabs on the same saved game: each sees the other's moves; when both throw at once, every
    action is either kept or its tab is told it was not; nothing is doubled, both end up equal."""
    first = context.new_page()
    open_app(first, guard, "/?seed=41")
    second = context.new_page()
    open_app(second, guard, "/")  # resumes the game played last: the same one
    assert record(second) == record(first)
    for mover, watcher in [(first, second), (second, first), (first, second)]:
        before = len(record(mover)["actions"])
        button(mover, "Throw").click()
        idle(mover)
        position = mover.locator("#board").get_attribute("data-position") or ""
        expect(watcher.locator("#board")).to_have_attribute("data-position", position)
        idle(watcher)
        expect(watcher.locator(".message-info", has_text=FOLLOWED)).to_be_visible()
        assert len(record(watcher)["actions"]) == before + 1
        check_board(watcher)
    outcomes = []
    for _round in range(4):
        for p in (first, second):  # clear the last round's messages and announcements
            p.evaluate("() => { document.querySelectorAll('#messages .dismiss').forEach(b => b.click());"
                       " document.getElementById('live').textContent = ''; }")
        before = record(first)["actions"]
        first.locator("#throw").click()
        second.locator("#throw").click()
        position = settle([first, second])
        after = record(first)["actions"]
        told = sum(p.locator(".message-error", has_text=CONFLICT).count() for p in (first, second))
        announced = [p.locator("#live").inner_text() for p in (first, second)]
        assert after[:len(before)] == before  # nothing rewritten
        added = len(after) - len(before)
        if told:  # one tab's throw came too late: it was not kept, and that tab says so
            assert (added, told) == (1, 1), (before, after, told)
        elif added == 1:
            followed = [p.locator(".message-info", has_text=FOLLOWED).count() > 0 for p in (first, second)]
            if all(announced):  # both threw from the same position: the seed gives the same throw, kept once
                assert announced[0] == announced[1], announced
            else:  # the other tab's throw reached this one as it was clicked: it shows it, and says so
                assert [bool(a) for a in announced] == [not f for f in followed], (announced, followed)
        else:  # one after the other: both kept
            assert added == 2 and all(announced) and announced[0] != announced[1], (after, announced)
        outcomes.append((added, told))
        state = check_board(first)
        check_board(second)
        assert rabattues.format_position(state.position) == position
    print("two tabs throwing at once: (actions added, tabs told):", outcomes)
    guard.assert_clean()




def test_two_tabs_playing_different_dice_at_once(context: BrowserContext, guard: PageGuard) -> None:
    """Real dice typed in two tabs at the same moment (4-3 in one, 6-1 in the other, from the same
    position): exactly one throw is kept, and the other tab says its throw was not kept (or, if the
    first throw reached it before its own, that the game moved on); both then show the same game."""
    first = context.new_page()
    open_app(first, guard, "/?seed=1")
    start = "2s.2s.2s.3ss.3ss.3ss/2s.2s.2s.3ss.3ss.3ss/w"
    import_record(first, {"preset": "charpentier-1699", "seed": 5, "dice": "typed", "start": start})
    second = context.new_page()
    open_app(second, guard, "/")
    assert record(second) == record(first)
    for round_ in range(3):
        for p in (first, second):
            p.evaluate("() => document.querySelectorAll('#messages .dismiss').forEach(b => b.click())")
        before = record(first)["actions"]
        shown = first.locator("#board").get_attribute("data-position")
        first.locator("#throw-grid [data-throw='43']").click()
        # At once, as far as a test can: the position the second tab showed when its click landed.
        seen = second.evaluate("""() => {
            const shown = document.querySelector('#board').dataset.position;
            document.querySelector("#throw-grid [data-throw='61']").click();
            return shown;
        }""")
        settle([first, second])
        after = record(first)["actions"]
        if seen != shown:  # the first tab's throw had reached the second, which then threw on from it
            assert after == [*before, "43", "61"], (before, after)
            check_board(first)
            check_board(second)
            continue
        assert after[:len(before)] == before and len(after) == len(before) + 1, (before, after)
        kept = after[-1]
        assert kept in ("43", "61"), kept
        loser = second if kept == "43" else first
        said = loser.locator(".message-error", has_text=CONFLICT).count() + \
            loser.locator(".message-info", has_text=FOLLOWED).count()
        assert said == 1, (round_, kept, loser.locator("#messages").inner_text())
        print("round", round_, "kept", kept, "the other tab said:", loser.locator("#messages").inner_text())
        check_board(first)
        check_board(second)
    guard.assert_clean()


# ─── A reload (or a crash) between any two actions ──────────────────────────────────────────

NEAR_END = "0.1.1.2.2.2/0.1.2.2.2.3/w"
SHORT_GAME = {"preset": "modern", "seed": 25, "start": NEAR_END,
              "rules": {"passing": "always", "claim": "strict"}}


def import_record(page: Page, config: dict[str, Any]) -> dict[str, Any]:
    """A new game's record made by CPython, imported through the page as a player would."""
    game: dict[str, Any] = json.loads(api.new_game(json.dumps(config)))["record"]
    page.locator("#import-file").set_input_files(
        files=[{"name": "short.json", "mimeType": "application/json", "buffer": json.dumps(game).encode()}])
    idle(page)
    expect(page.locator(".message-info")).to_contain_text("Game imported")
    assert record(page) == game
    return game


def view_of(page: Page) -> dict[str, Any]:
    return {"position": page.locator("#board").get_attribute("data-position"), "moves": moves_shown(page),
            "status": page.locator("#status").inner_text(), "facts": page.locator(".facts").inner_text()}


def test_reload_after_every_action_of_a_whole_game(page: Page, guard: PageGuard) -> None:
    """A whole game (modern, strict claiming, from a position near the end) with a reload after
    each action: every time the page shows exactly what it showed, the saved record is the same,
    and the board is CPython's replay of it."""
    open_app(page, guard, "/?seed=1")
    import_record(page, SHORT_GAME)
    policy = cube_policy(3, "Take")
    for number in range(100):
        if page.locator("#banner").is_visible():
            break
        choice = policy(page, {"n": number})
        assert choice, f"nothing to press at action {number}"
        button(page, choice).click()
        idle(page)
        saved = record(page)
        assert len(saved["actions"]) == number + 1
        shown = view_of(page)
        page.reload()
        wait_ready(page, guard=guard)
        idle(page)
        assert record(page) == saved
        assert view_of(page) == shown
        check_board(page)
    state = check_board(page)
    assert state.is_terminal()
    actions = record(page)["actions"]
    assert {"double", "take"} <= set(actions) and any(a.startswith("c") for a in actions), actions
    guard.assert_clean()


def test_reload_in_the_middle_of_an_action(page: Page, guard: PageGuard) -> None:
    """Reloading at once after pressing Throw (while the engine answers or the dice roll): the game
    resumes with the action either done or not, never half done, as CPython replays the record."""
    open_app(page, guard, "/?seed=1")
    import_record(page, SHORT_GAME)
    counts = []
    for _ in range(6):
        idle(page)
        before = len(record(page)["actions"])
        choice = throw_always(page, {})
        if choice is None or page.locator("#banner").is_visible():
            break
        button(page, choice).click()
        page.reload()
        wait_ready(page, guard=guard)
        idle(page)
        after = len(record(page)["actions"])
        assert after in (before, before + 1)
        counts.append(after - before)
        check_board(page)
    assert counts
    guard.assert_clean()


# ─── Dice: the default seed comes from crypto.getRandomValues and is kept ───────────────────

# A spy, not a mock: the browser's own generator answers; its outputs are only written down.
SPY = """
(() => {
  const real = crypto.getRandomValues.bind(crypto);
  window.__randomWords = [];
  crypto.getRandomValues = (array) => {
    const out = real(array);
    if (array instanceof Uint32Array) window.__randomWords.push(Array.from(array));
    return out;
  };
})();
"""


def seeds_drawn(page: Page) -> list[int]:
    """The seed each two-word draw makes: 53 bits, 21 low bits of the first word and 32 of the second."""
    words: list[list[int]] = page.evaluate("window.__randomWords")
    return [(w[0] & 0x1FFFFF) * 2**32 + w[1] for w in words if len(w) == 2]


def started_record(page: Page, seen: set[int]) -> dict[str, Any]:
    """The record of the game just started, polled until its seed is not one seen before.

    Starting a game is asynchronous: the page may still look idle for a moment after the click.
    """
    deadline = time.monotonic() + 30
    while True:
        data = record(page)
        if data["seed"] not in seen or time.monotonic() > deadline:
            return data
        page.wait_for_timeout(100)


@pytest.fixture
def spied(context: BrowserContext) -> Iterator[None]:
    context.add_init_script(SPY)
    yield


def test_default_seed_comes_from_crypto_and_is_kept(page: Page, guard: PageGuard, spied: None) -> None:
    """A new game without a seed gets one drawn from crypto.getRandomValues; the seed is in its
    record, on the page, and kept by Play again, the New game dialog, typed dice and the address."""
    open_app(page, guard)
    first = record(page)["seed"]
    assert first in seeds_drawn(page)
    expect(page.locator("#fact-seed")).to_have_text(str(first))
    seen = {first}
    button(page, "New game").click()
    dialog = page.locator("#new-dialog")
    dialog.locator("input[name=dice][value='typed']").check()
    button(page, "Start game").click()
    typed = started_record(page, seen)
    idle(page)
    assert typed["dice"] == "typed" and typed["seed"] in seeds_drawn(page) and typed["seed"] not in seen
    seen.add(typed["seed"])
    button(page, "New game").click()
    dialog.locator("input[name=dice][value='seeded']").check()
    button(page, "Start game").click()
    third = started_record(page, seen)["seed"]
    idle(page)
    assert third in seeds_drawn(page) and third not in seen
    for seed in (0, 123, 2**53 - 1):
        page.goto(f"/?seed={seed}")
        wait_ready(page, guard=guard)
        idle(page)
        assert record(page)["seed"] == seed
        button(page, "Throw").click()
        idle(page)
        assert record(page)["seed"] == seed and loads(json.dumps(record(page))).seed == seed
    guard.assert_clean()
