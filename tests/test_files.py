"""Files from outside (files.py): one encoding rule for the command line and the page, and reads
bounded by the size policy whatever the file is (a huge one, /dev/zero, a directory)."""

from __future__ import annotations

import base64
import codecs
import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from rabattues import api
from rabattues.cli import main
from rabattues.dames import new_record
from rabattues.kernel.files import FileError, decode_data, decode_file, read_limited
from rabattues.kernel.limits import MAX_FILE_BYTES, LimitError

ROOT = Path(__file__).resolve().parent.parent
NAMED = new_record(seed=3).dumps().replace('"White"', '"Éloïse"')
"""A record whose text is not ASCII, so that an encoding matters."""


@pytest.mark.parametrize(("data", "text"), [
    (NAMED.encode("utf-8"), NAMED),
    (codecs.BOM_UTF8 + NAMED.encode("utf-8"), NAMED),
    (b"", ""),
])
def test_utf8_with_or_without_a_mark_is_read(data: bytes, text: str) -> None:
    assert decode_file(data) == text


@pytest.mark.parametrize(("data", "fragment"), [
    (NAMED.encode("utf-16"), "UTF-16"),      # with its byte-order mark
    (NAMED.encode("utf-16-le"), "UTF-16"),   # without: NUL bytes between ASCII letters
    (NAMED.encode("utf-16-be"), "UTF-16"),
    (NAMED.encode("utf-32"), "UTF-16 or UTF-32"),
    (NAMED.encode("latin-1"), "not UTF-8"),  # É is one byte 0xc9, not UTF-8
    (b"{}\x00", "UTF-16"),
], ids=["utf-16", "utf-16-le", "utf-16-be", "utf-32", "latin-1", "nul"])
def test_every_other_encoding_is_refused_with_a_message(data: bytes, fragment: str) -> None:
    with pytest.raises(FileError, match=fragment):
        decode_file(data)


def test_only_one_mark_is_taken_off() -> None:
    """A second mark is text: the record parser then refuses it as not JSON."""
    data = codecs.BOM_UTF8 * 2 + b"{}"
    assert decode_file(data) == "\ufeff{}"
    assert "not JSON" in json.loads(api.open_file(base64.b64encode(data).decode()))["error"]


def test_a_file_of_the_limit_is_read_and_one_byte_more_is_not(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b" " * MAX_FILE_BYTES)
    assert len(read_limited(path)) == MAX_FILE_BYTES
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(LimitError, match=f"over {MAX_FILE_BYTES} bytes"):
        read_limited(path)


def test_reading_dev_zero_stops_at_the_limit() -> None:
    with pytest.raises(LimitError, match="too large"):
        read_limited("/dev/zero")


def test_a_directory_or_a_missing_file_is_a_file_error(tmp_path: Path) -> None:
    for path in (tmp_path, tmp_path / "missing.json"):
        with pytest.raises(FileError, match="cannot read"):
            read_limited(path)


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """`python -m rabattues ARGS`, capturing its output."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run([sys.executable, "-m", "rabattues", *args], capture_output=True, text=True, env=env,
                          timeout=120, check=False)


def assert_one_line_error(result: subprocess.CompletedProcess[str], fragment: str) -> None:
    """Exit 2, one line on stderr naming the problem, no traceback."""
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith("rabattues: error: ") and result.stderr.count("\n") == 1
    assert fragment in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig"])
def test_cli_replays_a_record_in_utf8_with_or_without_a_mark(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(NAMED, encoding=encoding)
    assert run("replay", str(path)).returncode == 0


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "latin-1"])
def test_cli_refuses_a_record_in_another_encoding(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(NAMED, encoding=encoding)
    assert_one_line_error(run("replay", str(path)), "UTF")


def test_cli_replay_of_dev_zero_is_one_line() -> None:
    assert_one_line_error(run("replay", "/dev/zero"), f"over {MAX_FILE_BYTES} bytes")


def test_cli_replay_of_a_huge_file_is_refused_unread(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """A 300 MB file (sparse: no disk used) is refused having read only the limit: the most memory
    Python holds meanwhile stays far below the file's size."""
    path = tmp_path / "huge.json"
    with open(path, "wb") as file:
        file.truncate(300_000_000)
    tracemalloc.start()
    try:
        status = main(["replay", str(path)])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert status == 2 and f"over {MAX_FILE_BYTES} bytes" in capsys.readouterr().err
    assert peak < 10 * MAX_FILE_BYTES, f"peak memory {peak // 1_000_000} MB"


def api_call(text: str) -> dict[str, Any]:
    """The api's answer to open_file."""
    result: dict[str, Any] = json.loads(api.open_file(text))
    return result


def test_the_page_sends_a_file_as_base64_or_a_data_address() -> None:
    data = codecs.BOM_UTF8 + NAMED.encode("utf-8")
    plain = base64.b64encode(data).decode()
    for text in (plain, "data:application/json;base64," + plain, "data:;base64," + plain):
        opened = api_call(text)
        assert opened["ok"] and opened["record"]["players"]["w"]["name"] == "Éloïse"
    assert opened["record"] == json.loads(api.open_record(NAMED))["record"]


@pytest.mark.parametrize(("text", "fragment"), [
    ("not base64!", "not base64"),
    ("data:text/plain,{}", "not base64"),
    ("ééé", "not base64"),
    (base64.b64encode(NAMED.encode("utf-16")).decode(), "UTF-16"),
])
def test_open_file_refuses_with_the_same_rule(text: str, fragment: str) -> None:
    refused = api_call(text)
    assert not refused["ok"] and fragment in refused["error"]


def test_decode_data_takes_both_forms() -> None:
    assert decode_data("data:application/octet-stream;base64,e30=") == b"{}" == decode_data("e30=")
