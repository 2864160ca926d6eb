"""What an action did, told as data for the page to draw and word (docs/PROTOCOL.md).

For each action: the dice lying on the board after it (each die's face, who threw it, on which
half it lies, and what became of it), the steps of its animation (the die each event moved and
the sides after it), and the clauses of its line in the move list. The page decides none of
this; the command line's English comes from the same clauses (describe.py).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from ..kernel.actions import CubeAction, Opening, Throw
from ..kernel.colors import COLORS, Color
from .actions import Action, Claim, format_action
from .game import GameState, Step
from .position import Position
from .throw import DieEvent, receive

Json = dict[str, Any]
Status = Literal["fresh", "used", "lost", "pending", "rerolled", "idle"]
"""A die on the board: just thrown; used; lost; passed, to claim; a double thrown again; shown only."""


@dataclass(frozen=True, slots=True)
class Die:
    """A die on the board: its face, who threw it, where it lies and what became of it."""

    value: int
    owner: Color
    half: Color
    """The half it lies on: its thrower's, or the opponent's once passed."""
    status: Status

    def to_json(self) -> Json:
        """A plain object."""
        return {"value": self.value, "owner": self.owner, "half": self.half, "status": self.status}


@dataclass(frozen=True, slots=True)
class Table:
    """The dice on the board after an action, and the caption beside them."""

    key: int = 0
    """The number of the action that threw them (0: no dice yet)."""
    dice: tuple[Die, ...] = ()
    caption: Literal["opening", "tie", "again"] | None = "opening"
    by: Color | None = None
    """Who the caption is about (who throws again)."""

    def to_json(self) -> Json:
        """A plain object."""
        return {"key": self.key, "dice": [d.to_json() for d in self.dice], "caption": self.caption,
                "by": self.by}


def told(n: int, table: Table, before: GameState, action: Action, step: Step, *,
         animate: bool = False) -> tuple[Table, list[Json]]:
    """The dice after action n and, to `animate` it, per event: the die, where it went, the sides after."""
    steps: list[Json] | None = [] if animate else None
    if isinstance(action, Opening):
        dice = (Die(action.white, "w", "w", "idle"), Die(action.black, "b", "b", "idle"))
        table = Table(n, dice, "tie" if step.state.opening else None)
    elif isinstance(action, Throw):
        table = _thrown(n, before, action, step, steps)
    elif isinstance(action, Claim):
        table = _claimed(table, before, step, steps)
    return table, steps or []


def _thrown(n: int, before: GameState, action: Throw, step: Step, steps: list[Json] | None) -> Table:
    """A throw: each event marks a die, the rest are passed to claim, lost or idle."""
    roller = before.position.turn
    after = step.state
    again: Literal["again"] | None = "again" if after.in_turn and not after.is_terminal() else None
    if action.is_double and before.options.doubles == "reroll":
        return Table(n, tuple(Die(v, roller, roller, "rerolled") for v in action.dice), "again", roller)
    dice = [Die(v, roller, roller, "fresh") for v in action.dice]
    _events(dice, before.position, step.events, steps)
    pending, never = list(after.pending), never_usable(after)
    for i, die in enumerate(dice):
        if die.status != "fresh":
            continue
        if die.value in pending and after.receiver is not None:
            pending.remove(die.value)
            # Strict claiming: to claim if the receiver can use it (now or after a claim), else lost at once.
            status: Status = "lost" if die.value in never else "pending"
            if status == "lost":
                never.remove(die.value)
            dice[i] = replace(die, half=after.receiver, status=status)
            _step(steps, i, dice[i], after.position)
        else:
            dice[i] = replace(die, status="idle")  # the game ended first
    return Table(n, tuple(dice), again, roller if again else None)


def _claimed(table: Table, before: GameState, step: Step, steps: list[Json] | None) -> Table:
    """A claim: the passed die used; the others lost if none of them can be used any more."""
    dice = list(table.dice)
    _events(dice, before.position, step.events, steps)
    if not step.state.claimable():
        for i, die in enumerate(dice):
            if die.status == "pending":
                dice[i] = replace(die, status="lost")
                _step(steps, i, dice[i], step.state.position)
    return replace(table, dice=tuple(dice))


def _events(dice: list[Die], position: Position, events: tuple[DieEvent, ...],
            steps: list[Json] | None) -> None:
    """Mark the die each event used or lost (in place); with `steps`, each with the position after it."""
    for event in events:
        i = next(k for k, d in enumerate(dice) if d.value == event.die
                 and (d.status == "fresh" or (event.passed and d.status == "pending")))
        half = event.player if event.passed else dice[i].half
        dice[i] = replace(dice[i], half=half, status="used" if event.use else "lost")
        if steps is None:
            continue
        if event.use:
            used = position.side(event.player).use(event.die)
            position = position.with_side(event.player, used or position.side(event.player))
        _step(steps, i, dice[i], position)


def _step(steps: list[Json] | None, i: int, die: Die, position: Position) -> None:
    """One step of an animation: the die, where it now lies, what it is, and the sides after it."""
    if steps is not None:
        steps.append({"die": i, "half": die.half, "status": die.status,
                      "sides": {c: position.side(c).to_json() for c in COLORS}})


def entry(number: int, before: GameState, action: Action, step: Step) -> Json:
    """One line of the move list, as data: who did what, each die's use, and its clauses in words' order."""
    line: Json = {"n": number, "action": format_action(action), "kind": kind(action),
                  "clauses": clauses(before, action, step)}
    if isinstance(action, Opening):
        starter = None if step.state.opening else step.state.position.turn
        return {**line, "dice": [action.white, action.black], "starter": starter}
    line.update(player=before.current_player(), events=[e.to_json() for e in step.events])
    if isinstance(action, Throw):
        line.update(dice=list(action.dice), again=step.state.in_turn,
                    rerolled=action.is_double and before.options.doubles == "reroll",
                    forfeited=forfeited(before, action))
    elif isinstance(action, Claim):
        line.update(player=before.receiver, dice=[action.die])
    return line


def kind(action: Action) -> str:
    """An action's kind, by name: opening, throw, claim, double, take, drop."""
    if isinstance(action, Opening):
        return "opening"
    if isinstance(action, Throw):
        return "throw"
    if isinstance(action, Claim):
        return "claim"
    assert isinstance(action, CubeAction)
    return action.kind


def clauses(before: GameState, action: Action, step: Step) -> list[Json]:
    """The clauses of an action's line in the move list, each the words of one thing that happened."""
    if isinstance(action, Throw):
        if action.is_double and before.options.doubles == "reroll":
            return [{"kind": "rerolled", "player": before.position.turn}]
        return _throw_clauses(before, action, step)
    if isinstance(action, Claim):
        used = _uses(step.events)
        lost = [] if step.state.claimable() else _without(list(step.state.pending), never_usable(before))
        return [{"kind": "claims", "player": before.receiver, "die": action.die, **used, "lost": lost}]
    return []


def _throw_clauses(before: GameState, action: Throw, step: Step) -> list[Json]:
    """A throw's clauses: what the roller did, what passed and what became of it, throwing again."""
    roller, after = before.position.turn, step.state
    parts: list[Json] = []
    for player, passed, group in _groups(step.events):
        lost = [e.die for e in group if not e.use]
        if not passed:
            parts.append({"kind": "uses", "player": player, **_uses(group), "lost": lost})
            continue
        same = any(not e.passed and e.use and e.die == group[0].die for e in step.events)
        parts.append({"kind": "passes", "to": player, "dice": [e.die for e in group], "second": same,
                      **_uses(group), "lost": lost, "claim": False, "to_claim": []})
    if after.pending and after.receiver is not None:
        lost = never_usable(after)
        parts.append({"kind": "passes", "to": after.receiver, "dice": list(after.pending),
                      "second": action.is_double and bool(step.events), "unstack": [], "bear_off": [],
                      "lost": lost, "claim": bool(after.claimable()),
                      "to_claim": _without(list(after.pending), lost)})
    if after.in_turn and not after.is_terminal():
        parts.append({"kind": "again", "player": roller})
    return parts


def forfeited(before: GameState, action: Action) -> list[int]:
    """Passed dice that could have been claimed and were not: lost at this throw (strict claiming)."""
    if not isinstance(action, Throw) or not before.claimable():
        return []
    return _without(list(before.pending), never_usable(before))


def never_usable(state: GameState) -> list[int]:
    """Passed dice the receiver can never use, whatever he claims first (strict claiming): lost
    as they pass. Claims played as the receiver would play them all (`receive`) use every die
    any order of claims can use."""
    if state.receiver is None or not state.pending:
        return []
    if not state.claimable():
        return list(state.pending)
    _, events = receive(state.position, state.receiver, state.pending)
    return [e.die for e in events if not e.use]


def _without(dice: list[int], taken: list[int]) -> list[int]:
    """The dice, each of `taken` removed once."""
    left = list(dice)
    for die in taken:
        if die in left:
            left.remove(die)
    return left


def _uses(events: tuple[DieEvent, ...] | list[DieEvent]) -> Json:
    """The points a group of events unstacked on and bore off from."""
    return {"unstack": [e.die for e in events if e.use == "unstack"],
            "bear_off": [e.die for e in events if e.use == "bear-off"]}


def _groups(events: tuple[DieEvent, ...]) -> list[tuple[Color, bool, list[DieEvent]]]:
    """Consecutive events of the same player and origin."""
    groups: list[tuple[Color, bool, list[DieEvent]]] = []
    for event in events:
        if groups and groups[-1][0] == event.player and groups[-1][1] == event.passed:
            groups[-1][2].append(event)
        else:
            groups.append((event.player, event.passed, [event]))
    return groups


__all__ = ["Die", "Table", "clauses", "entry", "forfeited", "kind", "told"]
