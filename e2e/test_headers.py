"""The main page's security headers, as the browser receives them, are exactly netlify.toml's
(read here with tomllib, independently of tools/serve.py); the policy is strict (no inline
script, no eval, no other origin); a throw is played under it with no violation; and the
browser really enforces it (an inline script and eval are refused).

test_smoke.py already checks every file's headers against serve.headers_for and each page's
boot; this file checks the main page's answer against netlify.toml itself, and the game."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from playwright.sync_api import Browser, Page

from browsing import PageGuard, wait_ready
from helpers import button, check_board, idle, record

ROOT = Path(__file__).resolve().parent.parent
SECURITY = ("content-security-policy", "x-content-type-options", "referrer-policy")


def netlify_headers(path: str) -> dict[str, str]:
    """The [[headers]] values netlify.toml gives this path: rules `/*` and the path itself,
    later ones winning."""
    config = tomllib.loads((ROOT / "netlify.toml").read_text(encoding="utf-8"))
    merged: dict[str, str] = {}
    for rule in config["headers"]:
        if rule["for"] in ("/*", path):
            values = rule["values"].items()
            merged.update({name.lower(): " ".join(str(value).split()) for name, value in values})
    return merged


def directives(csp: str) -> dict[str, list[str]]:
    parsed = {}
    for part in csp.split(";"):
        words = part.split()
        if words:
            parsed[words[0]] = words[1:]
    return parsed


def test_netlify_policy_is_strict() -> None:
    """netlify.toml's policy: only the site itself, WebAssembly compilation, no inline script or eval."""
    csp = directives(netlify_headers("/")["content-security-policy"])
    assert csp["default-src"] == ["'self'"]
    assert csp["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert csp["worker-src"] == ["'self'"] and csp["connect-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"] and csp["base-uri"] == ["'self'"]
    assert csp["frame-ancestors"] == ["'self'"]  # only embed.html may be framed elsewhere
    for name, sources in csp.items():
        for source in sources:
            assert source in ("'self'", "'none'", "'wasm-unsafe-eval'", "data:"), (name, source)
    assert netlify_headers("/")["x-content-type-options"] == "nosniff"
    assert netlify_headers("/")["referrer-policy"] == "no-referrer"


def test_main_page_headers_are_netlify_toml_and_a_throw_plays(page: Page, guard: PageGuard) -> None:
    response = page.goto("/?seed=5")
    assert response is not None and response.ok
    received = response.all_headers()
    expected = netlify_headers("/")
    for name in SECURITY:
        assert received.get(name) == expected[name], (name, received.get(name))
    assert received["content-type"].startswith("text/html")
    wait_ready(page, guard=guard)
    idle(page)
    button(page, "Throw").click()
    idle(page)
    assert len(record(page)["actions"]) == 1
    check_board(page)
    assert page.evaluate("window.__cspViolations") == []
    guard.assert_clean()


def test_the_browser_enforces_the_policy(browser: Browser, base_url: str) -> None:
    """Under the page's headers an inline script does not run and text is not run as code (no guard
    here: these violations are the point)."""
    context = browser.new_context(base_url=base_url)
    try:
        page = context.new_page()
        violations: list[str] = []
        page.on("console", lambda m: violations.append(m.text) if "Content Security" in m.text else None)
        page.goto("/")
        wait_ready(page)
        # Text run as code by the page itself (a timer's string is eval): outside the test's own
        # evaluation, which DevTools exempts from the policy.
        page.evaluate("""() => {
            const script = document.createElement("script");
            script.textContent = "window.__inline = 1";
            document.body.append(script);
            setTimeout("window.__evaluated = 1", 0);
        }""")
        page.wait_for_timeout(300)
        ran = page.evaluate("() => ({inline: window.__inline === 1, evaluated: window.__evaluated === 1})")
        assert ran == {"inline": False, "evaluated": False}
        assert violations, "the refusals were not reported as CSP violations"
    finally:
        context.close()
