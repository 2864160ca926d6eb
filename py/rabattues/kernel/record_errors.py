"""What a record refuses: the errors of both games' records, and the one limit on writing one."""

from __future__ import annotations

from .limits import MAX_ACTIONS


class RecordError(ValueError):
    """A record that is not valid: malformed, from the future, or with an impossible action."""


class RecordFullError(RecordError):
    """The record holds the most actions the app keeps: one more would make it unreadable."""

    code = "record-full"


def check_room(count: int) -> None:
    """Refuse (RecordFullError) to add an action to a record of `count` actions at the limit."""
    if count >= MAX_ACTIONS:
        raise RecordFullError(f"this game has reached the longest record the app keeps: "
                              f"{MAX_ACTIONS} actions")
