"""A move the player puts on the board and confirms stays where he put it while the engine
answers, and is not played again from where it began (animations on): the apps show a confirmed
move once. The computer's moves glide (e2e/test_bg_games.py)."""

from __future__ import annotations

from playwright.sync_api import Browser

from bg_helpers import check_bg_board, new_backgammon, place_move, saved_view
from bg_pages import DESKTOP
from browsing import PageGuard, returning, wait_ready
from helpers import button, idle

WATCH = """(place) => {
    window.__watch = {glides: 0, most: 0};
    const count = () => document.querySelectorAll(`#board .checker[data-place="${place}"]`).length;
    new MutationObserver(() => {
        const glide = (a) => a.effect?.target?.classList?.contains('checker');
        if (document.getAnimations().some(glide)) window.__watch.glides++;
        window.__watch.most = Math.max(window.__watch.most, count());
    }).observe(document.querySelector('#board'), {subtree: true, attributes: true, childList: true});
    return count();
}"""


def test_a_confirmed_move_stays_where_the_player_put_it(browser: Browser, base_url: str) -> None:
    context = returning(browser.new_context(base_url=base_url, reduced_motion="no-preference", **DESKTOP))
    guard = PageGuard(base_url).attach(context)
    page = context.new_page()
    page.goto("/")
    wait_ready(page, guard=guard)
    new_backgammon(page, seed=4, players="hotseat")
    button(page, "Throw").click()  # the opening throw: its winner moves with both dice
    idle(page)
    view = saved_view(page)
    move = view["moves"][0]
    place_move(page, view, move)
    source = str(move["steps"][0]["from"])
    placed = page.evaluate(WATCH, source)  # the checkers left where the move began, as placed
    button(page, "Confirm").click()
    idle(page)
    watched = page.evaluate("window.__watch")
    assert watched == {"glides": 0, "most": placed}, (move["move"], watched)
    check_bg_board(page)
    guard.assert_clean()
    context.close()
