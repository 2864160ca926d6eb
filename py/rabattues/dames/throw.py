"""What one throw of two dice does: play, pass, lose (RULES.md §3–§5)."""

from __future__ import annotations

from dataclasses import dataclass

from ..kernel.colors import Color, other
from .options import Options
from .position import Position
from .side import Point, Side, Use, point_of


@dataclass(frozen=True, slots=True)
class DieEvent:
    """One die of a throw: who used it and how, or that it was lost."""

    die: int
    player: Color
    """The player who used the die, or who could not use it when lost."""
    use: Use | None
    """What it did; None if it was lost."""
    passed: bool = False
    """Whether the die came from the opponent's throw."""

    @property
    def point(self) -> Point | None:
        """The point of `player`'s side the die acted on; None if it was lost."""
        return point_of(self.die) if self.use else None

    def to_json(self) -> dict[str, object]:
        """A plain object for the page."""
        return {"die": self.die, "player": self.player, "use": self.use, "point": self.point,
                "passed": self.passed}


@dataclass(frozen=True, slots=True)
class ThrowResult:
    """The position after a throw, what each die did, and what is still to claim."""

    position: Position
    """With `turn` the player who throws next."""
    events: tuple[DieEvent, ...]
    pending: tuple[int, ...]
    """Dice passed to the opponent that he must claim himself (strict claiming)."""
    again: bool
    """Whether the same player throws again (a double)."""


def play_dice(side: Side, dice: tuple[int, ...]) -> tuple[Side, list[int], list[int]]:
    """Play as many dice as possible on a side: (side, dice used in order, dice unused).

    Playing one die never makes a die of another number unplayable, so using any playable
    die first, again and again, uses the most dice (§3). The game ends at the 15th checker.
    """
    remaining, used = list(dice), []
    while remaining and not side.is_finished:
        playable = next((d for d in remaining if side.uses(d)), None)
        if playable is None:
            break
        used.append(playable)
        remaining.remove(playable)
        side = side.use(playable) or side
    return side, used, remaining


def passes(options: Options, roller: Side) -> bool:
    """Whether the roller's unplayable dice go to the opponent (§4 option `passing`)."""
    if options.passing == "always":
        return True
    return options.passing == "bear-off" and not roller.has_stacks


def resolve_throw(position: Position, dice: tuple[int, int], options: Options) -> ThrowResult:
    """Everything one throw does, from the position where `position.turn` throws."""
    roller = position.turn
    is_double = dice[0] == dice[1]
    if is_double and options.doubles == "reroll":
        return ThrowResult(position, (), (), again=True)
    before = position.side(roller)
    side, used, unused = play_dice(before, dice)
    events = _uses(before, used, roller, passed=False)
    position = position.with_side(roller, side)
    pending: tuple[int, ...] = ()
    if unused and not side.is_finished:
        if not passes(options, side):
            events += [DieEvent(d, roller, None) for d in unused]
        elif options.claim == "strict":
            pending = tuple(unused)
        else:
            position, more = receive(position, other(roller), tuple(unused))
            events += more
    next_thrower = roller if is_double else other(roller)
    return ThrowResult(position.with_turn(next_thrower), tuple(events), pending, is_double)


def receive(position: Position, receiver: Color, dice: tuple[int, ...]) -> tuple[Position, list[DieEvent]]:
    """The receiver uses passed dice at once, as many as he can; the rest are lost (§4)."""
    before = position.side(receiver)
    side, used, unused = play_dice(before, dice)
    events = _uses(before, used, receiver, passed=True)
    if not side.is_finished:
        events += [DieEvent(d, receiver, None, passed=True) for d in unused]
    return position.with_side(receiver, side), events


def _uses(side: Side, dice: list[int], player: Color, *, passed: bool) -> list[DieEvent]:
    """Events for dice played one after the other on a side."""
    events = []
    for die in dice:
        events.append(DieEvent(die, player, side.uses(die), passed))
        side = side.use(die) or side
    return events
