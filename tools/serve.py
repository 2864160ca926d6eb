"""Serve the built site (build/site) as Netlify does: same headers, right MIME types.

The header table is read from netlify.toml's [[headers]] rules, so `make serve`, the
end-to-end tests (e2e/conftest.py imports this module) and Netlify cannot drift apart.
Rules match like Netlify's `for` paths (`/*` any path, `/*.wasm` any path ending so,
`:name` one segment); when several rules match, a later rule's value of a header wins.

usage: python tools/serve.py [SITE_DIR]     (PORT, default 8000; HOST, default 127.0.0.1)
"""

from __future__ import annotations

import functools
import os
import re
import sys
import tomllib
from collections.abc import Callable
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
NETLIFY_TOML = ROOT / "netlify.toml"
SITE = ROOT / "build" / "site"

# Explicit, so the answer does not depend on the machine's /etc/mime.types.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/octet-stream",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
}
DEFAULT_TYPE = "application/octet-stream"
# Netlify's own default for static files: always revalidate.
DEFAULT_HEADERS = {"Cache-Control": "public, max-age=0, must-revalidate"}

Rule = tuple[re.Pattern[str], dict[str, str]]
IDLE_SECONDS = 15
"""How long a connection may stay silent before it is closed."""


def _part_regexp(part: str) -> str:
    """One segment of a Netlify `for` path as a regular expression."""
    if part.startswith(":"):
        return "([^/]+)"
    if part == "*":
        return "?(.*)"
    if "*" in part:
        return "(.*)".join(re.escape(piece) for piece in part.split("*"))
    return re.escape(part)


def for_regexp(for_path: str) -> re.Pattern[str]:
    """The pattern Netlify builds from a `for` path (case-insensitive, optional trailing slash).

    >>> bool(for_regexp("/*").match("/pyodide/pyodide.mjs")), bool(for_regexp("/*").match("/"))
    (True, True)
    >>> bool(for_regexp("/*.wasm").match("/pyodide/pyodide.asm.wasm"))
    True
    >>> bool(for_regexp("/embed.html").match("/index.html"))
    False
    """
    parts = [_part_regexp(p.rstrip()) for p in for_path.split("/") if p.rstrip()]
    return re.compile("^/" + "/".join(parts) + "/?$", re.IGNORECASE)


def load_rules(path: Path = NETLIFY_TOML) -> list[Rule]:
    """The [[headers]] rules of netlify.toml, in order."""
    config: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    rules: list[Rule] = []
    for rule in config.get("headers", []):
        values = {str(k): " ".join(str(v).split()) for k, v in rule.get("values", {}).items()}
        rules.append((for_regexp(str(rule["for"])), values))
    return rules


RULES = load_rules()


def headers_for(url_path: str, rules: list[Rule] = RULES) -> dict[str, str]:
    """The custom headers sent for a path (later matching rules override earlier ones)."""
    try:
        path = unquote(urlsplit(url_path).path) or "/"
    except ValueError:  # not a URL (`http://[`): the site-wide rules
        path = "/"
    merged: dict[str, str] = {}
    lower: dict[str, str] = {}
    for pattern, values in rules:
        if pattern.match(path):
            for name, value in values.items():
                merged.pop(lower.get(name.lower(), name), None)
                lower[name.lower()] = name
                merged[name] = value
    return merged


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the netlify.toml headers and explicit MIME types.

    Malformed requests get their status (400, 414, 431, 505) from the standard library, which
    answers them before it sets `self.path`: every method here works without a path.
    """

    quiet = False
    protocol_version = "HTTP/1.1"  # keep-alive: the runtime is several requests
    # Headers and body go out in separate writes: with Nagle's algorithm on, the body waits for
    # the client's delayed ACK (40 ms on Linux) on every kept-alive request after the first.
    disable_nagle_algorithm = True
    # Until a request's version is read, the standard library takes it for HTTP/0.9 and answers
    # an error with no status line at all; no client of this site speaks 0.9.
    default_request_version = "HTTP/1.0"
    path = "/"  # until a request line is parsed: an error answer gets the site-wide headers
    # A connection silent this long (between requests, or in the middle of one) is closed: an idle
    # or stalled client holds no thread for ever. A browser opens a new connection when it needs one.
    timeout = IDLE_SECONDS

    def handle_one_request(self) -> None:
        self.path = "/"  # not the previous request's path on a kept-alive connection
        super().handle_one_request()

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        try:
            urlsplit(self.path)
        except ValueError:  # `http://[`: not a request target
            self.send_error(400, "Bad request target")
            return False
        return True

    def send_head(self) -> Any:
        # The file system refuses NUL, written or percent-encoded (ValueError, not OSError).
        path = self.translate_path(self.path)
        if "\0" in self.path or "\0" in path:
            self.send_error(404, "File not found")
            return None
        if os.path.isdir(path) and not os.path.isfile(os.path.join(path, "index.html")):
            return self.list_directory(path)  # not even redirected to its address with a slash
        return super().send_head()

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """A folder without an index.html is not found, as on Netlify: no listing of its files."""
        self.send_error(404, "File not found")

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        custom = headers_for(self.path)
        for name, value in custom.items():
            if name.lower() == "content-type":
                return value
        return MIME_TYPES.get(Path(path).suffix.lower(), DEFAULT_TYPE)

    def end_headers(self) -> None:
        for name, value in {**DEFAULT_HEADERS, **headers_for(self.path)}.items():
            if name.lower() != "content-type":  # sent by send_head through guess_type
                self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietSiteHandler(SiteHandler):
    quiet = True


def make_handler(directory: Path = SITE, quiet: bool = False) -> Callable[..., SiteHandler]:
    """A request handler class bound to a directory (for ThreadingHTTPServer)."""
    return functools.partial(QuietSiteHandler if quiet else SiteHandler, directory=str(directory))


class SiteServer(ThreadingHTTPServer):
    """A threaded server that lets a browser drop a connection without a traceback (it does, when a
    page is closed or reloaded while a file is still being sent)."""

    allow_reuse_address = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Say nothing of a connection the browser closed; report anything else as usual."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(directory: Path = SITE, host: str = "127.0.0.1", port: int = 0,
                quiet: bool = False) -> ThreadingHTTPServer:
    """A threaded server on (host, port); port 0 picks a free one."""
    server = SiteServer((host, port), make_handler(directory, quiet))
    server.daemon_threads = True
    return server


def main(argv: list[str]) -> int:
    directory = Path(argv[1]) if len(argv) > 1 else SITE
    if not (directory / "index.html").exists() and not any(directory.glob("*.html")):
        print(f"serve: no site in {directory}; run `make site` first", file=sys.stderr)
        return 1
    host = os.environ.get("HOST", "127.0.0.1")
    port = int(os.environ.get("PORT", "8000"))
    server = make_server(directory, host, port)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
    print(f"Serving {directory} on http://{shown}:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
