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
import time
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
    (tmp_path / "runtime" / "inner").mkdir(parents=True)
    (tmp_path / "runtime" / "file.js").write_text("let x;", encoding="utf-8")
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
    (b"GET /a%00b HTTP/1.1\r\nHost: x\r\n\r\n", 404),
    (b"GET /index.html%00 HTTP/1.1\r\nHost: x\r\n\r\n", 404),
    (b"GET /index.html HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/9.9\r\n\r\n", 505),
], ids=["garbage", "bad-protocol", "four-words", "bad-version", "http-9.9", "uri-over-64KB",
        "header-over-64KB", "bad-ipv6-address", "nul-in-path", "encoded-nul-in-path",
        "encoded-nul-after-file", "bad-after-good"])
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


@pytest.mark.parametrize("path", ["/runtime/", "/runtime", "/runtime/inner/", "/%72untime/"])
def test_a_folder_is_not_listed(address: tuple[str, int], path: str) -> None:
    """A folder without an index.html is not found, as on Netlify, with or without its slash; its
    files are served."""
    answer = exchange(address, f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
    assert answer.startswith("HTTP/1.1 404 "), answer[:200]
    assert "file.js" not in answer and "inner" not in answer.partition("\r\n\r\n")[2]
    answer = exchange(address, b"GET /runtime/file.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert answer.startswith("HTTP/1.1 200 ") and answer.endswith("let x;")


def test_a_silent_connection_is_closed(address: tuple[str, int]) -> None:
    """A client that connects and then says nothing more (nothing at all, half a request, half a
    line) holds its thread only so long: the server closes each connection after 15 s of silence
    (serve.IDLE_SECONDS). The three wait side by side."""
    connections = [socket.create_connection(address, timeout=30) for _ in range(3)]
    try:
        halves = [b"", b"GET /index.html HTTP/1.1\r\n", b"GET /ind"]
        for connection, sent in zip(connections, halves, strict=True):
            connection.sendall(sent)
        started = time.monotonic()
        for connection in connections:
            assert connection.recv(65536) == b""  # closed, with nothing said (a timeout raises here)
        assert 14 < time.monotonic() - started < 20
    finally:
        for connection in connections:
            connection.close()


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
