"""The development server (tools/serve.py) answers malformed requests with the right status.

A real server in a thread, on a real socket; each request is sent raw, as a hostile client
would, and the answer's status line is read back. Nothing may be printed as a traceback (the
standard library prints one on stderr when a handler raises).
"""

from __future__ import annotations

import re
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import serve  # noqa: E402  (tools/serve.py, as `make serve` and the e2e tests run it)


@pytest.fixture
def address(tmp_path: Path) -> Iterator[tuple[str, int]]:
    """A running server on a free port, serving a one-page site."""
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>", encoding="utf-8")
    server = serve.make_server(tmp_path, "127.0.0.1", 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield "127.0.0.1", server.server_address[1]
    server.shutdown()
    server.server_close()
    thread.join(5)


def exchange(address: tuple[str, int], raw: bytes) -> str:
    """Send raw bytes and read the whole answer (the server closes after an error)."""
    with socket.create_connection(address, timeout=10) as connection:
        connection.sendall(raw)
        connection.shutdown(socket.SHUT_WR)
        chunks = []
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks).decode("iso-8859-1")


HUGE = "/" + "a" * 70_000


@pytest.mark.parametrize(("raw", "status"), [
    (b"GARBAGE\r\n\r\n", 400),
    (b"GET / HTTX/1.1\r\n\r\n", 400),
    (b"GET / HTTP/1.1 extra\r\n\r\n", 400),
    (b"GET / HTTP/one.one\r\n\r\n", 400),
    (b"GET / HTTP/9.9\r\n\r\n", 505),
    (f"GET {HUGE} HTTP/1.1\r\n\r\n".encode(), 414),
    (b"GET / HTTP/1.1\r\nX-Long: " + b"b" * 70_000 + b"\r\n\r\n", 431),
    (b"GET http://[ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    (b"GET /a\x00b HTTP/1.1\r\nHost: x\r\n\r\n", 404),
    (b"GET /index.html HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/9.9\r\n\r\n", 505),
], ids=["garbage", "bad-protocol", "four-words", "bad-version", "http-9.9", "uri-over-64KB",
        "header-over-64KB", "bad-ipv6-address", "nul-in-path", "bad-after-good"])
def test_malformed_request_gets_its_status_and_no_traceback(
        address: tuple[str, int], raw: bytes, status: int, capfd: pytest.CaptureFixture[str]) -> None:
    answer = exchange(address, raw)
    statuses = re.findall(r"HTTP/1\.[01] ([0-9]{3}) ", answer)  # the last is the malformed request's
    assert statuses and statuses[-1] == str(status), answer[:300]
    assert "Traceback" not in capfd.readouterr().err


def test_a_good_request_still_gets_the_page_and_its_headers(address: tuple[str, int]) -> None:
    answer = exchange(address, b"GET /index.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    head, _, body = answer.partition("\r\n\r\n")
    assert head.startswith("HTTP/1.1 200") and "<title>t</title>" in body
    assert "Content-Security-Policy:" in head  # netlify.toml's headers still sent


def test_a_connection_the_browser_drops_is_not_reported(capsys: pytest.CaptureFixture[str]) -> None:
    """A browser closes a connection mid-file (a page closed or reloaded): no traceback for that;
    any other error of a request is still reported."""
    server = serve.make_server(ROOT, "127.0.0.1", 0, quiet=True)
    try:
        for error in (ConnectionResetError(104, "reset"), BrokenPipeError(32, "broken"), ValueError("bug")):
            try:
                raise error
            except Exception:
                server.handle_error(None, ("127.0.0.1", 1))
    finally:
        server.server_close()
    printed = capsys.readouterr().err
    assert "ValueError: bug" in printed
    assert "ConnectionResetError" not in printed and "BrokenPipeError" not in printed
