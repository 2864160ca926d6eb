"""Smoke test of the toolchain: the site's headers, and the engine booting in a module
worker under the site's Content-Security-Policy with nothing fetched from elsewhere."""

from __future__ import annotations

import urllib.request
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

import serve
from browsing import PageGuard, screenshot, wait_ready

CSP_NEEDS = ("default-src 'self'", "'wasm-unsafe-eval'", "object-src 'none'")


def _head(url: str) -> tuple[int, dict[str, str]]:
    with urllib.request.urlopen(urllib.request.Request(url, method="HEAD")) as response:
        return response.status, {k.lower(): v for k, v in response.headers.items()}


def test_headers_match_netlify_toml(base_url: str, manifest: dict[str, Any], site_dir: Path) -> None:
    """Every file is served with the netlify.toml headers and a MIME type a browser accepts."""
    expected_types = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".json": "application/json", ".html": "text/html", ".zip": "application/zip"}
    assert manifest["files"], "build.json lists no file"
    for name in [*manifest["files"], "build.json"]:
        assert (site_dir / name).is_file(), f"build.json lists {name}, which is not in the site"
        status, headers = _head(f"{base_url}/{name}")
        assert status == 200, name
        for header, value in serve.headers_for("/" + name).items():
            assert headers.get(header.lower()) == value, (name, header)
        csp = headers["content-security-policy"]
        assert all(part in csp for part in CSP_NEEDS), (name, csp)
        assert headers["x-content-type-options"] == "nosniff", name
        assert headers.get("referrer-policy"), name
        suffix = Path(name).suffix
        if suffix in expected_types:
            assert headers["content-type"].startswith(expected_types[suffix]), (name, headers["content-type"])
    wheel = manifest["wheel"]
    assert wheel == f"wheels/rabattues-{manifest['version']}-py3-none-any.whl"
    # What the page imports: the same engine compiled to bytecode at the build (tools/compile_engine.mjs).
    assert manifest["engine"] == f"wheels/rabattues-{manifest['version']}-pyodide.zip"
    assert "frame-ancestors *" in serve.headers_for("/embed.html")["Content-Security-Policy"]
    assert "frame-ancestors 'self'" in serve.headers_for("/")["Content-Security-Policy"]


def _pages() -> list[str]:
    """The site's HTML pages (built from web/), at collection time."""
    return sorted(p.name for p in serve.SITE.glob("*.html")) or ["index.html"]


@pytest.mark.parametrize("name", _pages())
def test_page_runs_under_csp(page: Page, guard: PageGuard, name: str) -> None:
    """Each page loads (and, if it boots the engine, gets ready) with no CSP violation,
    no console error and no request outside the origin."""
    page.goto(f"/{name}")
    page.wait_for_load_state("load")
    if page.get_attribute("body", "data-state") is not None:
        wait_ready(page, guard=guard)
    screenshot(page, f"page-{Path(name).stem}", full_page=False)
    guard.assert_clean()


def test_engine_boots_in_worker_under_csp(page: Page, guard: PageGuard, manifest: dict[str, Any]) -> None:
    """smoke.html starts Pyodide in a module worker, installs the wheel and asks the engine."""
    page.goto("/smoke.html")
    wait_ready(page, guard=guard)
    answer = page.evaluate("window.__smoke")
    assert answer["ok"], answer
    assert answer["version"] == manifest["version"]
    assert answer["python"] == manifest["python"]
    assert set(answer["presets"]) >= {"charpentier-1699", "modern"}, answer
    assert answer["first"] and answer["position"], answer
    assert page.evaluate("window.__cspViolations") == []
    screenshot(page, "smoke")
    guard.assert_clean()
    print("smoke timings (ms):", {k: round(v) for k, v in answer["timings"].items()})
