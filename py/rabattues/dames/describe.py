"""Plain English for what a throw did, one line a throw (the CLI's play log), from its clauses (story.py)."""

from __future__ import annotations

from typing import Any

from ..kernel.colors import NAMES

_VERB = {"unstack": "unstacks on", "bear_off": "bears off on"}


def describe_clauses(clauses: list[dict[str, Any]]) -> str:
    """What the dice of one throw did: "unstacks on 4 and 3; 1 passes to White, who unstacks on 1"."""
    parts = [_clause(c) for c in clauses if c["kind"] in ("uses", "passes")]
    return "; ".join(p for p in parts if p) or "nothing to play"


def _clause(clause: dict[str, Any]) -> str:
    """One clause in words."""
    used, lost = _used(clause), clause["lost"]
    if clause["kind"] == "uses":
        if not lost:
            return used
        return (f"{used}; " if used else "") + f"{_join(lost)} unplayable, lost"
    many = len(clause["dice"]) > 1
    text = f"{_join(clause['dice'])} {'pass' if many else 'passes'} to {NAMES[clause['to']]}"
    if clause["claim"]:
        if not lost:
            return f"{text}, to claim"
        return f"{text}, who must claim {_join(clause['to_claim'])}; {_join(lost)} lost"
    if used:
        return f"{text}, who {used}" + (f"; {_join(lost)} lost" if lost else "")
    return f"{text}, who cannot use {'them' if many else 'it'}: lost"


def _used(clause: dict[str, Any]) -> str:
    """"unstacks on 4 and 3; bears off on 2" for the dice a clause used."""
    return "; ".join(f"{verb} {_join(clause[key])}" for key, verb in _VERB.items() if clause[key])


def _join(dice: list[int]) -> str:
    """Numbers in words: "4", "4 and 3", "1, 2 and 3"."""
    words = [str(d) for d in dice]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
