"""JSON text from outside (a record, settings, a request): its size and nesting checked before it
is parsed, then parsed, or a clear error."""

from __future__ import annotations

import json
import re
from typing import Any

from .limits import MAX_DEPTH, MAX_RECORD_CHARS, clip
from .record_errors import RecordError

_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]')
"""A JSON string (its closing quote optional, so a match never fails and never backtracks), or a bracket."""


def check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """Refuse JSON text nested deeper than `limit` before parsing it (RecordError).

    CPython's parser raises RecursionError on deep nesting, but in Pyodide the WebAssembly stack
    overflows first: a fatal error that kills the whole runtime. A record is 3 levels deep.
    """
    if text.count("[") + text.count("{") <= limit:
        return
    depth = 0
    for token in _TOKENS.finditer(text):  # one pass: strings are skipped whole, brackets counted
        mark = token[0]
        if mark in "[{":
            depth += 1
            if depth > limit:
                raise RecordError(f"not JSON this app reads: nested deeper than {limit} levels")
        elif mark in "]}":
            depth -= 1


def decode(text: str) -> object:
    """The JSON value of a record's text, its size and nesting checked first."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"record too large: {len(text)} characters (at most {MAX_RECORD_CHARS})")
    check_depth(text)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"not JSON: {str(error)[:80]}") from None


def parse_json(text: str, what: str) -> Any:
    """JSON text from the page, or a clear error."""
    if len(text) > MAX_RECORD_CHARS:
        raise RecordError(f"{what} too large: {len(text)} characters (at most {MAX_RECORD_CHARS})")
    check_depth(text)  # deep nesting would overflow Pyodide's stack: refused before parsing
    try:
        return json.loads(text)
    except ValueError:
        raise RecordError(f"{what} is not valid JSON") from None


def json_object(text: str, what: str, keys: frozenset[str]) -> dict[str, Any]:
    """A JSON object from the page with only the named keys."""
    return only_keys(parse_json(text, what), what, keys)


def only_keys(value: object, what: str, keys: frozenset[str]) -> dict[str, Any]:
    """A parsed JSON value that must be an object with only the named keys."""
    if not isinstance(value, dict):
        raise RecordError(f"{what} must be an object")
    unknown = sorted(set(value) - keys)
    if unknown:
        raise RecordError(f"unknown setting {clip(unknown[0])!r}")
    return value
