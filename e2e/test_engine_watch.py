"""The page watches its engine: a worker that dies is started again on its own, with the game in
play intact, and a second death within the minute is reported in plain words with a button; a
first boot that fails is tried once more on its
own, and a shared engine whose boot failed ends instead of outliving its page; a message that is
no request does not fail it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from browsing import PageGuard, serving, wait_ready
from engines import engines, stop_engines, wait_engines
from helpers import button, check_board, idle, record


def test_a_dead_engine_is_restarted_with_the_game_intact_and_a_second_death_is_said(
        page: Page, guard: PageGuard) -> None:
    page.goto("/?seed=11")
    wait_ready(page, guard=guard)
    for _ in range(3):
        idle(page)
        button(page, "Throw").click()
    idle(page)
    played = record(page)["actions"]
    # The worker dies (the browser ends it, as a crash would): nothing answers any more. The page
    # starts another on its own and reopens the game, and says so.
    stop_engines(page)
    expect(page.locator(".message-info")).to_contain_text("it has been started again", timeout=30_000)
    wait_ready(page, guard=guard)
    idle(page)
    assert record(page)["actions"] == played, "the game is as it was"
    check_board(page)
    # Dead again within the minute: not started in a loop, said, with a button.
    stop_engines(page)
    alert = page.get_by_role("alert").filter(has_text="stopped answering")
    expect(alert).to_be_visible(timeout=30_000)
    expect(button(page, "Throw")).to_be_hidden()
    page.get_by_role("button", name="Start the engine again").click()
    wait_ready(page, guard=guard)
    idle(page)
    expect(alert).to_have_count(0)
    assert record(page)["actions"] == played, "the game is as it was"
    check_board(page)
    button(page, "Throw").click()
    idle(page)
    assert record(page)["actions"][:3] == played and len(record(page)["actions"]) == 4
    check_board(page)
    guard.assert_clean()


@pytest.mark.dedicated_engine  # a route sees a dedicated worker's requests, not a shared one's
def test_a_runtime_file_the_network_drops_once_is_fetched_again(page: Page, guard: PageGuard) -> None:
    """The runtime's loader is dropped once, as a flaky network does: the page starts the engine
    again in a new worker, which fetches it anew; the player sees a slower start, no error."""
    asked: list[str] = []

    def drop_the_first(route: Route) -> None:
        asked.append(route.request.url)
        if len(asked) == 1:
            route.abort("connectionreset")
        else:
            route.continue_()

    page.route("**/pyodide/pyodide.mjs", drop_the_first)
    page.goto("/?seed=11")
    wait_ready(page, guard=guard)
    assert len(asked) == 2, asked
    expect(page.get_by_role("alert")).to_have_count(0)
    assert len([w for w in page.workers if "engine/worker.js" in w.url]) == 1, "the first worker is stopped"
    button(page, "Throw").click()
    idle(page)
    assert len(record(page)["actions"]) == 1
    check_board(page)
    guard.assert_clean()


def test_a_shared_engine_whose_boot_failed_ends_and_the_next_page_starts_one(
        browser: Browser, site_dir: Path, tmp_path: Path) -> None:
    """The site served without its runtime's loader: the shared engine fails to boot, and so does
    the page's second try; each ends itself instead of outliving its page, so once the file is
    back, a reload boots an engine."""
    shutil.copytree(site_dir, tmp_path / "site", symlinks=True)
    loader = tmp_path / "site" / "pyodide" / "pyodide.mjs"
    loader.rename(loader.with_suffix(".away"))
    with serving(tmp_path / "site") as url:
        context = browser.new_context(base_url=url)
        page = context.new_page()
        page.goto("/?seed=11")
        expect(page.locator("body")).to_have_attribute("data-state", "error", timeout=60_000)
        expect(page.locator(".message-error")).to_contain_text("The game engine could not start")
        wait_engines(page, 0)
        loader.with_suffix(".away").rename(loader)
        page.reload()
        wait_ready(page)
        assert page.get_attribute("body", "data-boot") == "ordinary"
        assert len(engines(page)) == 1
        context.close()


def test_a_message_that_is_no_request_does_not_fail_the_boot(page: Page, guard: PageGuard) -> None:
    page.goto("/build.json")
    said = page.evaluate("""() => new Promise((resolve) => {
        const worker = new Worker('./js/engine/worker.js', {type: 'module'});
        const heard = [];
        worker.onmessage = ({data}) => {
            if (data.type !== 'progress') heard.push(data.type ?? (data.result?.ok ? 'answered' : 'error'));
            if (data.type === 'failed' || data.id === 7) resolve(heard);
        };
        for (const nonsense of [null, 42, 'text', {op: 'presets'}, {id: 'x'}]) worker.postMessage(nonsense);
        worker.postMessage({id: 7, op: 'presets', args: []});
    })""")
    assert said == ["ready", "busy", "answered"], said  # told it is at work, then the answer
    guard.assert_clean()
