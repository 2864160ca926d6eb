"""What a tap on a backgammon checker plays, worked out from the engine's move list (`view.moves`).

The rule the page follows (web/js/backgammon/play.js `tap`), written again here from its statement so
that tests can tell in advance which step a tap makes: a checker with one place to go goes
there; a checker with several moves by the higher die that some legal path plays next from it.
"""

from __future__ import annotations

from typing import Any

Step = dict[str, Any]


def _same(a: Step, b: Step) -> bool:
    """The same single step (the same places)."""
    return a["from"] == b["from"] and a["to"] == b["to"]


def paths_after(moves: list[dict[str, Any]], chosen: list[Step]) -> list[list[Step]]:
    """The legal paths that begin with the steps chosen."""
    return [path for move in moves for path in move["paths"]
            if len(path) > len(chosen) and all(_same(a, b) for a, b in zip(path, chosen, strict=False))]


def places_reached(moves: list[dict[str, Any]], chosen: list[Step], source: Any) -> set[Any]:
    """Where the checker on `source` may go next, by one die or several in a row."""
    found = set()
    for path in paths_after(moves, chosen):
        at = source
        for step in path[len(chosen):]:
            if step["from"] != at:
                break
            found.add(step["to"])
            at = step["to"]
    return found


def tap_plays(moves: list[dict[str, Any]], chosen: list[Step], step: Step) -> bool:
    """Whether one tap on the step's checker plays this step."""
    if len(places_reached(moves, chosen, step["from"])) == 1:
        return True
    nexts = [p[len(chosen)] for p in paths_after(moves, chosen) if p[len(chosen)]["from"] == step["from"]]
    return bool(nexts) and _same(max(nexts, key=lambda s: s["die"]), step)


def tapped_path(move: dict[str, Any], moves: list[dict[str, Any]]) -> list[Step] | None:
    """An order of the move's steps that taps alone play, or None."""
    for path in move["paths"]:
        if all(tap_plays(moves, path[:i], step) for i, step in enumerate(path)):
            return list(path)
    return None
