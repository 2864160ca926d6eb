"""JSON text in, JSON text out: how every operation of the page's api answers (`@api_call`).

A handler returns a plain object; the page receives it as JSON text with `"ok": true`. A
failure is never an exception: any ValueError (every engine error is one) becomes
`{"ok": false, "error": "message"}` (and `code` for a kind the page acts on), and nothing is changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator
from typing import Any

from .limits import MAX_MESSAGE, MAX_REQUEST_CHARS, check_size

Json = dict[str, Any]


def api_call(handler: Callable[..., Json]) -> Callable[..., str]:
    """Wrap a handler: its result as JSON text with `ok`, or a clear error (`code` for some kinds)."""

    def wrapped(*args: str) -> str:
        try:
            _check(args)
            return json.dumps({"ok": True, **handler(*args)}, ensure_ascii=False)
        except (ValueError, RecursionError) as error:  # every engine error is a ValueError
            return _failure(error)

    wrapped.__doc__ = handler.__doc__
    wrapped.__name__ = handler.__name__
    return wrapped


def sliced(handler: Callable[..., Generator[None, None, Json]]) -> Callable[..., Generator[None, None, str]]:
    """Wrap a handler that yields between slices of long work (the page's worker answers other
    pages meanwhile): a generator of the same JSON answer as `answer`'s, given as its return value."""

    def wrapped(*args: str) -> Generator[None, None, str]:
        try:
            _check(args)
            result = yield from handler(*args)
            return json.dumps({"ok": True, **result}, ensure_ascii=False)
        except (ValueError, RecursionError) as error:
            return _failure(error)

    wrapped.__doc__ = handler.__doc__
    wrapped.__name__ = handler.__name__
    return wrapped


def _check(args: tuple[object, ...]) -> None:
    """Every argument is text within the size policy, before any work."""
    texts = [arg for arg in args if isinstance(arg, str)]
    if len(texts) != len(args):
        raise ValueError("every argument must be JSON text")
    for text in texts:
        check_size("input", len(text), MAX_REQUEST_CHARS, "characters")


def _failure(error: Exception) -> str:
    """A refusal's JSON text: its message, cut, and its `code` when it has one."""
    failure: Json = {"ok": False, "error": str(error)[:MAX_MESSAGE]}
    code = getattr(error, "code", None)  # a kind the page acts on: "record-full", "too-large"
    if isinstance(code, str):
        failure["code"] = code
    return json.dumps(failure, ensure_ascii=False)
