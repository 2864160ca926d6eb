"""JSON text in, JSON text out: how every operation of the page's api answers (`@api_call`).

A handler returns a plain object; the page receives it as JSON text with `"ok": true`. A
failure is never an exception: any ValueError (every engine error is one) becomes
`{"ok": false, "error": "message"}` (and `code` for a kind the page acts on), and nothing is changed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .limits import MAX_MESSAGE, MAX_REQUEST_CHARS, check_size

Json = dict[str, Any]


def api_call(handler: Callable[..., Json]) -> Callable[..., str]:
    """Wrap a handler: its result as JSON text with `ok`, or a clear error (`code` for some kinds)."""

    def wrapped(*args: str) -> str:
        try:
            if not all(isinstance(arg, str) for arg in args):
                raise ValueError("every argument must be JSON text")
            for arg in args:  # the size policy, before any work
                check_size("input", len(arg), MAX_REQUEST_CHARS, "characters")
            return json.dumps({"ok": True, **handler(*args)}, ensure_ascii=False)
        except (ValueError, RecursionError) as error:  # every engine error is a ValueError
            failure: Json = {"ok": False, "error": str(error)[:MAX_MESSAGE]}
            code = getattr(error, "code", None)  # a kind the page acts on: "record-full", "too-large"
            if isinstance(code, str):
                failure["code"] = code
            return json.dumps(failure, ensure_ascii=False)

    wrapped.__doc__ = handler.__doc__
    wrapped.__name__ = handler.__name__
    return wrapped
