"""Files from outside: read within the size policy, and one rule for their text encoding.

The rule (`decode_file`), the same for the command line and the page (which sends a file's
bytes through `api.open_file`): a file is at most `MAX_FILE_BYTES`; it is UTF-8, with or
without a byte-order mark; UTF-16 and UTF-32 (a byte-order mark of theirs, or any NUL byte,
which no JSON text holds) and any other bytes that are not UTF-8 are refused with a message.

>>> decode_file(b'\\xef\\xbb\\xbf{"format": 1}')
'{"format": 1}'
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from pathlib import Path

from .limits import MAX_FILE_BYTES, MAX_REQUEST_CHARS, LimitError, check_size

_WIDE_MARKS = (codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
_DATA_URL = re.compile(r"data:[!#-+\--~]{0,200};base64,", re.ASCII)
"""The prefix FileReader.readAsDataURL writes (printable ASCII without spaces or commas)."""


class FileError(ValueError):
    """A file that cannot be read as text by the rule of this module."""


def read_limited(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """A file's bytes, reading at most `limit` + 1 of them: a bigger file is refused unread."""
    try:
        with open(path, "rb") as file:
            data = file.read(limit + 1)
    except OSError as error:
        raise FileError(f"cannot read {str(path)!r}: {error.strerror or error}") from None
    if len(data) > limit:
        raise LimitError(f"file too large: over {limit} bytes")
    return data


def decode_file(data: bytes) -> str:
    """A file's text: UTF-8 with an optional byte-order mark; anything else is a FileError."""
    check_size("file", len(data), MAX_FILE_BYTES, "bytes")
    if data.startswith(_WIDE_MARKS) or b"\x00" in data:
        raise FileError("the file is in UTF-16 or UTF-32: save it as UTF-8")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        where = f"byte {error.start} is 0x{data[error.start]:02x}"
        raise FileError(f"the file is not UTF-8 text ({where})") from None


def decode_data(text: str) -> bytes:
    """The bytes of base64 text, or of a `data:…;base64,` address (what the page sends for a file)."""
    check_size("file data", len(text), MAX_REQUEST_CHARS, "characters")
    prefix = _DATA_URL.match(text)
    body = text[prefix.end():] if prefix else text
    try:
        return base64.b64decode(body.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error):
        raise FileError("file data is not base64") from None
