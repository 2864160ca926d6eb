"""Plain English for what a throw did, one line a throw (the CLI's play log)."""

from __future__ import annotations

from .position import NAMES, Color
from .throw import DieEvent

_VERB = {"unstack": "unstacks", "bear-off": "bears off"}


def describe_dice(events: tuple[DieEvent, ...] | list[DieEvent]) -> str:
    """What the dice of one throw did: "unstacks on 4 and 3; 1 passes to White, who unstacks on 1"."""
    parts: list[str] = []
    for player, passed, group in _groups(events):
        name = NAMES[player]
        used = [e for e in group if e.use]
        lost = [e.die for e in group if not e.use]
        text = "; ".join(f"{_VERB[use]} on {_join([e.die for e in used if e.use == use])}"
                         for use in dict.fromkeys(e.use for e in used if e.use))
        if passed:
            dice = _join([e.die for e in group])
            text = f"{dice} passes to {name}" + (f", who {text}" if text else "")
            if lost:
                text += f"; {_join(lost)} lost" if used else ", who cannot use it: lost"
        elif lost:
            text += ("; " if text else "") + f"{_join(lost)} unplayable, lost"
        parts.append(text)
    return "; ".join(parts) if parts else "nothing to play"


def _groups(events: tuple[DieEvent, ...] | list[DieEvent]) -> list[tuple[Color, bool, list[DieEvent]]]:
    """Consecutive events of the same player and origin."""
    groups: list[tuple[Color, bool, list[DieEvent]]] = []
    for event in events:
        if groups and groups[-1][0] == event.player and groups[-1][1] == event.passed:
            groups[-1][2].append(event)
        else:
            groups.append((event.player, event.passed, [event]))
    return groups


def _join(dice: list[int]) -> str:
    """Numbers in words: "4", "4 and 3", "1, 2 and 3"."""
    words = [str(d) for d in dice]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
