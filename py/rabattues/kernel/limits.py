"""The size policy: every limit on what comes from outside, in one place.

Each door (a file, the page's api, an address, the command line) checks the size of what it
is given against these limits before doing any work, and the engine refuses to write what it
would refuse to read: an action that would make a record longer than `MAX_ACTIONS` is refused
(`record.RecordFullError`), so every record the app writes loads again. The page reads these
numbers from the api (`api.limits`) rather than copying them.
"""

from __future__ import annotations

from .dice import MAX_SEED

MAX_FILE_BYTES = 1_000_000
"""A record file, in bytes (read at most this plus one: a bigger file is refused unread)."""
MAX_RECORD_CHARS = 1_000_000
"""A record's JSON text, in characters (the longest record the app writes is about 200,000)."""
MAX_ACTIONS = 20_000
"""Actions in a record, on load and on write alike."""
MAX_EMBED_STEPS = 1_000
"""Actions an embedded board replays for stepping through (every step's view is kept)."""
MAX_ADDRESS_CHARS = 8_192
"""A page's address, percent-encoded (an embed of `MAX_EMBED_STEPS` throws fits)."""
MAX_NAME = 40
"""A player's name, in characters (Unicode code points)."""
MAX_MESSAGE = 300
"""An error message of the api, in characters (bad input is quoted clipped to `QUOTE`)."""
QUOTE = 40
"""How much of a bad input an error message quotes."""
MAX_NOTATION = 200
"""A position in notation, in characters."""
MAX_DEPTH = 32
"""Nesting of JSON lists and objects (a record is 3 levels deep)."""
MAX_REV = 2**53 - 1
"""A save's revision counter: JavaScript numbers hold whole numbers exactly up to here."""
MAX_REQUEST_CHARS = 4 * -(-MAX_FILE_BYTES // 3) + 256
"""Any one argument of an api call: the base64 of the largest file, with a `data:` prefix."""
MAX_CHARS_PER_THROW = 8
"""Typed throws as text (`43 11`, `4-3+1-1`): more characters a throw than this is refused unread."""

class LimitError(ValueError):
    """Input over a limit of the size policy, refused before any work is done."""

    code = "too-large"


def check_size(what: str, size: int, limit: int, unit: str) -> None:
    """Refuse (LimitError) `size` over `limit`, naming what and the limit."""
    if size > limit:
        raise LimitError(f"{what} too large: {size} {unit} (at most {limit})")


def clip(text: str, limit: int = QUOTE) -> str:
    """Text cut to `limit` characters for quoting in a message (`…` where cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def as_json() -> dict[str, int]:
    """Every limit by name, for the page (`api.limits`)."""
    return {"file_bytes": MAX_FILE_BYTES, "record_chars": MAX_RECORD_CHARS, "actions": MAX_ACTIONS,
            "embed_steps": MAX_EMBED_STEPS, "address_chars": MAX_ADDRESS_CHARS, "name_chars": MAX_NAME,
            "message_chars": MAX_MESSAGE, "notation_chars": MAX_NOTATION, "depth": MAX_DEPTH,
            "rev": MAX_REV, "seed": MAX_SEED, "request_chars": MAX_REQUEST_CHARS}


__all__ = ["MAX_ACTIONS", "MAX_ADDRESS_CHARS", "MAX_CHARS_PER_THROW", "MAX_DEPTH", "MAX_EMBED_STEPS",
           "MAX_FILE_BYTES", "MAX_MESSAGE", "MAX_NAME", "MAX_NOTATION", "MAX_RECORD_CHARS",
           "MAX_REQUEST_CHARS", "MAX_REV", "MAX_SEED", "QUOTE", "LimitError", "as_json", "check_size", "clip"]
